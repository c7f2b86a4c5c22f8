#include "kifu/commentbox.h"

#include "board/boardfont.h"
#include "kifu/recorddocument.h"

#include "record/recordtree.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace shogiban::ui {

CommentBox::CommentBox(RecordDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
{
    m_title = new QLabel;
    m_title->setWordWrap(true);
    m_text = new QPlainTextEdit;
    m_text->setObjectName(QStringLiteral("commentEditor"));
    m_text->setTabChangesFocus(true);
    m_text->setUndoRedoEnabled(false); // Edit > Undo undoes comment edits with the others
    m_text->setFixedHeight(m_text->fontMetrics().lineSpacing() * 4 + 12);
    m_bookmark = new QLineEdit;
    m_bookmark->setObjectName(QStringLiteral("bookmarkEditor"));
    m_bookmark->setClearButtonEnabled(true);
    m_jumpMenu = new QMenu(this);
    m_jump = new QToolButton;
    m_jump->setObjectName(QStringLiteral("bookmarksButton"));
    m_jump->setMenu(m_jumpMenu);
    m_jump->setPopupMode(QToolButton::InstantPopup);
    m_jump->setToolButtonStyle(Qt::ToolButtonTextOnly);
    // The Bookmarks menu is a star beside the bookmark's name (its name in the tooltip): the
    // word took half of that row in the 220-pixel panel, leaving the name no room.
    QFont starFont = m_jump->font();
    starFont.setFamilies({starFont.family(), kanjiFontFamily()}); // the bundled font has ★
    m_jump->setFont(starFont);
    m_jump->setText(QStringLiteral("★"));
    auto* bookmarkRow = new QHBoxLayout;
    bookmarkRow->setSpacing(2);
    bookmarkRow->addWidget(m_bookmark, 1);
    bookmarkRow->addWidget(m_jump);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addLayout(bookmarkRow);
    connect(m_text, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_updating) m_document->setComment(m_ply, m_text->toPlainText());
    });
    connect(m_bookmark, &QLineEdit::editingFinished, this,
        [this] { m_document->setBookmark(m_ply, m_bookmark->text()); });
    connect(m_document, &RecordDocument::changed, this, &CommentBox::refresh);
    retranslateUi();
}

void CommentBox::refresh()
{
    m_updating = true;
    m_ply = m_document->shownPly();
    const bool active = m_document->isActive();
    setEnabled(active);
    const QString comment = active ? m_document->commentAt(m_ply) : QString();
    if (m_text->toPlainText() != comment) m_text->setPlainText(comment);
    if (!m_bookmark->hasFocus()) m_bookmark->setText(active ? m_document->bookmarkAt(m_ply) : QString());
    m_bookmark->setEnabled(active && m_ply > 0);
    m_updating = false;
    rebuildBookmarks();
    retranslateUi();
}

void CommentBox::rebuildBookmarks()
{
    m_jumpMenu->clear();
    const std::vector<record::BookmarkInfo> bookmarks
        = m_document->isActive() ? record::allBookmarks(m_document->record())
                                 : std::vector<record::BookmarkInfo>{};
    for (const record::BookmarkInfo& bookmark : bookmarks) {
        const QString name = QString::fromStdString(bookmark.name);
        const QString text = bookmark.path.empty()
            ? tr("Move %1: %2").arg(bookmark.ply).arg(name)
            : tr("Move %1 (variation): %2").arg(bookmark.ply).arg(name);
        QAction* action = m_jumpMenu->addAction(text);
        connect(action, &QAction::triggered, this,
            [this, bookmark] { m_document->switchTo(bookmark.path, bookmark.ply); });
    }
    m_jump->setEnabled(!bookmarks.empty());
}

void CommentBox::retranslateUi()
{
    m_title->setText(m_ply == 0 ? tr("Comment on the start position:") : tr("Comment on move %1:").arg(m_ply));
    m_text->setPlaceholderText(tr("Write a comment here"));
    m_bookmark->setPlaceholderText(tr("Bookmark name"));
    m_bookmark->setToolTip(
        tr("A name for this move; KIF and JSON files keep it as a bookmark"));
    m_jump->setAccessibleName(tr("Bookmarks"));
    m_jump->setToolTip(tr("Bookmarks: go to a bookmarked move"));
}

void CommentBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace shogiban::ui
