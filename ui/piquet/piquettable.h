// The two-sided Piquet table (Cotgrave 1662), in the style of the Ombre table: wood and baize,
// the human at the bottom and the computer at the top with their name plates, the stock and the
// discards between them, the trick in the middle, the declarations as they are spoken and
// scored, and the score sheet to the set. Built on the kit as the Ombre table is: the cards are
// CardItems that glide to their places at the chosen speed, and a trick just completed is held in
// the middle, its winning card ringed, until the time is up or a click or a key ends it. It shows
// what the piquet::Session's Deal says and never changes the game: the human's choices leave it as
// humanAction().
#pragma once

#include "piquet/card.h"
#include "piquet/randomplayer.h"
#include "ui/kit/cardplace.h"

#include <QGraphicsView>
#include <QPointer>

#include <array>
#include <functional>
#include <optional>

class QGraphicsPixmapItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QGraphicsTextItem;

namespace ombre::piquet {
class Session;
}

namespace ombre::ui {

class CardItem;
class CardRenderer;
class NamePlate;
class HeldTrick;
class Pacing;
class PanelFrame;
class ParchmentNote;
class PiquetPanel;

inline constexpr int kPiquetHuman = 0; // the seat at the bottom
inline constexpr int kPiquetComputer = 1;

class PiquetTable : public QGraphicsView {
    Q_OBJECT

public:
    PiquetTable(piquet::Session* session, CardRenderer* renderer, QWidget* parent = nullptr);

    void setNames(const std::array<QString, 2>& names);
    const std::array<QString, 2>& names() const { return names_; }
    // The seat told in the second person ("Your discard"); -1: nobody (a replay).
    void setYou(int seat) { you_ = seat; }
    // 0: no animation; 1: normal; larger is slower.
    void setSpeed(double factor);
    // Lays everything out afresh from the session's deal, the cards gliding to their places
    // (at once without `animate`).
    void sync(bool animate = true);
    // The trick just completed stays in the middle, its winning card ringed and its winner
    // named, for the time the speed sets or until a click or a key; then it goes to its winner.
    void trickCompleted();
    void releaseHeldTrick();
    bool trickHeld() const;
    // The last trick shown again in the middle (L), until the next click or key.
    void reviewLastTrick();
    bool reviewingLastTrick() const;
    // Runs `f` once no card moves and no trick is held (the next player acts only then).
    void whenIdle(std::function<void()> f);
    void cancelIdleCallbacks();
    bool busy() const;
    // Asks the human's decision now (the panel, or the hand for a card).
    void present();
    void clearDecision();
    bool waitingForHuman() const { return waiting_; }
    // A word spoken at a seat (its name plate's bubble); empty clears it.
    void speak(int seat, const QString& text);
    // The same, spoken again in the language of the moment when it changes.
    void speak(int seat, std::function<QString()> text);
    // The end of the deal: every count on a panel, with the next deal or a new set offered.
    void showResult();

    // The rules browser's section for the decision now ("piquet-deal#exchange").
    QString currentSection() const;

    // What the table shows (tests, screenshots).
    PanelFrame* panel() const;
    bool resultShown() const { return resultShown_; } // the panel is the deal's result
    piquet::CardSet marked() const { return marked_; }
    void clickCard(piquet::Card c);                  // as a click on the card in the hand
    std::optional<piquet::Card> focusedCard() const; // the keyboard's card
    void focusCard(piquet::Card c); // the keyboard's card set to `c` (a hint): Enter plays it
    QString sheetText() const;      // the score sheet, plain
    CardItem* cardItem(piquet::Card c) const;
    std::array<int, 2> shownTotals() const { return shownTotals_; }
    QString declarationsText() const;
    // What the table keeps in sight, in scene coordinates, each by what it is (for the tests'
    // messages, untranslated): the plates, the
    // score sheet and declarations, the hands, the stock, the trick and the labels. No panel
    // covers them, nor do they cover each other.
    struct Kept {
        QString what;
        QRectF rect;
    };
    const std::vector<Kept>& keptInSight() const { return kept_; }

signals:
    void humanAction(const ombre::piquet::Action& action);
    void refused(const QString& reason); // a card the engine does not allow
    void rulesRequested(const QString& section);
    void nextDealRequested();
    void reviewRequested(); // the result's Review button

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override; // ends a held trick
    void keyPressEvent(QKeyEvent* event) override;

private:
    using Places = std::array<CardPlace, piquet::kPackSize>;
    QRectF cardRect(const CardPlace& p) const;
    void layoutHand(Places& places);
    void layoutPlates();
    void layoutMiddle(Places& places);
    void layoutStock(QPointF centre, int left);
    void layoutTrick(Places& places, qreal labelLeft);
    void layoutColumn(); // the score sheet, and the declarations under it
    QFont labelFont() const;
    QGraphicsSimpleTextItem* label(const QString& text, QPointF topCentre, qreal minLeft = -1e9);
    void updateHand(const std::vector<piquet::Card>& hand);
    qreal handTop() const;    // the hand's top, a card raised for the discard
    qreal columnLeft() const; // the score sheet's and the declarations' column
    qreal columnWidth() const;
    void keep(const QString& what, const QRectF& rect);
    void placePanel();
    void updateTakeIn();
    void retranslate(); // the language changed: everything shown is told again

    piquet::Session* session_;
    CardRenderer* renderer_;
    std::array<QString, 2> names_;
    std::array<NamePlate*, 2> plates_{};
    std::array<std::function<QString()>, 2> speech_; // empty: silent
    ParchmentNote* sheet_ = nullptr;
    ParchmentNote* decl_ = nullptr;
    std::vector<QGraphicsItem*> transient_; // the stock and the labels, rebuilt on each sync
    std::vector<Kept> kept_;
    std::array<CardItem*, piquet::kPackSize> cards_{};
    Pacing* pacing_ = nullptr;  // the speed, the glides, the trick held, when all is still
    HeldTrick* held_ = nullptr; // the last trick in the middle for a look
    QPointF stockCentre_;       // where the cards not on the table wait
    PiquetPanel* panel_ = nullptr;
    QString section_;
    QSizeF card_{64, 100};
    QRectF table_, baize_;
    bool waiting_ = false;
    bool discarding_ = false;
    int minDiscard_ = 0, maxDiscard_ = 0;
    piquet::CardSet marked_;
    int focus_ = -1; // the keyboard's card, an index into the hand as held
    std::array<int, 2> shownTotals_{};
    bool resultShown_ = false;
    int you_ = kPiquetHuman;
};

} // namespace ombre::ui
