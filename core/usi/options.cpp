#include "usi/options.h"

#include "usi/tokens.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace shogiban::usi {

namespace {

bool sameName(std::string_view a, std::string_view b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x))
            == std::tolower(static_cast<unsigned char>(y));
    });
}

const char* typeName(OptionType type)
{
    switch (type) {
    case OptionType::Check:
        return "check";
    case OptionType::Spin:
        return "spin";
    case OptionType::Combo:
        return "combo";
    case OptionType::String:
        return "string";
    case OptionType::Button:
        return "button";
    case OptionType::Filename:
        return "filename";
    }
    return "string";
}

} // namespace

std::string optionDeclaration(const Option& o)
{
    std::string line = "option name " + o.name + " type " + typeName(o.type);
    if (o.type == OptionType::Button) return line;
    line += " default " + (o.defaultValue.empty() ? std::string("<empty>") : o.defaultValue);
    if (o.type == OptionType::Spin)
        line += " min " + std::to_string(o.min) + " max " + std::to_string(o.max);
    for (const std::string& choice : o.choices) line += " var " + choice;
    return line;
}

std::optional<Option> parseOptionDeclaration(std::string_view line)
{
    const std::vector<std::string_view> words = splitWords(line);
    if (words.size() < 5 || words[0] != "option" || words[1] != "name") return std::nullopt;
    auto isKeyword = [](std::string_view w) {
        return w == "type" || w == "default" || w == "min" || w == "max" || w == "var";
    };
    // The words of a field: from `first` to the next keyword.
    auto field = [&](size_t first, size_t* next) {
        size_t end = first;
        while (end < words.size() && !isKeyword(words[end])) ++end;
        *next = end;
        return joinWords(words, first, end);
    };
    Option o;
    size_t i = 2;
    o.name = field(i, &i);
    if (o.name.empty() || i + 1 >= words.size() || words[i] != "type") return std::nullopt;
    const std::string_view type = words[i + 1];
    static constexpr std::pair<std::string_view, OptionType> Types[] = {{"check", OptionType::Check},
        {"spin", OptionType::Spin}, {"combo", OptionType::Combo}, {"string", OptionType::String},
        {"button", OptionType::Button}, {"filename", OptionType::Filename}};
    const auto* known = std::find_if(
        std::begin(Types), std::end(Types), [&](const auto& t) { return t.first == type; });
    if (known == std::end(Types)) return std::nullopt;
    o.type = known->second;
    i += 2;
    while (i < words.size()) {
        const std::string_view key = words[i];
        const std::string value = field(i + 1, &i);
        if (key == "default") o.defaultValue = value == "<empty>" ? std::string() : value;
        else if (key == "min") o.min = parseNumber<int64_t>(value).value_or(0);
        else if (key == "max") o.max = parseNumber<int64_t>(value).value_or(0);
        else if (key == "var") o.choices.push_back(value);
    }
    if (o.type == OptionType::Spin && o.min > o.max) std::swap(o.min, o.max);
    o.value = o.defaultValue;
    return o;
}

void Options::addCheck(std::string name, bool defaultValue)
{
    std::string value = defaultValue ? "true" : "false";
    m_options.push_back({std::move(name), OptionType::Check, value, 0, 0, {}, value});
}

void Options::addSpin(std::string name, int64_t defaultValue, int64_t min, int64_t max)
{
    std::string value = std::to_string(defaultValue);
    m_options.push_back({std::move(name), OptionType::Spin, value, min, max, {}, value});
}

void Options::addCombo(std::string name, std::string defaultValue, std::vector<std::string> choices)
{
    m_options.push_back(
        {std::move(name), OptionType::Combo, defaultValue, 0, 0, std::move(choices), defaultValue});
}

void Options::addString(std::string name, std::string defaultValue)
{
    m_options.push_back(
        {std::move(name), OptionType::String, defaultValue, 0, 0, {}, defaultValue});
}

void Options::addButton(std::string name)
{
    m_options.push_back({std::move(name), OptionType::Button, {}, 0, 0, {}, {}});
}

OptionError Options::set(std::string_view name, std::string_view value)
{
    Option* o = findMutable(name);
    if (!o) return OptionError::UnknownOption;
    switch (o->type) {
    case OptionType::Check:
        if (value != "true" && value != "false") return OptionError::NotABoolean;
        break;
    case OptionType::Spin: {
        auto number = parseNumber<int64_t>(value);
        if (!number) return OptionError::NotANumber;
        if (*number < o->min || *number > o->max) return OptionError::OutOfRange;
        break;
    }
    case OptionType::Combo:
        if (std::find(o->choices.begin(), o->choices.end(), value) == o->choices.end())
            return OptionError::NotAChoice;
        break;
    case OptionType::String:
    case OptionType::Button:
    case OptionType::Filename:
        break;
    }
    o->value = value == "<empty>" ? std::string() : std::string(value);
    return OptionError::None;
}

const Option* Options::find(std::string_view name) const
{
    auto it = std::find_if(m_options.begin(), m_options.end(),
        [&](const Option& o) { return sameName(o.name, name); });
    return it == m_options.end() ? nullptr : &*it;
}

Option* Options::findMutable(std::string_view name)
{
    return const_cast<Option*>(std::as_const(*this).find(name));
}

bool Options::check(std::string_view name) const
{
    const Option* o = find(name);
    return o && o->value == "true";
}

int64_t Options::spin(std::string_view name) const
{
    const Option* o = find(name);
    return o ? parseNumber<int64_t>(o->value).value_or(0) : 0;
}

std::string Options::string(std::string_view name) const
{
    const Option* o = find(name);
    return o ? o->value : std::string();
}

std::vector<std::string> Options::declarations() const
{
    std::vector<std::string> lines;
    for (const Option& o : m_options) lines.push_back(optionDeclaration(o));
    return lines;
}

std::string describeOptionError(OptionError error, std::string_view name)
{
    const std::string n = printableWord(name);
    switch (error) {
    case OptionError::None:
        return {};
    case OptionError::UnknownOption:
        return "unknown option: " + n;
    case OptionError::NotABoolean:
        return "option " + n + " expects true or false";
    case OptionError::NotANumber:
        return "option " + n + " expects a number";
    case OptionError::OutOfRange:
        return "option " + n + " value out of range";
    case OptionError::NotAChoice:
        return "option " + n + " value is not one of its choices";
    }
    return {};
}

} // namespace shogiban::usi
