#include "planwording.h"
#include "planwordingwords.h"

#include <algorithm>

// Every source below is marked with QT_TRANSLATE_NOOP / QT_TRANSLATE_N_NOOP (context
// "PlanWording") so that lupdate finds it; Words::t and Words::n translate it in the
// language asked for. The order of a code's arguments is the one the core writes them in
// (models/estimator/fit.cpp, planner.cpp, hardware.cpp, memory.cpp, solve.cpp).

namespace gpuplanner::planwording {

namespace {

using detail::number;
using detail::present;
using detail::textOf;
using detail::Words;

// The card's memory (fit.cpp): total GiB, the driver's MiB (absent: Alibaba's nominal
// figure) and the instance type, from args[i].
QString card(const Words &w, const MessageArgs &args, std::size_t i)
{
    const QString source =
        present(args, i + 1)
            ? w.t(QT_TRANSLATE_NOOP("PlanWording", "nvidia-smi memory.total %1 MiB"))
                  .arg(w.a(args, i + 1))
            : w.t(QT_TRANSLATE_NOOP("PlanWording", "Alibaba's figure for %1 (the driver's total is "
                                                   "undocumented)"))
                  .arg(w.a(args, i + 2));
    return w.t(QT_TRANSLATE_NOOP("PlanWording", "%1 GiB (%2)")).arg(w.a(args, i), source);
}

// vLLM's parts and budget (fit.cpp judgeVllm): need, weights, profiling peak, non-torch,
// max_model_len, KV cache of one sequence, utilisation, card total, budget; then the card
// (9–11), then each code's own.
// An assumed link, from its code: source (English, kept for the JSON), why, PCIe
// generation, architecture (or the RDMA kind).
QString linkAssumed(const Words &w, const MessageArgs &a)
{
    const std::string why = a.size() > 1 ? a[1].text : std::string();
    const QString gen = w.a(a, 2);
    if (why == "pcie_gen_from_arch")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "The bandwidth of the slowest link is assumed: the PCIe "
                                 "generation is undocumented for this type, so PCIe Gen%1 "
                                 "x16 is taken from the GPU's %2 architecture."))
            .arg(gen, a.size() > 3 && !a[3].text.empty()
                          ? w.a(a, 3)
                          : w.t(QT_TRANSLATE_NOOP("PlanWording", "unknown")));
    if (why == "nvlink_undocumented")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "The bandwidth of the slowest link is assumed: the GPU's "
                                 "NVLink bandwidth is undocumented, so it is taken as PCIe "
                                 "Gen%1 x16."))
            .arg(gen);
    if (why == "interconnect_undocumented")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "The bandwidth of the slowest link is assumed: this type "
                                 "does not say how its GPUs are connected, so PCIe Gen%1 x16 "
                                 "is taken."))
            .arg(gen);
    if (why == "rdma_undocumented")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "The bandwidth of the slowest link is assumed: this type's "
                                 "%1 bandwidth is undocumented, so its network bandwidth is "
                                 "used."))
            .arg(w.a(a, 3));
    // A finding from an older file: its English source.
    return w
        .t(QT_TRANSLATE_NOOP("PlanWording", "The bandwidth of the slowest link is assumed: %1."))
        .arg(w.a(a, 0));
}

QString vllmParts(const Words &w, const MessageArgs &a)
{
    return w
        .t(QT_TRANSLATE_NOOP("PlanWording", " (weights %1, profiling peak %2, non-torch %3, KV "
                                            "cache for one %4-token sequence %5)"))
        .arg(w.a(a, 1), w.a(a, 2), w.a(a, 3), w.a(a, 4), w.a(a, 5));
}

QString vllmBudget(const Words &w, const MessageArgs &a)
{
    return w.t(QT_TRANSLATE_NOOP("PlanWording", "vLLM budget %1 × %2 = %3 GiB"))
        .arg(w.a(a, 6), w.a(a, 7), w.a(a, 8));
}

// "max_model_len 4096 (prompt + output)": the length and where it came from.
QString modelLength(const Words &w, const MessageArgs &a, std::size_t i, std::size_t sourceAt)
{
    const std::string &source = textOf(a, sourceAt);
    QString from;
    if (source == "set")
        from = w.t(QT_TRANSLATE_NOOP("PlanWording", "set"));
    else if (source == "prompt + output")
        from = w.t(QT_TRANSLATE_NOOP("PlanWording", "prompt + output"));
    else if (source == "the model's context")
        from = w.t(QT_TRANSLATE_NOOP("PlanWording", "the model's context"));
    else
        from = QString::fromStdString(source);
    return w.t(QT_TRANSLATE_NOOP("PlanWording", "max_model_len %1 (%2)")).arg(w.a(a, i), from);
}

// vLLM refused the plain split (planfit.cpp): refused TP, vLLM's message, the TP and PP
// planned instead.
QString tpRefusedText(const Words &w, const MessageArgs &a)
{
    return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                 "vLLM refuses tensor parallel %1 for this model (vLLM: %2); "
                                 "planned with tensor parallel %3 × pipeline parallel %4."))
               .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2), w.a(a, 3)) +
           (number(a, 4) == 1 ? QLatin1Char(' ') + expertParallelHint(w, a, 0) : QString());
}

// A compatibility issue (hardware.cpp): feature, compute capability needed, GPU name, its
// compute capability, source, fallback (empty: it blocks).
QString compatText(const Words &w, const MessageArgs &a)
{
    if (!present(a, 5))
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "%1 needs compute capability %2; %3 is %4: it cannot run "
                                 "here (%5)."))
            .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2), w.a(a, 3), w.a(a, 4));
    return w
        .t(QT_TRANSLATE_NOOP("PlanWording", "%1 needs compute capability %2; %3 is %4: "
                                            "estimated with %6 instead (%5)."))
        .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2), w.a(a, 3), w.a(a, 4), w.a(a, 5));
}

bool isCompat(const Reason &r)
{
    return r.args.size() == 6 && std::all_of(r.args.begin(), r.args.end(), [](const MessageArg &x) {
               return x.kind == MessageArg::Kind::Text;
           });
}

QString memoryReason(const Words &w, const Reason &r)
{
    const MessageArgs &a = r.args;
    const std::string &c = r.code;
    if (c == "paged_optimizer_spill") // need, spill, pageable, card
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Needs %1 GiB per GPU with the optimizer states on the card's "
                                 "%2; the paged optimizer moves about %3 of its %4 GiB of states "
                                 "to host RAM: it runs, with slower steps."))
            .arg(w.a(a, 0), card(w, a, 3), w.a(a, 1), w.a(a, 2));
    if (c == "vram") { // need, reserved, fixed, instances, card
        const long long instances = static_cast<long long>(number(a, 3));
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Needs %1 GiB per GPU as nvidia-smi counts it (PyTorch reserves "
                                 "%2, CUDA context and NCCL %3); the card has %4%5."))
            .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2), card(w, a, 4),
                 instances > 1
                     ? w.n(QT_TRANSLATE_N_NOOP("PlanWording", " even on %n instance(s)"), instances)
                     : QString());
    }
    if (c == "vram_headroom" && a.size() == 3) // vLLM: utilisation, free %, headroom %
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "gpu_memory_utilization %1 leaves %2 % of the card "
                                                "free, under your %3 % headroom."))
            .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2));
    if (c == "vram_headroom") // need, reserved, fixed, free %, headroom %, limit, card
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Needs %1 GiB per GPU as nvidia-smi counts it (PyTorch reserves "
                                 "%2, CUDA context and NCCL %3) of the card's %4: %5 % free, "
                                 "under your %6 % headroom (at most %7 GiB)."))
            .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2), card(w, a, 6), w.a(a, 3), w.a(a, 4), w.a(a, 5));
    if (c == "vram_fit") // need, reserved, fixed, free %, card
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Needs %1 GiB per GPU as nvidia-smi counts it (PyTorch reserves "
                                 "%2, CUDA context and NCCL %3) of the card's %4: %5 % free."))
            .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2), card(w, a, 4), w.a(a, 3));
    if (c == "vllm_startup_memory") // vLLM parts, card, free GiB, CUDA context GiB
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "gpu_memory_utilization %1 asks for %2 GiB, but only %3 GiB of "
                                 "%4 are free after the CUDA context (%5 GiB): vLLM refuses to "
                                 "start."))
            .arg(w.a(a, 6), w.a(a, 8), w.a(a, 12), card(w, a, 9), w.a(a, 13));
    if (c == "vllm_no_kv_cache") // vLLM parts, card, weights + peak + non-torch
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Needs %1 GiB%2; %3 of %4. Weights, profiling peak and "
                                 "non-torch memory alone take %5 GiB: vLLM stops with \"No "
                                 "available memory for the cache blocks\"."))
            .arg(w.a(a, 0), vllmParts(w, a), vllmBudget(w, a), card(w, a, 9), w.a(a, 12));
    if (c == "vllm_max_model_len") // vLLM parts, card, KV GiB, KV tokens, length source
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "Needs %1 GiB%2; %3 of %4 leaves %5 GiB for KV "
                                                "cache (%6 tokens): vLLM refuses %7."))
            .arg(w.a(a, 0), vllmParts(w, a), vllmBudget(w, a), card(w, a, 9), w.a(a, 12),
                 w.a(a, 13), modelLength(w, a, 4, 14));
    if (c == "vllm_fit") // vLLM parts, card, KV tokens, sequences, max_num_seqs, source
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "Needs %1 GiB%2; %3 of %4. Its KV cache holds %5 "
                                                "tokens: %6 of %7; max_num_seqs %8."))
            .arg(w.a(a, 0), vllmParts(w, a), vllmBudget(w, a), card(w, a, 9), w.a(a, 12),
                 w.n(QT_TRANSLATE_N_NOOP("PlanWording", "%n concurrent sequence(s)"),
                     static_cast<long long>(number(a, 13))),
                 modelLength(w, a, 4, 15), w.a(a, 14));
    if (c == "vllm_concurrency") { // held, wanted, length, by max_num_seqs, max_num_seqs, KV
        const QString limit =
            number(a, 3) != 0
                ? w.t(QT_TRANSLATE_NOOP("PlanWording", "max_num_seqs %1")).arg(w.a(a, 4))
                : w.t(QT_TRANSLATE_NOOP("PlanWording", "KV cache %1 tokens")).arg(w.a(a, 5));
        return w
            .n(QT_TRANSLATE_N_NOOP("PlanWording",
                                   "vLLM holds %1 of your %n concurrent %2-token sequence(s) at "
                                   "once (%3); the rest wait or are preempted."),
               static_cast<long long>(number(a, 1)))
            .arg(w.a(a, 0), w.a(a, 2), limit);
    }
    if (c == "card_memory_undocumented") // Alibaba's GiB
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "The driver's total memory for this GPU is undocumented: "
                                 "compared with Alibaba's %1 GiB, which is more than a process "
                                 "can use."))
            .arg(w.a(a, 0));
    return QString();
}

// The user's limits a row misses (estimator/planverdict.cpp) and how a tie was ranked
// (planranking.cpp); empty for other codes.
QString constraintReason(const Words &w, const Reason &r)
{
    const MessageArgs &a = r.args;
    const std::string &c = r.code;
    if (c == "tie") { // the row above, what tied (0 cost, 1 time, 2 value), what decided
        static const char *const tied[] = {QT_TRANSLATE_NOOP("PlanWording", "cost"),
                                           QT_TRANSLATE_NOOP("PlanWording", "time"),
                                           QT_TRANSLATE_NOOP("PlanWording", "value")};
        static const char *const decided[] = {
            QT_TRANSLATE_NOOP("PlanWording", "it is faster"),
            QT_TRANSLATE_NOOP("PlanWording", "it is cheaper"),
            QT_TRANSLATE_NOOP("PlanWording", "its name comes first")};
        const int t = std::clamp(static_cast<int>(number(a, 1)), 0, 2);
        const int d = std::clamp(static_cast<int>(number(a, 2)), 0, 2);
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "Ties with %1 on %2; %1 is ranked first "
                                                "because %3."))
            .arg(w.a(a, 0), w.t(tied[t]), w.t(decided[d]));
    }
    if (c == "over_budget") // the total, the budget, the currency
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Over your budget: costs %1 %3, the budget is %2 %3."))
            .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2));
    if (c == "budget_unknown_cost") // the budget, the currency
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "No cost to hold against your budget of %1 %2: enter a price."))
            .arg(w.a(a, 0), w.a(a, 1));
    if (c == "over_deadline") // the hours, the deadline
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Past your deadline: takes %1 h, the deadline is %2 h."))
            .arg(w.a(a, 0), w.a(a, 1));
    if (c == "deadline_unknown_time") // the deadline
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "No time to hold against your deadline of %1 h."))
            .arg(w.a(a, 0));
    if (c == "over_max_gpus") // the GPUs used, the most allowed
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "Uses %1 GPUs, more than the %2 you allow."))
            .arg(w.a(a, 0), w.a(a, 1));
    return {};
}

// The reasons about how a serving replica is laid out and timed: pipeline and tensor
// parallel, vLLM's refusals, the MoE kernels' share of a step. A null string for others.
QString servingLayoutText(const Words &w, const std::string &c, const MessageArgs &a)
{
    if (c == "pipeline_parallel") // pipeline stages, tensor parallel, network (empty: unknown)
        return w
            .n(QT_TRANSLATE_N_NOOP("PlanWording",
                                   "Serves with pipeline parallel over %n instance(s) (tensor "
                                   "parallel %1 inside each); activations cross %2."),
               static_cast<long long>(number(a, 0)))
            .arg(w.a(a, 1), present(a, 2)
                                ? w.a(a, 2)
                                : w.t(QT_TRANSLATE_NOOP("PlanWording", "an undocumented network")));
    if (c == "tensor_parallel") // GPUs
        return w.n(
            QT_TRANSLATE_N_NOOP("PlanWording", "Serves with tensor parallel over %n GPU(s)."),
            static_cast<long long>(number(a, 0)));
    if (c == "vllm_tp_refused")
        return tpRefusedText(w, a);
    if (c == "moe_expert_kernels") // share of a decode step, ms
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "%1 of each decode step (%2 ms) goes to the fused MoE "
                                 "kernels' cost per expert: small experts decode slower than "
                                 "the bytes they read (measured on Qwen3-30B-A3B)."))
            .arg(w.a(a, 0), w.a(a, 1));
    return QString();
}

QString rowReason(const Words &w, const Reason &r)
{
    const MessageArgs &a = r.args;
    const std::string &c = r.code;
    if (c == "compat_undocumented") // GPU name (empty: unknown GPU)
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "The compute capability of %1 is undocumented: precision, "
                                 "quantization kernels, attention and engine support are not "
                                 "checked."))
            .arg(present(a, 0) ? w.a(a, 0) : w.t(QT_TRANSLATE_NOOP("PlanWording", "this GPU")));
    if (c == "host_ram") // the type's RAM, loading needs
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Host RAM %1 GiB is less than loading needs (%2 GiB)."))
            .arg(w.a(a, 0), w.a(a, 1));
    if (c == "host_ram_ratio") // rule min, rule max, the type's RAM
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Recommendation: 4–8 GB of host RAM per GB of VRAM (%1–%2 GiB) "
                                 "keeps a training data pipeline fed; this type has %3 GiB."))
            .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2));
    if (c == "sharding") // sharding, GPUs
        return w
            .n(QT_TRANSLATE_N_NOOP("PlanWording", "Fits only with %1 over %n GPU(s)."),
               static_cast<long long>(number(a, 1)))
            .arg(w.label(a, 0));
    if (c == "multi_node") // instances
        return w.n(QT_TRANSLATE_N_NOOP("PlanWording", "Needs %n instance(s)."),
                   static_cast<long long>(number(a, 0)));
    if (QString text = servingLayoutText(w, c, a); !text.isNull())
        return text;
    if (c == "vcpu") // vCPUs per GPU, workers
        return w
            .n(QT_TRANSLATE_N_NOOP("PlanWording", "%1 vCPUs per GPU for %n data-loader worker(s)."),
               static_cast<long long>(number(a, 1)))
            .arg(w.a(a, 0));
    if (c == "no_bf16") // GPU name
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "%1 has no bf16 support: use fp16."))
            .arg(w.a(a, 0));
    if (c == "no_fp8") // GPU name, 1 when the catalog says no (0: undocumented)
        return number(a, 1) != 0
                   ? w.t(QT_TRANSLATE_NOOP("PlanWording", "%1 has no fp8 (Hopper and Ada have)."))
                         .arg(w.a(a, 0))
                   : w.t(QT_TRANSLATE_NOOP("PlanWording",
                                           "fp8 support of this GPU is undocumented."));
    if (c == "bf16_unknown")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "bf16 support of this GPU is undocumented."));
    if (c == "vgpu_training")
        return w.t(
            QT_TRANSLATE_NOOP("PlanWording", "vGPU slices are meant for inference, not training."));
    if (c == "no_tokens")
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "Give the dataset size in tokens to estimate time and cost."));
    if (c == "link_assumed")
        return linkAssumed(w, a);
    if (c == "kernel_speed_undocumented") // kernel, architecture
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "The speed of the %1 kernel on %2 is undocumented: "
                                                "the nearest published figure is used."))
            .arg(w.a(a, 0), w.a(a, 1));
    if (c == "network_unknown") // 1: serving's pipeline stages, 0: training
        return number(a, 0) != 0
                   ? w.t(QT_TRANSLATE_NOOP("PlanWording",
                                           "The network bandwidth between instances is "
                                           "undocumented: the transfer between pipeline stages "
                                           "is left out of the time."))
                   : w.t(QT_TRANSLATE_NOOP("PlanWording",
                                           "The network bandwidth between instances is "
                                           "undocumented: communication across them is left "
                                           "out of the time."));
    if (c == "no_rdma") { // 1: serving (link, % of a decode step), 0: training (link, % or "")
        if (number(a, 0) != 0)
            return w
                .t(QT_TRANSLATE_NOOP("PlanWording",
                                     "No RDMA documented: activations between pipeline stages "
                                     "cross %1 (efficiency 0.5 assumed), %2 % of each decode "
                                     "step."))
                .arg(w.a(a, 1), w.a(a, 2));
        if (present(a, 2))
            return w
                .t(QT_TRANSLATE_NOOP("PlanWording",
                                     "No RDMA documented: gradient sync across instances runs "
                                     "over %1 (efficiency 0.5 assumed): communication takes %2 % "
                                     "of each step."))
                .arg(w.a(a, 1), w.a(a, 2));
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "No RDMA documented: gradient sync across "
                                                "instances runs over %1 (efficiency 0.5 assumed)."))
            .arg(w.a(a, 1));
    }
    if (c == "throughput_unknown")
        return w.t(QT_TRANSLATE_NOOP(
            "PlanWording", "The GPU's throughput is undocumented: time is not estimated."));
    if (c == "pcie") // link, % of each step (absent: time unknown)
        return present(a, 1)
                   ? w.t(QT_TRANSLATE_NOOP("PlanWording", "GPUs talk over %1: communication takes "
                                                          "%2 % of each step."))
                         .arg(w.a(a, 0), w.a(a, 1))
                   : w.t(QT_TRANSLATE_NOOP("PlanWording", "GPUs talk over %1.")).arg(w.a(a, 0));
    if (c == "interconnect_unknown") // link taken, % of each step (absent: time unknown)
        return present(a, 1) ? w.t(QT_TRANSLATE_NOOP("PlanWording",
                                                     "Interconnect undocumented (taken as %1): "
                                                     "communication takes %2 % of each step."))
                                   .arg(w.a(a, 0), w.a(a, 1))
                             : w.t(QT_TRANSLATE_NOOP("PlanWording",
                                                     "Interconnect undocumented (taken as %1)."))
                                   .arg(w.a(a, 0));
    if (c == "no_spot_discount") // region
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "No spot discount imported or set for this type in %1."))
            .arg(w.a(a, 0));
    if (c == "currency") // the price's currency
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "The price is in %1: set an exchange rate to compare it."))
            .arg(w.a(a, 0));
    if (c == "stale_price") // the price's date (empty: unreadable)
        return present(a, 0)
                   ? w.t(QT_TRANSLATE_NOOP("PlanWording",
                                           "The price is from %1, older than 180 days."))
                         .arg(w.a(a, 0))
                   : w.t(QT_TRANSLATE_NOOP("PlanWording", "The price has no readable date."));
    if (c == "no_price") // region
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "No price for %1: import one or enter it."))
            .arg(w.a(a, 0));
    if (c == "no_stock") // region, date of the stock query
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "No stock in %1 now: every zone said WithoutStock on %2."))
            .arg(w.a(a, 0), w.a(a, 1));
    return QString();
}

const char *const kReasonCodes[] = {"paged_optimizer_spill",
                                    "vram",
                                    "vram_headroom",
                                    "vram_fit",
                                    "vllm_startup_memory",
                                    "vllm_no_kv_cache",
                                    "vllm_max_model_len",
                                    "vllm_fit",
                                    "vllm_concurrency",
                                    "card_memory_undocumented",
                                    "compat_undocumented",
                                    "host_ram",
                                    "host_ram_ratio",
                                    "sharding",
                                    "multi_node",
                                    "pipeline_parallel",
                                    "tensor_parallel",
                                    "vllm_tp_refused",
                                    "moe_expert_kernels",
                                    "vcpu",
                                    "no_bf16",
                                    "no_fp8",
                                    "bf16_unknown",
                                    "vgpu_training",
                                    "no_tokens",
                                    "link_assumed",
                                    "kernel_speed_undocumented",
                                    "network_unknown",
                                    "no_rdma",
                                    "throughput_unknown",
                                    "pcie",
                                    "interconnect_unknown",
                                    "no_spot_discount",
                                    "currency",
                                    "stale_price",
                                    "no_price",
                                    "no_stock",
                                    "over_budget",
                                    "budget_unknown_cost",
                                    "over_deadline",
                                    "deadline_unknown_time",
                                    "over_max_gpus",
                                    "tie"};

const char *const kFindingCodes[] = {
    "nvlink",      "ram_ratio", "storage",     "rdma",           "spot",       "images",
    "utilisation", "stock",     "vgpu",        "hint_grad_ckpt", "hint_batch", "hint_qlora",
    "hint_zero3",  "hint_seq",  "hint_quant4", "hint_nodes",     "hint_none",  "kv_replicated"};

// A change that makes something fit (estimator/planhints.h): type, need, usable, value.
QString hintText(const Words &w, const Finding &f)
{
    const MessageArgs &a = f.args;
    const std::string &c = f.code;
    if (c == "hint_none")
        return w.t(QT_TRANSLATE_NOOP(
            "PlanWording",
            "Nothing fits, and no single change tried (gradient checkpointing, batch 1, QLoRA, "
            "ZeRO-3, half the sequence, 4-bit weights, 4 nodes) makes anything fit: choose a "
            "smaller model or fewer tokens per step."));
    if (c == "hint_combined" && a.size() > 3) {
        static const char *const changes[] = {
            QT_TRANSLATE_NOOP("PlanWording", "gradient checkpointing on"),
            QT_TRANSLATE_NOOP("PlanWording", "a batch of 1"),
            QT_TRANSLATE_NOOP("PlanWording", "QLoRA"),
            QT_TRANSLATE_NOOP("PlanWording", "ZeRO-3"),
            QT_TRANSLATE_NOOP("PlanWording", "half the sequence length"),
            QT_TRANSLATE_NOOP("PlanWording", "4-bit weights"),
            QT_TRANSLATE_NOOP("PlanWording", "up to 4 nodes")};
        const int made = static_cast<int>(number(a, 3));
        QStringList names;
        for (int i = 0; i < 7; ++i)
            if (made & (1 << i))
                names << w.t(changes[i]);
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "Nothing fits as entered, and no one change is "
                                                "enough. With %4 together, %1 fits (%2 of %3 "
                                                "GiB per GPU)."))
            .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2),
                 w.chinese() || names.size() < 2
                     ? names.join(QStringLiteral("、"))
                     : names.mid(0, names.size() - 1).join(QStringLiteral(", ")) +
                           QStringLiteral(" and ") + names.last());
    }
    const char *source = nullptr;
    if (c == "hint_grad_ckpt")
        source = QT_TRANSLATE_NOOP("PlanWording", "Nothing fits as entered. With gradient "
                                                  "checkpointing on, %1 fits (%2 of %3 GiB per "
                                                  "GPU).");
    else if (c == "hint_batch")
        source = QT_TRANSLATE_NOOP("PlanWording", "Nothing fits as entered. With a batch of %4, "
                                                  "%1 fits (%2 of %3 GiB per GPU).");
    else if (c == "hint_qlora")
        source = QT_TRANSLATE_NOOP("PlanWording", "Nothing fits as entered. As QLoRA (a 4-bit "
                                                  "base model), %1 fits (%2 of %3 GiB per GPU).");
    else if (c == "hint_zero3")
        source = QT_TRANSLATE_NOOP("PlanWording", "Nothing fits as entered. With ZeRO-3 over the "
                                                  "instance's GPUs, %1 fits (%2 of %3 GiB per "
                                                  "GPU).");
    else if (c == "hint_seq")
        source = QT_TRANSLATE_NOOP("PlanWording", "Nothing fits as entered. With %4-token "
                                                  "sequences, %1 fits (%2 of %3 GiB per GPU).");
    else if (c == "hint_quant4")
        source = QT_TRANSLATE_NOOP("PlanWording", "Nothing fits as entered. With 4-bit AWQ "
                                                  "weights, %1 fits (%2 of %3 GiB per GPU).");
    else if (c == "hint_nodes")
        source = QT_TRANSLATE_NOOP("PlanWording", "Nothing fits as entered. Allowing up to %4 "
                                                  "nodes, %1 fits (%2 of %3 GiB per GPU).");
    if (!source)
        return {};
    QString s = w.t(source).arg(w.a(a, 0), w.a(a, 1), w.a(a, 2));
    if (s.contains(QLatin1String("%4")))
        s = s.arg(w.grouped(static_cast<long long>(number(a, 3))));
    return s;
}

} // namespace

QString reasonText(const Reason &reason, Language language)
{
    const Words w(language);
    if (isCompat(reason))
        return compatText(w, reason.args);
    QString s = memoryReason(w, reason);
    if (s.isEmpty())
        s = constraintReason(w, reason);
    if (s.isEmpty())
        s = rowReason(w, reason);
    return s.isEmpty() ? QString::fromStdString(reason.code) : s;
}

QString findingText(const Finding &f, Language language)
{
    const Words w(language);
    const MessageArgs &a = f.args;
    const std::string &c = f.code;
    if (c.rfind("hint_", 0) == 0)
        return hintText(w, f);
    if (c == "kv_replicated")
        return kvReplicatedText(w, a);
    if (c == "nvlink") // 1: NVLink/NVSwitch
        return number(a, 0) != 0
                   ? w.t(QT_TRANSLATE_NOOP("PlanWording",
                                           "Multi-GPU training on NVLink/NVSwitch: good."))
                   : w.t(QT_TRANSLATE_NOOP("PlanWording", "Multi-GPU training over PCIe: prefer "
                                                          "NVLink or NVSwitch types."));
    if (c == "ram_ratio") { // rule min, rule max, the host RAM (hostRamArgs), largest type
        const double largest = a.size() >= 14 ? a[13].number : 0;
        if (largest > 0 && number(a, 0) > largest)
            return w
                .t(QT_TRANSLATE_NOOP("PlanWording",
                                     "The 4–8 GB of RAM per GB of VRAM rule asks %1–%2 GiB of "
                                     "host RAM per node, more than any instance type here has "
                                     "(at most %3 GiB); the job itself needs %4 GiB. Take the "
                                     "most RAM the chosen type offers and watch the data "
                                     "loader."))
                .arg(w.a(a, 0), w.a(a, 1), w.a(a, 13), w.a(a, 2));
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Plan %1–%2 GiB of host RAM per node (4–8 GB per GB of VRAM)."))
            .arg(w.a(a, 0), w.a(a, 1));
    }
    if (c == "storage") { // 0: under 100 GiB, 1: under 2 TiB (GiB), 2: larger (TiB)
        const int tier = static_cast<int>(number(a, 0));
        if (tier == 0)
            return w
                .t(QT_TRANSLATE_NOOP("PlanWording", "Dataset about %1 GiB: keep it in OSS (ossfs) "
                                                    "and cache it on an ESSD PL1 disk."))
                .arg(w.a(a, 1));
        if (tier == 1)
            return w
                .t(QT_TRANSLATE_NOOP("PlanWording", "Dataset about %1 GiB: NAS or ESSD PL2/PL3 "
                                                    "for the many small reads."))
                .arg(w.a(a, 1));
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Dataset about %1 TiB: CPFS for the largest clusters."))
            .arg(w.a(a, 1));
    }
    if (c == "rdma")
        return w.t(QT_TRANSLATE_NOOP(
            "PlanWording", "Across nodes, choose types with RDMA/eRDMA (ebmgn*, sccgn*, gn8*)."));
    if (c == "spot")
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "Spot instances cost roughly 10–30 % of pay-as-you-go when "
                                     "the job checkpoints and resumes."));
    if (c == "images")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "Use Alibaba's official deep-learning images "
                                                    "(CUDA, cuDNN, PyTorch preinstalled)."));
    if (c == "utilisation")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "Watch GPU utilisation: under 50 % usually "
                                                    "means the input pipeline is the bottleneck."));
    if (c == "stock") // region
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "%1 often runs out of GPU stock: request quota early or reserve."))
            .arg(w.a(a, 0));
    if (c == "vgpu")
        return w.t(QT_TRANSLATE_NOOP(
            "PlanWording",
            "A small model: vGPU slices (1/4, 1/8 of a card) can serve it for less."));
    return QString::fromStdString(c);
}

QString findingExplanation(const Finding &f, Language language)
{
    const Words w(language);
    const std::string &c = f.code;
    if (c.rfind("hint_", 0) == 0)
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "Tried on the same catalog, one change at a time; the type "
                                     "named is the cheapest that then fits."));
    if (c == "kv_replicated")
        return kvReplicatedExplanation(w);
    if (c == "nvlink")
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "Gradient exchange between GPUs runs at PCIe "
                                     "speed otherwise; scaling efficiency can halve."));
    if (c == "ram_ratio") {
        MessageArgs host(f.args.begin() + std::min<std::size_t>(2, f.args.size()), f.args.end());
        return hostRamReason(hostRamFromArgs(host), language);
    }
    if (c == "storage")
        return w.t(QT_TRANSLATE_NOOP(
            "PlanWording",
            "Training reads many small files; storage I/O must keep up with the GPUs."));
    if (c == "rdma")
        return w.t(QT_TRANSLATE_NOOP(
            "PlanWording",
            "Without RDMA, gradient synchronisation between nodes dwarfs the compute."));
    if (c == "spot")
        return w.t(QT_TRANSLATE_NOOP(
            "PlanWording",
            "Checkpoint at the Young/Daly interval; release is announced 5 minutes ahead."));
    if (c == "images")
        return w.t(
            QT_TRANSLATE_NOOP("PlanWording", "They save setup time and avoid driver mismatches."));
    if (c == "utilisation")
        return w.t(QT_TRANSLATE_NOOP(
            "PlanWording",
            "Monitor utilisation, memory and temperature (nvidia-smi, CloudMonitor)."));
    if (c == "stock")
        return w.t(QT_TRANSLATE_NOOP(
            "PlanWording", "Hot regions sell out first; a nearby region may have stock."));
    if (c == "vgpu")
        return w.t(
            QT_TRANSLATE_NOOP("PlanWording", "Shared-CPU vGPU types may suffer noisy neighbours."));
    return QString();
}

QString hostRamLoader(const HostRam &h, Language language)
{
    const Words w(language);
    const auto number1 = [&](double v) {
        MessageArgs one{arg::num(v)};
        return w.a(one, 0);
    };
    switch (h.loaderKind) {
    case HostLoader::FromScratch:
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "from scratch: no checkpoint is read; the model is "
                                     "initialised on the GPU or the meta device"));
    case HostLoader::FullCopyPerRank:
        if (h.loaderRanks == 1)
            return w
                .t(QT_TRANSLATE_NOOP("PlanWording", "full copy per rank: the process reads the %1 "
                                                    "GiB checkpoint into RAM"))
                .arg(number1(h.checkpointGib));
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "full copy per rank: each of the %1 processes "
                                                "reads the %2 GiB checkpoint into RAM"))
            .arg(QString::number(h.loaderRanks), number1(h.checkpointGib));
    case HostLoader::QuantizeOnLoad:
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "bitsandbytes quantize-on-load: shard by shard (%1 "
                                                "GiB per process)"))
            .arg(number1(h.shardGib));
    case HostLoader::MemoryMapped:
        break;
    }
    return w
        .t(QT_TRANSLATE_NOOP("PlanWording", "memory-mapped safetensors / low_cpu_mem_usage: about "
                                            "one shard (%1 GiB) per process"))
        .arg(number1(h.shardGib));
}

QString hostRamReason(const HostRam &h, Language language)
{
    const Words w(language);
    MessageArgs n{arg::num(h.loaderGib), arg::num(h.offloadGib), arg::num(h.ruleMinGib, 0),
                  arg::num(h.ruleMaxGib, 0)};
    const QString need =
        h.loadPhaseGib >= h.steadyGib
            ? w.t(QT_TRANSLATE_NOOP("PlanWording", "loading (%1)")).arg(hostRamLoader(h, language))
            : (h.offloadGib > 0
                   ? w.t(QT_TRANSLATE_NOOP("PlanWording", "offloaded states (%1 GiB)"))
                         .arg(w.a(n, 1))
                   : w.t(QT_TRANSLATE_NOOP("PlanWording", "processes and data-loader workers")));
    if (!h.training)
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Needs %1 GiB for %2; the RAM-per-VRAM rule is for training data "
                                 "pipelines and does not apply to serving."))
            .arg(w.a(n, 0), need);
    if (h.loaderGib >= h.ruleMinGib)
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Needs %1 GiB for %2, more than the 4 GB per GB recommendation."))
            .arg(w.a(n, 0), need);
    return w
        .t(QT_TRANSLATE_NOOP("PlanWording",
                             "Needs %1 GiB for %2; 4–8 GB of RAM per GB of VRAM (%3–%4 GiB) is "
                             "recommended to keep the data loader ahead of the GPUs."))
        .arg(w.a(n, 0), need, w.a(n, 2), w.a(n, 3));
}

QString joinSentences(const QStringList &sentences, Language language)
{
    std::vector<std::string> s;
    s.reserve(static_cast<std::size_t>(sentences.size()));
    for (const QString &x : sentences)
        s.push_back(x.toStdString());
    return QString::fromStdString(text::joinSentences(s, Words(language).chinese()));
}

QString reasonsText(const std::vector<Reason> &reasons, Language language)
{
    QStringList s;
    for (const Reason &r : reasons)
        s << reasonText(r, language);
    return joinSentences(s, language);
}

QStringList reasonCodes()
{
    QStringList out;
    for (const char *c : kReasonCodes)
        out << QString::fromLatin1(c);
    return out;
}

QStringList findingCodes()
{
    QStringList out;
    for (const char *c : kFindingCodes)
        out << QString::fromLatin1(c);
    return out;
}

} // namespace gpuplanner::planwording
