// Test helper: the command line as a user runs it. runGpuPlanner starts the built
// gpu-planner (GP_CLI) in a QProcess with the shipped catalog (GP_SHIPPED_CATALOG) and the
// overlay given, waits for it and returns its exit code, stdout, stderr and run time.
// Shared by tst_cli, tst_clisolve, tst_clihostile and tst_clirefresh.
#pragma once

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

struct CliRun {
    int code = -1; // -1: it did not finish in time (and was killed)
    QString out;
    QString err;
    qint64 ms = 0;
};

struct CliOptions {
    QString overlay;        // GPU_PLANNER_OVERLAY; empty: not set
    QStringList unset = {}; // environment variables removed
    QStringList env = {};   // "NAME=value", set after unset
    bool eventLoop = false; // wait in an event loop: a server in the test answers the program
    int timeoutMs = 60000;
};

// The private overlay of a test: overlay.db in its temporary folder.
inline QString overlayIn(const QTemporaryDir &dir)
{
    return dir.filePath(QStringLiteral("overlay.db"));
}

inline CliRun runGpuPlanner(const QStringList &args, const CliOptions &options = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!options.overlay.isEmpty())
        env.insert(QStringLiteral("GPU_PLANNER_OVERLAY"), options.overlay);
    env.insert(QStringLiteral("GPU_PLANNER_CATALOG"), QStringLiteral(GP_SHIPPED_CATALOG));
    env.remove(QStringLiteral("COLUMNS")); // no wrapping unless a test asks for a width
    for (const QString &name : options.unset)
        env.remove(name);
    for (const QString &kv : options.env)
        env.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(env);
    QSignalSpy finished(&p, &QProcess::finished);
    QElapsedTimer timer;
    timer.start();
    p.start(QStringLiteral(GP_CLI), args);
    const bool done =
        options.eventLoop ? finished.wait(options.timeoutMs) : p.waitForFinished(options.timeoutMs);
    if (!done) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError()), timer.elapsed()};
}

// Writes content to name in a test's temporary folder and returns its path.
inline QString writeTestFile(const QTemporaryDir &dir, const QString &name,
                             const QByteArray &content)
{
    QFile f(dir.filePath(name));
    if (f.open(QIODevice::WriteOnly))
        f.write(content);
    return f.fileName();
}
