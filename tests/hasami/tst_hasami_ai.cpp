// The hasami-family AI through the GameAi interface: legal answers in every game, the
// deterministic mode, the stop flag, and level 10 keeping its men out of one-move captures.
#include "hasamitest.h"
#include "game/catalog.h"

#include "game/gameai.h"
#include "hasami/ai/hasamiai.h"
#include "hasami/ai/levels.h"
#include "hasami/ai/search.h"
#include "hasami/hasamirules.h"
#include "hasami/position.h"

#include <algorithm>
#include <random>

using namespace hasamitest;

namespace {

bool canCapture(const GameRules& rules)
{
    for (const BoardMove& m : rules.legalMoves())
        if (!rules.capturesOf(m).empty()) return true;
    return false;
}

// Whether some move of the side to move leaves the opponent without a capturing reply.
bool threatCanBeAvoided(const GameRules& rules)
{
    for (const BoardMove& m : rules.legalMoves()) {
        auto after = rules.clone();
        after->play(m);
        if (after->outcome() || !canCapture(*after)) return true;
    }
    return false;
}

// The most men that one move of the side to move captures.
size_t mostCaptured(const GameRules& rules)
{
    size_t most = 0;
    for (const BoardMove& m : rules.legalMoves()) most = std::max(most, rules.capturesOf(m).size());
    return most;
}

// Whether every capture the side to move could make is answered at once by a capture of as
// many men.
bool everyCaptureRegained(const GameRules& rules)
{
    for (const BoardMove& m : rules.legalMoves()) {
        const size_t taken = rules.capturesOf(m).size();
        if (taken == 0) continue;
        auto after = rules.clone();
        after->play(m);
        if (after->outcome() || mostCaptured(*after) < taken) return false;
    }
    return true;
}

constexpr int ThreatenedPositionsPerGame = 5;

AiLimits deterministic(int level, int64_t nodes = 0)
{
    AiLimits limits;
    limits.level = level;
    limits.nodes = nodes;
    limits.deterministic = true;
    limits.seed = 7;
    return limits;
}

// Positions from random play where the side to move cannot capture, is threatened with a
// capture, and can avoid every capture with the right move.
std::vector<std::unique_ptr<GameRules>> threatenedPositions(GameKind kind, int wanted)
{
    std::vector<std::unique_ptr<GameRules>> found;
    std::mt19937 random(12345);
    for (int game = 0; game < 200 && int(found.size()) < wanted; ++game) {
        auto rules = createRules({kind, "", "", 0});
        for (int ply = 0; ply < 40 && !rules->outcome(); ++ply) {
            auto moves = rules->legalMoves();
            rules->play(moves[random() % moves.size()]);
            if (ply < 6 || rules->outcome() || canCapture(*rules)) continue;
            // A threat: the opponent could capture if it were its turn. Test it by passing
            // the turn through the position text.
            std::string text = rules->positionText();
            const size_t side = text.find(' ') + 1;
            text[side] = text[side] == 'b' ? 'w' : 'b';
            auto passed = createRules({kind, "", text, 0});
            if (passed && !passed->outcome() && canCapture(*passed) && threatCanBeAvoided(*rules)) {
                found.push_back(createRules({kind, "", rules->positionText(), 0}));
                break;
            }
        }
    }
    return found;
}

} // namespace

class TestHasamiAi : public QObject {
    Q_OBJECT

private slots:
    void factoryCoversEveryHasamiGame()
    {
        for (GameKind kind : {GameKind::Hasami, GameKind::DaiHasami, GameKind::MakYek})
            QVERIFY(createGameAi(kind));
    }

    void everyLevelAnswersALegalMove()
    {
        std::atomic<bool> stop{false};
        for (GameKind kind : {GameKind::Hasami, GameKind::DaiHasami, GameKind::MakYek}) {
            auto rules = createRules({kind, "", "", 0});
            auto ai = createGameAi(kind);
            for (int level = 1; level <= 10; ++level) {
                BoardMove m = ai->think(*rules, deterministic(level, 3000), stop);
                QCOMPARE(rules->refusal(m), MoveRefusal::None);
            }
        }
    }

    // Every level looks at least as deep and as far, keeps the knowledge of the level below,
    // and improves on it somewhere; it errs more only where it looks deeper or gains the
    // threats knowledge.
    void levelsGrowStronger()
    {
        for (int level = 2; level <= 10; ++level) {
            const hasami::LevelSettings below = hasami::levelSettings(level - 1);
            const hasami::LevelSettings s = hasami::levelSettings(level);
            QVERIFY(s.depth >= below.depth);
            QVERIFY(s.threats >= below.threats);
            const bool gainsSight = s.depth > below.depth || (s.threats && !below.threats);
            for (GameKind kind : {GameKind::Hasami, GameKind::DaiHasami, GameKind::MakYek}) {
                QVERIFY(s.nullMove.of(kind) >= below.nullMove.of(kind));
                QVERIFY(s.safety.of(kind) != hasami::ManSafety::Any
                    || below.safety.of(kind) == hasami::ManSafety::Any);
                const int noise = s.noise.of(kind);
                const int noiseBelow = below.noise.of(kind);
                QVERIFY(noise <= noiseBelow || gainsSight);
                QVERIFY(s.nodes.of(kind) >= below.nodes.of(kind));
                QVERIFY(
                    gainsSight || s.nodes.of(kind) > below.nodes.of(kind) || noise < noiseBelow);
            }
        }
    }

    void deterministicModeRepeatsItself()
    {
        std::atomic<bool> stop{false};
        auto rules = createRules({GameKind::DaiHasami, "", "", 0});
        hasami::HasamiAi first;
        hasami::HasamiAi second;
        for (int level : {1, 3, 6}) {
            BoardMove a = first.think(*rules, deterministic(level, 20000), stop);
            BoardMove b = second.think(*rules, deterministic(level, 20000), stop);
            QCOMPARE(a, b);
        }
    }

    void stopFlagEndsTheSearchAtOnce()
    {
        std::atomic<bool> stop{true};
        auto rules = createRules({GameKind::Hasami, "", "", 0});
        hasami::HasamiAi ai;
        AiLimits limits;
        limits.level = 10;
        BoardMove m = ai.think(*rules, limits, stop);
        QCOMPARE(rules->refusal(m), MoveRefusal::None);
        QVERIFY(ai.lastResult().nodes <= 2048); // stopped at its first look at the flag
    }

    // The search's shortcuts (mobility counted along lines, captures found without copying
    // the board) agree with generating and playing the moves, in every variant.
    void searchShortcutsAgreeWithPlay()
    {
        std::mt19937 random(99);
        for (const hasami::HasamiVariant& variant : hasami::allVariants()) {
            hasami::Position pos(variant);
            for (int ply = 0; ply < 60 && !pos.outcome(); ++ply) {
                std::array<int, ColorNb> counted = hasami::countSteps(pos.board(), variant);
                for (Color c : {Black, White}) {
                    hasami::StepList steps;
                    hasami::generateSteps(pos.board(), variant, c, steps);
                    QCOMPARE(counted[c], int(steps.size()));
                }
                hasami::StepList steps;
                pos.generate(steps);
                hasami::StepList candidates;
                hasami::generateCaptureCandidates(
                    pos.board(), variant, pos.sideToMove(), candidates);
                for (hasami::Step step : steps) {
                    const int expected = hasami::captureCount(
                        pos.board(), variant, step.from, step.to, pos.sideToMove());
                    pos.doMove(step);
                    QCOMPARE(int(pos.lastCaptures().size()), expected);
                    pos.undoMove();
                    if (expected > 0) QVERIFY(candidates.contains(step));
                }
                for (hasami::Step step : candidates) QVERIFY(steps.contains(step));
                pos.doMove(steps[random() % steps.size()]);
            }
        }
    }

    void takesAnOfferedCapture()
    {
        std::atomic<bool> stop{false};
        auto rules = classic("6e 4i 9i", "5e 9a 1a");
        BoardMove m = createGameAi(GameKind::Hasami)->think(*rules, deterministic(3), stop);
        QCOMPARE(rules->moveText(m), std::string("4i4e"));
    }

    // Null-move pruning must not hide a capture: the pass is searched shallower, but the real
    // moves still decide when the pass does not hold.
    void nullMoveSearchStillTakesACapture()
    {
        std::atomic<bool> stop{false};
        auto rules = classic("6e 4i 9i", "5e 9a 1a");
        hasami::Position position = dynamic_cast<const hasami::HasamiRules&>(*rules).position();
        hasami::SearchLimits limits;
        limits.depth = 6;
        limits.nullMove = true;
        hasami::Searcher searcher;
        const hasami::Step best = searcher.search(position, limits, stop).best;
        QCOMPARE(rules->moveText(dynamic_cast<const hasami::HasamiRules&>(*rules).toMove(best)),
            std::string("4i4e"));
    }

    // A pass (the search's null move) hands the move over without touching the men and is
    // undone exactly; no repetition is counted across it.
    void passIsUndoneExactly()
    {
        hasami::Position position(*hasami::findVariant(GameKind::Hasami, ""));
        hasami::StepList steps;
        position.generate(steps);
        position.doMove(steps[0]);
        const uint64_t key = position.key();
        const Color side = position.sideToMove();
        position.doNullMove();
        QCOMPARE(position.sideToMove(), ~side);
        QVERIFY(position.key() != key);
        QCOMPARE(position.repetitions(), 1);
        QVERIFY(!position.outcome());
        position.undoNullMove();
        QCOMPARE(position.key(), key);
        QCOMPARE(position.sideToMove(), side);
        QCOMPARE(position.ply(), 1);
    }

    void completesAFive()
    {
        std::atomic<bool> stop{false};
        auto rules
            = rulesWith(GameKind::DaiHasami, "dai", "1e 2e 3e 4e 5g 9i 8i", "9a 8a 7a 6a 5a 4a");
        BoardMove m = createGameAi(GameKind::DaiHasami)->think(*rules, deterministic(5), stop);
        rules->play(m);
        QCOMPARE(rules->outcome(), (Outcome{Black, EndReason::FiveInRow}));
    }

    // White threatens a five at 3e (3a3e). Black's only block, 3g3e, leaves 2g to be taken
    // (3i3g): every safe move loses the game, so level 10 gives the man instead.
    void levelTenGivesAManRatherThanTheGame()
    {
        std::atomic<bool> stop{false};
        auto rules = rulesWith(GameKind::DaiHasami, "dai", "3g 2g 9i 8i", "1e 2e 4e 5e 3a 1g 3i");
        auto ai = createGameAi(GameKind::DaiHasami);
        BoardMove m = ai->think(*rules, deterministic(10, 50000), stop);
        QCOMPARE(rules->moveText(m), std::string("3g3e"));
    }

    // White went 2a2e and back while black went 7e7d and back. Repeating 2a2e is what a
    // search that scores every draw as zero chooses here; level 10 counts a draw against
    // itself and plays another move.
    void levelTenPlaysOnRatherThanRepeat()
    {
        const std::string start = "2ww1www1/8w/9/9/2b6/4b4/6b2/w3b4/1w1bb2bb w 1 1";
        auto rules = createRules({GameKind::Hasami, "", start, 0});
        QVERIFY(rules);
        for (const char* text : {"2a2e", "7e7d", "2e2a", "7d7e"})
            QVERIFY(rules->play(move(*rules, text)));
        std::atomic<bool> stop{false};

        hasami::Position position = dynamic_cast<const hasami::HasamiRules&>(*rules).position();
        hasami::SearchLimits drawIsZero;
        drawIsZero.depth = 64;
        drawIsZero.nodes = 20000;
        hasami::Searcher searcher;
        const hasami::Step repeated = searcher.search(position, drawIsZero, stop).best;
        QCOMPARE(rules->moveText(dynamic_cast<const hasami::HasamiRules&>(*rules).toMove(repeated)),
            std::string("2a2e"));

        BoardMove m = createGameAi(GameKind::Hasami)->think(*rules, deterministic(10, 20000), stop);
        QVERIFY(rules->moveText(m) != "2a2e");
    }

    // Mak-yek: black offers the man on 4g at 4e, where white takes it by moving 3b3e; the man on
    // 4h then steps between 5e and 3e and takes both by intervention.
    void anExchangeIsNotALoss()
    {
        auto offer = [](const std::string& board) {
            auto rules = createRules({GameKind::MakYek, "", board + " b 0 0", 0});
            const auto& hasamiRules = dynamic_cast<const hasami::HasamiRules&>(*rules);
            hasami::Position position = hasamiRules.position();
            const hasami::Step step = hasamiRules.toStep(move(*rules, "4g4e"));
            return std::pair{hasami::exposesMen(position, step, hasami::ManSafety::NoMan),
                hasami::exposesMen(position, step, hasami::ManSafety::NoLoss)};
        };
        QCOMPARE(offer("8/5w2/8/8/3w4/8/4b3/4b3"), std::pair(true, false));
        // Without the man on 4h nothing is taken back: a loss under either rule.
        QCOMPARE(offer("8/5w2/8/8/3w4/8/4b3/8"), std::pair(true, true));
    }

    void levelTenAvoidsOneMoveCaptures()
    {
        std::atomic<bool> stop{false};
        for (GameKind kind : {GameKind::Hasami, GameKind::DaiHasami, GameKind::MakYek}) {
            auto positions = threatenedPositions(kind, ThreatenedPositionsPerGame);
            QCOMPARE(int(positions.size()), ThreatenedPositionsPerGame);
            for (auto& rules : positions) {
                const std::string before = rules->positionText();
                // Level 10's settings with a smaller node budget, to keep the test quick.
                BoardMove m = createGameAi(kind)->think(*rules, deterministic(10, 20000), stop);
                rules->play(m);
                const std::string where = before + " then " + rules->moveText(m);
                const bool exchangesAllowed
                    = hasami::levelSettings(10).safety.of(kind) == hasami::ManSafety::NoLoss;
                const bool safe
                    = exchangesAllowed ? everyCaptureRegained(*rules) : !canCapture(*rules);
                QVERIFY2(rules->outcome() || safe, where.c_str());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestHasamiAi)
#include "tst_hasami_ai.moc"
