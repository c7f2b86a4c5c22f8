#include "analysis/reviewdialog.h"

#include "analysis/review.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace shogiban::ui {

QString durationText(qint64 ms)
{
    const qint64 seconds = (ms + 999) / 1000;
    const qint64 h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10,
            QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

ReviewDialog::ReviewDialog(int positions, int searched, int moveTimeMs, QWidget* parent)
    : QDialog(parent)
    , m_positions(positions)
    , m_searched(searched)
    , m_seconds(new QDoubleSpinBox)
    , m_estimate(new QLabel)
{
    setWindowTitle(tr("Analyse Game"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The engine analyses every position of the game's main line and "
                                "marks the moves that lost winning chances. You can go on using "
                                "the window meanwhile, and cancel at any time: what is analysed "
                                "is kept and saved with the game."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_seconds->setRange(analysis::MinReviewMoveTimeMs / 1000.0, analysis::MaxReviewMoveTimeMs / 1000.0);
    m_seconds->setDecimals(1);
    m_seconds->setSingleStep(0.1);
    m_seconds->setSuffix(tr(" s"));
    m_seconds->setValue(moveTimeMs / 1000.0);
    form->addRow(tr("&Time per move:"), m_seconds);
    layout->addLayout(form);
    m_estimate->setWordWrap(true);
    layout->addWidget(m_estimate);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(searched > 0 ? tr("C&ontinue") : tr("&Analyse"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_seconds, &QDoubleSpinBox::valueChanged, this, &ReviewDialog::updateEstimate);
    updateEstimate();
}

int ReviewDialog::moveTimeMs() const
{
    return int(std::lround(m_seconds->value() * 1000));
}

void ReviewDialog::updateEstimate()
{
    const int left = m_positions - m_searched;
    const QString time = durationText(qint64(left) * moveTimeMs());
    m_estimate->setText(m_searched > 0
            ? tr("%1 of %2 positions are analysed already; the other %3 take about %4.")
                  .arg(m_searched)
                  .arg(m_positions)
                  .arg(left)
                  .arg(time)
            : tr("%n position(s): about %1.", "", m_positions).arg(time));
}

} // namespace shogiban::ui
