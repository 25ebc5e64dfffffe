#include "ombre/game.h"

namespace ombre {

Game::Game(QObject* parent) : QObject(parent) {
    qRegisterMetaType<ombre::Card>();
    qRegisterMetaType<ombre::Call>();
    qRegisterMetaType<ombre::Suit>();
    qRegisterMetaType<ombre::ActionType>();
    qRegisterMetaType<ombre::Transfer>();
}

Game::~Game() = default;

void Game::newSession(const Rules& rules, quint64 seed, int firstDealer) {
    // A dealer who does not sit at this table: the last seat deals.
    if (firstDealer < 0 || firstDealer >= rules.players)
        firstDealer = rules.players - 1;
    session_ = Session(rules, firstDealer);
    random_ = Random(seed);
    seed_ = seed;
    deal_.reset();
    emit sessionStarted();
    emit countersChanged();
}

void Game::nextDeal() {
    if (deal_ && !deal_->finished())
        return;
    deal_ = std::make_unique<Deal>(session_.rules(), session_.startDeal(random_));
    emit dealStarted(deal_->setup().dealer, deal_->setup().pool);
    announceDecision();
}

void Game::resume(const Session& session, const Deal& deal, quint64 seed) {
    session_ = session;
    deal_ = std::make_unique<Deal>(deal);
    seed_ = seed;
    // Deals after the resumed one come from a generator advanced past the deals played.
    random_ = Random(seed ^ (0x9e3779b97f4a7c15ULL * quint64(session.dealsPlayed() + 1)));
    emit sessionStarted();
    emit countersChanged();
    emit dealStarted(deal_->setup().dealer, deal_->setup().pool);
    announceDecision();
}

QString Game::act(const Action& action) {
    if (!deal_)
        return QStringLiteral("no deal in progress");
    const Deal before = *deal_;
    const std::string why = deal_->apply(action);
    if (!why.empty())
        return QString::fromStdString(why);
    announceAfter(action, before);
    return {};
}

void Game::announceAfter(const Action& a, const Deal& before) {
    const Deal& d = *deal_;
    switch (a.type) {
    case ActionType::Bid:
        emit bidMade(a.seat, a.call);
        break;
    case ActionType::NameTrump:
        break; // announced below, with trumps set any other way
    case ActionType::Exchange:
        emit exchangeMade(a.seat, a.cards.size());
        break;
    case ActionType::Yield:
        emit firstChoiceYielded(a.seat);
        break;
    case ActionType::ShowStock:
        emit stockShown(a.yes);
        break;
    case ActionType::Surrender:
        emit surrenderChosen(a.seat, a.yes);
        break;
    case ActionType::Defend:
        emit defenceChosen(a.seat, a.yes);
        break;
    case ActionType::Vole:
        emit voleChosen(a.yes);
        break;
    case ActionType::PlayCard:
        emit cardPlayed(a.seat, a.card);
        if (d.tricks().size() > before.tricks().size())
            emit trickWon(d.tricks().back().winner, int(d.tricks().size()) - 1);
        break;
    }
    // What the action settled, however it came about (the auction, a Gascarille round after
    // all passed, Forced Spadille): the Ombre, the turned card, trumps, or a passed deal.
    if (before.ombre() < 0 && d.ombre() >= 0)
        emit auctionWon(d.ombre(), d.contract());
    if (!before.turned() && d.turned())
        emit cardTurned(*d.turned());
    if (!before.trump() && d.trump())
        emit trumpsNamed(*d.trump());
    if (d.finished() && d.ombre() < 0)
        emit allPassed();
    if (d.finished()) {
        emit dealScored(QString::fromStdString(d.outcome()), d.codilleTo());
        session_.settle(d);
        for (const Transfer& t : d.payment().transfers)
            emit counterPaid(t);
        emit countersChanged();
        return;
    }
    announceDecision();
}

void Game::announceDecision() {
    if (deal_ && !deal_->finished())
        emit decisionNeeded(deal_->toAct(), deal_->decision());
}

} // namespace ombre
