#include "ui/shell/mainwindow.h"

#include "ombre/savedgame.h"
#include "ombre_version.h"
#include "ui/shell/aboutdialog.h"
#include "ui/ombre/auctionpanel.h"
#include "ui/kit/carditem.h"
#include "ui/kit/cardrenderer.h"
#include "ui/ombre/choicepanel.h"
#include "ui/ombre/exchangepanel.h"
#include "ui/kit/gamelog.h"
#include "ui/ombre/hintsentence.h"
#include "ui/kit/language.h"
#include "ui/shell/newsessiondialog.h"
#include "ui/piquet/piquethost.h"
#include "ui/piquet/piquettable.h"
#include "ui/ombre/playercontroller.h"
#include "ui/shell/tablemode.h"
#include "ui/ombre/resultdialog.h"
#include "ui/rules/rulesbrowser.h"
#include "ui/shell/rulessettings.h"
#include "ui/shell/rulesstore.h"
#include "ui/ombre/settlementdialog.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ombre/takeback.h"
#include "ui/kit/terms.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

using namespace ombre;
using namespace ombre::ui;

namespace {

// The speeds of the Options menu: factor of the normal durations (0: no animation).
struct Speed {
    const char* name;
    double factor;
};
constexpr Speed kSpeeds[] = {{QT_TRANSLATE_NOOP("MainWindow", "&Off"), 0.0},
                             {QT_TRANSLATE_NOOP("MainWindow", "&Fast"), 0.5},
                             {QT_TRANSLATE_NOOP("MainWindow", "&Normal"), 1.0},
                             {QT_TRANSLATE_NOOP("MainWindow", "&Slow"), 1.8}};

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    init(Options{});
}

MainWindow::MainWindow(const Options& options, QWidget* parent) : QMainWindow(parent) {
    init(options);
}

MainWindow::~MainWindow() {
    controller_->cancel();
    if (piquet_)
        piquet_->cancel();
}

QString MainWindow::defaultSavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/session.json");
}

void MainWindow::init(const Options& options) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Ombre"));
    setMinimumSize(1024, 700);
    names_ = {tr("You"), tr("Belinda"), tr("The Baron"), tr("Sir Plume")};
    defaultNames_ = names_;
    useSave_ = options.useSave;
    screenshot_ = options.screenshot;
    screenshotStop_ = options.screenshotStop;
    autoplay_ = options.autoplay;
    savePath_ = options.savePath.isEmpty() ? defaultSavePath() : options.savePath;
    // Piquet keeps its own file, so that an Ombre save is never touched.
    piquetSavePath_ = !options.useSave ? QString()
                      : !options.piquetSavePath.isEmpty()
                          ? options.piquetSavePath
                          : QFileInfo(savePath_).dir().filePath(QStringLiteral("piquet.json"));
    piquetScreenshotStop_ = options.piquetScreenshotStop;

    QSettings settings;
    if (options.loadSettings) {
        speed_ = settings.value(QStringLiteral("table/speed"), 1.0).toDouble();
        practice_ = settings.value(QStringLiteral("table/practice"), false).toBool();
        level_ = settings.value(QStringLiteral("table/level")).toString();
        // The rules of new sessions and the stake; damaged entries are reported once, here.
        const RulesStore::Loaded loaded = RulesStore().load([this](const QString& text) {
            auto* box = new QMessageBox(QMessageBox::Warning, tr("Rule settings"), text,
                                        QMessageBox::Ok, this);
            box->setObjectName(QStringLiteral("damagedRulesMessage"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->setWindowModality(Qt::WindowModal);
            QMetaObject::invokeMethod(box, &QMessageBox::show, Qt::QueuedConnection);
        });
        rules_ = loaded.rules;
        stake_ = loaded.stakePerFish;
        // A damaged language setting: reset (main() has applied System already) and said once.
        QString languageProblem;
        Language::stored(&languageProblem);
        if (!languageProblem.isEmpty()) {
            auto* box = new QMessageBox(QMessageBox::Warning, tr("Language"), languageProblem,
                                        QMessageBox::Ok, this);
            box->setObjectName(QStringLiteral("damagedLanguageMessage"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->setWindowModality(Qt::WindowModal);
            QMetaObject::invokeMethod(box, &QMessageBox::show, Qt::QueuedConnection);
        }
    }
    if (options.speed)
        speed_ = *options.speed;
    if (options.rules)
        rules_ = *options.rules;

    renderer_ = new CardRenderer(this);
    {
        // The table shows backs with a pattern by default, so that they read as backs at once.
        const QString back =
            settings.value(QStringLiteral("cards/back"), QStringLiteral("stars")).toString();
        if (CardRenderer::backs().contains(back))
            renderer_->setBack(back);
        const QString pack = settings.value(QStringLiteral("cards/pack")).toString();
        if (CardRenderer::packs().contains(pack))
            renderer_->setPack(pack);
    }
    scene_ = new TableScene(renderer_, this);
    scene_->setNames(names_);
    scene_->setSpeed(speed_);
    view_ = new TableView(scene_, this);
    setCentralWidget(view_);
    log_ = new GameLog(&game_, this);
    log_->setNames(names_);
    addDockWidget(Qt::RightDockWidgetArea, log_);
    resizeDocks({log_}, {280}, Qt::Horizontal);

    auction_ = new AuctionPanel(view_->viewport());
    exchange_ = new ExchangePanel(view_->viewport());
    choice_ = new ChoicePanel(view_->viewport());
    for (QWidget* w : {static_cast<QWidget*>(auction_), static_cast<QWidget*>(exchange_),
                       static_cast<QWidget*>(choice_)})
        w->hide();
    result_ = new ResultDialog(view_->viewport());

    controller_ = new PlayerController(&game_, this);
    controller_->setHumanSeat(kHumanSeat);
    bool levelKnown = false;
    for (const PlayerLevel& l : playerLevels())
        levelKnown |= QString::fromStdString(l.id) == level_;
    if (!levelKnown)
        level_ = PlayerController::strongestLevel();
    controller_->setLevel(level_, QRandomGenerator::global()->generate64());
    pause_ = options.pause.value_or(speed_ <= 0 ? 250 : int(650 * speed_));
    controller_->setPause(pause_);
    controller_->setGate([this](std::function<void()> act) { scene_->whenIdle(std::move(act)); });

    bindGame();
    createMenus();
    rulesLabel_ = new QLabel(this);
    rulesLabel_->setObjectName(QStringLiteral("rulesLabel"));
    statusBar()->addPermanentWidget(rulesLabel_);
    statusBar()->showMessage(tr("Welcome to the Ombre table."));

    const QString game = !options.game.isEmpty() ? options.game
                         : options.loadSettings  ? NewSessionDialog::savedGame()
                                                 : QStringLiteral("ombre");
    if (game == QLatin1String("piquet")) {
        const piquet::Rules rules =
            options.loadSettings ? NewSessionDialog::savedPiquetRules() : piquet::Rules();
        if (options.seed) {
            startPiquetSession(rules, options.seed);
            return;
        }
        QString damaged;
        PiquetHost* host = ensurePiquet();
        showGame(QStringLiteral("piquet"));
        if (host->resume(level_, &damaged))
            return;
        if (!damaged.isEmpty()) {
            auto* box = new QMessageBox(QMessageBox::Warning, tr("The saved game is damaged"),
                                        damaged, QMessageBox::Ok, this);
            box->setObjectName(QStringLiteral("damagedSaveMessage"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->setWindowModality(Qt::WindowModal);
            QMetaObject::invokeMethod(box, &QMessageBox::show, Qt::QueuedConnection);
        }
        startPiquetSession(rules);
        return;
    }
    if (options.seed) {
        startNewSession(options.seed);
        return;
    }
    resumeOrStart();
}

void MainWindow::createMenus() {
    // Every text through tr_, so that a change of language sets it again (changeEvent).
    auto text = [this](QAction* a, const char* source, const char* tip = nullptr) {
        return tr_.add(a, [source, tip](QAction* x) {
            x->setText(tr(source));
            if (tip) {
                x->setStatusTip(tr(tip));
                x->setToolTip(tr(tip));
            }
        });
    };
    // A shortcut cleared since (the guided deal's table) stays cleared.
    auto shortcut = [this](QAction* a, const char* source) {
        a->setShortcut(QKeySequence(tr(source)));
        tr_.add(a, [source](QAction* x) {
            if (!x->shortcut().isEmpty())
                x->setShortcut(QKeySequence(tr(source)));
        });
    };
    QMenu* gameMenu = menuBar()->addMenu(QString());
    text(gameMenu->menuAction(), QT_TR_NOOP("&Game"));
    QAction* newSession = text(gameMenu->addAction(QString()), QT_TR_NOOP("&New Session…"));
    newSession->setObjectName(QStringLiteral("newSessionAction"));
    newSession->setShortcut(QKeySequence::New);
    connect(newSession, &QAction::triggered, this, &MainWindow::showNewSessionDialog);
    nextDealAction_ = text(gameMenu->addAction(QString()), QT_TR_NOOP("Ne&xt Deal"));
    shortcut(nextDealAction_, QT_TR_NOOP("Ctrl+D"));
    connect(nextDealAction_, &QAction::triggered, this, &MainWindow::nextDeal);
    QAction* settle = text(gameMenu->addAction(QString()), QT_TR_NOOP("&Settle Up…"));
    settleAction_ = settle;
    shortcut(settle, QT_TR_NOOP("Ctrl+E"));
    connect(settle, &QAction::triggered, this, &MainWindow::showSettlement);
    gameMenu->addSeparator();
    hintAction_ = text(gameMenu->addAction(QString()), QT_TR_NOOP("&Hint"));
    shortcut(hintAction_, QT_TR_NOOP("H"));
    connect(hintAction_, &QAction::triggered, this, &MainWindow::showHint);
    takeBackAction_ = text(gameMenu->addAction(QString()), QT_TR_NOOP("&Take Back Your Last Card"));
    takeBackAction_->setShortcut(QKeySequence::Undo);
    connect(takeBackAction_, &QAction::triggered, this, &MainWindow::takeBack);
    gameMenu->addSeparator();
    QAction* quitAction = text(gameMenu->addAction(QString()), QT_TR_NOOP("&Quit"));
    shortcut(quitAction, QT_TR_NOOP("Ctrl+Q"));
    quitAction->setMenuRole(QAction::QuitRole);
    connect(quitAction, &QAction::triggered, this, &QWidget::close);

    QMenu* options = menuBar()->addMenu(QString());
    text(options->menuAction(), QT_TR_NOOP("&Options"));
    QMenu* speed = options->addMenu(QString());
    text(speed->menuAction(), QT_TR_NOOP("&Animations"));
    speedGroup_ = new QActionGroup(this);
    for (const Speed& s : kSpeeds) {
        QAction* a = text(speed->addAction(QString()), s.name);
        a->setCheckable(true);
        a->setChecked(std::abs(s.factor - speed_) < 0.01);
        a->setData(s.factor);
        speedGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, f = s.factor] { setSpeed(f); });
    }
    QMenu* level = options->addMenu(QString());
    text(level->menuAction(), QT_TR_NOOP("&Opponents"));
    levelGroup_ = new QActionGroup(this);
    for (const PlayerLevel& l : playerLevels()) {
        QAction* a = tr_.add(level->addAction(QString()), [l](QAction* x) {
            x->setText(levelTitle(l));
            x->setStatusTip(levelDescription(l));
            x->setToolTip(levelDescription(l));
        });
        a->setCheckable(true);
        const QString id = QString::fromStdString(l.id);
        a->setData(id);
        a->setChecked(id == level_);
        levelGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, id] {
            level_ = id;
            QSettings().setValue(QStringLiteral("table/level"), id);
            controller_->setLevel(id, QRandomGenerator::global()->generate64());
        });
    }
    QMenu* packs = options->addMenu(QString());
    text(packs->menuAction(), QT_TR_NOOP("Card &Pack"));
    auto* packGroup = new QActionGroup(this);
    for (const QString& pack : CardRenderer::packs()) {
        QAction* a = tr_.add(packs->addAction(QString()), [pack](QAction* x) {
            x->setText(CardRenderer::packDisplayName(pack));
        });
        a->setCheckable(true);
        a->setChecked(pack == renderer_->pack());
        packGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, pack] {
            renderer_->setPack(pack);
            QSettings().setValue(QStringLiteral("cards/pack"), pack);
        });
    }
    QMenu* backs = options->addMenu(QString());
    text(backs->menuAction(), QT_TR_NOOP("Card &Back"));
    auto* backGroup = new QActionGroup(this);
    for (const QString& back : CardRenderer::backs()) {
        QAction* a = tr_.add(backs->addAction(QString()), [back](QAction* x) {
            x->setText(CardRenderer::backDisplayName(back));
        });
        a->setCheckable(true);
        a->setChecked(back == renderer_->back());
        backGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, back] {
            renderer_->setBack(back);
            QSettings().setValue(QStringLiteral("cards/back"), back);
        });
    }
    // The language: each in its own tongue; the choice takes effect at once (changeEvent).
    QMenu* language = options->addMenu(QString());
    language->setObjectName(QStringLiteral("languageMenu"));
    text(language->menuAction(), QT_TR_NOOP("&Language"));
    languageGroup_ = new QActionGroup(this);
    for (Language::Choice c :
         {Language::Choice::System, Language::Choice::English, Language::Choice::Spanish}) {
        QAction* a = tr_.add(language->addAction(QString()),
                             [c](QAction* x) { x->setText(Language::title(c)); });
        a->setObjectName(QStringLiteral("language-") + Language::key(c));
        a->setCheckable(true);
        a->setChecked(c == Language::current());
        languageGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [c] {
            Language::store(c);
            Language::apply(c);
        });
    }
    QAction* rulesSettings = text(options->addAction(QString()), QT_TR_NOOP("&Rules…"), nullptr);
    tr_.add(rulesSettings, [](QAction* x) {
        x->setStatusTip(tr("The rule set and every rule option, for the next session"));
    });
    rulesSettings->setObjectName(QStringLiteral("rulesSettingsAction"));
    shortcut(rulesSettings, QT_TR_NOOP("Ctrl+,"));
    rulesSettings->setMenuRole(QAction::PreferencesRole);
    connect(rulesSettings, &QAction::triggered, this, &MainWindow::showRulesSettings);
    practiceAction_ = text(options->addAction(QString()), QT_TR_NOOP("&Practice Mode"));
    tr_.add(practiceAction_,
            [](QAction* x) { x->setStatusTip(tr("Allows taking back your last card")); });
    practiceAction_->setCheckable(true);
    practiceAction_->setChecked(practice_);
    connect(practiceAction_, &QAction::toggled, this, &MainWindow::setPracticeMode);
    options->addSeparator();
    QAction* logToggle = text(log_->toggleViewAction(), QT_TR_NOOP("Show the Game &Log"));
    shortcut(logToggle, QT_TR_NOOP("Ctrl+L"));
    options->addAction(logToggle);

    QMenu* helpMenu = menuBar()->addMenu(QString());
    text(helpMenu->menuAction(), QT_TR_NOOP("&Help"));
    // Its text follows the game at the table (setGameKind) as well as the language.
    QAction* rules = tr_.add(helpMenu->addAction(QString()), [this](QAction* x) {
        x->setText(gameKind_ == QLatin1String("piquet") ? tr("&Rules of Piquet")
                                                        : tr("&Rules of Ombre"));
    });
    rulesHelpAction_ = rules;
    rules->setShortcut(QKeySequence::HelpContents);
    connect(rules, &QAction::triggered, this, [this] {
        // At the Piquet table F1 opens the section of the decision in hand.
        if (gameKind_ == QLatin1String("piquet") && piquet_)
            RulesBrowser::open(this, piquet_->table()->currentSection());
        else
            RulesBrowser::open(this);
    });
    QAction* aboutAction = text(helpMenu->addAction(QString()), QT_TR_NOOP("&About Ombre"));
    aboutAction->setMenuRole(QAction::AboutRole);
    connect(aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    addReplayActions(this, gameMenu, helpMenu); // Open Record, Belinda's Game, the guided deal
    updateActions();
}

void MainWindow::showAbout() {
    AboutDialog::showModal(this);
}

void MainWindow::bindGame() {
    scene_->setGame(&game_);
    connect(&game_, &Game::sessionStarted, this, [this] {
        scored_ = false;
        updateRulesLabel();
        scene_->syncCounters();
    });
    connect(&game_, &Game::dealStarted, this, [this] {
        scored_ = false;
        result_->hide();
        clearDecision();
        scene_->dealStarted(!resuming_ && speed_ > 0);
        updateActions();
        // Four players: the dealer is the Alcalde and sits out the deal (p. 17).
        if (const Deal* d = game_.deal(); d && d->alcalde() == kHumanSeat)
            statusBar()->showMessage(
                d->rules().alcaldePays
                    ? tr("You are the Alcalde: you deal, hold no cards and watch the three play; "
                         "you pay and receive as the others do.")
                    : tr("You are the Alcalde: you deal, hold no cards and watch the three "
                         "play; you neither pay nor receive."));
    });
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
            scene_->showSpeech(d->ombre(), [s] {
                return QStringLiteral("%1 %2").arg(suitSymbol(s), suitTitle(s));
            });
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
            save();
            onDealScored();
        }
    });
    connect(&game_, &Game::decisionNeeded, this, [this](int seat, ActionType) {
        scene_->setActiveSeat(seat);
        save();
        updateActions();
        // The screenshot of a deal the human sits out as the Alcalde: asked at the others' turns.
        const Deal* d = game_.deal();
        if (screenshot_ && !screenshotHere_ && seat != kHumanSeat && d &&
            d->alcalde() == kHumanSeat && screenshotStop_ && screenshotStop_(*d)) {
            screenshotHere_ = true;
            controller_->cancel();
            scene_->whenIdle([this] { emit readyForScreenshot(); });
        }
    });
    connect(controller_, &PlayerController::humanToAct, this, &MainWindow::onHumanToAct);
    connect(controller_, &PlayerController::hintReady, this, &MainWindow::onHint);
    connect(scene_, &TableScene::cardChosen, this,
            [this](Card c) { humanAct(Action::play(kHumanSeat, c)); });
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
    connect(result_, &ResultDialog::nextDealRequested, this, &MainWindow::nextDeal);
    connect(result_, &ResultDialog::settleRequested, this, &MainWindow::showSettlement);
}

void MainWindow::resumeOrStart() {
    if (!useSave_) {
        startNewSession();
        return;
    }
    bool missing = false;
    const LoadedSave loaded = readSaveFile(savePath_, &missing);
    if (loaded.ok() && loaded.game->deal) {
        const SavedGame& g = *loaded.game;
        for (int s = 0; s < std::min(int(g.names.size()), int(names_.size())); ++s)
            if (!g.names[std::size_t(s)].empty() && s != kHumanSeat)
                names_[std::size_t(s)] = QString::fromStdString(g.names[std::size_t(s)]);
        scene_->setNames(names_);
        log_->setNames(names_);
        resuming_ = true;
        game_.resume(g.session, *g.deal, g.seed);
        resuming_ = false;
        log_->retell(*g.deal);
        log_->note([] { return tr("The game was resumed where it was left."); });
        if (g.deal->finished()) {
            scored_ = false;
            scene_->syncCounters();
            result_->showResult(*g.deal, names_, game_.session().dealsPlayed());
        }
        updateActions();
        return;
    }
    if (!missing) {
        // A damaged save: set it aside, say so, and start afresh.
        const QString aside =
            savePath_ + QStringLiteral(".damaged-") +
            QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        QFile::remove(aside);
        const bool moved = QFile::rename(savePath_, aside);
        auto* box = new QMessageBox(QMessageBox::Warning, tr("The saved game is damaged"),
                                    tr("The saved game could not be read, so a new session "
                                       "begins."),
                                    QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("damagedSaveMessage"));
        box->setInformativeText(
            moved ? tr("The damaged file was kept as %1.").arg(QDir::toNativeSeparators(aside))
                  : tr("The damaged file %1 could not be moved aside.")
                        .arg(QDir::toNativeSeparators(savePath_)));
        box->setDetailedText(QString::fromStdString(loaded.error));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        QMetaObject::invokeMethod(box, &QMessageBox::show, Qt::QueuedConnection);
    }
    startNewSession();
}

void MainWindow::showNewSessionDialog() {
    auto* dialog = new NewSessionDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        dialog->save();
        const QString level = dialog->level();
        if (level != level_) {
            level_ = level;
            controller_->setLevel(level, QRandomGenerator::global()->generate64());
            if (levelGroup_)
                for (QAction* a : levelGroup_->actions())
                    a->setChecked(a->data().toString() == level);
        }
        if (dialog->game() == QLatin1String("piquet")) {
            startPiquetSession(dialog->piquetRules());
            return;
        }
        if (gameKind_ == QLatin1String("ombre") && game_.session().dealsPlayed() > 0 &&
            QMessageBox::question(this, tr("New session"),
                                  tr("Abandon this session and start a new one? You may settle "
                                     "up first from the Game menu.")) != QMessageBox::Yes)
            return;
        startNewSession();
    });
    dialog->open();
}

PiquetHost* MainWindow::ensurePiquet() {
    if (piquet_)
        return piquet_;
    PiquetHost::Options o;
    o.savePath = piquetSavePath_;
    o.pause = pause_;
    if (screenshot_)
        o.autoplayUntil =
            piquetScreenshotStop_ ? piquetScreenshotStop_ : [](const piquet::Deal& d) {
                return !d.finished() && d.decision() == piquet::ActionType::PlayCard;
            };
    piquet_ = new PiquetHost(renderer_, log_, o, this, this);
    piquet_->table()->setNames({tr("You"), tr("Belinda")});
    piquet_->table()->hide();
    connect(piquet_, &PiquetHost::status, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(piquet_, &PiquetHost::readyForScreenshot, this, &MainWindow::readyForScreenshot);
    connect(piquet_, &PiquetHost::dealResultShown, this, [this] {
        updateActions();
        emit dealResultShown();
    });
    connect(piquet_->table(), &PiquetTable::rulesRequested, this,
            [this](const QString& section) { RulesBrowser::open(this, section); });
    return piquet_;
}

void MainWindow::showGame(const QString& game) {
    if (game == gameKind_ &&
        (game == QLatin1String("ombre") || centralWidget() == piquet_->table()))
        return;
    gameKind_ = game;
    const bool piquet = game == QLatin1String("piquet");
    QWidget* old = takeCentralWidget();
    if (old)
        old->hide();
    QWidget* table = piquet ? static_cast<QWidget*>(piquet_->table()) : view_;
    setCentralWidget(table);
    table->show();
    table->setFocus();
    setWindowTitle(piquet ? tr("Piquet") : tr("Ombre"));
    tr_.retranslate(); // the Help menu's rules follow the game
    updateRulesLabel();
    updateActions();
}

void MainWindow::startPiquetSession(const piquet::Rules& rules, std::optional<quint64> seed) {
    controller_->cancel();
    scene_->cancelIdleCallbacks();
    clearDecision();
    result_->hide();
    PiquetHost* host = ensurePiquet();
    showGame(QStringLiteral("piquet"));
    host->newSession(rules, seed.value_or(QRandomGenerator::global()->generate64() >> 1), level_);
    updateRulesLabel();
    updateActions();
}

void MainWindow::startNewSession(std::optional<quint64> seed) {
    if (piquet_) {
        piquet_->cancel();
        piquet_->save();
    }
    showGame(QStringLiteral("ombre"));
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

void MainWindow::nextDeal() {
    if (gameKind_ == QLatin1String("piquet")) {
        if (piquet_)
            piquet_->nextDeal();
        return;
    }
    const Deal* d = game_.deal();
    if (d && !d->finished())
        return;
    result_->hide();
    game_.nextDeal();
}

void MainWindow::save() {
    if (!useSave_ || !game_.deal())
        return;
    SavedGame g;
    g.seed = game_.seed();
    g.session = game_.session();
    g.deal = *game_.deal();
    g.names.clear();
    for (int s = 0; s < game_.session().players(); ++s)
        g.names.push_back(names_[std::size_t(s)].toStdString());
    const QString error = writeSaveFile(savePath_, g);
    if (!error.isEmpty())
        statusBar()->showMessage(tr("The game could not be saved: %1").arg(error), 8000);
}

void MainWindow::onHumanToAct(int, ActionType decision) {
    waitingForHuman_ = false;
    if (autoplay_ > 0) {
        // Tests (--autoplay-steps): the computer decides for the human.
        --autoplay_;
        controller_->thinkFor(kHumanSeat);
        return;
    }
    if (screenshot_) {
        // The screenshot: the strongest player decides for the human until the moment comes
        // (by default his first card).
        const Deal* d = game_.deal();
        screenshotHere_ =
            d && (screenshotStop_ ? screenshotStop_(*d) : decision == ActionType::PlayCard);
        if (!screenshotHere_) {
            controller_->thinkFor(kHumanSeat);
            return;
        }
    }
    scene_->whenIdle([this] { presentDecision(); });
}

void MainWindow::presentDecision(bool announce) {
    const Deal* d = game_.deal();
    if (!d || d->finished() || d->toAct() != kHumanSeat) {
        clearDecision();
        return;
    }
    const LegalChoices c = LegalChoices::of(*d);
    waitingForHuman_ = true;
    const qreal font = std::clamp(view_->height() / 48.0, 13.0, 26.0);
    for (PanelFrame* p : {static_cast<PanelFrame*>(auction_), static_cast<PanelFrame*>(exchange_),
                          static_cast<PanelFrame*>(choice_)})
        p->setScale(font);
    QWidget* panel = nullptr;
    QString status;
    switch (c.decision) {
    case ActionType::Bid: {
        QString situation;
        const Auction& a = d->auction();
        if (a.holder() == kHumanSeat)
            situation = tr("You have called %1.").arg(callTitle(a.highest()));
        else if (a.holder() >= 0)
            situation = tr("%1 has called %2.")
                            .arg(names_[std::size_t(a.holder())], callTitle(a.highest()));
        else if (!a.bids().empty())
            situation = tr("Nobody has named a game yet.");
        else
            situation = tr("You are the eldest hand (Mano): you speak first.");
        auction_->askBid(c.calls, situation);
        panel = auction_;
        status = tr("The auction: pass, or name a game.");
        break;
    }
    case ActionType::NameTrump:
        auction_->askTrump(c.trumps, d->contract());
        panel = auction_;
        status = tr("You are Ombre: name trumps.");
        break;
    case ActionType::Exchange: {
        QString note;
        if (d->contract() == Call::Voltereta && d->ombre() == kHumanSeat)
            note = tr("The turned card is the first you draw.");
        else if (isSolo(d->contract()) && c.maxDiscard < int(d->stock().size()))
            note = tr("In a Solo the first to take must leave five for his friend.");
        scene_->setInput(TableScene::Input::Discard, c.minDiscard, c.maxDiscard);
        exchange_->ask(c.minDiscard, c.maxDiscard, c.canYield, note);
        panel = exchange_;
        status = tr("Mark your discards, then confirm. %n card(s) left in the stock.", nullptr,
                    int(d->stock().size()));
        break;
    }
    case ActionType::ShowStock:
        choice_->ask(ActionType::ShowStock, tr("The rest of the stock"),
                     tr("%n card(s) remain in the stock. You may look at them, but then all see "
                        "them.",
                        nullptr, int(d->stock().size())),
                     tr("Turn them up"), tr("Leave them"), false);
        panel = choice_;
        break;
    case ActionType::Surrender:
        choice_->ask(ActionType::Surrender, tr("Surrender?"),
                     tr("Before trick %1 you may give up the game: you pay the Puesta into the "
                        "pool, unless an adversary forbids it and defends.")
                         .arg(int(d->tricks().size()) + 1),
                     tr("Surrender"), tr("Play on"), false);
        panel = choice_;
        break;
    case ActionType::Defend:
        choice_->ask(ActionType::Defend, tr("%1 surrenders").arg(names_[std::size_t(d->ombre())]),
                     tr("Forbid the Surrender and play the game out in his place, as Defender?"),
                     tr("Defend"), tr("Let it stand"), false);
        panel = choice_;
        break;
    case ActionType::Vole:
        choice_->ask(ActionType::Vole, tr("Five tricks!"),
                     tr("You have won the first five tricks. Stop now and take the game with "
                        "Primeras, or play on for the Vole: all nine tricks win thirty from "
                        "each, but one lost trick costs you thirty to each."),
                     tr("Play for the Vole"), tr("Stop"), false);
        panel = choice_;
        break;
    case ActionType::PlayCard:
        scene_->setInput(TableScene::Input::Play);
        status = d->currentTrick().count == 0
                     ? tr("Your lead: click a card, or use the arrows and Enter.")
                     : tr("Your card: dimmed cards may not be played (hover for why).");
        break;
    case ActionType::Yield:
        break;
    }
    view_->setPanel(panel);
    if (panel) {
        if (auto* b = panel->findChild<QPushButton*>(); b && panel != exchange_)
            b->setFocus();
        else
            view_->setFocus();
    } else {
        view_->setFocus();
    }
    if (!status.isEmpty())
        statusBar()->showMessage(status);
    updateActions();
    if (!announce)
        return;
    emit humanDecisionShown(c.decision);
    if (screenshot_ && screenshotHere_)
        scene_->whenIdle([this] { emit readyForScreenshot(); });
}

void MainWindow::clearDecision() {
    waitingForHuman_ = false;
    view_->setPanel(nullptr);
    for (QWidget* w : {static_cast<QWidget*>(auction_), static_cast<QWidget*>(exchange_),
                       static_cast<QWidget*>(choice_)})
        w->hide();
    scene_->setInput(TableScene::Input::None);
    scene_->setHint(std::nullopt);
}

void MainWindow::humanAct(const Action& action) {
    if (!waitingForHuman_)
        return;
    clearDecision();
    // The panels offer only legal choices; should one slip through, say why in the player's
    // words, and ask again.
    if (const Deal* d = game_.deal(); d)
        if (const Refusal refusal = d->refusal(action)) {
            statusBar()->showMessage(refusalText(refusal, d->trump()), 6000);
            presentDecision();
            return;
        }
    const QString error = game_.act(action);
    if (!error.isEmpty()) {
        statusBar()->showMessage(error, 6000);
        presentDecision();
        return;
    }
    statusBar()->clearMessage();
    updateActions();
}

void MainWindow::onDealScored() {
    if (screenshot_) {
        // The deal ended before the screenshot's moment: deal again.
        const Deal* d = game_.deal();
        screenshotHere_ = d && screenshotStop_ && screenshotStop_(*d);
        if (!screenshotHere_) {
            QTimer::singleShot(0, this, &MainWindow::nextDeal);
            return;
        }
    }
    scene_->whenIdle([this] {
        scene_->syncCounters();
        const Deal* d = game_.deal();
        if (!d || !d->finished())
            return;
        result_->showResult(*d, names_, game_.session().dealsPlayed());
        statusBar()->showMessage(tr("The deal is over. Next deal: Ctrl+D."));
        updateActions();
        emit dealResultShown();
        if (screenshot_ && screenshotHere_)
            emit readyForScreenshot();
    });
}

void MainWindow::showHint() {
    if (!waitingForHuman_)
        return;
    statusBar()->showMessage(tr("Thinking of a hint…"));
    controller_->requestHint();
}

void MainWindow::onHint(const Action& a, const Why& why) {
    if (!waitingForHuman_)
        return;
    const Deal* d = game_.deal();
    QString text;
    switch (a.type) {
    case ActionType::PlayCard:
        scene_->setHint(a.card);
        text = tr("Hint: play %1.").arg(cardTitle(a.card, d ? d->trump() : std::nullopt));
        break;
    case ActionType::Bid:
        text = tr("Hint: %1.").arg(callTitle(a.call));
        break;
    case ActionType::NameTrump:
        text = tr("Hint: name %1.").arg(suitTitle(a.suit));
        break;
    case ActionType::Exchange: {
        QStringList cards;
        for (Card c : a.cards)
            cards << cardTitle(c, d ? d->trump() : std::nullopt);
        text = cards.isEmpty() ? tr("Hint: keep your hand.")
                               : tr("Hint: discard %1.").arg(cards.join(QStringLiteral(", ")));
        break;
    }
    case ActionType::Yield:
        text = tr("Hint: yield the first choice.");
        break;
    default:
        text = a.yes ? tr("Hint: yes.") : tr("Hint: no.");
        break;
    }
    // Practice mode says why, in a sentence that names the choice itself.
    const QString reason =
        practice_ ? HintSentence::of(why, d ? d->trump() : std::nullopt) : QString();
    if (!reason.isEmpty())
        text = tr("Hint: %1").arg(reason);
    statusBar()->showMessage(text, reason.isEmpty() ? 10000 : 20000);
}

bool MainWindow::takeBack() {
    const Deal* d = game_.deal();
    if (!practice_ || !d)
        return false;
    const std::optional<Deal> before = withoutLastCard(*d, kHumanSeat);
    if (!before)
        return false;
    const Session session = sessionBefore(game_.session(), *d);
    controller_->cancel();
    scene_->cancelIdleCallbacks();
    clearDecision();
    result_->hide();
    resuming_ = true;
    game_.resume(session, *before, game_.seed());
    resuming_ = false;
    log_->note([] { return tr("You take back your last card."); });
    updateActions();
    return true;
}

void MainWindow::showSettlement() {
    auto* dialog = new SettlementDialog(game_.session(), names_, stake_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SettlementDialog::stakeChanged, this, [this](double v) {
        stake_ = v;
        QSettings().setValue(QStringLiteral("session/stake"), v);
    });
    connect(dialog, &SettlementDialog::newSessionRequested, this, [this] { startNewSession(); });
    dialog->open();
}

void MainWindow::showRulesSettings() {
    auto* dialog = new RulesSettingsDialog(nullptr, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RulesSettingsDialog::rulesSaved, this,
            [this](const Rules& rules, double stake) {
                rules_ = rules;
                stake_ = stake;
                if (game_.session().rules() != rules)
                    statusBar()->showMessage(tr("The new rules apply from the next session "
                                                "(Game > New Session)."),
                                             8000);
                updateRulesLabel();
            });
    dialog->open();
}

void MainWindow::updateRulesLabel() {
    if (gameKind_ == QLatin1String("piquet") && piquet_) {
        const piquet::Rules& r = piquet_->session()->rules();
        rulesLabel_->setText(
            tr("Piquet (Cotgrave 1662): the set %1, %2")
                .arg(r.set)
                .arg(r.firstWordStands ? tr("the first word stands") : tr("the custom of Paris")));
        rulesLabel_->setToolTip(tr("The rules of this session (Game > New Session…)"));
        return;
    }
    const Rules& rules = game_.session().rules();
    QString title = RulesStore::rulesTitle(rules);
    // The table, when it is not the three of the book.
    if (rules.players == 4)
        title = tr("%1, four with the Alcalde").arg(title);
    else if (rules.players == 2)
        title = tr("%1, two players").arg(title);
    rulesLabel_->setText(tr("Rules: %1").arg(title));
    rulesLabel_->setToolTip(rules == rules_
                                ? tr("The rules of this session (Options > Rules…)")
                                : tr("The rules of this session; the next session will use the "
                                     "rules chosen in Options > Rules…"));
}

void MainWindow::setPracticeMode(bool on) {
    practice_ = on;
    QSettings().setValue(QStringLiteral("table/practice"), on);
    if (practiceAction_ && practiceAction_->isChecked() != on)
        practiceAction_->setChecked(on);
    updateActions();
}

void MainWindow::setSpeed(double factor) {
    speed_ = factor;
    scene_->setSpeed(factor);
    controller_->setPause(factor <= 0 ? 250 : int(650 * factor));
    QSettings().setValue(QStringLiteral("table/speed"), factor);
    if (speedGroup_)
        for (QAction* a : speedGroup_->actions())
            a->setChecked(std::abs(a->data().toDouble() - factor) < 0.01);
}

void MainWindow::updateActions() {
    const bool piquet = gameKind_ == QLatin1String("piquet");
    // Ombre's own: Piquet's rules are chosen in Game > New Session….
    for (QAction* a : {hintAction_, settleAction_, practiceAction_,
                       findChild<QAction*>(QStringLiteral("rulesSettingsAction"))})
        if (a)
            a->setVisible(!piquet);
    if (piquet) {
        const piquet::Deal* pd = piquet_ ? piquet_->session()->deal() : nullptr;
        if (nextDealAction_)
            nextDealAction_->setEnabled(!pd || pd->finished());
        if (takeBackAction_)
            takeBackAction_->setVisible(false);
        return;
    }
    const Deal* d = game_.deal();
    if (nextDealAction_)
        nextDealAction_->setEnabled(!d || d->finished());
    if (hintAction_)
        hintAction_->setEnabled(d && !d->finished() && d->toAct() == kHumanSeat);
    if (takeBackAction_) {
        bool played = false;
        if (d)
            for (const Action& a : d->history())
                played |= a.type == ActionType::PlayCard && a.seat == kHumanSeat;
        takeBackAction_->setEnabled(practice_ && played);
        takeBackAction_->setVisible(practice_);
    }
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && rulesLabel_)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
    setWindowTitle(gameKind_ == QLatin1String("piquet") ? tr("Piquet") : tr("Ombre"));
    // The players keep their names, but for the default ones, which are translated.
    const std::array<QString, 4> defaults = {tr("You"), tr("Belinda"), tr("The Baron"),
                                             tr("Sir Plume")};
    for (std::size_t s = 0; s < defaults.size(); ++s)
        if (names_[s] == defaultNames_[s])
            names_[s] = defaults[s];
    if (piquet_) { // the Piquet table's two, likewise
        std::array<QString, 2> piquetNames = piquet_->table()->names();
        for (std::size_t s = 0; s < piquetNames.size(); ++s)
            if (piquetNames[s] == defaultNames_[s])
                piquetNames[s] = defaults[s];
        piquet_->table()->setNames(piquetNames);
        piquet_->table()->sync();
    }
    defaultNames_ = defaults;
    scene_->setNames(names_);
    log_->setNames(names_);
    tr_.retranslate();
    retranslateReplayActions(this);
    if (languageGroup_)
        for (QAction* a : languageGroup_->actions())
            a->setChecked(a->objectName() ==
                          QStringLiteral("language-") + Language::key(Language::current()));
    updateRulesLabel();
    statusBar()->clearMessage();
    if (const Deal* d = game_.deal(); d && d->finished() && result_->isVisible())
        result_->showResult(*d, names_, game_.session().dealsPlayed());
    // The decision asked now, in the new words (the marked discards stay marked).
    if (waitingForHuman_ && !TableMode::current(this)) {
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

void MainWindow::closeEvent(QCloseEvent* event) {
    controller_->cancel();
    if (piquet_) {
        piquet_->cancel();
        piquet_->save();
    }
    save();
    event->accept();
}
