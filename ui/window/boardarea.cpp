#include "window/boardarea.h"

#include "board/boardfont.h"
#include "board/boardview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace shogiban::ui {

BoardArea::BoardArea(BoardView* board, QWidget* parent)
    : QWidget(parent)
    , m_board(board)
    , m_message(new QLabel)
    , m_entryLabel(new QLabel)
    , m_entry(new QLineEdit)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(board, 1);

    auto* bottom = new QHBoxLayout;
    bottom->setContentsMargins(8, 0, 8, 4);
    m_message->setObjectName(QStringLiteral("boardMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    // Two lines are always reserved, so that a message never pushes the board about.
    m_message->setMinimumHeight(2 * m_message->fontMetrics().lineSpacing() + 4);
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    bottom->addWidget(m_message, 1);

    m_entry->setObjectName(QStringLiteral("moveEntry"));
    QFont font = m_entry->font();
    font.setFamilies({font.family(), kanjiFontFamily()});
    m_entry->setFont(font);
    m_entry->setMaximumWidth(240);
    m_entry->setClearButtonEnabled(true);
    m_entryLabel->setBuddy(m_entry);
    bottom->addWidget(m_entryLabel);
    bottom->addWidget(m_entry);
    layout->addLayout(bottom);

    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        m_transient.clear();
        showCurrent();
    });
    connect(m_entry, &QLineEdit::returnPressed, this, [this] {
        const QString text = m_entry->text().trimmed();
        if (!text.isEmpty()) emit moveTyped(text);
    });
    retranslateUi();
}

void BoardArea::setStandingText(const QString& text)
{
    m_standing = text;
    showCurrent();
}

void BoardArea::showMessage(const QString& text, int timeoutMs)
{
    m_transient = text;
    if (timeoutMs > 0)
        m_timeout.start(timeoutMs);
    else
        m_timeout.stop();
    showCurrent();
}

void BoardArea::clearMessage()
{
    m_timeout.stop();
    m_transient.clear();
    showCurrent();
}

QString BoardArea::text() const
{
    return m_message->text();
}

void BoardArea::showCurrent()
{
    m_message->setText(m_transient.isEmpty() ? m_standing : m_transient);
}

void BoardArea::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void BoardArea::retranslateUi()
{
    m_entryLabel->setText(tr("&Move:"));
    m_entry->setPlaceholderText(tr("7g7f, P*5e, ７六歩"));
    m_entry->setToolTip(tr("Type a move and press Enter: in coordinates (7g7f, 8h2b+, P*5e), in "
                           "Japanese (７六歩, 同銀, ２二角成) or in Western notation (P-7f)."));
}

} // namespace shogiban::ui
