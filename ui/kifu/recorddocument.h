// The record of a shogi game as the program keeps it beside the controller: every variation,
// the comments and the game information, edited through an undo stack. The controller plays
// one line of the tree (the path): moves played in the game grow that line, a move played
// while reviewing starts a variation (or follows one), and switching to another line loads it
// into the controller with the game's players and clocks. Hasami games keep no such record
// (isActive() is false).
#pragma once

#include "analysis/review.h"
#include "game/gameoptions.h"
#include "game/gamerules.h"
#include "window/movelistmodel.h"

#include "record/recordtree.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <array>
#include <optional>

namespace shogiban::ui {

class GameController;

class RecordDocument : public QObject {
    Q_OBJECT

public:
    // What an edit changes, restored as a whole by undo and redo.
    struct State {
        record::Record record;
        record::LinePath path;
        int ply = 0; // the shown ply
    };

    explicit RecordDocument(GameController* controller, QObject* parent = nullptr);
    // The window deletes the controller first; the undo stack, cleared as it goes, must not
    // tell the actions, which would ask the controller.
    ~RecordDocument() override;

    bool isActive() const; // a shogi game is shown
    int shownPly() const; // the ply the controller shows on the document's line
    const record::Record& record() const { return m_record; }
    const record::LinePath& path() const { return m_path; }
    bool onMainLine() const { return record::isMainLine(m_record, m_path); }
    QUndoStack* undoStack() { return &m_undo; }
    State state() const;
    void restore(const State& state); // the record, the line and the ply shown

    // The next game the controller starts is this record (a file being opened); forget() when
    // it did not start.
    void expectRecord(record::Record record) { m_expected = std::move(record); }
    void forgetExpected() { m_expected.reset(); }
    // The document is loading one of its lines into the controller (what the controller
    // reports meanwhile is no event of a game).
    bool isLoadingLine() const { return m_applying; }

    // Whether the moves played are edits of the record that Edit > Undo takes back (between
    // two people, or in a study); a computer's game is not edited that way.
    bool movesAreEdits() const;
    // A move on the board while an earlier position is shown makes a variation: possible when
    // no computer is playing a game on.
    bool acceptsVariationMove() const;
    // Whether the move at the shown ply would open a new variation (no line plays it there).
    bool wouldBranch(const BoardMove& move) const;
    // Plays it at the shown ply: follows the line that plays it, or adds a variation (or, with
    // replaceRest, replaces the rest of the shown line by it). Undoable.
    void playVariationMove(const BoardMove& move, bool replaceRest = false);

    // A line being browsed (see loadShownLine) becomes a game again: its players and clocks
    // play on from its end (the computer moves when it is its turn).
    bool canPlayOn() const;
    void playOnShownLine();

    // Shows another line: `path` (see record::LinePath) at `ply`.
    void switchTo(const record::LinePath& path, int ply);
    // The shown line becomes the main line (undoable); false on the main line already.
    bool promoteShownLine();
    // Deletes the shown move and what follows it on its line (undoable).
    bool canDeleteShownMove() const;
    void deleteShownMove();

    // For the move list: at each ply of the shown line (0: the start), the alternatives and
    // whether there is a comment.
    std::vector<PlyNote> plyNotes() const;

    // The comment of the shown line at a ply (0: the start position) without the lines a game
    // review wrote, which editing keeps.
    QString commentAt(int ply) const;
    void setComment(int ply, const QString& text); // undoable, merged while typing
    QString bookmarkAt(int ply) const; // empty at ply 0
    void setBookmark(int ply, const QString& name);
    // The game information (KIF header keys and values, in order) and the ending of the main
    // line; applied as one undoable edit.
    void setGameInfo(const record::Fields& header, std::optional<record::SpecialMove> ending);

signals:
    void changed(); // the tree, the line, a comment or the game information changed

private:
    void onGameStarted();
    void onMovesChanged();
    void onGameOver(const Outcome& outcome);
    void onReviewChanged();
    void loadShownLine(int ply, bool playOn = false);
    void pushEdit(const QString& text, State after);
    static std::array<QString, ColorNb> playerNames(const record::Record& record);

    GameController* m_controller;
    record::Record m_record;
    record::LinePath m_path;
    GameStart m_gameStart; // the players, clocks and settings of the game, kept on every line
    QUndoStack m_undo;
    std::optional<record::Record> m_expected;
    analysis::GameReview m_review; // the fullest review of the main line seen
    bool m_applying = false; // the document itself is loading a line into the controller
    bool m_ignoreNextGameOver = false; // the game started over (a loaded, finished record)
    bool m_browsed = false; // opened to be looked at: its main line is studied, not played
};

} // namespace shogiban::ui
