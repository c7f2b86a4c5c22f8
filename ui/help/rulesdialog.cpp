#include "help/rulesdialog.h"

#include "dialogs/screenfit.h"
#include "help/helpbrowser.h"
#include "help/ruleshelp.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QTabWidget>
#include <QVBoxLayout>

namespace shogiban::ui {

RulesDialog::RulesDialog(PieceStyle style, QWidget* parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget(this))
    , m_shogi(new HelpBrowser(style, this))
    , m_hasami(new HelpBrowser(style, this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    m_tabs->addTab(m_shogi, QString());
    m_tabs->addTab(m_hasami, QString());
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resizeToFit(this, {760, 720});
    retranslateUi();
}

void RulesDialog::showPage(Page page)
{
    m_tabs->setCurrentIndex(page == Page::Shogi ? 0 : 1);
}

void RulesDialog::showGame(GameKind kind)
{
    showPage(kind == GameKind::Shogi ? Page::Shogi : Page::Hasami);
}

void RulesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void RulesDialog::retranslateUi()
{
    setWindowTitle(tr("Rules"));
    m_tabs->setTabText(0, tr("Shogi"));
    m_tabs->setTabText(1, tr("Hasami shogi and mak-yek"));
    m_shogi->setHtml(RulesHelp::shogiHtml());
    m_hasami->setHtml(RulesHelp::hasamiHtml());
}

} // namespace shogiban::ui
