#include "arguments.h"

#include <algorithm>

namespace shogiban::tool {

std::variant<std::vector<Argument>, std::string> splitArguments(
    Args args, std::initializer_list<std::string_view> flags)
{
    std::vector<Argument> out;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (!arg.starts_with("--"))
            out.push_back({{}, arg});
        else if (std::find(flags.begin(), flags.end(), arg) != flags.end())
            out.push_back({arg, {}});
        else if (i + 1 < args.size())
            out.push_back({arg, args[++i]});
        else
            return arg + " needs a value";
    }
    return out;
}

bool readDecimal(const std::string& value, double lo, double hi, double& into)
{
    const std::optional<double> d = usi::parseDecimal(value);
    if (!d || *d < lo || *d > hi) return false;
    into = *d;
    return true;
}

} // namespace shogiban::tool
