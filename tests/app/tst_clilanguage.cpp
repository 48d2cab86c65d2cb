// The command line's messages for people follow its language (--lang, else the system's):
// under --lang zh_CN a usage error, an estimate table and rank --help hold no English
// sentence (flags, ids, units and model names aside); under --lang en they are the
// English the command line printed before it was translated, byte for byte; the exit
// codes do not depend on the language.
#include "../support/cliprocess.h"

#include <QRegularExpression>
#include <QTest>

namespace {

// The runs of three or more English words left once flags, ids, numbers, placeholders,
// quoted commands and upper-case names are taken out.
QStringList englishRuns(QString text)
{
    static const QRegularExpression ignored(QStringLiteral(
        R"((['“])gpu-planner[^'”]*(['”])|--[\w-]+(=\S*)?|\S*[._/\d]\S*|<[^>]*>|\[[^\]]*\]|\b[A-Z][A-Z_]+\b)"));
    text.replace(ignored, QStringLiteral(" "));
    static const QRegularExpression run(QStringLiteral(R"([A-Za-z']+(?:[ ,]+[A-Za-z']+){2,})"));
    QStringList out;
    for (auto it = run.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    return out;
}

} // namespace

class TestCliLanguage : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    CliRun run(const char *lang, const QStringList &args)
    {
        return runGpuPlanner(QStringList{QStringLiteral("--lang"), QString::fromLatin1(lang)} +
                                 args,
                             {overlayIn(m_dir)});
    }

    static QStringList estimate(const QStringList &extra)
    {
        return QStringList{QStringLiteral("estimate"), QStringLiteral("--model"),
                           QStringLiteral("llama-3.1-8b"), QStringLiteral("--task"),
                           QStringLiteral("lora")} +
               extra;
    }

private Q_SLOTS:
    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("english");
        const QString hint =
            QStringLiteral("Run 'gpu-planner --help' for the commands and their flags.\n");
        QTest::newRow("unknown flag")
            << estimate({QStringLiteral("--bogus")})
            << QStringLiteral("gpu-planner estimate: unknown flag '--bogus'\n") + hint;
        QTest::newRow("bad number")
            << estimate({QStringLiteral("--batch"), QStringLiteral("abc")})
            << QStringLiteral("gpu-planner estimate: --batch: 'abc' is not a whole number: must "
                              "be at least 1 and at most 1000000 (whole number, sequences per "
                              "GPU)\n") +
                   hint;
        QTest::newRow("out of range")
            << estimate({QStringLiteral("--gpu-memory-utilization"), QStringLiteral("2")})
            << QStringLiteral("gpu-planner estimate: --gpu-memory-utilization: 2 is out of "
                              "range: must be greater than 0 and at most 1 (fraction of the "
                              "card)\n") +
                   hint;
        QTest::newRow("missing --model")
            << QStringList{QStringLiteral("estimate"), QStringLiteral("--task"),
                           QStringLiteral("lora")}
            << QStringLiteral("gpu-planner estimate: give --model PRESET, --model-config PATH, "
                              "--params-b N or "
                              "--scenario FILE\n") +
                   hint;
        QTest::newRow("solve without a target")
            << QStringList{QStringLiteral("solve"),        QStringLiteral("--model"),
                           QStringLiteral("llama-3.1-8b"), QStringLiteral("--task"),
                           QStringLiteral("lora"),         QStringLiteral("--maximize"),
                           QStringLiteral("batch")}
            << QStringLiteral("gpu-planner solve: give one target: --instance-type TYPE, or "
                              "--gpu-model ID [--gpu-count N]\n") +
                   hint;
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, english);
        const CliRun en = run("en", args);
        const CliRun zh = run("zh_CN", args);
        QCOMPARE(en.code, 2);
        QCOMPARE(zh.code, en.code);
        QCOMPARE(en.err, english);
        QVERIFY2(englishRuns(zh.err).isEmpty(),
                 qPrintable(englishRuns(zh.err).join(QStringLiteral(" | ")) + QLatin1Char('\n') +
                            zh.err));
        QVERIFY2(zh.err.contains(QStringLiteral("运行“gpu-planner --help”")), qPrintable(zh.err));
    }

    void estimateTable()
    {
        const CliRun en = run("en", estimate({}));
        const CliRun zh = run("zh_CN", estimate({}));
        QCOMPARE(en.code, 0);
        QCOMPARE(zh.code, en.code);
        QVERIFY2(en.out.startsWith(QStringLiteral("Llama 3.1 8B, lora, 1 GPU\nPer GPU:\n"
                                                  "  weights             15.01 GiB\n")),
                 qPrintable(en.out));
        QVERIFY(en.out.contains(QStringLiteral("\nAssumptions:\n")));
        QVERIFY(en.out.endsWith(
            QStringLiteral("Defaults used: --seq-len 4096, --grad-ckpt (give the flag to change "
                           "it)\n")));
        QVERIFY2(zh.out.startsWith(QStringLiteral("Llama 3.1 8B，lora，1 块 GPU\n每块 GPU：\n")),
                 qPrintable(zh.out));
        QVERIFY2(englishRuns(zh.out).isEmpty(),
                 qPrintable(englishRuns(zh.out).join(QStringLiteral(" | ")) + QLatin1Char('\n') +
                            zh.out));
    }

    void rankHelp()
    {
        const QStringList args{QStringLiteral("rank"), QStringLiteral("--help")};
        const CliRun en = run("en", args);
        const CliRun zh = run("zh_CN", args);
        QCOMPARE(en.code, 0);
        QCOMPARE(zh.code, en.code);
        QVERIFY(en.out.startsWith(QStringLiteral("Usage: gpu-planner rank [flags]\n")));
        QVERIFY(en.out.simplified().contains(
            QStringLiteral("Allowed: at least 1 and at most 100000 (whole "
                           "number, instances).")));
        QVERIFY2(zh.out.startsWith(QStringLiteral("用法：gpu-planner rank [参数]\n")),
                 qPrintable(zh.out));
        QVERIFY2(englishRuns(zh.out).isEmpty(),
                 qPrintable(englishRuns(zh.out).join(QStringLiteral(" | ")) + QLatin1Char('\n') +
                            zh.out));
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
