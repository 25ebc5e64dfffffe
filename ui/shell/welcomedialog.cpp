#include "ui/shell/welcomedialog.h"

#include "ui/kit/panelframe.h"

#include <QEvent>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace ombre::ui {

namespace {

const QString kShownKey = QStringLiteral("welcome/shown");

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
    panel_->setMaximumWidth(560);
    adjustSize();
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
