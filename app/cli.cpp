#include "cli.h"

#include "calibration.h"
#include "catalogcheck.h"
#include "catalogdatabase.h"
#include "catalogexport.h"
#include "catalogrepository.h"
#include "catalogsources.h"
#include "catalogtablemodel.h"
#include "clicommon.h"
#include "estimator/solve.h"
#include "frameworks.h"
#include "importers.h"
#include "manpage.h"
#include "paths.h"
#include "planexport.h"
#include "planwording.h"
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

namespace gpuplanner {

namespace {

using namespace cli;

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
    if (!args.parse(argv,
                    withGlobals({{QStringLiteral("--family"), true},
                                 {QStringLiteral("--gpu-model"), true},
                                 {QStringLiteral("--min-gpu-memory"), true},
                                 {QStringLiteral("--min-gpus"), true},
                                 {QStringLiteral("--region"), true},
                                 {QStringLiteral("--format"), true}}),
                    &error))
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
    if (!args.parse(argv, withGlobals({}), &error))
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
    if (!args.parse(argv, withGlobals({}), &error))
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
    if (!args.parse(argv,
                    withGlobals({{QStringLiteral("--format"), true},
                                 {QStringLiteral("--region"), true},
                                 {QStringLiteral("--instance-type"), true},
                                 {QStringLiteral("--pricing"), true},
                                 {QStringLiteral("--unit"), true},
                                 {QStringLiteral("--period"), true},
                                 {QStringLiteral("--as-of"), true},
                                 {QStringLiteral("--dry-run"), false}}),
                    &error))
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
    if (!args.parse(argv,
                    withGlobals({{QStringLiteral("--region"), true},
                                 {QStringLiteral("--pricing"), true},
                                 {QStringLiteral("--amount"), true},
                                 {QStringLiteral("--currency"), true},
                                 {QStringLiteral("--unit"), true},
                                 {QStringLiteral("--as-of"), true},
                                 {QStringLiteral("--note"), true}}),
                    &error))
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
    if (!args.parse(argv, withGlobals({{QStringLiteral("--yes"), false}}), &error))
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
    if (!args.parse(
            argv,
            withGlobals({{QStringLiteral("--today"), true}, {QStringLiteral("--verbose"), false}}),
            &error))
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
    if (!args.parse(argv, {{QStringLiteral("--sources"), true}, {QStringLiteral("--out"), true}},
                    &error))
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

int modelsCommand(const QStringList &argv, Context &ctx)
{
    if (argv.isEmpty() || argv.first() != QLatin1String("list"))
        return ctx.usage(QStringLiteral("use 'gpu-planner models list [--format table|json]'"));
    ctx.command = QStringLiteral("models list");
    Args args;
    QString error;
    if (!args.parse(argv.mid(1), {{QStringLiteral("--format"), true}}, &error))
        return ctx.usage(error);
    int code = 0;
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return code;
    const QString format = args.value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format == QLatin1String("json")) {
        nlohmann::json out = nlohmann::json::array();
        for (const ModelSpec &m : presets->models())
            out.push_back({{"id", m.id},
                           {"name", m.name},
                           {"architecture", std::string(toString(m.architecture))},
                           {"params_b", m.paramsB},
                           {"layers", m.layers},
                           {"hidden", m.hidden},
                           {"ffn", m.ffn},
                           {"heads", m.heads},
                           {"kv_heads", m.kvHeads},
                           {"vocab", m.vocab},
                           {"max_context", m.maxContext},
                           {"moe_experts", m.moeExperts},
                           {"source", m.source}});
        ctx.out << QString::fromStdString(out.dump(2)) << "\n";
        return 0;
    }
    if (format != QLatin1String("table"))
        return ctx.usage(QStringLiteral("--format: '%1' is not table or json").arg(format));
    ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(QStringLiteral("ID"), -30)
                   .arg(QStringLiteral("PARAMS(B)"), -10)
                   .arg(QStringLiteral("ARCH"), -15)
                   .arg(QStringLiteral("LAYERS"), -7)
                   .arg(QStringLiteral("HIDDEN"), -7)
                   .arg(QStringLiteral("HEADS/KV"), -9)
                   .arg(QStringLiteral("CONTEXT"));
    for (const ModelSpec &m : presets->models()) {
        ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                       .arg(QString::fromStdString(m.id), -30)
                       .arg(formatNumber(m.paramsB, 3), -10)
                       .arg(QString::fromLatin1(toString(m.architecture).data()), -15)
                       .arg(m.layers > 0 ? QString::number(m.layers) : QStringLiteral("-"), -7)
                       .arg(m.hidden > 0 ? QString::number(m.hidden) : QStringLiteral("-"), -7)
                       .arg(m.heads > 0
                                ? QStringLiteral("%1/%2").arg(m.heads).arg(m.effectiveKvHeads())
                                : QStringLiteral("-"),
                            -9)
                       .arg(m.maxContext > 0 ? QString::number(m.maxContext) : QStringLiteral("-"));
    }
    ctx.out << count(qint64(presets->models().size()), "preset", "presets")
            << " (gpu-planner estimate --model ID)\n";
    return 0;
}

const QMap<QString, bool> kEstimateFlags = {{QStringLiteral("--model"), true},
                                            {QStringLiteral("--params-b"), true},
                                            {QStringLiteral("--layers"), true},
                                            {QStringLiteral("--hidden"), true},
                                            {QStringLiteral("--ffn"), true},
                                            {QStringLiteral("--heads"), true},
                                            {QStringLiteral("--kv-heads"), true},
                                            {QStringLiteral("--vocab"), true},
                                            {QStringLiteral("--task"), true},
                                            {QStringLiteral("--precision"), true},
                                            {QStringLiteral("--quant"), true},
                                            {QStringLiteral("--optimizer"), true},
                                            {QStringLiteral("--batch"), true},
                                            {QStringLiteral("--seq-len"), true},
                                            {QStringLiteral("--grad-ckpt"), false},
                                            {QStringLiteral("--grad-accum"), true},
                                            {QStringLiteral("--gpus"), true},
                                            {QStringLiteral("--nodes"), true},
                                            {QStringLiteral("--sharding"), true},
                                            {QStringLiteral("--tp"), true},
                                            {QStringLiteral("--pp"), true},
                                            {QStringLiteral("--lora-rank"), true},
                                            {QStringLiteral("--lora-all-linear"), false},
                                            {QStringLiteral("--no-fp32-master"), false},
                                            {QStringLiteral("--cpu-offload"), false},
                                            {QStringLiteral("--no-flash-attention"), false},
                                            {QStringLiteral("--framework"), true},
                                            {QStringLiteral("--cuda-context"), true},
                                            {QStringLiteral("--attention"), true},
                                            {QStringLiteral("--qlora-recipe"), true},
                                            {QStringLiteral("--no-grad-ckpt"), false},
                                            {QStringLiteral("--chunked-ce"), false},
                                            {QStringLiteral("--no-chunked-ce"), false},
                                            {QStringLiteral("--optimizer-in-bwd"), false},
                                            {QStringLiteral("--no-optimizer-in-bwd"), false},
                                            {QStringLiteral("--activation-offload"), false},
                                            {QStringLiteral("--no-activation-offload"), false},
                                            {QStringLiteral("--offload-optimizer"), false},
                                            {QStringLiteral("--no-offload-optimizer"), false},
                                            {QStringLiteral("--offload-params"), false},
                                            {QStringLiteral("--no-offload-params"), false},
                                            {QStringLiteral("--prompt-len"), true},
                                            {QStringLiteral("--output-len"), true},
                                            {QStringLiteral("--kv-precision"), true},
                                            {QStringLiteral("--engine"), true},
                                            {QStringLiteral("--gpu-memory"), true},
                                            {QStringLiteral("--gpu-memory-utilization"), true},
                                            {QStringLiteral("--max-model-len"), true},
                                            {QStringLiteral("--max-num-seqs"), true},
                                            {QStringLiteral("--max-num-batched-tokens"), true},
                                            {QStringLiteral("--loading"), true},
                                            {QStringLiteral("--workers"), true},
                                            {QStringLiteral("--json"), false},
                                            {QStringLiteral("--scenario"), true}};

const QMap<QString, bool> kPlanFlags = {{QStringLiteral("--tokens"), true},
                                        {QStringLiteral("--samples"), true},
                                        {QStringLiteral("--epochs"), true},
                                        {QStringLiteral("--region"), true},
                                        {QStringLiteral("--pricing"), true},
                                        {QStringLiteral("--top"), true},
                                        {QStringLiteral("--format"), true},
                                        {QStringLiteral("--sort"), true},
                                        {QStringLiteral("--headroom"), true},
                                        {QStringLiteral("--mfu"), true},
                                        {QStringLiteral("--max-nodes"), true},
                                        {QStringLiteral("--max-gpus"), true},
                                        {QStringLiteral("--families"), true},
                                        {QStringLiteral("--budget"), true},
                                        {QStringLiteral("--deadline-hours"), true},
                                        {QStringLiteral("--currency"), true},
                                        {QStringLiteral("--cny-per-usd"), true},
                                        {QStringLiteral("--spot-discount"), true},
                                        {QStringLiteral("--interruption-rate"), true},
                                        {QStringLiteral("--checkpoint-minutes"), true},
                                        {QStringLiteral("--restart-minutes"), true},
                                        {QStringLiteral("--checkpoint-interval-hours"), true},
                                        {QStringLiteral("--serving-hours"), true},
                                        {QStringLiteral("--months"), true},
                                        {QStringLiteral("--lang"), true},
                                        {QStringLiteral("--today"), true}};

// Turns the estimate flags into a workload; a usage error names the flag.
std::optional<Workload> workloadFromArgs(const Args &args, const PresetLibrary &presets,
                                         QString *error,
                                         const std::optional<Workload> &base = std::nullopt)
{
    Workload w = base.value_or(Workload{});
    bool ok = true;
    auto fail = [&](const QString &e) {
        *error = e;
        return std::nullopt;
    };
    if (args.has(QStringLiteral("--model"))) {
        const ModelSpec *m = presets.find(args.value(QStringLiteral("--model")));
        if (!m)
            return fail(
                QStringLiteral("--model: unknown preset '%1' (see 'gpu-planner models list')")
                    .arg(args.value(QStringLiteral("--model"))));
        w.model = *m;
    } else if (!args.has(QStringLiteral("--params-b")) && !base) {
        return fail(QStringLiteral("give --model PRESET, --params-b N or --scenario FILE"));
    }
    if (const auto p = args.number(QStringLiteral("--params-b"), error, &ok)) {
        if (*p <= 0)
            return fail(QStringLiteral("--params-b: must be greater than 0"));
        w.model.paramsB = *p;
        if (!args.has(QStringLiteral("--model")))
            w.model.name = QStringLiteral("%1B parameters").arg(*p).toStdString();
    }
    const std::pair<const char *, int *> ints[] = {{"--layers", &w.model.layers},
                                                   {"--hidden", &w.model.hidden},
                                                   {"--ffn", &w.model.ffn},
                                                   {"--heads", &w.model.heads},
                                                   {"--kv-heads", &w.model.kvHeads},
                                                   {"--vocab", &w.model.vocab},
                                                   {"--batch", &w.batch},
                                                   {"--seq-len", &w.seqLen},
                                                   {"--grad-accum", &w.gradientAccumulation},
                                                   {"--gpus", &w.gpusPerNode},
                                                   {"--nodes", &w.nodes},
                                                   {"--tp", &w.tensorParallel},
                                                   {"--pp", &w.pipelineParallel},
                                                   {"--lora-rank", &w.loraRank},
                                                   {"--prompt-len", &w.promptLen},
                                                   {"--output-len", &w.outputLen},
                                                   {"--workers", &w.dataLoaderWorkers}};
    for (const auto &[flag, field] : ints) {
        const auto v = args.whole(QString::fromLatin1(flag), error, &ok);
        if (!ok)
            return std::nullopt;
        if (v)
            *field = *v;
    }
    // vLLM's scheduler limits (docs/planner.md).
    for (const auto &[flag, field] :
         {std::pair{"--max-model-len", &w.maxModelLen}, std::pair{"--max-num-seqs", &w.maxNumSeqs},
          std::pair{"--max-num-batched-tokens", &w.maxNumBatchedTokens}}) {
        const auto v = args.whole(QString::fromLatin1(flag), error, &ok);
        if (!ok)
            return std::nullopt;
        if (v)
            *field = *v;
    }
    for (const char *positive :
         {"--batch", "--gpus", "--nodes", "--tp", "--pp", "--grad-accum", "--lora-rank",
          "--max-model-len", "--max-num-seqs", "--max-num-batched-tokens"}) {
        if (args.has(QString::fromLatin1(positive)) &&
            args.value(QString::fromLatin1(positive)).toInt() < 1)
            return fail(
                QStringLiteral("%1: must be at least 1").arg(QString::fromLatin1(positive)));
    }
    auto enumFlag = [&](const char *flag, auto parse, auto *field, const char *choices) -> bool {
        if (!args.has(QString::fromLatin1(flag)))
            return true;
        const auto v = parse(args.value(QString::fromLatin1(flag)).toStdString());
        if (!v) {
            *error = QStringLiteral("%1: '%2' is not one of %3")
                         .arg(QString::fromLatin1(flag), args.value(QString::fromLatin1(flag)),
                              QString::fromLatin1(choices));
            return false;
        }
        *field = *v;
        return true;
    };
    if (!args.has(QStringLiteral("--task")) && !base)
        return fail(
            QStringLiteral("--task is required: inference, lora, qlora, full_ft or pretrain"));
    if (!enumFlag("--task", taskFromString, &w.task, "inference, lora, qlora, full_ft, pretrain") ||
        !enumFlag("--precision", precisionFromString, &w.precision,
                  "fp32, tf32, fp16, bf16, fp8") ||
        !enumFlag("--quant", quantizationFromString, &w.quantization,
                  "none, bnb_int8, bnb_nf4, bnb_nf4_dq, bnb_fp4, gptq_int4, gptq_int8, awq_int4") ||
        !enumFlag("--optimizer", optimizerFromString, &w.optimizer,
                  "adamw, adamw_8bit, paged_adamw, paged_adamw_8bit, sgd, adafactor") ||
        !enumFlag("--sharding", shardingFromString, &w.sharding,
                  "none, zero1, zero2, zero3, fsdp") ||
        !enumFlag("--kv-precision", precisionFromString, &w.kvCachePrecision,
                  "fp32, fp16, bf16, fp8") ||
        !enumFlag("--engine", engineFromString, &w.engine, "transformers, vllm"))
        return std::nullopt;
    if (args.has(QStringLiteral("--loading"))) {
        const QString l = args.value(QStringLiteral("--loading"));
        if (l == QLatin1String("full-copy"))
            w.loading = Loading::FullCopyPerRank;
        else if (l == QLatin1String("low-memory"))
            w.loading = Loading::LowMemory;
        else
            return fail(QStringLiteral("--loading: '%1' is not full-copy or low-memory").arg(l));
    }
    // A framework profile sets the technique defaults; the flags below override them.
    if (args.has(QStringLiteral("--framework"))) {
        FrameworkLibrary frameworks;
        if (!frameworks.load())
            return fail(frameworks.errorString());
        const QString id = args.value(QStringLiteral("--framework"));
        const FrameworkProfile *profile = frameworks.find(id);
        if (!profile) {
            QStringList ids;
            for (const FrameworkProfile &p : frameworks.profiles())
                ids << QString::fromStdString(p.id);
            return fail(QStringLiteral("--framework: '%1' is not one of %2")
                            .arg(id, ids.join(QStringLiteral(", "))));
        }
        FrameworkLibrary::apply(*profile, w);
        // Explicit --optimizer and --sharding win over the profile's.
        if (!enumFlag("--optimizer", optimizerFromString, &w.optimizer,
                      "adamw, adamw_8bit, paged_adamw, paged_adamw_8bit, sgd, adafactor") ||
            !enumFlag("--sharding", shardingFromString, &w.sharding,
                      "none, zero1, zero2, zero3, fsdp"))
            return std::nullopt;
    }
    if (!enumFlag("--attention", attentionFromString, &w.attention, "eager, sdpa, flash"))
        return std::nullopt;
    if (args.has(QStringLiteral("--qlora-recipe"))) {
        const QString r = args.value(QStringLiteral("--qlora-recipe"));
        if (r != QLatin1String("paper") && r != QLatin1String("peft"))
            return fail(QStringLiteral("--qlora-recipe: '%1' is not paper or peft").arg(r));
        w.kbitFp32Upcast = r == QLatin1String("peft");
    }
    // Switches with an explicit off for overriding a profile; both given is an error.
    const std::tuple<const char *, const char *, bool *> switches[] = {
        {"--grad-ckpt", "--no-grad-ckpt", &w.gradientCheckpointing},
        {"--chunked-ce", "--no-chunked-ce", &w.chunkedCrossEntropy},
        {"--optimizer-in-bwd", "--no-optimizer-in-bwd", &w.optimizerInBackward},
        {"--activation-offload", "--no-activation-offload", &w.activationOffload},
        {"--offload-optimizer", "--no-offload-optimizer", &w.offloadOptimizer},
        {"--offload-params", "--no-offload-params", &w.offloadParams}};
    for (const auto &[on, off, field] : switches) {
        const bool hasOn = args.has(QString::fromLatin1(on));
        const bool hasOff = args.has(QString::fromLatin1(off));
        if (hasOn && hasOff)
            return fail(QStringLiteral("%1 and %2 contradict each other")
                            .arg(QString::fromLatin1(on), QString::fromLatin1(off)));
        if (hasOn || hasOff)
            *field = hasOn;
    }
    if (args.has(QStringLiteral("--no-fp32-master")))
        w.fp32MasterWeights = false;
    // Older spelling: the optimizer states, and with ZeRO-3/FSDP the parameters.
    if (args.has(QStringLiteral("--cpu-offload"))) {
        w.offloadOptimizer = true;
        if (w.sharding == Sharding::Zero3 || w.sharding == Sharding::Fsdp)
            w.offloadParams = true;
    }
    if (args.has(QStringLiteral("--no-flash-attention")))
        w.attention = Attention::Eager;
    if (args.has(QStringLiteral("--lora-all-linear")))
        w.loraTargets = LoraTargets::AllLinear;
    if (const auto g = args.number(QStringLiteral("--gpu-memory"), error, &ok))
        w.gpuMemoryGib = *g;
    if (const auto c = args.number(QStringLiteral("--cuda-context"), error, &ok)) {
        if (*c <= 0 || *c > 16)
            return fail(QStringLiteral("--cuda-context: must be in (0, 16] GiB"));
        w.cudaContextGib = *c;
    }
    if (const auto u = args.number(QStringLiteral("--gpu-memory-utilization"), error, &ok)) {
        if (*u <= 0 || *u > 1)
            return fail(QStringLiteral("--gpu-memory-utilization: must be in (0, 1]"));
        w.vllmGpuMemoryUtilization = *u;
    }
    if (!ok)
        return std::nullopt;
    if (w.task == Task::Inference && !args.has(QStringLiteral("--prompt-len")) && w.seqLen > 0)
        w.promptLen = w.seqLen; // --seq-len is the prompt when no split is given
    if (w.task != Task::Inference && w.seqLen <= 0 && w.model.isTransformer())
        return fail(QStringLiteral("--seq-len is required for training"));
    if (const auto problems = limits::checkWorkload(w, true); !problems.empty())
        return fail(QString::fromStdString(problems.front()));
    return w;
}

// Reads --scenario FILE when given; the flags on the command line then override it.
bool scenarioBase(const Args &args, const PresetLibrary &presets, std::optional<Scenario> *out,
                  QString *error)
{
    if (!args.has(QStringLiteral("--scenario")))
        return true;
    *out = loadScenario(args.value(QStringLiteral("--scenario")), presets, error);
    return out->has_value();
}

std::optional<PlanOptions> planOptionsFromArgs(const Args &args,
                                               const std::optional<Scenario> &scenario,
                                               const Workload &w, QString *error)
{
    PlanOptions o = scenario ? scenario->plan : PlanOptions{};
    o.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    bool ok = true;
    auto fail = [&](const QString &e) -> std::optional<PlanOptions> {
        *error = e;
        return std::nullopt;
    };
    auto number = [&](const char *flag) {
        return args.number(QString::fromLatin1(flag), error, &ok);
    };
    if (const auto v = number("--tokens"))
        o.datasetTokens = *v;
    if (const auto v = number("--samples"))
        o.datasetTokens = *v * std::max(1, w.seqLen);
    if (const auto v = number("--epochs"))
        o.epochs = *v;
    if (const auto v = number("--headroom"))
        o.headroomPct = *v;
    if (const auto v = number("--mfu")) {
        if (*v <= 0 || *v > 1)
            return fail(QStringLiteral("--mfu: must be in (0, 1], e.g. 0.4"));
        o.mfu = *v;
    }
    if (const auto v = args.whole(QStringLiteral("--max-nodes"), error, &ok)) {
        if (*v < 1)
            return fail(QStringLiteral("--max-nodes: must be at least 1"));
        o.maxNodes = *v;
    }
    if (const auto v = args.whole(QStringLiteral("--max-gpus"), error, &ok))
        o.maxGpus = *v;
    if (const auto v = args.whole(QStringLiteral("--months"), error, &ok))
        o.subscriptionMonths = *v;
    if (const auto v = number("--budget"))
        o.budget = *v;
    if (const auto v = number("--deadline-hours"))
        o.deadlineHours = *v;
    if (const auto v = number("--cny-per-usd"))
        o.cnyPerUsd = *v;
    if (const auto v = number("--spot-discount")) {
        if (*v <= 0 || *v > 100)
            return fail(
                QStringLiteral("--spot-discount: percent of the pay-as-you-go price, 1-100"));
        o.spotDiscountPct = *v;
    }
    if (const auto v = number("--interruption-rate")) {
        if (*v >= 100)
            return fail(QStringLiteral("--interruption-rate: percent over 30 days, below 100"));
        o.spotInterruptionRatePct = *v;
    }
    if (const auto v = number("--checkpoint-minutes"))
        o.checkpointWriteHours = *v / 60;
    if (const auto v = number("--restart-minutes"))
        o.restartHours = *v / 60;
    if (const auto v = number("--checkpoint-interval-hours")) {
        if (*v <= 0)
            return fail(QStringLiteral("--checkpoint-interval-hours: must be greater than 0"));
        o.checkpointIntervalHours = *v;
    }
    if (const auto v = number("--serving-hours"))
        o.servingHours = *v;
    if (!ok)
        return std::nullopt;
    if (args.has(QStringLiteral("--region")))
        o.region = args.value(QStringLiteral("--region")).toStdString();
    if (args.has(QStringLiteral("--pricing"))) {
        const auto m = pricingModeFromString(args.value(QStringLiteral("--pricing")).toStdString());
        if (!m)
            return fail(
                QStringLiteral("--pricing: '%1' is not payg, subscription, spot or reserved")
                    .arg(args.value(QStringLiteral("--pricing"))));
        o.pricing = *m;
    }
    if (args.has(QStringLiteral("--currency"))) {
        o.currency = args.value(QStringLiteral("--currency")).toStdString();
        if (o.currency != "CNY" && o.currency != "USD")
            return fail(QStringLiteral("--currency: '%1' is not CNY or USD")
                            .arg(args.value(QStringLiteral("--currency"))));
    }
    if (args.has(QStringLiteral("--families"))) {
        o.families.clear();
        for (const QString &f :
             args.value(QStringLiteral("--families")).split(QLatin1Char(','), Qt::SkipEmptyParts))
            o.families.push_back(f.trimmed().toStdString());
    }
    if (args.has(QStringLiteral("--today"))) {
        const QDate d = QDate::fromString(args.value(QStringLiteral("--today")), Qt::ISODate);
        if (!d.isValid())
            return fail(QStringLiteral("--today: '%1' is not a date")
                            .arg(args.value(QStringLiteral("--today"))));
        o.today = d.toString(Qt::ISODate).toStdString();
    }
    if (const auto problems = limits::checkPlanOptions(o, true); !problems.empty())
        return fail(QString::fromStdString(problems.front()));
    return o;
}

// The scenario (with --scenario) and the workload with the command line's flags on top.
// On a problem returns false with *code set (1 for a bad file, 2 for a bad flag).
bool readWorkload(const Args &args, const PresetLibrary &presets, const Context &ctx,
                  std::optional<Scenario> *scenario, std::optional<Workload> *w, int *code)
{
    QString error;
    if (!scenarioBase(args, presets, scenario, &error)) {
        *code = ctx.failure(error);
        return false;
    }
    *w =
        workloadFromArgs(args, presets, &error,
                         *scenario ? std::optional<Workload>((*scenario)->workload) : std::nullopt);
    if (!*w) {
        *code = ctx.usage(error);
        return false;
    }
    return true;
}

// Parses the flags of a command that takes a workload (no positional arguments), loads the
// presets and reads the workload (and the scenario when --scenario is given).
bool workloadCommand(const QStringList &argv, const QMap<QString, bool> &flags, const Context &ctx,
                     Args *args, std::optional<PresetLibrary> *presets,
                     std::optional<Scenario> *scenario, std::optional<Workload> *w, int *code)
{
    QString error;
    if (!args->parse(argv, flags, &error)) {
        *code = ctx.usage(error);
        return false;
    }
    if (!args->positional().isEmpty()) {
        *code =
            ctx.usage(QStringLiteral("unexpected argument '%1'").arg(args->positional().first()));
        return false;
    }
    *presets = loadPresets(ctx, code);
    return presets->has_value() && readWorkload(*args, **presets, ctx, scenario, w, code);
}

QMap<QString, bool> rankFlags()
{
    QMap<QString, bool> flags = withGlobals(kEstimateFlags);
    for (auto it = kPlanFlags.begin(); it != kPlanFlags.end(); ++it)
        flags.insert(it.key(), it.value());
    return flags;
}

int rankCommand(const QStringList &argv, Context &ctx)
{
    Args args;
    QString error;
    int code = 0;
    std::optional<PresetLibrary> presets;
    std::optional<Scenario> scenario;
    std::optional<Workload> w;
    if (!workloadCommand(argv, rankFlags(), ctx, &args, &presets, &scenario, &w, &code))
        return code;
    const auto o = planOptionsFromArgs(args, scenario, *w, &error);
    if (!o)
        return ctx.usage(error);
    const QString formatText = args.value(QStringLiteral("--format"), QStringLiteral("table"));
    PlanFormat format = PlanFormat::Table;
    if (formatText == QLatin1String("csv"))
        format = PlanFormat::Csv;
    else if (formatText == QLatin1String("json"))
        format = PlanFormat::Json;
    else if (formatText != QLatin1String("table"))
        return ctx.usage(
            QStringLiteral("--format: '%1' is not table, csv or json").arg(formatText));
    const auto sort = sortKeyFromString(
        args.value(QStringLiteral("--sort"), QStringLiteral("cost")).toStdString());
    if (!sort)
        return ctx.usage(QStringLiteral("--sort: '%1' is not cost, time or value")
                             .arg(args.value(QStringLiteral("--sort"))));
    bool ok = true;
    const int top = args.whole(QStringLiteral("--top"), &error, &ok).value_or(0);
    if (!ok)
        return ctx.usage(error);
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    if (!repo->catalog().region(o->region))
        return ctx.usage(
            QStringLiteral("--region: unknown region '%1' (see 'gpu-planner catalog regions')")
                .arg(QString::fromStdString(o->region)));
    for (const std::string &f : o->families) {
        if (!repo->catalog().family(f))
            return ctx.usage(QStringLiteral("--families: unknown instance family '%1'")
                                 .arg(QString::fromStdString(f)));
    }
    const Plan plan = makePlan(*w, repo->catalog(), *o, *sort);
    const bool chinese = args.value(QStringLiteral("--lang")).startsWith(QLatin1String("zh"));
    ctx.out << formatPlan(plan, *w, *o, format, top, chinese);
    return 0;
}

QString solveUsageText()
{
    return QStringLiteral(
        "Usage: gpu-planner solve --maximize batch|seq-len|concurrency <estimate flags>\n"
        "           (--instance-type TYPE | --gpu-model ID [--gpu-count N]) [--step N]\n"
        "           [--headroom PCT] [--max-nodes N] [--json] [--lang zh_CN]\n"
        "  The largest batch (training: per GPU; serving: concurrent sequences), the longest\n"
        "  sequence (serving: context = prompt + output tokens, output kept) or, for serving,\n"
        "  the most concurrent sequences that fit the target, judged by the same rule as\n"
        "  'rank': the value fits, value + step does not. Under vLLM, concurrency counts the\n"
        "  sequences its KV cache holds at once (max_num_seqs included).\n"
        "  --step: 1 for batch and concurrency, 256 tokens for seq-len by default; answers are\n"
        "  multiples of it. A sequence is capped at the model's context; the search stops at the\n"
        "  validation table's largest value. A GPU model target (ids: 'catalog show TYPE') is\n"
        "  judged on GPU memory and compatibility only: host RAM and vCPUs are unknown.\n"
        "  --json prints value, limit (memory, model_context, validation_table, nothing_fits),\n"
        "  at_value and next (value + step) with the per-GPU memory and the reasons.\n");
}

// The memory breakdown per GPU of one solver point, for --json.
nlohmann::json perGpuJson(const MemoryBreakdown &g)
{
    auto r = [](double v) {
        return std::round(v * 1000) / 1000;
    };
    return {{"weights_gib", r(g.weightsGib)},
            {"gradients_gib", r(g.gradientsGib)},
            {"optimizer_gib", r(g.optimizerGib)},
            {"activations_gib", r(g.activationsGib)},
            {"kv_cache_gib", r(g.kvCacheGib)},
            {"overhead_gib", r(g.overheadGib)},
            {"total_gib", r(g.totalGib)},
            {"allocated_gib", r(g.allocatedGib)},
            {"reserved_gib", r(g.reservedGib)},
            {"device_used_gib", r(g.deviceUsedGib)},
            {"cuda_context_gib", r(g.cudaContextGib)},
            {"nccl_gib", r(g.ncclGib)}};
}

nlohmann::json solvePointJson(const SolvePoint &p, bool chinese)
{
    auto r = [](double v) {
        return std::round(v * 1000) / 1000;
    };
    nlohmann::json out = {{"value", p.value},
                          {"fits", p.fits},
                          {"verdict", std::string(toString(p.verdict))},
                          {"need_gib", r(p.needGib)},
                          {"usable_gib", r(p.usableGib)},
                          {"card_gib", r(p.cardGib)},
                          {"compared_view", p.view},
                          {"instances", p.instances},
                          {"gpus", p.gpusUsed},
                          {"sharding", std::string(toString(p.sharding))},
                          {"tensor_parallel", p.tensorParallel},
                          {"per_gpu", perGpuJson(p.perGpu)},
                          {"reasons", nlohmann::json::array()}};
    for (const Reason &reason : p.reasons)
        out["reasons"].push_back(
            {{"code", reason.code},
             {"severity", std::string(toString(reason.severity))},
             {"message",
              planwording::reasonText(reason, planwording::languageOf(chinese)).toStdString()}});
    return out;
}

int solveCommand(const QStringList &argv, Context &ctx)
{
    Args args;
    QString error;
    int code = 0;
    QMap<QString, bool> flags = rankFlags();
    flags.insert(QStringLiteral("--maximize"), true);
    flags.insert(QStringLiteral("--instance-type"), true);
    flags.insert(QStringLiteral("--gpu-model"), true);
    flags.insert(QStringLiteral("--gpu-count"), true);
    flags.insert(QStringLiteral("--step"), true);
    flags.insert(QStringLiteral("--help"), false);
    if (argv.contains(QStringLiteral("--help")) || argv.contains(QStringLiteral("-h"))) {
        ctx.out << solveUsageText();
        return 0;
    }
    std::optional<PresetLibrary> presets;
    std::optional<Scenario> scenario;
    std::optional<Workload> w;
    if (!workloadCommand(argv, flags, ctx, &args, &presets, &scenario, &w, &code))
        return code;
    const auto o = planOptionsFromArgs(args, scenario, *w, &error);
    if (!o)
        return ctx.usage(error);
    if (!args.has(QStringLiteral("--maximize")))
        return ctx.usage(QStringLiteral("--maximize batch|seq-len|concurrency is required"));
    const auto variable =
        solveVariableFromString(args.value(QStringLiteral("--maximize")).toStdString());
    if (!variable)
        return ctx.usage(QStringLiteral("--maximize: '%1' is not batch, seq-len or concurrency")
                             .arg(args.value(QStringLiteral("--maximize"))));
    if (*variable == SolveVariable::Concurrency && w->isTraining())
        return ctx.usage(QStringLiteral(
            "--maximize concurrency is for --task inference; use --maximize batch for training"));
    SolveTarget target;
    target.instanceType = args.value(QStringLiteral("--instance-type")).toStdString();
    target.gpuModel = args.value(QStringLiteral("--gpu-model")).toStdString();
    if (target.instanceType.empty() == target.gpuModel.empty())
        return ctx.usage(QStringLiteral(
            "give one target: --instance-type TYPE, or --gpu-model ID [--gpu-count N]"));
    bool ok = true;
    target.gpuCount = args.whole(QStringLiteral("--gpu-count"), &error, &ok).value_or(1);
    const int step = args.whole(QStringLiteral("--step"), &error, &ok).value_or(0);
    if (!ok)
        return ctx.usage(error);
    if (args.has(QStringLiteral("--gpu-count")) && target.instanceType.empty() == false)
        return ctx.usage(QStringLiteral("--gpu-count goes with --gpu-model"));
    if (target.gpuCount < 1 || target.gpuCount > 64)
        return ctx.usage(QStringLiteral("--gpu-count: must be 1 to 64"));
    if (args.has(QStringLiteral("--step")) && (step < 1 || step > 1'000'000))
        return ctx.usage(QStringLiteral("--step: must be 1 to 1000000"));
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    if (!target.instanceType.empty() && !catalog.type(target.instanceType))
        return ctx.usage(
            QStringLiteral("--instance-type: unknown instance type '%1' (see 'gpu-planner "
                           "catalog list')")
                .arg(QString::fromStdString(target.instanceType)));
    if (!target.gpuModel.empty() && !catalog.gpu(target.gpuModel))
        return ctx.usage(QStringLiteral("--gpu-model: unknown GPU model '%1' (the ids of "
                                        "'gpu-planner catalog show TYPE')")
                             .arg(QString::fromStdString(target.gpuModel)));
    const SolveResult result = solve(*w, catalog, *o, target, *variable, step);
    if (!result.ok)
        return ctx.usage(QString::fromStdString(result.error));
    const bool chinese = args.value(QStringLiteral("--lang")).startsWith(QLatin1String("zh"));
    if (args.has(QStringLiteral("--json"))) {
        nlohmann::json out = {
            {"maximize", std::string(toString(result.variable))},
            {"target", result.targetLabel},
            {"model", w->model.id.empty() ? w->model.name : w->model.id},
            {"task", std::string(toString(w->task))},
            {"step", result.step},
            {"range", {{"min", result.minValue}, {"max", result.maxValue}}},
            {"value", result.limit == SolveLimit::NothingFits ? nlohmann::json()
                                                              : nlohmann::json(result.value)},
            {"limit", std::string(toString(result.limit))},
            {"at_value",
             result.atValue ? solvePointJson(*result.atValue, chinese) : nlohmann::json()},
            {"next", result.next ? solvePointJson(*result.next, chinese) : nlohmann::json()},
            {"evaluations", result.evaluations},
            {"summary",
             planwording::solveSummary(result, planwording::languageOf(chinese)).toStdString()}};
        ctx.out << QString::fromStdString(out.dump(2)) << "\n";
        return 0;
    }
    ctx.out << planwording::solveSummary(result, planwording::languageOf(chinese)) << "\n";
    auto describe = [&](const SolvePoint &p) {
        const MemoryBreakdown &g = p.perGpu;
        ctx.out << "  at " << p.value << ": " << formatNumber(p.needGib, 2) << " of "
                << formatNumber(p.usableGib, 2) << " GiB per GPU ("
                << QString::fromStdString(p.view) << "; weights " << formatNumber(g.weightsGib, 2)
                << ", gradients " << formatNumber(g.gradientsGib, 2) << ", optimizer "
                << formatNumber(g.optimizerGib, 2) << ", activations "
                << formatNumber(g.activationsGib, 2) << ", KV cache "
                << formatNumber(g.kvCacheGib, 2) << ", overhead " << formatNumber(g.overheadGib, 2)
                << ") on " << p.gpusUsed << (p.gpusUsed == 1 ? " GPU" : " GPUs") << ", "
                << p.instances << (p.instances == 1 ? " instance" : " instances") << ": "
                << QString::fromLatin1(toString(p.verdict).data()) << "\n";
        for (const Reason &reason : p.reasons)
            ctx.out << "    - " << planwording::reasonText(reason, planwording::languageOf(chinese))
                    << "\n";
    };
    if (result.atValue)
        describe(*result.atValue);
    if (result.next)
        describe(*result.next);
    return 0;
}

int scenarioCommand(const QStringList &argv, Context &ctx)
{
    if (argv.isEmpty() || argv.first() != QLatin1String("new"))
        return ctx.usage(
            QStringLiteral("use 'gpu-planner scenario new <estimate and rank flags> --out FILE'"));
    ctx.command = QStringLiteral("scenario new");
    Args args;
    QString error;
    QMap<QString, bool> flags = rankFlags();
    flags.insert(QStringLiteral("--out"), true);
    flags.insert(QStringLiteral("--name"), true);
    flags.insert(QStringLiteral("--author"), true);
    flags.insert(QStringLiteral("--force"), false);
    if (!args.parse(argv.mid(1), flags, &error))
        return ctx.usage(error);
    if (!args.has(QStringLiteral("--out")))
        return ctx.usage(QStringLiteral("--out FILE is required"));
    const QString out = args.value(QStringLiteral("--out"));
    if (QFileInfo::exists(out) && !args.has(QStringLiteral("--force")))
        return ctx.failure(QStringLiteral("%1 exists; add --force to replace it").arg(out));
    int code = 0;
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return code;
    std::optional<Scenario> base;
    std::optional<Workload> w;
    if (!readWorkload(args, *presets, ctx, &base, &w, &code))
        return code;
    const auto o = planOptionsFromArgs(args, base, *w, &error);
    if (!o)
        return ctx.usage(error);
    Scenario s = base.value_or(newScenario());
    if (base) {
        const Scenario fresh = newScenario();
        s.id = fresh.id;
        s.created = fresh.created;
        s.modified = fresh.modified;
        s.revision = 1;
    }
    s.workload = *w;
    s.plan = *o;
    s.presetId = args.has(QStringLiteral("--model")) ? args.value(QStringLiteral("--model"))
                                                     : (base ? base->presetId : QString());
    if (args.has(QStringLiteral("--params-b")) || args.has(QStringLiteral("--layers")) ||
        args.has(QStringLiteral("--hidden")))
        s.presetId.clear(); // numbers given: keep them rather than the preset
    s.name = args.value(QStringLiteral("--name"),
                        s.name.isEmpty() ? QString::fromStdString(w->model.name) : s.name);
    s.author = args.value(QStringLiteral("--author"),
                          s.author.isEmpty() ? qEnvironmentVariable("USER") : s.author);
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    snapshotPrices(s, repo->catalog()); // the prices this plan is computed with
    if (!saveScenario(out, s, &error))
        return ctx.failure(error);
    ctx.out << "Wrote " << out << " (" << s.name << ", "
            << count(qint64(s.prices.size()), "price", "prices") << " of "
            << QString::fromStdString(s.plan.region) << " saved with it)\n";
    return 0;
}

int estimateCommand(const QStringList &argv, Context &ctx)
{
    Args args;
    int code = 0;
    std::optional<PresetLibrary> presets;
    std::optional<Scenario> scenario;
    std::optional<Workload> w;
    if (!workloadCommand(argv, kEstimateFlags, ctx, &args, &presets, &scenario, &w, &code))
        return code;
    const MemoryEstimate e = estimateMemory(*w);
    const MemoryBreakdown &g = e.perGpu;
    if (args.has(QStringLiteral("--json"))) {
        auto r = [](double v) {
            return std::round(v * 1000) / 1000;
        };
        nlohmann::json out = {
            {"model", w->model.id.empty() ? w->model.name : w->model.id},
            {"task", std::string(toString(w->task))},
            {"per_gpu",
             {{"weights_gib", r(g.weightsGib)},
              {"gradients_gib", r(g.gradientsGib)},
              {"optimizer_gib", r(g.optimizerGib)},
              {"activations_gib", r(g.activationsGib)},
              {"kv_cache_gib", r(g.kvCacheGib)},
              {"overhead_gib", r(g.overheadGib)},
              {"total_gib", r(g.totalGib)},
              {"allocated_gib", r(g.allocatedGib)},
              {"reserved_gib", r(g.reservedGib)},
              {"device_used_gib", r(g.deviceUsedGib)},
              {"fragmentation_gib", r(g.fragmentationGib)},
              {"cache_growth_gib", r(g.cacheGrowthGib)},
              {"cuda_context_gib", r(g.cudaContextGib)},
              {"nccl_gib", r(g.ncclGib)},
              {"compared_view", std::string(toString(g.comparedView))}}},
            {"techniques",
             {{"framework", w->framework},
              {"attention", std::string(toString(w->attention))},
              {"gradient_checkpointing", w->gradientCheckpointing},
              {"chunked_ce", w->chunkedCrossEntropy},
              {"optimizer_in_bwd", w->optimizerInBackward},
              {"activation_offload", w->activationOffload},
              {"offload_optimizer", w->offloadOptimizer},
              {"offload_params", w->offloadParams},
              {"qlora_recipe", w->kbitFp32Upcast ? "peft" : "paper"}}},
            {"host_ram_gib",
             {{"rule_min", r(e.hostRam.ruleMinGib)},
              {"rule_max", r(e.hostRam.ruleMaxGib)},
              {"loader", r(e.hostRam.loaderGib)},
              {"load_phase", r(e.hostRam.loadPhaseGib)},
              {"steady", r(e.hostRam.steadyGib)},
              {"checkpoint_read", r(e.hostRam.checkpointReadGib)},
              {"offload", r(e.hostRam.offloadGib)},
              {"workers", r(e.hostRam.workersGib)},
              {"loader_method",
               planwording::hostRamLoader(e.hostRam, planwording::Language::English).toStdString()},
              {"recommended", r(e.hostRam.recommendedGib)},
              {"reason", planwording::hostRamReason(e.hostRam, planwording::Language::English)
                             .toStdString()}}},
            {"gpus", w->totalGpus()},
            {"assumptions", e.assumptions},
            {"warnings", nlohmann::json::array()}};
        for (const EstimateWarning &warning : e.warnings)
            out["warnings"].push_back({{"code", warning.code}, {"message", warning.message}});
        ctx.out << QString::fromStdString(out.dump(2)) << "\n";
        return 0;
    }
    auto line = [&](const char *label, double v) {
        ctx.out << "  " << QString::fromLatin1(label).leftJustified(16)
                << formatNumber(v, 2).rightJustified(9) << " GiB\n";
    };
    ctx.out << QString::fromStdString(w->model.name) << ", "
            << QString::fromLatin1(toString(w->task).data()) << ", " << w->totalGpus()
            << (w->totalGpus() == 1 ? " GPU" : " GPUs") << "\nPer GPU:\n";
    line("weights", g.weightsGib);
    line("gradients", g.gradientsGib);
    line("optimizer", g.optimizerGib);
    line("activations", g.activationsGib);
    line("KV cache", g.kvCacheGib);
    line("overhead", g.overheadGib);
    line("total", g.totalGib);
    ctx.out << "  (total is the nvidia-smi view on a card just large enough: allocated "
            << formatNumber(g.allocatedGib, 1) << " + fragmentation "
            << formatNumber(g.fragmentationGib, 1) << " + CUDA context "
            << formatNumber(g.cudaContextGib, 1) << " GiB; on a larger card PyTorch may report "
            << formatNumber(g.reservedGib, 1) << " GiB reserved, nvidia-smi "
            << formatNumber(g.deviceUsedGib, 1) << " GiB)\n";
    ctx.out << "Host RAM per node: needs " << formatNumber(e.hostRam.loaderGib, 0) << " GiB";
    if (e.hostRam.ruleMinGib > 0)
        ctx.out << "; " << formatNumber(e.hostRam.ruleMinGib, 0) << "–"
                << formatNumber(e.hostRam.ruleMaxGib, 0)
                << " GiB recommended for the data pipeline";
    ctx.out << ". " << planwording::hostRamReason(e.hostRam, planwording::Language::English)
            << "\n";
    if (!e.assumptions.empty()) {
        ctx.out << "Assumptions:\n";
        for (const std::string &a : e.assumptions)
            ctx.out << "  - " << QString::fromStdString(a) << "\n";
    }
    for (const EstimateWarning &warning : e.warnings)
        ctx.err << "warning: " << QString::fromStdString(warning.message) << "\n";
    return 0;
}

int validateCommand(const QStringList &argv, Context &ctx)
{
    Args args;
    QString error;
    if (!args.parse(argv, {{QStringLiteral("--with-rule"), false}}, &error))
        return ctx.usage(error);
    if (args.positional().size() != 1)
        return ctx.usage(
            QStringLiteral("give one CSV file with the columns of vram-calibration.csv"));
    const QString path = args.positional().first();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return ctx.failure(QStringLiteral("%1: cannot open: %2").arg(path, f.errorString()));
    int code = 0;
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return code;
    const auto result = validateEstimates(f.readAll(), path, *presets, &error);
    if (!result)
        return ctx.failure(error);
    ctx.out << formatCalibrationCsv(*result, args.has(QStringLiteral("--with-rule")));
    if (result->estimated == 0)
        return ctx.failure(
            QStringLiteral("%1: no row could be estimated, so there is no MAPE").arg(path));
    return 0;
}

} // namespace

QString usageText()
{
    return QStringLiteral(
        "Usage: gpu-planner [--catalog FILE] [--overlay FILE] [--lang en|zh_CN] "
        "[FILE.gpuplan.json...]\n"
        "           open the window, with these scenario files open\n"
        "       gpu-planner COMMAND [flags]                            run without a window\n"
        "\n"
        "Commands:\n"
        "  catalog list [--family F] [--gpu-model M] [--min-gpu-memory GIB] [--min-gpus N]\n"
        "               [--region R] [--format table|csv|json]\n"
        "      List instance types; with --region, each pricing mode's price, source and date.\n"
        "  catalog show TYPE            One instance type, its GPU's specs, all prices.\n"
        "  catalog regions              Region ids with their names.\n"
        "  catalog import FILE... [--format auto|instance-types|price|spot-advice|price-csv]\n"
        "               [--region R --instance-type T [--pricing payg|subscription|spot|reserved]\n"
        "                [--unit hour|week|month|year] [--period N]] [--as-of DATE] [--dry-run]\n"
        "      Import DescribeInstanceTypes (pages), DescribePrice, DescribeSpotAdvice JSON or a\n"
        "      price CSV into your overlay. A DescribePrice file needs the request's --region,\n"
        "      --instance-type, --pricing and --unit. A bad file is rejected whole.\n"
        "  catalog refresh --region R [--instance-types A,B,... | --all]\n"
        "               [--pricing payg,subscription,spot] [--stock] [--endpoint URL]\n"
        "               [--rate N] [--overwrite-entered] [--new-types]\n"
        "      Fetch prices from Alibaba Cloud's API (DescribePrice, DescribeSpotAdvice; with\n"
        "      --stock, DescribeAvailableResource: stock per zone) with\n"
        "      your AccessKey (ALIBABA_CLOUD_ACCESS_KEY_ID/_SECRET, ~/.aliyun/config.json or\n"
        "      the keychain) into your overlay, in whole batches. --rate: requests a second\n"
        "      (default 10). Prices entered by hand are kept unless --overwrite-entered.\n"
        "      --new-types: add GPU types the catalog lacks (DescribeInstanceTypes); known\n"
        "      types are not changed. Alone it fetches no prices; add --pricing for them.\n"
        "  catalog set-price TYPE --region R --amount X [--pricing M] [--unit U] [--currency "
        "CNY|USD]\n"
        "               [--as-of DATE] [--note TEXT]\n"
        "      Enter a price by hand (kept in your overlay as user-entered).\n"
        "  catalog check [--today DATE] [--verbose]\n"
        "      Integrity, prices older than 180 days, types without any price. Exit 1 on errors.\n"
        "  catalog reset-overlay --yes  Forget every import and entered price.\n"
        "  catalog build --sources DIR --out FILE\n"
        "      Rebuild catalog.db from the text sources (resources/catalog).\n"
        "  models list [--format table|json]   The model presets and where their configs come "
        "from.\n"
        "  estimate (--model PRESET | --params-b N [--layers N --hidden N --ffn N --heads N "
        "--kv-heads N\n"
        "           --vocab N]) --task inference|lora|qlora|full_ft|pretrain [--precision "
        "fp32|tf32|fp16|bf16|fp8]\n"
        "           [--quant "
        "none|bnb_int8|bnb_nf4|bnb_nf4_dq|bnb_fp4|gptq_int4|gptq_int8|awq_int4]\n"
        "           [--optimizer adamw|adamw_8bit|paged_adamw|paged_adamw_8bit|sgd|adafactor] "
        "[--batch B]\n"
        "           [--seq-len S] [--grad-ckpt] [--grad-accum N] [--gpus N] [--nodes N]\n"
        "           [--sharding none|zero1|zero2|zero3|fsdp] [--tp N] [--pp N]\n"
        "           [--lora-rank R] [--lora-all-linear] [--no-fp32-master]\n"
        "           [--framework hf_peft|trl|torchtune|litgpt|llama_factory|deepspeed_offload]\n"
        "           [--attention eager|sdpa|flash] [--qlora-recipe paper|peft] [--chunked-ce]\n"
        "           [--optimizer-in-bwd] [--activation-offload] [--offload-optimizer]\n"
        "           [--offload-params] (each switch also as --no-..., to override a profile)\n"
        "           [--cuda-context GIB] (measured CUDA context; default 0.5, lazy loading)\n"
        "           [--prompt-len N --output-len N] [--kv-precision P] [--engine "
        "transformers|vllm]\n"
        "           [--gpu-memory GIB] [--gpu-memory-utilization U] [--loading "
        "full-copy|low-memory]\n"
        "           [--max-model-len N] [--max-num-seqs N] [--max-num-batched-tokens N]\n"
        "           [--workers N] [--json]\n"
        "      Per-GPU memory with its breakdown, host RAM and the assumptions made.\n"
        "  validate-estimates FILE.csv [--with-rule]\n"
        "      Compare estimates with measured runs (columns of vram-calibration.csv); prints\n"
        "      id, estimate_gib, measured_gib, error_pct, skipped and 'MAPE: X% over N rows'.\n"
        "  rank <estimate flags> | --scenario FILE [--tokens N | --samples N] [--epochs E]\n"
        "       [--region R] [--pricing payg|subscription|spot|reserved] [--sort cost|time|value]\n"
        "       [--top N] [--format table|csv|json] [--headroom PCT] [--mfu F] [--max-nodes N]\n"
        "       [--max-gpus N] [--families a,b] [--budget X] [--deadline-hours H]\n"
        "       [--currency CNY|USD] [--cny-per-usd R] [--spot-discount PCT]\n"
        "       [--interruption-rate PCT] [--checkpoint-minutes M] [--restart-minutes M]\n"
        "       [--checkpoint-interval-hours H] [--serving-hours H] [--months N] [--lang zh_CN]\n"
        "      Fit, time and cost on every instance type, ranked, with the Pareto front and "
        "findings.\n"
        "  solve --maximize batch|seq-len|concurrency <estimate flags>\n"
        "        (--instance-type TYPE | --gpu-model ID [--gpu-count N]) [--step N] [--json]\n"
        "      The largest batch, longest sequence or most concurrent sequences that fit the\n"
        "      target by the rule 'rank' uses ('solve --help').\n"
        "  scenario new <estimate and rank flags> --out FILE [--name N] [--author A] [--force]\n"
        "      Write a scenario file (*.gpuplan.json) with today's prices.\n"
        "  report --scenario FILE --out OUT [--format pdf|csv|json|md] [--lang zh_CN|en] [--top "
        "N]\n"
        "      A PDF report, or the comparison table as CSV, JSON or Markdown.\n"
        "  library list|diff|share|open|trash|restore … [--dir FOLDER]\n"
        "      The team library (folder from --dir or GPU_PLANNER_LIBRARY): list and search,\n"
        "      diff two scenarios or saved prices against today's, share codes, the trash.\n"
        "\n"
        "Global flags: --catalog FILE (or GPU_PLANNER_CATALOG), --overlay FILE (or "
        "GPU_PLANNER_OVERLAY)\n"
        "  --help, --version\n");
}

bool isCliCommand(const QString &firstArgument)
{
    return firstArgument == QLatin1String("catalog") || firstArgument == QLatin1String("models") ||
           firstArgument == QLatin1String("estimate") ||
           firstArgument == QLatin1String("validate-estimates") ||
           firstArgument == QLatin1String("rank") || firstArgument == QLatin1String("solve") ||
           firstArgument == QLatin1String("scenario") || firstArgument == QLatin1String("report") ||
           firstArgument == QLatin1String("library") || firstArgument == QLatin1String("--help") ||
           firstArgument == QLatin1String("-h") || firstArgument == QLatin1String("--version") ||
           firstArgument == QLatin1String("help") || firstArgument == QLatin1String("--help-man");
}

int runCli(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Context ctx{out, err, QString()};
    if (arguments.isEmpty())
        return ctx.usage(QStringLiteral("no command"));
    const QString cmd = arguments.first();
    if (cmd == QLatin1String("--help") || cmd == QLatin1String("-h") ||
        cmd == QLatin1String("help")) {
        out << usageText();
        return 0;
    }
    if (cmd == QLatin1String("--help-man")) { // hidden: the build makes gpu-planner.1 with it
        out << manPage();
        return 0;
    }
    if (cmd == QLatin1String("--version")) {
        out << "gpu-planner " << QCoreApplication::applicationVersion() << "\n";
        return 0;
    }
    ctx.command = cmd;
    if (cmd == QLatin1String("catalog"))
        return catalogCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("models"))
        return modelsCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("estimate"))
        return estimateCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("validate-estimates"))
        return validateCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("rank"))
        return rankCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("solve"))
        return solveCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("scenario"))
        return scenarioCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("report"))
        return cli::reportCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("library"))
        return cli::libraryCommand(arguments.mid(1), ctx);
    return ctx.usage(QStringLiteral("unknown command '%1'").arg(cmd));
}

} // namespace gpuplanner
