#include "ai/network.h"

#include "platform/cpu.h"
#include "platform/files.h"
#include "rules/position.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

namespace shogiban::ai {

// resources/eval/network.bin, embedded by the build (core/CMakeLists.txt).
extern const unsigned char NetworkBuiltInBytes[];
extern const unsigned long long NetworkBuiltInSize;

namespace network {

namespace {

// Where each hand kind's slots begin (by PieceType; pawns 18, bishops and rooks 2, others 4).
constexpr int HandSlotStart[HandTypeNb] = {0, 0, 18, 22, 26, 34, 36, 30};

constexpr int kindIndex(PieceType t)
{
    return t < King ? t - 1 : t - 2;
}

struct Seen {
    int file, rank;
};

Seen seenFrom(Color perspective, bool mirror, Square s)
{
    int f = fileOf(s), r = rankOf(s);
    if (perspective == White) f = 8 - f, r = 8 - r;
    if (mirror) f = 8 - f;
    return {f, r};
}

// The region of the board a king stands in, as its own side sees it: three groups of files
// by its camp's last rank, the rank before it, and the rest of the board.
int kingBucket(Seen king)
{
    const int ranks = king.rank == 8 ? 0 : king.rank == 7 ? 1 : 2;
    return ranks * 3 + king.file / 3;
}

// Both kings as `perspective` sees them, its own first (none where a tsume has no king), and
// the bucket of its own king where the network has king buckets (none: -1).
struct Kings {
    std::optional<Seen> at[2];
    int bucket = -1;
};

Kings kingsSeen(const Position& pos, Color perspective, bool mirror, bool kingBuckets)
{
    Kings kings;
    for (int k = 0; k < 2; ++k)
        if (const Square s = pos.kingSquare(k == 0 ? perspective : ~perspective); s != NoSquare)
            kings.at[k] = seenFrom(perspective, mirror, s);
    if (kingBuckets && kings.at[0]) kings.bucket = kingBucket(*kings.at[0]);
    return kings;
}

// Calls add(input) for each input that `piece` (not a king) on `s` shows.
template <typename Add>
void forPiece(Color perspective, bool mirror, const Kings& kings, Piece piece, Square s, Add&& add)
{
    const int kind = (colorOf(piece) == perspective ? 0 : KindNb) + kindIndex(typeOf(piece));
    const Seen at = seenFrom(perspective, mirror, s);
    add(PieceSquareBase + kind * SquareNb + at.file * 9 + at.rank);
    if (kings.bucket >= 0)
        add(BucketBase + (kings.bucket * 2 * KindNb + kind) * SquareNb + at.file * 9 + at.rank);
    for (int k = 0; k < 2; ++k) {
        if (!kings.at[k]) continue;
        const int df = at.file - kings.at[k]->file, dr = at.rank - kings.at[k]->rank;
        if (std::abs(df) <= 2 && std::abs(dr) <= 2)
            add(NearKingBase + k * NearKingNb + kind * 25 + (dr + 2) * 5 + df + 2);
    }
}

int handInput(Color perspective, Color owner, int slot)
{
    return HandBase + (owner == perspective ? 0 : HandSlotNb) + slot;
}

template <typename Add>
void forEachInput(const Position& pos, Color perspective, bool mirror, bool kingBuckets, Add&& add)
{
    const Kings kings = kingsSeen(pos, perspective, mirror, kingBuckets);
    for (int k = 0; k < 2; ++k)
        if (kings.at[k]) add(KingSquareBase + k * SquareNb + kings.at[k]->file * 9 + kings.at[k]->rank);
    for (Color c : {Black, White}) {
        for (Square s : pos.pieces(c)) {
            const Piece piece = pos.pieceOn(s);
            if (typeOf(piece) != King) forPiece(perspective, mirror, kings, piece, s, add);
        }
        const Hand hand = pos.hand(c);
        for (PieceType t : Hand::Kinds)
            for (int i = 0; i < hand.count(t); ++i) add(handInput(perspective, c, HandSlotStart[t] + i));
    }
}

} // namespace

void activeFeatures(const Position& pos, Color perspective, bool mirror, std::vector<uint16_t>& out,
    bool kingBuckets)
{
    forEachInput(pos, perspective, mirror, kingBuckets, [&out](int f) { out.push_back(uint16_t(f)); });
}

namespace {

bool near(Seen a, Seen b)
{
    return std::abs(a.file - b.file) <= 2 && std::abs(a.rank - b.rank) <= 2;
}

int nearKingInput(int king, int kind, Seen piece, Seen kingAt)
{
    return NearKingBase + king * NearKingNb + kind * 25 + (piece.rank - kingAt.rank + 2) * 5
        + piece.file - kingAt.file + 2;
}

// A king's move as side `perspective` sees it: the king's square, the inputs of the pieces
// near its old and new squares, and what it captures; or, where its own king moves to
// another bucket, nothing but the need to compute its view afresh.
void kingMoveChanges(const Position& pos, Move m, Color perspective, bool kingBuckets, MoveChanges& c)
{
    const auto remove = [&](int f) { c.removed[perspective][c.removedNb[perspective]++] = uint16_t(f); };
    const auto add = [&](int f) { c.added[perspective][c.addedNb[perspective]++] = uint16_t(f); };
    const Color mover = pos.sideToMove();
    const int king = mover == perspective ? 0 : 1;
    const Seen from = seenFrom(perspective, false, m.from()), to = seenFrom(perspective, false, m.to());
    if (kingBuckets && king == 0 && kingBucket(from) != kingBucket(to)) {
        c.refresh[perspective] = true;
        return;
    }
    remove(KingSquareBase + king * SquareNb + from.file * 9 + from.rank);
    add(KingSquareBase + king * SquareNb + to.file * 9 + to.rank);
    for (Square s : pos.pieces()) {
        const Piece piece = pos.pieceOn(s);
        if (typeOf(piece) == King || s == m.to()) continue;
        const int kind = (colorOf(piece) == perspective ? 0 : KindNb) + kindIndex(typeOf(piece));
        const Seen at = seenFrom(perspective, false, s);
        if (near(at, from)) remove(nearKingInput(king, kind, at, from));
        if (near(at, to)) add(nearKingInput(king, kind, at, to));
    }
    if (const Piece captured = pos.pieceOn(m.to()); captured != NoPiece) {
        forPiece(perspective, false, kingsSeen(pos, perspective, false, kingBuckets), captured, m.to(),
            remove);
        const PieceType t = unpromoted(typeOf(captured));
        add(handInput(perspective, mover, HandSlotStart[t] + pos.hand(mover).count(t)));
    }
}

} // namespace

MoveChanges changesOf(const Position& pos, Move m, bool kingBuckets)
{
    MoveChanges c;
    const Color us = pos.sideToMove();
    if (!m.isDrop() && typeOf(pos.pieceOn(m.from())) == King) {
        for (Color p : {Black, White}) kingMoveChanges(pos, m, p, kingBuckets, c);
        return c;
    }
    for (Color p : {Black, White}) {
        const auto remove = [&](int f) { c.removed[p][c.removedNb[p]++] = uint16_t(f); };
        const auto add = [&](int f) { c.added[p][c.addedNb[p]++] = uint16_t(f); };
        // No king moves: the same after the move.
        const Kings kings = kingsSeen(pos, p, false, kingBuckets);
        if (m.isDrop()) {
            const PieceType t = m.droppedType();
            forPiece(p, false, kings, makePiece(us, t), m.to(), add);
            remove(handInput(p, us, HandSlotStart[t] + pos.hand(us).count(t) - 1));
            continue;
        }
        const Piece moved = pos.pieceOn(m.from());
        forPiece(p, false, kings, moved, m.from(), remove);
        forPiece(p, false, kings, m.isPromotion() ? makePiece(us, promoted(typeOf(moved))) : moved,
            m.to(), add);
        if (const Piece captured = pos.pieceOn(m.to()); captured != NoPiece) {
            const PieceType t = unpromoted(typeOf(captured));
            forPiece(p, false, kings, captured, m.to(), remove);
            add(handInput(p, us, HandSlotStart[t] + pos.hand(us).count(t)));
        }
    }
    return c;
}

} // namespace network

namespace {

// LayerStep floats as one value (GCC's and Clang's vector extension): one instruction for
// each operation where the CPU has vectors that wide, two or four elsewhere.
using Floats = float __attribute__((vector_size(LayerStep * sizeof(float))));

// hidden[k] = bias[k] + sum over j < inputs of x[j] * weights[j * stride + k], for k below
// Vectors * LayerStep: the sums stay in registers over all the inputs.
template <size_t Vectors>
[[gnu::always_inline]] inline void hiddenBlock(const float* x, size_t inputs, const float* weights,
    size_t stride, const float* bias, float* hidden)
{
    Floats sums[Vectors];
    std::memcpy(sums, bias, sizeof sums);
    for (size_t j = 0; j < inputs; ++j) {
        const Floats input = Floats{} + x[j];
        for (size_t k = 0; k < Vectors; ++k) {
            Floats w;
            std::memcpy(&w, weights + j * stride + k * LayerStep, sizeof w);
            sums[k] += w * input;
        }
    }
    std::memcpy(hidden, sums, sizeof sums);
}

// dst[i] += src[i] (Sign 1) or -= src[i] (Sign -1) for i < n, n a multiple of LayerStep.
template <int Sign> [[gnu::always_inline]] inline void accumulate(float* dst, const float* src, size_t n)
{
    for (size_t i = 0; i < n; i += LayerStep) {
        Floats d, v;
        std::memcpy(&d, dst + i, sizeof d);
        std::memcpy(&v, src + i, sizeof v);
        if constexpr (Sign > 0) d += v;
        else d -= v;
        std::memcpy(dst + i, &d, sizeof d);
    }
}

} // namespace

Network Network::zero(NetworkShape shape)
{
    Network n;
    n.shape = shape;
    n.inputWeights.assign(size_t(shape.inputs()) * size_t(shape.accumulator), 0.0f);
    n.inputBias.assign(size_t(shape.accumulator), 0.0f);
    n.hiddenWeights.assign(size_t(shape.hidden) * size_t(2 * shape.accumulator), 0.0f);
    n.hiddenBias.assign(size_t(shape.hidden), 0.0f);
    n.outputWeights.assign(size_t(shape.hidden), 0.0f);
    return n;
}

Network Network::withKingBuckets() const
{
    Network n = *this;
    n.shape.kingBuckets = true;
    n.inputWeights.resize(size_t(n.shape.inputs()) * size_t(shape.accumulator), 0.0f);
    return n;
}

// The layers after the first, from both accumulators clipped (the side to move's first).
SHOGIBAN_AVX2_CLONES float Network::head(const float* x) const
{
    // The hidden layer four vectors of units at a time, over all the inputs: the clipped
    // zeros (about half) too, as a branch to skip them mispredicts too often to pay.
    const size_t a = size_t(shape.accumulator), h = size_t(shape.hidden);
    alignas(32) float hidden[MaxLayer];
    for (size_t block = 0; block < h; block += 4 * LayerStep) {
        const float* weights = hiddenWeights.data() + block;
        const float* bias = hiddenBias.data() + block;
        switch (std::min<size_t>(4, (h - block) / LayerStep)) {
        case 4: hiddenBlock<4>(x, 2 * a, weights, h, bias, hidden + block); break;
        case 3: hiddenBlock<3>(x, 2 * a, weights, h, bias, hidden + block); break;
        case 2: hiddenBlock<2>(x, 2 * a, weights, h, bias, hidden + block); break;
        default: hiddenBlock<1>(x, 2 * a, weights, h, bias, hidden + block); break;
        }
    }
    float out = outputBias;
    for (size_t i = 0; i < h; ++i) out += outputWeights[i] * std::clamp(hidden[i], 0.0f, 1.0f);
    return out;
}

SHOGIBAN_AVX2_CLONES float Network::forward(
    std::span<const uint16_t> own, std::span<const uint16_t> other) const
{
    const size_t a = size_t(shape.accumulator);
    alignas(32) float x[2 * MaxAccumulator];
    for (int side = 0; side < 2; ++side) {
        float* acc = x + size_t(side) * a;
        std::copy(inputBias.begin(), inputBias.end(), acc);
        for (uint16_t f : side == 0 ? own : other) accumulate<1>(acc, inputWeights.data() + size_t(f) * a, a);
        for (size_t j = 0; j < a; ++j) acc[j] = std::clamp(acc[j], 0.0f, 1.0f);
    }
    return head(x);
}

Value Network::correction(const Position& pos) const
{
    thread_local Accumulator acc;
    refresh(pos, acc);
    return correction(acc, pos.sideToMove());
}

void Network::refresh(const Position& pos, Accumulator& acc) const
{
    for (Color c : {Black, White}) refresh(pos, c, acc);
}

SHOGIBAN_AVX2_CLONES void Network::refresh(const Position& pos, Color perspective, Accumulator& acc) const
{
    const size_t a = size_t(shape.accumulator);
    float* values = acc.values[perspective];
    std::copy(inputBias.begin(), inputBias.end(), values);
    network::forEachInput(pos, perspective, false, shape.kingBuckets,
        [&](int f) { accumulate<1>(values, inputWeights.data() + size_t(f) * a, a); });
}

SHOGIBAN_AVX2_CLONES void Network::update(Color perspective, const network::MoveChanges& changes,
    const Accumulator& before, Accumulator& after) const
{
    const size_t a = size_t(shape.accumulator);
    const Color c = perspective;
    float* values = after.values[c];
    std::copy(before.values[c], before.values[c] + a, values);
    for (int i = 0; i < changes.removedNb[c]; ++i)
        accumulate<-1>(values, inputWeights.data() + size_t(changes.removed[c][i]) * a, a);
    for (int i = 0; i < changes.addedNb[c]; ++i)
        accumulate<1>(values, inputWeights.data() + size_t(changes.added[c][i]) * a, a);
}

SHOGIBAN_AVX2_CLONES Value Network::correction(const Accumulator& acc, Color sideToMove) const
{
    const size_t a = size_t(shape.accumulator);
    alignas(32) float x[2 * MaxAccumulator];
    for (size_t j = 0; j < a; ++j) {
        x[j] = std::clamp(acc.values[sideToMove][j], 0.0f, 1.0f);
        x[a + j] = std::clamp(acc.values[~sideToMove][j], 0.0f, 1.0f);
    }
    return Value(std::lround(100.0f * head(x)));
}

namespace {

constexpr char Magic[4] = {'S', 'B', 'N', 'N'};
constexpr uint32_t Version = 1;
constexpr size_t HeaderSize = 4 + 4 * 4; // magic, version, features, accumulator, hidden
static_assert(MaxLayer % LayerStep == 0 && MaxAccumulator % LayerStep == 0);
// No trained weight comes near this: a larger one is a damaged file.
constexpr float MaxWeight = 1000.0f;

uint32_t fnv1a(std::span<const unsigned char> bytes)
{
    uint32_t h = 2166136261u;
    for (unsigned char b : bytes) h = (h ^ b) * 16777619u;
    return h;
}

uint32_t readU32(const unsigned char* p)
{
    return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}

void writeU32(std::vector<unsigned char>& out, uint32_t v)
{
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<unsigned char>(v >> (8 * i)));
}

// The arrays in the order the file holds them.
template <typename Net> auto arrays(Net& n)
{
    return std::array{&n.inputWeights, &n.inputBias, &n.hiddenWeights, &n.hiddenBias,
        &n.outputWeights};
}

} // namespace

NetworkLoad parseNetwork(std::span<const unsigned char> bytes)
{
    const auto fail = [](const std::string& what) { return NetworkLoad{std::nullopt, what}; };
    if (bytes.size() < HeaderSize + 4 || std::memcmp(bytes.data(), Magic, 4) != 0)
        return fail("not a Shogiban network file (it does not start with \"SBNN\")");
    if (const uint32_t v = readU32(bytes.data() + 4); v != Version)
        return fail("format version " + std::to_string(v) + ", this program reads version "
            + std::to_string(Version));
    NetworkShape shape;
    const uint32_t features = readU32(bytes.data() + 8);
    const uint32_t accumulator = readU32(bytes.data() + 12);
    const uint32_t hidden = readU32(bytes.data() + 16);
    if (features != uint32_t(network::FeatureNb) && features != uint32_t(network::BucketedFeatureNb))
        return fail("made for " + std::to_string(features) + " inputs, this program has "
            + std::to_string(network::FeatureNb) + " (" + std::to_string(network::BucketedFeatureNb)
            + " with king buckets)");
    if (accumulator < 1 || accumulator > MaxAccumulator || hidden < 1 || hidden > MaxLayer
        || accumulator % LayerStep != 0 || hidden % LayerStep != 0)
        return fail("layer sizes " + std::to_string(accumulator) + " and " + std::to_string(hidden)
            + " out of range (multiples of " + std::to_string(LayerStep) + ", at most "
            + std::to_string(MaxAccumulator) + " and " + std::to_string(MaxLayer) + ")");
    shape.accumulator = int(accumulator);
    shape.hidden = int(hidden);
    shape.kingBuckets = features == uint32_t(network::BucketedFeatureNb);
    Network net = Network::zero(shape);
    size_t floats = 1; // the output bias
    for (auto* a : arrays(net)) floats += a->size();
    const size_t expected = HeaderSize + 4 * floats + 4;
    if (bytes.size() != expected)
        return fail(std::to_string(bytes.size()) + " bytes where its sizes make "
            + std::to_string(expected) + (bytes.size() < expected ? " (cut short)" : ""));
    if (fnv1a(bytes.first(expected - 4)) != readU32(bytes.data() + expected - 4))
        return fail("checksum mismatch: the file is damaged");
    const unsigned char* p = bytes.data() + HeaderSize;
    const auto next = [&p]() {
        const float f = std::bit_cast<float>(readU32(p));
        p += 4;
        return f;
    };
    for (auto* a : arrays(net))
        for (float& w : *a) w = next();
    net.outputBias = next();
    for (auto* a : arrays(net))
        for (float w : *a)
            if (!std::isfinite(w) || std::abs(w) > MaxWeight)
                return fail("a weight out of range (" + std::to_string(w) + ")");
    if (!std::isfinite(net.outputBias) || std::abs(net.outputBias) > MaxWeight)
        return fail("the output bias out of range");
    return {std::move(net), {}};
}

std::vector<unsigned char> serializeNetwork(const Network& net)
{
    std::vector<unsigned char> out(std::begin(Magic), std::end(Magic));
    writeU32(out, Version);
    writeU32(out, uint32_t(net.shape.inputs()));
    writeU32(out, uint32_t(net.shape.accumulator));
    writeU32(out, uint32_t(net.shape.hidden));
    for (auto* a : arrays(net))
        for (float w : *a) writeU32(out, std::bit_cast<uint32_t>(w));
    writeU32(out, std::bit_cast<uint32_t>(net.outputBias));
    writeU32(out, fnv1a(out));
    return out;
}

NetworkLoad loadNetworkFile(const std::string& path)
{
    std::ifstream in(platform::pathFromUtf8(path), std::ios::binary);
    if (!in) return {std::nullopt, "cannot open " + path};
    const std::vector<unsigned char> bytes(
        (std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    NetworkLoad load = parseNetwork(bytes);
    if (!load.network) load.error = path + ": " + load.error;
    return load;
}

bool saveNetworkFile(const Network& net, const std::string& path, std::string& error)
{
    const std::vector<unsigned char> bytes = serializeNetwork(net);
    const std::string temporary = path + ".part";
    std::error_code ignored;
    {
        std::ofstream out(platform::pathFromUtf8(temporary), std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        out.close();
        if (!out) {
            error = "cannot write " + temporary;
            std::filesystem::remove(platform::pathFromUtf8(temporary), ignored);
            return false;
        }
    }
    std::error_code renamed;
    std::filesystem::rename(platform::pathFromUtf8(temporary), platform::pathFromUtf8(path), renamed);
    if (renamed) {
        error = "cannot rename " + temporary + " to " + path + ": " + renamed.message();
        std::filesystem::remove(platform::pathFromUtf8(temporary), ignored);
        return false;
    }
    return true;
}

namespace {

const std::optional<Network>& builtInNetwork()
{
    static const std::optional<Network> builtIn = []() -> std::optional<Network> {
        const NetworkLoad load = parseNetwork(std::span(NetworkBuiltInBytes, NetworkBuiltInSize));
        if (NetworkBuiltInSize == 0 || load.network) return load.network; // none built in
        std::cerr << "shogiban: the built-in evaluation network is unreadable (" << load.error
                  << "); playing without it\n";
        return std::nullopt;
    }();
    return builtIn;
}

std::optional<Network>& activeNetwork()
{
    static std::optional<Network> active = builtInNetwork();
    return active;
}

int& weightInUse()
{
    static int percent = DefaultNetworkWeight;
    return percent;
}

} // namespace

int networkWeight()
{
    return weightInUse();
}

void setNetworkWeight(int percent)
{
    weightInUse() = std::clamp(percent, 0, MaxNetworkWeight);
}

const Network* networkInUse()
{
    const std::optional<Network>& n = activeNetwork();
    return n ? &*n : nullptr;
}

NetworkLoad useNetworkFile(const std::string& path)
{
    if (path.empty()) {
        activeNetwork() = builtInNetwork();
        return {builtInNetwork(), {}};
    }
    if (path == "none") {
        activeNetwork().reset();
        return {};
    }
    NetworkLoad load = loadNetworkFile(path);
    activeNetwork() = load.network ? load.network : builtInNetwork();
    return load;
}

} // namespace shogiban::ai
