#include "ui/shell/rulessettings.h"

#include "ui/kit/terms.h"
#include "ui/rules/rulesbrowser.h"
#include "ui/shell/rulesstore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace ombre::ui {

namespace {

// The Pretintailles in the order of Pretintaille: the book's name, one line, the rules
// browser's anchor in "variants".
struct PretintailleText {
    const char* name;
    const char* explanation;
    const char* anchor;
};
constexpr PretintailleText kPretintailleTexts[kPretintailles] = {
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Forced Spadille"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog",
                       "When all pass, the holder of Spadille must play."),
     "forced-spadille"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Gascarille"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog",
                       "When all pass, one may play by discarding eight cards, naming trumps "
                       "after taking in."),
     "gascarille"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Le Bon Air"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "A Solo with the four Matadors."),
     "bon-air"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Parfait Contentement"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "A Solo with five Matadors."),
     "parfait-contentement"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Guinguette"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Playing without Spadille or Basto."),
     "guinguette"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Mirliro"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog",
                       "The black aces without Manille; or Basto and the red aces, without "
                       "Spadille or Manille."),
     "mirliro"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Les Fanatiques"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Playing with the four Knaves."),
     "fanatiques"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Charivary"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Playing with the four Queens."),
     "charivary"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Discord"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Playing with the four Kings."),
     "discord"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "La Partie Quarrée des Dames du Temps"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Playing with three Kings and a Queen."),
     "partie-quarree"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "La Triomphante"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "The Ombre's first lead is Spadille."),
     "triomphante"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "L'Estrapade"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "A Vole won with a Solo."), "estrapade"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Dégout"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog",
                       "A fine the losers of a set pay its winner."),
     "degout"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Les Yeux de ma Grand'mère"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog",
                       "Playing with both red aces and without Spadille or Basto."),
     "yeux"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "La Chicorée"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog",
                       "No Matadors, only three or four trumps in sequence to them."),
     "chicoree"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Devole"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog",
                       "The Ombre who takes no trick pays these to each, on top of his loss."),
     "devole"},
    {QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog", "Gano"),
     QT_TRANSLATE_NOOP("ombre::ui::RulesSettingsDialog",
                       "The elder adversary may call \"Gano\": his friend must let his card "
                       "win. A rule of play, without points."),
     "gano"},
};

QLabel* smallText(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    label->setFont(f);
    label->setForegroundRole(QPalette::PlaceholderText);
    label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    return label;
}

} // namespace

RulesSettingsDialog::RulesSettingsDialog(QSettings* settings, QWidget* parent)
    : QDialog(parent), store_(std::make_unique<RulesStore>(settings)) {
    setObjectName(QStringLiteral("rulesSettingsDialog"));
    setWindowTitle(tr("Rules"));

    auto* layout = new QVBoxLayout(this);
    addPresetChooser(layout);

    scroll_ = new QScrollArea(this);
    scroll_->setWidgetResizable(true);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    content_ = new QWidget(scroll_);
    content_->setObjectName(QStringLiteral("rulesOptions"));
    auto* column = new QVBoxLayout(content_);
    column->setSpacing(10);
    scroll_->setWidget(content_);
    layout->addWidget(scroll_, 1);

    // The table first: how many play decides which of the options below apply.
    addPlayersOptions();
    addGameOptions();
    addPlayOptions();
    addPaymentOptions();
    addStakeOptions();
    addRoyalPaymentOptions();
    addPretintailleOptions();
    column->addStretch(1);
    addFooter(layout);

    connect(preset_, &QComboBox::activated, this,
            [this](int index) { choosePreset(preset_->itemData(index).toString()); });

    const RulesStore::Loaded loaded = store_->load();
    setRules(loaded.rules);
    setStakePerFish(loaded.stakePerFish);
    resize(760, 640);
}

// The rule set's chooser at the top, with its "?".
void RulesSettingsDialog::addPresetChooser(QVBoxLayout* layout) {
    auto* top = new QFormLayout;
    preset_ = new QComboBox(this);
    preset_->setObjectName(QStringLiteral("preset"));
    for (std::string_view name : presetNames())
        preset_->addItem(RulesStore::presetTitle(name), QString::fromUtf8(name.data()));
    preset_->setToolTip(tr("The rule set: choosing one sets every option below; changing any "
                           "option makes it Custom."));
    auto* presetRow = new QHBoxLayout;
    presetRow->addWidget(preset_, 1);
    auto* presetHelp = new QToolButton(this);
    presetHelp->setText(QStringLiteral("?"));
    presetHelp->setAutoRaise(true);
    presetHelp->setToolTip(tr("Read about the rule sets in the rules of Ombre"));
    connect(presetHelp, &QToolButton::clicked, this,
            [this] { RulesBrowser::open(this, QStringLiteral("sources#readings")); });
    presetRow->addWidget(presetHelp);
    top->addRow(tr("Rule set:"), presetRow);
    layout->addLayout(top);
}

void RulesSettingsDialog::addGameOptions() {
    QGridLayout* g = addGroup(tr("Games"));
    boolRow(g, "voltereta", tr("Voltereta"),
            tr("A game in which the top card of the stock is turned up and its suit is trumps."),
            QStringLiteral("games#voltereta"));
    boolRow(g, "solo_vole", tr("Solo Vole"),
            tr("A bid to win all nine tricks without taking in; no one can outbid it."),
            QStringLiteral("games#solo-vole"));
    boolRow(g, "favor", tr("Favor"),
            tr("A game in the favoured suit that outranks the others and pays double. Gibbs "
               "finds the game better without it."),
            QStringLiteral("games#favor"));
    favorSuit_ = new QComboBox(content_);
    favorSuit_->setObjectName(QStringLiteral("favor_suit"));
    for (int i = 0; i < kSuits; ++i)
        favorSuit_->addItem(suitTitle(Suit(i)), i);
    widgets_.insert(QStringLiteral("favor_suit"), favorSuit_);
    connect(favorSuit_, &QComboBox::currentIndexChanged, this, &RulesSettingsDialog::optionChanged);
    addRow(g, new QLabel(tr("Favoured suit"), content_), favorSuit_,
           tr("The suit of Favor; usually Diamonds (Oros)."), QStringLiteral("games#favor"));
}

void RulesSettingsDialog::addPlayOptions() {
    QGridLayout* g = addGroup(tr("Play"));
    boolRow(g, "surrender", tr("Surrender and Defence"),
            tr("Before the fourth trick the Ombre may give up, paying the Puesta; an adversary "
               "may forbid it and play on as Defender."),
            QStringLiteral("surrender#surrender"));
    boolRow(g, "ombre_must_exchange", tr("The Ombre must exchange"),
            tr("The Ombre of a Simple game must take in at least one card. Gibbs does not say "
               "so; the text of 1665 does."),
            QStringLiteral("sources#reading-exchange"));
    boolRow(g, "barred_vole_pays", tr("A barred Vole pays"),
            tr("The Ombre who plays on for the Vole and loses a trick pays the Vole to each."),
            QStringLiteral("extras#barred-vole"));
    boolRow(g, "vole_declared_before_fifth", tr("Declare the Vole before the fifth trick"),
            tr("The Ombre who has won the first four tricks says then whether he plays for "
               "the Vole, as in 1665."),
            QStringLiteral("variants#english-1665"));
}

// Payments in fish.
void RulesSettingsDialog::addPaymentOptions() {
    QGridLayout* g = addGroup(tr("Payments"), tr("In fish (points), from or to each player."));
    intRow(g, "game", tr("The game"),
           tr("Paid by each adversary when the Ombre wins; five for each player make the "
              "Puesta."),
           QStringLiteral("payments#sacada"));
    intRow(g, "primeras", tr("Primeras"), tr("For winning the first five tricks."),
           QStringLiteral("extras#primeras"));
    intRow(g, "honour", tr("Each honour"),
           tr("For each Matador, and each trump in unbroken sequence to them, held or lacked."),
           QStringLiteral("extras#honours"));
    intRow(g, "voltereta_extra", tr("Voltereta"), tr("The extra for a Voltereta, won or lost."),
           QStringLiteral("extras#voltereta"));
    intRow(g, "solo_extra", tr("Solo"), tr("The extra for a Solo, won or lost."),
           QStringLiteral("extras#solo"));
    intRow(g, "vole", tr("The Vole"),
           tr("From each adversary for all nine tricks, in place of the game and Primeras."),
           QStringLiteral("extras#vole"));
    boolRow(g, "favor_doubles_extras", tr("Favor doubles the extras"),
            tr("Favor doubles the extras as well as the game (\"and so on\", p. 46)."),
            QStringLiteral("sources#reading-favor"));
    QSpinBox* limit =
        intRow(g, "reserve_limit", tr("Reserved Puestas: pool limit"),
               tr("A Puesta lost when the pool holds at least this much is set apart, to be "
                  "played for later."),
               QStringLiteral("surrender#reserved"));
    limit->setSpecialValueText(tr("Never"));
    boolRow(g, "dealer_pays_when_playing_reserved", tr("The dealer pays for a reserved Puesta"),
            tr("The dealer's stake is paid even in a deal played for a reserved Puesta."),
            QStringLiteral("sources#reading-reserved"));
}

// The dealer's stake and what a fish is worth.
void RulesSettingsDialog::addStakeOptions() {
    QGridLayout* g = addGroup(tr("Stake"));
    intRow(g, "dealer_stake", tr("Points per deal"),
           tr("The dealer's stake into the pool at every deal, in fish."),
           QStringLiteral("table#stakes"));
    stake_ = new QDoubleSpinBox(content_);
    stake_->setObjectName(QStringLiteral("stake"));
    stake_->setDecimals(2);
    stake_->setRange(RulesStore::kMinStake, RulesStore::kMaxStake);
    stake_->setSingleStep(0.25);
    stake_->setSuffix(tr(" d a fish"));
    stake_->setValue(1.0);
    widgets_.insert(QStringLiteral("stake"), stake_);
    addRow(g, new QLabel(tr("Money per fish"), content_), stake_,
           tr("What a fish is worth when you settle up, in pence: \"a penny a fish will be "
              "found sufficiently high play\"."),
           QStringLiteral("table#counters"));
}

// The payments of 1665, in great and little marks.
void RulesSettingsDialog::addRoyalPaymentOptions() {
    QGridLayout* g = addGroup(tr("The payments of 1665"),
                              tr("In great and little marks, in place of the fish above."));
    boolRow(g, "royal_payments", tr("Pay in great and little marks"),
            tr("The payments of The Royal Game of Ombre (1665)."),
            QStringLiteral("variants#english-1665"));
    const QString royal = QStringLiteral("variants#english-1665");
    intRow(g, "great_mark", tr("Little marks in a great mark"),
           tr("\"If you value the great ones at 12 pence, the lesser may be pence the piece.\""),
           royal);
    intRow(g, "royal_stake", tr("Stake for the game"),
           tr("Great marks each player stakes for the game."), royal);
    boolRow(g, "royal_stake_every_deal", tr("Stake every deal"),
            tr("Stake at every deal, not only when the stakes have been taken up."), royal);
    intRow(g, "royal_passing", tr("Passing"), tr("Little marks for each pass."), royal);
    intRow(g, "royal_hand", tr("The hand"), tr("Little marks the eldest hand pays every deal."),
           royal);
    intRow(g, "royal_taking_in", tr("Taking in"), tr("Little marks for each card taken in."),
           royal);
    intRow(g, "royal_matadors", tr("The Matadors"),
           tr("Great marks from each other player to the holder of all three Matadors, won or "
              "lost."),
           royal);
    boolRow(g, "royal_matadors_any_hand", tr("Matadors in any hand"),
            tr("Whoever holds the three Matadors is paid, not only the Ombre."), royal);
    intRow(g, "royal_sequence", tr("Each further trump in sequence"),
           tr("Little marks from each for every trump in sequence beyond the three."), royal);
    intRow(g, "royal_without_taking_in", tr("Playing without taking in"),
           tr("Great marks from or to each for a game played without taking in."), royal);
    intRow(g, "royal_voll", tr("The Voll"),
           tr("Great marks from each for a Voll declared and won."), royal);
}

// The Pretintailles, Devole and Gano: each on or off, with its points.
void RulesSettingsDialog::addPretintailleOptions() {
    QGridLayout* g =
        addGroup(tr("Pretintailles, Devole and Gano"),
                 tr("Off unless agreed before the game (p. 51). The Ombre receives the points "
                    "from each adversary when he wins and pays them to each when he loses."));
    for (int i = 0; i < kPretintailles; ++i) {
        const auto p = Pretintaille(i);
        const PretintailleText& t = kPretintailleTexts[i];
        const QString key = RulesStore::pretintailleKey(p);
        auto* on = new QCheckBox(tr(t.name), content_);
        on->setObjectName(key);
        widgets_.insert(key, on);
        connect(on, &QCheckBox::toggled, this, &RulesSettingsDialog::optionChanged);
        pretOn_[std::size_t(i)] = on;
        QSpinBox* points = nullptr;
        if (p != Pretintaille::Gano) {
            points = new QSpinBox(content_);
            const QString pointsKey = RulesStore::pretintaillePointsKey(p);
            points->setObjectName(pointsKey);
            points->setRange(0, RulesStore::kMaxPretintaillePoints);
            points->setAccessibleName(tr("%1: points").arg(tr(t.name)));
            widgets_.insert(pointsKey, points);
            connect(points, &QSpinBox::valueChanged, this, &RulesSettingsDialog::optionChanged);
        }
        pretPoints_[std::size_t(i)] = points;
        addRow(g, on, points, tr(t.explanation),
               QStringLiteral("variants#") + QLatin1String(t.anchor));
    }
}

// Players: three, four with the Alcalde (p. 17), or two (p. 78).
void RulesSettingsDialog::addPlayersOptions() {
    QGridLayout* g =
        addGroup(tr("Players"), tr("Three, as the book plays it; four, the dealer sitting out as "
                                   "the Alcalde; or two, with thirty cards."));
    auto* players = new QComboBox(content_);
    players->setObjectName(QStringLiteral("players"));
    players->addItem(tr("Three"), 3);
    players->addItem(tr("Four, with the Alcalde"), 4);
    players->addItem(tr("Two"), 2);
    addRow(g, new QLabel(tr("Players"), content_), players,
           tr("Four: the dealer, the Alcalde, holds no cards. Two: thirty cards."),
           QStringLiteral("table#players"));
    auto* alcalde = new QCheckBox(tr("The Alcalde pays and receives"), content_);
    alcalde->setObjectName(QStringLiteral("alcalde_pays"));
    alcalde->setChecked(base_.alcaldePays);
    addRow(g, alcalde, nullptr, tr("With four, the dealer pays and receives as the others do."),
           QStringLiteral("variants#four-hand"));
    auto* vole = new QComboBox(content_);
    vole->setObjectName(QStringLiteral("four_hand_vole"));
    vole->addItem(QStringLiteral("30"), 30);
    vole->addItem(QStringLiteral("40"), 40);
    addRow(g, new QLabel(tr("The Vole with four"), content_), vole,
           tr("Gibbs: thirty from each; the Spanish rules prescribe forty."),
           QStringLiteral("variants#four-hand"));
    auto* cards = new QComboBox(content_);
    cards->setObjectName(QStringLiteral("two_hand_cards"));
    cards->addItem(tr("Nine each"), 9);
    cards->addItem(tr("Eight each"), 8);
    addRow(g, new QLabel(tr("Cards with two"), content_), cards,
           tr("Nine each with a stock of twelve, or eight each with a stock of fourteen."),
           QStringLiteral("variants#two-hand"));
    auto* aside = new QComboBox(content_);
    aside->setObjectName(QStringLiteral("two_hand_suit_aside"));
    aside->addItem(suitTitle(Suit::Hearts), int(Suit::Hearts));
    aside->addItem(suitTitle(Suit::Diamonds), int(Suit::Diamonds));
    addRow(g, new QLabel(tr("Suit put aside with two"), content_), aside,
           tr("The red suit left out of the pack of thirty."), QStringLiteral("variants#two-hand"));
    for (QWidget* w :
         {static_cast<QWidget*>(players), static_cast<QWidget*>(alcalde),
          static_cast<QWidget*>(vole), static_cast<QWidget*>(cards), static_cast<QWidget*>(aside)})
        widgets_.insert(w->objectName(), w);
    connect(alcalde, &QCheckBox::toggled, this, &RulesSettingsDialog::optionChanged);
    for (QComboBox* box : {players, vole, cards, aside})
        connect(box, &QComboBox::currentIndexChanged, this, &RulesSettingsDialog::optionChanged);
}

// The note under the options, and OK and Cancel.
void RulesSettingsDialog::addFooter(QVBoxLayout* layout) {
    auto* note = new QLabel(tr("Changes apply from the next session (Game > New Session); the "
                               "game in progress keeps the rules it began with."),
                            this);
    note->setObjectName(QStringLiteral("rulesNote"));
    note->setWordWrap(true);
    layout->addWidget(note);
    auto* buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, Qt::Horizontal, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &RulesSettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

RulesSettingsDialog::~RulesSettingsDialog() = default;

QGridLayout* RulesSettingsDialog::addGroup(const QString& title, const QString& note) {
    auto* box = new QGroupBox(title, content_);
    auto* grid = new QGridLayout(box);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(2);
    grid->setColumnStretch(0, 1);
    grid->setColumnMinimumWidth(1, 110);
    if (!note.isEmpty()) {
        QLabel* label = smallText(note, box);
        label->setForegroundRole(QPalette::WindowText);
        grid->addWidget(label, 0, 0, 1, 3);
        grid->setRowMinimumHeight(1, 6);
    }
    static_cast<QVBoxLayout*>(content_->layout())->addWidget(box);
    return grid;
}

// One option: its name (or check box), its value and "?" on one line, the explanation in small
// text under the name.
void RulesSettingsDialog::addRow(QGridLayout* grid, QWidget* name, QWidget* value,
                                 const QString& explanation, const QString& section) {
    const int row = grid->rowCount();
    grid->addWidget(name, row, 0);
    if (value) {
        value->setMinimumWidth(110);
        grid->addWidget(value, row, 1, Qt::AlignRight);
        value->setToolTip(explanation);
        if (auto* label = qobject_cast<QLabel*>(name))
            label->setBuddy(value);
    }
    name->setToolTip(explanation);
    auto* help = new QToolButton(name->parentWidget());
    help->setText(QStringLiteral("?"));
    help->setAutoRaise(true);
    help->setObjectName(QStringLiteral("help:") + section);
    help->setToolTip(tr("Read about it in the rules of Ombre"));
    help->setProperty("section", section);
    connect(help, &QToolButton::clicked, this,
            [this, section] { RulesBrowser::open(this, section); });
    grid->addWidget(help, row, 2);
    QLabel* text = smallText(explanation, name->parentWidget());
    // Under the check box's text, or under the label.
    text->setContentsMargins(qobject_cast<QCheckBox*>(name) ? 24 : 0, 0, 0, 6);
    grid->addWidget(text, row + 1, 0, 1, 2);
}

QCheckBox* RulesSettingsDialog::boolRow(QGridLayout* grid, const char* key, const QString& name,
                                        const QString& explanation, const QString& section) {
    auto* box = new QCheckBox(name, content_);
    box->setObjectName(QString::fromLatin1(key));
    widgets_.insert(box->objectName(), box);
    connect(box, &QCheckBox::toggled, this, &RulesSettingsDialog::optionChanged);
    addRow(grid, box, nullptr, explanation, section);
    return box;
}

QSpinBox* RulesSettingsDialog::intRow(QGridLayout* grid, const char* key, const QString& name,
                                      const QString& explanation, const QString& section) {
    auto* spin = new QSpinBox(content_);
    spin->setObjectName(QString::fromLatin1(key));
    for (const RulesStore::IntOption& o : RulesStore::intOptions())
        if (qstrcmp(o.key, key) == 0)
            spin->setRange(o.min, o.max);
    spin->setAccessibleName(name);
    widgets_.insert(spin->objectName(), spin);
    connect(spin, &QSpinBox::valueChanged, this, &RulesSettingsDialog::optionChanged);
    addRow(grid, new QLabel(name, content_), spin, explanation, section);
    return spin;
}

Rules RulesSettingsDialog::rules() const {
    Rules r = base_;
    for (const RulesStore::BoolOption& o : RulesStore::boolOptions())
        if (auto* box = qobject_cast<QCheckBox*>(widgets_.value(QString::fromLatin1(o.key))))
            r.*o.field = box->isChecked();
    for (const RulesStore::IntOption& o : RulesStore::intOptions())
        if (auto* spin = qobject_cast<QSpinBox*>(widgets_.value(QString::fromLatin1(o.key))))
            r.*o.field = spin->value();
    r.favorSuit = Suit(favorSuit_->currentData().toInt());
    // The table.
    auto chosen = [this](const QString& key, int fallback) {
        auto* box = qobject_cast<QComboBox*>(widgets_.value(key));
        return box && box->currentIndex() >= 0 ? box->currentData().toInt() : fallback;
    };
    r.players = chosen(RulesStore::kPlayersKey, r.players);
    r.fourHandVole = chosen(RulesStore::kFourHandVoleKey, r.fourHandVole);
    r.twoHandCards = chosen(RulesStore::kTwoHandCardsKey, r.twoHandCards);
    r.twoHandSuitAside = Suit(chosen(RulesStore::kTwoHandSuitAsideKey, int(r.twoHandSuitAside)));
    if (auto* box = qobject_cast<QCheckBox*>(widgets_.value(RulesStore::kAlcaldePaysKey)))
        r.alcaldePays = box->isChecked();
    for (int i = 0; i < kPretintailles; ++i) {
        PretintailleRule& p = r.pretintailles[std::size_t(i)];
        p.on = pretOn_[std::size_t(i)]->isChecked();
        if (QSpinBox* points = pretPoints_[std::size_t(i)])
            p.points = points->value();
    }
    return r;
}

void RulesSettingsDialog::setRules(const Rules& rules) {
    updating_ = true;
    base_ = rules;
    for (const RulesStore::BoolOption& o : RulesStore::boolOptions())
        if (auto* box = qobject_cast<QCheckBox*>(widgets_.value(QString::fromLatin1(o.key))))
            box->setChecked(rules.*o.field);
    for (const RulesStore::IntOption& o : RulesStore::intOptions())
        if (auto* spin = qobject_cast<QSpinBox*>(widgets_.value(QString::fromLatin1(o.key))))
            spin->setValue(rules.*o.field);
    favorSuit_->setCurrentIndex(favorSuit_->findData(int(rules.favorSuit)));
    auto show = [this](const QString& key, int value) {
        if (auto* box = qobject_cast<QComboBox*>(widgets_.value(key)))
            box->setCurrentIndex(std::max(0, box->findData(value)));
    };
    show(RulesStore::kPlayersKey, rules.players);
    show(RulesStore::kFourHandVoleKey, rules.fourHandVole);
    show(RulesStore::kTwoHandCardsKey, rules.twoHandCards);
    show(RulesStore::kTwoHandSuitAsideKey, int(rules.twoHandSuitAside));
    if (auto* box = qobject_cast<QCheckBox*>(widgets_.value(RulesStore::kAlcaldePaysKey)))
        box->setChecked(rules.alcaldePays);
    for (int i = 0; i < kPretintailles; ++i) {
        const PretintailleRule& p = rules.pretintailles[std::size_t(i)];
        pretOn_[std::size_t(i)]->setChecked(p.on);
        if (QSpinBox* points = pretPoints_[std::size_t(i)])
            points->setValue(p.points);
    }
    updating_ = false;
    updatePresetChooser();
    updateEnabled();
}

double RulesSettingsDialog::stakePerFish() const {
    return stake_->value();
}

void RulesSettingsDialog::setStakePerFish(double pence) {
    stake_->setValue(pence);
}

QString RulesSettingsDialog::presetShown() const {
    return preset_->currentData().toString();
}

void RulesSettingsDialog::choosePreset(const QString& preset) {
    std::optional<Rules> r = presetRules(preset.toStdString());
    if (!r) {
        updatePresetChooser(); // "custom" is not a choice: it is what the options make
        return;
    }
    r->players = rules().players; // the table is not part of a rule set
    setRules(*r);
}

void RulesSettingsDialog::optionChanged() {
    if (updating_)
        return;
    updatePresetChooser();
    updateEnabled();
}

void RulesSettingsDialog::updatePresetChooser() {
    const QString custom = QString::fromUtf8(kCustomRules.data());
    const QString preset = QString::fromUtf8(presetOf(rules()).data());
    const int customIndex = preset_->findData(custom);
    const QSignalBlocker block(preset_);
    if (preset == custom && customIndex < 0)
        preset_->addItem(RulesStore::presetTitle(kCustomRules), custom);
    else if (preset != custom && customIndex >= 0)
        preset_->removeItem(customIndex);
    preset_->setCurrentIndex(preset_->findData(preset));
}

void RulesSettingsDialog::updateEnabled() {
    const Rules r = rules();
    favorSuit_->setEnabled(r.favor);
    widgets_.value(QStringLiteral("favor_doubles_extras"))->setEnabled(r.favor);
    widgets_.value(QStringLiteral("dealer_pays_when_playing_reserved"))
        ->setEnabled(r.reserveLimit > 0);
    for (const RulesStore::IntOption& o : RulesStore::intOptions())
        if (qstrncmp(o.key, "royal_", 6) == 0 || qstrcmp(o.key, "great_mark") == 0)
            widgets_.value(QString::fromLatin1(o.key))->setEnabled(r.royalPayments);
    for (const char* key : {"royal_stake_every_deal", "royal_matadors_any_hand"})
        widgets_.value(QString::fromLatin1(key))->setEnabled(r.royalPayments);
    for (int i = 0; i < kPretintailles; ++i)
        if (QSpinBox* points = pretPoints_[std::size_t(i)])
            points->setEnabled(pretOn_[std::size_t(i)]->isChecked());
    // The options of the other tables only with those tables.
    for (const QString& key : {RulesStore::kAlcaldePaysKey, RulesStore::kFourHandVoleKey})
        widgets_.value(key)->setEnabled(r.players == 4);
    for (const QString& key : {RulesStore::kTwoHandCardsKey, RulesStore::kTwoHandSuitAsideKey})
        widgets_.value(key)->setEnabled(r.players == 2);
}

void RulesSettingsDialog::accept() {
    const Rules r = rules();
    store_->save(r);
    store_->setStakePerFish(stakePerFish());
    emit rulesSaved(r, stakePerFish());
    QDialog::accept();
}

} // namespace ombre::ui
