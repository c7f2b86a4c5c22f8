// The File side of the main window: Open, Save, Save As, recent files, opening a file dropped
// on the window or named on the command line, copy and paste through the clipboard, the
// question before unsaved moves are discarded, the autosave that brings a game back after a
// crash, a kill or the end of the session, and the game kept at a normal close for the start
// page's Continue. Saving is atomic (QSaveFile); a failed load never touches the game.
#pragma once

#include "dialogs/imageexportdialog.h"
#include "files/continuefile.h"
#include "files/recordcodec.h"
#include "files/restoredialog.h"

#include <QDateTime>
#include <QObject>
#include <QString>

#include <memory>

class QMainWindow;
class QMenu;

namespace shogiban::ui {

class Autosaves;
class BoardView;
class GameController;
class RecordDocument;

class FileCommands : public QObject {
    Q_OBJECT

public:
    static constexpr int MaxRecentFiles = 8;

    // Adds a File menu in front of the window's menus and watches the window for dropped
    // files and for closing.
    // document: the record kept beside the game (variations, comments, game information);
    // null for none.
    FileCommands(QMainWindow* window, GameController* controller, RecordDocument* document = nullptr);
    ~FileCommands() override;

    bool openFile(const QString& path); // false after telling the user what went wrong
    void open(); // asks for a file (File > Open)
    bool saveFile(const QString& path, record::RecordFormat format, QString* error);
    // Save As once the dialog has answered: the name typed and the filter chosen. A name
    // without an extension gets the format's before an existing file is asked about.
    bool saveAsNamed(const QString& typed, const QString& filter);
    // What Save As offers: the file the game is in, or a name from the players and today's date
    // in the folder saved in last; the format of that file, or the one chosen last time.
    struct SaveProposal {
        QString path;
        QString filter;
    };
    SaveProposal saveProposal() const;
    bool openText(const QByteArray& text, QString* error); // a game or a position, any format
    // The shown position as a PNG or SVG picture (by the extension); false with the reason.
    bool exportPositionImage(
        const QString& path, const ImageExportOptions& options, QString* error) const;
    SavedGame currentGame() const;

    // Moves that no file holds; none when only the computer has moved in a new game.
    bool hasUnsavedChanges() const;
    // Asks whether to save unsaved moves; false when the user cancels what they were doing.
    // Closing the window asks only when the game is not kept for Continue (see gameToContinue).
    bool maybeSave();
    QString currentPath() const { return m_path; }
    QStringList recentFiles() const;

    // The autosave of the game in progress: off until a folder is set (the program sets the
    // application's data folder, tests a temporary one), so that tests and screenshots leave
    // nothing behind. Each running instance has its own file there (see Autosaves).
    void setAutosaveFolder(const QString& folder);
    QString autosavePath() const; // this instance's file; empty before the first autosave
    void removeAutosave();

    // Games autosaved by instances that are gone, newest first. They are claimed: an instance
    // starting meanwhile does not offer them too. Each must then be restored, discarded or kept.
    QList<LeftGame> leftGames();
    // Loads a left game; its file goes once the game is in this instance's autosave.
    bool restoreLeftGame(const LeftGame& game);
    void discardLeftGame(const LeftGame& game);
    void keepLeftGame(const LeftGame& game); // offered again at the next start
    // At start: asks whether to restore a left game (shown instead of `instead`, the file or
    // position named on the command line, when set); true when one was restored.
    bool offerLeftGames(const QString& instead);
    bool restoreNewestLeftGame(); // without asking (--restore); keeps the others
    // The session ends (SIGTERM, logout): closes the window without questions. Unsaved moves
    // stay in the autosave and are offered at the next start; a saved game leaves nothing.
    void closeForSessionEnd();

    // The game to continue (ContinueFile, in the autosave folder; off without one). A normal
    // close keeps an unfinished game of a person against the computer or of two people there,
    // without asking to save it; at the next start the start page's Continue names it and
    // continueKeptGame() brings it back through the crash recovery's restore, with the board
    // turned as it was. It is forgotten once continued, and once a move is played in another
    // game in the window that offered it. A window that never offered it (two windows open)
    // neither forgets it nor writes over it: its own unfinished game stays in its autosave for
    // the next start. A game of two computers, a finished game and a record being looked at
    // are not kept. An unreadable file is reported and set aside, and nullopt returned.
    std::optional<ContinueFile::Kept> gameToContinue();
    // False when there is none, or after telling why it cannot be continued.
    bool continueKeptGame();
    QString continueFilePath() const;
    // The game's board, whose orientation is kept with the game to continue.
    void setGameBoard(BoardView* board) { m_gameBoard = board; }

    // Why the last autosave could not be written; empty when it was.
    QString autosaveError() const { return m_autosaveError; }
    // Whether questions and error messages may show dialogs: off until the program turns it
    // on, so that tests and screenshots never block on one.
    void setInteractive(bool interactive) { m_interactive = interactive; }

    void retranslate();

signals:
    // The file the game is in, or whether it is saved, changed (the window's title shows it).
    void documentChanged();
    // Every problem the user is told about (also when dialogs are off, for tests).
    void problemReported(const QString& title, const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createMenu();
    // Shogi is kept in the shogi record formats (KIF, CSA, JKF, ...); the hasami games have
    // only Shogiban's JSON.
    bool hasShogiRecords() const;
    bool save();
    bool saveAs();
    void copyPosition();
    void exportImage();
    QString pictureTitle() const; // the players and the shown move
    void copyPositionAsBod();
    void copyGame();
    void copyGameAsUsen();
    void paste();
    void rememberRecent(const QString& path);
    void updateRecentMenu();
    bool load(const LoadedGame& loaded, QString* error, bool browse = true);
    void markSaved();
    void setPath(const QString& path);
    void writeAutosave();
    // Loads a game that a crash or a close left, as a game that goes on and is in no file.
    bool restoreGame(const SavedGame& game, QString* error);
    bool autosaveHoldsCurrentGame() const;
    // A game that a person plays: not one of two computers, not a record being looked at.
    bool isPeoplesGame() const;
    bool canBeContinued() const;
    bool keepToContinue(); // at a normal close; false when it was not kept
    void forgetKeptIfReplaced(); // a move played in another game
    // The kept game is another window's, which this one never offered (two windows open).
    bool keptGameIsAnotherWindows() const;
    void setAsideUnreadableKept(const QString& why); // with a message naming the problem
    void showError(const QString& title, const QString& text);

    QMainWindow* m_window;
    GameController* m_controller;
    RecordDocument* m_document;
    QMenu* m_menu = nullptr;
    BoardView* m_gameBoard = nullptr;
    QMenu* m_recentMenu = nullptr;
    QString m_path;
    std::unique_ptr<Autosaves> m_autosaves; // null: autosave off
    std::optional<ContinueFile> m_continue; // the game to continue; none without autosave
    int m_movesSeen = 0; // the game's moves when last looked at, to see a move played
    // When the kept game this window offered (or continued) was kept: the one that a move in
    // another game here replaces. Invalid when it offered none.
    QDateTime m_offeredKept;
    record::RecordFormat m_format = record::RecordFormat::Jkf;
    SavedGame m_saved; // what was last saved or loaded, for "unsaved changes"
    std::optional<SavedGame> m_autosaved; // what the autosave file holds
    QString m_autosaveError; // why the last autosave failed; empty after a good one
    bool m_interactive = false;
    bool m_endingSession = false;
};

} // namespace shogiban::ui
