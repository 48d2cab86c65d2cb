#include "library.h"
#include "library_p.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <zlib.h>

// Share codes: a whole scenario on one line of text ("GPUP1:" + base64url(zlib(JSON))).

namespace gpuplanner {

using namespace librarydetail;

namespace {

constexpr const char *kSharePrefix = "GPUP1:";

// Inflates a qCompress() block (4-byte big-endian size, then a zlib stream) in pieces,
// stopping at limit bytes of output whatever the header claims: a small code that
// inflates to gigabytes is refused after at most limit bytes of work. nullopt when the
// stream is damaged, *tooLarge when it is bigger than limit.
std::optional<QByteArray> boundedInflate(const QByteArray &packed, qsizetype limit, bool *tooLarge)
{
    *tooLarge = false;
    if (packed.size() <= 4)
        return std::nullopt;
    z_stream z{};
    if (inflateInit(&z) != Z_OK)
        return std::nullopt;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(packed.constData() + 4));
    z.avail_in = static_cast<uInt>(packed.size() - 4);
    QByteArray out;
    char chunk[16384];
    int rc = Z_OK;
    while (rc == Z_OK) {
        z.next_out = reinterpret_cast<Bytef *>(chunk);
        z.avail_out = sizeof chunk;
        rc = inflate(&z, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END)
            break;
        const qsizetype produced = static_cast<qsizetype>(sizeof chunk - z.avail_out);
        if (out.size() + produced > limit) {
            *tooLarge = true;
            break;
        }
        out.append(chunk, produced);
        if (rc == Z_OK && produced == 0 && z.avail_in == 0) {
            rc = Z_BUF_ERROR; // truncated: no input left and no end of stream
            break;
        }
    }
    inflateEnd(&z);
    if (*tooLarge || rc != Z_STREAM_END)
        return std::nullopt;
    return out;
}

} // namespace

QString shareCode(const Scenario &s)
{
    const std::string text = scenarioToJson(s).dump();
    const QByteArray packed = qCompress(QByteArray::fromStdString(text), 9);
    return QString::fromLatin1(kSharePrefix) +
           QString::fromLatin1(
               packed.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<Scenario> scenarioFromShareCode(const QString &code, const PresetLibrary &presets,
                                              QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<Scenario> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    // Base64 of at most kMaxShareBytes compressed is well under twice that many characters.
    if (code.size() > 2 * qsizetype(ScenarioLibrary::kMaxShareBytes))
        return fail(QCoreApplication::translate(
                        "LibraryShare", "share code too large: %1 characters, a share code has at "
                                        "most %2")
                        .arg(code.size())
                        .arg(2 * ScenarioLibrary::kMaxShareBytes));
    QString text;
    text.reserve(code.size());
    for (const QChar c : code) {
        if (!c.isSpace())
            text += c;
    }
    const QString prefix = QString::fromLatin1(kSharePrefix);
    if (!text.startsWith(prefix)) {
        static const QRegularExpression other(QStringLiteral("^GPUP(\\d+):"));
        const auto m = other.match(text);
        if (m.hasMatch())
            return fail(QCoreApplication::translate(
                            "LibraryShare",
                            "share code version %1 is not one this program reads (1): "
                            "update GPU Planner")
                            .arg(m.captured(1)));
        return fail(QCoreApplication::translate("LibraryShare",
                                                "not a GPU Planner share code (it starts with %1)")
                        .arg(prefix));
    }
    const QString payload = text.mid(prefix.size());
    static const QRegularExpression base64url(QStringLiteral("^[A-Za-z0-9_-]+={0,2}$"));
    if (!base64url.match(payload).hasMatch())
        return fail(QCoreApplication::translate(
            "LibraryShare", "damaged share code: it holds characters a share code does not"));
    const auto decoded = QByteArray::fromBase64Encoding(
        payload.toLatin1(),
        QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() < 5)
        return fail(QCoreApplication::translate(
            "LibraryShare", "damaged share code: it does not decode (is a part missing?)"));
    const QByteArray &packed = decoded.decoded;
    const quint32 claimed = (quint32(uchar(packed[0])) << 24) | (quint32(uchar(packed[1])) << 16) |
                            (quint32(uchar(packed[2])) << 8) | quint32(uchar(packed[3]));
    if (claimed == 0)
        return fail(QCoreApplication::translate("LibraryShare",
                                                "damaged share code: it does not decompress"));
    if (claimed > quint32(ScenarioLibrary::kMaxShareBytes))
        return fail(QCoreApplication::translate(
                        "LibraryShare", "share code too large: it claims %1 bytes, a share code "
                                        "holds at most %2")
                        .arg(claimed)
                        .arg(ScenarioLibrary::kMaxShareBytes));
    bool tooLarge = false;
    const auto raw = boundedInflate(packed, ScenarioLibrary::kMaxShareBytes, &tooLarge);
    if (tooLarge)
        return fail(QCoreApplication::translate(
                        "LibraryShare",
                        "share code too large: it decompresses to more than %1 bytes "
                        "(a scenario is a few kilobytes)")
                        .arg(ScenarioLibrary::kMaxShareBytes));
    if (!raw || raw->isEmpty())
        return fail(QCoreApplication::translate(
            "LibraryShare",
            "damaged share code: it does not decompress (is a part missing or changed?)"));
    const json j = parseJson(*raw);
    if (j.is_discarded())
        return fail(QCoreApplication::translate(
                        "LibraryShare", "damaged share code: what it holds is not JSON (%1)")
                        .arg(jsonProblem(*raw)));
    return scenarioFromJson(j, presets, error);
}

} // namespace gpuplanner
