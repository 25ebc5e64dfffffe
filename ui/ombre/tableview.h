// The view of the table: the scene laid out afresh at the window's size (crisp at every size and
// device pixel ratio, no scaling of pixmaps), the keyboard for the hand, and the decision panel
// floating over the table.
#pragma once

#include <QGraphicsView>
#include <QList>
#include <QPointer>

namespace ombre::ui {

class TableScene;

class TableView : public QGraphicsView {
    Q_OBJECT

public:
    explicit TableView(TableScene* scene, QWidget* parent = nullptr);

    TableScene* tableScene() const { return scene_; }
    // The panel asking the player's current decision, shown over the table; nullptr: none.
    void setPanel(QWidget* panel);
    QWidget* panel() const { return panel_; }
    void placePanel();
    // The panels' font size for the table's size; a panel too large for its room gets smaller.
    qreal panelFont() const;
    // A standing panel in the bottom right-hand corner (the Surrender offer), beside the
    // decision panel; nullptr: none. Placed again whenever its size changes.
    void setCornerPanel(QWidget* panel);
    void placeCornerPanel();
    // The corner panel's font size for the table's size, made smaller to fit beside the hand.
    qreal cornerFont() const;
    QWidget* cornerPanel() const { return corner_; }
    // What a panel over the table must leave in sight (the scene's), in the viewport's
    // coordinates.
    QList<QRect> keptInSight() const;

signals:
    void laidOut(); // the table laid out anew at the view's size, its panels placed

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override; // the corner panel resized

private:
    TableScene* scene_;
    QPointer<QWidget> panel_;
    QPointer<QWidget> corner_;
    static int leastWidth(const QWidget* panel);
    bool placingCorner_ = false;
};

} // namespace ombre::ui
