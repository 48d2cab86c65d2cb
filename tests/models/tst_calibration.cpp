// The estimator against measured runs (tests/data/calibration/vram-calibration.csv, a
// copy of ../shared/data/vram-calibration.csv): the mean error stays within 10 %, no
// row is badly under-estimated, the 4×/1.2× rule of thumb does at least twice as badly,
// a few well-documented rows are pinned, and the reader reports bad files by name and line.
#include "calibration.h"
#include "estimator/csv.h"
#include "presets.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <map>

using namespace gpuplanner;

namespace {

const QString kFixture = QStringLiteral(GP_TEST_DATA "/calibration/vram-calibration.csv");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// One CSV line for the given header, with the named cells filled and the rest empty.
std::string lineFor(const std::vector<std::string> &header,
                    const std::map<std::string, std::string> &cells)
{
    std::vector<std::string> fields;
    for (const std::string &column : header) {
        const auto it = cells.find(column);
        fields.push_back(it == cells.end() ? std::string() : it->second);
    }
    return csvLine(fields);
}

const CalibrationRow *rowById(const CalibrationResult &result, const QString &id)
{
    for (const CalibrationRow &r : result.rows) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT

private:
    PresetLibrary m_presets;
    QByteArray m_csv;
    std::vector<std::string> m_header;
    std::optional<CalibrationResult> m_result;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString()));
        m_csv = readAll(kFixture);
        QVERIFY2(!m_csv.isEmpty(), qPrintable(kFixture));
        std::string error;
        const auto table =
            parseCsv(std::string_view(m_csv.constData(), std::size_t(m_csv.size())), &error);
        QVERIFY2(table, error.c_str());
        m_header = table->header;
        QString why;
        m_result = validateEstimates(m_csv, kFixture, m_presets, &why);
        QVERIFY2(m_result, qPrintable(why));
    }

    void fixtureMatchesTheSharedData()
    {
        const QString shared = QStringLiteral(GP_SOURCE_DIR "/../shared/data/vram-calibration.csv");
        if (!QFile::exists(shared))
            QSKIP("../shared/data/vram-calibration.csv is not next to this checkout");
        QVERIFY2(readAll(shared) == m_csv,
                 "tests/data/calibration/vram-calibration.csv differs from "
                 "../shared/data/vram-calibration.csv: copy it again");
    }

    void estimatesWithinTenPercent()
    {
        const CalibrationResult &r = *m_result;
        QVERIFY2(r.estimated >= 65, qPrintable(QString::number(r.estimated)));
        QVERIFY2(r.mape <= 10, qPrintable(QStringLiteral("MAPE %1%").arg(r.mape, 0, 'f', 1)));
        int counted = 0;
        double sum = 0;
        for (const CalibrationRow &row : r.rows) {
            if (row.errorPct) {
                ++counted;
                sum += qAbs(*row.errorPct);
            }
        }
        QCOMPARE(counted, r.estimated);
        QCOMPARE(r.mape, sum / counted);
    }

    void noRowBadlyUnderEstimated()
    {
        std::vector<const CalibrationRow *> under;
        double worst = 0;
        for (const CalibrationRow &row : m_result->rows) {
            if (row.errorPct) {
                worst = std::min(worst, *row.errorPct);
                if (*row.errorPct < -25)
                    under.push_back(&row);
            }
        }
        QCOMPARE(m_result->worstUnderPct, worst);
        std::sort(under.begin(), under.end(), [](const CalibrationRow *a, const CalibrationRow *b) {
            return *a->errorPct < *b->errorPct;
        });
        QStringList names;
        for (const CalibrationRow *row : under)
            names << QStringLiteral("%1 %2: %3 GiB estimated, %4 measured (%5%)")
                         .arg(row->id, row->model)
                         .arg(*row->estimateGib, 0, 'f', 2)
                         .arg(*row->measuredGib, 0, 'f', 2)
                         .arg(*row->errorPct, 0, 'f', 1);
        QVERIFY2(under.empty(), qPrintable(names.join(QLatin1String("; "))));
    }

    // Held out (issue 23): published runs of today's stacks on packed or fixed-length
    // sequences (torchtune's optimization-flag table, torchtitan's FSDP benchmarks,
    // Answer.AI's fsdp_qlora benchmarks), never used to fit a constant; sources per row
    // in tests/data/calibration/heldout-packed.md.
    void heldOutPackedRuns()
    {
        const QString file =
            QStringLiteral(GP_SOURCE_DIR "/tests/data/calibration/heldout-packed.csv");
        QString why;
        const auto r = validateEstimates(readAll(file), file, m_presets, &why);
        QVERIFY2(r, qPrintable(why));
        QCOMPARE(int(r->rows.size()), 20);
        QStringList skipped;
        for (const CalibrationRow &row : r->rows)
            if (!row.errorPct)
                skipped << row.id + QLatin1Char(' ') + row.skipped;
        // Every row is estimated, torchtitan's selective op checkpointing (H009, H010) too.
        QVERIFY2(skipped.isEmpty(), qPrintable(skipped.join(QLatin1String("; "))));
        QCOMPARE(r->estimated, 20);
        QVERIFY2(r->mape <= 15, qPrintable(QStringLiteral("MAPE %1%").arg(r->mape, 0, 'f', 1)));
        // fsdp_qlora's 512-token QLoRA row (H012, −27 %) is the one under by more than a
        // quarter: 3.72 GiB of its 4.98 GiB reserved peak is already reserved after FSDP
        // wraps the model, before training (the source's reserved_after_model_wrap;
        // docs/accuracy.md, "Held-out runs"). A bound, so that it gets no worse. Without
        // the rows' `sharding` column (fsdp: the root unit stays gathered) it is −34 %.
        QVERIFY2(r->worstUnderPct >= -28,
                 qPrintable(QStringLiteral("worst %1%").arg(r->worstUnderPct, 0, 'f', 1)));
    }

    void ruleOfThumbDoesWorse()
    {
        QVERIFY2(m_result->ruleMape >= 2 * m_result->mape,
                 qPrintable(QStringLiteral("rule %1%, ours %2%")
                                .arg(m_result->ruleMape, 0, 'f', 1)
                                .arg(m_result->mape, 0, 'f', 1)));
        for (const CalibrationRow &row : m_result->rows)
            QCOMPARE(bool(row.ruleGib), bool(row.estimateGib));
    }

    void skippedRowsSayWhy()
    {
        int skipped = 0;
        for (const CalibrationRow &row : m_result->rows) {
            QVERIFY(!row.id.isEmpty());
            if (row.skipped.isEmpty()) {
                QVERIFY2(row.estimateGib && row.errorPct && row.measuredGib, qPrintable(row.id));
                continue;
            }
            ++skipped;
            QVERIFY2(!row.estimateGib, qPrintable(row.id));
            QVERIFY2(!row.errorPct, qPrintable(row.id));
            QVERIFY2(!row.ruleGib, qPrintable(row.id));
        }
        QCOMPARE(int(m_result->rows.size()), m_result->estimated + skipped);
    }

    void boundaryAndOomRowsAreSkipped()
    {
        std::string error;
        const auto table =
            parseCsv(std::string_view(m_csv.constData(), std::size_t(m_csv.size())), &error);
        QVERIFY(table);
        QCOMPARE(table->records.size(), m_result->rows.size());
        const int kind = table->column("measure_kind");
        QVERIFY(kind >= 0);
        int checked = 0;
        for (std::size_t i = 0; i < table->records.size(); ++i) {
            const std::string &k = table->records[i].fields[std::size_t(kind)];
            if (k != "fit_boundary" && k != "oom")
                continue;
            ++checked;
            const CalibrationRow &row = m_result->rows[i];
            QVERIFY2(!row.skipped.isEmpty(), qPrintable(row.id));
            QVERIFY2(row.skipped.contains(QString::fromStdString(k)), qPrintable(row.skipped));
            QVERIFY(!row.estimateGib);
        }
        QVERIFY(checked >= 3); // two fit boundaries and one OOM in the file
    }

    void allGpusSumIsPerGpu()
    {
        const std::string csv = csvLine(m_header) + '\n' +
                                lineFor(m_header, {{"id", "T001"},
                                                   {"model", "meta-llama/Llama-2-7b-hf"},
                                                   {"params_b", "6.74"},
                                                   {"task", "inference"},
                                                   {"precision", "fp16"},
                                                   {"quant", "none"},
                                                   {"batch", "1"},
                                                   {"seq_len", "512"},
                                                   {"n_gpus", "2"},
                                                   {"measured_gib", "20"},
                                                   {"measure_kind", "device_used"},
                                                   {"measure_scope", "all_gpus_sum"}}) +
                                '\n' +
                                lineFor(m_header, {{"id", "T002"},
                                                   {"model", "meta-llama/Llama-2-7b-hf"},
                                                   {"params_b", "6.74"},
                                                   {"task", "inference"},
                                                   {"precision", "fp16"},
                                                   {"batch", "1"},
                                                   {"seq_len", "512"},
                                                   {"n_gpus", "2"},
                                                   {"measured_gib", "20"},
                                                   {"measure_kind", "device_used"},
                                                   {"measure_scope", "per_gpu"}}) +
                                '\n';
        QString error;
        const auto result = validateEstimates(QByteArray::fromStdString(csv),
                                              QStringLiteral("tiny.csv"), m_presets, &error);
        QVERIFY2(result, qPrintable(error));
        QCOMPARE(result->rows.size(), 2u);
        QVERIFY(result->rows[0].measuredGib);
        QCOMPARE(*result->rows[0].measuredGib, 10.0);
        QVERIFY(result->rows[1].measuredGib);
        QCOMPARE(*result->rows[1].measuredGib, 20.0);
        QCOMPARE(result->estimated, 2);
    }

    void pinnedRows_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("measured");
        QTest::addColumn<double>("tolerancePct");
        QTest::newRow("M063 Mistral 7B full fine-tune, pure bf16, checkpointing")
            << "M063" << 67.46 << 5.0;
        QTest::newRow("M016 Llama 2 13B generate, eager attention") << "M016" << 27.151 << 5.0;
        QTest::newRow("M100 Llama 3.1 8B weights only") << "M100" << 14.989 << 2.0;
        QTest::newRow("M098 Llama 3 8B vLLM footprint") << "M098" << 18.01 << 5.0;
    }
    void pinnedRows()
    {
        QFETCH(QString, id);
        QFETCH(double, measured);
        QFETCH(double, tolerancePct);
        const CalibrationRow *row = rowById(*m_result, id);
        QVERIFY2(row, qPrintable(id));
        QVERIFY2(row->skipped.isEmpty(), qPrintable(row->skipped));
        QVERIFY(row->measuredGib && row->estimateGib && row->errorPct);
        QCOMPARE(*row->measuredGib, measured);
        QVERIFY2(qAbs(*row->estimateGib - measured) <= measured * tolerancePct / 100,
                 qPrintable(QStringLiteral("%1: %2 GiB estimated, %3 measured (%4%)")
                                .arg(id)
                                .arg(*row->estimateGib, 0, 'f', 3)
                                .arg(measured, 0, 'f', 3)
                                .arg(*row->errorPct, 0, 'f', 1)));
    }

    void workloadFromARow_data()
    {
        QTest::addColumn<QString>("task");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("quant");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("gpus");
        QTest::addColumn<QString>("zero");
        QTest::addColumn<QString>("expect");
        QTest::newRow("pure bf16 has no master copy")
            << "full_ft"
            << "bf16 (torch_dtype, no AMP)"
            << "none" << QString() << "1" << QString() << "bf16 no-master";
        QTest::newRow("fp16 AMP keeps a master copy")
            << "full_ft"
            << "fp16 AMP (fp32 master)"
            << "none" << QString() << "1" << QString() << "fp16 master";
        QTest::newRow("zero stage 3") << "full_ft"
                                      << "bf16 AMP"
                                      << "" << QString() << "8"
                                      << "3"
                                      << "zero3";
        QTest::newRow("qlora on bnb nf4 is NF4 double quant")
            << "qlora"
            << "bf16"
            << "bnb nf4" << QString() << "1" << QString() << "nf4dq";
        QTest::newRow("gptq int4") << "qlora"
                                   << "bf16"
                                   << "GPTQ int4" << QString() << "1" << QString() << "gptq4";
        QTest::newRow("vllm splits by tensor parallel") << "inference"
                                                        << "bf16"
                                                        << "none"
                                                        << "vLLM startup memory profiler"
                                                        << "2" << QString() << "vllm tp2";
        QTest::newRow("transformers splits by layers") << "inference"
                                                       << "fp16"
                                                       << "none"
                                                       << "nvidia-smi"
                                                       << "2" << QString() << "pp2";
    }
    void workloadFromARow()
    {
        QFETCH(QString, task);
        QFETCH(QString, precision);
        QFETCH(QString, quant);
        QFETCH(QString, method);
        QFETCH(QString, gpus);
        QFETCH(QString, zero);
        QFETCH(QString, expect);
        const std::map<std::string, std::string> cells = {{"id", "T"},
                                                          {"model", "mistralai/Mistral-7B-v0.1"},
                                                          {"params_b", "7.24"},
                                                          {"task", task.toStdString()},
                                                          {"precision", precision.toStdString()},
                                                          {"quant", quant.toStdString()},
                                                          {"optimizer", "AdamW"},
                                                          {"batch", "2"},
                                                          {"seq_len", "1024"},
                                                          {"grad_ckpt", "yes"},
                                                          {"n_gpus", gpus.toStdString()},
                                                          {"zero_stage", zero.toStdString()},
                                                          {"measure_method", method.toStdString()}};
        std::vector<std::string> fields;
        for (const std::string &column : m_header) {
            const auto it = cells.find(column);
            fields.push_back(it == cells.end() ? std::string() : it->second);
        }
        QString why;
        const auto w = workloadFromCalibration(m_header, fields, m_presets, &why);
        QVERIFY2(w, qPrintable(why));
        QCOMPARE(QString::fromStdString(w->model.id), QStringLiteral("mistral-7b-v0.1"));
        QCOMPARE(w->model.paramsB, 7.24);
        if (expect == QLatin1String("bf16 no-master")) {
            QVERIFY(w->precision == Precision::Bf16);
            QVERIFY(!w->fp32MasterWeights);
            QVERIFY(w->gradientCheckpointing);
            QCOMPARE(w->batch, 2);
            QCOMPARE(w->seqLen, 1024);
        } else if (expect == QLatin1String("fp16 master")) {
            QVERIFY(w->precision == Precision::Fp16);
            QVERIFY(w->fp32MasterWeights);
        } else if (expect == QLatin1String("zero3")) {
            QVERIFY(w->sharding == Sharding::Zero3);
            QCOMPARE(w->totalGpus(), 8);
        } else if (expect == QLatin1String("nf4dq")) {
            QVERIFY(w->task == Task::Qlora);
            QVERIFY(w->quantization == Quantization::BnbNf4DoubleQuant);
            QVERIFY(w->kbitFp32Upcast);
        } else if (expect == QLatin1String("gptq4")) {
            QVERIFY(w->quantization == Quantization::GptqInt4);
        } else if (expect == QLatin1String("vllm tp2")) {
            QVERIFY(w->engine == Engine::Vllm);
            QCOMPARE(w->tensorParallel, 2);
            QCOMPARE(w->promptLen, 1024);
        } else if (expect == QLatin1String("pp2")) {
            QVERIFY(w->engine == Engine::Transformers);
            QCOMPARE(w->pipelineParallel, 2);
            QCOMPARE(w->tensorParallel, 1);
        } else {
            QFAIL("unknown expectation");
        }
    }

    void rowsThatCannotBeEstimated_data()
    {
        QTest::addColumn<QString>("task");
        QTest::addColumn<QString>("batch");
        QTest::addColumn<QString>("seq");
        QTest::addColumn<QString>("params");
        QTest::addColumn<QString>("reason");
        QTest::newRow("training without a sequence length") << "full_ft"
                                                            << "4" << QString() << "7"
                                                            << "sequence length";
        QTest::newRow("unknown task") << "distill"
                                      << "4"
                                      << "512"
                                      << "7"
                                      << "unknown task";
        QTest::newRow("selective checkpointing other than op level")
            << "full_ft"
            << "4"
            << "512"
            << "7"
            << "only selective (op) checkpointing is modelled";
        QTest::newRow("no parameter count") << "inference"
                                            << "1"
                                            << "512" << QString() << "parameter count";
    }
    void rowsThatCannotBeEstimated()
    {
        QFETCH(QString, task);
        QFETCH(QString, batch);
        QFETCH(QString, seq);
        QFETCH(QString, params);
        QFETCH(QString, reason);
        const std::map<std::string, std::string> cells = {{"model", "Some/Unknown-Model"},
                                                          {"task", task.toStdString()},
                                                          {"params_b", params.toStdString()},
                                                          {"precision", "bf16"},
                                                          {"batch", batch.toStdString()},
                                                          {"seq_len", seq.toStdString()},
                                                          {"n_gpus", "1"}};
        std::map<std::string, std::string> row = cells;
        if (reason.contains(QLatin1String("selective")))
            row["grad_ckpt"] = "selective (every 2nd layer)";
        std::vector<std::string> fields;
        for (const std::string &column : m_header) {
            const auto it = row.find(column);
            fields.push_back(it == row.end() ? std::string() : it->second);
        }
        QString why;
        QVERIFY(!workloadFromCalibration(m_header, fields, m_presets, &why));
        QVERIFY2(why.contains(reason), qPrintable(why));
    }

    // Run facts come from columns only: the technique columns set the workload, empty
    // cells keep the defaults, and the notes are never read.
    void techniqueColumns_data()
    {
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expect");
        QTest::newRow("chunked_ce yes") << "chunked_ce"
                                        << "yes"
                                        << "chunked";
        QTest::newRow("chunked_ce no") << "chunked_ce"
                                       << "no"
                                       << "plain";
        QTest::newRow("chunked_ce empty is the default") << "chunked_ce" << QString() << "plain";
        QTest::newRow("fixed_length yes") << "fixed_length"
                                          << "yes"
                                          << "fixed";
        QTest::newRow("fixed_length empty is varying") << "fixed_length" << QString() << "varying";
        QTest::newRow("optimizer_in_bwd yes") << "optimizer_in_bwd"
                                              << "yes"
                                              << "in bwd";
        QTest::newRow("activation_offload YES (case)") << "activation_offload"
                                                       << "YES"
                                                       << "act offload";
        QTest::newRow("cpu_offload with zero 3 offloads parameters too") << "cpu_offload"
                                                                         << "yes"
                                                                         << "offload";
        QTest::newRow("attention eager") << "attention"
                                         << "eager"
                                         << "eager";
        QTest::newRow("attention flash") << "attention"
                                         << "flash"
                                         << "flash";
        QTest::newRow("attention empty: sdpa for a bf16 decoder")
            << "attention" << QString() << "sdpa";
        QTest::newRow("notes are not read") << "notes"
                                            << "eager attention, no flash, accelerated"
                                            << "notes ignored";
    }
    void techniqueColumns()
    {
        QFETCH(QString, column);
        QFETCH(QString, value);
        QFETCH(QString, expect);
        std::map<std::string, std::string> cells = {{"id", "T"},
                                                    {"model", "mistralai/Mistral-7B-v0.1"},
                                                    {"params_b", "7.24"},
                                                    {"task", "full_ft"},
                                                    {"precision", "bf16"},
                                                    {"quant", "none"},
                                                    {"optimizer", "AdamW"},
                                                    {"batch", "2"},
                                                    {"seq_len", "1024"},
                                                    {"grad_ckpt", "yes"},
                                                    {"n_gpus", "4"},
                                                    {"zero_stage", "3"}};
        cells[column.toStdString()] = value.toStdString();
        std::vector<std::string> fields;
        for (const std::string &c : m_header) {
            const auto it = cells.find(c);
            fields.push_back(it == cells.end() ? std::string() : it->second);
        }
        QString why;
        const auto w = workloadFromCalibration(m_header, fields, m_presets, &why);
        QVERIFY2(w, qPrintable(why));
        if (expect == QLatin1String("chunked"))
            QVERIFY(w->chunkedCrossEntropy);
        else if (expect == QLatin1String("plain"))
            QVERIFY(!w->chunkedCrossEntropy && !w->optimizerInBackward && !w->activationOffload);
        else if (expect == QLatin1String("fixed"))
            QVERIFY(w->fixedLength);
        else if (expect == QLatin1String("varying"))
            QVERIFY(!w->fixedLength);
        else if (expect == QLatin1String("in bwd"))
            QVERIFY(w->optimizerInBackward);
        else if (expect == QLatin1String("act offload"))
            QVERIFY(w->activationOffload);
        else if (expect == QLatin1String("offload"))
            QVERIFY(w->offloadOptimizer && w->offloadParams);
        else if (expect == QLatin1String("eager"))
            QVERIFY(w->attention == Attention::Eager);
        else if (expect == QLatin1String("flash"))
            QVERIFY(w->attention == Attention::Flash);
        else if (expect == QLatin1String("sdpa"))
            QVERIFY(w->attention == Attention::Sdpa);
        else if (expect == QLatin1String("notes ignored")) {
            QVERIFY(w->attention == Attention::Sdpa);
            QVERIFY(w->kbitFp32Upcast);
        } else
            QFAIL("unknown expectation");
    }

    // A bad cell skips its row with a reason naming the row and the column; the other
    // rows are still estimated.
    void badValuesNameRowAndColumn_data()
    {
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("reason");
        QTest::newRow("yes/no column") << "chunked_ce"
                                       << "maybe"
                                       << "column chunked_ce: 'maybe' is not yes, no or empty";
        QTest::newRow("attention") << "attention"
                                   << "fast"
                                   << "column attention: 'fast' is not eager, sdpa, flash";
        QTest::newRow("batch not whole") << "batch"
                                         << "2.5"
                                         << "column 'batch': 2.5 is not a whole number";
        QTest::newRow("batch out of range") << "batch"
                                            << "0"
                                            << "column 'batch': 0 is out of range";
        QTest::newRow("zero stage out of range") << "zero_stage"
                                                 << "4"
                                                 << "column 'zero_stage': 4 is out of range";
        QTest::newRow("sharding")
            << "sharding"
            << "fsdp2"
            << "column sharding: 'fsdp2' is not none, zero1, zero2, zero3, fsdp";
        QTest::newRow("measured not a number") << "measured_gib"
                                               << "lots"
                                               << "column measured_gib: 'lots' is not a number";
        QTest::newRow("measured out of range") << "measured_gib"
                                               << "-3"
                                               << "column 'measured_gib': -3 is out of range";
        QTest::newRow("scope") << "measure_scope"
                               << "node"
                               << "column measure_scope: 'node'";
    }
    void badValuesNameRowAndColumn()
    {
        QFETCH(QString, column);
        QFETCH(QString, value);
        QFETCH(QString, reason);
        std::map<std::string, std::string> good = {{"id", "T001"},
                                                   {"model", "meta-llama/Llama-2-7b-hf"},
                                                   {"params_b", "6.74"},
                                                   {"task", "lora"},
                                                   {"precision", "bf16"},
                                                   {"batch", "1"},
                                                   {"seq_len", "512"},
                                                   {"n_gpus", "1"},
                                                   {"measured_gib", "20"},
                                                   {"measure_kind", "allocated"},
                                                   {"measure_scope", "per_gpu"}};
        std::map<std::string, std::string> bad = good;
        bad["id"] = "T002";
        bad[column.toStdString()] = value.toStdString();
        // Columns the shared file does not have (sharding) are added to the header.
        std::vector<std::string> header = m_header;
        if (std::find(header.begin(), header.end(), column.toStdString()) == header.end())
            header.push_back(column.toStdString());
        const std::string csv =
            csvLine(header) + '\n' + lineFor(header, good) + '\n' + lineFor(header, bad) + '\n';
        QString error;
        const auto result = validateEstimates(QByteArray::fromStdString(csv),
                                              QStringLiteral("bad.csv"), m_presets, &error);
        QVERIFY2(result, qPrintable(error));
        QCOMPARE(result->estimated, 1);
        QVERIFY(result->rows[0].skipped.isEmpty());
        const QString skipped = result->rows[1].skipped;
        QVERIFY2(skipped.startsWith(QLatin1String("row T002 (line 3), ")), qPrintable(skipped));
        QVERIFY2(skipped.contains(reason), qPrintable(skipped));
        QVERIFY(!result->rows[1].estimateGib);
    }

    void unknownColumnsAreIgnored()
    {
        std::vector<std::string> header = m_header;
        header.insert(header.begin() + 3, "framework_version");
        header.push_back("extra");
        const std::string csv = csvLine(header) + '\n' +
                                lineFor(header, {{"id", "T001"},
                                                 {"model", "meta-llama/Llama-2-7b-hf"},
                                                 {"params_b", "6.74"},
                                                 {"framework_version", "whatever"},
                                                 {"task", "lora"},
                                                 {"precision", "bf16"},
                                                 {"batch", "1"},
                                                 {"seq_len", "512"},
                                                 {"measured_gib", "20"},
                                                 {"measure_kind", "allocated"},
                                                 {"measure_scope", "per_gpu"},
                                                 {"extra", "x"}}) +
                                '\n';
        QString error;
        const auto result = validateEstimates(QByteArray::fromStdString(csv),
                                              QStringLiteral("extra.csv"), m_presets, &error);
        QVERIFY2(result, qPrintable(error));
        QCOMPARE(result->estimated, 1);
    }

    // An inference row without a sequence length is a short prompt (128 tokens), not a
    // skipped row: the shared set's M011–M015 are estimated.
    void inferenceWithoutLengthUsesAShortPrompt()
    {
        const std::map<std::string, std::string> cells = {
            {"id", "T"},       {"model", "Some/Unknown-Model"}, {"task", "inference"},
            {"params_b", "7"}, {"precision", "bf16"},           {"batch", "4"},
            {"n_gpus", "1"}};
        std::vector<std::string> fields;
        for (const std::string &column : m_header) {
            const auto it = cells.find(column);
            fields.push_back(it == cells.end() ? std::string() : it->second);
        }
        QString why;
        const auto w = workloadFromCalibration(m_header, fields, m_presets, &why);
        QVERIFY2(w, qPrintable(why));
        QCOMPARE(w->promptLen, 128);
        QCOMPARE(w->batch, 4);
        for (const char *id : {"M011", "M012", "M013", "M014", "M015"}) {
            const CalibrationRow *row = rowById(*m_result, QString::fromLatin1(id));
            QVERIFY2(row && row->skipped.isEmpty() && row->estimateGib, id);
        }
    }

    void formatsTheReport()
    {
        const QString text = formatCalibrationCsv(*m_result, false);
        QVERIFY(text.endsWith(QLatin1Char('\n')));
        const QStringList lines = text.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.first(), QStringLiteral("id,estimate_gib,measured_gib,error_pct,skipped"));
        QCOMPARE(lines.size(), qsizetype(m_result->rows.size()) + 2);
        static const QRegularExpression summary(
            QStringLiteral("^MAPE: \\d+\\.\\d% over \\d+ rows$"));
        QVERIFY2(summary.match(lines.last()).hasMatch(), qPrintable(lines.last()));
        QVERIFY(lines.last().contains(QStringLiteral(" over %1 rows").arg(m_result->estimated)));
        QVERIFY(
            lines.last().startsWith(QStringLiteral("MAPE: %1%").arg(m_result->mape, 0, 'f', 1)));
        // Every row line starts with its id, in the file's order.
        for (std::size_t i = 0; i < m_result->rows.size(); ++i)
            QVERIFY2(lines[qsizetype(i) + 1].startsWith(m_result->rows[i].id + QLatin1Char(',')),
                     qPrintable(lines[qsizetype(i) + 1]));

        const QString withRule = formatCalibrationCsv(*m_result, true);
        QCOMPARE(withRule.section(QLatin1Char('\n'), 0, 0),
                 QStringLiteral(
                     "id,estimate_gib,measured_gib,error_pct,skipped,rule_gib,rule_error_pct"));
    }

    void missingColumn()
    {
        std::string error;
        const auto table =
            parseCsv(std::string_view(m_csv.constData(), std::size_t(m_csv.size())), &error);
        QVERIFY(table);
        const int drop = table->column("measure_kind");
        QVERIFY(drop >= 0);
        auto without = [&](std::vector<std::string> fields) {
            fields.erase(fields.begin() + drop);
            return csvLine(fields) + '\n';
        };
        std::string csv = without(table->header);
        for (const CsvRecord &rec : table->records)
            csv += without(rec.fields);
        QString why;
        const auto result = validateEstimates(QByteArray::fromStdString(csv),
                                              QStringLiteral("no-kind.csv"), m_presets, &why);
        QVERIFY(!result);
        QVERIFY2(why.contains(QLatin1String("no-kind.csv")), qPrintable(why));
        QVERIFY2(why.contains(QLatin1String("measure_kind")), qPrintable(why));
    }

    void malformedCsv()
    {
        const std::string csv = csvLine(m_header) + '\n' +
                                lineFor(m_header, {{"id", "T001"}, {"model", "x"}}) + '\n' +
                                "T002,\"never closed,1,2\n";
        QString why;
        const auto result = validateEstimates(QByteArray::fromStdString(csv),
                                              QStringLiteral("broken.csv"), m_presets, &why);
        QVERIFY(!result);
        QVERIFY2(why.startsWith(QLatin1String("broken.csv:3:")), qPrintable(why));
    }

    void emptyCsv()
    {
        QString why;
        QVERIFY(!validateEstimates(QByteArray(), QStringLiteral("empty.csv"), m_presets, &why));
        QVERIFY2(why.startsWith(QLatin1String("empty.csv:")), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
