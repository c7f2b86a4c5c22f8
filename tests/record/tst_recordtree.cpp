// Variations, comments, bookmarks and game information as other programs write them and as the
// program edits them: reading nested branches (Kifu for Windows, ShogiHome, json-kifu-format
// and KI2 styles), adding, following, promoting and deleting lines (core/record/recordtree.h),
// and round trips of the whole tree through KIF, KI2 and JKF and of comments and headers
// through every format that keeps them.
#include "record/formats.h"
#include "record/recordtree.h"
#include "record/replay.h"
#include "rules/usimove.h"

#include <QFile>
#include <QTest>

#include <algorithm>

using namespace shogiban;
using namespace shogiban::record;

namespace {

ReadResult readData(const QString& name)
{
    QFile file(QStringLiteral(SHOGIBAN_TEST_DATA_DIR "/variations/") + name);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(name));
    const QByteArray bytes = file.readAll();
    return readRecordAnyFormat(std::string_view(bytes.constData(), size_t(bytes.size())));
}

// Every line of the tree (the main line first) as its nodes' moves, endings and comments, in
// the order the tree holds them: two trees with the same lines in the same order compare equal.
struct LineDump {
    std::vector<Move> moves;
    std::optional<SpecialMove> ending;
    std::vector<std::vector<std::string>> comments;
    int ply = 0;
    int depth = 0;
    bool operator==(const LineDump&) const = default;
};

std::vector<LineDump> dump(const Record& rec, bool withComments = true)
{
    std::vector<VariationInfo> lines{VariationInfo{{}, 0, 0}};
    for (const VariationInfo& v : allVariations(rec)) lines.push_back(v);
    std::vector<LineDump> result;
    for (const VariationInfo& v : lines) {
        LineDump d;
        d.moves = movesAlong(rec, v.path);
        d.ending = endingAlong(rec, v.path);
        d.ply = v.ply;
        d.depth = v.depth;
        if (withComments)
            for (const RecordNode* node : nodesAlong(rec, v.path)) d.comments.push_back(node->comments);
        result.push_back(std::move(d));
    }
    return result;
}

// The lines as sets of move sequences with their endings, whatever their order in the tree.
std::vector<std::pair<std::vector<Move>, std::optional<SpecialMove>>> lineSet(const Record& rec)
{
    std::vector<std::pair<std::vector<Move>, std::optional<SpecialMove>>> set;
    for (const LineDump& d : dump(rec, false)) set.emplace_back(d.moves, d.ending);
    std::sort(set.begin(), set.end(), [](const auto& a, const auto& b) {
        if (a.first.size() != b.first.size()) return a.first.size() < b.first.size();
        for (size_t i = 0; i < a.first.size(); ++i)
            if (a.first[i] != b.first[i]) return a.first[i].raw() < b.first[i].raw();
        return a.second < b.second;
    });
    return set;
}

int maxDepth(const Record& rec)
{
    int depth = 0;
    for (const VariationInfo& v : allVariations(rec)) depth = std::max(depth, v.depth);
    return depth;
}

Record reread(const Record& rec, RecordFormat format)
{
    const std::string bytes = writeRecord(rec, format);
    ReadResult result = readRecord(bytes, format);
    if (result.error) qWarning("%s\n%s", describe(*result.error).c_str(), bytes.c_str());
    return result.record;
}

Move usi(const Record& rec, const LinePath& path, int ply, const char* text)
{
    Position pos;
    pos.setSfen(startSfenOf(rec));
    const std::vector<Move> moves = movesAlong(rec, path);
    for (int i = 0; i < ply; ++i) pos.doMove(moves[size_t(i)]);
    return parseUsiMove(pos, text).move;
}

} // namespace

class TestRecordTree : public QObject {
    Q_OBJECT

private slots:
    void readsNestedBranches_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("variations");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("mainMoves");
        QTest::newRow("Kifu for Windows KIF") << "kifuforwindows-nested.kif" << 4 << 2 << 4;
        QTest::newRow("ShogiHome KIF (UTF-8)") << "shogihome-deep.kifu" << 4 << 3 << 6;
        QTest::newRow("json-kifu-format forks") << "jkf-nested-forks.json" << 3 << 2 << 3;
        QTest::newRow("Kifu for Windows KI2") << "kifuforwindows-variations.ki2" << 2 << 1 << 4;
    }
    void readsNestedBranches()
    {
        QFETCH(QString, file);
        QFETCH(int, variations);
        QFETCH(int, depth);
        QFETCH(int, mainMoves);
        const ReadResult result = readData(file);
        QVERIFY2(result.ok(), result.error ? describe(*result.error).c_str() : "");
        QCOMPARE(int(allVariations(result.record).size()), variations);
        QCOMPARE(maxDepth(result.record), depth);
        QCOMPARE(int(movesAlong(result.record, {}).size()), mainMoves);
    }

    void kifuForWindowsDetails()
    {
        const Record rec = readData("kifuforwindows-nested.kif").record;
        QCOMPARE(rec.initialComments, std::vector<std::string>{"開始局面のコメント"});
        QCOMPARE(nodesAlong(rec, {})[0]->comments, std::vector<std::string>{"初手のコメント"});
        QCOMPARE(nodesAlong(rec, {})[0]->bookmark, std::string("しおり一"));
        QCOMPARE(endingAlong(rec, {}), std::optional(SpecialMove::Resign));
        QCOMPARE(*rec.headerValue("戦型"), std::string("四間飛車"));
        QCOMPARE(*rec.headerValue("場所"), std::string("東京都渋谷区"));
        // Move 3 has three alternatives: ２六歩 (main), ６六歩 and ５六歩.
        QCOMPARE(alternativesAt(rec, {}, 2), 3);
        QCOMPARE(alternativesAt(rec, {}, 1), 2);
        // The nested branch: in the ６六歩 line, move 4 is ８四歩 or ３二飛.
        const LinePath nested{0, 0, 1, 1};
        const std::vector<Move> moves = movesAlong(rec, nested);
        QCOMPARE(int(moves.size()), 5);
        QCOMPARE(moves[3], usi(rec, nested, 3, "8b3b"));
        QCOMPARE(commentsAt(rec, LinePath{0, 0, 1}, 4)->front(), std::string("変化のコメント"));
    }

    void shogiHomeDeepNesting()
    {
        const Record rec = readData("shogihome-deep.kifu").record;
        const std::vector<VariationInfo> all = allVariations(rec);
        // Depth first: 5手 (1), 8手 ３四歩 (2), 9手 ３四飛 (3), 8手 ２三歩打 (2).
        QCOMPARE(all[0].ply, 4);
        QCOMPARE(all[1].ply, 7);
        QCOMPARE(all[2].ply, 8);
        QCOMPARE(all[2].depth, 3);
        QCOMPARE(all[3].ply, 7);
        QCOMPARE(all[3].depth, 2);
        QCOMPARE(movesAlong(rec, all[3].path).back(), usi(rec, all[3].path, 7, "P*2c"));
        QCOMPARE(*commentsAt(rec, all[2].path, 9), std::vector<std::string>{"三段目"});
        QCOMPARE(endingAlong(rec, {}), std::optional(SpecialMove::Interrupt));
        QCOMPARE(*rec.headerValue("備考"), std::string("三段の変化"));
    }

    void treeRoundTrips_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("format");
        for (const char* file : {"kifuforwindows-nested.kif", "shogihome-deep.kifu",
                 "jkf-nested-forks.json", "kifuforwindows-variations.ki2"})
            for (RecordFormat format :
                {RecordFormat::Kif, RecordFormat::Kifu, RecordFormat::Ki2, RecordFormat::Jkf})
                QTest::addRow("%s to %s", file, std::string(extensionOf(format)).c_str())
                    << QString::fromLatin1(file) << int(format);
    }
    void treeRoundTrips()
    {
        QFETCH(QString, file);
        QFETCH(int, format);
        const Record rec = readData(file).record;
        const Record back = reread(rec, RecordFormat(format));
        QCOMPARE(dump(back).size(), dump(rec).size());
        QVERIFY(dump(back) == dump(rec));
        QCOMPARE(back.initialComments, rec.initialComments);
        for (const auto& [key, value] : rec.header) {
            if (key == "手合割") continue;
            QVERIFY2(back.headerValue(key) && *back.headerValue(key) == value, key.c_str());
        }
        // KIF keeps bookmarks (& lines), JKF too (a "bookmark" key of ours); KI2 has none.
        if (RecordFormat(format) != RecordFormat::Ki2)
            QVERIFY(allBookmarks(back) == allBookmarks(rec));
    }

    // Bookmarks on the main line and in nested variations survive KIF and JKF; a JKF file
    // with a bookmark that is no string (another program's idea) still reads, without it.
    void bookmarksRoundTrip_data()
    {
        QTest::addColumn<int>("format");
        for (RecordFormat format : {RecordFormat::Kif, RecordFormat::Kifu, RecordFormat::Jkf})
            QTest::addRow("%s", std::string(extensionOf(format)).c_str()) << int(format);
    }
    void bookmarksRoundTrip()
    {
        QFETCH(int, format);
        Record rec = readData("shogihome-deep.kifu").record;
        nodeAt(rec, {}, 3)->bookmark = "序盤の分かれ";
        const VariationInfo deepest = allVariations(rec)[2];
        nodeAt(rec, deepest.path, deepest.ply + 1)->bookmark = "深い変化";
        const std::vector<BookmarkInfo> expected{
            {{}, 3, "序盤の分かれ"}, {deepest.path, deepest.ply + 1, "深い変化"}};
        QVERIFY(allBookmarks(rec) == expected);
        QVERIFY(allBookmarks(reread(rec, RecordFormat(format))) == expected);
    }
    void jkfBookmarkOfAnotherTypeIsPassedOver()
    {
        const std::string text = R"({"header":{},"moves":[{},)"
                                 R"({"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"},)"
                                 R"("bookmark":17}]})";
        const ReadResult result = readRecord(text, RecordFormat::Jkf);
        QVERIFY(result.ok());
        QCOMPARE(nodesAlong(result.record, {}).size(), size_t(1));
        QVERIFY(nodesAlong(result.record, {})[0]->bookmark.empty());
    }

    // Playing a move after `ply` moves: the same move follows the line, another one branches.
    void addMoveFollowsOrBranches()
    {
        Record rec = readData("kifuforwindows-nested.kif").record;
        const int nodes = nodeCount(rec);
        // ６六歩 at move 3 is there already: followed, nothing added.
        const LinePath followed = addMove(rec, {}, 2, usi(rec, {}, 2, "6g6f"));
        QCOMPARE(followed, (LinePath{0, 0, 1}));
        QCOMPARE(nodeCount(rec), nodes);
        // The main line's own move: path stays the main line.
        QCOMPARE(addMove(rec, {}, 2, usi(rec, {}, 2, "2g2f")), LinePath{});
        // A new move opens a third variation; the main line is untouched.
        const std::vector<Move> mainBefore = movesAlong(rec, {});
        const LinePath fresh = addMove(rec, {}, 2, usi(rec, {}, 2, "1g1f"));
        QCOMPARE(fresh, (LinePath{0, 0, 3}));
        QCOMPARE(nodeCount(rec), nodes + 1);
        QCOMPARE(movesAlong(rec, {}), mainBefore);
        QCOMPARE(alternativesAt(rec, {}, 2), 4);
        // Going on from the new variation's end appends to it.
        const LinePath longer = addMove(rec, fresh, 3, usi(rec, fresh, 3, "8c8d"));
        QCOMPARE(longer, fresh);
        QCOMPARE(int(movesAlong(rec, fresh).size()), 4);
        // A move at the main line's end, where it ends with 投了: a variation beside the
        // resignation, never after it.
        const LinePath beside = addMove(rec, {}, 4, usi(rec, {}, 4, "4i4h"));
        QCOMPARE(beside, (LinePath{0, 0, 0, 0, 1}));
        QCOMPARE(endingAlong(rec, {}), std::optional(SpecialMove::Resign));
        QCOMPARE(endingAlong(rec, beside), std::nullopt);
    }

    void promoteKeepsEveryLine()
    {
        Record rec = readData("kifuforwindows-nested.kif").record;
        const auto linesBefore = lineSet(rec);
        const int nodes = nodeCount(rec);
        const LinePath nested{0, 0, 1, 1};
        const std::vector<Move> nestedMoves = movesAlong(rec, nested);
        const std::vector<Move> oldMain = movesAlong(rec, {});
        const LinePath promoted = promoteToMainLine(rec, nested);
        QCOMPARE(promoted, LinePath{});
        QCOMPARE(movesAlong(rec, {}), nestedMoves);
        QCOMPARE(endingAlong(rec, {}), std::nullopt);
        QCOMPARE(nodeCount(rec), nodes);
        QVERIFY(lineSet(rec) == linesBefore);
        // The old main line is now a variation at move 3 and keeps its resignation.
        bool found = false;
        for (const VariationInfo& v : allVariations(rec))
            if (movesAlong(rec, v.path) == oldMain) {
                found = true;
                QCOMPARE(v.ply, 2);
                QCOMPARE(endingAlong(rec, v.path), std::optional(SpecialMove::Resign));
                // Comments stay with their moves.
                QCOMPARE(commentsAt(rec, v.path, 1)->front(), std::string("初手のコメント"));
                // Promoting it back restores the main line.
                promoteToMainLine(rec, v.path);
                break;
            }
        QVERIFY(found);
        QCOMPARE(movesAlong(rec, {}), oldMain);
        QVERIFY(lineSet(rec) == linesBefore);
        // The tree survives a save and a reload in each variation format.
        for (RecordFormat format : {RecordFormat::Kif, RecordFormat::Ki2, RecordFormat::Jkf})
            QVERIFY(lineSet(reread(rec, format)) == linesBefore);
    }

    void deleteLines()
    {
        Record rec = readData("kifuforwindows-nested.kif").record;
        // Deleting the variation ５六歩 (the second at move 3).
        const std::optional<LinePath> afterVariation = deleteFrom(rec, LinePath{0, 0, 2}, 3);
        QVERIFY(afterVariation);
        QCOMPARE(*afterVariation, LinePath{});
        QCOMPARE(alternativesAt(rec, {}, 2), 2);
        // Deleting the main line's move 3: its first variation (６六歩 with its branch) takes
        // its place, and the resignation goes with the deleted line.
        const std::vector<Move> firstVariation = movesAlong(rec, LinePath{0, 0, 1});
        QVERIFY(deleteFrom(rec, {}, 3));
        QCOMPARE(movesAlong(rec, {}), firstVariation);
        QCOMPARE(endingAlong(rec, {}), std::nullopt);
        QCOMPARE(alternativesAt(rec, {}, 2), 1);
        QCOMPARE(alternativesAt(rec, {}, 3), 2); // the nested branch moved up with it
        // Deleting from move 2 on the main line: the variation ８四歩 takes its place.
        QVERIFY(deleteFrom(rec, {}, 2));
        QCOMPARE(int(movesAlong(rec, {}).size()), 3);
        QCOMPARE(allVariations(rec).size(), size_t(0));
        // Deleting the last line's moves leaves the start.
        QVERIFY(deleteFrom(rec, {}, 1));
        QCOMPARE(nodeCount(rec), 0);
        QVERIFY(!deleteFrom(rec, {}, 1));
    }

    void commentsAndHeadersInEveryFormat_data()
    {
        QTest::addColumn<int>("format");
        for (RecordFormat format : {RecordFormat::Kif, RecordFormat::Kifu, RecordFormat::Ki2,
                 RecordFormat::Csa, RecordFormat::Jkf})
            QTest::addRow("%s", std::string(extensionOf(format)).c_str()) << int(format);
    }
    void commentsAndHeadersInEveryFormat()
    {
        QFETCH(int, format);
        Record rec = readData("kifuforwindows-nested.kif").record;
        rec.setHeader("備考", "a note");
        rec.initialComments = {"before the first move", "second line"};
        nodeAt(rec, {}, 2)->comments = {"on move 2", "日本語のコメント"};
        const Record back = reread(rec, RecordFormat(format));
        QCOMPARE(back.initialComments, rec.initialComments);
        QCOMPARE(nodesAlong(back, {})[1]->comments, nodesAlong(rec, {})[1]->comments);
        QCOMPARE(nodesAlong(back, {})[0]->comments, nodesAlong(rec, {})[0]->comments);
        for (const char* key : {"先手", "後手", "棋戦", "場所", "開始日時", "戦型", "備考"}) {
            QVERIFY2(back.headerValue(key), key);
            QCOMPARE(*back.headerValue(key), *rec.headerValue(key));
        }
    }
};

QTEST_APPLESS_MAIN(TestRecordTree)
#include "tst_recordtree.moc"
