// The three-sided Ombre table (Seymour's frontispiece, Gibbs ch. II): wood and baize, each
// side a pit with that player's counters, the pool dish in the middle, the stock and the
// discards, the trick in play and each player's won tricks laid crosswise. The human sits at
// the bottom (seat 0); seat 1, who plays after him, on the right; seat 2 on the left.
// Four players (p. 17) sit at a four-sided table: seat 1 right, seat 2 at the head (top),
// seat 3 left; the dealer of each deal is the Alcalde, whose place shows no cards. Two players
// (p. 78) keep the triangle, seat 1 on the right and the left side empty.
//
// The scene shows what the engine says: sync() lays every card where the Deal has it, and
// animates the moves. It never changes the game; the human's choices leave it as signals.
// Its parts, each in its own file: the geometry, the cloth drawn, the cards' places, the
// counters (CounterTray), the name plates (SeatPlates), the notes (TableNotes) and the hand as
// an input (HandInput).
#pragma once

#include "ombre/game.h"
#include "ui/ombre/cardplaces.h"
#include "ui/ombre/handinput.h"
#include "ui/ombre/handorder.h" // sortedHand

#include <QGraphicsScene>
#include <QHash>
#include <QPainterPath>
#include <QPointer>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QGraphicsObject;
class QTimer;
class QVariantAnimation;

namespace ombre::ui {

class CardItem;
struct TableGeometry;
class CardRenderer;
class CounterTray;
class HeldTrick;
class Pacing;
class SeatPlates;
class TableLabel;
class TableNotes;

inline constexpr int kHumanSeat = 0;
inline constexpr int kMaxSeats = 4; // four players, with the Alcalde
// Each player's counters at the start of a session: a tray of the Ombre-box (Gibbs p. 8: a
// dozen each of twenties, tens and fives, and a score of ones).
inline constexpr int kTrayFish = 12 * 20 + 12 * 10 + 12 * 5 + 20;

class TableScene : public QGraphicsScene {
    Q_OBJECT

public:
    using Input = HandInput::Input;

    TableScene(CardRenderer* renderer, QObject* parent = nullptr);
    ~TableScene() override;

    void setGame(const Game* game);
    void setNames(const std::array<QString, kMaxSeats>& names);
    int seats() const; // the players at the table: the session's (3 without one)
    // 0: no animation; 1: normal; larger is slower.
    void setSpeed(double factor);
    double speed() const;
    void relayout(QSizeF size);

    // The table follows the engine: call after each of the Game's signals.
    void sync(bool animate = true);
    // A new deal: the cards fly from the dealer by threes; the dealer's five go to the pool.
    void dealStarted(bool animate);
    void showSpeech(int seat, const QString& text);
    // The same, said again in the new words when the language changes.
    void showSpeech(int seat, std::function<QString()> text);
    void clearSpeech();
    void setActiveSeat(int seat); // -1: nobody
    // Keeps the trick just completed in the middle, its winning card ringed and its winner named,
    // for a time set by the speed or until a click or a key; then it goes to the winner's pile.
    void trickCompleted();
    void releaseHeldTrick();
    bool trickHeld() const;
    // The last completed trick shown again face up beside its winner's pile (a click on a pile
    // of won tricks, or L), until the next click or key.
    void reviewLastTrick();
    bool reviewingLastTrick() const;
    QString trickBanner() const;            // what the table says of the trick held or reviewed
    void payment(const Transfer& transfer); // counters fly
    void syncCounters();                    // counters as the engine has them, at once
    // Open cards (a replay, the guided deal): every hand face up.
    void setOpenHands(bool open);
    bool openHands() const { return openHands_; }
    // Keeps the last completed trick in the middle until told otherwise (a replay's step).
    void setHeldTrick(bool hold);

    // The human's input.
    void setInput(Input mode, int minDiscard = 0, int maxDiscard = 0);
    CardSet marked() const { return hand_->marked(); }
    // The hint on the table: its cards ringed (the card to play, or the cards to discard) and its
    // sentence in a note above the hand; empty: none.
    void setHint(CardSet cards, const QString& sentence = {});
    CardSet hint() const { return hand_->hint(); }
    QString hintSentence() const;
    QRectF hintNoteRect() const; // where the hint's note stands; empty: none
    // The review of a decision (a replay): the cards chosen marked in red, the better ones ringed
    // as the hint rings them, in any hand, and the sentence in the hint's note; empty: none.
    void setReviewMarks(CardSet chosen, CardSet better, const QString& sentence);
    CardSet reviewChosen() const { return hand_->reviewChosen(); }
    CardSet reviewBetter() const { return hand_->reviewBetter(); }
    bool handleKey(int key); // arrows, Home/End, Space, Enter: true when used
    // Where the decision panels stand: at the exchange clear of the marked cards, which stand
    // higher than the hand.
    QRectF panelArea() const;
    QRectF handArea() const; // the human's hand as it lies, in scene coordinates
    // Where the decision panel floats over the table (the view's), so that the hint's note
    // keeps clear of it; empty: no panel.
    void setPanelRect(const QRectF& rect);

    // What the table shows (tests, screenshots).
    CardItem* cardItem(Card card) const;
    int shownFish(int seat) const;
    int shownPool() const;
    int shownReserved() const;
    int tricksOnTable(int seat) const;     // won tricks laid at his side
    QString infoText() const;              // the box at the top: trumps, game, tricks, pool
    QPainterPath pitShape(int seat) const; // his pit on the table, in scene coordinates
    QPainterPath baizeShape() const;       // the cloth within the table's rim
    bool seatShown(int seat) const;        // his pit and name plate are at the table
    QString sitOutText() const;            // the words at the Alcalde's empty place
    std::vector<Card> handOrder() const { return handOrder_; }
    // Each text the table shows and where, in scene coordinates (the layout's tests): the
    // labels on the baize, the pool's, the name plates and the box at the top.
    struct ShownText {
        QString text;
        QRectF rect;
    };
    std::vector<ShownText> shownTexts() const;
    // What a panel over the table must leave in sight: the texts, the hand, the trick in play.
    std::vector<QRectF> keptInSight() const;
    QRectF infoRect() const;                // the box at the top
    std::vector<QRectF> plateRects() const; // the name plates shown

    bool busy() const;
    // Runs `f` once no animation is running or pending (at once, queued, when idle now).
    void whenIdle(std::function<void()> f);
    void cancelIdleCallbacks();

signals:
    void cardChosen(ombre::Card card); // play it
    void markedChanged(ombre::CardSet marked);
    void idle();

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override; // ends a held trick
    bool event(QEvent* event) override; // a change of language: the labels again

private:
    using Geometry = TableGeometry;
    using Place = CardPlace;
    using Places = CardPlaces;
    void clearTable();
    void placeTricks(const Deal& d, Places& places);
    void placePiles(const Deal& d, Places& places);
    void placeSitOut(const Deal& d);
    void separateLabels(TableLabel* left, TableLabel* right);
    void clearTrickLabels();
    void place(CardItem* item, const Place& p, bool animate, int delay);
    void updatePlates();
    void updateInfo();
    void placeHintNote();
    void showTrickBanner(const Deal& d, bool reviewed); // names the winner of the trick shown
    int ms(int base) const;
    void followTable(); // lays the table out afresh when the number of players has changed

    CardRenderer* renderer_;
    const Game* game_ = nullptr;
    std::array<QString, kMaxSeats> names_;
    Pacing* pacing_ = nullptr;  // the speed, the glides, the trick held, when all is still
    HeldTrick* held_ = nullptr; // the last trick in the middle for a look
    std::unique_ptr<Geometry> g_;
    std::array<CardItem*, 40> cards_{};
    CounterTray* counters_ = nullptr;    // the piles and the pool dish
    HandInput* hand_ = nullptr;          // the human's hand as an input
    std::unique_ptr<TableNotes> notes_;  // the box at the top, the hint's note
    std::unique_ptr<SeatPlates> plates_; // the name plates
    TableLabel* stockLabel_ = nullptr;
    TableLabel* discardLabel_ = nullptr;
    TableLabel* sitOutLabel_ = nullptr;                // at the Alcalde's empty place
    int alcalde_ = -1;                                 // his pit is edged in gilt
    std::array<TableLabel*, kMaxSeats> trickLabels_{}; // how many tricks each has won
    TableLabel* winnerLabel_ = nullptr;                // under the trick held: who took it
    QRectF panelArea_;
    CardSet inPlay_; // the cards of the trick in play, as placed
    std::vector<Card> handOrder_;

    std::array<int, kPackSize> extraDelay_{};
    bool openHands_ = false;
};

} // namespace ombre::ui
