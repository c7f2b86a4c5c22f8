// The panel beside the board: the move list and the buttons that step through the game.
// Clicking a move asks to show it. (The players are shown beside their stands: PlayerPanels.)
#pragma once

#include <QWidget>

class QTableView;
class QToolButton;

namespace shogiban::ui {

class MoveListModel;

class MoveListPanel : public QWidget {
    Q_OBJECT

public:
    explicit MoveListPanel(MoveListModel* model, QWidget* parent = nullptr);

    // Marks the shown ply (0 = start position) and enables the buttons around it.
    void setCurrentPly(int ply, int moveCount);
    QTableView* table() const { return m_table; }
    // A widget shown below the list (the game review's graph and summary).
    void addBelowList(QWidget* widget);

signals:
    void plyRequested(int ply);

protected:
    void changeEvent(QEvent* event) override;

private:
    QToolButton* addButton(int icon);
    void retranslateUi();
    void fitNumberColumn();

    MoveListModel* m_model;
    QTableView* m_table = nullptr;
    QToolButton* m_first = nullptr;
    QToolButton* m_back = nullptr;
    QToolButton* m_forward = nullptr;
    QToolButton* m_last = nullptr;
    int m_ply = 0;
    int m_moveCount = 0;
    bool m_updating = false; // set while the panel itself moves the selection
};

} // namespace shogiban::ui
