#include "ui/kit/gamelog.h"

#include "ui/kit/language.h"
#include "ui/kit/terms.h" // namesInSentence

#include <QMainWindow>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTextBrowser>

namespace ombre::ui {

GameLog::GameLog(QWidget* parent) : QDockWidget(tr("Game log"), parent) {
    setObjectName(QStringLiteral("gameLogDock"));
    text_ = new QTextBrowser(this);
    text_->setObjectName(QStringLiteral("gameLog"));
    text_->setOpenLinks(false);
    text_->setStyleSheet(QStringLiteral(
        "QTextBrowser { background: #fbf6e9; color: #3a2410; border: none; padding: 4px; }"));
    setWidget(text_);
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                QDockWidget::DockWidgetFloatable);
    if (parent)
        parent->installEventFilter(this);
}

bool GameLog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize && !isFloating()) {
        auto* window = qobject_cast<QMainWindow*>(parentWidget());
        const auto* resize = static_cast<QResizeEvent*>(event);
        if (window && resize->size().width() != resize->oldSize().width()) {
            const int w = std::clamp(int(resize->size().width() * 0.19), 190, 320);
            window->resizeDocks({this}, {w}, Qt::Horizontal);
        }
        // The text grows with the window, as the table's does: small at 800x600, easy to read
        // at 1920x1080.
        if (window && resize->size().height() != resize->oldSize().height()) {
            QFont f = text_->font();
            f.setPixelSize(std::clamp(resize->size().height() / 58, 12, 20));
            text_->setFont(f);
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

void GameLog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("Game log"));
        retellAll();
    }
    QDockWidget::changeEvent(event);
}

void GameLog::clear() {
    entries_.clear();
    text_->clear();
}

QString GameLog::plainText() const {
    return text_->toPlainText();
}

void GameLog::note(const QString& text) {
    write([text] { return QStringLiteral("<i>%1</i>").arg(text.toHtmlEscaped()); });
}

void GameLog::tell(const QString& text, bool heading) {
    write([text] { return text.toHtmlEscaped(); }, heading);
}

void GameLog::tell(std::function<QString()> text, bool heading) {
    write([text = std::move(text)] { return text().toHtmlEscaped(); }, heading);
}

void GameLog::note(std::function<QString()> text) {
    write([text = std::move(text)] {
        return QStringLiteral("<i>%1</i>").arg(text().toHtmlEscaped());
    });
}

void GameLog::write(Telling html, bool heading) {
    if (muted_)
        return;
    entries_.push_back({std::move(html), heading});
    append(entries_.back());
    text_->verticalScrollBar()->setValue(text_->verticalScrollBar()->maximum());
}

void GameLog::append(const Entry& entry) {
    // A name with an article written as inside a sentence wherever the line puts it there ("Trick
    // 1: … — the Baron", "Baza 1: … — el Barón").
    std::array<QString, 4> names;
    for (std::size_t s = 0; s < names.size(); ++s)
        names[s] = names_[s].toHtmlEscaped();
    const QString html = namesInSentence(entry.html(), names.data(), int(names.size()));
    if (entry.heading)
        text_->append(
            QStringLiteral("<p style='margin-top:8px'><b style='color:#6b3a10'>%1</b></p>")
                .arg(html));
    else
        text_->append(html);
}

void GameLog::retellAll() {
    QScrollBar* bar = text_->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum();
    text_->clear();
    for (const Entry& e : entries_)
        append(e);
    if (atEnd)
        bar->setValue(bar->maximum());
}

} // namespace ombre::ui
