// The clock policy never spends more than the clock allows (no loss on time), uses a byoyomi
// period fully, and saves main time for later moves.
#include "ai/timeman.h"

#include <QTest>

using namespace shogiban::ai;

class TestTimeManagement : public QObject {
    Q_OBJECT

private slots:
    void neverLosesOnTime()
    {
        for (int64_t main : {0, 50, 300, 1000, 10000, 60000, 600000})
            for (int64_t byoyomi : {0, 100, 1000, 10000})
                for (int64_t inc : {0, 1000, 5000})
                    for (int ply : {0, 40, 120, 400}) {
                        if (main == 0 && byoyomi == 0 && inc == 0) continue;
                        const Clock c{main, inc, byoyomi, 0};
                        const TimeBudget b = allocateTime(c, ply);
                        // The flag falls past main time + byoyomi (the increment comes after).
                        const int64_t limit = main + byoyomi - DefaultMoveOverhead;
                        QVERIFY(b.optimum <= b.maximum);
                        QVERIFY(b.maximum <= std::max<int64_t>(limit, 1));
                        QVERIFY(b.optimum >= 1);
                    }
    }

    void byoyomiOnlyUsesThePeriod()
    {
        const TimeBudget b = allocateTime({0, 0, 10000, 0}, 50);
        QCOMPARE(b.maximum, 10000 - DefaultMoveOverhead);
        QCOMPARE(b.optimum, b.maximum);
    }

    void suddenDeathKeepsTimeForLater()
    {
        const TimeBudget b = allocateTime({600000, 0, 0, 0}, 0);
        QVERIFY(b.optimum < 600000 / 20);
        QVERIFY(b.maximum < 600000 / 5);
    }

    void fischerSpendsTheIncrement()
    {
        const TimeBudget b = allocateTime({30000, 10000, 0, 0}, 100);
        QVERIFY(b.optimum >= 7500);
        QVERIFY(b.maximum <= 30000 - DefaultMoveOverhead);
    }

    void moveTimeIsExact()
    {
        const TimeBudget b = allocateTime({0, 0, 0, 1000}, 10);
        QCOMPARE(b.optimum, 1000 - DefaultMoveOverhead);
        QCOMPARE(b.maximum, b.optimum);
    }
};

QTEST_APPLESS_MAIN(TestTimeManagement)
#include "tst_timeman.moc"
