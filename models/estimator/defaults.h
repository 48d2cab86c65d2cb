// The one set of starting values for a new scenario: the window's form, File ▸ New and
// the scenario document start here. Workload{} and PlanOptions{} keep "not given" values
// (a sequence length of 0, no dataset) for readers that fill every field themselves;
// these are the values a person starts from when nothing is given yet. They are
// starting points, not facts about hardware: every one is an input the user changes.
#pragma once

#include "memory.h"
#include "planner.h"

namespace gpuplanner {

// The preset a new scenario starts with (resources/presets/models.json).
inline constexpr const char *kDefaultPresetId = "llama-3.1-8b";

// A workload to start from: Workload{} with a 4 k training sequence and a 2 k prompt
// with 512 output tokens for serving. The model is left to the caller (a preset).
inline Workload defaultWorkload()
{
    Workload w;
    w.seqLen = 4096;
    w.promptLen = 2048;
    w.outputLen = 512;
    return w;
}

// Whether a task starts with gradient (activation) checkpointing: on for fine-tuning, as
// practitioners run it — the QLoRA paper's qlora.py and PEFT's
// prepare_model_for_kbit_training (use_gradient_checkpointing=True), TRL's SFTConfig,
// torchtune's LoRA and full fine-tuning configs (enable_activation_checkpointing: True) and
// LLaMA-Factory (disable_gradient_checkpointing: False). Off for pre-training, where
// Megatron-LM recomputes nothing unless asked, and for serving, which has no backward pass.
inline constexpr bool defaultGradientCheckpointing(Task task)
{
    return task == Task::Lora || task == Task::Qlora || task == Task::FullFineTune;
}

// A change of task, as the window's form and the command line's --task over a scenario make
// it: a switch the user set stays, and gradient checkpointing follows the new task's default
// only while it still equals the old task's.
inline void changeTask(Workload &w, Task newTask)
{
    if (w.gradientCheckpointing == defaultGradientCheckpointing(w.task))
        w.gradientCheckpointing = defaultGradientCheckpointing(newTask);
    w.task = newTask;
}

// The weights' format a task starts from. Serving runs the checkpoint as published: vLLM
// and SGLang load FP8 and MXFP4 checkpoints as they are (an FP8 checkpoint on Ampere as
// weight-only FP8 through Marlin). Training starts from 16-bit weights: DeepSeek's
// fp8_cast_bf16.py turns its FP8 release into bf16 for that, OpenAI's gpt-oss fine-tuning
// guide loads the MXFP4 experts dequantized (Mxfp4Config(dequantize=True)), and QLoRA
// quantizes the 16-bit weights itself.
inline CheckpointFormat startingFormat(const CheckpointFormat &published, Task task)
{
    return task == Task::Inference ? published : CheckpointFormat{};
}

// A change of model or task, as the window's form and the command line make it: each of
// the weights' precision, quantization and KV cache precision follows the new starting
// format only while it still equals the old one, so a format the user chose stays.
inline void followFormat(Workload &w, const CheckpointFormat &before, const CheckpointFormat &after)
{
    if (w.precision == before.precision)
        w.precision = after.precision;
    if (w.quantization == before.quantization)
        w.quantization = after.quantization;
    if (w.kvCachePrecision == before.kvCache)
        w.kvCachePrecision = after.kvCache;
}

// Plan options to start from: PlanOptions{} (headroom, MFU, region, pricing) with a
// 100 M-token dataset, so that a training plan has a time and a cost at once.
inline PlanOptions defaultPlanOptions()
{
    PlanOptions o;
    o.datasetTokens = 100e6;
    return o;
}

} // namespace gpuplanner
