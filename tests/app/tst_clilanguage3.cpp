// The models' own messages in the command line's language (--lang): a scenario file that is
// missing, not JSON or has a bad field (report/rank --scenario), library diff's "(not set)" and
// a bad share code (library open). Under zh_CN the text is Chinese (no run of three English
// words once flag names, ids, paths, the system's and the JSON parser's own text are taken
// out); under en it is the English it always was; the exit code is the same in both.
#include "presets.h"
#include "scenario.h"

#include "../support/cliprocess.h"
#include "../support/languagecheck.h"
#include "../support/libraryfixtures.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;
using languagecheck::englishRun;
using languagecheck::hasChinese;

class TestCliLanguage3 : public QObject
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

    QString writeScenario(const QString &dir, const QString &name, std::optional<double> budget)
    {
        Scenario s = fixtures::trainingScenario(m_presets, name, 2);
        s.plan.region = "cn-shanghai";
        s.plan.budget = budget;
        const QString path =
            QDir(dir).filePath(name + QString::fromLatin1(ScenarioLibrary::kSuffix));
        return fixtures::writeInPlace(path, fixtures::bytesOf(s)) ? path : QString();
    }

    // report and rank on one scenario file: exit 1 in both languages, the English message
    // contains english, the Chinese one chinese and no English prose (keep taken out).
    void scenarioError(const QString &file, const QString &english, const QString &chinese,
                       QStringList keep = {})
    {
        const QString out = m_dir.filePath(QStringLiteral("report.pdf"));
        for (const QStringList &args :
             {QStringList{QStringLiteral("report"), QStringLiteral("--scenario"), file,
                          QStringLiteral("--out"), out},
              QStringList{QStringLiteral("rank"), QStringLiteral("--scenario"), file}}) {
            const auto [en, zh] = both(args);
            QCOMPARE(en.code, 1);
            QCOMPARE(zh.code, 1);
            QVERIFY2(en.err.contains(english), qPrintable(en.err));
            QVERIFY(!hasChinese(en.err));
            QVERIFY2(zh.err.contains(chinese), qPrintable(zh.err));
            CHINESE(zh, keep);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString()));
    }

    void init() { QFile::remove(overlayIn(m_dir)); }

    void missingScenario()
    {
        const QString file = m_dir.filePath(QStringLiteral("missing.gpuplan.json"));
        // The system's reason (QFile::errorString) stays as the system words it.
        scenarioError(file, file + QStringLiteral(": cannot open: "),
                      file + QStringLiteral("：无法打开："),
                      {QStringLiteral("No such file or directory")});
    }

    void notJson()
    {
        const QString file = writeTestFile(m_dir, QStringLiteral("notjson.json"), "not json {");
        // The JSON parser's own detail stays English; the sentence around it is translated.
        const CliRun en =
            run(QStringLiteral("en"), {QStringLiteral("rank"), QStringLiteral("--scenario"), file});
        const qsizetype at = en.err.indexOf(QStringLiteral("not valid JSON: "));
        QVERIFY2(at >= 0, qPrintable(en.err));
        const QString detail = en.err.mid(at + 16).trimmed();
        scenarioError(file, file + QStringLiteral(": not valid JSON: [json.exception"),
                      QStringLiteral("不是有效的 JSON："), {detail});
    }

    void badField_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("chinese");
        QTest::newRow("type") << QByteArray("\"batch\": 2") << QByteArray("\"batch\": \"eight\"")
                              << "inputs.batch: has the wrong type (string)"
                              << "inputs.batch: 类型不对（string）";
        QTest::newRow("enum") << QByteArray("\"pricing\": \"payg\"")
                              << QByteArray("\"pricing\": \"forever\"")
                              << "plan.pricing: unknown value 'forever'"
                              << "plan.pricing: 未知的值“forever”";
        QTest::newRow("currency") << QByteArray("\"currency\": \"CNY\"")
                                  << QByteArray("\"currency\": \"EUR\"")
                                  << "plan.currency: 'EUR' is not CNY or USD"
                                  << "plan.currency: “EUR”不是 CNY 或 USD";
        QTest::newRow("format") << QByteArray("\"gpu-planner-scenario\"")
                                << QByteArray("\"something-else\"")
                                << "format: is not \"gpu-planner-scenario\""
                                << "format: 不是“gpu-planner-scenario”";
        // The validation table's words (models/wording/limitswording.h).
        QTest::newRow("out of range")
            << QByteArray("\"batch\": 2") << QByteArray("\"batch\": 0")
            << "inputs.batch: 0 is out of range: must be at least 1 and at most 1000000 (whole "
               "number, sequences per GPU)"
            << "inputs.batch: 0 超出范围：必须";
        QTest::newRow("not whole") << QByteArray("\"batch\": 2") << QByteArray("\"batch\": 2.5")
                                   << "inputs.batch: 2.5 is not a whole number: must be"
                                   << "inputs.batch: 2.5 不是整数：必须";
    }

    void badField()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, english);
        QFETCH(QString, chinese);
        QByteArray bytes = fixtures::bytesOf(fixtures::trainingScenario(m_presets, "Bad", 2));
        QVERIFY2(bytes.contains(from), bytes.constData());
        bytes.replace(from, to);
        const QString file = writeTestFile(m_dir, QStringLiteral("bad.gpuplan.json"), bytes);
        scenarioError(file, english, chinese, {QStringLiteral("gpu-planner-scenario")});
    }

    void diffNotSet()
    {
        QTemporaryDir lib;
        QVERIFY(!writeScenario(lib.path(), QStringLiteral("Alpha"), 500).isEmpty());
        QVERIFY(!writeScenario(lib.path(), QStringLiteral("Beta"), std::nullopt).isEmpty());
        const auto [en, zh] =
            both({QStringLiteral("library"), QStringLiteral("diff"), QStringLiteral("--dir"),
                  lib.path(), QStringLiteral("Alpha"), QStringLiteral("Beta")});
        QCOMPARE(en.code, 0);
        QCOMPARE(zh.code, 0);
        QVERIFY2(en.out.contains(
                     QRegularExpression(QStringLiteral("\nplan\\.budget +500 +\\(not set\\)\n"))),
                 qPrintable(en.out));
        QVERIFY2(zh.out.contains(QStringLiteral("(未设置)")), qPrintable(zh.out));
        QVERIFY(!zh.out.contains(QStringLiteral("(not set)")));
        CHINESE(zh, QStringLiteral("Llama 2 7B"));
    }

    void badShareCode_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("chinese");
        QTest::newRow("characters")
            << "GPUP1:@@@"
            << "damaged share code: it holds characters a share code does not"
            << "分享码已损坏：含有分享码中不会出现的字符";
        QTest::newRow("version")
            << "GPUP7:abc"
            << "share code version 7 is not one this program reads (1): update GPU Planner"
            << "分享码版本 7 不是本程序能读取的版本（1）：请更新 GPU Planner";
        QTest::newRow("decompress") << "GPUP1:AAAAAAAA"
                                    << "damaged share code: it does not decompress"
                                    << "分享码已损坏：无法解压";
    }

    void badShareCode()
    {
        QFETCH(QString, code);
        QFETCH(QString, english);
        QFETCH(QString, chinese);
        QTemporaryDir lib;
        const auto [en, zh] = both({QStringLiteral("library"), QStringLiteral("open"), code,
                                    QStringLiteral("--dir"), lib.path()});
        QCOMPARE(en.code, 1);
        QCOMPARE(zh.code, 1);
        QVERIFY2(en.err.contains(QStringLiteral("gpu-planner library open: ") + english),
                 qPrintable(en.err));
        QVERIFY2(zh.err.contains(chinese), qPrintable(zh.err));
        CHINESE(zh, code, QStringLiteral("GPU Planner"));
        QVERIFY(QDir(lib.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage3)
#include "tst_clilanguage3.moc"
