// The review of a finished Piquet deal at the table (the result's Review button): each of the
// player's decisions looked at again by the Master from the player's own view at that moment
// (piquet/review.h), in points, beside the verdict with both hands open. The search runs off the
// GUI thread with its progress shown; closing the dialog gives it up.
#pragma once

#include "piquet/deal.h"
#include "piquet/review.h"
#include "ui/kit/thinker.h"

#include <QDialog>

#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace ombre::ui {

class PiquetReviewDialog : public QDialog {
    Q_OBJECT

public:
    PiquetReviewDialog(const piquet::Deal& deal, int seat, QWidget* parent = nullptr);
    ~PiquetReviewDialog() override;

    bool running() const { return running_; }
    const std::optional<piquet::DealReview>& review() const { return review_; }
    QTableWidget* table() const { return table_; }
    QString summary() const;

signals:
    void reviewShown(); // the review is shown (or was given up)

protected:
    void changeEvent(QEvent* event) override;

private:
    void setTexts(); // the words that do not depend on the review
    void start();
    void showReview(std::optional<piquet::DealReview> reviewed);

    piquet::Deal deal_;
    int seat_;
    std::optional<piquet::DealReview> review_;
    bool running_ = false;
    QLabel* summary_;
    QProgressBar* progress_;
    QTableWidget* table_;
    Thinker thinker_;
};

} // namespace ombre::ui
