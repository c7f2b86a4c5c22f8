// Everything Shogiban remembers between runs, read from and written to QSettings in one place.
#pragma once

#include "board/piecestyle.h"
#include "game/gameoptions.h"
#include "window/movelistmodel.h"

#include <QByteArray>

class QSettings;

namespace shogiban::ui {

struct AppSettings {
    PieceStyle pieceStyle = PieceStyle::Kanji;
    HintMode hintMode = HintMode::Always;
    CoordinateStyle coordinateStyle = CoordinateStyle::Kanji;
    Notation notation = Notation::Japanese;
    bool learningMode = false;
    bool autoFlip = true; // turn the board when a person plays gote
    // A move played while reviewing, where the record goes on otherwise: false adds it as a
    // new variation, true asks (new variation or replace the rest).
    bool askBeforeVariation = false;
    bool pondering = false; // the top level thinks on the person's time
    bool sounds = true;
    int soundVolume = 80; // percent
    NewGameChoice lastGame;
    QByteArray windowGeometry;
    QByteArray windowState;
    QByteArray splitterState;

    static AppSettings load(const QSettings& settings);
    void save(QSettings& settings) const;
    bool operator==(const AppSettings&) const = default;
};

} // namespace shogiban::ui
