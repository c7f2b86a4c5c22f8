// What each level of the shogi AI is like, in words and by the measured ladder
// (docs/AI_LEVELS.md): for the start page and the New Game dialog.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace shogiban::ui {

class LevelTexts {
    Q_DECLARE_TR_FUNCTIONS(LevelTexts)

public:
    static constexpr int Levels = 10;
    // "Level 1: just learned the moves"
    static QString name(int level);
    // One sentence: how it plays and how it fared in the measured games.
    static QString description(int level);
};

} // namespace shogiban::ui
