#include "ui/tools/screenshot.h"

#include "ombre/player.h"
#include "piquet/deal.h"
#include "piquet/player.h"
#include "ui/kit/carditem.h"
#include "ui/kit/cardrenderer.h"
#include "ui/kit/language.h"
#include "ui/ombre/ombrehost.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/replayviewer.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/reviewpane.h"
#include "ui/ombre/settlementdialog.h"
#include "ui/ombre/tablescene.h"
#include "ui/piquet/piquetcomputer.h"
#include "ui/piquet/piquethost.h"
#include "ui/piquet/piquettable.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/tablemode.h"

#include <QApplication>
#include <QEventLoop>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

namespace ombre::ui {

namespace {

constexpr int kMaxDeals = 400;      // give up when the moment has not come by then
constexpr int kSettlementDeals = 4; // deals played before the settlement is shown
constexpr int kStatisticsDeals = 8; // and before the statistics, kept in a history of their own
constexpr int kTricksGathered = 5;  // the "tricks" moment: won tricks on the table

// Whether the deal, at the human's decision or at its end, is the moment.
bool isMoment(const QString& moment, const Deal& d, int decisions) {
    bool isNumber = false;
    const int n = moment.toInt(&isNumber);
    if (isNumber)
        return !d.finished() && decisions >= n;
    if (moment == QLatin1String("result") || moment == QLatin1String("payments") ||
        moment == QLatin1String("over") || moment == QLatin1String("review"))
        return d.finished() && d.ombre() >= 0;
    if (moment == QLatin1String("settlement") || moment == QLatin1String("statistics"))
        return false; // decided by the number of deals
    if (d.finished())
        return false;
    const ActionType a = d.decision();
    if (moment == QLatin1String("welcome")) // a first start: the welcome over the auction
        return a == ActionType::Bid;
    if (moment.isEmpty() || moment == QLatin1String("play"))
        return a == ActionType::PlayCard;
    if (moment == QLatin1String("auction"))
        return a == ActionType::Bid;
    if (moment == QLatin1String("trumps"))
        return a == ActionType::NameTrump;
    if (moment == QLatin1String("exchange"))
        return a == ActionType::Exchange;
    if (moment == QLatin1String("trick")) // two cards on the table; one with two players
        return a == ActionType::PlayCard && d.currentTrick().count == std::min(2, d.holders() - 1);
    if (moment == QLatin1String("tricks"))
        return a == ActionType::PlayCard && int(d.tricks().size()) >= kTricksGathered &&
               d.currentTrick().count >= 1;
    if (moment == QLatin1String("won")) // a trick just completed, and the human to lead
        return a == ActionType::PlayCard && int(d.tricks().size()) >= 3 &&
               d.currentTrick().count == 0;
    if (moment == QLatin1String("showstock"))
        return a == ActionType::ShowStock;
    if (moment == QLatin1String("surrender")) // the offer the human answers by leading
        return a == ActionType::Surrender && !d.leadsAfterPlayingOn().empty();
    if (moment == QLatin1String("defence"))
        return a == ActionType::Defend;
    if (moment == QLatin1String("vole"))
        return a == ActionType::Vole;
    if (moment == QLatin1String("alcalde"))
        return d.alcalde() == kHumanSeat && a == ActionType::PlayCard &&
               d.currentTrick().count == 2;
    return false;
}

bool isPiquetMoment(const QString& moment, const piquet::Deal& d) {
    using piquet::ActionType;
    if (moment == QLatin1String("result"))
        return d.finished();
    if (moment == QLatin1String("set"))
        return d.finished() && d.setWinner() >= 0;
    if (d.finished())
        return false;
    const ActionType a = d.decision();
    if (moment == QLatin1String("exchange"))
        return a == ActionType::Exchange;
    if (moment.isEmpty() || moment == QLatin1String("declare")) // your word, or your first card
        return a == ActionType::Declare || (a == ActionType::PlayCard && d.tricks().empty());
    if (moment == QLatin1String("trick"))
        return a == ActionType::PlayCard && d.currentTrick().count == 1 && d.tricks().size() >= 2;
    return false;
}

} // namespace

QStringList piquetScreenshotMoments() {
    return {QStringLiteral("exchange"), QStringLiteral("declare"), QStringLiteral("trick"),
            QStringLiteral("result"), QStringLiteral("set")};
}

QStringList screenshotMoments() {
    return {QStringLiteral("play"),      QStringLiteral("auction"),   QStringLiteral("trumps"),
            QStringLiteral("exchange"),  QStringLiteral("trick"),     QStringLiteral("tricks"),
            QStringLiteral("showstock"), QStringLiteral("surrender"), QStringLiteral("defence"),
            QStringLiteral("vole"),      QStringLiteral("result"),    QStringLiteral("settlement"),
            QStringLiteral("alcalde"),   QStringLiteral("won"),       QStringLiteral("welcome"),
            QStringLiteral("payments"),  QStringLiteral("over"),      QStringLiteral("review"),
            QStringLiteral("statistics")};
}

namespace {

// "WxH" within what a screen may be; nothing else.
std::optional<QSize> windowSize(const QString& text) {
    const QStringList wh = text.split(QLatin1Char('x'));
    bool okW = false, okH = false;
    const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0;
    const int h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
    if (!okW || !okH || w < 800 || h < 600 || w > 7680 || h > 4320)
        return std::nullopt;
    return QSize(w, h);
}

// The arguments the harness can use; the line to say otherwise.
QString argumentProblem(const QString& moment, bool piquet, int players) {
    if (players < 2 || players > 4)
        return QStringLiteral("players: 2, 3 or 4");
    if (piquet && !moment.isEmpty() && !piquetScreenshotMoments().contains(moment))
        return QStringLiteral("unknown Piquet moment %1; one of %2")
            .arg(moment, piquetScreenshotMoments().join(QStringLiteral(", ")));
    bool isNumber = false;
    moment.toInt(&isNumber);
    if (!piquet && !moment.isEmpty() && !isNumber && !screenshotMoments().contains(moment))
        return QStringLiteral("unknown moment %1; one of %2 or a number")
            .arg(moment, screenshotMoments().join(QStringLiteral(", ")));
    return {};
}

// A player of `level` without its time budget, for every seat: the picture depends on the seed
// alone (the Master stops at a time budget, which the machine's load moves).
std::unique_ptr<Player> repeatablePlayer(const QString& level, quint64 seed) {
    return makePlayer(level.toStdString(), seed, true);
}

// The window's options: no save, no settings, no animation, and the computer deciding for the
// human at either table until `moment` comes (or kMaxDeals have passed: `gaveUp`).
MainWindow::Options screenshotOptions(const ScreenshotScene& scene, bool piquet,
                                      std::shared_ptr<bool> gaveUp, std::shared_ptr<bool> ready) {
    const quint64 seed = scene.seed;
    const QString& moment = scene.moment;
    MainWindow::Options options;
    options.useSave = false;
    options.seed = seed;
    options.speed = 0;
    options.pause = 0;
    options.loadSettings = false;
    options.rules = Rules{};
    options.rules->players = scene.players;
    if (piquet)
        options.game = GameKind::Piquet;
    if (moment == QLatin1String("statistics")) {
        // The deals played are kept as the table keeps them, in a folder of their own that
        // goes with the run: the player's own history is not touched.
        static QTemporaryDir history;
        options.useSave = true;
        options.savePath = history.filePath(QStringLiteral("session.json"));
    }
    auto decisions = std::make_shared<int>(0);
    auto deals = std::make_shared<int>(0);
    auto ombreStop = [moment, decisions, deals, gaveUp](const Deal& d) {
        if (d.finished()) {
            ++*deals;
            if (moment == QLatin1String("settlement"))
                return *deals >= kSettlementDeals;
            if (moment == QLatin1String("statistics"))
                return *deals >= kStatisticsDeals;
        } else {
            ++*decisions;
        }
        if (*deals >= kMaxDeals) {
            *gaveUp = true;
            return true;
        }
        return isMoment(moment, d, *decisions);
    };
    auto piquetDeals = std::make_shared<int>(0);
    auto piquetStop = [moment, piquetDeals, gaveUp](const piquet::Deal& d) {
        if (d.finished() && ++*piquetDeals >= kMaxDeals) {
            *gaveUp = true;
            return true;
        }
        return isPiquetMoment(moment, d);
    };
    const QString humanLevel = scene.humanLevel.isEmpty() ? scene.level : scene.humanLevel;
    options.prepareHost = [ombreStop, piquetStop, seed, level = scene.level, humanLevel,
                           ready](GameHost* host) {
        // The moment may come while the window is being made (the Piquet table's first
        // decision), before windowAtMoment() listens for it.
        QObject::connect(host, &GameHost::readyForScreenshot, host, [ready] { *ready = true; });
        if (auto* o = qobject_cast<OmbreHost*>(host)) {
            o->setAutoplayUntil(ombreStop);
            o->controller()->setFactory([seed, level, humanLevel](int seat) {
                return repeatablePlayer(seat == kHumanSeat ? humanLevel : level,
                                        seed * 3 + std::uint64_t(seat) + 1);
            });
        } else if (auto* p = qobject_cast<PiquetHost*>(host)) {
            p->setAutoplayUntil(piquetStop);
            p->computer()->setFactory([seed, level] { // the two games' levels have one set of ids
                return piquet::makePlayer(level.toStdString(), seed ^ 0x5DEECE66DULL, true);
            });
        }
    };
    return options;
}

// The window as a picture, with a dialog of its own window (the settlement) painted over the
// table where the window manager would put it.
QPixmap picture(MainWindow& window) {
    window.repaint();
    QPixmap shot = window.grab();
    for (QDialog* dialog : window.findChildren<QDialog*>()) {
        if (!dialog->isVisible() || !dialog->isWindow())
            continue;
        const QPixmap d = dialog->grab();
        QPainter p(&shot);
        const QSize ds = d.deviceIndependentSize().toSize();
        // Where the dialog stands over the window (the window manager would leave it there).
        const QPoint at = dialog->mapToGlobal(QPoint()) - window.mapToGlobal(QPoint());
        p.fillRect(QRect(at + QPoint(3, 5), ds), QColor(0, 0, 0, 70));
        p.drawPixmap(at, d);
    }
    return shot;
}

// At an exchange, the cards a player would mark before confirming.
void markDiscards(MainWindow& window, bool piquet, const ScreenshotScene& scene) {
    if (piquet) {
        const piquet::Deal* pd = window.piquet()->session()->deal();
        if (!pd || pd->finished() || pd->decision() != piquet::ActionType::Exchange)
            return;
        // The lowest cards, as many as he may lay out (at most four).
        std::vector<piquet::Card> low = pd->hand(kPiquetHuman).cards();
        std::sort(low.begin(), low.end(),
                  [](piquet::Card a, piquet::Card b) { return a.rank() < b.rank(); });
        const int n = std::min<int>(pd->maxDiscard(), std::min<int>(int(low.size()), 4));
        for (int i = 0; i < n; ++i)
            window.piquet()->table()->clickCard(low[std::size_t(i)]);
        return;
    }
    const Deal* d = window.game()->deal();
    if (!d || d->finished() || d->decision() != ActionType::Exchange)
        return;
    // The discards the repeatable player would choose.
    const Action a = repeatablePlayer(scene.humanLevel.isEmpty() ? scene.level : scene.humanLevel,
                                      scene.seed + d->history().size())
                         ->decide(d->view(kHumanSeat), LegalChoices::of(*d));
    for (Card c : a.cards)
        emit window.tableScene()->cardItem(c)->clicked(c.index());
}

} // namespace

namespace {

// What is wrong with the scene's arguments; empty: nothing.
QString sceneProblem(const ScreenshotScene& scene) {
    const bool piquet = gameKindOf(scene.game) == GameKind::Piquet;
    if (!windowSize(scene.size))
        return QStringLiteral("size: WxH, from 800x600 to 7680x4320");
    if (!scene.pack.isEmpty() && !CardRenderer::packs().contains(scene.pack))
        return QStringLiteral("pack: spanish or english");
    if (!makePlayer(scene.level.toStdString(), 1) ||
        (!scene.humanLevel.isEmpty() && !makePlayer(scene.humanLevel.toStdString(), 1)))
        return QStringLiteral("level: one of the players' levels");
    return argumentProblem(scene.moment, piquet, scene.players);
}

} // namespace

std::unique_ptr<MainWindow> windowAtMoment(const ScreenshotScene& scene, QString* problem) {
    const bool piquet = gameKindOf(scene.game) == GameKind::Piquet;
    const QString& moment = scene.moment;
    *problem = sceneProblem(scene);
    if (!problem->isEmpty())
        return nullptr;
    const QSize windowSized = *windowSize(scene.size);
    auto gaveUp = std::make_shared<bool>(false);
    auto ready = std::make_shared<bool>(false);
    auto window = std::make_unique<MainWindow>(screenshotOptions(scene, piquet, gaveUp, ready));
    if (!scene.pack.isEmpty())
        window->cardRenderer()->setPack(scene.pack); // the cards and their names in the texts
    // The size asked for, even below the window's least (which only a small screen lowers).
    window->setMinimumSize(window->minimumSize().boundedTo(windowSized));
    window->resize(windowSized);
    window->show();
    QEventLoop loop;
    auto done = [&loop](const QString& why) {
        loop.exit(why.isEmpty() ? 0 : 1);
        return why;
    };
    bool reached = false;
    auto stage = [&] {
        if (std::exchange(reached, true))
            return;
        if (*gaveUp) {
            *problem = done(QStringLiteral("the moment %1 did not come in %2 deals")
                                .arg(moment)
                                .arg(kMaxDeals));
            return;
        }
        MainWindow& w = *window;
        if (!piquet && moment == QLatin1String("settlement")) {
            w.resultDialog()->hide();
            w.showSettlement();
        }
        // The result with its payments itemised; or put away, the way on shown on the table.
        if (!piquet && moment == QLatin1String("payments"))
            w.resultDialog()->detailsButton()->setChecked(true);
        if (!piquet && moment == QLatin1String("over"))
            w.resultDialog()->reject();
        markDiscards(w, piquet, scene);
        if (!piquet && moment == QLatin1String("welcome"))
            w.showWelcome();
        if (!piquet && moment == QLatin1String("won")) { // the trick held, as the table holds it
            w.tableScene()->setHeldTrick(true);
            w.tableScene()->sync(false);
        }
        if (!piquet && moment == QLatin1String("statistics")) {
            w.resultDialog()->hide();
            w.showStatistics();
        }
        if (!piquet && moment == QLatin1String("review")) {
            // The review of the deal, opened from the result, once it has weighed every
            // decision: its first costly one shown.
            w.resultDialog()->findChild<QPushButton*>(QStringLiteral("reviewDeal"))->click();
            TableMode* mode = TableMode::current(&w);
            auto* viewer = mode ? qobject_cast<ReplayViewer*>(mode->content()) : nullptr;
            if (!viewer) {
                *problem = done(QStringLiteral("the review did not open"));
                return;
            }
            QObject::connect(viewer->reviewPane(), &ReviewPane::finished, &loop, [&] { done({}); });
            return;
        }
        done({});
    };
    QObject::connect(window.get(), &MainWindow::readyForScreenshot, &loop, stage);
    if (*ready)
        QTimer::singleShot(0, &loop, stage);
    QTimer::singleShot(moment.isEmpty() ? 60000 : 600000, &loop,
                       [&] { *problem = done(QStringLiteral("timed out before the moment")); });
    if (loop.exec() != 0)
        return nullptr;
    return window;
}

int runScreenshot(const QString& file, quint64 seed, const QString& size, const QString& moment,
                  const QString& game, int players, const QString& switchLanguage,
                  const QString& pack) {
    ScreenshotScene scene{.seed = seed,
                          .size = size,
                          .moment = moment,
                          .game = game,
                          .players = players,
                          .pack = pack};
    QString problem = sceneProblem(scene);
    if (!problem.isEmpty()) {
        QTextStream(stderr) << problem << "\n";
        return 2;
    }
    const std::unique_ptr<MainWindow> window = windowAtMoment(scene, &problem);
    if (!window) {
        QTextStream(stderr) << problem << "\n";
        return 1;
    }
    // The Piquet table too: it is shown after the switch, in the new words.
    if (!switchLanguage.isEmpty())
        QTimer::singleShot(500, window.get(), [switchLanguage] {
            Language::apply(switchLanguage == QLatin1String("es") ? Language::Choice::Spanish
                                                                  : Language::Choice::English);
        });
    int status = 1;
    // Give the card renderer a moment to deliver the exact sizes (the review's marks, their
    // last glide).
    QTimer::singleShot(moment == QLatin1String("review") ? 1500 : 3000, window.get(), [&] {
        status = picture(*window).save(file) ? 0 : 1;
        if (status != 0)
            QTextStream(stderr) << "cannot write " << file << "\n";
        QApplication::exit(status);
    });
    QApplication::exec();
    return status;
}

} // namespace ombre::ui
