// The main window as the window tests use it (tests/ui, tests/analysis, tests/lesson,
// tests/i18n): computer players that answer at once unless a test gives its own, nothing
// remembered between runs, shown at the size the test needs.
#pragma once

#include "game/gameoptions.h"
#include "uitest.h"
#include "window/mainwindow.h"
#include "windowtestsettings.h"

#include <QSize>
#include <QStringList>
#include <QTest>

namespace uitest {

// Every computer player of the window thinks with `think`.
inline shogiban::ui::GameController::AiFactory aiThatThinks(
    shogiban::ui::ThinkFunction think = firstLegalMove)
{
    return [think](const shogiban::ui::ThinkRequest&) { return think; };
}

// No geometry saved and no autosave restored; shown at `size` and waited for.
inline bool showForTest(shogiban::ui::MainWindow& window, QSize size)
{
    window.setPersistent(false);
    window.resize(size);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

// A main window with settings of its own (TemporarySettings, gone with it) and computer players
// that answer at once; given `moves` (USI), a game between two people that played them.
class TestWindow : private TemporarySettings, public shogiban::ui::MainWindow {
public:
    explicit TestWindow(const QStringList& moves = {},
        shogiban::ui::GameController::AiFactory aiFactory = aiThatThinks())
        : MainWindow(std::move(aiFactory))
    {
        if (moves.isEmpty()) return;
        QString error;
        QTest::qVerify(setUpPosition({}, moves, &error), "setUpPosition", qPrintable(error),
            __FILE__, __LINE__);
    }
};

// The players as a saved game must bring them back: names, kinds and the computers' levels.
inline void checkSamePlayers(
    const shogiban::ui::GameStart& restored, const shogiban::ui::GameStart& played)
{
    for (shogiban::Color c : {shogiban::Black, shogiban::White}) {
        const shogiban::ui::PlayerOptions& before = played.players[c];
        const shogiban::ui::PlayerOptions& after = restored.players[c];
        QCOMPARE(after.name, before.name);
        QCOMPARE(after.kind, before.kind);
        if (before.kind == shogiban::ui::PlayerKind::Computer) QCOMPARE(after.level, before.level);
    }
}

} // namespace uitest
