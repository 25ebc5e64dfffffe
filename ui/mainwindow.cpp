#include "ui/mainwindow.h"

#include "ombre_version.h"

#include <QAction>
#include <QApplication>
#include <QFont>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Ombre"));
    setMinimumSize(1024, 700);

    m_placeholder = new QLabel(this);
    m_placeholder->setObjectName(QStringLiteral("placeholderLabel"));
    m_placeholder->setText(tr("The Ombre table is under construction: "
                              "the rules engine and ombre-cli are ready."));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setMargin(48);
    QFont font = m_placeholder->font();
    font.setPointSizeF(font.pointSizeF() > 0 ? font.pointSizeF() * 1.5 : 16.0);
    m_placeholder->setFont(font);
    setCentralWidget(m_placeholder);

    createMenus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus() {
    QMenu* gameMenu = menuBar()->addMenu(tr("&Game"));
    QAction* quitAction = gameMenu->addAction(tr("&Quit"));
    quitAction->setShortcut(QKeySequence(tr("Ctrl+Q")));
    quitAction->setMenuRole(QAction::QuitRole);
    connect(quitAction, &QAction::triggered, this, &QWidget::close);

    QMenu* helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction* aboutAction = helpMenu->addAction(tr("&About Ombre"));
    aboutAction->setMenuRole(QAction::AboutRole);
    connect(aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Ombre"),
                       tr("<h3>Ombre %1</h3>"
                          "<p>The Royal Game of Ombre, the three-handed Spanish card game "
                          "of the 17th and 18th centuries.</p>")
                           .arg(QStringLiteral(OMBRE_VERSION)));
}
