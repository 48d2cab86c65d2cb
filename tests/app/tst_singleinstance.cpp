// One window process per user and profile (issue 28): a second start with a scenario file
// hands it to the running process and exits; another profile, or no running process,
// starts a window of its own. In process: the handshake, a name already taken by a live
// server, nobody listening. Across processes: two real gpu-planner window processes on
// the offscreen platform, each with a private profile.
#include "../support/cliprocess.h"
#include "singleinstance.h"

#include <QDir>
#include <QLocalSocket>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent>

using namespace gpuplanner;

class TestSingleInstance : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString scenario(const QString &name)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".gpuplan.json"));
        if (!QFile::exists(path)) {
            const CliRun r = runGpuPlanner({QStringLiteral("scenario"), QStringLiteral("new"),
                                            QStringLiteral("--out"), path,
                                            QStringLiteral("--model"), QStringLiteral("qwen2.5-7b"),
                                            QStringLiteral("--task"), QStringLiteral("lora")},
                                           {overlayIn(m_dir)});
            if (r.code != 0)
                qWarning("%s", qPrintable(r.err));
        }
        return path;
    }

    // A window process with its own profile under `home`; the socket name it listens on.
    struct Window {
        std::unique_ptr<QProcess> process;
        QString name;
    };
    Window startWindow(const QString &home, const QString &file)
    {
        Window w;
        w.process = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        env.insert(QStringLiteral("GPU_PLANNER_CATALOG"), QStringLiteral(GP_SHIPPED_CATALOG));
        const QString overlay = home + QStringLiteral("/overlay.db");
        env.insert(QStringLiteral("GPU_PLANNER_OVERLAY"), overlay);
        w.process->setProcessEnvironment(env);
        w.process->start(QStringLiteral(GP_CLI), {file});
        w.name = instanceServerName(home + QStringLiteral("/config/gpu-planner/gpu-planner.conf"),
                                    QStringLiteral(GP_SHIPPED_CATALOG), overlay);
        return w;
    }

    static bool listening(const QString &name)
    {
        QLocalSocket probe;
        probe.connectToServer(name);
        return probe.waitForConnected(200);
    }

private Q_SLOTS:
    void handshakeInProcess()
    {
        const QString name =
            QStringLiteral("gpu-planner-test-%1").arg(QCoreApplication::applicationPid());
        InstanceServer server;
        QVERIFY(server.listen(name));
        InstanceServer second;
        QVERIFY(!second.listen(name)); // a live server keeps its name
        QSignalSpy received(&server, &InstanceServer::filesReceived);
        const QStringList files = {QStringLiteral("/a/b.gpuplan.json"),
                                   QStringLiteral("/c/<img src=x> 月.gpuplan.json")};
        QFuture<bool> handed =
            QtConcurrent::run([&] { return handOverToRunningInstance(name, files); });
        QTRY_VERIFY_WITH_TIMEOUT(handed.isFinished(), 10000);
        QVERIFY(handed.result());
        QTRY_COMPARE(received.size(), 1);
        QCOMPARE(received.first().first().toStringList(), files);
        // Nobody on another name: refused at once.
        QVERIFY(!handOverToRunningInstance(name + QStringLiteral("-none"), files, 500));
    }

    void secondStartHandsTheFileOver()
    {
        QTemporaryDir home;
        Window first = startWindow(home.path(), scenario(QStringLiteral("first")));
        QTRY_VERIFY_WITH_TIMEOUT(listening(first.name), 20000);
        Window second = startWindow(home.path(), scenario(QStringLiteral("second")));
        QVERIFY(second.process->waitForFinished(15000));
        QCOMPARE(second.process->exitStatus(), QProcess::NormalExit);
        QCOMPARE(second.process->exitCode(), 0);
        QCOMPARE(first.process->state(), QProcess::Running);

        // Another profile has its own process: it does not hand over, it stays up.
        QTemporaryDir otherHome;
        Window other = startWindow(otherHome.path(), scenario(QStringLiteral("second")));
        QVERIFY(other.name != first.name);
        QTRY_VERIFY_WITH_TIMEOUT(listening(other.name), 20000);
        QCOMPARE(other.process->state(), QProcess::Running);
        for (Window *w : {&first, &other}) {
            w->process->terminate();
            if (!w->process->waitForFinished(5000)) {
                w->process->kill();
                w->process->waitForFinished();
            }
        }
    }
};

QTEST_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
