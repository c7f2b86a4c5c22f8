// The clock policy never spends more than the clock allows (no loss on time), uses a byoyomi
// period fully, and saves main time for later moves.
#include "ai/timeman.h"

#include <QTest>

#include <limits>

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

    // Whatever a GUI sends: no overflow (undefined behaviour; UBSan reports it) and a budget
    // that still follows the clock.
    void hugeClocksStayInRange()
    {
        constexpr int64_t Huge = std::numeric_limits<int64_t>::max();
        const int64_t Day = 24 * 3600 * 1000;
        for (const Clock& c : {Clock{Huge, 0, 0, 0}, Clock{Huge, Huge, Huge, 0},
                 Clock{0, 0, Huge, 0}, Clock{Huge, 0, Huge, 0}}) {
            for (int ply : {0, 100, std::numeric_limits<int>::max()}) {
                const TimeBudget b = allocateTime(c, ply, Huge);
                QVERIFY(b.optimum >= 1);
                QVERIFY(b.optimum <= b.maximum);
                const TimeBudget normal = allocateTime(c, ply);
                QVERIFY2(normal.maximum > Day, qPrintable(QString::number(normal.maximum)));
            }
        }
        // The increment comes after the move: with no time left it buys nothing now.
        const TimeBudget inc = allocateTime({0, Huge, 0, 0}, 0);
        QVERIFY(inc.optimum >= 1 && inc.optimum <= inc.maximum && inc.maximum <= 1);
        const TimeBudget t = allocateTime({0, 0, 0, Huge}, 0);
        QVERIFY(t.optimum > Day && t.optimum == t.maximum);
        const TimeBudget negative = allocateTime({-5000, -1, -Huge, 0}, -7, -Huge);
        QVERIFY(negative.optimum >= 1 && negative.optimum <= negative.maximum);
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
