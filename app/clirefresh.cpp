// `gpu-planner catalog refresh`: prices (and spot advice) of one region fetched from
// Alibaba Cloud's API with the user's own AccessKey, into the overlay
// (models/refresh/pricerefresh.h).
#include "aliyunclient.h"
#include "aliyuncredentials.h"
#include "clicommon.h"
#include "plaintext.h"
#include "pricerefresh.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <cstdio>
#include <unistd.h>

namespace gpuplanner::cli {

namespace {

// The AccessKey ID is not a secret, but a shortened one is enough to tell keys apart.
QString maskedId(const QString &id)
{
    return id.size() <= 8 ? QStringLiteral("****")
                          : id.left(4) + QStringLiteral("****") + id.right(4);
}

// The request and the client options from the flags; the problem when a flag is wrong.
QString refreshFromArgs(const Args &args, const QString &region, RefreshRequest &request,
                        aliyun::ClientOptions &options)
{
    request.regionId = region.toStdString();
    request.payg = request.subscription = request.spot = false;
    // --new-types alone fetches only the list of instance types; prices come with --pricing.
    request.newTypes = args.has(QStringLiteral("--new-types"));
    const QString pricing = args.value(QStringLiteral("--pricing"),
                                       request.newTypes && !args.has(QStringLiteral("--pricing"))
                                           ? QString()
                                           : QStringLiteral("payg,subscription"));
    for (const QString &mode : pricing.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (mode == QLatin1String("payg"))
            request.payg = true;
        else if (mode == QLatin1String("subscription"))
            request.subscription = true;
        else if (mode == QLatin1String("spot"))
            request.spot = true;
        else
            return QCoreApplication::translate("cli",
                                               "--pricing: '%1' is not payg, subscription or spot")
                .arg(mode);
    }
    if (!request.payg && !request.subscription && !request.spot && !request.newTypes)
        return QCoreApplication::translate("cli", "--pricing: give payg, subscription and/or spot");
    options.endpoint = aliyun::defaultEndpoint(region);
    if (args.has(QStringLiteral("--endpoint"))) {
        const QUrl url(args.value(QStringLiteral("--endpoint")), QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty() ||
            (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http")))
            return QCoreApplication::translate("cli", "--endpoint: '%1' is not an http(s) URL")
                .arg(args.value(QStringLiteral("--endpoint")));
        // Refused here, before any credential is looked up or any request made.
        if (!aliyun::secureEndpoint(url))
            return QCoreApplication::translate(
                       "cli", "--endpoint: '%1' is not https; credentials are only sent over "
                              "https (plain http only to a loopback address, for tests)")
                .arg(args.value(QStringLiteral("--endpoint")));
        options.endpoint = url;
    }
    if (args.has(QStringLiteral("--rate"))) {
        bool ok = false;
        const double rate = args.value(QStringLiteral("--rate")).toDouble(&ok);
        if (!ok || !(rate >= 0.1 && rate <= 1000))
            return QCoreApplication::translate("cli",
                                               "--rate: '%1' is not a number of requests a second "
                                               "from 0.1 to 1000")
                .arg(args.value(QStringLiteral("--rate")));
        options.ratePerSecond = rate;
    }
    request.overwriteUserPrices = args.has(QStringLiteral("--overwrite-entered"));
    request.stock = args.has(QStringLiteral("--stock"));
    if (request.newTypes && !request.payg && !request.subscription && !request.spot &&
        args.has(QStringLiteral("--instance-types")))
        return QCoreApplication::translate("cli",
                                           "--instance-types needs --pricing with --new-types");
    return {};
}

// --instance-types, each in the catalog; the problem when one is not.
QString instanceTypesFromArgs(const Args &args, const Catalog &catalog, RefreshRequest &request)
{
    if (args.has(QStringLiteral("--instance-types"))) {
        QStringList unknown;
        for (const QString &t : args.value(QStringLiteral("--instance-types"))
                                    .split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::string id = t.trimmed().toStdString();
            if (!catalog.type(id))
                unknown << t.trimmed();
            else if (std::find(request.instanceTypes.begin(), request.instanceTypes.end(), id) ==
                     request.instanceTypes.end())
                request.instanceTypes.push_back(id);
        }
        if (!unknown.isEmpty())
            return QCoreApplication::translate("cli",
                                               "--instance-types: not in the catalog: %1 (see "
                                               "'gpu-planner catalog list')")
                .arg(unknown.join(QStringLiteral(", ")));
        if (request.instanceTypes.empty())
            return QCoreApplication::translate("cli",
                                               "--instance-types: give at least one instance type");
    }
    return {};
}

// What the refresh did: failures on stderr, counts on stdout.
void printSummary(const RefreshSummary &s, const RefreshRequest &request,
                  const QString &overlayPath, Context &ctx)
{
    // The failure that stopped the refresh is said once, below.
    const qsizetype shown = s.fatal.isEmpty() ? s.failures.size() : s.failures.size() - 1;
    for (qsizetype i = 0; i < shown; ++i)
        ctx.err << QCoreApplication::translate("cli", "failed: %1")
                       .arg(terminalSafe(s.failures[i].text(), false, 500))
                << "\n";
    if (request.newTypes) {
        ctx.out << QCoreApplication::translate("cli", "%n new instance type(s) added", nullptr,
                                               int(s.typesAdded));
        if (s.typesDiffering > 0)
            ctx.out << QCoreApplication::translate(
                           "cli",
                           "; %n type(s) of the catalog differ from the API and were not "
                           "changed (%1)",
                           nullptr, int(s.typesDiffering))
                           .arg(s.differingTypes.join(QStringLiteral(", ")));
        ctx.out << "\n";
    }
    ctx.out << QCoreApplication::translate("cli", "%n price(s)", nullptr, int(s.pricesUpdated))
            << QCoreApplication::translate("cli", ", ")
            << QCoreApplication::translate("cli", "%n spot advice row(s)", nullptr,
                                           int(s.spotUpdated))
            << QCoreApplication::translate("cli", " and ")
            << QCoreApplication::translate("cli", "%n stock row(s) updated, ", nullptr,
                                           int(s.stockUpdated))
            << QCoreApplication::translate("cli", "%1 failed, ").arg(s.failures.size())
            << QCoreApplication::translate("cli", "%n price(s) entered by hand kept; ", nullptr,
                                           int(s.keptUserPrices))
            << (s.batchesCommitted == 1
                    ? QCoreApplication::translate("cli", "1 batch saved to %1").arg(overlayPath)
                    : QCoreApplication::translate("cli", "%1 batches saved to %2")
                          .arg(s.batchesCommitted)
                          .arg(overlayPath))
            << QCoreApplication::translate("cli", " in %1 s (%2 HTTP requests)\n")
                   .arg(QString::number(s.elapsedMs / 1000.0, 'f', 1))
                   .arg(s.callsSent);
}

} // namespace

int catalogRefresh(const Args &args, Context &ctx)
{
    QString error;
    aliyun::CredentialSources sources;
    sources.aliyunConfigPath = aliyun::defaultAliyunConfigPath();
    sources.profile = args.value(QStringLiteral("--profile"));
    // As the aliyun CLI: --region, the profile's region_id, then ALIBABA_CLOUD_REGION_ID.
    QString region = args.value(QStringLiteral("--region"));
    QString regionFrom = QStringLiteral("--region");
    if (region.isEmpty() && !args.has(QStringLiteral("--region"))) {
        region = aliyun::profileRegion(sources);
        regionFrom = QCoreApplication::translate("cli", "region_id of the aliyun CLI profile");
        if (region.isEmpty()) {
            region = qEnvironmentVariable("ALIBABA_CLOUD_REGION_ID").trimmed();
            regionFrom = QStringLiteral("ALIBABA_CLOUD_REGION_ID");
        }
    }
    if (region.isEmpty())
        return ctx.usage(QCoreApplication::translate(
            "cli", "--region is required (or region_id in the aliyun CLI profile, or "
                   "ALIBABA_CLOUD_REGION_ID), e.g. --region cn-hangzhou"));
    if (args.has(QStringLiteral("--all")) && args.has(QStringLiteral("--instance-types")))
        return ctx.usage(
            QCoreApplication::translate("cli", "give --instance-types or --all, not both"));

    RefreshRequest request;
    aliyun::ClientOptions options;
    if (const QString problem = refreshFromArgs(args, region, request, options); !problem.isEmpty())
        return ctx.usage(problem);

    int code = 0;
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    if (!repo->catalog().region(request.regionId))
        return ctx.usage(
            regionFrom == QLatin1String("--region")
                ? QCoreApplication::translate(
                      "cli", "--region: unknown region '%1' (see 'gpu-planner catalog regions')")
                      .arg(region)
                : QCoreApplication::translate("cli", "unknown region '%1' from %2 (see "
                                                     "'gpu-planner catalog regions')")
                      .arg(region, regionFrom));
    if (const QString problem = instanceTypesFromArgs(args, repo->catalog(), request);
        !problem.isEmpty())
        return ctx.usage(problem);

    aliyun::KeychainStore keychain;
    if (qEnvironmentVariable("GPU_PLANNER_KEYCHAIN") != QLatin1String("off"))
        sources.store = &keychain;
    const auto credentials = aliyun::resolveCredentials(sources, &error);
    if (!credentials)
        return ctx.failure(error + QLatin1Char('\n') +
                           QCoreApplication::translate("cli", "Nothing was changed."));
    for (const QString &warning : credentials->warnings)
        ctx.err << terminalSafe(QCoreApplication::translate("cli", "warning: %1").arg(warning))
                << "\n";

    aliyun::Client client(*credentials, options);
    PriceRefresh refresh(&client, repo->snapshot(), request,
                         [&repo](const CatalogData &rows, QString *err) {
                             if (repo->store(rows))
                                 return true;
                             *err = repo->errorString();
                             return false;
                         });
    const bool terminal = isatty(fileno(stderr));
    if (terminal) {
        QObject::connect(&refresh, &PriceRefresh::progress, [&ctx](int done, int total) {
            ctx.err << "\r"
                    << QCoreApplication::translate("cli", "%1/%2 requests answered")
                           .arg(done)
                           .arg(total)
                    << Qt::flush;
        });
    }
    ctx.out << QCoreApplication::translate(
                   "cli", "Refreshing %1 from %2 with the AccessKey %3 (%4): %5 requests\n")
                   .arg(region, options.endpoint.toString(), maskedId(credentials->accessKeyId),
                        aliyun::originText(credentials->origin))
                   .arg(refresh.totalCalls())
            << Qt::flush;
    QEventLoop loop;
    QObject::connect(&refresh, &PriceRefresh::finished, &loop, &QEventLoop::quit);
    refresh.start();
    if (refresh.isRunning())
        loop.exec();
    if (terminal)
        ctx.err << "\n";
    const RefreshSummary &s = refresh.summary();
    printSummary(s, request, repo->overlayPath(), ctx);
    if (!s.fatal.isEmpty())
        return ctx.failure(
            QCoreApplication::translate("cli", "stopped: %1\n%2")
                .arg(s.fatal,
                     s.batchesCommitted == 0
                         ? QCoreApplication::translate("cli", "Nothing was changed.")
                         : QCoreApplication::translate("cli", "Only whole batches were saved.")));
    return s.failures.isEmpty() ? 0 : kFailure;
}

} // namespace gpuplanner::cli
