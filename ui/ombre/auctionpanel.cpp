#include "ui/ombre/auctionpanel.h"

#include "ui/ombre/ombreterms.h"

#include <QPushButton>

namespace ombre::ui {

AuctionPanel::AuctionPanel(QWidget* parent) : PanelFrame(parent) {
    setObjectName(QStringLiteral("decisionPanel"));
    setProperty("panel", QStringLiteral("auction"));
}

namespace {
QString callHelp(Call c) {
    switch (c) {
    case Call::Pass:
        return AuctionPanel::tr("Pass: you are out of the auction");
    case Call::Play:
        return AuctionPanel::tr("The Simple Game: you name trumps, discard and draw");
    case Call::Favor:
        return AuctionPanel::tr("Favor: the Simple Game in the favour suit, paid double");
    case Call::Voltereta:
        return AuctionPanel::tr("Voltereta: the top card of the stock is turned up and its suit "
                                "is trumps; you must take it in");
    case Call::Solo:
        return AuctionPanel::tr("Solo: you name trumps and play without discarding");
    case Call::SoloFavor:
        return AuctionPanel::tr("Solo in the favour suit, paid double");
    case Call::SoloVole:
        return AuctionPanel::tr("Solo Vole: a Solo in which you undertake to win every trick");
    }
    return {};
}
} // namespace

void AuctionPanel::askBid(const std::vector<Call>& calls, const QString& situation) {
    setTitle(tr("Your call"));
    setText(situation);
    clearButtons();
    for (Call c : calls) {
        QPushButton* b = addButton(callTitle(c),
                                   QStringLiteral("call-%1").arg(QString::fromLatin1(
                                       callCode(c).data(), int(callCode(c).size()))),
                                   callHelp(c));
        connect(b, &QPushButton::clicked, this, [this, c] { emit callChosen(c); });
    }
    if (!buttons().isEmpty())
        buttons().front()->setDefault(true);
    adjustSize();
}

void AuctionPanel::askTrump(const std::vector<Suit>& suits, Contract contract) {
    setTitle(tr("Name trumps"));
    setText(tr("You are Ombre in a %1. Which suit shall be trumps?").arg(contractTitle(contract)));
    clearButtons();
    for (Suit s : suits) {
        QPushButton* b = addButton(suitLabel(s),
                                   QStringLiteral("trump-%1").arg(QChar::fromLatin1(suitLetter(s))),
                                   suitAside(s));
        b->setStyleSheet(QStringLiteral("color: %1;").arg(suitColour(s)));
        connect(b, &QPushButton::clicked, this, [this, s] { emit trumpChosen(s); });
    }
    adjustSize();
}

} // namespace ombre::ui
