// The analysis panel with an external USI engine chosen as a user chooses it: Game > Engines…,
// the engine added and picked as the analysis engine. The panel then names that engine and
// shows its lines (the fake engine's, mode "analyse": two MultiPV lines, cp 100 and cp 50 at
// depth 3), follows the board with it, and the built-in engine comes back when it is chosen
// again.
#include "analysis/analysisdock.h"
#include "analysis/analysispanel.h"
#include "analysis/liveanalysis.h"
#include "engines/enginemanagerdialog.h"
#include "window/mainwindow.h"

#include "../ui/windowtest.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

const QStringList OpeningMoves = {"7g7f", "3c3d", "2g2f", "8c8d"};

// Opens Game > Engines…, lets `choose` act on the dialog, and presses OK.
bool chooseInEnginesDialog(MainWindow& window, const std::function<void(EngineManagerDialog&)>& choose)
{
    QAction* engines = window.findChild<QAction*>(QStringLiteral("enginesAction"));
    if (!engines) return false;
    bool seen = false;
    QTimer::singleShot(0, [&] { // inside the dialog's own event loop
        auto* dialog = qobject_cast<EngineManagerDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        seen = true;
        choose(*dialog);
        dialog->accept();
    });
    engines->trigger();
    return seen;
}

void pickAnalysisEngine(EngineManagerDialog& dialog, const QString& name)
{
    QComboBox* choice = dialog.analysisChoice();
    const int index = choice->findText(name);
    QVERIFY2(index >= 0, qPrintable(name));
    choice->setCurrentIndex(index);
    emit choice->activated(index);
}

} // namespace

class TestAnalysisExternalEngine : public QObject {
    Q_OBJECT

    TemporarySettings m_settings;

private slots:
    void panelUsesTheChosenEngine()
    {
        MainWindow window(uitest::aiThatThinks());
        QVERIFY(uitest::showForTest(window, {1366, 768}));
        QString error;
        QVERIFY2(window.setUpPosition(QString(), OpeningMoves, &error), qPrintable(error));
        AnalysisDock* dock = window.analysis();
        AnalysisPanel* panel = dock->panel();
        panel->findChild<QSpinBox*>(QStringLiteral("analysisMultiPv"))->setValue(2);
        dock->toggleViewAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(panel->lines()->rowCount() >= 1, 10000);
        auto* engineLabel = panel->findChild<QLabel*>(QStringLiteral("analysisEngine"));
        QVERIFY(engineLabel->text().startsWith(QStringLiteral("Shogiban")));

        const QString fake = QStringLiteral(FAKE_ENGINE_DIR "/fake-engine-analyse");
        QVERIFY(chooseInEnginesDialog(window, [&](EngineManagerDialog& dialog) {
            QString addError;
            QVERIFY2(dialog.addEngine(fake, &addError), qPrintable(addError));
            pickAnalysisEngine(dialog, QStringLiteral("Fake analyse"));
        }));
        QCOMPARE(dock->liveAnalysis()->engineName(), QStringLiteral("Fake analyse"));
        QTRY_VERIFY(engineLabel->text().startsWith(QStringLiteral("Fake analyse")));
        // The fake's two lines, scored from sente's view (sente to move), its depth.
        const auto showsFakeLines = [&] {
            const std::vector<AnalysisRow>& rows = panel->lines()->rows();
            return rows.size() == 2 && rows[0].score == QStringLiteral("+100")
                && rows[1].score == QStringLiteral("+50") && rows[0].depth == QStringLiteral("3");
        };
        QTRY_VERIFY_WITH_TIMEOUT(showsFakeLines(), 10000);
        const std::vector<AnalysisRow> rows = panel->lines()->rows();
        QVERIFY(!rows[0].moves.isEmpty() && rows[0].moves != rows[1].moves);
        QCOMPARE(dock->liveAnalysis()->position().sfen(),
            window.controller()->shownPosition().positionText());

        // Browsing back: the external engine is asked about the position shown (gote to move,
        // so its cp 100 is -100 from sente's view).
        window.controller()->showPly(3);
        QTRY_VERIFY_WITH_TIMEOUT(dock->liveAnalysis()->position().sfen()
                    == window.controller()->shownPosition().positionText()
                && panel->lines()->rows().size() == 2
                && panel->lines()->rows()[0].score == QStringLiteral("−100"),
            10000);
        QVERIFY(engineLabel->text().startsWith(QStringLiteral("Fake analyse")));

        // The built-in engine chosen again takes the panel back.
        QVERIFY(chooseInEnginesDialog(window, [&](EngineManagerDialog& dialog) {
            pickAnalysisEngine(dialog, QStringLiteral("Shogiban (built-in)"));
        }));
        QTRY_VERIFY(engineLabel->text().startsWith(QStringLiteral("Shogiban")));
        QVERIFY(dock->liveAnalysis()->engineName().startsWith(QStringLiteral("Shogiban")));
        QTRY_VERIFY_WITH_TIMEOUT(panel->lines()->rowCount() >= 1, 10000);
    }
};

QTEST_MAIN(TestAnalysisExternalEngine)
#include "tst_analysis_external_engine.moc"
