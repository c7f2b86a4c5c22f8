// The games, variants and handicaps core offers, with their translated names, for the New Game
// dialog and for starting a game from a NewGameChoice.
#pragma once

#include "game/gamerules.h"

#include <QList>
#include <QString>

#include <string>

namespace shogiban::ui {

struct CatalogEntry {
    QString id; // stable id stored in the settings; empty for the standard game
    QString name; // translated
};

QList<GameKind> catalogGames();
// Variants of a game, the standard one first; a single entry when the game has no variants.
QList<CatalogEntry> catalogVariants(GameKind kind);
// Shogi handicaps, the even game (empty id) first.
QList<CatalogEntry> catalogHandicaps();
// The start position of a handicap (empty for the even game or an unknown id).
std::string handicapPosition(const QString& handicapId);

} // namespace shogiban::ui
