// The question at start when games of earlier sessions were left unsaved (the program
// crashed, was killed, or was stopped with moves not saved): one line per game, with its
// players, moves, result and when it was saved; restore one, discard them, or decide later.
#pragma once

#include "files/recordcodec.h"

#include <QDateTime>
#include <QDialog>
#include <QList>

class QListWidget;

namespace shogiban::ui {

// A game autosaved by an instance of the program that is gone.
struct LeftGame {
    QString path;
    QDateTime saved;
    LoadedGame loaded; // loaded.game is empty when the file cannot be read
};

class RestoreDialog : public QDialog {
    Q_OBJECT

public:
    enum class Choice { Restore, Discard, Later };

    // instead: the file or position named on the command line that a restored game replaces.
    RestoreDialog(const QList<LeftGame>& games, const QString& instead, QWidget* parent = nullptr);

    Choice choice() const { return m_choice; }
    int selected() const; // the game to restore, an index into games

    // One line about a game: players, moves, result, when it was saved (or why it is unusable).
    static QString describe(const LeftGame& game);

private:
    QListWidget* m_list;
    Choice m_choice = Choice::Later;
};

} // namespace shogiban::ui
