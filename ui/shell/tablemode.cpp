#include "ui/shell/tablemode.h"

#include "common/safefile.h"
#include "piquet/record.h"
#include "ui/kit/gamelog.h"
#include "ui/ombre/ombrehost.h"
#include "ui/ombre/playercontroller.h"
#include "ui/ombre/replayviewer.h"
#include "ui/ombre/resultdialog.h"
#include "ui/ombre/reviewpane.h"
#include "ui/ombre/tablescene.h"
#include "ui/ombre/tableview.h"
#include "ui/piquet/piquethost.h"
#include "ui/piquet/piquetreplay.h"
#include "ui/shell/guideddeal.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/recentdealsmenu.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

#include <memory>

namespace ombre::ui {

namespace {

const char* const kModeName = "ombreTableMode";

void showRecordError(MainWindow* window, const QString& path, const QString& error) {
    auto* box = new QMessageBox(QMessageBox::Warning, TableMode::tr("Open Record"),
                                TableMode::tr("The record %1 cannot be opened.")
                                    .arg(QDir::toNativeSeparators(QFileInfo(path).fileName())),
                                QMessageBox::Ok, window);
    box->setObjectName(QStringLiteral("recordErrorMessage"));
    box->setInformativeText(
        TableMode::tr("The problem: %1. Your game in progress is unchanged.").arg(error));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

// The viewer shown in the window, or a new one shown in place of the table.
ReplayViewer* showViewer(MainWindow* window, ReplayViewer* viewer) {
    TableMode* mode = TableMode::enter(window, viewer);
    QObject::connect(viewer, &ReplayViewer::closeRequested, mode, &TableMode::leave);
    viewer->tableView()->setFocus();
    viewer->statusBar()->showMessage(
        TableMode::tr("Your game is set aside until you close the replay."));
    return viewer;
}

ReplayViewer* currentViewer(MainWindow* window) {
    TableMode* mode = TableMode::current(window);
    return mode ? qobject_cast<ReplayViewer*>(mode->content()) : nullptr;
}

} // namespace

TableMode::TableMode(MainWindow* window) : QObject(window), window_(window) {
    setObjectName(QLatin1String(kModeName));
}

TableMode::~TableMode() {
    // The window closes during the mode: the table put aside goes with it.
    if (live_ && !live_->parent())
        delete live_.data();
}

TableMode* TableMode::current(MainWindow* window) {
    return window->findChild<TableMode*>(QLatin1String(kModeName), Qt::FindDirectChildrenOnly);
}

TableMode* TableMode::enter(MainWindow* window, QWidget* content) {
    TableMode* mode = current(window);
    if (mode) {
        QWidget* old = window->takeCentralWidget();
        if (old)
            old->deleteLater();
    } else {
        mode = new TableMode(window);
        mode->suspend();
    }
    mode->content_ = content;
    window->setCentralWidget(content);
    content->show();
    return mode;
}

void TableMode::suspend() {
    // The computer players stop; whoever is to act is asked again when the session returns.
    window_->host()->suspend();
    logVisible_ = window_->gameLog()->isVisible();
    window_->gameLog()->hide();
    resultVisible_ = window_->resultDialog()->isVisible();
    window_->resultDialog()->hide();
    live_ = window_->takeCentralWidget();
    // Nothing may change the session meanwhile: the Game and Options menus are disabled, but
    // for Open Record, Recent Deals and Quit; the Help menu stays.
    const QList<QAction*> keep = {
        window_->findChild<QAction*>(QStringLiteral("openRecordAction"),
                                     Qt::FindDirectChildrenOnly),
        window_->findChild<QAction*>(QStringLiteral("belindaAction"), Qt::FindDirectChildrenOnly)};
    auto disable = [this](QAction* a) {
        disabled_.emplace_back(a, a->isEnabled());
        a->setEnabled(false);
    };
    for (QAction* top : window_->menuBar()->actions()) {
        QMenu* menu = top->menu();
        if (!menu || menu->actions().contains(keep[1]))
            continue;
        if (!menu->actions().contains(keep[0])) {
            disable(top);
            continue;
        }
        for (QAction* a : menu->actions())
            if (!a->isSeparator() && a != keep[0] && a->menuRole() != QAction::QuitRole &&
                a->objectName() != QLatin1String("recentDealsAction"))
                disable(a);
    }
    // The log's toggle (Options) and the window's own shortcuts reach nothing meanwhile.
    disable(window_->gameLog()->toggleViewAction());
    // The content has its own status bar.
    statusVisible_ = window_->statusBar()->isVisible();
    window_->statusBar()->hide();
}

void TableMode::leave() {
    QWidget* shown = window_->takeCentralWidget();
    if (shown)
        shown->deleteLater();
    if (live_) {
        window_->setCentralWidget(live_);
        live_->show();
        live_->setFocus();
    }
    for (auto& [action, enabled] : disabled_)
        if (action)
            action->setEnabled(enabled);
    disabled_.clear();
    window_->gameLog()->setVisible(logVisible_);
    if (resultVisible_)
        window_->resultDialog()->show();
    window_->statusBar()->setVisible(statusVisible_);
    // The session takes up where it was: a computer player to act thinks afresh.
    window_->host()->resumeTurn();
    emit left();
    setObjectName(QString());
    deleteLater();
}

void openRecordDialog(MainWindow* window) {
    QSettings settings;
    // The folder last opened; at first the player's own deals kept by the table, if any.
    const QString kept = window->ombre()->recentDeals().folder();
    const QString dir =
        settings
            .value(QStringLiteral("replay/directory"),
                   QDir(kept).exists()
                       ? kept
                       : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .toString();
    const QString path = QFileDialog::getOpenFileName(
        window, TableMode::tr("Open Record"), dir,
        TableMode::tr("Deal records (*.ombre.json *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(QStringLiteral("replay/directory"), QFileInfo(path).absolutePath());
    openRecordFile(window, path);
}

// A Piquet record (piquet-record/1) on the Piquet table; false when the file is not one.
bool openPiquetRecord(MainWindow* window, const QString& path) {
    // Only a regular file, and no more than a record can hold: a FIFO or /dev/zero given as a
    // record must not hang the game (the Ombre reader then says why it is not a record).
    const files::ReadResult read = files::readLimited(path, 2 * 1024 * 1024);
    if (!read.ok())
        return false;
    const std::string json = read.data->toStdString();
    const std::optional<std::string> format = piquet::recordFormat(json);
    if (!format || format->rfind("piquet-record", 0) != 0)
        return false;
    const piquet::LoadedRecord loaded = piquet::readRecord(json);
    if (!loaded.ok()) {
        showRecordError(window, path, QString::fromStdString(loaded.error));
        return true;
    }
    auto* replay = new PiquetReplay(*loaded.deal, loaded.names, window->cardRenderer());
    TableMode* mode = TableMode::enter(window, replay);
    QObject::connect(replay, &PiquetReplay::closeRequested, mode, &TableMode::leave);
    replay->setFocus();
    return true;
}

ReplayViewer* openRecordFile(MainWindow* window, const QString& path, const QString& title) {
    if (openPiquetRecord(window, path))
        return nullptr;
    if (ReplayViewer* viewer = currentViewer(window)) {
        const QString error = viewer->openFile(path, title);
        if (!error.isEmpty()) {
            showRecordError(window, path, error);
            return nullptr;
        }
        viewer->tableView()->setFocus();
        return viewer;
    }
    auto* viewer = new ReplayViewer;
    const QString error = viewer->openFile(path, title);
    if (!error.isEmpty()) {
        delete viewer;
        showRecordError(window, path, error);
        return nullptr;
    }
    return showViewer(window, viewer);
}

ReplayViewer* openReview(MainWindow* window, const QByteArray& record, const QString& title,
                         int seat, const QString& kept) {
    ReplayViewer* viewer = currentViewer(window);
    const bool made = !viewer;
    if (made)
        viewer = new ReplayViewer;
    const QString error = viewer->openRecord(record, title);
    if (!error.isEmpty()) {
        if (made)
            delete viewer;
        showRecordError(window, title, error);
        return nullptr;
    }
    if (made)
        showViewer(window, viewer);
    if (!kept.isEmpty() && seat == 0) {
        // The player's own review goes into his history (Game > Statistics), once.
        auto done = std::make_shared<QMetaObject::Connection>();
        *done = QObject::connect(
            viewer->reviewPane(), &ReviewPane::finished, window, [window, viewer, kept, done] {
                QObject::disconnect(*done);
                const auto& review = viewer->reviewPane()->review();
                if (review && review->seat == 0)
                    window->ombre()->recentDeals().noteReview(kept, review->totalLoss);
            });
    }
    viewer->startReview(seat);
    return viewer;
}

ReplayViewer* openBelindasGame(MainWindow* window, int branch) {
    if (ReplayViewer* viewer = currentViewer(window)) {
        if (!viewer->openBelinda(branch))
            return nullptr;
        viewer->tableView()->setFocus();
        return viewer;
    }
    auto* viewer = new ReplayViewer;
    if (!viewer->openBelinda(branch)) {
        delete viewer;
        return nullptr;
    }
    return showViewer(window, viewer);
}

void addReplayActions(MainWindow* window, QMenu* fileMenu, QMenu* helpMenu) {
    QAction* open = new QAction(window);
    open->setObjectName(QStringLiteral("openRecordAction"));
    open->setShortcut(QKeySequence::Open);
    QObject::connect(open, &QAction::triggered, window, [window] { openRecordDialog(window); });
    // Before Quit, and Belinda's game and the guided deal before About.
    auto roleAction = [](QMenu* menu, QAction::MenuRole role) -> QAction* {
        for (QAction* a : menu->actions())
            if (a->menuRole() == role)
                return a;
        return nullptr;
    };
    QAction* quit = roleAction(fileMenu, QAction::QuitRole);
    fileMenu->insertAction(quit, open);
    fileMenu->insertMenu(quit, new RecentDealsMenu(window));
    if (quit)
        fileMenu->insertSeparator(quit);

    QAction* belinda = new QAction(window);
    belinda->setObjectName(QStringLiteral("belindaAction"));
    QObject::connect(belinda, &QAction::triggered, window, [window] { openBelindasGame(window); });
    QAction* guided = new QAction(window);
    guided->setObjectName(QStringLiteral("guidedDealAction"));
    QObject::connect(guided, &QAction::triggered, window, [window] { startGuidedDeal(window); });
    QAction* about = roleAction(helpMenu, QAction::AboutRole);
    helpMenu->insertAction(about, guided);
    helpMenu->insertAction(about, belinda);
    if (about)
        helpMenu->insertSeparator(about);
    retranslateReplayActions(window);
}

void retranslateReplayActions(MainWindow* window) {
    auto action = [window](const char* name) {
        return window->findChild<QAction*>(QLatin1String(name), Qt::FindDirectChildrenOnly);
    };
    if (QAction* open = action("openRecordAction")) {
        open->setText(TableMode::tr("&Open Record…"));
        open->setStatusTip(TableMode::tr("Replay a deal record step by step, with open cards"));
    }
    if (QAction* belinda = action("belindaAction")) {
        belinda->setText(TableMode::tr("&Belinda’s Game"));
        belinda->setStatusTip(
            TableMode::tr("Pope’s game from The Rape of the Lock, trick by trick, with Gibbs’s "
                          "variations"));
    }
    if (QAction* guided = action("guidedDealAction")) {
        guided->setText(TableMode::tr("&Guided First Deal"));
        guided->setStatusTip(TableMode::tr("A deal at the table with each step explained"));
    }
}

} // namespace ombre::ui
