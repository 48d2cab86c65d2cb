#include "estimator/planhints.h"

#include <functional>
#include <iterator>

namespace gpuplanner {

namespace {

bool anyFits(const Plan &plan)
{
    for (const PlanRow &r : plan.rows)
        if (r.verdict != Verdict::DoesNotFit)
            return true;
    return false;
}

// The first fitting row of a ranked plan: the cheapest within the constraints.
const PlanRow *firstFitting(const Plan &plan)
{
    for (const PlanRow &r : plan.rows)
        if (r.verdict != Verdict::DoesNotFit)
            return &r;
    return nullptr;
}

struct Candidate {
    const char *code;
    bool applies;
    std::function<void(Workload &, PlanOptions &)> change;
    int value = 0; // the changed value shown (batch, tokens, nodes); 0: none
};

} // namespace

std::vector<Finding> nothingFitsHints(const Plan &plan, const Workload &w, const Catalog &catalog,
                                      const PlanOptions &o)
{
    std::vector<Finding> out;
    if (plan.rows.empty() || anyFits(plan))
        return out;
    const bool training = w.isTraining();
    // A shorter sequence: half, in 256-token steps (training), or half the prompt (serving).
    const int halfSeq = std::max(256, (w.seqLen / 2) / 256 * 256);
    const int halfPrompt = std::max(256, (w.promptLen / 2) / 256 * 256);
    const Candidate candidates[] = {
        {"hint_grad_ckpt", training && !w.gradientCheckpointing,
         [](Workload &x, PlanOptions &) {
             x.gradientCheckpointing = true;
         }},
        {"hint_batch", w.batch > 1, [](Workload &x, PlanOptions &) { x.batch = 1; }, 1},
        {"hint_qlora", w.task == Task::Lora || w.task == Task::FullFineTune,
         [](Workload &x, PlanOptions &) {
             x.task = Task::Qlora;
             x.quantization = Quantization::BnbNf4DoubleQuant;
             x.gradientCheckpointing = true;
         }},
        {"hint_zero3",
         training && (w.sharding == Sharding::None || w.sharding == Sharding::Zero1 ||
                      w.sharding == Sharding::Zero2),
         [](Workload &x, PlanOptions &) {
             x.sharding = Sharding::Zero3;
         }},
        {"hint_seq", training ? w.seqLen > 512 : w.promptLen > 512,
         [&](Workload &x, PlanOptions &) {
             if (training)
                 x.seqLen = halfSeq;
             else
                 x.promptLen = halfPrompt;
         },
         training ? halfSeq : halfPrompt},
        {"hint_quant4", !training && w.quantization == Quantization::None,
         [](Workload &x, PlanOptions &) {
             x.quantization = Quantization::AwqInt4;
         }},
        {"hint_nodes", o.maxNodes < 4, [](Workload &, PlanOptions &p) { p.maxNodes = 4; }, 4},
    };
    for (const Candidate &c : candidates) {
        if (!c.applies)
            continue;
        Workload changed = w;
        PlanOptions options = o;
        c.change(changed, options);
        const Plan tried = makePlan(changed, catalog, options);
        const PlanRow *row = firstFitting(tried);
        if (!row)
            continue;
        MessageArgs args = {arg::text(row->type->id), arg::num(row->needPerGpuGib),
                            arg::num(row->usableGib)};
        if (c.value > 0)
            args.push_back(arg::count(c.value));
        out.push_back({c.code, Severity::Warning, std::move(args)});
    }
    if (!out.empty())
        return out;
    // No single change is enough: the changes together, in the order above, until a type
    // fits ("hint_combined": type, need, usable, then a bit per change made).
    Workload changed = w;
    PlanOptions options = o;
    int made = 0;
    for (std::size_t i = 0; i < std::size(candidates); ++i) {
        if (!candidates[i].applies)
            continue;
        candidates[i].change(changed, options);
        made |= 1 << i;
        const Plan tried = makePlan(changed, catalog, options);
        if (const PlanRow *row = firstFitting(tried)) {
            out.push_back({"hint_combined",
                           Severity::Warning,
                           {arg::text(row->type->id), arg::num(row->needPerGpuGib),
                            arg::num(row->usableGib), arg::count(made)}});
            return out;
        }
    }
    out.push_back({"hint_none", Severity::Warning, {}});
    return out;
}

Plan makePlanWithHints(const Workload &workload, std::shared_ptr<const Catalog> catalog,
                       const PlanOptions &options, SortKey sort)
{
    Plan plan = makePlan(workload, catalog, options, sort);
    std::vector<Finding> hints = nothingFitsHints(plan, workload, *catalog, options);
    plan.findings.insert(plan.findings.begin(), hints.begin(), hints.end()); // first: what to do
    return plan;
}

} // namespace gpuplanner
