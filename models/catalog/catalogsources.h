// Reading the catalog's text sources (resources/catalog/*.csv), the reviewable source of
// truth from which catalog.db is rebuilt, and the price-CSV format that users import.
// Every error names the file, the line and the field: "prices.csv:12: field 'as_of': ...".
#pragma once

#include "estimator/catalog.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace gpuplanner {

// Reads gpus.csv, families.csv, regions.csv, instance_types.csv and prices.csv from dir
// and checks every reference between them. Returns false and sets *error on the first
// problem; *out is left untouched then.
bool readCatalogSources(const QString &dir, CatalogData *out, QString *error);

// The most lines a price CSV may have (a sheet of every GPU type in every region has about
// ten thousand): counted before the file is parsed, so that a huge sheet costs neither time
// nor memory. importers.h caps the file's size as well.
inline constexpr qsizetype kMaxPriceCsvLines = 100000;

// The price CSV: columns instance_type, region, currency, as_of and at least one of
// payg_per_hour, subscription_per_month, spot_per_hour, reserved_per_hour; optional
// price_kind, source_url, notes. An empty price cell means "no price for that mode".
// fileName is used in messages and as the source when a row has no source_url. With a
// catalog, every instance type and region must be in it. A price given twice for the same
// instance type, region, mode and unit is kept once when the rows agree (*repeats counts
// the repeats) and refuses the file, naming both lines, when they do not. A NUL character
// in any cell refuses the file, and so do more than kMaxPriceCsvLines lines.
std::optional<std::vector<Price>> parsePriceCsv(const QByteArray &text, const QString &fileName,
                                                PriceKind defaultKind, Origin origin,
                                                const Catalog *known, QString *error,
                                                int *repeats = nullptr);

} // namespace gpuplanner
