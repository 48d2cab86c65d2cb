// The command line as a user runs it: the real gpu-planner binary in a QProcess, with a
// private overlay. Output formats, filters, every flag error naming the flag, imports
// that are all or nothing, and `catalog check`.
#include "../support/cliprocess.h"
#include "../support/xlsxreader.h"
#include "estimator/csv.h"
#include "textwidth.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace gpuplanner;

using Run = CliRun;

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    Run run(const QStringList &args) { return runGpuPlanner(args, {overlayIn(m_dir)}); }

    QString writeFile(const QString &name, const QByteArray &content)
    {
        return writeTestFile(m_dir, name, content);
    }

    static std::optional<CsvTable> csv(const QString &text)
    {
        const QByteArray bytes = text.toUtf8();
        std::string error;
        return parseCsv(std::string_view(bytes.constData(), bytes.size()), &error);
    }

private Q_SLOTS:
    void init() { QFile::remove(m_dir.filePath(QStringLiteral("overlay.db"))); }

    void helpAndVersion()
    {
        const Run help = run({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains(QStringLiteral("catalog list")));
        QVERIFY(help.out.contains(QStringLiteral("catalog import")));
        // A flag's value name with a non-ASCII character ("…") is UTF-8, not read as Latin-1.
        const Run solveHelp = run({QStringLiteral("solve"), QStringLiteral("--help")});
        QVERIFY2(solveHelp.out.contains(QStringLiteral("[--hourly-rps R0,…,R23]")),
                 qPrintable(solveHelp.out.left(600)));
        const Run version = run({QStringLiteral("--version")});
        QCOMPARE(version.code, 0);
        QVERIFY(version.out.startsWith(QStringLiteral("gpu-planner 0.")));
    }

    void listCsvHasEveryType()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("list"),
                           QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(r.code, 0);
        const auto t = csv(r.out);
        QVERIFY(t);
        const std::vector<std::string> required = {"instance_type",  "family",       "vcpu",
                                                   "memory_gib",     "gpu_model",    "gpu_count",
                                                   "gpu_memory_gib", "gpu_fraction", "interconnect",
                                                   "network_gbps",   "rdma"};
        for (std::size_t i = 0; i < required.size(); ++i)
            QCOMPARE(t->header[i], required[i]);
        QCOMPARE(t->records.size(), 119u);
        const auto &first = t->records[0].fields;
        QCOMPARE(first[0], std::string("ecs.gn8v.4xlarge"));
        QCOMPARE(first[4], std::string("")); // the GPU Alibaba does not name stays unnamed
        QCOMPARE(first[6], std::string("96"));
    }

    void listFilters_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<int>("rows");
        QTest::newRow("family") << QStringList{QStringLiteral("--family"), QStringLiteral("gn7i")}
                                << 12;
        QTest::newRow("GPU model by name")
            << QStringList{QStringLiteral("--gpu-model"), QStringLiteral("L20")} << 7;
        QTest::newRow("min GPU memory")
            << QStringList{QStringLiteral("--min-gpu-memory"), QStringLiteral("80")} << 20;
        QTest::newRow("min GPUs and memory")
            << QStringList{QStringLiteral("--min-gpus=8"), QStringLiteral("--min-gpu-memory=80")}
            << 9;
    }
    void listFilters()
    {
        QFETCH(QStringList, flags);
        QFETCH(int, rows);
        const Run r = run(QStringList{QStringLiteral("catalog"), QStringLiteral("list"),
                                      QStringLiteral("--format"), QStringLiteral("csv")} +
                          flags);
        QCOMPARE(r.code, 0);
        QCOMPARE(int(csv(r.out)->records.size()), rows);
    }

    void listWithRegionHasPricesAndSources()
    {
        const Run r =
            run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--region"),
                 QStringLiteral("cn-shanghai"), QStringLiteral("--format"), QStringLiteral("csv"),
                 QStringLiteral("--family"), QStringLiteral("gn6i")});
        QCOMPARE(r.code, 0);
        const auto t = csv(r.out);
        const int price = t->column("payg_price");
        const int source = t->column("payg_source");
        const int asOf = t->column("payg_as_of");
        QVERIFY(price > 10 && source > 0 && asOf > 0);
        QCOMPARE(t->records[0].fields[0], std::string("ecs.gn6i-c4g1.xlarge"));
        QCOMPARE(t->records[0].fields[price], std::string("11.63"));
        QCOMPARE(t->records[0].fields[asOf], std::string("2023-06"));
        QCOMPARE(t->records[0].fields[source],
                 std::string("https://arthurchiao.art/blog/gpu-prices/"));

        const Run json =
            run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--region"),
                 QStringLiteral("cn-beijing"), QStringLiteral("--format"), QStringLiteral("json"),
                 QStringLiteral("--family"), QStringLiteral("gn6i")});
        QCOMPARE(json.code, 0);
        const QJsonObject listed = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(listed[QStringLiteral("region")].toString(), QStringLiteral("cn-beijing"));
        const QJsonArray rows = listed[QStringLiteral("instance_types")].toArray();
        QVERIFY(!rows.isEmpty());
        QVERIFY(rows[0]
                    .toObject()[QStringLiteral("prices")]
                    .toObject()[QStringLiteral("payg")]
                    .isNull()); // no price, not 0

        const Run table = run({QStringLiteral("catalog"), QStringLiteral("list"),
                               QStringLiteral("--region"), QStringLiteral("cn-shanghai")});
        QCOMPARE(table.code, 0);
        QVERIFY(table.out.contains(QStringLiteral("no price")));
        QVERIFY(table.out.contains(QStringLiteral("119 instance types")));
    }

    void badFlagsNameTheFlag_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown flag")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("list"),
                           QStringLiteral("--gpus"), QStringLiteral("2")}
            << "unknown flag '--gpus'";
        QTest::newRow("missing value")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("list"),
                           QStringLiteral("--family")}
            << "flag '--family' needs a value";
        QTest::newRow("not a number")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("list"),
                           QStringLiteral("--min-gpu-memory"), QStringLiteral("lots")}
            << "--min-gpu-memory: 'lots'";
        QTest::newRow("unknown format")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("list"),
                           QStringLiteral("--format"), QStringLiteral("xml")}
            << "--format: 'xml'";
        QTest::newRow("unknown region")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("list"),
                           QStringLiteral("--region"), QStringLiteral("mars-1")}
            << "--region: unknown region 'mars-1'";
        QTest::newRow("unknown flag instead of a window")
            << QStringList{QStringLiteral("--bogus")} << "gpu-planner: unknown flag '--bogus'";
        QTest::newRow("single-dash typo instead of a window")
            << QStringList{QStringLiteral("-version")}
            << "gpu-planner: unknown flag '-version' (did you mean '--version'?)";
        QTest::newRow("unknown command") << QStringList{QStringLiteral("catalogue")}
                                         << "gpu-planner catalogue: unknown command 'catalogue'";
        // "library help" is the library's help; "rank help" is a stray argument, as before.
        QTest::newRow("help after a command")
            << QStringList{QStringLiteral("rank"), QStringLiteral("help")}
            << "gpu-planner rank: unexpected argument 'help'";
        QTest::newRow("unknown subcommand")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("lst")}
            << "unknown subcommand 'lst'";
        // The subcommands are named from the commands' table, not from a hand-kept list.
        QTest::newRow("missing subcommand")
            << QStringList{QStringLiteral("catalog")}
            << "gpu-planner catalog: missing subcommand: list, show, regions, import, refresh, "
               "set-price, check, reset-overlay, build";
        QTest::newRow("models without list")
            << QStringList{QStringLiteral("models"), QStringLiteral("show")}
            << "gpu-planner models: unknown subcommand 'show' (list)";
        // A command that takes no positional argument refuses one (before, catalog check
        // and several others dropped it without a word).
        QTest::newRow("stray argument")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("check"),
                           QStringLiteral("extra")}
            << "gpu-planner catalog check: unexpected argument 'extra'";
        QTest::newRow("unknown pricing mode")
            << QStringList{QStringLiteral("catalog"),
                           QStringLiteral("set-price"),
                           QStringLiteral("ecs.gn7i-c8g1.2xlarge"),
                           QStringLiteral("--region"),
                           QStringLiteral("cn-hangzhou"),
                           QStringLiteral("--pricing"),
                           QStringLiteral("monthly")}
            << "--pricing: 'monthly' is not one of: payg, subscription, spot, reserved";
        QTest::newRow("price import without its request")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("import"),
                           QStringLiteral("x.json"), QStringLiteral("--region"),
                           QStringLiteral("cn-shanghai")}
            << "needs --region and --instance-type";
    }
    void badFlagsNameTheFlag()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void importIsAllOrNothing()
    {
        const QString good = writeFile(QStringLiteral("good.csv"),
                                       "instance_type,region,currency,payg_per_hour,as_of\n"
                                       "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,CNY,8.1,2026-11-01\n");
        const QString bad = writeFile(QStringLiteral("bad.csv"),
                                      "instance_type,region,currency,payg_per_hour,as_of\n"
                                      "ecs.gn7i-c8g1.2xlarge,cn-beijing,CNY,-3,2026-11-01\n");
        Run r = run({QStringLiteral("catalog"), QStringLiteral("import"), good, bad});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("bad.csv:2: field 'payg_per_hour'")),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("Nothing was imported")));
        r = run({QStringLiteral("catalog"), QStringLiteral("show"),
                 QStringLiteral("ecs.gn7i-c8g1.2xlarge")});
        QVERIFY(!r.out.contains(QStringLiteral("cn-hangzhou")));

        r = run({QStringLiteral("catalog"), QStringLiteral("import"), good});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("good.csv: 1 price\n")), qPrintable(r.out));
        r = run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--region"),
                 QStringLiteral("cn-hangzhou"), QStringLiteral("--format"), QStringLiteral("csv"),
                 QStringLiteral("--family"), QStringLiteral("gn7i")});
        const auto t = csv(r.out);
        QCOMPARE(t->records[0].fields[t->column("payg_price")], std::string("8.1"));
        QCOMPARE(t->records[0].fields[t->column("payg_kind")], std::string("imported"));

        r = run({QStringLiteral("catalog"), QStringLiteral("reset-overlay")});
        QCOMPARE(r.code, 2); // asks for --yes
        r = run(
            {QStringLiteral("catalog"), QStringLiteral("reset-overlay"), QStringLiteral("--yes")});
        QCOMPARE(r.code, 0);
        r = run({QStringLiteral("catalog"), QStringLiteral("show"),
                 QStringLiteral("ecs.gn7i-c8g1.2xlarge")});
        QVERIFY(!r.out.contains(QStringLiteral("cn-hangzhou")));
    }

    void setPriceAndShow()
    {
        Run r =
            run({QStringLiteral("catalog"), QStringLiteral("set-price"),
                 QStringLiteral("ecs.gn6i-c4g1.xlarge"), QStringLiteral("--region"),
                 QStringLiteral("cn-beijing"), QStringLiteral("--amount"), QStringLiteral("9.9"),
                 QStringLiteral("--as-of"), QStringLiteral("2026-11-29")});
        QCOMPARE(r.code, 0);
        r = run({QStringLiteral("catalog"), QStringLiteral("show"),
                 QStringLiteral("ecs.gn6i-c4g1.xlarge")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(
                     QStringLiteral("cn-beijing  payg  9.9 CNY/hour  user_entered, 2026-11-29")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("NVIDIA T4")));
        r = run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("ecs.nope")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("unknown instance type 'ecs.nope'")));
    }

    void estimateJson()
    {
        const Run r =
            run({QStringLiteral("estimate"), QStringLiteral("--model"),
                 QStringLiteral("mistral-7b-v0.1"), QStringLiteral("--task"),
                 QStringLiteral("full_ft"), QStringLiteral("--precision"), QStringLiteral("bf16"),
                 QStringLiteral("--no-fp32-master"), QStringLiteral("--batch"), QStringLiteral("4"),
                 QStringLiteral("--seq-len"), QStringLiteral("4096"), QStringLiteral("--grad-ckpt"),
                 QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject g = o[QStringLiteral("per_gpu")].toObject();
        for (const char *key :
             {"weights_gib", "gradients_gib", "optimizer_gib", "activations_gib", "kv_cache_gib",
              "overhead_gib", "total_gib", "allocated_gib", "reserved_gib"})
            QVERIFY2(g.contains(QLatin1String(key)), key);
        // Measured: 67.46 GiB allocated (fms-hf-tuning, A100-80GB).
        QVERIFY2(qAbs(g[QStringLiteral("allocated_gib")].toDouble() - 67.46) < 0.05 * 67.46,
                 qPrintable(r.out));
        QCOMPARE(g[QStringLiteral("weights_gib")].toDouble(),
                 std::round(7.24e9 * 2 / 1073741824.0 * 1000) / 1000);
        const QJsonObject host = o[QStringLiteral("host_ram_gib")].toObject();
        for (const char *key : {"rule_min", "rule_max", "loader", "recommended"})
            QVERIFY2(host.contains(QLatin1String(key)), key);
        QVERIFY(host[QStringLiteral("recommended")].toDouble() >=
                host[QStringLiteral("rule_min")].toDouble());
        // The assumptions in English with their codes beside them, in the same order.
        const QJsonArray assumptions = o[QStringLiteral("assumptions")].toArray();
        const QJsonArray codes = o[QStringLiteral("assumption_codes")].toArray();
        QCOMPARE(codes.size(), assumptions.size());
        QVERIFY(codes.contains(QStringLiteral("gradient_checkpointing")));
        QVERIFY(assumptions.contains(QStringLiteral(
            "Gradient checkpointing: each layer keeps its input; one layer is recomputed at a "
            "time.")));
        QVERIFY(assumptions.contains(
            QStringLiteral("Full training: 2-byte weights, gradients and optimizer states.")));
    }

    void estimateFromParametersWarns()
    {
        const Run r =
            run({QStringLiteral("estimate"), QStringLiteral("--params-b"), QStringLiteral("261000"),
                 QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--batch"),
                 QStringLiteral("1"), QStringLiteral("--seq-len"), QStringLiteral("512")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("Per GPU:")));
        QVERIFY2(r.err.contains(QStringLiteral("was 261.000 meant?")), qPrintable(r.err));
    }

    void estimateFlagErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList base = {QStringLiteral("estimate"), QStringLiteral("--model"),
                                  QStringLiteral("llama-3.1-8b")};
        QTest::newRow("unknown preset")
            << QStringList{QStringLiteral("estimate"), QStringLiteral("--model"),
                           QStringLiteral("gpt-9"), QStringLiteral("--task"),
                           QStringLiteral("inference")}
            << "--model: unknown preset 'gpt-9'";
        QTest::newRow("no model")
            << QStringList{QStringLiteral("estimate"), QStringLiteral("--task"),
                           QStringLiteral("inference")}
            << "give --model PRESET, --model-config PATH, --params-b N or --scenario FILE";
        QTest::newRow("no task") << base << "--task is required";
        QTest::newRow("bad task") << base + QStringList{QStringLiteral("--task"),
                                                        QStringLiteral("train")}
                                  << "--task: 'train' is not one of";
        QTest::newRow("bad precision")
            << base + QStringList{QStringLiteral("--task"), QStringLiteral("lora"),
                                  QStringLiteral("--precision"), QStringLiteral("fp12")}
            << "--precision: 'fp12'";
        // Without --seq-len training starts at 4096 (tst_clidefaults); 0 is refused.
        QTest::newRow("training with sequence 0")
            << base + QStringList{QStringLiteral("--task"), QStringLiteral("lora"),
                                  QStringLiteral("--seq-len"), QStringLiteral("0")}
            << "--seq-len is required";
        QTest::newRow("zero batch")
            << base + QStringList{QStringLiteral("--task"), QStringLiteral("inference"),
                                  QStringLiteral("--batch"), QStringLiteral("0")}
            << "--batch: 0 is out of range: must be at least 1";
        // 0 is the engine's default, as in a scenario file and the window.
        QTest::newRow("negative max_model_len")
            << base + QStringList{QStringLiteral("--task"), QStringLiteral("inference"),
                                  QStringLiteral("--max-model-len"), QStringLiteral("-1")}
            << "--max-model-len: -1 is out of range: must be at least 0";
        QTest::newRow("load as a choice")
            << base + QStringList{QStringLiteral("--task"), QStringLiteral("inference"),
                                  QStringLiteral("--loading"), QStringLiteral("lazy")}
            << "--loading: 'lazy' is not one of low_memory, full_copy";
        QTest::newRow("max_num_seqs not a number")
            << base + QStringList{QStringLiteral("--task"), QStringLiteral("inference"),
                                  QStringLiteral("--max-num-seqs"), QStringLiteral("many")}
            << "--max-num-seqs";
        QTest::newRow("bad attention")
            << base + QStringList{QStringLiteral("--task"), QStringLiteral("inference"),
                                  QStringLiteral("--attention"), QStringLiteral("xformers")}
            << "--attention: 'xformers' is not one of sdpa, flash, eager";
        const QStringList lora =
            base + QStringList{QStringLiteral("--task"), QStringLiteral("lora"),
                               QStringLiteral("--seq-len"), QStringLiteral("2048")};
        QTest::newRow("unknown framework")
            << lora + QStringList{QStringLiteral("--framework"), QStringLiteral("keras")}
            << "--framework: 'keras' is not one of hf_peft, trl, torchtune";
        QTest::newRow("bad qlora recipe")
            << lora + QStringList{QStringLiteral("--qlora-recipe"), QStringLiteral("unsloth")}
            << "--qlora-recipe: 'unsloth' is not one of peft, paper";
        QTest::newRow("contradicting switches")
            << lora + QStringList{QStringLiteral("--chunked-ce"), QStringLiteral("--no-chunked-ce")}
            << "--chunked-ce and --no-chunked-ce contradict each other";
    }
    void estimateFlagErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // Technique flags and framework profiles: a profile sets the defaults, explicit flags
    // override them, and the JSON says what was used.
    void estimateTechniqueFlags()
    {
        auto estimate = [&](const QStringList &extra) {
            const Run r = run(QStringList{QStringLiteral("estimate"), QStringLiteral("--model"),
                                          QStringLiteral("llama-3.1-8b"), QStringLiteral("--task"),
                                          QStringLiteral("full_ft"), QStringLiteral("--seq-len"),
                                          QStringLiteral("2048"), QStringLiteral("--json")} +
                              extra);
            const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
            return std::pair{r.code, o};
        };
        const auto [code, plain] = estimate({});
        QCOMPARE(code, 0);
        const auto techniques = [](const QJsonObject &o) {
            return o[QStringLiteral("techniques")].toObject();
        };
        const auto total = [](const QJsonObject &o) {
            return o[QStringLiteral("per_gpu")].toObject()[QStringLiteral("total_gib")].toDouble();
        };
        QCOMPARE(techniques(plain)[QStringLiteral("attention")].toString(), QStringLiteral("sdpa"));
        QCOMPARE(
            plain[QStringLiteral("per_gpu")].toObject()[QStringLiteral("compared_view")].toString(),
            QStringLiteral("device_used"));
        const auto [c1, tuned] =
            estimate({QStringLiteral("--framework"), QStringLiteral("torchtune")});
        QCOMPARE(c1, 0);
        QCOMPARE(techniques(tuned)[QStringLiteral("framework")].toString(),
                 QStringLiteral("torchtune"));
        QVERIFY(techniques(tuned)[QStringLiteral("chunked_ce")].toBool());
        QVERIFY(techniques(tuned)[QStringLiteral("optimizer_in_bwd")].toBool());
        QVERIFY(techniques(tuned)[QStringLiteral("gradient_checkpointing")].toBool());
        QVERIFY(total(tuned) < total(plain) / 2);
        // Each switch can be turned back off.
        const auto [c2, overridden] =
            estimate({QStringLiteral("--framework"), QStringLiteral("torchtune"),
                      QStringLiteral("--no-optimizer-in-bwd"), QStringLiteral("--attention"),
                      QStringLiteral("eager")});
        QCOMPARE(c2, 0);
        QVERIFY(!techniques(overridden)[QStringLiteral("optimizer_in_bwd")].toBool());
        QVERIFY(techniques(overridden)[QStringLiteral("chunked_ce")].toBool());
        QCOMPARE(techniques(overridden)[QStringLiteral("attention")].toString(),
                 QStringLiteral("eager"));
        const auto [c3, offload] =
            estimate({QStringLiteral("--offload-optimizer"), QStringLiteral("--activation-offload"),
                      QStringLiteral("--chunked-ce"), QStringLiteral("--qlora-recipe"),
                      QStringLiteral("paper"), QStringLiteral("--gpus"), QStringLiteral("2"),
                      QStringLiteral("--sharding"), QStringLiteral("fsdp"),
                      QStringLiteral("--offload-params")});
        QCOMPARE(c3, 0);
        QVERIFY(techniques(offload)[QStringLiteral("offload_optimizer")].toBool());
        QVERIFY(techniques(offload)[QStringLiteral("offload_params")].toBool());
        QVERIFY(techniques(offload)[QStringLiteral("activation_offload")].toBool());
        QCOMPARE(techniques(offload)[QStringLiteral("qlora_recipe")].toString(),
                 QStringLiteral("paper"));
        QVERIFY(offload[QStringLiteral("host_ram_gib")]
                    .toObject()[QStringLiteral("offload")]
                    .toDouble() > 50);
        const Run help = run({QStringLiteral("--help")});
        for (const char *flag : {"--framework", "--chunked-ce", "--optimizer-in-bwd",
                                 "--activation-offload", "--offload-params", "--offload-optimizer",
                                 "--attention sdpa|flash|eager", "--qlora-recipe peft|paper"})
            QVERIFY2(help.out.contains(QLatin1String(flag)), flag);
    }

    void modelsList()
    {
        const Run r = run({QStringLiteral("models"), QStringLiteral("list"),
                           QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonArray list =
            QJsonDocument::fromJson(r.out.toUtf8())[QStringLiteral("models")].toArray();
        QVERIFY(list.size() >= 40);
        for (const QJsonValue &v : list)
            QVERIFY(v.toObject()[QStringLiteral("source")].toString().startsWith(
                QLatin1String("https://")));
        const Run table = run({QStringLiteral("models"), QStringLiteral("list")});
        QVERIFY(table.out.contains(QStringLiteral("llama-3.1-8b")));
    }

    void validateEstimates()
    {
        const Run r = run({QStringLiteral("validate-estimates"),
                           QStringLiteral(GP_TEST_DATA "/calibration/vram-calibration.csv")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.first(), QStringLiteral("id,estimate_gib,measured_gib,error_pct,skipped"));
        QVERIFY2(QRegularExpression(QStringLiteral("^MAPE: \\d+\\.\\d% over \\d+ rows$"))
                     .match(lines.last())
                     .hasMatch(),
                 qPrintable(lines.last()));
        const double mape = lines.last().section(QLatin1Char(' '), 1, 1).chopped(1).toDouble();
        QVERIFY2(mape <= 15.0, qPrintable(lines.last()));
        const QString missing = writeFile(QStringLiteral("bad.csv"), "id,model\nX1,foo\n");
        const Run bad = run({QStringLiteral("validate-estimates"), missing});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains(QStringLiteral("bad.csv:1: column 'params_b' missing")),
                 qPrintable(bad.err));
        const Run none =
            run({QStringLiteral("validate-estimates"), m_dir.filePath(QStringLiteral("nope.csv"))});
        QCOMPARE(none.code, 1);
        QVERIFY(none.err.contains(QStringLiteral("nope.csv: cannot open")));
    }

    void rankCsv()
    {
        const Run r =
            run({QStringLiteral("rank"), QStringLiteral("--model"), QStringLiteral("qwen2.5-7b"),
                 QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--batch"),
                 QStringLiteral("4"), QStringLiteral("--seq-len"), QStringLiteral("2048"),
                 QStringLiteral("--grad-ckpt"), QStringLiteral("--tokens"), QStringLiteral("1e8"),
                 QStringLiteral("--region"), QStringLiteral("cn-shanghai"),
                 QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(r.code, 0);
        const auto t = csv(r.out);
        QVERIFY(t);
        for (const char *c :
             {"instance_type", "family", "verdict", "reasons", "gpus_used", "vram_headroom_pct",
              "hours", "price_per_hour", "total_cost", "currency", "price_source"})
            QVERIFY2(t->column(c) >= 0, c);
        QCOMPARE(t->records.size(), 119u);
        bool seenUnpriced = false;
        for (const CsvRecord &rec : t->records) {
            const bool fits = rec.fields[t->column("verdict")] != "does_not_fit";
            const bool priced = !rec.fields[t->column("price_per_hour")].empty();
            if (!priced) {
                QVERIFY(rec.fields[t->column("total_cost")].empty()); // never 0, never free
                QVERIFY(rec.fields[t->column("price_source")].empty());
                if (fits)
                    seenUnpriced = true;
            } else if (fits) {
                QVERIFY2(!seenUnpriced, "a priced fitting type ranked after an unpriced one");
                QVERIFY(std::stod(rec.fields[t->column("total_cost")]) > 0);
            }
        }
        QVERIFY(seenUnpriced);
        const auto &first = t->records[0].fields;
        QCOMPARE(first[t->column("currency")], std::string("CNY"));
        QCOMPARE(first[t->column("price_source")],
                 std::string("https://arthurchiao.art/blog/gpu-prices/"));
    }

    // Issue 26 item 4: --hide-old-prices leaves out the rows whose price is old, as the
    // window's "Hide old prices" does; the others keep their order.
    void rankHidesOldPrices()
    {
        const QStringList base = {
            QStringLiteral("rank"),        QStringLiteral("--model"),  QStringLiteral("qwen2.5-7b"),
            QStringLiteral("--task"),      QStringLiteral("lora"),     QStringLiteral("--region"),
            QStringLiteral("cn-shanghai"), QStringLiteral("--format"), QStringLiteral("csv")};
        const Run all = run(base);
        const Run fresh = run(base + QStringList{QStringLiteral("--hide-old-prices")});
        QCOMPARE(all.code, 0);
        QCOMPARE(fresh.code, 0);
        const auto a = csv(all.out);
        const auto f = csv(fresh.out);
        QVERIFY(a && f);
        std::vector<std::string> kept;
        for (const CsvRecord &rec : a->records) {
            if (rec.fields[a->column("price_stale")] != "yes")
                kept.push_back(rec.fields[a->column("instance_type")]);
        }
        QVERIFY(kept.size() < a->records.size()); // the shipped catalog has old prices
        QCOMPARE(f->records.size(), kept.size());
        for (std::size_t i = 0; i < kept.size(); ++i) {
            QCOMPARE(f->records[i].fields[f->column("instance_type")], kept[i]);
            QVERIFY(f->records[i].fields[f->column("price_stale")] != "yes");
        }
        // The table says how many went, so "N of M shown" is not read as the whole catalog.
        QStringList table = base;
        table.replace(table.indexOf(QStringLiteral("csv")), QStringLiteral("table"));
        const Run t = run(table + QStringList{QStringLiteral("--hide-old-prices")});
        QCOMPARE(t.code, 0);
        const QString left = QStringLiteral("%1 types with an old price left out")
                                 .arg(a->records.size() - kept.size());
        QVERIFY2(t.out.contains(left), qPrintable(t.out.right(600)));
        QVERIFY2(!t.out.contains(QStringLiteral("⚠")), qPrintable(t.out.right(600)));
        // Without the flag the old prices are marked ⚠ in PRICE/H, with a legend.
        const Run marked = run(table + QStringList{QStringLiteral("--top"), QStringLiteral("0")});
        QCOMPARE(marked.code, 0);
        const std::size_t old = a->records.size() - kept.size();
        QCOMPARE(std::size_t(marked.out.count(QStringLiteral(" ⚠"))), old);
        QVERIFY(marked.out.contains(QStringLiteral("⚠ = an old price")));
    }

    // `report --hide-old-prices`: the table export leaves out the same rows as `rank`.
    void reportHidesOldPrices()
    {
        const QString scenario = m_dir.filePath(QStringLiteral("hide-old.gpuplan.json"));
        QCOMPARE(run({QStringLiteral("scenario"), QStringLiteral("new"), QStringLiteral("--out"),
                      scenario, QStringLiteral("--model"), QStringLiteral("qwen2.5-7b"),
                      QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--region"),
                      QStringLiteral("cn-shanghai")})
                     .code,
                 0);
        QString said; // what the last report printed
        auto report = [&](const QString &name, bool hide) -> std::optional<CsvTable> {
            const QString out = m_dir.filePath(name);
            QStringList args = {QStringLiteral("report"), QStringLiteral("--scenario"), scenario,
                                QStringLiteral("--out"), out};
            if (hide)
                args << QStringLiteral("--hide-old-prices");
            const Run r = run(args);
            said = r.out;
            if (r.code != 0)
                return std::nullopt;
            QFile file(out);
            if (!file.open(QIODevice::ReadOnly))
                return std::nullopt;
            std::string why;
            return parseCsv(file.readAll().toStdString(), &why);
        };
        // The report's table has no price_stale column: `rank` says which prices are old.
        const Run ranked = run({QStringLiteral("rank"), QStringLiteral("--scenario"), scenario,
                                QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(ranked.code, 0);
        const auto r = csv(ranked.out);
        QVERIFY(r && r->column("price_stale") >= 0);
        std::set<std::string> old;
        for (const CsvRecord &rec : r->records) {
            if (rec.fields[std::size_t(r->column("price_stale"))] == "yes")
                old.insert(rec.fields[std::size_t(r->column("instance_type"))]);
        }
        QVERIFY(!old.empty());
        const auto all = report(QStringLiteral("all.csv"), false);
        QVERIFY2(!said.contains(QStringLiteral("old price left out")), qPrintable(said));
        const auto fresh = report(QStringLiteral("fresh.csv"), true);
        QVERIFY(all && fresh);
        // It says how many it left out, as rank does.
        const QString left =
            QStringLiteral("%1 types with an old price left out (--hide-old-prices).")
                .arg(old.size());
        QVERIFY2(said.contains(left), qPrintable(said));
        const int typeColumn = all->column("instance_type");
        QVERIFY(typeColumn >= 0);
        std::vector<std::string> kept;
        for (const CsvRecord &rec : all->records) {
            if (!old.contains(rec.fields[std::size_t(typeColumn)]))
                kept.push_back(rec.fields[std::size_t(typeColumn)]);
        }
        QCOMPARE(kept.size() + old.size(), all->records.size());
        QCOMPARE(fresh->records.size(), kept.size());
        for (std::size_t i = 0; i < kept.size(); ++i)
            QCOMPARE(fresh->records[i].fields[std::size_t(typeColumn)], kept[i]);
    }

    void rankJsonHasTheTimeBreakdown()
    {
        // Llama-3.1-405B in bf16 does not fit one instance; with --max-nodes 2 it is served
        // with pipeline parallel across two, and each row says where its time goes.
        auto rank405b = [&](const char *maxNodes) {
            return run({QStringLiteral("rank"), QStringLiteral("--model"),
                        QStringLiteral("llama-3.1-405b"), QStringLiteral("--task"),
                        QStringLiteral("inference"), QStringLiteral("--engine"),
                        QStringLiteral("vllm"), QStringLiteral("--batch"), QStringLiteral("8"),
                        QStringLiteral("--prompt-len"), QStringLiteral("1024"),
                        QStringLiteral("--output-len"), QStringLiteral("256"),
                        QStringLiteral("--max-nodes"), QString::fromLatin1(maxNodes),
                        QStringLiteral("--format"), QStringLiteral("json")});
        };
        const Run one = rank405b("1");
        QCOMPARE(one.code, 0);
        for (const QJsonValue &v :
             QJsonDocument::fromJson(one.out.toUtf8())[QStringLiteral("rows")].toArray())
            QCOMPARE(v[QStringLiteral("verdict")].toString(), QStringLiteral("does_not_fit"));
        const Run two = rank405b("2");
        QCOMPARE(two.code, 0);
        const QJsonArray rows =
            QJsonDocument::fromJson(two.out.toUtf8())[QStringLiteral("rows")].toArray();
        const QJsonObject top = rows.first().toObject();
        QVERIFY2(top[QStringLiteral("verdict")].toString() != QStringLiteral("does_not_fit"),
                 qPrintable(two.out.left(2000)));
        QCOMPARE(top[QStringLiteral("instances")].toInt(), 2);
        QCOMPARE(top[QStringLiteral("pipeline_parallel")].toInt(), 2);
        QVERIFY(top[QStringLiteral("step_seconds")].toDouble() > 0);
        QVERIFY(!top[QStringLiteral("bottleneck")].toString().isEmpty());
        QVERIFY(top[QStringLiteral("tokens_per_s")].toDouble() > 0);

        // Training: compute and communication hours add up to the hours.
        const Run train =
            run({QStringLiteral("rank"), QStringLiteral("--model"), QStringLiteral("llama-2-7b"),
                 QStringLiteral("--task"), QStringLiteral("full_ft"), QStringLiteral("--batch"),
                 QStringLiteral("1"), QStringLiteral("--seq-len"), QStringLiteral("4096"),
                 QStringLiteral("--tokens"), QStringLiteral("1e9"), QStringLiteral("--max-nodes"),
                 QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(train.code, 0);
        int checked = 0;
        for (const QJsonValue &v :
             QJsonDocument::fromJson(train.out.toUtf8())[QStringLiteral("rows")].toArray()) {
            if (v[QStringLiteral("compute_hours")].isNull() || v[QStringLiteral("spot")].isObject())
                continue;
            const double hours = v[QStringLiteral("hours")].toDouble();
            QVERIFY(std::abs(v[QStringLiteral("compute_hours")].toDouble() +
                             v[QStringLiteral("comm_hours")].toDouble() - hours) < 1e-6 * hours);
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    // The reported bad case: Qwen2.5-32B-AWQ at 8k with vLLM does not fit one A10, and the
    // table says which figures were compared.
    void rankTableStatesTheVllmBudget()
    {
        const Run r = run({QStringLiteral("rank"),        QStringLiteral("--model"),
                           QStringLiteral("qwen2.5-32b"), QStringLiteral("--task"),
                           QStringLiteral("inference"),   QStringLiteral("--precision"),
                           QStringLiteral("fp16"),        QStringLiteral("--quant"),
                           QStringLiteral("awq_int4"),    QStringLiteral("--engine"),
                           QStringLiteral("vllm"),        QStringLiteral("--max-model-len"),
                           QStringLiteral("8192"),        QStringLiteral("--prompt-len"),
                           QStringLiteral("4096"),        QStringLiteral("--output-len"),
                           QStringLiteral("4096"),        QStringLiteral("--families"),
                           QStringLiteral("gn7i"),        QStringLiteral("--top"),
                           QStringLiteral("20")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        int single = -1;
        for (int i = 0; i < lines.size(); ++i) {
            if (lines[i].contains(QStringLiteral("ecs.gn7i-c8g1.2xlarge")))
                single = i;
        }
        QVERIFY2(single >= 0, qPrintable(r.out));
        QVERIFY2(lines[single].contains(QStringLiteral("does not fit")), qPrintable(r.out));
        QVERIFY2(lines[single + 1].contains(QStringLiteral("vLLM budget 0.90 × 22.5 = 20.2 GiB")),
                 qPrintable(lines[single + 1]));
        // Fitting rows show their comparison too.
        QVERIFY2(r.out.contains(QStringLiteral("info: Needs")), qPrintable(r.out));

        // At a terminal's width (COLUMNS, as GNU tools read it) the reasons, findings and
        // assumptions wrap under their text; the table's own rows keep their columns. The
        // same words either way (issue 28).
        QStringList args = {
            QStringLiteral("rank"),   QStringLiteral("--model"),    QStringLiteral("qwen2.5-32b"),
            QStringLiteral("--task"), QStringLiteral("inference"),  QStringLiteral("--engine"),
            QStringLiteral("vllm"),   QStringLiteral("--families"), QStringLiteral("gn7i"),
            QStringLiteral("--top"),  QStringLiteral("4")};
        const CliRun narrow =
            runGpuPlanner(args, {overlayIn(m_dir), {}, {QStringLiteral("COLUMNS=72")}});
        const CliRun wide = runGpuPlanner(args, {overlayIn(m_dir)});
        QCOMPARE(narrow.code, 0);
        QVERIFY(narrow.out.count(QLatin1Char('\n')) > wide.out.count(QLatin1Char('\n')));
        for (const QString &line : narrow.out.split(QLatin1Char('\n'))) {
            const bool tableRow =
                line.startsWith(QLatin1Char('#')) || (!line.isEmpty() && line.front().isDigit());
            QVERIFY2(tableRow || displayWidth(line) <= 72, qPrintable(line));
        }
        auto words = [](const QString &text) {
            return text.simplified().split(QLatin1Char(' '));
        };
        QCOMPARE(words(narrow.out), words(wide.out));
    }

    void scenarioFiles()
    {
        const QString file = m_dir.filePath(QStringLiteral("plan.gpuplan.json"));
        QFile::remove(file);
        Run r = run({QStringLiteral("scenario"),        QStringLiteral("new"),
                     QStringLiteral("--model"),         QStringLiteral("llama-3.1-8b"),
                     QStringLiteral("--task"),          QStringLiteral("qlora"),
                     QStringLiteral("--batch"),         QStringLiteral("2"),
                     QStringLiteral("--seq-len"),       QStringLiteral("4096"),
                     QStringLiteral("--tokens"),        QStringLiteral("5e8"),
                     QStringLiteral("--pricing"),       QStringLiteral("spot"),
                     QStringLiteral("--spot-discount"), QStringLiteral("25"),
                     QStringLiteral("--out"),           file,
                     QStringLiteral("--name"),          QStringLiteral("QLoRA run")});
        QCOMPARE(r.code, 0);
        QVERIFY(QFile::exists(file));
        r = run({QStringLiteral("scenario"), QStringLiteral("new"), QStringLiteral("--model"),
                 QStringLiteral("llama-3.1-8b"), QStringLiteral("--task"),
                 QStringLiteral("inference"), QStringLiteral("--out"), file});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("exists; add --force")));
        // estimate and rank read it; flags on the command line override it.
        const Run viaFile = run({QStringLiteral("estimate"), QStringLiteral("--scenario"), file,
                                 QStringLiteral("--json")});
        const Run viaFlags =
            run({QStringLiteral("estimate"), QStringLiteral("--model"),
                 QStringLiteral("llama-3.1-8b"), QStringLiteral("--task"), QStringLiteral("qlora"),
                 QStringLiteral("--batch"), QStringLiteral("2"), QStringLiteral("--seq-len"),
                 QStringLiteral("4096"), QStringLiteral("--json")});
        QCOMPARE(viaFile.code, 0);
        QCOMPARE(viaFile.out, viaFlags.out);
        const Run ranked = run({QStringLiteral("rank"), QStringLiteral("--scenario"), file,
                                QStringLiteral("--format"), QStringLiteral("json"),
                                QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(ranked.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(ranked.out.toUtf8()).object();
        QCOMPARE(doc[QStringLiteral("pricing")].toString(), QStringLiteral("spot"));
        QCOMPARE(doc[QStringLiteral("rows")].toArray().size(), 3);
        const Run bigger =
            run({QStringLiteral("estimate"), QStringLiteral("--scenario"), file,
                 QStringLiteral("--batch"), QStringLiteral("8"), QStringLiteral("--json")});
        QVERIFY(QJsonDocument::fromJson(
                    bigger.out.toUtf8())[QStringLiteral("per_gpu")][QStringLiteral("total_gib")]
                    .toDouble() >
                QJsonDocument::fromJson(
                    viaFile.out.toUtf8())[QStringLiteral("per_gpu")][QStringLiteral("total_gib")]
                    .toDouble());
    }

    void badScenarioFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("not JSON") << QByteArray("{ nope") << "not valid JSON";
        QTest::newRow("wrong format")
            << QByteArray(R"({"format": "other", "version": 1})") << "format: is not";
        QTest::newRow("newer version")
            << QByteArray(R"({"format": "gpu-planner-scenario", "version": 9, "inputs": {}})")
            << "version: 9 is newer";
        QTest::newRow("unknown task")
            << QByteArray(
                   R"({"format": "gpu-planner-scenario", "version": 1, "inputs": {"model": {"preset": "llama-3.1-8b"}, "task": "train"}})")
            << "inputs.task: unknown value 'train'";
    }
    void badScenarioFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString file = writeFile(QStringLiteral("bad.gpuplan.json"), content);
        const Run r = run({QStringLiteral("rank"), QStringLiteral("--scenario"), file});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("bad.gpuplan.json")) && r.err.contains(message),
                 qPrintable(r.err));
        const Run missing = run({QStringLiteral("estimate"), QStringLiteral("--scenario"),
                                 m_dir.filePath(QStringLiteral("none.json"))});
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.err.contains(QStringLiteral("none.json: cannot open")));
    }

    void reportsFromTheCommandLine()
    {
        const QString scenario = m_dir.filePath(QStringLiteral("report.gpuplan.json"));
        QFile::remove(scenario);
        Run r = run({QStringLiteral("scenario"), QStringLiteral("new"), QStringLiteral("--model"),
                     QStringLiteral("qwen2.5-7b"), QStringLiteral("--task"), QStringLiteral("lora"),
                     QStringLiteral("--batch"), QStringLiteral("4"), QStringLiteral("--seq-len"),
                     QStringLiteral("2048"), QStringLiteral("--grad-ckpt"),
                     QStringLiteral("--tokens"), QStringLiteral("1e8"), QStringLiteral("--name"),
                     QStringLiteral("Report test"), QStringLiteral("--out"), scenario});
        QCOMPARE(r.code, 0);
        const QString csvPath = m_dir.filePath(QStringLiteral("table.csv"));
        r = run({QStringLiteral("report"), QStringLiteral("--scenario"), scenario,
                 QStringLiteral("--out"), csvPath});
        QCOMPARE(r.code, 0);
        QFile f(csvPath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto t = csv(QString::fromUtf8(f.readAll()));
        QVERIFY(t && t->column("instance_type") >= 0);
        QVERIFY(!t->records.empty());
        // Excel: from the extension, or --format xlsx whatever it is; the CSV's header row.
        for (const QString &out : {QStringLiteral("table.xlsx"), QStringLiteral("table.bin")}) {
            const QString xlsx = m_dir.filePath(out);
            QStringList args = {QStringLiteral("report"), QStringLiteral("--scenario"), scenario,
                                QStringLiteral("--out"), xlsx};
            if (out.endsWith(QLatin1String(".bin")))
                args << QStringLiteral("--format") << QStringLiteral("xlsx");
            r = run(args);
            QCOMPARE(r.code, 0);
            QFile x(xlsx);
            QVERIFY(x.open(QIODevice::ReadOnly));
            const QByteArray bytes = x.readAll();
            QVERIFY(bytes.startsWith(QByteArray("PK\x03\x04", 4)));
            const xlsxtest::Zip zip = xlsxtest::readZip(bytes);
            QVERIFY2(zip.error.isEmpty(), qPrintable(zip.error));
            const auto cells =
                xlsxtest::cells(zip.part(QStringLiteral("xl/worksheets/sheet1.xml")));
            for (std::size_t c = 0; c < t->header.size(); ++c)
                QCOMPARE(
                    cells.value(xlsxtest::column(int(c)) + QLatin1Char('1')).value.toStdString(),
                    t->header[c]);
        }
        const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
        r = run({QStringLiteral("report"), QStringLiteral("--scenario"), scenario,
                 QStringLiteral("--out"), pdf, QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(r.code, 0);
        QFile p(pdf);
        QVERIFY(p.open(QIODevice::ReadOnly));
        QVERIFY(p.read(4) == "%PDF");
        r = run({QStringLiteral("report"), QStringLiteral("--scenario"), scenario,
                 QStringLiteral("--out"), pdf, QStringLiteral("--format"), QStringLiteral("docx")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("--format")));
        QVERIFY2(r.err.contains(QStringLiteral("md or xlsx")), qPrintable(r.err));
        r = run({QStringLiteral("report"), QStringLiteral("--scenario"),
                 m_dir.filePath(QStringLiteral("missing.json")), QStringLiteral("--out"), pdf});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("missing.json")));
        // An existing report stays as it is without --force; with it, it is replaced.
        p.close();
        QVERIFY(QFile::resize(pdf, 0));
        const QStringList again = {QStringLiteral("report"), QStringLiteral("--scenario"), scenario,
                                   QStringLiteral("--out"), pdf};
        r = run(again);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(pdf + QStringLiteral(" exists; add --force to replace it")),
                 qPrintable(r.err));
        QCOMPARE(QFileInfo(pdf).size(), qint64(0));
        r = run(again + QStringList{QStringLiteral("--force")});
        QCOMPARE(r.code, 0);
        QVERIFY(QFileInfo(pdf).size() > 0);
    }

    // `rank` and `report` write one table format (docs/table-format.md): the same format
    // name and version, and every field of the report's table is a rank field with the
    // same value in the same row; rank also writes Markdown.
    void rankAndReportWriteOneTableFormat()
    {
        const QString scenario = m_dir.filePath(QStringLiteral("table.gpuplan.json"));
        QFile::remove(scenario);
        Run r = run({QStringLiteral("scenario"), QStringLiteral("new"), QStringLiteral("--model"),
                     QStringLiteral("qwen2.5-7b"), QStringLiteral("--task"), QStringLiteral("lora"),
                     QStringLiteral("--batch"), QStringLiteral("4"), QStringLiteral("--seq-len"),
                     QStringLiteral("2048"), QStringLiteral("--tokens"), QStringLiteral("1e8"),
                     QStringLiteral("--out"), scenario});
        QCOMPARE(r.code, 0);
        r = run({QStringLiteral("rank"), QStringLiteral("--scenario"), scenario,
                 QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonObject rank = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QString json = m_dir.filePath(QStringLiteral("table.json"));
        r = run({QStringLiteral("report"), QStringLiteral("--scenario"), scenario,
                 QStringLiteral("--out"), json});
        QCOMPARE(r.code, 0);
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(rank.value(QStringLiteral("format")).toString(),
                 QStringLiteral("gpu-planner-table"));
        QCOMPARE(report.value(QStringLiteral("format")), rank.value(QStringLiteral("format")));
        QCOMPARE(report.value(QStringLiteral("format_version")),
                 rank.value(QStringLiteral("format_version")));
        const QJsonArray a = rank.value(QStringLiteral("rows")).toArray();
        const QJsonArray b = report.value(QStringLiteral("rows")).toArray();
        QVERIFY(!b.isEmpty());
        QCOMPARE(a.size(), b.size());
        for (int i = 0; i < b.size(); ++i) {
            const QJsonObject ra = a[i].toObject();
            const QJsonObject rb = b[i].toObject();
            for (auto it = rb.begin(); it != rb.end(); ++it)
                QVERIFY2(ra.value(it.key()) == it.value(), qPrintable(it.key()));
        }
        r = run({QStringLiteral("rank"), QStringLiteral("--scenario"), scenario,
                 QStringLiteral("--format"), QStringLiteral("markdown"), QStringLiteral("--top"),
                 QStringLiteral("3"), QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("| # | 实例规格 |")), qPrintable(r.out));
        QCOMPARE(r.out.count(QStringLiteral("\n| ")), 2 + 3); // header, rule, three rows
    }

    // rank --out FILE: the same output in a file (an Excel workbook with --format xlsx, the
    // CSV's header and rows), never over an existing file without --force.
    void rankWritesAFile()
    {
        const QStringList rank = {QStringLiteral("rank"),       QStringLiteral("--model"),
                                  QStringLiteral("qwen2.5-7b"), QStringLiteral("--task"),
                                  QStringLiteral("inference"),  QStringLiteral("--top"),
                                  QStringLiteral("4")};
        Run r = run(rank + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(r.code, 0);
        const auto table = csv(r.out);
        QVERIFY(table && table->records.size() == 4);

        const QString csvPath = m_dir.filePath(QStringLiteral("rank-out.csv"));
        QFile::remove(csvPath);
        r = run(rank + QStringList{QStringLiteral("--format"), QStringLiteral("csv"),
                                   QStringLiteral("--out"), csvPath});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Wrote ") + csvPath +
                                QStringLiteral(" (4 instance types)")),
                 qPrintable(r.out));
        QFile written(csvPath);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const auto again = csv(QString::fromUtf8(written.readAll()));
        QVERIFY(again && again->header == table->header);
        QCOMPARE(again->records.size(), table->records.size());
        written.close();

        // An existing file stays as it is without --force, whatever the format.
        const QString xlsx = m_dir.filePath(QStringLiteral("rank-out.xlsx"));
        writeFile(QStringLiteral("rank-out.xlsx"), QByteArray("mine"));
        const QStringList toXlsx =
            rank + QStringList{QStringLiteral("--format"), QStringLiteral("xlsx"),
                               QStringLiteral("--out"), xlsx};
        r = run(toXlsx);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(xlsx + QStringLiteral(" exists; add --force to replace it")),
                 qPrintable(r.err));
        QFile kept(xlsx);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("mine"));
        kept.close();
        r = run(toXlsx + QStringList{QStringLiteral("--force")});
        QCOMPARE(r.code, 0);
        QFile x(xlsx);
        QVERIFY(x.open(QIODevice::ReadOnly));
        const xlsxtest::Zip zip = xlsxtest::readZip(x.readAll());
        QVERIFY2(zip.error.isEmpty(), qPrintable(zip.error));
        const auto cells = xlsxtest::cells(zip.part(QStringLiteral("xl/worksheets/sheet1.xml")));
        for (std::size_t c = 0; c < table->header.size(); ++c)
            QCOMPARE(cells.value(xlsxtest::column(int(c)) + QLatin1Char('1')).value.toStdString(),
                     table->header[c]);
        // The first column of the last row written is the fourth rank; no fifth row.
        QCOMPARE(cells.value(QStringLiteral("A5")).value, QStringLiteral("4"));
        QVERIFY(!cells.contains(QStringLiteral("A6")));

        // A workbook is not text: without --out it is refused, and so is an empty name.
        r = run(rank + QStringList{QStringLiteral("--format"), QStringLiteral("xlsx")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("give --out FILE.xlsx")), qPrintable(r.err));
        r = run(rank + QStringList{QStringLiteral("--out="), QStringLiteral("--format"),
                                   QStringLiteral("csv")});
        QCOMPARE(r.code, 2);
        r = run(rank + QStringList{QStringLiteral("--format"), QStringLiteral("docx")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("markdown or xlsx")), qPrintable(r.err));
    }

    // One language for a whole command line: --lang anywhere (before or after the command),
    // else the system's from LC_ALL / LC_MESSAGES / LANG; machine formats keep their fields.
    void languageOfTheCommandLine()
    {
        const QStringList rankArgs = {
            QStringLiteral("rank"),     QStringLiteral("--model"),   QStringLiteral("qwen2.5-7b"),
            QStringLiteral("--task"),   QStringLiteral("inference"), QStringLiteral("--format"),
            QStringLiteral("markdown"), QStringLiteral("--top"),     QStringLiteral("2")};
        const QString zhHeader = QStringLiteral("| # | 实例规格 |");
        // The tests run with LC_ALL=C.UTF-8 (tests/CMakeLists.txt): English.
        Run r = run(rankArgs);
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.out.contains(zhHeader), qPrintable(r.out));
        r = run(QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN")} + rankArgs);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(zhHeader), qPrintable(r.out));
        r = run(rankArgs + QStringList{QStringLiteral("--lang=zh")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(zhHeader), qPrintable(r.out));
        // A Chinese system, and --lang en over it.
        CliOptions zh{overlayIn(m_dir)};
        zh.env = {QStringLiteral("LC_ALL=zh_CN.UTF-8")};
        r = runGpuPlanner(rankArgs, zh);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(zhHeader), qPrintable(r.out));
        r = runGpuPlanner(rankArgs + QStringList{QStringLiteral("--lang"), QStringLiteral("en")},
                          zh);
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.out.contains(zhHeader), qPrintable(r.out));
        // A language we do not have, or no value: a usage error naming the flag.
        r = run(rankArgs + QStringList{QStringLiteral("--lang"), QStringLiteral("fr")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--lang: 'fr'")), qPrintable(r.err));
        r = run(rankArgs + QStringList{QStringLiteral("--lang")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--lang")), qPrintable(r.err));
        // The help lists it among the global flags.
        r = run({QStringLiteral("rank"), QStringLiteral("--help")});
        QVERIFY2(r.out.contains(QStringLiteral("--lang")), qPrintable(r.out));
    }

    void libraryFromTheCommandLine()
    {
        const QString lib = m_dir.filePath(QStringLiteral("teamlib"));
        QDir().mkpath(lib);
        const QString file = lib + QStringLiteral("/shared.gpuplan.json");
        QFile::remove(file);
        Run r = run({QStringLiteral("scenario"), QStringLiteral("new"), QStringLiteral("--model"),
                     QStringLiteral("llama-3.1-8b"), QStringLiteral("--task"),
                     QStringLiteral("inference"), QStringLiteral("--name"),
                     QStringLiteral("Shared plan"), QStringLiteral("--out"), file});
        QCOMPARE(r.code, 0);
        r = run({QStringLiteral("library"), QStringLiteral("list"), QStringLiteral("--dir"), lib});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Shared plan")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("MODEL")) &&
                     r.out.contains(QStringLiteral("inference")) &&
                     r.out.contains(QStringLiteral("/M tokens")),
                 qPrintable(r.out));
        // The summary, from the index: model, task, need per GPU, best option and its cost.
        r = run({QStringLiteral("library"), QStringLiteral("list"), QStringLiteral("--dir"), lib,
                 QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonArray listed =
            QJsonDocument::fromJson(r.out.toUtf8())[QStringLiteral("scenarios")].toArray();
        QVERIFY2(listed.size() == 1, qPrintable(r.out));
        const QJsonObject entry = listed.first().toObject();
        QCOMPARE(entry.value(QStringLiteral("task")).toString(), QStringLiteral("inference"));
        QVERIFY(!entry.value(QStringLiteral("model")).toString().isEmpty());
        QVERIFY(entry.value(QStringLiteral("need_per_gpu_gib")).toDouble() > 1);
        QVERIFY(entry.value(QStringLiteral("best_cost_per_million_tokens")).toDouble() > 0);
        QVERIFY(!entry.value(QStringLiteral("best_type")).toString().isEmpty());
        r = run({QStringLiteral("library"), QStringLiteral("share"), file});
        QCOMPARE(r.code, 0);
        const QString code = r.out.trimmed();
        QVERIFY(code.startsWith(QStringLiteral("GPUP1:")));
        QVERIFY(!code.contains(QLatin1Char('\n')));
        const QString copy = m_dir.filePath(QStringLiteral("from-code.gpuplan.json"));
        QFile::remove(copy);
        r = run({QStringLiteral("library"), QStringLiteral("open"), code, QStringLiteral("--out"),
                 copy});
        QCOMPARE(r.code, 0);
        QVERIFY(QFile::exists(copy));
        r = run({QStringLiteral("library"), QStringLiteral("diff"), file, copy});
        QCOMPARE(r.code, 0);
        r = run({QStringLiteral("library"), QStringLiteral("open"), QStringLiteral("GPUP1:garbage"),
                 QStringLiteral("--out"), m_dir.filePath(QStringLiteral("x.gpuplan.json"))});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("share code")));
    }

    void checkAndBuild()
    {
        Run r = run({QStringLiteral("catalog"), QStringLiteral("check"), QStringLiteral("--today"),
                     QStringLiteral("2026-11-30")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral(
                     "0 errors, 60 prices older than 180 days, 89 types without any price")),
                 qPrintable(r.out));
        const QString out = m_dir.filePath(QStringLiteral("rebuilt.db"));
        r = run({QStringLiteral("catalog"), QStringLiteral("build"), QStringLiteral("--sources"),
                 QStringLiteral(GP_SOURCE_DIR "/resources/catalog"), QStringLiteral("--out"), out});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("119 instance types")));
        r = run({QStringLiteral("--catalog"), out, QStringLiteral("catalog"),
                 QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(r.code, 0);
        QCOMPARE(csv(r.out)->records.size(), 119u);
        r = run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"),
                 m_dir.filePath(QStringLiteral("missing.db"))});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("missing.db: the catalog database does not exist")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
