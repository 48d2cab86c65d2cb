#include "planexport.h"
#include "planwording.h"

#include "catalogtablemodel.h"
#include "plantablemodel.h"
#include "reportlanguage.h"
#include "tableexport.h"
#include "textwidth.h"
#include "textwrap.h"

#include <QCoreApplication>

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

QString formatPlan(const Plan &plan, const Workload &workload, const PlanOptions &o,
                   PlanFormat format, int top, bool chinese, int width)
{
    const int n = top > 0 ? std::min<int>(top, static_cast<int>(plan.rows.size()))
                          : static_cast<int>(plan.rows.size());
    if (format != PlanFormat::Table) {
        // The one table export (tableexport.h): every field, the first n rows; Markdown
        // shows the window's default columns.
        const ReportLanguage language(chinese); // titles and the Markdown line
        PlanTable t;
        t.plan = &plan;
        t.workload = workload;
        t.options = o;
        t.rows = tableRows(plan, top);
        t.chinese = chinese;
        if (format == PlanFormat::Markdown)
            t.fields = tableFieldsForColumns({}, workload.isTraining());
        return writePlanTable(t, format == PlanFormat::Csv    ? TableFormat::Csv
                                 : format == PlanFormat::Json ? TableFormat::Json
                                                              : TableFormat::Markdown);
    }
    // Table.
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
    for (int i = 0; i < n; ++i) {
        const PlanRow &r = plan.rows[static_cast<std::size_t>(i)];
        // A type the job does not fit on has no time or cost (issue 26 item 4).
        const bool runs = r.verdict != Verdict::DoesNotFit;
        const QString timeCell =
            !runs ? QStringLiteral("-")
            : training
                ? (r.hours ? formatNumber(*r.hours, 1) : QStringLiteral("?"))
                : (r.tokensPerSecond ? formatNumber(*r.tokensPerSecond, 0) : QStringLiteral("?"));
        const std::optional<double> cost =
            !runs ? std::nullopt : (training ? r.totalCost : r.costPerMillionTokens);
        out +=
            QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8%9\n")
                .arg(i + 1, -3)
                .arg(QString::fromStdString(r.type->id), -26)
                // The verdict in words, as the window says it (CSV and JSON keep the code).
                .arg(padRight(PlanTableModel::verdictLabel(r.verdict), 19))
                .arg(r.gpusUsed, -5)
                .arg(formatNumber(r.needPerGpuGib, 1) + QLatin1Char('/') +
                         formatNumber(r.cardGib, 0),
                     -14)
                .arg(timeCell, 9)
                // An old price is marked where it is read, as in the window (⚠).
                .arg(padLeft(r.pricePerHour ? formatNumber(*r.pricePerHour, 2) +
                                                  (r.priceStale ? QStringLiteral(" ⚠") : QString())
                                            : QCoreApplication::translate("PlanExport", "no price"),
                             10))
                .arg(cost ? formatNumber(*cost, 2) : QStringLiteral("-"), 13)
                .arg(r.pareto ? QStringLiteral("  *") : QString());
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
    return out;
}

} // namespace gpuplanner
