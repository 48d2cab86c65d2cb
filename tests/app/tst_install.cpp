// `cmake --install` lays out an FHS tree that works where it lands: the program finds its
// catalog, presets and translations relative to bin/ with no environment variable, the
// installed presets win over the embedded ones, a missing or broken data file says which
// file and where it was looked for, and the desktop entry, AppStream metadata, MIME type,
// icons, man page and completion are where desktops and man look for them (and valid,
// where the validators are installed).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

} // namespace

class TestInstall : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_prefix;

    QString path(const QString &relative) const { return m_prefix + QLatin1Char('/') + relative; }

    Run run(const QString &program, const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("GPU_PLANNER_CATALOG")); // found without it
        env.insert(QStringLiteral("GPU_PLANNER_OVERLAY"),
                   m_dir.filePath(QStringLiteral("overlay.db")));
        p.setProcessEnvironment(env);
        p.start(program, args);
        if (!p.waitForFinished(60000))
            return {};
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    Run cli(const QStringList &args) { return run(path(QStringLiteral("bin/gpu-planner")), args); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_prefix = m_dir.filePath(QStringLiteral("usr"));
        const Run r = run(QStringLiteral(GP_CMAKE),
                          {QStringLiteral("--install"), QStringLiteral(GP_BUILD_DIR),
                           QStringLiteral("--prefix"), m_prefix});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    }

    void layout_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *f :
             {"bin/gpu-planner", "share/gpu-planner/catalog.db",
              "share/gpu-planner/presets/models.json", "share/gpu-planner/presets/frameworks.json",
              "share/gpu-planner/translations/gpu-planner_zh_CN.qm",
              "share/applications/io.github.gpuplanner.GpuPlanner.desktop",
              "share/metainfo/io.github.gpuplanner.GpuPlanner.metainfo.xml",
              "share/mime/packages/io.github.gpuplanner.GpuPlanner.xml",
              "share/icons/hicolor/scalable/apps/io.github.gpuplanner.GpuPlanner.svg",
              "share/icons/hicolor/16x16/apps/io.github.gpuplanner.GpuPlanner.png",
              "share/icons/hicolor/48x48/apps/io.github.gpuplanner.GpuPlanner.png",
              "share/icons/hicolor/256x256/apps/io.github.gpuplanner.GpuPlanner.png",
              "share/man/man1/gpu-planner.1.gz", "share/bash-completion/completions/gpu-planner",
              "share/doc/gpu-planner/copyright", "share/doc/gpu-planner/changelog.gz"})
            QTest::newRow(f) << QString::fromLatin1(f);
#ifdef GP_QTBASE_ZH_QM
        QTest::newRow("Qt's Chinese")
            << QStringLiteral("share/gpu-planner/translations/qtbase_zh_CN.qm");
#endif
    }
    void layout()
    {
        QFETCH(QString, file);
        QVERIFY2(QFileInfo(path(file)).isFile(), qPrintable(path(file)));
        QVERIFY(QFileInfo(path(file)).size() > 0);
    }

    void programRunsFromTheTree()
    {
        Run r = cli({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("gpu-planner ")));
        // The installed catalog (nothing beside bin/gpu-planner, no GPU_PLANNER_CATALOG).
        r = cli({QStringLiteral("rank"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                 QStringLiteral("--task"), QStringLiteral("qlora"), QStringLiteral("--batch"),
                 QStringLiteral("1"), QStringLiteral("--seq-len"), QStringLiteral("2048"),
                 QStringLiteral("--top"), QStringLiteral("3"), QStringLiteral("--format"),
                 QStringLiteral("csv")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out.trimmed().split(QLatin1Char('\n')).size(), 4); // header and 3 rows
    }

    void installedPresetsAreReadFirst()
    {
        const QString file = path(QStringLiteral("share/gpu-planner/presets/models.json"));
        const QString saved = file + QStringLiteral(".saved");
        QVERIFY(QFile::copy(file, saved));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"format\": \"something else\"}");
        f.close();
        Run r = cli({QStringLiteral("models"), QStringLiteral("list")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QDir::cleanPath(file)), qPrintable(r.err));
        // Without the installed copy the embedded one serves.
        QVERIFY(QFile::remove(file));
        r = cli({QStringLiteral("models"), QStringLiteral("list")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("llama-3.1-8b")));
        QVERIFY(QFile::rename(saved, file));
    }

    void missingCatalogSaysWhere()
    {
        const QString file = path(QStringLiteral("share/gpu-planner/catalog.db"));
        QVERIFY(QFile::rename(file, file + QStringLiteral(".saved")));
        const Run r = cli({QStringLiteral("catalog"), QStringLiteral("list")});
        QVERIFY(QFile::rename(file + QStringLiteral(".saved"), file));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QDir::cleanPath(file)), qPrintable(r.err));
        QVERIFY2(r.err.contains(path(QStringLiteral("bin/catalog.db"))), qPrintable(r.err));
    }

    void manPageIsTheHelp()
    {
        const QString gunzip = QStandardPaths::findExecutable(QStringLiteral("gzip"));
        if (gunzip.isEmpty())
            QSKIP("gzip is not installed");
        const Run page = run(gunzip, {QStringLiteral("-dc"),
                                      path(QStringLiteral("share/man/man1/gpu-planner.1.gz"))});
        QCOMPARE(page.code, 0);
        const Run printed = cli({QStringLiteral("--help-man")});
        QCOMPARE(page.out, printed.out);
        QVERIFY(page.out.contains(QStringLiteral(".TH GPU\\-PLANNER 1")));
    }

    void desktopFilesValidate_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QStringList>("args");
        QTest::newRow("desktop-file-validate")
            << "desktop-file-validate"
            << QStringList{path(
                   QStringLiteral("share/applications/io.github.gpuplanner.GpuPlanner.desktop"))};
        QTest::newRow("appstreamcli validate")
            << "appstreamcli"
            << QStringList{QStringLiteral("validate"), QStringLiteral("--no-net"),
                           path(QStringLiteral(
                               "share/metainfo/io.github.gpuplanner.GpuPlanner.metainfo.xml"))};
        QTest::newRow("xmllint MIME")
            << "xmllint"
            << QStringList{QStringLiteral("--noout"),
                           path(QStringLiteral("share/mime/packages/"
                                               "io.github.gpuplanner.GpuPlanner.xml"))};
    }
    void desktopFilesValidate()
    {
        QFETCH(QString, tool);
        QFETCH(QStringList, args);
        const QString exe = QStandardPaths::findExecutable(tool);
        if (exe.isEmpty())
            QSKIP(qPrintable(tool + QStringLiteral(" is not installed")));
        const Run r = run(exe, args);
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        // Hints and warnings count too: the files are kept free of them.
        QVERIFY2(!r.out.contains(QStringLiteral("warning")) &&
                     !r.out.contains(QStringLiteral("hint")),
                 qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
