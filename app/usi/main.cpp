// shogiban-usi: the Shogiban engine for any USI GUI. Reads commands from standard input and
// answers on standard output; everything else is core/usi/engine.
#include "usi/engine.h"

#include <iostream>
#include <string>

int main(int argc, char** argv)
{
    if (argc > 1) { // anything on the command line is for a person, not a GUI
        const std::string arg = argv[1];
        if (arg == "--version") {
            std::cout << "shogiban-usi " << SHOGIBAN_VERSION << '\n';
            return 0;
        }
        const bool help = arg == "--help" || arg == "-h";
        (help ? std::cout : std::cerr) << "usage: shogiban-usi [--help | --version]\n"
                                          "Without arguments it speaks USI on standard input "
                                          "and output.\n";
        return help ? 0 : 2;
    }
    std::ios::sync_with_stdio(false);
    shogiban::usi::Engine engine([](const std::string& line) { std::cout << line << std::endl; });
    std::string line;
    while (std::getline(std::cin, line))
        if (!engine.handle(line)) return 0;
    // End of input acts as quit (the GUI went away).
    engine.handle("quit");
    return 0;
}
