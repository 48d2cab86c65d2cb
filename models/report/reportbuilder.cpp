#include "reportbuilder.h"

#include "catalogtablemodel.h"
#include "inputlabels.h"
#include "plantablemodel.h"

#include <QDate>

#include <algorithm>

namespace gpuplanner {

using namespace reporthtml;

namespace {
constexpr qsizetype kMaxReportTextChars = 20000;
constexpr qsizetype kMaxWordChars = 60;

} // namespace

QString breakableText(const QString &text)
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
        out += ReportBuilder::tr(" … (the notes are cut here: the report shows the first %1 "
                                 "characters)")
                   .arg(kMaxReportTextChars);
    return out;
}

ReportBuilder::ReportBuilder(const ReportInput &in, double chartWidth)
    : m_in(in)
    , m_zh(in.chinese)
    , m_training(in.scenario.workload.isTraining())
    , m_chartWidth(chartWidth)
    , m_families(reportchart::fontFamilies())
{
    const int total = static_cast<int>(in.plan.rows.size());
    m_listed = in.topCandidates > 0 ? std::min(in.topCandidates, total) : total;
}

QString ReportBuilder::title() const
{
    return m_in.scenario.name.isEmpty() ? q(m_in.scenario.workload.model.name) : m_in.scenario.name;
}

QString ReportBuilder::reportDate() const
{
    const QDate today = QDate::fromString(q(m_in.scenario.plan.today), Qt::ISODate);
    return (today.isValid() ? today : QDate::currentDate()).toString(Qt::ISODate);
}

QString ReportBuilder::html()
{
    QString h;
    h += QStringLiteral("<html><body>");
    titleSection(h);
    inputsSection(h);
    memorySection(h);
    candidatesSection(h);
    capacitySection(h);
    costChartSection(h);
    fitChartSection(h);
    findingsSection(h);
    sourcesSection(h);
    assumptionsSection(h);
    h += QStringLiteral("</body></html>");
    return h;
}

QString ReportBuilder::styleSheet()
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

QString ReportBuilder::markerOf(int i)
{
    return QStringLiteral("[[gp-report-chart-%1]]").arg(i);
}

QString ReportBuilder::programName()
{
    return tr("GPU Planner");
}

QString ReportBuilder::pageOf(int page, int pages)
{
    return tr("Page %1 of %2").arg(page).arg(pages);
}

QString ReportBuilder::chart(Chart c)
{
    c.width = m_chartWidth;
    c.fontFamilies = m_families;
    c.locale = m_zh ? QLocale(QLocale::Chinese, QLocale::China)
                    : QLocale(QLocale::English, QLocale::UnitedStates);
    m_charts.push_back(std::move(c));
    return QStringLiteral("<p>%1</p>").arg(markerOf(static_cast<int>(m_charts.size()) - 1));
}

QString ReportBuilder::yesNo(bool v) const
{
    return v ? tr("yes") : tr("no");
}

QString ReportBuilder::taskLabel(Task task) const
{
    return InputLabels::task(task);
}

QString ReportBuilder::quantizationLabel(Quantization quant) const
{
    return InputLabels::quantization(quant);
}

QString ReportBuilder::optimizerLabel(Optimizer o) const
{
    return InputLabels::optimizer(o);
}

QString ReportBuilder::shardingLabel(Sharding s) const
{
    return InputLabels::sharding(s);
}

QString ReportBuilder::pricingLabel(PricingMode mode) const
{
    return InputLabels::pricing(mode);
}

QString ReportBuilder::kindLabel(PriceKind kind) const
{
    switch (kind) {
    case PriceKind::Published:
        return tr("published");
    case PriceKind::Imported:
        return tr("imported");
    case PriceKind::UserEntered:
        return tr("entered by you");
    case PriceKind::Estimated:
        return tr("estimated");
    }
    return {};
}

QString ReportBuilder::verdictLabel(Verdict v) const
{
    return PlanTableModel::verdictLabel(v); // the window's words, in the report's language
}

QString ReportBuilder::severityLabel(Severity s) const
{
    switch (s) {
    case Severity::Info:
        return tr("Info");
    case Severity::Warning:
        return tr("Warning");
    case Severity::Blocker:
        return tr("Blocker");
    }
    return {};
}

QString ReportBuilder::gib(double v, int decimals) const
{
    return QStringLiteral("%1 GiB").arg(formatNumber(v, decimals));
}

QString ReportBuilder::currency() const
{
    return q(m_in.scenario.plan.currency);
}

QString ReportBuilder::money(double v) const
{
    return QStringLiteral("%1 %2").arg(formatNumber(v, 2), currency());
}

} // namespace gpuplanner
