// A reader of the .xlsx files the program writes, for the tests, written apart from the
// writer (models/common/xlsxwriter.cpp): the ZIP's end record and central directory are parsed,
// every entry's local header is compared with its directory entry, a deflated entry is
// inflated with zlib's raw inflate and every entry's CRC-32 (computed bit by bit here) is
// checked. qUncompress cannot inflate a ZIP entry: a zlib stream ends with the Adler-32 of
// the data it holds, which is only known once inflated, and zlib refuses a wrong one.
// Worksheets are read with QXmlStreamReader into cells (reference, type, style, text).
#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

#include <zlib.h>

namespace xlsxtest {

inline quint32 le16(const QByteArray &b, qsizetype at)
{
    return quint32(quint8(b[at])) | quint32(quint8(b[at + 1])) << 8;
}

inline quint32 le32(const QByteArray &b, qsizetype at)
{
    return le16(b, at) | le16(b, at + 2) << 16;
}

// CRC-32 (ISO-HDLC, reflected 0xEDB88320), bit by bit.
inline quint32 crc32Bitwise(const QByteArray &data)
{
    quint32 c = 0xffffffffu;
    for (const char byte : data) {
        c ^= quint8(byte);
        for (int k = 0; k < 8; ++k)
            c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
    }
    return ~c;
}

inline QByteArray inflateRaw(const QByteArray &in, qsizetype size, bool *ok)
{
    QByteArray out(size, '\0');
    z_stream s{};
    *ok = inflateInit2(&s, -MAX_WBITS) == Z_OK;
    if (!*ok)
        return {};
    s.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData()));
    s.avail_in = uInt(in.size());
    s.next_out = reinterpret_cast<Bytef *>(out.data());
    s.avail_out = uInt(out.size());
    const int rc = inflate(&s, Z_FINISH);
    *ok = rc == Z_STREAM_END && s.avail_out == 0 && s.avail_in == 0;
    inflateEnd(&s);
    return out;
}

struct ZipEntry {
    QString name;
    int method = -1; // 0 stored, 8 deflated
    QByteArray data; // uncompressed
};

struct Zip {
    QList<ZipEntry> entries; // in the central directory's order
    QString error;           // the first problem; empty: every check passed

    QStringList names() const
    {
        QStringList n;
        for (const ZipEntry &e : entries)
            n << e.name;
        return n;
    }
    QByteArray part(const QString &name) const
    {
        for (const ZipEntry &e : entries) {
            if (e.name == name)
                return e.data;
        }
        return {};
    }
};

inline Zip readZip(const QByteArray &zip)
{
    Zip z;
    const qsizetype end = zip.lastIndexOf(QByteArray("PK\x05\x06", 4));
    if (end < 0 || end + 22 > zip.size())
        return {{}, QStringLiteral("no end of central directory record")};
    if (le32(zip, end + 4) != 0 || le16(zip, end + 8) != le16(zip, end + 10) ||
        le16(zip, end + 20) + end + 22 != zip.size())
        return {{}, QStringLiteral("multi-disk archive or trailing bytes")};
    const quint32 count = le16(zip, end + 10);
    qsizetype at = le32(zip, end + 16);
    if (at + qsizetype(le32(zip, end + 12)) != end)
        return {{}, QStringLiteral("the central directory does not end at the end record")};
    for (quint32 i = 0; i < count; ++i) {
        if (at + 46 > end || le32(zip, at) != 0x02014b50)
            return {z.entries, QStringLiteral("bad central directory header %1").arg(i)};
        ZipEntry e;
        e.method = int(le16(zip, at + 10));
        const quint32 flags = le16(zip, at + 8), crc = le32(zip, at + 16);
        const qsizetype packed = le32(zip, at + 20), size = le32(zip, at + 24);
        const qsizetype nameLength = le16(zip, at + 28);
        const QByteArray name = zip.mid(at + 46, nameLength);
        e.name = QString::fromUtf8(name);
        const qsizetype local = le32(zip, at + 42);
        // The local header repeats version, flags, method, time, date, CRC, sizes and name.
        if (le32(zip, local) != 0x04034b50 || zip.mid(local + 4, 24) != zip.mid(at + 6, 24) ||
            zip.mid(local + 30, nameLength) != name || (flags & 0x08) != 0)
            return {z.entries, e.name + QStringLiteral(": local header differs")};
        const qsizetype data = local + 30 + nameLength + le16(zip, local + 28);
        const QByteArray body = zip.mid(data, packed);
        bool ok = body.size() == packed;
        if (e.method == 0)
            e.data = body;
        else if (e.method == 8)
            e.data = inflateRaw(body, size, &ok);
        else
            ok = false;
        if (!ok || e.data.size() != size)
            return {z.entries, e.name + QStringLiteral(": cannot read its data")};
        if (crc32Bitwise(e.data) != crc)
            return {z.entries, e.name + QStringLiteral(": CRC-32 differs")};
        if (z.names().contains(e.name))
            return {z.entries, e.name + QStringLiteral(": twice")};
        z.entries << e;
        at += 46 + nameLength + le16(zip, at + 30) + le16(zip, at + 32);
    }
    return z;
}

// Whether the XML parses; *error says where it does not.
inline bool wellFormed(const QByteArray &xml, QString *error)
{
    QXmlStreamReader r(xml);
    while (!r.atEnd())
        r.readNext();
    if (r.hasError() && error)
        *error = QStringLiteral("line %1: %2").arg(r.lineNumber()).arg(r.errorString());
    return !r.hasError();
}

// Every element's attributes, in document order: (element name, attributes).
inline QList<std::pair<QString, QXmlStreamAttributes>> elements(const QByteArray &xml)
{
    QList<std::pair<QString, QXmlStreamAttributes>> out;
    QXmlStreamReader r(xml);
    while (!r.atEnd()) {
        if (r.readNext() == QXmlStreamReader::StartElement)
            out.append({r.qualifiedName().toString(), r.attributes()});
    }
    return out;
}

// The text of every element with that qualified name, in order.
inline QStringList texts(const QByteArray &xml, const QString &name)
{
    QStringList out;
    QXmlStreamReader r(xml);
    while (!r.atEnd()) {
        if (r.readNext() == QXmlStreamReader::StartElement && r.qualifiedName() == name)
            out << r.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    return out;
}

struct Cell {
    QString type;  // the t attribute: empty (a number), "inlineStr", …
    QString style; // the s attribute
    QString value; // the <v> text, or the inline string's text
    bool formula = false;
};

// A worksheet's cells by reference ("B7").
inline QMap<QString, Cell> cells(const QByteArray &sheetXml)
{
    QMap<QString, Cell> out;
    QXmlStreamReader r(sheetXml);
    QString ref;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("c")) {
            ref = r.attributes().value(QLatin1String("r")).toString();
            out[ref].type = r.attributes().value(QLatin1String("t")).toString();
            out[ref].style = r.attributes().value(QLatin1String("s")).toString();
        } else if (r.isStartElement() && r.name() == QLatin1String("f")) {
            out[ref].formula = true;
        } else if (r.isStartElement() &&
                   (r.name() == QLatin1String("v") || r.name() == QLatin1String("t"))) {
            out[ref].value += r.readElementText();
        }
    }
    return out;
}

// "A" for 0, "AA" for 26.
inline QString column(int c)
{
    QString name;
    for (int n = c + 1; n > 0; n = (n - 1) / 26)
        name.prepend(QChar('A' + (n - 1) % 26));
    return name;
}

} // namespace xlsxtest
