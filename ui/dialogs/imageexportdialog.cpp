#include "dialogs/imageexportdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace shogiban::ui {

namespace {

const QString WidthKey = QStringLiteral("imageExport/width");
const QString CoordinatesKey = QStringLiteral("imageExport/coordinates");
const QString LastMoveKey = QStringLiteral("imageExport/lastMove");
const QString TitleKey = QStringLiteral("imageExport/title");

} // namespace

ImageExportOptions ImageExportOptions::remembered(bool boardFlipped)
{
    const QSettings settings;
    ImageExportOptions options;
    options.width = std::clamp(settings.value(WidthKey, options.width).toInt(), MinWidth, MaxWidth);
    options.coordinates = settings.value(CoordinatesKey, options.coordinates).toBool();
    options.lastMove = settings.value(LastMoveKey, options.lastMove).toBool();
    options.title = settings.value(TitleKey, options.title).toBool();
    options.flipped = boardFlipped;
    return options;
}

void ImageExportOptions::remember() const
{
    QSettings settings;
    settings.setValue(WidthKey, width);
    settings.setValue(CoordinatesKey, coordinates);
    settings.setValue(LastMoveKey, lastMove);
    settings.setValue(TitleKey, title);
}

ImageExportDialog::ImageExportDialog(const ImageExportOptions& options, QWidget* parent)
    : QDialog(parent)
    , m_width(new QSpinBox(this))
    , m_coordinates(new QCheckBox(tr("Coor&dinates"), this))
    , m_lastMove(new QCheckBox(tr("Mark the &last move"), this))
    , m_title(new QCheckBox(tr("&Title line with the players and the move"), this))
    , m_flipped(new QCheckBox(tr("&Flipped board"), this))
{
    setWindowTitle(tr("Export Position Image"));
    m_width->setRange(ImageExportOptions::MinWidth, ImageExportOptions::MaxWidth);
    m_width->setSingleStep(50);
    m_width->setSuffix(tr(" px"));
    m_width->setValue(options.width);
    m_width->setObjectName(QStringLiteral("imageWidth"));
    m_coordinates->setChecked(options.coordinates);
    m_lastMove->setChecked(options.lastMove);
    m_title->setChecked(options.title);
    m_flipped->setChecked(options.flipped);
    auto* form = new QFormLayout;
    form->addRow(tr("&Width:"), m_width);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    for (QCheckBox* box : {m_coordinates, m_lastMove, m_title, m_flipped}) layout->addWidget(box);
    layout->addWidget(buttons);
}

ImageExportOptions ImageExportDialog::options() const
{
    ImageExportOptions options;
    options.width = m_width->value();
    options.coordinates = m_coordinates->isChecked();
    options.lastMove = m_lastMove->isChecked();
    options.title = m_title->isChecked();
    options.flipped = m_flipped->isChecked();
    return options;
}

} // namespace shogiban::ui
