// The messages of `catalog list/show/import/refresh`, `report` and `library list/diff` in the
// command line's language (--lang): under zh_CN the human text is Chinese (no run of three
// English words once flag names, ids, units, paths and model names are taken out), under en
// it is the English it always was, and the exit code is the same in both.
#include "presets.h"
#include "scenario.h"
#include "textwidth.h"

#include "../support/cliprocess.h"
#include "../support/languagecheck.h"
#include "../support/libraryfixtures.h"

#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;
using languagecheck::englishRun;
using languagecheck::hasChinese;

class TestCliLanguage2 : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;

    CliRun run(const QString &lang, const QStringList &args)
    {
        return languagecheck::runIn(lang, args, m_dir);
    }
    std::pair<CliRun, CliRun> both(const QStringList &args) // {en, zh}
    {
        return languagecheck::runInBoth(args, m_dir);
    }

    QString writeScenario(const QString &dir, const QString &name, int batch)
    {
        Scenario s = fixtures::trainingScenario(m_presets, name, batch);
        s.plan.region = "cn-shanghai";
        const QString path =
            QDir(dir).filePath(name + QString::fromLatin1(ScenarioLibrary::kSuffix));
        return fixtures::writeInPlace(path, fixtures::bytesOf(s)) ? path : QString();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString())); }

    void init() { QFile::remove(overlayIn(m_dir)); }

    void catalogListErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("english");
        QTest::newRow("format") << QStringList{QStringLiteral("--format"), QStringLiteral("bogus")}
                                << 2 << "--format: 'bogus' is not table, csv or json";
        QTest::newRow("region") << QStringList{QStringLiteral("--region"), QStringLiteral("mars")}
                                << 2
                                << "--region: unknown region 'mars' (see 'gpu-planner catalog "
                                   "regions')";
        QTest::newRow("family") << QStringList{QStringLiteral("--family"), QStringLiteral("zz")}
                                << 2 << "--family: unknown instance family 'zz'";
        QTest::newRow("argument") << QStringList{QStringLiteral("extra")} << 2
                                  << "unexpected argument 'extra'";
    }

    void catalogListErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, english);
        args.prepend(QStringLiteral("list"));
        args.prepend(QStringLiteral("catalog"));
        const auto [en, zh] = both(args);
        QCOMPARE(en.code, code);
        QCOMPARE(zh.code, code);
        QVERIFY2(en.err.contains(QStringLiteral("gpu-planner catalog list: ") + english),
                 qPrintable(en.err));
        QVERIFY(!hasChinese(en.err));
        CHINESE(zh, QStringLiteral("mars"), QStringLiteral("zz"), QStringLiteral("extra"),
                QStringLiteral("table, csv")); // the format names are flag values
    }

    void catalogShow()
    {
        const auto [en, zh] = both({QStringLiteral("catalog"), QStringLiteral("show"),
                                    QStringLiteral("ecs.gn7i-c8g1.2xlarge")});
        QCOMPARE(en.code, 0);
        QCOMPARE(zh.code, 0);
        QVERIFY(en.out.contains(QStringLiteral("\n  memory          30 GiB\n")));
        QVERIFY(en.out.contains(QStringLiteral("  GPU             1 x NVIDIA A10, 24 GiB each\n")));
        QVERIFY(en.out.contains(QStringLiteral("  local storage   (none)\n")));
        QVERIFY(en.out.contains(QStringLiteral("\nGPU model NVIDIA A10 [a10]\n")));
        QVERIFY(en.out.contains(QStringLiteral("  BF16 / FP8      yes / no\n")));
        QVERIFY(en.out.contains(QStringLiteral("\nPrices: \n")));
        QVERIFY(zh.out.contains(QStringLiteral("  内存            30 GiB\n")));
        QVERIFY(zh.out.contains(QStringLiteral("每块 24 GiB")));
        QVERIFY(zh.out.contains(QStringLiteral("GPU 型号 NVIDIA A10 [a10]")));
        QVERIFY(zh.out.contains(QStringLiteral("价格：")));
        // The notes line is the catalog's data (English); the rest is the program's.
        QStringList lines = zh.out.split(QLatin1Char('\n'));
        lines.removeIf([](const QString &l) { return l.startsWith(QStringLiteral("  备注")); });
        const CliRun labels{0, lines.join(QLatin1Char('\n')), QString(), 0};
        CHINESE(labels, QStringLiteral("NVIDIA A10"), QStringLiteral("PCIe (inferred)"));

        const auto [enBad, zhBad] =
            both({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("ecs.none")});
        QCOMPARE(enBad.code, 1);
        QCOMPARE(zhBad.code, 1);
        QVERIFY(enBad.err.contains(QStringLiteral("unknown instance type 'ecs.none'")));
        CHINESE(zhBad);
        const auto [enUsage, zhUsage] = both({QStringLiteral("catalog"), QStringLiteral("show")});
        QCOMPARE(enUsage.code, 2);
        QCOMPARE(zhUsage.code, 2);
        CHINESE(zhUsage);
    }

    void catalogImportBadLine()
    {
        const QString csv = writeTestFile(
            m_dir, QStringLiteral("bad-prices.csv"),
            "instance_type,region,currency,payg_per_hour,subscription_per_month,price_kind,"
            "as_of,source_url,notes\n"
            "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,CNY,10,,,2025-03-01,,\n"
            "ecs.gn7i-c8g1.2xlarge,cn-shanghai,CNY,11.5 CNY,,,2025-03-01,,\n");
        for (const bool dryRun : {true, false}) {
            QStringList args{QStringLiteral("catalog"), QStringLiteral("import"), csv};
            if (dryRun)
                args << QStringLiteral("--dry-run");
            const auto [en, zh] = both(args);
            QCOMPARE(en.code, 1);
            QCOMPARE(zh.code, 1);
            for (const CliRun *r : {&en, &zh})
                QVERIFY2(r->err.contains(QStringLiteral("bad-prices.csv:3:")), qPrintable(r->err));
            QVERIFY(en.err.endsWith(QStringLiteral("\nNothing was imported.\n")));
            QVERIFY2(zh.err.endsWith(QStringLiteral("\n未导入任何内容。\n")), qPrintable(zh.err));
        }
        const auto [en, zh] = both({QStringLiteral("catalog"), QStringLiteral("import")});
        QCOMPARE(en.code, 2);
        QCOMPARE(zh.code, 2);
        QVERIFY(en.err.contains(QStringLiteral("give one or more files to import")));
        CHINESE(zh);
        const auto [enGood, zhGood] =
            both({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("--dry-run"),
                  QStringLiteral(GP_TEST_DATA "/import/instance-types-good/page1.json")});
        QCOMPARE(enGood.code, 0);
        QCOMPARE(zhGood.code, 0);
        QVERIFY(enGood.out.endsWith(QStringLiteral("Dry run: nothing was written.\n")));
        QVERIFY(zhGood.out.endsWith(QStringLiteral("试运行：未写入任何内容。\n")));
    }

    void reportMissingScenario()
    {
        const QString missing = m_dir.filePath(QStringLiteral("missing.gpuplan.json"));
        const auto [en, zh] =
            both({QStringLiteral("report"), QStringLiteral("--scenario"), missing,
                  QStringLiteral("--out"), m_dir.filePath(QStringLiteral("r.csv"))});
        QCOMPARE(en.code, 1);
        QCOMPARE(zh.code, 1);
        QVERIFY2(en.err.contains(missing + QStringLiteral(": cannot open: ")), qPrintable(en.err));
        QVERIFY2(zh.err.contains(missing + QStringLiteral("：无法打开：")), qPrintable(zh.err));
        CHINESE(zh);
        const auto [enUsage, zhUsage] = both({QStringLiteral("report")});
        QCOMPARE(enUsage.code, 2);
        QCOMPARE(zhUsage.code, 2);
        QVERIFY(enUsage.err.contains(QStringLiteral("report: --scenario FILE is required")));
        CHINESE(zhUsage, QStringLiteral("FILE"));
    }

    void reportWritten()
    {
        const QString scenario = writeScenario(m_dir.path(), QStringLiteral("Report"), 2);
        QVERIFY(!scenario.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("r.csv"));
        // Both languages write the same file: the second replaces the first.
        const auto [en, zh] =
            both({QStringLiteral("report"), QStringLiteral("--scenario"), scenario,
                  QStringLiteral("--out"), out, QStringLiteral("--force")});
        QCOMPARE(en.code, 0);
        QCOMPARE(zh.code, 0);
        static const QRegularExpression enLine(
            QStringLiteral("^Wrote \\S+ \\(CSV table, \\d+ instance types, English\\)\n$"));
        QVERIFY2(enLine.match(en.out).hasMatch(), qPrintable(en.out));
        static const QRegularExpression zhLine(
            QStringLiteral("^已写入 \\S+（CSV 表格，\\d+ 个实例规格，中文）\n$"));
        QVERIFY2(zhLine.match(zh.out).hasMatch(), qPrintable(zh.out));
    }

    void libraryListAndDiff()
    {
        QTemporaryDir lib;
        const QString a = writeScenario(lib.path(), QStringLiteral("Alpha"), 1);
        const QString b = writeScenario(lib.path(), QStringLiteral("Beta"), 4);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        const auto [en, zh] = both({QStringLiteral("library"), QStringLiteral("list"),
                                    QStringLiteral("--dir"), lib.path()});
        QCOMPARE(en.code, 0);
        QCOMPARE(zh.code, 0);
        QVERIFY2(en.out.startsWith(QStringLiteral("NAME ")), qPrintable(en.out));
        QVERIFY(en.out.contains(QStringLiteral("BEST COST")));
        QVERIFY2(zh.out.startsWith(QStringLiteral("名称 ")), qPrintable(zh.out));
        QVERIFY(zh.out.contains(QStringLiteral("最低费用")));
        CHINESE(zh, QStringLiteral("Llama 2 7B"));
        // Columns line up: the FILE column starts at the same terminal column in every row
        // (a Chinese character takes two).
        auto width = [](const QString &s) {
            qsizetype w = 0;
            for (const QChar c : s)
                w += c.unicode() >= 0x2E80 ? 2 : 1;
            return w;
        };
        const QStringList rows = zh.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(rows.size(), 3);
        const qsizetype fileColumn = width(rows[0].left(rows[0].indexOf(QStringLiteral("文件"))));
        for (const QString &row : rows.mid(1)) {
            const qsizetype at = row.indexOf(QRegularExpression(QStringLiteral("\\w+\\.gpuplan")));
            QCOMPARE(width(row.left(at)), fileColumn);
        }

        const auto [enDiff, zhDiff] =
            both({QStringLiteral("library"), QStringLiteral("diff"), QStringLiteral("--dir"),
                  lib.path(), QStringLiteral("Alpha"), QStringLiteral("Beta")});
        QCOMPARE(enDiff.code, 0);
        QCOMPARE(zhDiff.code, 0);
        QVERIFY2(
            enDiff.out.contains(QStringLiteral("A: ") + a + QStringLiteral(" (Alpha, revision ")),
            qPrintable(enDiff.out));
        QVERIFY(enDiff.out.contains(QStringLiteral("\nFIELD ")));
        QVERIFY(enDiff.out.contains(QStringLiteral("\nVRAM per GPU (GiB) ")));
        QVERIFY(enDiff.out.contains(QStringLiteral("\nbest option ")));
        QVERIFY2(zhDiff.out.contains(QStringLiteral("A: ") + a + QStringLiteral("（Alpha，版本 ")),
                 qPrintable(zhDiff.out));
        QVERIFY(zhDiff.out.contains(QStringLiteral("单卡显存 (GiB)")));
        CHINESE(zhDiff, QStringLiteral("Llama 2 7B"));

        const auto [enPrices, zhPrices] =
            both({QStringLiteral("library"), QStringLiteral("diff"), QStringLiteral("--dir"),
                  lib.path(), QStringLiteral("Alpha")});
        QCOMPARE(enPrices.code, 0);
        QCOMPARE(zhPrices.code, 0);
        QVERIFY2(enPrices.out.contains(QStringLiteral("Saved prices of ")),
                 qPrintable(enPrices.out));
        QVERIFY(enPrices.out.contains(QStringLiteral("No prices were saved with this scenario")));
        CHINESE(zhPrices);

        const auto [enMissing, zhMissing] =
            both({QStringLiteral("library"), QStringLiteral("diff"), QStringLiteral("--dir"),
                  lib.path(), QStringLiteral("Gamma")});
        QCOMPARE(enMissing.code, 1);
        QCOMPARE(zhMissing.code, 1);
        QVERIFY2(enMissing.err.contains(QStringLiteral("Gamma: cannot open: ")),
                 qPrintable(enMissing.err));
        CHINESE(zhMissing, QStringLiteral("Gamma"));

        const auto [enNone, zhNone] = both({QStringLiteral("library"), QStringLiteral("list")});
        QCOMPARE(enNone.code, 2);
        QCOMPARE(zhNone.code, 2);
        CHINESE(zhNone, QStringLiteral("FOLDER"), QStringLiteral("GPU_PLANNER_LIBRARY"));
    }

    void refreshUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("english");
        const QString hz = QStringLiteral("cn-hangzhou");
        const QString r = QStringLiteral("--region");
        QTest::newRow("no region")
            << QStringList{}
            << "--region is required (or region_id in the aliyun CLI profile, or "
               "ALIBABA_CLOUD_REGION_ID), e.g. --region cn-hangzhou";
        QTest::newRow("argument") << QStringList{r, hz, QStringLiteral("extra")}
                                  << "unexpected argument 'extra'";
        QTest::newRow("all and types")
            << QStringList{r, hz, QStringLiteral("--all"), QStringLiteral("--instance-types"),
                           QStringLiteral("x")}
            << "give --instance-types or --all, not both";
        QTest::newRow("pricing") << QStringList{r, hz, QStringLiteral("--pricing"),
                                                QStringLiteral("bogus")}
                                 << "--pricing: 'bogus' is not payg, subscription or spot";
        QTest::newRow("no pricing")
            << QStringList{r, hz, QStringLiteral("--pricing"), QStringLiteral(",")}
            << "--pricing: give payg, subscription and/or spot";
        QTest::newRow("endpoint") << QStringList{r, hz, QStringLiteral("--endpoint"),
                                                 QStringLiteral("ftp://x")}
                                  << "--endpoint: 'ftp://x' is not an http(s) URL";
        QTest::newRow("rate") << QStringList{r, hz, QStringLiteral("--rate"), QStringLiteral("0")}
                              << "--rate: '0' is not a number of requests a second from 0.1 to "
                                 "1000";
        QTest::newRow("new types")
            << QStringList{r, hz, QStringLiteral("--new-types"), QStringLiteral("--instance-types"),
                           QStringLiteral("x")}
            << "--instance-types needs --pricing with --new-types";
        QTest::newRow("unknown region") << QStringList{r, QStringLiteral("mars")}
                                        << "--region: unknown region 'mars' (see 'gpu-planner "
                                           "catalog regions')";
        QTest::newRow("unknown type")
            << QStringList{r, hz, QStringLiteral("--instance-types"), QStringLiteral("ecs.none")}
            << "--instance-types: not in the catalog: ecs.none (see 'gpu-planner catalog list')";
        QTest::newRow("no type") << QStringList{r, hz, QStringLiteral("--instance-types"),
                                                QStringLiteral(",")}
                                 << "--instance-types: give at least one instance type";
    }

    void refreshUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, english);
        args.prepend(QStringLiteral("refresh"));
        args.prepend(QStringLiteral("catalog"));
        const auto [en, zh] = both(args);
        QCOMPARE(en.code, 2);
        QCOMPARE(zh.code, 2);
        QVERIFY2(en.err.startsWith(QStringLiteral("gpu-planner catalog refresh: ") + english +
                                   QLatin1Char('\n')),
                 qPrintable(en.err));
        QVERIFY(!hasChinese(en.err));
        CHINESE(zh, QStringLiteral("mars"), QStringLiteral("extra"), QStringLiteral("bogus"),
                QStringLiteral("payg"), QStringLiteral("subscription"), QStringLiteral("spot"));
    }

    // The messages the models layer builds (importers.cpp, catalogsources.cpp, catalogcheck.cpp,
    // planexport.cpp, catalogexport.cpp) follow the command line's language too.
    void modelMessagesImport()
    {
        const auto [en, zh] =
            both({QStringLiteral("catalog"), QStringLiteral("import"),
                  QStringLiteral(GP_TEST_DATA "/import/malformed-cpu-core-count-text/page1.json")});
        QCOMPARE(en.code, 1);
        QCOMPARE(zh.code, 1);
        QVERIFY2(
            en.err.contains(QStringLiteral("page1.json: InstanceTypes.InstanceType[2]."
                                           "CpuCoreCount: expected a number, found \"eight\"")),
            qPrintable(en.err));
        QVERIFY(!hasChinese(en.err));
        QVERIFY2(zh.err.contains(QStringLiteral("CpuCoreCount: 应为数字，实际为 \"eight\"")),
                 qPrintable(zh.err));
        CHINESE(zh, QStringLiteral("eight"));

        const QString csv =
            writeTestFile(m_dir, QStringLiteral("bad-kind.csv"),
                          "instance_type,region,currency,payg_per_hour,price_kind,as_of\n"
                          "ecs.gn7i-c8g1.2xlarge,cn-shanghai,CNY,10,guessed,2025-03-01\n");
        const auto [enCsv, zhCsv] =
            both({QStringLiteral("catalog"), QStringLiteral("import"), csv});
        QCOMPARE(enCsv.code, 1);
        QCOMPARE(zhCsv.code, 1);
        QVERIFY2(enCsv.err.contains(QStringLiteral("bad-kind.csv:2: field 'price_kind': unknown "
                                                   "kind 'guessed' (published, imported, ")),
                 qPrintable(enCsv.err));
        QVERIFY2(zhCsv.err.contains(QStringLiteral("bad-kind.csv:2: 字段“price_kind”：未知类型")),
                 qPrintable(zhCsv.err));
        CHINESE(zhCsv, QStringLiteral("guessed"));

        const auto [enGood, zhGood] =
            both({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("--dry-run"),
                  QStringLiteral(GP_TEST_DATA "/import/instance-types-good/page1.json")});
        QCOMPARE(enGood.code, 0);
        QCOMPARE(zhGood.code, 0);
        static const QRegularExpression enSummary(
            QStringLiteral("page1\\.json: \\d+ GPU instance types read; \\d+ without a GPU "
                           "skipped\n"));
        static const QRegularExpression zhSummary(QStringLiteral(
            "page1\\.json：读取了 \\d+ 个 GPU 实例规格；跳过 \\d+ 个无 GPU 的规格\n"));
        QVERIFY2(enSummary.match(enGood.out).hasMatch(), qPrintable(enGood.out));
        QVERIFY2(zhSummary.match(zhGood.out).hasMatch(), qPrintable(zhGood.out));
    }

    void modelMessagesCheck()
    {
        const auto [en, zh] =
            both({QStringLiteral("catalog"), QStringLiteral("check"), QStringLiteral("--today"),
                  QStringLiteral("2026-12-01"), QStringLiteral("--verbose")});
        QCOMPARE(zh.code, en.code);
        QVERIFY2(en.out.contains(QStringLiteral(": no price in any region (import one or enter "
                                                "it)\n")),
                 qPrintable(en.out));
        QVERIFY(!hasChinese(en.out + en.err));
        QVERIFY2(zh.out.contains(QStringLiteral("任何地域都没有价格（请导入或手动输入）")),
                 qPrintable(zh.out));
        CHINESE(zh);
    }

    void modelMessagesRankTable()
    {
        const QStringList args{
            QStringLiteral("rank"),       QStringLiteral("--model"), QStringLiteral("qwen2.5-7b"),
            QStringLiteral("--task"),     QStringLiteral("lora"),    QStringLiteral("--today"),
            QStringLiteral("2026-12-01"), QStringLiteral("--top"),   QStringLiteral("3")};
        const auto [en, zh] = both(args);
        QCOMPARE(en.code, 0);
        QCOMPARE(zh.code, 0);
        QVERIFY2(en.out.startsWith(QStringLiteral("#   INSTANCE TYPE              VERDICT")),
                 qPrintable(en.out));
        static const QRegularExpression enFooter(QStringLiteral(
            "\n3 of \\d+ instance types shown; \\* = Pareto front of time against cost; "
            "prices in cn-[a-z]+, payg\\.\n"));
        QVERIFY2(enFooter.match(en.out).hasMatch(), qPrintable(en.out));
        QVERIFY(!hasChinese(en.out.section(QLatin1Char('\n'), 0, 0)));
        QVERIFY2(zh.out.section(QLatin1Char('\n'), 0, 0).contains(QStringLiteral("实例规格")),
                 qPrintable(zh.out));
        const QString zhHeader = zh.out.section(QLatin1Char('\n'), 0, 0);
        QCOMPARE(displayWidth(zhHeader.left(zhHeader.indexOf(QStringLiteral("结论")))),
                 qsizetype(en.out.indexOf(QStringLiteral("VERDICT"))));
        QCOMPARE(displayWidth(zhHeader), qsizetype(en.out.indexOf(QLatin1Char('\n'))));
        static const QRegularExpression zhFooter(QStringLiteral(
            "\n共 \\d+ 个实例规格，显示 3 个；\\* 表示时间与费用的帕累托前沿；价格：cn-[a-z]+，"
            "payg。\n"));
        const auto m = zhFooter.match(zh.out);
        QVERIFY2(m.hasMatch(), qPrintable(zh.out));
        // The header and the footer (the rows hold ids and verdict names).
        const CliRun frame{0, zh.out.section(QLatin1Char('\n'), 0, 0) + m.captured(), QString(), 0};
        CHINESE(frame);
    }

    // Issue 28: the rank table says each verdict in words, the window's (fits, fits with
    // warnings, does not fit), in the command line's language; so does solve's text. CSV
    // and JSON keep the codes.
    void verdictsInWords()
    {
        const QStringList args{QStringLiteral("rank"),       QStringLiteral("--model"),
                               QStringLiteral("qwen2.5-7b"), QStringLiteral("--task"),
                               QStringLiteral("lora"),       QStringLiteral("--today"),
                               QStringLiteral("2026-12-01")};
        const auto [en, zh] = both(args);
        QCOMPARE(en.code, 0);
        QCOMPARE(zh.code, 0);
        // The verdict column starts after the rank and the type (ASCII in both languages).
        const qsizetype column = en.out.indexOf(QStringLiteral("VERDICT"));
        QVERIFY(column > 0);
        static const QRegularExpression rowLine(QStringLiteral("^\\d+ +ecs\\."));
        // The verdict: the words before the GPU count and "need/card".
        static const QRegularExpression verdict(QStringLiteral("^(\\D+?) +\\d+ +[\\d.]+/"));
        auto verdicts = [&](const QString &out) {
            QSet<QString> seen;
            for (const QString &line : out.split(QLatin1Char('\n'))) {
                if (rowLine.match(line).hasMatch())
                    seen.insert(verdict.match(line.mid(column)).captured(1));
            }
            return seen;
        };
        QCOMPARE(verdicts(en.out),
                 (QSet<QString>{QStringLiteral("fits"), QStringLiteral("fits, with warnings"),
                                QStringLiteral("does not fit")}));
        QCOMPARE(verdicts(zh.out),
                 (QSet<QString>{QStringLiteral("可装下"), QStringLiteral("可装下（有警告）"),
                                QStringLiteral("装不下")}));
        for (const CliRun &r : {en, zh})
            QVERIFY2(!r.out.contains(QStringLiteral("fits_with_warnings")) &&
                         !r.out.contains(QStringLiteral("does_not_fit")),
                     qPrintable(r.out));
        // The machine formats keep the codes, whatever the language.
        for (const QString &format : {QStringLiteral("csv"), QStringLiteral("json")}) {
            const auto [enMachine, zhMachine] =
                both(QStringList(args) << QStringLiteral("--format") << format);
            for (const CliRun &r : {enMachine, zhMachine}) {
                QCOMPARE(r.code, 0);
                QVERIFY2(r.out.contains(QStringLiteral("fits_with_warnings")) &&
                             r.out.contains(QStringLiteral("does_not_fit")) &&
                             !r.out.contains(QStringLiteral("装不下")),
                         qPrintable(format));
            }
        }
        // solve: the point at the answer fits, the next does not.
        const auto [enSolve, zhSolve] =
            both({QStringLiteral("solve"), QStringLiteral("--model"),
                  QStringLiteral("llama-3.1-8b"), QStringLiteral("--task"), QStringLiteral("qlora"),
                  QStringLiteral("--maximize"), QStringLiteral("batch"),
                  QStringLiteral("--instance-type"), QStringLiteral("ecs.gn7i-c8g1.2xlarge")});
        QCOMPARE(enSolve.code, 0);
        QCOMPARE(zhSolve.code, 0);
        const QStringList enLines = enSolve.out.split(QLatin1Char('\n'));
        const QStringList zhLines = zhSolve.out.split(QLatin1Char('\n'));
        QVERIFY2(enLines.size() > 2 && enLines[1].endsWith(QStringLiteral(": fits")) &&
                     enLines[2].endsWith(QStringLiteral(": does not fit")),
                 qPrintable(enSolve.out));
        QVERIFY2(zhLines.size() > 2 && zhLines[1].endsWith(QStringLiteral(": 可装下")) &&
                     zhLines[2].endsWith(QStringLiteral(": 装不下")),
                 qPrintable(zhSolve.out));
    }

    void modelMessagesCatalogList()
    {
        const QStringList args{QStringLiteral("catalog"), QStringLiteral("list"),
                               QStringLiteral("--region"), QStringLiteral("cn-shanghai")};
        const auto [en, zh] = both(args);
        QCOMPARE(en.code, 0);
        QCOMPARE(zh.code, 0);
        QVERIFY2(en.out.startsWith(QStringLiteral("INSTANCE TYPE ")), qPrintable(en.out));
        QVERIFY(en.out.contains(QStringLiteral(" instance types; prices in cn-shanghai (\"!\" = "
                                               "older than 180 days)\n")));
        QVERIFY2(zh.out.startsWith(QStringLiteral("实例规格 ")), qPrintable(zh.out));
        QVERIFY(zh.out.contains(
            QStringLiteral(" 个实例规格；价格：cn-shanghai（“!”表示超过 180 天）\n")));
        const QString header = zh.out.section(QLatin1Char('\n'), 0, 0);
        // Aligned for a terminal: a Chinese character takes two columns.
        const QString first = zh.out.section(QLatin1Char('\n'), 1, 1);
        QCOMPARE(displayWidth(header.left(header.indexOf(QStringLiteral("规格族")))),
                 displayWidth(first.left(first.indexOf(QStringLiteral(" gn")) + 1)));
        QCOMPARE(displayWidth(header.left(header.indexOf(QStringLiteral("GPU")))),
                 qsizetype(en.out.indexOf(QStringLiteral("GPU"))));
        const CliRun frame{0, header + QLatin1Char('\n') + zh.out.section(QLatin1Char('\n'), -2),
                           QString(), 0};
        CHINESE(frame);
        // The machine formats keep their field names.
        const auto [enCsv, zhCsv] =
            both(QStringList(args) << QStringLiteral("--format") << QStringLiteral("csv"));
        QCOMPARE(zhCsv.out, enCsv.out);
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage2)
#include "tst_clilanguage2.moc"
