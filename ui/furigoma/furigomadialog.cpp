#include "furigoma/furigomadialog.h"

#include "board/piecestyle.h"
#include "furigoma/furigomaview.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace shogiban::ui {

FurigomaDialog::FurigomaDialog(
    const FurigomaResult& result, const QString& thrower, PieceStyle style, QWidget* parent)
    : QDialog(parent)
    , m_result(result)
    , m_thrower(thrower)
    , m_view(new FurigomaView(result, style, this))
    , m_hint(new QLabel(this))
    , m_count(new QLabel(this))
    , m_verdict(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok, this))
{
    QFont big = m_count->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_count->setFont(big);
    for (QLabel* label : {m_hint, m_count, m_verdict}) {
        label->setAlignment(Qt::AlignCenter);
        label->setWordWrap(true);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_hint);
    layout->addWidget(m_count);
    layout->addWidget(m_verdict);
    layout->addWidget(m_buttons);
    m_count->hide();
    m_verdict->hide();
    m_buttons->hide();
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_view, &FurigomaView::finished, this, &FurigomaDialog::showResult);
    retranslateUi();
}

void FurigomaDialog::run(QWidget* parent, const FurigomaResult& result, const QString& thrower)
{
    FurigomaDialog dialog(result, thrower, PieceStyle::Kanji, parent);
    dialog.exec();
}

void FurigomaDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    if (!m_view->isFinished()) {
        m_view->setFocus();
        m_view->start();
    }
}

void FurigomaDialog::showResult()
{
    m_hint->hide();
    m_count->show();
    m_verdict->show();
    m_buttons->show();
    m_buttons->button(QDialogButtonBox::Ok)->setFocus();
}

QString FurigomaDialog::countText() const
{
    return tr("%n pawn(s) (歩)", nullptr, m_result.pawns()) + QStringLiteral("  ·  ")
        + tr("%n tokin(s) (と)", nullptr, m_result.tokins());
}

QString FurigomaDialog::verdictText() const
{
    if (m_thrower.isEmpty())
        return m_result.throwerMovesFirst() ? tr("More pawns: the thrower moves first.")
                                            : tr("More tokins: the thrower moves second.");
    return m_result.throwerMovesFirst()
        ? tr("More pawns: %1 threw and moves first.").arg(m_thrower)
        : tr("More tokins: %1 threw and moves second.").arg(m_thrower);
}

void FurigomaDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void FurigomaDialog::retranslateUi()
{
    setWindowTitle(tr("Furigoma: who moves first"));
    m_view->setToolTip(tr("Five pawns are thrown: more pawns (歩) face up and the thrower moves "
                          "first, more tokins (と) and the thrower moves second."));
    m_hint->setText(tr("Click or press a key to skip"));
    m_count->setText(countText());
    m_verdict->setText(verdictText());
}

} // namespace shogiban::ui
