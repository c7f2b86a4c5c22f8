// One undoable edit of a record: the document's state before and after it, swapped back and
// forth. Comment edits typed at one place merge into one step.
#pragma once

#include "kifu/recorddocument.h"

#include <QUndoCommand>

namespace shogiban::ui {

class RecordEdit : public QUndoCommand {
public:
    // mergeKey: edits with the same non-empty key merge (a comment being typed).
    RecordEdit(RecordDocument* document, const QString& text, RecordDocument::State before,
        RecordDocument::State after, QString mergeKey = {});

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    RecordDocument* m_document;
    RecordDocument::State m_before;
    RecordDocument::State m_after;
    QString m_mergeKey;
};

} // namespace shogiban::ui
