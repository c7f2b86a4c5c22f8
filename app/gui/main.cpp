// shogiban: the desktop program. Parses the command line, then shows the main window (or
// renders it to a PNG with --screenshot).
#include "commandline.h"
#include "termination.h"

#include "i18n/languagemanager.h"
#include "game/computerplayer.h"
#include "files/filecommands.h"
#include "window/mainwindow.h"
#include "window/screenshot.h"

#include <QApplication>
#include <QStandardPaths>

#include <cstdio>

using namespace shogiban;

int main(int argc, char** argv)
{
    // A signal during a slow start waits for the window instead of killing the program.
    gui::TerminationSignals::catchEarly();
    QCoreApplication::setOrganizationName(QStringLiteral("Shogiban"));
    QCoreApplication::setApplicationName(QStringLiteral("Shogiban"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SHOGIBAN_VERSION));
    if (gui::wantsHelpOrVersion(argc, argv)) {
        // Printed without a display, as a terminal user or a packaging script expects.
        const QCoreApplication text(argc, argv);
        gui::parseGuiArguments(text); // prints and exits
        return 0;
    }
    // Screenshots need no display: pick the offscreen platform before QApplication exists.
    if (gui::wantsScreenshot(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QGuiApplication::setDesktopFileName(QStringLiteral(SHOGIBAN_APP_ID));
    const gui::GuiArguments args = gui::parseGuiArguments(app);

    // The language: --lang, else the one chosen in the settings, else the system's.
    ui::LanguageManager& languages = ui::LanguageManager::instance();
    if (args.language.isEmpty())
        languages.applySavedChoice();
    else
        languages.setLanguage(args.language);

    ui::MainWindow window(ui::builtInAiFactory());
    ui::FileCommands* files = window.files();
    const bool screenshot = !args.screenshot.isEmpty();
    const bool position = !args.sfen.isEmpty() || !args.moves.isEmpty();
    // Checked before any window shows (and shown behind the restore question); the autosave is
    // still off, so nothing is written before that question is answered.
    QString error;
    if ((position || screenshot) && !window.setUpPosition(args.sfen, args.moves, &error)) {
        std::fprintf(stderr, "shogiban: bad --sfen or --moves: %s\n", qPrintable(error));
        return 2;
    }
    if (args.lesson > 0 && !window.openLessonInProgress(args.lesson - 1)) {
        std::fprintf(stderr, "shogiban: there is no lesson %d\n", args.lesson);
        return 2;
    }
    if (args.home) window.showHome();
    if (args.tsume > 0 && !window.openTsumeWithHint(args.tsume - 1)) {
        std::fprintf(stderr, "shogiban: there is no tsume problem %d\n", args.tsume);
        return 2;
    }
    if (screenshot && args.editPosition) {
        window.setPersistent(false);
        return window.screenshotPositionEditor(args.screenshot, args.size) ? 0 : 1;
    }
    if (screenshot) {
        window.setPersistent(false);
        if (!ui::saveScreenshot(window, args.screenshot, args.size)) {
            std::fprintf(stderr, "shogiban: cannot write %s\n", qPrintable(args.screenshot));
            return 1;
        }
        return 0;
    }

    // SIGTERM and the like close the window as a logout would, keeping unsaved moves.
    // QCoreApplication::exit ends every event loop, a question's included.
    const gui::TerminationSignals termination([files] {
        files->closeForSessionEnd();
        QCoreApplication::exit(0);
    });
    window.show();
    files->setInteractive(true);
    files->setAutosaveFolder(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    // Games an earlier session left are offered first: nothing this start does touches them.
    const QString instead = !args.files.isEmpty() ? args.files.first()
        : position                                ? QStringLiteral("--sfen/--moves")
                                                  : QString();
    const bool restored
        = args.restore ? files->restoreNewestLeftGame() : files->offerLeftGames(instead);
    if (termination.received()) return 0; // the signal came while the question was open
    if (!restored) {
        if (!args.files.isEmpty())
            files->openFile(args.files.first());
        else if (position) // set up again now that it is autosaved (it was checked above)
            window.setUpPosition(args.sfen, args.moves, &error);
        else if (args.lesson == 0 && args.tsume == 0 && (args.home || ui::MainWindow::homeAtStart()))
            window.showHome();
        // Without the start page, the program opens on the game kept when it was last closed.
        else if (args.lesson == 0 && args.tsume == 0 && !files->continueKeptGame())
            window.startGame(window.settings().lastGame);
    }
    return QApplication::exec();
}
