#include "ui/ombre/replayviewer.h"

#include "ui/ombre/reviewpane.h"

#include "common/safefile.h"
#include "ombre/record.h"
#include "ombre/session.h"
#include "ui/kit/cardrenderer.h"
#include "ui/kit/gamelog.h"
#include "ui/kit/language.h"
#include "ui/ombre/ombrelog.h"
#include "ui/ombre/ombreterms.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/rules/rulesbrowser.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>

namespace ombre::ui {

namespace {

// The rules browser's page on Belinda's game, in the UI's language: the verses come from it.
QString belindaPage() {
    for (const QString& lang : {RulesBrowser::languageFor(QLocale()), QStringLiteral("en")}) {
        QFile f(QStringLiteral(":/rules/%1/belinda.html").arg(lang));
        if (f.open(QIODevice::ReadOnly))
            return QString::fromUtf8(f.readAll());
    }
    return {};
}

// The verses beside trick n (1-based) in the page's table of tricks.
QString verseOfTrick(const QString& page, int n) {
    const QRegularExpression re(
        QStringLiteral("<td id=\"trick-%1\">.*?<td class=\"verse\">(.*?)</td>").arg(n),
        QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch m = re.match(page);
    return m.hasMatch() ? m.captured(1).trimmed() : QString();
}

// The first quotation of the section `id` of the page.
QString quotationIn(const QString& page, const QString& id) {
    const qsizetype from = page.indexOf(QStringLiteral("<h2 id=\"%1\"").arg(id));
    if (from < 0)
        return {};
    qsizetype to = page.indexOf(QStringLiteral("<h2"), from + 1);
    if (to < 0)
        to = page.size();
    const QRegularExpression re(QStringLiteral("<blockquote>(.*?)</blockquote>"),
                                QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch m = re.match(page.mid(from, to - from));
    return m.hasMatch() ? m.captured(1).trimmed() : QString();
}

QString motto(const QString& page) {
    const QRegularExpression re(QStringLiteral("<p class=\"motto\">(.*?)</p>"),
                                QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch m = re.match(page);
    return m.hasMatch() ? m.captured(1).trimmed() : QString();
}

QString cardList(const std::vector<Card>& cards, std::optional<Suit> trump) {
    QStringList out;
    for (Card c : cards)
        out << cardTitle(c, trump);
    return QLocale().createSeparatedList(out);
}

QString signedNumber(int n) {
    return n > 0 ? QLocale().positiveSign() + QLocale().toString(n) : QLocale().toString(n);
}

} // namespace

Deal dealAtStep(const Deal& deal, int step) {
    Deal d = deal.restarted();
    const std::vector<Action>& h = deal.history();
    for (int i = 0; i < step && i < int(h.size()); ++i)
        d.apply(h[std::size_t(i)]);
    return d;
}

QList<RecordBranch> belindaBranches() {
    auto r = [](const char* file) {
        return QStringLiteral(":/records/belinda/%1.json").arg(QLatin1String(file));
    };
    return {
        {r("poem"),
         ReplayViewer::tr("Pope’s game, pp. 79–87: Belinda plays in Spades and wins by five "
                          "tricks to four."),
         QStringLiteral("belinda#tricks")},
        {r("p89-baron-leads"),
         ReplayViewer::tr("p. 89: Sir Anonym deals, the Baron leads his King of Diamonds, and "
                          "Belinda still wins by five to four."),
         QStringLiteral("belinda#variation-baron-leads")},
        {r("p92-sir-anonym-hearts"),
         ReplayViewer::tr("pp. 91–93: Belinda deals and Sir Anonym plays in Hearts; opening "
                          "with Basto, he loses by Codille."),
         QStringLiteral("belinda#variation-sir-anonym-ombre")},
        {r("p93-sir-anonym-leads-low"),
         ReplayViewer::tr("pp. 93–94: the same game, Sir Anonym opening with his lowest trump; "
                          "Codille again."),
         QStringLiteral("belinda#variation-sir-anonym-ombre")},
        {r("p96-baron-spades"),
         ReplayViewer::tr("pp. 95–98: the Baron plays in Spades, and Belinda’s careful play "
                          "gives him Codille."),
         QStringLiteral("belinda#variation-baron-ombre")},
        {r("p100-sir-anonym-opens-knave"),
         ReplayViewer::tr("pp. 99–100: the same game, Sir Anonym opening with the Knave of "
                          "Hearts; Codille again."),
         QStringLiteral("belinda#variation-baron-ombre")},
        {r("p102-belinda-solo"),
         ReplayViewer::tr("pp. 101–103: Belinda plays a Solo and wins by four, three and two."),
         QStringLiteral("belinda#variation-solo")},
        {r("p103-belinda-solo-varied"),
         ReplayViewer::tr("pp. 103–104: the Baron varies his play in the Solo, and Belinda "
                          "still wins."),
         QStringLiteral("belinda#variation-solo")},
        {r("p104-belinda-solo-puesta"),
         ReplayViewer::tr("p. 104: in the Solo Belinda plays her Seven of Hearts to the eighth "
                          "trick and is bested: Puesta."),
         QStringLiteral("belinda#variation-solo")},
        {r("p105-belinda-solo-yield"),
         ReplayViewer::tr("pp. 104–106: Sir Anonym lets the Baron draw first, and Belinda’s "
                          "Solo ends in a Puesta."),
         QStringLiteral("belinda#variation-solo")},
    };
}

ReplayViewer::ReplayViewer(QWidget* parent) : QMainWindow(parent) {
    setObjectName(QStringLiteral("replayViewer"));
    setWindowFlags(Qt::Widget);
    buildUi();
}

ReplayViewer::~ReplayViewer() = default;

void ReplayViewer::buildUi() {
    buildTable();
    buildSidePanel();
    buildReviewPanel();
    buildControls();
    branchLabel_->hide();
    branchBox_->hide();
    updatePanel();
}

// The table with every hand open, and the log of the deal.
void ReplayViewer::buildTable() {
    renderer_ = new CardRenderer(this);
    renderer_->loadChoice();

    scene_ = new TableScene(renderer_, this);
    scene_->setSpeed(
        std::min(1.0, QSettings().value(QStringLiteral("table/speed"), 1.0).toDouble()));
    scene_->setOpenHands(true);
    view_ = new TableView(scene_, this);
    tr_.add(view_, [](TableView* v) { v->setAccessibleName(tr("The replay table")); });
    setCentralWidget(view_);

    log_ = new GameLog(this);
    narration_ = new OmbreLog(&game_, log_);
    log_->setFeatures(QDockWidget::DockWidgetMovable);
    narration_->setYou(-1);
    addDockWidget(Qt::RightDockWidgetArea, log_);
}

// The side panel: the record, its branches, the step, the verses, the result.
void ReplayViewer::buildSidePanel() {
    auto* dock =
        tr_.add(new QDockWidget(this), [](QDockWidget* d) { d->setWindowTitle(tr("Replay")); });
    dock->setObjectName(QStringLiteral("replayDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable);
    auto* panel = new QWidget(dock);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(6, 6, 6, 6);
    titleLabel_ = new QLabel(panel);
    titleLabel_->setObjectName(QStringLiteral("replayTitle"));
    titleLabel_->setWordWrap(true);
    titleLabel_->setTextFormat(Qt::PlainText);
    QFont bold = titleLabel_->font();
    bold.setBold(true);
    titleLabel_->setFont(bold);
    layout->addWidget(titleLabel_);
    branchLabel_ =
        tr_.add(new QLabel(panel), [](QLabel* l) { l->setText(tr("Gibbs’s variations:")); });
    layout->addWidget(branchLabel_);
    branchBox_ = new QComboBox(panel);
    branchBox_->setObjectName(QStringLiteral("branchBox"));
    branchBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    branchBox_->setMinimumContentsLength(20);
    for (const RecordBranch& b : belindaBranches()) {
        branchBox_->addItem(b.label);
        branchBox_->setItemData(branchBox_->count() - 1, b.label, Qt::ToolTipRole);
    }
    branchLabel_->setBuddy(branchBox_);
    layout->addWidget(branchBox_);
    connect(branchBox_, &QComboBox::activated, this, [this](int index) {
        if (index != branch_)
            openBelinda(index);
    });
    notes_ = new QTextBrowser(panel);
    notes_->setObjectName(QStringLiteral("replayNotes"));
    notes_->setOpenLinks(false);
    notes_->setStyleSheet(QStringLiteral(
        "QTextBrowser { background: #fbf6e9; color: #3a2410; border: none; padding: 4px; }"));
    connect(notes_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("rules"))
            openSection(url.path() +
                        (url.hasFragment() ? QLatin1Char('#') + url.fragment() : QString()));
    });
    layout->addWidget(notes_, 1);
    dock->setWidget(panel);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    splitDockWidget(dock, log_, Qt::Vertical);
    resizeDocks({dock, log_}, {300, 300}, Qt::Horizontal);
    resizeDocks({dock, log_}, {3, 2}, Qt::Vertical);
}

// The review, in a tab beside the replay's notes: each decision it shows is stepped to on the
// table, its cards marked.
void ReplayViewer::buildReviewPanel() {
    reviewDock_ =
        tr_.add(new QDockWidget(this), [](QDockWidget* d) { d->setWindowTitle(tr("Review")); });
    reviewDock_->setObjectName(QStringLiteral("reviewDock"));
    reviewDock_->setFeatures(QDockWidget::DockWidgetMovable);
    review_ = new ReviewPane(reviewDock_);
    reviewDock_->setWidget(review_);
    addDockWidget(Qt::RightDockWidgetArea, reviewDock_);
    tabifyDockWidget(findChild<QDockWidget*>(QStringLiteral("replayDock")), reviewDock_);
    findChild<QDockWidget*>(QStringLiteral("replayDock"))->raise();
    connect(review_, &ReviewPane::showDecision, this,
            [this](int step, CardSet chosen, CardSet better, const QString& sentence) {
                setStep(step, false);
                scene_->setReviewMarks(chosen, better, sentence);
            });
}

void ReplayViewer::startReview(int seat) {
    reviewDock_->raise();
    resizeDocks({reviewDock_, log_}, {3, 1}, Qt::Vertical); // room for the list
    review_->start(seat);
}

// The controls: ⏮ ◀ ▶ ⏭, and the keyboard's Home, Left, Right and End anywhere in the replay.
void ReplayViewer::buildControls() {
    auto* bar = tr_.add(new QToolBar(this), [](QToolBar* b) { b->setWindowTitle(tr("Replay")); });
    bar->setObjectName(QStringLiteral("replayToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    QFont big = bar->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    bar->setFont(big);
    auto make = [this, bar](const QString& glyph, const char* tip, Qt::Key key,
                            void (ReplayViewer::*slot)()) {
        QAction* a = tr_.add(bar->addAction(glyph), [tip](QAction* x) {
            x->setToolTip(tr(tip));
            x->setStatusTip(tr(tip));
        });
        a->setShortcut(QKeySequence(key));
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    // ⏮ and ⏭ where the font has them.
    const QFontMetrics metrics(big);
    const bool media = metrics.inFontUcs4(0x23EE) && metrics.inFontUcs4(0x23ED);
    firstAction_ =
        make(media ? QStringLiteral("⏮") : QStringLiteral("|◀"),
             QT_TR_NOOP("To the deal as dealt (Home)"), Qt::Key_Home, &ReplayViewer::first);
    previousAction_ = make(QStringLiteral("◀"), QT_TR_NOOP("One step back (Left arrow)"),
                           Qt::Key_Left, &ReplayViewer::previous);
    nextAction_ = make(QStringLiteral("▶"), QT_TR_NOOP("One step forward (Right arrow)"),
                       Qt::Key_Right, &ReplayViewer::next);
    lastAction_ =
        make(media ? QStringLiteral("⏭") : QStringLiteral("▶|"),
             QT_TR_NOOP("To the end of the deal (End)"), Qt::Key_End, &ReplayViewer::last);
    stepLabel_ = new QLabel(bar);
    stepLabel_->setObjectName(QStringLiteral("stepLabel"));
    stepLabel_->setContentsMargins(12, 0, 12, 0);
    bar->addWidget(stepLabel_);
    saveAction_ = tr_.add(bar->addAction(QString()), [](QAction* x) {
        x->setText(tr("Save as Record…"));
        x->setToolTip(tr("Save this deal as a record file (Ctrl+S)"));
    });
    saveAction_->setObjectName(QStringLiteral("saveRecordAction"));
    saveAction_->setShortcut(QKeySequence::Save);
    saveAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(saveAction_);
    connect(saveAction_, &QAction::triggered, this, &ReplayViewer::saveRecordAs);
    auto* spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    QAction* close = tr_.add(bar->addAction(QString()), [](QAction* x) {
        x->setText(tr("Close the Replay"));
        x->setToolTip(tr("Back to your game (Esc)"));
    });
    close->setObjectName(QStringLiteral("closeReplayAction"));
    close->setShortcut(QKeySequence(Qt::Key_Escape));
    close->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(close);
    connect(close, &QAction::triggered, this, &ReplayViewer::closeRequested);
    addToolBar(Qt::TopToolBarArea, bar);
}

void ReplayViewer::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && notes_) {
        tr_.retranslate();
        const QList<RecordBranch> branches = belindaBranches();
        for (int i = 0; i < branches.size() && i < branchBox_->count(); ++i) {
            branchBox_->setItemText(i, branches[i].label);
            branchBox_->setItemData(i, branches[i].label, Qt::ToolTipRole);
        }
        if (branch_ >= 0)
            title_ = tr("Belinda’s Game");
        setNames(); // the table's own names in the new words
        if (record_) {
            // The step told again: the log and the step's description in the new words.
            const int step = step_;
            step_ = -1;
            setStep(step, false);
        }
        updatePanel();
    }
    QMainWindow::changeEvent(event);
}

void ReplayViewer::setSpeed(double factor) {
    scene_->setSpeed(factor);
}

QString ReplayViewer::openFile(const QString& path, const QString& title) {
    // Records are at most 1 MiB; a folder, a FIFO or a device is refused before it is read.
    const files::ReadResult read = files::readLimited(path, 1 << 20);
    if (!read.ok())
        return tr("The file cannot be read: %1").arg(read.error);
    return openRecord(*read.data, title.isEmpty() ? QFileInfo(path).fileName() : title);
}

QString ReplayViewer::saveRecord(const QString& path) const {
    if (!record_)
        return tr("there is no deal to save");
    return files::writeSafely(
        path, QByteArray::fromStdString(writeRecord(*record_, recordNames_, session_)));
}

void ReplayViewer::saveRecordAs() {
    if (!record_)
        return;
    QSettings settings;
    const QString dir =
        settings
            .value(QStringLiteral("replay/directory"),
                   QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .toString();
    // A name from the title, without what a file name may not hold.
    QString name = title_;
    name.replace(QRegularExpression(QStringLiteral("[^\\w\\-]+")), QStringLiteral("-"));
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save as Record"), QDir(dir).filePath(name + QStringLiteral(".ombre.json")),
        tr("Deal records (*.ombre.json *.json)"));
    if (path.isEmpty())
        return;
    settings.setValue(QStringLiteral("replay/directory"), QFileInfo(path).absolutePath());
    const QString error = saveRecord(path);
    if (error.isEmpty()) {
        statusBar()->showMessage(tr("The deal is saved as %1.").arg(QDir::toNativeSeparators(path)),
                                 8000);
        return;
    }
    QMessageBox::warning(this, tr("Save as Record"),
                         tr("The record could not be saved: %1").arg(error));
}

void ReplayViewer::setNames() {
    for (int s = 0; s < kMaxSeats; ++s)
        names_[std::size_t(s)] =
            s < int(recordNames_.size()) ? recordedName(recordNames_[std::size_t(s)]) : QString();
    // The table's own player, "You" as the records keep him, is addressed as the table
    // addresses him: "You are Ombre", not "You is Ombre".
    const std::string you = defaultNames(1).front();
    const auto own = std::find(recordNames_.begin(), recordNames_.end(), you);
    you_ = own == recordNames_.end() ? -1 : int(own - recordNames_.begin());
    scene_->setNames(names_);
    log_->setNames(names_);
    narration_->setYou(you_);
}

QString ReplayViewer::openRecord(const QByteArray& json, const QString& title) {
    LoadedRecord loaded = readRecord(std::string_view(json.constData(), std::size_t(json.size())));
    if (!loaded.ok())
        return QString::fromStdString(loaded.error);
    record_ = std::move(loaded.deal);
    // Not Belinda's game, unless openBelinda() says so after.
    branch_ = -1;
    branchLabel_->hide();
    branchBox_->hide();
    // Two, three or four players (the fourth the Alcalde, p. 17): the table seats them all.
    recordNames_ = loaded.names;
    session_ = loaded.session;
    title_ = title;
    setNames();
    scene_->setGame(&game_);
    step_ = -1;
    setStep(0, false);
    review_->setDeal(*record_, names_);
    return {};
}

bool ReplayViewer::openBelinda(int branch) {
    const QList<RecordBranch> branches = belindaBranches();
    if (branch < 0 || branch >= branches.size())
        return false;
    QFile f(branches[branch].resource);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QString error = openRecord(f.readAll(), tr("Belinda’s Game"));
    if (!error.isEmpty()) {
        qWarning("Belinda's game: %s", qPrintable(error));
        return false;
    }
    branch_ = branch;
    branchLabel_->show();
    branchBox_->show();
    branchBox_->setCurrentIndex(branch);
    updatePanel();
    return true;
}

int ReplayViewer::steps() const {
    return record_ ? int(record_->history().size()) : 0;
}

void ReplayViewer::first() {
    setStep(0, false);
}

void ReplayViewer::previous() {
    setStep(step_ - 1, true);
}

void ReplayViewer::next() {
    setStep(step_ + 1, true);
}

void ReplayViewer::last() {
    setStep(steps(), false);
}

void ReplayViewer::setStep(int step, bool animate) {
    if (!record_)
        return;
    step = std::clamp(step, 0, steps());
    scene_->setReviewMarks({}, {}, {}); // a decision reviewed marks its own step again
    if (step == step_)
        return;
    const std::vector<Action>& h = record_->history();
    if (step_ >= 0 && step == step_ + 1 && game_.deal()) {
        // One step on: the engine tells the log what happened.
        const Deal before = *game_.deal();
        game_.act(h[std::size_t(step - 1)]);
        stepText_ = namesInSentence(describe(before, h[std::size_t(step - 1)]), names_.data(),
                                    int(names_.size()));
    } else {
        // Anywhere else: the deal as dealt, then the first `step` actions.
        // The session as it stood when the deal began: its number, the counters and the
        // reserved Puestas, as the record gives them (else the first deal, nothing won before).
        Session session(record_->rules(), record_->setup().dealer);
        const int players = record_->players();
        std::vector<int> counters(std::size_t(players), 0);
        if (session_ && int(session_->counters.size()) == players)
            counters = session_->counters;
        session.restore(record_->setup().dealer, record_->setup().pool,
                        session_ ? session_->reserved : std::vector<int>{}, counters,
                        session_ ? session_->deal - 1 : 0, record_->setup().playingForReserved);
        log_->clear();
        game_.resume(session, dealAtStep(*record_, 0), 0);
        for (int i = 0; i < step; ++i)
            game_.act(h[std::size_t(i)]);
        stepText_ = step > 0 ? namesInSentence(describe(dealAtStep(*record_, step - 1),
                                                        h[std::size_t(step - 1)]),
                                               names_.data(), int(names_.size()))
                             : QString();
    }
    step_ = step;
    showStep(animate);
    emit stepChanged(step_);
}

void ReplayViewer::showStep(bool animate) {
    const Deal* d = game_.deal();
    if (!d)
        return;
    // The trick just completed stays in the middle until the next step.
    const bool justWon = step_ > 0 && d->currentTrick().count == 0 && !d->tricks().empty() &&
                         record_->history()[std::size_t(step_ - 1)].type == ActionType::PlayCard;
    scene_->setHeldTrick(justWon);
    scene_->clearSpeech();
    if (step_ > 0) {
        const Action& a = record_->history()[std::size_t(step_ - 1)];
        switch (a.type) {
        case ActionType::Bid:
            scene_->showSpeech(a.seat, callTitle(a.call));
            break;
        case ActionType::NameTrump:
            scene_->showSpeech(a.seat, suitLabel(a.suit));
            break;
        case ActionType::Exchange:
            scene_->showSpeech(a.seat, a.cards.empty()
                                           ? tr("I keep my hand")
                                           : tr("I take %n", nullptr, int(a.cards.size())));
            break;
        case ActionType::Yield:
            scene_->showSpeech(a.seat, tr("I yield"));
            break;
        default:
            break;
        }
    }
    scene_->syncCounters();
    scene_->sync(animate);
    scene_->setActiveSeat(d->finished() ? -1 : d->toAct());
    updatePanel();
}

QString ReplayViewer::name(int seat) const {
    return seat >= 0 && seat < kMaxSeats ? names_[std::size_t(seat)] : QString();
}

QString ReplayViewer::describe(const Deal& before, const Action& a) const {
    const std::optional<Suit> trump = before.trump();
    // The table's own player in the second person, as the table speaks to him.
    const bool you = a.seat == you_;
    switch (a.type) {
    case ActionType::Bid:
        return you ? tr("You say “%1”.").arg(callTitle(a.call))
                   : tr("%1 says “%2”.").arg(name(a.seat), callTitle(a.call));
    case ActionType::NameTrump:
        return you ? tr("You name %1 as trumps.").arg(suitTitle(a.suit))
                   : tr("%1 names %2 as trumps.").arg(name(a.seat), suitTitle(a.suit));
    case ActionType::Exchange: {
        if (a.cards.empty())
            return you ? tr("You exchange no cards.")
                       : tr("%1 exchanges no cards.").arg(name(a.seat));
        const std::vector<Card>& stock = before.stock();
        const std::size_t n = std::min<std::size_t>(std::size_t(a.cards.size()), stock.size());
        const std::vector<Card> drawn(stock.begin(), stock.begin() + std::ptrdiff_t(n));
        if (you)
            return tr("You discard %1 and draw %2.")
                .arg(cardList(a.cards.cards(), trump), cardList(drawn, trump));
        return tr("%1 discards %2 and draws %3.")
            .arg(name(a.seat), cardList(a.cards.cards(), trump), cardList(drawn, trump));
    }
    case ActionType::Yield:
        return you ? tr("You yield the first choice of the stock.")
                   : tr("%1 yields the first choice of the stock.").arg(name(a.seat));
    case ActionType::ShowStock:
        if (you)
            return a.yes ? tr("You turn up the rest of the stock.")
                         : tr("You leave the rest of the stock face down.");
        return a.yes ? tr("%1 turns up the rest of the stock.").arg(name(a.seat))
                     : tr("%1 leaves the rest of the stock face down.").arg(name(a.seat));
    case ActionType::Surrender:
        if (you)
            return a.yes ? tr("You surrender.") : tr("You play on.");
        return a.yes ? tr("%1 surrenders.").arg(name(a.seat))
                     : tr("%1 plays on.").arg(name(a.seat));
    case ActionType::Defend:
        if (you)
            return a.yes ? tr("You forbid the Surrender and defend.")
                         : tr("You let the Surrender stand.");
        return a.yes ? tr("%1 forbids the Surrender and defends.").arg(name(a.seat))
                     : tr("%1 lets the Surrender stand.").arg(name(a.seat));
    case ActionType::Vole:
        if (you)
            return a.yes ? tr("You play on for the Vole.") : tr("You stop after five tricks.");
        return a.yes ? tr("%1 plays on for the Vole.").arg(name(a.seat))
                     : tr("%1 stops after five tricks.").arg(name(a.seat));
    case ActionType::PlayCard: {
        const QString played = you ? tr("You play %1.").arg(cardTitle(a.card, trump))
                                   : tr("%1 plays %2.").arg(name(a.seat), cardTitle(a.card, trump));
        Deal after = before;
        after.apply(a);
        if (after.tricks().size() > before.tricks().size()) {
            const int winner = after.tricks().back().winner;
            const int n = int(after.tricks().size());
            return QStringLiteral("%1 %2").arg(
                played, winner == you_ ? tr("You win trick %1.").arg(n)
                                       : tr("%1 wins trick %2.").arg(name(winner)).arg(n));
        }
        return played;
    }
    }
    return {};
}

QString ReplayViewer::versesText() const {
    const Deal* d = game_.deal();
    if (!d || branch_ != 0)
        return {};
    const QString page = belindaPage();
    const int won = int(d->tricks().size());
    QString heading, verses, section;
    if (d->finished()) {
        heading = tr("The ninth trick and the end");
        verses = verseOfTrick(page, 9) + QStringLiteral("<br><br>") +
                 quotationIn(page, QStringLiteral("result"));
        section = QStringLiteral("belinda#result");
    } else if (d->currentTrick().count > 0 || won > 0) {
        const int n = d->currentTrick().count > 0 ? won + 1 : won;
        heading = tr("Trick %1").arg(n);
        verses = verseOfTrick(page, n);
        section = QStringLiteral("belinda#trick-%1").arg(n);
    } else if (d->phase() == Phase::Play) {
        heading = tr("The battle begins");
        verses = quotationIn(page, QStringLiteral("tricks"));
        section = QStringLiteral("belinda#tricks");
    } else if (d->trump()) {
        heading = tr("Trumps and the discard");
        verses = quotationIn(page, QStringLiteral("discard"));
        section = QStringLiteral("belinda#discard");
    } else {
        heading = tr("The challenge");
        verses = motto(page);
        section = QStringLiteral("belinda#auction");
    }
    if (verses.isEmpty())
        return {};
    return QStringLiteral("<p><b>%1</b></p><p style='margin-left:10px'><i>%2</i></p>"
                          "<p style='color:#6b5030'>%3</p><p><a href='rules:%4'>%5</a></p>")
        .arg(heading.toHtmlEscaped(), verses, tr("Pope, The Rape of the Lock, canto III"), section,
             tr("Gibbs’s account in the rules").toHtmlEscaped());
}

QString ReplayViewer::resultText() const {
    const Deal* d = game_.deal();
    if (!d || !d->finished())
        return {};
    QString rows;
    for (int s = 0; s < d->players(); ++s)
        rows += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td><td align='right'>%3"
                               "</td></tr>")
                    .arg(name(s).toHtmlEscaped())
                    .arg(d->tricksWon(s))
                    .arg(signedNumber(d->payment().net(s)));
    return QStringLiteral("<p><b>%1</b></p><table cellpadding='3'><tr><th align='left'>%2</th>"
                          "<th>%3</th><th>%4</th></tr>%5</table>")
        .arg(outcomeTitle(*d, names_.data(), you_).toHtmlEscaped(), tr("Player"), tr("Tricks"),
             tr("Fish"), rows);
}

QString ReplayViewer::stepText() const {
    if (step_ > 0)
        return stepText_;
    if (!record_)
        return {};
    if (record_->setup().dealer == you_)
        return tr("The cards as dealt; you deal.");
    return namesInSentence(tr("The cards as dealt; %1 deals.").arg(name(record_->setup().dealer)),
                           names_.data(), int(names_.size()));
}

void ReplayViewer::updatePanel() {
    const int n = steps();
    stepLabel_->setText(record_ ? tr("Step %1 of %2").arg(localNumber(step_), localNumber(n))
                                : QString());
    firstAction_->setEnabled(record_ && step_ > 0);
    previousAction_->setEnabled(record_ && step_ > 0);
    nextAction_->setEnabled(record_ && step_ < n);
    lastAction_->setEnabled(record_ && step_ < n);
    titleLabel_->setText(title_);
    QString html;
    if (branch_ >= 0) {
        const QList<RecordBranch> branches = belindaBranches();
        const RecordBranch& b = branches[branch_];
        if (branch_ > 0)
            html += QStringLiteral("<p>%1 <a href='rules:%2'>%3</a></p>")
                        .arg(b.label.toHtmlEscaped(), b.section,
                             tr("Gibbs’s variation in the rules").toHtmlEscaped());
    }
    if (record_)
        html += QStringLiteral("<p>%1</p>").arg(stepText().toHtmlEscaped());
    html += resultText();
    html += versesText();
    notes_->setHtml(html);
}

void ReplayViewer::openSection(const QString& section) {
    RulesBrowser::open(this, section);
}

} // namespace ombre::ui
