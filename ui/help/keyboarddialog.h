// Help > Keyboard: how the keys browse the game and move on the board (Left and Right browse
// everywhere but in a text field, until the board's keyboard cursor is brought out), and every
// menu command that has a shortcut, read from the menus themselves so that the list is never
// out of date.
#pragma once

#include <QDialog>

class QMenuBar;
class QTextBrowser;

namespace shogiban::ui {

class KeyboardDialog : public QDialog {
    Q_OBJECT

public:
    KeyboardDialog(const QMenuBar* menus, QWidget* parent = nullptr);

    QString html() const; // the page shown
    static QString pageHtml(const QMenuBar* menus);

private:
    QTextBrowser* m_text = nullptr;
};

} // namespace shogiban::ui
