// The menu commands that edit the record: Edit > Undo and Redo (of record edits: variations,
// comments, bookmarks, game information, and moves between two people or in a study), Make
// Main Line and Delete Moves, Game > Game Information and Game > Continue the Game (a line
// being browsed becomes a game again). In a game against the computer,
// whose moves are no edits, Edit > Undo takes back the person's last move (Game > Take Back)
// when no edit is left to undo. A move played while reviewing goes here too: it becomes a
// variation, after a question when the settings ask for one.
#pragma once

#include "game/gamerules.h"

#include <QObject>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;

namespace shogiban::ui {

class GameController;
class RecordDocument;

class RecordActions : public QObject {
    Q_OBJECT

public:
    // What to do with a move that would open a variation.
    enum class BranchChoice { NewVariation, ReplaceRest, Cancel };
    using BranchQuestion = std::function<BranchChoice()>;

    // Adds the Edit menu in front of `before` (the Game menu).
    RecordActions(QMainWindow* window, RecordDocument* document, QMenu* before);

    QMenu* editMenu() const { return m_menu; }
    QAction* propertiesAction() const { return m_properties; }
    QAction* playOnAction() const { return m_playOn; }
    // When set, a move that would open a variation asks first (ask()).
    void setAskBeforeVariation(bool ask) { m_ask = ask; }
    // Replaces the question (tests answer it themselves).
    void setBranchQuestion(BranchQuestion question) { m_question = std::move(question); }
    void playVariationMove(const BoardMove& move);
    // Game > Take Back, which Edit > Undo triggers when it has no edit to undo.
    void setTakeBack(QAction* takeBack) { m_takeBack = takeBack; }
    void showProperties(); // Game > Properties…
    void retranslate();
    void updateActions(bool gameShown);

private:
    BranchChoice ask();
    void undo();
    bool undoTakesBack() const; // no edit to undo, and a move to take back
    QMainWindow* m_window;
    RecordDocument* m_document;
    QMenu* m_menu = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_promote = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_properties = nullptr;
    QAction* m_playOn = nullptr;
    QAction* m_takeBack = nullptr;
    BranchQuestion m_question;
    bool m_ask = false;
};

} // namespace shogiban::ui
