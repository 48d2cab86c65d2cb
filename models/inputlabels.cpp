#include "inputlabels.h"

#include <QRegularExpression>

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

const char *InputLabels::quantizationSource(Quantization quant)
{
    switch (quant) {
    case Quantization::None:
        return QT_TRANSLATE_NOOP("InputLabels", "none");
    case Quantization::BnbInt8:
        return QT_TRANSLATE_NOOP("InputLabels", "bitsandbytes int8");
    case Quantization::BnbNf4:
        return QT_TRANSLATE_NOOP("InputLabels", "bitsandbytes NF4");
    case Quantization::BnbNf4DoubleQuant:
        return QT_TRANSLATE_NOOP("InputLabels", "bitsandbytes NF4, double quant");
    case Quantization::BnbFp4:
        return QT_TRANSLATE_NOOP("InputLabels", "bitsandbytes FP4");
    case Quantization::GptqInt4:
        return QT_TRANSLATE_NOOP("InputLabels", "GPTQ 4-bit");
    case Quantization::GptqInt8:
        return QT_TRANSLATE_NOOP("InputLabels", "GPTQ 8-bit");
    case Quantization::AwqInt4:
        return QT_TRANSLATE_NOOP("InputLabels", "AWQ 4-bit");
    case Quantization::Mxfp4:
        return QT_TRANSLATE_NOOP("InputLabels", "MXFP4 (MoE experts)");
    }
    return "";
}

QString InputLabels::quantization(Quantization quant)
{
    return tr(quantizationSource(quant));
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

const char *InputLabels::shardingSource(Sharding sharding)
{
    switch (sharding) {
    case Sharding::None:
        return QT_TRANSLATE_NOOP("InputLabels", "none (data parallel)");
    // Product names, the same in every language (not offered to translators).
    case Sharding::Zero1:
        return "DeepSpeed ZeRO-1";
    case Sharding::Zero2:
        return "DeepSpeed ZeRO-2";
    case Sharding::Zero3:
        return "DeepSpeed ZeRO-3";
    case Sharding::Fsdp:
        return "PyTorch FSDP";
    }
    return "";
}

QString InputLabels::sharding(Sharding sharding)
{
    return tr(shardingSource(sharding));
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

QString InputLabels::engine(Engine engine)
{
    switch (engine) {
    case Engine::Transformers:
        return tr("PyTorch / Transformers");
    case Engine::Vllm:
        return QStringLiteral("vLLM");
    }
    return {};
}

QString InputLabels::attention(Attention attention)
{
    switch (attention) {
    case Attention::Sdpa:
        return tr("SDPA (memory-efficient)");
    case Attention::Flash:
        return QStringLiteral("FlashAttention-2");
    case Attention::Eager:
        return tr("Eager (keeps s × s scores)");
    }
    return {};
}

QString InputLabels::loading(Loading loading)
{
    switch (loading) {
    case Loading::LowMemory:
        return tr("Low-memory / streaming");
    case Loading::FullCopyPerRank:
        return tr("Every rank loads a full copy");
    }
    return {};
}

QString InputLabels::loraTargets(LoraTargets targets)
{
    switch (targets) {
    case LoraTargets::Attention:
        return tr("attention projections");
    case LoraTargets::AllLinear:
        return tr("all linear layers");
    }
    return {};
}

QString InputLabels::priceSource(const std::string &source, PriceKind kind)
{
    if (kind == PriceKind::UserEntered || source == "entered by the user")
        return tr("entered by the user");
    return QString::fromStdString(source);
}

QString InputLabels::interconnect(const std::string &text, bool markInferred)
{
    QString s = QString::fromStdString(text);
    static const QRegularExpression inferred(QStringLiteral("\\s*\\(inferred\\)|;\\s*inferred"));
    const bool isInferred = s.contains(inferred);
    s.remove(inferred);
    s.replace(QLatin1String("P2P supported"), tr("P2P supported"));
    if (isInferred && markInferred)
        s += tr(" (inferred)");
    return s;
}

} // namespace gpuplanner
