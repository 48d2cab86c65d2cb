// Test fixtures shared by the estimator and planner tests: the synthetic model shapes they
// build by hand (published configs where a name says so, round test shapes otherwise) and
// the look-ups over a plan (a row by instance type, a reason by code, the codes as text).
#pragma once

#include "estimator/planner.h"

#include <QString>
#include <QStringList>

#include <algorithm>
#include <string>

namespace gpuplanner::fixtures {

// A decoder-only transformer shape: the fields of a Hugging Face config.json.
inline ModelSpec decoder(std::string id, double paramsB, int layers, int hidden, int ffn, int heads,
                         int kvHeads, int vocab, int context)
{
    ModelSpec m;
    m.id = id;
    m.name = std::move(id);
    m.paramsB = paramsB;
    m.activeParamsB = paramsB;
    m.layers = layers;
    m.hidden = hidden;
    m.ffn = ffn;
    m.heads = heads;
    m.kvHeads = kvHeads;
    m.vocab = vocab;
    m.maxContext = context;
    return m;
}

// A Llama-2-7B-like shape with a round 7 billion parameters (no active-parameter count).
inline ModelSpec round7b()
{
    ModelSpec m;
    m.id = "test-7b";
    m.name = "Test 7B";
    m.paramsB = 7;
    m.layers = 32;
    m.hidden = 4096;
    m.ffn = 11008;
    m.heads = 32;
    m.kvHeads = 32;
    m.vocab = 32000;
    m.maxContext = 4096;
    return m;
}

// A Llama-2-70B-like shape (grouped-query attention) with a round 70 billion parameters.
inline ModelSpec round70b()
{
    ModelSpec m;
    m.id = "test-70b";
    m.name = "Test 70B";
    m.paramsB = 70;
    m.layers = 80;
    m.hidden = 8192;
    m.ffn = 28672;
    m.heads = 64;
    m.kvHeads = 8;
    m.vocab = 32000;
    m.maxContext = 4096;
    return m;
}

// config.json of meta-llama/Llama-3.1-8B.
inline ModelSpec llama31_8b()
{
    ModelSpec m = decoder("llama-3.1-8b", 8.03, 32, 4096, 14336, 32, 8, 128256, 131072);
    m.name = "Llama 3.1 8B";
    return m;
}

// The LoRA run the window, report and table tests plan: a 7B-class model (the Qwen2.5 7B
// preset, passed in), batch 4, sequence 2048, gradient checkpointing.
inline Workload loraRun(const ModelSpec &model)
{
    Workload w;
    w.model = model;
    w.task = Task::Lora;
    w.batch = 4;
    w.seqLen = 2048;
    w.gradientCheckpointing = true;
    return w;
}

inline const PlanRow *findRow(const Plan &plan, const std::string &typeId)
{
    for (const PlanRow &r : plan.rows) {
        if (r.type && r.type->id == typeId)
            return &r;
    }
    return nullptr;
}

inline const Reason *findReason(const PlanRow &row, const std::string &code)
{
    for (const Reason &r : row.reasons) {
        if (r.code == code)
            return &r;
    }
    return nullptr;
}

inline bool hasFinding(const Plan &plan, const std::string &code)
{
    return std::any_of(plan.findings.begin(), plan.findings.end(),
                       [&](const Finding &f) { return f.code == code; });
}

// "vram_fit, host_ram_ratio": a row's reason codes, for failure messages.
inline QString reasonCodes(const PlanRow &row)
{
    QStringList codes;
    for (const Reason &r : row.reasons)
        codes << QString::fromStdString(r.code);
    return codes.join(QLatin1String(", "));
}

} // namespace gpuplanner::fixtures
