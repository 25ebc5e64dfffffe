// The review of a deal beside its replay (docs/ai.md, "The review of a deal"): for the seat chosen,
// every decision it made weighed again by the expert from that seat's view, off the GUI thread with
// its progress shown and a Cancel; then the list of the decisions with what each cost, the
// total lost, a way from one costly decision to the next (the replay steps there, the choice
// made and the better one marked on the cards, the reason beside them), and an export as a
// web page or as text for sharing.
#pragma once

#include "ombre/deal.h"
#include "ombre/review.h"
#include "ui/kit/retranslator.h"
#include "ui/kit/thinker.h"

#include <QWidget>

#include <array>
#include <optional>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace ombre::ui {

class ReviewPane : public QWidget {
    Q_OBJECT

public:
    explicit ReviewPane(QWidget* parent = nullptr);
    ~ReviewPane() override; // cancels the review under way and waits for it

    // The deal to review (a record's, finished or stopped) and its players' names by seat. Any
    // review under way is cancelled and the last one forgotten.
    void setDeal(const Deal& deal, const std::array<QString, 4>& names);
    // Reviews `seat` (the seat box follows): off the GUI thread, `finished` when done.
    void start(int seat);
    void cancel();
    bool running() const { return running_; }
    int seat() const;
    // The review shown; none before one has finished.
    const std::optional<DealReview>& review() const { return review_; }
    // The decision shown (an index into review()->decisions), -1: none.
    int selected() const;
    void select(int row);
    void nextCostly();
    void previousCostly();
    // What the review says of a decision: its place and the choice against the better one, and
    // why, in the player's language.
    QString lineFor(const ReviewedDecision& d) const;
    QString sentenceFor(const ReviewedDecision& d) const;
    QString totalText() const;
    // The whole review, for sharing: a web page, or plain text.
    QString exportText(bool html) const;
    // Asks where, and writes the export there (safely). Returns "" or why not, in one line.
    QString exportTo(const QString& path) const;

    QListWidget* list() const { return list_; }
    QProgressBar* progressBar() const { return progress_; }
    QComboBox* seatBox() const { return seatBox_; }

signals:
    // Show this decision on the table: the replay at `step` (the deal just before it), the
    // cards chosen and the better ones, and the sentence.
    void showDecision(int step, ombre::CardSet chosen, ombre::CardSet better,
                      const QString& sentence);
    void finished();

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildUi();
    void fillSeats();
    void showReview();
    void showRow(int row); // the decision of that row on the table
    void setRunning(bool running);
    void exportAsked();
    QString choiceTitle(const Action& a, const Deal& before) const;
    QString placeTitle(const ReviewedDecision& d) const;
    QString faultSentence(const ReviewedDecision& d, std::optional<Suit> trump) const;
    Deal before(const ReviewedDecision& d) const; // the deal as that decision found it

    std::optional<Deal> deal_;
    std::array<QString, 4> names_;
    std::optional<DealReview> review_;
    bool running_ = false;

    QComboBox* seatBox_ = nullptr;
    QPushButton* startButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* total_ = nullptr;
    QListWidget* list_ = nullptr;
    QPushButton* previousButton_ = nullptr;
    QPushButton* nextButton_ = nullptr;
    QLabel* sentence_ = nullptr;
    QPushButton* exportButton_ = nullptr;
    Retranslator tr_;
    Thinker thinker_; // last: joined first, before the widgets go
};

} // namespace ombre::ui
