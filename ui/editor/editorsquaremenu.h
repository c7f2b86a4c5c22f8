// The position editor's menu of one square, for the keyboard (the Menu key or Shift+F10 on the
// board): put either player's piece, turn the piece over, give it to the other player, remove
// it, put it into a hand, or take one piece from a hand onto the square. Each entry shows its
// key (editorkeys.h), so the menu also teaches the keys. A game with one kind (the hasami
// games' men) lists either player's piece at the top level; one without hands (the hasami
// games) has no hand entries, and one whose pieces do not turn over no Turn Over.
#pragma once

#include "editor/setupmodel.h"

#include <QMenu>

#include <functional>

namespace shogiban::ui {

class EditorBoard;

class EditorSquareMenu : public QMenu {
    Q_OBJECT

public:
    EditorSquareMenu(EditorBoard* board, const SetupModel& setup, Square square);

private:
    void addPutEntries(Color owner);
    QMenu* addPutMenu(Color owner);
    QMenu* addFromHandMenu(Color holder);
    void addEdit(const QString& text, const QKeySequence& keys, const char* name, bool enabled,
        const std::function<void()>& edit);

    EditorBoard* m_board;
    const SetupModel& m_setup;
    Square m_square;
};

} // namespace shogiban::ui
