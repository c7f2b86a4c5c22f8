// A modal dialog that shows a furigoma throw: the animation, then the count of pawns and
// tokins and who moves first. The window shows it before a game whose first player is chosen
// by furigoma:  FurigomaDialog::run(this, throwFurigoma(randomFurigomaSeed()), name);
#pragma once

#include "rules/furigoma.h"

#include <QDialog>

class QLabel;
class QDialogButtonBox;

namespace shogiban::ui {

class FurigomaView;
enum class PieceStyle;

class FurigomaDialog : public QDialog {
    Q_OBJECT

public:
    // thrower names the player who throws (e.g. "You" or an engine); empty: "the thrower".
    FurigomaDialog(const FurigomaResult& result, const QString& thrower, PieceStyle style,
        QWidget* parent = nullptr);

    // Shows the throw and returns when the player closes the dialog.
    static void run(QWidget* parent, const FurigomaResult& result, const QString& thrower = {});

    FurigomaView* view() const { return m_view; }
    // The count and the verdict, for the window's status bar or a test.
    QString countText() const;
    QString verdictText() const;

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showResult();

    FurigomaResult m_result;
    QString m_thrower;
    FurigomaView* m_view;
    QLabel* m_hint;
    QLabel* m_count;
    QLabel* m_verdict;
    QDialogButtonBox* m_buttons;
};

} // namespace shogiban::ui
