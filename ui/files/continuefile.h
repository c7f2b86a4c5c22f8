// The game to continue: the unfinished game a window held when the program was closed
// normally, kept as continue.json in the application's data folder until the start page's
// Continue brings it back, another game is played instead or it turns out unreadable. The
// autosaves beside it belong to the crash recovery (Autosaves); this file is not one of them.
// It holds the record (JKF, or Shogiban's JSON for the hasami games, as the autosave writes
// it) inside a small JSON object with what a record does not keep: the board's orientation,
// when the game was kept, and the time spent on the unfinished move.
#pragma once

#include "files/recordcodec.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

namespace shogiban::ui {

class ContinueFile {
    Q_DECLARE_TR_FUNCTIONS(ContinueFile)

public:
    struct Kept {
        SavedGame game;
        bool flipped = false; // the board seen from gote's side
        QDateTime saved;
        int64_t turnMs = 0; // what the person to move had spent on the unfinished move
    };
    struct Reading {
        std::optional<Kept> kept; // nullopt: no file, or `error` says why it is unusable
        QString error;
    };

    explicit ContinueFile(QString folder);

    QString path() const;
    bool exists() const;
    // Replaces the file as a whole (WholeFile); false with the reason in error.
    bool write(const SavedGame& game, bool flipped, int64_t turnMs, QString* error) const;
    Reading read() const;
    // Moves an unreadable file out of the way under a dated name, so that nothing offers it
    // again but it can still be looked at; returns that name, or empty when it could only be
    // removed.
    QString setAside() const;
    void remove() const;

    // What the start page's Continue says about a kept game: the opponent (the computer's
    // level or engine, or both players' names), the moves played and the day it was kept.
    static QString describe(const Kept& kept);

private:
    QString m_folder;
};

} // namespace shogiban::ui
