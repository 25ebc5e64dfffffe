#include "ui/shell/statisticswindow.h"

#include "common/safefile.h"
#include "ui/kit/language.h"
#include "ui/ombre/ombrehost.h"
#include "ui/ombre/ombreterms.h"
#include "ui/piquet/piquethost.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/tablemode.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <memory>

namespace ombre::ui {

namespace {

QString outcomeName(DealOutcome o) {
    switch (o) {
    case DealOutcome::Passed:
        return StatisticsWindow::tr("All passed");
    case DealOutcome::Surrender:
        return StatisticsWindow::tr("Surrender");
    case DealOutcome::Sacada:
    case DealOutcome::DefenceSacada:
        return StatisticsWindow::tr("Sacada");
    case DealOutcome::Puesta:
    case DealOutcome::DefencePuesta:
        return StatisticsWindow::tr("Puesta");
    case DealOutcome::Codille:
    case DealOutcome::DefenceCodille:
        return StatisticsWindow::tr("Codille");
    case DealOutcome::InProgress:
        break;
    }
    return {};
}

// A value axis of whole numbers over lo..hi with a margin, at round ticks through 0: no more
// than five intervals, so that the labels of a short chart do not collide (Qt Charts hides
// those that would).
QValueAxis* roundAxis(QChart* chart, double lo, double hi, const QString& title) {
    auto* axis = new QValueAxis(chart);
    const double pad = std::max(1.0, (hi - lo) * 0.08);
    axis->setRange(std::floor(lo - pad), std::ceil(hi + pad));
    axis->applyNiceNumbers();
    const int intervals = axis->tickCount() - 1;
    if (intervals > 5) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
        axis->setTickInterval(2 * (axis->max() - axis->min()) / intervals);
    }
    axis->setLabelFormat(QStringLiteral("%d"));
    axis->setTitleText(title);
    return axis;
}

// An axis of deal numbers over from..to: its ticks on whole numbers, one a deal when there are
// few, else every 2, 5, 10, 20, 50... deals, no more than ten intervals: never a tick between
// two deals, whose "%d" would repeat a number ("0, 0, 1, 1, 2").
QValueAxis* dealAxis(QChart* chart, double from, double to, const QString& title) {
    auto* axis = new QValueAxis(chart);
    const double lo = std::floor(from);
    const double hi = std::max(std::ceil(to), lo + 1);
    axis->setRange(lo, hi);
    double step = 1;
    for (double scale = 1; (hi - lo) / step > 10; scale *= 10)
        for (const double m : {1.0, 2.0, 5.0, 10.0}) {
            step = m * scale;
            if ((hi - lo) / step <= 10)
                break;
        }
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(lo);
    axis->setTickInterval(step);
    axis->setLabelFormat(QStringLiteral("%d"));
    axis->setTitleText(title);
    return axis;
}

// The axes of a chart from the series' extent, whole numbers on x.
void setAxes(QChart* chart, double minX, double maxX, double minY, double maxY,
             const QString& xTitle, const QString& yTitle) {
    QValueAxis* x = dealAxis(chart, minX, maxX, xTitle);
    QValueAxis* y = roundAxis(chart, minY, maxY, yTitle);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

// At most a few thousand points of a long series: in each run of deals that one point of the
// chart's width stands for, its lowest and highest, in order, so that no peak is lost.
QList<QPointF> thinned(const QList<QPointF>& points) {
    constexpr qsizetype kMostPoints = 4000;
    if (points.size() <= kMostPoints)
        return points;
    const qsizetype per = (points.size() + kMostPoints / 2 - 1) / (kMostPoints / 2);
    QList<QPointF> out;
    out.reserve(kMostPoints + 2);
    for (qsizetype from = 0; from < points.size(); from += per) {
        const auto first = points.begin() + from;
        const auto last = points.begin() + std::min(points.size(), from + per);
        const auto [low, high] = std::minmax_element(
            first, last, [](const QPointF& a, const QPointF& b) { return a.y() < b.y(); });
        out.append(low->x() <= high->x() ? *low : *high);
        if (low != high)
            out.append(low->x() <= high->x() ? *high : *low);
    }
    out.append(points.back());
    return out;
}

// A chart made afresh: the old one goes with its series.
QChart* freshChart(QChartView* view, const QString& title) {
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->setBackgroundBrush(QColor(0xfb, 0xf6, 0xe9));
    chart->setBackgroundRoundness(4);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart* old = view->chart();
    view->setChart(chart);
    delete old;
    return chart;
}

} // namespace

StatisticsWindow::StatisticsWindow(MainWindow* window) : QDialog(window), window_(window) {
    setObjectName(QStringLiteral("statisticsWindow"));
    buildUi(); // sized and placed where it is opened (MainWindow::showStatistics)
    refresh();
}

void StatisticsWindow::buildUi() {
    tr_.add(this, [](QDialog* d) { d->setWindowTitle(tr("Statistics")); });
    auto* layout = new QVBoxLayout(this);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("statisticsSummary"));
    summary_->setWordWrap(true);
    QFont bold = summary_->font();
    bold.setBold(true);
    summary_->setFont(bold);
    layout->addWidget(summary_);
    messages_ = new QLabel(this);
    messages_->setObjectName(QStringLiteral("statisticsMessages"));
    messages_->setWordWrap(true);
    messages_->setStyleSheet(
        QStringLiteral("QLabel { background: #fff1d6; color: #6a3a08; border: 1px solid #d9a95a; "
                       "padding: 4px; }"));
    layout->addWidget(messages_);
    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("statisticsTabs"));
    layout->addWidget(tabs_, 1);

    // Ombre: the fish, over all the deals and over one session.
    auto* fish = new QWidget(tabs_);
    auto* fishLayout = new QVBoxLayout(fish);
    totals_ = addChart(fish, QStringLiteral("totalsChart"));
    auto* sessionRow = new QHBoxLayout;
    auto* sessionLabel = tr_.add(new QLabel(fish), [](QLabel* l) { l->setText(tr("&Session:")); });
    sessionBox_ = new QComboBox(fish);
    sessionBox_->setObjectName(QStringLiteral("sessionBox"));
    sessionLabel->setBuddy(sessionBox_);
    sessionRow->addWidget(sessionLabel);
    sessionRow->addWidget(sessionBox_);
    sessionRow->addStretch(1);
    fishLayout->addLayout(sessionRow);
    session_ = addChart(fish, QStringLiteral("sessionChart"));
    connect(sessionBox_, &QComboBox::currentIndexChanged, this, [this] { drawSession(); });
    tabs_->addTab(fish, QString());

    auto* games = new QWidget(tabs_);
    games_ = addChart(games, QStringLiteral("gamesChart"));
    tabs_->addTab(games, QString());
    auto* reviews = new QWidget(tabs_);
    reviews_ = addChart(reviews, QStringLiteral("reviewsChart"));
    tabs_->addTab(reviews, QString());

    auto* piquet = new QWidget(tabs_);
    piquetSets_ = new QLabel(piquet);
    piquetSets_->setObjectName(QStringLiteral("piquetSets"));
    piquetPoints_ = addChart(piquet, QStringLiteral("piquetChart"));
    piquet->layout()->addWidget(piquetSets_);
    tabs_->addTab(piquet, QString());

    // Every deal still kept: replay it, or review it.
    auto* list = new QWidget(tabs_);
    auto* listLayout = new QVBoxLayout(list);
    deals_ = new QTableWidget(list);
    deals_->setObjectName(QStringLiteral("historyDeals"));
    deals_->setColumnCount(7);
    deals_->setSelectionBehavior(QAbstractItemView::SelectRows);
    deals_->setSelectionMode(QAbstractItemView::SingleSelection);
    deals_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    deals_->verticalHeader()->hide();
    deals_->horizontalHeader()->setStretchLastSection(true);
    listLayout->addWidget(deals_, 1);
    auto* buttons = new QHBoxLayout;
    auto* replay =
        tr_.add(new QPushButton(list), [](QPushButton* b) { b->setText(tr("Re&play")); });
    replay->setObjectName(QStringLiteral("historyReplay"));
    auto* review =
        tr_.add(new QPushButton(list), [](QPushButton* b) { b->setText(tr("Re&view")); });
    review->setObjectName(QStringLiteral("historyReview"));
    buttons->addStretch(1);
    buttons->addWidget(replay);
    buttons->addWidget(review);
    listLayout->addLayout(buttons);
    connect(replay, &QPushButton::clicked, this, [this] { openSelected(false); });
    connect(review, &QPushButton::clicked, this, [this] { openSelected(true); });
    connect(deals_, &QTableWidget::cellDoubleClicked, this, [this] { openSelected(false); });
    tabs_->addTab(list, QString());

    tr_.add(tabs_, [](QTabWidget* t) {
        t->setTabText(0, tr("Fish"));
        t->setTabText(1, tr("As Ombre"));
        t->setTabText(2, tr("Reviews"));
        t->setTabText(3, tr("Piquet"));
        t->setTabText(4, tr("Deals"));
    });
}

QChartView* StatisticsWindow::addChart(QWidget* page, const QString& objectName) {
    if (!page->layout())
        new QVBoxLayout(page);
    auto* view = new QChartView(page);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(200);
    page->layout()->addWidget(view);
    return view;
}

QChart* StatisticsWindow::chart(const QString& objectName) const {
    auto* view = findChild<QChartView*>(objectName);
    return view ? view->chart() : nullptr;
}

StatisticsWindow::~StatisticsWindow() {
    if (reader_) {
        reader_->wait(); // its results go with it
        delete reader_;
    }
}

void StatisticsWindow::refresh() {
    if (reader_) {
        readAgain_ = true;
        return;
    }
    const RecentRecords ombreDeals = window_->ombre()->recentDeals();
    // Piquet's history lies beside Ombre's, whether or not Piquet was played in this run.
    const QString ombreFolder = ombreDeals.folder();
    const RecentRecords piquetDeals =
        window_->piquet() ? window_->piquet()->recentDeals()
        : ombreFolder.isEmpty()
            ? piquet::piquetHistory(QString())
            : piquet::piquetHistory(
                  QFileInfo(ombreFolder).dir().filePath(QStringLiteral("piquet-records")));
    // Read in a thread, each history through connections of its own (common/historydatabase).
    auto ombreRead = std::make_shared<HistoryStatistics>();
    auto piquetRead = std::make_shared<piquet::HistoryStatistics>();
    reader_ = QThread::create([ombreDeals, piquetDeals, ombreRead, piquetRead] {
        *ombreRead = statisticsOf(ombreDeals);
        *piquetRead = piquet::statisticsOf(piquetDeals);
    });
    connect(reader_, &QThread::finished, this, [this, ombreRead, piquetRead] {
        ombre_ = std::move(*ombreRead);
        piquet_ = std::move(*piquetRead);
        readDone();
    });
    summary_->setText(tr("Reading your history…"));
    reader_->start();
}

void StatisticsWindow::readDone() {
    // Deleted here, not later: a window closed before the event loop runs again would leave it.
    // It has said it is finished; wait() sees it out of its last instructions.
    reader_->wait();
    delete reader_;
    reader_ = nullptr;
    redraw();
    emit loaded();
    if (readAgain_) {
        readAgain_ = false;
        refresh();
    }
}

void StatisticsWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        tr_.retranslate();
        redraw();
    }
    QDialog::changeEvent(event);
}

void StatisticsWindow::redraw() {
    // The fair figures: the deals with a take-back are left out, and said to be.
    const int deals = ombre_.fairDeals();
    // A history long enough to pass what a sentence can count is clamped: it is said, not summed.
    const int fish =
        deals > 0
            ? int(std::clamp<qint64>(ombre_.deals.back().runningTotal, -1000000000, 1000000000))
            : 0;
    summary_->setText(
        ombre_.deals.empty() && piquet_.deals.empty()
            ? tr("No deal finished yet: every deal you finish at the table is counted here.")
            : tr("Ombre: %1 in %2. %3")
                      .arg(tr("%n deal(s)", nullptr, deals),
                           tr("%n session(s)", nullptr, ombre_.sessions),
                           fish >= 0 ? tr("You are up %Ln fish.", nullptr, fish)
                                     : tr("You are down %Ln fish.", nullptr, -fish)) +
                  (ombre_.takenBack > 0
                       ? QLatin1Char(' ') +
                             tr("%n deal(s) with a card taken back are left out of these figures.",
                                nullptr, ombre_.takenBack)
                       : QString()));
    QStringList said = ombre_.messages + piquet_.messages;
    // A few lines at most above the charts, however many files were set aside.
    constexpr qsizetype kMostLines = 5;
    if (said.size() > kMostLines + 1) {
        const int more = int(said.size() - kMostLines);
        said.resize(kMostLines);
        said << tr("… and %n more.", nullptr, more);
    }
    // Rows that cannot be read are counted, once, not listed.
    if (const int bad = ombre_.unreadable + piquet_.unreadable; bad > 0)
        said.prepend(
            tr("%n deal(s) of your history could not be read and are left out.", nullptr, bad));
    messages_->setText(said.join(QLatin1Char('\n')));
    messages_->setVisible(!said.isEmpty());
    {
        const QSignalBlocker quiet(sessionBox_);
        sessionBox_->clear();
        for (int s = ombre_.sessions; s >= 1; --s)
            sessionBox_->addItem(tr("Session %1").arg(localNumber(s)), s);
    }
    drawTotals();
    drawSession();
    drawGames();
    drawReviews();
    drawPiquet();
    fillDeals();
}

void StatisticsWindow::drawTotals() {
    QChart* chart = freshChart(totals_, tr("Your fish over all your deals"));
    auto* line = new QLineSeries(chart);
    line->setName(tr("Running total"));
    double lo = 0, hi = 0;
    QList<QPointF> points{{0, 0}};
    points.reserve(qsizetype(ombre_.deals.size()) + 1);
    for (const DealStatistics& d : ombre_.deals) {
        if (d.takenBack)
            continue;
        const double total = double(d.runningTotal);
        points.append({double(points.size()), total});
        lo = std::min(lo, total);
        hi = std::max(hi, total);
    }
    line->replace(thinned(points));
    chart->addSeries(line);
    setAxes(chart, 0, double(points.size() - 1), lo, hi, tr("Deal"), tr("Fish"));
}

void StatisticsWindow::drawSession() {
    const int session = sessionBox_->currentData().toInt();
    QChart* chart =
        freshChart(session_, session > 0 ? tr("Session %1, deal by deal").arg(localNumber(session))
                                         : tr("A session, deal by deal"));
    auto* gained = new QBarSet(tr("Fish in the deal"), chart);
    gained->setColor(QColor(0x9a, 0x6a, 0x2a));
    auto* total = new QLineSeries(chart);
    total->setName(tr("Session total"));
    QStringList categories;
    double lo = 0, hi = 0;
    for (const DealStatistics& d : ombre_.deals) {
        if (d.session != session || d.takenBack)
            continue;
        *gained << d.counters;
        total->append(double(categories.size()), d.sessionTotal);
        categories << localNumber(d.deal);
        lo = std::min({lo, double(d.counters), double(d.sessionTotal)});
        hi = std::max({hi, double(d.counters), double(d.sessionTotal)});
    }
    auto* bars = new QBarSeries(chart);
    bars->append(gained);
    chart->addSeries(bars);
    chart->addSeries(total);
    auto* x = new QBarCategoryAxis(chart);
    x->append(categories);
    x->setTitleText(tr("Deal"));
    QValueAxis* y = roundAxis(chart, lo, hi, tr("Fish"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

void StatisticsWindow::drawGames() {
    QChart* chart = freshChart(games_, tr("Your games as the Ombre, and how they ended"));
    const std::vector<GameTally> tallies = ombre_.asOmbre();
    struct Kind {
        QString name;
        QColor colour;
        int GameTally::*count;
    };
    const Kind kinds[] = {{tr("Sacada"), QColor(0x3f, 0x7f, 0x3a), &GameTally::sacada},
                          {tr("Puesta"), QColor(0xd0, 0x8a, 0x2a), &GameTally::puesta},
                          {tr("Codille"), QColor(0xa8, 0x32, 0x24), &GameTally::codille},
                          {tr("Surrendered"), QColor(0x80, 0x78, 0x6c), &GameTally::surrendered}};
    auto* stacked = new QStackedBarSeries(chart);
    int most = 1;
    for (const Kind& k : kinds) {
        auto* set = new QBarSet(k.name, chart);
        set->setColor(k.colour);
        for (const GameTally& t : tallies)
            *set << t.*(k.count);
        stacked->append(set);
    }
    QStringList categories;
    for (const GameTally& t : tallies) {
        categories << contractTitle(t.game);
        most = std::max(most, t.played);
    }
    chart->addSeries(stacked);
    auto* x = new QBarCategoryAxis(chart);
    x->append(categories);
    auto* y = new QValueAxis(chart);
    // Whole games only: a tick every game, or every few when there are many.
    const int step = std::max(1, (most + 9) / 10);
    y->setRange(0, (most + step - 1) / step * step);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(step);
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(tr("Games"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    stacked->attachAxis(x);
    stacked->attachAxis(y);
}

void StatisticsWindow::drawReviews() {
    QChart* chart = freshChart(reviews_, tr("Fish lost against the Master, deal by deal reviewed"));
    auto* points = new QScatterSeries(chart);
    points->setName(tr("Reviewed deal"));
    points->setMarkerSize(8);
    auto* trend = new QLineSeries(chart);
    trend->setName(tr("Average of the last five"));
    std::vector<double> losses;
    for (const DealStatistics& d : ombre_.deals)
        if (d.reviewLoss && !d.takenBack)
            losses.push_back(*d.reviewLoss);
    double hi = 1;
    for (std::size_t i = 0; i < losses.size(); ++i) {
        points->append(double(i + 1), losses[i]);
        const std::size_t from = i >= 4 ? i - 4 : 0;
        double sum = 0;
        for (std::size_t j = from; j <= i; ++j)
            sum += losses[j];
        trend->append(double(i + 1), sum / double(i - from + 1));
        hi = std::max(hi, losses[i]);
    }
    chart->addSeries(points);
    chart->addSeries(trend);
    setAxes(chart, 0, double(losses.size()), 0, hi, tr("Reviewed deal"), tr("Fish lost"));
    if (losses.empty())
        chart->setTitle(tr("No deal reviewed yet: Review on the result of a deal weighs your "
                           "decisions, and the loss is drawn here."));
}

void StatisticsWindow::drawPiquet() {
    QChart* chart = freshChart(piquetPoints_, tr("Piquet: the points of each deal"));
    auto* yours = new QLineSeries(chart);
    yours->setName(tr("Yours"));
    auto* theirs = new QLineSeries(chart);
    theirs->setName(tr("Your opponent’s"));
    double hi = 1;
    QList<QPointF> mine, other;
    for (std::size_t i = 0; i < piquet_.deals.size(); ++i) {
        mine.append({double(i + 1), double(piquet_.deals[i].points)});
        other.append({double(i + 1), double(piquet_.deals[i].otherPoints)});
        hi = std::max({hi, double(piquet_.deals[i].points), double(piquet_.deals[i].otherPoints)});
    }
    yours->replace(thinned(mine));
    theirs->replace(thinned(other));
    chart->addSeries(yours);
    chart->addSeries(theirs);
    setAxes(chart, 0, double(piquet_.deals.size()), 0, hi, tr("Deal"), tr("Points"));
    piquetSets_->setText(piquet_.deals.empty()
                             ? tr("No Piquet deal finished yet.")
                             : tr("Sets won: %1 · lost: %2 · deals: %3")
                                   .arg(localNumber(piquet_.setsWon), localNumber(piquet_.setsLost),
                                        localNumber(int(piquet_.deals.size()))));
}

void StatisticsWindow::fillDeals() {
    deals_->setHorizontalHeaderLabels({tr("Finished"), tr("Session"), tr("Deal"), tr("Game"),
                                       tr("Outcome"), tr("Fish"), tr("Lost in review")});
    deals_->setRowCount(0);
    // Newest first; the deals folded into the summary have no record to open.
    for (auto d = ombre_.deals.rbegin(); d != ombre_.deals.rend(); ++d) {
        if (d->record.isEmpty())
            continue;
        const int row = deals_->rowCount();
        deals_->insertRow(row);
        const QString game = d->game ? contractTitle(*d->game) : QString();
        const QString role =
            d->game ? (d->ombre ? tr("you the Ombre") : tr("against the Ombre")) : QString();
        const QStringList cells = {
            QLocale().toString(d->finished, QLocale::ShortFormat),
            localNumber(d->session),
            localNumber(d->deal),
            role.isEmpty() ? game : tr("%1, %2").arg(game, role),
            d->takenBack ? tr("%1, card taken back").arg(outcomeName(d->outcome))
                         : outcomeName(d->outcome),
            d->counters > 0 ? QLocale().positiveSign() + localNumber(d->counters)
                            : localNumber(d->counters),
            d->reviewLoss ? QLocale().toString(*d->reviewLoss, 'f', 1) : QString()};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setData(Qt::UserRole, d->record);
            deals_->setItem(row, c, item);
        }
    }
    deals_->resizeColumnsToContents();
}

void StatisticsWindow::openSelected(bool review) {
    const QList<QTableWidgetItem*> chosen = deals_->selectedItems();
    if (chosen.isEmpty())
        return;
    const QString path = chosen.front()->data(Qt::UserRole).toString();
    const QString title = tr("Deal %1, %2")
                              .arg(deals_->item(chosen.front()->row(), 2)->text(),
                                   deals_->item(chosen.front()->row(), 0)->text());
    if (!review) {
        openRecordFile(window_, path, title);
    } else {
        const files::ReadResult read = files::readLimited(path, 1 << 20);
        if (!read.ok()) {
            messages_->setText(tr("%1 cannot be read: %2").arg(path, read.error));
            messages_->show();
            return;
        }
        openReview(window_, *read.data, title, 0, path);
    }
    window_->raise();
    window_->activateWindow();
}

} // namespace ombre::ui
