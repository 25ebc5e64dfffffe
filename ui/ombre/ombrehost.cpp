#include "ui/ombre/ombrehost.h"

#include "ombre/claim.h"
#include "ombre/record.h"
#include "ombre/savedgame.h"
#include "ombre/takeback.h"
#include "ui/kit/cardrenderer.h"
#include "ui/kit/gamelog.h"
#include "ui/kit/language.h"
#include "ui/ombre/auctionpanel.h"
#include "ui/ombre/choicepanel.h"
#include "ui/ombre/dealoverpanel.h"
#include "ui/ombre/exchangepanel.h"
#include "ui/ombre/ombreactions.h"
#include "ui/ombre/ombrelog.h"
#include "ui/ombre/ombreterms.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/settlementdialog.h"
#include "ui/ombre/surrenderoffer.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"

#include <QAction>
#include <QFile>
#include <QLayout>
#include <QRandomGenerator>
#include <QSettings>
#include <QTimer>

namespace ombre::ui {

OmbreHost::OmbreHost(CardRenderer* renderer, const Options& options, QWidget* window,
                     QObject* parent)
    : GameHost(parent), log_(new GameLog(window)), window_(window),
      save_(&game_, log_, options.savePath,
            {[this](int players) { return recordedNames(players); },
             [this](const QString& error) { reportSave(error); },
             [this](const RecentRecords& history, UnfiledRecords& unfiled) {
                 return fileUnfiled(history, unfiled);
             }}),
      speed_(options.speed), stake_(options.stake), rules_(options.rules),
      rulesTitle_(options.rulesTitle), editRules_(options.editRules), practice_(options.practice),
      forcedCards_(options.forcedCards), pause_(options.pause) {
    // The same names, in English, seat a record written without names (ombre::defaultNames).
    names_ = {tr("You"), tr("Belinda"), tr("The Baron"), tr("Sir Plume")};
    defaultNames_ = names_;
    // A child of the window, which passes the change of language on to it.
    scene_ = new TableScene(renderer, window);
    scene_->setNames(names_);
    scene_->setSpeed(speed_);
    view_ = new TableView(scene_, window);
    log_->setNames(names_);
    narration_ = new OmbreLog(&game_, log_);

    auction_ = new AuctionPanel(view_->viewport());
    exchange_ = new ExchangePanel(view_->viewport());
    choice_ = new ChoicePanel(view_->viewport());
    surrender_ = new SurrenderOffer(view_->viewport());
    dealOver_ = new DealOverPanel(view_->viewport());
    for (QWidget* w : {static_cast<QWidget*>(auction_), static_cast<QWidget*>(exchange_),
                       static_cast<QWidget*>(choice_), static_cast<QWidget*>(surrender_),
                       static_cast<QWidget*>(dealOver_)})
        w->hide();
    result_ = new ResultDialog(view_->viewport());
    // The result leaves in sight the table's texts (the trick counts, the plates, the pool), any
    // cards still in the player's hand and the last trick.
    result_->setKeepClear([this] { return view_->keptInSight(); });
    connect(view_, &TableView::laidOut, result_, [this] {
        if (result_->isVisible())
            result_->place();
    });

    controller_ = new PlayerController(&game_, this);
    controller_->setHumanSeat(kHumanSeat);
    controller_->setLevel(options.level, QRandomGenerator::global()->generate64());
    controller_->setPause(options.pause);
    controller_->setGate([this](std::function<void()> act) { scene_->whenIdle(std::move(act)); });

    createActions();
    bindGame();
}

OmbreHost::~OmbreHost() {
    controller_->cancel();
}

QWidget* OmbreHost::table() const {
    return view_;
}

QString OmbreHost::title() const {
    return tr("Ombre");
}

QString OmbreHost::rulesHelp() const {
    return tr("&Rules of Ombre");
}

void OmbreHost::createActions() {
    actions_ = std::make_unique<OmbreActions>(window_, practice_);
    connect(actions_->settle(), &QAction::triggered, this, &OmbreHost::showSettlement);
    connect(actions_->hint(), &QAction::triggered, this, &OmbreHost::showHint);
    connect(actions_->takeBack(), &QAction::triggered, this, &OmbreHost::takeBack);
    connect(actions_->claim(), &QAction::triggered, this, &OmbreHost::claimRest);
    connect(actions_->rulesSettings(), &QAction::triggered, this, [this] {
        if (editRules_)
            editRules_();
    });
    connect(actions_->practice(), &QAction::toggled, this, &OmbreHost::setPracticeMode);
}

QList<QAction*> OmbreHost::gameActions() const {
    return actions_->gameActions();
}

QList<QAction*> OmbreHost::optionActions() const {
    return actions_->optionActions();
}

void OmbreHost::setShown(bool shown) {
    shown_ = shown;
    if (!shown) {
        controller_->cancel();
        scene_->cancelIdleCallbacks();
        clearDecision();
        result_->hide();
    } else {
        showDealOver(); // back from Piquet to a deal over, its result put away
    }
    updateActions();
}

void OmbreHost::bindGame() {
    scene_->setGame(&game_);
    connect(&game_, &Game::sessionStarted, this, [this] {
        scored_ = false;
        emit rulesChanged();
        scene_->syncCounters();
    });
    connect(&game_, &Game::dealStarted, this, [this] {
        scored_ = false;
        surrenderArmed_ = false;
        result_->hide();
        clearDecision();
        updateSurrenderOffer();
        scene_->dealStarted(!resuming_ && speed_ > 0);
        updateActions();
        // Four players: the dealer is the Alcalde and sits out the deal (p. 17).
        if (const Deal* d = game_.deal(); d && d->alcalde() == kHumanSeat)
            emit status(d->rules().alcaldePays
                            ? tr("You are the Alcalde: you deal, hold no cards and watch the "
                                 "three play; you pay and receive as the others do.")
                            : tr("You are the Alcalde: you deal, hold no cards and watch the "
                                 "three play; you neither pay nor receive."),
                        0);
    });
    bindAuction();
    bindPlay();
    bindInput();
}

// The auction and the exchange: each call spoken at its seat.
void OmbreHost::bindAuction() {
    connect(&game_, &Game::bidMade, this, [this](int seat, Call call) {
        scene_->showSpeech(seat, [call] { return callTitle(call); });
        scene_->sync();
    });
    connect(&game_, &Game::auctionWon, this, [this](int seat, Call contract) {
        scene_->clearSpeech();
        scene_->showSpeech(seat, [contract] { return contractTitle(contract); });
        scene_->sync();
    });
    connect(&game_, &Game::allPassed, this, [this] { scene_->sync(); });
    connect(&game_, &Game::trumpsNamed, this, [this](Suit s) {
        if (const Deal* d = game_.deal(); d && d->ombre() >= 0)
            scene_->showSpeech(d->ombre(), [s] { return suitLabel(s); });
        scene_->sync();
    });
    connect(&game_, &Game::cardTurned, this, [this](Card) { scene_->sync(); });
    connect(&game_, &Game::firstChoiceYielded, this, [this](int seat) {
        scene_->showSpeech(seat, [] { return tr("I yield"); });
        scene_->sync();
    });
    connect(&game_, &Game::exchangeMade, this, [this](int seat, int count) {
        scene_->showSpeech(seat, [count] {
            return count == 0 ? tr("I keep my hand") : tr("I take %n", nullptr, count);
        });
        scene_->sync();
    });
    connect(&game_, &Game::stockShown, this, [this](bool shown) {
        if (shown)
            if (const Deal* d = game_.deal(); d)
                scene_->showSpeech(d->toAct() >= 0 ? d->toAct() : 0,
                                   [] { return tr("See the stock"); });
        scene_->sync();
    });
}

// The play, the score and the turns: the table follows, the game is saved.
void OmbreHost::bindPlay() {
    connect(&game_, &Game::surrenderChosen, this, [this](int seat, bool yes) {
        if (yes)
            scene_->showSpeech(seat, [] { return tr("I surrender"); });
        scene_->sync();
    });
    connect(&game_, &Game::defenceChosen, this, [this](int seat, bool yes) {
        scene_->showSpeech(seat, [yes] { return yes ? tr("I defend") : tr("No defence"); });
        scene_->sync();
    });
    connect(&game_, &Game::voleChosen, this, [this](bool yes) {
        if (const Deal* d = game_.deal(); d)
            scene_->showSpeech(d->ombre(), [yes] { return yes ? tr("The Vole!") : tr("I stop"); });
        scene_->sync();
    });
    connect(&game_, &Game::cardPlayed, this, [this](int, Card) {
        scene_->clearSpeech();
        scene_->sync();
    });
    connect(&game_, &Game::trickWon, this, [this](int, int) { scene_->trickCompleted(); });
    connect(&game_, &Game::dealScored, this, [this](const QString&, int) {
        updateSurrenderOffer();
        scored_ = true;
        scene_->setActiveSeat(-1);
        scene_->sync();
    });
    connect(&game_, &Game::counterPaid, this, [this](const Transfer& t) {
        if (t.reason != Reason::DealerStake)
            scene_->payment(t);
    });
    connect(&game_, &Game::countersChanged, this, [this] {
        if (scored_) {
            save_.fileDeal();
            onDealScored();
        }
    });
    connect(&game_, &Game::decisionNeeded, this, [this](int seat, ActionType decision) {
        scene_->setActiveSeat(seat);
        save_.write();
        updateActions();
        autoplayStopsAtAlcalde(seat);
        // The status bar says whom the table waits for; the human's own prompt follows once the
        // table is still. While the trick just completed is held on the table it says who took
        // it, and the next player once the trick is gathered.
        const Deal* d = game_.deal();
        if (!scene_->trickHeld() || !d || d->tricks().empty()) {
            if (seat != kHumanSeat)
                emit status(waitingFor(seat, decision), 0);
            return;
        }
        const int winner = d->tricks().back().winner;
        const int trick = int(d->tricks().size());
        emit status(winner == kHumanSeat
                        ? tr("You take trick %1.").arg(trick)
                        : tr("%1 takes trick %2.").arg(names_[std::size_t(winner)]).arg(trick),
                    0);
        if (seat == kHumanSeat)
            return;
        const std::size_t actions = d->history().size();
        scene_->whenIdle([this, seat, decision, actions] {
            // Unless the table has moved on meanwhile.
            const Deal* now = game_.deal();
            if (now && !now->finished() && now->toAct() == seat && now->history().size() == actions)
                emit status(waitingFor(seat, decision), 0);
        });
    });
}

QString OmbreHost::waitingFor(int seat, ActionType decision) const {
    const QString name = names_[std::size_t(seat)];
    QString text;
    switch (decision) {
    case ActionType::Bid:
        text = tr("The auction: %1 to speak.").arg(name);
        break;
    case ActionType::NameTrump:
        text = tr("%1 names trumps.").arg(name);
        break;
    case ActionType::Exchange:
    case ActionType::Yield:
        text = tr("The exchange: %1 to discard and draw.").arg(name);
        break;
    case ActionType::PlayCard:
        text = tr("%1 to play.").arg(name);
        break;
    default:
        text = tr("%1 to decide.").arg(name);
        break;
    }
    return namesInSentence(text, &name, 1);
}

// The human's input: the table's cards, the panels, the result dialog.
void OmbreHost::bindInput() {
    connect(controller_, &PlayerController::humanToAct, this, &OmbreHost::onHumanToAct);
    connect(controller_, &PlayerController::hintReady, this, &OmbreHost::onHint);
    connect(scene_, &TableScene::cardChosen, this, [this](Card c) {
        if (const Deal* d = game_.deal(); d && d->phase() == Phase::Surrender)
            leadAtSurrenderOffer(c);
        else
            humanAct(Action::play(kHumanSeat, c));
    });
    connect(surrender_, &SurrenderOffer::surrenderNow, this,
            [this] { humanAct(Action::choice(ActionType::Surrender, kHumanSeat, true)); });
    connect(surrender_, &SurrenderOffer::armedChanged, this,
            [this](bool armed) { surrenderArmed_ = armed; });
    connect(&game_, &Game::decisionNeeded, this, [this] { updateSurrenderOffer(); });
    connect(scene_, &TableScene::markedChanged, this, [this](CardSet marked) {
        exchange_->setMarked(marked.size());
        view_->placePanel(); // the confirm button's text has changed
    });
    connect(auction_, &AuctionPanel::callChosen, this,
            [this](Call c) { humanAct(Action::bid(kHumanSeat, c)); });
    connect(auction_, &AuctionPanel::trumpChosen, this,
            [this](Suit s) { humanAct(Action::nameTrump(kHumanSeat, s)); });
    connect(exchange_, &ExchangePanel::confirmed, this,
            [this] { humanAct(Action::exchange(kHumanSeat, scene_->marked())); });
    connect(exchange_, &ExchangePanel::yielded, this,
            [this] { humanAct(Action::yield(kHumanSeat)); });
    connect(choice_, &ChoicePanel::chosen, this,
            [this](bool yes) { humanAct(Action::choice(choice_->decision(), kHumanSeat, yes)); });
    connect(result_, &ResultDialog::nextDealRequested, this, &OmbreHost::nextDeal);
    connect(result_, &ResultDialog::settleRequested, this, &OmbreHost::showSettlement);
    connect(result_, &ResultDialog::dismissed, this, &OmbreHost::showDealOver);
    connect(dealOver_, &DealOverPanel::nextDealRequested, this, &OmbreHost::nextDeal);
    // The review in the replay; the way on waits on the table for the return.
    connect(result_, &ResultDialog::reviewRequested, this, [this] {
        showDealOver();
        emit reviewRequested();
    });
    connect(dealOver_, &DealOverPanel::reviewRequested, this, &OmbreHost::reviewRequested);
    connect(dealOver_, &DealOverPanel::settleRequested, this, &OmbreHost::showSettlement);
    connect(dealOver_, &DealOverPanel::resultRequested, this, [this] {
        const Deal* d = game_.deal();
        if (!d || !d->finished())
            return;
        view_->setPanel(nullptr);
        result_->showResult(*d, names_, game_.session().dealsPlayed());
        emit status(tr("The deal is over. Next deal: Enter or Ctrl+D."), 0);
    });
}

void OmbreHost::showDealOver() {
    const Deal* d = game_.deal();
    if (!shown_ || !d || !d->finished() || result_->isVisible())
        return;
    const int number = game_.session().dealsPlayed();
    dealOver_->setScale(panelFont());
    dealOver_->present(number, d->payment().net(kHumanSeat));
    view_->setPanel(dealOver_);
    view_->setFocus(); // Enter presses the panel's default button: the next deal
    emit status(tr("Deal %1 is over. Next deal: Enter, the button on the table, or Ctrl+D.")
                    .arg(localNumber(number)),
                0);
}

qreal OmbreHost::panelFont() const {
    return view_->panelFont();
}

// The autoplay's moment in a deal the human sits out as the Alcalde: asked at the others' turns.
bool OmbreHost::autoplayStopsAtAlcalde(int seat) {
    const Deal* d = game_.deal();
    if (!until_ || untilHere_ || seat == kHumanSeat || !d || d->alcalde() != kHumanSeat ||
        !until_(*d))
        return false;
    untilHere_ = true;
    controller_->cancel();
    scene_->whenIdle([this] { emit readyForScreenshot(); });
    return true;
}

bool OmbreHost::resume() {
    if (save_.path().isEmpty())
        return false;
    bool missing = false;
    const LoadedSave loaded = save_.read(&missing);
    if (loaded.ok() && loaded.game->deal) {
        const SavedGame& g = *loaded.game;
        // The default names are kept in English and said in the language of the day.
        const std::vector<std::string> english = defaultNames(int(names_.size()));
        for (int s = 0; s < std::min(int(g.names.size()), int(names_.size())); ++s)
            if (!g.names[std::size_t(s)].empty() && s != kHumanSeat &&
                g.names[std::size_t(s)] != english[std::size_t(s)])
                names_[std::size_t(s)] = QString::fromStdString(g.names[std::size_t(s)]);
        scene_->setNames(names_);
        log_->setNames(names_);
        resuming_ = true;
        log_->setMuted(true);
        game_.resume(g.session, *g.deal, g.seed);
        log_->setMuted(false);
        resuming_ = false;
        narration_->retell(*g.deal);
        log_->note([] { return tr("The game was resumed where it was left."); });
        save_.resumed(g);
        if (g.deal->finished()) {
            scored_ = false;
            scene_->syncCounters();
            result_->showResult(*g.deal, names_, game_.session().dealsPlayed());
        }
        updateActions();
        return true;
    }
    if (!missing) // a damaged save: set it aside, say so, and start afresh
        save_.setAside(window_, loaded.error);
    return false;
}

bool OmbreHost::sessionUnderWay() const {
    if (game_.deal())
        return game_.session().dealsPlayed() > 0;
    // Not resumed yet (another game at the table): the save tells.
    if (save_.path().isEmpty())
        return false;
    const LoadedSave saved = save_.read();
    return saved.ok() && saved.game->session.dealsPlayed() > 0;
}

void OmbreHost::newSession(std::optional<quint64> seed) {
    controller_->cancel();
    scene_->cancelIdleCallbacks();
    clearDecision();
    result_->hide();
    log_->clear();
    const quint64 s = seed.value_or(QRandomGenerator::global()->generate64() >> 1);
    // The first dealer sits at the human's left, so that he is the eldest hand of the first deal.
    game_.newSession(rules_, s, rules_.players - 1);
    log_->note([] { return tr("A new session begins."); });
    if (rules_.players == 4)
        log_->note([] {
            return tr("Four play: each deal's dealer is the Alcalde, who holds no cards and sits "
                      "out the play.");
        });
    else if (rules_.players == 2)
        log_->note([aside = rules_.twoHandSuitAside] {
            return tr("Two play, with thirty cards: %1 are put aside.").arg(suitTitle(aside));
        });
    game_.nextDeal();
}

void OmbreHost::nextDeal() {
    if (!canDealNext())
        return;
    result_->hide();
    game_.nextDeal();
}

bool OmbreHost::canDealNext() const {
    const Deal* d = game_.deal();
    return !d || d->finished();
}

void OmbreHost::stop() {
    controller_->cancel();
    save_.write();
}

void OmbreHost::suspend() {
    suspended_ = true;
    controller_->cancel();
}

void OmbreHost::resumeTurn() {
    suspended_ = false;
    // A computer player to act thinks afresh.
    if (const Deal* d = game_.deal();
        d && !d->finished() && d->toAct() >= 0 && d->toAct() != kHumanSeat)
        controller_->thinkFor(d->toAct());
    scheduleForcedCard(); // the human's only card, held while the table was away
}

std::vector<std::string> OmbreHost::recordedNames(int players) const {
    const std::vector<std::string> english = defaultNames(players);
    std::vector<std::string> names;
    for (int s = 0; s < players; ++s) {
        const std::size_t i = std::size_t(s);
        names.push_back(names_[i] == defaultNames_[i] ? english[i] : names_[i].toStdString());
    }
    return names;
}

void OmbreHost::onDealScored() {
    if (until_) {
        // The deal ended before the autoplay's moment: deal again.
        const Deal* d = game_.deal();
        untilHere_ = d && until_(*d);
        if (!untilHere_) {
            QTimer::singleShot(0, this, &OmbreHost::nextDeal);
            return;
        }
    }
    scene_->whenIdle([this] {
        scene_->syncCounters();
        const Deal* d = game_.deal();
        if (!d || !d->finished())
            return;
        result_->showResult(*d, names_, game_.session().dealsPlayed());
        emit status(tr("The deal is over. Next deal: Enter or Ctrl+D."), 0);
        updateActions();
        emit dealResultShown();
        if (until_ && untilHere_)
            emit readyForScreenshot();
    });
}

bool OmbreHost::takeBack() {
    // Against the computer players, in practice mode or not: the deal is marked (Deal::takeBacks)
    // and its record says so, which keeps it out of the statistics' fair figures.
    const Deal* d = game_.deal();
    if (!d)
        return false;
    const bool marked = d->takeBacks() > 0;
    const std::optional<Deal> before = withoutLastCard(*d, kHumanSeat);
    if (!before)
        return false;
    const Session session = sessionBefore(game_.session(), *d);
    save_.takingBack(); // a finished deal is not finished any more
    controller_->cancel();
    scene_->cancelIdleCallbacks();
    clearDecision();
    result_->hide();
    // The deal goes on under its heading in the log: no second "Deal N".
    resuming_ = true;
    log_->setMuted(true);
    game_.resume(session, *before, game_.seed());
    log_->setMuted(false);
    resuming_ = false;
    log_->note([] { return tr("You take back your last card."); });
    if (!marked)
        log_->note([] {
            return tr("This deal is marked in your history as one with a card taken back, and "
                      "left out of the statistics' fair figures.");
        });
    updateActions();
    return true;
}

bool OmbreHost::claimRest() {
    const Deal* d = game_.deal();
    if (!d || !waitingForHuman_)
        return false;
    const ClaimVerdict verdict = checkClaim(*d, kHumanSeat);
    const std::optional<std::vector<Action>> play =
        verdict == ClaimVerdict::Holds ? claimedPlay(*d, kHumanSeat) : std::nullopt;
    if (!play) {
        // Said again in the language of the day, as the log's notes are.
        auto why = [verdict, trick = d->nextSurrenderOffer(),
                    ombre = d->ombre() >= 0 ? names_[std::size_t(d->ombre())] : QString()] {
            switch (verdict) {
            case ClaimVerdict::NotYourCard:
                return tr("You may claim the rest only when it is your turn to play a card.");
            case ClaimVerdict::SurrenderToCome:
                return tr("No claim yet: %1 may still surrender before trick %2.")
                    .arg(ombre, localNumber(trick));
            default:
                return tr("Claim refused: with the cards as they lie, the others could still take "
                          "a trick. Play on.");
            }
        };
        emit status(why(), 10000);
        log_->note(why);
        return false;
    }
    log_->note([] { return tr("You claim the rest of the tricks; they are played out at once."); });
    clearDecision();
    controller_->cancel();
    // Each card through the engine as if played: the deal scores, is saved and filed as ever.
    for (const Action& a : *play) {
        const QString error = game_.act(a);
        if (!error.isEmpty()) { // the claim was checked: this would be the engine's bug
            emit status(error, 8000);
            break;
        }
    }
    controller_->cancel(); // the computer players' thoughts of the cards claimed
    updateActions();
    return true;
}

void OmbreHost::showSettlement() {
    auto* dialog = new SettlementDialog(game_.session(), names_, stake_, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SettlementDialog::stakeChanged, this, [this](double v) {
        stake_ = v;
        QSettings().setValue(QStringLiteral("session/stake"), v);
    });
    connect(dialog, &SettlementDialog::newSessionRequested, this, &OmbreHost::newSessionRequested);
    // Back at the table after settling up from the result: the way on is shown there.
    connect(dialog, &QDialog::finished, this, &OmbreHost::showDealOver);
    dialog->open();
    placeBelowThePlates(dialog);
    // Again once shown: its style polished, it may have taken another size.
    QTimer::singleShot(0, dialog, [this, dialog] { placeBelowThePlates(dialog); });
}

// A dialog over the table, below the side players' name plates so that none of them is hidden,
// as far as the window allows.
void OmbreHost::placeBelowThePlates(QWidget* dialog) const {
    if (dialog->layout())
        dialog->layout()->activate();
    dialog->adjustSize();
    qreal platesBottom = 0;
    for (const QRectF& r : scene_->plateRects())
        if (r.center().y() < scene_->sceneRect().height() * 0.75) // the side plates, not yours
            platesBottom = std::max(platesBottom, r.bottom());
    const QPoint below = view_->mapToGlobal(view_->mapFromScene(QPointF(0, platesBottom)));
    const QRect table(view_->mapToGlobal(QPoint()), view_->size());
    QRect r(QPoint(), dialog->size());
    r.moveCenter(table.center());
    r.moveTop(std::min(below.y() + 8, table.bottom() - r.height()));
    r.moveTop(std::max(r.top(), table.top()));
    dialog->move(r.topLeft());
}

QString OmbreHost::rulesLabel() const {
    const Rules& rules = game_.session().rules();
    QString title = rulesTitle_ ? rulesTitle_(rules) : QString();
    // The table, when it is not the three of the book.
    if (rules.players == 4)
        title = tr("%1, four with the Alcalde").arg(title);
    else if (rules.players == 2)
        title = tr("%1, two players").arg(title);
    return tr("Rules: %1").arg(title);
}

QString OmbreHost::rulesToolTip() const {
    return game_.session().rules() == rules_
               ? tr("The rules of this session (Options > Rules…)")
               : tr("The rules of this session; the next session will use the rules chosen in "
                    "Options > Rules…");
}

void OmbreHost::setPracticeMode(bool on) {
    practice_ = on;
    QSettings().setValue(QStringLiteral("table/practice"), on);
    if (actions_->practice()->isChecked() != on)
        actions_->practice()->setChecked(on);
    updateActions();
}

void OmbreHost::setLevel(const QString& level) {
    controller_->setLevel(level, QRandomGenerator::global()->generate64());
}

void OmbreHost::setSpeed(double factor) {
    speed_ = factor;
    scene_->setSpeed(factor);
    pause_ = factor <= 0 ? 250 : int(650 * factor);
    controller_->setPause(pause_);
}

void OmbreHost::setForcedCards(bool on) {
    forcedCards_ = on;
    if (on)
        scheduleForcedCard();
}

void OmbreHost::updateActions() {
    actions_->update(game_.deal(), shown_, waitingForHuman_);
    emit actionsChanged();
}

void OmbreHost::retranslate() {
    // The players keep their names, but for the default ones, which are translated.
    const std::array<QString, 4> defaults = {tr("You"), tr("Belinda"), tr("The Baron"),
                                             tr("Sir Plume")};
    for (std::size_t s = 0; s < defaults.size(); ++s)
        if (names_[s] == defaultNames_[s])
            names_[s] = defaults[s];
    defaultNames_ = defaults;
    scene_->setNames(names_);
    log_->setNames(names_);
    actions_->retranslate();
    if (const Deal* d = game_.deal(); d && d->finished() && result_->isVisible())
        result_->showResult(*d, names_, game_.session().dealsPlayed());
    if (dealOver_->isVisible())
        showDealOver();
    // The decision asked now, in the new words (the marked discards stay marked).
    if (waitingForHuman_ && !suspended_) {
        const int marked = scene_->marked().size();
        // Laid out afresh: a panel shown keeps its width, too narrow for longer words.
        view_->setPanel(nullptr);
        presentDecision(false);
        if (exchange_->isVisible()) {
            exchange_->setMarked(marked);
            view_->placePanel();
        }
    }
}

} // namespace ombre::ui
