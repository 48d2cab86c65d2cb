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
    int headerLine = 1; // blank lines before the header are skipped
    std::vector<CsvRecord> records;

    // Index of a header column, or -1.
    int column(std::string_view name) const;
};

// Parses text. On a syntax error returns nullopt and sets *error to "line N: problem".
// With a header, every record must have as many fields as the header.
std::optional<CsvTable> parseCsv(std::string_view text, std::string *error);

// Where a cell is: its record's line and its 0-based column.
struct CsvCell {
    int line = 0;
    std::size_t column = 0;
    bool header = false; // the cell is a column name
};

// The first cell, header included, that holds a NUL byte. A NUL is not text: C strings,
// SQLite's text functions and widgets stop at it and silently cut the cell short, so the
// readers refuse a file that has one (catalogsources.cpp).
std::optional<CsvCell> firstNulCell(const CsvTable &table);

// Formula injection (OWASP "CSV Injection"): every CSV this program writes goes through
// csvEscape, which first neutralises a cell that starts with = + - @ TAB or CR by putting
// a single quote in front, so a spreadsheet shows it as text instead of running it. A
// cell that is a decimal number ("-12.5", "+3", "1e-3"), optionally followed by one space
// and a short unit of letters, "%" or "/" ("-137 %", "-5.2 GiB", "-3 元/h"), is left
// alone: it holds no operator after the sign and no parenthesis, so it cannot call a
// function or another program, and the program's own numeric columns stay readable.
// docs/reliability.md records this decision.
bool isPlainNumber(std::string_view text);
bool isNumberWithUnit(std::string_view text);
std::string csvNeutralise(std::string_view field);

std::string csvEscape(std::string_view field);
std::string csvLine(const std::vector<std::string> &fields);

} // namespace gpuplanner
