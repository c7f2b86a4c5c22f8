#include "kifu/recordedit.h"

namespace shogiban::ui {

namespace {
constexpr int MergingEditId = 1;
}

RecordEdit::RecordEdit(RecordDocument* document, const QString& text,
    RecordDocument::State before, RecordDocument::State after, QString mergeKey)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_mergeKey(std::move(mergeKey))
{
}

void RecordEdit::undo()
{
    m_document->restore(m_before);
}

void RecordEdit::redo()
{
    m_document->restore(m_after);
}

int RecordEdit::id() const
{
    return m_mergeKey.isEmpty() ? -1 : MergingEditId;
}

bool RecordEdit::mergeWith(const QUndoCommand* other)
{
    const auto* edit = dynamic_cast<const RecordEdit*>(other);
    if (!edit || edit->m_mergeKey != m_mergeKey) return false;
    m_after = edit->m_after;
    return true;
}

} // namespace shogiban::ui
