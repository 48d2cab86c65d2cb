#include "calibration.h"

#include "frameworks.h"

#include "estimator/csv.h"
#include "estimator/limits.h"
#include "estimator/units.h"
#include "limitswording.h"
#include "presets.h"

#include <QRegularExpression>

#include <cmath>
#include <limits>
#include <tuple>

namespace gpuplanner {

namespace {

QString lower(const std::string &s)
{
    return QString::fromStdString(s).toLower();
}

std::optional<double> number(const std::string &s)
{
    if (s.empty())
        return std::nullopt;
    bool ok = false;
    const double v = QString::fromStdString(s).trimmed().toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

// Prompt assumed for an inference row without a sequence length: a short chat turn.
// docs/accuracy.md explains the choice.
constexpr int kDefaultInferencePrompt = 128;

const char *const kRequired[] = {"id",           "model",        "params_b",     "task",
                                 "precision",    "quant",        "optimizer",    "batch",
                                 "seq_len",      "grad_ckpt",    "n_gpus",       "zero_stage",
                                 "measured_gib", "measure_kind", "measure_scope"};

} // namespace

namespace {

// One row of the calibration CSV, read by column name.
class Row
{
public:
    Row(const std::vector<std::string> &header, const std::vector<std::string> &fields)
        : m_header(header)
        , m_fields(fields)
    {}
    std::string operator()(const char *name) const
    {
        for (std::size_t i = 0; i < m_header.size(); ++i) {
            if (m_header[i] == name)
                return i < m_fields.size() ? m_fields[i] : std::string();
        }
        return {};
    }
    QString lowered(const char *name) const { return lower((*this)(name)); }

private:
    const std::vector<std::string> &m_header;
    const std::vector<std::string> &m_fields;
};

// A refusal: the row is skipped with this reason.
using Refusal = std::optional<QString>;

// yes/no columns: empty = not stated (the default applies); anything else is an error.
Refusal readYesNo(const Row &col, const char *name, bool &field)
{
    const QString v = col.lowered(name).trimmed();
    if (v.isEmpty())
        return std::nullopt;
    if (v == QLatin1String("yes") || v == QLatin1String("no")) {
        field = v == QLatin1String("yes");
        return std::nullopt;
    }
    return QStringLiteral("column %1: '%2' is not yes, no or empty")
        .arg(QString::fromLatin1(name), QString::fromStdString(col(name)));
}

// Every numeric column within the validation table (estimator/limits.h) before it is
// narrowed to int: a row with "batch = 1e20" or "n_gpus = -1" is skipped, naming it.
Refusal checkRanges(const Row &col)
{
    const std::pair<const char *, const char *> checked[] = {
        {"params_b", "inputs.model.params_b"},
        {"layers", "inputs.model.layers"},
        {"hidden", "inputs.model.hidden"},
        {"heads", "inputs.model.heads"},
        {"kv_heads", "inputs.model.kv_heads"},
        {"vocab", "inputs.model.vocab"},
        {"batch", "inputs.batch"},
        {"seq_len", "inputs.seq_len"},
        {"prompt_len", "inputs.prompt_len"},
        {"output_len", "inputs.output_len"},
        {"n_gpus", "calibration.n_gpus"},
        {"zero_stage", "calibration.zero_stage"}};
    for (const auto &[column, field] : checked) {
        bool ok = false;
        const double v = QString::fromStdString(col(column)).trimmed().toDouble(&ok);
        if (!ok)
            continue; // empty or text: treated as not given
        if (const auto problem = limitswording::fieldProblem(
                field, v, QStringLiteral("column '%1'").arg(QString::fromLatin1(column))))
            return *problem;
    }
    // Whole-number columns are cast to int below; a value outside int (or NaN) would make
    // the cast undefined, so such a row is skipped with the reason.
    for (const char *name : {"layers", "hidden", "heads", "kv_heads", "vocab", "batch", "seq_len",
                             "n_gpus", "output_len", "prompt_len", "zero_stage"}) {
        const auto v = number(col(name));
        if (v && !(*v >= 0 && *v <= std::numeric_limits<int>::max()))
            return QStringLiteral("%1: %2 is not a whole number from 0 to %3")
                .arg(QLatin1String(name), QString::fromStdString(col(name)))
                .arg(std::numeric_limits<int>::max());
    }
    return std::nullopt;
}

// The model: a preset when the name matches one, the row's own figures winning.
Refusal readModel(const Row &col, const PresetLibrary &presets, Workload &w)
{
    const QString modelText = QString::fromStdString(col("model"));
    const QString modelLower = modelText.toLower();
    if (const ModelSpec *preset = presets.match(modelText))
        w.model = *preset;
    else
        w.model.name = modelText.toStdString();
    if (const auto p = number(col("params_b")))
        w.model.paramsB = *p;
    auto setInt = [&](const char *name, int &field) {
        if (const auto v = number(col(name)))
            field = static_cast<int>(*v);
    };
    setInt("layers", w.model.layers);
    setInt("hidden", w.model.hidden);
    setInt("heads", w.model.heads);
    setInt("kv_heads", w.model.kvHeads);
    setInt("vocab", w.model.vocab);
    if (w.model.id.empty()) {
        if (modelLower.contains(QLatin1String("enc-dec")))
            w.model.architecture = Architecture::EncoderDecoder;
        else if (modelLower.contains(QLatin1String("resnet")))
            w.model.architecture = Architecture::Cnn;
        else if (modelLower.contains(QLatin1String("bert")))
            w.model.architecture = Architecture::Encoder;
    }
    if (w.model.paramsB <= 0)
        return QStringLiteral("no parameter count");
    return std::nullopt;
}

// Precision, e.g. "fp16 AMP (fp32 master)", "bf16 (torch_dtype, no AMP)", "fp16 compute".
Refusal readPrecision(const Row &col, Workload &w)
{
    const QString prec = col.lowered("precision");
    const qsizetype bf = prec.indexOf(QLatin1String("bf16"));
    const qsizetype fp16 = prec.indexOf(QLatin1String("fp16"));
    if (bf >= 0 && (fp16 < 0 || bf < fp16))
        w.precision = Precision::Bf16;
    else if (fp16 >= 0)
        w.precision = Precision::Fp16;
    else if (prec.contains(QLatin1String("tf32")))
        w.precision = Precision::Tf32;
    else if (prec.contains(QLatin1String("fp8")))
        w.precision = Precision::Fp8;
    else if (prec.contains(QLatin1String("fp32")))
        w.precision = Precision::Fp32;
    else if (prec.isEmpty())
        // PyTorch loads fp32 unless told otherwise; adapters are trained over 16-bit bases.
        w.precision =
            (w.task == Task::Lora || w.task == Task::Qlora) ? Precision::Bf16 : Precision::Fp32;
    else
        return QStringLiteral("unknown precision '%1'").arg(prec);
    const bool noAmp = prec.contains(QLatin1String("no amp"));
    w.fp32MasterWeights =
        !noAmp && (prec.contains(QLatin1String("amp")) || prec.contains(QLatin1String("master")));
    w.kvCachePrecision = w.precision == Precision::Fp32 ? Precision::Fp32 : Precision::Fp16;
    return std::nullopt;
}

Refusal readQuantization(const Row &col, Workload &w)
{
    const QString quant = col.lowered("quant");
    if (quant.isEmpty() || quant == QLatin1String("none"))
        w.quantization = Quantization::None;
    else if (quant.contains(QLatin1String("gptq")))
        w.quantization =
            (quant.contains(QLatin1String("int8")) || quant.contains(QLatin1String("8bit")))
                ? Quantization::GptqInt8
                : Quantization::GptqInt4;
    else if (quant.contains(QLatin1String("awq")))
        w.quantization = Quantization::AwqInt4;
    else if (quant.contains(QLatin1String("mxfp4")))
        w.quantization = Quantization::Mxfp4;
    else if (quant.contains(QLatin1String("nvfp4")))
        w.quantization = Quantization::Nvfp4;
    else if (quant.contains(QLatin1String("int8")) || quant.contains(QLatin1String("8bit")))
        w.quantization = Quantization::BnbInt8;
    else if (quant.contains(QLatin1String("nf4")) || quant.contains(QLatin1String("4bit")) ||
             quant.contains(QLatin1String("int4")))
        // QLoRA's recipe is NF4 with double quantization; bitsandbytes' own default is FP4.
        w.quantization =
            (w.task == Task::Qlora || quant.contains(QLatin1String("nf4")))
                ? (w.task == Task::Qlora ? Quantization::BnbNf4DoubleQuant : Quantization::BnbNf4)
                : Quantization::BnbFp4;
    else
        return QStringLiteral("unknown quantization '%1'").arg(quant);
    // The quant column names the kernel set: fms-acceleration's "accelerated-peft" fused
    // QLoRA kernels skip PEFT's fp32 upcast. Nothing is read from the notes.
    w.kbitFp32Upcast = !quant.contains(QLatin1String("accelerated"));
    return std::nullopt;
}

Optimizer readOptimizer(const Row &col)
{
    const QString opt = col.lowered("optimizer");
    if (opt.contains(QLatin1String("8bit")))
        return opt.contains(QLatin1String("paged")) ? Optimizer::PagedAdamW8bit
                                                    : Optimizer::AdamW8bit;
    if (opt.contains(QLatin1String("adafactor")))
        return Optimizer::Adafactor;
    if (opt.contains(QLatin1String("paged")))
        return Optimizer::PagedAdamW;
    if (opt.contains(QLatin1String("sgd")))
        return Optimizer::SgdMomentum;
    return Optimizer::AdamW;
}

// The row's counts; a cell that is not a whole number in range names the column.
struct Counts {
    std::optional<double> batch;
    std::optional<double> seq;
    std::optional<double> gpus;
    std::optional<double> zeroStage;
};

Refusal readCounts(const Row &col, Counts &c)
{
    const std::tuple<const char *, std::optional<double> *, double, double> counts[] = {
        {"batch", &c.batch, 1, 1e6},
        {"seq_len", &c.seq, 1, 1e7},
        {"n_gpus", &c.gpus, 1, 1e5},
        {"zero_stage", &c.zeroStage, 0, 3}};
    for (const auto &[name, field, lo, hi] : counts) {
        const std::string text = col(name);
        if (QString::fromStdString(text).trimmed().isEmpty())
            continue;
        const auto v = number(text);
        if (!v || *v != std::floor(*v))
            return QStringLiteral("column %1: '%2' is not a whole number")
                .arg(QString::fromLatin1(name), QString::fromStdString(text));
        if (*v < lo || *v > hi)
            return QStringLiteral("column %1: %2 is outside %3–%4")
                .arg(QString::fromLatin1(name), QString::fromStdString(text))
                .arg(lo)
                .arg(hi);
        *field = v;
    }
    return std::nullopt;
}

void applyInference(const Row &col, const Counts &c, int gpus,
                    const std::optional<Attention> &attentionGiven, Workload &w)
{
    w.engine = col.lowered("measure_method").contains(QLatin1String("vllm")) ? Engine::Vllm
                                                                             : Engine::Transformers;
    w.batch = static_cast<int>(c.batch.value_or(1));
    // No sequence length: a short prompt (kDefaultInferencePrompt), see docs/accuracy.md.
    w.promptLen = static_cast<int>(c.seq.value_or(kDefaultInferencePrompt));
    if (const auto out = number(col("output_len")))
        w.outputLen = static_cast<int>(*out);
    if (const auto in = number(col("prompt_len")))
        w.promptLen = static_cast<int>(*in);
    // Transformers uses SDPA (memory-efficient) attention by default.
    w.attention = attentionGiven.value_or(Attention::Sdpa);
    if (gpus > 1) {
        if (w.engine == Engine::Vllm)
            w.tensorParallel = gpus;
        else
            w.pipelineParallel = gpus; // device_map="auto" splits the layers
    }
}

Refusal applyTraining(const Row &col, const Counts &c,
                      const std::optional<Attention> &attentionGiven, Workload &w)
{
    if (!c.batch || !c.seq) {
        if (w.model.architecture == Architecture::Cnn && c.batch)
            return QStringLiteral("activations of convolutional networks are not modelled");
        return QStringLiteral("batch size or sequence length not given");
    }
    w.batch = static_cast<int>(*c.batch);
    w.seqLen = static_cast<int>(*c.seq);
    // "selective (op)": torchtitan's op-level SAC (selectiveCheckpointing). Other selective
    // schemes (Megatron's core-attention recompute, layer intervals) are not modelled: the
    // row is skipped rather than estimated as if nothing were recomputed.
    w.gradientCheckpointing = false;
    if (const QString ckpt = col.lowered("grad_ckpt"); ckpt.contains(QLatin1String("selective"))) {
        if (!ckpt.contains(QLatin1String("op")))
            return QStringLiteral("column grad_ckpt: only selective (op) checkpointing is "
                                  "modelled (besides yes or no)");
        w.selectiveCheckpointing = true;
    } else if (auto r = readYesNo(col, "grad_ckpt", w.gradientCheckpointing)) {
        return r;
    }
    // Default: SDPA for 16-bit decoders; encoders and fp32 runs of the BERT era ran
    // eager attention (BERT gained an SDPA path in transformers 4.41).
    w.attention = attentionGiven.value_or(w.model.architecture == Architecture::Decoder &&
                                                  w.precision != Precision::Fp32
                                              ? Attention::Sdpa
                                              : Attention::Eager);
    const int zero = static_cast<int>(c.zeroStage.value_or(0));
    w.sharding = zero == 1   ? Sharding::Zero1
                 : zero == 2 ? Sharding::Zero2
                 : zero == 3 ? Sharding::Zero3
                             : Sharding::None;
    // sharding: none | zero1 | zero2 | zero3 | fsdp, when the run names it; wins over
    // zero_stage (FSDP's full shard and ZeRO-3 differ in what stays gathered).
    if (const QString named = col.lowered("sharding").trimmed(); !named.isEmpty()) {
        const auto s = shardingFromString(named.toStdString());
        if (!s)
            return QStringLiteral(
                       "column sharding: '%1' is not none, zero1, zero2, zero3, fsdp or empty")
                .arg(QString::fromStdString(col("sharding")));
        w.sharding = *s;
    }
    // cpu_offload = yes: ZeRO-Offload of the optimizer, and with ZeRO-3 or FSDP
    // (CPUOffload(offload_params=True)) the parameters.
    w.offloadParams =
        w.offloadOptimizer && (w.sharding == Sharding::Zero3 || w.sharding == Sharding::Fsdp);
    return std::nullopt;
}

Refusal readRow(const Row &col, const PresetLibrary &presets, Workload &w)
{
    if (auto r = checkRanges(col))
        return r;
    if (auto r = readModel(col, presets, w))
        return r;
    const auto task = taskFromString(col("task"));
    if (!task)
        return QStringLiteral("unknown task '%1'").arg(QString::fromStdString(col("task")));
    w.task = *task;
    // framework: the profile's technique defaults (resources/presets/frameworks.json); the
    // explicit columns read below win over them.
    if (const QString id = col.lowered("framework").trimmed(); !id.isEmpty()) {
        static const FrameworkLibrary frameworks = [] {
            FrameworkLibrary f;
            f.load();
            return f;
        }();
        const FrameworkProfile *profile = frameworks.find(id);
        if (!profile)
            return QStringLiteral("column framework: '%1' is not a framework profile").arg(id);
        FrameworkLibrary::apply(*profile, w);
    }
    if (auto r = readPrecision(col, w))
        return r;
    if (auto r = readQuantization(col, w))
        return r;
    // attention: eager | sdpa | flash; empty = the default for the row (below).
    const QString attention = col.lowered("attention").trimmed();
    std::optional<Attention> attentionGiven;
    if (!attention.isEmpty()) {
        attentionGiven = attentionFromString(attention.toStdString());
        if (!attentionGiven)
            return QStringLiteral("column attention: '%1' is not eager, sdpa, flash or empty")
                .arg(QString::fromStdString(col("attention")));
    }
    if (const auto rank = number(col("lora_rank"))) {
        if (!(*rank >= 1 && *rank <= 100'000) || *rank != std::floor(*rank))
            return QStringLiteral("column lora_rank: '%1' is not a whole number from 1 to 100000")
                .arg(QString::fromStdString(col("lora_rank")));
        w.loraRank = static_cast<int>(*rank);
    }
    if (const QString targets = col.lowered("lora_targets").trimmed(); !targets.isEmpty()) {
        if (targets != QLatin1String("attention") && targets != QLatin1String("all_linear"))
            return QStringLiteral("column lora_targets: '%1' is not attention, all_linear or empty")
                .arg(targets);
        w.loraTargets = targets == QLatin1String("all_linear") ? LoraTargets::AllLinear
                                                               : LoraTargets::Attention;
    }
    if (auto r = readYesNo(col, "qlora_upcast", w.kbitFp32Upcast))
        return r;
    for (const auto &[name, field] :
         {std::pair<const char *, bool *>{"cpu_offload", &w.offloadOptimizer},
          {"optimizer_in_bwd", &w.optimizerInBackward},
          {"activation_offload", &w.activationOffload},
          {"chunked_ce", &w.chunkedCrossEntropy},
          {"fixed_length", &w.fixedLength}}) {
        if (auto r = readYesNo(col, name, *field))
            return r;
    }
    w.optimizer = readOptimizer(col);
    Counts counts;
    if (auto r = readCounts(col, counts))
        return r;
    const int gpus = static_cast<int>(counts.gpus.value_or(1));
    w.gpusPerNode = std::max(1, gpus);
    // measure_method may state the CUDA context the run measured ("CUDA ctx+kernels (1343
    // MiB on this box)"); it is then part of what nvidia-smi showed.
    static const QRegularExpression contextMiB(
        QStringLiteral("(?:ctx|context)[^()]*\\((\\d+(?:\\.\\d+)?)\\s*mib"));
    if (const auto match = contextMiB.match(col.lowered("measure_method")); match.hasMatch())
        w.cudaContextGib = match.captured(1).toDouble() / 1024;
    if (w.task == Task::Inference) {
        applyInference(col, counts, gpus, attentionGiven, w);
        w.offloadOptimizer = false;
    } else if (auto r = applyTraining(col, counts, attentionGiven, w)) {
        return r;
    }
    return std::nullopt;
}

} // namespace

std::optional<Workload> workloadFromCalibration(const std::vector<std::string> &header,
                                                const std::vector<std::string> &fields,
                                                const PresetLibrary &presets, QString *why)
{
    Workload w;
    if (const auto refusal = readRow(Row(header, fields), presets, w)) {
        *why = *refusal;
        return std::nullopt;
    }
    return w;
}

std::optional<CalibrationResult> validateEstimates(const QByteArray &text, const QString &fileName,
                                                   const PresetLibrary &presets, QString *error)
{
    std::string csvError;
    const auto table = parseCsv(
        std::string_view(text.constData(), static_cast<std::size_t>(text.size())), &csvError);
    if (!table) {
        *error = fileName + QLatin1Char(':') +
                 QString::fromStdString(csvError).replace(QStringLiteral("line "), QString());
        return std::nullopt;
    }
    for (const char *c : kRequired) {
        if (table->column(c) < 0) {
            *error = QStringLiteral("%1:1: column '%2' missing from the header")
                         .arg(fileName, QString::fromUtf8(c));
            return std::nullopt;
        }
    }
    CalibrationResult result;
    double sum = 0;
    double ruleSum = 0;
    for (const CsvRecord &rec : table->records) {
        auto field = [&](const char *name) {
            return rec.fields[static_cast<std::size_t>(table->column(name))];
        };
        CalibrationRow row;
        row.id = QString::fromStdString(field("id"));
        row.model = QString::fromStdString(field("model"));
        // A bad cell names the row (id and line) and the column.
        const QString where = QStringLiteral("row %1 (line %2), ").arg(row.id).arg(rec.line);
        const std::string kind = field("measure_kind");
        const std::string measuredText = field("measured_gib");
        row.measuredGib = number(measuredText);
        const std::string scope = field("measure_scope");
        const auto gpus = number(field("n_gpus")).value_or(1);
        if (row.measuredGib && scope == "all_gpus_sum" && gpus > 0)
            *row.measuredGib /= gpus;
        const bool memoryKind = kind == "allocated" || kind == "reserved" ||
                                kind == "device_used" || kind == "unknown" ||
                                kind == "weights_only";
        if (!memoryKind) {
            row.skipped = QStringLiteral("measure kind '%1' is not a memory figure")
                              .arg(QString::fromStdString(kind));
        } else if (!row.measuredGib && !QString::fromStdString(measuredText).trimmed().isEmpty()) {
            row.skipped = where + QStringLiteral("column measured_gib: '%1' is not a number")
                                      .arg(QString::fromStdString(measuredText));
            row.measuredGib.reset();
        } else if (!row.measuredGib) {
            row.skipped = QStringLiteral("no measured value");
        } else if (const auto problem =
                       limitswording::fieldProblem("calibration.measured_gib", *row.measuredGib,
                                                   QStringLiteral("'measured_gib'"))) {
            row.skipped = where + QStringLiteral("column ") + *problem;
            row.measuredGib.reset();
        } else if (!scope.empty() && scope != "per_gpu" && scope != "all_gpus_sum") {
            row.skipped = where + QStringLiteral("column measure_scope: '%1' is not per_gpu or "
                                                 "all_gpus_sum")
                                      .arg(QString::fromStdString(scope));
        } else {
            QString why;
            const auto w = workloadFromCalibration(table->header, rec.fields, presets, &why);
            if (!w) {
                row.skipped = why.startsWith(QLatin1String("column ")) ? where + why : why;
            } else {
                const MemoryEstimate e = estimateMemory(*w);
                const MemoryBreakdown &g = e.perGpu;
                const double estimate = kind == "allocated"      ? g.allocatedGib
                                        : kind == "reserved"     ? g.reservedGib
                                        : kind == "weights_only" ? g.weightsGib
                                                                 : g.deviceUsedGib;
                row.estimateGib = estimate;
                row.errorPct = (estimate - *row.measuredGib) / *row.measuredGib * 100;
                // The rule of thumb on the same row: weights × 4 for training, × 1.2 for inference.
                const double weights = w->model.params() *
                                       weightBytesPerParam(w->precision, w->quantization) /
                                       kBytesPerGiB;
                row.ruleGib = weights * (w->isTraining() ? 4.0 : 1.2) / std::max(1, w->totalGpus());
                if (kind == "weights_only")
                    row.ruleGib = weights;
                sum += std::abs(*row.errorPct);
                ruleSum += std::abs((*row.ruleGib - *row.measuredGib) / *row.measuredGib * 100);
                result.worstUnderPct = std::min(result.worstUnderPct, *row.errorPct);
                ++result.estimated;
            }
        }
        result.rows.push_back(std::move(row));
    }
    if (result.estimated > 0) {
        result.mape = sum / result.estimated;
        result.ruleMape = ruleSum / result.estimated;
    }
    return result;
}

QString formatCalibrationCsv(const CalibrationResult &result, bool withRule)
{
    std::vector<std::string> header = {"id", "estimate_gib", "measured_gib", "error_pct",
                                       "skipped"};
    if (withRule) {
        header.push_back("rule_gib");
        header.push_back("rule_error_pct");
    }
    std::string out = csvLine(header) + '\n';
    auto num = [](const std::optional<double> &v, int decimals) {
        return v ? QString::number(*v, 'f', decimals).toStdString() : std::string();
    };
    for (const CalibrationRow &r : result.rows) {
        std::vector<std::string> f = {r.id.toStdString(), num(r.estimateGib, 3),
                                      num(r.measuredGib, 3), num(r.errorPct, 1),
                                      r.skipped.toStdString()};
        if (withRule) {
            f.push_back(num(r.ruleGib, 3));
            f.push_back(r.ruleGib && r.measuredGib
                            ? num((*r.ruleGib - *r.measuredGib) / *r.measuredGib * 100, 1)
                            : std::string());
        }
        out += csvLine(f) + '\n';
    }
    if (result.estimated == 0)
        out += "MAPE: none (no row could be estimated)\n";
    else
        out += "MAPE: " + QString::number(result.mape, 'f', 1).toStdString() + "% over " +
               std::to_string(result.estimated) + " rows\n";
    return QString::fromStdString(out);
}

} // namespace gpuplanner
