// Game > Edit Position: opens the position editor on the position shown (shogi; the start
// position beside a hasami game) and does what it ends with: a new game from the position
// (against the computer or two players, as Play from Here asks), or a game for two players
// from it that is then analysed (the Analysis panel), solved for mate (Find Mate) or saved.
#pragma once

#include <QObject>
#include <QSize>

#include <memory>

#include <string>

class QAction;

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

private:
    std::unique_ptr<PositionEditor> editorForShown() const;
    bool startTwoPlayers(const std::string& sfen);
    void retranslateUi();
    bool eventFilter(QObject* watched, QEvent* event) override;

    MainWindow* m_window;
    QAction* m_action;
};

} // namespace shogiban::ui
