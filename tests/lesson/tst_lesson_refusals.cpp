// Refusals that teach: core tells why a move is refused in detail (the piece, what is in its
// way, the attacker, the pawn already on the file), and every reason has its own text, naming
// the piece, in English and in every translation.
#include "game/catalog.h"
#include "game/refusalreason.h"
#include "i18n/languagemanager.h"
#include "text/refusaltexts.h"
#include "text/texts.h"

#include <QTest>

#include <memory>
#include <set>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

struct Case {
    const char* name;
    GameKind game;
    const char* position;
    const char* move; // in the game's coordinates
    MoveRefusal refusal;
    RefusalDetail detail;
    const char* square; // the square named in the text, "" for none
};

// Kings on 9i and 1a where they do not matter.
const Case cases[] = {
    {"pawn two squares", GameKind::Shogi, "8k/9/9/9/9/9/4P4/9/K8 b - 1", "5g5e",
        MoveRefusal::PieceCannotMoveThere, RefusalDetail::NotItsMove, ""},
    {"king jumps", GameKind::Shogi, "8k/9/9/9/4K4/9/9/9/9 b - 1", "5e5c",
        MoveRefusal::PieceCannotMoveThere, RefusalDetail::NotItsMove, ""},
    {"rook over a pawn", GameKind::Shogi, "8k/9/9/9/9/7P1/9/7R1/K8 b - 1", "2h2d",
        MoveRefusal::PieceCannotMoveThere, RefusalDetail::PathBlocked, "2f"},
    {"bishop over a silver", GameKind::Shogi, "8k/9/9/9/9/9/6s2/9/K3B4 b - 1", "5i2f",
        MoveRefusal::PieceCannotMoveThere, RefusalDetail::PathBlocked, "3g"},
    {"lance blocked", GameKind::Shogi, "8k/9/9/9/4p4/9/9/9/K3L4 b - 1", "5i5c",
        MoveRefusal::PieceCannotMoveThere, RefusalDetail::PathBlocked, "5e"},
    {"knight sideways", GameKind::Shogi, "8k/9/9/9/4N4/9/9/9/K8 b - 1", "5e4e",
        MoveRefusal::PieceCannotMoveThere, RefusalDetail::NotItsMove, ""},
    {"gold back diagonally", GameKind::Shogi, "8k/9/9/9/4G4/9/9/9/K8 b - 1", "5e4f",
        MoveRefusal::PieceCannotMoveThere, RefusalDetail::NotItsMove, ""},
    {"empty origin", GameKind::Shogi, "8k/9/9/9/9/9/9/9/K8 b - 1", "5e5d",
        MoveRefusal::NoPieceThere, RefusalDetail::EmptySquare, ""},
    {"opponent's piece", GameKind::Shogi, "8k/9/9/9/4p4/9/9/9/K8 b - 1", "5e5f",
        MoveRefusal::NoPieceThere, RefusalDetail::OpponentsPiece, ""},
    {"own piece on target", GameKind::Shogi, "8k/9/9/9/4G4/4P4/9/9/K8 b - 1", "5e5f",
        MoveRefusal::OwnPieceOnTarget, RefusalDetail::None, ""},
    {"not in hand", GameKind::Shogi, "8k/9/9/9/9/9/9/9/K8 b - 1", "G*5e",
        MoveRefusal::NotInHand, RefusalDetail::None, ""},
    {"drop on a piece", GameKind::Shogi, "8k/9/9/9/4p4/9/9/9/K8 b G 1", "G*5e",
        MoveRefusal::TargetOccupied, RefusalDetail::None, ""},
    {"pawn dropped on the last rank", GameKind::Shogi, "8k/9/9/9/9/9/9/9/K8 b P 1", "P*5a",
        MoveRefusal::DeadSquare, RefusalDetail::None, ""},
    {"knight dropped on the last two ranks", GameKind::Shogi, "8k/9/9/9/9/9/9/9/K8 b N 1",
        "N*5b", MoveRefusal::DeadSquare, RefusalDetail::None, ""},
    {"nifu", GameKind::Shogi, "8k/9/9/9/9/9/4P4/9/K8 b P 1", "P*5d", MoveRefusal::Nifu,
        RefusalDetail::None, "5g"},
    {"uchifuzume", GameKind::Shogi, "8k/9/6NG1/9/9/9/9/9/K8 b P 1", "P*1b",
        MoveRefusal::Uchifuzume, RefusalDetail::None, ""},
    {"king into check", GameKind::Shogi, "8k/9/9/9/4K4/9/9/9/3r5 b - 1", "5e6e",
        MoveRefusal::LeavesKingInCheck, RefusalDetail::KingIntoCheck, "6i"},
    {"check not answered", GameKind::Shogi, "4r3k/9/9/9/4K4/9/9/9/8G b - 1", "1i2i",
        MoveRefusal::LeavesKingInCheck, RefusalDetail::KingInCheck, "5a"},
    {"pinned silver", GameKind::Shogi, "4r3k/9/9/9/4S4/9/4K4/9/9 b - 1", "5e6d",
        MoveRefusal::LeavesKingInCheck, RefusalDetail::Pinned, "5a"},
    {"pawn must promote", GameKind::Shogi, "8k/4P4/9/9/9/9/9/9/K8 b - 1", "5b5a",
        MoveRefusal::PromotionCompulsory, RefusalDetail::None, ""},
    {"knight must promote", GameKind::Shogi, "8k/9/9/4N4/9/9/9/9/K8 b - 1", "5d4b",
        MoveRefusal::PromotionCompulsory, RefusalDetail::None, ""},
    {"promotion outside the zone", GameKind::Shogi, "8k/9/9/9/4S4/9/9/9/K8 b - 1", "5e5d+",
        MoveRefusal::PromotionNotAllowed, RefusalDetail::OutsideZone, ""},
    {"gold never promotes", GameKind::Shogi, "8k/9/4G4/9/9/9/9/9/K8 b - 1", "5c5b+",
        MoveRefusal::PromotionNotAllowed, RefusalDetail::CannotPromote, ""},
    {"promoted already", GameKind::Shogi, "8k/9/4+P4/9/9/9/9/9/K8 b - 1", "5c5b+",
        MoveRefusal::PromotionNotAllowed, RefusalDetail::CannotPromote, ""},
    {"man diagonally", GameKind::Hasami, "wwwwwwwww/9/9/9/9/9/9/9/bbbbbbbbb b 0 0", "9i8h",
        MoveRefusal::PieceCannotMoveThere, RefusalDetail::NotItsMove, ""},
    {"man over a man", GameKind::Hasami, "wwwwwwww1/9/9/9/9/9/4w4/9/bbbbbbbbb b 0 0", "5i5b",
        MoveRefusal::PieceCannotMoveThere, RefusalDetail::PathBlocked, "5g"},
    {"man onto a man", GameKind::Hasami, "wwwwwwwww/9/9/9/9/9/9/9/bbbbbbbbb b 0 0", "5i4i",
        MoveRefusal::TargetOccupied, RefusalDetail::None, ""},
};

std::unique_ptr<GameRules> rulesFor(const Case& c)
{
    GameSetup setup;
    setup.kind = c.game;
    setup.startPosition = c.position;
    SetupError error;
    auto rules = createRules(setup, &error);
    if (!rules) qFatal("bad position in a test: %s", c.position);
    return rules;
}

const Case& byName(const char* name)
{
    for (const Case& c : cases)
        if (QByteArray(c.name) == name) return c;
    qFatal("no case %s", name);
}

RefusalReason reasonFor(const Case& c)
{
    const auto rules = rulesFor(c);
    const auto move = rules->parseMove(c.move);
    if (!move) qFatal("bad move in a test: %s", c.move);
    return explainRefusal(*rules, *move);
}

} // namespace

class TestLessonRefusals : public QObject {
    Q_OBJECT

private slots:
    void cleanupTestCase() { LanguageManager::instance().setLanguage(QStringLiteral("en")); }

    void coreTellsTheReason_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(std::size(cases)); ++i) QTest::newRow(cases[i].name) << i;
    }
    void coreTellsTheReason()
    {
        QFETCH(int, index);
        const Case& c = cases[index];
        const RefusalReason reason = reasonFor(c);
        QCOMPARE(reason.refusal, c.refusal);
        QCOMPARE(reason.detail, c.detail);
        const QString square = QString::fromLatin1(c.square);
        QCOMPARE(reason.square.valid() ? RefusalTexts::squareName(reason.square) : QString(),
            square);
        QCOMPARE(reason.men.has_value(), c.game != GameKind::Shogi);
    }

    void theWordsNameThePieceAndTheSquare()
    {
        QCOMPARE(RefusalTexts::text(reasonFor(byName("pawn two squares"))),
            QStringLiteral("A pawn moves one square straight forward."));
        QCOMPARE(RefusalTexts::text(reasonFor(byName("rook over a pawn"))),
            QStringLiteral("The rook cannot jump over pieces: a pawn stands on 2f in its way."));
        QCOMPARE(RefusalTexts::text(reasonFor(byName("knight dropped on the last two ranks"))),
            QStringLiteral("A knight cannot be dropped on the last two ranks: it could never "
                           "move again."));
        QVERIFY(RefusalTexts::text(reasonFor(byName("nifu"))).contains(QStringLiteral("5g")));
        QVERIFY(RefusalTexts::text(reasonFor(byName("pinned silver"))).contains(QStringLiteral("a rook on 5a")));
        // Named as the board labels the squares: "2f", or "２六" with kanji ranks.
        QVERIFY(RefusalTexts::text(reasonFor(byName("rook over a pawn")), CoordinateStyle::Kanji)
                    .contains(QStringLiteral("２六")));
    }

    // Each case has a text of its own (more telling than the plain refusal), in every language.
    void everyReasonHasItsTextInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : LanguageManager::availableLanguages())
            QTest::newRow(qPrintable(language)) << language;
    }
    void everyReasonHasItsTextInEveryLanguage()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("en")));
        QStringList english;
        for (const Case& c : cases) english << RefusalTexts::text(reasonFor(c));
        QVERIFY(LanguageManager::instance().setLanguage(language));
        std::set<QString> seen;
        for (int i = 0; i < int(std::size(cases)); ++i) {
            const Case& c = cases[i];
            const RefusalReason reason = reasonFor(c);
            const QString text = RefusalTexts::text(reason);
            QVERIFY2(!text.isEmpty(), c.name);
            QVERIFY2(!text.contains(QLatin1Char('%')), qPrintable(text));
            if (language != QLatin1String("en"))
                QVERIFY2(text != english[i], qPrintable(QStringLiteral("untranslated: ") + text));
            if (c.square[0]) QVERIFY2(text.contains(QLatin1String(c.square)), qPrintable(text));
            if (c.detail != RefusalDetail::None || c.refusal == MoveRefusal::DeadSquare
                || c.refusal == MoveRefusal::PromotionCompulsory)
                QVERIFY2(text != Texts::refusal(c.refusal), qPrintable(text));
            seen.insert(text);
        }
        // The piece is named: cases that differ only by the piece say different things.
        QCOMPARE(int(seen.size()), int(std::size(cases)));
    }
};

QTEST_MAIN(TestLessonRefusals)
#include "tst_lesson_refusals.moc"
