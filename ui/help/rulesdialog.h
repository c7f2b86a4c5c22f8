// Help > Rules: the rules of shogi and of the hasami games, with diagrams drawn in the chosen
// piece style. It follows language changes at once.
#pragma once

#include "game/gamerules.h"

#include <QDialog>

class QTabWidget;
class QDialogButtonBox;

namespace shogiban::ui {

class HelpBrowser;
enum class PieceStyle;

class RulesDialog : public QDialog {
    Q_OBJECT

public:
    enum class Page { Shogi, Hasami };

    explicit RulesDialog(PieceStyle style, QWidget* parent = nullptr);
    void showPage(Page page);
    // The page with the rules of that game.
    void showGame(GameKind kind);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QTabWidget* m_tabs;
    HelpBrowser* m_shogi;
    HelpBrowser* m_hasami;
    QDialogButtonBox* m_buttons;
};

} // namespace shogiban::ui
