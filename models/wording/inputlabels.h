// The words for a workload's choices (task, quantization, optimizer, sharding) and a
// plan's pricing mode, in the language installed: one set used by the estimate form's
// boxes, the team library's table and the PDF report, so that they say the same thing.
#pragma once

#include "estimator/catalogtypes.h"
#include "estimator/memory.h"
#include "estimator/planinputs.h"
#include "estimator/workloadinputs.h"

#include <QCoreApplication>
#include <QString>

namespace gpuplanner {

class InputLabels
{
    Q_DECLARE_TR_FUNCTIONS(InputLabels)

public:
    // A choice of the workload's input registry (estimator/workloadinputs.h) in words;
    // the functions below are this for one input each.
    static QString choice(const InputChoice &choice);
    static QString choice(const WorkloadInput &input, int value);
    static QString task(Task task);
    static QString quantization(Quantization quant);
    static QString optimizer(Optimizer optimizer);
    static QString sharding(Sharding sharding);
    // The untranslated sources of the two above (context "InputLabels"), for wording in a
    // language other than the one installed (planwording's Words::label).
    static const char *quantizationSource(Quantization quant);
    static const char *shardingSource(Sharding sharding);
    static QString pricing(PricingMode mode);
    static QString pricingInSentence(PricingMode mode); // "pay-as-you-go"
    static QString engine(Engine engine);
    static QString attention(Attention attention);
    static QString loading(Loading loading);
    static QString loraTargets(LoraTargets targets);
    // Where a price came from: its source as stored (a URL, a file, an API call), or for a
    // price the user entered, words saying so (the stored "entered by the user" is a mark,
    // kept in that form in overlays and scenarios).
    static QString priceSource(const std::string &source, PriceKind kind);
    // An instance type's interconnect as the catalog writes it ("PCIe (inferred)", "PCIe
    // (P2P supported; inferred)") in the language installed: the product names kept, the
    // catalog's words worded, the "inferred" mark as words when markInferred, else dropped
    // (for a view that says so itself).
    static QString interconnect(const std::string &text, bool markInferred = true);
    // A plan option's words (estimator/planinputs.h, context "PlanInput"): its label ("VRAM
    // headroom"), the unit after its values ("hours"; the currency for a cost), and the
    // problem of a value that is none of its ids ("'EUR' is not CNY or USD").
    static QString planLabel(const PlanInput &input);
    static QString planUnit(const PlanInput &input, const QString &currency);
    static QString notOneOf(const PlanInput &input, const QString &value);
};

} // namespace gpuplanner
