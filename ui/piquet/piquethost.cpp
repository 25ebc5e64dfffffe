#include "ui/piquet/piquethost.h"

#include "piquet/record.h"
#include "ui/kit/gamelog.h"
#include "ui/kit/language.h"
#include "ui/piquet/piquetcomputer.h"
#include "ui/piquet/piquettable.h"
#include "ui/piquet/piquetterms.h"
#include "ui/kit/terms.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>

namespace ombre::ui {

// Piquet's own types, before Ombre's of the same names.
using piquet::Action;
using piquet::ActionType;
using piquet::Card;
using piquet::CardSet;
using piquet::Category;
using piquet::Combination;
using piquet::Count;
using piquet::CountReason;
using piquet::Deal;
using piquet::DealSetup;
using piquet::LegalChoices;
using piquet::Phase;
using piquet::Rank;
using piquet::Rules;
using piquet::Trick;
using piquet::View;
using piquet::writeRecord;

PiquetHost::PiquetHost(CardRenderer* renderer, GameLog* log, const Options& options,
                       QWidget* tableParent, QObject* parent)
    : QObject(parent), log_(log), options_(options) {
    table_ = new PiquetTable(&session_, renderer, tableParent);
    computer_ = new PiquetComputer(&session_, this);
    computer_->setPause(options.pause);
    connect(&session_, &piquet::Session::dealStarted, this, &PiquetHost::onDealStarted);
    connect(&session_, &piquet::Session::acted, this, &PiquetHost::onActed);
    connect(computer_, &PiquetComputer::decided, this, [this](const Action& a) {
        const QString error = session_.act(a);
        if (!error.isEmpty()) // a computer player's bug: say so rather than stall silently
            emit status(tr("The computer's move was refused: %1").arg(error));
    });
    connect(table_, &PiquetTable::humanAction, this, [this](const Action& a) {
        if (!table_->waitingForHuman())
            return;
        table_->clearDecision();
        const QString error = session_.act(a);
        if (!error.isEmpty()) {
            emit status(error);
            table_->present();
        }
    });
    connect(table_, &PiquetTable::refused, this,
            [this](const QString& why) { emit status(tr("Not allowed: %1").arg(why)); });
    connect(table_, &PiquetTable::nextDealRequested, this, &PiquetHost::nextDeal);
}

PiquetHost::~PiquetHost() {
    computer_->cancel();
}

QString PiquetHost::defaultSavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/piquet.json");
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

bool PiquetHost::resume(const QString& level, QString* damaged) {
    if (options_.savePath.isEmpty() || !QFile::exists(options_.savePath))
        return false;
    QFile file(options_.savePath);
    QString error;
    if (!file.open(QIODevice::ReadOnly))
        error = file.errorString();
    else if (file.size() > 4 * 1024 * 1024)
        error = tr("the file is too large");
    else {
        const QByteArray data = file.readAll();
        file.close();
        cancel();
        computer_->setLevel(level, quint64(QDateTime::currentMSecsSinceEpoch()));
        log_->clear();
        resumed_ = true;
        error = session_.fromJson(data);
        resumed_ = false;
        if (error.isEmpty()) {
            log_->tell([] { return tr("The game was resumed where it was left."); });
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
    const QString aside = options_.savePath + QStringLiteral(".damaged-") +
                          QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QFile::remove(aside);
    const bool moved = QFile::rename(options_.savePath, aside);
    if (damaged)
        *damaged =
            (moved
                 ? tr("The saved Piquet game could not be read (%1). It was kept as %2, "
                      "and a new session begins.")
                       .arg(error, QDir::toNativeSeparators(aside))
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

void PiquetHost::save() {
    if (options_.savePath.isEmpty() || !session_.deal())
        return;
    const QString error = session_.writeFile(options_.savePath);
    if (!error.isEmpty())
        emit status(tr("The game could not be saved: %1").arg(error));
}

void PiquetHost::cancel() {
    computer_->cancel();
    table_->clearDecision();
}

void PiquetHost::suspend() {
    computer_->cancel();
}

void PiquetHost::resumeTurn() {
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
    if (!d)
        return;
    if (d->finished()) {
        table_->sync();
        if (options_.autoplayUntil && !options_.autoplayUntil(*d)) {
            QTimer::singleShot(0, this, &PiquetHost::nextDeal);
            return;
        }
        table_->showResult();
        emit status(tr("The deal is over."));
        emit dealResultShown();
        if (options_.autoplayUntil)
            emit readyForScreenshot();
        return;
    }
    if (d->toAct() == kPiquetComputer) {
        table_->sync();
        computer_->think(kPiquetComputer);
        return;
    }
    if (options_.autoplayUntil && !options_.autoplayUntil(*d)) {
        table_->sync();
        computer_->think(kPiquetHuman);
        return;
    }
    table_->present();
    switch (d->decision()) {
    case ActionType::PlayCard:
        emit status(d->currentTrick().count == 0 ? tr("Your lead: click a card.")
                                                 : tr("Your card: dimmed cards may not be played "
                                                      "(hover for why)."));
        break;
    default:
        emit status(tr("Your decision (F1: the rules)."));
        break;
    }
    if (options_.autoplayUntil)
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
            return yes ? suitSymbol(suit) + QLatin1Char(' ') + suitTitle(suit) : tr("I leave them");
        });
        log_->tell([you, yes = a.yes, suit = a.suit, whoIs, seat = a.seat] {
            return yes ? (you ? tr("You name %1 to see the rest of the stock.").arg(suitTitle(suit))
                              : tr("%1 names %2 to see the rest of the stock.")
                                    .arg(whoIs(seat), suitTitle(suit)))
                       : (you ? tr("You leave the rest of the stock unseen.")
                              : tr("%1 leaves the rest of the stock unseen.").arg(whoIs(seat)));
        });
        break;
    case ActionType::Appoint:
        table_->speak(a.seat, [suit = a.suit] {
            return suitSymbol(suit) + QLatin1Char(' ') + suitTitle(suit);
        });
        log_->tell([you, suit = a.suit, name] {
            return you ? tr("You appoint %1 to be led.").arg(suitTitle(suit))
                       : tr("%1 appoints %2 to be led.").arg(name, suitTitle(suit));
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
    save();
    if (d.finished())
        keepRecord();
    step();
}

void PiquetHost::keepRecord() {
    if (options_.savePath.isEmpty())
        return;
    // piquet-records/piquet-<time>-<deal>.json beside the save, readable by ombre-cli replay.
    const QDir dir(QFileInfo(options_.savePath).dir().filePath(QStringLiteral("piquet-records")));
    QDir().mkpath(dir.path());
    const QString name =
        QStringLiteral("piquet-%1-%2.json")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")))
            .arg(session_.dealNumber(), 4, 10, QLatin1Char('0'));
    QSaveFile file(dir.filePath(name));
    const QByteArray data = dealRecord();
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        emit status(tr("The record of the deal could not be kept: %1").arg(file.errorString()));
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
