#include "mainwindow.h"

#include "plantablemodel.h"

#include "accesskeypanel.h"
#include "catalogbrowser.h"
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "filedialogdates.h"
#include "importers.h"
#include "language.h"
#include "library.h"
#include "librarypage.h"
#include "palette.h"
#include "presets.h"
#include "pricedialog.h"
#include "refreshdialog.h"
#include "report.h"
#include "scenariodocument.h"
#include "screenfit.h"
#include "settingskeys.h"
#include "unshapedtext.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOption>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace gpuplanner {

namespace {

// The window's tabs. QTabWidget places its page stack and tab bar only once it is visible
// (QTabWidget::setUpLayout, from its show event), and Qt shows the stack before that, at its
// size hint: the first tab's page was laid out at that size (the comparison page at
// 999 × 839 in a 1560 × 940 window: its table, panes and four charts) and at once again at
// its real size. These tabs place both as setUpLayout will, at their resize before the
// window first shows, so the page is laid out once; setUpLayout then finds them in place.
class PageTabs : public QTabWidget
{
public:
    using QTabWidget::QTabWidget;

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QTabWidget::resizeEvent(event);
        if (isVisible())
            return;
        QStyleOptionTabWidgetFrame option;
        initStyleOption(&option);
        tabBar()->setGeometry(style()->subElementRect(QStyle::SE_TabWidgetTabBar, &option, this));
        if (auto *stack = findChild<QStackedWidget *>(QStringLiteral("qt_tabwidget_stackedwidget"),
                                                      Qt::FindDirectChildrenOnly))
            stack->setGeometry(
                style()->subElementRect(QStyle::SE_TabWidgetTabContents, &option, this));
    }
};

// The first local .gpuplan.json file of a drag, or "".
QString droppedScenario(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile() &&
            url.toLocalFile().endsWith(QLatin1String(".gpuplan.json"), Qt::CaseInsensitive))
            return url.toLocalFile();
    }
    return {};
}

// A model's config.json (or a folder holding one) dropped on the window.
QString droppedModelConfig(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls()) {
        if (!url.isLocalFile())
            continue;
        const QFileInfo info(url.toLocalFile());
        if (info.fileName() == QLatin1String("config.json") ||
            (info.isDir() &&
             QFileInfo::exists(QDir(info.filePath()).filePath(QStringLiteral("config.json")))))
            return info.filePath();
    }
    return {};
}

} // namespace

MainWindow::MainWindow(CatalogRepository *repository, const PresetLibrary *presets,
                       QSettings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_repository(repository)
    , m_settings(settings)
    , m_presets(presets)
{
    setAcceptDrops(true);
    m_builtDark = palette::screen().dark;
    drawTextUnshaped(this);           // the whole window (unshapedtext.h)
    fileDialogsInTheWindowLanguage(); // Qt's own file dialogs' dates (filedialogdates.h)
    // Every tab starts as an empty placeholder; ensurePage() builds the real page when the
    // tab is first shown or asked for, so start-up builds only what it shows.
    m_tabs = new PageTabs(this);
    for (int i = 0; i < TabCount; ++i) {
        m_placeholders[i] = new QWidget(m_tabs);
        m_tabs->addTab(m_placeholders[i], tabLabel(Tab(i)));
        m_tabs->setTabToolTip(i, tabShortcut(Tab(i)).toString(QKeySequence::NativeText));
    }
    m_library = new ScenarioLibrary(presets, this);
    if (m_settings) {
        const QString folder = m_settings->value(settingskeys::kLibraryFolder).toString();
        if (!folder.isEmpty())
            m_library->setFolder(folder);
        m_recent =
            m_settings->value(settingskeys::kRecentFiles).toStringList().mid(0, kMaxRecentFiles);
        m_tabs->setCurrentIndex(
            std::clamp(m_settings->value(settingskeys::kWindowTab, 0).toInt(), 0, TabCount - 1));
    }
    // The open scenario: the one default until a file is opened. The tabs edit it.
    m_doc = new ScenarioDocument(this);
    Scenario untitled = ScenarioDocument::defaultScenario(presets);
    m_placeholderName = tr("Untitled scenario");
    untitled.name = m_placeholderName;
    untitled.author = qEnvironmentVariable("USER");
    m_doc->load(untitled);
    connect(m_doc, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &ScenarioDocument::metadataChanged, this, &MainWindow::updateTitle);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_swapping || index < 0 || index >= TabCount)
            return;
        ensurePage(Tab(index));
        if (m_settings)
            m_settings->setValue(settingskeys::kWindowTab, index);
    });
    setCentralWidget(m_tabs);
    createMenus();
    ensurePage(Tab(m_tabs->currentIndex()));

    resize(1560, 940);
    restoreWindowGeometry();
    statusBar()->showMessage(tr("Catalog: %1").arg(repository->shippedPath()), 5000);
    updateTitle();
}

MainWindow::~MainWindow()
{
    // A language this window installed goes with it, while the window is still whole (the
    // removal sends every widget a LanguageChange event).
    m_ownLanguageSwitcher.reset();
}

QString MainWindow::tabLabel(Tab tab) const
{
    switch (tab) {
    // No mnemonic: Alt+1 … Alt+4 show the tabs (View menu), which leaves the letters to
    // the pages' fields; a tab's letter took Alt+C, M, P and L from every page.
    case CatalogTab:
        return tr("Catalog");
    case EstimateTab:
        return tr("Memory estimate");
    case ComparisonTab:
        return tr("Comparison");
    case LibraryTab:
        return tr("Library");
    case TabCount:
        break;
    }
    return {};
}

QWidget *MainWindow::ensurePage(Tab tab)
{
    if (m_pages[tab])
        return m_pages[tab];
    QWidget *page = nullptr;
    switch (tab) {
    case CatalogTab:
        m_browser = new CatalogBrowser(m_repository, m_tabs);
        if (m_settings) {
            if (m_settings->contains(settingskeys::kCatalogHiddenColumns))
                m_browser->setHiddenColumns(
                    m_settings->value(settingskeys::kCatalogHiddenColumns).toStringList());
            const QString region = m_settings->value(settingskeys::kCatalogRegion).toString();
            if (!region.isEmpty())
                m_browser->setRegion(region);
        }
        page = m_browser;
        break;
    case EstimateTab:
        // Both pages bind to the document: neither reads the other's fields.
        m_estimator = new EstimatorPage(m_presets, m_doc, m_tabs);
        m_estimator->setCatalog(m_repository->snapshot()); // "What fits?" targets
        connect(m_repository, &CatalogRepository::changed, m_estimator,
                [this] { m_estimator->setCatalog(m_repository->snapshot()); });
        routeUndoKeys(m_estimator);
        page = m_estimator;
        break;
    case ComparisonTab:
        m_comparison = new ComparisonPage(m_repository, m_doc, m_tabs);
        if (m_settings)
            m_comparison->restoreState(*m_settings);
        routeUndoKeys(m_comparison);
        page = m_comparison;
        break;
    case LibraryTab:
        m_libraryPage = new LibraryPage(m_library, m_repository, m_tabs);
        connect(m_libraryPage, &LibraryPage::openRequested, this, &MainWindow::openFromLibrary);
        connect(m_libraryPage, &LibraryPage::shareCodeOpened, this, &MainWindow::openShareCode);
        connect(m_libraryPage, &LibraryPage::statusMessage, this,
                [this](const QString &text) { statusBar()->showMessage(text, 5000); });
        connect(m_libraryPage, &LibraryPage::folderChosen, this, [this](const QString &folder) {
            if (m_settings)
                m_settings->setValue(settingskeys::kLibraryFolder, folder);
        });
        page = m_libraryPage;
        break;
    case TabCount:
        return nullptr;
    }
    m_pages[tab] = page;
    // The page takes the placeholder's place (the same index, label and current tab).
    const bool current = m_tabs->currentIndex() == tab;
    const QString label = m_tabs->tabText(tab);
    m_swapping = true;
    m_tabs->removeTab(tab);
    m_tabs->insertTab(tab, page, label);
    m_tabs->setTabToolTip(tab, tabShortcut(tab).toString(QKeySequence::NativeText));
    if (current)
        m_tabs->setCurrentIndex(tab);
    m_swapping = false;
    m_placeholders[tab]->deleteLater();
    m_placeholders[tab] = nullptr;
    return page;
}

CatalogBrowser *MainWindow::catalogBrowser() const
{
    const_cast<MainWindow *>(this)->ensurePage(CatalogTab);
    return m_browser;
}

EstimatorPage *MainWindow::estimatorPage() const
{
    const_cast<MainWindow *>(this)->ensurePage(EstimateTab);
    return m_estimator;
}

ComparisonPage *MainWindow::comparisonPage() const
{
    const_cast<MainWindow *>(this)->ensurePage(ComparisonTab);
    return m_comparison;
}

LibraryPage *MainWindow::libraryPage() const
{
    const_cast<MainWindow *>(this)->ensurePage(LibraryTab);
    return m_libraryPage;
}

QRect MainWindow::fitToScreen(const QRect &window, const QRect &available)
{
    return gpuplanner::fitToScreen(window, available); // screenfit.h
}

void MainWindow::restoreWindowGeometry()
{
    if (m_settings)
        restoreGeometry(m_settings->value(settingskeys::kWindowGeometry).toByteArray());
    if (isMaximized() || isFullScreen())
        return;
    QScreen *screen = QGuiApplication::screenAt(geometry().center());
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen)
        return;
    // Before the window is shown its frame is not known: leave room for a title bar.
    const int titleBar = style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, this);
    const QRect available = screen->availableGeometry().adjusted(0, titleBar, 0, 0);
    const QRect fitted = fitToScreen(geometry(), available);
    if (fitted.size() != size())
        resize(fitted.size());
    // A position only when one was restored: a first start leaves placement to the
    // window manager.
    if (testAttribute(Qt::WA_Moved) && fitted.topLeft() != pos())
        move(fitted.topLeft());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    if (m_settings) {
        m_settings->setValue(settingskeys::kWindowGeometry, saveGeometry());
        if (m_browser) { // else the settings still hold what it would save
            m_settings->setValue(settingskeys::kCatalogHiddenColumns, m_browser->hiddenColumns());
            m_settings->setValue(settingskeys::kCatalogRegion, m_browser->region());
        }
        if (m_comparison)
            m_comparison->saveState(*m_settings);
    }
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (droppedScenario(event->mimeData()).isEmpty() &&
        droppedModelConfig(event->mimeData()).isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = droppedScenario(event->mimeData());
    if (path.isEmpty()) {
        const QString config = droppedModelConfig(event->mimeData());
        if (config.isEmpty()) {
            event->ignore();
            return;
        }
        event->acceptProposedAction();
        QTimer::singleShot(0, this, [this, config] { importModelConfig(config); });
        return;
    }
    event->acceptProposedAction();
    // After the drop has finished: opening may ask to save the open scenario first.
    QTimer::singleShot(0, this, [this, path] {
        if (openScenario(path))
            statusBar()->showMessage(
                tr("Opened %1").arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())),
                5000);
    });
}

} // namespace gpuplanner
