// The text of Help > Rules, in the current language: the rules of shogi (from the user's
// rulebooks, as the program enforces them) and of hasami shogi, dai hasami shogi and mak-yek.
// Pages are HTML for a QTextBrowser; their diagrams are images the program draws, named by
// "diagram:" URLs that the browser resolves with diagram().
#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QString>

namespace shogiban::ui {

enum class PieceStyle;

class RulesHelp {
    Q_DECLARE_TR_FUNCTIONS(RulesHelp)

public:
    static QString shogiHtml();
    static QString hasamiHtml();
    // Draws the diagram a page names (the path of a "diagram:" URL); a null image if unknown.
    static QImage diagram(const QString& name, PieceStyle style, qreal pixelRatio);

private:
    static QString piecesTable();
    static QString endOfGameSection();
    static QString handicapSection();
    static QString hasamiCaptureSection();
    static QString daiHasamiSection();
    static QString makYekSection();
};

} // namespace shogiban::ui
