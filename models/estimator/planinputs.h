// The plan's options described once (PlanOptions, planner.h), as workloadinputs.h does for
// the workload: for each, the scenario field (plan.KEY), the command-line flag, the kind of
// value, the validation-table row (range and unit, limits.h), the words (the diff's label
// and unit, the comparison form's label with its access key, flag help, tooltip;
// translatable English sources), the help heading, which tasks use it, where the
// comparison form shows it, and a typed accessor into PlanOptions.
//
// Scenario files (read and write), the plan's CLI flags (parsing, --help, man page,
// completion), the validation table, the scenario diff's labels and "does it apply" test,
// and the comparison form (its fields, their order, and its read and show loops) iterate
// this table. A new plan option is a member of PlanOptions, a row here and the code that
// uses it (CONTRIBUTING, "A new input").
#pragma once

#include "estimator/limits.h"
#include "estimator/planner.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace gpuplanner {

enum class PlanInputKind {
    Whole,   // an int (or optional int) member
    Real,    // a double (or optional double) member
    Text,    // a string; with ids, one of them ("CNY", "USD")
    Pricing, // the pricing mode, one of the pricing table's ids (catalogtypes.h)
    List,    // a list of names, comma-separated on the command line ("gn7e,gn7i")
    Date,    // a YYYY-MM-DD string
};

// The heading of `rank --help` an option is listed under.
enum class PlanGroup { Dataset, Prices, Limits, Spot };

// Which plans an option means anything for: the comparison form greys it out for the
// others, and two scenarios of a task that does not use it do not differ in it.
enum class PlanUse { Always, Training, Serving };

// A typed accessor into PlanOptions (planMember<&PlanOptions::epochs>()): a number, or an
// empty optional for an optional member that is not set.
struct PlanAccess {
    std::optional<double> (*get)(const PlanOptions &) = nullptr;
    void (*set)(PlanOptions &, std::optional<double>) = nullptr;
    std::string PlanOptions::*text = nullptr;
    std::vector<std::string> PlanOptions::*list = nullptr;
    bool optional = false; // an optional member: "not set" is a value of its own
};

template <typename T>
struct IsOptional : std::false_type {};
template <typename T>
struct IsOptional<std::optional<T>> : std::true_type {};

template <auto Member>
constexpr PlanAccess planMember()
{
    using T = std::remove_cvref_t<decltype(std::declval<PlanOptions &>().*Member)>;
    if constexpr (std::is_same_v<T, std::string>) {
        return {nullptr, nullptr, Member, nullptr, false};
    } else if constexpr (std::is_same_v<T, std::vector<std::string>>) {
        return {nullptr, nullptr, nullptr, Member, false};
    } else if constexpr (IsOptional<T>::value) {
        using V = typename T::value_type;
        return {[](const PlanOptions &o) -> std::optional<double> {
                    if (!(o.*Member))
                        return std::nullopt;
                    return static_cast<double>(*(o.*Member));
                },
                [](PlanOptions &o, std::optional<double> v) {
                    if (v)
                        o.*Member = static_cast<V>(*v);
                    else
                        (o.*Member).reset();
                },
                nullptr, nullptr, true};
    } else {
        return {[](const PlanOptions &o) -> std::optional<double> {
                    if constexpr (std::is_enum_v<T>)
                        return static_cast<double>(static_cast<int>(o.*Member));
                    else
                        return static_cast<double>(o.*Member);
                },
                [](PlanOptions &o, std::optional<double> v) {
                    if (!v)
                        return;
                    if constexpr (std::is_enum_v<T>)
                        o.*Member = static_cast<T>(static_cast<int>(*v));
                    else
                        o.*Member = static_cast<T>(*v);
                },
                nullptr, nullptr, false};
    }
}

struct PlanInput {
    // field "plan.KEY" and flag (empty: none); the range and unit of a Whole or Real option.
    limits::Limit limit;
    PlanInputKind kind = PlanInputKind::Real;
    // Translatable English sources of the "PlanInput" context, marked in planinputs.cpp;
    // help is of the "cli" context.
    const char *label = nullptr; // "VRAM headroom": the diff, reports
    const char *unit = nullptr;  // "hours" after values in the diff; "$": the currency
    const char *help = nullptr;  // the flag's help
    const char *cliValue = "N";  // the flag's value name
    const char *cliDefault = nullptr;
    PlanGroup group = PlanGroup::Dataset;
    PlanUse use = PlanUse::Always;
    bool saved = true; // in scenario files (false: a flag only)
    PlanAccess access = {};
    // Another spelling of a saved option on the command line (--checkpoint-minutes for
    // plan.checkpoint_write_hours, --samples for plan.dataset_tokens): what the flag's
    // value sets, given the workload.
    void (*fromFlag)(PlanOptions &, const Workload &, double) = nullptr;
    std::span<const std::string_view> ids = {}; // a Text's allowed values
    // The comparison form: its place (0: not shown; the form lists them by place), its
    // label with access key, the field's object name, and how it shows the value.
    struct Form {
        int place = 0;
        const char *label = nullptr; // "VRA&M headroom:"
        const char *name = nullptr;  // the field's objectName ("headroom")
        int slots = 1;               // label + field pairs of its row the field takes
        double perShown = 1;         // the value per unit shown (dataset tokens: millions)
        int decimals = -1;           // -1: the box's own
        double step = 0;             // 0: the box's own
        const char *prefix = nullptr;
        const char *suffix = nullptr;   // translated unless it is only a sign (" %")
        const char *zeroText = nullptr; // an optional option's "not set" ("none", "any")
        const char *tip = nullptr;
        const char *placeholder = nullptr;
    } form = {};

    // "headroom_pct"
    std::string_view key() const { return limit.field.substr(5); }
    std::string_view flag() const { return limit.flag; }
    bool isNumber() const { return kind == PlanInputKind::Whole || kind == PlanInputKind::Real; }
    bool usedBy(const Workload &w) const;
    bool allows(std::string_view id) const;
};

// Every option, in the order of `rank --help` (within each heading).
std::span<const PlanInput> planInputs();
const PlanInput *planInputByKey(std::string_view key);
const PlanInput *planInputByFlag(std::string_view flag);
// The comparison form's options, in its order.
std::vector<const PlanInput *> planFormInputs();

} // namespace gpuplanner
