#include "estimator/csv.h"

namespace gpuplanner {

int CsvTable::column(std::string_view name) const
{
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (header[i] == name)
            return static_cast<int>(i);
    }
    return -1;
}

std::optional<CsvTable> parseCsv(std::string_view text, std::string *error)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);

    std::vector<CsvRecord> rows;
    CsvRecord current;
    std::string field;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    int line = 1;
    current.line = 1;
    int quoteStartLine = 0;

    auto endField = [&] {
        current.fields.push_back(std::move(field));
        field.clear();
        fieldWasQuoted = false;
    };
    auto endRecord = [&] {
        endField();
        // A blank line is not a record.
        if (!(current.fields.size() == 1 && current.fields[0].empty()))
            rows.push_back(std::move(current));
        current = CsvRecord{};
        current.line = line;
    };

    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field.push_back('"');
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                field.push_back(c);
            }
            continue;
        }
        switch (c) {
        case '"':
            if (!field.empty() || fieldWasQuoted) {
                if (error)
                    *error = "line " + std::to_string(line) +
                             ": a quote inside an unquoted field (quote the whole field and "
                             "double the inner quotes)";
                return std::nullopt;
            }
            inQuotes = true;
            fieldWasQuoted = true;
            quoteStartLine = line;
            break;
        case ',':
            endField();
            break;
        case '\r':
            if (i + 1 < text.size() && text[i + 1] == '\n')
                break; // handled by '\n'
            ++line;
            endRecord();
            break;
        case '\n':
            ++line;
            endRecord();
            break;
        default:
            if (fieldWasQuoted) {
                if (error)
                    *error = "line " + std::to_string(line) +
                             ": text after the closing quote of a field";
                return std::nullopt;
            }
            field.push_back(c);
        }
    }
    if (inQuotes) {
        if (error)
            *error = "line " + std::to_string(quoteStartLine) + ": a quoted field is never closed";
        return std::nullopt;
    }
    if (!field.empty() || fieldWasQuoted || !current.fields.empty())
        endRecord();

    CsvTable table;
    if (rows.empty()) {
        if (error)
            *error = "line 1: the file is empty (a header row is needed)";
        return std::nullopt;
    }
    table.header = std::move(rows.front().fields);
    table.headerLine = rows.front().line;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        if (rows[i].fields.size() != table.header.size()) {
            if (error)
                *error = "line " + std::to_string(rows[i].line) + ": " +
                         std::to_string(rows[i].fields.size()) + " fields, but the header has " +
                         std::to_string(table.header.size());
            return std::nullopt;
        }
        table.records.push_back(std::move(rows[i]));
    }
    return table;
}

std::optional<CsvCell> firstNulCell(const CsvTable &table)
{
    const auto inRow = [](const std::vector<std::string> &fields) -> std::optional<std::size_t> {
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (fields[i].find('\0') != std::string::npos)
                return i;
        }
        return std::nullopt;
    };
    if (const auto column = inRow(table.header))
        return CsvCell{table.headerLine, *column, true};
    for (const CsvRecord &r : table.records) {
        if (const auto column = inRow(r.fields))
            return CsvCell{r.line, *column, false};
    }
    return std::nullopt;
}

namespace {

// The length of the decimal number at the start of t (sign, digits, point, exponent), or 0.
std::size_t numberPrefix(std::string_view t)
{
    std::size_t i = 0;
    if (i < t.size() && (t[i] == '-' || t[i] == '+'))
        ++i;
    std::size_t digits = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') {
        ++i;
        ++digits;
    }
    if (i < t.size() && t[i] == '.') {
        ++i;
        while (i < t.size() && t[i] >= '0' && t[i] <= '9') {
            ++i;
            ++digits;
        }
    }
    if (digits == 0)
        return 0;
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        ++i;
        if (i < t.size() && (t[i] == '-' || t[i] == '+'))
            ++i;
        std::size_t exponent = 0;
        while (i < t.size() && t[i] >= '0' && t[i] <= '9') {
            ++i;
            ++exponent;
        }
        if (exponent == 0)
            return 0;
    }
    return i;
}

} // namespace

bool isPlainNumber(std::string_view t)
{
    const std::size_t n = numberPrefix(t);
    return n > 0 && n == t.size();
}

bool isNumberWithUnit(std::string_view t)
{
    std::size_t i = numberPrefix(t);
    if (i == 0)
        return false;
    if (i < t.size() && t[i] == ' ')
        ++i;
    const std::size_t unit = t.size() - i;
    if (unit == 0 || unit > 16)
        return unit == 0 && i == t.size() && t.back() != ' ';
    for (; i < t.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(t[i]);
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '%' || c == '/' ||
                        c >= 0x80; // letters of any script, "¥", "元"
        if (!ok)
            return false;
    }
    return true;
}

std::string csvNeutralise(std::string_view field)
{
    if (field.empty() || isNumberWithUnit(field))
        return std::string(field);
    const char c = field.front();
    if (c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r')
        return "'" + std::string(field);
    return std::string(field);
}

std::string csvEscape(std::string_view raw)
{
    const std::string safe = csvNeutralise(raw);
    const std::string_view field = safe;
    if (field.find_first_of(",\"\n\r") == std::string_view::npos)
        return std::string(field);
    std::string out = "\"";
    for (char c : field) {
        if (c == '"')
            out += "\"\"";
        else
            out.push_back(c);
    }
    out.push_back('"');
    return out;
}

std::string csvLine(const std::vector<std::string> &fields)
{
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i)
            out.push_back(',');
        out += csvEscape(fields[i]);
    }
    return out;
}

} // namespace gpuplanner
