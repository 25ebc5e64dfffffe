#include "ui/shell/aboutdialog.h"

#include "ombre_version.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtGlobal>

namespace ombre::ui {

namespace {

QLabel* textLabel(const QString& html, const QString& objectName) {
    auto* label = new QLabel(html);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setOpenExternalLinks(true);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setMargin(12);
    return label;
}

} // namespace

QString AboutDialog::aboutText() {
    return tr("<h2>Ombre %1</h2>"
              "<p>The Royal Game of Ombre (<i>el Juego del Hombre</i>), the three-handed "
              "Spanish card game that swept the courts and coffee-houses of Europe in the "
              "17th and 18th centuries: nine cards each from a forty-card pack, one player, "
              "the Ombre, names trumps and plays alone against the other two. The rules "
              "follow Gibbs, <i>The Game of Ombre</i> (1878), with Matadors, Codille and "
              "Remise, and every deal can be recorded and replayed exactly.</p>")
        .arg(QStringLiteral(OMBRE_VERSION));
}

QString AboutDialog::licenceText() {
    return tr("<p>Ombre is free software: you can redistribute it and/or modify it under the "
              "terms of the GNU General Public License as published by the Free Software "
              "Foundation, either version 3 of the License, or (at your option) any later "
              "version (<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">"
              "GPL-3.0-or-later</a>).</p>"
              "<p>Ombre is distributed in the hope that it will be useful, but WITHOUT ANY "
              "WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR "
              "A PARTICULAR PURPOSE. See the GNU General Public License for more details.</p>"
              "<p>The card artwork is licensed under the Creative Commons "
              "Attribution-ShareAlike 4.0 International licence "
              "(<a href=\"https://creativecommons.org/licenses/by-sa/4.0/\">CC BY-SA "
              "4.0</a>).</p>");
}

QString AboutDialog::creditsText() {
    return tr("<p>The rules and the terms of the game come from the period sources:</p>"
              "<ul>"
              "<li>William Gibbs, <i>The Game of Ombre</i>, 1878</li>"
              "<li><i>The Royal Game of Ombre</i>, London, 1665</li>"
              "<li>John Cotgrave, <i>Wits Interpreter</i>, 1662</li>"
              "</ul>"
              "<p>Built with <a href=\"https://www.qt.io/\">Qt</a> %1 (running on Qt %2), "
              "used under the GNU Lesser General Public License, version 3.</p>")
        .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()));
}

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About Ombre"));

    auto* icon = new QLabel;
    icon->setObjectName(QStringLiteral("aboutIcon"));
    QIcon appIcon =
        QIcon::fromTheme(QStringLiteral("io.github.ombre.Ombre"), QApplication::windowIcon());
    if (!appIcon.isNull())
        icon->setPixmap(appIcon.pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);

    auto* tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("aboutTabs"));
    tabs->addTab(textLabel(aboutText(), QStringLiteral("aboutText")), tr("&About"));
    tabs->addTab(textLabel(licenceText(), QStringLiteral("licenceText")), tr("&Licence"));
    tabs->addTab(textLabel(creditsText(), QStringLiteral("creditsText")), tr("&Credits"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton* aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::HelpRole);
    aboutQt->setObjectName(QStringLiteral("aboutQtButton"));
    connect(aboutQt, &QPushButton::clicked, this, [] { QApplication::aboutQt(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addWidget(tabs, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);

    resize(560, 400);
}

void AboutDialog::showModal(QWidget* parent) {
    AboutDialog dialog(parent);
    dialog.exec();
}

} // namespace ombre::ui
