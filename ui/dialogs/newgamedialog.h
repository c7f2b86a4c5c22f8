// New Game: the game and its variant, the handicap, who plays (a person, the computer at a
// level, or in shogi an external USI engine from Settings > Engines), their names, who takes sente (or furigoma decides), and the time control (one for
// both, or each player their own).
#pragma once

#include "engines/engineconfig.h"
#include "game/gameoptions.h"

#include <QDialog>
#include <QString>

#include <array>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace shogiban::ui {

class TimeControlEditor;

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    // `engines`: the external engines a computer player may be instead of the built-in AI.
    explicit NewGameDialog(const NewGameChoice& choice, QWidget* parent = nullptr,
        const EngineList& engines = EngineList());

    NewGameChoice choice() const;
    // The name shown for a player whose name field is left empty.
    static QString defaultName(GameMode mode, int player);

private:
    struct PlayerRow {
        QLabel* label = nullptr;
        QLineEdit* name = nullptr;
        QSpinBox* level = nullptr;
        QLabel* levelLabel = nullptr;
        QComboBox* engine = nullptr; // the built-in AI (empty id) or an external engine
    };

    void buildForm();
    QWidget* buildPlayerRow(PlayerRow& row);
    void fillGameChoices();
    void updateForMode();
    void updateCaptureRange();
    void updateClockRows();
    static QString playerLabel(GameMode mode, int player);
    void select(QComboBox* combo, const QVariant& value);
    GameKind kind() const;
    GameMode mode() const;

    QFormLayout* m_form = nullptr;
    QComboBox* m_game = nullptr;
    QComboBox* m_variant = nullptr;
    QComboBox* m_handicap = nullptr;
    QSpinBox* m_captures = nullptr;
    QComboBox* m_mode = nullptr;
    QComboBox* m_first = nullptr;
    QLabel* m_firstLabel = nullptr;
    void updatePlayerRows();
    EngineList m_engines;
    std::array<PlayerRow, 2> m_players;
    std::array<TimeControlEditor*, 2> m_clocks{};
    std::array<QLabel*, 2> m_clockLabels{};
    QCheckBox* m_clockPerPlayer = nullptr;
};

} // namespace shogiban::ui
