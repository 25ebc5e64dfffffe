#include "ui/shell/welcomedialog.h"

#include "ui/kit/panelframe.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>

namespace ombre::ui {

namespace {

const QString kShownKey = QStringLiteral("welcome/shown");
// The width the welcome takes when the window has room: lines of a comfortable length.
constexpr int kPreferredWidth = 600;
// The window's edges the welcome keeps clear of when the window is narrow.
constexpr int kClearance = 16;

} // namespace

WelcomeDialog::WelcomeDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("welcomeDialog"));
    setModal(true);
    // The parchment panel of the table's decisions, alone in its window.
    setStyleSheet(QStringLiteral("#welcomeDialog { background: #3a2414; }"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 14, 14, 14);
    panel_ = new PanelFrame(this);
    panel_->setGraphicsEffect(nullptr);
    layout->addWidget(panel_);
    const struct {
        Choice choice;
        const char* name;
    } buttons[] = {
        {Choice::GuidedDeal, "guided"}, {Choice::Play, "play"}, {Choice::Rules, "rules"}};
    for (const auto& b : buttons) {
        QPushButton* button = panel_->addButton(QString(), QString::fromLatin1(b.name));
        const Choice choice = b.choice;
        connect(button, &QPushButton::clicked, this, [this, choice] {
            choice_ = choice;
            accept();
        });
    }
    panel_->buttons().first()->setDefault(true);
    panel_->buttons().first()->setFocus();
    // In the middle of the window, whatever size it takes while the welcome waits.
    if (parent)
        parent->window()->installEventFilter(this);
    retell();
}

void WelcomeDialog::retell() {
    setWindowTitle(tr("Welcome"));
    panel_->setTitle(tr("Welcome to the Ombre table"));
    panel_->setText(
        tr("Ombre is played by three: nine cards each from a pack of forty, and one player, the "
           "Ombre, names trumps and plays alone against the other two. Belinda and the Baron are "
           "waiting at the table.\n\nNew to the game? The guided first deal explains each step as "
           "it happens."));
    const QList<QPushButton*> b = panel_->buttons();
    b[0]->setText(tr("Guided first deal"));
    b[1]->setText(tr("Play a game"));
    b[2]->setText(tr("Read the rules"));
    fit();
}

// As wide as the buttons need, and the text's lines of a comfortable length when the window has
// room; as tall as the text needs at that width; in the middle of the window.
void WelcomeDialog::fit() {
    ensurePolished(); // the panel's style sheet: its fonts and the buttons' padding
    // No button narrower than its words (the style sheet's min-width would let the row squeeze
    // it), the default one with room for its bold face.
    for (QPushButton* b : panel_->buttons()) {
        b->setMinimumWidth(b->sizeHint().width());
        if (b->isDefault())
            PanelFrame::makeDefault(b);
    }
    QLayout* l = layout();
    l->invalidate();
    l->activate();
    const int least = l->totalMinimumSize().width();
    int width = kPreferredWidth;
    if (parentWidget())
        width = std::min(width, parentWidget()->window()->width() - 2 * kClearance);
    width = std::max(width, least);
    const int height =
        l->hasHeightForWidth() ? l->totalHeightForWidth(width) : l->totalSizeHint().height();
    setFixedSize(width, height);
    centre();
}

void WelcomeDialog::centre() {
    if (!parentWidget())
        return;
    const QWidget* window = parentWidget()->window();
    // The frame's own edges (a title bar) kept out of the reckoning: the window's middle and the
    // welcome's are the same point.
    const QMargins frame(geometry().left() - frameGeometry().left(),
                         geometry().top() - frameGeometry().top(),
                         frameGeometry().right() - geometry().right(),
                         frameGeometry().bottom() - geometry().bottom());
    QRect r(QPoint(), size());
    r.moveCenter(window->geometry().center());
    move(r.topLeft() - QPoint(frame.left(), frame.top()));
}

bool WelcomeDialog::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Resize || event->type() == QEvent::Move)
        fit();
    return QDialog::eventFilter(watched, event);
}

void WelcomeDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    fit(); // the window's geometry as it stands when the welcome comes
}

void WelcomeDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retell();
    QDialog::changeEvent(event);
}

bool WelcomeDialog::welcomed() {
    return QSettings().value(kShownKey, false).toBool();
}

void WelcomeDialog::markWelcomed() {
    QSettings().setValue(kShownKey, true);
}

} // namespace ombre::ui
