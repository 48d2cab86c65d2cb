// Framework profiles: the embedded file loads, every setting names an https source, the
// six frameworks of issue 8 are there, applying a profile sets its switches (only for its
// tasks) and records it, and a file with an unknown switch or no source is refused by name.
#include "frameworks.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestFrameworks : public QObject
{
    Q_OBJECT

private:
    FrameworkLibrary m_frameworks;

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_frameworks.load(), qPrintable(m_frameworks.errorString())); }

    void everySettingIsSourced()
    {
        QSet<QString> ids;
        for (const FrameworkProfile &p : m_frameworks.profiles()) {
            ids << QString::fromStdString(p.id);
            QVERIFY(!p.name.empty());
            QVERIFY2(!p.settings.empty(), p.id.c_str());
            for (const FrameworkSetting &s : p.settings)
                QVERIFY2(QString::fromStdString(s.source).startsWith(QLatin1String("https://")),
                         (p.id + "." + s.name).c_str());
        }
        for (const char *id :
             {"hf_peft", "trl", "torchtune", "litgpt", "llama_factory", "deepspeed_offload"})
            QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
    }

    // A name that says more than product names has a Chinese one (issue 26 item 11).
    void namesInChinese()
    {
        const FrameworkProfile *torchtune = m_frameworks.find(QStringLiteral("torchtune"));
        QVERIFY(torchtune);
        QCOMPARE(QString::fromStdString(torchtune->displayName(false)),
                 QStringLiteral("torchtune (single-device recipes)"));
        QCOMPARE(QString::fromStdString(torchtune->displayName(true)),
                 QStringLiteral("torchtune（单卡配方）"));
        const FrameworkProfile *trl = m_frameworks.find(QStringLiteral("trl"));
        QVERIFY(trl);
        QCOMPARE(trl->displayName(true), trl->name); // product names only
    }

    void applyingSetsTheSwitches()
    {
        const FrameworkProfile *tt = m_frameworks.find(QStringLiteral("torchtune"));
        QVERIFY(tt);
        Workload full;
        full.task = Task::FullFineTune;
        FrameworkLibrary::apply(*tt, full);
        QCOMPARE(QString::fromStdString(full.framework), QStringLiteral("torchtune"));
        QVERIFY(full.gradientCheckpointing);
        QVERIFY(full.chunkedCrossEntropy);
        QVERIFY(full.optimizerInBackward);
        QVERIFY(!full.activationOffload);
        QVERIFY(full.optimizer == Optimizer::PagedAdamW8bit);
        QVERIFY(!full.kbitFp32Upcast);
        // The full fine-tuning optimizer is not applied to LoRA.
        Workload lora;
        lora.task = Task::Lora;
        FrameworkLibrary::apply(*tt, lora);
        QVERIFY(lora.optimizer == Optimizer::AdamW);

        const FrameworkProfile *hf = m_frameworks.find(QStringLiteral("hf_peft"));
        QVERIFY(hf);
        Workload w = full; // a profile resets what it names
        FrameworkLibrary::apply(*hf, w);
        QVERIFY(!w.gradientCheckpointing);
        QVERIFY(!w.chunkedCrossEntropy);
        QVERIFY(w.kbitFp32Upcast);
        QVERIFY(w.attention == Attention::Sdpa);

        const FrameworkProfile *ds = m_frameworks.find(QStringLiteral("deepspeed_offload"));
        QVERIFY(ds);
        Workload d;
        d.task = Task::FullFineTune;
        FrameworkLibrary::apply(*ds, d);
        QVERIFY(d.offloadOptimizer);
        QVERIFY(d.sharding == Sharding::Zero2);
        QVERIFY(!m_frameworks.find(QStringLiteral("keras")));
    }

    void badFilesAreRefusedByName_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("wrong format") << QByteArray("{\"format\": \"x\", \"frameworks\": []}")
                                      << "not a framework profile file";
        QTest::newRow("unknown switch")
            << QByteArray("{\"format\": \"gpu-planner-framework-profiles\", \"frameworks\": [ "
                          "{\"id\": \"x\", \"name\": \"X\", \"settings\": [ {\"switch\": "
                          "\"turbo\", \"value\": true, \"source\": \"https://example.org\"}]}]}")
            << "frameworks[0] (x).settings[0]: unknown switch or value 'turbo' = 'true'";
        QTest::newRow("bad value")
            << QByteArray(
                   "{\"format\": \"gpu-planner-framework-profiles\", \"frameworks\": [ {\"id\": "
                   "\"x\", \"name\": \"X\", \"settings\": [ {\"switch\": \"attention\", \"value\": "
                   "\"fast\", \"source\": \"https://example.org\"}]}]}")
            << "unknown switch or value 'attention' = 'fast'";
        QTest::newRow("no source")
            << QByteArray("{\"format\": \"gpu-planner-framework-profiles\", \"frameworks\": [ "
                          "{\"id\": \"x\", \"name\": \"X\", \"settings\": [ {\"switch\": "
                          "\"chunked_ce\", \"value\": true}]}]}")
            << "frameworks[0] (x).settings[0]: source is required";
    }
    void badFilesAreRefusedByName()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("frameworks.json"));
        QVERIFY(writeFile(path, json));
        FrameworkLibrary lib;
        QVERIFY(!lib.load(path));
        QVERIFY2(lib.errorString().contains(message), qPrintable(lib.errorString()));
        QVERIFY(lib.errorString().contains(QLatin1String("frameworks.json")));
    }
};

QTEST_GUILESS_MAIN(TestFrameworks)
#include "tst_frameworks.moc"
