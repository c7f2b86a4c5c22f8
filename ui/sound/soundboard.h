// Plays Shogiban's sounds (resources/sounds, synthesised at build time by make-sounds.py)
// through Qt Multimedia's QSoundEffect, at the volume the user set, or not at all when sounds
// are off. With SHOGIBAN_NO_SOUND set in the environment (the test suite sets it) nothing is
// ever played, but every cue is still reported by cued(), which tests watch.
#pragma once

#include <QObject>

#include <array>

class QSoundEffect;

namespace shogiban::ui {

enum class Sound { Place, Capture, Check, Beep, LastBeep, GameEnd };
inline constexpr int SoundCount = 6;

class SoundBoard : public QObject {
    Q_OBJECT

public:
    explicit SoundBoard(QObject* parent = nullptr);

    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool isEnabled() const { return m_enabled; }
    void setVolume(int percent); // 0..100
    // Whether the environment forbids sound (SHOGIBAN_NO_SOUND).
    static bool silencedByEnvironment();

    void play(Sound sound);

signals:
    void cued(shogiban::ui::Sound sound); // every cue, played or not

private:
    QSoundEffect* effect(Sound sound);

    std::array<QSoundEffect*, SoundCount> m_effects{}; // made when first played
    bool m_enabled = true;
    int m_volume = 80;
};

} // namespace shogiban::ui
