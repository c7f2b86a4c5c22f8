#include "commandline.h"

#include "i18n/languagemanager.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace shogiban::gui {

namespace {

[[noreturn]] void fail(const QString& message)
{
    std::fprintf(stderr, "shogiban: %s\n", qPrintable(message));
    std::exit(2);
}

QSize parseSize(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        fail(QStringLiteral("--size wants WIDTHxHEIGHT, e.g. 1280x800, not '%1'").arg(text));
    return {match.captured(1).toInt(), match.captured(2).toInt()};
}

} // namespace

bool wantsScreenshot(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--screenshot") == 0
            || std::strncmp(argv[i], "--screenshot=", 13) == 0)
            return true;
    return false;
}

bool wantsHelpOrVersion(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"-h", "--help", "--help-all", "-v", "--version", "-?"})
            if (std::strcmp(argv[i], option) == 0) return true;
    return false;
}

GuiArguments parseGuiArguments(const QCoreApplication& app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Shogi, Hasami Shogi, Dai Hasami Shogi and Mak-yek."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QStringLiteral("Render the main window to a PNG file and exit (no display needed)."),
        QStringLiteral("file"));
    const QCommandLineOption sfen(QStringLiteral("sfen"),
        QStringLiteral("Start from this position, two players on this computer."),
        QStringLiteral("sfen"));
    const QCommandLineOption size(QStringLiteral("size"),
        QStringLiteral("Window size for --screenshot (default 1280x800)."), QStringLiteral("WxH"));
    const QCommandLineOption moves(QStringLiteral("moves"),
        QStringLiteral("Play these moves (USI, separated by spaces) from the start position."),
        QStringLiteral("moves"));
    const QCommandLineOption language(QStringLiteral("lang"),
        QStringLiteral("Start in this language: %1 (default: the one chosen in the settings, "
                       "else the system's).")
            .arg(ui::LanguageManager::availableLanguages().join(QStringLiteral(", "))),
        QStringLiteral("code"));
    const QCommandLineOption restore(QStringLiteral("restore"),
        QStringLiteral("Restore the newest game that an earlier session left unsaved (after a "
                       "crash, a kill or a logout) without asking; the others stay for later."));
    const QCommandLineOption home(QStringLiteral("home"),
        QStringLiteral("Show the start page (with --screenshot: render it)."));
    const QCommandLineOption lesson(QStringLiteral("lesson"),
        QStringLiteral("Open lesson N of the lessons, numbered from 1 (with --screenshot: "
                       "render it in progress)."),
        QStringLiteral("N"));
    const QCommandLineOption tsume(QStringLiteral("tsume"),
        QStringLiteral("Open tsume problem N of the shipped ones, numbered from 1, with its first "
                       "hint shown."),
        QStringLiteral("N"));
    const QCommandLineOption editPosition(QStringLiteral("edit-position"),
        QStringLiteral("With --screenshot: render the position editor over the position."));
    parser.addOptions(
        {screenshot, sfen, moves, size, language, restore, home, lesson, tsume, editPosition});
    parser.addPositionalArgument(
        QStringLiteral("file"), QStringLiteral("A game record to open."), QStringLiteral("[file]"));
    parser.process(app);

    GuiArguments args;
    args.screenshot = parser.value(screenshot);
    args.sfen = parser.value(sfen);
    args.moves = parser.value(moves).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (parser.isSet(size)) args.size = parseSize(parser.value(size));
    if (parser.isSet(language)) {
        args.language = ui::LanguageManager::normalized(parser.value(language));
        if (args.language.isEmpty())
            fail(QStringLiteral("--lang wants one of %1, not '%2'")
                     .arg(ui::LanguageManager::availableLanguages().join(QStringLiteral(", ")),
                         parser.value(language)));
    }
    args.files = parser.positionalArguments();
    args.restore = parser.isSet(restore);
    args.home = parser.isSet(home);
    if (parser.isSet(lesson)) {
        bool ok = false;
        args.lesson = parser.value(lesson).toInt(&ok);
        if (!ok || args.lesson < 1)
            fail(QStringLiteral("--lesson wants a lesson number from 1, not '%1'")
                     .arg(parser.value(lesson)));
    }
    if (parser.isSet(tsume)) {
        bool ok = false;
        args.tsume = parser.value(tsume).toInt(&ok);
        if (!ok || args.tsume < 1)
            fail(QStringLiteral("--tsume wants a problem number from 1, not '%1'")
                     .arg(parser.value(tsume)));
    }
    args.editPosition = parser.isSet(editPosition);
    return args;
}

} // namespace shogiban::gui
