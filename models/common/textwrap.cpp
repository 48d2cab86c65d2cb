#include "textwrap.h"

#include "textwidth.h"

#include <QStringList>

#include <algorithm>

namespace gpuplanner {

namespace {

bool wideChar(QChar c)
{
    return displayWidth(QString(c)) == 2;
}

// The text cut into pieces that may not be split: runs of non-space characters, each CJK
// character on its own. Spaces between pieces are kept as a flag on the next piece.
struct Piece {
    QString text;
    bool spaceBefore = false;
};

std::vector<Piece> piecesOf(const QString &text)
{
    std::vector<Piece> out;
    QString current;
    bool space = false;
    bool currentSpaceBefore = false;
    auto flush = [&] {
        if (!current.isEmpty())
            out.push_back({current, currentSpaceBefore});
        current.clear();
    };
    for (const QChar c : text) {
        if (c.isSpace()) {
            flush();
            space = true;
            continue;
        }
        // Closing CJK punctuation never starts a line: it stays with what it follows.
        static const QString noLineStart = QStringLiteral("，。、；：？！）」』】》〉”’％");
        if (noLineStart.contains(c) && !space) {
            if (!current.isEmpty())
                current += c;
            else if (!out.empty())
                out.back().text += c;
            else
                current += c;
            continue;
        }
        if (wideChar(c)) {
            flush();
            out.push_back({QString(c), space});
            space = false;
            continue;
        }
        if (current.isEmpty()) {
            currentSpaceBefore = space;
            space = false;
        }
        current += c;
    }
    flush();
    return out;
}

} // namespace

QString wrapLines(const QString &prefix, const QString &text, int width)
{
    if (width <= 0)
        return prefix + text + QLatin1Char('\n');
    const qsizetype indent = displayWidth(prefix);
    const qsizetype room = std::max<qsizetype>(20, width - indent);
    const QString hanging(indent, QLatin1Char(' '));
    QStringList lines;
    QString line;
    qsizetype used = 0;
    auto newLine = [&] {
        lines << line;
        line.clear();
        used = 0;
    };
    for (Piece piece : piecesOf(text)) {
        qsizetype w = displayWidth(piece.text);
        const qsizetype gap = used > 0 && piece.spaceBefore ? 1 : 0;
        if (used > 0 && used + gap + w > room)
            newLine();
        else if (gap)
            line += QLatin1Char(' '), ++used;
        while (w > room) { // a word wider than the room: cut it
            qsizetype take = 0;
            qsizetype cols = 0;
            while (take < piece.text.size() &&
                   cols + displayWidth(QString(piece.text[take])) <= room - used)
                cols += displayWidth(QString(piece.text[take++]));
            line += piece.text.left(take);
            piece.text = piece.text.mid(take);
            newLine();
            w = displayWidth(piece.text);
        }
        line += piece.text;
        used += w;
    }
    lines << line;
    QString out;
    for (qsizetype i = 0; i < lines.size(); ++i)
        out += (i == 0 ? prefix : hanging) + lines[i] + QLatin1Char('\n');
    return out;
}

} // namespace gpuplanner
