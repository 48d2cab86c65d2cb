// The catalog subcommands: list, show, regions, import, set-price, check, reset-overlay,
// build (refresh is in clirefresh.cpp).
#include "calibration.h"
#include "catalogcheck.h"
#include "catalogdatabase.h"
#include "catalogexport.h"
#include "catalogrepository.h"
#include "catalogsources.h"
#include "catalogtablemodel.h"
#include "clicommon.h"
#include "cliworkload.h"
#include "estimator/solve.h"
#include "frameworks.h"
#include "importers.h"
#include "manpage.h"
#include "paths.h"
#include "planexport.h"
#include "presets.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QTextStream>

#include <tuple>

namespace gpuplanner::cli {

namespace {

std::optional<ListFormat> listFormat(const QString &text)
{
    if (text.isEmpty() || text == QLatin1String("table"))
        return ListFormat::Table;
    if (text == QLatin1String("csv"))
        return ListFormat::Csv;
    if (text == QLatin1String("json"))
        return ListFormat::Json;
    return std::nullopt;
}

int catalogList(const QStringList &argv, Context &ctx)
{
    Args args;
    QString error;
    if (!args.parse(argv, spec("catalog list"), &error))
        return ctx.usage(error);
    if (!args.positional().isEmpty())
        return ctx.usage(QStringLiteral("unexpected argument '%1'").arg(args.positional().first()));
    bool ok = true;
    CatalogListFilter filter;
    filter.family = args.value(QStringLiteral("--family"));
    filter.gpuModel = args.value(QStringLiteral("--gpu-model"));
    filter.minGpuMemoryGib = args.number(QStringLiteral("--min-gpu-memory"), &error, &ok);
    filter.minGpus = args.whole(QStringLiteral("--min-gpus"), &error, &ok);
    if (!ok)
        return ctx.usage(error);
    const auto format = listFormat(args.value(QStringLiteral("--format")));
    if (!format)
        return ctx.usage(QStringLiteral("--format: '%1' is not table, csv or json")
                             .arg(args.value(QStringLiteral("--format"))));
    int code = 0;
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    const QString region = args.value(QStringLiteral("--region"));
    if (!region.isEmpty() && !catalog.region(region.toStdString()))
        return ctx.usage(
            QStringLiteral("--region: unknown region '%1' (see 'gpu-planner catalog regions')")
                .arg(region));
    if (!filter.family.isEmpty() && !catalog.family(filter.family.toStdString()))
        return ctx.usage(
            QStringLiteral("--family: unknown instance family '%1'").arg(filter.family));
    ctx.out << formatCatalogList(catalog, filterTypes(catalog, filter), region, *format,
                                 QDate::currentDate());
    return 0;
}

int catalogShow(const QStringList &argv, Context &ctx)
{
    Args args;
    QString error;
    if (!args.parse(argv, spec("catalog show"), &error))
        return ctx.usage(error);
    if (args.positional().size() != 1)
        return ctx.usage(QStringLiteral("give one instance type, e.g. ecs.gn7i-c8g1.2xlarge"));
    int code = 0;
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    const std::string id = args.positional().first().toStdString();
    const InstanceType *t = catalog.type(id);
    if (!t)
        return ctx.failure(
            QStringLiteral("unknown instance type '%1'").arg(args.positional().first()));
    auto q = [](const std::string &s) {
        return QString::fromStdString(s);
    };
    auto undocumented = [&](const std::string &s) {
        return s.empty() ? QStringLiteral("(undocumented)") : q(s);
    };
    ctx.out << q(t->id) << "  (" << q(t->familyId) << ", " << q(std::string(toString(t->origin)))
            << ")\n"
            << "  vCPU            " << t->vcpu << "\n"
            << "  memory          " << formatNumber(t->memoryGib) << " GiB\n"
            << "  GPU             " << t->gpuCount << " x "
            << (t->gpuLabel.empty() ? QStringLiteral("(not named)") : q(t->gpuLabel)) << ", "
            << formatNumber(t->gpuMemoryGib) << " GiB each\n"
            << "  GPU share       "
            << (t->gpuFraction ? formatNumber(*t->gpuFraction, 4)
                               : QStringLiteral("(undocumented)"))
            << "\n"
            << "  interconnect    " << undocumented(t->interconnect) << "\n"
            << "  network         "
            << (t->networkGbps ? formatNumber(*t->networkGbps) + QStringLiteral(" Gbit/s")
                               : QStringLiteral("(undocumented)"))
            << "\n"
            << "  RDMA            "
            << (t->rdma.empty() ? QStringLiteral("(none documented)") : q(t->rdma)) << "\n"
            << "  local storage   "
            << (t->localStorage.empty() ? QStringLiteral("(none)") : q(t->localStorage)) << "\n"
            << "  source          " << q(t->sourceUrl) << "\n"
            << "  notes           " << q(t->notes) << "\n";
    if (const GpuModel *g = catalog.gpuOf(*t)) {
        auto n = [&](const std::optional<double> &v, const char *unit) {
            return v ? formatNumber(*v) + QLatin1Char(' ') + QString::fromUtf8(unit)
                     : QStringLiteral("(undocumented)");
        };
        auto tri = [](Tristate v) {
            return v == Tristate::Unknown ? QStringLiteral("(undocumented)")
                                          : QString::fromLatin1(toString(v).data());
        };
        ctx.out << "GPU model " << q(g->name) << " [" << q(g->id) << "]\n"
                << "  architecture    " << undocumented(g->architecture) << "\n"
                << "  memory          " << n(g->memoryGib, "GiB") << "\n"
                << "  bandwidth       " << n(g->memoryBandwidthGBs, "GB/s") << "\n"
                << "  FP32            " << n(g->fp32Tflops, "TFLOPS") << "\n"
                << "  FP16 tensor     " << n(g->fp16TensorTflopsDense, "TFLOPS (dense)") << "\n"
                << "  BF16 / FP8      " << tri(g->bf16) << " / " << tri(g->fp8) << "\n"
                << "  INT8            " << n(g->int8TopsDense, "TOPS (dense)") << "\n"
                << "  NVLink          " << n(g->nvlinkGBs, "GB/s") << "\n"
                << "  source          " << q(g->sourceUrl) << "\n";
        if (!g->notes.empty())
            ctx.out << "  notes           " << q(g->notes) << "\n";
    }
    const auto prices = catalog.pricesOf(t->id);
    ctx.out << "Prices: "
            << (prices.empty() ? QStringLiteral("none (import one or enter it)") : QString())
            << "\n";
    const QDate today = QDate::currentDate();
    for (const Price *p : prices) {
        ctx.out << "  " << q(p->regionId) << "  " << q(std::string(toString(p->mode))) << "  "
                << formatNumber(p->amount, 4) << ' ' << q(p->currency) << '/'
                << q(std::string(toString(p->unit))) << "  " << q(std::string(toString(p->kind)))
                << ", " << q(p->asOf)
                << (isStale(*p, today) ? QStringLiteral(" (stale)") : QString()) << "  "
                << q(p->source) << "\n";
    }
    for (const SpotAdvice *s : catalog.spotAdviceOf(t->id)) {
        ctx.out << "  spot " << q(s->regionId) << '/' << q(s->zoneId) << ": about "
                << formatNumber(s->averageDiscountPct) << "% of pay-as-you-go, interruption "
                << (s->interruptionRateDesc.empty() ? QStringLiteral("?")
                                                    : q(s->interruptionRateDesc))
                << ", " << q(s->asOf) << "\n";
    }
    for (const ZoneStock *s : catalog.stockOf(t->id))
        ctx.out << "  stock " << q(s->regionId) << '/' << q(s->zoneId) << ": " << q(s->status)
                << ", " << q(s->asOf) << "  " << q(s->source) << "\n";
    return 0;
}

int catalogRegions(const QStringList &argv, Context &ctx)
{
    Args args;
    QString error;
    if (!args.parse(argv, spec("catalog regions"), &error))
        return ctx.usage(error);
    int code = 0;
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    for (const Region &r : repo->catalog().regions())
        ctx.out << QString::fromStdString(r.id).leftJustified(16)
                << QString::fromStdString(r.nameEn) << "  " << QString::fromStdString(r.nameZh)
                << "\n";
    return 0;
}

int catalogImport(const QStringList &argv, Context &ctx)
{
    Args args;
    QString error;
    if (!args.parse(argv, spec("catalog import"), &error))
        return ctx.usage(error);
    if (args.positional().isEmpty())
        return ctx.usage(QStringLiteral("give one or more files to import"));
    ImportOptions options;
    if (args.has(QStringLiteral("--format"))) {
        const auto f = importFormatFromString(args.value(QStringLiteral("--format")));
        if (!f)
            return ctx.usage(
                QStringLiteral(
                    "--format: '%1' is not auto, instance-types, price, spot-advice or price-csv")
                    .arg(args.value(QStringLiteral("--format"))));
        options.format = *f;
    }
    if (args.has(QStringLiteral("--as-of"))) {
        options.asOf = args.value(QStringLiteral("--as-of")).toStdString();
        if (!isValidIsoDate(options.asOf))
            return ctx.usage(QStringLiteral("--as-of: '%1' is not a date (YYYY-MM-DD)")
                                 .arg(args.value(QStringLiteral("--as-of"))));
    }
    const bool priceFlags =
        args.has(QStringLiteral("--region")) || args.has(QStringLiteral("--instance-type")) ||
        args.has(QStringLiteral("--pricing")) || args.has(QStringLiteral("--unit"));
    if (priceFlags) {
        PriceRequest req;
        req.regionId = args.value(QStringLiteral("--region")).toStdString();
        req.instanceTypeId = args.value(QStringLiteral("--instance-type")).toStdString();
        if (req.regionId.empty() || req.instanceTypeId.empty())
            return ctx.usage(
                QStringLiteral("a DescribePrice import needs --region and --instance-type"));
        const auto mode = pricingModeFromString(
            args.value(QStringLiteral("--pricing"), QStringLiteral("payg")).toStdString());
        if (!mode)
            return ctx.usage(
                QStringLiteral("--pricing: '%1' is not payg, subscription, spot or reserved")
                    .arg(args.value(QStringLiteral("--pricing"))));
        req.mode = *mode;
        const QString defaultUnit = req.mode == PricingMode::Subscription ? QStringLiteral("month")
                                                                          : QStringLiteral("hour");
        const QString unitText =
            args.has(QStringLiteral("--unit")) ? args.value(QStringLiteral("--unit")) : defaultUnit;
        const auto unit = priceUnitFromString(unitText.toStdString());
        if (!unit)
            return ctx.usage(
                QStringLiteral("--unit: '%1' is not hour, week, month or year").arg(unitText));
        req.unit = *unit;
        bool ok = true;
        req.period = args.whole(QStringLiteral("--period"), &error, &ok).value_or(1);
        if (!ok || req.period < 1)
            return ctx.usage(error.isEmpty() ? QStringLiteral("--period: must be at least 1")
                                             : error);
        options.price = req;
    }
    int code = 0;
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    std::optional<ImportOutcome> outcome;
    if (args.has(QStringLiteral("--dry-run"))) {
        outcome = importFiles(args.positional(), repo->catalog(), options, &error);
        if (!outcome)
            return ctx.failure(error + QStringLiteral("\nNothing was imported."));
    } else {
        outcome = repo->importFiles(args.positional(), options);
        if (!outcome)
            return ctx.failure(repo->errorString() + QStringLiteral("\nNothing was imported."));
    }
    for (const QString &line : outcome->summary)
        ctx.out << line << "\n";
    if (args.has(QStringLiteral("--dry-run")))
        ctx.out << "Dry run: nothing was written.\n";
    else
        ctx.out << "Imported into " << repo->overlayPath() << "\n";
    return 0;
}

int catalogSetPrice(const QStringList &argv, Context &ctx)
{
    Args args;
    QString error;
    if (!args.parse(argv, spec("catalog set-price"), &error))
        return ctx.usage(error);
    if (args.positional().size() != 1)
        return ctx.usage(QStringLiteral("give one instance type"));
    Price p;
    p.instanceTypeId = args.positional().first().toStdString();
    p.regionId = args.value(QStringLiteral("--region")).toStdString();
    if (p.regionId.empty())
        return ctx.usage(QStringLiteral("--region is required"));
    const auto mode = pricingModeFromString(
        args.value(QStringLiteral("--pricing"), QStringLiteral("payg")).toStdString());
    if (!mode)
        return ctx.usage(
            QStringLiteral("--pricing: '%1' is not payg, subscription, spot or reserved")
                .arg(args.value(QStringLiteral("--pricing"))));
    p.mode = *mode;
    const auto unit =
        priceUnitFromString(args.value(QStringLiteral("--unit"), p.mode == PricingMode::Subscription
                                                                     ? QStringLiteral("month")
                                                                     : QStringLiteral("hour"))
                                .toStdString());
    if (!unit)
        return ctx.usage(QStringLiteral("--unit: '%1' is not hour, week, month or year")
                             .arg(args.value(QStringLiteral("--unit"))));
    p.unit = *unit;
    bool ok = true;
    const auto amount = args.number(QStringLiteral("--amount"), &error, &ok);
    if (!ok)
        return ctx.usage(error);
    if (!amount || !(*amount > 0))
        return ctx.usage(QStringLiteral("--amount: a price greater than 0 is required"));
    p.amount = *amount;
    p.currency = args.value(QStringLiteral("--currency"), QStringLiteral("CNY")).toStdString();
    if (p.currency != "CNY" && p.currency != "USD")
        return ctx.usage(QStringLiteral("--currency: '%1' is not CNY or USD")
                             .arg(QString::fromStdString(p.currency)));
    p.asOf = args.value(QStringLiteral("--as-of"), QDate::currentDate().toString(Qt::ISODate))
                 .toStdString();
    if (!isValidIsoDate(p.asOf))
        return ctx.usage(
            QStringLiteral("--as-of: '%1' is not a date").arg(QString::fromStdString(p.asOf)));
    p.source = "entered by the user";
    p.notes = args.value(QStringLiteral("--note")).toStdString();
    int code = 0;
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    if (!repo->setUserPrice(p))
        return ctx.failure(repo->errorString());
    ctx.out << "Saved " << formatNumber(p.amount, 4) << ' ' << QString::fromStdString(p.currency)
            << '/' << QString::fromLatin1(toString(p.unit).data()) << " for "
            << args.positional().first() << " in " << QString::fromStdString(p.regionId) << " into "
            << repo->overlayPath() << "\n";
    return 0;
}

int catalogResetOverlay(const QStringList &argv, Context &ctx)
{
    Args args;
    QString error;
    if (!args.parse(argv, spec("catalog reset-overlay"), &error))
        return ctx.usage(error);
    const QString path = resolveOverlayPath(args.value(QStringLiteral("--overlay")));
    if (!args.has(QStringLiteral("--yes")))
        return ctx.usage(
            QStringLiteral("this deletes every imported or entered row in %1; add --yes to confirm")
                .arg(path));
    QString err;
    if (!CatalogDatabase::resetOverlay(path, &err))
        return ctx.failure(err);
    ctx.out << "Removed " << path << "; the shipped catalog is used alone.\n";
    return 0;
}

int catalogCheck(const QStringList &argv, Context &ctx)
{
    Args args;
    QString error;
    if (!args.parse(argv, spec("catalog check"), &error))
        return ctx.usage(error);
    QDate today = QDate::currentDate();
    if (args.has(QStringLiteral("--today"))) {
        today = QDate::fromString(args.value(QStringLiteral("--today")), Qt::ISODate);
        if (!today.isValid())
            return ctx.usage(QStringLiteral("--today: '%1' is not a date (YYYY-MM-DD)")
                                 .arg(args.value(QStringLiteral("--today"))));
    }
    int code = 0;
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    const CheckReport report = checkCatalog(catalog, today);
    const bool verbose = args.has(QStringLiteral("--verbose"));
    for (const CheckFinding &f : report.findings) {
        // Without --verbose: every error, other warnings, but stale prices only as a count.
        const bool staleWarning = f.severity == CheckFinding::Severity::Warning &&
                                  f.message.contains(QLatin1String("stale"));
        if ((f.severity == CheckFinding::Severity::Info || staleWarning) && !verbose)
            continue;
        const char *tag = f.severity == CheckFinding::Severity::Error     ? "error"
                          : f.severity == CheckFinding::Severity::Warning ? "warning"
                                                                          : "info";
        ctx.out << tag << ": " << f.subject << ": " << f.message << "\n";
    }
    ctx.out << "Catalog " << repo->shippedPath() << " (data of "
            << QString::fromStdString(catalog.data().dataDate) << "), overlay "
            << repo->overlayPath() << " (" << count(repo->overlayRowCount(), "row", "rows") << ")\n"
            << count(qint64(catalog.types().size()), "instance type", "instance types") << ", "
            << count(qint64(catalog.families().size()), "family", "families") << ", "
            << count(qint64(catalog.gpus().size()), "GPU model", "GPU models") << ", "
            << count(qint64(catalog.prices().size()), "price", "prices") << ", "
            << count(qint64(catalog.spotAdvice().size()), "spot advice row", "spot advice rows")
            << "\n"
            << count(report.errors, "error", "errors") << ", "
            << count(report.stalePrices, "price", "prices") << " older than 180 days, "
            << count(report.unpricedTypes, "type", "types") << " without any price\n";
    if (!verbose && (report.unpricedTypes > 0 || report.stalePrices > 0))
        ctx.out << "(--verbose lists the stale prices and the types without a price)\n";
    return report.errors > 0 ? kFailure : 0;
}

int catalogBuild(const QStringList &argv, Context &ctx)
{
    Args args;
    QString error;
    if (!args.parse(argv, spec("catalog build"), &error))
        return ctx.usage(error);
    if (!args.has(QStringLiteral("--sources")) || !args.has(QStringLiteral("--out")))
        return ctx.usage(QStringLiteral("--sources DIR and --out FILE are required"));
    CatalogData data;
    if (!readCatalogSources(args.value(QStringLiteral("--sources")), &data, &error))
        return ctx.failure(error);
    if (!CatalogDatabase::writeShipped(args.value(QStringLiteral("--out")), data, &error))
        return ctx.failure(error);
    const CheckReport report = checkCatalog(Catalog(data), QDate::currentDate());
    if (report.errors > 0) {
        for (const CheckFinding &f : report.findings) {
            if (f.severity == CheckFinding::Severity::Error)
                ctx.err << "error: " << f.subject << ": " << f.message << "\n";
        }
        return ctx.failure(QStringLiteral("the sources have %1")
                               .arg(count(report.errors, "integrity error", "integrity errors")));
    }
    ctx.out << "Wrote " << args.value(QStringLiteral("--out")) << ": "
            << count(qint64(data.types.size()), "instance type", "instance types") << ", "
            << count(qint64(data.families.size()), "family", "families") << ", "
            << count(qint64(data.gpus.size()), "GPU model", "GPU models") << ", "
            << count(qint64(data.regions.size()), "region", "regions") << ", "
            << count(qint64(data.prices.size()), "price", "prices") << "\n";
    return 0;
}

} // namespace

int catalogCommand(const QStringList &argv, Context &ctx)
{
    if (argv.isEmpty())
        return ctx.usage(QStringLiteral("missing subcommand: list, show, regions, import, "
                                        "refresh, set-price, check, reset-overlay or build"));
    const QString sub = argv.first();
    const QStringList rest = argv.mid(1);
    ctx.command = QStringLiteral("catalog ") + sub;
    if (sub == QLatin1String("list"))
        return catalogList(rest, ctx);
    if (sub == QLatin1String("show"))
        return catalogShow(rest, ctx);
    if (sub == QLatin1String("regions"))
        return catalogRegions(rest, ctx);
    if (sub == QLatin1String("import"))
        return catalogImport(rest, ctx);
    if (sub == QLatin1String("refresh"))
        return catalogRefresh(rest, ctx);
    if (sub == QLatin1String("set-price"))
        return catalogSetPrice(rest, ctx);
    if (sub == QLatin1String("check"))
        return catalogCheck(rest, ctx);
    if (sub == QLatin1String("reset-overlay"))
        return catalogResetOverlay(rest, ctx);
    if (sub == QLatin1String("build"))
        return catalogBuild(rest, ctx);
    ctx.command = QStringLiteral("catalog");
    return ctx.usage(QStringLiteral("unknown subcommand '%1'").arg(sub));
}

} // namespace gpuplanner::cli
