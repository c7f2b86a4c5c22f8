#include "dialogs/gamepropertiesdialog.h"

#include "text/catalognames.h"
#include "text/texts.h"

#include "record/replay.h"
#include "record/setup.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace shogiban::ui {

namespace {

using record::SpecialMove;

// The endings offered, in the order of the list (after "none").
constexpr SpecialMove Endings[] = {SpecialMove::Resign, SpecialMove::Mate, SpecialMove::TimeUp,
    SpecialMove::IllegalMove, SpecialMove::IllegalWin, SpecialMove::Declaration,
    SpecialMove::Sennichite, SpecialMove::Impasse, SpecialMove::Draw, SpecialMove::MaxMoves,
    SpecialMove::Interrupt, SpecialMove::ForfeitWin, SpecialMove::ForfeitLoss,
    SpecialMove::NoMate, SpecialMove::Error};

// What an ending at the end of the main line means, the side to move then being `toMove`.
QString endingText(SpecialMove ending, Color toMove)
{
    const SideNames names = SideNames::SenteGote;
    switch (ending) {
    case SpecialMove::ForfeitWin:
        return GamePropertiesDialog::tr("%1 wins by forfeit").arg(Texts::sideName(names, toMove));
    case SpecialMove::ForfeitLoss:
        return GamePropertiesDialog::tr("%1 wins by forfeit").arg(Texts::sideName(names, ~toMove));
    case SpecialMove::NoMate:
        return GamePropertiesDialog::tr("No mate (a problem without solution)");
    case SpecialMove::Error:
        return GamePropertiesDialog::tr("Ended by an error");
    default:
        break;
    }
    if (const std::optional<Outcome> outcome = record::outcomeOf(ending, toMove))
        return Texts::resultMessage(names, *outcome);
    return {};
}

} // namespace

GamePropertiesDialog::GamePropertiesDialog(const record::Record& record, QWidget* parent)
    : QDialog(parent)
    , m_record(record)
    , m_handicap(!record.startSfen.empty() && record.startSfen != record::StartSfen)
{
    setWindowTitle(tr("Game Information"));
    auto* form = new QFormLayout;
    const char* labels[FieldCount] = {QT_TR_NOOP("&Sente:"), QT_TR_NOOP("&Gote:"),
        QT_TR_NOOP("&Event:"), QT_TR_NOOP("&Date:"), QT_TR_NOOP("&Place:"),
        QT_TR_NOOP("&Time control:"), QT_TR_NOOP("Ope&ning:")};
    for (int f = 0; f < FieldCount; ++f) {
        m_fields[f] = new QLineEdit;
        m_fields[f]->setObjectName(QStringLiteral("field%1").arg(f));
        const std::string* value = record.headerValue(keyOf(Field(f)));
        if (!value && f <= Gote) value = record.headerValue(f == Sente ? "先手" : "後手");
        if (value) m_fields[f]->setText(QString::fromStdString(*value));
        QString label = tr(labels[f]);
        if (m_handicap && f == Sente) label = tr("&Sente (lower player):");
        if (m_handicap && f == Gote) label = tr("&Gote (upper player):");
        form->addRow(label, m_fields[f]);
        if (f == TimeControl) {
            m_handicapLabel = new QLabel(handicapText());
            form->addRow(tr("Handicap:"), m_handicapLabel);
        }
    }
    m_fields[Date]->setPlaceholderText(tr("e.g. 2024/05/18 10:00"));
    m_fields[Opening]->setPlaceholderText(tr("e.g. 四間飛車"));

    const std::vector<Move> moves = record::mainLineMoves(record);
    Position start;
    start.setSfen(record::startSfenOf(record));
    const Color toMove = moves.size() % 2 ? ~start.sideToMove() : start.sideToMove();
    m_result = new QComboBox;
    m_result->addItem(tr("None (the record ends without a result)"), -1);
    for (SpecialMove ending : Endings)
        m_result->addItem(endingText(ending, toMove), int(ending));
    const std::optional<SpecialMove> current = record::mainLineEnding(record);
    m_result->setCurrentIndex(current ? m_result->findData(int(*current)) : 0);
    form->addRow(tr("&Result:"), m_result);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setMinimumWidth(440);
}

const char* GamePropertiesDialog::keyOf(Field field) const
{
    switch (field) {
    case Sente: return m_handicap ? "下手" : "先手";
    case Gote: return m_handicap ? "上手" : "後手";
    case Event: return "棋戦";
    case Date: return "開始日時";
    case Place: return "場所";
    case TimeControl: return "持ち時間";
    case Opening: return "戦型";
    case FieldCount: break;
    }
    return "";
}

QString GamePropertiesDialog::handicapText() const
{
    const std::string sfen = record::startSfenOf(m_record);
    const std::string_view position = record::sfenWithoutMoveNumber(sfen);
    if (position == record::sfenWithoutMoveNumber(record::StartSfen)) return tr("Even game");
    for (const CatalogEntry& entry : catalogHandicaps(GameKind::Shogi)) {
        const std::string handicap = handicapPosition(GameKind::Shogi, entry.id);
        if (!handicap.empty() && record::sfenWithoutMoveNumber(handicap) == position)
            return entry.name;
    }
    if (const record::HandicapName* name = record::handicapNameOfSfen(sfen))
        return QString::fromStdString(std::string(name->kif));
    return tr("A set-up position (no handicap)");
}

record::Fields GamePropertiesDialog::header() const
{
    record::Fields header = m_record.header;
    // A handicap record names its players 下手/上手 (some files say 先手/後手): one pair stays.
    if (m_handicap)
        std::erase_if(header, [](const auto& field) {
            return field.first == "先手" || field.first == "後手";
        });
    for (int f = 0; f < FieldCount; ++f) {
        const std::string key = keyOf(Field(f));
        const QString value = m_fields[f]->text().simplified();
        if (value.isEmpty()) {
            std::erase_if(header, [&](const auto& field) { return field.first == key; });
            continue;
        }
        auto it = std::find_if(header.begin(), header.end(),
            [&](const auto& field) { return field.first == key; });
        if (it != header.end()) it->second = value.toStdString();
        else header.emplace_back(key, value.toStdString());
    }
    return header;
}

std::optional<record::SpecialMove> GamePropertiesDialog::ending() const
{
    const int ending = m_result->currentData().toInt();
    if (ending < 0) return std::nullopt;
    return SpecialMove(ending);
}

} // namespace shogiban::ui
