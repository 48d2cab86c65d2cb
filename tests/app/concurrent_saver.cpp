// A helper for tst_libraryconcurrency: one of several programs editing the same library
// file at once. Usage: concurrent_saver FOLDER FILE TAG N
// N times: open FILE, append "TAG-i" to the notes, save with the hash read at open; on a
// conflict, count it and start again from a fresh open until the save goes through.
// Prints one line per attempt ("TAG-i conflict" or "TAG-i saved REVISION", where REVISION
// is the revision opened plus one) and at the end "saved N conflicts C"; exit code 0, or 1
// when a save fails outright. When GP_SAVER_START_AT_MS is set (milliseconds since the
// epoch), the first open waits until then, so that programs started one after the other
// begin together.
#include "library.h"
#include "presets.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QTextStream>
#include <QThread>

using namespace gpuplanner;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = app.arguments();
    if (args.size() != 5) {
        err << "usage: concurrent_saver FOLDER FILE TAG N\n";
        return 2;
    }
    const QString folder = args[1];
    const QString file = QDir(folder).filePath(args[2]);
    const QString tag = args[3];
    bool ok = false;
    const int n = args[4].toInt(&ok);
    if (!ok || n < 1) {
        err << "concurrent_saver: N must be a positive number\n";
        return 2;
    }
    PresetLibrary presets;
    if (!presets.load()) {
        err << "concurrent_saver: " << presets.errorString() << "\n";
        return 1;
    }
    ScenarioLibrary library(&presets);
    if (!library.setFolder(folder)) {
        err << "concurrent_saver: " << library.errorString() << "\n";
        return 1;
    }
    const qint64 startAt = qgetenv("GP_SAVER_START_AT_MS").toLongLong(); // 0: not set
    const qint64 wait = startAt - QDateTime::currentMSecsSinceEpoch();
    if (wait > 0 && wait < 60000)
        QThread::msleep(static_cast<unsigned long>(wait));
    int saved = 0;
    int conflicts = 0;
    for (int i = 0; i < n; ++i) {
        const QString line = QStringLiteral("%1-%2").arg(tag).arg(i);
        for (;;) {
            QByteArray hash;
            auto s = library.open(file, &hash);
            if (!s) {
                err << "concurrent_saver: " << library.errorString() << "\n";
                return 1;
            }
            const int revision = s->revision + 1;
            s->notes += line + QLatin1Char('\n');
            const SaveResult result = library.save(file, *s, hash);
            if (result == SaveResult::Saved) {
                ++saved;
                out << line << " saved " << revision << "\n";
                out.flush();
                break;
            }
            if (result == SaveResult::Conflict) {
                ++conflicts;
                out << line << " conflict\n";
                out.flush();
                continue;
            }
            err << "concurrent_saver: " << library.errorString() << "\n";
            return 1;
        }
    }
    out << "saved " << saved << " conflicts " << conflicts << "\n";
    return 0;
}
