// The names of the memory estimator's enums (files, the database, the CLI), the bytes of
// each precision and quantization, and the host RAM as message arguments; split from
// memory.cpp, which holds the estimate.
#include "estimator/memory.h"

#include "estimator/text.h"

#include <algorithm>
#include <array>
#include <utility>

namespace gpuplanner {

namespace {

using text::nameOf;
using text::valueOf;

constexpr std::array kTasks{std::pair{Task::Inference, std::string_view("inference")},
                            std::pair{Task::Lora, std::string_view("lora")},
                            std::pair{Task::Qlora, std::string_view("qlora")},
                            std::pair{Task::FullFineTune, std::string_view("full_ft")},
                            std::pair{Task::Pretrain, std::string_view("pretrain")}};
constexpr std::array kPrecisions{std::pair{Precision::Fp32, std::string_view("fp32")},
                                 std::pair{Precision::Tf32, std::string_view("tf32")},
                                 std::pair{Precision::Fp16, std::string_view("fp16")},
                                 std::pair{Precision::Bf16, std::string_view("bf16")},
                                 std::pair{Precision::Fp8, std::string_view("fp8")}};
constexpr std::array kQuantizations{
    std::pair{Quantization::None, std::string_view("none")},
    std::pair{Quantization::BnbInt8, std::string_view("bnb_int8")},
    std::pair{Quantization::BnbNf4, std::string_view("bnb_nf4")},
    std::pair{Quantization::BnbNf4DoubleQuant, std::string_view("bnb_nf4_dq")},
    std::pair{Quantization::BnbFp4, std::string_view("bnb_fp4")},
    std::pair{Quantization::GptqInt4, std::string_view("gptq_int4")},
    std::pair{Quantization::GptqInt8, std::string_view("gptq_int8")},
    std::pair{Quantization::AwqInt4, std::string_view("awq_int4")},
    std::pair{Quantization::Mxfp4, std::string_view("mxfp4")},
    std::pair{Quantization::Nvfp4, std::string_view("nvfp4")}};
constexpr std::array kOptimizers{
    std::pair{Optimizer::AdamW, std::string_view("adamw")},
    std::pair{Optimizer::AdamW8bit, std::string_view("adamw_8bit")},
    std::pair{Optimizer::PagedAdamW, std::string_view("paged_adamw")},
    std::pair{Optimizer::PagedAdamW8bit, std::string_view("paged_adamw_8bit")},
    std::pair{Optimizer::SgdMomentum, std::string_view("sgd")},
    std::pair{Optimizer::Adafactor, std::string_view("adafactor")}};
constexpr std::array kShardings{std::pair{Sharding::None, std::string_view("none")},
                                std::pair{Sharding::Zero1, std::string_view("zero1")},
                                std::pair{Sharding::Zero2, std::string_view("zero2")},
                                std::pair{Sharding::Zero3, std::string_view("zero3")},
                                std::pair{Sharding::Fsdp, std::string_view("fsdp")}};
constexpr std::array kAttentions{std::pair{Attention::Eager, std::string_view("eager")},
                                 std::pair{Attention::Sdpa, std::string_view("sdpa")},
                                 std::pair{Attention::Flash, std::string_view("flash")}};
constexpr std::array kEngines{std::pair{Engine::Transformers, std::string_view("transformers")},
                              std::pair{Engine::Vllm, std::string_view("vllm")}};
constexpr std::array kViews{std::pair{MemoryView::Allocated, std::string_view("allocated")},
                            std::pair{MemoryView::Reserved, std::string_view("reserved")},
                            std::pair{MemoryView::DeviceUsed, std::string_view("device_used")}};

} // namespace

int Workload::dataParallel() const
{
    return std::max(1, totalGpus() / std::max(1, tensorParallel * pipelineParallel));
}

bool isQuantized4(Quantization q)
{
    return q == Quantization::BnbNf4 || q == Quantization::BnbNf4DoubleQuant ||
           q == Quantization::BnbFp4 || q == Quantization::GptqInt4 || q == Quantization::AwqInt4 ||
           q == Quantization::Mxfp4 || q == Quantization::Nvfp4;
}

bool isSixteenBit(Precision p)
{
    return p == Precision::Fp16 || p == Precision::Bf16;
}

double bytesOf(Precision p)
{
    switch (p) {
    case Precision::Fp32:
    case Precision::Tf32:
        return 4;
    case Precision::Fp16:
    case Precision::Bf16:
        return 2;
    case Precision::Fp8:
        return 1;
    }
    return 2;
}

double weightBytesPerParam(Precision precision, Quantization q)
{
    switch (q) {
    case Quantization::None:
        return bytesOf(precision);
    case Quantization::BnbInt8:
        return 1.0; // int8 weights; one fp32 scale per row (< 0.1 %) is left out
    case Quantization::BnbNf4:
    case Quantization::BnbFp4:
        return 0.5 + 4.0 / 64; // 4-bit codes + an fp32 absmax per block of 64
    case Quantization::BnbNf4DoubleQuant:
        return 0.5 + 1.0 / 64 + 4.0 / (64 * 256); // absmax quantized to 8 bits, fp32 per 256 blocks
    case Quantization::GptqInt4:
    case Quantization::AwqInt4:
        return 0.5 + (2.0 + 0.5) / 128; // fp16 scale + 4-bit zero point per group of 128
    case Quantization::GptqInt8:
        return 1.0 + (2.0 + 1.0) / 128;
    case Quantization::Mxfp4:
        return 0.5 + 1.0 / 32; // OCP MX spec: E2M1 values, one E8M0 scale per block of 32
    case Quantization::Nvfp4:
        return 0.5 +
               1.0 / 16; // E2M1 values, one E4M3 scale per block of 16 (the tensor's fp32 aside)
    }
    return bytesOf(precision);
}

MessageArgs hostRamArgs(const HostRam &h)
{
    return {arg::num(h.loaderGib),
            arg::num(h.loadPhaseGib),
            arg::num(h.steadyGib),
            arg::num(h.offloadGib),
            arg::count(static_cast<int>(h.loaderKind)),
            arg::count(h.loaderRanks),
            arg::num(h.checkpointGib),
            arg::num(h.shardGib),
            arg::count(h.training),
            arg::num(h.ruleMinGib, 0),
            arg::num(h.ruleMaxGib, 0)};
}

HostRam hostRamFromArgs(const MessageArgs &a)
{
    HostRam h;
    if (a.size() < 11)
        return h;
    h.loaderGib = a[0].number;
    h.loadPhaseGib = a[1].number;
    h.steadyGib = a[2].number;
    h.offloadGib = a[3].number;
    h.loaderKind = static_cast<HostLoader>(static_cast<int>(a[4].number));
    h.loaderRanks = static_cast<int>(a[5].number);
    h.checkpointGib = a[6].number;
    h.shardGib = a[7].number;
    h.training = a[8].number != 0;
    h.ruleMinGib = a[9].number;
    h.ruleMaxGib = a[10].number;
    return h;
}

std::string_view toString(Task t)
{
    return nameOf(kTasks, t);
}
std::string_view toString(Precision p)
{
    return nameOf(kPrecisions, p);
}
std::string_view toString(Quantization q)
{
    return nameOf(kQuantizations, q);
}
std::string_view toString(Optimizer o)
{
    return nameOf(kOptimizers, o);
}
std::string_view toString(Sharding s)
{
    return nameOf(kShardings, s);
}
std::string_view toString(Engine e)
{
    return nameOf(kEngines, e);
}
std::optional<Task> taskFromString(std::string_view t)
{
    return valueOf(kTasks, t);
}
std::optional<Precision> precisionFromString(std::string_view t)
{
    return valueOf(kPrecisions, t);
}
std::optional<Quantization> quantizationFromString(std::string_view t)
{
    return valueOf(kQuantizations, t);
}
std::optional<Optimizer> optimizerFromString(std::string_view t)
{
    return valueOf(kOptimizers, t);
}
std::optional<Sharding> shardingFromString(std::string_view t)
{
    return valueOf(kShardings, t);
}
std::optional<Engine> engineFromString(std::string_view t)
{
    return valueOf(kEngines, t);
}
std::string_view toString(Attention a)
{
    return nameOf(kAttentions, a);
}
std::string_view toString(MemoryView v)
{
    return nameOf(kViews, v);
}
std::optional<Attention> attentionFromString(std::string_view t)
{
    return valueOf(kAttentions, t);
}

} // namespace gpuplanner
