#include "catalogdetails.h"

#include "catalogbrowser.h"
#include "catalogcheck.h"
#include "inputlabels.h"
#include "palette.h"

#include <QDate>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPalette>
#include <QTextBlockFormat>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <array>
#include <optional>
#include <utility>
#include <vector>

namespace gpuplanner {

namespace {

QString html(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

bool isWebAddress(const QString &text)
{
    const QUrl url(text);
    return !url.host().isEmpty() &&
           (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http"));
}

QString orUndocumented(const QString &text)
{
    return text.isEmpty() ? CatalogBrowser::tr("<i>undocumented</i>") : text;
}

QString numberOr(const std::optional<double> &v, const QString &unit)
{
    return v ? formatNumber(*v) + QLatin1Char(' ') + unit
             : CatalogBrowser::tr("<i>undocumented</i>");
}

QString triText(Tristate t)
{
    switch (t) {
    case Tristate::Yes:
        return CatalogBrowser::tr("yes");
    case Tristate::No:
        return CatalogBrowser::tr("no");
    case Tristate::Unknown:
        break;
    }
    return CatalogBrowser::tr("<i>undocumented</i>");
}

// The pane's lines, collected first so that the key column and the price columns can be
// measured before anything is written.
class DetailsWriter
{
public:
    void heading(const QString &text) { m_lines.push_back({Kind::Heading, text, {}, {}}); }
    // value: text as HTML (escaped, perhaps with <i> or <b>).
    void row(const QString &key, const QString &value)
    {
        m_lines.push_back({Kind::Row, key, value, {}});
    }
    void linkRow(const QString &key, const std::string &url)
    {
        m_lines.push_back({Kind::Link, key, QString::fromStdString(url), {}});
    }
    void paragraph(const QString &htmlText)
    {
        m_lines.push_back({Kind::Paragraph, {}, htmlText, {}});
    }
    // cells: region, mode, amount with its unit, "kind, date" and the source; staleMark is
    // appended to the fourth (HTML) when the price is old.
    void price(std::array<QString, 5> cells, const QString &staleMark)
    {
        m_lines.push_back({Kind::Price, staleMark, {}, std::move(cells)});
    }

    void write(QTextDocument *document) const;

private:
    enum class Kind { Heading, Row, Link, Paragraph, Price };
    struct Line {
        Kind kind;
        QString a; // heading text, key, or a price's stale mark
        QString b; // value (HTML), link target or paragraph (HTML)
        std::array<QString, 5> cells;
    };
    std::vector<Line> m_lines;
};

// Values and sentences come as short HTML fragments: escaped text and the translations' <i>,
// <b>, <b style='color:…'> and <p>. They are written here without Qt's HTML reader (a
// temporary document per call). <i> marks what is missing or inferred and is drawn in the
// muted colour of the table's missing prices rather than in italics: the same meaning, and
// one font fewer to find and load at start-up (~3 M instructions, issue 12). The fragment
// as runs of text and their formats (plain's, changed by the marks); nullopt for anything
// else, which goes through the HTML reader.
using Runs = std::vector<std::pair<QString, QTextCharFormat>>;
std::optional<Runs> inlineRuns(const QString &fragment, const QTextCharFormat &plain)
{
    Runs runs;
    std::vector<QTextCharFormat> open;
    QTextCharFormat format = plain;
    QString text;
    auto endRun = [&] {
        if (!text.isEmpty())
            runs.emplace_back(std::exchange(text, QString()), format);
    };
    static const QLatin1String kColour("b style='color:");
    for (qsizetype i = 0; i < fragment.size(); ++i) {
        const QChar c = fragment[i];
        if (c == QLatin1Char('<')) {
            const qsizetype end = fragment.indexOf(QLatin1Char('>'), i);
            if (end < 0)
                return std::nullopt;
            const QStringView tag = QStringView(fragment).mid(i + 1, end - i - 1);
            endRun();
            if (tag == u"i" || tag == u"b" ||
                (tag.startsWith(kColour) && tag.endsWith(QLatin1String("'")))) {
                open.push_back(format);
                if (tag == u"i") {
                    format.setForeground(palette::screen().muted);
                } else {
                    format.setFontWeight(QFont::Bold);
                    if (tag != u"b") {
                        const QColor colour(
                            tag.mid(kColour.size(), tag.size() - kColour.size() - 1).toString());
                        if (!colour.isValid())
                            return std::nullopt;
                        format.setForeground(colour);
                    }
                }
            } else if (tag == u"/i" || tag == u"/b") {
                if (open.empty())
                    return std::nullopt;
                format = open.back();
                open.pop_back();
            } else if (tag != u"p" && tag != u"/p") {
                return std::nullopt;
            }
            i = end;
        } else if (c == QLatin1Char('&')) {
            const qsizetype end = fragment.indexOf(QLatin1Char(';'), i);
            if (end < 0)
                return std::nullopt;
            const QStringView name = QStringView(fragment).mid(i + 1, end - i - 1);
            if (name == u"amp")
                text += QLatin1Char('&');
            else if (name == u"lt")
                text += QLatin1Char('<');
            else if (name == u"gt")
                text += QLatin1Char('>');
            else if (name == u"quot")
                text += QLatin1Char('"');
            else if (name == u"#39")
                text += QLatin1Char('\'');
            else if (name == u"nbsp")
                text += QChar(0xa0);
            else
                return std::nullopt;
            i = end;
        } else {
            text += c;
        }
    }
    endRun();
    return runs;
}

void insertValue(QTextCursor &cursor, const QString &value, const QTextCharFormat &plain)
{
    if (const auto runs = inlineRuns(value, plain)) {
        for (const auto &[text, format] : *runs)
            cursor.insertText(text, format);
    } else {
        cursor.insertHtml(value);
    }
}

void DetailsWriter::write(QTextDocument *document) const
{
    const QFont font = document->defaultFont();
    QFont boldFont = font;
    boldFont.setBold(true);
    const QFontMetricsF metrics(font), boldMetrics(boldFont);
    const qreal gap = metrics.height(); // between the price columns

    qreal keyWidth = 0;
    std::array<qreal, 4> priceWidth{}; // region, mode, amount, kind and date
    for (const Line &line : m_lines) {
        if (line.kind == Kind::Row || line.kind == Kind::Link)
            keyWidth = std::max(keyWidth, boldMetrics.horizontalAdvance(line.a));
        if (line.kind != Kind::Price)
            continue;
        for (size_t i = 0; i < priceWidth.size(); ++i)
            priceWidth[i] = std::max(priceWidth[i], metrics.horizontalAdvance(line.cells[i]));
        if (const auto mark = inlineRuns(line.a, {})) { // the stale mark, bold
            qreal width = metrics.horizontalAdvance(line.cells[3]);
            for (const auto &[text, format] : *mark)
                width += (format.fontWeight() >= QFont::Bold ? boldMetrics : metrics)
                             .horizontalAdvance(text);
            priceWidth[3] = std::max(priceWidth[3], width);
        }
    }

    QTextBlockFormat headingFormat;
    headingFormat.setTopMargin(gap * 0.6);
    headingFormat.setBottomMargin(gap * 0.25);
    QTextBlockFormat paragraphFormat;
    paragraphFormat.setTopMargin(gap * 0.4);
    paragraphFormat.setBottomMargin(gap * 0.2);
    // Key, tab, value; a long value wraps under itself (hanging indent).
    QTextBlockFormat rowFormat;
    rowFormat.setBottomMargin(gap * 0.15);
    const qreal valueAt = keyWidth + gap * 0.6;
    rowFormat.setLeftMargin(valueAt);
    rowFormat.setTextIndent(-valueAt);
    rowFormat.setTabPositions({QTextOption::Tab(valueAt, QTextOption::LeftTab)});
    // Region, mode, the amount right-aligned, then kind, date and source, which wrap under
    // themselves.
    QTextBlockFormat priceFormat;
    priceFormat.setBottomMargin(gap * 0.15);
    const qreal modeAt = priceWidth[0] + gap;
    const qreal amountEnd = modeAt + priceWidth[1] + gap + priceWidth[2];
    const qreal kindAt = amountEnd + gap;
    const qreal sourceAt = kindAt + priceWidth[3] + gap;
    priceFormat.setLeftMargin(kindAt);
    priceFormat.setTextIndent(-kindAt);
    priceFormat.setTabPositions({QTextOption::Tab(modeAt, QTextOption::LeftTab),
                                 QTextOption::Tab(amountEnd, QTextOption::RightTab),
                                 QTextOption::Tab(kindAt, QTextOption::LeftTab),
                                 QTextOption::Tab(sourceAt, QTextOption::LeftTab)});

    const QTextCharFormat plain;
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    QTextCharFormat link;
    link.setAnchor(true);
    link.setForeground(QGuiApplication::palette().link());
    link.setFontUnderline(true);
    const QString tab(QLatin1Char('\t'));

    document->clear();
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    bool first = true;
    auto block = [&](QTextBlockFormat format) {
        if (first) {
            format.setTopMargin(0);
            cursor.setBlockFormat(format);
            first = false;
        } else {
            cursor.insertBlock(format, plain);
        }
    };
    for (const Line &line : m_lines) {
        switch (line.kind) {
        case Kind::Heading:
            block(headingFormat);
            cursor.insertText(line.a, bold);
            break;
        case Kind::Row:
            block(rowFormat);
            cursor.insertText(line.a, bold);
            cursor.insertText(tab, plain);
            insertValue(cursor, line.b, plain);
            break;
        case Kind::Link:
            block(rowFormat);
            cursor.insertText(line.a, bold);
            cursor.insertText(tab, plain);
            // Only a web address is a link: the pane (a QTextBrowser) would open any other
            // (an imported "/dev/zero" or file: URL) itself, reading the file into the pane.
            if (isWebAddress(line.b)) {
                link.setAnchorHref(line.b);
                cursor.insertText(line.b, link);
            } else {
                cursor.insertText(line.b, plain);
            }
            break;
        case Kind::Paragraph:
            block(paragraphFormat);
            insertValue(cursor, line.b, plain);
            break;
        case Kind::Price:
            block(priceFormat);
            cursor.insertText(line.cells[0] + tab + line.cells[1] + tab + line.cells[2] + tab +
                                  line.cells[3],
                              plain);
            if (!line.a.isEmpty())
                insertValue(cursor, line.a, plain);
            cursor.insertText(tab + line.cells[4], plain);
            break;
        }
    }
    cursor.endEditBlock();
}

} // namespace

void writeInstanceDetails(QTextDocument *document, const Catalog &catalog, const InstanceType *t)
{
    if (!t) {
        document->setHtml(CatalogBrowser::tr(
            "<p>Select an instance type to see its GPU specs, prices and sources.</p>"));
        return;
    }
    DetailsWriter w;
    w.heading(QStringLiteral("%1 (%2)").arg(QString::fromStdString(t->id),
                                            QString::fromStdString(t->familyId)));
    w.row(CatalogBrowser::tr("GPU"),
          CatalogBrowser::tr("%1 × %2, %3 GiB each")
              .arg(t->gpuCount)
              .arg(t->gpuLabel.empty() ? CatalogBrowser::tr("<i>not named by Alibaba</i>")
                                       : html(t->gpuLabel))
              .arg(formatNumber(t->gpuMemoryGib)));
    w.row(CatalogBrowser::tr("GPU share"), t->gpuFraction
                                               ? formatNumber(*t->gpuFraction, 4)
                                               : CatalogBrowser::tr("<i>undocumented</i>"));
    w.row(CatalogBrowser::tr("vCPU / host RAM"),
          CatalogBrowser::tr("%1 / %2 GiB (%3 GiB per GiB of VRAM)")
              .arg(t->vcpu)
              .arg(formatNumber(t->memoryGib))
              .arg(formatNumber(t->memoryGib / t->totalGpuMemoryGib(), 1)));
    w.row(CatalogBrowser::tr("Interconnect"),
          orUndocumented(InputLabels::interconnect(t->interconnect, false).toHtmlEscaped()) +
              (t->isInferred() ? CatalogBrowser::tr(" — <i>inferred, not stated by Alibaba</i>")
                               : QString()));
    w.row(CatalogBrowser::tr("Network"), numberOr(t->networkGbps, CatalogBrowser::tr("Gbit/s")));
    w.row(CatalogBrowser::tr("RDMA"),
          t->rdma.empty() ? CatalogBrowser::tr("none documented") : html(t->rdma));
    if (!t->localStorage.empty())
        w.row(CatalogBrowser::tr("Local storage"), html(t->localStorage));
    w.linkRow(CatalogBrowser::tr("Source"), t->sourceUrl);
    if (t->origin != Origin::Shipped)
        w.row(CatalogBrowser::tr("Origin"),
              CatalogBrowser::tr("%1 on %2").arg(originLabel(t->origin), html(t->asOf)));
    if (!t->notes.empty())
        w.paragraph(html(t->notes));

    if (const GpuModel *g = catalog.gpuOf(*t)) {
        w.heading(QString::fromStdString(g->name));
        w.row(CatalogBrowser::tr("Architecture"), orUndocumented(html(g->architecture)));
        w.row(CatalogBrowser::tr("Memory"), numberOr(g->memoryGib, CatalogBrowser::tr("GiB")));
        w.row(CatalogBrowser::tr("Memory bandwidth"),
              numberOr(g->memoryBandwidthGBs, CatalogBrowser::tr("GB/s")));
        w.row(CatalogBrowser::tr("FP32"), numberOr(g->fp32Tflops, CatalogBrowser::tr("TFLOPS")));
        w.row(CatalogBrowser::tr("FP16 tensor (dense)"),
              numberOr(g->fp16TensorTflopsDense, CatalogBrowser::tr("TFLOPS")));
        w.row(CatalogBrowser::tr("BF16 / FP8"),
              triText(g->bf16) + QStringLiteral(" / ") + triText(g->fp8));
        w.row(CatalogBrowser::tr("INT8 (dense)"),
              numberOr(g->int8TopsDense, CatalogBrowser::tr("TOPS")));
        w.row(CatalogBrowser::tr("NVLink"), numberOr(g->nvlinkGBs, CatalogBrowser::tr("GB/s")));
        w.linkRow(CatalogBrowser::tr("Source"), g->sourceUrl);
        if (!g->notes.empty())
            w.paragraph(html(g->notes));
    }

    w.heading(CatalogBrowser::tr("Prices"));
    const auto prices = catalog.pricesOf(t->id);
    if (prices.empty())
        w.paragraph(CatalogBrowser::tr(
            "<p>No price in any region. Import one (File ▸ Import) or enter it (Ctrl+E).</p>"));
    const QDate today = QDate::currentDate();
    for (const Price *p : prices) {
        w.price(
            {QString::fromStdString(p->regionId), pricingModeLabel(p->mode),
             QStringLiteral("%1 %2/%3")
                 .arg(formatNumber(p->amount, 4), QString::fromStdString(p->currency),
                      priceUnitLabel(p->unit)),
             QStringLiteral("%1, %2").arg(priceKindLabel(p->kind), QString::fromStdString(p->asOf)),
             InputLabels::priceSource(p->source, p->kind)},
            isStale(*p, today) ? QStringLiteral(" <b style='color:%1'>%2</b>")
                                     .arg(palette::screen().warning.name(),
                                          CatalogBrowser::tr("stale").toHtmlEscaped())
                               : QString());
    }
    for (const SpotAdvice *s : catalog.spotAdviceOf(t->id)) {
        w.paragraph(
            CatalogBrowser::tr(
                "<p>Spot in %1/%2: about %3% of pay-as-you-go, interruption rate %4 (%5)</p>")
                .arg(html(s->regionId), html(s->zoneId), formatNumber(s->averageDiscountPct),
                     s->interruptionRateDesc.empty() ? CatalogBrowser::tr("unknown")
                                                     : html(s->interruptionRateDesc),
                     html(s->asOf)));
    }
    // Stock per zone from `catalog refresh --stock` / Catalog ▸ Refresh prices….
    for (const ZoneStock *z : catalog.stockOf(t->id)) {
        const QString status = z->status == "WithStock" ? CatalogBrowser::tr("in stock")
                               : z->status == "ClosedWithStock"
                                   ? CatalogBrowser::tr("little stock left")
                                   : CatalogBrowser::tr("no stock");
        w.paragraph(CatalogBrowser::tr("<p>Stock in %1/%2: %3 (%4)</p>")
                        .arg(html(z->regionId), html(z->zoneId),
                             z->inStock() ? status : QStringLiteral("<b>%1</b>").arg(status),
                             html(z->asOf)));
    }
    w.write(document);
}

} // namespace gpuplanner
