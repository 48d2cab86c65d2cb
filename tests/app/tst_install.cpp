// `cmake --install` lays out an FHS tree that works where it lands: the program finds its
// catalog, presets and translations relative to bin/ with no environment variable, the
// installed presets win over the embedded ones, a missing or broken data file says which
// file and where it was looked for, and the desktop entry, AppStream metadata, MIME type,
// icons, man page and completion are where desktops and man look for them (and valid,
// where the validators are installed).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
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

    // Issue 28: the licence is Apache-2.0, said in the forms tools read: the Debian
    // copyright file in the machine-readable format (DEP-5: every Files paragraph has its
    // Copyright and License, and every licence named has its text, the common ones by
    // reference to /usr/share/common-licenses), and the AppStream project_license.
    void copyrightIsMachineReadable()
    {
        QFile f(path(QStringLiteral("share/doc/gpu-planner/copyright")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(!text.contains(QLatin1Char('@')), "an unconfigured @VARIABLE@");
        const QStringList paragraphs = text.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts);
        QVERIFY(paragraphs.size() >= 6);
        QVERIFY(paragraphs[0].startsWith(QStringLiteral(
            "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n")));
        QVERIFY(paragraphs[0].contains(QStringLiteral("\nUpstream-Name: gpu-planner\n")));
        // The source's address only when the build has one.
        QCOMPARE(paragraphs[0].contains(QStringLiteral("\nSource: ")),
                 !QStringLiteral(GP_PROJECT_URL).isEmpty());
        QStringList named; // licences the Files paragraphs name
        QStringList texts; // licences given with their text
        const auto field = [](const QString &paragraph, const QString &name) {
            for (const QString &line : paragraph.split(QLatin1Char('\n'))) {
                if (line.startsWith(name + QStringLiteral(": ")))
                    return line.mid(name.size() + 2);
            }
            return QString();
        };
        for (const QString &p : paragraphs.mid(1)) {
            // Fields start a line; continuation lines start with a space.
            for (const QString &line : p.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                QVERIFY2(line.startsWith(QLatin1Char(' ')) || line.contains(QStringLiteral(": ")),
                         qPrintable(line));
            if (p.startsWith(QStringLiteral("Files: "))) {
                QVERIFY2(!field(p, QStringLiteral("Copyright")).isEmpty(), qPrintable(p));
                const QString license = field(p, QStringLiteral("License"));
                QVERIFY2(!license.isEmpty(), qPrintable(p));
                for (const QString &one : license.split(QStringLiteral(" and ")))
                    named << one;
            } else {
                QVERIFY2(p.startsWith(QStringLiteral("License: ")), qPrintable(p));
                QVERIFY2(p.count(QLatin1Char('\n')) > 3, qPrintable(p)); // with its text
                texts << field(p, QStringLiteral("License"));
            }
        }
        QVERIFY(paragraphs[1].startsWith(QStringLiteral("Files: *\n")));
        QCOMPARE(field(paragraphs[1], QStringLiteral("License")), QStringLiteral("Apache-2.0"));
        named.removeDuplicates();
        named.sort();
        texts.sort();
        QCOMPARE(named, texts);
        QVERIFY(text.contains(QStringLiteral("/usr/share/common-licenses/Apache-2.0")));
        // The licence file of the source is Apache-2.0's text.
        QFile license(QStringLiteral(GP_SOURCE_DIR "/LICENSE"));
        QVERIFY(license.open(QIODevice::ReadOnly));
        const QByteArray full = license.readAll();
        QVERIFY(
            full.contains("Apache License\n                           Version 2.0, January 2004"));
        QVERIFY(full.contains("END OF TERMS AND CONDITIONS"));
    }

    void metainfoNamesTheLicenceAndNoPlaceholder()
    {
        QFile f(
            path(QStringLiteral("share/metainfo/io.github.gpuplanner.GpuPlanner.metainfo.xml")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString xml = QString::fromUtf8(f.readAll());
        QVERIFY(xml.contains(QStringLiteral("<project_license>Apache-2.0</project_license>")));
        QVERIFY(xml.contains(QStringLiteral("<metadata_license>CC0-1.0</metadata_license>")));
        QVERIFY2(!xml.contains(QLatin1Char('@')), "an unconfigured @VARIABLE@");
        QVERIFY(!xml.contains(QStringLiteral("gpuplanner/gpu-planner")));
        // The release is the CHANGELOG's first section: its version, and its headings as
        // the notes (a development release while the CHANGELOG says so).
        QFile changes(QStringLiteral(GP_SOURCE_DIR "/CHANGELOG.md"));
        QVERIFY(changes.open(QIODevice::ReadOnly));
        const QString log = QString::fromUtf8(changes.readAll());
        const auto version = QRegularExpression(QStringLiteral("^## (\\S+)(.*)$"),
                                                QRegularExpression::MultilineOption)
                                 .match(log);
        QVERIFY(version.hasMatch());
        QVERIFY(xml.contains(QStringLiteral("<release version=\"%1\"").arg(version.captured(1))));
        QCOMPARE(xml.contains(QStringLiteral("type=\"development\"")),
                 version.captured(2).contains(QStringLiteral("in development")));
        const auto heading = QRegularExpression(QStringLiteral("^### (.*?)( \\(issues? .*\\))?$"),
                                                QRegularExpression::MultilineOption)
                                 .match(log);
        QVERIFY(heading.hasMatch());
        QVERIFY2(
            xml.contains(QStringLiteral("<li>%1</li>").arg(heading.captured(1).toHtmlEscaped())),
            qPrintable(heading.captured(1)));
        const QString url = QStringLiteral(GP_PROJECT_URL);
        QCOMPARE(xml.contains(QStringLiteral("<url type=\"homepage\">")), !url.isEmpty());
        if (!url.isEmpty())
            QVERIFY(xml.contains(QStringLiteral("<url type=\"homepage\">") + url +
                                 QStringLiteral("</url>")));
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
