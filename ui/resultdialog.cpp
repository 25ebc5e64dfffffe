#include "ui/resultdialog.h"

#include "ui/terms.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ombre::ui {

ResultDialog::ResultDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("resultDialog"));
    setWindowTitle(tr("The result of the deal"));
    setModal(false);
    auto* layout = new QVBoxLayout(this);
    headline_ = new QLabel(this);
    headline_->setObjectName(QStringLiteral("resultHeadline"));
    QFont f = headline_->font();
    f.setPointSizeF(f.pointSizeF() * 1.5);
    f.setBold(true);
    headline_->setFont(f);
    headline_->setAlignment(Qt::AlignCenter);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setAlignment(Qt::AlignCenter);
    table_ = new QTableWidget(0, 3, this);
    table_->setObjectName(QStringLiteral("resultPayments"));
    table_->setHorizontalHeaderLabels({tr("Payment"), tr("For"), tr("Fish")});
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setMinimumWidth(440);
    net_ = new QLabel(this);
    net_->setAlignment(Qt::AlignCenter);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* next = buttons->addButton(tr("&Next deal"), QDialogButtonBox::AcceptRole);
    next->setObjectName(QStringLiteral("nextDeal"));
    next->setDefault(true);
    QPushButton* settle = buttons->addButton(tr("&Settle up…"), QDialogButtonBox::ActionRole);
    settle->setObjectName(QStringLiteral("settle"));
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    connect(next, &QPushButton::clicked, this, [this] {
        hide();
        emit nextDealRequested();
    });
    connect(settle, &QPushButton::clicked, this, [this] {
        hide();
        emit settleRequested();
    });
    connect(close, &QPushButton::clicked, this, &QDialog::hide);
    layout->addWidget(headline_);
    layout->addWidget(summary_);
    layout->addWidget(table_, 1);
    layout->addWidget(net_);
    layout->addWidget(buttons);
}

QString ResultDialog::headline() const {
    return headline_->text();
}

void ResultDialog::showResult(const Deal& deal, const std::array<QString, 3>& names,
                              int dealNumber) {
    const QString n[3] = {names[0], names[1], names[2]};
    setWindowTitle(tr("Deal %1: the result").arg(dealNumber));
    headline_->setText(outcomeTitle(deal, n));
    QString summary;
    if (deal.ombre() >= 0) {
        summary = tr("%1 played a %2").arg(n[deal.ombre()], contractTitle(deal.contract()));
        if (deal.trump())
            summary += tr(" in %1").arg(suitTitle(*deal.trump()));
        summary += QStringLiteral(". ");
        summary += tr("Tricks: %1 %2, %3 %4, %5 %6.")
                       .arg(n[0])
                       .arg(deal.tricksWon(0))
                       .arg(n[1])
                       .arg(deal.tricksWon(1))
                       .arg(n[2])
                       .arg(deal.tricksWon(2));
        const DealSummary s = deal.summary();
        if (s.honours > 0)
            summary += QLatin1Char(' ') + tr("Honours: %1.").arg(s.honours);
        if (s.primeras)
            summary += QLatin1Char(' ') + tr("Primeras.");
    } else {
        summary = tr("No one would play: the pool stays, and grows with the next dealer's five.");
    }
    summary_->setText(summary);

    auto party = [&](int p) {
        if (p == kPool)
            return tr("the pool");
        if (p == kReserve)
            return tr("the reserve");
        return n[p];
    };
    const Payment& pay = deal.payment();
    table_->setRowCount(int(pay.transfers.size()));
    int row = 0;
    for (const Transfer& t : pay.transfers) {
        auto* who = new QTableWidgetItem(tr("%1 → %2").arg(party(t.from), party(t.to)));
        auto* why = new QTableWidgetItem(reasonTitle(t.reason));
        auto* amount = new QTableWidgetItem(QString::number(t.amount));
        amount->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(row, 0, who);
        table_->setItem(row, 1, why);
        table_->setItem(row, 2, amount);
        ++row;
    }
    table_->resizeRowsToContents();
    QStringList nets;
    for (int s = 0; s < 3; ++s) {
        const int v = pay.net(s);
        nets << tr("%1 %2").arg(n[s], v > 0 ? QStringLiteral("+%1").arg(v) : QString::number(v));
    }
    nets << tr("pool %1").arg(pay.net(kPool) > 0 ? QStringLiteral("+%1").arg(pay.net(kPool))
                                                 : QString::number(pay.net(kPool)));
    net_->setText(tr("This deal: %1 fish").arg(nets.join(QStringLiteral(" · "))));
    const int h = std::min(520, 180 + row * 26);
    resize(std::max(width(), 520), std::max(h, 300));
    show();
    raise();
}

} // namespace ombre::ui
