// Perft against published values. Sources: the start position counts are the standard
// table (e.g. the Chess Programming Wiki's "Perft Results" for shogi, Cute Chess's
// tst_board.cpp); "matsuri", the uchifuzume position and the 593-move position are the
// well-known test positions collected with YaneuraOu's and Apery's perft tests.
#include "rules/perft.h"
#include "rules/position.h"

#include <QtTest>

using namespace shogiban;

class TestPerft : public QObject {
    Q_OBJECT

private:
    static uint64_t run(const char* sfen, int depth)
    {
        Position pos;
        const auto error = pos.setSfen(sfen);
        if (error) qFatal("bad SFEN in test: %s", describe(*error).c_str());
        const std::string before = pos.sfen();
        const uint64_t nodes = perft(pos, depth);
        if (pos.sfen() != before) qFatal("perft did not restore the position");
        return nodes;
    }

private slots:
    void perftPositions_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        const QString start = QString::fromLatin1(
            Position::StartSfen.data(), qsizetype(Position::StartSfen.size()));
        QTest::newRow("start 1") << start << 1 << 30ull;
        QTest::newRow("start 2") << start << 2 << 900ull;
        QTest::newRow("start 3") << start << 3 << 25470ull;
        QTest::newRow("start 4") << start << 4 << 719731ull;
        const QString matsuri = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w "
                                "GR5pnsg 1";
        QTest::newRow("matsuri 1") << matsuri << 1 << 207ull;
        QTest::newRow("matsuri 2") << matsuri << 2 << 28684ull;
        QTest::newRow("matsuri 3") << matsuri << 3 << 4809015ull;
        const QString uchifuzume = "7lk/9/8S/9/9/9/9/7L1/8K b P 1";
        QTest::newRow("uchifuzume 1") << uchifuzume << 1 << 85ull;
        QTest::newRow("uchifuzume 2") << uchifuzume << 2 << 639ull;
        QTest::newRow("uchifuzume 3") << uchifuzume << 3 << 10786ull;
        // Our own positions, one per special rule. Source: counted by Shogiban and confirmed
        // with Fairy-Stockfish 11.1 ("go perft 3"; no pawn-drop mate arises in them).
        QTest::newRow("nifu") << "4k4/9/9/9/9/P1P1P1P1P/9/9/4K4 b P 1" << 3 << 3837ull;
        QTest::newRow("compulsory promotion") << "4k4/P1L6/9/4N4/9/9/9/9/4K4 b - 1" << 3 << 278ull;
        QTest::newRow("white compulsory promotion")
            << "4k4/9/9/9/9/9/6p1p/7l1/4K4 w - 1" << 3 << 539ull;
        QTest::newRow("dead-square drops") << "4k4/9/9/9/9/9/9/9/4K4 b PLNpln 1" << 2 << 41163ull;
        QTest::newRow("pin and discovered check")
            << "k8/9/9/9/S3r4/9/4B4/9/L3K4 b - 1" << 3 << 3082ull;
        QTest::newRow("593 moves")
            << "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1" << 1 << 593ull;
    }
    void perftPositions()
    {
        QFETCH(QString, sfen);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        QCOMPARE(run(sfen.toLatin1().constData(), depth), nodes);
    }

    // Registered as its own ctest test (label "slow"); skipped in the ordinary run.
    void perftStartDepth5()
    {
        if (!qEnvironmentVariableIsSet("SHOGIBAN_SLOW")
            && !QCoreApplication::arguments().contains(QStringLiteral("perftStartDepth5")))
            QSKIP("slow: run as tst_perft perftStartDepth5 (ctest test tst_perft_depth5)");
        QCOMPARE(run(Position::StartSfen.data(), 5), 19861490ull);
    }
};

QTEST_GUILESS_MAIN(TestPerft)
#include "tst_perft.moc"
