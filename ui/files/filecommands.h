// The File side of the main window: Open, Save, Save As, recent files, opening a file dropped
// on the window or named on the command line, copy and paste through the clipboard, the
// question before unsaved moves are discarded, and the autosave that brings a game back after
// a crash or a kill. Saving is atomic (QSaveFile); a failed load never touches the game.
#pragma once

#include "files/recordcodec.h"

#include <QObject>
#include <QString>

class QMainWindow;
class QMenu;

namespace shogiban::ui {

class GameController;

class FileCommands : public QObject {
    Q_OBJECT

public:
    static constexpr int MaxRecentFiles = 8;

    // Adds a File menu in front of the window's menus and watches the window for dropped
    // files and for closing.
    FileCommands(QMainWindow* window, GameController* controller);

    bool openFile(const QString& path); // false after telling the user what went wrong
    bool saveFile(const QString& path, record::RecordFormat format, QString* error);
    bool openText(const QByteArray& text, QString* error); // a game or a position, any format
    SavedGame currentGame() const;

    bool hasUnsavedChanges() const;
    // Asks whether to save unsaved moves; false when the user cancels what they were doing.
    bool maybeSave();
    QString currentPath() const { return m_path; }
    QStringList recentFiles() const;

    // The autosave of the game in progress, in the application's data folder (tests move it).
    QString autosavePath() const { return m_autosavePath; }
    void setAutosavePath(const QString& path) { m_autosavePath = path; }
    // After a crash: offers the autosaved game back (restores it when the user agrees).
    void offerAutosave();
    bool restoreAutosave(); // without asking, e.g. for tests
    void removeAutosave();
    // Why the last autosave could not be written; empty when it was.
    QString autosaveError() const { return m_autosaveError; }
    // Whether questions and error messages may show dialogs: off until the program turns it
    // on, so that tests and screenshots never block on one.
    void setInteractive(bool interactive) { m_interactive = interactive; }

    void retranslate();

signals:
    // Every problem the user is told about (also when dialogs are off, for tests).
    void problemReported(const QString& title, const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createMenu();
    void open();
    bool save();
    bool saveAs();
    void copyPosition();
    void copyGame();
    void paste();
    void rememberRecent(const QString& path);
    void updateRecentMenu();
    bool load(const LoadedGame& loaded, QString* error);
    void markSaved();
    void writeAutosave();
    void showError(const QString& title, const QString& text);

    QMainWindow* m_window;
    GameController* m_controller;
    QMenu* m_menu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QString m_path;
    QString m_autosavePath;
    record::RecordFormat m_format = record::RecordFormat::Jkf;
    SavedGame m_saved; // what was last saved or loaded, for "unsaved changes"
    std::optional<SavedGame> m_autosaved; // what the autosave file holds
    QString m_autosaveError; // why the last autosave failed; empty after a good one
    bool m_interactive = false;
};

} // namespace shogiban::ui
