// shogiban: the desktop program. Parses the command line, then shows the main window (or
// renders it to a PNG with --screenshot).
#include "commandline.h"

#include "i18n/languagemanager.h"
#include "game/computerplayer.h"
#include "files/filecommands.h"
#include "window/mainwindow.h"
#include "window/screenshot.h"

#include <QApplication>

#include <cstdio>

using namespace shogiban;

int main(int argc, char** argv)
{
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
    const bool screenshot = !args.screenshot.isEmpty();
    window.setPersistent(!screenshot);
    QString error;
    if (!args.sfen.isEmpty() || !args.moves.isEmpty() || screenshot) {
        if (!window.setUpPosition(args.sfen, args.moves, &error)) {
            std::fprintf(stderr, "shogiban: bad --sfen or --moves: %s\n", qPrintable(error));
            return 2;
        }
    } else {
        window.startGame(window.settings().lastGame);
    }
    window.files()->setInteractive(!screenshot);

    if (screenshot) {
        if (!ui::saveScreenshot(window, args.screenshot, args.size)) {
            std::fprintf(stderr, "shogiban: cannot write %s\n", qPrintable(args.screenshot));
            return 1;
        }
        return 0;
    }
    window.show();
    if (!args.files.isEmpty())
        window.files()->openFile(args.files.first());
    else
        window.files()->offerAutosave();
    return QApplication::exec();
}
