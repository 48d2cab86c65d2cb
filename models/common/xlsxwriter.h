// A minimal Office Open XML workbook (.xlsx) writer, for the plan table's Excel export
// (tableexport.h, docs/table-format.md). No library: the ZIP container (local headers,
// central directory, end record, CRC-32) is written here, entries deflated with qCompress
// (its 4-byte length, 2-byte zlib header and 4-byte Adler-32 trailer cut off) or stored
// when deflating would not make them smaller.
//
// The parts: [Content_Types].xml, _rels/.rels, docProps/core.xml and app.xml (title,
// creator, created time in W3CDTF), xl/workbook.xml, xl/_rels/workbook.xml.rels,
// xl/styles.xml (a bold header, fixed-decimal number formats) and one worksheet per sheet.
// Text is written as inline strings (t="inlineStr"): never a formula, whatever it starts
// with, and the workbook holds no formula at all. Numbers are numeric cells; an empty cell
// is left out. A sheet with a header row has it bold, frozen, under an autofilter over the
// table, and every column is as wide as its longest line (CJK characters count two).
//
// Text comes from shared files: it is XML-escaped, characters XML 1.0 forbids (control
// characters other than tab and line feed, lone surrogates, U+FFFE/U+FFFF) are removed, a
// carriage return becomes a line feed, and a cell is cut at Excel's 32,767 characters.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <utility>
#include <vector>

namespace gpuplanner::xlsx {

struct Cell {
    enum class Kind { Empty, Number, Text };
    Kind kind = Kind::Empty;
    double number = 0;
    int decimals = -1; // Number: shown with 0–4 decimals (the value rounded to them); -1: as is
    QString text;

    static Cell empty() { return {}; }
    static Cell of(double value, int decimals = -1) { return {Kind::Number, value, decimals, {}}; }
    static Cell of(const QString &text) { return {Kind::Text, 0, -1, text}; }
};

struct Sheet {
    QString name;                        // made valid and unique (sheetName)
    std::vector<std::vector<Cell>> rows; // rows[0] is the header row when header is set
    bool header = true;                  // first row bold, frozen, with an autofilter
};

struct Workbook {
    QString title;
    QString creator = QStringLiteral("GPU Planner");
    QDateTime created; // also the ZIP entries' time; invalid: left out (1980-01-01 in the ZIP)
    std::vector<Sheet> sheets;
};

// The .xlsx file's bytes; empty when the book has no sheet or would need ZIP64 (4 GiB).
QByteArray writeWorkbook(const Workbook &book);

// The pieces, for the tests.

// A ZIP archive of the entries (name, bytes) in order.
QByteArray zipArchive(const std::vector<std::pair<QString, QByteArray>> &entries,
                      const QDateTime &time);
quint32 crc32(const QByteArray &data);
// Text for XML content and attribute values: escaped, forbidden characters removed.
QString xmlText(const QString &text);
// "A", "B", … "Z", "AA" for 0, 1, … 25, 26.
QString columnName(int column);
// A valid sheet name: at most 31 characters, none of : \ / ? * [ ], not starting or ending
// with an apostrophe, not empty (then fallback).
QString sheetName(const QString &name, const QString &fallback);
// A column's width in Excel's units (characters of the default font): the widest line of
// its cells, CJK characters counting two, plus padding; between 6 and 60.
double columnWidth(const std::vector<QString> &texts, bool header);

} // namespace gpuplanner::xlsx
