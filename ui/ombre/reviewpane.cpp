#include "ui/ombre/reviewpane.h"

#include "common/safefile.h"
#include "ui/kit/guiprogress.h"
#include "ui/ombre/hintsentence.h"
#include "ui/ombre/ombreterms.h"
#include "ui/ombre/replayviewer.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace ombre::ui {

namespace {

QString fishOf(double n) {
    return QLocale().toString(n, 'f', 1);
}

QString cardList(CardSet cards, std::optional<Suit> trump) {
    QStringList out;
    for (Card c : cards)
        out << cardTitle(c, trump);
    return QLocale().createSeparatedList(out);
}

// The cards a choice shows on the table: the card played, or the cards discarded.
CardSet cardsOf(const Action& a) {
    if (a.type == ActionType::PlayCard) {
        CardSet s;
        s.add(a.card);
        return s;
    }
    return a.type == ActionType::Exchange ? a.cards : CardSet{};
}

// The same action to the card, the cards laid out too (ombre::sameChoice counts those).
bool identicalChoice(const Action& a, const Action& b) {
    return a.type == b.type && a.card == b.card && a.call == b.call && a.suit == b.suit &&
           a.yes == b.yes && a.cards == b.cards;
}

} // namespace

ReviewPane::ReviewPane(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("reviewPane"));
    buildUi();
    setRunning(false);
}

ReviewPane::~ReviewPane() {
    thinker_.cancel();
}

void ReviewPane::buildUi() {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto* seatRow = new QHBoxLayout;
    auto* seatLabel = tr_.add(new QLabel(this), [](QLabel* l) { l->setText(tr("&Player:")); });
    seatBox_ = new QComboBox(this);
    seatBox_->setObjectName(QStringLiteral("reviewSeat"));
    seatLabel->setBuddy(seatBox_);
    startButton_ = tr_.add(new QPushButton(this), [](QPushButton* b) {
        b->setText(tr("&Review"));
        b->setToolTip(tr("Weigh each decision of this player again, as the Master would from "
                         "the same seat"));
    });
    startButton_->setObjectName(QStringLiteral("reviewStart"));
    seatRow->addWidget(seatLabel);
    seatRow->addWidget(seatBox_, 1);
    seatRow->addWidget(startButton_);
    layout->addLayout(seatRow);

    auto* progressRow = new QHBoxLayout;
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("reviewProgress"));
    cancelButton_ =
        tr_.add(new QPushButton(this), [](QPushButton* b) { b->setText(tr("Cancel")); });
    cancelButton_->setObjectName(QStringLiteral("reviewCancel"));
    progressRow->addWidget(progress_, 1);
    progressRow->addWidget(cancelButton_);
    layout->addLayout(progressRow);

    total_ = new QLabel(this);
    total_->setObjectName(QStringLiteral("reviewTotal"));
    total_->setWordWrap(true);
    QFont bold = total_->font();
    bold.setBold(true);
    total_->setFont(bold);
    layout->addWidget(total_);

    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("reviewList"));
    list_->setWordWrap(true);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setStyleSheet(
        QStringLiteral("QListWidget { background: #fbf6e9; color: #3a2410; border: none; }"
                       "QListWidget::item { padding: 3px; border-bottom: 1px solid #e6d8b8; }"
                       "QListWidget::item:selected { background: #ecd9a8; color: #2c1a08; }"));
    layout->addWidget(list_, 1);

    auto* steps = new QHBoxLayout;
    previousButton_ = tr_.add(new QPushButton(this), [](QPushButton* b) {
        b->setText(tr("◀ Costly"));
        b->setToolTip(tr("The costly decision before this one"));
    });
    previousButton_->setObjectName(QStringLiteral("reviewPrevious"));
    nextButton_ = tr_.add(new QPushButton(this), [](QPushButton* b) {
        b->setText(tr("Costly ▶"));
        b->setToolTip(tr("The next costly decision"));
    });
    nextButton_->setObjectName(QStringLiteral("reviewNext"));
    exportButton_ = tr_.add(new QPushButton(this), [](QPushButton* b) {
        b->setText(tr("&Export…"));
        b->setToolTip(tr("Save the review as a web page or as text, to share it"));
    });
    exportButton_->setObjectName(QStringLiteral("reviewExport"));
    steps->addWidget(previousButton_);
    steps->addWidget(nextButton_);
    steps->addStretch(1);
    steps->addWidget(exportButton_);
    layout->addLayout(steps);

    sentence_ = new QLabel(this);
    sentence_->setObjectName(QStringLiteral("reviewSentence"));
    sentence_->setWordWrap(true);
    sentence_->setTextFormat(Qt::PlainText);
    layout->addWidget(sentence_);

    connect(startButton_, &QPushButton::clicked, this, [this] { start(seat()); });
    connect(cancelButton_, &QPushButton::clicked, this, &ReviewPane::cancel);
    connect(previousButton_, &QPushButton::clicked, this, &ReviewPane::previousCostly);
    connect(nextButton_, &QPushButton::clicked, this, &ReviewPane::nextCostly);
    connect(exportButton_, &QPushButton::clicked, this, &ReviewPane::exportAsked);
    connect(list_, &QListWidget::currentRowChanged, this, &ReviewPane::showRow);
}

void ReviewPane::showRow(int row) {
    if (!review_ || row < 0 || row >= int(review_->decisions.size())) {
        sentence_->clear();
        return;
    }
    const ReviewedDecision& d = review_->decisions[std::size_t(row)];
    const QString why = sentenceFor(d);
    sentence_->setText(why);
    // On the table, what was done against the better choice, then why.
    emit showDecision(d.index, cardsOf(d.choice),
                      identicalChoice(d.choice, d.best) ? CardSet{} : cardsOf(d.best),
                      lineFor(d) + QLatin1Char('\n') + why);
}

void ReviewPane::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        tr_.retranslate();
        fillSeats();
        showReview();
    }
    QWidget::changeEvent(event);
}

void ReviewPane::setDeal(const Deal& deal, const std::array<QString, 4>& names) {
    cancel();
    deal_ = deal;
    names_ = names;
    review_.reset();
    fillSeats();
    showReview();
}

void ReviewPane::fillSeats() {
    const int was = seat();
    seatBox_->clear();
    if (!deal_)
        return;
    for (int s = 0; s < deal_->players(); ++s)
        if (seatDecided(*deal_, s))
            seatBox_->addItem(names_[std::size_t(s)], s);
    const int at = seatBox_->findData(review_ ? review_->seat : was);
    seatBox_->setCurrentIndex(std::max(0, at));
}

int ReviewPane::seat() const {
    return seatBox_->currentIndex() >= 0 ? seatBox_->currentData().toInt() : 0;
}

void ReviewPane::start(int seat) {
    if (!deal_ || !seatDecided(*deal_, seat))
        return;
    thinker_.cancel();
    seatBox_->setCurrentIndex(std::max(0, seatBox_->findData(seat)));
    review_.reset();
    showReview();
    setRunning(true);
    progress_->setRange(0, 0); // until the first decision is counted
    const Deal deal = *deal_;
    const auto progress = progressBarOnGuiThread(progress_, [this] { return running_; });
    thinker_.consult<std::optional<DealReview>>(
        [deal, seat, progress](Thinker::Stop stop) {
            return reviewDeal(deal, seat, ReviewOptions::inBackground(stop, progress));
        },
        [this](const std::optional<DealReview>& review) {
            review_ = review;
            setRunning(false);
            showReview();
            if (review_)
                nextCostly(); // straight to the first costly decision, if any
            emit finished();
        });
}

void ReviewPane::cancel() {
    if (!running_)
        return;
    thinker_.cancel();
    setRunning(false);
    showReview();
}

void ReviewPane::setRunning(bool running) {
    running_ = running;
    progress_->setVisible(running);
    cancelButton_->setVisible(running);
    startButton_->setEnabled(!running && deal_.has_value());
    seatBox_->setEnabled(!running);
    const bool shown = review_.has_value() && !running;
    exportButton_->setEnabled(shown);
    previousButton_->setEnabled(shown);
    nextButton_->setEnabled(shown);
    progress_->setFormat(tr("Decision %v of %m"));
}

void ReviewPane::showReview() {
    const QSignalBlocker quiet(list_);
    list_->clear();
    sentence_->clear();
    const QString& who = names_[std::size_t(std::clamp(seat(), 0, 3))];
    total_->setText(
        running_
            ? namesInSentence(tr("The Master weighs each decision again from %1’s seat…").arg(who),
                              &who, 1)
            : totalText());
    setRunning(running_);
    if (!review_)
        return;
    for (const ReviewedDecision& d : review_->decisions) {
        auto* item = new QListWidgetItem(lineFor(d), list_);
        item->setToolTip(sentenceFor(d));
        if (d.costly) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
            item->setForeground(QColor(150, 30, 20));
        }
    }
}

int ReviewPane::selected() const {
    return list_->currentRow();
}

void ReviewPane::select(int row) {
    if (row == list_->currentRow())
        showRow(row); // shown again: the replay may have stepped away
    else
        list_->setCurrentRow(row);
}

void ReviewPane::nextCostly() {
    if (!review_)
        return;
    const int n = int(review_->decisions.size());
    for (int i = selected() + 1; i < n; ++i)
        if (review_->decisions[std::size_t(i)].costly) {
            select(i);
            return;
        }
}

void ReviewPane::previousCostly() {
    if (!review_)
        return;
    for (int i = selected() - 1; i >= 0; --i)
        if (review_->decisions[std::size_t(i)].costly) {
            select(i);
            return;
        }
}

QString ReviewPane::totalText() const {
    if (!deal_)
        return tr("No deal to review.");
    if (!review_)
        return tr("Choose a player and Review: the Master weighs each of his decisions again, "
                  "seeing only what he saw.");
    const QString who = names_[std::size_t(review_->seat)];
    double open = 0;
    bool anyOpen = false;
    for (const ReviewedDecision& d : review_->decisions)
        if (d.openLoss) {
            open += *d.openLoss;
            anyOpen = true;
        }
    // The costly rows, each counted once, and their sum: the summary says what the rows show.
    const int costly = review_->costly;
    QString text = costly == 0
                       ? tr("%1 made no costly decision: none lost half a fish or more against the "
                            "Master’s choice.")
                             .arg(who)
                       : tr("%1 lost %2 fish against the Master’s choices, in %n costly "
                            "decision(s).",
                            nullptr, costly)
                             .arg(who, fishOf(review_->totalLoss));
    if (anyOpen)
        text +=
            QLatin1Char(' ') +
            (open < 0.05 ? tr("With every hand open, the cards lost nothing.")
                         : tr("With every hand open, the cards lost %1 fish.").arg(fishOf(open)));
    return text;
}

Deal ReviewPane::before(const ReviewedDecision& d) const {
    return dealAtStep(*deal_, d.index);
}

QString ReviewPane::placeTitle(const ReviewedDecision& d) const {
    if (d.trick > 0)
        return tr("Trick %1").arg(d.trick);
    switch (d.choice.type) {
    case ActionType::Bid:
        return tr("Bid");
    case ActionType::NameTrump:
        return tr("Trumps");
    case ActionType::Exchange:
        return tr("Exchange");
    case ActionType::Yield:
        return tr("Yield");
    case ActionType::ShowStock:
        return tr("The stock");
    case ActionType::Surrender:
        return tr("Surrender");
    case ActionType::Defend:
        return tr("Defence");
    case ActionType::Vole:
        return tr("Vole");
    case ActionType::PlayCard:
        break;
    }
    return tr("Card");
}

QString ReviewPane::choiceTitle(const Action& a, const Deal& before) const {
    const std::optional<Suit> trump = before.trump();
    switch (a.type) {
    case ActionType::Bid:
        return tr("“%1”").arg(callTitle(a.call));
    case ActionType::NameTrump:
        return suitTitle(a.suit);
    case ActionType::Exchange:
        return a.cards.empty() ? tr("no discard") : tr("discard %1").arg(cardList(a.cards, trump));
    case ActionType::Yield:
        return tr("yield the first choice");
    case ActionType::ShowStock:
        return a.yes ? tr("turn up the stock") : tr("leave the stock down");
    case ActionType::Surrender:
        return a.yes ? tr("surrender") : tr("play on");
    case ActionType::Defend:
        return a.yes ? tr("defend") : tr("let it stand");
    case ActionType::Vole:
        return a.yes ? tr("play for the Vole") : tr("stop");
    case ActionType::PlayCard:
        return cardTitle(a.card, trump);
    }
    return {};
}

QString ReviewPane::lineFor(const ReviewedDecision& d) const {
    const Deal at = before(d);
    const QString chose = choiceTitle(d.choice, at);
    if (d.countedIn >= 0) {
        const ReviewedDecision& cause = review_->decisions[std::size_t(d.countedIn)];
        return tr("%1: %2, its cost counted in %3").arg(placeTitle(d), chose, placeTitle(cause));
    }
    if (!d.costly)
        return tr("%1: %2, well chosen").arg(placeTitle(d), chose);
    QString line = tr("%1: %2; better %3 (−%4)")
                       .arg(placeTitle(d), chose, choiceTitle(d.best, at), fishOf(*d.loss));
    if (d.openLoss && *d.openLoss >= 0.05)
        line += QLatin1Char(' ') + tr("[open cards −%1]").arg(fishOf(*d.openLoss));
    return line;
}

QString ReviewPane::faultSentence(const ReviewedDecision& d, std::optional<Suit> trump) const {
    switch (d.fault) {
    case ReviewFault::SpentOnPartner:
        return tr("%1 spent on a trick your partner was winning: keep it to stop the Ombre.")
            .arg(cardTitle(d.faultCard, trump));
    case ReviewFault::MissedRuff:
        return tr("Void in the suit led, you could have won the trick with %1.")
            .arg(cardTitle(d.faultCard, trump));
    case ReviewFault::None:
        break;
    }
    return {};
}

QString ReviewPane::sentenceFor(const ReviewedDecision& d) const {
    const std::optional<Suit> trump = before(d).trump();
    QStringList parts;
    if (const QString fault = faultSentence(d, trump); !fault.isEmpty())
        parts << fault;
    if (d.countedIn >= 0) {
        const ReviewedDecision& cause = review_->decisions[std::size_t(d.countedIn)];
        parts << tr("Its cost is counted once, in %1: the Master would have ended the deal there.")
                     .arg(placeTitle(cause));
    } else if (identicalChoice(d.choice, d.best)) {
        parts << tr("The Master would have done the same.");
    } else if (!d.costly) {
        parts << tr("The Master would have chosen otherwise, but it makes less than half a fish "
                    "of difference.");
    } else if (const QString why = HintSentence::of(d.why, trump); !why.isEmpty()) {
        parts << tr("The Master’s choice: %1").arg(why);
    }
    if (d.openLoss && *d.openLoss >= 0.05)
        parts << tr("With every hand open, this card cost %1 fish.").arg(fishOf(*d.openLoss));
    return parts.join(QLatin1Char(' '));
}

QString ReviewPane::exportText(bool html) const {
    if (!review_)
        return {};
    const QString title = tr("Review of the deal: %1").arg(names_[std::size_t(review_->seat)]);
    QStringList out;
    if (html) {
        out << QStringLiteral("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%1"
                              "</title></head><body>")
                   .arg(title.toHtmlEscaped());
        out << QStringLiteral("<h1>%1</h1><p><b>%2</b></p><ol>")
                   .arg(title.toHtmlEscaped(), totalText().toHtmlEscaped());
        for (const ReviewedDecision& d : review_->decisions)
            out << QStringLiteral("<li><b>%1</b><br>%2</li>")
                       .arg(lineFor(d).toHtmlEscaped(), sentenceFor(d).toHtmlEscaped());
        out << QStringLiteral("</ol></body></html>");
        return out.join(QLatin1Char('\n'));
    }
    out << title << totalText() << QString();
    for (const ReviewedDecision& d : review_->decisions)
        out << QStringLiteral("- ") + lineFor(d) << QStringLiteral("  ") + sentenceFor(d);
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString ReviewPane::exportTo(const QString& path) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool html = suffix == QLatin1String("html") || suffix == QLatin1String("htm");
    return files::writeSafely(path, exportText(html).toUtf8());
}

void ReviewPane::exportAsked() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the Review"),
                                                      dir + QStringLiteral("/review.html"),
                                                      tr("Web page (*.html);;Text (*.txt)"));
    if (path.isEmpty())
        return;
    const QString error = exportTo(path);
    sentence_->setText(error.isEmpty() ? tr("The review is saved in %1.").arg(path)
                                       : tr("The review could not be saved: %1").arg(error));
}

} // namespace ombre::ui
