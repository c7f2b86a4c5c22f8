// What the New Game dialog chooses (NewGameChoice, remembered between runs) and what the
// controller plays (GameStart: the rules setup and who plays each colour).
#pragma once

#include "clock/timecontrol.h"
#include "game/gamerules.h"

#include <QString>

#include <array>

namespace shogiban::ui {

enum class PlayerKind { Human, Computer };

struct PlayerOptions {
    PlayerKind kind = PlayerKind::Human;
    int level = 1; // 1..10, for the built-in AI
    QString name;
    QString engine; // a computer player's external USI engine (its id); empty: the built-in AI
    QString engineName; // that engine's name, as the player panel shows it
    bool operator==(const PlayerOptions&) const = default;
};

struct GameStart {
    GameSetup setup;
    std::array<PlayerOptions, ColorNb> players; // indexed by Color: [Black] is sente
    std::array<clock::TimeControl, ColorNb> clocks{}; // each side's time control

    bool isComputer(Color c) const { return players[c].kind == PlayerKind::Computer; }
    bool againstComputer() const { return isComputer(Black) != isComputer(White); }
    bool twoPlayers() const { return !isComputer(Black) && !isComputer(White); }
};

enum class GameMode { AgainstComputer, TwoPlayers, ComputerVsComputer };
// Which of the dialog's two players takes sente (black); furigoma decides when the game starts.
enum class FirstPlayer { PlayerOne, PlayerTwo, Furigoma };

// The New Game dialog's fields. Player one is "you" against the computer.
struct NewGameChoice {
    GameKind kind = GameKind::Shogi;
    QString variant; // hasami games: the variant id; empty for the standard game
    QString handicap; // shogi: the handicap id; empty for an even game
    int capturesToWin = 0; // hasami games: men to capture, 0 = the variant's own goal
    GameMode mode = GameMode::AgainstComputer;
    FirstPlayer first = FirstPlayer::PlayerOne;
    std::array<QString, 2> names;
    std::array<int, 2> levels = {1, 1};
    std::array<QString, 2> engines; // a computer player's external engine id (empty: built-in)
    // Time controls: clocks[0] for both players, or each their own when clockPerPlayer.
    std::array<clock::TimeControl, 2> clocks{};
    bool clockPerPlayer = false;
    bool operator==(const NewGameChoice&) const = default;

    PlayerKind kindOf(int player) const;
};

// The game a choice describes once it is known whether player one takes sente.
// startPosition is the setup's position text (a handicap SFEN; empty for the usual start).
GameStart makeGameStart(
    const NewGameChoice& choice, bool playerOneIsSente, const std::string& startPosition);

} // namespace shogiban::ui
