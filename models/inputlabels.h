// The words for a workload's choices (task, quantization, optimizer, sharding) and a
// plan's pricing mode, in the language installed: one set used by the estimate form's
// boxes, the team library's table and the PDF report, so that they say the same thing.
#pragma once

#include "estimator/catalogtypes.h"
#include "estimator/memory.h"

#include <QCoreApplication>
#include <QString>

namespace gpuplanner {

class InputLabels
{
    Q_DECLARE_TR_FUNCTIONS(InputLabels)

public:
    static QString task(Task task);
    static QString quantization(Quantization quant);
    static QString optimizer(Optimizer optimizer);
    static QString sharding(Sharding sharding);
    static QString pricing(PricingMode mode);
};

} // namespace gpuplanner
