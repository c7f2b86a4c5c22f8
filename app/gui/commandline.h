// The command line of the shogiban program, parsed in one place (positional arguments too).
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace shogiban::gui {

struct GuiArguments {
    QString screenshot; // render the window to this PNG and exit
    QString language; // --lang: en, cs, pl or lt; empty = the saved choice or the system's
    QString sfen; // start from this position (two players)
    QStringList moves; // then play these moves (USI coordinates)
    QSize size{1280, 800}; // window size for --screenshot
    QStringList files; // game records to open
    bool restore = false; // restore the newest game an earlier session left, without asking
    bool home = false; // --home: the start page
    int lesson = 0; // --lesson N: lesson N (from 1) in progress; 0 = none
    int tsume = 0; // --tsume N: tsume problem N (from 1) with its first hint; 0 = none
    bool editPosition = false; // --edit-position: the position editor (with --screenshot)
};

// Whether --screenshot was given, looked up before QApplication exists (it picks the platform).
bool wantsScreenshot(int argc, char** argv);

// Whether --help or --version was given: they are answered before any window system is needed.
bool wantsHelpOrVersion(int argc, char** argv);

// Parses the arguments; --help and --version print and exit, an error prints and exits with 2.
GuiArguments parseGuiArguments(const QCoreApplication& app);

} // namespace shogiban::gui
