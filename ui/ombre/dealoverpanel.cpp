#include "ui/ombre/dealoverpanel.h"

#include "ui/kit/language.h"

#include <QPushButton>

namespace ombre::ui {

DealOverPanel::DealOverPanel(QWidget* parent) : PanelFrame(parent) {
    setProperty("panel", QStringLiteral("dealOver"));
    // Made once: their words are set by present(), in the language of the moment.
    next_ = addButton(QString(), QStringLiteral("tableNextDeal"));
    result_ = addButton(QString(), QStringLiteral("tableResult"));
    settle_ = addButton(QString(), QStringLiteral("tableSettle"));
    review_ = addButton(QString(), QStringLiteral("tableReview"));
    connect(review_, &QPushButton::clicked, this, &DealOverPanel::reviewRequested);
    connect(next_, &QPushButton::clicked, this, &DealOverPanel::nextDealRequested);
    connect(result_, &QPushButton::clicked, this, &DealOverPanel::resultRequested);
    connect(settle_, &QPushButton::clicked, this, &DealOverPanel::settleRequested);
}

void DealOverPanel::present(int dealNumber, int yourNet) {
    setTitle(tr("Deal %1 is over").arg(localNumber(dealNumber)));
    setText(yourNet > 0   ? tr("You gained %Ln fish.", nullptr, yourNet)
            : yourNet < 0 ? tr("You lost %Ln fish.", nullptr, -yourNet)
                          : tr("You neither gained nor lost."));
    next_->setText(tr("&Next deal"));
    next_->setToolTip(tr("Deal again (Enter)"));
    result_->setText(tr("The &result"));
    result_->setToolTip(tr("The result of this deal, payment by payment"));
    settle_->setText(tr("&Settle up…"));
    settle_->setToolTip(tr("Who owes whom, at the stake per fish"));
    review_->setText(tr("Re&view"));
    review_->setToolTip(tr("Review this deal: each of your decisions weighed again by the Master"));
    next_->setMinimumWidth(0);
    makeDefault(next_);
    adjustSize();
}

} // namespace ombre::ui
