// The games, variants and handicaps core's catalog offers, with their translated names, for the New Game
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
// The most men a player may choose to capture to win a variant; 0 when the variant is not won
// by captures (an unknown id: the game's default variant).
int catalogMaxCaptures(GameKind kind, const QString& variantId);
// A game's handicaps, the even game (empty id) first; empty when the game has none.
QList<CatalogEntry> catalogHandicaps(GameKind kind);
// The start position of a handicap (empty for the even game or an unknown id).
std::string handicapPosition(GameKind kind, const QString& handicapId);

} // namespace shogiban::ui
