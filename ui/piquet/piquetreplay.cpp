#include "ui/piquet/piquetreplay.h"

#include "piquet/session.h"
#include "ui/kit/language.h"
#include "ui/kit/terms.h"
#include "ui/piquet/piquettable.h"
#include "ui/piquet/piquetterms.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ombre::ui {

PiquetReplay::PiquetReplay(const piquet::Deal& deal, const std::vector<std::string>& names,
                           CardRenderer* renderer, QWidget* parent)
    : QWidget(parent), rules_(deal.rules()), setup_(deal.setup()), history_(deal.history()) {
    setObjectName(QStringLiteral("piquetReplay"));
    session_ = new piquet::Session(this);
    table_ = new PiquetTable(session_, renderer, this);
    // A seat without a name is told by its number, in the language of the moment.
    tr_.add(table_, [names](PiquetTable* t) {
        std::array<QString, 2> n{tr("Player 1"), tr("Player 2")};
        for (std::size_t s = 0; s < 2 && s < names.size(); ++s)
            if (!names[s].empty())
                n[s] = QString::fromStdString(names[s]);
        t->setNames(n);
    });
    table_->setYou(-1); // both seats by name
    caption_ = new QLabel(this);
    caption_->setObjectName(QStringLiteral("replayCaption"));
    auto* bar = new QHBoxLayout;
    // The tips (and the text, a function too) told again when the language changes.
    auto button = [&](auto text, auto tip, auto f) {
        auto* b = new QPushButton(this);
        tr_.add(b, [text, tip](QPushButton* b) {
            b->setText(text());
            b->setToolTip(tip());
        });
        b->setFocusPolicy(Qt::NoFocus);
        connect(b, &QPushButton::clicked, this, f);
        bar->addWidget(b);
        return b;
    };
    // ⏮ and ⏭ where the font has them, as in Ombre's replay.
    const QFontMetrics metrics(font());
    const bool media = metrics.inFontUcs4(0x23EE) && metrics.inFontUcs4(0x23ED);
    button([media] { return media ? QStringLiteral("⏮") : QStringLiteral("|◀"); },
           [] { return tr("To the deal as dealt (Home)"); }, [this] { showStep(0); });
    back_ =
        button([] { return QStringLiteral("◀"); }, [] { return tr("One step back (Left arrow)"); },
               [this] { showStep(step_ - 1); });
    forward_ = button([] { return QStringLiteral("▶"); },
                      [] { return tr("One step forward (Right arrow)"); },
                      [this] { showStep(step_ + 1); });
    button([media] { return media ? QStringLiteral("⏭") : QStringLiteral("▶|"); },
           [] { return tr("To the end of the deal (End)"); }, [this] { showStep(steps()); });
    bar->addWidget(caption_, 1);
    button([] { return tr("Close the Replay"); }, [] { return tr("Back to your game (Esc)"); },
           [this] { emit closeRequested(); });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->addWidget(table_, 1);
    layout->addLayout(bar);
    setFocusPolicy(Qt::StrongFocus);
    showStep(steps());
}

void PiquetReplay::showStep(int step) {
    step_ = std::clamp(step, 0, steps());
    piquet::Deal d(rules_, setup_);
    for (int i = 0; i < step_; ++i)
        d.apply(history_[std::size_t(i)]); // replayed by readRecord already: legal
    session_->showDeal(d);
    table_->sync();
    QString text = tr("Step %1 of %2").arg(localNumber(step_), localNumber(steps()));
    if (step_ > 0) {
        const piquet::Action& a = history_[std::size_t(step_ - 1)];
        const QString who = table_->names()[std::size_t(a.seat)];
        switch (a.type) {
        case piquet::ActionType::PlayCard:
            text += QStringLiteral(": ") + tr("%1 plays %2.").arg(who, piquetCardTitle(a.card));
            break;
        case piquet::ActionType::Exchange:
            text += QStringLiteral(": ") + tr("%1 lays out %2.").arg(who, piquetCards(a.cards));
            break;
        default:
            break;
        }
    }
    caption_->setText(text);
    back_->setEnabled(step_ > 0);
    forward_->setEnabled(step_ < steps());
}

void PiquetReplay::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        tr_.retranslate();
        showStep(step_); // the caption
    }
    QWidget::changeEvent(event);
}

void PiquetReplay::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Left:
        showStep(step_ - 1);
        break;
    case Qt::Key_Right:
        showStep(step_ + 1);
        break;
    case Qt::Key_Home:
        showStep(0);
        break;
    case Qt::Key_End:
        showStep(steps());
        break;
    case Qt::Key_Escape:
        emit closeRequested();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace ombre::ui
