#include "ui/shell/savewarning.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace ombre::ui {

SaveWarning::SaveWarning(QWidget* parent, Kind kind) : QFrame(parent), kind_(kind) {
    const QString name =
        kind == Kind::Save ? QStringLiteral("saveWarning") : QStringLiteral("historyWarning");
    setObjectName(name);
    // A warning's colours, whatever the style: a pale red band with a darker edge.
    setStyleSheet(QStringLiteral("#%1 { background: #fae2d6; border: 1px solid #c98a70;"
                                 " border-radius: 4px; } #%1 QLabel { color: #5a140a; }")
                      .arg(name));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);

    auto* icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(24, 24));
    text_ = new QLabel(this);
    text_->setObjectName(name + QStringLiteral("Text"));
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    dismiss_ = new QPushButton(this);
    dismiss_->setObjectName(name + QStringLiteral("Dismiss"));
    connect(dismiss_, &QPushButton::clicked, this, [this] { emit shownChanged(false); });

    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(10, 6, 10, 6);
    row->addWidget(icon);
    row->addWidget(text_, 1);
    row->addWidget(dismiss_);
    retranslate();
    // Two lines of text, three when the window is narrow: no taller (a word-wrapped label
    // asks a tool bar for far more height than it uses).
    setMaximumHeight(text_->fontMetrics().lineSpacing() * 3 + 2 * 6 + 4);
}

void SaveWarning::setProblem(const QString& error) {
    const bool changed = error != error_;
    error_ = error;
    retranslate();
    if (error.isEmpty())
        emit shownChanged(false);
    else if (changed) // the same failure again after a dismissal is not told again
        emit shownChanged(true);
}

void SaveWarning::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void SaveWarning::retranslate() {
    if (kind_ == Kind::Save)
        text_->setText(
            tr("<b>The game is not being saved.</b> %1<br>It is tried again after every move; "
               "until it succeeds, closing the program loses the moves made since. Free some "
               "space, or make the folder writable.")
                .arg(error_.toHtmlEscaped()));
    else
        text_->setText(
            tr("<b>A finished deal is not yet in your history.</b> %1<br>The saved game keeps "
               "it, and it is filed after the next deal or at the next start. Free some space, "
               "or make the folder writable.")
                .arg(error_.toHtmlEscaped()));
    dismiss_->setText(tr("Dismiss"));
}

} // namespace ombre::ui
