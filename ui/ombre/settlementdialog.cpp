#include "ui/ombre/settlementdialog.h"

#include "ui/kit/language.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace ombre::ui {

QString formatMoney(double pence) {
    const long farthings = std::lround(std::abs(pence) * 4);
    const long pounds = farthings / (240 * 4);
    const long shillings = (farthings / (12 * 4)) % 20;
    const long d = (farthings / 4) % 12;
    const long f = farthings % 4;
    static const char16_t* fractions[] = {u"", u"\u00bc", u"\u00bd", u"\u00be"};
    QStringList parts;
    // The figures as the chosen locale writes them (£1.234 in Spanish).
    if (pounds > 0)
        parts << QStringLiteral("\u00a3%1").arg(localNumber(qint64(pounds)));
    if (shillings > 0)
        parts << SettlementDialog::tr("%1s").arg(localNumber(qint64(shillings)));
    if (d > 0 || f > 0 || parts.isEmpty())
        parts << SettlementDialog::tr("%1d").arg(
            (d > 0 || f == 0 ? localNumber(qint64(d)) : QString()) +
            QString::fromUtf16(fractions[f]));
    return parts.join(QLatin1Char(' '));
}

std::vector<Debt> settleDebts(const std::array<int, 4>& net) {
    std::array<int, 4> left = net;
    std::vector<Debt> debts;
    for (int guard = 0; guard < 8; ++guard) {
        int debtor = -1, creditor = -1;
        for (int s = 0; s < 4; ++s) {
            if (left[std::size_t(s)] < 0 &&
                (debtor < 0 || left[std::size_t(s)] < left[std::size_t(debtor)]))
                debtor = s;
            if (left[std::size_t(s)] > 0 &&
                (creditor < 0 || left[std::size_t(s)] > left[std::size_t(creditor)]))
                creditor = s;
        }
        if (debtor < 0 || creditor < 0)
            break;
        const int amount = std::min(-left[std::size_t(debtor)], left[std::size_t(creditor)]);
        debts.push_back({debtor, creditor, amount});
        left[std::size_t(debtor)] += amount;
        left[std::size_t(creditor)] -= amount;
    }
    return debts;
}

SettlementDialog::SettlementDialog(const Session& session, const std::array<QString, 4>& names,
                                   double stakePence, QWidget* parent)
    : QDialog(parent), names_(names) {
    setObjectName(QStringLiteral("settlementDialog"));
    setWindowTitle(tr("Settle up"));
    players_ = session.players();
    for (int s = 0; s < players_; ++s)
        net_[std::size_t(s)] = session.counters(s);
    pool_ = session.pool();
    for (int r : session.reserved())
        reserved_ += r;
    deals_ = session.dealsPlayed();

    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    stake_ = new QDoubleSpinBox(this);
    stake_->setObjectName(QStringLiteral("stake"));
    stake_->setDecimals(2);
    stake_->setRange(0.01, 2400);
    stake_->setSingleStep(0.25);
    stake_->setValue(stakePence);
    stakeLabel_ = new QLabel(this);
    form->addRow(stakeLabel_, stake_);
    layout->addLayout(form);
    text_ = new QLabel(this);
    text_->setObjectName(QStringLiteral("settlementText"));
    text_->setTextFormat(Qt::RichText);
    text_->setWordWrap(true);
    text_->setMinimumWidth(420);
    layout->addWidget(text_, 1);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* fresh = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    fresh_ = fresh;
    fresh->setObjectName(QStringLiteral("newSession"));
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    connect(fresh, &QPushButton::clicked, this, [this] {
        accept();
        emit newSessionRequested();
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(stake_, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        refresh();
        emit stakeChanged(v);
    });
    retranslate();
}

void SettlementDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && fresh_)
        retranslate();
    QDialog::changeEvent(event);
}

void SettlementDialog::retranslate() {
    setWindowTitle(tr("Settle up"));
    stake_->setLocale(QLocale()); // the decimal comma in Spanish
    stake_->setSuffix(tr(" d a fish"));
    stake_->setToolTip(tr("The stake in pence for each fish (Gibbs: \"a penny a fish will be "
                          "found sufficiently high play\")"));
    stakeLabel_->setText(tr("Stake:"));
    fresh_->setText(tr("Settle and start a &new session"));
    refresh();
}

double SettlementDialog::stake() const {
    return stake_->value();
}

QString SettlementDialog::statement() const {
    return text_->text();
}

void SettlementDialog::refresh() {
    const double stake = stake_->value();
    QString html = QStringLiteral("<p>%1</p><table cellspacing='6'>")
                       .arg(tr("After %n deal(s):", nullptr, deals_));
    for (int s = 0; s < players_; ++s) {
        const int v = net_[std::size_t(s)];
        // Seat 0 is the human player, addressed as "you".
        const QString sign = s == 0 ? (v > 0   ? tr("win")
                                       : v < 0 ? tr("lose")
                                               : tr("are even"))
                                    : (v > 0   ? tr("wins")
                                       : v < 0 ? tr("loses")
                                               : tr("is even"));
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td align='right'>%3</td>"
                               "<td align='right'>%4</td></tr>")
                    .arg(names_[std::size_t(s)].toHtmlEscaped(), sign,
                         tr("%Ln fish", nullptr, std::abs(v)), formatMoney(std::abs(v) * stake));
    }
    html += QStringLiteral("</table>");
    const std::vector<Debt> debts = settleDebts(net_);
    if (debts.empty())
        html += QStringLiteral("<p>%1</p>").arg(tr("Nobody owes anything."));
    else {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Who pays whom"));
        for (const Debt& d : debts) {
            const QString from = names_[std::size_t(d.from)].toHtmlEscaped();
            const QString to = names_[std::size_t(d.to)].toHtmlEscaped();
            const QString money = formatMoney(d.fish * stake);
            const QString line =
                d.from == 0 ? tr("You pay %1 %2 (%Ln fish)", nullptr, d.fish).arg(to, money)
                : d.to == 0 ? tr("%1 pays you %2 (%Ln fish)", nullptr, d.fish).arg(from, money)
                            : tr("%1 pays %2 %3 (%Ln fish)", nullptr, d.fish).arg(from, to, money);
            html += QStringLiteral("<li>%1</li>").arg(line);
        }
        html += QStringLiteral("</ul>");
    }
    if (pool_ > 0 || reserved_ > 0)
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("Left on the table: %1 fish in the pool and %2 in reserved Puestas, "
                            "which the players share as they agreed.")
                             .arg(localNumber(pool_), localNumber(reserved_)));
    text_->setText(html);
    adjustSize();
}

} // namespace ombre::ui
