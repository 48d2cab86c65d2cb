#include "launch.h"

#include "catalogrepository.h"
#include "library.h"
#include "mainwindow.h"
#include "plaintext.h"

#include <QFileInfo>
#include <QFontDatabase>
#include <QImageReader>
#include <QMessageBox>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>

namespace gpuplanner {

bool isDocumentArgument(const QString &argument)
{
    if (argument.isEmpty() || argument.startsWith(QLatin1Char('-')))
        return false;
    return argument.endsWith(QLatin1String(ScenarioLibrary::kSuffix), Qt::CaseInsensitive) ||
           QFileInfo(argument).isFile();
}

QStringList documentArguments(const QStringList &arguments)
{
    QStringList files;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (a == QLatin1String("--catalog") || a == QLatin1String("--overlay") ||
            a == QLatin1String("--lang")) {
            ++i; // and its value
            continue;
        }
        if (a.startsWith(QLatin1Char('-')))
            continue;
        files << a;
    }
    return files;
}

std::vector<MainWindow *> openDocuments(MainWindow &window, const QStringList &files,
                                        CatalogRepository *repository, const PresetLibrary *presets,
                                        QSettings *settings)
{
    std::vector<MainWindow *> more;
    for (qsizetype i = 0; i < files.size(); ++i) {
        MainWindow *target = &window;
        if (i > 0) {
            target = new MainWindow(repository, presets, settings);
            target->setAttribute(Qt::WA_DeleteOnClose);
            target->show();
            more.push_back(target);
        }
        target->openScenario(QFileInfo(files[i]).absoluteFilePath());
    }
    return more;
}

QFuture<void> prepareFontsInBackground()
{
    // families() populates the whole database under its lock (font engines are cached per
    // thread, so only the database itself is worth preparing here). Then the image-format
    // plugins (gif, ico, jpeg): the menu bar's extension button reads its icon through
    // QImageReader, which opens every one of them on first use (~2.6 M instructions on the
    // GUI thread otherwise); plugins are loaded once per process, under the loader's lock.
    return QtConcurrent::run([] {
        QFontDatabase::families();
        QImageReader::supportedImageFormats();
    });
}

bool offerOverlayReset(CatalogRepository &repository, QWidget *parent)
{
    // The file's name and SQLite's message are data: plain text, never markup.
    QMessageBox box(QMessageBox::Critical, QObject::tr("GPU Planner"), QString(),
                    QMessageBox::NoButton, parent);
    box.setTextFormat(Qt::PlainText);
    box.setText(QObject::tr("Your catalog changes (imported and entered prices and "
                            "instance types) cannot be read:\n%1\n\nGPU Planner "
                            "can move the file aside, keeping it as a backup copy "
                            "beside it, and start with the shipped catalog. Or "
                            "quit and look at the file first.")
                    .arg(repository.errorString()));
    box.setObjectName(QStringLiteral("overlayRecovery"));
    QPushButton *reset = box.addButton(QObject::tr("&Reset my changes (a backup copy is kept)"),
                                       QMessageBox::AcceptRole);
    reset->setObjectName(QStringLiteral("reset"));
    QPushButton *quit = box.addButton(QObject::tr("&Quit"), QMessageBox::RejectRole);
    quit->setObjectName(QStringLiteral("quit"));
    box.setDefaultButton(quit);
    box.setEscapeButton(quit);
    box.exec();
    if (box.clickedButton() != reset)
        return false;
    if (!repository.resetOverlay()) {
        QMessageBox::critical(parent, QObject::tr("GPU Planner"),
                              asPlainText(QObject::tr("The catalog changes cannot be reset:\n%1")
                                              .arg(repository.errorString())));
        return false;
    }
    return true;
}

} // namespace gpuplanner
