// The bundled kanji font (resources/fonts/shogiban-kanji.ttf), so that pieces, ranks and
// Japanese notation render on machines without any CJK font.
#pragma once

#include <QFont>
#include <QString>

namespace shogiban::ui {

// The family name of the bundled font, registered with QFontDatabase on first use (needs a
// QGuiApplication). Empty if the resource could not be loaded.
QString kanjiFontFamily();

// The bundled font at a pixel size, for drawing kanji.
QFont kanjiFont(qreal pixelSize = 16);

} // namespace shogiban::ui
