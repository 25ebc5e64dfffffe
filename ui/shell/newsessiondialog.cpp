#include "ui/shell/newsessiondialog.h"

#include "ombre/player.h"
#include "ui/kit/terms.h"
#include "ui/ombre/playercontroller.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ombre::ui {

NewSessionDialog::NewSessionDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("newSessionDialog"));
    setWindowTitle(tr("New Session"));
    auto* form = form_ = new QFormLayout;
    game_ = new QComboBox(this);
    game_->setObjectName(QStringLiteral("gameChoice"));
    game_->addItem(tr("Ombre (three players, Gibbs 1878)"), gameKey(GameKind::Ombre));
    game_->addItem(tr("Piquet (two players, Cotgrave 1662)"), gameKey(GameKind::Piquet));
    form->addRow(tr("&Game:"), game_);
    level_ = new QComboBox(this);
    level_->setObjectName(QStringLiteral("levelChoice"));
    for (const PlayerLevel& l : playerLevels()) {
        level_->addItem(levelTitle(l), QString::fromStdString(l.id));
        level_->setItemData(level_->count() - 1, levelDescription(l), Qt::ToolTipRole);
    }
    form->addRow(tr("&Opponents:"), level_);
    set_ = new QSpinBox(this);
    set_->setObjectName(QStringLiteral("setChoice"));
    set_->setRange(10, 1000);
    set_->setSingleStep(10);
    set_->setToolTip(tr("\"The Set is usually a hundred\" (Cotgrave)"));
    form->addRow(tr("Piquet: the &set:"), set_);
    custom_ = new QComboBox(this);
    custom_->setObjectName(QStringLiteral("customChoice"));
    custom_->addItem(tr("Paris: words may be recalled, every declaration counted at its best"),
                     false);
    custom_->addItem(tr("Provence and Languedoc: the first word stands"), true);
    form->addRow(tr("Piquet: the &custom:"), custom_);
    knave_ = new QCheckBox(tr("The Knave counts one in play"), this);
    knave_->setObjectName(QStringLiteral("knaveChoice"));
    knave_->setToolTip(tr("Cotgrave counts it in one place and leaves it out in another."));
    form->addRow(QString(), knave_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Begin"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    QSettings settings;
    game_->setCurrentIndex(std::max(0, game_->findData(gameKey(savedGame()))));
    level_->setCurrentIndex(
        std::max(0, level_->findData(settings.value(QStringLiteral("table/level")).toString())));
    if (!settings.contains(QStringLiteral("table/level")))
        level_->setCurrentIndex(std::max(0, level_->findData(PlayerController::defaultLevel())));
    const piquet::Rules rules = savedPiquetRules();
    set_->setValue(rules.set);
    custom_->setCurrentIndex(rules.firstWordStands ? 1 : 0);
    knave_->setChecked(rules.knaveCountsInPlay);
    connect(game_, &QComboBox::currentIndexChanged, this, &NewSessionDialog::updateEnabled);
    updateEnabled();
}

// Piquet's own choices are shown for Piquet only (Ombre's rules are in Options > Rules).
void NewSessionDialog::updateEnabled() {
    const bool piquet = game() == GameKind::Piquet;
    for (QWidget* w : {static_cast<QWidget*>(set_), static_cast<QWidget*>(custom_),
                       static_cast<QWidget*>(knave_)}) {
        w->setEnabled(piquet);
        form_->setRowVisible(w, piquet);
    }
    adjustSize();
    // Grown or shrunk, again in the middle of the window it was opened over.
    if (isVisible() && parentWidget()) {
        QRect r = frameGeometry();
        r.moveCenter(parentWidget()->window()->frameGeometry().center());
        move(r.topLeft());
    }
}

GameKind NewSessionDialog::game() const {
    return gameKindOf(game_->currentData().toString());
}

QString NewSessionDialog::level() const {
    return level_->currentData().toString();
}

piquet::Rules NewSessionDialog::piquetRules() const {
    piquet::Rules r;
    r.set = set_->value();
    r.firstWordStands = custom_->currentData().toBool();
    r.knaveCountsInPlay = knave_->isChecked();
    return r;
}

GameKind NewSessionDialog::savedGame() {
    return gameKindOf(QSettings().value(QStringLiteral("session/game")).toString());
}

piquet::Rules NewSessionDialog::savedPiquetRules() {
    QSettings s;
    piquet::Rules r;
    // A damaged entry falls back to Cotgrave's default.
    bool ok = false;
    const int set = s.value(QStringLiteral("piquet/set"), r.set).toInt(&ok);
    if (ok && set >= 10 && set <= 1000)
        r.set = set;
    r.firstWordStands = s.value(QStringLiteral("piquet/first_word_stands"), false).toBool();
    r.knaveCountsInPlay = s.value(QStringLiteral("piquet/knave_counts_in_play"), true).toBool();
    return r;
}

void NewSessionDialog::save() const {
    QSettings s;
    s.setValue(QStringLiteral("session/game"), gameKey(game()));
    s.setValue(QStringLiteral("table/level"), level());
    const piquet::Rules r = piquetRules();
    s.setValue(QStringLiteral("piquet/set"), r.set);
    s.setValue(QStringLiteral("piquet/first_word_stands"), r.firstWordStands);
    s.setValue(QStringLiteral("piquet/knave_counts_in_play"), r.knaveCountsInPlay);
}

} // namespace ombre::ui
