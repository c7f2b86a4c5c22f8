// shogiban-usi: the Shogiban engine for any USI GUI. Reads commands from standard input and
// answers on standard output; everything else is core/usi/engine.
#include "usi/engine.h"

#include <iostream>
#include <string>

int main()
{
    std::ios::sync_with_stdio(false);
    shogiban::usi::Engine engine([](const std::string& line) { std::cout << line << std::endl; });
    std::string line;
    while (std::getline(std::cin, line))
        if (!engine.handle(line)) return 0;
    // End of input acts as quit (the GUI went away).
    engine.handle("quit");
    return 0;
}
