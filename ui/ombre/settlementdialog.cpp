#include "ui/ombre/settlementdialog.h"

#include "ui/kit/language.h"
#include "ui/kit/parchment.h"
#include "ui/kit/terms.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
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

QString stakeText(double pence) {
    const long farthings = std::lround(pence * 4);
    const bool wholeFarthings = std::abs(pence * 4 - double(farthings)) < 1e-9;
    if (wholeFarthings && farthings == 4)
        return SettlementDialog::tr("a penny a fish");
    if (wholeFarthings && farthings == 2)
        return SettlementDialog::tr("a halfpenny a fish");
    if (wholeFarthings && farthings == 1)
        return SettlementDialog::tr("a farthing a fish");
    // Gibbs's "five fish a penny".
    const long perPenny = pence > 0 ? std::lround(1.0 / pence) : 0;
    if (pence < 1 && perPenny > 1 && std::abs(perPenny * pence - 1.0) < 1e-9)
        return SettlementDialog::tr("%n fish a penny", nullptr, int(perPenny));
    if (wholeFarthings)
        return SettlementDialog::tr("%1 a fish").arg(formatMoney(pence));
    return SettlementDialog::tr("%1 pence a fish").arg(localNumber(pence, 2));
}

namespace {

// Fish with the fractions a share of the table brings: "+19⅔", "−1½", "0".
QString fishText(double fish) {
    const double a = std::abs(fish);
    const long whole = long(std::floor(a + 1e-9));
    const double frac = a - double(whole);
    static const std::pair<double, const char16_t*> glyphs[] = {{1.0 / 4, u"\u00bc"},
                                                                {1.0 / 3, u"\u2153"},
                                                                {1.0 / 2, u"\u00bd"},
                                                                {2.0 / 3, u"\u2154"},
                                                                {3.0 / 4, u"\u00be"}};
    QString text;
    if (frac < 1e-6)
        text = localNumber(qint64(whole));
    else {
        text = localNumber(a, 2);
        for (const auto& [value, glyph] : glyphs)
            if (std::abs(frac - value) < 1e-6)
                text = (whole > 0 ? localNumber(qint64(whole)) : QString()) +
                       QString::fromUtf16(glyph);
    }
    if (a < 1e-6)
        return text;
    return (fish > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + text;
}

} // namespace

SettlementDialog::SettlementDialog(const Session& session, const std::array<QString, 4>& names,
                                   double stakePence, QWidget* parent)
    : QDialog(parent), session_(session), names_(names) {
    setObjectName(QStringLiteral("settlementDialog"));
    setAttribute(Qt::WA_StyledBackground);
    auto* layout = new QVBoxLayout(this);
    layout->setSizeConstraint(QLayout::SetFixedSize);
    heading_ = new QLabel(this);
    heading_->setObjectName(QStringLiteral("settlementHeading"));
    heading_->setAlignment(Qt::AlignCenter);
    auto* stakeRow = new QHBoxLayout;
    stakeLabel_ = new QLabel(this);
    stake_ = new QDoubleSpinBox(this);
    stake_->setObjectName(QStringLiteral("stake"));
    stake_->setDecimals(2);
    stake_->setRange(0.01, 2400);
    stake_->setSingleStep(0.25);
    stake_->setValue(stakePence);
    stakeLabel_->setBuddy(stake_);
    stakeWords_ = new QLabel(this);
    stakeWords_->setObjectName(QStringLiteral("stakeWords"));
    stakeRow->addStretch();
    stakeRow->addWidget(stakeLabel_);
    stakeRow->addWidget(stake_);
    stakeRow->addWidget(stakeWords_);
    stakeRow->addStretch();
    text_ = new QLabel(this);
    text_->setObjectName(QStringLiteral("settlementText"));
    text_->setTextFormat(Qt::RichText);
    text_->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(this);
    fresh_ = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    fresh_->setObjectName(QStringLiteral("newSession"));
    close_ = buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    close_->setObjectName(QStringLiteral("closeSettlement"));
    close_->setDefault(true);
    connect(fresh_, &QPushButton::clicked, this, [this] {
        accept();
        emit newSessionRequested();
    });
    connect(close_, &QPushButton::clicked, this, &QDialog::reject);
    layout->addWidget(heading_);
    layout->addLayout(stakeRow);
    layout->addWidget(text_);
    layout->addWidget(buttons);
    connect(stake_, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        refresh();
        emit stakeChanged(v);
    });
    // The text follows the window's size, as the result's does.
    const int h = parent ? parent->window()->height() : 750;
    setScale(std::clamp(h / 50, 12, 22));
    retranslate();
}

void SettlementDialog::setScale(int f) {
    setStyleSheet(parchment::sheet(objectName(), f) +
                  QStringLiteral("#settlementHeading { font-size: %1px; font-weight: bold; "
                                 "color: #5a2a08; }"
                                 "#stakeWords { font-style: italic; }"
                                 // A window of its own: square corners.
                                 "#settlementDialog { border-radius: 0px; }"
                                 "#settlementDialog QDoubleSpinBox { font-size: %2px; }")
                      .arg(int(f * 1.3))
                      .arg(f));
    layout()->setContentsMargins(int(f * 1.3), int(f * 0.8), int(f * 1.3), int(f * 0.9));
    layout()->setSpacing(int(f * 0.6));
    text_->setMinimumWidth(f * 36);
}

void SettlementDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && fresh_)
        retranslate();
    QDialog::changeEvent(event);
}

void SettlementDialog::retranslate() {
    setWindowTitle(tr("Settle up"));
    stake_->setLocale(QLocale()); // the decimal comma in Spanish
    stake_->setSuffix(tr(" d", "pence, after the stake's figure"));
    stake_->setToolTip(tr("The stake in pence for each fish (Gibbs: \"a penny a fish will be "
                          "found sufficiently high play, and some will prefer to play at the "
                          "rate of five fish a penny\")"));
    stakeLabel_->setText(tr("&Stake:"));
    fresh_->setText(tr("Settle and start a &new session"));
    close_->setText(tr("&Close"));
    refresh();
}

double SettlementDialog::stake() const {
    return stake_->value();
}

QString SettlementDialog::statement() const {
    return text_->text();
}

QString SettlementDialog::netsTable() const {
    const Reckoning& r = reckoning_;
    const bool shared = r.leftOnTable > 0;
    const QString cell = QStringLiteral("<td align='right' style='padding: 0 8px'>%1</td>");
    const QString head = QStringLiteral("<th align='right' style='padding: 0 8px'>%1</th>");
    QString html = QStringLiteral("<table cellspacing='2' align='center'><tr><th></th>");
    html += head.arg(tr("Counters"));
    if (shared)
        html += head.arg(r.leftOnTable == session_.pool() ? tr("Share of the pool")
                                                          : tr("Share of the table")) +
                head.arg(tr("Net"));
    html += head.arg(tr("At %1").arg(stakeText(r.stake))) + QStringLiteral("</tr>");
    for (int s = 0; s < r.players; ++s) {
        const long long f = r.farthings[std::size_t(s)];
        const QString money = f > 0   ? tr("receives %1").arg(formatMoney(f / 4.0))
                              : f < 0 ? tr("pays %1").arg(formatMoney(-f / 4.0))
                                      : tr("is even");
        html +=
            QStringLiteral("<tr><td><b>%1</b></td>").arg(names_[std::size_t(s)].toHtmlEscaped());
        html += cell.arg(fishText(r.counters[std::size_t(s)]));
        if (shared)
            html += cell.arg(fishText(r.share())) + cell.arg(fishText(r.netFish(s)));
        html += cell.arg(money) + QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString SettlementDialog::paymentsList() const {
    if (reckoning_.payments.empty())
        return QStringLiteral("<p align='center'>%1</p>").arg(tr("Nobody owes anything."));
    QString html = QStringLiteral("<p align='center'><b>%1</b><br>").arg(tr("Who pays whom"));
    QStringList lines;
    for (const Debt& d : reckoning_.payments) {
        const QString from = names_[std::size_t(d.from)].toHtmlEscaped();
        const QString to = names_[std::size_t(d.to)].toHtmlEscaped();
        const QString money = formatMoney(d.amount / 4.0);
        // Seat 0 is the human player, addressed as "you".
        const QString names[2] = {from, to};
        lines << namesInSentence(d.from == 0 ? tr("You pay %1 %2").arg(to, money)
                                 : d.to == 0 ? tr("%1 pays you %2").arg(from, money)
                                             : tr("%1 pays %2 %3").arg(from, to, money),
                                 names, 2);
    }
    return html + lines.join(QStringLiteral("<br>")) + QStringLiteral("</p>");
}

QString SettlementDialog::notes() const {
    const Reckoning& r = reckoning_;
    QStringList notes;
    if (r.leftOnTable > 0) {
        const int reserved = r.leftOnTable - session_.pool();
        notes << (reserved > 0
                      ? tr("The pool holds %1 fish and the reserved Puestas %2: the %3 fish left "
                           "on the table are shared equally.")
                            .arg(localNumber(session_.pool()), localNumber(reserved),
                                 localNumber(r.leftOnTable))
                      : tr("The pool holds %1 fish: they are shared equally.")
                            .arg(localNumber(r.leftOnTable)));
    }
    if (r.rounded)
        notes << tr("Money is reckoned to the farthing: where the farthings do not come out "
                    "even, the largest fractions are rounded up and the rest down, so that the "
                    "payments still balance.");
    if (notes.isEmpty())
        return {};
    return QStringLiteral("<p><i>%1</i></p>").arg(notes.join(QStringLiteral("<br>")));
}

void SettlementDialog::refresh() {
    reckoning_ = reckon(session_, stake_->value());
    stakeWords_->setText(stakeText(stake_->value()));
    heading_->setText(tr("After %n deal(s)", nullptr, session_.dealsPlayed()));
    text_->setText(netsTable() + paymentsList() + notes());
    adjustSize();
}

} // namespace ombre::ui
