#include "lessons/pageparts.h"

#include <QFont>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace shogiban::ui {

QLabel* pageLabel(const char* objectName, LabelLook look)
{
    auto* label = new QLabel;
    label->setObjectName(QLatin1String(objectName));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    if (look != LabelLook::Plain) {
        QFont font = label->font();
        if (look == LabelLook::Title) font.setPointSizeF(font.pointSizeF() * 1.5);
        font.setBold(true);
        label->setFont(font);
    }
    return label;
}

QWidget* sidePanel(std::initializer_list<QWidget*> texts, QPushButton* hint, QPushButton* retry,
    QPushButton* next, QPushButton* home)
{
    auto* side = new QVBoxLayout;
    for (QWidget* text : texts) side->addWidget(text);
    side->addStretch(1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(hint);
    buttons->addWidget(retry);
    side->addLayout(buttons);
    side->addWidget(next);
    side->addWidget(home);
    auto* panel = new QWidget;
    panel->setLayout(side);
    panel->setMinimumWidth(270);
    panel->setMaximumWidth(380);
    return panel;
}

} // namespace shogiban::ui
