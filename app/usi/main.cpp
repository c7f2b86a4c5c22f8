// shogiban-usi: the Shogiban engine for any USI GUI. Reads commands from standard input and
// answers on standard output; everything else is core/usi/engine.
#include "platform/commandline.h"
#include "usi/engine.h"

#include <iostream>
#include <string>

namespace {

// Longer than any real command (a position with 100,000 moves): a longer line is refused
// rather than held in memory, and reading goes on at the next line.
constexpr size_t MaxLineBytes = 1 << 20;

enum class LineRead { Line, TooLong, End };

LineRead readLine(std::istream& in, std::string& line)
{
    line.clear();
    std::streambuf* buffer = in.rdbuf();
    bool tooLong = false;
    for (;;) {
        const int c = buffer->sbumpc();
        if (c == std::char_traits<char>::eof())
            return tooLong ? LineRead::TooLong : line.empty() ? LineRead::End : LineRead::Line;
        if (c == '\n') return tooLong ? LineRead::TooLong : LineRead::Line;
        if (line.size() < MaxLineBytes)
            line.push_back(char(c));
        else
            tooLong = true;
    }
}

} // namespace

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
    // Typed by hand in a console, the engine's info strings (an EvalFile's name) read right.
    shogiban::platform::printUtf8ToConsole();
    // Tied, every read would flush std::cout outside the engine's output lock while the search
    // thread writes info lines (a data race). The engine flushes each line itself.
    std::cin.tie(nullptr);
    shogiban::usi::Engine engine([](const std::string& line) { std::cout << line << std::endl; });
    std::string line;
    for (;;) {
        const LineRead read = readLine(std::cin, line);
        if (read == LineRead::End) break;
        if (read == LineRead::TooLong)
            engine.tell("line longer than " + std::to_string(MaxLineBytes) + " bytes ignored");
        else if (!engine.handle(line))
            return 0;
    }
    // End of input acts as quit (the GUI went away).
    engine.handle("quit");
    return 0;
}
