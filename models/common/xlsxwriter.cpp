#include "xlsxwriter.h"

#include "textwidth.h"

#include <QSet>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace gpuplanner::xlsx {

namespace {

constexpr qsizetype kMaxCellText = 32767; // Excel's limit of characters in a cell
constexpr qsizetype kMaxSheetName = 31;
const QLatin1String kXmlHead("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n");
const QLatin1String kMainNs("http://schemas.openxmlformats.org/spreadsheetml/2006/main");
const QLatin1String
    kDocRelNs("http://schemas.openxmlformats.org/officeDocument/2006/relationships");
const QLatin1String kPackageRelNs("http://schemas.openxmlformats.org/package/2006/relationships");
const QLatin1String kOfficeType("application/vnd.openxmlformats-officedocument.");

// Little-endian integers of the ZIP headers.
void put16(QByteArray &out, quint32 v)
{
    out.append(static_cast<char>(v & 0xff));
    out.append(static_cast<char>((v >> 8) & 0xff));
}

void put32(QByteArray &out, quint32 v)
{
    put16(out, v & 0xffff);
    put16(out, v >> 16);
}

// The MS-DOS time and date of the ZIP headers (two-second steps, 1980 to 2107), in UTC.
std::pair<quint16, quint16> dosTime(const QDateTime &time)
{
    const quint16 firstDay = (1 << 5) | 1; // 1980-01-01
    if (!time.isValid())
        return {0, firstDay};
    const QDateTime utc = time.toUTC();
    const QDate d = utc.date();
    const QTime t = utc.time();
    if (d.year() < 1980 || d.year() > 2107)
        return {0, firstDay};
    return {static_cast<quint16>((t.hour() << 11) | (t.minute() << 5) | (t.second() / 2)),
            static_cast<quint16>(((d.year() - 1980) << 9) | (d.month() << 5) | d.day())};
}

// Raw deflate (RFC 1951). qCompress gives a 4-byte big-endian length, then a zlib stream
// (RFC 1950): a 2-byte header without a preset dictionary, the deflate data and a 4-byte
// Adler-32; the deflate data is what a ZIP entry holds.
QByteArray deflated(const QByteArray &data)
{
    const QByteArray z = qCompress(data, 9);
    if (z.size() < 10)
        return {};
    return z.mid(6, z.size() - 10);
}

// Text without what XML 1.0 forbids or a spreadsheet cannot show: control characters but
// tab and line feed (a carriage return, or CR LF, becomes a line feed), C1 controls, lone
// surrogates, U+FFFE and U+FFFF.
QString cleaned(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const char16_t u = c.unicode();
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            out += c;
            out += text[++i];
        } else if (u == '\r') {
            if (i + 1 >= text.size() || text[i + 1] != QLatin1Char('\n'))
                out += QLatin1Char('\n');
        } else if (!c.isSurrogate() && (u >= 0x20 || u == '\t' || u == '\n') &&
                   !(u >= 0x7f && u <= 0x9f) && u != 0xfffe && u != 0xffff) {
            out += c;
        }
    }
    return out;
}

QString escaped(const QString &text)
{
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '&':
            out += QLatin1String("&amp;");
            break;
        case '<':
            out += QLatin1String("&lt;");
            break;
        case '>':
            out += QLatin1String("&gt;");
            break;
        case '"':
            out += QLatin1String("&quot;");
            break;
        default:
            out += c;
        }
    }
    return out;
}

// A cell's text: cleaned and cut at Excel's limit, never between a surrogate pair.
QString cellText(const QString &text)
{
    QString t = cleaned(text);
    if (t.size() > kMaxCellText)
        t.truncate(t[kMaxCellText - 1].isHighSurrogate() ? kMaxCellText - 1 : kMaxCellText);
    return t;
}

// A number as xsd:double text, rounded to the cell's decimals: the shortest text that
// reads back as the same double, never an exponent.
QString numberText(const Cell &cell)
{
    double v = cell.number;
    if (cell.decimals >= 0)
        v = QString::number(v, 'f', cell.decimals).toDouble();
    if (v == 0)
        v = 0; // no "-0"
    return QString::number(v, 'f', QLocale::FloatingPointShortest);
}

bool written(const Cell &cell)
{
    switch (cell.kind) {
    case Cell::Kind::Number:
        return std::isfinite(cell.number);
    case Cell::Kind::Text:
        return !cellText(cell.text).isEmpty();
    case Cell::Kind::Empty:
        break;
    }
    return false;
}

// Cell formats of styles.xml (cellXfs): 0 general, 1 the bold header, 2 + d a number
// with d decimals (0 to 4).
int styleOf(const Cell &cell, bool header)
{
    if (header)
        return 1;
    if (cell.kind == Cell::Kind::Number && cell.decimals >= 0 && cell.decimals <= 4)
        return 2 + cell.decimals;
    return 0;
}

// What a cell shows, for its column's width.
QString shownText(const Cell &cell)
{
    if (!written(cell))
        return {};
    if (cell.kind == Cell::Kind::Text)
        return cellText(cell.text);
    return cell.decimals >= 0 && cell.decimals <= 4
               ? QString::number(cell.number, 'f', cell.decimals)
               : numberText(cell);
}

QString cellXml(const Cell &cell, const QString &ref, bool header)
{
    const int style = styleOf(cell, header);
    QString x = QStringLiteral("<c r=\"%1\"").arg(ref);
    if (style != 0)
        x += QStringLiteral(" s=\"%1\"").arg(style);
    if (cell.kind == Cell::Kind::Number)
        return x + QStringLiteral("><v>%1</v></c>").arg(numberText(cell));
    const QString text = cellText(cell.text);
    // Leading or trailing spaces and line breaks are kept only with xml:space.
    const bool preserve =
        text.front().isSpace() || text.back().isSpace() || text.contains(QLatin1Char('\n'));
    return x + QStringLiteral(" t=\"inlineStr\"><is><t%1>%2</t></is></c>")
                   .arg(preserve ? QStringLiteral(" xml:space=\"preserve\"") : QString(),
                        escaped(text));
}

int columnCount(const Sheet &sheet)
{
    std::size_t columns = 0;
    for (const auto &row : sheet.rows)
        columns = std::max(columns, row.size());
    return static_cast<int>(columns);
}

// "A1:M40" (or "$A$1:$M$40"): the table's cells, header included.
QString tableRange(const Sheet &sheet, bool absolute = false)
{
    const int columns = std::max(1, columnCount(sheet));
    const int rows = std::max<int>(1, static_cast<int>(sheet.rows.size()));
    const QString d = absolute ? QStringLiteral("$") : QString();
    return d + QStringLiteral("A") + d + QStringLiteral("1:") + d + columnName(columns - 1) + d +
           QString::number(rows);
}

QString colsXml(const Sheet &sheet)
{
    const int columns = columnCount(sheet);
    if (columns == 0)
        return {};
    QString x = QStringLiteral("<cols>");
    for (int c = 0; c < columns; ++c) {
        std::vector<QString> texts;
        for (const auto &row : sheet.rows)
            texts.push_back(static_cast<std::size_t>(c) < row.size()
                                ? shownText(row[static_cast<std::size_t>(c)])
                                : QString());
        x += QStringLiteral("<col min=\"%1\" max=\"%1\" width=\"%2\" customWidth=\"1\"/>")
                 .arg(c + 1)
                 .arg(columnWidth(texts, sheet.header));
    }
    return x + QStringLiteral("</cols>");
}

QString sheetXml(const Sheet &sheet, bool selected)
{
    QString x = kXmlHead;
    x += QStringLiteral("<worksheet xmlns=\"%1\" xmlns:r=\"%2\">").arg(kMainNs, kDocRelNs);
    x += QStringLiteral("<dimension ref=\"%1\"/>").arg(tableRange(sheet));
    x += QStringLiteral("<sheetViews><sheetView%1 workbookViewId=\"0\">")
             .arg(selected ? QStringLiteral(" tabSelected=\"1\"") : QString());
    if (sheet.header) // the header row stays in view
        x += QStringLiteral("<pane ySplit=\"1\" topLeftCell=\"A2\" activePane=\"bottomLeft\" "
                            "state=\"frozen\"/><selection pane=\"bottomLeft\" activeCell=\"A2\" "
                            "sqref=\"A2\"/>");
    x += QStringLiteral("</sheetView></sheetViews><sheetFormatPr defaultRowHeight=\"15\"/>");
    x += colsXml(sheet);
    x += QStringLiteral("<sheetData>");
    for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
        const QString number = QString::number(r + 1);
        QString cells;
        for (std::size_t c = 0; c < sheet.rows[r].size(); ++c) {
            const Cell &cell = sheet.rows[r][c];
            if (written(cell)) // an empty cell is left out, never 0
                cells +=
                    cellXml(cell, columnName(static_cast<int>(c)) + number, sheet.header && r == 0);
        }
        if (!cells.isEmpty())
            x += QStringLiteral("<row r=\"%1\">%2</row>").arg(number, cells);
    }
    x += QStringLiteral("</sheetData>");
    if (sheet.header && columnCount(sheet) > 0)
        x += QStringLiteral("<autoFilter ref=\"%1\"/>").arg(tableRange(sheet));
    x += QStringLiteral("<pageMargins left=\"0.7\" right=\"0.7\" top=\"0.75\" bottom=\"0.75\" "
                        "header=\"0.3\" footer=\"0.3\"/></worksheet>");
    return x;
}

// Formats: 0 General, 1 the header (bold), 2 to 6 numbers with 0 to 4 decimals ("0",
// "0.00" built in; "0.0", "0.000", "0.0000" our own, from id 164).
QString stylesXml()
{
    QString x = kXmlHead;
    x += QStringLiteral("<styleSheet xmlns=\"%1\">").arg(kMainNs);
    x += QStringLiteral(
        "<numFmts count=\"3\"><numFmt numFmtId=\"164\" formatCode=\"0.0\"/>"
        "<numFmt numFmtId=\"165\" formatCode=\"0.000\"/>"
        "<numFmt numFmtId=\"166\" formatCode=\"0.0000\"/></numFmts>"
        "<fonts count=\"2\"><font><sz val=\"11\"/><name val=\"Calibri\"/><family val=\"2\"/></font>"
        "<font><b/><sz val=\"11\"/><name val=\"Calibri\"/><family val=\"2\"/></font></fonts>"
        "<fills count=\"2\"><fill><patternFill patternType=\"none\"/></fill>"
        "<fill><patternFill patternType=\"gray125\"/></fill></fills>"
        "<borders count=\"1\"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"
        "<cellStyleXfs count=\"1\"><xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\"/>"
        "</cellStyleXfs><cellXfs count=\"7\">"
        "<xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\"/>"
        "<xf numFmtId=\"0\" fontId=\"1\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyFont=\"1\"/>");
    for (const int format : {1, 164, 2, 165, 166})
        x += QStringLiteral("<xf numFmtId=\"%1\" fontId=\"0\" fillId=\"0\" borderId=\"0\" "
                            "xfId=\"0\" applyNumberFormat=\"1\"/>")
                 .arg(format);
    x += QStringLiteral("</cellXfs><cellStyles count=\"1\"><cellStyle name=\"Normal\" xfId=\"0\" "
                        "builtinId=\"0\"/></cellStyles></styleSheet>");
    return x;
}

QString coreXml(const Workbook &book)
{
    QString x = kXmlHead;
    x += QStringLiteral(
        "<cp:coreProperties "
        "xmlns:cp=\"http://schemas.openxmlformats.org/package/2006/metadata/core-properties\" "
        "xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:dcterms=\"http://purl.org/dc/terms/\" "
        "xmlns:dcmitype=\"http://purl.org/dc/dcmitype/\" "
        "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">");
    if (!cleaned(book.title).isEmpty())
        x += QStringLiteral("<dc:title>%1</dc:title>").arg(xmlText(book.title));
    x += QStringLiteral("<dc:creator>%1</dc:creator>").arg(xmlText(book.creator));
    if (book.created.isValid()) { // W3CDTF: 2026-03-01T09:30:00Z
        const QString when = book.created.toUTC().toString(Qt::ISODate);
        for (const char *element : {"created", "modified"})
            x += QStringLiteral("<dcterms:%1 xsi:type=\"dcterms:W3CDTF\">%2</dcterms:%1>")
                     .arg(QLatin1String(element), when);
    }
    return x + QStringLiteral("</cp:coreProperties>");
}

QString appXml(const Workbook &book, const QStringList &names)
{
    QString x = kXmlHead;
    x += QStringLiteral("<Properties xmlns=\"http://schemas.openxmlformats.org/officeDocument/2006/"
                        "extended-properties\" xmlns:vt=\"http://schemas.openxmlformats.org/"
                        "officeDocument/2006/docPropsVTypes\">");
    x += QStringLiteral("<Application>%1</Application>").arg(xmlText(book.creator));
    x += QStringLiteral("<HeadingPairs><vt:vector size=\"2\" baseType=\"variant\"><vt:variant>"
                        "<vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>%1</vt:i4>"
                        "</vt:variant></vt:vector></HeadingPairs>")
             .arg(names.size());
    x += QStringLiteral("<TitlesOfParts><vt:vector size=\"%1\" baseType=\"lpstr\">")
             .arg(names.size());
    for (const QString &name : names)
        x += QStringLiteral("<vt:lpstr>%1</vt:lpstr>").arg(xmlText(name));
    return x + QStringLiteral("</vt:vector></TitlesOfParts></Properties>");
}

QString workbookXml(const Workbook &book, const QStringList &names)
{
    QString x = kXmlHead;
    x += QStringLiteral("<workbook xmlns=\"%1\" xmlns:r=\"%2\">").arg(kMainNs, kDocRelNs);
    x += QStringLiteral("<bookViews><workbookView activeTab=\"0\"/></bookViews><sheets>");
    for (int i = 0; i < names.size(); ++i)
        x += QStringLiteral("<sheet name=\"%1\" sheetId=\"%2\" r:id=\"rId%2\"/>")
                 .arg(xmlText(names[i]), QString::number(i + 1)); // one pass: a "%2" stays
    x += QStringLiteral("</sheets>");
    // Excel keeps an autofilter's range in a hidden name of its sheet.
    QString defined;
    for (int i = 0; i < names.size(); ++i) {
        const Sheet &sheet = book.sheets[static_cast<std::size_t>(i)];
        if (!sheet.header || columnCount(sheet) == 0)
            continue;
        QString quoted = names[i];
        quoted.replace(QLatin1Char('\''), QLatin1String("''"));
        defined += QStringLiteral("<definedName name=\"_xlnm._FilterDatabase\" localSheetId=\"%1\" "
                                  "hidden=\"1\">'%2'!%3</definedName>")
                       .arg(i)
                       .arg(xmlText(quoted), tableRange(sheet, true));
    }
    if (!defined.isEmpty())
        x += QStringLiteral("<definedNames>%1</definedNames>").arg(defined);
    return x + QStringLiteral("</workbook>");
}

QString relationship(int id, const QString &type, const QString &target)
{
    return QStringLiteral("<Relationship Id=\"rId%1\" Type=\"%2\" Target=\"%3\"/>")
        .arg(id)
        .arg(type, target);
}

QString workbookRelsXml(int sheets)
{
    QString x = kXmlHead;
    x += QStringLiteral("<Relationships xmlns=\"%1\">").arg(kPackageRelNs);
    for (int i = 1; i <= sheets; ++i)
        x += relationship(i, QString(kDocRelNs) + QStringLiteral("/worksheet"),
                          QStringLiteral("worksheets/sheet%1.xml").arg(i));
    x += relationship(sheets + 1, QString(kDocRelNs) + QStringLiteral("/styles"),
                      QStringLiteral("styles.xml"));
    return x + QStringLiteral("</Relationships>");
}

QString packageRelsXml()
{
    QString x = kXmlHead;
    x += QStringLiteral("<Relationships xmlns=\"%1\">").arg(kPackageRelNs);
    x += relationship(1, QString(kDocRelNs) + QStringLiteral("/officeDocument"),
                      QStringLiteral("xl/workbook.xml"));
    x += relationship(
        2,
        QStringLiteral("http://schemas.openxmlformats.org/package/2006/relationships/metadata/"
                       "core-properties"),
        QStringLiteral("docProps/core.xml"));
    x += relationship(3, QString(kDocRelNs) + QStringLiteral("/extended-properties"),
                      QStringLiteral("docProps/app.xml"));
    return x + QStringLiteral("</Relationships>");
}

struct Part {
    QString name;
    QString type; // content type; empty: covered by the "rels" default
    QString xml;
};

QString contentTypesXml(const std::vector<Part> &parts)
{
    QString x = kXmlHead;
    x += QStringLiteral(
        "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
        "<Default Extension=\"rels\" "
        "ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/>"
        "<Default Extension=\"xml\" ContentType=\"application/xml\"/>");
    for (const Part &p : parts) {
        if (!p.type.isEmpty())
            x += QStringLiteral("<Override PartName=\"/%1\" ContentType=\"%2\"/>")
                     .arg(p.name, p.type);
    }
    return x + QStringLiteral("</Types>");
}

// Valid, unique (case-insensitively, as Excel compares them) sheet names.
QStringList sheetNames(const Workbook &book)
{
    QStringList names;
    QSet<QString> used;
    for (std::size_t i = 0; i < book.sheets.size(); ++i) {
        const QString base = sheetName(book.sheets[i].name, QStringLiteral("Sheet%1").arg(i + 1));
        QString name = base;
        for (int n = 2; used.contains(name.toLower()); ++n) {
            const QString suffix = QStringLiteral(" (%1)").arg(n);
            name = sheetName(base.left(kMaxSheetName - suffix.size()) + suffix, suffix);
        }
        used.insert(name.toLower());
        names << name;
    }
    return names;
}

} // namespace

quint32 crc32(const QByteArray &data)
{
    static const auto table = [] {
        std::array<quint32, 256> t{};
        for (quint32 i = 0; i < 256; ++i) {
            quint32 c = i;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    quint32 c = 0xffffffffu;
    for (const char byte : data)
        c = table[(c ^ static_cast<quint8>(byte)) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

QByteArray zipArchive(const std::vector<std::pair<QString, QByteArray>> &entries,
                      const QDateTime &time)
{
    constexpr qint64 kMax = std::numeric_limits<quint32>::max();
    if (entries.size() >= 0xffff)
        return {};
    const auto [dosClock, dosDate] = dosTime(time);
    QByteArray out;
    QByteArray directory;
    for (const auto &[name, data] : entries) {
        const QByteArray fileName = name.toUtf8();
        const QByteArray packed = deflated(data);
        const bool deflate = !packed.isEmpty() && packed.size() < data.size();
        const QByteArray &body = deflate ? packed : data;
        const qint64 offset = out.size();
        if (data.size() >= kMax || offset + body.size() + fileName.size() + 30 >= kMax ||
            fileName.size() > 0xffff)
            return {}; // would need ZIP64
        // From "version needed" to "extra field length": the same in both headers.
        QByteArray common;
        put16(common, 20);                                          // version 2.0: deflate, folders
        put16(common, fileName.size() == name.size() ? 0 : 0x0800); // bit 11: UTF-8 name
        put16(common, deflate ? 8 : 0);
        put16(common, dosClock);
        put16(common, dosDate);
        put32(common, crc32(data));
        put32(common, static_cast<quint32>(body.size()));
        put32(common, static_cast<quint32>(data.size()));
        put16(common, static_cast<quint32>(fileName.size()));
        put16(common, 0);
        put32(out, 0x04034b50); // local file header
        out += common + fileName + body;
        put32(directory, 0x02014b50); // central directory header
        put16(directory, 20);         // made by: MS-DOS attributes, version 2.0
        directory += common;
        put16(directory, 0); // comment length
        put16(directory, 0); // disk number
        put16(directory, 0); // internal attributes
        put32(directory, 0); // external attributes
        put32(directory, static_cast<quint32>(offset));
        directory += fileName;
    }
    const qint64 directoryOffset = out.size();
    if (directoryOffset + directory.size() >= kMax)
        return {};
    out += directory;
    put32(out, 0x06054b50); // end of central directory
    put16(out, 0);          // this disk
    put16(out, 0);          // the directory's disk
    put16(out, static_cast<quint32>(entries.size()));
    put16(out, static_cast<quint32>(entries.size()));
    put32(out, static_cast<quint32>(directory.size()));
    put32(out, static_cast<quint32>(directoryOffset));
    put16(out, 0); // comment length
    return out;
}

QString xmlText(const QString &text)
{
    return escaped(cleaned(text));
}

QString columnName(int column)
{
    QString name;
    for (int n = column + 1; n > 0; n = (n - 1) / 26)
        name.prepend(QChar('A' + (n - 1) % 26));
    return name;
}

QString sheetName(const QString &name, const QString &fallback)
{
    QString out;
    for (const QChar c : cleaned(name)) {
        if (c == QLatin1Char('\n') || c == QLatin1Char('\t'))
            out += QLatin1Char(' ');
        else if (QStringLiteral(":\\/?*[]").contains(c))
            out += QLatin1Char('_');
        else
            out += c;
    }
    out = out.trimmed();
    if (out.size() > kMaxSheetName)
        out.truncate(out[kMaxSheetName - 1].isHighSurrogate() ? kMaxSheetName - 1 : kMaxSheetName);
    while (out.startsWith(QLatin1Char('\'')))
        out.remove(0, 1);
    while (out.endsWith(QLatin1Char('\'')))
        out.chop(1);
    out = out.trimmed();
    if (out.isEmpty() || out.compare(QLatin1String("History"), Qt::CaseInsensitive) == 0)
        return fallback.isEmpty() ? QStringLiteral("Sheet") : sheetName(fallback, {});
    return out;
}

double columnWidth(const std::vector<QString> &texts, bool header)
{
    qsizetype widest = 0;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        for (const QString &line : texts[i].split(QLatin1Char('\n'))) {
            // The header's autofilter button takes about two characters.
            const qsizetype extra = header && i == 0 ? 2 : 0;
            widest = std::max(widest, displayWidth(line) + extra);
        }
    }
    return std::clamp(static_cast<double>(widest) + 2, 6.0, 60.0);
}

QByteArray writeWorkbook(const Workbook &book)
{
    if (book.sheets.empty())
        return {};
    const QStringList names = sheetNames(book);
    const QString sheetType = kOfficeType + QStringLiteral("spreadsheetml.worksheet+xml");
    std::vector<Part> parts;
    parts.push_back({QStringLiteral("_rels/.rels"), {}, packageRelsXml()});
    parts.push_back({QStringLiteral("docProps/core.xml"),
                     QStringLiteral("application/vnd.openxmlformats-package.core-properties+xml"),
                     coreXml(book)});
    parts.push_back({QStringLiteral("docProps/app.xml"),
                     kOfficeType + QStringLiteral("extended-properties+xml"), appXml(book, names)});
    parts.push_back({QStringLiteral("xl/workbook.xml"),
                     kOfficeType + QStringLiteral("spreadsheetml.sheet.main+xml"),
                     workbookXml(book, names)});
    parts.push_back({QStringLiteral("xl/_rels/workbook.xml.rels"),
                     {},
                     workbookRelsXml(static_cast<int>(book.sheets.size()))});
    parts.push_back({QStringLiteral("xl/styles.xml"),
                     kOfficeType + QStringLiteral("spreadsheetml.styles+xml"), stylesXml()});
    for (std::size_t i = 0; i < book.sheets.size(); ++i)
        parts.push_back({QStringLiteral("xl/worksheets/sheet%1.xml").arg(i + 1), sheetType,
                         sheetXml(book.sheets[i], i == 0)});
    std::vector<std::pair<QString, QByteArray>> entries;
    entries.emplace_back(QStringLiteral("[Content_Types].xml"), contentTypesXml(parts).toUtf8());
    for (const Part &p : parts)
        entries.emplace_back(p.name, p.xml.toUtf8());
    return zipArchive(entries, book.created);
}

} // namespace gpuplanner::xlsx
