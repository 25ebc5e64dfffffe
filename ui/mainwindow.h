#pragma once

#include <QMainWindow>

class QLabel;

// Top-level window of the Ombre game.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

private slots:
    void showAbout();

private:
    void createMenus();

    QLabel* m_placeholder = nullptr;
};
