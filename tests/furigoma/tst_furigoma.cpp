// Furigoma (RULES.md, "Choosing the first player"): five pawns; more pawns face up means the
// thrower moves first, more tokins that the thrower moves second. The throw is seeded.
#include "rules/furigoma.h"

#include <QTest>

#include <set>

using namespace shogiban;

namespace {

FurigomaResult withTokins(int tokins)
{
    FurigomaResult result;
    for (int i = 0; i < FurigomaResult::PawnCount; ++i)
        result.faces[i] = i < tokins ? PawnFace::Tokin : PawnFace::Pawn;
    return result;
}

} // namespace

class TestFurigoma : public QObject {
    Q_OBJECT

private slots:
    void furigomaMorePawnsThrowerMovesFirst_data();
    void furigomaMorePawnsThrowerMovesFirst();
    void furigomaSameSeedSameThrow();
    void furigomaFixedSeedGivesKnownThrow();
    void furigomaSeedsGiveEveryCount();
};

void TestFurigoma::furigomaMorePawnsThrowerMovesFirst_data()
{
    QTest::addColumn<int>("tokins");
    QTest::addColumn<bool>("throwerFirst");
    for (int tokins = 0; tokins <= 5; ++tokins)
        QTest::addRow("%d tokins", tokins) << tokins << (tokins <= 2);
}

void TestFurigoma::furigomaMorePawnsThrowerMovesFirst()
{
    QFETCH(int, tokins);
    QFETCH(bool, throwerFirst);
    const FurigomaResult result = withTokins(tokins);
    QCOMPARE(result.tokins(), tokins);
    QCOMPARE(result.pawns(), 5 - tokins);
    QCOMPARE(result.throwerMovesFirst(), throwerFirst);
    QCOMPARE(result.throwerColor(), throwerFirst ? Black : White);
}

void TestFurigoma::furigomaSameSeedSameThrow()
{
    for (uint64_t seed : {0ull, 1ull, 12345ull, 0xdeadbeefcafeull})
        QCOMPARE(throwFurigoma(seed).faces, throwFurigoma(seed).faces);
}

void TestFurigoma::furigomaFixedSeedGivesKnownThrow()
{
    // std::mt19937_64 is fully specified by the standard, so these throws are the same on
    // every platform; a change here would change replays of recorded throws.
    constexpr PawnFace P = PawnFace::Pawn;
    constexpr PawnFace T = PawnFace::Tokin;
    const FurigomaResult first = throwFurigoma(2026);
    QCOMPARE(first.faces, (std::array{T, P, P, P, P}));
    QCOMPARE(first.pawns(), 4);
    QVERIFY(first.throwerMovesFirst());

    const FurigomaResult second = throwFurigoma(7);
    QCOMPARE(second.faces, (std::array{T, P, T, P, T}));
    QCOMPARE(second.tokins(), 3);
    QVERIFY(!second.throwerMovesFirst());
    QCOMPARE(second.throwerColor(), White);
}

void TestFurigoma::furigomaSeedsGiveEveryCount()
{
    std::set<int> counts;
    int throwerFirst = 0;
    constexpr int Throws = 2000;
    for (uint64_t seed = 0; seed < Throws; ++seed) {
        const FurigomaResult result = throwFurigoma(seed);
        counts.insert(result.pawns());
        throwerFirst += result.throwerMovesFirst();
    }
    QCOMPARE(counts.size(), std::size_t(6));
    // A fair throw: the thrower moves first about half the time.
    QVERIFY2(throwerFirst > Throws * 45 / 100 && throwerFirst < Throws * 55 / 100,
        qPrintable(QString::number(throwerFirst)));
}

QTEST_GUILESS_MAIN(TestFurigoma)
#include "tst_furigoma.moc"
