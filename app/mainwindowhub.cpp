// A model by repository id in the window (issue 23): File ▸ Import model from a hub… asks
// for the hub and the repository (HubImportDialog, widgets/hubimportdialog.h), the last hub
// chosen kept in the settings; fetchModelConfig (models/scenario/modelhub.h) runs on a worker
// thread while this thread goes on drawing the window and a progress dialog, whose Cancel
// sets the fetch's cancel flag; the fetched folder is then imported as a local one is.
#include "mainwindow.h"

#include "hubimportdialog.h"
#include "modelhub.h"
#include "plaintext.h"
#include "settingskeys.h"

#include <QEventLoop>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QStatusBar>
#include <QThread>

#include <atomic>
#include <memory>

namespace gpuplanner {

void MainWindow::importModelFromHubDialog()
{
    HubImportDialog dialog(m_hubOptions, this);
    dialog.setHub(m_settings->value(settingskeys::kImportHub).toString() ==
                          QLatin1String("huggingface")
                      ? Hub::HuggingFace
                      : Hub::ModelScope);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_settings->setValue(settingskeys::kImportHub, dialog.hub() == Hub::HuggingFace
                                                       ? QStringLiteral("huggingface")
                                                       : QStringLiteral("modelscope"));
    importModelFromHub(dialog.spec());
}

bool MainWindow::importModelFromHub(const QString &input)
{
    const QString title = tr("Import a model from a hub");
    auto fail = [&](const QString &problem) {
        // The server's words and the URL are data: plain text, never markup.
        QMessageBox box(QMessageBox::Warning, title,
                        tr("The model was not imported; nothing changed.\n\n%1").arg(problem),
                        QMessageBox::Ok, this);
        box.setTextFormat(Qt::PlainText);
        box.exec();
        return false;
    };
    QString error;
    const auto spec = hubSpecFromInput(input, Hub::ModelScope, &error, m_hubOptions);
    if (!spec)
        return fail(error);
    const bool modelscope = spec->startsWith(QLatin1String("modelscope:"));
    const QString endpoint =
        hubEndpoint(modelscope ? Hub::ModelScope : Hub::HuggingFace, m_hubOptions);

    // The worker owns nothing of the window: it reads its own copy of the options and
    // writes only the result below, read after it finished.
    std::atomic<bool> cancel{false};
    HubOptions options = m_hubOptions;
    options.cancel = &cancel;
    std::optional<QString> folder;
    const QString which = *spec;
    std::unique_ptr<QThread> worker(QThread::create(
        [&folder, &error, which, options] { folder = fetchModelConfig(which, &error, options); }));
    worker->setObjectName(QStringLiteral("hubFetch"));

    QProgressDialog progress(this);
    progress.setObjectName(QStringLiteral("hubProgress"));
    progress.setWindowTitle(title);
    progress.setLabelText(asPlainText(tr("Fetching config.json of %1 from %2…")
                                          .arg(spec->section(QLatin1Char(':'), 1), endpoint)));
    progress.setRange(0, 0); // a busy indicator: the size is not known before the answer
    progress.setMinimumDuration(0);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    progress.setWindowModality(Qt::WindowModal);
    QEventLoop loop;
    connect(worker.get(), &QThread::finished, &loop, &QEventLoop::quit);
    // Its Cancel button, Escape and closing it all cancel.
    connect(&progress, &QProgressDialog::canceled, &loop, [&cancel] { cancel = true; });
    connect(&progress, &QDialog::rejected, &loop, [&cancel] { cancel = true; });
    worker->start();
    progress.show();
    loop.exec(); // the window goes on answering; the fetch stops within 50 ms of Cancel
    worker->wait();
    progress.hide();

    if (cancel) {
        statusBar()->showMessage(tr("The import of %1 was cancelled; nothing changed.").arg(*spec),
                                 8000);
        return false;
    }
    if (!folder)
        return fail(error);
    return importModelConfig(*folder);
}

} // namespace gpuplanner
