#include "report.h"

#include "catalogtablemodel.h"
#include "chartstyle.h"
#include "csv.h"
#include "plantablemodel.h"
#include "planwording.h"

#include <nlohmann/json.hpp>

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCharFormat>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextObjectInterface>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

namespace gpuplanner {

// ---------------------------------------------------------------------------------------
// Charts: data carried in a text object's format and painted as vectors.

namespace reportchart {

struct Bar {
    QString label;
    std::vector<double> values; // Stacked: the segments; Bars: one value; Fit: need, card
    QString valueText;
    QColor color; // Bars and Fit: the bar's (need's) colour
};

struct Chart {
    enum class Kind { Stacked, Bars, Fit };
    Kind kind = Kind::Bars;
    QStringList legend;
    std::vector<QColor> legendColors;
    std::vector<Bar> bars;
    QString axisTitle;
    QStringList fontFamilies;
    double pointSize = 7.5;
    double width = 0;                                        // device units
    QLocale locale{QLocale::English, QLocale::UnitedStates}; // tick labels
};

} // namespace reportchart

} // namespace gpuplanner

Q_DECLARE_METATYPE(gpuplanner::reportchart::Chart)

namespace gpuplanner {

namespace {

using reportchart::Bar;
using reportchart::Chart;

constexpr int kChartObjectType = QTextFormat::UserObject + 71;
constexpr int kChartDataProperty = QTextFormat::UserProperty + 71;

const QColor kFitsColor(0x1b, 0x7f, 0x3b);
const QColor kWarningColor(0xc8, 0x7a, 0x00);
const QColor kNoFitColor(0xb0, 0x00, 0x20);
const QColor kCardColor(0xd3, 0xda, 0xe3);
const QColor kCostColor(0x3d, 0x6f, 0xa8);
const QColor kAxisColor(0x55, 0x5f, 0x6b);
const QColor kGridColor(0xe3, 0xe7, 0xec);

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

QFont reportFont(const QStringList &families, double pointSize);

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

class ChartObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    using QObject::QObject;

    QSizeF intrinsicSize(QTextDocument *doc, int, const QTextFormat &format) override
    {
        const Chart c = format.property(kChartDataProperty).value<Chart>();
        const ChartGeometry g = chartGeometry(c, doc->documentLayout()->paintDevice());
        return {c.width, g.height};
    }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                    const QTextFormat &format) override
    {
        const Chart c = format.property(kChartDataProperty).value<Chart>();
        const ChartGeometry g = chartGeometry(c, painter->device());
        const QFont font = chartFont(c);
        const QFontMetricsF fm(font, painter->device());
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->translate(rect.topLeft());
        painter->setFont(font);
        const double lineWidth = std::max(1.0, g.unit * 0.04);

        // Legend.
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

        const double plotLeft = g.labelWidth;
        const double plotRight = c.width - g.valueWidth;
        const double plotWidth = std::max(1.0, plotRight - plotLeft);
        const double barsBottom = g.barsTop + g.rowHeight * static_cast<double>(c.bars.size());
        const double max = chartMaximum(c);
        // The window's axes use the same 1-2-5 scale (chartstyle.h).
        const chartstyle::NiceScale scale =
            chartstyle::niceScale(0, max, c.kind == Chart::Kind::Stacked ? 6 : 5);
        const double axisMax = scale.max;
        auto xOf = [&](double v) {
            return plotLeft + std::clamp(v / axisMax, 0.0, 1.0) * plotWidth;
        };

        // Grid and axis.
        painter->setPen(QPen(kGridColor, lineWidth));
        const std::vector<double> ticks = scale.ticks();
        for (std::size_t i = 1; i < ticks.size(); ++i)
            painter->drawLine(QPointF(xOf(ticks[i]), g.barsTop),
                              QPointF(xOf(ticks[i]), barsBottom));
        painter->setPen(QPen(kAxisColor, lineWidth));
        painter->drawLine(QPointF(plotLeft, g.barsTop), QPointF(plotLeft, barsBottom));
        painter->drawLine(QPointF(plotLeft, barsBottom), QPointF(plotRight, barsBottom));
        for (const double v : ticks) {
            const double x = xOf(v);
            painter->drawLine(QPointF(x, barsBottom), QPointF(x, barsBottom + g.unit * 0.25));
            const QString text = chartstyle::formatTick(v, scale, c.locale);
            const double w = fm.horizontalAdvance(text);
            painter->drawText(
                QRectF(x - w / 2 - g.unit, barsBottom + g.unit * 0.3, w + 2 * g.unit, g.unit),
                Qt::AlignHCenter | Qt::AlignTop, text);
        }
        if (!c.axisTitle.isEmpty())
            painter->drawText(QRectF(plotLeft, barsBottom + g.unit * 1.5, plotWidth, g.unit * 1.2),
                              Qt::AlignHCenter | Qt::AlignTop, c.axisTitle);

        // Bars.
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
                double at = 0;
                for (std::size_t s = 0; s < b.values.size(); ++s) {
                    const double v = std::max(0.0, b.values[s]);
                    if (v <= 0)
                        continue;
                    const QRectF seg(QPointF(xOf(at), barTop),
                                     QPointF(xOf(at + v), barTop + thickness));
                    const QColor color = s < c.legendColors.size() ? c.legendColors[s] : kCostColor;
                    painter->fillRect(seg, color);
                    painter->setPen(QPen(Qt::white, lineWidth));
                    painter->drawLine(seg.topRight(), seg.bottomRight());
                    at += v;
                }
            } else if (c.kind == Chart::Kind::Fit && b.values.size() >= 2) {
                const double need = b.values[0];
                const double card = b.values[1];
                painter->fillRect(
                    QRectF(QPointF(plotLeft, barTop), QPointF(xOf(card), barTop + thickness)),
                    kCardColor);
                const double needThickness = thickness * 0.5;
                const double needTop = top + (g.rowHeight - needThickness) / 2;
                const QRectF needBar(QPointF(plotLeft, needTop),
                                     QPointF(xOf(need), needTop + needThickness));
                painter->fillRect(needBar, b.color);
                if (need > axisMax) { // cut: two slashes at the end
                    painter->setPen(QPen(Qt::white, lineWidth * 2));
                    for (int k = 0; k < 2; ++k) {
                        const double x = needBar.right() - g.unit * (0.5 + 0.3 * k);
                        painter->drawLine(
                            QPointF(x - g.unit * 0.15, needBar.bottom() + g.unit * 0.1),
                            QPointF(x + g.unit * 0.15, needBar.top() - g.unit * 0.1));
                    }
                }
                // The card's capacity as a tick.
                painter->setPen(QPen(kAxisColor, lineWidth * 1.5));
                painter->drawLine(QPointF(xOf(card), barTop),
                                  QPointF(xOf(card), barTop + thickness));
            } else if (!b.values.empty()) {
                painter->fillRect(QRectF(QPointF(plotLeft, barTop),
                                         QPointF(xOf(b.values[0]), barTop + thickness)),
                                  b.color.isValid() ? b.color : kCostColor);
            }
            painter->setPen(Qt::black);
            painter->drawText(
                QRectF(plotRight + g.unit * 0.4, top, g.valueWidth - g.unit * 0.4, g.rowHeight),
                Qt::AlignLeft | Qt::AlignVCenter,
                fm.elidedText(b.valueText, Qt::ElideRight, g.valueWidth - g.unit * 0.4));
        }
        painter->restore();
    }
};

// ---------------------------------------------------------------------------------------
// Fixed text.

// The report's fixed text in the report's language. The English source is what lupdate
// finds (QT_TRANSLATE_NOOP("Report", …) at each call); Chinese comes from an installed
// translator when it has the message, else from the Chinese given here.
QString reportText(bool chinese, const char *source, const char *zh)
{
    const QString en = QString::fromUtf8(source);
    if (!chinese)
        return en;
    const QString translated = QCoreApplication::translate("Report", source);
    if (translated != en)
        return translated;
    return QString::fromUtf8(zh);
}

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString escs(const std::string &s)
{
    return esc(q(s));
}

// Free text for the PDF in bounded layout time: cut at kMaxReportTextChars with a marker,
// and a zero-width space (a line-break opportunity) after every kMaxWordChars characters
// of an unbroken word, so a 300,000-character "word" neither runs off the page nor makes
// the line breaker search one enormous line.
constexpr qsizetype kMaxReportTextChars = 20000;
constexpr qsizetype kMaxWordChars = 60;

QString breakableText(const QString &text, bool chinese)
{
    QString in = text;
    bool cut = false;
    if (in.size() > kMaxReportTextChars) {
        qsizetype at = kMaxReportTextChars;
        if (in.at(at - 1).isHighSurrogate())
            --at;
        in.truncate(at);
        cut = true;
    }
    QString out;
    out.reserve(in.size() + in.size() / kMaxWordChars + 64);
    qsizetype run = 0;
    for (qsizetype i = 0; i < in.size(); ++i) {
        const QChar c = in.at(i);
        out += c;
        if (c.isSpace()) {
            run = 0;
            continue;
        }
        if (c.isHighSurrogate())
            continue; // never break inside a pair
        if (++run >= kMaxWordChars) {
            out += QChar(0x200B);
            run = 0;
        }
    }
    if (cut)
        out +=
            chinese
                ? QStringLiteral(" …（备注过长，报告只显示前 %1 个字符）").arg(kMaxReportTextChars)
                : QStringLiteral(" … (the notes are cut here: the report shows the first "
                                 "%1 characters)")
                      .arg(kMaxReportTextChars);
    return out;
}

// The report's fonts: a Latin sans first, then a CJK font for what the Latin one lacks.
// Noto Sans CJK alone would do for both, but HarfBuzz gives its digits alternate glyphs
// that Qt's PDF engine writes no ToUnicode entry for, so numbers would vanish from the
// PDF's text (search, copy, pdftotext). Empty: the default sans.
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

// ---------------------------------------------------------------------------------------
// The comparison table as shown.

struct TableView {
    std::unique_ptr<PlanTableModel> model;
    std::vector<PlanTableModel::Column> columns;
    std::vector<int> rows;
    bool training = true;
};

TableView tableView(const ReportInput &in)
{
    TableView v;
    v.training = in.scenario.workload.isTraining();
    v.model = std::make_unique<PlanTableModel>();
    v.model->setPlan(std::make_shared<const Plan>(in.plan), v.training, in.chinese);
    for (int i = 0; i < static_cast<int>(PlanTableModel::Column::Count); ++i) {
        const auto c = static_cast<PlanTableModel::Column>(i);
        const bool shown =
            in.visibleColumns.isEmpty()
                ? c != PlanTableModel::Column::PriceSource
                : in.visibleColumns.contains(PlanTableModel::columnKey(c, true)) ||
                      in.visibleColumns.contains(PlanTableModel::columnKey(c, false));
        if (shown)
            v.columns.push_back(c);
    }
    for (int r = 0; r < v.model->rowCount(); ++r) {
        if (in.fittingOnly && v.model->rowAt(r).verdict == Verdict::DoesNotFit)
            continue;
        v.rows.push_back(r);
    }
    return v;
}

QString cell(const TableView &v, int row, PlanTableModel::Column c)
{
    return v.model->data(v.model->index(row, static_cast<int>(c)), Qt::DisplayRole).toString();
}

QString header(const TableView &v, PlanTableModel::Column c)
{
    return v.model->headerData(static_cast<int>(c), Qt::Horizontal, Qt::DisplayRole).toString();
}

bool rightAligned(PlanTableModel::Column c)
{
    using C = PlanTableModel::Column;
    return c == C::Rank || c == C::Gpus || c == C::Need || c == C::Card || c == C::Headroom ||
           c == C::Time || c == C::PricePerHour || c == C::Cost;
}

// ---------------------------------------------------------------------------------------
// The PDF's document.

class ReportBuilder
{
public:
    ReportBuilder(const ReportInput &in, double chartWidth)
        : m_in(in)
        , m_zh(in.chinese)
        , m_training(in.scenario.workload.isTraining())
        , m_chartWidth(chartWidth)
        , m_families(fontFamilies())
    {
        const int total = static_cast<int>(in.plan.rows.size());
        m_listed = in.topCandidates > 0 ? std::min(in.topCandidates, total) : total;
    }

    QString t(const char *en, const char *zh) const { return reportText(m_zh, en, zh); }
    // English singular or plural by n (both sources for lupdate), Chinese as given.
    QString tn(qint64 n, const char *one, const char *many, const char *zh) const
    {
        return reportText(m_zh, n == 1 ? one : many, zh);
    }
    const QStringList &families() const { return m_families; }
    const std::vector<Chart> &charts() const { return m_charts; }

    QString title() const
    {
        return m_in.scenario.name.isEmpty() ? q(m_in.scenario.workload.model.name)
                                            : m_in.scenario.name;
    }

    QString reportDate() const
    {
        const QDate today = QDate::fromString(q(m_in.scenario.plan.today), Qt::ISODate);
        return (today.isValid() ? today : QDate::currentDate()).toString(Qt::ISODate);
    }

    QString html()
    {
        QString h;
        h += QStringLiteral("<html><body>");
        titleSection(h);
        inputsSection(h);
        memorySection(h);
        candidatesSection(h);
        chartsSection(h);
        findingsSection(h);
        sourcesSection(h);
        assumptionsSection(h);
        h += QStringLiteral("</body></html>");
        return h;
    }

    static QString styleSheet()
    {
        return QStringLiteral(
            "h1 { font-size: 17pt; font-weight: bold; color: #1f3b63; margin-bottom: 2px; }"
            "h2 { font-size: 12pt; font-weight: bold; color: #1f3b63; margin-top: 16px; "
            "margin-bottom: 5px; }"
            "h3 { font-size: 9pt; font-weight: bold; margin-top: 10px; margin-bottom: 3px; }"
            "p { margin-top: 0px; margin-bottom: 4px; }"
            "th { background-color: #e6ebf1; font-weight: bold; vertical-align: middle; }"
            "td { vertical-align: middle; }"
            "td.k { color: #3b4652; }"
            ".sub { color: #5a6470; }"
            ".small { font-size: 7.5pt; color: #5a6470; }"
            ".reason { font-size: 7.5pt; color: #6a4a00; }"
            ".stale { color: #b00020; font-weight: bold; }");
    }

private:
    // ---- labels ----

    QString yesNo(bool v) const
    {
        return v ? t(QT_TRANSLATE_NOOP("Report", "yes"), "是")
                 : t(QT_TRANSLATE_NOOP("Report", "no"), "否");
    }

    QString taskLabel(Task task) const
    {
        switch (task) {
        case Task::Inference:
            return t(QT_TRANSLATE_NOOP("Report", "Inference"), "推理");
        case Task::Lora:
            return t(QT_TRANSLATE_NOOP("Report", "LoRA fine-tune"), "LoRA 微调");
        case Task::Qlora:
            return t(QT_TRANSLATE_NOOP("Report", "QLoRA fine-tune"), "QLoRA 微调");
        case Task::FullFineTune:
            return t(QT_TRANSLATE_NOOP("Report", "Full fine-tune"), "全参数微调");
        case Task::Pretrain:
            return t(QT_TRANSLATE_NOOP("Report", "Pre-training"), "预训练");
        }
        return {};
    }

    QString quantizationLabel(Quantization quant) const
    {
        switch (quant) {
        case Quantization::None:
            return t(QT_TRANSLATE_NOOP("Report", "none"), "无");
        case Quantization::BnbInt8:
            return QStringLiteral("bitsandbytes int8");
        case Quantization::BnbNf4:
            return QStringLiteral("bitsandbytes NF4");
        case Quantization::BnbNf4DoubleQuant:
            return t(QT_TRANSLATE_NOOP("Report", "bitsandbytes NF4, double quant"),
                     "bitsandbytes NF4，双重量化");
        case Quantization::BnbFp4:
            return QStringLiteral("bitsandbytes FP4");
        case Quantization::GptqInt4:
            return t(QT_TRANSLATE_NOOP("Report", "GPTQ 4-bit"), "GPTQ 4 位");
        case Quantization::GptqInt8:
            return t(QT_TRANSLATE_NOOP("Report", "GPTQ 8-bit"), "GPTQ 8 位");
        case Quantization::AwqInt4:
            return t(QT_TRANSLATE_NOOP("Report", "AWQ 4-bit"), "AWQ 4 位");
        }
        return {};
    }

    QString optimizerLabel(Optimizer o) const
    {
        switch (o) {
        case Optimizer::AdamW:
            return QStringLiteral("AdamW");
        case Optimizer::AdamW8bit:
            return t(QT_TRANSLATE_NOOP("Report", "AdamW 8-bit"), "AdamW 8 位");
        case Optimizer::PagedAdamW:
            return t(QT_TRANSLATE_NOOP("Report", "Paged AdamW"), "分页 AdamW");
        case Optimizer::PagedAdamW8bit:
            return t(QT_TRANSLATE_NOOP("Report", "Paged AdamW 8-bit"), "分页 AdamW 8 位");
        case Optimizer::SgdMomentum:
            return t(QT_TRANSLATE_NOOP("Report", "SGD with momentum"), "带动量的 SGD");
        case Optimizer::Adafactor:
            return QStringLiteral("Adafactor");
        }
        return {};
    }

    QString shardingLabel(Sharding s) const
    {
        switch (s) {
        case Sharding::None:
            return t(QT_TRANSLATE_NOOP("Report", "none (data parallel)"), "无（数据并行）");
        case Sharding::Zero1:
            return QStringLiteral("DeepSpeed ZeRO-1");
        case Sharding::Zero2:
            return QStringLiteral("DeepSpeed ZeRO-2");
        case Sharding::Zero3:
            return QStringLiteral("DeepSpeed ZeRO-3");
        case Sharding::Fsdp:
            return QStringLiteral("PyTorch FSDP");
        }
        return {};
    }

    QString pricingLabel(PricingMode mode) const
    {
        switch (mode) {
        case PricingMode::PayAsYouGo:
            return t(QT_TRANSLATE_NOOP("Report", "Pay-as-you-go"), "按量付费");
        case PricingMode::Subscription:
            return t(QT_TRANSLATE_NOOP("Report", "Subscription"), "包年包月");
        case PricingMode::Spot:
            return t(QT_TRANSLATE_NOOP("Report", "Spot"), "抢占式实例");
        case PricingMode::Reserved:
            return t(QT_TRANSLATE_NOOP("Report", "Reserved"), "预留实例");
        }
        return {};
    }

    QString kindLabel(PriceKind kind) const
    {
        switch (kind) {
        case PriceKind::Published:
            return t(QT_TRANSLATE_NOOP("Report", "published"), "公开价");
        case PriceKind::Imported:
            return t(QT_TRANSLATE_NOOP("Report", "imported"), "导入");
        case PriceKind::UserEntered:
            return t(QT_TRANSLATE_NOOP("Report", "entered by you"), "手动录入");
        case PriceKind::Estimated:
            return t(QT_TRANSLATE_NOOP("Report", "estimated"), "估算");
        }
        return {};
    }

    QString verdictLabel(Verdict v) const
    {
        switch (v) {
        case Verdict::Fits:
            return t(QT_TRANSLATE_NOOP("Report", "fits"), "可装下");
        case Verdict::FitsWithWarnings:
            return t(QT_TRANSLATE_NOOP("Report", "fits, with warnings"), "可装下（有警告）");
        case Verdict::DoesNotFit:
            return t(QT_TRANSLATE_NOOP("Report", "does not fit"), "装不下");
        }
        return {};
    }

    QString severityLabel(Severity s) const
    {
        switch (s) {
        case Severity::Info:
            return t(QT_TRANSLATE_NOOP("Report", "Info"), "提示");
        case Severity::Warning:
            return t(QT_TRANSLATE_NOOP("Report", "Warning"), "警告");
        case Severity::Blocker:
            return t(QT_TRANSLATE_NOOP("Report", "Blocker"), "阻断");
        }
        return {};
    }

    QString gib(double v, int decimals = 1) const
    {
        return QStringLiteral("%1 GiB").arg(formatNumber(v, decimals));
    }

    QString currency() const { return q(m_in.scenario.plan.currency); }

    QString money(double v) const
    {
        return QStringLiteral("%1 %2").arg(formatNumber(v, 2), currency());
    }

    // ---- sections ----

    void titleSection(QString &h) const
    {
        const Scenario &s = m_in.scenario;
        h += QStringLiteral("<h1>%1</h1>").arg(esc(title()));
        h += QStringLiteral("<p class=\"sub\">%1</p>")
                 .arg(esc(
                     t(QT_TRANSLATE_NOOP("Report", "GPU Planner report: choosing an Alibaba "
                                                   "Cloud GPU instance for a deep-learning job"),
                       "GPU 选型规划台报告：为深度学习任务选择阿里云 GPU 实例")));
        h += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
        auto row = [&](const QString &k, const QString &v) {
            h += QStringLiteral("<tr><td class=\"k\">%1</td><td>%2</td></tr>").arg(esc(k), v);
        };
        row(t(QT_TRANSLATE_NOOP("Report", "Author"), "作者"),
            esc(s.author.isEmpty() ? t(QT_TRANSLATE_NOOP("Report", "not given"), "未填写")
                                   : s.author));
        row(t(QT_TRANSLATE_NOOP("Report", "Date"), "日期"), esc(reportDate()));
        QString scenarioLine =
            t(QT_TRANSLATE_NOOP("Report", "revision %1"), "第 %1 版").arg(s.revision);
        if (!s.modified.isEmpty())
            scenarioLine +=
                QStringLiteral(", ") +
                t(QT_TRANSLATE_NOOP("Report", "saved %1"), "保存于 %1").arg(s.modified.left(10));
        row(t(QT_TRANSLATE_NOOP("Report", "Scenario"), "方案"), esc(scenarioLine));
        if (!s.tags.isEmpty())
            row(t(QT_TRANSLATE_NOOP("Report", "Tags"), "标签"),
                esc(s.tags.join(QStringLiteral(", "))));
        h += QStringLiteral("</table>");
        if (!s.notes.isEmpty())
            h += QStringLiteral("<p>%1</p>")
                     .arg(esc(breakableText(s.notes, m_in.chinese))
                              .replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    }

    void inputsSection(QString &h) const
    {
        const Workload &w = m_in.scenario.workload;
        const PlanOptions &o = m_in.scenario.plan;
        const ModelSpec &m = w.model;
        h += QStringLiteral("<h2>%1</h2>")
                 .arg(esc(t(QT_TRANSLATE_NOOP("Report", "Inputs"), "输入")));
        h += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\">");
        auto row = [&](const QString &k, const QString &v) {
            h += QStringLiteral("<tr><td class=\"k\" width=\"27%\">%1</td><td>%2</td></tr>")
                     .arg(esc(k), v);
        };
        // Workload.
        QString model = esc(q(m.name));
        if (m.paramsB > 0)
            model += QStringLiteral(" · ") +
                     esc(t(QT_TRANSLATE_NOOP("Report", "%1 B parameters"), "%1 B 参数")
                             .arg(formatNumber(m.paramsB, 2)));
        if (!m_in.scenario.presetId.isEmpty())
            model +=
                QStringLiteral(" · ") + esc(t(QT_TRANSLATE_NOOP("Report", "preset %1"), "预设 %1")
                                                .arg(m_in.scenario.presetId));
        row(t(QT_TRANSLATE_NOOP("Report", "Model"), "模型"), model);
        if (m.layers > 0)
            row(t(QT_TRANSLATE_NOOP("Report", "Shape"), "结构"),
                esc(t(QT_TRANSLATE_NOOP(
                          "Report",
                          "%1 layers, hidden %2, FFN %3, %4 heads (%5 KV), vocabulary %6"),
                      "%1 层，隐藏层 %2，FFN %3，%4 个注意力头（%5 个 KV 头），词表 %6")
                        .arg(m.layers)
                        .arg(m.hidden)
                        .arg(m.ffn)
                        .arg(m.heads)
                        .arg(m.effectiveKvHeads())
                        .arg(m.vocab)));
        row(t(QT_TRANSLATE_NOOP("Report", "Model config source"), "模型配置来源"),
            m.source.empty()
                ? esc(t(QT_TRANSLATE_NOOP("Report", "given by its numbers"), "按数值给定"))
                : escs(m.source));
        QString task = esc(taskLabel(w.task)) +
                       QStringLiteral(" (%1)").arg(escs(std::string(toString(w.task))));
        if (w.task == Task::Lora || w.task == Task::Qlora)
            task +=
                QStringLiteral(", ") +
                esc(t(QT_TRANSLATE_NOOP("Report", "rank %1 on %2"), "秩 %1，作用于%2")
                        .arg(w.loraRank)
                        .arg(w.loraTargets == LoraTargets::AllLinear
                                 ? t(QT_TRANSLATE_NOOP("Report", "all linear layers"), "所有线性层")
                                 : t(QT_TRANSLATE_NOOP("Report", "the attention projections"),
                                     "注意力投影层")));
        row(t(QT_TRANSLATE_NOOP("Report", "Task"), "任务"), task);
        QString precision = escs(std::string(toString(w.precision)));
        if (w.isTraining() && w.fp32MasterWeights &&
            (w.precision == Precision::Fp16 || w.precision == Precision::Bf16 ||
             w.precision == Precision::Fp8))
            precision += QStringLiteral(", ") +
                         esc(t(QT_TRANSLATE_NOOP("Report", "fp32 master weights"), "fp32 主权重"));
        row(t(QT_TRANSLATE_NOOP("Report", "Precision"), "精度"), precision);
        row(t(QT_TRANSLATE_NOOP("Report", "Quantization"), "量化"),
            esc(quantizationLabel(w.quantization)));
        if (w.isTraining()) {
            row(t(QT_TRANSLATE_NOOP("Report", "Optimizer"), "优化器"),
                esc(optimizerLabel(w.optimizer)));
            row(t(QT_TRANSLATE_NOOP("Report", "Batch"), "批大小"),
                esc(t(QT_TRANSLATE_NOOP("Report", "%1 per GPU, gradient accumulation %2"),
                      "单卡 %1，梯度累积 %2")
                        .arg(w.batch)
                        .arg(w.gradientAccumulation)));
            row(t(QT_TRANSLATE_NOOP("Report", "Sequence length"), "序列长度"),
                esc(t(QT_TRANSLATE_NOOP("Report", "%1 tokens"), "%1 token").arg(w.seqLen)));
            row(t(QT_TRANSLATE_NOOP("Report", "Gradient checkpointing"), "梯度检查点"),
                esc(yesNo(w.gradientCheckpointing)));
        } else {
            row(t(QT_TRANSLATE_NOOP("Report", "Batch"), "批大小"),
                esc(t(QT_TRANSLATE_NOOP("Report", "%1 concurrent sequences"), "%1 个并发序列")
                        .arg(w.batch)));
            row(t(QT_TRANSLATE_NOOP("Report", "Sequence length"), "序列长度"),
                esc(t(QT_TRANSLATE_NOOP("Report", "%1 prompt + %2 output tokens"),
                      "输入 %1 + 输出 %2 token")
                        .arg(w.promptLen)
                        .arg(w.outputLen)));
            row(t(QT_TRANSLATE_NOOP("Report", "Serving engine"), "推理服务引擎"),
                w.engine == Engine::Vllm
                    ? esc(QStringLiteral("vLLM, gpu_memory_utilization %1")
                              .arg(formatNumber(w.vllmGpuMemoryUtilization, 2)))
                    : QStringLiteral("PyTorch / Transformers"));
        }
        row(t(QT_TRANSLATE_NOOP("Report", "GPUs and parallelism"), "GPU 与并行"),
            esc(tn(w.nodes,
                   QT_TRANSLATE_NOOP(
                       "Report", "%1 per node × %2 node; tensor parallel %3, pipeline parallel %4"),
                   QT_TRANSLATE_NOOP("Report",
                                     "%1 per node × %2 nodes; tensor parallel %3, pipeline "
                                     "parallel %4"),
                   "每节点 %1 块 × %2 个节点；张量并行 %3，流水线并行 %4")
                    .arg(w.gpusPerNode)
                    .arg(w.nodes)
                    .arg(w.tensorParallel)
                    .arg(w.pipelineParallel)));
        QString sharding = esc(shardingLabel(w.sharding));
        if (w.offloadOptimizer || w.offloadParams)
            sharding += QStringLiteral(", ") +
                        esc(t(QT_TRANSLATE_NOOP("Report", "CPU offload"), "CPU 卸载"));
        row(t(QT_TRANSLATE_NOOP("Report", "Sharding"), "分片"), sharding);
        // Plan options.
        row(t(QT_TRANSLATE_NOOP("Report", "Region"), "地域"), escs(o.region));
        row(t(QT_TRANSLATE_NOOP("Report", "Pricing mode"), "计费方式"),
            esc(pricingLabel(o.pricing)) +
                QStringLiteral(" (%1)").arg(escs(std::string(toString(o.pricing)))));
        if (w.isTraining()) {
            row(t(QT_TRANSLATE_NOOP("Report", "Dataset"), "数据集"),
                esc(t(QT_TRANSLATE_NOOP("Report", "%1 million tokens per epoch"),
                      "每轮 %1 百万 token")
                        .arg(formatNumber(o.datasetTokens / 1e6, 2))));
            row(t(QT_TRANSLATE_NOOP("Report", "Epochs"), "轮数"), esc(formatNumber(o.epochs, 2)));
        } else {
            row(t(QT_TRANSLATE_NOOP("Report", "Serving hours"), "服务时长"),
                esc(t(QT_TRANSLATE_NOOP("Report", "%1 h"), "%1 小时")
                        .arg(formatNumber(o.servingHours, 1))));
        }
        QString currencyText = currency();
        if (o.cnyPerUsd)
            currencyText += QStringLiteral(" (1 USD = %1 CNY)").arg(formatNumber(*o.cnyPerUsd, 4));
        row(t(QT_TRANSLATE_NOOP("Report", "Currency"), "币种"), esc(currencyText));
        row(t(QT_TRANSLATE_NOOP("Report", "VRAM headroom, MFU"), "显存余量，MFU"),
            esc(QStringLiteral("%1 %, %2")
                    .arg(formatNumber(o.headroomPct, 1), formatNumber(o.mfu, 2))));
        QStringList limits;
        limits << tn(o.maxNodes, QT_TRANSLATE_NOOP("Report", "up to %1 instance"),
                     QT_TRANSLATE_NOOP("Report", "up to %1 instances"), "最多 %1 台实例")
                      .arg(o.maxNodes);
        if (o.maxGpus)
            limits << tn(*o.maxGpus, QT_TRANSLATE_NOOP("Report", "up to %1 GPU"),
                         QT_TRANSLATE_NOOP("Report", "up to %1 GPUs"), "最多 %1 块 GPU")
                          .arg(*o.maxGpus);
        if (!o.families.empty()) {
            QStringList f;
            for (const std::string &id : o.families)
                f << q(id);
            limits << t(QT_TRANSLATE_NOOP("Report", "families %1"), "规格族 %1")
                          .arg(f.join(QStringLiteral(", ")));
        }
        if (o.budget)
            limits << t(QT_TRANSLATE_NOOP("Report", "budget %1"), "预算 %1").arg(money(*o.budget));
        if (o.deadlineHours)
            limits << t(QT_TRANSLATE_NOOP("Report", "deadline %1 h"), "截止 %1 小时")
                          .arg(formatNumber(*o.deadlineHours, 1));
        row(t(QT_TRANSLATE_NOOP("Report", "Limits"), "约束"),
            esc(limits.join(QStringLiteral("; "))));
        if (o.pricing == PricingMode::Spot) {
            QStringList spot;
            if (o.spotDiscountPct)
                spot << t(QT_TRANSLATE_NOOP("Report", "%1 % of pay-as-you-go"), "按量付费的 %1 %")
                            .arg(formatNumber(*o.spotDiscountPct, 1));
            if (o.spotInterruptionRatePct)
                spot << t(QT_TRANSLATE_NOOP("Report", "%1 % interrupted over 30 days"),
                          "30 天中断率 %1 %")
                            .arg(formatNumber(*o.spotInterruptionRatePct, 1));
            spot << t(QT_TRANSLATE_NOOP("Report", "checkpoint %1 min, restart %2 min"),
                      "检查点 %1 分钟，重启 %2 分钟")
                        .arg(formatNumber(o.checkpointWriteHours * 60, 1),
                             formatNumber(o.restartHours * 60, 1));
            row(t(QT_TRANSLATE_NOOP("Report", "Spot"), "抢占式实例"),
                esc(spot.join(QStringLiteral("; "))));
        }
        if (o.pricing == PricingMode::Subscription)
            row(t(QT_TRANSLATE_NOOP("Report", "Subscription months"), "包月月数"),
                o.subscriptionMonths > 0
                    ? esc(QString::number(o.subscriptionMonths))
                    : esc(t(QT_TRANSLATE_NOOP("Report", "as many as the job needs"),
                            "按任务所需")));
        h += QStringLiteral("</table>");
    }

    void memorySection(QString &h)
    {
        const MemoryEstimate &e = m_in.memory;
        const MemoryBreakdown &g = e.perGpu;
        const Workload &w = m_in.scenario.workload;
        h += QStringLiteral("<h2>%1</h2>")
                 .arg(esc(t(QT_TRANSLATE_NOOP("Report", "Memory per GPU"), "单卡显存")));
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(
                     tn(w.totalGpus(),
                        QT_TRANSLATE_NOOP("Report",
                                          "%1 per GPU on %2 GPU, compared with the card as "
                                          "nvidia-smi would show it on a card just large "
                                          "enough: %3 allocated by PyTorch, %4 allocator "
                                          "fragmentation, %5 CUDA context. On a larger card "
                                          "PyTorch may report %6 reserved and nvidia-smi %7 "
                                          "(freed blocks it keeps cached)."),
                        QT_TRANSLATE_NOOP("Report",
                                          "%1 per GPU on %2 GPUs, compared with the card as "
                                          "nvidia-smi would show it on a card just large "
                                          "enough: %3 allocated by PyTorch, %4 allocator "
                                          "fragmentation, %5 CUDA context. On a larger card "
                                          "PyTorch may report %6 reserved and nvidia-smi %7 "
                                          "(freed blocks it keeps cached)."),
                        "单卡 %1，共 %2 块 GPU；与显卡比较的是刚好够用的显卡上 nvidia-smi 显示的"
                        "用量：PyTorch 已分配 %3，分配器碎片 %4，CUDA 上下文 %5。在更大的显卡上 "
                        "PyTorch 可能报告已保留 %6，nvidia-smi 显示 %7（缓存的已释放块）。")
                         .arg(gib(g.totalGib))
                         .arg(w.totalGpus())
                         .arg(gib(g.allocatedGib), gib(g.fragmentationGib), gib(g.cudaContextGib),
                              gib(g.reservedGib), gib(g.deviceUsedGib))));
        const QStringList names = {t(QT_TRANSLATE_NOOP("Report", "Weights"), "权重"),
                                   t(QT_TRANSLATE_NOOP("Report", "Gradients"), "梯度"),
                                   t(QT_TRANSLATE_NOOP("Report", "Optimizer states"), "优化器状态"),
                                   t(QT_TRANSLATE_NOOP("Report", "Activations"), "激活值"),
                                   t(QT_TRANSLATE_NOOP("Report", "KV cache"), "KV 缓存"),
                                   t(QT_TRANSLATE_NOOP("Report", "Overhead"), "运行时开销")};
        const std::vector<double> values = {g.weightsGib,     g.gradientsGib, g.optimizerGib,
                                            g.activationsGib, g.kvCacheGib,   g.overheadGib};
        Chart c;
        c.kind = Chart::Kind::Stacked;
        c.legendColors = {QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b),
                          QColor(0xe1, 0x57, 0x59), QColor(0x76, 0xb7, 0xb2),
                          QColor(0x59, 0xa1, 0x4f), QColor(0xa0, 0x98, 0x90)};
        for (int i = 0; i < names.size(); ++i)
            c.legend << QStringLiteral("%1 %2").arg(names[i],
                                                    gib(values[static_cast<std::size_t>(i)], 2));
        Bar b;
        b.label = t(QT_TRANSLATE_NOOP("Report", "Per GPU"), "单卡");
        b.values = values;
        b.valueText = gib(g.totalGib, 2);
        c.bars.push_back(b);
        c.axisTitle = t(QT_TRANSLATE_NOOP("Report", "GiB per GPU"), "单卡 GiB");
        h += chart(std::move(c));
        const HostRam &r = e.hostRam;
        h += QStringLiteral("<p><b>%1</b> %2</p>")
                 .arg(esc(t(QT_TRANSLATE_NOOP("Report", "Host RAM per node: needs %1."),
                            "每节点主机内存：至少需要 %1。")
                              .arg(gib(r.loaderGib, 0))),
                      r.ruleMinGib > 0
                          ? esc(t(QT_TRANSLATE_NOOP("Report",
                                                    "%1–%2 recommended for the training data "
                                                    "pipeline (4–8 GB per GB of VRAM). %3"),
                                  "建议为训练数据管道配 %1–%2（每 GB 显存配 4–8 GB 内存）。%3")
                                    .arg(gib(r.ruleMinGib, 0), gib(r.ruleMaxGib, 0),
                                         planwording::hostRamReason(r,
                                                                    planwording::languageOf(m_zh))))
                          : esc(planwording::hostRamReason(r, planwording::languageOf(m_zh))));
        for (const EstimateWarning &warning : e.warnings)
            h += QStringLiteral("<p class=\"reason\">%1: %2</p>")
                     .arg(esc(severityLabel(Severity::Warning)), escs(warning.message));
    }

    void candidatesSection(QString &h) const
    {
        const PlanOptions &o = m_in.scenario.plan;
        const std::vector<PlanRow> &rows = m_in.plan.rows;
        h += QStringLiteral("<h2>%1</h2>")
                 .arg(esc(t(QT_TRANSLATE_NOOP("Report", "Ranked candidates"), "候选实例排名")));
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(t(QT_TRANSLATE_NOOP(
                                "Report", "The first %1 of %2 instance types, cheapest first; "
                                          "types that fit within the limits come first. ★ marks "
                                          "the Pareto front of time against cost. Prices: %3, "
                                          "%4, in %5."),
                            "共 %2 个实例规格，列出前 %1 个，按费用从低到高排列；满足约束且可装下的"
                            "规格排在前面。★ 表示时间与费用的帕累托前沿。价格：%3，%4，币种 %5。")
                              .arg(m_listed)
                              .arg(rows.size())
                              .arg(q(o.region), pricingLabel(o.pricing), currency())));
        if (m_listed == 0) {
            h += QStringLiteral("<p>%1</p>")
                     .arg(esc(t(QT_TRANSLATE_NOOP("Report", "No instance type to list."),
                                "没有可列出的实例规格。")));
            return;
        }
        const QString cur = currency();
        h +=
            QStringLiteral("<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                           "style=\"border-collapse: collapse; border-color: #aab3bd; "
                           "font-size: 8pt;\">");
        h += QStringLiteral("<thead><tr>");
        auto th = [&](const QString &text, int width, bool right) {
            h += QStringLiteral("<th width=\"%1%\" align=\"%2\">%3</th>")
                     .arg(width)
                     .arg(right ? QStringLiteral("right") : QStringLiteral("left"), esc(text));
        };
        th(QStringLiteral("#"), 4, true);
        th(t(QT_TRANSLATE_NOOP("Report", "Instance type"), "实例规格"), 27, false);
        th(t(QT_TRANSLATE_NOOP("Report", "Verdict"), "结论"), 19, false);
        th(t(QT_TRANSLATE_NOOP("Report", "GPUs"), "GPU 数"), 6, true);
        th(t(QT_TRANSLATE_NOOP("Report", "Need/card (GiB)"), "需求/单卡 (GiB)"), 12, true);
        th(m_training ? t(QT_TRANSLATE_NOOP("Report", "Hours"), "小时")
                      : t(QT_TRANSLATE_NOOP("Report", "Tokens/s"), "token/秒"),
           9, true);
        th(t(QT_TRANSLATE_NOOP("Report", "Price/h (%1)"), "价格/小时 (%1)").arg(cur), 10, true);
        th(m_training
               ? t(QT_TRANSLATE_NOOP("Report", "Total cost (%1)"), "总费用 (%1)").arg(cur)
               : t(QT_TRANSLATE_NOOP("Report", "Per 1M tokens (%1)"), "每百万 token (%1)").arg(cur),
           13, true);
        h += QStringLiteral("</tr></thead><tbody>");
        const QString noPrice = t(QT_TRANSLATE_NOOP("Report", "no price"), "无价格");
        const QString unknown = t(QT_TRANSLATE_NOOP("Report", "unknown"), "未知");
        QStringList notes;
        for (int i = 0; i < m_listed; ++i) {
            const PlanRow &r = rows[static_cast<std::size_t>(i)];
            const QString shade = i % 2 ? QStringLiteral(" bgcolor=\"#f4f6f9\"") : QString();
            const QColor color = r.verdict == Verdict::DoesNotFit         ? kNoFitColor
                                 : r.verdict == Verdict::FitsWithWarnings ? kWarningColor
                                                                          : kFitsColor;
            const std::optional<double> time = m_training ? r.hours : r.tokensPerSecond;
            const std::optional<double> cost = m_training ? r.totalCost : r.costPerMillionTokens;
            QString type = escs(r.type->id);
            if (r.instances > 1)
                type += QStringLiteral(" × %1").arg(r.instances);
            QStringList reasons;
            for (const Reason &reason : r.reasons) {
                if (reason.severity == Severity::Info && r.verdict != Verdict::DoesNotFit)
                    continue;
                reasons << esc(planwording::reasonText(reason, planwording::languageOf(m_zh)));
            }
            if (!reasons.isEmpty())
                notes << QStringLiteral("<b>%1. %2</b> %3")
                             .arg(i + 1)
                             .arg(escs(r.type->id), reasons.join(QStringLiteral(" ")));
            const QString grey = (!r.withinConstraints || r.verdict == Verdict::DoesNotFit)
                                     ? QStringLiteral(" style=\"color: #6d747c;\"")
                                     : QString();
            auto number = [&](const QString &text) {
                h += QStringLiteral("<td align=\"right\" style=\"white-space: nowrap;\">%1</td>")
                         .arg(text);
            };
            h += QStringLiteral("<tr%1>").arg(shade);
            number(QString::number(i + 1));
            h += QStringLiteral("<td%1>%2</td>").arg(grey, type);
            h += QStringLiteral("<td style=\"color: %1;\">%2%3</td>")
                     .arg(color.name(), esc(verdictLabel(r.verdict)),
                          r.pareto ? QStringLiteral(" ★") : QString());
            number(QString::number(r.gpusUsed));
            number(QStringLiteral("%1 / %2").arg(formatNumber(r.needPerGpuGib, 1),
                                                 formatNumber(r.cardGib, 1)));
            number(time ? formatNumber(*time, m_training ? 1 : 0) : esc(unknown));
            number(r.pricePerHour ? formatNumber(*r.pricePerHour, 2) : esc(noPrice));
            number(cost ? formatNumber(*cost, 2) : esc(r.pricePerHour ? unknown : noPrice));
            h += QStringLiteral("</tr>");
        }
        h += QStringLiteral("</tbody></table>");
        // The warnings and blockers of each listed type, under the table so that its rows
        // stay one line each and never part from their notes.
        if (!notes.isEmpty()) {
            h += QStringLiteral("<h3>%1</h3>")
                     .arg(esc(
                         t(QT_TRANSLATE_NOOP("Report", "Warnings and blockers of the listed types"),
                           "所列规格的警告与阻断原因")));
            for (const QString &note : notes)
                h += QStringLiteral("<p class=\"reason\">%1</p>").arg(note);
        }
    }

    void chartsSection(QString &h)
    {
        const std::vector<PlanRow> &rows = m_in.plan.rows;
        // Cost: the best fitting type of each family.
        std::map<std::string, const PlanRow *> best;
        for (const PlanRow &r : rows) {
            const std::optional<double> cost = m_training ? r.totalCost : r.costPerMillionTokens;
            if (r.verdict == Verdict::DoesNotFit || !cost)
                continue;
            auto it = best.find(r.type->familyId);
            if (it == best.end()) {
                best.emplace(r.type->familyId, &r);
                continue;
            }
            const std::optional<double> other =
                m_training ? it->second->totalCost : it->second->costPerMillionTokens;
            if (*cost < *other)
                it->second = &r;
        }
        std::vector<const PlanRow *> families;
        for (const auto &[family, r] : best)
            families.push_back(r);
        auto costOf = [&](const PlanRow *r) {
            return (m_training ? r->totalCost : r->costPerMillionTokens).value_or(0);
        };
        std::sort(families.begin(), families.end(),
                  [&](const PlanRow *a, const PlanRow *b) { return costOf(a) < costOf(b); });
        if (families.size() > 16)
            families.resize(16);
        h += QStringLiteral("<h2>%1</h2>")
                 .arg(esc(m_training
                              ? t(QT_TRANSLATE_NOOP(
                                      "Report", "Total job cost by family (best fitting type of "
                                                "each)"),
                                  "各实例规格族的任务总费用（取每族最优可装下规格）")
                              : t(QT_TRANSLATE_NOOP(
                                      "Report", "Cost per 1M output tokens by family (best fitting "
                                                "type of each)"),
                                  "各实例规格族每百万输出 token 费用（取每族最优可装下规格）")));
        if (families.empty()) {
            h += QStringLiteral("<p>%1</p>")
                     .arg(esc(t(QT_TRANSLATE_NOOP("Report",
                                                  "No fitting type has a price in this region and "
                                                  "pricing mode."),
                                "在该地域和计费方式下，没有可装下且有价格的规格。")));
        } else {
            Chart c;
            c.kind = Chart::Kind::Bars;
            for (const PlanRow *r : families) {
                Bar b;
                b.label = QStringLiteral("%1 · %2").arg(q(r->type->familyId), q(r->type->id));
                b.values = {costOf(r)};
                b.valueText = money(costOf(r));
                b.color = kCostColor;
                c.bars.push_back(b);
            }
            c.axisTitle =
                m_training
                    ? t(QT_TRANSLATE_NOOP("Report", "Total cost (%1)"), "总费用 (%1)")
                          .arg(currency())
                    : t(QT_TRANSLATE_NOOP("Report", "Per 1M tokens (%1)"), "每百万 token (%1)")
                          .arg(currency());
            h += chart(std::move(c));
        }
        // Fit: need against the card for the listed candidates.
        h += QStringLiteral("<h2>%1</h2>")
                 .arg(esc(t(QT_TRANSLATE_NOOP("Report", "VRAM need against memory per GPU"),
                            "显存需求与单卡显存对比")));
        const int n = std::min(m_listed, 24);
        if (n > 0) {
            Chart c;
            c.kind = Chart::Kind::Fit;
            c.legend = {t(QT_TRANSLATE_NOOP("Report", "memory per GPU"), "单卡显存"),
                        t(QT_TRANSLATE_NOOP("Report", "need: fits"), "需求：可装下"),
                        t(QT_TRANSLATE_NOOP("Report", "need: fits, with warnings"),
                          "需求：可装下（有警告）"),
                        t(QT_TRANSLATE_NOOP("Report", "need: does not fit"), "需求：装不下")};
            c.legendColors = {kCardColor, kFitsColor, kWarningColor, kNoFitColor};
            for (int i = 0; i < n; ++i) {
                const PlanRow &r = rows[static_cast<std::size_t>(i)];
                Bar b;
                b.label = QStringLiteral("%1. %2").arg(i + 1).arg(q(r.type->id));
                b.values = {r.needPerGpuGib, r.cardGib};
                b.valueText =
                    QStringLiteral("%1 / %2 GiB")
                        .arg(formatNumber(r.needPerGpuGib, 1), formatNumber(r.cardGib, 0));
                b.color = r.verdict == Verdict::DoesNotFit         ? kNoFitColor
                          : r.verdict == Verdict::FitsWithWarnings ? kWarningColor
                                                                   : kFitsColor;
                c.bars.push_back(b);
            }
            c.axisTitle = t(QT_TRANSLATE_NOOP("Report", "GiB per GPU"), "单卡 GiB");
            h += chart(std::move(c));
        }
    }

    void findingsSection(QString &h) const
    {
        h += QStringLiteral("<h2>%1</h2>")
                 .arg(esc(t(QT_TRANSLATE_NOOP("Report", "Findings"), "建议")));
        if (m_in.plan.findings.empty()) {
            h += QStringLiteral("<p>%1</p>")
                     .arg(esc(t(QT_TRANSLATE_NOOP("Report", "No findings for this plan."),
                                "此方案没有建议。")));
            return;
        }
        h += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">");
        for (const Finding &f : m_in.plan.findings) {
            const QString color = f.severity == Severity::Blocker   ? kNoFitColor.name()
                                  : f.severity == Severity::Warning ? kWarningColor.name()
                                                                    : QStringLiteral("#3d6fa8");
            const QString explanation =
                planwording::findingExplanation(f, planwording::languageOf(m_zh));
            h +=
                QStringLiteral(
                    "<tr><td width=\"11%\" style=\"color: %1; font-weight: bold; vertical-align: "
                    "top;\">%2</td><td style=\"vertical-align: top;\"><b>%3</b>%4</td></tr>")
                    .arg(color, esc(severityLabel(f.severity)),
                         esc(planwording::findingText(f, planwording::languageOf(m_zh))),
                         explanation.isEmpty() ? QString()
                                               : QStringLiteral("<br><span class=\"sub\">%1</span>")
                                                     .arg(esc(explanation)));
        }
        h += QStringLiteral("</table>");
    }

    void sourcesSection(QString &h) const
    {
        h += QStringLiteral("<h2>%1</h2>")
                 .arg(esc(
                     t(QT_TRANSLATE_NOOP("Report", "Price sources and dates"), "价格来源与日期")));
        struct Source {
            std::string url;
            std::string asOf;
            PriceKind kind;
            bool stale = false;
            QStringList types;
        };
        std::vector<Source> sources;
        int unpriced = 0;
        for (int i = 0; i < m_listed; ++i) {
            const PlanRow &r = m_in.plan.rows[static_cast<std::size_t>(i)];
            if (!r.pricePerHour) {
                ++unpriced;
                continue;
            }
            auto it = std::find_if(sources.begin(), sources.end(), [&](const Source &s) {
                return s.url == r.priceSource && s.asOf == r.priceAsOf && s.kind == r.priceKind;
            });
            if (it == sources.end()) {
                sources.push_back({r.priceSource, r.priceAsOf, r.priceKind, r.priceStale, {}});
                it = sources.end() - 1;
            }
            it->stale = it->stale || r.priceStale;
            it->types << q(r.type->id);
        }
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(
                     t(QT_TRANSLATE_NOOP("Report",
                                         "Each source and date of the prices of the %1 listed "
                                         "candidates. A price older than 180 days is marked "
                                         "stale."),
                       "列出的 %1 个候选规格所用价格的来源与日期。超过 180 天的价格标记为过期。")
                         .arg(m_listed)));
        for (const Source &s : sources) {
            QString line =
                QStringLiteral("<p><b>%1</b> %2")
                    .arg(escs(s.url.empty() ? std::string("—") : s.url),
                         QStringLiteral("<br><span class=\"small\">%1</span>")
                             .arg(esc(
                                 t(QT_TRANSLATE_NOOP("Report", "as of %1, %2 price; used by %3"),
                                   "截至 %1，%2；用于 %3")
                                     .arg(q(s.asOf), kindLabel(s.kind),
                                          s.types.join(QStringLiteral(", "))))));
            if (s.stale)
                line += QStringLiteral(" <span class=\"stale\">%1</span>")
                            .arg(esc(t(QT_TRANSLATE_NOOP("Report", "stale"), "过期")));
            line += QStringLiteral("</p>");
            h += line;
        }
        if (unpriced > 0)
            h += QStringLiteral("<p class=\"small\">%1</p>")
                     .arg(esc(
                         tn(unpriced,
                            QT_TRANSLATE_NOOP("Report",
                                              "%1 listed type has no price in this region and "
                                              "pricing mode; it is never treated as free."),
                            QT_TRANSLATE_NOOP("Report",
                                              "%1 listed types have no price in this region and "
                                              "pricing mode; they are never treated as free."),
                            "%1 个列出的规格在该地域和计费方式下没有价格；它们绝不会被视为免费。")
                             .arg(unpriced)));
    }

    void assumptionsSection(QString &h) const
    {
        h += QStringLiteral("<h2>%1</h2>")
                 .arg(esc(t(QT_TRANSLATE_NOOP("Report", "Assumptions"), "假设")));
        QStringList items;
        auto add = [&](const QString &s) {
            if (!s.isEmpty() && !items.contains(s))
                items << s;
        };
        for (const std::string &a : m_in.plan.assumptions)
            add(q(a));
        for (const std::string &a : m_in.memory.assumptions)
            add(q(a));
        add(t(QT_TRANSLATE_NOOP("Report",
                                "Prices are converted to one hour with a month of 730 hours; a "
                                "type without a price is never treated as free."),
              "价格按每月 730 小时折算为每小时；无价格的规格绝不会被视为免费。"));
        add(t(QT_TRANSLATE_NOOP(
                  "Report", "Memory per GPU is what to plan the card for (the nvidia-smi view), "
                            "with %1 % of VRAM kept free."),
              "单卡显存按需要为显卡预留的量计算（即 nvidia-smi 所见），并保留 %1 % 的显存余量。")
                .arg(formatNumber(m_in.scenario.plan.headroomPct, 1)));
        h += QStringLiteral("<ul>");
        for (const QString &a : items)
            h += QStringLiteral("<li>%1</li>").arg(esc(a));
        h += QStringLiteral("</ul>");
    }

    // A chart: a marker paragraph that becomes the text object after setHtml.
    QString chart(Chart c)
    {
        c.width = m_chartWidth;
        c.fontFamilies = m_families;
        c.locale = m_zh ? QLocale(QLocale::Chinese, QLocale::China)
                        : QLocale(QLocale::English, QLocale::UnitedStates);
        m_charts.push_back(std::move(c));
        return QStringLiteral("<p>%1</p>").arg(markerOf(static_cast<int>(m_charts.size()) - 1));
    }

public:
    static QString markerOf(int i) { return QStringLiteral("[[gp-report-chart-%1]]").arg(i); }

private:
    const ReportInput &m_in;
    bool m_zh = false;
    bool m_training = true;
    double m_chartWidth = 0;
    QStringList m_families;
    int m_listed = 0;
    std::vector<Chart> m_charts;
};

bool commit(QSaveFile &f, const QString &path, QString *error)
{
    if (!f.commit()) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

bool writeText(const QString &text, const QString &path, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    const QByteArray bytes = text.toUtf8();
    if (f.write(bytes) != bytes.size()) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2").arg(path, f.errorString());
        f.cancelWriting();
        return false;
    }
    return commit(f, path, error);
}

// A heading never ends a page: one whose next block (text, table or chart) lands on a
// later page breaks before it instead. One heading at a time, then the layout is redone.
void keepHeadingsWithNext(QTextDocument &doc, double pageHeight)
{
    QAbstractTextDocumentLayout *layout = doc.documentLayout();
    for (int pass = 0; pass < 64; ++pass) {
        (void)layout->documentSize(); // the whole document laid out, not just up to a block
        bool moved = false;
        for (QTextBlock b = doc.begin(); b.isValid() && !moved; b = b.next()) {
            const QTextBlockFormat format = b.blockFormat();
            if (format.headingLevel() == 0 ||
                (format.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore))
                continue;
            const QTextBlock next = b.next();
            if (!next.isValid())
                continue;
            // blockBoundingRect gives where a block's layout starts; a line moved to the next
            // page (an inline chart) keeps that and is offset instead.
            auto top = [&](const QTextBlock &block) {
                const QTextLayout *l = block.layout();
                return layout->blockBoundingRect(block).top() +
                       (l && l->lineCount() > 0 ? l->lineAt(0).y() : 0.0);
            };
            const double headTop = top(b);
            const double bodyTop = top(next);
            if (std::floor(bodyTop / pageHeight) > std::floor(headTop / pageHeight)) {
                QTextBlockFormat f = format;
                f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
                QTextCursor(b).setBlockFormat(f);
                // A full layout again: the incremental one after a format change does not
                // paginate the rest reliably (blocks after it can be left unlaid).
                doc.setPageSize(doc.pageSize());
                moved = true;
            }
        }
        if (!moved)
            return;
    }
}

double mmToDevice(double mm, int dpi)
{
    return mm / 25.4 * dpi;
}

bool writePdf(const ReportInput &in, const QString &path, QString *error, int *pageCount)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        if (error)
            *error =
                QStringLiteral("%1: a PDF report needs a QGuiApplication (fonts and painting); "
                               "none is running")
                    .arg(path);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    constexpr int kDpi = 300;
    QPdfWriter writer(&file);
    writer.setResolution(kDpi);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setCreator(QStringLiteral("GPU Planner"));
    const double pageWidth = writer.width();
    const double pageHeight = writer.height();

    // Margins of the root frame are in 96 dpi units; the layout scales them to the device.
    const double toLayout = 96.0 / 25.4;
    constexpr double kSide = 17, kTop = 17, kBottom = 19;
    const double bodyWidth = pageWidth - 2 * mmToDevice(kSide, kDpi);

    ReportBuilder builder(in, bodyWidth * 0.995);
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&writer);
    auto *handler = new ChartObject(&doc);
    doc.documentLayout()->registerHandler(kChartObjectType, handler);
    const QFont font = reportFont(builder.families(), 8.5);
    doc.setDefaultFont(font);
    doc.setDefaultStyleSheet(ReportBuilder::styleSheet());
    doc.setHtml(builder.html());
    QTextFrameFormat root = doc.rootFrame()->frameFormat();
    root.setLeftMargin(kSide * toLayout);
    root.setRightMargin(kSide * toLayout);
    root.setTopMargin(kTop * toLayout);
    root.setBottomMargin(kBottom * toLayout);
    doc.rootFrame()->setFrameFormat(root);
    doc.setMetaInformation(QTextDocument::DocumentTitle, builder.title());
    writer.setTitle(builder.title());

    // Charts replace their markers.
    for (int i = 0; i < static_cast<int>(builder.charts().size()); ++i) {
        QTextCursor cursor = doc.find(ReportBuilder::markerOf(i));
        if (cursor.isNull())
            continue;
        QTextCharFormat f;
        f.setObjectType(kChartObjectType);
        f.setProperty(kChartDataProperty,
                      QVariant::fromValue(builder.charts()[static_cast<std::size_t>(i)]));
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), f);
    }

    // The page size last: setting it lays the whole document out afresh (the incremental
    // layout after an edit does not paginate the rest reliably).
    doc.setPageSize(QSizeF(pageWidth, pageHeight));
    keepHeadingsWithNext(doc, pageHeight);
    const int pages = doc.pageCount();
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (error)
            *error = QStringLiteral("%1: cannot start the PDF").arg(path);
        file.cancelWriting();
        return false;
    }
    QFont small = font;
    small.setPointSizeF(7.5);
    const QString title = builder.title();
    const QString date = builder.reportDate();
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            writer.newPage();
        painter.save();
        painter.translate(0, -page * pageHeight);
        const QRectF view(0, page * pageHeight, pageWidth, pageHeight);
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        doc.documentLayout()->draw(&painter, context);
        painter.restore();

        // Running header and footer with the page number.
        painter.save();
        painter.setFont(small);
        painter.setPen(QColor(0x6d, 0x74, 0x7c));
        const double side = mmToDevice(kSide, kDpi);
        const double lineHeight = QFontMetricsF(small, &writer).height();
        const QRectF headerRect(side, mmToDevice(8, kDpi), pageWidth - 2 * side, lineHeight);
        painter.drawText(headerRect, Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetricsF(small, &writer)
                             .elidedText(title, Qt::ElideRight, headerRect.width() * 0.7));
        painter.drawText(
            headerRect, Qt::AlignRight | Qt::AlignVCenter,
            reportText(in.chinese, QT_TRANSLATE_NOOP("Report", "GPU Planner"), "GPU 选型规划台"));
        painter.setPen(QPen(QColor(0xc5, 0xcc, 0xd4), std::max(1.0, kDpi / 200.0)));
        painter.drawLine(QPointF(side, headerRect.bottom() + lineHeight * 0.3),
                         QPointF(pageWidth - side, headerRect.bottom() + lineHeight * 0.3));
        const double footerTop = pageHeight - mmToDevice(11, kDpi);
        painter.drawLine(QPointF(side, footerTop - lineHeight * 0.3),
                         QPointF(pageWidth - side, footerTop - lineHeight * 0.3));
        painter.setPen(QColor(0x6d, 0x74, 0x7c));
        const QRectF footerRect(side, footerTop, pageWidth - 2 * side, lineHeight);
        painter.drawText(footerRect, Qt::AlignLeft | Qt::AlignVCenter, date);
        painter.drawText(footerRect, Qt::AlignRight | Qt::AlignVCenter,
                         reportText(in.chinese, QT_TRANSLATE_NOOP("Report", "Page %1 of %2"),
                                    "第 %1 页，共 %2 页")
                             .arg(page + 1)
                             .arg(pages));
        painter.restore();
    }
    if (!painter.end()) {
        if (error)
            *error = QStringLiteral("%1: cannot finish the PDF").arg(path);
        file.cancelWriting();
        return false;
    }
    if (!commit(file, path, error))
        return false;
    if (pageCount)
        *pageCount = pages;
    return true;
}

// A table cell (or heading) of the Markdown export: HTML is escaped (a Markdown viewer
// renders raw HTML, so a name like "<img src=x onerror=…>" must arrive as text), pipes
// and backslashes cannot end the cell, and a line break becomes <br>.
QString markdownCell(QString s)
{
    s = s.toHtmlEscaped();
    s.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    s.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    s.replace(QLatin1Char('\r'), QString());
    s.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    return s.trimmed();
}

} // namespace

std::optional<ReportFormat> reportFormatFromString(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    if (t == QLatin1String("csv"))
        return ReportFormat::Csv;
    if (t == QLatin1String("json"))
        return ReportFormat::Json;
    if (t == QLatin1String("md") || t == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    return std::nullopt;
}

std::optional<ReportFormat> reportFormatFromPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    if (suffix.isEmpty())
        return std::nullopt;
    return reportFormatFromString(suffix);
}

QString reportFormatExtension(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Pdf:
        return QStringLiteral("pdf");
    case ReportFormat::Csv:
        return QStringLiteral("csv");
    case ReportFormat::Json:
        return QStringLiteral("json");
    case ReportFormat::Markdown:
        return QStringLiteral("md");
    }
    return {};
}

QStringList reportColumnKeys(bool training)
{
    QStringList keys;
    for (int i = 0; i < static_cast<int>(PlanTableModel::Column::Count); ++i)
        keys << PlanTableModel::columnKey(static_cast<PlanTableModel::Column>(i), training);
    return keys;
}

QStringList defaultReportColumns(bool training)
{
    QStringList keys = reportColumnKeys(training);
    keys.removeAll(PlanTableModel::columnKey(PlanTableModel::Column::PriceSource, training));
    return keys;
}

QString tableAsCsv(const ReportInput &input)
{
    const TableView v = tableView(input);
    std::vector<std::string> fields;
    for (const auto c : v.columns)
        fields.push_back(PlanTableModel::columnKey(c, v.training).toStdString());
    std::string out = csvLine(fields) + '\n';
    for (const int r : v.rows) {
        fields.clear();
        for (const auto c : v.columns)
            fields.push_back(cell(v, r, c).toStdString());
        out += csvLine(fields) + '\n';
    }
    return QString::fromStdString(out);
}

QString tableAsJson(const ReportInput &input)
{
    using ordered = nlohmann::ordered_json;
    const TableView v = tableView(input);
    const Scenario &s = input.scenario;
    const PlanOptions &o = s.plan;
    ordered columns = ordered::array();
    for (const auto c : v.columns)
        columns.push_back({{"key", PlanTableModel::columnKey(c, v.training).toStdString()},
                           {"title", header(v, c).toStdString()}});
    ordered rows = ordered::array();
    for (const int r : v.rows) {
        ordered row = ordered::object();
        for (const auto c : v.columns)
            row[PlanTableModel::columnKey(c, v.training).toStdString()] =
                cell(v, r, c).toStdString();
        rows.push_back(std::move(row));
    }
    const ordered out = {
        {"format", "gpu-planner-comparison-table"},
        {"version", 1},
        {"scenario", s.name.toStdString()},
        {"model", s.workload.model.name},
        {"task", std::string(toString(s.workload.task))},
        {"region", o.region},
        {"pricing", std::string(toString(o.pricing))},
        {"pricing_label", pricingModeLabel(o.pricing).toStdString()},
        {"currency", o.currency},
        {"language", input.chinese ? "zh_CN" : "en"},
        {"generated", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()},
        {"columns", columns},
        {"rows", rows}};
    return QString::fromStdString(out.dump(2)) + QLatin1Char('\n');
}

QString tableAsMarkdown(const ReportInput &input)
{
    const TableView v = tableView(input);
    const Scenario &s = input.scenario;
    const PlanOptions &o = s.plan;
    QString out =
        QStringLiteral("# %1\n\n")
            .arg(markdownCell(s.name.isEmpty() ? QString::fromStdString(s.workload.model.name)
                                               : s.name));
    out += reportText(
               input.chinese,
               v.rows.size() == 1
                   ? QT_TRANSLATE_NOOP("Report", "Region %1, %2 prices, in %3; %4 instance type.")
                   : QT_TRANSLATE_NOOP("Report", "Region %1, %2 prices, in %3; %4 instance types."),
               "地域 %1，%2价格，币种 %3；共 %4 个实例规格。")
               .arg(markdownCell(QString::fromStdString(o.region)), pricingModeLabel(o.pricing),
                    markdownCell(QString::fromStdString(o.currency)))
               .arg(v.rows.size()) +
           QStringLiteral("\n\n");
    QStringList head;
    QStringList rule;
    for (const auto c : v.columns) {
        head << markdownCell(header(v, c));
        rule << (rightAligned(c) ? QStringLiteral("---:") : QStringLiteral("---"));
    }
    out += QStringLiteral("| %1 |\n").arg(head.join(QStringLiteral(" | ")));
    out += QStringLiteral("| %1 |\n").arg(rule.join(QStringLiteral(" | ")));
    for (const int r : v.rows) {
        QStringList cells;
        for (const auto c : v.columns)
            cells << markdownCell(cell(v, r, c));
        out += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
    }
    return out;
}

bool writeReport(const ReportInput &input, ReportFormat format, const QString &path, QString *error)
{
    return writeReport(input, format, path, error, nullptr);
}

bool writeReport(const ReportInput &input, ReportFormat format, const QString &path, QString *error,
                 int *pageCount)
{
    if (pageCount)
        *pageCount = 0;
    switch (format) {
    case ReportFormat::Pdf:
        return writePdf(input, path, error, pageCount);
    case ReportFormat::Csv:
        return writeText(tableAsCsv(input), path, error);
    case ReportFormat::Json:
        return writeText(tableAsJson(input), path, error);
    case ReportFormat::Markdown:
        return writeText(tableAsMarkdown(input), path, error);
    }
    return false;
}

} // namespace gpuplanner

#include "report.moc"
