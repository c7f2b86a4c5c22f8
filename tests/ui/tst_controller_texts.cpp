// What the player reads: a message for every way a game ends and every refused move, and the
// move list model (both notations, rows, the start row).
#include "window/movelistmodel.h"
#include "text/texts.h"

#include <QAbstractItemModelTester>
#include <QSet>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

class TestControllerTexts : public QObject {
    Q_OBJECT

private slots:
    void everyEndReasonHasItsOwnResultMessage_data()
    {
        QTest::addColumn<int>("reason");
        const std::pair<EndReason, const char*> reasons[] = {
            {EndReason::Checkmate, "checkmate"},
            {EndReason::Stalemate, "stalemate"},
            {EndReason::Resignation, "resignation"},
            {EndReason::AgreedDraw, "agreed draw"},
            {EndReason::IllegalMove, "illegal move"},
            {EndReason::Sennichite, "sennichite"},
            {EndReason::PerpetualCheck, "perpetual check"},
            {EndReason::Impasse24, "impasse 24 points"},
            {EndReason::Declaration27, "declaration 27 points"},
            {EndReason::MaxMoves, "max moves"},
            {EndReason::TimeUp, "time up"},
            {EndReason::Interrupted, "interrupted"},
            {EndReason::Captures, "hasami captures"},
            {EndReason::FiveInRow, "dai hasami five in a row"},
            {EndReason::Repetition, "hasami repetition"},
            {EndReason::TooFewMen, "hasami too few men"},
            {EndReason::Forfeit, "forfeit"},
        };
        for (const auto& [reason, name] : reasons) QTest::newRow(name) << int(reason);
    }

    void everyEndReasonHasItsOwnResultMessage()
    {
        QFETCH(int, reason);
        const Outcome win{White, EndReason(reason)};
        const QString message = Texts::resultMessage(SideNames::SenteGote, win);
        QVERIFY(message.startsWith(QStringLiteral("Gote wins. ")));
        QVERIFY(message.endsWith(Texts::endReason(SideNames::SenteGote, win)));
        const Outcome draw{std::nullopt, EndReason(reason)};
        QVERIFY(Texts::resultMessage(SideNames::SenteGote, draw).startsWith(QStringLiteral("Draw. ")));
        QVERIFY(Texts::resultMessage(SideNames::BlackWhite, win).startsWith(QStringLiteral("White")));
    }

    void endReasonsAreAllDifferent()
    {
        QSet<QString> texts;
        for (int r = int(EndReason::Checkmate); r <= int(EndReason::Forfeit); ++r)
            texts.insert(Texts::endReason(SideNames::SenteGote, {Black, EndReason(r)}));
        QCOMPARE(texts.size(), int(EndReason::Forfeit) + 1);
        QVERIFY(!texts.contains(QString()));
    }

    void theReasonNamesTheSideThatEndedTheGame()
    {
        // Said to the one who resigned as sente, "the opponent resigned" was wrong.
        const Outcome resigned{White, EndReason::Resignation};
        QCOMPARE(Texts::resultMessage(SideNames::SenteGote, resigned),
            QStringLiteral("Gote wins. Sente resigned."));
        QCOMPARE(Texts::endReason(SideNames::BlackWhite, {Black, EndReason::TimeUp}),
            QStringLiteral("White ran out of time."));
        QCOMPARE(Texts::endReason(SideNames::SenteGote, {Black, EndReason::Checkmate}),
            QStringLiteral("Checkmate."));
    }

    void everyRefusalIsExplained()
    {
        QSet<QString> texts;
        for (int r = int(MoveRefusal::GameOver); r <= int(MoveRefusal::PromotionCompulsory); ++r)
            texts.insert(Texts::refusal(MoveRefusal(r)));
        QCOMPARE(texts.size(), int(MoveRefusal::PromotionCompulsory));
        QVERIFY(!texts.contains(QString()));
        QVERIFY(Texts::refusal(MoveRefusal::None).isEmpty());
        QVERIFY(Texts::refusal(MoveRefusal::Nifu).contains(QStringLiteral("Nifu")));
    }

    void moveListShowsTheChosenNotation()
    {
        MoveListModel model;
        QAbstractItemModelTester tester(&model);
        QCOMPARE(model.rowCount(), 1); // the start position
        model.append({QStringLiteral("☗７六歩"), QStringLiteral("P-7f")});
        model.append({QStringLiteral("☖３四歩"), QStringLiteral("P-3d")});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.data(model.index(1, MoveListModel::NumberColumn)).toString(),
            QStringLiteral("1"));
        QCOMPARE(model.data(model.index(2, MoveListModel::MoveColumn)).toString(),
            QStringLiteral("☖３四歩"));
        model.setNotation(Notation::Western);
        QCOMPARE(model.data(model.index(1, MoveListModel::MoveColumn)).toString(),
            QStringLiteral("P-7f"));
        model.truncate(1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.moveText(2), QString());
        model.clear();
        QCOMPARE(model.moveCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestControllerTexts)
#include "tst_controller_texts.moc"
