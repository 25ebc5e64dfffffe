#include "ui/shell/guideddeal.h"

#include "ombre/cardorder.h"
#include "ui/kit/gamelog.h"
#include "ui/kit/terms.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/rules/rulesbrowser.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/rulesstore.h"
#include "ui/shell/tablemode.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace ombre::ui {

namespace {

bool holdsMatador(const Deal& d, int seat) {
    if (!d.trump())
        return false;
    const Card manille = CardOrder::forTrump(*d.trump()).manille();
    for (Card c : d.hand(seat))
        if (c == kSpadille || c == kBasto || c == manille)
            return true;
    return false;
}

bool trumpLed(const Deal& d) {
    const Trick& t = d.currentTrick();
    return d.trump() && t.count > 0 &&
           CardOrder::forTrump(*d.trump()).suitOf(t.cards[0]) == *d.trump();
}

} // namespace

GuidedDeal::Step::Step(const Deal& deal, int you, const std::array<QString, 4>& seatNames)
    : d(deal), human(you), seat(deal.toAct()), mine(deal.toAct() == you), names(seatNames) {}

QString GuidedDeal::Step::name(int s) const {
    return s >= 0 && s < 4 ? names[std::size_t(s)] : QString();
}

Guidance GuidedDeal::guidanceFor(const Deal& d, int human, const std::array<QString, 4>& names) {
    // The names with an article written as inside a sentence wherever the words put them.
    Guidance g = guidanceAt(Step(d, human, names));
    g.text = namesInSentence(g.text, names.data(), int(names.size()));
    return g;
}

Guidance GuidedDeal::guidanceAt(const Step& step) {
    const Deal& d = step.d;
    if (d.finished())
        return paymentGuidance(step);
    switch (d.decision()) {
    case ActionType::Bid:
        return auctionGuidance(step);
    case ActionType::NameTrump:
        return trumpGuidance(step);
    case ActionType::Exchange:
    case ActionType::Yield:
        return discardGuidance(step);
    case ActionType::ShowStock:
        return stockGuidance(step);
    case ActionType::Surrender:
    case ActionType::Defend:
    case ActionType::Vole:
        return choiceGuidance(d.decision());
    case ActionType::PlayCard:
        return playGuidance(step);
    }
    return {};
}

Guidance GuidedDeal::paymentGuidance(const Step& step) {
    const Deal& d = step.d;
    const QString title = tr("The payment");
    const QString kind = QStringLiteral("payment");
    switch (d.dealOutcome()) {
    case DealOutcome::Passed:
        return {kind, title,
                tr("Everybody passed, so nobody plays: the cards are thrown in and the pool "
                   "waits for the next deal, when the next dealer adds his five."),
                QStringLiteral("deal#all-pass")};
    case DealOutcome::Sacada:
        return {kind, title,
                d.ombre() == step.human
                    ? tr("Sacada: you won more tricks than either adversary. You take the "
                         "pool, and each adversary pays you the game and your extras; the "
                         "counters fly to your pit.")
                    : tr("Sacada: %1, the Ombre, won more tricks than either adversary. "
                         "He takes the pool, and each adversary pays him the game and his "
                         "extras.")
                          .arg(step.name(d.ombre())),
                QStringLiteral("payments#sacada")};
    case DealOutcome::Puesta:
        return {kind, title,
                tr("Puesta: the Ombre did not win more tricks than each adversary, but "
                   "neither adversary won more than he did. He puts into the pool as much "
                   "as it holds, and five more for each player."),
                QStringLiteral("payments#puesta")};
    case DealOutcome::Codille:
        return {kind, title,
                tr("Codille: %1 won more tricks than the Ombre. The Ombre pays him what a "
                   "Puesta would have cost, and the pool stays for the next deal.")
                    .arg(step.name(d.codilleTo())),
                QStringLiteral("payments#codille")};
    default: // surrendered, defended or not
        return {kind, title,
                tr("The Ombre surrendered: he pays the Puesta into the pool, or, if an "
                   "adversary defended, the Defender is paid or pays as an Ombre would."),
                QStringLiteral("surrender#defender-results")};
    }
}

Guidance GuidedDeal::auctionGuidance(const Step& step) {
    const int holder = step.d.auction().holder();
    QString text;
    if (!step.mine)
        text = tr("%1 now passes or names a higher game. Whoever names the highest game "
                  "becomes the Ombre and plays alone against the other two.")
                   .arg(step.name(step.seat));
    else if (holder >= 0)
        text = tr("%1 has named a game. Pass, or name a higher one: the highest game "
                  "makes its bidder the Ombre, who plays alone against the other two.")
                   .arg(step.name(holder));
    else
        text = tr("Each player in turn passes or names a game. “I play” (the Simple "
                  "Game) lets you name trumps and exchange cards with the stock; whoever "
                  "names the highest game becomes the Ombre and plays alone against the "
                  "other two.");
    return {QStringLiteral("auction"), tr("The auction"), text, QStringLiteral("games#auction")};
}

Guidance GuidedDeal::trumpGuidance(const Step& step) {
    return {QStringLiteral("trumps"), tr("Naming trumps"),
            step.mine ? tr("You are the Ombre: name trumps in the suit of your strongest cards. "
                           "Spadille (the Ace of %1) and Basto (the Ace of %2) are always "
                           "trumps, and the suit you name makes its Two (in %1 or %2) or "
                           "its Seven (in %3 or %4) into Manille, the second trump.")
                            .arg(suitTitle(Suit::Spades), suitTitle(Suit::Clubs),
                                 suitTitle(Suit::Hearts), suitTitle(Suit::Diamonds))
                      : tr("%1 is the Ombre and now names trumps.").arg(step.name(step.seat)),
            QStringLiteral("cards#trump-order")};
}

Guidance GuidedDeal::discardGuidance(const Step& step) {
    const Deal& d = step.d;
    const QString kind = QStringLiteral("discard");
    const QString title = tr("The discard");
    if (step.seat == d.ombre())
        return {kind, title,
                step.mine ? tr("Mark the cards you do not want, then confirm: you draw as many "
                               "from the top of the stock. Keep your trumps and Kings, and "
                               "throw away the small cards of the other suits.")
                          : tr("%1, the Ombre, discards first and draws as many cards from the "
                               "stock.")
                                .arg(step.name(step.seat)),
                QStringLiteral("discard#ombre-discard")};
    return {kind, title,
            !step.mine ? tr("%1 discards and draws from what the Ombre left in the stock, "
                            "hoping for trumps or Kings.")
                             .arg(step.name(step.seat))
            : d.canYield() ? tr("Now the adversaries draw from what the Ombre left. You may "
                                "discard and draw, hoping for trumps or Kings to stop him, or "
                                "yield the first choice to your partner.")
                           : tr("Now you may discard and draw from what is left of the stock, "
                                "hoping for trumps or Kings to stop the Ombre."),
            QStringLiteral("discard#first-choice")};
}

Guidance GuidedDeal::stockGuidance(const Step& step) {
    return {QStringLiteral("stock"), tr("The rest of the stock"),
            step.mine ? tr("Cards are left in the stock. You may turn them up to see them, "
                           "but then every player sees them too.")
                      : tr("%1 may turn up the cards left in the stock, for every player to "
                           "see.")
                            .arg(step.name(step.seat)),
            QStringLiteral("discard#looking")};
}

Guidance GuidedDeal::choiceGuidance(ActionType decision) {
    switch (decision) {
    case ActionType::Surrender:
        return {QStringLiteral("surrender"), tr("Surrender"),
                tr("Before each of the first four tricks the Ombre may give up: he pays the "
                   "Puesta and the deal ends, unless an adversary forbids it and plays on in "
                   "his place."),
                QStringLiteral("surrender#surrender")};
    case ActionType::Defend:
        return {QStringLiteral("defence"), tr("Defence"),
                tr("The Ombre has surrendered. An adversary may forbid it and play the game "
                   "out in his place as Defender, winning or losing as an Ombre would."),
                QStringLiteral("surrender#defence")};
    default: // the Vole
        return {QStringLiteral("vole"), tr("The Vole"),
                tr("The Ombre has won the first five tricks. He may stop and take the game, or "
                   "play on for the Vole: all nine tricks win a large extra, but a single lost "
                   "trick costs it."),
                QStringLiteral("extras#vole")};
    }
}

Guidance GuidedDeal::playGuidance(const Step& step) {
    const Deal& d = step.d;
    const QString kind = QStringLiteral("play");
    const QString title = tr("The play");
    if (!step.mine)
        return {kind, title,
                d.ombre() == step.human
                    ? tr("%1 plays. To win, you need more tricks than either adversary: "
                         "five, or four when they divide the other five.")
                          .arg(step.name(step.seat))
                    : tr("%1 plays. The Ombre needs more tricks than either adversary: "
                         "together you must stop him.")
                          .arg(step.name(step.seat)),
                QStringLiteral("winning#majority")};
    if (d.currentTrick().count == 0)
        return {kind, title,
                tr("Your lead: play any card. The others must follow suit if they can; "
                   "the highest trump wins the trick, or, without trumps, the highest card "
                   "of the suit led."),
                QStringLiteral("play#lead")};
    if (trumpLed(d) && holdsMatador(d, step.seat))
        return {kind, title,
                tr("A trump was led, so you must play a trump if you have one. But a "
                   "matador (Spadille, Manille or Basto) need not be played unless a "
                   "higher matador was led: that is the matadors’ privilege."),
                QStringLiteral("play#matadors")};
    return {kind, title,
            tr("Follow suit if you can: the dimmed cards may not be played. If you "
               "cannot follow, you may trump or throw any card."),
            QStringLiteral("play#following")};
}

GuidedDeal::GuidedDeal(const Options& options, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("guidedDeal"));
    MainWindow::Options o;
    o.useSave = false; // the session in progress is not touched
    o.seed = kSeed;
    // The guide explains three-hand Ombre, whatever table Options > Rules chooses.
    o.rules = RulesStore().load().rules;
    o.rules->players = 3;
    o.speed = options.speed;
    o.pause = options.pause;
    table_ = new MainWindow(o, this);
    table_->setWindowFlags(Qt::Widget);
    table_->setMinimumSize(480, 360);
    // The guided table's menus are not shown, and their shortcuts would collide with the
    // window's own: the panels, the mouse and the table's keys are all the deal needs.
    table_->menuBar()->hide();
    for (QAction* a : table_->findChildren<QAction*>())
        a->setShortcut(QKeySequence());

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_);

    // The guide, above the game log.
    auto* dock =
        tr_.add(new QDockWidget(table_), [](QDockWidget* d) { d->setWindowTitle(tr("Guide")); });
    dock->setObjectName(QStringLiteral("guideDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable);
    auto* panel = new QWidget(dock);
    panel->setObjectName(QStringLiteral("guidePanel"));
    panel->setStyleSheet(QStringLiteral("#guidePanel { background: #fbf6e9; }"
                                        "#guidePanel QLabel { color: #3a2410; }"));
    auto* v = new QVBoxLayout(panel);
    title_ = new QLabel(panel);
    title_->setObjectName(QStringLiteral("guideTitle"));
    QFont f = title_->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.25);
    title_->setFont(f);
    text_ = new QLabel(panel);
    text_->setObjectName(QStringLiteral("guideText"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::PlainText);
    text_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    link_ = new QLabel(panel);
    link_->setObjectName(QStringLiteral("guideLink"));
    link_->setTextFormat(Qt::RichText);
    link_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(link_, &QLabel::linkActivated, this, [this](const QString&) { openSection(); });
    openCards_ = tr_.add(new QCheckBox(panel), [](QCheckBox* b) {
        b->setText(tr("Show every player’s cards (open cards)"));
    });
    openCards_->setObjectName(QStringLiteral("openCardsBox"));
    openCards_->setChecked(options.openCards);
    connect(openCards_, &QCheckBox::toggled, this,
            [this](bool on) { table_->tableScene()->setOpenHands(on); });
    table_->tableScene()->setOpenHands(options.openCards);
    // The table's Hint, here where the guided table's menus are not: ringed cards and a sentence.
    hint_ = tr_.add(new QPushButton(panel), [](QPushButton* b) { b->setText(tr("Hint (H)")); });
    hint_->setObjectName(QStringLiteral("hintButton"));
    hint_->setEnabled(false);
    connect(hint_, &QPushButton::clicked, table_, &MainWindow::showHint);
    auto* hintKey = new QShortcut(QKeySequence(Qt::Key_H), this);
    hintKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(hintKey, &QShortcut::activated, hint_, &QPushButton::click);
    connect(table_, &MainWindow::humanDecisionShown, hint_, [this] { hint_->setEnabled(true); });
    auto* back = tr_.add(new QPushButton(panel),
                         [](QPushButton* b) { b->setText(tr("Return to Your Game")); });
    back->setObjectName(QStringLiteral("returnButton"));
    connect(back, &QPushButton::clicked, this, &GuidedDeal::closeRequested);
    v->addWidget(title_);
    v->addWidget(text_);
    v->addWidget(link_);
    v->addStretch(1);
    v->addWidget(openCards_);
    v->addWidget(hint_);
    v->addWidget(back);
    dock->setWidget(panel);
    table_->addDockWidget(Qt::RightDockWidgetArea, dock);
    table_->splitDockWidget(dock, table_->gameLog(), Qt::Vertical);
    table_->resizeDocks({dock, table_->gameLog()}, {300, 300}, Qt::Horizontal);
    table_->resizeDocks({dock, table_->gameLog()}, {3, 2}, Qt::Vertical);

    const Game* game = table_->game();
    connect(game, &Game::dealStarted, this, &GuidedDeal::update);
    connect(game, &Game::countersChanged, this, &GuidedDeal::update);
    connect(game, &Game::decisionNeeded, this, &GuidedDeal::update);
    connect(game, &Game::decisionNeeded, hint_, [this] { hint_->setEnabled(false); });
    connect(game, &Game::dealScored, this, &GuidedDeal::update);
    update();
}

GuidedDeal::~GuidedDeal() = default;

void GuidedDeal::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && link_) {
        tr_.retranslate();
        // Told again in the new words once the table (a child, told after) has its names.
        QMetaObject::invokeMethod(
            this,
            [this] {
                guidance_ = {};
                update();
            },
            Qt::QueuedConnection);
    }
    QWidget::changeEvent(event);
}

void GuidedDeal::update() {
    const Deal* d = table_->game()->deal();
    if (!d)
        return;
    const Guidance g = guidanceFor(*d, kHumanSeat, table_->names());
    if (g.text == guidance_.text && g.section == guidance_.section)
        return;
    guidance_ = g;
    title_->setText(g.title);
    text_->setText(g.text);
    link_->setText(QStringLiteral("<a href='%1'>%2</a>")
                       .arg(g.section, tr("Read the rules on this").toHtmlEscaped()));
    link_->setToolTip(g.section);
    emit guidanceChanged(guidance_);
}

void GuidedDeal::openSection() {
    RulesBrowser::open(this, guidance_.section);
}

GuidedDeal* startGuidedDeal(MainWindow* window, const GuidedDeal::Options& options) {
    auto* guided = new GuidedDeal(options);
    TableMode* mode = TableMode::enter(window, guided);
    QObject::connect(guided, &GuidedDeal::closeRequested, mode, &TableMode::leave);
    guided->table()->tableView()->setFocus();
    return guided;
}

} // namespace ombre::ui
