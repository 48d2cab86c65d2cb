// Rows of one import batch across its files: importFiles (models/catalog/importers.cpp) and the
// window's import, which asks for each DescribePrice file's request between files.
#pragma once

#include "estimator/catalog.h"

#include <QString>

#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gpuplanner {

namespace importdetail {
// The first fact in which two readings of one instance type differ, by its API name;
// nullptr when they agree.
const char *differingFact(const InstanceType &a, const InstanceType &b);
} // namespace importdetail

struct ImportOutcome; // importers.h

// The rows of one import batch by key, with the file that gave each. Inside a file a repeated
// row is handled where it is read; across files, a later file that gives a key the same
// facts is counted once (the earlier row is kept), and one that gives it other facts refuses
// the batch naming both files, as neither may silently win.
class ImportBatch
{
public:
    // Drops from rows what earlier files gave identically (*repeats counts them); returns
    // the message when a row contradicts an earlier file's, and then nothing is recorded.
    std::optional<QString> take(CatalogData &rows, const QString &file, int *repeats);
    // The same for one file's outcome: its summary's last line notes the repeats.
    std::optional<QString> take(ImportOutcome &outcome, const QString &file);

private:
    template <typename Row>
    using Seen = std::unordered_map<std::string, std::pair<Row, QString>>; // row, its file

    Seen<InstanceType> m_types;
    Seen<Price> m_prices;
    Seen<SpotAdvice> m_spot;
};

} // namespace gpuplanner
