#include "estimator/capacity.h"

#include "estimator/engines.h"
#include "estimator/fit.h"
#include "estimator/hardware.h"
#include "estimator/planunits.h"
#include "estimator/text.h"
#include "estimator/throughput.h"
#include "estimator/units.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

namespace gpuplanner {

namespace {

constexpr double kDaysPerMonth = kHoursPerMonth / 24;
// z of the 95th percentile: a p95 length gives the spread σ = (p95 − mean) / z95.
constexpr double kZ95 = 1.6448536269514722;
// Steps of the decode table; a larger max_num_seqs is capped here (and said so).
constexpr int kMaxTabulated = 4096;
// vLLM's default token budget of one scheduler step (max_num_batched_tokens) when chunked
// prefill is on: a prompt is prefilled in chunks of at most this many tokens, one chunk per
// decode step (vllm/config.py SchedulerConfig; V1 default for online serving).
constexpr double kDefaultStepTokens = 8192;

double spreadOf(double mean, double p95)
{
    return p95 > mean ? (p95 - mean) / kZ95 : 0;
}

// Decode step of a replica at `n` running sequences (linear between the tabulated ones).
double stepAt(const ReplicaModel &r, double n)
{
    if (r.stepSeconds.empty())
        return 0;
    if (n <= 1)
        return r.stepSeconds.front();
    const double last = static_cast<double>(r.stepSeconds.size());
    if (n >= last)
        return r.stepSeconds.back() * n / last; // beyond the table: proportional (never used
                                                // for a feasible point; keeps it monotone)
    const auto i = static_cast<std::size_t>(std::floor(n));
    const double f = n - std::floor(n);
    return r.stepSeconds[i - 1] * (1 - f) + r.stepSeconds[i] * f;
}

// A prompt's length, mean and at the percentile, whole and what the prefix cache leaves
// to prefill (lengths at the percentile: mean + z σ, σ from the p95).
struct PromptLengths {
    double mean = 1;  // uncached
    double sigma = 0; // uncached
    double pct = 1;   // uncached, at the percentile
    double wholeMean = 1;
    double wholePct = 1;
};

PromptLengths promptLengths(const TrafficProfile &t)
{
    PromptLengths l;
    const double z = normalQuantile(t.percentile);
    const double keep = 1 - std::clamp(t.prefixCacheShare, 0.0, 0.999);
    l.wholeMean = std::max(1.0, t.promptMean);
    l.wholePct = std::max(l.wholeMean, t.promptMean + z * spreadOf(t.promptMean, t.promptP95));
    l.mean = std::max(1.0, t.promptMean * keep);
    l.sigma = spreadOf(t.promptMean, t.promptP95) * keep;
    l.pct = std::max(l.mean, l.mean + z * l.sigma);
    return l;
}

struct Evaluated {
    std::optional<LoadPoint> point;
    CapacityLimit fails = CapacityLimit::None; // the first target or cap it misses
};

double stepTokens(const Workload &w)
{
    return w.maxNumBatchedTokens > 0 ? w.maxNumBatchedTokens : kDefaultStepTokens;
}

// closedLoop: the arrivals are a closed loop's clients, each sending when its last request
// ends, so an arriving prompt sees the other running sequences only (Poisson arrivals see
// the time average, PASTA).
Evaluated evaluate(const ReplicaModel &r, const TrafficProfile &t, double chunkTokens, double rps,
                   bool closedLoop = false)
{
    Evaluated out;
    const double z = normalQuantile(t.percentile);
    const PromptLengths prompt = promptLengths(t);
    const double promptMean = prompt.mean;
    const double promptPct = prompt.pct;
    const double outMean = std::max(1.0, t.outputMean);
    const double outPct = std::max(outMean, outMean + z * spreadOf(t.outputMean, t.outputP95));
    // The prefill of a prompt: mean and spread over the prompts' lengths (the mean prompt's
    // and the lengths' spread when they do not vary).
    const bool spread = r.prefillMeanSeconds > 0;
    const double s = spread ? r.prefillMeanSeconds : r.prefillSeconds;
    const double cv = spread ? r.prefillSdSeconds / s : prompt.sigma / promptMean;
    const double rho = rps * s;
    if (rho >= 1) {
        out.fails = CapacityLimit::Prefill;
        return out;
    }
    // M/G/1 (Pollaczek–Khinchine): mean wait for the prefill queue.
    const double wait = rps * s * s * (1 + cv * cv) / (2 * (1 - rho));
    auto chunks = [&](double prompt) {
        return std::max(1.0, std::ceil(prompt / chunkTokens));
    };
    // The mean TTFT at n running sequences and a mean TPOT: a new prompt joins at the next
    // step boundary, so when others are running it waits out the step under way, half a
    // step on average (b = 1 − e^−n: Poisson arrivals see the time average; a closed loop's
    // client sees the n − 1 others); the steps its own chunks run in carry the chunks of
    // the prompts that came meanwhile too: average steps, t(N) / (1 − ρ).
    auto busyAt = [closedLoop](double running) {
        return 1 - std::exp(-std::max(0.0, closedLoop ? running - 1 : running));
    };
    auto meanTtft = [&](double running, double tpot) {
        return wait + busyAt(running) * tpot / 2 + s + chunks(promptMean) * tpot;
    };
    // Little's law, N = λ · (TTFT + L_out · TPOT), as a fixed point (monotone from below).
    double n = 0;
    for (int i = 0; i < 200; ++i) {
        const double tpot = stepAt(r, std::max(1.0, n)) / (1 - rho);
        const double next = rps * (meanTtft(n, tpot) + (outMean - 1) * tpot);
        if (std::abs(next - n) < 1e-9 * std::max(1.0, n)) {
            n = next;
            break;
        }
        n = next;
        if (n > r.maxConcurrency * 4.0 + 16)
            break; // far past the cap: it cannot keep up
    }
    LoadPoint p;
    p.rps = rps;
    p.prefillShare = rho;
    p.concurrency = n;
    p.concurrencyPct = n + z * std::sqrt(std::max(0.0, n)); // Poisson (M/G/∞) at the percentile
    if (p.concurrencyPct > r.maxConcurrency + 1e-9) {
        out.fails = r.kvLimited ? CapacityLimit::KvCache : CapacityLimit::MaxNumSeqs;
        return out;
    }
    const double stepMean = stepAt(r, std::max(1.0, n));
    p.tpotMean = stepMean / (1 - rho);
    p.ttftMean = meanTtft(n, p.tpotMean);
    const double step = stepAt(r, std::max(1.0, p.concurrencyPct));
    p.tpot = step / (1 - rho);
    // Exponential tail of the wait: P(W > x) = ρ · exp(−x ρ / E[W]) (exact for M/M/1).
    const double q = 1 - std::clamp(t.percentile, 50.0, 99.99) / 100;
    const double waitPct = rho > q && wait > 0 ? wait / rho * std::log(rho / q) : 0;
    // At the percentile: a whole step under way, the prompt's length at the percentile
    // (its prefill more than in proportion: attention grows with the square of the length).
    const double sPct = r.prefillSecondsPct > 0 ? r.prefillSecondsPct : s * promptPct / promptMean;
    p.ttft = waitPct + busyAt(n) * p.tpot + sPct + chunks(promptPct) * p.tpot;
    p.e2e = p.ttft + (outPct - 1) * p.tpot;
    out.point = p;
    if (t.ttftTarget > 0 && p.ttft > t.ttftTarget)
        out.fails = CapacityLimit::Ttft;
    else if (t.tpotTarget > 0 && p.tpot > t.tpotTarget)
        out.fails = CapacityLimit::Tpot;
    else if (t.e2eTarget > 0 && p.e2e > t.e2eTarget)
        out.fails = CapacityLimit::E2e;
    return out;
}

// The largest arrival rate within every target, by bisection (every figure grows with λ).
void solveCapacity(ReplicaModel &r, const TrafficProfile &t, double chunkTokens)
{
    r.maxRps = 0;
    r.limit = CapacityLimit::None;
    if (r.prefillSeconds <= 0 || r.stepSeconds.empty())
        return;
    double lo = 1e-9;
    const Evaluated first = evaluate(r, t, chunkTokens, lo);
    if (first.fails != CapacityLimit::None) {
        r.limit = first.fails; // not even one request at a time
        if (first.point)
            r.atMax = *first.point;
        return;
    }
    double hi = 1 / r.prefillSeconds;
    LoadPoint best = *first.point;
    for (int i = 0; i < 200 && hi - lo > 1e-6 * hi; ++i) {
        const double mid = hi / lo > 1.01 ? std::sqrt(lo * hi) : (lo + hi) / 2;
        const Evaluated e = evaluate(r, t, chunkTokens, mid);
        if (e.fails == CapacityLimit::None) {
            lo = mid;
            best = *e.point;
        } else {
            hi = mid;
        }
    }
    r.maxRps = lo;
    r.atMax = best;
    r.limit = evaluate(r, t, chunkTokens, std::min(hi, lo * 1.001 + 1e-12)).fails;
    if (r.limit == CapacityLimit::None)
        r.limit = CapacityLimit::Prefill;
}

struct LayoutKey {
    std::string gpu;
    int tp = 1;
    int dp = 1;
    long long totalMib = 0;
    long long fractionPpm = 0;
    int linkKind = 0; // tensor parallel's link (its all-reduces are in the decode step)
    long long linkMBs = 0;
    bool operator<(const LayoutKey &o) const
    {
        return std::tie(gpu, tp, dp, totalMib, fractionPpm, linkKind, linkMBs) <
               std::tie(o.gpu, o.tp, o.dp, o.totalMib, o.fractionPpm, o.linkKind, o.linkMBs);
    }
};

std::optional<ReplicaModel> buildReplica(const Workload &base, const TrafficProfile &t,
                                         const InstanceType &type, const GpuModel &gpu,
                                         const CardMemory &card, int tp, int dp, double peak,
                                         double fraction, bool &capped)
{
    if (vllmTensorParallelProblem(base, tp))
        return std::nullopt;
    Workload w = base;
    applyVllmServeDefaults(w, card.totalGib, gpu.id + ' ' + gpu.name); // engines.h
    w.tensorParallel = tp;
    w.gpusPerNode = tp * dp; // batch: one data-parallel rank's sequences
    w.dpAttention = dp > 1;
    w.nodes = 1;
    w.pipelineParallel = 1;
    w.batch = 1;
    w.promptLen = static_cast<int>(std::lround(std::max(1.0, t.promptMean)));
    w.outputLen = static_cast<int>(std::lround(std::max(1.0, t.outputMean)));
    w.gpuMemoryGib = card.totalGib;
    const MemoryEstimate e = estimateMemory(w);
    const VllmBudget v = vllmBudget(w, e, card.totalGib);
    if (!v.startsUp || v.kvBytesPerToken <= 0)
        return std::nullopt;
    ReplicaModel r;
    r.tensorParallel = tp;
    r.dataParallel = dp;
    r.replicasPerInstance = std::max(1, type.gpuCount / tp);
    r.kvTokenCapacity = v.kvTokenCapacity;
    r.chunkTokens = stepTokens(w);
    const double length = t.promptMean + t.outputMean;
    const double blocks = std::ceil(length / kVllmBlockSize);
    const double kvSequences = std::floor(v.kvTokenCapacity / kVllmBlockSize / blocks);
    const int maxSeqs = v.maxNumSeqs;
    r.kvLimited = kvSequences < maxSeqs;
    const double cap = std::min<double>(maxSeqs, kvSequences);
    if (cap < 1)
        return std::nullopt;
    capped = capped || cap > kMaxTabulated;
    r.maxConcurrency = static_cast<int>(std::min<double>(cap, kMaxTabulated));
    MemoryBreakdown g = e.perGpu;
    const double kvPerSequenceGib = v.kvBytesPerToken * length / kBytesPerGiB;
    r.stepSeconds.reserve(static_cast<std::size_t>(r.maxConcurrency));
    const std::optional<Link> link = tp * dp > 1 ? intraInstanceLink(type, &gpu) : std::nullopt;
    for (int n = 1; n <= r.maxConcurrency; ++n) {
        Workload wn = w;
        wn.batch = n;
        g.kvCacheGib = kvPerSequenceGib * n;
        const auto s = servingThroughput(wn, g, type, gpu, peak, fraction, std::nullopt, &link);
        if (!s)
            return std::nullopt;
        if (n == 1)
            r.kernel = s->kernel.kernel;
        // Never faster with more sequences (the kernel efficiency changes at batch 2).
        r.stepSeconds.push_back(
            std::max(s->decodeStepSeconds, r.stepSeconds.empty() ? 0.0 : r.stepSeconds.back()));
    }
    r.decodeStep1 = r.stepSeconds.front();
    // One prompt's prefill alone, at the mean length and at the percentile's: what the
    // prefix cache leaves, its attention over the cached part included.
    const PromptLengths lengths = promptLengths(t);
    g.kvCacheGib = kvPerSequenceGib;
    auto prefill = [&](double uncached, double whole) -> std::optional<double> {
        Workload wp = w;
        wp.promptLen = static_cast<int>(std::lround(std::max(1.0, uncached)));
        const auto s = servingThroughput(wp, g, type, gpu, peak, fraction, std::nullopt, &link,
                                         std::max(0.0, whole - wp.promptLen));
        return s ? std::optional<double>(s->prefillSeconds) : std::nullopt;
    };
    const auto mean = prefill(lengths.mean, lengths.wholeMean);
    const auto pct = prefill(lengths.pct, lengths.wholePct);
    if (!mean || !pct)
        return std::nullopt;
    r.prefillSeconds = *mean;
    r.prefillSecondsPct = *pct;
    // Spread lengths: the prefill is a quadratic in the length (the GEMMs linear, attention
    // quadratic), fitted through the mean and the p95 length and twice as far; over
    // lengths normal with the traffic's σ its mean is S(μ) + β σ² and its variance
    // g² σ² + 2 β² σ⁴ (g its slope at μ).
    const double p1 = std::lround(std::max(1.0, lengths.mean));
    const double step = std::round(lengths.sigma * kZ95);
    if (step >= 1) {
        const double p2 = p1 + step;
        const double p3 = p1 + 2 * step;
        const double keep = lengths.mean / lengths.wholeMean;
        const auto near = prefill(p2, p2 / keep);
        const auto far = prefill(p3, p3 / keep);
        if (!near || !far)
            return std::nullopt;
        const double f12 = (*near - *mean) / (p2 - p1);
        const double f23 = (*far - *near) / (p3 - p2);
        const double beta = std::max(0.0, (f23 - f12) / (p3 - p1));
        const double slope = f12 - beta * (p2 - p1);
        const double var = lengths.sigma * lengths.sigma;
        r.prefillMeanSeconds = *mean + beta * var;
        r.prefillSdSeconds =
            std::sqrt(std::max(0.0, slope * slope * var + 2 * beta * beta * var * var));
    }
    return r;
}

// The dense tensor throughput a replica's matmuls run at: 16 bits for quantized weights and
// for FP8 weight-only (Marlin) on GPUs without FP8 tensor cores.
std::optional<double> computePeak(const Workload &w, const GpuModel &gpu)
{
    Precision compute = w.quantization != Quantization::None ? Precision::Fp16 : w.precision;
    if (w.precision == Precision::Fp8 && gpu.fp8 != Tristate::Yes)
        compute = Precision::Bf16;
    return peakTflops(gpu, compute);
}

int instancesFor(double rps, const ReplicaModel &r, int spare)
{
    if (r.maxRps <= 0)
        return 0;
    const int replicas = rps > 0 ? static_cast<int>(std::ceil(rps / r.maxRps - 1e-9)) : 0;
    const int withSpare = replicas + spare;
    return (withSpare + r.replicasPerInstance - 1) / r.replicasPerInstance;
}

std::optional<double> perInstanceHour(const PlanRow *row)
{
    if (!row || !row->pricePerHour || row->instances < 1)
        return std::nullopt;
    return *row->pricePerHour / row->instances;
}

// One instance's hourly price under another pricing mode: the pay-as-you-go row priced
// again (what fits and how fast does not depend on the mode), rather than two more plans
// of the whole catalog.
std::optional<double> perInstanceHourUnder(const PlanRow &row, PricingMode mode,
                                           const Catalog &catalog, PlanOptions o)
{
    if (!row.type)
        return std::nullopt;
    PlanRow priced;
    priced.type = row.type;
    priced.gpu = row.gpu;
    priced.instances = row.instances;
    priced.gpusUsed = row.gpusUsed;
    priced.hours = row.hours;
    priced.tokensPerSecond = row.tokensPerSecond;
    priced.currency = row.currency;
    o.pricing = mode;
    planunits::priceAndCost(priced, *row.type, catalog, o);
    return perInstanceHour(&priced);
}

using LayoutCache = std::map<LayoutKey, std::optional<ReplicaModel>>;

// Every layout of a type that the engine accepts and that fits, solved for its capacity;
// types with the same GPU, memory and slice share the work.
void addLayouts(CapacityRow &row, const Workload &base, const TrafficProfile &traffic,
                const InstanceType &t, const GpuModel &gpu, double peakTf, double fraction,
                int smallestTp, LayoutCache &layoutCache, bool &capped)
{
    const CardMemory card = cardMemoryOf(t, &gpu);
    // Every tensor-parallel size from the planner's smallest fitting one up to the
    // instance's GPUs that divides them and that vLLM accepts; for a MoE model on vLLM also
    // data-parallel attention over all of them (vLLM's recipes for DeepSeek, Kimi and GLM:
    // --data-parallel-size N --enable-expert-parallel), which keeps one copy of each
    // sequence's KV cache where tensor parallel beyond the KV heads keeps one per GPU.
    std::vector<std::pair<int, int>> shapes; // tensor parallel, data parallel
    for (int tp = std::max(1, smallestTp); tp <= std::max(1, t.gpuCount); ++tp)
        if (t.gpuCount % tp == 0)
            shapes.emplace_back(tp, 1);
    if (base.engine == Engine::Vllm && base.model.isMoe() && t.gpuCount > 1 && fraction >= 1)
        shapes.emplace_back(1, t.gpuCount);
    for (const auto &[tp, dp] : shapes) {
        const std::optional<Link> link = tp * dp > 1 ? intraInstanceLink(t, &gpu) : std::nullopt;
        const LayoutKey key{gpu.id,
                            tp,
                            dp,
                            std::llround(card.totalGib * 1024),
                            std::llround(fraction * 1e6),
                            link ? static_cast<int>(link->kind) : 0,
                            link ? std::llround(link->busGBs * 1000) : 0};
        auto it = layoutCache.find(key);
        if (it == layoutCache.end()) {
            std::optional<ReplicaModel> r = buildReplica(base, traffic, t, gpu, card, tp, dp,
                                                         peakTf * fraction, fraction, capped);
            if (r)
                solveCapacity(*r, traffic, r->chunkTokens);
            it = layoutCache.emplace(key, std::move(r)).first;
        }
        if (it->second) {
            ReplicaModel r = *it->second;
            r.replicasPerInstance = std::max(1, t.gpuCount / tp);
            row.layouts.push_back(std::move(r));
        }
    }
}

// The monthly cost of a row's instances under each pricing mode, the cheapest of them and
// the cost per million output tokens it implies.
void priceRow(CapacityRow &row, const ReplicaModel &best, int bestInstances, const PlanRow &planRow,
              const Catalog &catalog, const PlanOptions &o, const TrafficProfile &traffic)
{
    const std::vector<double> day = traffic.day();
    const bool profiled = traffic.hourlyRps.size() == 24;
    const double average = traffic.average();
    // ---- Monthly cost ----
    const auto paygHour = perInstanceHour(&planRow);
    const auto subHour = perInstanceHourUnder(planRow, PricingMode::Subscription, catalog, o);
    const auto spotHour = perInstanceHourUnder(planRow, PricingMode::Spot, catalog, o);
    std::vector<int> hourly;
    for (double rps : day)
        hourly.push_back(instancesFor(rps, best, traffic.spareReplicas));
    auto autoscaled = [&](double perHour) {
        if (!profiled)
            return bestInstances * kHoursPerMonth * perHour;
        double sum = 0;
        for (int n : hourly)
            sum += n * kDaysPerMonth * perHour;
        return sum;
    };
    if (paygHour)
        row.cost.payAsYouGo = autoscaled(*paygHour);
    if (subHour)
        row.cost.subscription = bestInstances * *subHour * kHoursPerMonth;
    if (spotHour)
        row.cost.spot = autoscaled(*spotHour);
    if (paygHour && subHour) {
        // The base on subscription, every instance above it pay-as-you-go by the hour:
        // the cheapest base from none (pure pay-as-you-go) to the peak's (pure
        // subscription).
        double bestMix = std::numeric_limits<double>::infinity();
        int bestBase = 0;
        for (int b = 0; b <= bestInstances; ++b) {
            double cost = b * *subHour * kHoursPerMonth;
            for (int n : hourly)
                cost += std::max(0, n - b) * kDaysPerMonth * *paygHour;
            if (!profiled) // a flat day: the peak's instances all month
                cost = b * *subHour * kHoursPerMonth +
                       (bestInstances - b) * kHoursPerMonth * *paygHour;
            if (cost < bestMix - 1e-9) {
                bestMix = cost;
                bestBase = b;
            }
        }
        row.cost.mixed = bestMix;
        row.cost.mixedBaseInstances = bestBase;
    }
    const std::pair<const char *, const std::optional<double> *> modes[] = {
        {"payg", &row.cost.payAsYouGo},
        {"subscription", &row.cost.subscription},
        {"spot", &row.cost.spot},
        {"mixed", &row.cost.mixed}};
    for (const auto &[name, cost] : modes) {
        if (*cost && (!row.monthlyCost || **cost < *row.monthlyCost - 1e-9)) {
            row.monthlyCost = **cost;
            row.costMode = name;
        }
    }
    const double outputTokens = average * std::max(1.0, traffic.outputMean) * 3600 * kHoursPerMonth;
    if (row.monthlyCost && outputTokens > 0)
        row.costPerMillionTokens = *row.monthlyCost / outputTokens * 1e6;
}

} // namespace

std::optional<ReplicaModel> replicaOn(const Workload &workload, const TrafficProfile &traffic,
                                      const GpuModel &gpu, int tensorParallel,
                                      const std::string &interconnect, int dataParallel)
{
    Workload base = workload;
    base.task = Task::Inference;
    base.engine = Engine::Vllm;
    InstanceType t;
    t.id = gpu.id;
    t.gpuModelId = gpu.id;
    const int dp = std::max(1, dataParallel);
    t.gpuCount = std::max(1, tensorParallel) * dp;
    t.gpuMemoryGib = gpu.memoryGib.value_or(0);
    t.interconnect = interconnect;
    const std::optional<double> peak = computePeak(base, gpu);
    if (!peak)
        return std::nullopt;
    bool capped = false;
    std::optional<ReplicaModel> r = buildReplica(base, traffic, t, gpu, cardMemoryOf(t, &gpu),
                                                 t.gpuCount / dp, dp, *peak, 1.0, capped);
    if (r)
        solveCapacity(*r, traffic, r->chunkTokens);
    return r;
}

std::optional<ClosedLoopPoint> closedLoop(const ReplicaModel &replica,
                                          const TrafficProfile &traffic, int clients)
{
    if (clients < 1 || replica.prefillSeconds <= 0 || replica.stepSeconds.empty())
        return std::nullopt;
    TrafficProfile mean = traffic;
    mean.percentile = 50; // means, and no targets: the loop settles where it settles
    mean.ttftTarget = mean.tpotTarget = mean.e2eTarget = 0;
    const double running = std::min(clients, replica.maxConcurrency);
    // The arrival rate at which the running sequences (Little's law) equal the slots used.
    double lo = 0;
    double hi = 1 / replica.prefillSeconds;
    std::optional<LoadPoint> at;
    for (int i = 0; i < 200 && hi - lo > 1e-9 * hi; ++i) {
        const double mid = (lo + hi) / 2;
        const Evaluated e = evaluate(replica, mean, replica.chunkTokens, mid, true);
        if (e.point && e.point->concurrency <= running) {
            lo = mid;
            at = e.point;
        } else {
            hi = mid;
        }
    }
    if (!at)
        return std::nullopt;
    ClosedLoopPoint p;
    p.clients = clients;
    p.running = at->concurrency;
    p.rps = at->rps;
    p.tpot = at->tpotMean;
    p.ttft = at->ttftMean + (clients > running ? (clients - running) / at->rps : 0);
    p.outputTokensPerSecond = at->rps * std::max(1.0, traffic.outputMean);
    return p;
}

std::optional<LoadPoint> loadPoint(const ReplicaModel &replica, const TrafficProfile &traffic,
                                   double rps)
{
    return evaluate(replica, traffic, replica.chunkTokens, rps).point;
}

std::vector<ConcurrencyPoint> concurrencyCurve(const ReplicaModel &r)
{
    std::vector<ConcurrencyPoint> out;
    for (std::size_t i = 0; i < r.stepSeconds.size(); ++i) {
        ConcurrencyPoint p;
        p.concurrency = static_cast<int>(i + 1);
        p.tpot = r.stepSeconds[i];
        p.ttft = r.prefillSeconds + r.stepSeconds[i];
        out.push_back(p);
    }
    return out;
}

std::vector<CostStep> costCurve(const CapacityRow &row, const TrafficProfile &traffic,
                                double maxRps, int points)
{
    std::vector<CostStep> out;
    if (row.replica.maxRps <= 0 || points < 2 || maxRps <= 0)
        return out;
    const double hourly = row.cost.payAsYouGo && row.instances > 0
                              ? *row.cost.payAsYouGo / kHoursPerMonth / row.instances
                              : 0;
    for (int i = 1; i <= points; ++i) {
        CostStep s;
        s.peakRps = maxRps * i / points;
        s.instances = instancesFor(s.peakRps, row.replica, traffic.spareReplicas);
        s.monthlyCost = s.instances * hourly * kHoursPerMonth;
        out.push_back(s);
    }
    return out;
}

CapacityPlan makeCapacityPlan(const Workload &workload, const TrafficProfile &traffic,
                              const Catalog &catalog, const PlanOptions &options)
{
    CapacityPlan out;
    Workload base = workload;
    base.task = Task::Inference;
    base.engine = Engine::Vllm;
    base.batch = 1;
    base.promptLen = static_cast<int>(std::lround(std::max(1.0, traffic.promptMean)));
    base.outputLen = static_cast<int>(std::lround(std::max(1.0, traffic.outputMean)));
    if (workload.engine != Engine::Vllm)
        out.assumptions.push_back("capacity_assumes_vllm");
    PlanOptions o = options;
    o.servingHours = kHoursPerMonth;
    o.maxNodes = 1; // a replica inside one instance
    // The serving plan's purchase options: pay-as-you-go, subscription, spot and their mix
    // (priceRow); the catalog is planned once, pay-as-you-go, and priced again per mode.
    o.pricing = PricingMode::PayAsYouGo;
    const Plan payg = makePlan(base, catalog, o);
    const double average = traffic.average();
    bool capped = false;
    LayoutCache layoutCache;

    for (const PlanRow &planRow : payg.rows) {
        if (!planRow.type)
            continue;
        const InstanceType &t = *planRow.type;
        CapacityRow row;
        row.type = &t;
        row.gpu = planRow.gpu;
        row.currency = planRow.currency.empty() ? options.currency : planRow.currency;
        if (planRow.verdict == Verdict::DoesNotFit || !planRow.gpu) {
            row.verdict = CapacityVerdict::DoesNotFit;
            for (const Reason &r : planRow.reasons)
                if (r.severity == Severity::Blocker)
                    row.reasons.push_back(r);
            row.why = row.reasons.empty() ? "does_not_fit" : row.reasons.front().code;
            out.rows.push_back(std::move(row));
            continue;
        }
        const GpuModel &gpu = *planRow.gpu;
        const CardMemory card = cardMemoryOf(t, &gpu);
        const double fraction = t.gpuFraction.value_or(t.isVirtualGpu() ? 0 : 1);
        const std::optional<double> peakTf = computePeak(base, gpu);
        if (!peakTf || fraction <= 0) {
            row.verdict = CapacityVerdict::DoesNotFit;
            row.why = "speed_unknown";
            out.rows.push_back(std::move(row));
            continue;
        }
        addLayouts(row, base, traffic, t, gpu, *peakTf, fraction, planRow.tensorParallel,
                   layoutCache, capped);
        if (row.layouts.empty()) {
            row.verdict = CapacityVerdict::DoesNotFit;
            row.why = "no_layout";
            out.rows.push_back(std::move(row));
            continue;
        }
        // The layout that needs fewest instances at the peak; then the most requests per
        // second an instance serves.
        const ReplicaModel *best = nullptr;
        int bestInstances = 0;
        for (const ReplicaModel &r : row.layouts) {
            if (r.maxRps <= 0)
                continue;
            const int n = instancesFor(traffic.peakRps, r, traffic.spareReplicas);
            const double perInstance = r.maxRps * r.replicasPerInstance;
            if (!best || n < bestInstances ||
                (n == bestInstances && perInstance > best->maxRps * best->replicasPerInstance)) {
                best = &r;
                bestInstances = n;
            }
        }
        if (!best) {
            // Report the layout that came closest: the fastest one.
            const ReplicaModel *fastest = &row.layouts.front();
            for (const ReplicaModel &r : row.layouts)
                if (r.decodeStep1 < fastest->decodeStep1)
                    fastest = &r;
            row.replica = *fastest;
            row.verdict = CapacityVerdict::CannotMeetTargets;
            switch (fastest->limit) {
            case CapacityLimit::Ttft:
                row.why = "ttft_unreachable";
                break;
            case CapacityLimit::Tpot:
                row.why = "tpot_unreachable";
                break;
            case CapacityLimit::E2e:
                row.why = "e2e_unreachable";
                break;
            default:
                row.why = "capacity_unreachable";
            }
            out.rows.push_back(std::move(row));
            continue;
        }
        row.replica = *best;
        const int replicasAtPeak =
            static_cast<int>(std::ceil(traffic.peakRps / best->maxRps - 1e-9)) +
            traffic.spareReplicas;
        row.replicas = replicasAtPeak;
        row.instances = bestInstances;
        row.utilisationPct =
            replicasAtPeak > 0 ? average / (replicasAtPeak * best->maxRps) * 100 : 0;
        priceRow(row, *best, bestInstances, planRow, catalog, o, traffic);
        row.verdict = row.monthlyCost ? CapacityVerdict::Serves : CapacityVerdict::NoPrice;
        if (!row.monthlyCost)
            row.why = "no_price";
        out.rows.push_back(std::move(row));
    }
    if (capped)
        out.assumptions.push_back("capacity_concurrency_capped");
    auto rank = [](const CapacityRow &r) {
        switch (r.verdict) {
        case CapacityVerdict::Serves:
            return 0;
        case CapacityVerdict::NoPrice:
            return 1;
        case CapacityVerdict::CannotMeetTargets:
            return 2;
        case CapacityVerdict::DoesNotFit:
            return 3;
        }
        return 3;
    };
    std::stable_sort(out.rows.begin(), out.rows.end(),
                     [&](const CapacityRow &a, const CapacityRow &b) {
                         if (rank(a) != rank(b))
                             return rank(a) < rank(b);
                         if (a.monthlyCost && b.monthlyCost && *a.monthlyCost != *b.monthlyCost)
                             return *a.monthlyCost < *b.monthlyCost;
                         if (a.instances != b.instances)
                             return a.instances < b.instances;
                         return a.replica.maxRps * a.replica.replicasPerInstance >
                                b.replica.maxRps * b.replica.replicasPerInstance;
                     });
    return out;
}

} // namespace gpuplanner
