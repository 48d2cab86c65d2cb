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
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

namespace gpuplanner {

MainWindow::MainWindow(CatalogRepository *repository, const PresetLibrary *presets,
                       QSettings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_repository(repository)
    , m_settings(settings)
{
    setWindowTitle(tr("GPU Planner"));
    auto *tabs = new QTabWidget(this);
    m_browser = new CatalogBrowser(repository, tabs);
    tabs->addTab(m_browser, tr("&Catalog"));
    m_estimator = new EstimatorPage(presets, tabs);
    tabs->addTab(m_estimator, tr("&Memory estimate"));
    m_comparison = new ComparisonPage(
        repository, [this] { return m_estimator->workload(); }, tabs);
    tabs->addTab(m_comparison, tr("Com&parison"));
    connect(m_estimator, &EstimatorPage::estimateChanged, m_comparison,
            &ComparisonPage::scheduleRecompute);
    m_presets = presets;
    m_library = new ScenarioLibrary(presets, this);
    if (m_settings) {
        const QString folder = m_settings->value(QStringLiteral("library/folder")).toString();
        if (!folder.isEmpty())
            m_library->setFolder(folder);
    }
    m_libraryPage = new LibraryPage(m_library, repository, tabs);
    tabs->addTab(m_libraryPage, tr("&Library"));
    connect(m_libraryPage, &LibraryPage::openRequested, this, &MainWindow::openScenario);
    connect(m_libraryPage, &LibraryPage::shareCodeOpened, this, &MainWindow::openShareCode);
    connect(m_libraryPage, &LibraryPage::folderChosen, this, [this](const QString &folder) {
        if (m_settings)
            m_settings->setValue(QStringLiteral("library/folder"), folder);
    });
    connect(m_estimator, &EstimatorPage::estimateChanged, this, &MainWindow::markModified);
    connect(m_comparison, &ComparisonPage::optionsEdited, this, &MainWindow::markModified);
    m_scenario = gpuplanner::newScenario();
    m_scenario.name = tr("Untitled scenario");
    m_scenario.author = qEnvironmentVariable("USER");
    if (m_settings)
        tabs->setCurrentIndex(m_settings->value(QStringLiteral("window/tab"), 0).toInt());
    connect(tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_settings)
            m_settings->setValue(QStringLiteral("window/tab"), index);
    });
    setCentralWidget(tabs);
    createMenus();

    resize(1560, 940);
    if (m_settings) {
        restoreGeometry(m_settings->value(QStringLiteral("window/geometry")).toByteArray());
        if (m_settings->contains(QStringLiteral("catalog/hiddenColumns")))
            m_browser->setHiddenColumns(
                m_settings->value(QStringLiteral("catalog/hiddenColumns")).toStringList());
        const QString region = m_settings->value(QStringLiteral("catalog/region")).toString();
        if (!region.isEmpty())
            m_browser->setRegion(region);
    }
    statusBar()->showMessage(tr("Catalog: %1").arg(repository->shippedPath()), 5000);
    m_modified = false;
    updateTitle();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New scenario"), QKeySequence::New, this, &MainWindow::newScenario);
    file->addAction(tr("&Open scenario…"), QKeySequence::Open, this,
                    &MainWindow::openScenarioDialog);
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
    // Live prices and stock from Alibaba Cloud's API (widgets/refreshdialog.*); the dialog
    // saves through the repository, which reloads every view as an import does.
    QMenu *catalog = menuBar()->addMenu(tr("&Catalog"));
    QAction *refresh = catalog->addAction(tr("&Refresh prices…"), this, [this] {
        aliyun::KeychainStore keychain;
        RefreshDialog dialog(m_repository,
                             m_credentialSources ? m_credentialSources->store : &keychain,
                             m_settings, this);
        dialog.exec();
    });
    refresh->setObjectName(QStringLiteral("refreshPricesAction"));
    refresh->setStatusTip(tr("Fetch prices and stock for your account from Alibaba Cloud's API"));
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
    QMenu *help = menuBar()->addMenu(tr("&Help"));
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
            dialog.setInstanceType(m_browser->currentInstanceType());
            dialog.setRegion(m_browser->region());
            dialog.setPricingMode(m_browser->pricingMode());
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
    dialog.setInstanceType(m_browser->currentInstanceType());
    dialog.setRegion(m_browser->region());
    dialog.setPricingMode(m_browser->pricingMode());
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!m_repository->setUserPrice(dialog.price()))
        QMessageBox::warning(this, tr("Enter a price"), m_repository->errorString());
}

void MainWindow::resetOverlay()
{
    const auto answer = QMessageBox::question(
        this, tr("Reset my catalog changes"),
        tr("Forget the %1 rows you imported or entered and use the shipped catalog alone?\n\n%2")
            .arg(m_repository->overlayRowCount())
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
        m_settings->setValue(QStringLiteral("catalog/hiddenColumns"), m_browser->hiddenColumns());
        m_settings->setValue(QStringLiteral("catalog/region"), m_browser->region());
    }
    event->accept();
}

} // namespace gpuplanner

namespace gpuplanner {

Scenario MainWindow::currentScenario() const
{
    Scenario s = m_scenario;
    s.workload = m_estimator->workload();
    s.presetId = m_estimator->presetId();
    s.plan = m_comparison->options();
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
    const QString file =
        m_scenarioPath.isEmpty() ? tr("not saved") : QFileInfo(m_scenarioPath).fileName();
    setWindowTitle(tr("%1%2 (%3) — GPU Planner")
                       .arg(m_scenario.name, m_modified ? QStringLiteral(" *") : QString(), file));
}

void MainWindow::loadScenario(const Scenario &s, const QString &path, const QByteArray &hash)
{
    m_loading = true;
    m_scenario = s;
    m_scenarioPath = path;
    m_baseHash = hash;
    m_estimator->setWorkload(s.workload, s.presetId);
    m_comparison->setOptions(s.plan);
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
    const Scenario mine = currentScenario();
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
    m_modified = false;
    updateTitle();
    return true;
}

void MainWindow::saveScenarioAsDialog()
{
    const QString dir =
        m_library->folder().isEmpty() ? QString() : m_library->folder() + QLatin1Char('/');
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"),
                                                dir + ScenarioLibrary::fileNameFor(m_scenario.name),
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
    input.plan = makePlan(input.scenario.workload, m_repository->snapshot(), input.scenario.plan,
                          m_comparison->sortKey());
    input.memory = estimateMemory(input.scenario.workload);
    input.chinese = QLocale().language() == QLocale::Chinese;
    const bool training = input.scenario.workload.isTraining();
    for (int c = 0; c < m_comparison->model()->columnCount(); ++c) {
        if (!m_comparison->view()->isColumnHidden(c))
            input.visibleColumns << PlanTableModel::columnKey(
                static_cast<PlanTableModel::Column>(c), training);
    }
    input.fittingOnly = !m_comparison->showsAll();
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
    form->addRow(tr("Team &library folder:"), row);
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

} // namespace gpuplanner
