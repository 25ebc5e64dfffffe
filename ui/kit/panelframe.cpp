#include "ui/kit/panelframe.h"

#include "ui/kit/parchment.h"

#include <QFontMetrics>
#include <QGraphicsDropShadowEffect>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ombre::ui {

PanelFrame::PanelFrame(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("decisionPanel"));
    setAutoFillBackground(false);
    setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 12, 18, 14);
    layout->setSpacing(8);
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("panelTitle"));
    title_->setAlignment(Qt::AlignCenter);
    text_ = new QLabel(this);
    text_->setObjectName(QStringLiteral("panelText"));
    text_->setAlignment(Qt::AlignCenter);
    text_->setWordWrap(true);
    body_ = new QVBoxLayout;
    row_ = new QHBoxLayout;
    row_->setSpacing(8);
    layout->addWidget(title_);
    layout->addWidget(text_);
    layout->addLayout(body_);
    layout->addLayout(row_);
    auto* shadow = new QGraphicsDropShadowEffect(this);
    shadow->setBlurRadius(18);
    shadow->setOffset(2, 4);
    shadow->setColor(QColor(0, 0, 0, 140));
    setGraphicsEffect(shadow);
    setScale(15);
}

void PanelFrame::setScale(qreal px) {
    const int f = int(px);
    // The house parchment (ui/kit/parchment.h), with the panel's title and text.
    setStyleSheet(parchment::sheet(objectName(), f) +
                  QStringLiteral("#%3 #panelTitle { font-size: %1px; font-weight: bold; }"
                                 "#%3 #panelText { font-size: %2px; }"
                                 "#%3 QPushButton:default { font-weight: bold; }")
                      .arg(int(f * 1.2))
                      .arg(f)
                      .arg(objectName()));
    // The margins too, so that a small table gets a small panel (at 15 px: 18, 12, 18, 14).
    layout()->setContentsMargins(int(f * 1.2), int(f * 0.8), int(f * 1.2), int(f * 0.95));
    layout()->setSpacing(std::max(4, int(f * 0.55)));
    row_->setSpacing(std::max(4, int(f * 0.55)));
    // The style sheet's min-width has replaced the default button's room for its bold face.
    for (QPushButton* b : buttons_)
        if (b->isDefault()) {
            b->ensurePolished();
            makeDefault(b);
        }
    adjustSize();
}

void PanelFrame::setTitle(const QString& title, const QString& brief) {
    fullTitle_ = title;
    briefTitle_ = brief;
    title_->setText(brief_ && !brief.isEmpty() ? brief : title);
}

void PanelFrame::setText(const QString& text) {
    text_->setText(text);
    text_->setVisible(!text.isEmpty() && !brief_);
    setToolTip(brief_ ? text : QString());
}

void PanelFrame::setBrief(bool brief) {
    if (brief == brief_)
        return;
    brief_ = brief;
    setTitle(fullTitle_, briefTitle_);
    setText(text_->text());
}

QString PanelFrame::title() const {
    return title_->text();
}

QString PanelFrame::text() const {
    return text_->text();
}

void PanelFrame::clearButtons() {
    for (QPushButton* b : buttons_) {
        b->hide(); // gone at once, though deleted later
        b->deleteLater();
    }
    for (QPushButton* b : buttons_)
        row_->removeWidget(b);
    buttons_.clear();
}

QPushButton* PanelFrame::addButton(const QString& text, const QString& objectName,
                                   const QString& toolTip) {
    auto* b = new QPushButton(text, this);
    b->setObjectName(objectName);
    b->setToolTip(toolTip);
    b->setAutoDefault(false);
    b->setCursor(Qt::PointingHandCursor);
    b->ensurePolished(); // the size hint with the panel's style sheet, before it is shown
    row_->addWidget(b);
    buttons_.append(b);
    return b;
}

void PanelFrame::makeDefault(QPushButton* button) {
    button->setDefault(true);
    QFont bold = button->font();
    bold.setBold(true);
    const QString text = QString(button->text()).remove(QLatin1Char('&'));
    const int extra = QFontMetrics(bold).horizontalAdvance(text) -
                      QFontMetrics(button->font()).horizontalAdvance(text);
    button->setMinimumWidth(button->sizeHint().width() + std::max(0, extra) + 2);
}

QList<QPushButton*> PanelFrame::buttons() const {
    return buttons_;
}

} // namespace ombre::ui
