#include "dialogs/aboutdialog.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace shogiban::ui {

namespace {
class AboutText {
    Q_DECLARE_TR_FUNCTIONS(AboutText)
public:
    static QString html()
    {
        return tr("<h3>Shogiban %1</h3>"
                  "<p>Shogi, Hasami Shogi, Dai Hasami Shogi and Mak-yek: play against the "
                  "computer or a friend, and learn how the pieces move.</p>"
                  "<p>Built with Qt %2. Kanji from the IPAex font (IPA Font License).</p>")
            .arg(QStringLiteral(SHOGIBAN_VERSION), QString::fromLatin1(qVersion()));
    }
};
} // namespace

void showAboutDialog(QWidget* parent)
{
    QMessageBox::about(parent, AboutText::tr("About Shogiban"), AboutText::html());
}

} // namespace shogiban::ui
