#include "estimator/solve.h"

#include "estimator/limits.h"
#include "estimator/text.h"
#include "estimator/timemodel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplanner {

namespace {

using text::fmt;

constexpr text::NameTable<SolveVariable, 3> kVariables = {
    {{SolveVariable::Batch, "batch"},
     {SolveVariable::SeqLen, "seq-len"},
     {SolveVariable::Concurrency, "concurrency"}}};
constexpr text::NameTable<SolveLimit, 6> kLimits = {{{SolveLimit::Memory, "memory"},
                                                     {SolveLimit::Table, "validation_table"},
                                                     {SolveLimit::ModelContext, "model_context"},
                                                     {SolveLimit::NothingFits, "nothing_fits"},
                                                     {SolveLimit::KvCache, "kv_cache"},
                                                     {SolveLimit::MaxNumSeqs, "max_num_seqs"}}};

// "12,345" for messages.
std::string grouped(long long v)
{
    std::string digits = std::to_string(v < 0 ? -v : v);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), ",");
    return v < 0 ? "-" + digits : digits;
}

double tableMax(std::string_view field)
{
    const limits::Limit *l = limits::byField(field);
    return l ? l->max : std::numeric_limits<int>::max();
}

// The target alone in a catalog, so that makePlan judges only it. A card becomes an
// instance type of its GPUs whose host RAM and vCPUs do not limit anything.
struct Prepared {
    Catalog catalog;
    PlanOptions options;
    std::string label;
    std::string error;
    std::string errorCode;
    MessageArgs errorArgs;
};

Prepared prepare(const Catalog &catalog, const PlanOptions &options, const SolveTarget &target)
{
    Prepared p;
    p.options = options;
    p.options.families.clear(); // the target is asked about whatever its family
    p.options.maxGpus.reset();  // constraints do not decide whether it fits
    p.options.budget.reset();
    p.options.deadlineHours.reset();
    CatalogData data;
    if (!target.instanceType.empty()) {
        const InstanceType *t = catalog.type(target.instanceType);
        if (!t) {
            p.error = "unknown instance type '" + target.instanceType + "'";
            p.errorCode = "unknown_type";
            p.errorArgs = {arg::text(target.instanceType)};
            return p;
        }
        data.types.push_back(*t);
        if (const GpuModel *g = catalog.gpuOf(*t))
            data.gpus.push_back(*g);
        if (const InstanceFamily *f = catalog.family(t->familyId))
            data.families.push_back(*f);
        p.label = t->id;
    } else {
        const GpuModel *g = catalog.gpu(target.gpuModel);
        if (!g) {
            p.error = "unknown GPU model '" + target.gpuModel + "'";
            p.errorCode = "unknown_gpu";
            p.errorArgs = {arg::text(target.gpuModel)};
            return p;
        }
        if (!g->memoryGib) {
            p.error = "the memory of " + g->name + " is undocumented";
            p.errorCode = "gpu_memory_unknown";
            p.errorArgs = {arg::text(g->name)};
            return p;
        }
        if (target.gpuCount < 1 || target.gpuCount > 64) {
            p.error = "a card target has 1 to 64 GPUs";
            p.errorCode = "gpu_count";
            return p;
        }
        InstanceType t;
        t.id = "card:" + g->id + "x" + std::to_string(target.gpuCount);
        t.gpuModelId = g->id;
        t.gpuLabel = g->name;
        t.gpuCount = target.gpuCount;
        t.gpuMemoryGib = *g->memoryGib;
        t.gpuFraction = 1;
        t.interconnect = cardInterconnect(*g);
        // Unknown host: large enough that neither host RAM nor vCPUs decide.
        t.memoryGib = 1e9;
        t.vcpu = 1 << 20;
        data.types.push_back(t);
        data.gpus.push_back(*g);
        p.label = std::to_string(target.gpuCount) + " × " + g->name;
    }
    p.catalog = Catalog(std::move(data));
    return p;
}

SolvePoint evaluate(const Workload &base, const Prepared &p, SolveVariable variable, int value)
{
    SolvePoint pt;
    pt.value = value;
    pt.workload = withValue(base, variable, value);
    const Plan plan = makePlan(pt.workload, p.catalog, p.options);
    const PlanRow &row = plan.rows.front();
    pt.verdict = row.verdict;
    pt.perGpu = row.memory->perGpu;
    pt.needGib = row.needPerGpuGib;
    pt.cardGib = row.cardGib;
    const bool vllm = pt.workload.task == Task::Inference && pt.workload.engine == Engine::Vllm;
    pt.usableGib = vllm ? pt.workload.vllmGpuMemoryUtilization * row.cardGib : row.cardGib;
    pt.view = vllm ? "vLLM budget" : "nvidia-smi";
    pt.instances = row.instances;
    pt.gpusUsed = row.gpusUsed;
    pt.sharding = row.sharding;
    pt.tensorParallel = row.tensorParallel;
    bool queued = false;
    for (const Reason &r : row.reasons) {
        const bool concurrency =
            r.code == "vllm_concurrency" &&
            (variable == SolveVariable::Concurrency || (variable == SolveVariable::Batch && vllm));
        if (r.severity == Severity::Blocker || concurrency)
            pt.reasons.push_back(r);
        queued = queued || concurrency;
    }
    pt.fits = row.verdict != Verdict::DoesNotFit && !queued;
    if (pt.fits)
        pt.reasons.clear();
    return pt;
}

std::string variableEn(SolveVariable v, bool training)
{
    switch (v) {
    case SolveVariable::Batch:
        return training ? "batch per GPU" : "concurrent sequences";
    case SolveVariable::SeqLen:
        return training ? "sequence length" : "context length";
    case SolveVariable::Concurrency:
        return "concurrent sequences";
    }
    return {};
}

} // namespace

Workload withValue(const Workload &w, SolveVariable variable, int value)
{
    Workload out = w;
    switch (variable) {
    case SolveVariable::Batch:
    case SolveVariable::Concurrency:
        out.batch = value;
        break;
    case SolveVariable::SeqLen:
        if (w.task == Task::Inference) {
            const int output = std::max(0, w.outputLen);
            out.promptLen = std::max(0, value - output);
            out.outputLen = output;
            if (out.maxModelLen > 0)
                out.maxModelLen = value;
        } else {
            out.seqLen = value;
        }
        break;
    }
    return out;
}

int valueOf(const Workload &w, SolveVariable variable)
{
    switch (variable) {
    case SolveVariable::Batch:
    case SolveVariable::Concurrency:
        return w.batch;
    case SolveVariable::SeqLen:
        return w.task == Task::Inference ? std::max(0, w.promptLen) + std::max(0, w.outputLen)
                                         : w.seqLen;
    }
    return 0;
}

std::optional<SolvePoint> judgeAt(const Workload &workload, const Catalog &catalog,
                                  const PlanOptions &options, const SolveTarget &target,
                                  SolveVariable variable, int value)
{
    const Prepared p = prepare(catalog, options, target);
    if (!p.error.empty())
        return std::nullopt;
    return evaluate(workload, p, variable, value);
}

SolveResult solve(const Workload &w, const Catalog &catalog, const PlanOptions &options,
                  const SolveTarget &target, SolveVariable variable, int step)
{
    SolveResult r;
    r.variable = variable;
    const bool training = w.isTraining();
    r.training = training;
    if (variable == SolveVariable::Concurrency && training) {
        r.error = "concurrent sequences are a serving question: maximize batch for training";
        r.errorCode = "concurrency_for_training";
        return r;
    }
    if (step < 0) {
        r.error = "the step must be at least 1";
        r.errorCode = "bad_step";
        return r;
    }
    r.step = step > 0 ? step : (variable == SolveVariable::SeqLen ? kDefaultSeqLenStep : 1);
    const Prepared p = prepare(catalog, options, target);
    if (!p.error.empty()) {
        r.error = p.error;
        r.errorCode = p.errorCode;
        r.errorArgs = p.errorArgs;
        return r;
    }
    r.targetLabel = p.label;

    // The range: the validation table's bounds, and the model's context for sequences.
    long long lower = 1;
    double upper = 0;
    bool contextCap = false;
    if (variable == SolveVariable::SeqLen) {
        if (training) {
            upper = tableMax("inputs.seq_len");
        } else {
            const int output = std::max(0, w.outputLen);
            lower = std::max(1, output);
            upper = tableMax("inputs.prompt_len") + output;
            if (w.maxModelLen > 0)
                upper = std::min(upper, tableMax("inputs.max_model_len"));
        }
        if (w.model.maxContext > 0 && w.model.maxContext < upper) {
            upper = w.model.maxContext;
            contextCap = true;
        }
    } else {
        upper = tableMax("inputs.batch");
    }
    const long long kMin = (lower + r.step - 1) / r.step;
    const long long kMax = static_cast<long long>(std::floor(upper / r.step));
    r.minValue =
        static_cast<int>(std::min<long long>(kMin * r.step, std::numeric_limits<int>::max()));
    r.maxValue = static_cast<int>(kMax * r.step);
    if (kMax < kMin) {
        r.error = "no " + variableEn(variable, training) + " in steps of " + grouped(r.step) +
                  " lies between " + grouped(lower) + " and " +
                  grouped(static_cast<long long>(upper));
        const int code =
            variable == SolveVariable::SeqLen ? (training ? 1 : 3) : (training ? 0 : 2);
        r.errorCode = "empty_range";
        r.errorArgs = {arg::count(code), arg::count(r.step), arg::count(static_cast<int>(lower)),
                       arg::count(static_cast<int>(upper))};
        return r;
    }
    auto at = [&](long long k) {
        ++r.evaluations;
        return evaluate(w, p, variable, static_cast<int>(k * r.step));
    };

    SolvePoint low = at(kMin);
    if (!low.fits) {
        r.ok = true;
        r.limit = SolveLimit::NothingFits;
        r.next = std::move(low);
        return r;
    }
    // Exponential search: double the distance until a value does not fit or the range ends.
    long long good = kMin;
    std::optional<SolvePoint> goodPoint = std::move(low);
    std::optional<long long> bad;
    std::optional<SolvePoint> badPoint;
    for (long long offset = 1;; offset *= 2) {
        const long long k = std::min(kMax, kMin + offset);
        if (k == good)
            break;
        SolvePoint pt = at(k);
        if (pt.fits) {
            good = k;
            goodPoint = std::move(pt);
            if (k == kMax)
                break;
        } else {
            bad = k;
            badPoint = std::move(pt);
            break;
        }
    }
    // Binary search between the last fitting and the first failing value.
    while (bad && *bad - good > 1) {
        const long long mid = good + (*bad - good) / 2;
        SolvePoint pt = at(mid);
        if (pt.fits) {
            good = mid;
            goodPoint = std::move(pt);
        } else {
            bad = mid;
            badPoint = std::move(pt);
        }
    }
    r.ok = true;
    r.value = static_cast<int>(good * r.step);
    r.atValue = std::move(goodPoint);
    if (bad) {
        r.limit = SolveLimit::Memory;
        // One more fits in memory, but vLLM would not run it at once: say what stops it.
        if (badPoint->verdict != Verdict::DoesNotFit)
            for (const Reason &reason : badPoint->reasons)
                if (reason.code == "vllm_concurrency")
                    r.limit = reason.args.size() > 3 && reason.args[3].number != 0
                                  ? SolveLimit::MaxNumSeqs
                                  : SolveLimit::KvCache;
        r.next = std::move(badPoint);
    } else {
        r.limit = contextCap ? SolveLimit::ModelContext : SolveLimit::Table;
        // Past the model's context the estimate still means something: say whether one
        // step more would fit. Past the validation table it does not.
        if (contextCap && r.value <= std::numeric_limits<int>::max() - r.step)
            r.next = at(good + 1);
    }
    return r;
}

std::string_view toString(SolveVariable v)
{
    return text::nameOf(kVariables, v);
}

std::string_view toString(SolveLimit l)
{
    return text::nameOf(kLimits, l);
}

std::optional<SolveVariable> solveVariableFromString(std::string_view t)
{
    if (t == "context" || t == "seq_len" || t == "sequence-length")
        return SolveVariable::SeqLen;
    return text::valueOf(kVariables, t);
}

} // namespace gpuplanner
