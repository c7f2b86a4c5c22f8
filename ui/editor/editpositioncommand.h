// Game > Edit Position: opens the position editor on the position shown, for its game (a
// hasami game keeps its variant and goal), and does what it ends with: a new game of that
// game from the position (against the computer or two players, as Play from Here asks), or a
// game for two players from it that is then saved, or (shogi) analysed (the Analysis panel) or
// solved for mate (Find Mate).
#pragma once

#include <QObject>
#include <QSize>

#include <memory>

class QAction;

namespace shogiban {
struct GameSetup;
}

namespace shogiban::ui {

class MainWindow;
class PositionEditor;

class EditPositionCommand : public QObject {
    Q_OBJECT

public:
    explicit EditPositionCommand(MainWindow* window);

    QAction* action() const { return m_action; }
    void edit();
    // The editor over the position shown, rendered to a PNG instead of opened (--edit-position).
    bool screenshot(const QString& path, QSize size);
    // Does what the editor ended with; false when nothing started (e.g. Play was cancelled).
    bool apply(const PositionEditor& editor);
    // The editor over the position shown, for its game (not opened).
    std::unique_ptr<PositionEditor> editorForShown() const;

private:
    bool startTwoPlayers(const GameSetup& setup);
    void retranslateUi();
    bool eventFilter(QObject* watched, QEvent* event) override;

    MainWindow* m_window;
    QAction* m_action;
};

} // namespace shogiban::ui
