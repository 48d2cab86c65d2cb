// gpu-planner report: a scenario's plan as a PDF report, or its comparison table as CSV,
// JSON, Markdown or an Excel workbook (models/report/report.h). The scenario's workload and plan
// options are used as saved; prices are today's catalog (shipped catalog and overlay), with
// staleness judged against today.
#include "clicommon.h"
#include "paths.h"
#include "planservice.h"
#include "report.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>

namespace gpuplanner::cli {

namespace {

QString formatName(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Pdf:
        return QCoreApplication::translate("cli", "PDF report");
    case ReportFormat::Csv:
        return QCoreApplication::translate("cli", "CSV table");
    case ReportFormat::Json:
        return QCoreApplication::translate("cli", "JSON table");
    case ReportFormat::Markdown:
        return QCoreApplication::translate("cli", "Markdown table");
    case ReportFormat::Xlsx:
        return QCoreApplication::translate("cli", "Excel workbook");
    }
    return {};
}

} // namespace

int reportCommand(const Args &args, Context &ctx)
{
    QString error;
    if (!args.has(QStringLiteral("--scenario")))
        return ctx.usage(QCoreApplication::translate("cli", "--scenario FILE is required"));
    if (!args.has(QStringLiteral("--out")))
        return ctx.usage(QCoreApplication::translate("cli", "--out FILE is required"));
    const QString scenarioPath = args.value(QStringLiteral("--scenario"));
    const QString out = args.value(QStringLiteral("--out"));
    if (out.isEmpty())
        return ctx.usage(QCoreApplication::translate("cli", "--out: give a file name"));

    ReportFormat format = reportFormatFromPath(out).value_or(ReportFormat::Pdf);
    int code = 0;
    const auto formatText = outputFormat(args, ctx, &code, QString()); // --format, or --json
    if (!formatText)
        return code;
    if (args.has(QStringLiteral("--format")) || args.has(QStringLiteral("--json"))) {
        const auto f = reportFormatFromString(*formatText);
        if (!f)
            return ctx.usage(QCoreApplication::translate(
                                 "cli", "--format: '%1' is not pdf, csv, json, md or xlsx")
                                 .arg(*formatText));
        format = *f;
    }
    const bool chinese = chineseOutput(); // --lang, else the system's (main.cpp)
    bool ok = true;
    const int top = args.whole(QStringLiteral("--top"), &error, &ok).value_or(15);
    if (!ok)
        return ctx.usage(error);
    if (top < 1)
        return ctx.usage(QCoreApplication::translate("cli", "--top: must be at least 1"));

    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return code;
    // A missing or unreadable file is said in the command line's language.
    if (QFile f(scenarioPath); !f.open(QIODevice::ReadOnly))
        return ctx.failure(QCoreApplication::translate("cli", "%1: cannot open: %2")
                               .arg(scenarioPath, f.errorString()));
    auto scenario = loadScenario(scenarioPath, *presets, &error);
    if (!scenario)
        return ctx.failure(error); // names the file and the field
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    if (!catalog.region(scenario->plan.region))
        return ctx.failure(QCoreApplication::translate(
                               "cli", "%1: plan.region: unknown region '%2' (see 'gpu-planner "
                                      "catalog regions')")
                               .arg(scenarioPath, QString::fromStdString(scenario->plan.region)));
    for (const std::string &family : scenario->plan.families) {
        if (!catalog.family(family))
            return ctx.failure(QCoreApplication::translate(
                                   "cli", "%1: plan.families: unknown instance family '%2'")
                                   .arg(scenarioPath, QString::fromStdString(family)));
    }
    // Stale prices are judged against today, as `rank` does.
    scenario->plan.today = QDate::currentDate().toString(Qt::ISODate).toStdString();

    ReportInput input;
    input.scenario = *scenario;
    input.plan = planner::rankNow(scenario->workload, catalog, scenario->plan);
    input.memory = estimateMemory(scenario->workload);
    input.chinese = chinese;
    input.topCandidates = top;
    if (args.has(QStringLiteral("--hide-old-prices")))
        input.oldPricesLeftOut = dropOldPrices(input.plan); // as "Hide old prices" and `rank`
    addCapacityPlan(input, catalog);

    // An existing file is replaced only with --force, as `rank --out` and `scenario new`.
    if (QFileInfo::exists(out) && !args.has(QStringLiteral("--force")))
        return ctx.failure(
            QCoreApplication::translate("cli", "%1 exists; add --force to replace it").arg(out));
    // writeReport renders in the report's language (ReportLanguage,
    // models/wording/reportlanguage.h).
    int pages = 0;
    if (!writeReport(input, format, out, &error, &pages))
        return ctx.failure(error);

    const QString details = format == ReportFormat::Pdf
                                ? QCoreApplication::translate("cli", "%n page(s)", nullptr, pages)
                                : QCoreApplication::translate("cli", "%n instance type(s)", nullptr,
                                                              int(input.plan.rows.size()));
    const QString language = chinese ? QCoreApplication::translate("cli", "Chinese")
                                     : QCoreApplication::translate("cli", "English");
    ctx.out << QCoreApplication::translate("cli", "Wrote %1 (%2, %3, %4)\n")
                   .arg(out, formatName(format), details, language);
    // The count first: lupdate misreads a template argument inside translate().
    if (const int left = static_cast<int>(input.oldPricesLeftOut); left > 0)
        ctx.out << QCoreApplication::translate(
                       "cli", "%n type(s) with an old price left out (--hide-old-prices).", nullptr,
                       left)
                << "\n";
    return 0;
}

} // namespace gpuplanner::cli
