#include "engines/engineconfig.h"

#include <QSettings>
#include <QStringList>
#include <QUuid>

#include <algorithm>

namespace shogiban::ui {

const usi::Option* EngineConfig::option(const QString& optionName) const
{
    for (const usi::Option& o : options)
        if (QString::fromStdString(o.name).compare(optionName, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

QString EngineConfig::value(const usi::Option& option) const
{
    return values.value(
        QString::fromStdString(option.name), QString::fromStdString(option.defaultValue));
}

std::vector<std::pair<std::string, std::string>> EngineConfig::startOptions() const
{
    std::vector<std::pair<std::string, std::string>> pairs;
    for (const usi::Option& o : options) {
        const QString v = value(o);
        if (o.type == usi::OptionType::Button) {
            if (v == QLatin1String("true")) pairs.emplace_back(o.name, std::string());
            continue;
        }
        pairs.emplace_back(o.name, v.toStdString());
    }
    return pairs;
}

void EngineConfig::addStandardOptions()
{
    if (!option(QStringLiteral("USI_Hash")))
        options.push_back({"USI_Hash", usi::OptionType::Spin, "256", 1, 1 << 20, {}, "256"});
    if (!option(QStringLiteral("USI_Ponder")))
        options.push_back({"USI_Ponder", usi::OptionType::Check, "false", 0, 0, {}, "false"});
}

bool EngineConfig::operator==(const EngineConfig& other) const
{
    auto declarations = [](const EngineConfig& c) {
        std::vector<std::string> lines;
        for (const usi::Option& o : c.options) lines.push_back(usi::optionDeclaration(o));
        return lines;
    };
    return id == other.id && name == other.name && author == other.author && path == other.path
        && values == other.values && moveTimeMs == other.moveTimeMs
        && declarations(*this) == declarations(other);
}

EngineList EngineList::load(QSettings& settings)
{
    EngineList list;
    const int count = settings.beginReadArray(QStringLiteral("engines"));
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        EngineConfig e;
        e.id = settings.value(QStringLiteral("id")).toString();
        e.name = settings.value(QStringLiteral("name")).toString();
        e.author = settings.value(QStringLiteral("author")).toString();
        e.path = settings.value(QStringLiteral("path")).toString();
        e.moveTimeMs = std::clamp(
            settings.value(QStringLiteral("moveTimeMs"), EngineConfig::DefaultMoveTimeMs).toInt(),
            100, 3'600'000);
        for (const QString& line : settings.value(QStringLiteral("options")).toStringList())
            if (auto o = usi::parseOptionDeclaration(line.toStdString())) e.options.push_back(*o);
        const QStringList names = settings.value(QStringLiteral("valueNames")).toStringList();
        const QStringList values = settings.value(QStringLiteral("values")).toStringList();
        for (int v = 0; v < std::min(names.size(), values.size()); ++v)
            e.values.insert(names[v], values[v]);
        e.addStandardOptions();
        if (!e.id.isEmpty() && !e.path.isEmpty()) list.m_engines.push_back(std::move(e));
    }
    settings.endArray();
    list.setAnalysisEngine(settings.value(QStringLiteral("analysisEngine")).toString());
    return list;
}

void EngineList::save(QSettings& settings) const
{
    settings.remove(QStringLiteral("engines"));
    settings.beginWriteArray(QStringLiteral("engines"), int(m_engines.size()));
    for (size_t i = 0; i < m_engines.size(); ++i) {
        const EngineConfig& e = m_engines[i];
        settings.setArrayIndex(int(i));
        settings.setValue(QStringLiteral("id"), e.id);
        settings.setValue(QStringLiteral("name"), e.name);
        settings.setValue(QStringLiteral("author"), e.author);
        settings.setValue(QStringLiteral("path"), e.path);
        settings.setValue(QStringLiteral("moveTimeMs"), e.moveTimeMs);
        QStringList declarations;
        for (const usi::Option& o : e.options)
            declarations << QString::fromStdString(usi::optionDeclaration(o));
        settings.setValue(QStringLiteral("options"), declarations);
        settings.setValue(QStringLiteral("valueNames"), QStringList(e.values.keys()));
        settings.setValue(QStringLiteral("values"), QStringList(e.values.values()));
    }
    settings.endArray();
    settings.setValue(QStringLiteral("analysisEngine"), m_analysisEngine);
}

const EngineConfig* EngineList::find(const QString& id) const
{
    for (const EngineConfig& e : m_engines)
        if (e.id == id) return &e;
    return nullptr;
}

QString EngineList::add(EngineConfig engine)
{
    engine.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    engine.addStandardOptions();
    m_engines.push_back(engine);
    return engine.id;
}

void EngineList::replace(const EngineConfig& engine)
{
    for (EngineConfig& e : m_engines)
        if (e.id == engine.id) e = engine;
}

void EngineList::remove(const QString& id)
{
    std::erase_if(m_engines, [&](const EngineConfig& e) { return e.id == id; });
    if (m_analysisEngine == id) m_analysisEngine.clear();
}

} // namespace shogiban::ui
