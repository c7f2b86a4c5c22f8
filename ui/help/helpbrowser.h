// A text browser for the help pages: it draws the "diagram:" images the pages name.
#pragma once

#include <QTextBrowser>

namespace shogiban::ui {

enum class PieceStyle;

class HelpBrowser : public QTextBrowser {
    Q_OBJECT

public:
    HelpBrowser(PieceStyle style, QWidget* parent = nullptr);

    QVariant loadResource(int type, const QUrl& name) override;

private:
    PieceStyle m_style;
};

} // namespace shogiban::ui
