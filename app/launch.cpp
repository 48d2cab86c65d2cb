#include "launch.h"

#include "library.h"
#include "mainwindow.h"

#include <QFileInfo>
#include <QFontDatabase>
#include <QImageReader>
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

} // namespace gpuplanner
