// The estimate tab as a user drives it: every edit re-estimates, the task decides which
// inputs show, a custom model is estimated from its parameter count, and implausible
// inputs get a visible warning.
#include "estimatorpage.h"
#include "presets.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace gpuplanner;

class TestEstimatorPage : public QObject
{
    Q_OBJECT

private:
    PresetLibrary m_presets;

    template <typename T>
    static T *child(QWidget &w, const char *name)
    {
        return w.findChild<T *>(QString::fromLatin1(name));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString())); }

    void editsReestimate()
    {
        EstimatorPage page(&m_presets);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSignalSpy changed(&page, &EstimatorPage::estimateChanged);
        const double before = page.estimate().perGpu.totalGib;
        QVERIFY(before > 15); // Llama 3.1 8B in bf16

        child<QSpinBox>(page, "batch")->setValue(32);
        QVERIFY(changed.count() >= 1);
        QVERIFY(page.estimate().perGpu.kvCacheGib > 5);
        QVERIFY(page.estimate().perGpu.totalGib > before);
        QVERIFY(page.summaryText().contains(QStringLiteral("GiB per GPU")));

        auto *quant = child<QComboBox>(page, "quant");
        quant->setCurrentIndex(quant->findData(int(Quantization::AwqInt4)));
        QVERIFY(page.estimate().perGpu.weightsGib < 6);
        QVERIFY(page.assumptionsText().contains(QStringLiteral("awq_int4")));
    }

    void taskDecidesTheInputs()
    {
        EstimatorPage page(&m_presets);
        page.show();
        auto *task = child<QComboBox>(page, "task");
        auto *prompt = child<QSpinBox>(page, "promptLen");
        auto *seq = child<QSpinBox>(page, "seqLen");
        QVERIFY(prompt->isVisible());
        QVERIFY(!seq->isVisible());
        task->setCurrentIndex(task->findData(int(Task::Qlora)));
        QVERIFY(seq->isVisible());
        QVERIFY(!prompt->isVisible());
        QVERIFY(child<QSpinBox>(page, "loraRank")->isVisible());
        // QLoRA picks a 4-bit quantization when none is set.
        QVERIFY(page.workload().quantization == Quantization::BnbNf4DoubleQuant);
        QVERIFY(page.estimate().perGpu.gradientsGib < 0.5);
        task->setCurrentIndex(task->findData(int(Task::FullFineTune)));
        QVERIFY(page.estimate().perGpu.optimizerGib > 40); // 8B × 12 bytes in mixed precision
    }

    // vLLM's scheduler limits are inputs: edits reach the workload, a loaded workload the form.
    void vllmLimitsRoundTrip()
    {
        EstimatorPage page(&m_presets);
        child<QSpinBox>(page, "maxModelLen")->setValue(8192);
        child<QSpinBox>(page, "maxNumSeqs")->setValue(16);
        child<QSpinBox>(page, "maxNumBatchedTokens")->setValue(2048);
        Workload w = page.workload();
        QCOMPARE(w.maxModelLen, 8192);
        QCOMPARE(w.maxNumSeqs, 16);
        QCOMPARE(w.maxNumBatchedTokens, 2048);
        w.maxModelLen = 32768;
        w.maxNumSeqs = 0;
        page.setWorkload(w, page.presetId());
        QCOMPARE(child<QSpinBox>(page, "maxModelLen")->value(), 32768);
        QCOMPARE(page.workload().maxNumSeqs, 0); // 0: the engine's default
    }

    // A framework profile sets the technique switches; each stays editable, and the
    // totals line says which view is compared with the card.
    // Unfolding the advanced section never cuts its labels: the form's column is as wide
    // as the unfolded section at its narrowest.
    void advancedSectionFitsTheFormColumn()
    {
        EstimatorPage page(&m_presets);
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *scroll = page.findChild<QScrollArea *>(QStringLiteral("formScroll"));
        QVERIFY(scroll);
        for (QGroupBox *group : page.findChildren<QGroupBox *>()) {
            if (group->isCheckable())
                group->setChecked(true); // "Advanced"
        }
        QApplication::processEvents();
        int widest = 0;
        for (QCheckBox *box : scroll->widget()->findChildren<QCheckBox *>())
            widest = std::max(widest, box->mapTo(scroll->widget(), QPoint(0, 0)).x() +
                                          box->sizeHint().width());
        QVERIFY(widest > 0);
        QVERIFY2(scroll->viewport()->width() >= widest,
                 qPrintable(QStringLiteral("viewport %1 < widest check box %2")
                                .arg(scroll->viewport()->width())
                                .arg(widest)));
    }

    void frameworkProfileSetsEditableDefaults()
    {
        EstimatorPage page(&m_presets);
        page.show();
        auto *task = child<QComboBox>(page, "task");
        task->setCurrentIndex(task->findData(int(Task::FullFineTune)));
        const double plain = page.estimate().perGpu.totalGib;
        auto *framework = child<QComboBox>(page, "framework");
        QVERIFY(framework);
        const int torchtune = framework->findData(QStringLiteral("torchtune"));
        QVERIFY(torchtune > 0);
        framework->setCurrentIndex(torchtune);
        auto *chunked = child<QCheckBox>(page, "chunkedCe");
        auto *inBwd = child<QCheckBox>(page, "optimizerInBwd");
        QVERIFY(chunked->isChecked());
        QVERIFY(inBwd->isChecked());
        QVERIFY(child<QCheckBox>(page, "gradCkpt")->isChecked());
        QCOMPARE(page.workload().framework, std::string("torchtune"));
        QVERIFY(page.estimate().perGpu.totalGib < plain / 2);
        inBwd->setChecked(false);
        QVERIFY(!page.workload().optimizerInBackward);
        QVERIFY(page.workload().chunkedCrossEntropy);
        auto *attention = child<QComboBox>(page, "attention");
        attention->setCurrentIndex(attention->findData(int(Attention::Eager)));
        QVERIFY(page.workload().attention == Attention::Eager);
        child<QCheckBox>(page, "offloadOptimizer")->setChecked(true);
        QCOMPARE(page.estimate().perGpu.optimizerGib, 0.0);
        QVERIFY(page.summaryText().contains(QStringLiteral("nvidia-smi")));
    }

    void customModelAndWarnings()
    {
        EstimatorPage page(&m_presets);
        page.show();
        auto *model = child<QComboBox>(page, "model");
        model->setCurrentIndex(0); // custom
        auto *params = child<QDoubleSpinBox>(page, "params");
        QVERIFY(params->isVisible());
        params->setValue(13);
        QVERIFY(qAbs(page.estimate().perGpu.weightsGib - 13e9 * 2 / 1073741824.0) < 0.01);
        QVERIFY(page.assumptionsText().contains(QStringLiteral("Shape not given")));
        QVERIFY(page.warningsText().isEmpty());

        params->setValue(261); // typed where 0.261 was meant: a warning for anything this large
        params->setValue(2610);
        QVERIFY2(page.warningsText().contains(QStringLiteral("larger than any published")),
                 qPrintable(page.warningsText()));
        child<QSpinBox>(page, "batch")->setValue(100000);
        QVERIFY(page.warningsText().contains(QStringLiteral("implausible")));
        QVERIFY(child<QLabel>(page, "warnings")->isVisible());

        model->setCurrentIndex(1); // a preset again: the custom fields fold away
        QVERIFY(!params->isVisible());
    }
};

QTEST_MAIN(TestEstimatorPage)
#include "tst_estimatorpage.moc"
