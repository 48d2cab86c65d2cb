#include "estimator/hardware.h"

#include "estimator/csv.h"
#include "estimator/text.h"
#include "estimator/units.h"

#include <charconv>
#include <cmath>

namespace gpuplanner {

namespace data {
// Generated from resources/estimator/*.csv by CMake (hardwaredata.cpp.in).
extern const char *const kGpuFactsCsv;
extern const char *const kCompatCsv;
} // namespace data

namespace {

using text::fmt;

std::optional<double> number(const std::string &s, bool *ok)
{
    if (s.empty())
        return std::nullopt;
    double v = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || !std::isfinite(v) || v <= 0) {
        *ok = false;
        return std::nullopt;
    }
    return v;
}

// The file read by the one CSV reader (csv.h), its header checked; its problems are named
// "file:line: …".
std::optional<CsvTable> table(std::string_view csv, const std::vector<std::string> &header,
                              const char *file, std::string *error)
{
    std::string problem;
    auto t = parseCsv(csv, &problem);
    if (!t) {
        *error = std::string(file) + ":" +
                 (problem.starts_with("line ") ? problem.substr(5) : " " + problem);
        return std::nullopt;
    }
    if (t->header != header) {
        *error = std::string(file) + ":" + std::to_string(t->headerLine) +
                 ": the header is not the expected columns";
        return std::nullopt;
    }
    return t;
}

std::string ccText(double cc)
{
    return fmt(cc, 1);
}

} // namespace

std::optional<std::vector<GpuFacts>> parseGpuFacts(std::string_view csv, std::string *error)
{
    static const std::vector<std::string> header = {"gpu_model_id",  "memory_total_mib",
                                                    "memory_source", "compute_capability",
                                                    "cc_source",     "notes"};
    const auto rows = table(csv, header, "gpu_facts.csv", error);
    if (!rows)
        return std::nullopt;
    std::vector<GpuFacts> out;
    for (const CsvRecord &record : rows->records) {
        const auto &r = record.fields;
        const std::string where = "gpu_facts.csv:" + std::to_string(record.line) + ": field '";
        GpuFacts f;
        f.gpuModelId = r[0];
        bool ok = true;
        f.memoryTotalMib = number(r[1], &ok);
        if (!ok) {
            *error = where + "memory_total_mib': '" + r[1] + "' is not a positive number";
            return std::nullopt;
        }
        f.memorySource = r[2];
        f.computeCapability = number(r[3], &ok);
        if (!ok) {
            *error = where + "compute_capability': '" + r[3] + "' is not a positive number";
            return std::nullopt;
        }
        f.ccSource = r[4];
        f.notes = r[5];
        if (f.gpuModelId.empty()) {
            *error = where + "gpu_model_id': empty";
            return std::nullopt;
        }
        if ((f.memoryTotalMib && f.memorySource.empty()) ||
            (f.computeCapability && f.ccSource.empty())) {
            *error = where +
                     (f.memoryTotalMib && f.memorySource.empty() ? "memory_source" : "cc_source") +
                     "': a value without a source";
            return std::nullopt;
        }
        out.push_back(std::move(f));
    }
    return out;
}

std::optional<std::vector<CompatRule>> parseCompat(std::string_view csv, std::string *error)
{
    static const std::vector<std::string> header = {
        "kind", "feature", "min_compute_capability", "on_mismatch", "fallback", "code", "source"};
    const auto rows = table(csv, header, "compat.csv", error);
    if (!rows)
        return std::nullopt;
    std::vector<CompatRule> out;
    for (const CsvRecord &record : rows->records) {
        const auto &r = record.fields;
        const std::string where = "compat.csv:" + std::to_string(record.line) + ": field '";
        CompatRule c;
        c.kind = r[0];
        c.feature = r[1];
        bool ok = true;
        const auto cc = number(r[2], &ok);
        if (!ok || !cc) {
            *error = where + "min_compute_capability': '" + r[2] + "' is not a positive number";
            return std::nullopt;
        }
        c.minComputeCapability = *cc;
        if (r[3] == "block") {
            c.action = CompatAction::Block;
        } else if (r[3] == "fallback") {
            c.action = CompatAction::Fallback;
        } else {
            *error = where + "on_mismatch': '" + r[3] + "' is not block or fallback";
            return std::nullopt;
        }
        c.fallback = r[4];
        c.code = r[5];
        c.source = r[6];
        if (c.kind != "precision" && c.kind != "quantization" && c.kind != "attention" &&
            c.kind != "engine") {
            *error = where + "kind': '" + c.kind +
                     "' is not precision, quantization, attention or engine";
            return std::nullopt;
        }
        if (c.code.empty() || c.source.empty()) {
            *error = where + (c.code.empty() ? "code" : "source") + "': empty";
            return std::nullopt;
        }
        if (c.action == CompatAction::Fallback && c.fallback.empty()) {
            *error = where + "fallback': a fallback rule needs one";
            return std::nullopt;
        }
        out.push_back(std::move(c));
    }
    return out;
}

const std::vector<GpuFacts> &gpuFactsTable()
{
    static const std::vector<GpuFacts> facts = [] {
        std::string error;
        auto parsed = parseGpuFacts(data::kGpuFactsCsv, &error);
        return parsed ? *parsed : std::vector<GpuFacts>{}; // tst_fit checks that it parses
    }();
    return facts;
}

const std::vector<CompatRule> &compatTable()
{
    static const std::vector<CompatRule> rules = [] {
        std::string error;
        auto parsed = parseCompat(data::kCompatCsv, &error);
        return parsed ? *parsed : std::vector<CompatRule>{};
    }();
    return rules;
}

const GpuFacts *gpuFacts(std::string_view id)
{
    for (const GpuFacts &f : gpuFactsTable()) {
        if (f.gpuModelId == id)
            return &f;
    }
    return nullptr;
}

CardMemory cardMemoryOf(const InstanceType &t, const GpuModel *gpu)
{
    CardMemory card;
    card.totalGib = t.gpuMemoryGib;
    card.source = "Alibaba's figure for " + t.id + " (the driver's total is undocumented)";
    card.typeId = t.id;
    const GpuFacts *facts = gpu ? gpuFacts(gpu->id) : nullptr;
    // A vGPU slice shows its own share, not the card's total; an imported or entered type
    // whose per-GPU memory is not the card's nominal figure is taken at its word.
    const bool wholeCard = !t.isVirtualGpu() || (t.gpuFraction && *t.gpuFraction >= 1);
    const bool nominal =
        !gpu || !gpu->memoryGib || std::abs(*gpu->memoryGib - t.gpuMemoryGib) < 0.5;
    if (facts && facts->memoryTotalMib && wholeCard && nominal) {
        card.totalMib = facts->memoryTotalMib;
        card.totalGib = *facts->memoryTotalMib / 1024.0;
        card.driverReported = true;
        card.source = "nvidia-smi memory.total " + fmt(*facts->memoryTotalMib, 0) + " MiB";
    }
    return card;
}

CompatResult checkCompatibility(const Workload &input, const GpuModel *gpu,
                                const std::vector<CompatRule> &rules)
{
    CompatResult out;
    out.workload = input;
    Workload &w = out.workload;
    const GpuFacts *facts = gpu ? gpuFacts(gpu->id) : nullptr;
    if (!facts || !facts->computeCapability) {
        out.undocumented = true;
        return out;
    }
    const double cc = *facts->computeCapability;
    const std::string name = gpu->name.empty() ? gpu->id : gpu->name;
    // The features this workload uses, by kind.
    std::vector<std::pair<std::string, std::string>> used;
    // vLLM serves an FP8 checkpoint on cards without FP8 tensor cores as weight-only W8A16
    // through FP8 Marlin (compute capability 8.0+); training and Transformers need FP8 math.
    const bool fp8Serving =
        w.precision == Precision::Fp8 && !w.isTraining() && w.engine == Engine::Vllm;
    if (fp8Serving)
        used.emplace_back("precision", "fp8_vllm");
    else if (w.precision == Precision::Bf16 || w.precision == Precision::Fp8)
        used.emplace_back("precision", std::string(toString(w.precision)));
    Quantization q = w.quantization;
    if (w.task == Task::Qlora && q == Quantization::None)
        q = Quantization::BnbNf4DoubleQuant; // the estimator's QLoRA default
    if (q != Quantization::None && w.task != Task::FullFineTune && w.task != Task::Pretrain) {
        // vLLM's MXFP4 kernels need Ampere; Transformers' run on Turing and dequantize below.
        if (q == Quantization::Mxfp4 && w.engine == Engine::Vllm && !w.isTraining())
            used.emplace_back("quantization", "mxfp4_vllm");
        else if (q == Quantization::Nvfp4 && w.engine == Engine::Vllm && !w.isTraining())
            used.emplace_back("quantization", "nvfp4_vllm");
        else
            used.emplace_back("quantization", std::string(toString(q)));
    }
    // vLLM picks its own attention backend for the GPU; only a Transformers run asks for one.
    if (w.engine == Engine::Transformers || w.isTraining())
        used.emplace_back("attention", std::string(toString(w.attention)));
    if (!w.isTraining() && w.engine == Engine::Vllm)
        used.emplace_back("engine", "vllm");
    // vLLM runs DeepSeek sparse attention (DeepSeek-V3.2, GLM-5, DeepSeek-V4) only through
    // FlashMLA's sparse kernels.
    if (!w.isTraining() && w.engine == Engine::Vllm && w.model.sparseTopK > 0)
        used.emplace_back("attention", "sparse_vllm");
    for (const auto &[kind, feature] : used) {
        for (const CompatRule &r : rules) {
            if (r.kind != kind || r.feature != feature || cc + 1e-9 >= r.minComputeCapability)
                continue;
            CompatIssue issue;
            issue.code = r.code;
            const std::string shown = feature == "fp8_vllm"     ? std::string("fp8")
                                      : feature == "mxfp4_vllm" ? std::string("mxfp4")
                                      : feature == "nvfp4_vllm" ? std::string("nvfp4")
                                      : feature == "sparse_vllm"
                                          ? std::string("FlashMLA sparse attention")
                                          : feature;
            issue.args = {arg::text(shown),
                          arg::text(ccText(r.minComputeCapability)),
                          arg::text(name),
                          arg::text(ccText(cc)),
                          arg::text(r.source),
                          arg::text(r.action == CompatAction::Block ? std::string() : r.fallback)};
            if (r.action == CompatAction::Block) {
                issue.blocks = true;
            } else {
                if (kind == "attention") {
                    if (const auto a = attentionFromString(r.fallback))
                        w.attention = *a;
                } else if (kind == "quantization") {
                    w.quantization = Quantization::None; // dequantized to 16 bits on load
                }
            }
            out.issues.push_back(std::move(issue));
        }
    }
    return out;
}

} // namespace gpuplanner
