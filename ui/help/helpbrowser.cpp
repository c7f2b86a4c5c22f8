#include "help/helpbrowser.h"

#include "help/ruleshelp.h"

#include <QTextDocument>
#include <QUrl>

namespace shogiban::ui {

HelpBrowser::HelpBrowser(PieceStyle style, QWidget* parent)
    : QTextBrowser(parent)
    , m_style(style)
{
}

QVariant HelpBrowser::loadResource(int type, const QUrl& name)
{
    if (type == QTextDocument::ImageResource && name.scheme() == QLatin1String("diagram")) {
        const QImage image = RulesHelp::diagram(name.path(), m_style, devicePixelRatioF());
        if (!image.isNull()) return image;
    }
    return QTextBrowser::loadResource(type, name);
}

} // namespace shogiban::ui
