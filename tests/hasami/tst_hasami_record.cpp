// The JSON save format of docs/HASAMI_SAVE_FORMAT.md: round trips and named errors.
#include "hasamitest.h"
#include "game/catalog.h"

#include "hasami/record.h"

#include <nlohmann/json.hpp>

using namespace hasamitest;
using namespace shogiban::hasami;

namespace {

HasamiRecord sampleRecord(
    GameKind kind, const std::string& variant, const std::vector<std::string>& moves)
{
    HasamiRecord record;
    record.setup = {kind, variant, "", 0};
    auto rules = createRules(record.setup);
    for (const std::string& m : moves) {
        record.moves.push_back(move(*rules, m));
        rules->play(record.moves.back());
    }
    return record;
}

// Black's eighth capture from a set-up position, stored with the given result.
HasamiRecord winningCapture(const Outcome& result)
{
    HasamiRecord record;
    record.setup = {GameKind::Hasami, "classic", positionWith(9, "6e 4i", "5e 9a", 'b', 0, 7), 0};
    record.moves = {*createRules(record.setup)->parseMove("4i4e")};
    record.result = result;
    return record;
}

RecordError errorOf(const std::string& text)
{
    RecordReadResult read = readRecord(text);
    if (read.rules) qFatal("expected an error for %s", text.c_str());
    return read.error;
}

std::string withField(const std::string& key, nlohmann::json value)
{
    nlohmann::json j = nlohmann::json::parse(writeRecord(sampleRecord(GameKind::Hasami, "", {})));
    j[key] = value;
    return j.dump();
}

} // namespace

class TestHasamiRecord : public QObject {
    Q_OBJECT

private slots:
    void roundTripEveryGame()
    {
        for (const auto& [kind, variant, moves] :
            std::vector<std::tuple<GameKind, std::string, std::vector<std::string>>>{
                {GameKind::Hasami, "classic", {"9i9e", "1a1e", "9e9d"}},
                {GameKind::DaiHasami, "dai-diagonal", {"5h5g", "5b5c", "5i5h"}},
                {GameKind::MakYek, "", {"1h1g", "8a8b"}}}) {
            HasamiRecord record = sampleRecord(kind, variant, moves);
            record.blackPlayer = "Sente";
            record.whitePlayer = "Gote";
            std::string text = writeRecord(record);
            RecordReadResult read = readRecord(text);
            QVERIFY2(read.rules, text.c_str());
            QCOMPARE(read.record->moves, record.moves);
            QCOMPARE(read.record->setup.variant, variant);
            QCOMPARE(read.record->blackPlayer, std::string("Sente"));
            QCOMPARE(read.rules->ply(), int(moves.size()));
            QCOMPARE(writeRecord(*read.record), text);
        }
    }

    void documentedFieldsAreWritten()
    {
        HasamiRecord record = sampleRecord(GameKind::DaiHasami, "dai", {"5h5g"});
        record.setup.capturesToWin = 5;
        record.result = Outcome{White, EndReason::Resignation};
        auto j = nlohmann::json::parse(writeRecord(record));
        QVERIFY(j["format"] == "shogiban-hasami");
        QVERIFY(j["version"] == 1);
        QVERIFY(j["game"] == "dai-hasami");
        QVERIFY(j["variant"] == "dai");
        QVERIFY(j["capturesToWin"] == 5);
        QVERIFY(j["moves"][0] == "5h5g");
        QVERIFY(j["result"]["winner"] == "white");
        QVERIFY(j["result"]["reason"] == "resignation");
    }

    void declaredResultIsAppliedOnLoad()
    {
        HasamiRecord record = sampleRecord(GameKind::Hasami, "", {"9i9e"});
        record.result = Outcome{Black, EndReason::Resignation};
        RecordReadResult read = readRecord(writeRecord(record));
        QVERIFY(read.rules);
        QCOMPARE(read.rules->outcome(), record.result);
    }

    void startPositionRoundTrips()
    {
        HasamiRecord record = winningCapture(Outcome{Black, EndReason::Captures});
        RecordReadResult read = readRecord(writeRecord(record));
        QVERIFY(read.rules);
        QCOMPARE(read.rules->outcome(), record.result);
    }

    void errorsNameTheProblem()
    {
        QCOMPARE(errorOf("not json").code, RecordErrorCode::NotJson);
        QCOMPARE(errorOf("[1, 2]").code, RecordErrorCode::NotAnObject);
        QCOMPARE(errorOf(withField("format", "kif")).code, RecordErrorCode::WrongFormat);
        QCOMPARE(errorOf(withField("version", 7)).code, RecordErrorCode::UnsupportedVersion);
        QCOMPARE(errorOf(withField("game", "chess")).code, RecordErrorCode::UnknownGame);
        QCOMPARE(errorOf(withField("game", "shogi")).code, RecordErrorCode::UnknownGame);
        QCOMPARE(errorOf(withField("variant", "huge")).code, RecordErrorCode::BadSetup);
        QCOMPARE(errorOf(withField("variant", 3)).field, std::string("variant"));
        QCOMPARE(errorOf(withField("moves", "9i9e")).code, RecordErrorCode::WrongType);
        QCOMPARE(errorOf(withField("capturesToWin", 99)).code, RecordErrorCode::BadSetup);
        QCOMPARE(errorOf(withField("start", "9/9 b 0 0")).code, RecordErrorCode::BadSetup);
        QCOMPARE(errorOf(withField("result", nlohmann::json{{"reason", "boredom"}})).field,
            std::string("result.reason"));
        QCOMPARE(errorOf(withField("result",
                             nlohmann::json{{"winner", "red"}, {"reason", "resignation"}}))
                     .field,
            std::string("result.winner"));

        RecordError badText = errorOf(withField("moves", {"9i9e", "9z9a"}));
        QCOMPARE(badText.code, RecordErrorCode::BadMoveText);
        QCOMPARE(badText.moveIndex, 1);

        RecordError illegal = errorOf(withField("moves", {"9i9e", "1a1e", "9e9a"}));
        QCOMPARE(illegal.code, RecordErrorCode::IllegalMove);
        QCOMPARE(illegal.moveIndex, 2);
        QCOMPARE(illegal.refusal, MoveRefusal::TargetOccupied);
    }

    void resultThatContradictsTheRulesIsRefused()
    {
        HasamiRecord record = winningCapture(Outcome{White, EndReason::Captures});
        QCOMPARE(errorOf(writeRecord(record)).code, RecordErrorCode::ResultMismatch);
    }
};

QTEST_GUILESS_MAIN(TestHasamiRecord)
#include "tst_hasami_record.moc"
