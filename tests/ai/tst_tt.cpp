// The transposition table keeps every field of an entry, and threads that write one slot
// while another reads it never make it return a mixture of two entries (a torn read).
#include "ai/tt.h"

#include <QTest>

#include <thread>

using namespace shogiban;
using namespace shogiban::ai;

namespace {

// An entry whose fields all follow from n, so that a reader can tell a whole one from a mix.
struct Written {
    Move move;
    Value value, eval;
    int depth;
    Bound bound;
};

Written entryOf(int n)
{
    return {Move(uint16_t(n * 37 + 1)), Value(n), Value(-n - 1), n % 100,
        n % 2 ? Bound::Lower : Bound::Upper};
}

bool isWhole(const TtEntry& e)
{
    const Written w = entryOf(e.value);
    return e.move == w.move && e.eval == w.eval && e.depth == w.depth && e.bound == w.bound;
}

} // namespace

class TestTranspositionTable : public QObject {
    Q_OBJECT

private slots:
    void keepsEveryField()
    {
        TranspositionTable tt(1);
        const uint64_t key = 0x123456789abcdef0ULL;
        QVERIFY(!tt.probe(key));
        tt.store(key, Move::normal(Square(10), Square(20), true), -MateInMaxPly - 3, -32000, -1,
            Bound::Exact);
        const std::optional<TtEntry> e = tt.probe(key);
        QVERIFY(e);
        QCOMPARE(e->move, Move::normal(Square(10), Square(20), true));
        QCOMPARE(int(e->value), int(-MateInMaxPly - 3));
        QCOMPARE(int(e->eval), -32000);
        QCOMPARE(int(e->depth), -1);
        QCOMPARE(e->bound, Bound::Exact);
        QVERIFY(!tt.probe(key ^ (uint64_t(1) << 40))); // same bucket, another position
        tt.clear();
        QVERIFY(!tt.probe(key));
    }

    void concurrentWritesNeverTearAnEntry()
    {
        TranspositionTable tt(1);
        const uint64_t key = 0xfeedface00000007ULL;
        std::atomic<bool> done{false};
        std::vector<std::thread> writers;
        for (int t = 0; t < 2; ++t)
            writers.emplace_back([&, t] {
                for (int n = t; !done; n = (n + 2) % 30000) {
                    const Written w = entryOf(n);
                    tt.store(key, w.move, w.value, w.eval, w.depth, w.bound);
                }
            });
        int found = 0;
        for (int i = 0; i < 2000000; ++i) {
            if (const std::optional<TtEntry> e = tt.probe(key)) {
                ++found;
                if (!isWhole(*e)) {
                    done = true;
                    for (std::thread& w : writers) w.join();
                    QFAIL(qPrintable(QStringLiteral("torn entry: value %1 eval %2 depth %3")
                                         .arg(e->value)
                                         .arg(e->eval)
                                         .arg(e->depth)));
                }
            }
        }
        done = true;
        for (std::thread& w : writers) w.join();
        QVERIFY(found > 0);
    }
};

QTEST_APPLESS_MAIN(TestTranspositionTable)
#include "tst_tt.moc"
