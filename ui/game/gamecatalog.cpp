#include "game/gamecatalog.h"

#include "hasami/variant.h"
#include "text/texts.h"
#include "rules/handicap.h"

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

QString handicapName(Handicap handicap)
{
    switch (handicap) {
    case Handicap::Even:
        return Texts::tr("Even game");
    case Handicap::Lance:
        return Texts::tr("Lance");
    case Handicap::Bishop:
        return Texts::tr("Bishop");
    case Handicap::Rook:
        return Texts::tr("Rook");
    case Handicap::RookLance:
        return Texts::tr("Rook and lance");
    case Handicap::TwoPieces:
        return Texts::tr("Two pieces (rook and bishop)");
    case Handicap::FourPieces:
        return Texts::tr("Four pieces");
    case Handicap::SixPieces:
        return Texts::tr("Six pieces");
    case Handicap::EightPieces:
        return Texts::tr("Eight pieces");
    case Handicap::TenPieces:
        return Texts::tr("Ten pieces");
    }
    return {};
}

} // namespace

QList<GameKind> catalogGames()
{
    return {GameKind::Shogi, GameKind::Hasami, GameKind::DaiHasami, GameKind::MakYek};
}

QList<CatalogEntry> catalogVariants(GameKind kind)
{
    QList<CatalogEntry> variants;
    for (const hasami::HasamiVariant& variant : hasami::allVariants())
        if (variant.kind == kind) variants.append({toQString(variant.id), variantName(variant.id)});
    if (variants.isEmpty()) variants.append({QString(), Texts::tr("Standard")});
    return variants;
}

QList<CatalogEntry> catalogHandicaps()
{
    QList<CatalogEntry> handicaps;
    for (Handicap handicap : AllHandicaps)
        handicaps.append({handicap == Handicap::Even ? QString() : toQString(handicapId(handicap)),
            handicapName(handicap)});
    return handicaps;
}

std::string handicapPosition(const QString& id)
{
    const std::optional<Handicap> handicap = handicapFromId(id.toStdString());
    if (!handicap || *handicap == Handicap::Even) return {};
    return std::string(handicapSfen(*handicap));
}

} // namespace shogiban::ui
