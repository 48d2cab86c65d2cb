#include "csv.h"

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

std::string csvEscape(std::string_view field)
{
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
