#include "jsonparse.h"

#include <QCoreApplication>

namespace gpuplanner {

namespace {

// Steps through JSON text a byte at a time: whether each byte belongs to a string literal
// (its quotes and escapes included).
class StringScan
{
public:
    bool inString(char c)
    {
        if (m_inString) {
            if (m_escaped)
                m_escaped = false;
            else if (c == '\\')
                m_escaped = true;
            else if (c == '"')
                m_inString = false;
            return true;
        }
        m_inString = c == '"';
        return m_inString;
    }

private:
    bool m_inString = false;
    bool m_escaped = false;
};

} // namespace

std::optional<std::size_t> jsonTooDeepAt(std::string_view bytes, int maxDepth)
{
    int depth = 0;
    StringScan scan;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (scan.inString(c))
            continue;
        switch (c) {
        case '[':
        case '{':
            if (++depth > maxDepth)
                return i;
            break;
        case ']':
        case '}':
            if (depth > 0)
                --depth;
            break;
        default:
            break;
        }
    }
    return std::nullopt;
}

std::string nullPythonNonFinite(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size());
    StringScan scan;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (scan.inString(c)) {
            out += c;
            continue;
        }
        const std::string_view rest = bytes.substr(i);
        std::size_t token = 0;
        for (const std::string_view t : {std::string_view("-Infinity"),
                                         std::string_view("Infinity"), std::string_view("NaN")}) {
            if (rest.substr(0, t.size()) == t) {
                token = t.size();
                break;
            }
        }
        if (token > 0) {
            // Padded to the token's length, so that a later error's column stays right
            // (NaN, one shorter, shifts the rest of its line by one).
            out += "null";
            out.append(token > 4 ? token - 4 : 0, ' ');
            i += token - 1;
        } else {
            out += c;
        }
    }
    return out;
}

std::optional<nlohmann::json> parseJsonSafely(std::string_view bytes, QString *error, int maxDepth)
{
    if (const auto at = jsonTooDeepAt(bytes, maxDepth)) {
        if (error)
            *error = QCoreApplication::translate("JsonParse",
                                                 "nested deeper than %1 levels (at byte %2)")
                         .arg(maxDepth)
                         .arg(static_cast<qulonglong>(*at + 1));
        return std::nullopt;
    }
    try {
        return nlohmann::json::parse(bytes.begin(), bytes.end());
    } catch (const nlohmann::json::out_of_range &e) {
        if (error)
            *error = QCoreApplication::translate("JsonParse",
                                                 "not valid JSON: a number is out of range: %1")
                         .arg(QString::fromUtf8(e.what()));
    } catch (const nlohmann::json::exception &e) {
        if (error)
            *error = QCoreApplication::translate("JsonParse", "not valid JSON: %1")
                         .arg(QString::fromUtf8(e.what()));
    } catch (const std::exception &e) {
        if (error)
            *error = QCoreApplication::translate("JsonParse", "cannot be read: %1")
                         .arg(QString::fromUtf8(e.what()));
    }
    return std::nullopt;
}

} // namespace gpuplanner
