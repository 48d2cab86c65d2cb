// gpu-planner report: a scenario's plan as a PDF report, or its comparison table as CSV,
// JSON or Markdown (models/report.h). The scenario's workload and plan options are used
// as saved; prices are today's catalog (shipped catalog and overlay), with staleness
// judged against today.
#include "clicommon.h"
#include "paths.h"
#include "report.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QDate>

namespace gpuplanner::cli {

namespace {

QString formatName(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Pdf:
        return QStringLiteral("PDF report");
    case ReportFormat::Csv:
        return QStringLiteral("CSV table");
    case ReportFormat::Json:
        return QStringLiteral("JSON table");
    case ReportFormat::Markdown:
        return QStringLiteral("Markdown table");
    }
    return {};
}

} // namespace

int reportCommand(const QStringList &argv, Context &ctx)
{
    ctx.command = QStringLiteral("report");
    Args args;
    QString error;
    if (!args.parse(argv, spec("report"), &error))
        return ctx.usage(error);
    if (!args.positional().isEmpty())
        return ctx.usage(QStringLiteral("unexpected argument '%1'").arg(args.positional().first()));
    if (!args.has(QStringLiteral("--scenario")))
        return ctx.usage(QStringLiteral("--scenario FILE is required"));
    if (!args.has(QStringLiteral("--out")))
        return ctx.usage(QStringLiteral("--out FILE is required"));
    const QString scenarioPath = args.value(QStringLiteral("--scenario"));
    const QString out = args.value(QStringLiteral("--out"));
    if (out.isEmpty())
        return ctx.usage(QStringLiteral("--out: give a file name"));

    ReportFormat format = reportFormatFromPath(out).value_or(ReportFormat::Pdf);
    if (args.has(QStringLiteral("--format"))) {
        const auto f = reportFormatFromString(args.value(QStringLiteral("--format")));
        if (!f)
            return ctx.usage(QStringLiteral("--format: '%1' is not pdf, csv, json or md")
                                 .arg(args.value(QStringLiteral("--format"))));
        format = *f;
    }
    const bool chinese = chineseOutput(); // --lang, else the system's (main.cpp)
    bool ok = true;
    const int top = args.whole(QStringLiteral("--top"), &error, &ok).value_or(15);
    if (!ok)
        return ctx.usage(error);
    if (top < 1)
        return ctx.usage(QStringLiteral("--top: must be at least 1"));

    int code = 0;
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return code;
    auto scenario = loadScenario(scenarioPath, *presets, &error);
    if (!scenario)
        return ctx.failure(error); // names the file and the field
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    if (!catalog.region(scenario->plan.region))
        return ctx.failure(
            QStringLiteral(
                "%1: plan.region: unknown region '%2' (see 'gpu-planner catalog regions')")
                .arg(scenarioPath, QString::fromStdString(scenario->plan.region)));
    for (const std::string &family : scenario->plan.families) {
        if (!catalog.family(family))
            return ctx.failure(QStringLiteral("%1: plan.families: unknown instance family '%2'")
                                   .arg(scenarioPath, QString::fromStdString(family)));
    }
    // Stale prices are judged against today, as `rank` does.
    scenario->plan.today = QDate::currentDate().toString(Qt::ISODate).toStdString();

    ReportInput input;
    input.scenario = *scenario;
    input.plan = makePlan(scenario->workload, catalog, scenario->plan);
    input.memory = estimateMemory(scenario->workload);
    input.chinese = chinese;
    input.topCandidates = top;

    // writeReport renders in the report's language (ReportLanguage, models/reportlanguage.h).
    int pages = 0;
    if (!writeReport(input, format, out, &error, &pages))
        return ctx.failure(error);

    ctx.out << "Wrote " << out << " (" << formatName(format);
    if (format == ReportFormat::Pdf)
        ctx.out << ", " << pages << (pages == 1 ? " page" : " pages");
    else
        ctx.out << ", " << count(qint64(input.plan.rows.size()), "instance type", "instance types");
    ctx.out << ", " << (chinese ? "Chinese" : "English") << ")\n";
    return 0;
}

} // namespace gpuplanner::cli
