// Hostile input at the command line, as a user (or a script) passes it: every refusal
// names the flag or field, the value and the allowed range, exits 2 for a bad command line
// and 1 for a bad file, and never prints NaN, a negative cost or a wrapped integer.
// Files that would crash a parser (deep nesting, 1e400, a share-code bomb) are refused
// quickly; CSV output neutralises formula cells.
#include "../support/cliprocess.h"
#include "estimator/csv.h"
#include "library.h"
#include "plaintext.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

using Run = CliRun;

class TestCliHostile : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    Run run(const QStringList &args) { return runGpuPlanner(args, {overlayIn(m_dir)}); }

    QString writeFile(const QString &name, const QByteArray &content)
    {
        return writeTestFile(m_dir, name, content);
    }

    static QStringList words(const char *text)
    {
        return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    }

private Q_SLOTS:
    void badFlags_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const char *rank = "rank --model llama-3.1-8b --task lora --seq-len 2048 ";
        const char *estimate = "estimate --model llama-3.1-8b --task inference ";
        QTest::newRow("spot discount nan")
            << words((std::string(rank) + "--pricing spot --spot-discount nan").c_str())
            << "--spot-discount: 'nan'";
        QTest::newRow("spot discount negative")
            << words((std::string(rank) + "--spot-discount -5").c_str())
            << "--spot-discount: -5 is out of range: must be greater than 0 and at most 100";
        QTest::newRow("tokens inf")
            << words((std::string(rank) + "--tokens inf").c_str()) << "--tokens: 'inf'";
        QTest::newRow("budget infinity")
            << words((std::string(rank) + "--budget infinity").c_str()) << "--budget";
        QTest::newRow("batch 2^32+1 does not wrap to 1")
            << words((std::string(estimate) + "--batch 4294967297").c_str())
            << "--batch: 4294967297 is out of range: must be at least 1 and at most 1000000";
        QTest::newRow("batch beyond 64 bits")
            << words((std::string(estimate) + "--batch 99999999999999999999999").c_str())
            << "--batch: '99999999999999999999999' is not a whole number";
        QTest::newRow("65536 x 65536 GPUs")
            << words((std::string(estimate) + "--gpus 65536 --nodes 65536").c_str())
            << "--gpus: 65536 is out of range: must be at least 1 and at most 1024";
        QTest::newRow("1024 x 100000 GPUs")
            << words((std::string(estimate) + "--gpus 1024 --nodes 100000").c_str())
            << "--gpus × --nodes: 102400000 GPUs is out of range";
        QTest::newRow("negative checkpoint time")
            << words((std::string(rank) + "--checkpoint-minutes -3").c_str())
            << "--checkpoint-minutes: -3 is out of range";
        QTest::newRow("amount inf")
            << words("catalog set-price ecs.gn7i-c8g1.2xlarge --region cn-hangzhou --amount inf")
            << "--amount: 'inf'";
        QTest::newRow("amount nan")
            << words("catalog set-price ecs.gn7i-c8g1.2xlarge --region cn-hangzhou --amount nan")
            << "--amount: 'nan'";
        QTest::newRow("amount negative")
            << words("catalog set-price ecs.gn7i-c8g1.2xlarge --region cn-hangzhou --amount -1")
            << "--amount: -1 is out of range: must be at least 0.0001";
        QTest::newRow("top huge") << words("catalog list --min-gpus 4294967297")
                                  << "--min-gpus: 4294967297 is out of range";
    }

    void badFlags()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }

    void badScenarioValues_data()
    {
        QTest::addColumn<QByteArray>("plan");
        QTest::addColumn<QString>("message");
        QTest::newRow("negative spot discount")
            << QByteArray(R"("plan": {"spot_discount_pct": -20})")
            << "plan.spot_discount_pct: -20 is out of range: must be greater than 0";
        QTest::newRow("number too large for a double")
            << QByteArray(R"("plan": {"budget": 1e400})") << "out of range";
    }

    void badScenarioValues()
    {
        QFETCH(QByteArray, plan);
        QFETCH(QString, message);
        const QByteArray doc =
            R"({"format": "gpu-planner-scenario", "version": 2, "inputs": {"model": {"preset": "llama-3.1-8b"}, "task": "inference"}, )" +
            plan + "}";
        const QString file = writeFile(QStringLiteral("values.gpuplan.json"), doc);
        const Run r = run({QStringLiteral("rank"), QStringLiteral("--scenario"), file});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("values.gpuplan.json")) && r.err.contains(message),
                 qPrintable(r.err));
    }

    void badScenarioInputs()
    {
        const QByteArray doc =
            R"({"format": "gpu-planner-scenario", "version": 2, "inputs": {"model": {"preset": "llama-3.1-8b"}, "task": "inference", "batch": 4294967297}})";
        const QString file = writeFile(QStringLiteral("batch.gpuplan.json"), doc);
        const Run r = run({QStringLiteral("estimate"), QStringLiteral("--scenario"), file});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("inputs.batch: 4294967297 is out of range")),
                 qPrintable(r.err));
    }

    void deeplyNestedScenarioIsRefused()
    {
        // 200,000 levels inside an unknown field: recursive copies would overflow the stack.
        const int depth = 200000;
        QByteArray doc =
            R"({"format": "gpu-planner-scenario", "version": 2, "inputs": {"model": {"preset": "llama-3.1-8b"}, "task": "inference"}, "x": )";
        doc += QByteArray(depth, '[') + QByteArray(depth, ']') + "}";
        const QString lib = m_dir.filePath(QStringLiteral("deeplib"));
        QDir().mkpath(lib);
        QFile f(lib + QStringLiteral("/deep.gpuplan.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(doc);
        f.close();
        Run r = run({QStringLiteral("estimate"), QStringLiteral("--scenario"), f.fileName()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("deep.gpuplan.json")) &&
                     r.err.contains(QStringLiteral("nested deeper than 64 levels")),
                 qPrintable(r.err));
        r = run({QStringLiteral("library"), QStringLiteral("list"), QStringLiteral("--dir"), lib});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        QVERIFY2((r.out + r.err).contains(QStringLiteral("nested deeper")), qPrintable(r.out));
    }

    void shareCodeBombIsRefused()
    {
        // 64 MiB of spaces inside a JSON string, deflated to ~64 KiB, with a header that
        // claims 1 KiB: the inflater must stop at its own cap, not trust the header.
        QByteArray text = "{\"format\": \"gpu-planner-scenario\", \"version\": 2, \"notes\": \"";
        text += QByteArray(64 * 1024 * 1024, ' ');
        text += "\"}";
        QByteArray packed = qCompress(text, 9);
        text.clear();
        packed[0] = 0;
        packed[1] = 0;
        packed[2] = 4;
        packed[3] = 0;
        const QByteArray code = "GPUP1:" + packed.toBase64(QByteArray::Base64UrlEncoding |
                                                           QByteArray::OmitTrailingEquals);
        const QString file = writeFile(QStringLiteral("bomb.txt"), code);
        const QString lib = m_dir.filePath(QStringLiteral("bomblib"));
        QDir().mkpath(lib);
        const Run r = run({QStringLiteral("library"), QStringLiteral("open"), file,
                           QStringLiteral("--dir"), lib});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("share code too large")), qPrintable(r.err));
        QVERIFY2(r.ms < 10000, QByteArray::number(r.ms));
        QVERIFY(QDir(lib).entryList(QDir::Files).isEmpty()); // nothing written
    }

    void damagedCatalogIsNamed()
    {
        const QString damaged = m_dir.filePath(QStringLiteral("damaged.db"));
        QFile::remove(damaged);
        QVERIFY(QFile::copy(QStringLiteral(GP_SHIPPED_CATALOG), damaged));
        QFile::setPermissions(damaged, QFile::ReadOwner | QFile::WriteOwner);
        {
            QFile f(damaged);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(2 * 4096));
            f.write(QByteArray(2 * 4096, 'Z'));
        }
        const Run r = run({QStringLiteral("--catalog"), damaged, QStringLiteral("catalog"),
                           QStringLiteral("list")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(damaged + QStringLiteral(": the catalog database is damaged")),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains(QLatin1Char('\n')) || r.err.count(QLatin1Char('\n')) == 1,
                 qPrintable(r.err));
    }

    // Issue 27 item 7: a damaged overlay names itself and the exact command that recovers
    // (with the same --overlay), that command works on it and keeps a backup copy, and
    // every command works again afterwards.
    void damagedOverlayNamesTheFix()
    {
        const QString overlay = m_dir.filePath(QStringLiteral("it's damaged.db"));
        QFile::remove(overlay);
        writeFile(QStringLiteral("it's damaged.db"), QByteArray(4096, 'Z'));
        Run r = run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--overlay"),
                     overlay});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(overlay + QStringLiteral(": the overlay")) &&
                     r.err.contains(QStringLiteral("damaged")),
                 qPrintable(r.err));
        const QString command =
            QStringLiteral("gpu-planner catalog reset-overlay --yes --overlay '%1'")
                .arg(QString(overlay).replace(QStringLiteral("'"), QStringLiteral("'\\''")));
        QVERIFY2(r.err.contains(command), qPrintable(r.err));
        QCOMPARE(QFileInfo(overlay).size(), 4096); // unchanged

        // The command as printed, through a shell.
        QProcess sh;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), QFileInfo(QStringLiteral(GP_CLI)).absolutePath() +
                                               QLatin1Char(':') +
                                               env.value(QStringLiteral("PATH")));
        sh.setProcessEnvironment(env);
        sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
        QVERIFY(sh.waitForFinished(30000));
        const QString out = QString::fromUtf8(sh.readAllStandardOutput());
        QCOMPARE(sh.exitCode(), 0);
        QVERIFY2(out.contains(QStringLiteral("(a backup copy)")), qPrintable(out));
        QVERIFY(!QFile::exists(overlay));
        const QStringList backups =
            QDir(m_dir.path()).entryList({QStringLiteral("it's damaged.db.backup-*")}, QDir::Files);
        QCOMPARE(backups.size(), 1);
        QCOMPARE(QFileInfo(m_dir.filePath(backups[0])).size(), 4096);

        r = run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--overlay"),
                 overlay});
        QCOMPARE(r.code, 0);
    }

    void validateEstimatesWithoutRows()
    {
        const QString header = QStringLiteral(
            "id,model,params_b,task,precision,quant,optimizer,batch,seq_len,grad_ckpt,n_gpus,"
            "zero_stage,measured_gib,measure_kind,measure_scope\n");
        const QString empty = writeFile(QStringLiteral("empty-cal.csv"), header.toUtf8());
        Run r = run({QStringLiteral("validate-estimates"), empty});
        QCOMPARE(r.code, 1);
        QVERIFY2(!r.out.contains(QStringLiteral("nan"), Qt::CaseInsensitive), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("MAPE: none")), qPrintable(r.out));
        QVERIFY2(r.err.contains(QStringLiteral("no row could be estimated")), qPrintable(r.err));

        // Rows whose numbers are NaN, zero or absurd are skipped, naming the column.
        const QString bad = writeFile(
            QStringLiteral("bad-cal.csv"),
            (header +
             "R1,llama-3.1-8b,8,inference,bf16,,,1,512,no,1,,nan,allocated,per_gpu\n"
             "R2,llama-3.1-8b,8,inference,bf16,,,1,512,no,1,,0,allocated,per_gpu\n"
             "R3,llama-3.1-8b,8,inference,bf16,,,4294967297,512,no,1,,10,allocated,per_gpu\n")
                .toUtf8());
        r = run({QStringLiteral("validate-estimates"), bad});
        QCOMPARE(r.code, 1);
        QVERIFY2(!r.out.contains(QStringLiteral("nan%")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("column 'batch': 4294967297 is out of range")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("'measured_gib': 0 is out of range")),
                 qPrintable(r.out));
    }

    void csvOutputIsNeutralised()
    {
        // validate-estimates echoes the row id: a formula there must arrive as text, while
        // the numbers it computes (negative errors included) stay plain numbers.
        const QString header = QStringLiteral(
            "id,model,params_b,task,precision,quant,optimizer,batch,seq_len,grad_ckpt,n_gpus,"
            "zero_stage,measured_gib,measure_kind,measure_scope\n");
        const QString file = writeFile(
            QStringLiteral("formula-cal.csv"),
            (header + "\"=HYPERLINK(\"\"http://x\"\")\",llama-3.1-8b,8,inference,bf16,,,1,512,no,"
                      "1,,1000,allocated,per_gpu\n"
                      "@SUM(A1),llama-3.1-8b,8,inference,bf16,,,1,512,no,1,,1,allocated,per_gpu\n")
                .toUtf8());
        const Run r = run({QStringLiteral("validate-estimates"), file});
        QCOMPARE(r.code, 0);
        std::string error;
        const QByteArray bytes = r.out.section(QStringLiteral("MAPE:"), 0, 0).toUtf8();
        const auto table = parseCsv(std::string_view(bytes.constData(), bytes.size()), &error);
        QVERIFY2(table, error.c_str());
        QCOMPARE(table->records.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(table->records[0].fields[0]),
                 QStringLiteral("'=HYPERLINK(\"http://x\")"));
        QCOMPARE(QString::fromStdString(table->records[1].fields[0]), QStringLiteral("'@SUM(A1)"));
        // The first row measured far more than the estimate: a negative error, left numeric.
        const std::string errorPct = table->records[0].fields[3];
        QVERIFY2(errorPct.front() == '-' && isPlainNumber(errorPct), errorPct.c_str());
    }

    // Issue 27 item 5: a library file named with an escape sequence, a carriage return and a
    // right-to-left override is listed with them escaped; the terminal gets none of them.
    void terminalControlsAreEscaped()
    {
        QTemporaryDir library;
        QFile source(
            QStringLiteral(GP_SOURCE_DIR "/docs/examples/library/llama8b-lora.gpuplan.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QString name = QStringLiteral("evil\x1b[31mRED\rX\u202egnp.gpuplan.json");
        QFile copy(library.filePath(name));
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(source.readAll());
        copy.close();
        const Run r = runGpuPlanner(
            {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("library"),
             QStringLiteral("list"), QStringLiteral("--dir"), library.path()},
            {overlayIn(m_dir),
             {},
             {QStringLiteral("XDG_CACHE_HOME=") + m_dir.filePath(QStringLiteral("cache"))}});
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.out.contains(QChar(0x1b)) && !r.out.contains(QChar(0x202e)) &&
                     !r.out.contains(QLatin1Char('\r')),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("evil\\x1b[31mRED\\x0dX\\u202egnp")),
                 qPrintable(r.out));
        // A name the program makes never carries the override.
        QVERIFY(!ScenarioLibrary::fileNameFor(QStringLiteral("a\u202eb")).contains(QChar(0x202e)));
        QCOMPARE(terminalSafe(QStringLiteral("ok\ttab")), QStringLiteral("ok\\x09tab"));
        QCOMPARE(terminalSafe(QStringLiteral("a\nb"), true), QStringLiteral("a\nb"));
        QVERIFY(terminalSafe(QString(3000, QLatin1Char('x'))).contains(QLatin1String("1000 more")));
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_clihostile.moc"
