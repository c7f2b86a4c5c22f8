// The main window as the window tests use it (tests/ui, tests/analysis, tests/lesson,
// tests/i18n): computer players that answer at once unless a test gives its own, nothing
// remembered between runs, shown at the size the test needs.
#pragma once

#include "uitest.h"
#include "window/mainwindow.h"

#include <QSize>
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

} // namespace uitest
