// The model's numeric fields described once: the key in presets, scenario files and JSON
// output (inputs.model.KEY), the command-line flag, the allowed range and unit (a row of
// the validation table, limits.h), a label for forms and reports, a help text for the
// command line and the ModelSpec member it reads and writes. Presets, scenario files, the
// CLI flags (help, man page, completion), the validation table, `estimate --json`, the
// scenario diff and the window's custom-model form iterate this table; a new model field
// is a member of ModelSpec, a row here and the code that uses it (CONTRIBUTING, "A new
// input").
#pragma once

#include "estimator/limits.h"
#include "estimator/modelspec.h"

#include <span>
#include <string_view>

namespace gpuplanner {

enum class ModelFieldGroup { Shape, Moe, Attention, Other };

struct ModelField {
    std::string_view key; // "moe_experts"
    limits::Limit limit;  // field "inputs.model.moe_experts", flag "--moe-experts", range
    // Translatable English sources: label in the "ModelField" context (forms, diff,
    // reports), help in the "cli" context (flag help). Marked for lupdate in modelfields.cpp.
    const char *label = nullptr;
    const char *help = nullptr;
    ModelFieldGroup group = ModelFieldGroup::Shape;
    int ModelSpec::*whole = nullptr;
    double ModelSpec::*real = nullptr;

    double get(const ModelSpec &m) const { return whole ? double(m.*whole) : m.*real; }
    void set(ModelSpec &m, double v) const
    {
        if (whole)
            m.*whole = static_cast<int>(v);
        else
            m.*real = v;
    }
    bool isWhole() const { return whole != nullptr; }
    // A yes/no field (0 or 1, as chunked_local): a check box in the forms.
    bool isSwitch() const { return whole && limit.min == 0 && limit.max == 1; }
};

// Every field, in the order forms and help list them.
std::span<const ModelField> modelFields();
const ModelField *modelFieldByKey(std::string_view key);
const ModelField *modelFieldByFlag(std::string_view flag);

// Fields that contradict each other (more experts per token than experts, a latent KV
// without its RoPE part, more sliding layers than layers, …): each problem names the
// field by its key ("moe_experts_per_token: 9 is more than moe_experts (8)"); empty when
// the spec is consistent.
std::vector<std::string> modelConsistencyProblems(const ModelSpec &m);

} // namespace gpuplanner
