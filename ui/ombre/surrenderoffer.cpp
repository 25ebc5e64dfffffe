#include "ui/ombre/surrenderoffer.h"

#include <QEvent>
#include <QPushButton>

namespace ombre::ui {

SurrenderOffer::SurrenderOffer(QWidget* parent) : PanelFrame(parent) {
    setObjectName(QStringLiteral("decisionPanel")); // the panels' parchment
    setProperty("panel", QStringLiteral("surrender"));
    button_ = addButton(QString(), QStringLiteral("surrender"));
    // A costly choice: never the default, never pressed by a stray Enter.
    button_->setAutoDefault(false);
    button_->setDefault(false);
    button_->setFocusPolicy(Qt::TabFocus);
    connect(button_, &QPushButton::clicked, this, [this] {
        if (now_) {
            emit surrenderNow();
            return;
        }
        armed_ = !armed_;
        retell();
        emit armedChanged(armed_);
    });
}

void SurrenderOffer::offer(int beforeTrick, bool now, bool armed) {
    beforeTrick_ = beforeTrick;
    now_ = now;
    armed_ = armed;
    retell();
    setVisible(true);
}

void SurrenderOffer::retell() {
    setTitle(tr("Surrender"));
    if (armed_) {
        setText(
            tr("You will give up the game before trick %1 and pay the Puesta.").arg(beforeTrick_));
        button_->setText(tr("Play on after all"));
    } else if (now_) {
        setText(tr("Lead a card to play on, or give up the game now and pay the Puesta."));
        button_->setText(tr("Surrender now"));
    } else {
        setText(
            tr("You may give up the game before trick %1 and pay the Puesta.").arg(beforeTrick_));
        button_->setText(tr("Surrender before trick %1").arg(beforeTrick_));
    }
    adjustSize();
}

void SurrenderOffer::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retell();
    PanelFrame::changeEvent(event);
}

} // namespace ombre::ui
