#include "inputlabels.h"

namespace gpuplanner {

QString InputLabels::task(Task task)
{
    switch (task) {
    case Task::Inference:
        return tr("Inference");
    case Task::Lora:
        return tr("LoRA fine-tune");
    case Task::Qlora:
        return tr("QLoRA fine-tune");
    case Task::FullFineTune:
        return tr("Full fine-tune");
    case Task::Pretrain:
        return tr("Pre-training");
    }
    return {};
}

QString InputLabels::quantization(Quantization quant)
{
    switch (quant) {
    case Quantization::None:
        return tr("none");
    case Quantization::BnbInt8:
        return tr("bitsandbytes int8");
    case Quantization::BnbNf4:
        return tr("bitsandbytes NF4");
    case Quantization::BnbNf4DoubleQuant:
        return tr("bitsandbytes NF4, double quant");
    case Quantization::BnbFp4:
        return tr("bitsandbytes FP4");
    case Quantization::GptqInt4:
        return tr("GPTQ 4-bit");
    case Quantization::GptqInt8:
        return tr("GPTQ 8-bit");
    case Quantization::AwqInt4:
        return tr("AWQ 4-bit");
    case Quantization::Mxfp4:
        return tr("MXFP4 (MoE experts)");
    }
    return {};
}

QString InputLabels::optimizer(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW:
        return QStringLiteral("AdamW");
    case Optimizer::AdamW8bit:
        return tr("AdamW 8-bit");
    case Optimizer::PagedAdamW:
        return tr("Paged AdamW");
    case Optimizer::PagedAdamW8bit:
        return tr("Paged AdamW 8-bit");
    case Optimizer::SgdMomentum:
        return tr("SGD with momentum");
    case Optimizer::Adafactor:
        return QStringLiteral("Adafactor");
    }
    return {};
}

QString InputLabels::sharding(Sharding sharding)
{
    switch (sharding) {
    case Sharding::None:
        return tr("none (data parallel)");
    case Sharding::Zero1:
        return QStringLiteral("DeepSpeed ZeRO-1");
    case Sharding::Zero2:
        return QStringLiteral("DeepSpeed ZeRO-2");
    case Sharding::Zero3:
        return QStringLiteral("DeepSpeed ZeRO-3");
    case Sharding::Fsdp:
        return QStringLiteral("PyTorch FSDP");
    }
    return {};
}

QString InputLabels::pricing(PricingMode mode)
{
    switch (mode) {
    case PricingMode::PayAsYouGo:
        return tr("Pay-as-you-go");
    case PricingMode::Subscription:
        return tr("Subscription");
    case PricingMode::Spot:
        return tr("Spot");
    case PricingMode::Reserved:
        return tr("Reserved");
    }
    return {};
}

} // namespace gpuplanner
