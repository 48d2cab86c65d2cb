#include "planexport.h"
#include "planwording.h"

#include "catalogtablemodel.h"
#include "plantablemodel.h"
#include "reportlanguage.h"
#include "tableexport.h"
#include "textwidth.h"
#include "textwrap.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTextStream>

#include <functional>

namespace gpuplanner {

namespace {

// The severity of a reason or finding in the table, in the installed language ("warning").
QString severityWord(Severity s)
{
    switch (s) {
    case Severity::Info:
        return QCoreApplication::translate("PlanExport", "info");
    case Severity::Warning:
        return QCoreApplication::translate("PlanExport", "warning");
    case Severity::Blocker:
        return QCoreApplication::translate("PlanExport", "blocker");
    }
    return {};
}

} // namespace

namespace {

constexpr qsizetype kChunkChars = 32 * 1024;

// The first `top` rows, or every row when top is 0 or less.
int rowsShown(const Plan &plan, int top)
{
    const int all = static_cast<int>(plan.rows.size());
    return top > 0 ? std::min(top, all) : all;
}

// The aligned table for people, handed to sink in pieces of about kChunkChars.
void planTable(const Plan &plan, const Workload &workload, const PlanOptions &o, int n,
               bool chinese, int width, const std::function<void(const QString &)> &sink)
{
    const bool training = workload.isTraining();
    QString out =
        QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
            .arg(padRight(QStringLiteral("#"), 3))
            .arg(padRight(QCoreApplication::translate("PlanExport", "INSTANCE TYPE"), 26))
            .arg(padRight(QCoreApplication::translate("PlanExport", "VERDICT"), 19))
            .arg(padRight(QCoreApplication::translate("PlanExport", "GPUS"), 5))
            .arg(padRight(QCoreApplication::translate("PlanExport", "NEED/CARD GIB"), 14))
            .arg(padLeft(training ? QCoreApplication::translate("PlanExport", "HOURS")
                                  : QCoreApplication::translate("PlanExport", "TOK/S"),
                         9))
            .arg(padLeft(QCoreApplication::translate("PlanExport", "PRICE/H"), 10))
            .arg(padLeft(training ? QCoreApplication::translate("PlanExport", "TOTAL ") +
                                        QString::fromStdString(o.currency)
                                  : QCoreApplication::translate("PlanExport", "PER 1M TOK"),
                         13));
    const QString noPrice = QCoreApplication::translate("PlanExport", "no price");
    const QString verdictLabels[] = {PlanTableModel::verdictLabel(Verdict::Fits),
                                     PlanTableModel::verdictLabel(Verdict::FitsWithWarnings),
                                     PlanTableModel::verdictLabel(Verdict::DoesNotFit)};
    for (int i = 0; i < n; ++i) {
        if (out.size() >= kChunkChars) { // handed on in pieces: no string of the whole table
            sink(out);
            out.clear();
        }
        const PlanRow &r = plan.rows[static_cast<std::size_t>(i)];
        // A type the job does not fit on has no time or cost (issue 26 item 4).
        const bool runs = r.verdict != Verdict::DoesNotFit;
        const QString timeCell =
            !runs ? QStringLiteral("-")
            : training
                ? (r.hours ? formatNumber(*r.hours, 1) : QStringLiteral("?"))
                : (r.tokensPerSecond ? formatNumber(*r.tokensPerSecond, 0) : QStringLiteral("?"));
        std::optional<double> cost;
        if (runs)
            cost = training ? r.totalCost : r.costPerMillionTokens;
        // Cell by cell, appended (a chain of arg() copied the line once per column).
        const QChar space(QLatin1Char(' '));
        out += QString::number(i + 1).leftJustified(3);
        out += space;
        out += QString::fromStdString(r.type->id).leftJustified(26);
        out += space;
        // The verdict in words, as the window says it (CSV and JSON keep the code).
        out += padRight(verdictLabels[std::size_t(r.verdict)], 19);
        out += space;
        out += QString::number(r.gpusUsed).leftJustified(5);
        out += space;
        out += (formatNumber(r.needPerGpuGib, 1) + QLatin1Char('/') + formatNumber(r.cardGib, 0))
                   .leftJustified(14);
        out += space;
        out += timeCell.rightJustified(9);
        out += space;
        // An old price is marked where it is read, as in the window (⚠).
        out += padLeft(r.pricePerHour ? formatNumber(*r.pricePerHour, 2) +
                                            (r.priceStale ? QStringLiteral(" ⚠") : QString())
                                      : noPrice,
                       10);
        out += space;
        out += (cost ? formatNumber(*cost, 2) : QStringLiteral("-")).rightJustified(13);
        if (r.pareto)
            out += QStringLiteral("  *");
        out += QLatin1Char('\n');
        for (const Reason &reason : r.reasons) {
            // The memory comparison is always shown: it says which figures were compared.
            if (reason.severity != Severity::Info || r.verdict == Verdict::DoesNotFit ||
                reason.code == "vram_fit" || reason.code == "vllm_fit" ||
                reason.code == "stale_price" || reason.code == "tie")
                out += wrapLines(QStringLiteral("      %1: ").arg(severityWord(reason.severity)),
                                 planwording::reasonText(reason, planwording::languageOf(chinese)),
                                 width);
        }
    }
    bool oldShown = false;
    for (int i = 0; i < n; ++i)
        oldShown = oldShown ||
                   (plan.rows[std::size_t(i)].pricePerHour && plan.rows[std::size_t(i)].priceStale);
    int fitting = 0, within = 0;
    for (const PlanRow &r : plan.rows) {
        fitting += r.verdict != Verdict::DoesNotFit;
        within += r.verdict != Verdict::DoesNotFit && r.withinConstraints;
    }
    if (fitting > 0 && within == 0) // a limit rules every type out: say so (issue 26 item 6)
        out += QCoreApplication::translate("PlanExport",
                                           "None of the %n type(s) that fit is within your "
                                           "budget, deadline or GPU limit; each row says which "
                                           "it misses.\n",
                                           nullptr, fitting);
    else if (fitting == 0 && !plan.rows.empty())
        out += QCoreApplication::translate("PlanExport",
                                           "Nothing fits as entered; the findings say what "
                                           "would.\n");
    out +=
        QCoreApplication::translate("PlanExport",
                                    "%1 of %n instance type(s) shown; * = Pareto front of time "
                                    "against cost; prices in %2, %3.\n",
                                    nullptr, int(plan.rows.size()))
            .arg(n)
            .arg(QString::fromStdString(o.region), QString::fromLatin1(toString(o.pricing).data()));
    if (oldShown)
        out += wrapLines(QString(),
                         QCoreApplication::translate("PlanExport",
                                                     "⚠ = an old price: its row says how old "
                                                     "(--hide-old-prices leaves those rows out)."),
                         width);
    if (!plan.findings.empty()) {
        out += QCoreApplication::translate("PlanExport", "Findings:\n");
        for (const Finding &f : plan.findings)
            out += wrapLines(QStringLiteral("  [%1] ").arg(severityWord(f.severity)),
                             planwording::findingText(f, planwording::languageOf(chinese)), width);
    }
    if (!plan.assumptions.empty()) {
        out += QCoreApplication::translate("PlanExport", "Assumptions:\n");
        for (const Assumption &a : plan.assumptions)
            out +=
                wrapLines(QStringLiteral("  - "),
                          planwording::assumptionText(a, planwording::languageOf(chinese)), width);
    }
    sink(out);
}

// The one table export (tableexport.h) of the first `top` rows, every field.
PlanTable exportTable(const Plan &plan, const Workload &workload, const PlanOptions &o, int top,
                      bool chinese)
{
    PlanTable t;
    t.plan = &plan;
    t.workload = workload;
    t.options = o;
    t.rows = tableRows(plan, top);
    t.chinese = chinese;
    return t;
}

} // namespace

QString formatPlan(const Plan &plan, const Workload &workload, const PlanOptions &o,
                   PlanFormat format, int top, bool chinese, int width)
{
    const int n = rowsShown(plan, top);
    if (format != PlanFormat::Table) {
        // Markdown shows the window's default columns.
        const ReportLanguage language(chinese); // titles and the Markdown line
        PlanTable t = exportTable(plan, workload, o, top, chinese);
        if (format == PlanFormat::Markdown)
            t.fields = tableFieldsForColumns({}, workload.isTraining());
        return writePlanTable(t, format == PlanFormat::Csv    ? TableFormat::Csv
                                 : format == PlanFormat::Json ? TableFormat::Json
                                                              : TableFormat::Markdown);
    }
    QString all;
    planTable(plan, workload, o, n, chinese, width, [&](const QString &piece) { all += piece; });
    return all;
}

void writePlan(QTextStream &stream, const Plan &plan, const Workload &workload,
               const PlanOptions &o, PlanFormat format, int top, bool chinese, int width)
{
    if (format != PlanFormat::Table) {
        stream << formatPlan(plan, workload, o, format, top, chinese, width);
        return;
    }
    const int n = rowsShown(plan, top);
    planTable(plan, workload, o, n, chinese, width, [&](const QString &piece) { stream << piece; });
}

QByteArray planWorkbook(const Plan &plan, const Workload &workload, const PlanOptions &o, int top,
                        bool chinese)
{
    const ReportLanguage language(chinese); // the sheets' names and titles
    PlanTable t = exportTable(plan, workload, o, top, chinese);
    t.generated = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    return writePlanTableFile(t, TableFormat::Xlsx);
}

} // namespace gpuplanner
