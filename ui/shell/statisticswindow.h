// Game > Statistics: the player's history in pictures (Qt Charts). Ombre: the fish over all his
// deals and, deal by deal, over a session; his games as the Ombre by game and how they ended;
// the review's loss per reviewed deal as a trend. Piquet: the points of each deal, his and his
// opponent's, and the sets won and lost. Every deal whose record is still kept is listed, to
// replay or to review. Read afresh each time it is shown, in a thread of its own (years of
// deals take a moment); a damaged file of the history is set aside and said at the top, rows
// that cannot be read are counted there; an empty history says how it fills.
#pragma once

#include "ombre/statistics.h"
#include "piquet/statistics.h"
#include "ui/kit/retranslator.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QTabWidget;
class QTableWidget;
class QChartView;
class QChart;
class QThread;

class MainWindow;

namespace ombre::ui {

class StatisticsWindow : public QDialog {
    Q_OBJECT

public:
    explicit StatisticsWindow(MainWindow* window);
    ~StatisticsWindow() override;

    // Reads the histories again, off the window's thread, and redraws once they are read.
    void refresh();
    // The histories are being read: the window says so and shows what it had.
    bool loading() const { return reader_ != nullptr; }
    const HistoryStatistics& ombre() const { return ombre_; }
    const piquet::HistoryStatistics& piquet() const { return piquet_; }

    QTabWidget* tabs() const { return tabs_; }
    QTableWidget* dealList() const { return deals_; }
    QLabel* summaryLabel() const { return summary_; }
    QLabel* messageLabel() const { return messages_; }
    QComboBox* sessionBox() const { return sessionBox_; }
    // The charts as drawn now: their titles and series' point counts, for the tests.
    QChart* chart(const QString& objectName) const;

protected:
    void changeEvent(QEvent* event) override;

signals:
    void loaded(); // the histories read, the window redrawn

private:
    void buildUi();
    void readDone();
    void redraw();
    void drawTotals();
    void drawSession();
    void drawGames();
    void drawReviews();
    void drawPiquet();
    void fillDeals();
    void openSelected(bool review);
    QChartView* addChart(QWidget* page, const QString& objectName);

    MainWindow* window_;
    QThread* reader_ = nullptr;
    bool readAgain_ = false; // refresh() while reading
    HistoryStatistics ombre_;
    piquet::HistoryStatistics piquet_;
    QLabel* summary_ = nullptr;
    QLabel* messages_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QComboBox* sessionBox_ = nullptr;
    QChartView* totals_ = nullptr;
    QChartView* session_ = nullptr;
    QChartView* games_ = nullptr;
    QChartView* reviews_ = nullptr;
    QChartView* piquetPoints_ = nullptr;
    QLabel* piquetSets_ = nullptr;
    QTableWidget* deals_ = nullptr;
    Retranslator tr_;
};

} // namespace ombre::ui
