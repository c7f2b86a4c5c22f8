#include "text/leveltexts.h"

namespace shogiban::ui {

QString LevelTexts::name(int level)
{
    switch (level) {
    case 1:
        return tr("Level 1: just learned the moves");
    case 2:
        return tr("Level 2: beginner");
    case 3:
        return tr("Level 3: novice");
    case 4:
        return tr("Level 4: knows simple tactics");
    case 5:
        return tr("Level 5: careful player");
    case 6:
        return tr("Level 6: plans ahead");
    case 7:
        return tr("Level 7: strong casual player");
    case 8:
        return tr("Level 8: tough");
    case 9:
        return tr("Level 9: strong");
    case 10:
        return tr("Level 10: full strength");
    default:
        return tr("Level %1").arg(level);
    }
}

namespace {

// The scores, in percent, that the texts quote (docs/AI_LEVELS.md): levels 2-9 against the
// level below, level 10 at one second a move against Fairy-Stockfish and GPSShogi, and the
// number of GPSShogi games. Numbers outside the texts, so that a new measurement needs no new
// translation.
constexpr int ScoreAgainstLevelBelow[LevelTexts::Levels + 1]
    = {0, 0, 98, 85, 76, 90, 90, 90, 83, 75, 0};
constexpr int ScoreAgainstFairyStockfish = 89;
constexpr int ScoreAgainstGpsShogi = 46;
constexpr int GamesAgainstGpsShogi = 420;

} // namespace

QString LevelTexts::description(int level)
{
    // The figures are those of docs/AI_LEVELS.md: each level against the one below, levels
    // 7-9 against GNU Shogi (10 games each), level 10 against GNU Shogi, Fairy-Stockfish and
    // GPSShogi.
    switch (level) {
    case 1:
        return tr("Plays legal, plausible moves but never looks at your reply, so it leaves "
                  "pieces hanging. A player who has finished the lessons can beat it.");
    case 2:
        return tr("Looks one move ahead and sees your recaptures. It scored %1% against "
                  "level 1.")
            .arg(ScoreAgainstLevelBelow[2]);
    case 3:
        return tr("Looks two moves ahead but still misses tactics. It scored %1% against "
                  "level 2.")
            .arg(ScoreAgainstLevelBelow[3]);
    case 4:
        return tr("Finds simple tactics such as forks. It scored %1% against level 3.")
            .arg(ScoreAgainstLevelBelow[4]);
    case 5:
        return tr("Rarely gives away a piece. It scored %1% against level 4.")
            .arg(ScoreAgainstLevelBelow[5]);
    case 6:
        return tr("Reads several moves ahead. It scored %1% against level 5.")
            .arg(ScoreAgainstLevelBelow[6]);
    case 7:
        return tr("Hard to beat for a casual player. It scored %1% against level 6 and beat GNU "
                  "Shogi in 10 of 10 games at one second a move.")
            .arg(ScoreAgainstLevelBelow[7]);
    case 8:
        return tr("Plays with little randomness. It scored %1% against level 7 and beat GNU "
                  "Shogi in 10 of 10 games at one second a move.")
            .arg(ScoreAgainstLevelBelow[8]);
    case 9:
        return tr("Plays its best move within its search. It scored %1% against level 8 and "
                  "beat GNU Shogi in 10 of 10 games at one second a move.")
            .arg(ScoreAgainstLevelBelow[9]);
    case 10:
        return tr("The whole engine, using all its time. At one second a move it won 20 games "
                  "of 20 against GNU Shogi and scored %1% against Fairy-Stockfish, but only %2% "
                  "against GPSShogi, a former world computer shogi champion (%n games).",
                  nullptr, GamesAgainstGpsShogi)
            .arg(ScoreAgainstFairyStockfish)
            .arg(ScoreAgainstGpsShogi);
    default:
        return {};
    }
}

} // namespace shogiban::ui
