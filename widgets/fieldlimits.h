// A form's spin boxes take their range from the validation table (estimator/limits.h), so
// that a value the window can produce is one a scenario file and the command line accept,
// and the three never drift apart.
#pragma once

#include <string_view>

class QDoubleSpinBox;
class QSpinBox;

namespace gpuplanner {

// The range of the table's row for field. An open bound moves in by the box's smallest
// step. zeroIsSpecial: the minimum is 0, shown as the box's special value text ("none",
// "any") and meaning "not set", whatever the table's minimum. scale converts the table's
// unit into the box's (1e-6: tokens shown in millions).
void applyLimit(QSpinBox *box, std::string_view field, bool zeroIsSpecial = false);
void applyLimit(QDoubleSpinBox *box, std::string_view field, bool zeroIsSpecial = false,
                double scale = 1);

} // namespace gpuplanner
