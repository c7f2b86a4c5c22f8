// The position editor's menu of one square, for the keyboard (the Menu key or Shift+F10 on the
// board): put either player's piece, turn the piece over, give it to the other player, remove
// it, put it into a hand, or take one piece from a hand onto the square. Each entry shows its
// key (editorkeys.h), so the menu also teaches the keys.
#pragma once

#include "rules/setupposition.h"

#include <QMenu>

#include <functional>

namespace shogiban::ui {

class EditorBoard;

class EditorSquareMenu : public QMenu {
    Q_OBJECT

public:
    EditorSquareMenu(EditorBoard* board, const SetupPosition& setup, Square square);

private:
    QMenu* addPutMenu(Color owner);
    QMenu* addFromHandMenu(Color holder);
    void addEdit(const QString& text, const QKeySequence& keys, const char* name, bool enabled,
        const std::function<void()>& edit);

    EditorBoard* m_board;
    const SetupPosition& m_setup;
    Square m_square;
};

} // namespace shogiban::ui
