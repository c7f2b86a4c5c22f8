#include "home/homepage.h"

#include "board/boardgeometry.h"
#include "board/boardpainter.h"
#include "home/piecebutton.h"
#include "text/leveltexts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

namespace shogiban::ui {

HomePage::HomePage(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("homePage"));
    m_title = new QLabel;
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setAlignment(Qt::AlignCenter);
    m_subtitle = new QLabel;
    m_subtitle->setAlignment(Qt::AlignCenter);
    m_subtitle->setWordWrap(true);
    for (QLabel* label : {m_title, m_subtitle})
        label->setStyleSheet(QStringLiteral("color: #2a1a08; background: transparent;"));

    m_computer = new PieceButton;
    m_computer->setObjectName(QStringLiteral("playComputerButton"));
    m_twoPlayers = new PieceButton;
    m_twoPlayers->setObjectName(QStringLiteral("twoPlayersButton"));
    m_lessons = new PieceButton;
    m_lessons->setObjectName(QStringLiteral("lessonsButton"));
    m_tsume = new PieceButton;
    m_tsume->setObjectName(QStringLiteral("tsumeButton"));
    m_open = new PieceButton;
    m_open->setObjectName(QStringLiteral("openButton"));
    m_continue = new PieceButton;
    m_continue->setObjectName(QStringLiteral("continueButton"));

    m_levelLabel = new QLabel;
    m_level = new QComboBox;
    m_level->setObjectName(QStringLiteral("levelBox"));
    m_levelLabel->setBuddy(m_level);
    for (int level = 1; level <= LevelTexts::Levels; ++level) m_level->addItem(QString(), level);
    m_levelText = new QLabel;
    m_levelText->setObjectName(QStringLiteral("levelDescription"));
    m_levelText->setWordWrap(true);
    m_levelText->setMinimumHeight(m_levelText->fontMetrics().height() * 3);
    m_atStart = new QCheckBox;
    m_atStart->setObjectName(QStringLiteral("showAtStart"));
    for (QWidget* w : std::initializer_list<QWidget*>{m_levelLabel, m_levelText, m_atStart})
        w->setStyleSheet(QStringLiteral("color: #2a1a08; background: transparent;"));

    auto* levelRow = new QHBoxLayout;
    levelRow->addWidget(m_levelLabel);
    levelRow->addWidget(m_level, 1);
    auto* buttons = new QGridLayout;
    buttons->setSpacing(14);
    buttons->addWidget(m_computer, 0, 0);
    buttons->addWidget(m_twoPlayers, 0, 1);
    buttons->addWidget(m_lessons, 0, 2);
    buttons->addWidget(m_tsume, 1, 0);
    buttons->addWidget(m_open, 1, 1);
    buttons->addWidget(m_continue, 2, 0);
    auto* levelBox = new QVBoxLayout;
    levelBox->addLayout(levelRow);
    levelBox->addWidget(m_levelText);
    levelBox->addStretch(1);
    buttons->addLayout(levelBox, 1, 2);

    m_panel = new QWidget;
    m_panel->setObjectName(QStringLiteral("homePanel"));
    auto* panelLayout = new QVBoxLayout(m_panel);
    panelLayout->setContentsMargins(36, 24, 36, 20);
    panelLayout->addWidget(m_title);
    panelLayout->addWidget(m_subtitle);
    panelLayout->addSpacing(10);
    panelLayout->addLayout(buttons, 1);
    panelLayout->addWidget(m_atStart, 0, Qt::AlignRight);
    m_panel->setMaximumSize(980, 720);

    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(24, 24, 24, 24);
    outer->addWidget(m_panel, 1, Qt::AlignCenter);
    m_panel->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    setTabOrder(m_computer, m_level);
    setTabOrder(m_level, m_twoPlayers);
    setTabOrder(m_twoPlayers, m_lessons);
    setTabOrder(m_lessons, m_tsume);
    setTabOrder(m_tsume, m_open);
    setTabOrder(m_open, m_continue);
    setTabOrder(m_continue, m_atStart);

    connect(m_computer, &QAbstractButton::clicked, this,
        [this] { emit playComputerRequested(level()); });
    connect(m_twoPlayers, &QAbstractButton::clicked, this, &HomePage::twoPlayersRequested);
    connect(m_lessons, &QAbstractButton::clicked, this, &HomePage::lessonsRequested);
    connect(m_tsume, &QAbstractButton::clicked, this, &HomePage::tsumeRequested);
    connect(m_open, &QAbstractButton::clicked, this, &HomePage::openRequested);
    connect(m_continue, &QAbstractButton::clicked, this, &HomePage::continueRequested);
    connect(m_level, &QComboBox::currentIndexChanged, this, &HomePage::updateLevelText);
    connect(m_atStart, &QCheckBox::toggled, this, &HomePage::showAtStartChanged);
    retranslate();
    setContinueText({});
}

int HomePage::level() const
{
    return m_level->currentData().toInt();
}

void HomePage::setLevel(int level)
{
    m_level->setCurrentIndex(qBound(1, level, LevelTexts::Levels) - 1);
}

void HomePage::setContinueText(const QString& text)
{
    m_continueText = text;
    m_continue->setDetail(text);
    m_continue->setVisible(!text.isEmpty());
}

void HomePage::setLessonText(const QString& text)
{
    m_lessonText = text;
    m_lessons->setDetail(text);
}

void HomePage::setTsumeText(const QString& text)
{
    m_tsume->setDetail(text);
}

bool HomePage::showAtStart() const
{
    return m_atStart->isChecked();
}

void HomePage::setShowAtStart(bool show)
{
    const QSignalBlocker blocker(m_atStart);
    m_atStart->setChecked(show);
}

void HomePage::updateLevelText()
{
    m_levelText->setText(LevelTexts::description(level()));
}

void HomePage::retranslate()
{
    m_title->setText(tr("Shogiban"));
    m_subtitle->setText(tr("Shogi, Hasami Shogi, Dai Hasami Shogi and Mak-yek"));
    m_computer->setText(tr("Play the Computer"));
    m_computer->setDetail(tr("Shogi, you move first"));
    m_twoPlayers->setText(tr("Two Players"));
    m_twoPlayers->setDetail(tr("On this computer"));
    m_lessons->setText(tr("Lessons"));
    m_tsume->setText(tr("Tsume Problems"));
    m_open->setText(tr("Open a Game"));
    m_open->setDetail(tr("KIF, CSA, JKF, SFEN…"));
    m_continue->setText(tr("Continue"));
    m_levelLabel->setText(tr("&Level:"));
    for (int i = 0; i < m_level->count(); ++i)
        m_level->setItemText(i, LevelTexts::name(m_level->itemData(i).toInt()));
    m_atStart->setText(tr("Show this page when Shogiban starts"));
    updateLevelText();
}

void HomePage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_computer->setFocus();
}

void HomePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void HomePage::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    BoardGeometry geometry;
    BoardPainter wood(&painter, geometry);
    wood.paintTable(rect());
    const QRectF panel = QRectF(m_panel->geometry()).adjusted(-6, -6, 6, 6);
    painter.fillRect(panel.translated(6, 9), QColor(0, 0, 0, 90));
    wood.paintKaya(panel);
    painter.setPen(QPen(QColor(0x7A, 0x52, 0x22), 2));
    painter.drawRect(panel);
}

} // namespace shogiban::ui
