#include "text/catalognames.h"

#include "text/texts.h"

#include "game/catalog.h"

namespace shogiban::ui {

namespace {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString variantName(std::string_view id)
{
    if (id == "classic") return Texts::tr("Classic: capture all men but one");
    if (id == "capture-all") return Texts::tr("Capture all men");
    if (id == "one-step") return Texts::tr("Men move one square");
    if (id == "one-step-18") return Texts::tr("One square, 18 men, capture all");
    if (id == "dai-setup") return Texts::tr("18 men in the dai setup");
    if (id == "dai") return Texts::tr("Five in a row, orthogonal");
    if (id == "dai-diagonal") return Texts::tr("Five in a row, also diagonal");
    if (id == "dai-one-step") return Texts::tr("Men move one square, diagonal fives");
    if (id == "mak-yek") return Texts::tr("Standard");
    return toQString(id); // a variant new to this list
}

QString handicapName(std::string_view id)
{
    if (id.empty()) return Texts::tr("Even game");
    if (id == "lance") return Texts::tr("Lance");
    if (id == "bishop") return Texts::tr("Bishop");
    if (id == "rook") return Texts::tr("Rook");
    if (id == "rook-lance") return Texts::tr("Rook and lance");
    if (id == "two-pieces") return Texts::tr("Two pieces (rook and bishop)");
    if (id == "four-pieces") return Texts::tr("Four pieces");
    if (id == "six-pieces") return Texts::tr("Six pieces");
    if (id == "eight-pieces") return Texts::tr("Eight pieces");
    if (id == "ten-pieces") return Texts::tr("Ten pieces");
    return toQString(id); // a handicap new to this list
}

const VariantOffer* findOffer(GameKind kind, const QString& variantId)
{
    const std::string id = variantId.toStdString();
    for (const VariantOffer& variant : gameOffer(kind).variants)
        if (variant.id == id) return &variant;
    return nullptr;
}

} // namespace

QList<GameKind> catalogGames()
{
    QList<GameKind> games;
    for (const GameOffer& offer : gameCatalog()) games.append(offer.traits->kind);
    return games;
}

QList<CatalogEntry> catalogVariants(GameKind kind)
{
    QList<CatalogEntry> variants;
    for (const VariantOffer& variant : gameOffer(kind).variants)
        variants.append({toQString(variant.id),
            variant.id.empty() ? Texts::tr("Standard") : variantName(variant.id)});
    return variants;
}

int catalogMaxCaptures(GameKind kind, const QString& variantId)
{
    const VariantOffer* variant = findOffer(kind, variantId);
    if (!variant && !gameOffer(kind).variants.empty()) variant = &gameOffer(kind).variants.front();
    return variant && variant->capturesToWin > 0 ? variant->menPerSide : 0;
}

QList<CatalogEntry> catalogHandicaps(GameKind kind)
{
    QList<CatalogEntry> handicaps;
    for (const HandicapOffer& handicap : gameOffer(kind).handicaps)
        handicaps.append({toQString(handicap.id), handicapName(handicap.id)});
    return handicaps;
}

std::string handicapPosition(GameKind kind, const QString& handicapId)
{
    const std::string id = handicapId.toStdString();
    for (const HandicapOffer& handicap : gameOffer(kind).handicaps)
        if (handicap.id == id) return std::string(handicap.sfen);
    return {};
}

} // namespace shogiban::ui
