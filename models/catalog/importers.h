// Importers for what a user brings in: Alibaba Cloud API output saved as JSON
// (DescribeInstanceTypes, one or several pages; DescribePrice; DescribeSpotAdvice) and
// price sheets in the price-CSV format. Each file is parsed and checked completely
// before anything is kept: a malformed or unexpected file is rejected whole, with a
// message naming the file and the place ("page2.json: InstanceTypes.InstanceType[3].
// CpuCoreCount: expected a whole number"), and a batch of files is all or nothing.
#pragma once

#include "estimator/catalog.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpuplanner {

enum class ImportFormat { Auto, InstanceTypesJson, PriceJson, SpotAdviceJson, PriceCsv };

// DescribePrice answers do not repeat their request; the user supplies it.
struct PriceRequest {
    std::string regionId;
    std::string instanceTypeId;
    PricingMode mode = PricingMode::PayAsYouGo;
    PriceUnit unit = PriceUnit::Hour;
    int period = 1; // the request's Period: the price covers this many units
};

struct ImportOptions {
    ImportFormat format = ImportFormat::Auto;
    std::optional<PriceRequest> price;
    std::string asOf; // date stamped on imported rows; empty = today
};

struct ImportOutcome {
    CatalogData rows;    // what goes into the overlay
    QStringList summary; // one line per file: what was read and what was skipped
};

// The largest file an import reads, checked before reading (a price sheet of every GPU
// type in every region is well under 1 MiB; a million-row sheet took 1.24 GB to parse).
inline constexpr qint64 kMaxImportFileBytes = 16 * 1024 * 1024;

// Reads a file to import: nullopt with *error naming the file when it cannot be opened or
// is larger than kMaxImportFileBytes (then nothing of it is read).
std::optional<QByteArray> readImportFile(const QString &path, QString *error);

QString formatName(ImportFormat format);
std::optional<ImportFormat> importFormatFromString(const QString &text);
ImportFormat detectFormat(const QByteArray &content, const QString &fileName);

// Parses every file against the catalog as it is now. Returns nullopt and sets *error
// at the first problem; then nothing of any file is returned.
std::optional<ImportOutcome> importFiles(const QStringList &files, const Catalog &catalog,
                                         const ImportOptions &options, QString *error);

// The same for content already in memory (one file).
std::optional<ImportOutcome> importContent(const QByteArray &content, const QString &fileName,
                                           const Catalog &catalog, const ImportOptions &options,
                                           QString *error);

} // namespace gpuplanner
