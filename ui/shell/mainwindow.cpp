#include "ui/shell/mainwindow.h"
#include "ui/shell/elidingstatusbar.h"

#include "ombre_version.h"
#include "piquet/rules.h"
#include "ui/kit/cardrenderer.h"
#include "ui/kit/gamelog.h"
#include "ui/kit/language.h"
#include "ui/kit/savedfile.h"
#include "ui/kit/settingsfile.h"
#include "ui/kit/terms.h"
#include "ui/ombre/ombrehost.h"
#include "ui/ombre/playercontroller.h"
#include "ui/piquet/piquethost.h"
#include "ui/rules/rulesbrowser.h"
#include "ui/shell/aboutdialog.h"
#include "ui/shell/newsessiondialog.h"
#include "ui/shell/rulessettings.h"
#include "ui/shell/rulesstore.h"
#include "ui/shell/savewarning.h"
#include "ui/shell/statisticswindow.h"
#include "ui/shell/tablemode.h"
#include "ui/shell/welcomedialog.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

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

constexpr const char* kContext = "MainWindow"; // the menus' translations

bool offeredSpeed(double factor) {
    return std::any_of(std::begin(kSpeeds), std::end(kSpeeds),
                       [factor](const Speed& s) { return std::abs(s.factor - factor) < 0.01; });
}

// A warning over the window, once the event loop runs.
void warnLater(QWidget* window, const QString& name, const QString& title, const QString& text) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, window);
    box->setObjectName(name);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    QMetaObject::invokeMethod(box, &QMessageBox::show, Qt::QueuedConnection);
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    init(Options{});
}

MainWindow::MainWindow(const Options& options, QWidget* parent) : QMainWindow(parent) {
    init(options);
}

MainWindow::~MainWindow() {
    // The computer players stop before the table goes.
    for (GameHost* h : {static_cast<GameHost*>(ombre_), static_cast<GameHost*>(piquet_)})
        if (h)
            h->suspend();
}

QString MainWindow::defaultSavePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("session.json"));
}

void MainWindow::bringForward() {
    if (isMinimized())
        showNormal();
    raise();
    activateWindow();
    statusBar()->showMessage(tr("The game is already open here."), 8000);
}

// Ombre's, forwarded to its host.
Game* MainWindow::game() {
    return ombre_->game();
}
TableScene* MainWindow::tableScene() const {
    return ombre_->tableScene();
}
TableView* MainWindow::tableView() const {
    return ombre_->tableView();
}
PlayerController* MainWindow::controller() const {
    return ombre_->controller();
}
ResultDialog* MainWindow::resultDialog() const {
    return ombre_->resultDialog();
}
QString MainWindow::savePath() const {
    return ombre_->savePath();
}
const std::array<QString, 4>& MainWindow::names() const {
    return ombre_->names();
}
bool MainWindow::waitingForHuman() const {
    return ombre_->waitingForHuman();
}
void MainWindow::setPracticeMode(bool on) {
    ombre_->setPracticeMode(on);
}
bool MainWindow::practiceMode() const {
    return ombre_->practiceMode();
}
bool MainWindow::takeBack() {
    return ombre_->takeBack();
}
void MainWindow::setForcedCards(bool on) {
    forcedCards_ = on;
    ombre_->setForcedCards(on);
    if (piquet_)
        piquet_->setForcedCards(on);
    QSettings().setValue(QStringLiteral("table/forcedCards"), on);
    if (forcedCardsAction_ && forcedCardsAction_->isChecked() != on)
        forcedCardsAction_->setChecked(on);
}
void MainWindow::showHint() {
    ombre_->showHint();
}
void MainWindow::showSettlement() {
    ombre_->showSettlement();
}
const Rules& MainWindow::nextRules() const {
    return ombre_->nextRules();
}
void MainWindow::setNextRules(const Rules& rules) {
    ombre_->setNextRules(rules);
}

void MainWindow::init(const Options& options) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Ombre"));
    setStatusBar(new ElidingStatusBar(this));
    // The window fits the screen it opens on, whatever the scale factor makes of it.
    const QSize room = screen() ? screen()->availableGeometry().size() : QSize(1024, 700);
    setMinimumSize(QSize(1024, 700).boundedTo(room));
    resize(minimumSize());
    prepareHost_ = options.prepareHost;
    if (options.loadSettings)
        loadSettings();
    if (options.speed)
        speed_ = *options.speed;
    if (options.forcedCards)
        forcedCards_ = *options.forcedCards;
    if (options.rules)
        rules_ = *options.rules;
    renderer_ = new CardRenderer(this);
    renderer_->loadChoice();
    // The texts name the cards as the pack on the table shows them (ui/kit/terms.h).
    setCardNames(cardNamesOf(renderer_->pack()));
    connect(renderer_, &CardRenderer::changed, this,
            [this] { setCardNames(cardNamesOf(renderer_->pack())); });
    createSaveWarning();
    createOmbre(options);
    log_ = ombre_->gameLog();
    addDockWidget(Qt::RightDockWidgetArea, log_);
    resizeDocks({log_}, {280}, Qt::Horizontal);
    // Piquet keeps its own file, so that an Ombre save is never touched.
    const QString savePath = ombre_->savePath();
    piquetSavePath_ = !options.useSave ? QString()
                      : !options.piquetSavePath.isEmpty()
                          ? options.piquetSavePath
                          : QFileInfo(savePath).dir().filePath(QStringLiteral("piquet.json"));

    createMenus();
    rulesLabel_ = new QLabel(this);
    rulesLabel_->setObjectName(QStringLiteral("rulesLabel"));
    statusBar()->addPermanentWidget(rulesLabel_);
    statusBar()->showMessage(tr("Welcome to the Ombre table."));
    startFirstGame(options);
    if (options.loadSettings && !WelcomeDialog::welcomed())
        QTimer::singleShot(0, this, &MainWindow::showWelcome);
}

void MainWindow::showStatistics() {
    if (!statistics_)
        statistics_ = new StatisticsWindow(this);
    else
        statistics_->refresh();
    if (!statistics_->isVisible()) {
        // As large as the charts want, within the window, and in its middle.
        statistics_->resize(QSize(900, 640).boundedTo(size() - QSize(20, 20)));
        QRect r(QPoint(), statistics_->frameGeometry().size());
        r.moveCenter(frameGeometry().center());
        statistics_->move(r.topLeft());
    }
    statistics_->show();
    statistics_->raise();
    statistics_->activateWindow();
}

void MainWindow::showWelcome() {
    // Started to replay a record: the welcome waits for a start at the table.
    if (TableMode::current(this))
        return;
    auto* dialog = new WelcomeDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog] {
        WelcomeDialog::markWelcomed();
        switch (dialog->choice()) {
        case WelcomeDialog::Choice::GuidedDeal:
            if (auto* guided = findChild<QAction*>(QStringLiteral("guidedDealAction")))
                guided->trigger();
            break;
        case WelcomeDialog::Choice::Rules:
            RulesBrowser::open(this, host_->rulesSection());
            break;
        case WelcomeDialog::Choice::Play:
            break;
        }
    });
    dialog->open();
}

// The settings of the table and of new sessions; damaged entries are reported once, here.
void MainWindow::loadSettings() {
    // A settings file that is not a file (a FIFO would keep the window from opening) is set
    // aside first; main() has done so already before the language was read.
    SettingsFile::setAsideSpecial();
    if (const QString report = SettingsFile::takeReport(); !report.isEmpty())
        warnLater(this, QStringLiteral("damagedSettingsMessage"), tr("Settings"), report);
    QSettings settings;
    speed_ = storedSpeed(settings);
    practice_ = settings.value(QStringLiteral("table/practice"), false).toBool();
    forcedCards_ = settings.value(QStringLiteral("table/forcedCards"), true).toBool();
    level_ = settings.value(QStringLiteral("table/level")).toString();
    const RulesStore::Loaded loaded = RulesStore().load([this](const QString& text) {
        warnLater(this, QStringLiteral("damagedRulesMessage"), tr("Rule settings"), text);
    });
    rules_ = loaded.rules;
    stake_ = loaded.stakePerFish;
    // A damaged language setting: reset (main() has applied System already) and said once.
    QString languageProblem;
    Language::stored(&languageProblem);
    if (!languageProblem.isEmpty())
        warnLater(this, QStringLiteral("damagedLanguageMessage"), tr("Language"), languageProblem);
}

// The animations' speed: one of the Options menu's; anything else (a hand-edited 100000 would
// make each computer move wait hours) is reset to normal and said once.
double MainWindow::storedSpeed(QSettings& settings) {
    const QVariant stored = settings.value(QStringLiteral("table/speed"), 1.0);
    bool number = false;
    const double factor = stored.toDouble(&number);
    if (number && offeredSpeed(factor))
        return factor;
    settings.remove(QStringLiteral("table/speed"));
    warnLater(this, QStringLiteral("damagedSpeedMessage"), tr("Animations"),
              tr("The animation speed in the settings (%1) is not one of the Animations menu's; "
                 "the normal speed is used.")
                  .arg(stored.toString().left(40)));
    return 1.0;
}

void MainWindow::createOmbre(const Options& options) {
    bool levelKnown = false;
    for (const PlayerLevel& l : playerLevels())
        levelKnown |= QString::fromStdString(l.id) == level_;
    if (!levelKnown)
        level_ = PlayerController::defaultLevel();
    pause_ = options.pause.value_or(speed_ <= 0 ? 250 : int(650 * speed_));
    const OmbreHost::Options o{
        .savePath = !options.useSave             ? QString()
                    : options.savePath.isEmpty() ? defaultSavePath()
                                                 : options.savePath,
        .speed = speed_,
        .pause = pause_,
        .practice = practice_,
        .forcedCards = forcedCards_,
        .rules = rules_,
        .stake = stake_,
        .level = level_,
        .rulesTitle = [](const Rules& rules) { return RulesStore::rulesTitle(rules); },
        .editRules = [this] { showRulesSettings(); }};
    ombre_ = new OmbreHost(renderer_, o, this, this);
    connect(ombre_, &OmbreHost::humanDecisionShown, this, &MainWindow::humanDecisionShown);
    connect(ombre_, &OmbreHost::newSessionRequested, this, [this] { startNewSession(); });
    connect(ombre_, &OmbreHost::reviewRequested, this, [this] {
        openReview(this, ombre_->dealRecord(),
                   tr("Deal %1").arg(localNumber(game()->session().dealsPlayed())), 0,
                   ombre_->keptRecord());
    });
    bindHost(ombre_);
    host_ = ombre_;
    setCentralWidget(ombre_->table());
}

// The bars over the table that stay while the game cannot be saved, or while a finished deal
// waits in the save to be filed in the history.
void MainWindow::createSaveWarning() {
    saveWarning_ = new SaveWarning(this);
    historyWarning_ = new SaveWarning(this, SaveWarning::Kind::History);
    for (SaveWarning* warning : {saveWarning_, historyWarning_}) {
        auto* bar = new QToolBar(this);
        bar->setObjectName(warning->objectName() + QStringLiteral("Bar"));
        bar->setMovable(false);
        bar->setFloatable(false);
        bar->toggleViewAction()->setVisible(false); // not one of the window's optional bars
        bar->addWidget(warning);
        bar->hide();
        addToolBar(Qt::TopToolBarArea, bar);
        connect(warning, &SaveWarning::shownChanged, bar, &QToolBar::setVisible);
    }
}

// The shell follows a host's signals while it is at the table.
void MainWindow::bindHost(GameHost* host) {
    auto atTable = [this, host] { return host == host_; };
    connect(host, &GameHost::saveProblem, saveWarning_, &SaveWarning::setProblem);
    connect(host, &GameHost::historyProblem, historyWarning_, &SaveWarning::setProblem);
    connect(host, &GameHost::status, this, [this, atTable](const QString& text, int timeout) {
        if (atTable())
            statusBar()->showMessage(text, timeout);
    });
    connect(host, &GameHost::actionsChanged, this, [this, atTable] {
        if (atTable())
            updateActions();
    });
    connect(host, &GameHost::rulesChanged, this, [this, atTable] {
        if (atTable())
            updateRulesLabel();
    });
    connect(host, &GameHost::readyForScreenshot, this, &MainWindow::readyForScreenshot);
    connect(host, &GameHost::dealResultShown, this, [this] {
        updateActions();
        emit dealResultShown();
    });
    if (prepareHost_)
        prepareHost_(host);
}

void MainWindow::startFirstGame(const Options& options) {
    const GameKind game = options.game           ? *options.game
                          : options.loadSettings ? NewSessionDialog::savedGame()
                                                 : GameKind::Ombre;
    if (game == GameKind::Piquet) {
        const piquet::Rules rules =
            options.loadSettings ? NewSessionDialog::savedPiquetRules() : piquet::Rules();
        if (options.seed) {
            startPiquetSession(rules, options.seed);
            return;
        }
        PiquetHost* host = ensurePiquet();
        host->setNextRules(rules);
        showGame(host);
        if (!host->resume())
            startPiquetSession(rules);
        return;
    }
    if (options.seed) {
        startNewSession(options.seed);
        return;
    }
    if (!ombre_->resume())
        startNewSession();
}

void MainWindow::createMenus() {
    createGameMenu();
    createOptionsMenu();
    QMenu* help = createHelpMenu();
    addReplayActions(this, gameMenu_, help); // Open Record, Belinda's Game, the guided deal
    updateActions();
}

// Every text through tr_, so that a change of language sets it again (changeEvent).
QMenu* MainWindow::createGameMenu() {
    gameMenu_ = menuBar()->addMenu(QString());
    tr_.addText(gameMenu_->menuAction(), kContext, QT_TR_NOOP("&Game"));
    QAction* newSession =
        tr_.addText(gameMenu_->addAction(QString()), kContext, QT_TR_NOOP("&New Session…"));
    newSession->setObjectName(QStringLiteral("newSessionAction"));
    newSession->setShortcut(QKeySequence::New);
    connect(newSession, &QAction::triggered, this, &MainWindow::showNewSessionDialog);
    nextDealAction_ =
        tr_.addText(gameMenu_->addAction(QString()), kContext, QT_TR_NOOP("Ne&xt Deal"));
    tr_.addShortcut(nextDealAction_, kContext, QT_TR_NOOP("Ctrl+D"));
    connect(nextDealAction_, &QAction::triggered, this, &MainWindow::nextDeal);
    QAction* statistics =
        tr_.addText(gameMenu_->addAction(QString()), kContext, QT_TR_NOOP("S&tatistics…"),
                    QT_TR_NOOP("Your history in charts: fish, games, reviews, Piquet"));
    statistics->setObjectName(QStringLiteral("statisticsAction"));
    connect(statistics, &QAction::triggered, this, &MainWindow::showStatistics);
    // The games' own entries come here (Settle Up, Hint, Take Back…).
    gameActionsEnd_ = gameMenu_->addSeparator();
    gameMenu_->insertActions(gameActionsEnd_, ombre_->gameActions());
    QAction* quitAction =
        tr_.addText(gameMenu_->addAction(QString()), kContext, QT_TR_NOOP("&Quit"));
    tr_.addShortcut(quitAction, kContext, QT_TR_NOOP("Ctrl+Q"));
    quitAction->setMenuRole(QAction::QuitRole);
    connect(quitAction, &QAction::triggered, this, &QWidget::close);
    return gameMenu_;
}

QMenu* MainWindow::createOptionsMenu() {
    optionsMenu_ = menuBar()->addMenu(QString());
    tr_.addText(optionsMenu_->menuAction(), kContext, QT_TR_NOOP("&Options"));
    addSpeedMenu(optionsMenu_);
    addLevelMenu(optionsMenu_);
    addCardMenus(optionsMenu_);
    addLanguageMenu(optionsMenu_);
    addForcedCardsAction(optionsMenu_);
    // The games' own options come here (Ombre's rules and practice mode).
    optionActionsEnd_ = optionsMenu_->addSeparator();
    optionsMenu_->insertActions(optionActionsEnd_, ombre_->optionActions());
    QAction* logToggle =
        tr_.addText(log_->toggleViewAction(), kContext, QT_TR_NOOP("Show the Game &Log"));
    tr_.addShortcut(logToggle, kContext, QT_TR_NOOP("Ctrl+L"));
    optionsMenu_->addAction(logToggle);
    return optionsMenu_;
}

void MainWindow::addForcedCardsAction(QMenu* options) {
    forcedCardsAction_ =
        tr_.addText(options->addAction(QString()), kContext, QT_TR_NOOP("Play &Forced Cards"),
                    QT_TR_NOOP("When only one of your cards may be played, it is played for you "
                               "after a short pause"));
    forcedCardsAction_->setObjectName(QStringLiteral("forcedCardsAction"));
    forcedCardsAction_->setCheckable(true);
    forcedCardsAction_->setChecked(forcedCards_);
    connect(forcedCardsAction_, &QAction::toggled, this, &MainWindow::setForcedCards);
}

void MainWindow::addSpeedMenu(QMenu* options) {
    QMenu* speed = options->addMenu(QString());
    tr_.addText(speed->menuAction(), kContext, QT_TR_NOOP("&Animations"));
    speedGroup_ = new QActionGroup(this);
    for (const Speed& s : kSpeeds) {
        QAction* a = tr_.addText(speed->addAction(QString()), kContext, s.name);
        a->setCheckable(true);
        a->setChecked(std::abs(s.factor - speed_) < 0.01);
        a->setData(s.factor);
        speedGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, f = s.factor] { setSpeed(f); });
    }
}

void MainWindow::addLevelMenu(QMenu* options) {
    QMenu* level = options->addMenu(QString());
    tr_.addText(level->menuAction(), kContext, QT_TR_NOOP("&Opponents"));
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
            ombre_->setLevel(id);
        });
    }
}

void MainWindow::addCardMenus(QMenu* options) {
    QMenu* packs = options->addMenu(QString());
    tr_.addText(packs->menuAction(), kContext, QT_TR_NOOP("Card &Pack"));
    auto* packGroup = new QActionGroup(this);
    for (const QString& pack : CardRenderer::packs()) {
        QAction* a = tr_.add(packs->addAction(QString()), [pack](QAction* x) {
            x->setText(CardRenderer::packDisplayName(pack));
        });
        a->setCheckable(true);
        a->setChecked(pack == renderer_->pack());
        packGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, pack] { renderer_->choosePack(pack); });
    }
    QMenu* backs = options->addMenu(QString());
    tr_.addText(backs->menuAction(), kContext, QT_TR_NOOP("Card &Back"));
    auto* backGroup = new QActionGroup(this);
    for (const QString& back : CardRenderer::backs()) {
        QAction* a = tr_.add(backs->addAction(QString()), [back](QAction* x) {
            x->setText(CardRenderer::backDisplayName(back));
        });
        a->setCheckable(true);
        a->setChecked(back == renderer_->back());
        backGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, back] { renderer_->chooseBack(back); });
    }
}

// The language: each in its own tongue; the choice takes effect at once (changeEvent).
void MainWindow::addLanguageMenu(QMenu* options) {
    QMenu* language = options->addMenu(QString());
    language->setObjectName(QStringLiteral("languageMenu"));
    tr_.addText(language->menuAction(), kContext, QT_TR_NOOP("&Language"));
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
}

QMenu* MainWindow::createHelpMenu() {
    QMenu* helpMenu = menuBar()->addMenu(QString());
    tr_.addText(helpMenu->menuAction(), kContext, QT_TR_NOOP("&Help"));
    // Its text follows the game at the table (showGame) as well as the language.
    QAction* rules = tr_.add(helpMenu->addAction(QString()),
                             [this](QAction* x) { x->setText(host_->rulesHelp()); });
    rules->setShortcut(QKeySequence::HelpContents);
    connect(rules, &QAction::triggered, this,
            [this] { RulesBrowser::open(this, host_->rulesSection()); });
    QAction* aboutAction =
        tr_.addText(helpMenu->addAction(QString()), kContext, QT_TR_NOOP("&About Ombre"));
    aboutAction->setMenuRole(QAction::AboutRole);
    connect(aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    return helpMenu;
}

void MainWindow::showAbout() {
    AboutDialog::showModal(this);
}

void MainWindow::setLevel(const QString& level) {
    if (level == level_)
        return;
    level_ = level;
    ombre_->setLevel(level);
    if (piquet_)
        piquet_->setLevel(level);
    for (QAction* a : levelGroup_->actions())
        a->setChecked(a->data().toString() == level);
}

void MainWindow::showNewSessionDialog() {
    auto* dialog = new NewSessionDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        dialog->save();
        setLevel(dialog->level());
        const bool piquet = dialog->game() == GameKind::Piquet;
        if (!mayReplaceSession(piquet ? static_cast<GameHost*>(ensurePiquet()) : ombre_))
            return;
        if (piquet)
            startPiquetSession(dialog->piquetRules());
        else
            startNewSession();
    });
    dialog->open();
}

// A new session replaces the game's saved one, whichever table is showing: the player is
// asked, and the session replaced is kept beside the save.
bool MainWindow::mayReplaceSession(GameHost* host) {
    if (!host->sessionUnderWay())
        return true;
    QMessageBox box(QMessageBox::Question, tr("New session"),
                    host == ombre_ ? tr("Abandon your session of Ombre and start a new one?")
                                   : tr("Abandon your session of Piquet and start a new one?"),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setObjectName(QStringLiteral("replaceSessionQuestion"));
    box.setDefaultButton(QMessageBox::No);
    box.setInformativeText(
        host == ombre_
            ? tr("The session will be kept in a file beside the save. You may settle up first "
                 "from the Game menu.")
            : tr("The session will be kept in a file beside the save."));
    if (box.exec() != QMessageBox::Yes)
        return false;
    if (host == host_)
        host->stop(); // the save as the session stands
    const QString kept = SavedFile::keepReplaced(host->savePath());
    if (!kept.isEmpty())
        statusBar()->showMessage(
            tr("The session replaced was kept as %1.").arg(QDir::toNativeSeparators(kept)), 15000);
    return true;
}

PiquetHost* MainWindow::ensurePiquet() {
    if (piquet_)
        return piquet_;
    const PiquetHost::Options o{.savePath = piquetSavePath_,
                                .pause = pause_,
                                .speed = speed_,
                                .level = level_,
                                .forcedCards = forcedCards_};
    piquet_ = new PiquetHost(renderer_, log_, o, this, this);
    gameMenu_->insertActions(gameActionsEnd_, piquet_->gameActions());
    optionsMenu_->insertActions(optionActionsEnd_, piquet_->optionActions());
    bindHost(piquet_);
    return piquet_;
}

void MainWindow::showGame(GameHost* host) {
    if (host == host_)
        return;
    host_->stop();
    host_ = host;
    // The table put aside stays the window's (takeCentralWidget would leave it an orphan that
    // outlives the window and its card renderer).
    if (QWidget* old = takeCentralWidget()) {
        old->setParent(this);
        old->hide();
    }
    setCentralWidget(host->table());
    host->table()->show();
    host->table()->setFocus();
    setWindowTitle(host->title());
    for (GameHost* h : {static_cast<GameHost*>(ombre_), static_cast<GameHost*>(piquet_)})
        if (h)
            h->setShown(h == host);
    tr_.retranslate(); // the Help menu's rules follow the game
    updateRulesLabel();
    updateActions();
}

void MainWindow::startPiquetSession(const piquet::Rules& rules, std::optional<quint64> seed) {
    PiquetHost* host = ensurePiquet();
    showGame(host);
    host->setNextRules(rules);
    host->newSession(seed);
    updateRulesLabel();
    updateActions();
}

void MainWindow::startNewSession(std::optional<quint64> seed) {
    showGame(ombre_);
    ombre_->newSession(seed);
}

void MainWindow::nextDeal() {
    host_->nextDeal();
}

void MainWindow::setSpeed(double factor) {
    speed_ = factor;
    ombre_->setSpeed(factor);
    if (piquet_)
        piquet_->setSpeed(factor);
    QSettings().setValue(QStringLiteral("table/speed"), factor);
    for (QAction* a : speedGroup_->actions())
        a->setChecked(std::abs(a->data().toDouble() - factor) < 0.01);
}

void MainWindow::showRulesSettings() {
    auto* dialog = new RulesSettingsDialog(nullptr, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RulesSettingsDialog::rulesSaved, this,
            [this](const Rules& rules, double stake) {
                ombre_->setNextRules(rules);
                ombre_->setStake(stake);
                if (ombre_->game()->session().rules() != rules)
                    statusBar()->showMessage(tr("The new rules apply from the next session "
                                                "(Game > New Session)."),
                                             8000);
                updateRulesLabel();
            });
    dialog->open();
}

void MainWindow::updateRulesLabel() {
    rulesLabel_->setText(host_->rulesLabel());
    rulesLabel_->setToolTip(host_->rulesToolTip());
}

void MainWindow::updateActions() {
    if (nextDealAction_)
        nextDealAction_->setEnabled(host_->canDealNext());
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && rulesLabel_)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
    setWindowTitle(host_->title());
    tr_.retranslate();
    retranslateReplayActions(this);
    for (QAction* a : languageGroup_->actions())
        a->setChecked(a->objectName() ==
                      QStringLiteral("language-") + Language::key(Language::current()));
    updateRulesLabel();
    statusBar()->clearMessage();
    // Each game its names, its table, its result and the decision asked now.
    for (GameHost* h : {static_cast<GameHost*>(piquet_), static_cast<GameHost*>(ombre_)})
        if (h)
            h->retranslate();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (piquet_)
        piquet_->stop();
    ombre_->stop();
    event->accept();
}
