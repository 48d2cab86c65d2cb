#include "mainwindow.h"

#include "catalogbrowser.h"
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "importers.h"
#include "pricedialog.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

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
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
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
    if (m_settings) {
        m_settings->setValue(QStringLiteral("window/geometry"), saveGeometry());
        m_settings->setValue(QStringLiteral("catalog/hiddenColumns"), m_browser->hiddenColumns());
        m_settings->setValue(QStringLiteral("catalog/region"), m_browser->region());
    }
    event->accept();
}

} // namespace gpuplanner
