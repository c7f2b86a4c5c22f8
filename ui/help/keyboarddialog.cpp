#include "help/keyboarddialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QMenu>
#include <QMenuBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace shogiban::ui {

namespace {

// The commands of a menu and its submenus that have keys: "Game › Take Back", "Ctrl+Backspace".
void collectShortcuts(const QMenu* menu, const QString& path, QStringList& rows)
{
    for (const QAction* action : menu->actions()) {
        const QString name = path + QStringLiteral(" › ") + QString(action->text()).remove(u'&');
        if (action->menu()) {
            collectShortcuts(action->menu(), name, rows);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText).toHtmlEscaped();
        if (keys.isEmpty() || action->isSeparator()) continue;
        rows << QStringLiteral("<tr><td>%1</td><td>&nbsp;&nbsp;%2</td></tr>")
                    .arg(name.toHtmlEscaped(), keys.join(QStringLiteral(", ")));
    }
}

} // namespace

KeyboardDialog::KeyboardDialog(const QMenuBar* menus, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard"));
    m_text = new QTextBrowser;
    m_text->setObjectName(QStringLiteral("keyboardHelp"));
    m_text->setHtml(pageHtml(menus));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(buttons);
    resize(560, 520);
}

QString KeyboardDialog::html() const
{
    return m_text->toHtml();
}

QString KeyboardDialog::pageHtml(const QMenuBar* menus)
{
    QString page = QStringLiteral("<h3>%1</h3><p>%2</p><p>%3</p><p>%4</p>")
                       .arg(tr("Browsing the game and moving on the board").toHtmlEscaped(),
                           tr("Left and Right show the previous and the next move, Home and "
                              "End the start and the last move, wherever the focus is except "
                              "in a text field.")
                               .toHtmlEscaped(),
                           tr("On the board, Up, Down, Enter or Space bring out the keyboard "
                              "cursor: then all four arrow keys move it, Enter or Space picks "
                              "a piece up and puts it down, and Escape puts the cursor away so "
                              "that Left and Right browse the game again.")
                               .toHtmlEscaped(),
                           tr("A move can also be typed in the box below the board, as 7g7f, "
                              "P*5e or ７六歩.")
                               .toHtmlEscaped());
    QStringList rows;
    if (menus)
        for (const QAction* action : menus->actions())
            if (action->menu())
                collectShortcuts(action->menu(), QString(action->text()).remove(u'&'), rows);
    page += QStringLiteral("<h3>%1</h3><table>%2</table>")
                .arg(tr("Menu commands").toHtmlEscaped(), rows.join(QString()));
    return page;
}

} // namespace shogiban::ui
