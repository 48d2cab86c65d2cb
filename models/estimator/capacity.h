// Serving capacity: how many replicas of a model a traffic profile needs on each instance
// type within latency targets, and what that costs a month. A replica is one vLLM engine
// (continuous batching, chunked prefill) on `tensorParallel` GPUs of one instance; an
// instance of n GPUs holds n / tensorParallel replicas. Per replica and arrival rate λ:
//   - prefill is compute-bound: S(P) = the prompt's FLOPs at the prefill MFU
//     (throughput.h), the share of the prompt served from the prefix cache skipped;
//   - decode is one step of all N running sequences: the weights the step touches (MoE:
//     only the routed experts) and the KV cache read once, or compute-bound at large N;
//   - the GPU's time is shared: prefill takes ρ = λ·S̄ of it (chunked prefill runs prompt
//     chunks inside the decode steps), so a decode step takes t(N) / (1 − ρ);
//   - N from Little's law, N = λ·(TTFT + L_out·TPOT), solved as a fixed point; at a
//     percentile the number of running sequences is Poisson (M/G/∞): N + z·√N;
//   - TTFT = the wait for the prefill queue (M/G/1, Pollaczek–Khinchine mean with an
//     exponential tail for the percentile) + the prompt's prefill + one decode step;
//   - the KV cache (vLLM's budget, engines.h) and max_num_seqs cap N.
// The largest λ within every target is the replica's capacity. Formulas, sources and the
// published checks are in docs/capacity.md.
#pragma once

#include "estimator/catalog.h"
#include "estimator/memory.h"
#include "estimator/planner.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

struct TrafficProfile {
    double peakRps = 0;               // requests per second at the busiest hour
    std::optional<double> averageRps; // over the month; empty: from hourlyRps, else the peak
    std::vector<double> hourlyRps;    // a day of 24 hourly rates (empty: flat at the peak)
    double promptMean = 0;            // tokens
    double promptP95 = 0;             // 0: the mean (no spread)
    double outputMean = 0;            // tokens
    double outputP95 = 0;             // 0: the mean
    double prefixCacheShare = 0;      // 0–1 of the prompt tokens served from the prefix cache
    double ttftTarget = 0;            // seconds at the percentile; 0: no target
    double tpotTarget = 0;            // seconds at the percentile; 0: no target
    double e2eTarget = 0;             // seconds at the percentile; 0: no target
    double percentile = 95;           // 50–99.9
    int spareReplicas = 0;            // N+1 and more, on top of what the peak needs

    double average() const;
    // The hourly rates the month repeats: hourlyRps, or 24 × the peak.
    std::vector<double> day() const;
};

// Why a profile cannot be planned: "field: what is wrong" (field = the CLI flag's name
// without dashes, e.g. "rps", "prompt-p95"). Empty when it is valid.
std::vector<std::string> trafficProblems(const TrafficProfile &traffic);
// The same as codes for wording in the user's language (models/plan/capacityexport.h):
// field (the flag without dashes), code, the value given, the value it was compared with
// (the mean, the busiest hour), the hour of a day profile.
struct TrafficProblem {
    std::string field;
    std::string code; // rate_range, hours_count, hour_negative, peak_below_hour, average_range,
                      // length_range, p95_below_mean, prefix_range, target_range,
                      // percentile_range, spare_range
    double got = 0;
    double other = 0;
    int hour = -1;
};
std::vector<TrafficProblem> trafficIssues(const TrafficProfile &traffic);
std::string trafficProblemEnglish(const TrafficProblem &problem);

// What stops one replica from serving more requests per second.
enum class CapacityLimit { None, Ttft, Tpot, E2e, KvCache, MaxNumSeqs, Prefill };
std::string_view toString(CapacityLimit limit);

// One operating point of a replica.
struct LoadPoint {
    double rps = 0;
    double concurrency = 0;    // mean running sequences
    double concurrencyPct = 0; // at the percentile
    double ttft = 0;           // seconds at the percentile
    double tpot = 0;           // seconds at the percentile
    double e2e = 0;            // seconds at the percentile
    double prefillShare = 0;   // ρ: share of the GPU's time spent on prefill
    double ttftMean = 0;       // seconds, the mean (closed loops report means)
    double tpotMean = 0;
};

// A replica's latency at `concurrency` running sequences (no queueing): the chart of TPOT
// and TTFT against concurrency.
struct ConcurrencyPoint {
    int concurrency = 0;
    double ttft = 0; // a mean-length prompt's prefill with this many sequences decoding
    double tpot = 0;
};

// One replica solved for one traffic profile: its prefill times are of that traffic's
// prompts (the mean's and the percentile's), so ask loadPoint, closedLoop and costCurve
// with the same profile.
struct ReplicaModel {
    int tensorParallel = 1;
    // vLLM data-parallel attention with expert parallel (Workload::dpAttention): the engine
    // spans dataParallel × tensorParallel GPUs, and this model is one of its ranks (its own
    // sequences, KV cache and prefills); 1: tensor parallel alone.
    int dataParallel = 1;
    int replicasPerInstance = 1;  // replicas, or data-parallel ranks, on one instance
    double kvTokenCapacity = 0;   // tokens the KV cache holds (per replica)
    double chunkTokens = 8192;    // max_num_batched_tokens: the tokens one engine step runs
    int maxConcurrency = 0;       // sequences: min(KV cache at prompt + output, max_num_seqs)
    bool kvLimited = false;       // maxConcurrency comes from the KV cache
    double prefillSeconds = 0;    // one mean prompt, alone
    double prefillSecondsPct = 0; // one prompt of the percentile's length, alone
    // Over prompts of the traffic's spread of lengths: the mean prefill and its standard
    // deviation (attention makes the mean more than the mean prompt's); 0: no spread.
    double prefillMeanSeconds = 0;
    double prefillSdSeconds = 0;
    double decodeStep1 = 0;          // one decode step of one sequence
    std::vector<double> stepSeconds; // decode step at 1..maxConcurrency sequences
    double maxRps = 0;               // within every target; 0: none reachable
    LoadPoint atMax;                 // the operating point at maxRps
    CapacityLimit limit = CapacityLimit::None;
    std::string kernel; // the decode kernel whose efficiency is used
};

enum class CapacityVerdict { Serves, CannotMeetTargets, DoesNotFit, NoPrice };
std::string_view toString(CapacityVerdict v);

struct MonthlyCost {
    std::optional<double>
        payAsYouGo; // every replica for 730 h (autoscaled hourly with a day profile)
    std::optional<double> subscription; // the peak's replicas on monthly subscription
    std::optional<double> spot;         // pay-as-you-go's hours at the spot price
    std::optional<double> mixed;        // subscription for the base, pay-as-you-go above it
    int mixedBaseInstances = 0;         // instances on subscription in the mixed plan
};

struct CapacityRow {
    const InstanceType *type = nullptr;
    const GpuModel *gpu = nullptr;
    CapacityVerdict verdict = CapacityVerdict::DoesNotFit;
    std::string why;                   // a reason code: ttft_unreachable, tpot_unreachable, …
    std::vector<Reason> reasons;       // the planner's, for a type where the model does not fit
    ReplicaModel replica;              // the chosen layout
    std::vector<ReplicaModel> layouts; // every layout the engine accepts that fits
    int replicas = 0;                  // at the peak, spares included
    int instances = 0;
    MonthlyCost cost;
    std::optional<double> monthlyCost;          // the cheapest of the four
    std::string costMode;                       // which: payg, subscription, spot, mixed
    std::optional<double> costPerMillionTokens; // the cheapest month / output tokens served
    double utilisationPct = 0;                  // average load / capacity bought at the peak
    std::string currency;
};

struct CapacityPlan {
    std::vector<CapacityRow> rows; // serving rows by monthly cost, then the others
    std::vector<std::string> assumptions;
};

// The capacity plan over the catalog. The workload gives the model, precision,
// quantization and engine limits (vLLM: max_num_seqs, gpu_memory_utilization,
// max_model_len); its batch and lengths are replaced by the traffic's.
CapacityPlan makeCapacityPlan(const Workload &workload, const TrafficProfile &traffic,
                              const Catalog &catalog, const PlanOptions &options);

// One replica of the workload on `tensorParallel` GPUs of this model (an instance of just
// those GPUs, linked as `interconnect` says in the catalog's words, e.g. "NVSwitch" or
// "PCIe Gen4"; empty: undocumented, taken as PCIe), solved for the traffic's targets;
// nullopt when the model does not fit or vLLM refuses the layout. With dataParallel > 1
// (a MoE model), one rank of data-parallel attention over tensorParallel × dataParallel
// GPUs. The published checks (docs/capacity.md) use it.
std::optional<ReplicaModel> replicaOn(const Workload &workload, const TrafficProfile &traffic,
                                      const GpuModel &gpu, int tensorParallel,
                                      const std::string &interconnect = {}, int dataParallel = 1);

// A closed loop of `clients` users, each sending its next request when the last one ends
// (benchmark tools' "concurrency"): the mean latencies and throughput it settles at. Clients
// beyond the replica's concurrency cap wait for a free slot, which adds to their TTFT.
struct ClosedLoopPoint {
    int clients = 0;
    double running = 0;
    double rps = 0;
    double ttft = 0; // mean
    double tpot = 0; // mean
    double outputTokensPerSecond = 0;
};
std::optional<ClosedLoopPoint> closedLoop(const ReplicaModel &replica,
                                          const TrafficProfile &traffic, int clients);

// The replica's operating point at arrival rate `rps` (nullopt: it cannot keep up).
std::optional<LoadPoint> loadPoint(const ReplicaModel &replica, const TrafficProfile &traffic,
                                   double rps);

// TTFT and TPOT against concurrency for a replica (chart data), 1..maxConcurrency.
std::vector<ConcurrencyPoint> concurrencyCurve(const ReplicaModel &replica);

// Instances needed and the monthly pay-as-you-go cost as the peak grows: the step curve of
// the cost chart, at `points` evenly spaced peaks up to `maxRps`.
struct CostStep {
    double peakRps = 0;
    int instances = 0;
    double monthlyCost = 0;
};
std::vector<CostStep> costCurve(const CapacityRow &row, const TrafficProfile &traffic,
                                double maxRps, int points);

// The z-score of a percentile (standard normal quantile), 50 → 0, 95 → 1.645.
double normalQuantile(double percentile);

} // namespace gpuplanner
