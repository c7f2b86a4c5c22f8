#include "main/gamecatalog.h"

#include "main/texts.h"

namespace shogiban::ui {

QList<GameKind> catalogGames()
{
    return {GameKind::Shogi, GameKind::Hasami, GameKind::DaiHasami, GameKind::MakYek};
}

QList<CatalogEntry> catalogVariants(GameKind /*kind*/)
{
    return {{QString(), Texts::tr("Standard")}};
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
