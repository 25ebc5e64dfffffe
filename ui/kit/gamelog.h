// The game log beside the table, for any game: lines of the game's telling (OmbreLog, the Piquet
// host's), notes of the table's own and headings that start a deal. Each line is kept as how to
// tell it, so that a change of language retells the log. Docked, it takes a fifth of the window's
// width (190 to 320 px), so that the table keeps the room at small sizes.
#pragma once

#include <QDockWidget>

#include <array>
#include <functional>
#include <vector>

class QTextBrowser;

namespace ombre::ui {

class GameLog : public QDockWidget {
    Q_OBJECT

public:
    explicit GameLog(QWidget* parent = nullptr);

    // The players' names, each written as inside a sentence wherever a line puts it there.
    void setNames(const std::array<QString, 4>& names) { names_ = names; }
    const std::array<QString, 4>& names() const { return names_; }
    void clear();
    // How to tell a line in HTML, asked again when the language changes.
    using Telling = std::function<QString()>;
    void write(Telling html, bool heading = false);
    void note(const QString& text); // a line of the table's own (resumed, taken back, ...)
    // The same, told again in the language of the moment when it changes.
    void note(std::function<QString()> text);
    // A line of plain text; a heading starts a deal.
    void tell(const QString& text, bool heading = false);
    // The same, told again in the language of the moment when it changes.
    void tell(std::function<QString()> text, bool heading = false);
    QString plainText() const;
    // While a game is restored from a save, its lines are not kept: it is retold afterwards,
    // under one heading.
    void setMuted(bool muted) { muted_ = muted; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Entry {
        Telling html;
        bool heading = false;
    };
    void append(const Entry& entry);
    void retellAll();

    QTextBrowser* text_;
    std::array<QString, 4> names_;
    bool muted_ = false;
    std::vector<Entry> entries_;
};

} // namespace ombre::ui
