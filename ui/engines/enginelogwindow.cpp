#include "engines/enginelogwindow.h"

#include "engines/enginelog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace shogiban::ui {

EngineLogWindow::EngineLogWindow(EngineLog* log, QWidget* parent)
    : QDialog(parent)
    , m_log(log)
    , m_text(new QPlainTextEdit)
{
    setWindowTitle(tr("Engine Log"));
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setMaximumBlockCount(EngineLog::MaxLines);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setPlainText(log->lines().join(QLatin1Char('\n')));
    connect(log, &EngineLog::lineAdded, m_text, &QPlainTextEdit::appendPlainText);
    connect(log, &EngineLog::cleared, m_text, &QPlainTextEdit::clear);

    auto* legend = new QLabel(
        tr("What Shogiban sends to an engine is marked >, what the engine answers <."));
    legend->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton* copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    QPushButton* clear = buttons->addButton(tr("C&lear"), QDialogButtonBox::ResetRole);
    connect(copy, &QPushButton::clicked, this,
        [this] { QApplication::clipboard()->setText(m_text->toPlainText()); });
    connect(clear, &QPushButton::clicked, m_log, &EngineLog::clear);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(legend);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(720, 420);
}

} // namespace shogiban::ui
