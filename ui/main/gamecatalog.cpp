#include "main/gamecatalog.h"

#include "hasami/variant.h"
#include "main/texts.h"

namespace shogiban::ui {

namespace {

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
    return QString::fromUtf8(id.data(), qsizetype(id.size())); // a variant new to this list
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
        if (variant.kind == kind)
            variants.append({QString::fromUtf8(variant.id.data(), qsizetype(variant.id.size())),
                variantName(variant.id)});
    if (variants.isEmpty()) variants.append({QString(), Texts::tr("Standard")});
    return variants;
}

QList<CatalogEntry> catalogHandicaps()
{
    return {{QString(), Texts::tr("Even game")}};
}

std::string handicapPosition(const QString& /*handicapId*/)
{
    return {};
}

} // namespace shogiban::ui
