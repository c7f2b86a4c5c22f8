// A small neural network that corrects the static evaluation (evaluate.h): trained on the
// scores a stronger engine gives positions (docs/NETWORK.md), it adds what the hand-written
// terms miss. Two perspectives of the same inputs, as NNUE engines have: each side sees the
// board from its own side (its king's surroundings, its pieces in hand), the same first layer
// turns each into an accumulator, and two small layers turn both into centipawns.
#pragma once

#include "ai/score.h"
#include "rules/move.h"
#include "rules/types.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace shogiban {
class Position;
}

namespace shogiban::ai {

namespace network {

// The inputs, for the side whose perspective it is ("own") and its opponent, squares seen
// from that side (rotated for gote, so that both see their camp at the bottom):
//   each piece but the kings on its square, by owner and kind (13 kinds)
//   each piece in hand, one input per piece held (the first pawn, the second pawn, ...)
//   each king's square
//   each piece but the kings within two squares of each king, by owner, kind and offset
constexpr int KindNb = 13;
constexpr int HandSlotNb = 38; // 18 pawns, 4 lances, knights, silvers and golds, 2 bishops, rooks
constexpr int PieceSquareBase = 0;
constexpr int HandBase = PieceSquareBase + 2 * KindNb * SquareNb;
constexpr int KingSquareBase = HandBase + 2 * HandSlotNb;
constexpr int NearKingBase = KingSquareBase + 2 * SquareNb;
constexpr int NearKingNb = 2 * KindNb * 25; // per king
constexpr int FeatureNb = NearKingBase + 2 * NearKingNb;
// A network with king buckets has these inputs too: each piece but the kings on its square,
// by owner and kind, once more for each region of the board its own king may stand in (the
// perspective's king: three files by three ranks, its camp's last two ranks apart). The
// inputs above are shared by all regions, so these learn only what a castle changes.
constexpr int KingBucketNb = 9;
constexpr int BucketBase = FeatureNb;
constexpr int BucketedFeatureNb = BucketBase + KingBucketNb * 2 * KindNb * SquareNb;
static_assert(BucketedFeatureNb <= 65536, "inputs are numbered in 16 bits");

// The active inputs of the position from side `perspective`'s point of view, appended to
// `out`. `mirror` swaps the files (1 <-> 9), which the rules ignore: training sees every
// position twice. `kingBuckets`: with the bucketed inputs too.
void activeFeatures(const Position& pos, Color perspective, bool mirror, std::vector<uint16_t>& out,
    bool kingBuckets = false);

// What a move changes among the inputs of each side's view, read from the position before
// it: the inputs that switch off and on. A king's move changes the inputs near it: most
// moves change a few, a king's move at most about fifty. With king buckets, a king's move to
// another region changes all of its side's bucketed inputs: that side's view is then computed
// afresh from the position after the move (`refresh`) and lists no changes.
struct MoveChanges {
    static constexpr int Max = 96;
    uint16_t removed[ColorNb][Max];
    uint16_t added[ColorNb][Max];
    uint8_t removedNb[ColorNb] = {0, 0};
    uint8_t addedNb[ColorNb] = {0, 0};
    bool refresh[ColorNb] = {false, false};
};
MoveChanges changesOf(const Position& pos, Move m, bool kingBuckets = false);

} // namespace network

// The layers' sizes are multiples of this (a vector's width of floats).
constexpr size_t LayerStep = 8;
constexpr size_t MaxLayer = 1024; // the hidden layer's

// The sizes of the layers.
struct NetworkShape {
    int accumulator = 64; // per perspective
    int hidden = 32;
    bool kingBuckets = false; // the inputs: network::FeatureNb, or BucketedFeatureNb with buckets
    int inputs() const { return kingBuckets ? network::BucketedFeatureNb : network::FeatureNb; }
    bool operator==(const NetworkShape&) const = default;
};

// The first layer's sums of a position from each side's view (by colour), before clipping.
constexpr size_t MaxAccumulator = 256; // the first layer's size at most
struct Accumulator {
    alignas(32) float values[ColorNb][MaxAccumulator];
};

// Weights in float, layer by layer; outputs in pawns (a hundred centipawns).
struct Network {
    NetworkShape shape;
    std::vector<float> inputWeights; // features x accumulator
    std::vector<float> inputBias; // accumulator
    std::vector<float> hiddenWeights; // (2 x accumulator) x hidden: own perspective's inputs first
    std::vector<float> hiddenBias; // hidden
    std::vector<float> outputWeights; // hidden
    float outputBias = 0;

    // Zero weights of the shape (which correct nothing).
    static Network zero(NetworkShape shape = {});
    // The same network with king buckets, their inputs' weights zero: it judges every position
    // as this one does until trained further.
    Network withKingBuckets() const;

    // The correction for the side to move, in centipawns.
    Value correction(const Position& pos) const;
    // The same in steps, as the search uses it: the accumulators of a position computed
    // afresh, or from those of the position before a move and what the move changed; then
    // the correction from them.
    void refresh(const Position& pos, Accumulator& acc) const;
    void refresh(const Position& pos, Color perspective, Accumulator& acc) const;
    void update(Color perspective, const network::MoveChanges& changes, const Accumulator& before,
        Accumulator& after) const;
    Value correction(const Accumulator& acc, Color sideToMove) const;
    // The output in pawns from the two perspectives' active inputs (the side to move's first).
    float forward(std::span<const uint16_t> own, std::span<const uint16_t> other) const;

private:
    float head(const float* clippedAccumulators) const;
};

struct NetworkLoad {
    std::optional<Network> network;
    std::string error; // when there is none: what is wrong
};

// The binary format (docs/NETWORK.md): "SBNN", version, the number of inputs (with king
// buckets or without), the two layers' sizes, the weights as little-endian floats, and an
// FNV-1a checksum of everything before it.
NetworkLoad parseNetwork(std::span<const unsigned char> bytes);
NetworkLoad loadNetworkFile(const std::string& path);
std::vector<unsigned char> serializeNetwork(const Network& net);
// Writes the file whole or not at all (a temporary file renamed over it); false on failure.
bool saveNetworkFile(const Network& net, const std::string& path, std::string& error);

// The network the search uses, or null for none: the built-in one unless replaced. Were the
// built-in one unreadable, the program says so on stderr once and plays without it.
const Network* networkInUse();
// Replaces it (call only while no search runs). An empty path restores the built-in one;
// "none" plays without a network. On failure (an error in the result) the built-in one stays
// and the message says why.
NetworkLoad useNetworkFile(const std::string& path);

// How much of the network's correction the search adds, in percent: the built-in network
// plays best with half of it (docs/NETWORK.md), its corrections being too bold.
constexpr int DefaultNetworkWeight = 50;
constexpr int MaxNetworkWeight = 200;
int networkWeight();
void setNetworkWeight(int percent); // clamped to 0..MaxNetworkWeight; only between searches

} // namespace shogiban::ai
