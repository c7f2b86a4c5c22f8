// The Find Mate command of the Game menu: enabled when the board shows a shogi position where
// the side to move has a move, it opens the Find Mate dialog (one, reused) for the position on
// the board (a previewed line's position when one is shown).
#pragma once

#include "game/gamerules.h"
#include "mate/findmatedialog.h"

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace shogiban::ui {

class AnalysisDock;
class GameController;

class FindMateCommand : public QObject {
    Q_OBJECT

public:
    FindMateCommand(GameController* controller, AnalysisDock* analysis, QWidget* window);

    QAction* action() const { return m_action; }
    // Shows the dialog and searches `position` (shogi).
    void findMate(const GameRules& position);
    FindMateDialog* dialog() const { return m_dialog; }

private:
    void updateEnabled();
    void retranslateUi();
    bool eventFilter(QObject* watched, QEvent* event) override;

    GameController* m_controller;
    AnalysisDock* m_analysis;
    QWidget* m_window;
    QAction* m_action;
    QPointer<FindMateDialog> m_dialog;
};

} // namespace shogiban::ui
