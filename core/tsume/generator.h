// Makes tsume problems from random mating nets: a gote king near its edge with a few defenders
// around it, a few sente pieces near it and in hand, the rest of the set in gote's hand (as in
// every tsume problem). A position the solver mates in is then changed a piece at a time (moved,
// added, removed, turned over, taken into hand), keeping a change when the mate stays and is at
// least as long, so that the mates grow longer. Each mate met on the way of a wanted length is
// stripped of the attacker's pieces it does not need and kept when verify() finds it sound.
#pragma once

#include "mate/matesolver.h"
#include "rules/setupposition.h"
#include "tsume/verify.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <unordered_set>

namespace shogiban::tsume {

struct GeneratorOptions {
    uint64_t seed = 1;
    uint64_t nodesPerQuestion = 100'000; // each question to the solver; beyond it: not proven
    uint64_t climbNodes = 15'000; // solving each changed position on the climb
    int climbSteps = 40; // changes tried without a longer mate before a climb ends
    int maxPlies = 9; // longer mates are not climbed to
};

// Where the generator's work went, per length: how often the climb stood on a mate of it, how
// many mates were offered as problems, and what became of them; and the processor time of the
// climb's solving, the stripping and the verification.
struct GeneratorStats {
    struct Length {
        uint64_t climbed = 0; // climb steps that kept (or started at) a mate of this length
        uint64_t unsolved = 0; // changes from this length the climb's budget left unanswered
        uint64_t offered = 0;
        std::map<Flaw, uint64_t> verdicts; // of the offered problems (Flaw::None: sound)
    };
    std::map<int, Length> lengths;
    double climbSeconds = 0;
    double strippingSeconds = 0;
    double verifyingSeconds = 0;
};

class Generator {
public:
    Generator(const GeneratorOptions& options, mate::MateSolver& solver);

    // Whether problems of a length are still wanted; and what to do with one found (its
    // position and verdict).
    using Wanted = std::function<bool(int plies)>;
    using Found = std::function<void(const Position& pos, const Verdict& verdict)>;

    // One start position and the climb from it.
    void attempt(const Wanted& wanted, const Found& found);

    uint64_t positionsSolved() const { return m_solved; }
    const GeneratorStats& stats() const { return m_stats; }

private:
    std::optional<SetupPosition> randomStart();
    std::optional<SetupPosition> changed(const SetupPosition& from);
    // The mate's length (tsume counting, no useless interpositions on the line), if any.
    // nullopt also when the climb's budget ran out (then `unsolved` is set).
    std::optional<int> mateLength(const Position& pos, bool* unsolved = nullptr);
    // Without every attacker's piece the mate within plies does not need.
    Position stripped(Position pos, int plies);

    int uniform(int low, int high); // inclusive
    PieceType pick(std::initializer_list<std::pair<PieceType, int>> weighted);
    std::optional<Square> emptySquareNear(const SetupPosition& setup, Square centre, int distance);
    bool place(SetupPosition& setup, Color owner, PieceType type, int distance);

    GeneratorOptions m_options;
    mate::MateSolver& m_solver;
    // Verifies each problem with a fresh table, as tsume-check does: a problem is kept only when
    // a solver that knows nothing of the climb before it proves it.
    mate::MateSolver m_checker;
    std::mt19937_64 m_rng;
    uint64_t m_solved = 0;
    GeneratorStats m_stats;
    // The positions offered (each is stripped once) and the problems verified (each once).
    std::unordered_set<Key> m_offered;
    std::unordered_set<Key> m_verified;
};

// The gote king's square in a setup (NoSquare: none).
Square defenderKing(const SetupPosition& setup);

} // namespace shogiban::tsume
