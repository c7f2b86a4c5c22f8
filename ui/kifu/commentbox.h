// The comment of the shown position (the document's shown ply), edited in place below the move
// list (the start position has one too), the shown move's bookmark, and a menu of every
// bookmark of the record that jumps to its move (on its line). Every change goes to the record
// document as an undoable edit; what a game review wrote stays out of the box and in the record.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QMenu;
class QPlainTextEdit;
class QToolButton;

namespace shogiban::ui {

class RecordDocument;

class CommentBox : public QWidget {
    Q_OBJECT

public:
    CommentBox(RecordDocument* document, QWidget* parent = nullptr);

    QPlainTextEdit* editor() const { return m_text; }
    QLineEdit* bookmarkEdit() const { return m_bookmark; }
    QToolButton* bookmarksButton() const { return m_jump; }
    // The bookmarks menu as it is now (rebuilt when it opens and when the record changes).
    QMenu* bookmarksMenu() const { return m_jumpMenu; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void rebuildBookmarks();
    void retranslateUi();

    RecordDocument* m_document;
    QLabel* m_title = nullptr;
    QPlainTextEdit* m_text = nullptr;
    QLineEdit* m_bookmark = nullptr;
    QToolButton* m_jump = nullptr;
    QMenu* m_jumpMenu = nullptr;
    int m_ply = 0;
    bool m_updating = false;
};

} // namespace shogiban::ui
