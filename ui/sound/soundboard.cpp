#include "sound/soundboard.h"

#include <QSoundEffect>
#include <QUrl>

#include <algorithm>

namespace shogiban::ui {

namespace {

const char* fileOf(Sound sound)
{
    switch (sound) {
    case Sound::Place: return "place";
    case Sound::Capture: return "capture";
    case Sound::Check: return "check";
    case Sound::Beep: return "beep";
    case Sound::LastBeep: return "lastbeep";
    case Sound::GameEnd: return "gameend";
    }
    return "place";
}

} // namespace

SoundBoard::SoundBoard(QObject* parent)
    : QObject(parent)
{
}

bool SoundBoard::silencedByEnvironment()
{
    return qEnvironmentVariableIsSet("SHOGIBAN_NO_SOUND");
}

void SoundBoard::setVolume(int percent)
{
    m_volume = std::clamp(percent, 0, 100);
    for (QSoundEffect* e : m_effects)
        if (e) e->setVolume(float(m_volume) / 100.0f);
}

QSoundEffect* SoundBoard::effect(Sound sound)
{
    QSoundEffect*& e = m_effects[size_t(sound)];
    if (!e) {
        e = new QSoundEffect(this);
        e->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(fileOf(sound)))));
        e->setVolume(float(m_volume) / 100.0f);
    }
    return e;
}

void SoundBoard::play(Sound sound)
{
    emit cued(sound);
    if (!m_enabled || m_volume == 0 || silencedByEnvironment()) return;
    effect(sound)->play();
}

} // namespace shogiban::ui
