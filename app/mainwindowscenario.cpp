#include "mainwindow.h"

#include "planservice.h"
#include "plantablemodel.h"

#include "accesskeypanel.h"
#include "catalogbrowser.h"
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "importers.h"
#include "library.h"
#include "librarypage.h"
#include "modelconfig.h"
#include "plaintext.h"
#include "presets.h"
#include "pricedialog.h"
#include "refreshdialog.h"
#include "report.h"
#include "scenariodocument.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDate>
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
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace gpuplanner {

Scenario MainWindow::currentScenario() const
{
    Scenario s = m_doc->scenario();
    snapshotPrices(s, m_repository->catalog());
    return s;
}

const QString &MainWindow::scenarioName() const
{
    return m_doc->scenario().name;
}

bool MainWindow::isModified() const
{
    return m_doc->isModified();
}

void MainWindow::updateTitle()
{
    // "name[*] — GPU Planner": the platform shows "*" for [*] while modified and does not
    // append the application's name again since the title holds it.
    setWindowTitle(
        tr("%1[*] — %2").arg(m_doc->scenario().name, QGuiApplication::applicationDisplayName()));
    setWindowModified(m_doc->isModified());
}

// Not an undoable edit: the document takes the scenario and its stack starts empty and
// clean (the file is still there to open again). The pages redraw from the document.
void MainWindow::loadScenario(const Scenario &s, const QString &path, const QByteArray &hash)
{
    m_scenarioPath = path;
    m_baseHash = hash;
    m_untitled = false;
    Scenario loaded = s;
    // Prices are judged as of today, as the comparison's form did.
    loaded.plan.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    m_doc->load(loaded);
    updateTitle();
}

bool MainWindow::maybeSave()
{
    if (!m_doc->isModified())
        return true;
    // The scenario's name, perhaps a colleague's: shown as written (plaintext.h).
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"),
        asPlainText(tr("Save the changes to \"%1\"?").arg(m_doc->scenario().name)),
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
    Scenario s = ScenarioDocument::defaultScenario(m_presets);
    m_placeholderName = tr("Untitled scenario");
    s.name = m_placeholderName;
    s.author = qEnvironmentVariable("USER");
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
        QMessageBox::warning(this, tr("Open scenario"), asPlainText(m_library->errorString()));
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

void MainWindow::importModelConfigDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import a model from its config"), QString(),
        tr("Model configs (config.json);;JSON files (*.json);;All files (*)"));
    if (!path.isEmpty())
        importModelConfig(path);
}

bool MainWindow::importModelConfig(const QString &path)
{
    QString error;
    const auto config = readModelConfig(path, &error);
    if (!config) {
        // The file's text is data: shown as plain text, never as markup.
        QMessageBox box(QMessageBox::Warning, tr("Import a model from its config"),
                        tr("The model was not imported; nothing changed.\n\n%1").arg(error),
                        QMessageBox::Ok, this);
        box.setTextFormat(Qt::PlainText);
        box.exec();
        return false;
    }
    Workload w = m_doc->scenario().workload;
    applyModelConfig(*config, w);
    const QString name = QString::fromStdString(config->spec.name);
    m_doc->editInputs(w, QString(), QStringLiteral("model"), tr("Import model %1").arg(name));
    QString said = tr("Imported %1 (%2, %3B parameters)")
                       .arg(name, config->modelType)
                       .arg(config->spec.paramsB, 0, 'f', 2);
    if (!config->warnings.isEmpty())
        said += QStringLiteral(" — ") + config->warnings.join(QStringLiteral("; "));
    statusBar()->showMessage(said, 15000);
    return true;
}

bool MainWindow::saveScenario()
{
    if (m_scenarioPath.isEmpty()) {
        saveScenarioAsDialog();
        return !m_doc->isModified();
    }
    std::optional<Scenario> theirs;
    QByteArray newHash;
    const Scenario mine = currentScenario();
    Scenario saved = mine; // as written: its revision and dates
    switch (m_library->save(m_scenarioPath, mine, m_baseHash, &theirs, &newHash, &saved)) {
    case SaveResult::Saved:
        break;
    case SaveResult::Failed:
        QMessageBox::warning(this, tr("Save scenario"), asPlainText(m_library->errorString()));
        return false;
    case SaveResult::Conflict: {
        QMessageBox box(
            QMessageBox::Warning, tr("The scenario changed on disk"),
            tr("\"%1\" was changed by %2 since you opened it (revision %3 on disk). Your changes "
               "are not saved yet.")
                .arg(QFileInfo(m_scenarioPath).fileName(), theirs ? theirs->author : tr("someone"))
                .arg(theirs ? theirs->revision : 0),
            QMessageBox::NoButton, this);
        box.setTextFormat(Qt::PlainText); // the file's name and its author, as written
        QPushButton *reload = box.addButton(tr("Reload theirs"), QMessageBox::DestructiveRole);
        QPushButton *copy = box.addButton(tr("Save mine as a copy"), QMessageBox::AcceptRole);
        QPushButton *overwrite =
            box.addButton(tr("Overwrite theirs"), QMessageBox::DestructiveRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(copy);
        box.exec();
        if (box.clickedButton() == reload) {
            m_doc->undoStack()->setClean(); // their file replaces mine without asking
            return openScenario(m_scenarioPath);
        }
        if (box.clickedButton() == copy) {
            const QString path = m_library->saveAsNew(mine, tr("%1 (mine)").arg(mine.name));
            if (path.isEmpty()) {
                QMessageBox::warning(this, tr("Save scenario"),
                                     asPlainText(m_library->errorString()));
                return false;
            }
            m_doc->undoStack()->setClean(); // saved as the copy
            return openScenario(path);
        }
        if (box.clickedButton() == overwrite) {
            if (!m_library->overwrite(m_scenarioPath, mine, &newHash, &saved)) {
                QMessageBox::warning(this, tr("Save scenario"),
                                     asPlainText(m_library->errorString()));
                return false;
            }
            break;
        }
        return false;
    }
    }
    m_baseHash = newHash;
    m_doc->setSaved(saved);
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
    // A new file starts at revision 1; a file replaced goes on from its own revision. The
    // scenario's revision counted the saves of the file it came from (or was 1, never saved).
    mine.revision = 0;
    QByteArray hash;
    Scenario saved = mine;
    bool ok = false;
    if (QFileInfo::exists(path))
        ok = m_library->overwrite(path, mine, &hash, &saved); // the file dialog asked already
    else
        ok = m_library->save(path, mine, QByteArray(), nullptr, &hash, &saved) == SaveResult::Saved;
    if (!ok) {
        QMessageBox::warning(this, tr("Save scenario"), asPlainText(m_library->errorString()));
        return false;
    }
    m_scenarioPath = path;
    m_baseHash = hash;
    m_doc->setSaved(saved);
    m_untitled = false;
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

ReportInput MainWindow::reportInput()
{
    ReportInput input;
    input.scenario = currentScenario();
    ComparisonPage *comparison = comparisonPage();
    input.plan = planner::rankNow({input.scenario.workload, input.scenario.plan,
                                   comparison->sortKey(), m_repository->snapshot()});
    input.memory = estimateMemory(input.scenario.workload);
    input.chinese = QLocale().language() == QLocale::Chinese;
    const bool training = input.scenario.workload.isTraining();
    for (int c = 0; c < comparison->model()->columnCount(); ++c) {
        if (!comparison->view()->isColumnHidden(c))
            input.visibleColumns << PlanTableModel::columnKey(
                static_cast<PlanTableModel::Column>(c), training);
    }
    input.fittingOnly = !comparison->showsAll();
    if (comparison->hidesOldPrices())
        input.oldPricesLeftOut = dropOldPrices(input.plan); // what the table shows
    const std::shared_ptr<const Catalog> catalog = m_repository->snapshot();
    addCapacityPlan(input, *catalog);
    return input;
}

bool MainWindow::printReport(QPrinter *printer)
{
    // The report keeps its own margins: the printer's whole page is its paint area.
    printer->setFullPage(true);
    QString error;
    const int pages = paintReport(reportInput(), *printer, &error,
                                  [printer](const QString &t) { printer->setDocName(t); });
    if (pages == 0) {
        QMessageBox::warning(this, tr("Print report"), asPlainText(error));
        return false;
    }
    statusBar()->showMessage(tr("Printed %n page(s)", nullptr, pages), 5000);
    return true;
}

void MainWindow::printReportDialog()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setDocName(scenarioName());
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print report"));
    if (dialog.exec() == QDialog::Accepted)
        printReport(&printer);
}

bool MainWindow::exportReport(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const auto format =
        reportFormatFromString(suffix == QLatin1String("md") ? QStringLiteral("md") : suffix);
    if (!format) {
        QMessageBox::warning(this, tr("Export report"),
                             asPlainText(tr("%1: use .pdf, .csv, .json, .md or .xlsx").arg(path)));
        return false;
    }
    const ReportInput input = reportInput();
    QString error;
    if (!writeReport(input, *format, path, &error)) {
        QMessageBox::warning(this, tr("Export report"), asPlainText(error));
        return false;
    }
    statusBar()->showMessage(tr("Wrote %1").arg(path), 5000);
    return true;
}

void MainWindow::exportReportDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export report"),
        ScenarioLibrary::fileNameFor(m_doc->scenario().name)
            .replace(QLatin1String(".gpuplan.json"), QLatin1String(".pdf")),
        tr("PDF report (*.pdf);;CSV table (*.csv);;JSON table (*.json);;Markdown table "
           "(*.md);;Excel workbook (*.xlsx)"));
    if (!path.isEmpty())
        exportReport(path);
}

void MainWindow::editProperties()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Scenario properties"));
    auto *form = new QFormLayout(&dialog);
    auto *name = new QLineEdit(m_doc->scenario().name, &dialog);
    auto *author = new QLineEdit(m_doc->scenario().author, &dialog);
    auto *tags = new QLineEdit(m_doc->scenario().tags.join(QStringLiteral(", ")), &dialog);
    auto *notes = new QPlainTextEdit(m_doc->scenario().notes, &dialog);
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
    QStringList tagList;
    for (const QString &t : tags->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        tagList << t.trimmed();
    const QString newName =
        name->text().trimmed().isEmpty() ? m_doc->scenario().name : name->text().trimmed();
    // One undoable step; the title follows the document.
    m_doc->editMetadata(newName, author->text().trimmed(), tagList, notes->toPlainText());
    if (name->text().trimmed() != tr("Untitled scenario") && !name->text().trimmed().isEmpty())
        m_untitled = false;
    updateTitle();
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
        QMessageBox::warning(this, tr("Open a share code"), asPlainText(error));
        return;
    }
    if (!maybeSave())
        return;
    loadScenario(*s, QString(), QByteArray());
    m_doc->markUnsaved(); // not saved anywhere yet
    updateTitle();
}

// ---------------------------------------------------------------------------------------
// Scenario flow: the library, recent files, drops.

void MainWindow::openFromLibrary(const QString &path)
{
    if (!openScenario(path))
        return;
    m_tabs->setCurrentIndex(EstimateTab);
    statusBar()->showMessage(tr("Opened \"%1\" from the team library.").arg(m_doc->scenario().name),
                             8000);
}

QString MainWindow::suggestedSavePath() const
{
    QString dir = m_library->folder();
    if (dir.isEmpty() && !m_scenarioPath.isEmpty())
        dir = QFileInfo(m_scenarioPath).absolutePath();
    if (dir.isEmpty())
        dir = QDir::homePath();
    return QDir(dir).filePath(ScenarioLibrary::fileNameFor(m_doc->scenario().name));
}

} // namespace gpuplanner
