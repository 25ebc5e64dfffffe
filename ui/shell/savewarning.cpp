#include "ui/shell/savewarning.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace ombre::ui {

SaveWarning::SaveWarning(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("saveWarning"));
    // A warning's colours, whatever the style: a pale red band with a darker edge.
    setStyleSheet(QStringLiteral("#saveWarning { background: #fae2d6; border: 1px solid #c98a70;"
                                 " border-radius: 4px; } #saveWarning QLabel { color: #5a140a; }"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);

    auto* icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(24, 24));
    text_ = new QLabel(this);
    text_->setObjectName(QStringLiteral("saveWarningText"));
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    dismiss_ = new QPushButton(this);
    dismiss_->setObjectName(QStringLiteral("saveWarningDismiss"));
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
    text_->setText(
        tr("<b>The game is not being saved.</b> %1<br>It is tried again after every move; "
           "until it succeeds, closing the program loses the moves made since. Free some "
           "space, or make the folder writable.")
            .arg(error_.toHtmlEscaped()));
    dismiss_->setText(tr("Dismiss"));
}

} // namespace ombre::ui
