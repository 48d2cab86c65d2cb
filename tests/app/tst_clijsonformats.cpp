// Every JSON document the command line prints names itself (issue 25): a top-level "format"
// with the id docs/table-format.md lists for the command ("Every JSON output of the command
// line") and "format_version", the integer listed with it; its other top-level keys are
// among those the table lists. Each command runs with --json and with --format json
// (issue 28: both spellings everywhere) and prints the same document both ways; --json with
// --format table is a usage error naming both flags. The commands run here are checked
// against the command table (app/clispec.cpp) and against the page, so a command that
// takes --json or --format json, or a row of the page, without a run here fails too.
#include "../support/cliprocess.h"
#include "clispec.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gpuplanner;

namespace {

// One row of the page's table: the format id, its version and the top-level keys.
struct Documented {
    QString format;
    int version = 0;
    QSet<QString> keys;
};

// The rows of "Every JSON output of the command line" in docs/table-format.md, by the
// command in the first column ("catalog list", "solve --maximize rps").
QMap<QString, Documented> documentedOutputs()
{
    QFile f(QStringLiteral(GP_SOURCE_DIR "/docs/table-format.md"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(f.readAll());
    const qsizetype start = text.indexOf(QStringLiteral("\n## Every JSON output"));
    if (start < 0)
        return {};
    const qsizetype end = text.indexOf(QStringLiteral("\n## "), start + 4);
    const QString section = text.mid(start, end < 0 ? -1 : end - start);
    static const QRegularExpression row(
        QStringLiteral("^\\| `([a-z -]+)` \\| `([a-z-]+)` \\| (\\d+) \\| (.*) \\|$"),
        QRegularExpression::MultilineOption);
    static const QRegularExpression key(QStringLiteral("`([a-z_0-9]+)`"));
    QMap<QString, Documented> out;
    for (const auto &m : row.globalMatch(section)) {
        Documented d{m.captured(2), m.captured(3).toInt(), {}};
        QString keys = m.captured(4);
        // "those of `rank`, and …": the keys of that row too.
        if (keys.startsWith(QStringLiteral("those of `"))) {
            const QString other = keys.section(QLatin1Char('`'), 1, 1);
            d.keys = out.value(other).keys;
        }
        for (const auto &k : key.globalMatch(keys))
            d.keys.insert(k.captured(1));
        out.insert(m.captured(1), d);
    }
    return out;
}

} // namespace

class TestCliJsonFormats : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_library;  // a library folder with one scenario in it
    QString m_scenario; // that scenario
    QMap<QString, Documented> m_documented;

    CliRun run(const QStringList &args)
    {
        return runGpuPlanner(
            args, {overlayIn(m_dir),
                   {},
                   {QStringLiteral("XDG_CACHE_HOME=") + m_dir.filePath(QStringLiteral("cache"))}});
    }

    // What each command that prints JSON is run with, without its JSON flag; the command
    // of the page's table first. report writes its document to --out (file).
    struct Case {
        QString documented;
        QStringList args;
        QString file = {};
    };
    QList<Case> cases() const
    {
        const QString out = m_dir.filePath(QStringLiteral("report.out")); // no known suffix
        return {
            {QStringLiteral("estimate"),
             {QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
              QStringLiteral("--task"), QStringLiteral("qlora")}},
            {QStringLiteral("solve"),
             {QStringLiteral("solve"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
              QStringLiteral("--task"), QStringLiteral("qlora"), QStringLiteral("--maximize"),
              QStringLiteral("batch"), QStringLiteral("--instance-type"),
              QStringLiteral("ecs.gn7i-c8g1.2xlarge")}},
            {QStringLiteral("solve --maximize rps"),
             {QStringLiteral("solve"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
              QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--maximize"),
              QStringLiteral("rps"), QStringLiteral("--instance-type"),
              QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("--tpot"),
              QStringLiteral("0.05")}},
            {QStringLiteral("rank"),
             {QStringLiteral("rank"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
              QStringLiteral("--task"), QStringLiteral("qlora"), QStringLiteral("--families"),
              QStringLiteral("gn7i"), QStringLiteral("--top"), QStringLiteral("3")}},
            {QStringLiteral("report"),
             {QStringLiteral("report"), QStringLiteral("--scenario"), m_scenario,
              QStringLiteral("--out"), out, QStringLiteral("--top"), QStringLiteral("3")},
             out},
            {QStringLiteral("capacity"),
             {QStringLiteral("capacity"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
              QStringLiteral("--rps"), QStringLiteral("2"), QStringLiteral("--families"),
              QStringLiteral("gn7i"), QStringLiteral("--instance-type"),
              QStringLiteral("ecs.gn7i-c8g1.2xlarge")}},
            {QStringLiteral("models list"), {QStringLiteral("models"), QStringLiteral("list")}},
            {QStringLiteral("catalog list"),
             {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--family"),
              QStringLiteral("gn7i"), QStringLiteral("--region"), QStringLiteral("cn-shanghai")}},
            {QStringLiteral("library list"),
             {QStringLiteral("library"), QStringLiteral("list"), QStringLiteral("--dir"),
              m_library}},
        };
    }

    // The JSON document of one run: stdout, or the file it wrote.
    static QJsonObject documentOf(const CliRun &r, const QString &file, QString *problem)
    {
        QByteArray bytes = r.out.toUtf8();
        if (!file.isEmpty()) {
            QFile f(file);
            if (!f.open(QIODevice::ReadOnly)) {
                *problem = QStringLiteral("no file %1").arg(file);
                return {};
            }
            bytes = f.readAll();
        }
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            *problem = QStringLiteral("not a JSON object: %1\n%2")
                           .arg(error.errorString(), QString::fromUtf8(bytes.left(200)));
            return {};
        }
        return doc.object();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_documented = documentedOutputs();
        QVERIFY2(m_documented.size() >= 9, "docs/table-format.md: no table of JSON outputs");
        m_library = m_dir.filePath(QStringLiteral("library"));
        QVERIFY(QDir().mkpath(m_library));
        m_scenario = QDir(m_library).filePath(QStringLiteral("plan.gpuplan.json"));
        const CliRun r =
            run({QStringLiteral("scenario"), QStringLiteral("new"), QStringLiteral("--model"),
                 QStringLiteral("llama-3.1-8b"), QStringLiteral("--task"), QStringLiteral("qlora"),
                 QStringLiteral("--out"), m_scenario});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

    // Every command that takes --json or --format json is run here, and every row of the
    // page is a command run here.
    void everyJsonCommandIsCovered()
    {
        const QList<Case> all = cases();
        QSet<QString> covered;
        for (const Case &c : all) {
            covered.insert(c.documented.section(QStringLiteral(" --"), 0, 0));
            QVERIFY2(m_documented.contains(c.documented), qPrintable(c.documented));
        }
        for (const QString &row : m_documented.keys())
            QVERIFY2(std::any_of(all.begin(), all.end(),
                                 [&](const Case &c) { return c.documented == row; }),
                     qPrintable(
                         QStringLiteral("docs/table-format.md lists '%1', not run here").arg(row)));
        int commands = 0;
        for (const cli::CommandSpec &command : cli::commands()) {
            const QString name = QString::fromLatin1(command.name);
            const cli::FlagSpec *format = cli::flagOf(command, QStringLiteral("--format"));
            const bool formatJson = format && format->value &&
                                    QString::fromLatin1(format->value)
                                        .split(QLatin1Char('|'))
                                        .contains(QStringLiteral("json"));
            const bool json = cli::flagOf(command, QStringLiteral("--json")) != nullptr;
            // Issue 28: where one spelling is taken, so is the other.
            QVERIFY2(json == formatJson, qPrintable(name));
            // scenario new writes a scenario file (its own format and version) and prints a
            // line; it takes the two flags with the rank flags it shares and ignores them.
            if (!json || name == QLatin1String("scenario new"))
                continue;
            ++commands;
            QVERIFY2(covered.contains(name),
                     qPrintable(QStringLiteral("'%1' can print JSON: run it here").arg(name)));
        }
        QCOMPARE(commands, int(covered.size()));
    }

    void namesItsFormat_data()
    {
        QTest::addColumn<QString>("documented");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("file");
        for (const Case &c : cases())
            QTest::newRow(qPrintable(c.documented)) << c.documented << c.args << c.file;
    }
    void namesItsFormat()
    {
        QFETCH(QString, documented);
        QFETCH(QStringList, args);
        QFETCH(QString, file);
        const Documented doc = m_documented.value(documented);
        QVERIFY(!doc.format.isEmpty());
        QJsonObject first;
        for (const QStringList &flag :
             {QStringList{QStringLiteral("--json")},
              QStringList{QStringLiteral("--format"), QStringLiteral("json")},
              QStringList{QStringLiteral("--json"), QStringLiteral("--format"),
                          QStringLiteral("json")}}) {
            if (!file.isEmpty())
                QFile::remove(file);
            const CliRun r = run(args + flag);
            const QString what =
                args.join(QLatin1Char(' ')) + QLatin1Char(' ') + flag.join(QLatin1Char(' '));
            QVERIFY2(r.code == 0, qPrintable(what + QStringLiteral(": ") + r.err));
            QString problem;
            QJsonObject json = documentOf(r, file, &problem);
            QVERIFY2(problem.isEmpty(), qPrintable(what + QStringLiteral(": ") + problem));
            QVERIFY2(json.value(QStringLiteral("format")).isString(), qPrintable(what));
            QCOMPARE(json.value(QStringLiteral("format")).toString(), doc.format);
            const QJsonValue version = json.value(QStringLiteral("format_version"));
            QVERIFY2(version.isDouble() && version.toDouble() == std::floor(version.toDouble()),
                     qPrintable(what));
            QCOMPARE(version.toInt(), doc.version);
            for (const QString &key : json.keys())
                QVERIFY2(doc.keys.contains(key),
                         qPrintable(QStringLiteral("%1: top-level key '%2' is not in "
                                                   "docs/table-format.md")
                                        .arg(what, key)));
            // The same document whichever way JSON was asked for (a report's time aside).
            json.remove(QStringLiteral("generated"));
            if (first.isEmpty())
                first = json;
            else
                QVERIFY2(json == first, qPrintable(what));
        }
    }

    // --json with --format table (or csv) asks for two outputs: a usage error that names
    // both flags, as other usage errors exit 2; nothing is printed or written.
    void jsonAndAnotherFormatIsAUsageError_data() { namesItsFormat_data(); }
    void jsonAndAnotherFormatIsAUsageError()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, file);
        if (!file.isEmpty())
            QFile::remove(file);
        const CliRun r =
            run(args + QStringList{QStringLiteral("--json"), QStringLiteral("--format"),
                                   QStringLiteral("table")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--json")) &&
                     r.err.contains(QStringLiteral("--format table")),
                 qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
        QVERIFY(file.isEmpty() || !QFile::exists(file));
    }

    // estimate and solve, which took only --json, take --format table|json: table is the
    // text they print without a flag; anything else is a usage error.
    void estimateAndSolveTakeFormat()
    {
        for (const Case &c : cases()) {
            if (c.documented != QLatin1String("estimate") && c.documented != QLatin1String("solve"))
                continue;
            const CliRun plain = run(c.args);
            QCOMPARE(plain.code, 0);
            const CliRun table =
                run(c.args + QStringList{QStringLiteral("--format"), QStringLiteral("table")});
            QCOMPARE(table.code, 0);
            QCOMPARE(table.out, plain.out);
            const CliRun csv =
                run(c.args + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
            QCOMPARE(csv.code, 2);
            QVERIFY2(csv.err.contains(QStringLiteral("--format: 'csv' is not table or json")),
                     qPrintable(csv.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliJsonFormats)
#include "tst_clijsonformats.moc"
