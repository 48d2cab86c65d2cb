// Files given to gpu-planner open in the window (a double-clicked *.gpuplan.json, "Open
// with", the desktop entry's %F): such an argument is not taken for a command, flags and
// their values are not taken for files, and each file opens in a window of its own.
#include "../support/cliprocess.h"
#include "catalogrepository.h"
#include "launch.h"
#include "mainwindow.h"
#include "presets.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QLabel>
#include <QLocalServer>
#include <QMessageBox>
#include <QProcess>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace gpuplanner;

class TestLaunch : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    // An "X server" on loopback (TCP 6000 + N answers for DISPLAY=127.0.0.1:N): a set DISPLAY
    // counts only where something answers.
    QTcpServer m_x;
    QString xDisplay()
    {
        for (int n = 150; !m_x.isListening() && n < 250; ++n)
            m_x.listen(QHostAddress::LocalHost, static_cast<quint16>(6000 + n));
        return QStringLiteral("DISPLAY=127.0.0.1:%1").arg(m_x.serverPort() - 6000);
    }

private Q_SLOTS:
    // First, before any other case has measured text: the window's start-up sets up the
    // font database on a worker (main.cpp) while the GUI thread reads the catalog; text
    // measured on the GUI thread meanwhile waits for it and gets the same fonts.
    void fontsArePreparedInBackground()
    {
        QFuture<void> prepared = prepareFontsInBackground();
        QVERIFY(!prepared.isCanceled()); // a task was started, not a placeholder
        const QFontMetrics metrics(QApplication::font());
        QVERIFY(metrics.horizontalAdvance(QStringLiteral("ecs.gn7i-c8g1.2xlarge")) > 0);
        prepared.waitForFinished();
        QVERIFY(prepared.isFinished());
        QVERIFY(!QFontDatabase::families().isEmpty());
        QCOMPARE(QFontMetrics(QApplication::font()).height(), metrics.height());
    }

    void documentArgument_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<bool>("document");
        QTest::newRow("scenario suffix, missing file") << "nowhere/plan.gpuplan.json" << true;
        QTest::newRow("suffix in capitals") << "PLAN.GPUPLAN.JSON" << true;
        QTest::newRow("an existing file")
            << QStringLiteral(GP_TEST_DATA "/../CMakeLists.txt") << true;
        QTest::newRow("an unknown word") << "frobnicate" << false;
        QTest::newRow("a folder") << QStringLiteral(GP_TEST_DATA) << false;
        QTest::newRow("a flag") << "--lang" << false;
        QTest::newRow("empty") << "" << false;
    }
    void documentArgument()
    {
        QFETCH(QString, argument);
        QFETCH(bool, document);
        QCOMPARE(isDocumentArgument(argument), document);
    }

    void documentArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("files");
        QTest::newRow("files only") << QStringList{"a.gpuplan.json", "b.gpuplan.json"}
                                    << QStringList{"a.gpuplan.json", "b.gpuplan.json"};
        QTest::newRow("flag values are not files")
            << QStringList{"--catalog",      "c.db",      "--lang", "zh_CN",
                           "a.gpuplan.json", "--overlay", "o.db"}
            << QStringList{"a.gpuplan.json"};
        QTest::newRow("inline values and Qt options")
            << QStringList{"--lang=zh_CN", "-style", "fusion", "-reverse", "a.gpuplan.json"}
            << QStringList{"a.gpuplan.json"};
        // Qt takes the word after -style, -platform or -display as their value (and with
        // X11, -title): it is no file to open.
        QTest::newRow("values of Qt's options are not files")
            << QStringList{"--platform", "offscreen", "-display",      ":1",
                           "-title",     "T",         "-style=fusion", "b.gpuplan.json"}
            << QStringList{"b.gpuplan.json"};
        QTest::newRow("none") << QStringList{"--lang", "en"} << QStringList{};
    }
    void documentArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, files);
        QCOMPARE(gpuplanner::documentArguments(arguments), files);
    }

    // Issue 28: a flag the window does not take is answered by the command line rather
    // than ignored by a window that opens anyway.
    void windowArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("notAnOption");
        QTest::addColumn<QString>("platform");
        QTest::addColumn<bool>("display");
        QTest::newRow("ours and Qt's")
            << QStringList{"--catalog", "c.db",      "--lang=en",     "-reverse",
                           "-platform", "offscreen", "a.gpuplan.json"}
            << ""
            << "offscreen" << false;
        QTest::newRow("two dashes, as Qt reads them")
            << QStringList{"--platform", "xcb", "--display", ":3", "--nograb"} << ""
            << "xcb" << true;
        QTest::newRow("-V after a file") << QStringList{"a.gpuplan.json", "-V"} << "-V"
                                         << "" << false;
        QTest::newRow("a single-dash typo")
            << QStringList{"-version", "a.gpuplan.json"} << "-version"
            << "" << false;
        QTest::newRow("the first of two") << QStringList{"--verison", "-x"} << "--verison"
                                          << "" << false;
        QTest::newRow("a flag's value that looks like a flag")
            << QStringList{"--overlay", "-o.db"} << ""
            << "" << false;
        QTest::newRow("stdin is no scenario") << QStringList{"-"} << "-"
                                              << "" << false;
    }
    void windowArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, notAnOption);
        QFETCH(QString, platform);
        QFETCH(bool, display);
        const WindowArguments parsed = parseWindowArguments(arguments);
        QCOMPARE(parsed.notAnOption, notAnOption);
        QCOMPARE(parsed.platform, platform);
        QCOMPARE(parsed.display, display);
    }

    // What Qt's xcb and wayland plugins need, checked before QApplication exists.
    void missingDisplay_data()
    {
        QTest::addColumn<QStringList>("env");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("needs"); // empty: the window may open
        QTest::addColumn<QString>("platform");
        const QStringList both{"DISPLAY", "WAYLAND_DISPLAY"};
        QTest::newRow("SSH: nothing set") << QStringList{} << QStringList{} << both << "";
        QTest::newRow("empty values")
            << QStringList{"DISPLAY=", "WAYLAND_DISPLAY="} << QStringList{} << both << "";
        QTest::newRow("X11") << QStringList{xDisplay()} << QStringList{} << QStringList{} << "";
        QTest::newRow("Wayland") << QStringList{"WAYLAND_DISPLAY=wayland-1"} << QStringList{}
                                 << QStringList{} << "";
        QTest::newRow("Wayland socket fd")
            << QStringList{"WAYLAND_SOCKET=5"} << QStringList{} << QStringList{} << "";
        QTest::newRow("offscreen")
            << QStringList{"QT_QPA_PLATFORM=offscreen"} << QStringList{} << QStringList{} << "";
        QTest::newRow("offscreen with options")
            << QStringList{"QT_QPA_PLATFORM=offscreen:fontengine=freetype"} << QStringList{}
            << QStringList{} << "";
        QTest::newRow("vnc") << QStringList{"QT_QPA_PLATFORM=vnc"} << QStringList{} << QStringList{}
                             << "";
        QTest::newRow("xcb asked for, only Wayland")
            << QStringList{"QT_QPA_PLATFORM=xcb", "WAYLAND_DISPLAY=wayland-0"} << QStringList{}
            << QStringList{"DISPLAY"} << "xcb";
        QTest::newRow("wayland asked for, only X11")
            << QStringList{"QT_QPA_PLATFORM=wayland", "DISPLAY=:0", "XDG_RUNTIME_DIR=/nonexistent"}
            << QStringList{} << QStringList{"WAYLAND_DISPLAY"} << "wayland";
        QTest::newRow("a list falls back") << QStringList{"QT_QPA_PLATFORM=wayland;xcb", xDisplay()}
                                           << QStringList{} << QStringList{} << "";
        QTest::newRow("a list with neither")
            << QStringList{"QT_QPA_PLATFORM=wayland;xcb", "XDG_RUNTIME_DIR=/nonexistent"}
            << QStringList{} << QStringList{"WAYLAND_DISPLAY", "DISPLAY"} << "wayland;xcb";
        QTest::newRow("-platform wins over the variable")
            << QStringList{"QT_QPA_PLATFORM=xcb"} << QStringList{"-platform", "offscreen"}
            << QStringList{} << "";
        QTest::newRow("-platform xcb without a display")
            << QStringList{"QT_QPA_PLATFORM=offscreen"} << QStringList{"-platform", "xcb"}
            << QStringList{"DISPLAY"} << "xcb";
        QTest::newRow("-display") << QStringList{} << QStringList{"-display", ":2"} << QStringList{}
                                  << "";
    }
    void missingDisplay()
    {
        QFETCH(QStringList, env);
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, needs);
        QFETCH(QString, platform);
        QProcessEnvironment environment;
        for (const QString &kv : env)
            environment.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
        const MissingDisplay missing =
            gpuplanner::missingDisplay(parseWindowArguments(arguments), environment);
        QCOMPARE(missing.missing, !needs.isEmpty());
        QCOMPARE(missing.needs, needs);
        QCOMPARE(missing.platform, platform);
    }

    // libwayland connects to $XDG_RUNTIME_DIR/wayland-0 when WAYLAND_DISPLAY is unset: a
    // platform asked for by name finds it there (Qt's default does not try Wayland then).
    void waylandDefaultSocket()
    {
        QTemporaryDir runtime;
        QVERIFY(runtime.isValid());
        QProcessEnvironment env;
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("wayland"));
        QVERIFY(gpuplanner::missingDisplay({}, env).missing);
        QFile socket(runtime.filePath(QStringLiteral("wayland-0")));
        QVERIFY(socket.open(QIODevice::WriteOnly));
        socket.close();
        QVERIFY(!gpuplanner::missingDisplay({}, env).missing);
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        QVERIFY(gpuplanner::missingDisplay({}, env).missing);
    }

    void eachFileOpensInAWindow()
    {
        PresetLibrary presets;
        QVERIFY(presets.load());
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("overlay.db")));
        QVERIFY(repo.load());
        QSettings settings(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        const QString a = m_dir.filePath(QStringLiteral("a.gpuplan.json"));
        const QString b = m_dir.filePath(QStringLiteral("b.gpuplan.json"));
        {
            MainWindow writer(&repo, &presets, &settings);
            QVERIFY(writer.saveScenarioAs(a));
            QVERIFY(writer.saveScenarioAs(b));
        }
        MainWindow window(&repo, &presets, &settings);
        window.show();
        // Relative paths (as a file manager or shell gives them) are made absolute.
        QDir::setCurrent(m_dir.path());
        const auto more = openDocuments(window, {QStringLiteral("a.gpuplan.json"), b}, &repo,
                                        &presets, &settings);
        QCOMPARE(window.scenarioPath(), a);
        QCOMPARE(more.size(), std::size_t(1));
        QCOMPARE(more.front()->scenarioPath(), b);
        QVERIFY(more.front()->isVisible());
        QVERIFY(more.front()->testAttribute(Qt::WA_DeleteOnClose));
        more.front()->close(); // deletes it
        QVERIFY(openDocuments(window, {}, &repo, &presets, &settings).empty());
        QCOMPARE(window.scenarioPath(), a);
    }

    // Issue 27 item 7: a damaged overlay no longer quits the window with an error. The box
    // names the file and the problem as plain text and offers the reset (a backup copy is
    // kept) or Quit; Quit changes nothing.
    void damagedOverlayOffersTheReset_data()
    {
        QTest::addColumn<QString>("button");
        QTest::newRow("quit") << QStringLiteral("quit");
        QTest::newRow("reset") << QStringLiteral("reset");
    }
    void damagedOverlayOffersTheReset()
    {
        QFETCH(QString, button);
        const QString overlay = m_dir.filePath(QStringLiteral("<b>damaged-%1.db").arg(button));
        {
            QFile f(overlay);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(8192, 'Z'));
        }
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG), overlay);
        QVERIFY(!repo.load());
        QVERIFY(repo.overlayFailed());
        QString shown;
        Qt::TextFormat format = Qt::AutoText;
        bool clicked = false;
        QTimer::singleShot(0, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != QLatin1String("overlayRecovery"))
                return;
            shown = box->text();
            format = box->textFormat();
            if (auto *b = box->findChild<QPushButton *>(button)) {
                clicked = true;
                b->click();
            }
        });
        const bool recovered = offerOverlayReset(repo);
        QVERIFY(clicked);
        QVERIFY2(shown.contains(overlay) && shown.contains(QLatin1String("damaged")),
                 qPrintable(shown));
        QCOMPARE(format, Qt::PlainText);
        if (button == QLatin1String("quit")) {
            QVERIFY(!recovered);
            QCOMPARE(QFileInfo(overlay).size(), 8192); // untouched
            QVERIFY(repo.lastBackup().isEmpty());
            return;
        }
        QVERIFY(recovered);
        QVERIFY(!QFile::exists(overlay));
        QCOMPARE(QFileInfo(repo.lastBackup()).size(), 8192);
        QVERIFY(repo.catalog().types().size() > 100);
    }

    void programOpensTheWindowForAScenarioFile()
    {
        // Before, `gpu-planner plan.gpuplan.json` was an unknown command (exit 2 at once);
        // now the window opens with it and keeps running.
        const QString a = m_dir.filePath(QStringLiteral("a.gpuplan.json"));
        QVERIFY(QFile::exists(a));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("GPU_PLANNER_CATALOG"), QStringLiteral(GP_SHIPPED_CATALOG));
        env.insert(QStringLiteral("GPU_PLANNER_OVERLAY"), m_dir.filePath(QStringLiteral("o2.db")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GP_CLI), {a});
        QVERIFY(p.waitForStarted());
        const bool ended = p.waitForFinished(3000);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        p.kill();
        p.waitForFinished();
        QVERIFY2(!ended, qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("unknown command")), qPrintable(err));

        // A word that is neither a command nor a file is still an unknown command.
        QProcess q;
        q.setProcessEnvironment(env);
        q.start(QStringLiteral(GP_CLI), {QStringLiteral("frobnicate")});
        QVERIFY(q.waitForFinished(30000));
        QCOMPARE(q.exitCode(), 2);
        QVERIFY(q.readAllStandardError().contains("unknown command 'frobnicate'"));
    }

    // Issue 28: over SSH with no display Qt aborted (exit 134, "Reinstalling the application
    // may fix this problem"). Now the program says there is no display and how to use the
    // command line, in the user's language, and exits 1 at once, with no window.
    void noDisplaySaysSoAndPointsToTheCommandLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("env");
        QTest::addColumn<bool>("chinese");
        QTest::newRow("plain gpu-planner") << QStringList{} << QStringList{} << false;
        QTest::newRow("a scenario file")
            << QStringList{m_dir.filePath(QStringLiteral("a.gpuplan.json"))} << QStringList{}
            << false;
        QTest::newRow("--lang zh_CN") << QStringList{"--lang", "zh_CN"} << QStringList{} << true;
        QTest::newRow("the system's language")
            << QStringList{} << QStringList{"LC_ALL=zh_CN.UTF-8"} << true;
        QTest::newRow("xcb asked for")
            << QStringList{} << QStringList{"QT_QPA_PLATFORM=xcb"} << false;
    }
    void noDisplaySaysSoAndPointsToTheCommandLine()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, env);
        QFETCH(bool, chinese);
        const CliRun r = runGpuPlanner(
            args, {m_dir.filePath(QStringLiteral("o3.db")),
                   {"DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "QT_QPA_PLATFORM"},
                   env,
                   false,
                   30000});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(!r.err.contains(QStringLiteral("Reinstalling")), qPrintable(r.err));
        QVERIFY2(r.err.startsWith(QStringLiteral("gpu-planner: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("DISPLAY")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("'gpu-planner --help'")) ||
                     r.err.contains(QStringLiteral("“gpu-planner --help”")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("gpu-planner estimate --model")), qPrintable(r.err));
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        QCOMPARE(han.match(r.err).hasMatch(), chinese);
        if (!chinese)
            QVERIFY2(r.err.contains(QStringLiteral("no display to open the window on")),
                     qPrintable(r.err));
    }

    // Issue 28: a DISPLAY that is set but where nothing answers (tmux re-attached after
    // the SSH session with X forwarding ended) still aborted with exit 134. An X server
    // answers on a socket X<N> (or TCP 6000 + N): one in a temporary folder stands in.
    void unreachableDisplayIsMissing()
    {
        QTemporaryDir dir;
        QLocalServer x;
        QVERIFY(x.listen(dir.filePath(QStringLiteral("X5"))));
        QVERIFY(xDisplayAnswers(QStringLiteral(":5"), dir.path()));
        QVERIFY(xDisplayAnswers(QStringLiteral(":5.0"), dir.path()));
        QVERIFY(xDisplayAnswers(QStringLiteral("unix:5"), dir.path()));
        QVERIFY(!xDisplayAnswers(QStringLiteral(":6"), dir.path()));
        QVERIFY(!xDisplayAnswers(QStringLiteral("unix:6.1"), dir.path()));
        // TCP: a listening port answers, a closed one does not (6000 + N on loopback).
        QTcpServer tcp;
        if (tcp.listen(QHostAddress::LocalHost, 6000 + 77)) {
            QVERIFY(xDisplayAnswers(QStringLiteral("127.0.0.1:77"), dir.path()));
            QVERIFY(xDisplayAnswers(QStringLiteral("localhost:77.0"), dir.path()));
            tcp.close();
            QVERIFY(!xDisplayAnswers(QStringLiteral("127.0.0.1:77"), dir.path()));
        }
        // Not an address: Qt decides.
        QVERIFY(xDisplayAnswers(QStringLiteral("nonsense"), dir.path()));

        // The program: a free display number (no socket, no abstract name, no server).
        int free = 0;
        for (int n = 180; n < 260 && free == 0; ++n)
            if (!xDisplayAnswers(QStringLiteral(":%1").arg(n)))
                free = n;
        QVERIFY(free > 0);
        const QString display = QStringLiteral(":%1").arg(free);
        const CliRun r =
            runGpuPlanner({}, {m_dir.filePath(QStringLiteral("o4.db")),
                               {"DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "QT_QPA_PLATFORM"},
                               {QStringLiteral("DISPLAY=") + display},
                               false,
                               30000});
        QCOMPARE(r.code, 1);
        QVERIFY2(!r.err.contains(QStringLiteral("Reinstalling")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("DISPLAY=") + display + QStringLiteral(" is set")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("gpu-planner estimate --model")), qPrintable(r.err));
        // A Wayland socket that is not there, asked for by name.
        const CliRun w =
            runGpuPlanner({}, {m_dir.filePath(QStringLiteral("o4.db")),
                               {"DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "QT_QPA_PLATFORM"},
                               {QStringLiteral("QT_QPA_PLATFORM=wayland"),
                                QStringLiteral("WAYLAND_DISPLAY=wayland-gone"),
                                QStringLiteral("XDG_RUNTIME_DIR=") + dir.path()},
                               false,
                               30000});
        QCOMPARE(w.code, 1);
        QVERIFY2(w.err.contains(QStringLiteral("WAYLAND_DISPLAY=wayland-gone is set")),
                 qPrintable(w.err));
    }

    // Issue 28: a single-dash typo opened the window and ignored the flag. -h and -V are
    // --help and --version; any other flag the window does not take, before or after a
    // file, is a usage error (exit 2) and no window opens. Qt's own options still open it.
    void flagsTheWindowDoesNotTake_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("err");
        const QString file = m_dir.filePath(QStringLiteral("a.gpuplan.json"));
        QTest::newRow("-V") << QStringList{"-V"} << 0 << "gpu-planner 0."
                            << "";
        QTest::newRow("-h") << QStringList{"-h"} << 0 << "Usage: gpu-planner"
                            << "";
        QTest::newRow("-version") << QStringList{"-version"} << 2 << ""
                                  << "gpu-planner: unknown flag '-version' (did you mean "
                                     "'--version'?)\nRun 'gpu-planner --help'";
        QTest::newRow("-v") << QStringList{"-v"} << 2 << ""
                            << "unknown flag '-v' (did you mean '--version'?)";
        QTest::newRow("-x") << QStringList{"-x"} << 2 << ""
                            << "gpu-planner: unknown flag '-x'\n";
        QTest::newRow("a typo after a file") << QStringList{file, "--verison"} << 2 << ""
                                             << "unknown flag '--verison'";
        QTest::newRow("-V after a file") << QStringList{file, "-V"} << 0 << "gpu-planner 0."
                                         << "";
        QTest::newRow("--help after global flags")
            << QStringList{"--lang", "en", file, "--help"} << 0 << "Usage: gpu-planner"
            << "";
    }
    void flagsTheWindowDoesNotTake()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, out);
        QFETCH(QString, err);
        // Without a display too: the flag is answered before the display is looked for.
        const CliRun r = runGpuPlanner(
            args, {m_dir.filePath(QStringLiteral("o4.db")),
                   {"DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "QT_QPA_PLATFORM"},
                   {},
                   false,
                   30000});
        QCOMPARE(r.code, code);
        QVERIFY2(out.isEmpty() ? r.out.isEmpty() : r.out.startsWith(out), qPrintable(r.out));
        QVERIFY2(r.err.contains(err), qPrintable(r.err));
        if (err.isEmpty())
            QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }

    // Qt's options and our global flags still open the window (and keep it open).
    void qtOptionsStillOpenTheWindow()
    {
        const QString a = m_dir.filePath(QStringLiteral("a.gpuplan.json"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("GPU_PLANNER_CATALOG"), QStringLiteral(GP_SHIPPED_CATALOG));
        env.insert(QStringLiteral("GPU_PLANNER_OVERLAY"), m_dir.filePath(QStringLiteral("o5.db")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GP_CLI),
                {QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("-style"),
                 QStringLiteral("fusion"), QStringLiteral("--lang=en"), QStringLiteral("-reverse"),
                 a});
        QVERIFY(p.waitForStarted());
        const bool ended = p.waitForFinished(3000);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        p.kill();
        p.waitForFinished();
        QVERIFY2(!ended, qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("unknown flag")), qPrintable(err));
    }
};

QTEST_MAIN(TestLaunch)
#include "tst_launch.moc"
