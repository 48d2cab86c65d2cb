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

// A field name of `catalog show`, padded to its column ("  memory          ").
QString label(const QString &name)
{
    qsizetype width = 0; // Chinese characters take two columns
    for (const QChar c : name)
        width += c.unicode() >= 0x2E80 ? 2 : 1;
    return QStringLiteral("  ") + name +
           QString(std::max<qsizetype>(1, 16 - width), QLatin1Char(' '));
}

// "1 family", "35 families" ("famil(y/ies)" is not a "(s)" plural).
QString families(qsizetype n)
{
    return n == 1 ? QCoreApplication::translate("cli", "1 family")
                  : QCoreApplication::translate("cli", "%1 families").arg(n);
}

QString plural(const char *text, qsizetype n)
{
    return QCoreApplication::translate("cli", text, nullptr, int(n));
}

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

} // namespace

int catalogList(const Args &args, Context &ctx)
{
    QString error;
    bool ok = true;
    CatalogListFilter filter;
    filter.family = args.value(QStringLiteral("--family"));
    filter.gpuModel = args.value(QStringLiteral("--gpu-model"));
    filter.minGpuMemoryGib = args.number(QStringLiteral("--min-gpu-memory"), &error, &ok);
    filter.minGpus = args.whole(QStringLiteral("--min-gpus"), &error, &ok);
    if (!ok)
        return ctx.usage(error);
    int code = 0;
    const auto formatText = outputFormat(args, ctx, &code, QString()); // --format, or --json
    if (!formatText)
        return code;
    const auto format = listFormat(*formatText);
    if (!format)
        return ctx.usage(
            QCoreApplication::translate("cli", "--format: '%1' is not table, csv or json")
                .arg(*formatText));
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    const QString region = args.value(QStringLiteral("--region"));
    if (!region.isEmpty() && !catalog.region(region.toStdString()))
        return ctx.usage(
            QCoreApplication::translate(
                "cli", "--region: unknown region '%1' (see 'gpu-planner catalog regions')")
                .arg(region));
    if (!filter.family.isEmpty() && !catalog.family(filter.family.toStdString()))
        return ctx.usage(
            QCoreApplication::translate("cli", "--family: unknown instance family '%1'")
                .arg(filter.family));
    ctx.out << formatCatalogList(catalog, filterTypes(catalog, filter), region, *format,
                                 QDate::currentDate());
    return 0;
}

int catalogShow(const Args &args, Context &ctx)
{
    QString error;
    if (args.positional().size() != 1)
        return ctx.usage(QCoreApplication::translate(
            "cli", "give one instance type, e.g. ecs.gn7i-c8g1.2xlarge"));
    int code = 0;
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    const std::string id = args.positional().first().toStdString();
    const InstanceType *t = catalog.type(id);
    if (!t)
        return ctx.failure(QCoreApplication::translate("cli", "unknown instance type '%1'")
                               .arg(args.positional().first()));
    auto q = [](const std::string &s) {
        return QString::fromStdString(s);
    };
    auto undocumented = [&](const std::string &s) {
        return s.empty() ? QCoreApplication::translate("cli", "(undocumented)") : q(s);
    };
    ctx.out << q(t->id) << "  (" << q(t->familyId) << ", " << q(std::string(toString(t->origin)))
            << ")\n"
            << label(QCoreApplication::translate("cli", "vCPU")) << t->vcpu << "\n"
            << label(QCoreApplication::translate("cli", "memory")) << formatNumber(t->memoryGib)
            << " GiB\n"
            << label(QCoreApplication::translate("cli", "GPU")) << t->gpuCount << " x "
            << (t->gpuLabel.empty() ? QCoreApplication::translate("cli", "(not named)")
                                    : q(t->gpuLabel))
            << ", "
            << QCoreApplication::translate("cli", "%1 GiB each").arg(formatNumber(t->gpuMemoryGib))
            << "\n"
            << label(QCoreApplication::translate("cli", "GPU share"))
            << (t->gpuFraction ? formatNumber(*t->gpuFraction, 4)
                               : QCoreApplication::translate("cli", "(undocumented)"))
            << "\n"
            << label(QCoreApplication::translate("cli", "interconnect"))
            << undocumented(t->interconnect) << "\n"
            << label(QCoreApplication::translate("cli", "network"))
            << (t->networkGbps ? formatNumber(*t->networkGbps) + QStringLiteral(" Gbit/s")
                               : QCoreApplication::translate("cli", "(undocumented)"))
            << "\n"
            << label(QCoreApplication::translate("cli", "RDMA"))
            << (t->rdma.empty() ? QCoreApplication::translate("cli", "(none documented)")
                                : q(t->rdma))
            << "\n"
            << label(QCoreApplication::translate("cli", "local storage"))
            << (t->localStorage.empty() ? QCoreApplication::translate("cli", "(none)")
                                        : q(t->localStorage))
            << "\n"
            << label(QCoreApplication::translate("cli", "source")) << q(t->sourceUrl) << "\n"
            << label(QCoreApplication::translate("cli", "notes")) << q(t->notes) << "\n";
    if (const GpuModel *g = catalog.gpuOf(*t)) {
        auto n = [&](const std::optional<double> &v, const QString &unit) {
            return v ? formatNumber(*v) + QLatin1Char(' ') + unit
                     : QCoreApplication::translate("cli", "(undocumented)");
        };
        auto tri = [](Tristate v) {
            return v == Tristate::Unknown ? QCoreApplication::translate("cli", "(undocumented)")
                   : v == Tristate::Yes   ? QCoreApplication::translate("cli", "yes")
                                          : QCoreApplication::translate("cli", "no");
        };
        ctx.out << QCoreApplication::translate("cli", "GPU model %1 [%2]").arg(q(g->name), q(g->id))
                << "\n"
                << label(QCoreApplication::translate("cli", "architecture"))
                << undocumented(g->architecture) << "\n"
                << label(QCoreApplication::translate("cli", "memory"))
                << n(g->memoryGib, QStringLiteral("GiB")) << "\n"
                << label(QCoreApplication::translate("cli", "bandwidth"))
                << n(g->memoryBandwidthGBs, QStringLiteral("GB/s")) << "\n"
                << label(QCoreApplication::translate("cli", "FP32"))
                << n(g->fp32Tflops, QStringLiteral("TFLOPS")) << "\n"
                << label(QCoreApplication::translate("cli", "FP16 tensor"))
                << n(g->fp16TensorTflopsDense, QCoreApplication::translate("cli", "TFLOPS (dense)"))
                << "\n"
                << label(QCoreApplication::translate("cli", "BF16 / FP8")) << tri(g->bf16) << " / "
                << tri(g->fp8) << "\n"
                << label(QCoreApplication::translate("cli", "INT8"))
                << n(g->int8TopsDense, QCoreApplication::translate("cli", "TOPS (dense)")) << "\n"
                << label(QCoreApplication::translate("cli", "NVLink"))
                << n(g->nvlinkGBs, QStringLiteral("GB/s")) << "\n"
                << label(QCoreApplication::translate("cli", "source")) << q(g->sourceUrl) << "\n";
        if (!g->notes.empty())
            ctx.out << label(QCoreApplication::translate("cli", "notes")) << q(g->notes) << "\n";
    }
    const auto prices = catalog.pricesOf(t->id);
    ctx.out << QCoreApplication::translate("cli", "Prices:") << " "
            << (prices.empty() ? QCoreApplication::translate("cli", "none (import one or enter it)")
                               : QString())
            << "\n";
    const QDate today = QDate::currentDate();
    for (const Price *p : prices) {
        ctx.out << "  " << q(p->regionId) << "  " << q(std::string(toString(p->mode))) << "  "
                << formatNumber(p->amount, 4) << ' ' << q(p->currency) << '/'
                << q(std::string(toString(p->unit))) << "  " << q(std::string(toString(p->kind)))
                << ", " << q(p->asOf)
                << (isStale(*p, today) ? QCoreApplication::translate("cli", " (stale)") : QString())
                << "  " << q(p->source) << "\n";
    }
    for (const SpotAdvice *s : catalog.spotAdviceOf(t->id)) {
        ctx.out << "  "
                << QCoreApplication::translate(
                       "cli", "spot %1/%2: about %3% of pay-as-you-go, interruption %4, %5")
                       .arg(q(s->regionId), q(s->zoneId), formatNumber(s->averageDiscountPct),
                            s->interruptionRateDesc.empty() ? QStringLiteral("?")
                                                            : q(s->interruptionRateDesc),
                            q(s->asOf))
                << "\n";
    }
    for (const ZoneStock *s : catalog.stockOf(t->id))
        ctx.out << "  "
                << QCoreApplication::translate("cli", "stock %1/%2: %3, %4")
                       .arg(q(s->regionId), q(s->zoneId), q(s->status), q(s->asOf))
                << "  " << q(s->source) << "\n";
    return 0;
}

int catalogRegions(const Args &args, Context &ctx)
{
    QString error;
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

int catalogImport(const Args &args, Context &ctx)
{
    QString error;
    if (args.positional().isEmpty())
        return ctx.usage(QCoreApplication::translate("cli", "give one or more files to import"));
    ImportOptions options;
    if (args.has(QStringLiteral("--format"))) {
        const auto f = importFormatFromString(args.value(QStringLiteral("--format")));
        if (!f)
            return ctx.usage(
                QCoreApplication::translate(
                    "cli",
                    "--format: '%1' is not auto, instance-types, price, spot-advice or price-csv")
                    .arg(args.value(QStringLiteral("--format"))));
        options.format = *f;
    }
    if (args.has(QStringLiteral("--as-of"))) {
        options.asOf = args.value(QStringLiteral("--as-of")).toStdString();
        if (!isValidIsoDate(options.asOf))
            return ctx.usage(
                QCoreApplication::translate("cli", "--as-of: '%1' is not a date (YYYY-MM-DD)")
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
            return ctx.usage(QCoreApplication::translate(
                "cli", "a DescribePrice import needs --region and --instance-type"));
        const auto mode = pricingModeFromString(
            args.value(QStringLiteral("--pricing"), QStringLiteral("payg")).toStdString());
        if (!mode)
            return ctx.usage(pricingChoiceError(args.value(QStringLiteral("--pricing"))));
        req.mode = *mode;
        const QString defaultUnit =
            QString::fromLatin1(toString(pricingModeInfo(req.mode).defaultUnit));
        const QString unitText =
            args.has(QStringLiteral("--unit")) ? args.value(QStringLiteral("--unit")) : defaultUnit;
        const auto unit = priceUnitFromString(unitText.toStdString());
        if (!unit)
            return ctx.usage(
                QCoreApplication::translate("cli", "--unit: '%1' is not hour, week, month or year")
                    .arg(unitText));
        req.unit = *unit;
        bool ok = true;
        req.period = args.whole(QStringLiteral("--period"), &error, &ok).value_or(1);
        if (!ok || req.period < 1)
            return ctx.usage(
                error.isEmpty() ? QCoreApplication::translate("cli", "--period: must be at least 1")
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
            return ctx.failure(error + QLatin1Char('\n') +
                               QCoreApplication::translate("cli", "Nothing was imported."));
    } else {
        outcome = repo->importFiles(args.positional(), options);
        if (!outcome)
            return ctx.failure(repo->errorString() + QLatin1Char('\n') +
                               QCoreApplication::translate("cli", "Nothing was imported."));
    }
    for (const QString &line : outcome->summary)
        ctx.out << line << "\n";
    if (args.has(QStringLiteral("--dry-run")))
        ctx.out << QCoreApplication::translate("cli", "Dry run: nothing was written.") << "\n";
    else
        ctx.out << QCoreApplication::translate("cli", "Imported into %1").arg(repo->overlayPath())
                << "\n";
    return 0;
}

int catalogSetPrice(const Args &args, Context &ctx)
{
    QString error;
    if (args.positional().size() != 1)
        return ctx.usage(QCoreApplication::translate("cli", "give one instance type"));
    Price p;
    p.instanceTypeId = args.positional().first().toStdString();
    p.regionId = args.value(QStringLiteral("--region")).toStdString();
    if (p.regionId.empty())
        return ctx.usage(QCoreApplication::translate("cli", "--region is required"));
    const auto mode = pricingModeFromString(
        args.value(QStringLiteral("--pricing"), QStringLiteral("payg")).toStdString());
    if (!mode)
        return ctx.usage(pricingChoiceError(args.value(QStringLiteral("--pricing"))));
    p.mode = *mode;
    const auto unit = priceUnitFromString(
        args.value(QStringLiteral("--unit"),
                   QString::fromLatin1(toString(pricingModeInfo(p.mode).defaultUnit)))
            .toStdString());
    if (!unit)
        return ctx.usage(
            QCoreApplication::translate("cli", "--unit: '%1' is not hour, week, month or year")
                .arg(args.value(QStringLiteral("--unit"))));
    p.unit = *unit;
    bool ok = true;
    const auto amount = args.number(QStringLiteral("--amount"), &error, &ok);
    if (!ok)
        return ctx.usage(error);
    if (!amount || !(*amount > 0))
        return ctx.usage(
            QCoreApplication::translate("cli", "--amount: a price greater than 0 is required"));
    p.amount = *amount;
    p.currency = args.value(QStringLiteral("--currency"), QStringLiteral("CNY")).toStdString();
    if (p.currency != "CNY" && p.currency != "USD")
        return ctx.usage(QCoreApplication::translate("cli", "--currency: '%1' is not CNY or USD")
                             .arg(QString::fromStdString(p.currency)));
    p.asOf = args.value(QStringLiteral("--as-of"), QDate::currentDate().toString(Qt::ISODate))
                 .toStdString();
    if (!isValidIsoDate(p.asOf))
        return ctx.usage(QCoreApplication::translate("cli", "--as-of: '%1' is not a date")
                             .arg(QString::fromStdString(p.asOf)));
    p.source = "entered by the user";
    p.notes = args.value(QStringLiteral("--note")).toStdString();
    int code = 0;
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    if (!repo->setUserPrice(p))
        return ctx.failure(repo->errorString());
    ctx.out << QCoreApplication::translate("cli", "Saved %1 %2/%3 for %4 in %5 into %6")
                   .arg(formatNumber(p.amount, 4), QString::fromStdString(p.currency),
                        QString::fromLatin1(toString(p.unit).data()), args.positional().first(),
                        QString::fromStdString(p.regionId), repo->overlayPath())
            << "\n";
    return 0;
}

int catalogResetOverlay(const Args &args, Context &ctx)
{
    QString error;
    const QString path = resolveOverlayPath(args.value(QStringLiteral("--overlay")));
    if (!args.has(QStringLiteral("--yes")))
        return ctx.usage(
            QCoreApplication::translate(
                "cli", "this deletes every imported or entered row in %1; add --yes to confirm")
                .arg(path));
    QString err;
    QString backup;
    if (!CatalogDatabase::resetOverlay(path, &err, &backup))
        return ctx.failure(err);
    if (backup.isEmpty())
        ctx.out << QCoreApplication::translate("cli",
                                               "Removed %1; the shipped catalog is used alone.")
                       .arg(path);
    else
        ctx.out << QCoreApplication::translate(
                       "cli", "Moved %1 to %2 (a backup copy); the shipped catalog is used alone.")
                       .arg(path, backup);
    ctx.out << "\n";
    return 0;
}

int catalogCheck(const Args &args, Context &ctx)
{
    QString error;
    QDate today = QDate::currentDate();
    if (args.has(QStringLiteral("--today"))) {
        today = QDate::fromString(args.value(QStringLiteral("--today")), Qt::ISODate);
        if (!today.isValid())
            return ctx.usage(
                QCoreApplication::translate("cli", "--today: '%1' is not a date (YYYY-MM-DD)")
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
        const QString line = f.severity == CheckFinding::Severity::Error
                                 ? QCoreApplication::translate("cli", "error: %1: %2")
                             : f.severity == CheckFinding::Severity::Warning
                                 ? QCoreApplication::translate("cli", "warning: %1: %2")
                                 : QCoreApplication::translate("cli", "info: %1: %2");
        ctx.out << line.arg(f.subject, f.message) << "\n";
    }
    const QString sep = QCoreApplication::translate("cli", ", "); // between counts
    ctx.out
        << QCoreApplication::translate("cli", "Catalog %1 (data of %2), overlay %3 (%4)")
               .arg(repo->shippedPath(), QString::fromStdString(catalog.data().dataDate),
                    repo->overlayPath(),
                    plural(QT_TRANSLATE_N_NOOP("cli", "%n row(s)"), repo->overlayRowCount()))
        << "\n"
        << plural(QT_TRANSLATE_N_NOOP("cli", "%n instance type(s)"), catalog.types().size()) << sep
        << families(catalog.families().size()) << sep
        << plural(QT_TRANSLATE_N_NOOP("cli", "%n GPU model(s)"), catalog.gpus().size()) << sep
        << plural(QT_TRANSLATE_N_NOOP("cli", "%n price(s)"), catalog.prices().size()) << sep
        << plural(QT_TRANSLATE_N_NOOP("cli", "%n spot advice row(s)"), catalog.spotAdvice().size())
        << "\n"
        << plural(QT_TRANSLATE_N_NOOP("cli", "%n error(s)"), report.errors) << sep
        << plural(QT_TRANSLATE_N_NOOP("cli", "%n price(s) older than 180 days"), report.stalePrices)
        << sep
        << plural(QT_TRANSLATE_N_NOOP("cli", "%n type(s) without any price"), report.unpricedTypes)
        << "\n";
    if (!verbose && (report.unpricedTypes > 0 || report.stalePrices > 0))
        ctx.out << QCoreApplication::translate(
                       "cli", "(--verbose lists the stale prices and the types without a price)")
                << "\n";
    return report.errors > 0 ? kFailure : 0;
}

int catalogBuild(const Args &args, Context &ctx)
{
    QString error;
    if (!args.has(QStringLiteral("--sources")) || !args.has(QStringLiteral("--out")))
        return ctx.usage(
            QCoreApplication::translate("cli", "--sources DIR and --out FILE are required"));
    CatalogData data;
    if (!readCatalogSources(args.value(QStringLiteral("--sources")), &data, &error))
        return ctx.failure(error);
    if (!CatalogDatabase::writeShipped(args.value(QStringLiteral("--out")), data, &error))
        return ctx.failure(error);
    const CheckReport report = checkCatalog(Catalog(data), QDate::currentDate());
    if (report.errors > 0) {
        for (const CheckFinding &f : report.findings) {
            if (f.severity == CheckFinding::Severity::Error)
                ctx.err
                    << QCoreApplication::translate("cli", "error: %1: %2").arg(f.subject, f.message)
                    << "\n";
        }
        return ctx.failure(plural(
            QT_TRANSLATE_N_NOOP("cli", "the sources have %n integrity error(s)"), report.errors));
    }
    ctx.out << QCoreApplication::translate("cli", "Wrote %1: %2, %3, %4, %5, %6")
                   .arg(
                       args.value(QStringLiteral("--out")),
                       plural(QT_TRANSLATE_N_NOOP("cli", "%n instance type(s)"), data.types.size()),
                       families(data.families.size()),
                       plural(QT_TRANSLATE_N_NOOP("cli", "%n GPU model(s)"), data.gpus.size()),
                       plural(QT_TRANSLATE_N_NOOP("cli", "%n region(s)"), data.regions.size()),
                       plural(QT_TRANSLATE_N_NOOP("cli", "%n price(s)"), data.prices.size()))
            << "\n";
    return 0;
}

} // namespace gpuplanner::cli
