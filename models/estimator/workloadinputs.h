// The workload's inputs described once (the model's own fields are in modelfields.h): for
// each, the scenario field (inputs.KEY), the command-line flag, the kind of value, the
// validation-table row (range and unit, limits.h), the words (label, the form's label with
// its access key, flag help, unit, the text shown for 0, tooltip; translatable English
// sources), the help heading it is listed under, which workloads use it, where the window
// shows it, and a typed accessor into Workload.
//
// Scenario files (read and write), the CLI flags (parsing, --help, man page, completion),
// the validation table, the scenario diff's labels and "does it apply" test, and the
// estimate form (its fields, their order, visibility, and its read and show loops) iterate
// this table. A new workload input is a member of Workload, a row here and the code that
// uses it (CONTRIBUTING, "A new input").
#pragma once

#include "estimator/limits.h"
#include "estimator/memory.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace gpuplanner {

enum class InputKind {
    Whole,  // an int member
    Real,   // a double member
    Switch, // a bool: "--flag" and "--no-flag", true/false in files; with choices, a pair
            // of named values ("--qlora-recipe peft|paper") that files keep as a bool
    Choice, // an enum: one of its ids ("qlora"), worded by its label
    Text,   // a string the code that uses it checks (a framework profile id)
};

// The heading of `estimate --help` an input is listed under.
enum class InputGroup { Job, Parallel, Techniques, Serving, Host };

// Which workloads use an input: the window shows its field only for those, and two
// scenarios that neither uses it do not differ in it.
enum class InputUse { Always, Training, Serving, Vllm, Lora, Qlora };

// Where the estimate form shows it: its main rows, the folded "Advanced" section, or not.
enum class FormPlace { None, Main, Advanced };

struct InputChoice {
    int value;              // the enum's value (a Switch's: 1 or 0)
    std::string_view id;    // in files and on the command line ("bnb_nf4_dq")
    const char *label;      // the words ("InputLabels" context); nullptr: the id itself
    bool translated = true; // false: a product name shown as it is ("DeepSpeed ZeRO-1")
};

// A typed accessor into Workload (member<&Workload::batch>()).
struct InputAccess {
    double (*get)(const Workload &) = nullptr;
    void (*set)(Workload &, double) = nullptr;
    std::string Workload::*text = nullptr;
};

template <auto Member>
constexpr InputAccess member()
{
    using T = std::remove_cvref_t<decltype(std::declval<Workload &>().*Member)>;
    if constexpr (std::is_same_v<T, std::string>) {
        return {nullptr, nullptr, Member};
    } else {
        return {[](const Workload &w) -> double {
                    if constexpr (std::is_enum_v<T>)
                        return static_cast<double>(static_cast<int>(w.*Member));
                    else
                        return static_cast<double>(w.*Member);
                },
                [](Workload &w, double v) {
                    if constexpr (std::is_same_v<T, bool>)
                        w.*Member = v != 0;
                    else if constexpr (std::is_enum_v<T>)
                        w.*Member = static_cast<T>(static_cast<int>(v));
                    else
                        w.*Member = static_cast<T>(v);
                },
                nullptr};
    }
}

struct WorkloadInput {
    // field "inputs.KEY" and flag; the range and unit of a Whole or Real input (the other
    // kinds' rows are not part of the validation table).
    limits::Limit limit;
    InputKind kind = InputKind::Whole;
    // Translatable English sources of the "WorkloadInput" context, marked in
    // workloadinputs.cpp; help and offHelp are of the "cli" context.
    const char *label = nullptr;      // "Batch size": diff, reports
    const char *formLabel = nullptr;  // "&Batch per GPU:", a switch's check box text
    const char *help = nullptr;       // the flag's help
    const char *offHelp = nullptr;    // a switch's "--no-" flag's help
    const char *unit = nullptr;       // "tokens", after values in the diff
    bool unitInForm = false;          // the form's box shows the unit after its value
    const char *zeroText = nullptr;   // the form's words for 0 ("default (256)")
    const char *tip = nullptr;        // the form field's tooltip
    const char *cliValue = nullptr;   // the flag's value name when not its choices ("N")
    const char *cliDefault = nullptr; // what the command line fills in when not given
    double step = 0;                  // a Real box's step (0: the box's own)
    InputGroup group = InputGroup::Job;
    InputUse use = InputUse::Always;
    FormPlace place = FormPlace::Main;
    bool saved = true; // in scenario files (false: a flag and a form field only)
    // The member: Whole, Real, Switch and Choice values as a number (a choice: its
    // enum's value), a Text as its string.
    InputAccess access = {};
    std::span<const InputChoice> choices = {};

    // "max_num_seqs"
    std::string_view key() const { return limit.field.substr(7); }
    double get(const Workload &w) const { return access.get(w); }
    void set(Workload &w, double v) const { access.set(w, v); }
    bool isNumber() const { return kind == InputKind::Whole || kind == InputKind::Real; }
    // A Choice, or a Switch named by a pair of values.
    bool hasChoices() const { return !choices.empty(); }
    bool usedBy(const Workload &w) const;
    // The choice with this value or id; nullptr when there is none.
    const InputChoice *choice(int value) const;
    const InputChoice *choiceById(std::string_view id) const;
    // "a|b|c", the ids in order.
    std::string choiceIds(std::string_view separator = "|") const;
};

// Every input, in the order the form shows them (main rows, then "Advanced", then those
// the form does not show).
std::span<const WorkloadInput> workloadInputs();
const WorkloadInput *workloadInputByKey(std::string_view key);
const WorkloadInput *workloadInputByFlag(std::string_view flag);

bool usedBy(InputUse use, const Workload &w);

} // namespace gpuplanner
