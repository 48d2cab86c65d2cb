#include "mainwindow.h"

#include "plantablemodel.h"

#include "accesskeypanel.h"
#include "catalogbrowser.h"
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "importers.h"
#include "library.h"
#include "librarypage.h"
#include "presets.h"
#include "pricedialog.h"
#include "refreshdialog.h"
#include "report.h"

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
#include <QStatusBar>
#include <QStyle>
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

// The manual's pages from the resources; shortcuts.html is generated from the actions.
class ManualBrowser : public QTextBrowser
{
public:
    ManualBrowser(std::function<QString()> shortcuts, QWidget *parent)
        : QTextBrowser(parent)
        , m_shortcuts(std::move(shortcuts))
    {}

    QVariant loadResource(int type, const QUrl &name) override
    {
        if (type == QTextDocument::HtmlResource &&
            name.fileName() == QLatin1String("shortcuts.html"))
            return m_shortcuts();
        return QTextBrowser::loadResource(type, name);
    }

private:
    std::function<QString()> m_shortcuts;
};

} // namespace

MainWindow::MainWindow(CatalogRepository *repository, const PresetLibrary *presets,
                       QSettings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_repository(repository)
    , m_settings(settings)
    , m_presets(presets)
{
    setAcceptDrops(true);
    // Every tab starts as an empty placeholder; ensurePage() builds the real page when the
    // tab is first shown or asked for, so start-up builds only what it shows.
    m_tabs = new QTabWidget(this);
    const QString labels[TabCount] = {tr("&Catalog"), tr("&Memory estimate"), tr("Com&parison"),
                                      tr("&Library")};
    for (int i = 0; i < TabCount; ++i) {
        m_placeholders[i] = new QWidget(m_tabs);
        m_tabs->addTab(m_placeholders[i], labels[i]);
    }
    m_library = new ScenarioLibrary(presets, this);
    if (m_settings) {
        const QString folder = m_settings->value(QStringLiteral("library/folder")).toString();
        if (!folder.isEmpty())
            m_library->setFolder(folder);
        m_recent = m_settings->value(QStringLiteral("recent/files"))
                       .toStringList()
                       .mid(0, kMaxRecentFiles);
        m_tabs->setCurrentIndex(std::clamp(
            m_settings->value(QStringLiteral("window/tab"), 0).toInt(), 0, TabCount - 1));
    }
    m_scenario = gpuplanner::newScenario();
    m_scenario.name = tr("Untitled scenario");
    m_scenario.author = qEnvironmentVariable("USER");
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_swapping || index < 0 || index >= TabCount)
            return;
        ensurePage(Tab(index));
        if (m_settings)
            m_settings->setValue(QStringLiteral("window/tab"), index);
    });
    setCentralWidget(m_tabs);
    createMenus();
    ensurePage(Tab(m_tabs->currentIndex()));

    resize(1560, 940);
    restoreWindowGeometry();
    statusBar()->showMessage(tr("Catalog: %1").arg(repository->shippedPath()), 5000);
    m_modified = false;
    updateTitle();
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
            if (m_settings->contains(QStringLiteral("catalog/hiddenColumns")))
                m_browser->setHiddenColumns(
                    m_settings->value(QStringLiteral("catalog/hiddenColumns")).toStringList());
            const QString region = m_settings->value(QStringLiteral("catalog/region")).toString();
            if (!region.isEmpty())
                m_browser->setRegion(region);
        }
        page = m_browser;
        break;
    case EstimateTab:
        m_estimator = new EstimatorPage(m_presets, m_tabs);
        connect(m_estimator, &EstimatorPage::estimateChanged, this, &MainWindow::markModified);
        m_estimator->setCatalog(m_repository->snapshot()); // "What fits?" targets
        connect(m_repository, &CatalogRepository::changed, m_estimator,
                [this] { m_estimator->setCatalog(m_repository->snapshot()); });
        // "What fits?" judges with the comparison's options (max instances, headroom).
        m_estimator->setPlanOptionsSource(
            [this] { return static_cast<ComparisonPage *>(ensurePage(ComparisonTab))->options(); });
        if (m_comparison)
            connect(m_estimator, &EstimatorPage::estimateChanged, m_comparison,
                    &ComparisonPage::scheduleRecompute);
        page = m_estimator;
        break;
    case ComparisonTab:
        ensurePage(EstimateTab); // the comparison plans the estimate tab's workload
        m_comparison = new ComparisonPage(
            m_repository, [this] { return m_estimator->workload(); }, m_tabs);
        connect(m_estimator, &EstimatorPage::estimateChanged, m_comparison,
                &ComparisonPage::scheduleRecompute);
        connect(m_comparison, &ComparisonPage::optionsEdited, this, &MainWindow::markModified);
        if (m_settings)
            m_comparison->restoreState(*m_settings);
        connect(m_comparison, &ComparisonPage::optionsEdited, m_estimator, [this] {
            if (m_estimator->solveResult())
                m_estimator->solveNow();
        });
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
                m_settings->setValue(QStringLiteral("library/folder"), folder);
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
    if (!available.isValid())
        return window;
    const int w = std::min(window.width(), available.width());
    const int h = std::min(window.height(), available.height());
    const int x =
        std::clamp(window.x(), available.left(), available.left() + available.width() - w);
    const int y = std::clamp(window.y(), available.top(), available.top() + available.height() - h);
    return {x, y, w, h};
}

void MainWindow::restoreWindowGeometry()
{
    if (m_settings)
        restoreGeometry(m_settings->value(QStringLiteral("window/geometry")).toByteArray());
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

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New scenario"), QKeySequence::New, this, &MainWindow::newScenario);
    file->addAction(tr("&Open scenario…"), QKeySequence::Open, this,
                    &MainWindow::openScenarioDialog);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    rebuildRecentMenu();
    file->addAction(tr("&Save scenario"), QKeySequence::Save, this, [this] { saveScenario(); });
    file->addAction(tr("Save scenario &as…"), QKeySequence::SaveAs, this,
                    &MainWindow::saveScenarioAsDialog);
    file->addAction(tr("Scenario &properties…"), this, &MainWindow::editProperties);
    file->addAction(tr("E&xport report…"), QKeySequence(tr("Ctrl+R")), this,
                    &MainWindow::exportReportDialog);
    file->addAction(tr("Copy share &code"), this, &MainWindow::copyShareCode);
    file->addSeparator();
    QAction *import = file->addAction(tr("&Import catalog data…"), this, &MainWindow::importDialog);
    import->setShortcut(QKeySequence(tr("Ctrl+I")));
    import->setStatusTip(
        tr("DescribeInstanceTypes, DescribePrice or DescribeSpotAdvice JSON, or a price CSV"));
    QAction *price = file->addAction(tr("&Enter a price…"), this, &MainWindow::enterPrice);
    price->setShortcut(QKeySequence(tr("Ctrl+E")));
    file->addAction(tr("&Reset my catalog changes…"), this, &MainWindow::resetOverlay);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(tr("&Settings…"), QKeySequence::Preferences, this, &MainWindow::settingsDialog)
        ->setObjectName(QStringLiteral("settingsAction"));
    QMenu *view = menuBar()->addMenu(tr("&View"));
    QMenu *language = view->addMenu(tr("&Language"));
    auto *languages = new QActionGroup(this);
    const QString current =
        m_settings ? m_settings->value(QStringLiteral("ui/language")).toString() : QString();
    const std::pair<QString, QString> choices[] = {
        {QString(), tr("System default")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("zh_CN"), QStringLiteral("中文（简体）")}};
    for (const auto &[code, label] : choices) {
        QAction *a = language->addAction(label);
        a->setCheckable(true);
        a->setChecked(code == current);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] {
            if (m_settings)
                m_settings->setValue(QStringLiteral("ui/language"), code);
            QMessageBox::information(this, tr("Language"),
                                     tr("The new language is used from the next start."));
        });
    }
    // Live prices and stock from Alibaba Cloud's API (widgets/refreshdialog.*); the dialog
    // saves through the repository, which reloads every view as an import does.
    QMenu *catalog = menuBar()->addMenu(tr("Ca&talog"));
    QAction *refresh = catalog->addAction(tr("&Refresh prices…"), this, [this] {
        aliyun::KeychainStore keychain;
        RefreshDialog dialog(m_repository,
                             m_credentialSources ? m_credentialSources->store : &keychain,
                             m_settings, this);
        dialog.exec();
    });
    refresh->setObjectName(QStringLiteral("refreshPricesAction"));
    refresh->setStatusTip(tr("Fetch prices and stock for your account from Alibaba Cloud's API"));
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *manual = help->addAction(tr("&Manual"), this, &MainWindow::showManual);
    manual->setShortcut(QKeySequence::HelpContents);
    manual->setObjectName(QStringLiteral("manualAction"));
    help->addAction(tr("&About GPU Planner"), this, &MainWindow::about);
}

bool MainWindow::importFiles(const QStringList &files)
{
    CatalogData rows;
    QStringList summary;
    for (const QString &path : files) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            QMessageBox::warning(
                this, tr("Import"),
                tr("%1: cannot open: %2\nNothing was imported.").arg(path, f.errorString()));
            return false;
        }
        const QByteArray content = f.readAll();
        ImportOptions options;
        if (detectFormat(content, path) == ImportFormat::PriceJson) {
            PriceDialog dialog(m_repository->catalog(), PriceDialog::Purpose::DescribePriceRequest,
                               this);
            dialog.setWindowTitle(tr("What does %1 price?").arg(QFileInfo(path).fileName()));
            if (m_browser) {
                dialog.setInstanceType(m_browser->currentInstanceType());
                dialog.setRegion(m_browser->region());
                dialog.setPricingMode(m_browser->pricingMode());
            }
            if (dialog.exec() != QDialog::Accepted)
                return false;
            options.price =
                PriceRequest{dialog.region().toStdString(), dialog.instanceType().toStdString(),
                             dialog.pricingMode(), dialog.unit(), dialog.period()};
        }
        const Catalog sofar(mergeOverlay(m_repository->catalog().data(), rows));
        QString error;
        const auto outcome = importContent(content, path, sofar, options, &error);
        if (!outcome) {
            QMessageBox::warning(this, tr("Import"), tr("%1\n\nNothing was imported.").arg(error));
            return false;
        }
        rows = mergeOverlay(std::move(rows), outcome->rows);
        summary << outcome->summary;
    }
    if (!m_repository->store(rows)) {
        QMessageBox::warning(this, tr("Import"),
                             tr("%1\n\nNothing was imported.").arg(m_repository->errorString()));
        return false;
    }
    statusBar()->showMessage(summary.join(QStringLiteral("; ")), 10000);
    return true;
}

void MainWindow::importDialog()
{
    const QString dir =
        m_settings ? m_settings->value(QStringLiteral("import/lastDir")).toString() : QString();
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Import catalog data"), dir,
        tr("Alibaba API output or price sheets (*.json *.csv);;All files (*)"));
    if (files.isEmpty())
        return;
    if (m_settings)
        m_settings->setValue(QStringLiteral("import/lastDir"),
                             QFileInfo(files.first()).absolutePath());
    importFiles(files);
}

void MainWindow::enterPrice()
{
    PriceDialog dialog(m_repository->catalog(), PriceDialog::Purpose::EnterPrice, this);
    if (m_browser) {
        dialog.setInstanceType(m_browser->currentInstanceType());
        dialog.setRegion(m_browser->region());
        dialog.setPricingMode(m_browser->pricingMode());
    }
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!m_repository->setUserPrice(dialog.price()))
        QMessageBox::warning(this, tr("Enter a price"), m_repository->errorString());
}

void MainWindow::resetOverlay()
{
    const auto answer = QMessageBox::question(
        this, tr("Reset my catalog changes"),
        tr("Forget the %n row(s) you imported or entered and use the shipped catalog "
           "alone?\n\n%1",
           nullptr, m_repository->overlayRowCount())
            .arg(m_repository->overlayPath()),
        QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Reset)
        return;
    if (!m_repository->resetOverlay())
        QMessageBox::warning(this, tr("Reset my catalog changes"), m_repository->errorString());
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About GPU Planner"),
        tr("<b>GPU Planner %1</b><p>Choose the Alibaba Cloud GPU instance for a deep-learning "
           "job: does the model fit, how long does it run, what does it cost.</p>"
           "<p>Catalog: %2<br>Your changes: %3</p>")
            .arg(QApplication::applicationVersion(), m_repository->shippedPath().toHtmlEscaped(),
                 m_repository->overlayPath().toHtmlEscaped()));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    if (m_settings) {
        m_settings->setValue(QStringLiteral("window/geometry"), saveGeometry());
        if (m_browser) { // else the settings still hold what it would save
            m_settings->setValue(QStringLiteral("catalog/hiddenColumns"),
                                 m_browser->hiddenColumns());
            m_settings->setValue(QStringLiteral("catalog/region"), m_browser->region());
        }
        if (m_comparison)
            m_comparison->saveState(*m_settings);
    }
    event->accept();
}

} // namespace gpuplanner

namespace gpuplanner {

Scenario MainWindow::currentScenario() const
{
    Scenario s = m_scenario;
    s.workload = estimatorPage()->workload();
    s.presetId = estimatorPage()->presetId();
    s.plan = comparisonPage()->options();
    snapshotPrices(s, m_repository->catalog());
    return s;
}

void MainWindow::markModified()
{
    if (m_loading || m_modified)
        return;
    m_modified = true;
    updateTitle();
}

void MainWindow::updateTitle()
{
    // "name[*] — GPU Planner": the platform shows "*" for [*] while modified and does not
    // append the application's name again since the title holds it.
    setWindowTitle(
        tr("%1[*] — %2").arg(m_scenario.name, QGuiApplication::applicationDisplayName()));
    setWindowModified(m_modified);
}

void MainWindow::loadScenario(const Scenario &s, const QString &path, const QByteArray &hash)
{
    m_loading = true;
    m_scenario = s;
    m_scenarioPath = path;
    m_baseHash = hash;
    m_untitled = false;
    estimatorPage()->setWorkload(s.workload, s.presetId);
    comparisonPage()->setOptions(s.plan);
    m_loading = false;
    m_modified = false;
    updateTitle();
}

bool MainWindow::maybeSave()
{
    if (!m_modified)
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"), tr("Save the changes to \"%1\"?").arg(m_scenario.name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return saveScenario();
    return true;
}

void MainWindow::newScenario()
{
    if (!maybeSave())
        return;
    Scenario s = gpuplanner::newScenario();
    s.name = tr("Untitled scenario");
    s.author = qEnvironmentVariable("USER");
    if (m_presets && m_presets->find(QStringLiteral("llama-3.1-8b"))) {
        s.presetId = QStringLiteral("llama-3.1-8b");
        s.workload.model = *m_presets->find(s.presetId);
    }
    s.workload.promptLen = 2048;
    s.workload.outputLen = 512;
    s.workload.seqLen = 4096;
    s.plan.datasetTokens = 1e8;
    loadScenario(s, QString(), QByteArray());
    m_untitled = true;
}

bool MainWindow::openScenario(const QString &path)
{
    if (!maybeSave())
        return false;
    QByteArray hash;
    const auto s = m_library->open(path, &hash);
    if (!s) {
        // The open scenario stays as it is.
        QMessageBox::warning(this, tr("Open scenario"), m_library->errorString());
        return false;
    }
    loadScenario(*s, path, hash);
    addRecentFile(path);
    if (s->loadedVersion < kScenarioVersion)
        statusBar()->showMessage(tr("Opened a version %1 file; it is saved as version %2.")
                                     .arg(s->loadedVersion)
                                     .arg(kScenarioVersion),
                                 8000);
    return true;
}

void MainWindow::openScenarioDialog()
{
    const QString dir = m_library->folder();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open scenario"), dir,
                                     tr("GPU Planner scenarios (*.gpuplan.json);;All files (*)"));
    if (!path.isEmpty())
        openScenario(path);
}

bool MainWindow::saveScenario()
{
    if (m_scenarioPath.isEmpty()) {
        saveScenarioAsDialog();
        return !m_modified;
    }
    std::optional<Scenario> theirs;
    QByteArray newHash;
    const Scenario mine = currentScenario();
    switch (m_library->save(m_scenarioPath, mine, m_baseHash, &theirs, &newHash)) {
    case SaveResult::Saved:
        break;
    case SaveResult::Failed:
        QMessageBox::warning(this, tr("Save scenario"), m_library->errorString());
        return false;
    case SaveResult::Conflict: {
        QMessageBox box(
            QMessageBox::Warning, tr("The scenario changed on disk"),
            tr("\"%1\" was changed by %2 since you opened it (revision %3 on disk). Your changes "
               "are not saved yet.")
                .arg(QFileInfo(m_scenarioPath).fileName(), theirs ? theirs->author : tr("someone"))
                .arg(theirs ? theirs->revision : 0),
            QMessageBox::NoButton, this);
        QPushButton *reload = box.addButton(tr("Reload theirs"), QMessageBox::DestructiveRole);
        QPushButton *copy = box.addButton(tr("Save mine as a copy"), QMessageBox::AcceptRole);
        QPushButton *overwrite =
            box.addButton(tr("Overwrite theirs"), QMessageBox::DestructiveRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(copy);
        box.exec();
        if (box.clickedButton() == reload) {
            m_modified = false;
            return openScenario(m_scenarioPath);
        }
        if (box.clickedButton() == copy) {
            const QString path = m_library->saveAsNew(mine, tr("%1 (mine)").arg(mine.name));
            if (path.isEmpty()) {
                QMessageBox::warning(this, tr("Save scenario"), m_library->errorString());
                return false;
            }
            m_modified = false;
            return openScenario(path);
        }
        if (box.clickedButton() == overwrite) {
            if (!m_library->overwrite(m_scenarioPath, mine, &newHash)) {
                QMessageBox::warning(this, tr("Save scenario"), m_library->errorString());
                return false;
            }
            break;
        }
        return false;
    }
    }
    m_baseHash = newHash;
    m_scenario = mine;
    ++m_scenario.revision;
    m_modified = false;
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(m_scenarioPath), 5000);
    return true;
}

bool MainWindow::saveScenarioAs(const QString &path)
{
    Scenario mine = currentScenario();
    if (m_untitled || mine.name.trimmed().isEmpty()) {
        QString name = QFileInfo(path).fileName();
        if (name.endsWith(QLatin1String(".gpuplan.json"), Qt::CaseInsensitive))
            name.chop(int(qstrlen(".gpuplan.json")));
        else
            name = QFileInfo(path).completeBaseName();
        if (!name.trimmed().isEmpty())
            mine.name = name.trimmed();
    }
    QByteArray hash;
    bool ok = false;
    if (QFileInfo::exists(path))
        ok = m_library->overwrite(path, mine, &hash); // the file dialog asked already
    else
        ok = m_library->save(path, mine, QByteArray(), nullptr, &hash) == SaveResult::Saved;
    if (!ok) {
        QMessageBox::warning(this, tr("Save scenario"), m_library->errorString());
        return false;
    }
    m_scenarioPath = path;
    m_baseHash = hash;
    m_scenario = mine;
    m_untitled = false;
    m_modified = false;
    updateTitle();
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void MainWindow::saveScenarioAsDialog()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), suggestedSavePath(),
                                                tr("GPU Planner scenarios (*.gpuplan.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".gpuplan.json")))
        path += QStringLiteral(".gpuplan.json");
    saveScenarioAs(path);
}

bool MainWindow::exportReport(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const auto format =
        reportFormatFromString(suffix == QLatin1String("md") ? QStringLiteral("md") : suffix);
    if (!format) {
        QMessageBox::warning(this, tr("Export report"),
                             tr("%1: use .pdf, .csv, .json or .md").arg(path));
        return false;
    }
    ReportInput input;
    input.scenario = currentScenario();
    ComparisonPage *comparison = comparisonPage();
    input.plan = makePlan(input.scenario.workload, m_repository->snapshot(), input.scenario.plan,
                          comparison->sortKey());
    input.memory = estimateMemory(input.scenario.workload);
    input.chinese = QLocale().language() == QLocale::Chinese;
    const bool training = input.scenario.workload.isTraining();
    for (int c = 0; c < comparison->model()->columnCount(); ++c) {
        if (!comparison->view()->isColumnHidden(c))
            input.visibleColumns << PlanTableModel::columnKey(
                static_cast<PlanTableModel::Column>(c), training);
    }
    input.fittingOnly = !comparison->showsAll();
    QString error;
    if (!writeReport(input, *format, path, &error)) {
        QMessageBox::warning(this, tr("Export report"), error);
        return false;
    }
    statusBar()->showMessage(tr("Wrote %1").arg(path), 5000);
    return true;
}

void MainWindow::exportReportDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export report"),
        ScenarioLibrary::fileNameFor(m_scenario.name)
            .replace(QLatin1String(".gpuplan.json"), QLatin1String(".pdf")),
        tr("PDF report (*.pdf);;CSV table (*.csv);;JSON table (*.json);;Markdown table (*.md)"));
    if (!path.isEmpty())
        exportReport(path);
}

void MainWindow::editProperties()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Scenario properties"));
    auto *form = new QFormLayout(&dialog);
    auto *name = new QLineEdit(m_scenario.name, &dialog);
    auto *author = new QLineEdit(m_scenario.author, &dialog);
    auto *tags = new QLineEdit(m_scenario.tags.join(QStringLiteral(", ")), &dialog);
    auto *notes = new QPlainTextEdit(m_scenario.notes, &dialog);
    form->addRow(tr("&Name:"), name);
    form->addRow(tr("&Author:"), author);
    form->addRow(tr("&Tags:"), tags);
    form->addRow(tr("N&otes:"), notes);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(box, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(box);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_scenario.name = name->text().trimmed().isEmpty() ? m_scenario.name : name->text().trimmed();
    m_scenario.author = author->text().trimmed();
    m_scenario.tags.clear();
    for (const QString &t : tags->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        m_scenario.tags << t.trimmed();
    m_scenario.notes = notes->toPlainText();
    if (name->text().trimmed() != tr("Untitled scenario") && !name->text().trimmed().isEmpty())
        m_untitled = false;
    m_modified = true;
    updateTitle();
}

void MainWindow::settingsDialog()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Settings"));
    auto *form = new QFormLayout(&dialog);
    auto *folder = new QLineEdit(m_library->folder(), &dialog);
    auto *browse = new QPushButton(tr("&Browse…"), &dialog);
    connect(browse, &QPushButton::clicked, &dialog, [&] {
        const QString f =
            QFileDialog::getExistingDirectory(&dialog, tr("Team library folder"), folder->text());
        if (!f.isEmpty())
            folder->setText(f);
    });
    auto *row = new QHBoxLayout;
    row->addWidget(folder, 1);
    row->addWidget(browse);
    // A label of its own: a row that is a layout gets no buddy, and the "&" of the
    // mnemonic would show as a literal "&".
    auto *folderLabel = new QLabel(tr("Team &library folder:"), &dialog);
    folderLabel->setBuddy(folder);
    form->addRow(folderLabel, row);
    auto *language = new QComboBox(&dialog);
    language->addItem(tr("System default"), QString());
    language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language->addItem(QStringLiteral("中文（简体）"), QStringLiteral("zh_CN"));
    if (m_settings)
        language->setCurrentIndex(std::max(
            0, language->findData(m_settings->value(QStringLiteral("ui/language")).toString())));
    form->addRow(tr("&Language (next start):"), language);
    // Keys are stored or forgotten at once by the panel's buttons, not by OK.
    aliyun::KeychainStore keychain;
    aliyun::CredentialSources sources;
    if (m_credentialSources) {
        sources = *m_credentialSources;
    } else {
        sources.aliyunConfigPath = aliyun::defaultAliyunConfigPath();
        if (qEnvironmentVariable("GPU_PLANNER_KEYCHAIN") != QLatin1String("off"))
            sources.store = &keychain;
    }
    form->addRow(new AccessKeyPanel(sources, &dialog));
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(box, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(box);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (folder->text() != m_library->folder() && !folder->text().isEmpty()) {
        if (!m_library->setFolder(folder->text())) {
            QMessageBox::warning(this, tr("Settings"), m_library->errorString());
        } else {
            if (m_settings)
                m_settings->setValue(QStringLiteral("library/folder"), m_library->folder());
            if (m_libraryPage)
                m_libraryPage->refresh();
        }
    }
    if (m_settings)
        m_settings->setValue(QStringLiteral("ui/language"), language->currentData().toString());
}

void MainWindow::copyShareCode()
{
    QApplication::clipboard()->setText(shareCode(currentScenario()));
    statusBar()->showMessage(tr("The share code is on the clipboard: paste it into a chat."), 5000);
}

void MainWindow::openShareCode(const QString &code)
{
    QString error;
    const auto s = scenarioFromShareCode(code, *m_presets, &error);
    if (!s) {
        QMessageBox::warning(this, tr("Open a share code"), error);
        return;
    }
    if (!maybeSave())
        return;
    loadScenario(*s, QString(), QByteArray());
    m_modified = true; // not saved anywhere yet
    updateTitle();
}

// ---------------------------------------------------------------------------------------
// Scenario flow: the library, recent files, drops.

void MainWindow::openFromLibrary(const QString &path)
{
    if (!openScenario(path))
        return;
    m_tabs->setCurrentIndex(EstimateTab);
    statusBar()->showMessage(tr("Opened \"%1\" from the team library.").arg(m_scenario.name), 8000);
}

QString MainWindow::suggestedSavePath() const
{
    QString dir = m_library->folder();
    if (dir.isEmpty() && !m_scenarioPath.isEmpty())
        dir = QFileInfo(m_scenarioPath).absolutePath();
    if (dir.isEmpty())
        dir = QDir::homePath();
    return QDir(dir).filePath(ScenarioLibrary::fileNameFor(m_scenario.name));
}

void MainWindow::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = m_recent;
    files.removeAll(absolute);
    files.prepend(absolute);
    setRecentFiles(files);
}

void MainWindow::setRecentFiles(const QStringList &files)
{
    m_recent = files.mid(0, kMaxRecentFiles);
    if (m_settings)
        m_settings->setValue(QStringLiteral("recent/files"), m_recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    for (int i = 0; i < m_recent.size(); ++i) {
        const QString path = m_recent[i];
        // "&1 a.gpuplan.json" … "1&0 …"; a "&" of the name is not a mnemonic.
        const QString number = i < 9 ? QStringLiteral("&%1").arg(i + 1) : QStringLiteral("1&0");
        QString name = QFileInfo(path).fileName();
        name.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction *a = m_recentMenu->addAction(QStringLiteral("%1 %2").arg(number, name));
        a->setData(path);
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        // Queued: opening rebuilds this menu, which deletes the action being triggered.
        connect(
            a, &QAction::triggered, this, [this, path] { openRecent(path); }, Qt::QueuedConnection);
    }
    if (m_recent.isEmpty())
        m_recentMenu->addAction(tr("No recent scenarios"))->setEnabled(false);
    m_recentMenu->addSeparator();
    QAction *clear =
        m_recentMenu->addAction(tr("&Clear menu"), this, [this] { setRecentFiles(QStringList()); });
    clear->setObjectName(QStringLiteral("clearRecent"));
    clear->setEnabled(!m_recent.isEmpty());
}

bool MainWindow::openRecent(const QString &path)
{
    if (!QFileInfo::exists(path)) {
        QStringList files = m_recent;
        files.removeAll(path);
        setRecentFiles(files);
        QMessageBox::warning(this, tr("Open recent"),
                             tr("%1 no longer exists. It was removed from the recent scenarios.")
                                 .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return openScenario(path);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (droppedScenario(event->mimeData()).isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = droppedScenario(event->mimeData());
    if (path.isEmpty()) {
        event->ignore();
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

// ---------------------------------------------------------------------------------------
// Help ▸ Manual.

QString MainWindow::manualLanguage()
{
    return QLocale().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                    : QStringLiteral("en");
}

void MainWindow::showManual()
{
    if (!m_manual) {
        m_manual = new QDialog(this);
        m_manual->setObjectName(QStringLiteral("manual"));
        m_manual->setWindowTitle(tr("Manual"));
        auto *layout = new QVBoxLayout(m_manual);
        m_manualBrowser = new ManualBrowser([this] { return shortcutsHtml(); }, m_manual);
        m_manualBrowser->setOpenExternalLinks(true);
        layout->addWidget(m_manualBrowser);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, m_manual);
        QPushButton *back = buttons->addButton(tr("&Back"), QDialogButtonBox::ActionRole);
        QPushButton *home = buttons->addButton(tr("&Contents"), QDialogButtonBox::ActionRole);
        connect(back, &QPushButton::clicked, m_manualBrowser, &QTextBrowser::backward);
        connect(m_manualBrowser, &QTextBrowser::backwardAvailable, back, &QWidget::setEnabled);
        back->setEnabled(false);
        connect(home, &QPushButton::clicked, m_manualBrowser, &QTextBrowser::home);
        connect(buttons, &QDialogButtonBox::rejected, m_manual, &QDialog::hide);
        layout->addWidget(buttons);
        m_manualBrowser->setSource(
            QUrl(QStringLiteral("qrc:/manual/%1/index.html").arg(manualLanguage())));
        const QRect available = screen() ? screen()->availableGeometry() : QRect();
        m_manual->resize(fitToScreen(QRect(0, 0, 820, 680), available).size());
    }
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

QString MainWindow::shortcutsHtml() const
{
    // Every page, so that their actions are listed too.
    for (int t = 0; t < TabCount; ++t)
        const_cast<MainWindow *>(this)->ensurePage(Tab(t));
    QString rows;
    QStringList seen;
    for (QAction *a : findChildren<QAction *>()) {
        if (a->shortcuts().isEmpty())
            continue;
        QString text = a->text();
        text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
        text.remove(QLatin1Char('&'));
        text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
        text.remove(QStringLiteral("…"));
        if (text.isEmpty())
            text = a->toolTip();
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        const QString key = keys.join(QStringLiteral(", "));
        if (seen.contains(text + key))
            continue;
        seen << text + key;
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(key.toHtmlEscaped(), text.toHtmlEscaped());
    }
    return QStringLiteral("<html><body><p><a href=\"index.html\">%1</a></p><h1>%2</h1>"
                          "<table cellpadding=\"4\">%3</table><p>%4</p></body></html>")
        .arg(tr("Contents").toHtmlEscaped(), tr("Keyboard shortcuts").toHtmlEscaped(), rows,
             tr("Alt with the underlined letter of a tab or menu opens it.").toHtmlEscaped());
}

} // namespace gpuplanner
