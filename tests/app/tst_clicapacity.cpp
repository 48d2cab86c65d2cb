// `gpu-planner capacity` as a user runs it (issue 24): the table, CSV and JSON with the row
// fields the issue names, --instance-type with its curves, a day profile with the mixed
// purchase, --lengths-csv, and bad input refused naming the flag, file and line, exit 2
// (usage) or 1 (no type can meet a target), nothing written.
#include "cliprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestCliCapacity : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    CliRun run(const QStringList &args)
    {
        return runGpuPlanner(QStringList{QStringLiteral("--lang"), QStringLiteral("en"),
                                         QStringLiteral("capacity"), QStringLiteral("--model"),
                                         QStringLiteral("llama-3.1-8b")} +
                                 args,
                             {overlayIn(m_dir)});
    }
    static QStringList chat()
    {
        return {QStringLiteral("--prompt-len"), QStringLiteral("1500"),
                QStringLiteral("--output-len"), QStringLiteral("300"),
                QStringLiteral("--rps"),        QStringLiteral("40"),
                QStringLiteral("--ttft"),       QStringLiteral("1.5"),
                QStringLiteral("--tpot"),       QStringLiteral("0.06")};
    }

private Q_SLOTS:
    void tableForPeople()
    {
        const CliRun r = run(chat() + QStringList{QStringLiteral("--top"), QStringLiteral("5")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("40.00 requests/s at the peak")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("Req/s per replica")));
        QVERIFY(r.out.contains(QLatin1String("ecs.")));
        QVERIFY(r.out.contains(QLatin1String("docs/capacity.md")));
        QVERIFY(r.err.isEmpty());
    }

    void jsonHasTheRowFields()
    {
        const CliRun r =
            run(chat() + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("format")).toString(),
                 QStringLiteral("gpu-planner-capacity-table"));
        QCOMPARE(doc.value(QStringLiteral("format_version")).toInt(), 1);
        const QJsonArray rows = doc.value(QStringLiteral("rows")).toArray();
        QVERIFY(rows.size() > 10);
        const QJsonObject first = rows.first().toObject();
        for (const char *key :
             {"instance_type", "verdict", "replicas", "tensor_parallel", "rps_per_replica",
              "ttft_s", "tpot_s", "monthly_cost", "cost_per_million_tokens", "limit"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        QCOMPARE(first.value(QStringLiteral("verdict")).toString(), QStringLiteral("serves"));
        QVERIFY(first.value(QStringLiteral("ttft_s")).toDouble() <= 1.5);
        QVERIFY(first.value(QStringLiteral("tpot_s")).toDouble() <= 0.06);
        QVERIFY(first.value(QStringLiteral("replicas")).toInt() *
                    first.value(QStringLiteral("rps_per_replica")).toDouble() >=
                40);
        const QStringList limits = {QStringLiteral("ttft"),         QStringLiteral("tpot"),
                                    QStringLiteral("e2e"),          QStringLiteral("kv_cache"),
                                    QStringLiteral("max_num_seqs"), QStringLiteral("prefill")};
        QVERIFY(limits.contains(first.value(QStringLiteral("limit")).toString()));
        // Monthly costs are ordered.
        double last = 0;
        for (const QJsonValue &v : rows) {
            const QJsonObject row = v.toObject();
            if (row.value(QStringLiteral("verdict")).toString() != QLatin1String("serves"))
                break;
            const double cost = row.value(QStringLiteral("monthly_cost")).toDouble();
            QVERIFY(cost >= last);
            last = cost;
        }
    }

    void csvHeaderAndOneTypeWithItsCurves()
    {
        CliRun r = run(chat() + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QLatin1String("rank,instance_type,family,verdict,why,gpu,"
                                               "tensor_parallel,")));
        r = run(chat() + QStringList{QStringLiteral("--instance-type"),
                                     QStringLiteral("ecs.gn7i-c8g1.2xlarge"),
                                     QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("rows")).toArray().size(), 1);
        const QJsonObject detail = doc.value(QStringLiteral("detail")).toObject();
        const QJsonArray curve = detail.value(QStringLiteral("concurrency_curve")).toArray();
        QVERIFY(curve.size() >= 2);
        double tpot = 0;
        for (const QJsonValue &p : curve) { // TPOT never falls as sequences are added
            const double t = p.toObject().value(QStringLiteral("tpot_s")).toDouble();
            QVERIFY(t >= tpot);
            tpot = t;
        }
        int instances = 0;
        for (const QJsonValue &s : detail.value(QStringLiteral("cost_steps")).toArray()) {
            const int n = s.toObject().value(QStringLiteral("instances")).toInt();
            QVERIFY(n >= instances);
            instances = n;
        }
        // The A10 holds about ten 1800-token sequences of an 8B model: the KV cache limits it.
        const QJsonObject row = doc.value(QStringLiteral("rows")).toArray().first().toObject();
        QCOMPARE(row.value(QStringLiteral("limit")).toString(), QStringLiteral("kv_cache"));
    }

    void dayProfileBuysAMix()
    {
        const CliRun r = run(
            {QStringLiteral("--prompt-len"), QStringLiteral("1500"), QStringLiteral("--output-len"),
             QStringLiteral("300"), QStringLiteral("--hourly-rps"),
             QStringLiteral("8,6,5,5,5,6,10,18,30,38,40,40,36,38,40,39,35,30,26,"
                            "22,18,15,12,10"),
             QStringLiteral("--ttft"), QStringLiteral("1.5"), QStringLiteral("--tpot"),
             QStringLiteral("0.06"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("traffic"))
                     .toObject()
                     .value(QStringLiteral("peak_rps"))
                     .toDouble(),
                 40.0);
        int mixed = 0;
        for (const QJsonValue &v : doc.value(QStringLiteral("rows")).toArray()) {
            const QJsonObject row = v.toObject();
            if (row.value(QStringLiteral("monthly_mixed")).isNull())
                continue;
            ++mixed;
            QVERIFY(row.value(QStringLiteral("monthly_mixed")).toDouble() <=
                    std::min(row.value(QStringLiteral("monthly_payg")).toDouble(),
                             row.value(QStringLiteral("monthly_subscription")).toDouble()) +
                        0.01);
        }
        QVERIFY(mixed > 0);
    }

    void lengthsFromAFileOfRequests()
    {
        QByteArray csv = "prompt_tokens,output_tokens\n";
        for (int i = 1; i <= 100; ++i)
            csv += QByteArray::number(1000 + i * 10) + ',' + QByteArray::number(200 + i) + '\n';
        const QString file = writeTestFile(m_dir, QStringLiteral("lengths.csv"), csv);
        const CliRun r =
            run({QStringLiteral("--lengths-csv"), file, QStringLiteral("--rps"),
                 QStringLiteral("5"), QStringLiteral("--format"), QStringLiteral("json"),
                 QStringLiteral("--top"), QStringLiteral("1")});
        QCOMPARE(r.code, 0);
        const QJsonObject traffic = QJsonDocument::fromJson(r.out.toUtf8())
                                        .object()
                                        .value(QStringLiteral("traffic"))
                                        .toObject();
        QCOMPARE(traffic.value(QStringLiteral("prompt_len")).toDouble(), 1505.0);
        QCOMPARE(traffic.value(QStringLiteral("prompt_p95")).toDouble(), 1950.0);
        QCOMPARE(traffic.value(QStringLiteral("output_len")).toDouble(), 250.5);
        QCOMPARE(traffic.value(QStringLiteral("output_p95")).toDouble(), 295.0);
    }

    // scenario new keeps the traffic and targets; capacity --scenario plans them, and a flag
    // overrides one of them.
    void scenarioCarriesTheTraffic()
    {
        const QString file = m_dir.filePath(QStringLiteral("serve.gpuplan.json"));
        CliRun r = runGpuPlanner(
            QStringList{QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("scenario"),
                        QStringLiteral("new"), QStringLiteral("--model"),
                        QStringLiteral("llama-3.1-8b"), QStringLiteral("--task"),
                        QStringLiteral("inference"), QStringLiteral("--engine"),
                        QStringLiteral("vllm"), QStringLiteral("--out"), file} +
                chat() + QStringList{QStringLiteral("--spare"), QStringLiteral("1")},
            {overlayIn(m_dir)});
        QCOMPARE(r.code, 0);
        auto capacity = [&](const QStringList &extra) {
            return runGpuPlanner(QStringList{QStringLiteral("--lang"), QStringLiteral("en"),
                                             QStringLiteral("capacity"),
                                             QStringLiteral("--scenario"), file,
                                             QStringLiteral("--format"), QStringLiteral("json")} +
                                     extra,
                                 {overlayIn(m_dir)});
        };
        r = capacity({});
        QCOMPARE(r.code, 0);
        QJsonObject traffic = QJsonDocument::fromJson(r.out.toUtf8())
                                  .object()
                                  .value(QStringLiteral("traffic"))
                                  .toObject();
        QCOMPARE(traffic.value(QStringLiteral("peak_rps")).toDouble(), 40.0);
        QCOMPARE(traffic.value(QStringLiteral("prompt_len")).toDouble(), 1500.0);
        QCOMPARE(traffic.value(QStringLiteral("tpot_s")).toDouble(), 0.06);
        QCOMPARE(traffic.value(QStringLiteral("spare_replicas")).toInt(), 1);
        r = capacity({QStringLiteral("--tpot"), QStringLiteral("0.04")});
        QCOMPARE(r.code, 0);
        traffic = QJsonDocument::fromJson(r.out.toUtf8())
                      .object()
                      .value(QStringLiteral("traffic"))
                      .toObject();
        QCOMPARE(traffic.value(QStringLiteral("tpot_s")).toDouble(), 0.04);
        QCOMPARE(traffic.value(QStringLiteral("ttft_s")).toDouble(), 1.5);

        // The library lists what serving it costs a month: the capacity table's first row.
        r = capacity({});
        const QJsonObject best = QJsonDocument::fromJson(r.out.toUtf8())
                                     .object()
                                     .value(QStringLiteral("rows"))
                                     .toArray()
                                     .first()
                                     .toObject();
        r = runGpuPlanner(
            {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("library"),
             QStringLiteral("list"), QStringLiteral("--dir"), m_dir.path(),
             QStringLiteral("--format"), QStringLiteral("json")},
            {overlayIn(m_dir),
             {},
             {QStringLiteral("XDG_CACHE_HOME=") + m_dir.filePath(QStringLiteral("cache"))}});
        QCOMPARE(r.code, 0);
        const QJsonArray listed =
            QJsonDocument::fromJson(r.out.toUtf8())[QStringLiteral("scenarios")].toArray();
        QJsonObject entry;
        for (const QJsonValue &v : listed)
            if (v.toObject().value(QStringLiteral("file")).toString() ==
                QLatin1String("serve.gpuplan.json"))
                entry = v.toObject();
        QVERIFY2(entry.contains(QStringLiteral("monthly_cost")), qPrintable(r.out));
        QCOMPARE(entry.value(QStringLiteral("monthly_cost")).toDouble(),
                 best.value(QStringLiteral("monthly_cost")).toDouble());
        QCOMPARE(entry.value(QStringLiteral("monthly_type")).toString(),
                 best.value(QStringLiteral("instance_type")).toString());
        QCOMPARE(entry.value(QStringLiteral("replicas")).toInt(),
                 best.value(QStringLiteral("replicas")).toInt());
    }

    // solve --maximize rps: the most requests per second one type serves within the
    // targets, the same figure the capacity table gives for it.
    void solveMaximizesRequestsPerSecond()
    {
        const QString type = QStringLiteral("ecs.gn7i-c32g1.32xlarge");
        QStringList targets = chat();
        targets.removeAt(targets.indexOf(QStringLiteral("--rps")) + 1);
        targets.removeAll(QStringLiteral("--rps"));
        CliRun r = runGpuPlanner(
            QStringList{QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("solve"),
                        QStringLiteral("--maximize"), QStringLiteral("rps"),
                        QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                        QStringLiteral("--task"), QStringLiteral("inference"),
                        QStringLiteral("--instance-type"), type, QStringLiteral("--json")} +
                targets,
            {overlayIn(m_dir)});
        QCOMPARE(r.code, 0);
        const QJsonObject solved = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(solved.value(QStringLiteral("maximize")).toString(), QStringLiteral("rps"));
        const double value = solved.value(QStringLiteral("value")).toDouble();
        QVERIFY(value > 0);
        QVERIFY(solved.value(QStringLiteral("tpot_s")).toDouble() <= 0.06 + 1e-9);
        r = run(chat() + QStringList{QStringLiteral("--instance-type"), type,
                                     QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonObject row = QJsonDocument::fromJson(r.out.toUtf8())
                                    .object()
                                    .value(QStringLiteral("rows"))
                                    .toArray()
                                    .first()
                                    .toObject();
        QVERIFY(std::abs(row.value(QStringLiteral("rps_per_replica")).toDouble() *
                             row.value(QStringLiteral("replicas_per_instance")).toDouble() -
                         value) < 1e-3);
        r = runGpuPlanner({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("solve"),
                           QStringLiteral("--maximize"), QStringLiteral("rps"),
                           QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                           QStringLiteral("--task"), QStringLiteral("lora"),
                           QStringLiteral("--seq-len"), QStringLiteral("1024"),
                           QStringLiteral("--instance-type"), type},
                          {overlayIn(m_dir)});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("--maximize rps is for --task inference")),
                 qPrintable(r.err));
    }

    void badInputNamesTheFlagFileOrLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("zero rate") << QStringList{QStringLiteral("--rps"), QStringLiteral("0")} << 2
                                   << "--rps: the peak requests per second must be above 0";
        QTest::newRow("negative rate")
            << QStringList{QStringLiteral("--rps"), QStringLiteral("-5")} << 2 << "--rps";
        QTest::newRow("no rate") << QStringList{} << 2
                                 << "--rps: the peak requests per second is required";
        QTest::newRow("p95 below the mean")
            << QStringList{QStringLiteral("--rps"),        QStringLiteral("5"),
                           QStringLiteral("--prompt-len"), QStringLiteral("1000"),
                           QStringLiteral("--prompt-p95"), QStringLiteral("500")}
            << 2 << "--prompt-p95: the 95th percentile (500.0) must not be below the mean (1000.0)";
        QTest::newRow("hourly garbage")
            << QStringList{QStringLiteral("--hourly-rps"), QStringLiteral("1,2,x")} << 2
            << "--hourly-rps: value 3 ('x') is not a number";
        QTest::newRow("training task")
            << QStringList{QStringLiteral("--rps"), QStringLiteral("5"), QStringLiteral("--task"),
                           QStringLiteral("lora")}
            << 2 << "--task: capacity plans serving";
        QTest::newRow("tpot below one decode step")
            << QStringList{QStringLiteral("--rps"), QStringLiteral("5"), QStringLiteral("--tpot"),
                           QStringLiteral("0.0005")}
            << 1 << "--tpot 0.0005: below one decode step on the fastest GPU";
        QTest::newRow("unknown type")
            << QStringList{QStringLiteral("--rps"), QStringLiteral("5"),
                           QStringLiteral("--instance-type"), QStringLiteral("ecs.nope")}
            << 2 << "--instance-type: unknown instance type 'ecs.nope'";
    }
    void badInputNamesTheFlagFileOrLine()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const CliRun r = run(args);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // A Chinese user gets the traffic's problems in Chinese, the flag named.
    void badTrafficInChinese()
    {
        const CliRun r = runGpuPlanner(
            {QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("capacity"),
             QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"), QStringLiteral("--rps"),
             QStringLiteral("4"), QStringLiteral("--prompt-len"), QStringLiteral("1000"),
             QStringLiteral("--prompt-p95"), QStringLiteral("500")},
            {overlayIn(m_dir)});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--prompt-p95：")) ||
                     r.err.contains(QStringLiteral("--prompt-p95: ")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("平均值")), qPrintable(r.err));
        QVERIFY(!r.err.contains(QLatin1String("must not be below")));
    }

    // A scenario file's bad traffic: its own key named, the problem in the user's language.
    void badScenarioTrafficInChinese()
    {
        const QString file = m_dir.filePath(QStringLiteral("bad-traffic.gpuplan.json"));
        CliRun r = runGpuPlanner(
            QStringList{QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("scenario"),
                        QStringLiteral("new"), QStringLiteral("--model"),
                        QStringLiteral("llama-3.1-8b"), QStringLiteral("--task"),
                        QStringLiteral("inference"), QStringLiteral("--out"), file} +
                chat(),
            {overlayIn(m_dir)});
        QCOMPARE(r.code, 0);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray bytes = f.readAll();
        f.close();
        const qsizetype at = bytes.indexOf("\"prompt_p95\"");
        QVERIFY(at > 0);
        const qsizetype end = bytes.indexOf(',', at);
        bytes.replace(at, end - at, "\"prompt_p95\": 10");
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
        f.close();
        for (const char *lang : {"zh_CN", "en"}) {
            r = runGpuPlanner({QStringLiteral("--lang"), QString::fromLatin1(lang),
                               QStringLiteral("capacity"), QStringLiteral("--scenario"), file},
                              {overlayIn(m_dir)});
            QVERIFY2(r.code != 0, qPrintable(r.out));
            QVERIFY2(r.err.contains(QStringLiteral("traffic.prompt_p95")), qPrintable(r.err));
            if (QByteArray(lang) == "zh_CN")
                QVERIFY2(r.err.contains(QStringLiteral("不能低于平均值")), qPrintable(r.err));
            else
                QVERIFY2(r.err.contains(QStringLiteral("must not be below the mean")),
                         qPrintable(r.err));
        }
    }

    void badLengthsFileNamesTheLine()
    {
        const QString file = writeTestFile(m_dir, QStringLiteral("bad.csv"),
                                           "prompt_tokens,output_tokens\n100,20\n120,abc\n");
        CliRun r = run(
            {QStringLiteral("--rps"), QStringLiteral("5"), QStringLiteral("--lengths-csv"), file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(file + QStringLiteral(":3: column output_tokens: 'abc'")),
                 qPrintable(r.err));
        const QString noColumns =
            writeTestFile(m_dir, QStringLiteral("cols.csv"), "prompt,output\n100,20\n");
        r = run({QStringLiteral("--rps"), QStringLiteral("5"), QStringLiteral("--lengths-csv"),
                 noColumns});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("prompt_tokens and output_tokens")),
                 qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliCapacity)
#include "tst_clicapacity.moc"
