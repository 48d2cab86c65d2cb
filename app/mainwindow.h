// The main window, composition root of the GUI: tabs (the catalog browser first), the
// menus and their actions (import, enter a price, reset the overlay, scenarios, recent
// files, undo and redo, the manual), window state in QSettings. It shows errors from the
// models in dialogs; the models only report them.
//
// The open scenario is a ScenarioDocument (models/scenario/scenariodocument.h): the estimate and
// comparison tabs edit it through commands, Edit ▸ Undo / Redo walk its stack, View ▸
// Undo history shows it, and the title's modified mark follows its clean state. New,
// Open, the library and share codes load a scenario (not an undoable edit).
//
// Catalog edits (an import, an entered price, a reset, a refresh) are steps of the same
// stack (CatalogEditCommand, models/scenario/catalogeditcommand.h), not of a stack of their own or
// a QUndoGroup: a user expects one Edit ▸ Undo that takes back the last thing done, whichever it
// was, and one history listing both in the order they were done. A group switches between stacks by
// which document is active, which is not what a user undoing an import while looking at the
// comparison tab means. Catalog steps do not make the scenario modified, and opening another
// scenario keeps them (until the window closes).
//
// Files: mainwindow.cpp (tabs, window state, drops), mainwindowactions.cpp (menus and
// the catalog, settings and manual actions), mainwindowscenario.cpp (the scenario flow),
// mainwindowhub.cpp (a model from a hub by repository id).
//
// Start-up builds only the tab that is shown first; the others are placeholders until
// they are shown, asked for (the accessors below create them) or a scenario is loaded.
#pragma once

#include "aliyuncredentials.h"
#include "catalogeditcommand.h"
#include "modelhub.h"
#include "report.h"
#include "scenario.h"

#include <QKeySequence>
#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QDialog;
class QDockWidget;
class QMenu;
class QPrinter;
class QSettings;
class QTabWidget;
class QTextBrowser;

namespace gpuplanner {

class CatalogBrowser;
class CatalogRepository;
class ComparisonPage;
class LibraryPage;
class ScenarioLibrary;
class EstimatorPage;
class LanguageSwitcher;
class PresetLibrary;
class ScenarioDocument;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum Tab { CatalogTab, EstimateTab, ComparisonTab, LibraryTab, TabCount };

    MainWindow(CatalogRepository *repository, const PresetLibrary *presets, QSettings *settings,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    // Each creates its tab's page when it does not exist yet.
    CatalogBrowser *catalogBrowser() const;
    EstimatorPage *estimatorPage() const;
    ComparisonPage *comparisonPage() const;
    LibraryPage *libraryPage() const;
    ScenarioLibrary *library() const { return m_library; }
    QTabWidget *tabs() const { return m_tabs; }
    bool isTabCreated(Tab tab) const { return m_pages[tab] != nullptr; }

    // The open scenario with its undo stack; the tabs edit it.
    ScenarioDocument *document() const { return m_doc; }
    // File ▸ Import model from config…: a Hugging Face / ModelScope config.json (or a folder
    // holding it) becomes the scenario's model, as one undoable edit; a bad file is named
    // with its field in a message and changes nothing. Returns whether it was imported.
    bool importModelConfig(const QString &path);
    // File ▸ Import model from a hub… once its dialog is answered (mainwindowhub.cpp): a
    // repository ("modelscope:owner/name", "hf:owner/name" or the repository page's
    // address) fetched into the cache on a worker thread, the window answering meanwhile,
    // with a progress dialog whose Cancel stops the request; then imported as
    // importModelConfig does. A failure is shown (plain text, with the URL) and, like
    // Cancel, changes nothing. Returns whether the model was imported.
    bool importModelFromHub(const QString &spec);
    // The hubs' endpoints, cache folder and deadline (tests give a fake hub on 127.0.0.1
    // and a temporary cache); by default the environment's and ~/.cache/gpu-planner/models.
    void setHubOptions(const HubOptions &options) { m_hubOptions = options; }

    // The scenario as the tabs show it now (inputs, plan options, today's prices).
    Scenario currentScenario() const;
    const QString &scenarioName() const;
    const QString &scenarioPath() const { return m_scenarioPath; }
    bool isModified() const; // the document's stack is not at its clean state
    // Edit ▸ Undo / Redo and View ▸ Undo history.
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QDockWidget *undoHistory() const { return m_history; }
    // Opens a scenario file; on any problem shows why and keeps the open scenario.
    bool openScenario(const QString &path);
    // Saves to the open file (asking what to do when it changed on disk since) or, without
    // one, asks for a file. Returns true when saved.
    bool saveScenario();
    // An untitled scenario takes the file's name ("a.gpuplan.json" → "a"); a named one
    // keeps its name.
    bool saveScenarioAs(const QString &path);
    // Where Save As proposes to save: the team library folder, else the open file's
    // folder, else the home folder; the file named after the scenario.
    QString suggestedSavePath() const;
    bool exportReport(const QString &path);
    // The report of the scenario as the tabs show it: the comparison's sort, visible
    // columns and rows ("Show types that do not fit", "Hide old prices"), in the window's
    // language.
    ReportInput reportInput();
    // File ▸ Print report… without the dialog: the PDF report's pages on `printer` (tests
    // print to a PDF file). The print dialog is printReportDialog's.
    bool printReport(QPrinter *printer);
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

    // File ▸ Open Recent: newest first, at most kMaxRecentFiles, kept in the settings.
    static constexpr int kMaxRecentFiles = 10;
    QStringList recentFiles() const { return m_recent; }
    QMenu *recentMenu() const { return m_recentMenu; }
    // Opens a recent file; one that no longer exists is removed with a message.
    bool openRecent(const QString &path);

    // Help ▸ Manual (F1).
    void showManual();
    QDialog *manualDialog() const { return m_manual; }
    QTextBrowser *manualBrowser() const { return m_manualBrowser; }
    // The shortcuts page of the manual, generated from the window's actions.
    QString shortcutsHtml() const;
    // The manual's language folder under :/manual ("en" or "zh_CN").
    static QString manualLanguage();

    // View ▸ Language and Settings (mainwindowlanguage.cpp): stores the choice ("" = the
    // system's language, "en", "zh_CN") in ui/language, installs it and rebuilds what shows
    // text at once: the menus, the tab titles and every created page (built again bound to
    // the same document, their saved state kept), the title, the status bar and the manual.
    // The document, its undo stack and history, the open file and the current tab stay.
    void setLanguage(const QString &choice);
    // The switcher main.cpp installed the start-up language with; without one the window
    // makes its own on the first switch.
    void setLanguageSwitcher(LanguageSwitcher *switcher) { m_languageSwitcher = switcher; }

    // View ▸ Appearance (mainwindowappearance.cpp): stores the choice ("" = the desktop's,
    // "light", "dark") in ui/appearance and applies it to the application (appearance.h).
    // Every window then rebuilds its pages in the new colour scheme (changeEvent), as it
    // does when the desktop itself turns dark or light.
    void setAppearance(const QString &choice);

    // Help ▸ Getting started (mainwindowstart.cpp): the start panel, window-modal; its
    // choice is carried out when it closes (the model and task set through the estimate's
    // form, as one would by hand, then the memory or comparison tab; or Open / the
    // library's Choose folder). The panel's "Show at start" is stored in ui/startPanel.
    void showStartPanel();
    // At start-up without files to open: the panel when ui/startPanel is true or unset (a
    // fresh profile). Returns whether it was shown.
    bool showStartPanelIfDue();

    // A window rectangle moved and shrunk into the available screen area.
    static QRect fitToScreen(const QRect &window, const QRect &available);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    QWidget *ensurePage(Tab tab);
    QString tabLabel(Tab tab) const;
    // Alt+1 … Alt+4: the View menu's key for the tab, also its tooltip.
    static QKeySequence tabShortcut(Tab tab)
    {
        return QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + int(tab)));
    }
    void createMenus();
    void createLanguageMenu(QMenu *view);
    void createAppearanceMenu(QMenu *view);
    void retranslate();
    void rebuildPages();
    void importDialog();
    void enterPrice();
    void resetOverlay();
    void refreshPrices();
    // Puts a catalog edit, already done, on the undo stack (nothing when it changed
    // nothing).
    void pushCatalogEdit(const CatalogEditCommand::Edit &edit, const OverlayChange &change);
    void about();
    void newScenario();
    void openScenarioDialog();
    void importModelConfigDialog();
    void importModelFromHubDialog();
    void saveScenarioAsDialog();
    void exportReportDialog();
    void printReportDialog();
    void editProperties();
    void settingsDialog();
    void copyShareCode();
    void openShareCode(const QString &code);
    void openFromLibrary(const QString &path);
    void loadScenario(const Scenario &s, const QString &path, const QByteArray &hash);
    bool maybeSave();
    void updateTitle();
    void createUndoActions(QMenu *edit, QMenu *view);
    // Ctrl+Z and Ctrl+Shift+Z in a page's fields reach Edit ▸ Undo / Redo.
    void routeUndoKeys(QWidget *page);
    void addRecentFile(const QString &path);
    void setRecentFiles(const QStringList &files);
    void rebuildRecentMenu();
    void restoreWindowGeometry();

    CatalogRepository *m_repository;
    QSettings *m_settings;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_pages[TabCount] = {};
    QWidget *m_placeholders[TabCount] = {};
    bool m_swapping = false;
    bool m_builtDark = false;        // the colour scheme the pages were built in
    bool m_schemeRebuildDue = false; // a rebuild for a new scheme is queued
    std::optional<aliyun::CredentialSources> m_credentialSources;
    HubOptions m_hubOptions;
    CatalogBrowser *m_browser = nullptr;
    EstimatorPage *m_estimator = nullptr;
    ComparisonPage *m_comparison = nullptr;
    LibraryPage *m_libraryPage = nullptr;
    ScenarioLibrary *m_library = nullptr;
    const PresetLibrary *m_presets = nullptr;
    ScenarioDocument *m_doc = nullptr;
    QString m_scenarioPath;    // "" until saved
    QByteArray m_baseHash;     // of the file as opened or last saved
    bool m_untitled = true;    // the name is the "Untitled scenario" placeholder
    QString m_placeholderName; // that placeholder, in the language it was given in
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QDockWidget *m_history = nullptr;
    QObject *m_undoKeys = nullptr; // the event filter of routeUndoKeys
    QStringList m_recent;
    QMenu *m_recentMenu = nullptr;
    QDialog *m_manual = nullptr;
    QTextBrowser *m_manualBrowser = nullptr;
    LanguageSwitcher *m_languageSwitcher = nullptr;
    std::unique_ptr<LanguageSwitcher> m_ownLanguageSwitcher;
};

} // namespace gpuplanner
