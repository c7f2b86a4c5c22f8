#include "board/boardfont.h"

#include <QFontDatabase>
#include <QStringList>

namespace shogiban::ui {

QString kanjiFontFamily()
{
    static const QString family = [] {
        const int id
            = QFontDatabase::addApplicationFont(QStringLiteral(":/fonts/shogiban-kanji.ttf"));
        const QStringList families = QFontDatabase::applicationFontFamilies(id);
        return families.isEmpty() ? QString() : families.first();
    }();
    return family;
}

QFont kanjiFont(qreal pixelSize)
{
    QFont font(kanjiFontFamily());
    font.setPixelSize(qMax(1, qRound(pixelSize)));
    font.setStyleStrategy(QFont::PreferAntialias);
    return font;
}

} // namespace shogiban::ui
