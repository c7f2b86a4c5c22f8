// The comment of the shown position (the document's shown ply), edited in place below the move list (the start position
// has one too), and the shown move's bookmark. Every change goes to the record document as an
// undoable edit; what a game review wrote stays out of the box and in the record.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace shogiban::ui {

class RecordDocument;

class CommentBox : public QWidget {
    Q_OBJECT

public:
    CommentBox(RecordDocument* document, QWidget* parent = nullptr);

    QPlainTextEdit* editor() const { return m_text; }
    QLineEdit* bookmarkEdit() const { return m_bookmark; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslateUi();

    RecordDocument* m_document;
    QLabel* m_title = nullptr;
    QPlainTextEdit* m_text = nullptr;
    QLineEdit* m_bookmark = nullptr;
    int m_ply = 0;
    bool m_updating = false;
};

} // namespace shogiban::ui
