#include "estimator/planinputs.h"

#include "estimator/limitrows.h"

#include <algorithm>
#include <array>

namespace gpuplanner {

namespace {

using limits::Limit;
using namespace limits::rows;

constexpr std::string_view kCurrencies[] = {"CNY", "USD"};

using G = PlanGroup;
using U = PlanUse;
using K = PlanInputKind;

// clang-format off
constexpr PlanInput kInputs[] = {
    // Dataset and time
    {Limit{"plan.dataset_tokens", "--tokens", R, 0, Closed, 1e18, Closed, "tokens per epoch", kEverywhere},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Dataset"), QT_TRANSLATE_NOOP("PlanInput", "tokens"),
     QT_TRANSLATE_NOOP("cli", "Training tokens per epoch."), "N", "100000000",
     G::Dataset, U::Training, true, planMember<&PlanOptions::datasetTokens>(), nullptr, {},
     {3, QT_TRANSLATE_NOOP("PlanInput", "&Dataset:"), "tokens", 1, 1e6, 1, 0, nullptr,
      QT_TRANSLATE_NOOP("PlanInput", " M tokens"), nullptr,
      QT_TRANSLATE_NOOP("PlanInput", "Training tokens per epoch (samples × sequence length)")}},
    {Limit{"plan.dataset_samples", "--samples", R, 0, Closed, 1e15, Closed, "samples per epoch", kFlag},
     K::Real, nullptr, nullptr,
     QT_TRANSLATE_NOOP("cli", "Training samples per epoch (times --seq-len tokens)."), "N", nullptr,
     G::Dataset, U::Training, false, {},
     [](PlanOptions &o, const Workload &w, double v) { o.datasetTokens = v * std::max(1, w.seqLen); }},
    {Limit{"plan.epochs", "--epochs", R, 0, Closed, 1e6, Closed, "epochs", kEverywhere},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Epochs"), nullptr,
     QT_TRANSLATE_NOOP("cli", "Epochs."), "E", nullptr,
     G::Dataset, U::Training, true, planMember<&PlanOptions::epochs>(), nullptr, {},
     {4, QT_TRANSLATE_NOOP("PlanInput", "Epo&chs:"), "epochs"}},
    {Limit{"plan.mfu", "--mfu", R, 0, Open, 1, Closed, "fraction of peak FLOPs", kEverywhere},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Model FLOPs utilization"), nullptr,
     QT_TRANSLATE_NOOP("cli", "Model FLOPs utilisation in training and prefill, e.g. 0.4."), "F", nullptr,
     G::Dataset, U::Training, true, planMember<&PlanOptions::mfu>(), nullptr, {},
     {7, QT_TRANSLATE_NOOP("PlanInput", "MF&U:"), "mfu", 1, 1, -1, 0.05, nullptr, nullptr, nullptr,
      QT_TRANSLATE_NOOP("PlanInput", "Model FLOPs utilisation: the share of the GPU's dense tensor "
                                     "throughput the job achieves")}},
    {Limit{"plan.serving_hours", "--serving-hours", R, 0, Closed, 1e7, Closed, "hours", kFileAndFlag},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Serving time"), QT_TRANSLATE_NOOP("PlanInput", "hours"),
     QT_TRANSLATE_NOOP("cli", "Serving: the hours to cost (730 is a month)."), "H", nullptr,
     G::Dataset, U::Serving, true, planMember<&PlanOptions::servingHours>()},
    {Limit{"plan.deadline_hours", "--deadline-hours", R, 0, Closed, 1e7, Closed, "hours", kEverywhere},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Deadline"), QT_TRANSLATE_NOOP("PlanInput", "hours"),
     QT_TRANSLATE_NOOP("cli", "Training: options that take longer are marked (a serving plan "
                              "has no deadline)."), "H", nullptr,
     G::Dataset, U::Training, true, planMember<&PlanOptions::deadlineHours>(), nullptr, {},
     {9, QT_TRANSLATE_NOOP("PlanInput", "Dead&line:"), "deadline", 1, 1, -1, 0, nullptr,
      QT_TRANSLATE_NOOP("PlanInput", " h"), QT_TRANSLATE_NOOP("PlanInput", "none")}},
    {Limit{"plan.today", "--today", R, 0, Closed, 0, Closed, "", kFlag},
     K::Date, nullptr, nullptr,
     QT_TRANSLATE_NOOP("cli", "The date prices are judged stale against (YYYY-MM-DD)."), "DATE",
     QT_TRANSLATE_NOOP("cli", "today"),
     G::Dataset, U::Always, false, planMember<&PlanOptions::today>()},
    // Prices
    {Limit{"plan.region", "--region", R, 0, Closed, 0, Closed, "", kEverywhere},
     K::Text, QT_TRANSLATE_NOOP("PlanInput", "Region"), nullptr,
     QT_TRANSLATE_NOOP("cli", "Region id ('gpu-planner catalog regions')."), "R", nullptr,
     G::Prices, U::Always, true, planMember<&PlanOptions::region>(), nullptr, {},
     {1, QT_TRANSLATE_NOOP("PlanInput", "&Region:"), "region", 2}},
    {Limit{"plan.pricing", "--pricing", R, 0, Closed, 0, Closed, "", kEverywhere},
     K::Pricing, QT_TRANSLATE_NOOP("PlanInput", "Pricing"), nullptr,
     QT_TRANSLATE_NOOP("cli", "Pricing mode."), nullptr, nullptr,
     G::Prices, U::Always, true, planMember<&PlanOptions::pricing>(), nullptr, {},
     {2, QT_TRANSLATE_NOOP("PlanInput", "&Pricing:"), "pricing"}},
    {Limit{"plan.subscription_months", "--months", W, 0, Closed, 1200, Closed, "months (0: as many as needed)", kFileAndFlag},
     K::Whole, QT_TRANSLATE_NOOP("PlanInput", "Subscription length"), QT_TRANSLATE_NOOP("PlanInput", "months"),
     QT_TRANSLATE_NOOP("cli", "Subscription months to pay (0: as many as the job needs)."), "N", nullptr,
     G::Prices, U::Always, true, planMember<&PlanOptions::subscriptionMonths>()},
    {Limit{"plan.currency", "--currency", R, 0, Closed, 0, Closed, "", kEverywhere},
     K::Text, QT_TRANSLATE_NOOP("PlanInput", "Currency"), nullptr,
     QT_TRANSLATE_NOOP("cli", "Currency of the costs."), "CNY|USD", nullptr,
     G::Prices, U::Always, true, planMember<&PlanOptions::currency>(), nullptr, kCurrencies,
     {11, QT_TRANSLATE_NOOP("PlanInput", "Currency:"), "currency"}},
    {Limit{"plan.cny_per_usd", "--cny-per-usd", R, 0, Open, 1000, Closed, "CNY per USD", kEverywhere},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Exchange rate"), QT_TRANSLATE_NOOP("PlanInput", "CNY per USD"),
     QT_TRANSLATE_NOOP("cli", "Exchange rate, to compare CNY and USD prices."), "R", nullptr,
     G::Prices, U::Always, true, planMember<&PlanOptions::cnyPerUsd>(), nullptr, {},
     {12, QT_TRANSLATE_NOOP("PlanInput", "Rate:"), "rate", 1, 1, 4, 0,
      QT_TRANSLATE_NOOP("PlanInput", "1 USD = "), " CNY", QT_TRANSLATE_NOOP("PlanInput", "not set")}},
    {Limit{"plan.budget", "--budget", R, 0, Closed, 1e15, Closed, "display currency", kEverywhere},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Budget"), "$",
     QT_TRANSLATE_NOOP("cli", "Options that cost more are marked."), "X", nullptr,
     G::Prices, U::Always, true, planMember<&PlanOptions::budget>(), nullptr, {},
     {8, QT_TRANSLATE_NOOP("PlanInput", "&Budget:"), "budget", 1, 1, 0, 0, nullptr, nullptr,
      QT_TRANSLATE_NOOP("PlanInput", "none")}},
    // Limits
    {Limit{"plan.headroom_pct", "--headroom", R, 0, Closed, 100, Open, "% of VRAM kept free", kEverywhere},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "VRAM headroom"), "%",
     QT_TRANSLATE_NOOP("cli", "GPU memory to keep free, in percent of the card."), "PCT", nullptr,
     G::Limits, U::Always, true, planMember<&PlanOptions::headroomPct>(), nullptr, {},
     {6, QT_TRANSLATE_NOOP("PlanInput", "VRA&M headroom:"), "headroom", 1, 1, -1, 0, nullptr, " %"}},
    {Limit{"plan.max_nodes", "--max-nodes", W, 1, Closed, 100'000, Closed, "instances", kEverywhere},
     K::Whole, QT_TRANSLATE_NOOP("PlanInput", "Most nodes"), nullptr,
     QT_TRANSLATE_NOOP("cli", "Identical instances one job may span."), "N", nullptr,
     G::Limits, U::Always, true, planMember<&PlanOptions::maxNodes>(), nullptr, {},
     {5, QT_TRANSLATE_NOOP("PlanInput", "Max &instances:"), "maxNodes"}},
    {Limit{"plan.max_gpus", "--max-gpus", W, 1, Closed, 1'048'576, Closed, "GPUs", kEverywhere},
     K::Whole, QT_TRANSLATE_NOOP("PlanInput", "Most GPUs"), nullptr,
     QT_TRANSLATE_NOOP("cli", "GPUs one job may use."), "N", nullptr,
     G::Limits, U::Always, true, planMember<&PlanOptions::maxGpus>(), nullptr, {},
     {13, QT_TRANSLATE_NOOP("PlanInput", "Ma&x GPUs:"), "maxGpus", 1, 1, -1, 0, nullptr, nullptr,
      QT_TRANSLATE_NOOP("PlanInput", "any")}},
    {Limit{"plan.families", "--families", R, 0, Closed, 0, Closed, "", kEverywhere},
     K::List, QT_TRANSLATE_NOOP("PlanInput", "Instance families"), nullptr,
     QT_TRANSLATE_NOOP("cli", "Only these instance families (comma-separated)."), "a,b", nullptr,
     G::Limits, U::Always, true, planMember<&PlanOptions::families>(), nullptr, {},
     {14, QT_TRANSLATE_NOOP("PlanInput", "Familie&s:"), "families", 1, 1, -1, 0, nullptr, nullptr,
      nullptr, nullptr, QT_TRANSLATE_NOOP("PlanInput", "all, or e.g. gn7e, gn7i")}},
    // Spot and checkpoints
    {Limit{"plan.spot_discount_pct", "--spot-discount", R, 0, Open, 100, Closed, "% of the pay-as-you-go price", kEverywhere},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Spot discount"), "%",
     QT_TRANSLATE_NOOP("cli", "Spot price in percent of pay-as-you-go; overrides imported "
                              "spot advice."), "PCT", nullptr,
     G::Spot, U::Always, true, planMember<&PlanOptions::spotDiscountPct>(), nullptr, {},
     {10, QT_TRANSLATE_NOOP("PlanInput", "Spot price:"), "spotDiscount", 1, 1, -1, 0, nullptr, " %",
      QT_TRANSLATE_NOOP("PlanInput", "imported"),
      QT_TRANSLATE_NOOP("PlanInput", "Spot price as a percentage of pay-as-you-go; \"imported\" uses "
                                     "the imported spot prices")}},
    {Limit{"plan.spot_interruption_rate_pct", "--interruption-rate", R, 0, Closed, 100, Open, "% over 30 days", kFileAndFlag},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Spot interruption rate"), "%",
     QT_TRANSLATE_NOOP("cli", "Spot interruptions over 30 days, in percent; overrides "
                              "imported spot advice."), "PCT", nullptr,
     G::Spot, U::Always, true, planMember<&PlanOptions::spotInterruptionRatePct>()},
    {Limit{"plan.checkpoint_write_hours", "", R, 0, Closed, 10'000, Closed, "hours", kFileAndFlag},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Checkpoint write time"), QT_TRANSLATE_NOOP("PlanInput", "hours"),
     nullptr, "H", nullptr,
     G::Spot, U::Training, true, planMember<&PlanOptions::checkpointWriteHours>()},
    {Limit{"plan.checkpoint_write_minutes", "--checkpoint-minutes", R, 0, Closed, 600'000, Closed, "minutes", kFlag},
     K::Real, nullptr, nullptr,
     QT_TRANSLATE_NOOP("cli", "Minutes to write one checkpoint."), "M", nullptr,
     G::Spot, U::Training, false, {},
     [](PlanOptions &o, const Workload &, double v) { o.checkpointWriteHours = v / 60; }},
    {Limit{"plan.restart_hours", "", R, 0, Closed, 10'000, Closed, "hours", kFileAndFlag},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Restart time"), QT_TRANSLATE_NOOP("PlanInput", "hours"),
     nullptr, "H", nullptr,
     G::Spot, U::Training, true, planMember<&PlanOptions::restartHours>()},
    {Limit{"plan.restart_minutes", "--restart-minutes", R, 0, Closed, 600'000, Closed, "minutes", kFlag},
     K::Real, nullptr, nullptr,
     QT_TRANSLATE_NOOP("cli", "Minutes to restart after an interruption."), "M", nullptr,
     G::Spot, U::Training, false, {},
     [](PlanOptions &o, const Workload &, double v) { o.restartHours = v / 60; }},
    {Limit{"plan.checkpoint_interval_hours", "--checkpoint-interval-hours", R, 0, Open, 1e6, Closed, "hours", kFileAndFlag},
     K::Real, QT_TRANSLATE_NOOP("PlanInput", "Checkpoint interval"), QT_TRANSLATE_NOOP("PlanInput", "hours"),
     QT_TRANSLATE_NOOP("cli", "Hours between checkpoints (default: the Young/Daly optimum)."), "H", nullptr,
     G::Spot, U::Training, true, planMember<&PlanOptions::checkpointIntervalHours>()},
};
// clang-format on

} // namespace

bool PlanInput::usedBy(const Workload &w) const
{
    switch (use) {
    case PlanUse::Always:
        return true;
    case PlanUse::Training:
        return w.isTraining();
    case PlanUse::Serving:
        return !w.isTraining();
    }
    return true;
}

bool PlanInput::allows(std::string_view id) const
{
    return ids.empty() || std::find(ids.begin(), ids.end(), id) != ids.end();
}

std::span<const PlanInput> planInputs()
{
    return kInputs;
}

const PlanInput *planInputByKey(std::string_view key)
{
    const auto it = std::find_if(std::begin(kInputs), std::end(kInputs),
                                 [&](const PlanInput &i) { return i.key() == key; });
    return it == std::end(kInputs) ? nullptr : &*it;
}

const PlanInput *planInputByFlag(std::string_view flag)
{
    const auto it = std::find_if(std::begin(kInputs), std::end(kInputs), [&](const PlanInput &i) {
        return !flag.empty() && i.flag() == flag;
    });
    return it == std::end(kInputs) ? nullptr : &*it;
}

std::vector<const PlanInput *> planFormInputs()
{
    std::vector<const PlanInput *> out;
    for (const PlanInput &i : kInputs) {
        if (i.form.place > 0)
            out.push_back(&i);
    }
    std::sort(out.begin(), out.end(),
              [](const PlanInput *a, const PlanInput *b) { return a->form.place < b->form.place; });
    return out;
}

} // namespace gpuplanner
