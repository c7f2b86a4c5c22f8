// No menu and no dialog offers two items under the same Alt key, in any language: every menu of
// the main window (the menu bar's titles, then each menu's entries), the menu bar's titles with
// each page of the window (start page, lessons, tsume problems, the game with the analysis
// panel), and every dialog in each of its forms (the New Game dialog for every game and mode).
// Standard buttons are checked with the texts Qt shows under the generic theme and with those of
// GNOME-like desktops (QGnomeTheme: "&OK", "&Cancel", "&Save", "&Close"), whose mnemonics can
// clash too.
#include "analysis/analysisdock.h"
#include "analysis/playfromheredialog.h"
#include "analysis/reviewdialog.h"
#include "board/piecestyle.h"
#include "board/promotiondialog.h"
#include "dialogs/gamepropertiesdialog.h"
#include "dialogs/imageexportdialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/settingsdialog.h"
#include "editor/hasamisetupmodel.h"
#include "editor/positioneditor.h"
#include "engines/enginelog.h"
#include "engines/enginemanagerdialog.h"
#include "engines/engineoptionsdialog.h"
#include "files/restoredialog.h"
#include "furigoma/furigomadialog.h"
#include "help/piecesdialog.h"
#include "help/rulesdialog.h"
#include "i18n/languagemanager.h"
#include "lessons/lessonbook.h"
#include "mate/findmatedialog.h"
#include "window/mainwindow.h"
#include "../ui/uitest.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>

#include <map>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

// The key after a single '&' (a doubled "&&" is a literal ampersand); none when there is none.
std::optional<QChar> mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return std::nullopt;
}

// Collects the items of one menu or dialog and reports the first key taken twice.
class Keys {
public:
    explicit Keys(QString where)
        : m_where(std::move(where))
    {
    }
    void add(const QString& text)
    {
        const std::optional<QChar> key = mnemonic(text);
        if (!key) return;
        const auto [it, inserted] = m_owners.emplace(*key, text);
        if (!inserted && m_clash.isEmpty())
            m_clash = QStringLiteral("%1: Alt+%2 for \"%3\" and \"%4\"")
                          .arg(m_where, QString(key->toUpper()), it->second, text);
    }
    QString clash() const { return m_clash; }

private:
    QString m_where;
    std::map<QChar, QString> m_owners;
    QString m_clash;
};

// What a GNOME-like desktop writes on a standard button; empty where it keeps Qt's own text.
QString gnomeText(QDialogButtonBox::StandardButton button)
{
    switch (button) {
    case QDialogButtonBox::Ok:
        return QCoreApplication::translate("QGnomeTheme", "&OK");
    case QDialogButtonBox::Save:
        return QCoreApplication::translate("QGnomeTheme", "&Save");
    case QDialogButtonBox::Cancel:
        return QCoreApplication::translate("QGnomeTheme", "&Cancel");
    case QDialogButtonBox::Close:
        return QCoreApplication::translate("QGnomeTheme", "&Close");
    case QDialogButtonBox::Discard:
        return QCoreApplication::translate("QGnomeTheme", "Close without Saving");
    default:
        return {};
    }
}

// A button's text on a GNOME-like desktop: standard buttons whose text the program left as Qt
// made it take GNOME's; a text the program set itself ("&Start") stays on every desktop.
QString gnomeButtonText(const QAbstractButton* button)
{
    auto* box = qobject_cast<QDialogButtonBox*>(button->parentWidget());
    if (!box) return button->text();
    const QDialogButtonBox::StandardButton standard
        = box->standardButton(const_cast<QAbstractButton*>(button));
    const QString gnome = gnomeText(standard);
    if (gnome.isEmpty()) return button->text();
    const QDialogButtonBox probe(standard);
    return button->text() == probe.button(standard)->text() ? gnome : button->text();
}

// The shown items of a dialog: labels that lead to a field, buttons, check boxes, group boxes
// and tabs. With `gnome`, standard buttons carry GNOME's texts. `alsoShown`: texts beside them
// (a window's menu bar titles).
QString dialogClash(
    const QWidget& dialog, const QString& where, bool gnome, const QStringList& alsoShown = {})
{
    Keys keys(where + (gnome ? QStringLiteral(" (GNOME buttons)") : QString()));
    for (const QString& text : alsoShown) keys.add(text);
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        if (label->isVisibleTo(&dialog) && label->buddy() && label->buddy()->isVisibleTo(&dialog))
            keys.add(label->text());
    for (const QAbstractButton* button : dialog.findChildren<QAbstractButton*>()) {
        if (!button->isVisibleTo(&dialog)) continue;
        keys.add(gnome ? gnomeButtonText(button) : button->text());
    }
    for (const QGroupBox* group : dialog.findChildren<QGroupBox*>())
        if (group->isVisibleTo(&dialog)) keys.add(group->title());
    for (const QTabBar* tabs : dialog.findChildren<QTabBar*>())
        if (tabs->isVisibleTo(&dialog))
            for (int i = 0; i < tabs->count(); ++i) keys.add(tabs->tabText(i));
    return keys.clash();
}

void verifyDialog(const QWidget& dialog, const QString& where)
{
    for (bool gnome : {false, true}) {
        const QString clash = dialogClash(dialog, where, gnome);
        QVERIFY2(clash.isEmpty(), qPrintable(clash));
    }
}

// The window's shown page and docks with the menu bar's titles.
void verifyWindowPage(const QWidget& window, const QString& where, const QStringList& titles)
{
    const QString clash = dialogClash(window, where, false, titles);
    QVERIFY2(clash.isEmpty(), qPrintable(clash));
}

void verifyMenu(const QMenu* menu, const QString& where)
{
    Keys keys(where);
    for (const QAction* action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible()) continue;
        keys.add(action->text());
        if (action->menu()) verifyMenu(action->menu(), where + QStringLiteral(" > ") + action->text());
    }
    QVERIFY2(keys.clash().isEmpty(), qPrintable(keys.clash()));
}

} // namespace

class TestAccelerators : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanupTestCase() { LanguageManager::instance().setLanguage(QStringLiteral("en")); }

    void everyKeyLeadsToOneItem_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : LanguageManager::availableLanguages())
            QTest::newRow(qPrintable(language)) << language;
    }

    void everyKeyLeadsToOneItem()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance().setLanguage(language));

        MainWindow window([](const ThinkRequest&) { return ThinkFunction(uitest::firstLegalMove); });
        window.setPersistent(false);
        // The menu bar's titles share the Alt keys with what the window shows beside them: the
        // start page, the lessons, or the game with the move box and the analysis panel.
        QStringList titles;
        for (const QAction* menu : window.menuBar()->actions()) {
            titles << menu->text();
            if (menu->menu()) verifyMenu(menu->menu(), language + QStringLiteral(": ") + menu->text());
        }
        window.showHome();
        verifyWindowPage(window, language + QStringLiteral(": start page"), titles);
        window.showLessons(0);
        verifyWindowPage(window, language + QStringLiteral(": lessons"), titles);
        // A checkmate lesson shows one more button: its tsume problems.
        const LessonBook& lessons = LessonBook::shipped();
        for (int i = 0; i < lessons.count(); ++i)
            if (lessons.lessons()[size_t(i)].tsumePractice > 0) {
                window.showLessons(i);
                verifyWindowPage(window, language + QStringLiteral(": a checkmate lesson"), titles);
                break;
            }
        window.showTsume(0);
        verifyWindowPage(window, language + QStringLiteral(": tsume problems"), titles);
        window.showGamePage();
        window.analysis()->show();
        verifyWindowPage(window, language + QStringLiteral(": game with the analysis panel"), titles);

        for (int kind = int(GameKind::Shogi); kind <= int(GameKind::MakYek); ++kind)
            for (GameMode mode :
                {GameMode::AgainstComputer, GameMode::TwoPlayers, GameMode::ComputerVsComputer})
                for (bool clockPerPlayer : {false, true}) {
                    NewGameChoice choice;
                    choice.kind = GameKind(kind);
                    choice.mode = mode;
                    choice.clockPerPlayer = clockPerPlayer;
                    NewGameDialog dialog(choice);
                    verifyDialog(dialog,
                        QStringLiteral("%1: New Game (game %2, mode %3, own clocks %4)")
                            .arg(language)
                            .arg(kind)
                            .arg(int(mode))
                            .arg(clockPerPlayer));
                }
        SettingsDialog settings{AppSettings{}};
        verifyDialog(settings, language + QStringLiteral(": Settings"));
        RulesDialog rules(PieceStyle::Kanji);
        verifyDialog(rules, language + QStringLiteral(": Rules"));
        PiecesDialog pieces(PieceStyle::Kanji);
        verifyDialog(pieces, language + QStringLiteral(": Pieces"));
        PromotionDialog promotion(Silver, Black, PieceStyle::Kanji, false);
        verifyDialog(promotion, language + QStringLiteral(": Promotion"));
        FurigomaDialog throwing(throwFurigoma(7), QStringLiteral("Hanako"), PieceStyle::Kanji);
        verifyDialog(throwing, language + QStringLiteral(": Furigoma"));
        // The question before unsaved moves are discarded, as FileCommands asks it.
        QMessageBox unsaved(QMessageBox::Warning, QString(), QString(),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        verifyDialog(unsaved, language + QStringLiteral(": unsaved game question"));
        PositionEditor editor(Position(), PieceStyle::Kanji, CoordinateStyle::Kanji, false);
        verifyDialog(editor, language + QStringLiteral(": Edit Position"));
        PositionEditor hasamiEditor(std::make_unique<HasamiSetupModel>(
                                        *hasami::findVariant(GameKind::DaiHasami, {}), 0),
            PieceStyle::Kanji, CoordinateStyle::Kanji, false);
        verifyDialog(hasamiEditor, language + QStringLiteral(": Edit Position (hasami)"));
        FindMateDialog findMate(window.analysis()->preview());
        verifyDialog(findMate, language + QStringLiteral(": Find Mate"));
        // Game Information with the labels of an even game and of a handicap game.
        record::Record evenGame;
        GamePropertiesDialog properties(evenGame);
        verifyDialog(properties, language + QStringLiteral(": Game Information"));
        record::Record handicapGame;
        handicapGame.startSfen = "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
        GamePropertiesDialog handicapProperties(handicapGame);
        verifyDialog(
            handicapProperties, language + QStringLiteral(": Game Information (handicap)"));
        ImageExportDialog image{ImageExportOptions{}};
        verifyDialog(image, language + QStringLiteral(": Export Position Image"));
        PlayFromHereDialog playFromHere(Black, NewGameChoice{});
        verifyDialog(playFromHere, language + QStringLiteral(": Play from Here"));
        ReviewDialog review(121, 40, 1000);
        verifyDialog(review, language + QStringLiteral(": Analyse Game"));
        EngineLog log;
        EngineConfig engine;
        engine.name = QStringLiteral("Engine");
        engine.options = {{"Threads", usi::OptionType::Spin, "1", 1, 8, {}, {}},
            {"Book", usi::OptionType::Check, "true", 0, 0, {}, {}},
            {"Style", usi::OptionType::Combo, "Normal", 0, 0, {"Normal", "Risky"}, {}},
            {"Clear Hash", usi::OptionType::Button, {}, 0, 0, {}, {}},
            {"BookFile", usi::OptionType::Filename, "book.db", 0, 0, {}, {}}};
        engine.addStandardOptions();
        EngineList engines;
        engines.add(engine);
        EngineManagerDialog manager(engines, &log);
        verifyDialog(manager, language + QStringLiteral(": Engines"));
        EngineOptionsDialog options(engine);
        verifyDialog(options, language + QStringLiteral(": engine options"));
        RestoreDialog restore({LeftGame{QStringLiteral("left.json"), QDateTime::currentDateTime(), {}}},
            QStringLiteral("game.kif"));
        verifyDialog(restore, language + QStringLiteral(": restore a left game"));
        QMessageBox yesNo(QMessageBox::Question, QString(), QString(),
            QMessageBox::Yes | QMessageBox::No);
        verifyDialog(yesNo, language + QStringLiteral(": question"));
    }
};

QTEST_MAIN(TestAccelerators)
#include "tst_accelerators.moc"
