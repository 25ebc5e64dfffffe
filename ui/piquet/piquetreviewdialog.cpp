#include "ui/piquet/piquetreviewdialog.h"

#include "ui/kit/guiprogress.h"
#include "ui/kit/language.h"
#include "ui/piquet/piquetterms.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace ombre::ui {

using piquet::ActionType;
using piquet::DealReview;
using piquet::ReviewedDecision;

namespace {

// A figure of points as the table shows them: one decimal, in the language's own way.
QString pointsText(double v) {
    return QLocale().toString(v, 'f', 1);
}

// When the decision was taken: its trick, or its part of the deal.
QString whenText(const ReviewedDecision& d) {
    switch (d.choice.type) {
    case ActionType::PlayCard:
        return PiquetReviewDialog::tr("Trick %1").arg(d.trick);
    case ActionType::Announce:
    case ActionType::Exchange:
        return PiquetReviewDialog::tr("The exchange");
    case ActionType::NameSuit:
    case ActionType::Appoint:
        return PiquetReviewDialog::tr("The first lead");
    case ActionType::Declare:
        return PiquetReviewDialog::tr("The declarations");
    }
    return {};
}

} // namespace

PiquetReviewDialog::PiquetReviewDialog(const piquet::Deal& deal, int seat, QWidget* parent)
    : QDialog(parent), deal_(deal), seat_(seat) {
    setObjectName(QStringLiteral("piquetReview"));
    auto* layout = new QVBoxLayout(this);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("reviewSummary"));
    summary_->setWordWrap(true);
    layout->addWidget(summary_);
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("reviewProgress"));
    layout->addWidget(progress_);
    table_ = new QTableWidget(0, 5, this);
    table_->setObjectName(QStringLiteral("reviewTable"));
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(table_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(720, 460);
    setTexts();
    start();
}

void PiquetReviewDialog::setTexts() {
    setWindowTitle(tr("Review of the Deal"));
    progress_->setFormat(tr("Decision %v of %m"));
    table_->setHorizontalHeaderLabels(
        {tr("When"), tr("Your choice"), tr("The Master's"), tr("Lost"), tr("Both hands open")});
    table_->horizontalHeaderItem(3)->setToolTip(
        tr("Points your choice lost against the Master's, from what you could see then"));
    table_->horizontalHeaderItem(4)->setToolTip(
        tr("Points your card lost with both hands known, as they really were"));
    if (running_)
        summary_->setText(tr("The Master looks at each of your decisions again…"));
}

void PiquetReviewDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        setTexts();
        if (!running_)
            showReview(review_); // the rows and the summary in the new language
    }
    QDialog::changeEvent(event);
}

PiquetReviewDialog::~PiquetReviewDialog() {
    thinker_.cancel();
}

void PiquetReviewDialog::start() {
    running_ = true;
    setTexts();
    progress_->setRange(0, 0); // until the first decision is counted
    progress_->show();
    const piquet::Deal deal = deal_;
    const int seat = seat_;
    // Shown while the review runs: the bar moves as each decision is done.
    const auto progress = progressBarOnGuiThread(progress_, [this] { return running_; });
    thinker_.consult<std::optional<DealReview>>(
        [deal, seat, progress](Thinker::Stop stop) {
            return piquet::reviewDeal(deal, seat, ReviewOptions::inBackground(stop, progress));
        },
        [this](const std::optional<DealReview>& review) { showReview(review); });
}

QString PiquetReviewDialog::summary() const {
    return summary_->text();
}

void PiquetReviewDialog::showReview(std::optional<DealReview> reviewed) {
    running_ = false;
    review_ = std::move(reviewed);
    progress_->hide();
    if (!review_) {
        summary_->setText(tr("The review was given up."));
        emit reviewShown();
        return;
    }
    const DealReview* review = &*review_;
    int costly = 0;
    double lost = 0;
    table_->setRowCount(int(review->decisions.size()));
    for (int row = 0; row < int(review->decisions.size()); ++row) {
        const ReviewedDecision& d = review->decisions[std::size_t(row)];
        const bool isCostly = d.loss && *d.loss >= kCostlyLoss;
        if (isCostly) {
            ++costly;
            lost += *d.loss;
        }
        const QStringList cells = {whenText(d), piquetChoiceText(d.choice),
                                   piquetChoiceText(d.best),
                                   d.loss ? pointsText(*d.loss) : tr("not weighed"),
                                   d.openLoss ? pointsText(*d.openLoss) : QString()};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c >= 3)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (isCostly) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            table_->setItem(row, c, item);
        }
    }
    summary_->setText(costly == 0 ? tr("None of your %n decision(s) cost you a point: the Master "
                                       "would have done as well.",
                                       nullptr, int(review->decisions.size()))
                                  : tr("%n costly decision(s), in bold, lost about %1 points in "
                                       "all, as the Master reckons from what you could see.",
                                       nullptr, costly)
                                        .arg(pointsText(lost)));
    emit reviewShown();
}

} // namespace ombre::ui
