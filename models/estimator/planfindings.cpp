#include "estimator/planunits.h"

#include "estimator/text.h"
#include "estimator/throughput.h"
#include "estimator/timemodel.h"
#include "estimator/units.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplanner::planunits {

using text::fmt;

void addFindings(Plan &plan, const Workload &workload, const PlanOptions &o, double tokens)
{
    const bool training = workload.isTraining();
    // ---- Findings ----
    const MemoryEstimate own = estimateMemory(workload); // the scenario as given, for the findings
    auto finding = [&](std::string code, Severity s, MessageArgs args = {}) {
        plan.findings.push_back({std::move(code), s, std::move(args)});
    };
    const PlanRow *top = nullptr;
    for (const PlanRow &r : plan.rows) {
        if (r.verdict != Verdict::DoesNotFit) {
            top = &r;
            break;
        }
    }
    if (training && top && top->gpusUsed > 1) {
        const InterconnectClass ic = top->type->interconnectClass();
        const bool nv = ic == InterconnectClass::NvLink || ic == InterconnectClass::NvSwitch;
        finding("nvlink", nv ? Severity::Info : Severity::Warning, {arg::count(nv)});
    }
    if (training) { // a recommendation for training data pipelines, not for serving
        const HostRam &h = top ? top->memory->hostRam : own.hostRam;
        MessageArgs args = {arg::num(h.ruleMinGib, 0), arg::num(h.ruleMaxGib, 0)};
        const MessageArgs host = hostRamArgs(h);
        args.insert(args.end(), host.begin(), host.end());
        // The rule can ask more than any instance type has (8 large GPUs: over 1 TiB); the
        // wording then says so, with the largest host RAM of the types planned.
        double largest = 0;
        for (const PlanRow &r : plan.rows)
            largest = std::max(largest, r.type->memoryGib);
        args.push_back(arg::num(largest, 0));
        finding("ram_ratio", Severity::Info, std::move(args));
    }
    if (training) {
        const double datasetGib =
            tokens > 0 ? o.datasetTokens * 4 / kBytesPerGiB : 0; // about 4 bytes of text per token
        // OSS under 100 GiB, NAS or ESSD PL2/PL3 under 2 TiB, CPFS above.
        // Under 10 GiB with a decimal, so 100 M tokens do not read "about 0 GiB".
        if (datasetGib < 100)
            finding("storage", Severity::Info,
                    {arg::count(0), arg::num(datasetGib, datasetGib < 10 ? 1 : 0)});
        else if (datasetGib < 2048)
            finding("storage", Severity::Info, {arg::count(1), arg::num(datasetGib, 0)});
        else
            finding("storage", Severity::Info,
                    {arg::count(2), arg::num(datasetGib / 1024, 1, "TiB")});
    }
    if (o.maxNodes > 1 || (top && top->instances > 1))
        finding("rdma", Severity::Warning);
    if (training)
        finding("spot", Severity::Info);
    finding("images", Severity::Info);
    finding("utilisation", Severity::Info);
    if (o.region == "cn-hangzhou" || o.region == "cn-beijing")
        finding("stock", Severity::Warning, {arg::text(o.region)});
    // Fewer KV heads than tensor-parallel GPUs (MLA's one latent, DeepSeek-V4's one vector):
    // every GPU keeps a copy of the KV cache; vLLM's recipes run such models with
    // data-parallel attention, which this plan does not lay out.
    if (!training && workload.engine == Engine::Vllm && top && top->tensorParallel > 1) {
        const ModelSpec &m = workload.model;
        const int kv = m.hasLatentAttention() ? 1 : m.effectiveKvHeads();
        if (m.isTransformer() && kv > 0 && kv < top->tensorParallel)
            finding("kv_replicated", Severity::Info,
                    {arg::count(kv), arg::count(top->tensorParallel),
                     arg::num(static_cast<double>(top->tensorParallel) / kv, 0, "")});
    }
    if (!training) {
        const double need = own.perGpu.totalGib;
        if (need < 12)
            finding("vgpu", Severity::Info);
    }
}

} // namespace gpuplanner::planunits
