// The main window, composition root of the GUI: tabs (the catalog browser first), the
// menus and their actions (import, enter a price, reset the overlay), window state in
// QSettings. It shows errors from the models in dialogs; the models only report them.
#pragma once

#include <QMainWindow>

class QSettings;

namespace gpuplanner {

class CatalogBrowser;
class CatalogRepository;
class ComparisonPage;
class EstimatorPage;
class PresetLibrary;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(CatalogRepository *repository, const PresetLibrary *presets, QSettings *settings,
               QWidget *parent = nullptr);

    CatalogBrowser *catalogBrowser() const { return m_browser; }
    EstimatorPage *estimatorPage() const { return m_estimator; }
    ComparisonPage *comparisonPage() const { return m_comparison; }
    // Imports files as the File ▸ Import action does, asking what a DescribePrice file
    // prices. Returns false (and shows why) when nothing was imported.
    bool importFiles(const QStringList &files);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void importDialog();
    void enterPrice();
    void resetOverlay();
    void about();

    CatalogRepository *m_repository;
    QSettings *m_settings;
    CatalogBrowser *m_browser = nullptr;
    EstimatorPage *m_estimator = nullptr;
    ComparisonPage *m_comparison = nullptr;
};

} // namespace gpuplanner
