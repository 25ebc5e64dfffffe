#include "ui/piquet/piquethost.h"

#include "common/recentrecords.h"
#include "common/safefile.h"
#include "piquet/claim.h"
#include "piquet/record.h"
#include "piquet/statistics.h"
#include "ui/kit/gamelog.h"
#include "ui/kit/language.h"
#include "ui/kit/savedfile.h"
#include "ui/kit/terms.h"
#include "ui/piquet/piquetcomputer.h"
#include "ui/piquet/piquetreviewdialog.h"
#include "ui/piquet/piquettable.h"
#include "ui/piquet/piquetterms.h"
#include "ui/rules/rulesbrowser.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTimer>

namespace ombre::ui {

// Piquet's own types, before Ombre's of the same names.
using piquet::Action;
using piquet::ActionType;
using piquet::Count;
using piquet::CountReason;
using piquet::Deal;
using piquet::Rules;
using piquet::writeRecord;

PiquetHost::PiquetHost(CardRenderer* renderer, GameLog* log, const Options& options,
                       QWidget* window, QObject* parent)
    : GameHost(parent), log_(log), window_(window), options_(options), nextRules_(options.rules),
      level_(options.level) {
    table_ = new PiquetTable(&session_, renderer, window);
    table_->setSpeed(options.speed);
    defaultNames_ = {tr("You"), tr("Belinda")};
    table_->setNames(defaultNames_);
    table_->hide();
    computer_ = new PiquetComputer(&session_, this);
    computer_->setPause(options.pause);
    connect(&session_, &piquet::Session::dealStarted, this, &PiquetHost::onDealStarted);
    connect(&session_, &piquet::Session::acted, this, &PiquetHost::onActed);
    connect(computer_, &PiquetComputer::decided, this, [this](const Action& a) {
        const QString error = session_.act(a);
        if (!error.isEmpty()) // a computer player's bug: say so rather than stall silently
            emit status(tr("The computer's move was refused: %1").arg(error), 8000);
    });
    connect(table_, &PiquetTable::humanAction, this, [this](const Action& a) {
        if (!table_->waitingForHuman())
            return;
        table_->clearDecision();
        const QString error = session_.act(a);
        if (!error.isEmpty()) {
            emit status(error, 8000);
            table_->present();
        }
    });
    connect(table_, &PiquetTable::refused, this,
            [this](const QString& why) { emit status(tr("Not allowed: %1").arg(why), 8000); });
    connect(table_, &PiquetTable::nextDealRequested, this, &PiquetHost::nextDeal);
    connect(table_, &PiquetTable::reviewRequested, this, &PiquetHost::reviewDeal);
    connect(table_, &PiquetTable::rulesRequested, this,
            [this](const QString& section) { RulesBrowser::open(window_, section); });
    const char* context = "ombre::ui::PiquetHost";
    claimAction_ = tr_.addText(new QAction(window), context, QT_TR_NOOP("&Claim the Rest"));
    tr_.add(claimAction_, [](QAction* x) {
        x->setStatusTip(tr("Take every trick still to play: the claim is checked against both "
                           "hands, and refused if the other could take one"));
    });
    claimAction_->setObjectName(QStringLiteral("piquetClaimAction"));
    connect(claimAction_, &QAction::triggered, this, &PiquetHost::claimRest);
    hintAction_ = tr_.addText(new QAction(window), context, QT_TR_NOOP("&Hint"));
    tr_.addShortcut(hintAction_, context, QT_TR_NOOP("H"));
    hintAction_->setObjectName(QStringLiteral("piquetHintAction"));
    connect(hintAction_, &QAction::triggered, this, &PiquetHost::showHint);
    updateActions();
}

void PiquetHost::reviewDeal() {
    const Deal* d = session_.deal();
    if (!d || !d->finished())
        return;
    auto* dialog = new PiquetReviewDialog(*d, kPiquetHuman, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void PiquetHost::showHint() {
    const Deal* d = session_.deal();
    if (!d || d->finished() || !table_->waitingForHuman() || d->toAct() != kPiquetHuman)
        return;
    emit status(tr("Looking for a hint…"), 0);
    const piquet::View view = d->view(kPiquetHuman);
    const piquet::LegalChoices choices = piquet::LegalChoices::of(*d);
    const std::size_t moment = d->history().size();
    // The Master, seeded by the moment of the deal: the same question, the same answer.
    hinter_.consult<Action>(
        [view, choices, moment](Thinker::Stop stop) {
            auto master = piquet::makePlayer("expert", 0x41D7ULL * (moment + 1));
            return master->decide(view, choices, stop);
        },
        [this, moment](const Action& a) {
            const Deal* now = session_.deal();
            if (!now || now->finished() || now->history().size() != moment ||
                !table_->waitingForHuman())
                return; // the table has moved on
            if (a.type == ActionType::PlayCard)
                table_->focusCard(a.card);
            emit status(tr("Hint: %1.").arg(piquetChoiceText(a)), 20000);
        });
}

void PiquetHost::updateActions() {
    const Deal* d = session_.deal();
    claimAction_->setVisible(shown_);
    hintAction_->setVisible(shown_);
    hintAction_->setEnabled(table_->waitingForHuman() && d && !d->finished() &&
                            d->toAct() == kPiquetHuman);
    // Offered at each of the human's cards; whether it holds is known only once claimed, so
    // that the menu tells nothing of the other's hand.
    claimAction_->setEnabled(table_->waitingForHuman() && d && !d->finished() &&
                             d->toAct() == kPiquetHuman && d->decision() == ActionType::PlayCard);
}

bool PiquetHost::claimRest() {
    const Deal* d = session_.deal();
    if (!d || !table_->waitingForHuman())
        return false;
    const piquet::ClaimVerdict verdict = piquet::checkClaim(*d, kPiquetHuman);
    const std::optional<std::vector<Action>> play = verdict == piquet::ClaimVerdict::Holds
                                                        ? piquet::claimedPlay(*d, kPiquetHuman)
                                                        : std::nullopt;
    if (!play) {
        auto why = [verdict] {
            return verdict == piquet::ClaimVerdict::NotYourCard
                       ? tr("You may claim the rest only when it is your turn to play a card.")
                       : tr("Claim refused: with the cards as they lie, %1 could still take a "
                            "trick. Play on.");
        };
        const QString other = table_->names()[kPiquetComputer];
        emit status(why().arg(other), 10000);
        log_->tell([why, other] { return why().arg(other); });
        return false;
    }
    log_->tell([] { return tr("You claim the rest of the tricks; they are played out at once."); });
    table_->clearDecision();
    computer_->cancel();
    // Each card through the engine as if played: the deal scores, is saved and filed as ever.
    for (const Action& a : *play) {
        const QString error = session_.act(a);
        if (!error.isEmpty()) { // the claim was checked: this would be the engine's bug
            emit status(error, 8000);
            break;
        }
    }
    updateActions();
    return true;
}

PiquetHost::~PiquetHost() {
    computer_->cancel();
}

QString PiquetHost::defaultSavePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("piquet.json"));
}

QString PiquetHost::who(int seat) const {
    return seat == kPiquetHuman ? tr("You") : table_->names()[std::size_t(seat)];
}

// How to name a seat in a line told again later: the names as they are now, "You" in the
// language of the moment. Owns its copy, so that a line outlives the host.
static std::function<QString(int)> whoTeller(const std::array<QString, 2>& names) {
    return [names](int seat) {
        return seat == kPiquetHuman ? PiquetHost::tr("You") : names[std::size_t(seat)];
    };
}

void PiquetHost::newSession(const Rules& rules, quint64 seed, const QString& level) {
    cancel();
    computer_->setLevel(level, seed ^ 0x5DEECE66DULL);
    log_->clear();
    log_->tell([set = rules.set] {
        return tr("A new session of Piquet begins: the set is %1.").arg(localNumber(set));
    });
    session_.newSession(rules, seed, table_->names());
}

namespace {

// A session with a deal of it played.
bool underWay(const piquet::Session& session) {
    const piquet::Deal* d = session.deal();
    return d && (session.dealNumber() > 1 || d->finished());
}

// The save read as a file of a few kilobytes: never a FIFO, a device or a folder
// (files::readLimited).
files::ReadResult readSave(const QString& path) {
    return files::readLimited(path, 4 * 1024 * 1024);
}

} // namespace

bool PiquetHost::sessionUnderWay() const {
    if (session_.deal())
        return underWay(session_);
    // Not resumed yet (another game at the table): the save tells.
    if (options_.savePath.isEmpty())
        return false;
    const files::ReadResult read = readSave(options_.savePath);
    piquet::Session saved;
    return read.ok() && saved.fromJson(*read.data).isEmpty() && underWay(saved);
}

bool PiquetHost::resume() {
    if (options_.savePath.isEmpty())
        return false;
    const files::ReadResult read = readSave(options_.savePath);
    if (read.missing)
        return false;
    QString error = read.error;
    if (read.ok()) {
        const QByteArray& data = *read.data;
        cancel();
        computer_->setLevel(level_, quint64(QDateTime::currentMSecsSinceEpoch()));
        log_->clear();
        resumed_ = true;
        error = session_.fromJson(data);
        resumed_ = false;
        if (error.isEmpty()) {
            log_->tell([] { return tr("The game was resumed where it was left."); });
            fileWaiting(); // the deals the save carries unfiled
            if (session_.deal()->finished()) {
                table_->showResult();
                emit dealResultShown();
            } else {
                step();
            }
            return true;
        }
    }
    // Set the damaged file aside and say so.
    const SavedFile::Aside aside = SavedFile::setAside(options_.savePath);
    SavedFile::tell(
        window_,
        aside.moved
            ? tr("The saved Piquet game could not be read (%1). It was kept "
                 "as %2, and a new session begins.")
                  .arg(error, QDir::toNativeSeparators(aside.path))
            : tr("The saved Piquet game could not be read (%1) nor moved aside.").arg(error));
    return false;
}

void PiquetHost::nextDeal() {
    const Deal* d = session_.deal();
    if (!d || !d->finished())
        return;
    if (d->setWinner() >= 0)
        log_->tell([] { return tr("A new set begins."); });
    session_.nextDeal();
}

void PiquetHost::newSession(std::optional<quint64> seed) {
    newSession(nextRules_, seed.value_or(QRandomGenerator::global()->generate64() >> 1), level_);
}

bool PiquetHost::canDealNext() const {
    const Deal* d = session_.deal();
    return !d || d->finished();
}

void PiquetHost::setShown(bool shown) {
    shown_ = shown;
    if (!shown)
        cancel();
    updateActions();
}

void PiquetHost::stop() {
    cancel();
    save();
}

QString PiquetHost::title() const {
    return tr("Piquet");
}

QString PiquetHost::rulesHelp() const {
    return tr("&Rules of Piquet");
}

// At the Piquet table F1 opens the section of the decision in hand.
QString PiquetHost::rulesSection() const {
    return table_->currentSection();
}

QString PiquetHost::rulesLabel() const {
    const Rules& r = session_.rules();
    return tr("Piquet (Cotgrave 1662): the set %1, %2")
        .arg(r.set)
        .arg(r.firstWordStands ? tr("the first word stands") : tr("the custom of Paris"));
}

QString PiquetHost::rulesToolTip() const {
    return tr("The rules of this session (Game > New Session…)");
}

void PiquetHost::retranslate() {
    // The players keep their names, but for the default ones, which are translated.
    const std::array<QString, 2> defaults = {tr("You"), tr("Belinda")};
    std::array<QString, 2> names = table_->names();
    for (std::size_t s = 0; s < names.size(); ++s)
        if (names[s] == defaultNames_[s])
            names[s] = defaults[s];
    defaultNames_ = defaults;
    table_->setNames(names);
    table_->sync();
    tr_.retranslate();
}

void PiquetHost::save() {
    if (options_.savePath.isEmpty() || !session_.deal())
        return;
    const QString error = session_.writeFile(options_.savePath);
    reportSave(error);
}

void PiquetHost::setForcedCards(bool on) {
    options_.forcedCards = on;
    if (on && table_->waitingForHuman())
        playForcedCard();
}

bool PiquetHost::playForcedCard() {
    const Deal* d = session_.deal();
    // Not while a tool drives the table to a moment (screenshots): it plays for the human.
    if (!options_.forcedCards || suspended_ || autoplayUntil_ || !d || d->finished() ||
        d->toAct() != kPiquetHuman || d->decision() != ActionType::PlayCard ||
        d->legalCards().size() != 1)
        return false;
    const piquet::Card card = *d->legalCards().begin();
    emit status(tr("%1 is your only legal card: it is played for you.").arg(piquetCardTitle(card)),
                8000);
    const std::size_t stamp = d->history().size();
    QTimer::singleShot(options_.pause, this, [this, card, stamp] {
        const Deal* now = session_.deal();
        if (!options_.forcedCards || suspended_ || !table_->waitingForHuman() || !now ||
            now->finished() || now->history().size() != stamp || now->toAct() != kPiquetHuman ||
            now->decision() != ActionType::PlayCard || now->legalCards() != piquet::CardSet{card})
            return;
        log_->tell([card] {
            return tr("%1 is your only legal card: it is played for you.")
                .arg(piquetCardTitle(card));
        });
        emit table_->humanAction(Action::play(kPiquetHuman, card));
    });
    return true;
}

void PiquetHost::setSpeed(double factor) {
    table_->setSpeed(factor);
}

void PiquetHost::cancel() {
    computer_->cancel();
    table_->cancelIdleCallbacks();
    stepQueued_ = false;
    hinter_.cancel();
    table_->clearDecision();
}

void PiquetHost::suspend() {
    suspended_ = true;
    computer_->cancel();
}

void PiquetHost::resumeTurn() {
    suspended_ = false;
    const Deal* d = session_.deal();
    if (d && !d->finished())
        step();
}

QByteArray PiquetHost::dealRecord() const {
    const Deal* d = session_.deal();
    if (!d)
        return {};
    const std::array<QString, 2>& n = table_->names();
    return QByteArray::fromStdString(writeRecord(*d, {n[0].toStdString(), n[1].toStdString()}));
}

void PiquetHost::onDealStarted() {
    const Deal& d = *session_.deal();
    table_->speak(0, QString());
    table_->speak(1, QString());
    log_->tell(
        [youDeal = d.setup().dealer == kPiquetHuman, n = session_.dealNumber(),
         other = table_->names()[1]] {
            return youDeal ? tr("Deal %1: you deal; %2 is elder.").arg(localNumber(n), other)
                           : tr("Deal %1: %2 deals; you are elder.").arg(localNumber(n), other);
        },
        true);
    if (resumed_) {
        table_->sync();
        return;
    }
    save();
    step();
}

void PiquetHost::step() {
    const Deal* d = session_.deal();
    updateActions();
    if (!d)
        return;
    if (d->finished()) {
        table_->sync();
        if (autoplayUntil_ && !autoplayUntil_(*d)) {
            QTimer::singleShot(0, this, &PiquetHost::nextDeal);
            return;
        }
        table_->showResult();
        emit status(tr("The deal is over."), 8000);
        emit dealResultShown();
        if (autoplayUntil_)
            emit readyForScreenshot();
        return;
    }
    if (d->toAct() == kPiquetComputer) {
        table_->sync();
        computer_->think(kPiquetComputer);
        return;
    }
    if (autoplayUntil_ && !autoplayUntil_(*d)) {
        table_->sync();
        computer_->think(kPiquetHuman);
        return;
    }
    table_->present();
    updateActions();
    if (playForcedCard())
        return;
    switch (d->decision()) {
    case ActionType::PlayCard:
        emit status(d->currentTrick().count == 0 ? tr("Your lead: click a card.")
                                                 : tr("Your card: dimmed cards may not be played "
                                                      "(hover for why)."),
                    8000);
        break;
    default:
        emit status(tr("Your decision (F1: the rules)."), 8000);
        break;
    }
    if (autoplayUntil_)
        emit readyForScreenshot();
}

void PiquetHost::onActed(const Action& a, int firstNewCount) {
    const Deal& d = *session_.deal();
    const bool you = a.seat == kPiquetHuman;
    // Each line and word is kept as how to tell it, so that a change of language retells it.
    const auto whoIs = whoTeller(table_->names());
    const QString name = who(a.seat);
    switch (a.type) {
    case ActionType::Announce:
        table_->speak(a.seat, [n = a.count] { return tr("A Blank: I discard %1").arg(n); });
        log_->tell([you, name, n = a.count] {
            return you ? tr("You have a Blank and will discard %1.").arg(n)
                       : tr("%1 has a Blank and will discard %2.").arg(name).arg(n);
        });
        break;
    case ActionType::Exchange:
        table_->speak(a.seat, [n = a.cards.size()] { return tr("I take %1").arg(n); });
        log_->tell([you, name, n = a.cards.size()] {
            return you ? tr("You lay out %1 and take in as many.").arg(n)
                       : tr("%1 lays out %2 and takes in as many.").arg(name).arg(n);
        });
        break;
    case ActionType::NameSuit:
        table_->speak(a.seat, [yes = a.yes, suit = a.suit] {
            return yes ? suitSymbol(suit) + QLatin1Char(' ') + piquetSuitTitle(suit)
                       : tr("I leave them");
        });
        log_->tell([you, yes = a.yes, suit = a.suit, whoIs, seat = a.seat] {
            return yes ? (you ? tr("You name %1 to see the rest of the stock.")
                                    .arg(piquetSuitTitle(suit))
                              : tr("%1 names %2 to see the rest of the stock.")
                                    .arg(whoIs(seat), piquetSuitTitle(suit)))
                       : (you ? tr("You leave the rest of the stock unseen.")
                              : tr("%1 leaves the rest of the stock unseen.").arg(whoIs(seat)));
        });
        break;
    case ActionType::Appoint:
        table_->speak(a.seat, [suit = a.suit] {
            return suitSymbol(suit) + QLatin1Char(' ') + piquetSuitTitle(suit);
        });
        log_->tell([you, suit = a.suit, name] {
            return you ? tr("You appoint %1 to be led.").arg(piquetSuitTitle(suit))
                       : tr("%1 appoints %2 to be led.").arg(name, piquetSuitTitle(suit));
        });
        break;
    case ActionType::Declare: {
        const auto what = [category = a.category, cards = a.cards] {
            return cards.empty() ? tr("nothing") : combinationTitle({category, cards});
        };
        table_->speak(a.seat, what);
        log_->tell([you, whoIs, seat = a.seat, what] {
            return you ? tr("You declare %1.").arg(what())
                       : tr("%1 declares %2.").arg(whoIs(seat), what());
        });
        break;
    }
    case ActionType::PlayCard: {
        table_->speak(0, QString());
        table_->speak(1, QString());
        const bool lead = d.currentTrick().count == 1;
        log_->tell([lead, you, whoIs, seat = a.seat, card = a.card] {
            return lead ? (you ? tr("You lead %1.").arg(piquetCardTitle(card))
                               : tr("%1 leads %2.").arg(whoIs(seat), piquetCardTitle(card)))
                        : (you ? tr("You play %1.").arg(piquetCardTitle(card))
                               : tr("%1 plays %2.").arg(whoIs(seat), piquetCardTitle(card)));
        });
        if (!lead && d.currentTrick().count == 0 && !d.tricks().empty()) {
            const int w = d.tricks().back().winner;
            log_->tell([w, whoIs] {
                return w == kPiquetHuman ? tr("You win the trick.")
                                         : tr("%1 wins the trick.").arg(whoIs(w));
            });
        }
        break;
    }
    }
    tellCounts(firstNewCount);
    if (d.finished()) {
        log_->tell([whoIs, score = std::array{d.score(0), d.score(1)}, set = d.rules().set,
                    total = std::array{d.total(0), d.total(1)}] {
            return tr("The deal: %1 %2, %3 %4. The score to %5: %6 to %7.")
                .arg(whoIs(0), localNumber(score[0]), whoIs(1), localNumber(score[1]),
                     localNumber(set), localNumber(total[0]), localNumber(total[1]));
        });
        if (d.setWinner() >= 0)
            log_->tell([winner = d.setWinner(), whoIs] {
                return winner == kPiquetHuman ? tr("You win the set!")
                                              : tr("%1 wins the set.").arg(whoIs(1));
            });
    }
    if (d.finished())
        fileDeal();
    else
        save();
    // The card played glides to the trick, a trick completed is held for a look: the next
    // player acts once the table is still.
    if (a.type == ActionType::PlayCard && d.currentTrick().count == 0 && !d.tricks().empty())
        table_->trickCompleted();
    else
        table_->sync();
    if (stepQueued_)
        return;
    stepQueued_ = true;
    table_->whenIdle([this] {
        stepQueued_ = false;
        if (!suspended_) // resumeTurn() steps when the table is given back
            step();
    });
}

RecentRecords PiquetHost::recentDeals() const {
    // piquet-records/piquet-<time>-<deal>.json beside the save, readable by ombre-cli replay.
    return piquet::piquetHistory(
        options_.savePath.isEmpty()
            ? QString()
            : RecentRecords::folderBeside(options_.savePath, QStringLiteral("piquet-records")));
}

void PiquetHost::fileDeal() {
    if (options_.savePath.isEmpty()) {
        save();
        return;
    }
    // The save that counts the deal carries its record too (common/unfiledrecords.h).
    UnfiledRecords unfiled = session_.unfiled();
    const QString dropped = addUnfiled(
        unfiled,
        {recentDeals().nameFor(session_.dealNumber(), QDateTime::currentDateTime()), dealRecord()});
    if (!dropped.isEmpty())
        log_->tell([dropped] {
            return tr("Too many deals wait to be filed: %1 is given up.").arg(dropped);
        });
    session_.setUnfiled(std::move(unfiled));
    save();
    fileWaiting();
}

void PiquetHost::fileWaiting() {
    if (options_.savePath.isEmpty() || session_.unfiled().empty())
        return;
    UnfiledRecords unfiled = session_.unfiled();
    const RecentRecords::Filed filed = fileUnfiled(recentDeals(), unfiled);
    const bool changed = unfiled.size() != session_.unfiled().size();
    session_.setUnfiled(std::move(unfiled));
    for (const QString& note : filed.notes)
        log_->tell([note] { return tr("In the history of deals: %1").arg(note); });
    if (!filed.ok())
        emit status(tr("The record of the deal could not be filed yet (%1): the saved game keeps "
                       "it until it can be.")
                        .arg(filed.error),
                    8000);
    if (changed)
        save();
}

void PiquetHost::tellCounts(int from) {
    const std::vector<Count>& counts = session_.deal()->counts();
    for (std::size_t i = std::size_t(std::max(0, from)); i < counts.size(); ++i) {
        const Count& c = counts[i];
        // The ones for cards played are on the name plates; the log keeps the rest.
        if (c.reason == CountReason::Lead || c.reason == CountReason::Win)
            continue;
        log_->tell([c, whoIs = whoTeller(table_->names())] {
            return c.seat == kPiquetHuman
                       ? tr("You count %1: %n.", nullptr, c.points).arg(countTitle(c))
                       : tr("%1 counts %2: %n.", nullptr, c.points)
                             .arg(whoIs(c.seat), countTitle(c));
        });
    }
}

} // namespace ombre::ui
