// Rows of one import batch across its files (models/importers.cpp's importFiles).
#pragma once

#include "estimator/catalog.h"

#include <QString>

#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gpuplanner::importdetail {

// The first fact in which two readings of one instance type differ, by its API name;
// nullptr when they agree.
const char *differingFact(const InstanceType &a, const InstanceType &b);

// The rows of one import batch by key, with the file that gave each. Inside a file a repeated
// row is handled where it is read; across files, a later file that gives a key the same
// facts is counted once (the earlier row is kept), and one that gives it other facts refuses
// the batch naming both files, as neither may silently win.
class BatchRows
{
public:
    // Drops from rows what earlier files gave identically (*repeats counts them); returns
    // the message when a row contradicts an earlier file's, and then nothing is recorded.
    std::optional<QString> take(CatalogData &rows, const QString &file, int *repeats);

private:
    template <typename Row>
    using Seen = std::unordered_map<std::string, std::pair<Row, QString>>; // row, its file

    Seen<InstanceType> m_types;
    Seen<Price> m_prices;
    Seen<SpotAdvice> m_spot;
};

} // namespace gpuplanner::importdetail
