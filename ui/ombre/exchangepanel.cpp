#include "ui/ombre/exchangepanel.h"

#include <QFontMetrics>
#include <QPushButton>

#include <algorithm>

namespace ombre::ui {

ExchangePanel::ExchangePanel(QWidget* parent) : PanelFrame(parent) {
    setProperty("panel", QStringLiteral("exchange"));
}

void ExchangePanel::ask(int minDiscard, int maxDiscard, bool canYield, const QString& note) {
    min_ = minDiscard;
    max_ = maxDiscard;
    canYield_ = canYield;
    note_ = note;
    // Brief, the title alone says how many cards may go.
    setTitle(tr("Your discard"),
             minDiscard == maxDiscard ? tr("Your discard: %n card(s)", nullptr, maxDiscard)
             : minDiscard > 0 ? tr("Your discard: %1 to %2 cards").arg(minDiscard).arg(maxDiscard)
                              : tr("Your discard: up to %n card(s)", nullptr, maxDiscard));
    clearButtons();
    confirm_ = addButton(QString(), QStringLiteral("confirm"),
                         tr("Discard the marked cards and draw as many from the stock (Enter)"));
    confirm_->setDefault(true);
    connect(confirm_, &QPushButton::clicked, this, &ExchangePanel::confirmed);
    if (canYield) {
        QPushButton* y = addButton(tr("Yield the first choice"), QStringLiteral("yield"),
                                   tr("Let your friend draw first (p. 25)"));
        connect(y, &QPushButton::clicked, this, &ExchangePanel::yielded);
    }
    setMarked(0);
}

void ExchangePanel::setMarked(int n) {
    QString text = tr("Click the cards to discard (or use the arrows and Space). You may "
                      "change up to %n card(s).",
                      nullptr, max_);
    if (min_ > 0)
        text += QLatin1Char(' ') + tr("You must change at least %n.", nullptr, min_);
    if (!note_.isEmpty())
        text += QStringLiteral("<br><i>%1</i>").arg(note_);
    setText(text);
    confirm_->setText(n == 0 ? tr("Keep my hand") : tr("Discard %n and draw", nullptr, n));
    confirm_->setEnabled(n >= min_ && n <= max_);
    // Room for the longest text the button has had, padding included (the style sheet's padding
    // is not always in its size hint when the text changes under it).
    const QFontMetrics fm = confirm_->fontMetrics();
    confirm_->setMinimumWidth(std::max(
        confirm_->minimumWidth(),
        fm.horizontalAdvance(confirm_->text().remove(QLatin1Char('&'))) * 5 / 4 + fm.height() * 3));
    adjustSize();
}

} // namespace ombre::ui
