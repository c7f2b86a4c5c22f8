#include "engines/enginemanagerdialog.h"

#include "engines/enginelog.h"
#include "engines/engineoptionsdialog.h"
#include "engines/enginetexts.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QEventLoop>
#include <QFormLayout>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace shogiban::ui {

EngineProbe probeEngine(const QString& path, const engine::UsiLogSink& log, int timeoutMs)
{
    EngineProbe probe;
    QEventLoop loop;
    QThread* thread = QThread::create([&] {
        engine::UsiClient client({path.toStdString()}, log);
        probe.failure = client.start(timeoutMs);
        probe.identity = client.identity();
    });
    QObject::connect(thread, &QThread::finished, &loop, &QEventLoop::quit);
    thread->start();
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    thread->wait();
    delete thread;
    return probe;
}

EngineManagerDialog::EngineManagerDialog(const EngineList& engines, EngineLog* log, QWidget* parent)
    : QDialog(parent)
    , m_engines(engines)
    , m_log(log)
    , m_list(new QListWidget)
    , m_options(new QPushButton(tr("O&ptions…")))
    , m_remove(new QPushButton(tr("&Remove")))
    , m_analysis(new QComboBox)
{
    setWindowTitle(tr("Engines"));
    auto* intro = new QLabel(tr("USI engines that can play in New Game and analyse in the "
                                "analysis panel. Shogiban's own engine is always there."));
    intro->setWordWrap(true);
    auto* add = new QPushButton(tr("&Add…"));
    connect(add, &QPushButton::clicked, this, &EngineManagerDialog::chooseAndAdd);
    connect(m_options, &QPushButton::clicked, this, &EngineManagerDialog::editOptions);
    connect(m_remove, &QPushButton::clicked, this, &EngineManagerDialog::removeSelected);
    connect(m_list, &QListWidget::currentRowChanged, this, &EngineManagerDialog::updateButtons);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &EngineManagerDialog::editOptions);

    auto* side = new QVBoxLayout;
    side->addWidget(add);
    side->addWidget(m_options);
    side->addWidget(m_remove);
    side->addStretch(1);
    auto* middle = new QHBoxLayout;
    middle->addWidget(m_list, 1);
    middle->addLayout(side);

    auto* analysis = new QFormLayout;
    analysis->addRow(tr("Analysis engine:"), m_analysis);
    connect(m_analysis, &QComboBox::activated, this,
        [this] { m_engines.setAnalysisEngine(m_analysis->currentData().toString()); });

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(middle, 1);
    layout->addLayout(analysis);
    layout->addWidget(buttons);
    resize(560, 340);
    refill();
}

void EngineManagerDialog::refill()
{
    const QString current = selectedId();
    m_list->clear();
    for (const EngineConfig& e : m_engines.engines()) {
        auto* item = new QListWidgetItem(QStringLiteral("%1\n%2").arg(e.name, e.path), m_list);
        item->setData(Qt::UserRole, e.id);
        item->setToolTip(e.author.isEmpty() ? e.path : tr("%1 by %2").arg(e.name, e.author));
        if (e.id == current) m_list->setCurrentItem(item);
    }
    if (!m_list->currentItem() && m_list->count() > 0) m_list->setCurrentRow(0);
    m_analysis->clear();
    m_analysis->addItem(tr("Shogiban (built-in)"), QString());
    for (const EngineConfig& e : m_engines.engines()) m_analysis->addItem(e.name, e.id);
    m_analysis->setCurrentIndex(std::max(0, m_analysis->findData(m_engines.analysisEngine())));
    updateButtons();
}

void EngineManagerDialog::updateButtons()
{
    const bool selected = m_list->currentItem() != nullptr;
    m_options->setEnabled(selected);
    m_remove->setEnabled(selected);
}

QString EngineManagerDialog::selectedId() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

bool EngineManagerDialog::addEngine(const QString& path, QString* error)
{
    const QString shown = QFileInfo(path).fileName();
    QApplication::setOverrideCursor(Qt::BusyCursor);
    const EngineProbe probe
        = probeEngine(path, m_log ? m_log->sink(shown) : engine::UsiLogSink(), m_handshakeTimeoutMs);
    QApplication::restoreOverrideCursor();
    if (probe.failure != engine::UsiFailure::None) {
        if (error) *error = EngineTexts::startFailure(shown, probe.failure);
        return false;
    }
    EngineConfig added;
    added.name = probe.identity.name.empty() ? shown : QString::fromStdString(probe.identity.name);
    added.author = QString::fromStdString(probe.identity.author);
    added.path = QFileInfo(path).absoluteFilePath();
    added.options = probe.identity.options;
    const QString id = m_engines.add(added);
    refill();
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(Qt::UserRole).toString() == id) m_list->setCurrentRow(row);
    return true;
}

void EngineManagerDialog::chooseAndAdd()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a USI Engine"));
    if (path.isEmpty()) return;
    QString error;
    if (!addEngine(path, &error)) QMessageBox::warning(this, tr("Add Engine"), error);
}

void EngineManagerDialog::editOptions()
{
    const EngineConfig* engine = m_engines.find(selectedId());
    if (!engine) return;
    EngineOptionsDialog dialog(*engine, this);
    if (dialog.exec() != QDialog::Accepted) return;
    m_engines.replace(dialog.engine());
    refill();
}

void EngineManagerDialog::removeSelected()
{
    m_engines.remove(selectedId());
    refill();
}

} // namespace shogiban::ui
