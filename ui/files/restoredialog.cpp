#include "files/restoredialog.h"

#include "game/catalog.h"
#include "text/texts.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace shogiban::ui {

RestoreDialog::RestoreDialog(const QList<LeftGame>& games, const QString& instead, QWidget* parent)
    : QDialog(parent)
    , m_list(new QListWidget)
{
    setWindowTitle(tr("Restore game"));
    QString text = games.size() == 1
        ? tr("A game of an earlier session was not saved: Shogiban was closed before it was, or "
             "stopped unexpectedly. Restore it?")
        : tr("Games of earlier sessions were not saved: Shogiban was closed before they were, or "
             "stopped unexpectedly. Restore one of them?");
    if (!instead.isEmpty())
        text += QLatin1Char(' ')
            + tr("A restored game is shown instead of %1.").arg(QDir::toNativeSeparators(instead));
    auto* label = new QLabel(text);
    label->setWordWrap(true);

    for (const LeftGame& game : games) {
        auto* item = new QListWidgetItem(describe(game), m_list);
        if (!game.loaded.game) item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    }
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->flags() & Qt::ItemIsEnabled) {
            m_list->setCurrentRow(i);
            break;
        }

    auto* buttons = new QDialogButtonBox;
    QPushButton* restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    QPushButton* discard = buttons->addButton(
        games.size() == 1 ? tr("&Discard") : tr("&Discard All"), QDialogButtonBox::DestructiveRole);
    QPushButton* later = buttons->addButton(tr("Ask &Later"), QDialogButtonBox::RejectRole);
    restore->setEnabled(m_list->currentRow() >= 0);
    restore->setDefault(true);
    connect(restore, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Restore;
        accept();
    });
    connect(discard, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Discard;
        accept();
    });
    connect(later, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemDoubleClicked, restore, &QPushButton::click);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    m_list->setMinimumWidth(m_list->sizeHintForColumn(0) + 24);
}

int RestoreDialog::selected() const
{
    return m_list->currentRow();
}

QString RestoreDialog::describe(const LeftGame& left)
{
    const QString when = QLocale().toString(left.saved, QLocale::ShortFormat);
    if (!left.loaded.game)
        return tr("Saved %1, cannot be read: %2").arg(when, left.loaded.error);
    const SavedGame& game = *left.loaded.game;
    const std::unique_ptr<GameRules> rules = createRules(game.start.setup);
    const SideNames names = rules ? rules->traits().sideNames : SideNames::SenteGote;
    QString players;
    for (Color c : {Black, White}) {
        const QString& name = game.start.players[c].name;
        if (name.isEmpty()) continue;
        if (!players.isEmpty()) players += QStringLiteral(", ");
        players += tr("%1: %2").arg(Texts::sideName(names, c), name);
    }
    QString state = tr("%n move(s)", nullptr, int(game.moves.size()));
    if (game.outcome) state = tr("%1, %2").arg(state, Texts::resultHeadline(names, *game.outcome));
    const QString what = players.isEmpty() ? Texts::gameName(game.start.setup.kind) : players;
    return tr("%1 (%2), saved %3").arg(what, state, when);
}

} // namespace shogiban::ui
