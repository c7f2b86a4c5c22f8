// Reading a sub-command's arguments: "--name value" options, "--name" flags that take no value,
// and positional arguments (files), so that each command only says what its names mean.
#pragma once

#include "commands.h"

#include "usi/tokens.h"

#include <initializer_list>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace shogiban::tool {

// One argument: an option with its value, a flag (value empty), or a positional argument
// (name empty).
struct Argument {
    std::string name;
    std::string value;
};

// The arguments in order; the names in `flags` take no value, every other "--name" the argument
// after it. An error names the option left without its value.
std::variant<std::vector<Argument>, std::string> splitArguments(
    Args args, std::initializer_list<std::string_view> flags = {});

// Sets `into` to `value` if that is a whole number within [lo, hi]; false, `into` untouched,
// for anything else.
template <typename T>
bool readNumber(
    const std::string& value, std::type_identity_t<T> lo, std::type_identity_t<T> hi, T& into)
{
    const std::optional<T> n = usi::parseNumber<T>(value);
    if (!n || *n < lo || *n > hi) return false;
    into = *n;
    return true;
}

// The same for any number from 0 up that T holds.
template <typename T> bool readNumber(const std::string& value, T& into)
{
    return readNumber(value, T(0), std::numeric_limits<T>::max(), into);
}

// The same for a decimal number.
bool readDecimal(const std::string& value, double lo, double hi, double& into);

} // namespace shogiban::tool
