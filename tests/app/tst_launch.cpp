// Files given to gpu-planner open in the window (a double-clicked *.gpuplan.json, "Open
// with", the desktop entry's %F): such an argument is not taken for a command, flags and
// their values are not taken for files, and each file opens in a window of its own.
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
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
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
            << QStringList{"--lang=zh_CN", "-style", "a.gpuplan.json"}
            << QStringList{"a.gpuplan.json"};
        QTest::newRow("none") << QStringList{"--lang", "en"} << QStringList{};
    }
    void documentArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, files);
        QCOMPARE(gpuplanner::documentArguments(arguments), files);
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
};

QTEST_MAIN(TestLaunch)
#include "tst_launch.moc"
