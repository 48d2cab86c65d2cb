#include "planwording.h"
#include "planwordingwords.h"

#include <algorithm>

// The solver's answers and refusals in words ("What fits?", `gpu-planner solve`); the
// sources are marked for lupdate under the context "PlanWording" like planwording.cpp's.

namespace gpuplanner::planwording {

using detail::number;
using detail::Words;

QString solveSummary(const SolveResult &r, Language language)
{
    const Words w(language);
    const bool seq = r.variable == SolveVariable::SeqLen;
    auto value = [&](long long v) {
        return seq ? w.t(QT_TRANSLATE_NOOP("PlanWording", "%1 tokens")).arg(w.grouped(v))
                   : w.grouped(v);
    };
    // The first reason the next value does not fit, after the summary.
    auto because = [&]() {
        if (!r.next || r.next->reasons.empty())
            return QString();
        const QString reason = reasonText(r.next->reasons.front(), language);
        return w.chinese() ? reason : QLatin1Char(' ') + reason;
    };
    const QString target = QString::fromStdString(r.targetLabel);
    if (r.limit == SolveLimit::NothingFits || !r.atValue) {
        QString name;
        if (seq)
            name = r.training ? w.t(QT_TRANSLATE_NOOP("PlanWording", "sequence length"))
                              : w.t(QT_TRANSLATE_NOOP("PlanWording", "context length"));
        else
            name = r.training && r.variable == SolveVariable::Batch
                       ? w.t(QT_TRANSLATE_NOOP("PlanWording", "batch per GPU"))
                       : w.t(QT_TRANSLATE_NOOP("PlanWording", "concurrent sequences"));
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "Nothing fits on %1, not even %2 %3."))
                   .arg(target, name, value(r.minValue)) +
               because();
    }
    const SolvePoint &a = *r.atValue;
    const QString need = w.a({arg::num(a.needGib)}, 0);
    const QString usable = w.a({arg::num(a.usableGib)}, 0);
    // The view compared with: the solver's English name, worded here.
    const QString view = a.view == "vLLM budget"
                             ? w.t(QT_TRANSLATE_NOOP("PlanWording", "vLLM budget"))
                             : QString::fromStdString(a.view);
    const char *source = QT_TRANSLATE_NOOP(
        "PlanWording",
        "Most concurrent sequences that fit on %1: %2 (needs %3 of %4 GiB per GPU, %5)");
    if (seq && r.training)
        source = QT_TRANSLATE_NOOP("PlanWording", "Longest sequence length that fits on %1: %2 "
                                                  "(needs %3 of %4 GiB per GPU, %5)");
    else if (seq)
        source = QT_TRANSLATE_NOOP("PlanWording", "Longest context length that fits on %1: %2 "
                                                  "(needs %3 of %4 GiB per GPU, %5)");
    else if (r.training)
        source = QT_TRANSLATE_NOOP("PlanWording", "Largest batch per GPU that fits on %1: %2 "
                                                  "(needs %3 of %4 GiB per GPU, %5)");
    QString out = w.t(source).arg(target, value(r.value), need, usable, view);
    switch (r.limit) {
    case SolveLimit::Memory:
        out += w.t(QT_TRANSLATE_NOOP("PlanWording", "; %1 does not fit."))
                   .arg(value(static_cast<long long>(r.value) + r.step)) +
               because();
        break;
    case SolveLimit::ModelContext:
        out += w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "; that is the model's whole context: memory is not the "
                                     "limit."));
        break;
    case SolveLimit::Table:
        out += w.t(QT_TRANSLATE_NOOP("PlanWording", "; that is the largest value the planner "
                                                    "accepts: memory is not the limit."));
        break;
    case SolveLimit::KvCache:
    case SolveLimit::MaxNumSeqs: {
        // One more fits in memory; vLLM runs no more at once. The reason's fifth argument
        // is max_num_seqs, its sixth the KV cache in tokens (fit.cpp vllm_concurrency).
        const MessageArgs none;
        const MessageArgs &args =
            r.next && !r.next->reasons.empty() ? r.next->reasons.front().args : none;
        const QString more = value(static_cast<long long>(r.value) + r.step);
        if (r.limit == SolveLimit::MaxNumSeqs)
            out += w.t(QT_TRANSLATE_NOOP("PlanWording",
                                         "; at %1 the memory still fits, but vLLM runs at most "
                                         "%2 sequences at once (max_num_seqs): the rest wait. "
                                         "Raise max_num_seqs to run more."))
                       .arg(more, args.size() > 4 ? w.a(args, 4) : value(r.value));
        else
            out +=
                w.t(QT_TRANSLATE_NOOP("PlanWording",
                                      "; at %1 the weights and activations still fit, but "
                                      "vLLM's KV cache (%2 tokens) holds no more sequences of this "
                                      "length at once: the rest wait or are preempted."))
                    .arg(more, args.size() > 5 ? w.a(args, 5) : QString());
        break;
    }
    case SolveLimit::NothingFits:
        break;
    }
    return out;
}

QString solveError(const SolveResult &r, Language language)
{
    const Words w(language);
    const MessageArgs &a = r.errorArgs;
    const std::string &c = r.errorCode;
    if (c == "concurrency_for_training")
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "Concurrent sequences are a serving question: for training, "
                                     "ask for the largest batch per GPU."));
    if (c == "bad_step")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "The step must be at least 1."));
    if (c == "unknown_type" && !a.empty())
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "Unknown instance type '%1'.")).arg(w.a(a, 0));
    if (c == "unknown_gpu" && !a.empty())
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "Unknown GPU model '%1'.")).arg(w.a(a, 0));
    if (c == "gpu_memory_unknown" && !a.empty())
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "The memory of %1 is not documented: nothing to compare "
                                 "with."))
            .arg(w.a(a, 0));
    if (c == "gpu_count")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "A card target has 1 to 64 GPUs."));
    if (c == "empty_range" && a.size() >= 4) {
        static const char *const names[] = {
            QT_TRANSLATE_NOOP("PlanWording", "batch per GPU"),
            QT_TRANSLATE_NOOP("PlanWording", "sequence length"),
            QT_TRANSLATE_NOOP("PlanWording", "concurrent sequences"),
            QT_TRANSLATE_NOOP("PlanWording", "context length")};
        const int name = std::clamp(static_cast<int>(number(a, 0)), 0, 3);
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "No %1 in steps of %2 lies between %3 and "
                                                "%4."))
            .arg(w.t(names[name]), w.grouped(static_cast<long long>(number(a, 1))),
                 w.grouped(static_cast<long long>(number(a, 2))),
                 w.grouped(static_cast<long long>(number(a, 3))));
    }
    return QString::fromStdString(r.error);
}

} // namespace gpuplanner::planwording
