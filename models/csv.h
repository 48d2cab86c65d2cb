// A small RFC 4180 CSV reader and writer. Quoted fields may hold commas, quotes ("") and
// line breaks; a UTF-8 byte-order mark is skipped. Each record remembers the line it
// started on so that error messages can name it.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

struct CsvRecord {
    int line = 0; // 1-based line on which the record starts
    std::vector<std::string> fields;
};

struct CsvTable {
    std::vector<std::string> header;
    std::vector<CsvRecord> records;

    // Index of a header column, or -1.
    int column(std::string_view name) const;
};

// Parses text. On a syntax error returns nullopt and sets *error to "line N: problem".
// With a header, every record must have as many fields as the header.
std::optional<CsvTable> parseCsv(std::string_view text, std::string *error);

std::string csvEscape(std::string_view field);
std::string csvLine(const std::vector<std::string> &fields);

} // namespace gpuplanner
