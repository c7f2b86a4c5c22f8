// Plays a line of analysis through on the board without touching the game: the board shows a
// copy of the analysed position with the line's moves on it, the arrow keys step (Home and End
// jump), and Esc or a click outside the analysis lines returns to the game. While a preview is
// shown the window's own step shortcuts are held back, so that ← → step the line, not the game.
#pragma once

#include "game/gamerules.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <vector>

namespace shogiban::ui {

class BoardArea;
class BoardView;

class LinePreview : public QObject {
    Q_OBJECT

public:
    LinePreview(BoardView* board, BoardArea* area, QObject* parent = nullptr);
    ~LinePreview() override;

    // Shows `from` with the first `shown` moves of the line played. `keepClicksOn`: the widget
    // whose clicks do not end the preview (the analysis panel, where another line is chosen);
    // menus do not end it either.
    void start(const GameRules& from, std::vector<BoardMove> line, int shown, QWidget* keepClicksOn);
    void showMoves(int shown); // clamped to 0..line length
    void finish(); // the window shows the game again (finished() is emitted)

    bool isActive() const { return m_shown != nullptr; }
    int shownMoves() const { return m_index; }
    int lineLength() const { return int(m_line.size()); }
    const std::vector<BoardMove>& line() const { return m_line; }
    // The position on the board while active.
    const GameRules* shownPosition() const { return m_shown.get(); }
    // The next move of the line, if any (drawn as an arrow).
    std::optional<BoardMove> nextMove() const;

signals:
    void stepped(); // another move of the line is shown
    void finished(); // the board must show the game again

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool handleKey(int key);
    QString message() const;

    BoardView* m_board;
    BoardArea* m_area;
    QPointer<QWidget> m_keepClicksOn;
    std::unique_ptr<GameRules> m_base;
    std::unique_ptr<GameRules> m_shown;
    std::vector<BoardMove> m_line;
    int m_index = 0;
};

} // namespace shogiban::ui
