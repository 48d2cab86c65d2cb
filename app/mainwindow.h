// The main window, composition root of the GUI: tabs (the catalog browser first), the
// menus and their actions (import, enter a price, reset the overlay), window state in
// QSettings. It shows errors from the models in dialogs; the models only report them.
#pragma once

#include "aliyuncredentials.h"
#include "scenario.h"

#include <QMainWindow>

#include <optional>

class QSettings;

namespace gpuplanner {

class CatalogBrowser;
class CatalogRepository;
class ComparisonPage;
class LibraryPage;
class ScenarioLibrary;
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
    LibraryPage *libraryPage() const { return m_libraryPage; }
    ScenarioLibrary *library() const { return m_library; }

    // The scenario as the tabs show it now (inputs, plan options, today's prices).
    Scenario currentScenario() const;
    const QString &scenarioPath() const { return m_scenarioPath; }
    bool isModified() const { return m_modified; }
    // Opens a scenario file; on any problem shows why and keeps the open scenario.
    bool openScenario(const QString &path);
    // Saves to the open file (asking what to do when it changed on disk since) or, without
    // one, asks for a file. Returns true when saved.
    bool saveScenario();
    bool saveScenarioAs(const QString &path);
    bool exportReport(const QString &path);
    // Imports files as the File ▸ Import action does, asking what a DescribePrice file
    // prices. Returns false (and shows why) when nothing was imported.
    bool importFiles(const QStringList &files);
    // Where Settings and Catalog ▸ Refresh prices… look for keys and keep typed ones; by
    // default the environment, ~/.aliyun/config.json and the system keychain. Tests give a
    // memory store so the real keychain is never touched.
    void setCredentialSources(const aliyun::CredentialSources &sources)
    {
        m_credentialSources = sources;
    }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void importDialog();
    void enterPrice();
    void resetOverlay();
    void about();
    void newScenario();
    void openScenarioDialog();
    void saveScenarioAsDialog();
    void exportReportDialog();
    void editProperties();
    void settingsDialog();
    void copyShareCode();
    void openShareCode(const QString &code);
    void loadScenario(const Scenario &s, const QString &path, const QByteArray &hash);
    bool maybeSave();
    void markModified();
    void updateTitle();

    CatalogRepository *m_repository;
    QSettings *m_settings;
    std::optional<aliyun::CredentialSources> m_credentialSources;
    CatalogBrowser *m_browser = nullptr;
    EstimatorPage *m_estimator = nullptr;
    ComparisonPage *m_comparison = nullptr;
    LibraryPage *m_libraryPage = nullptr;
    ScenarioLibrary *m_library = nullptr;
    const PresetLibrary *m_presets = nullptr;
    Scenario m_scenario;    // name, author, notes, tags, id, revision of the open scenario
    QString m_scenarioPath; // "" until saved
    QByteArray m_baseHash;  // of the file as opened or last saved
    bool m_modified = false;
    bool m_loading = false;
};

} // namespace gpuplanner
