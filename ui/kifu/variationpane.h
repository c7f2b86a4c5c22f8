// The lines of the record as a tree below the move list: the main line, its variations, and
// theirs indented under them, each named by where it branches and its first moves. Clicking
// one shows it; the buttons make the shown line the main line or delete the shown move and
// what follows it. Hidden while the record has no variations.
#pragma once

#include "window/movelistmodel.h"

#include "record/recordtree.h"

#include <QWidget>

#include <vector>

class QLabel;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace shogiban::ui {

class RecordDocument;

class VariationPane : public QWidget {
    Q_OBJECT

public:
    VariationPane(RecordDocument* document, QWidget* parent = nullptr);

    void setNotation(Notation notation);
    QTreeWidget* tree() const { return m_tree; }
    QToolButton* promoteButton() const { return m_promote; }
    QToolButton* deleteButton() const { return m_delete; }
    // The text of a line's row: "12. ☖３四歩 ☗２六歩 …" (the main line: its name).
    QString rowText(int row) const;
    int rowCount() const { return int(m_paths.size()); }

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void retranslateUi();
    QString lineText(const record::VariationInfo& variation) const;

    RecordDocument* m_document;
    QLabel* m_title = nullptr;
    QTreeWidget* m_tree = nullptr;
    QToolButton* m_promote = nullptr;
    QToolButton* m_delete = nullptr;
    std::vector<record::VariationInfo> m_paths; // by row, in tree order; row 0 the main line
    std::vector<QTreeWidgetItem*> m_items;
    Notation m_notation = Notation::Japanese;
    bool m_updating = false;
};

} // namespace shogiban::ui
