#include "reportchart.h"

#include "chartstyle.h"

#include <QAbstractTextDocumentLayout>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextDocument>

#include <algorithm>

namespace gpuplanner::reportchart {

namespace {

// Geometry shared by intrinsicSize and drawObject, in device units.
struct ChartGeometry {
    double unit = 0; // a line of chart text
    double legendHeight = 0;
    double rowHeight = 0;
    double barsTop = 0;
    double axisHeight = 0;
    double labelWidth = 0;
    double valueWidth = 0;
    double height = 0;
    std::vector<std::pair<QRectF, int>> legendItems; // box, index
};

QFont chartFont(const Chart &c)
{
    return reportFont(c.fontFamilies, c.pointSize);
}

ChartGeometry chartGeometry(const Chart &c, QPaintDevice *device)
{
    ChartGeometry g;
    const QFont font = chartFont(c);
    const QFontMetricsF fm = device ? QFontMetricsF(font, device) : QFontMetricsF(font);
    g.unit = fm.height();
    // Legend: swatch + text items flowing over lines.
    if (!c.legend.isEmpty()) {
        double x = 0;
        double y = 0;
        const double swatch = g.unit * 0.8;
        for (int i = 0; i < c.legend.size(); ++i) {
            const double w = swatch + g.unit * 0.3 + fm.horizontalAdvance(c.legend[i]) + g.unit;
            if (x > 0 && x + w > c.width) {
                x = 0;
                y += g.unit * 1.3;
            }
            g.legendItems.emplace_back(QRectF(x, y, w, g.unit), i);
            x += w;
        }
        g.legendHeight = y + g.unit * 1.3 + g.unit * 0.4;
    }
    g.rowHeight = c.kind == Chart::Kind::Stacked ? g.unit * 2.0 : g.unit * 1.45;
    g.barsTop = g.legendHeight;
    double label = 0;
    double value = 0;
    for (const Bar &b : c.bars) {
        label = std::max(label, fm.horizontalAdvance(b.label));
        value = std::max(value, fm.horizontalAdvance(b.valueText));
    }
    g.labelWidth = std::min(label + g.unit * 0.6, c.width * 0.38);
    g.valueWidth = std::min(value + g.unit * 0.8, c.width * 0.3);
    g.axisHeight = g.unit * 1.4 + (c.axisTitle.isEmpty() ? 0 : g.unit * 1.3);
    g.height = g.barsTop + g.rowHeight * static_cast<double>(c.bars.size()) + g.unit * 0.3 +
               g.axisHeight + g.unit * 0.4;
    return g;
}

double chartMaximum(const Chart &c)
{
    double max = 0;
    double maxCard = 0;
    for (const Bar &b : c.bars) {
        if (c.kind == Chart::Kind::Stacked) {
            double sum = 0;
            for (double v : b.values)
                sum += std::max(0.0, v);
            max = std::max(max, sum);
        } else if (c.kind == Chart::Kind::Fit && b.values.size() >= 2) {
            maxCard = std::max(maxCard, b.values[1]);
            max = std::max(max, b.values[0]);
        } else if (!b.values.empty()) {
            max = std::max(max, b.values[0]);
        }
    }
    if (c.kind == Chart::Kind::Fit)
        max =
            std::max(maxCard, std::min(max, maxCard * 1.6)); // a huge need must not hide the cards
    return max > 0 ? max : 1;
}

} // namespace

QStringList fontFamilies()
{
    static const char *const latin[] = {"Noto Sans", "DejaVu Sans", "Liberation Sans", "Arial"};
    static const char *const cjk[] = {
        "Noto Sans CJK SC",    "Noto Sans SC",        "Source Han Sans SC",
        "Source Han Sans CN",  "WenQuanYi Micro Hei", "WenQuanYi Zen Hei",
        "Droid Sans Fallback", "Microsoft YaHei",     "PingFang SC"};
    QStringList families;
    for (const char *f : latin) {
        if (QFontDatabase::hasFamily(QString::fromLatin1(f))) {
            families << QString::fromLatin1(f);
            break;
        }
    }
    for (const char *f : cjk) {
        if (QFontDatabase::hasFamily(QString::fromLatin1(f))) {
            families << QString::fromLatin1(f);
            break;
        }
    }
    return families;
}

QFont reportFont(const QStringList &families, double pointSize)
{
    QFont f;
    f.setStyleHint(QFont::SansSerif);
    if (!families.isEmpty())
        f.setFamilies(families);
    f.setPointSizeF(pointSize);
    return f;
}

namespace {

// Where the bars are drawn, shared by the axis and the bars.
struct Plot {
    double left = 0;
    double right = 0;
    double width = 1;
    double barsBottom = 0;
    double axisMax = 1;
    double lineWidth = 1;

    double xOf(double v) const { return left + std::clamp(v / axisMax, 0.0, 1.0) * width; }
};

void drawLegend(QPainter *painter, const Chart &c, const ChartGeometry &g)
{
    for (const auto &[box, i] : g.legendItems) {
        const double swatch = g.unit * 0.8;
        const QColor color = i < static_cast<int>(c.legendColors.size())
                                 ? c.legendColors[static_cast<std::size_t>(i)]
                                 : kCostColor;
        painter->fillRect(QRectF(box.left(), box.top() + (g.unit - swatch) / 2, swatch, swatch),
                          color);
        painter->setPen(Qt::black);
        painter->drawText(
            QRectF(box.left() + swatch + g.unit * 0.3, box.top(), box.width() - swatch, g.unit),
            Qt::AlignLeft | Qt::AlignVCenter, c.legend[i]);
    }
}

void drawAxis(QPainter *painter, const Chart &c, const ChartGeometry &g, const Plot &p,
              const chartstyle::NiceScale &scale, const QFontMetricsF &fm)
{
    painter->setPen(QPen(kGridColor, p.lineWidth));
    const std::vector<double> ticks = scale.ticks();
    for (std::size_t i = 1; i < ticks.size(); ++i)
        painter->drawLine(QPointF(p.xOf(ticks[i]), g.barsTop),
                          QPointF(p.xOf(ticks[i]), p.barsBottom));
    painter->setPen(QPen(kAxisColor, p.lineWidth));
    painter->drawLine(QPointF(p.left, g.barsTop), QPointF(p.left, p.barsBottom));
    painter->drawLine(QPointF(p.left, p.barsBottom), QPointF(p.right, p.barsBottom));
    for (const double v : ticks) {
        const double x = p.xOf(v);
        painter->drawLine(QPointF(x, p.barsBottom), QPointF(x, p.barsBottom + g.unit * 0.25));
        const QString text = chartstyle::formatTick(v, scale, c.locale);
        const double w = fm.horizontalAdvance(text);
        painter->drawText(
            QRectF(x - w / 2 - g.unit, p.barsBottom + g.unit * 0.3, w + 2 * g.unit, g.unit),
            Qt::AlignHCenter | Qt::AlignTop, text);
    }
    if (!c.axisTitle.isEmpty())
        painter->drawText(QRectF(p.left, p.barsBottom + g.unit * 1.5, p.width, g.unit * 1.2),
                          Qt::AlignHCenter | Qt::AlignTop, c.axisTitle);
}

void drawStacked(QPainter *painter, const Chart &c, const Bar &b, const Plot &p, double barTop,
                 double thickness)
{
    double at = 0;
    for (std::size_t s = 0; s < b.values.size(); ++s) {
        const double v = std::max(0.0, b.values[s]);
        if (v <= 0)
            continue;
        const QRectF seg(QPointF(p.xOf(at), barTop), QPointF(p.xOf(at + v), barTop + thickness));
        const QColor color = s < c.legendColors.size() ? c.legendColors[s] : kCostColor;
        painter->fillRect(seg, color);
        painter->setPen(QPen(Qt::white, p.lineWidth));
        painter->drawLine(seg.topRight(), seg.bottomRight());
        at += v;
    }
}

// Need against the card: the card as a light bar with a tick at its capacity, the need as
// a thinner bar in the verdict's colour, cut with two slashes when it runs off the axis.
void drawFit(QPainter *painter, const Bar &b, const ChartGeometry &g, const Plot &p, double top,
             double barTop, double thickness)
{
    const double need = b.values[0];
    const double card = b.values[1];
    painter->fillRect(QRectF(QPointF(p.left, barTop), QPointF(p.xOf(card), barTop + thickness)),
                      kCardColor);
    const double needThickness = thickness * 0.5;
    const double needTop = top + (g.rowHeight - needThickness) / 2;
    const QRectF needBar(QPointF(p.left, needTop), QPointF(p.xOf(need), needTop + needThickness));
    painter->fillRect(needBar, b.color);
    if (need > p.axisMax) {
        painter->setPen(QPen(Qt::white, p.lineWidth * 2));
        for (int k = 0; k < 2; ++k) {
            const double x = needBar.right() - g.unit * (0.5 + 0.3 * k);
            painter->drawLine(QPointF(x - g.unit * 0.15, needBar.bottom() + g.unit * 0.1),
                              QPointF(x + g.unit * 0.15, needBar.top() - g.unit * 0.1));
        }
    }
    painter->setPen(QPen(kAxisColor, p.lineWidth * 1.5));
    painter->drawLine(QPointF(p.xOf(card), barTop), QPointF(p.xOf(card), barTop + thickness));
}

void drawBars(QPainter *painter, const Chart &c, const ChartGeometry &g, const Plot &p,
              const QFontMetricsF &fm)
{
    for (std::size_t i = 0; i < c.bars.size(); ++i) {
        const Bar &b = c.bars[i];
        const double top = g.barsTop + g.rowHeight * static_cast<double>(i);
        painter->setPen(Qt::black);
        painter->drawText(QRectF(0, top, g.labelWidth - g.unit * 0.4, g.rowHeight),
                          Qt::AlignRight | Qt::AlignVCenter,
                          fm.elidedText(b.label, Qt::ElideMiddle, g.labelWidth - g.unit * 0.5));
        const double thickness = g.rowHeight * 0.62;
        const double barTop = top + (g.rowHeight - thickness) / 2;
        if (c.kind == Chart::Kind::Stacked) {
            drawStacked(painter, c, b, p, barTop, thickness);
        } else if (c.kind == Chart::Kind::Fit && b.values.size() >= 2) {
            drawFit(painter, b, g, p, top, barTop, thickness);
        } else if (!b.values.empty()) {
            painter->fillRect(
                QRectF(QPointF(p.left, barTop), QPointF(p.xOf(b.values[0]), barTop + thickness)),
                b.color.isValid() ? b.color : kCostColor);
        }
        painter->setPen(Qt::black);
        painter->drawText(
            QRectF(p.right + g.unit * 0.4, top, g.valueWidth - g.unit * 0.4, g.rowHeight),
            Qt::AlignLeft | Qt::AlignVCenter,
            fm.elidedText(b.valueText, Qt::ElideRight, g.valueWidth - g.unit * 0.4));
    }
}

} // namespace

QSizeF ChartObject::intrinsicSize(QTextDocument *doc, int, const QTextFormat &format)
{
    const Chart c = format.property(kChartDataProperty).value<Chart>();
    const ChartGeometry g = chartGeometry(c, doc->documentLayout()->paintDevice());
    return {c.width, g.height};
}

void ChartObject::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                             const QTextFormat &format)
{
    const Chart c = format.property(kChartDataProperty).value<Chart>();
    const ChartGeometry g = chartGeometry(c, painter->device());
    const QFont font = chartFont(c);
    const QFontMetricsF fm(font, painter->device());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(rect.topLeft());
    painter->setFont(font);

    drawLegend(painter, c, g);
    // The window's axes use the same 1-2-5 scale (chartstyle.h).
    const chartstyle::NiceScale scale =
        chartstyle::niceScale(0, chartMaximum(c), c.kind == Chart::Kind::Stacked ? 6 : 5);
    Plot p;
    p.left = g.labelWidth;
    p.right = c.width - g.valueWidth;
    p.width = std::max(1.0, p.right - p.left);
    p.barsBottom = g.barsTop + g.rowHeight * static_cast<double>(c.bars.size());
    p.axisMax = scale.max;
    p.lineWidth = std::max(1.0, g.unit * 0.04);
    drawAxis(painter, c, g, p, scale, fm);
    drawBars(painter, c, g, p, fm);
    painter->restore();
}

} // namespace gpuplanner::reportchart

#include "moc_reportchart.cpp"
