#include "ui/ombre/resultdialog.h"

#include "ui/kit/clearspot.h"
#include "ui/kit/language.h"
#include "ui/kit/panelframe.h"
#include "ui/kit/parchment.h"
#include "ui/ombre/ombreterms.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QTableWidget>
#include <QVBoxLayout>

#include <optional>

namespace ombre::ui {

ResultDialog::ResultDialog(QWidget* parent) : QDialog(parent) {
    // A panel laid over the middle of the table, not a window of its own: the revealed hands,
    // the won tricks and the counters stay in view around it.
    setWindowFlags(Qt::Widget);
    setObjectName(QStringLiteral("resultDialog"));
    setModal(false);
    setAttribute(Qt::WA_StyledBackground);
    auto* layout = new QVBoxLayout(this);
    layout->setSizeConstraint(QLayout::SetFixedSize);
    caption_ = new QLabel(this);
    caption_->setObjectName(QStringLiteral("resultCaption"));
    caption_->setAlignment(Qt::AlignCenter);
    headline_ = new QLabel(this);
    headline_->setObjectName(QStringLiteral("resultHeadline"));
    headline_->setAlignment(Qt::AlignCenter);
    headline_->setWordWrap(true);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("resultSummary"));
    summary_->setWordWrap(true);
    summary_->setAlignment(Qt::AlignCenter);
    net_ = new QLabel(this);
    net_->setObjectName(QStringLiteral("resultNet"));
    net_->setAlignment(Qt::AlignCenter);
    netGrid_ = new QGridLayout;
    netGrid_->setHorizontalSpacing(18);
    netGrid_->setVerticalSpacing(0);
    details_ = new QPushButton(this);
    details_->setObjectName(QStringLiteral("resultDetails"));
    details_->setCheckable(true);
    details_->setAutoDefault(false);
    table_ = new QTableWidget(0, 3, this);
    table_->setObjectName(QStringLiteral("resultPayments"));
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    table_->horizontalHeader()->setHighlightSections(false);
    table_->verticalHeader()->hide();
    table_->setShowGrid(false);
    table_->setFocusPolicy(Qt::NoFocus);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setWordWrap(false);
    table_->hide(); // the items on demand
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* next = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    next_ = next;
    next->setObjectName(QStringLiteral("nextDeal"));
    next->setDefault(true);
    QPushButton* settle = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    settle_ = settle;
    settle->setObjectName(QStringLiteral("settle"));
    review_ = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    review_->setObjectName(QStringLiteral("reviewDeal"));
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close_ = close;
    retranslate();
    for (QPushButton* b : {next, settle, review_, close, details_})
        b->setCursor(Qt::PointingHandCursor);
    connect(details_, &QPushButton::toggled, this, [this] {
        updateDetails();
        place();
    });
    connect(next, &QPushButton::clicked, this, [this] {
        hide();
        emit nextDealRequested();
    });
    connect(settle, &QPushButton::clicked, this, [this] {
        hide();
        emit settleRequested();
    });
    connect(review_, &QPushButton::clicked, this, [this] {
        hide();
        emit reviewRequested();
    });
    // Close or Escape: the player looks at the table, where the next deal waits for him.
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(this, &QDialog::rejected, this, &ResultDialog::dismissed);
    layout->addWidget(caption_);
    layout->addWidget(headline_);
    layout->addWidget(summary_);
    layout->addWidget(net_);
    auto* nets = new QHBoxLayout; // the lines of nets centred as one block
    nets->addStretch();
    nets->addLayout(netGrid_);
    nets->addStretch();
    layout->addLayout(nets);
    layout->addWidget(details_, 0, Qt::AlignHCenter);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    parchment::addShadow(this);
    setScale(15);
    hide();
}

void ResultDialog::setScale(qreal px) {
    const int f = int(px);
    font_ = px;
    setStyleSheet(
        parchment::sheet(objectName(), f) +
        QStringLiteral("#resultCaption { color: #7a5426; font-size: %1px; }"
                       "#resultHeadline { font-size: %2px; font-weight: bold; color: #5a2a08; }"
                       "#resultNet { color: #5a2a08; font-weight: bold; }"
                       "#resultPayments { background: transparent; color: #3a2410; border: none; "
                       "border-top: 1px solid #b89660; border-bottom: 1px solid #b89660; "
                       "font-size: %3px; }"
                       "#resultPayments::item { padding: 0px %4px; }"
                       "#resultPayments QHeaderView::section { background: transparent; "
                       "color: #7a5426; border: none; font-size: %1px; font-weight: bold; "
                       "padding: 2px %4px; }"
                       "#resultDetails { font-size: %1px; padding: 1px %4px; min-width: 0px; }")
            .arg(int(f * 0.85))
            .arg(int(f * 1.45))
            .arg(f)
            .arg(int(f * 0.4)));
    layout()->setContentsMargins(int(f * 1.3), int(f * 0.7), int(f * 1.3), int(f * 0.9));
    layout()->setSpacing(int(f * 0.45));
    table_->setMinimumWidth(int(f * 24));
    summary_->setFixedWidth(int(f * 26));
}

// Over the middle of the table, a little above the centre of the view, where it covers none of
// what the table keeps in sight (the trick counts, the plates, the pool); its font made smaller,
// not below what reads easily, until such a place is found; else where it covers least.
void ResultDialog::place() {
    QWidget* area = parentWidget();
    if (!area || placing_)
        return;
    placing_ = true;
    constexpr qreal kLeastFont = PanelFrame::kLeastFont;
    const QList<QRect> keep = keepClear_ ? keepClear_() : QList<QRect>();
    const QRect room = area->rect().adjusted(8, 8, -8, -8);
    const qreal largest = fontFor(area);
    std::optional<ClearSpot> least;
    qreal leastFont = largest;
    auto sizeAt = [this](qreal font) {
        setScale(font);
        fitTable();
        PanelFrame::makeDefault(next_); // room for its bold face, in these words
        layout()->activate();
        adjustSize();
    };
    for (qreal font = largest;; font -= 1) {
        sizeAt(font);
        const QSize s = size();
        const QPoint preferred((area->width() - s.width()) / 2,
                               int(area->height() * 0.46) - s.height() / 2);
        const ClearSpot spot = clearSpot(room, s, preferred, keep);
        if (!least || spot.covered < least->covered) {
            least = spot;
            leastFont = font;
        }
        if (spot.covered == 0 || font <= kLeastFont)
            break;
    }
    if (leastFont != font_) // the size that covered least
        sizeAt(leastFont);
    move(least->at);
    placing_ = false;
}

void ResultDialog::resizeEvent(QResizeEvent* event) {
    QDialog::resizeEvent(event);
    // New words (another language, the payments shown): placed again at the new size.
    if (isVisible() && !placing_)
        place();
}

qreal ResultDialog::fontFor(const QWidget* area) {
    return area ? std::clamp(area->height() / 50.0, 12.0, 24.0) : 15.0;
}

void ResultDialog::updateDetails() {
    const int n = table_->rowCount();
    details_->setText(details_->isChecked() ? tr("Hide the payments")
                                            : tr("Show the %n payment(s)", nullptr, n));
    details_->setVisible(n > 0);
    table_->setVisible(details_->isChecked() && n > 0);
}

QList<std::pair<QString, QString>> ResultDialog::netRows() const {
    QList<std::pair<QString, QString>> rows;
    for (int r = 0; r < netGrid_->rowCount(); ++r) {
        auto* name = netGrid_->itemAtPosition(r, 0);
        auto* fish = netGrid_->itemAtPosition(r, 1);
        if (name && fish)
            rows.append({static_cast<QLabel*>(name->widget())->text(),
                         static_cast<QLabel*>(fish->widget())->text()});
    }
    return rows;
}

void ResultDialog::showNets(const Deal& deal, const QString* names) {
    while (QLayoutItem* item = netGrid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const Payment& pay = deal.payment();
    auto addRow = [this](const QString& who, int fish) {
        const int row = netGrid_->rowCount();
        auto* name = new QLabel(who, this);
        auto* amount = new QLabel(signedNumber(fish), this);
        amount->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        // The whole deal at a glance: gains and losses told apart by their ink too.
        if (fish != 0)
            amount->setStyleSheet(fish > 0 ? QStringLiteral("color: #1f5a1a;")
                                           : QStringLiteral("color: #8a1a10;"));
        netGrid_->addWidget(name, row, 0);
        netGrid_->addWidget(amount, row, 1);
    };
    for (int s = 0; s < deal.players(); ++s)
        addRow(names[s], pay.net(s));
    addRow(tr("the pool"), pay.net(kPool));
    if (pay.net(kReserve) != 0)
        addRow(tr("the reserve"), pay.net(kReserve));
    net_->setText(tr("This deal, in fish:"));
}

void ResultDialog::fitTable() {
    // The whole list of payments, without a scroll bar.
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    const int rowHeight = table_->fontMetrics().height() * 3 / 2;
    for (int r = 0; r < table_->rowCount(); ++r)
        table_->setRowHeight(r, rowHeight);
    int h = table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth() + 2;
    for (int r = 0; r < table_->rowCount(); ++r)
        h += table_->rowHeight(r);
    table_->setFixedHeight(h);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void ResultDialog::retranslate() {
    setWindowTitle(tr("The result of the deal"));
    table_->setHorizontalHeaderLabels({tr("Payment"), tr("For"), tr("Fish")});
    next_->setText(tr("&Next deal"));
    settle_->setText(tr("&Settle up…"));
    review_->setText(tr("&Review…"));
    review_->setToolTip(tr("Review this deal: each of your decisions weighed again by the Master"));
    close_->setToolTip(tr("Hide the result to look at the table; Ctrl+D deals again"));
    updateDetails();
}

void ResultDialog::changeEvent(QEvent* event) {
    // The result shown is told again by its window (MainWindow::retranslate), with the names.
    if (event->type() == QEvent::LanguageChange && close_)
        retranslate();
    QDialog::changeEvent(event);
}

QString ResultDialog::headline() const {
    return headline_->text();
}

void ResultDialog::showResult(const Deal& deal, const std::array<QString, 4>& names,
                              int dealNumber) {
    const QString* n = names.data();
    setWindowTitle(tr("Deal %1: the result").arg(localNumber(dealNumber)));
    caption_->setText(tr("Deal %1 is over").arg(localNumber(dealNumber)));
    headline_->setText(outcomeTitle(deal, n, 0));
    QString summary;
    if (deal.ombre() >= 0) {
        const QString game = contractTitle(deal.contract());
        if (deal.ombre() == 0)
            summary = deal.trump()
                          ? tr("You played a %1 in %2.").arg(game, suitTitle(*deal.trump()))
                          : tr("You played a %1.").arg(game);
        else
            summary = deal.trump() ? tr("%1 played a %2 in %3.")
                                         .arg(n[deal.ombre()], game, suitTitle(*deal.trump()))
                                   : tr("%1 played a %2.").arg(n[deal.ombre()], game);
        summary += QLatin1Char(' ');
        // The tricks of those who held cards: the Alcalde of four sits out (p. 17).
        QStringList tricks;
        for (int s = 0; s < deal.players(); ++s)
            if (s != deal.alcalde())
                tricks << tr("%1 %2").arg(n[s]).arg(deal.tricksWon(s));
        summary += tr("Tricks: %1.").arg(tricks.join(QStringLiteral(", ")));
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
        auto* amount = new QTableWidgetItem(localNumber(t.amount));
        amount->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(row, 0, who);
        table_->setItem(row, 1, why);
        table_->setItem(row, 2, amount);
        ++row;
    }
    showNets(deal, n);
    details_->setChecked(false); // each deal opens on its nets
    updateDetails();
    show();
    place();
    raise();
    next_->setFocus();
}

} // namespace ombre::ui
