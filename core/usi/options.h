// The engine's USI options: their declaration ("option name ... type ..."), and "setoption"
// checked against the declared type and range. The GUI side reads declarations back
// (parseOptionDeclaration) to offer an external engine's options.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban::usi {

// Filename: a string naming a file (Shogidokoro's and ShogiHome's extension of USI).
enum class OptionType { Check, Spin, Combo, String, Button, Filename };

struct Option {
    std::string name;
    OptionType type = OptionType::String;
    std::string defaultValue;
    int64_t min = 0, max = 0; // spin
    std::vector<std::string> choices; // combo
    std::string value;
};

enum class OptionError { None, UnknownOption, NotABoolean, NotANumber, OutOfRange, NotAChoice };

class Options {
public:
    void addCheck(std::string name, bool defaultValue);
    void addSpin(std::string name, int64_t defaultValue, int64_t min, int64_t max);
    void addCombo(std::string name, std::string defaultValue, std::vector<std::string> choices);
    void addString(std::string name, std::string defaultValue);
    void addButton(std::string name);

    // Option names compare case-insensitively, as GUIs differ in how they spell them.
    OptionError set(std::string_view name, std::string_view value);
    const Option* find(std::string_view name) const;

    bool check(std::string_view name) const;
    int64_t spin(std::string_view name) const;
    std::string string(std::string_view name) const;

    // One "option name ..." line per option, in declaration order.
    std::vector<std::string> declarations() const;

private:
    Option* findMutable(std::string_view name);
    std::vector<Option> m_options;
};

std::string describeOptionError(OptionError error, std::string_view name);

// "option name N type T [default D] [min A max B] [var V]...": the line an engine declares an
// option with, and back. Names and values may hold spaces; "<empty>" is the empty default.
std::string optionDeclaration(const Option& option);
std::optional<Option> parseOptionDeclaration(std::string_view line);

} // namespace shogiban::usi
