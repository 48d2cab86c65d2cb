#include "pricerefresh.h"

#include "importers.h"
#include "inputlabels.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

namespace gpuplanner {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString modeText(PricingMode mode)
{
    return InputLabels::pricingInSentence(mode);
}

} // namespace

std::optional<std::vector<ZoneStock>>
parseAvailableResource(const QByteArray &body, const Catalog &catalog, const std::string &regionId,
                       const std::vector<std::string> &only, QString *error)
{
    const QJsonObject root = QJsonDocument::fromJson(body).object();
    const QJsonValue zones = root.value(QStringLiteral("AvailableZones"))
                                 .toObject()
                                 .value(QStringLiteral("AvailableZone"));
    if (!zones.isArray()) {
        *error = QCoreApplication::translate("PriceRefresh",
                                             "AvailableZones.AvailableZone: missing or not a list");
        return std::nullopt;
    }
    std::vector<ZoneStock> out;
    const QJsonArray zoneList = zones.toArray();
    for (qsizetype z = 0; z < zoneList.size(); ++z) {
        const QJsonObject zone = zoneList[z].toObject();
        const QString zoneId = zone.value(QStringLiteral("ZoneId")).toString();
        if (zoneId.isEmpty()) {
            *error = QCoreApplication::translate("PriceRefresh",
                                                 "AvailableZones.AvailableZone[%1].ZoneId: missing")
                         .arg(z);
            return std::nullopt;
        }
        const QJsonArray resources = zone.value(QStringLiteral("AvailableResources"))
                                         .toObject()
                                         .value(QStringLiteral("AvailableResource"))
                                         .toArray();
        for (const QJsonValue &r : resources) {
            if (r.toObject().value(QStringLiteral("Type")).toString() !=
                QLatin1String("InstanceType"))
                continue;
            const QJsonArray supported = r.toObject()
                                             .value(QStringLiteral("SupportedResources"))
                                             .toObject()
                                             .value(QStringLiteral("SupportedResource"))
                                             .toArray();
            for (const QJsonValue &s : supported) {
                const std::string type =
                    s.toObject().value(QStringLiteral("Value")).toString().toStdString();
                const QString status =
                    s.toObject().value(QStringLiteral("StatusCategory")).toString();
                if (status != QLatin1String("WithStock") &&
                    status != QLatin1String("ClosedWithStock") &&
                    status != QLatin1String("WithoutStock")) {
                    *error = QCoreApplication::translate(
                                 "PriceRefresh", "%1 in %2: StatusCategory '%3' is not WithStock, "
                                                 "ClosedWithStock or WithoutStock")
                                 .arg(qs(type), zoneId, status);
                    return std::nullopt;
                }
                if (!catalog.type(type))
                    continue;
                if (!only.empty() && std::find(only.begin(), only.end(), type) == only.end())
                    continue;
                out.push_back({type, regionId, zoneId.toStdString(), status.toStdString(), {}, {}});
            }
        }
    }
    return out;
}

QString RefreshFailure::text() const
{
    QString line = QStringLiteral("%1: %2").arg(subject, code);
    if (!message.isEmpty())
        line += QStringLiteral(" (%1)").arg(message);
    if (!requestId.isEmpty())
        line += QStringLiteral(" [request %1]").arg(requestId);
    if (!hint.isEmpty())
        line += QStringLiteral(": ") + hint;
    return line;
}

PriceRefresh::PriceRefresh(aliyun::Client *client, std::shared_ptr<const Catalog> catalog,
                           RefreshRequest request, Commit commit, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_catalog(std::move(catalog))
    , m_request(std::move(request))
    , m_commit(std::move(commit))
{
    std::vector<std::string> types = m_request.instanceTypes;
    if (types.empty()) {
        for (const InstanceType &t : m_catalog->types())
            types.push_back(t.id);
    }
    const int size = std::max(1, m_request.batchSize);
    for (std::size_t i = 0; i < types.size(); ++i) {
        const int batch = static_cast<int>(i) / size;
        if (m_request.payg)
            m_tasks.push_back({batch, types[i], PricingMode::PayAsYouGo, false});
        if (m_request.subscription)
            m_tasks.push_back({batch, types[i], PricingMode::Subscription, false});
    }
    if (m_request.spot || m_request.stock) {
        const int batch = m_tasks.empty() ? 0 : m_tasks.back().batch + 1;
        if (m_request.spot)
            m_tasks.push_back({batch, {}, PricingMode::Spot, true, false});
        if (m_request.stock)
            m_tasks.push_back({batch, {}, PricingMode::PayAsYouGo, false, true});
    }
    for (const Task &t : m_tasks)
        ++m_batches[t.batch].open;
    m_total = static_cast<int>(m_tasks.size()) + (m_request.newTypes ? 1 : 0);
}

void PriceRefresh::start()
{
    m_running = true;
    m_started = QDateTime::currentDateTimeUtc();
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    Q_EMIT progress(0, m_total);
    if (m_request.newTypes) {
        requestTypesPage(QString());
        return;
    }
    startPrices();
}

void PriceRefresh::requestTypesPage(const QString &nextToken)
{
    aliyun::Params params{{QStringLiteral("RegionId"), qs(m_request.regionId)},
                          {QStringLiteral("MaxResults"), QString::number(m_request.pageSize)}};
    if (!nextToken.isEmpty())
        params.append({QStringLiteral("NextToken"), nextToken});
    QPointer<PriceRefresh> self(this);
    m_client->call(QStringLiteral("DescribeInstanceTypes"), params,
                   [self](const aliyun::ApiResult &r) {
                       if (self)
                           self->typesPageAnswered(r);
                   });
}

void PriceRefresh::typesPageAnswered(const aliyun::ApiResult &result)
{
    if (!m_running)
        return;
    ++m_done;
    const QString subject = QCoreApplication::translate("PriceRefresh", "instance types of %1")
                                .arg(qs(m_request.regionId));
    if (!result.ok) {
        // The list is all or nothing: without every page nothing of it is kept.
        m_summary.failures.append(
            {subject, result.code, result.message, result.requestId, aliyun::hintFor(result.code)});
        if (aliyun::isFatal(result.code)) {
            stop(m_summary.failures.back().text(), false);
            return;
        }
        m_newTypes = {};
        Q_EMIT progress(m_done, m_total);
        if (m_running)
            startPrices();
        return;
    }
    ImportOptions options;
    options.format = ImportFormat::InstanceTypesJson;
    options.asOf = m_started.date().toString(Qt::ISODate).toStdString();
    QString error;
    auto outcome = importContent(result.body, subject, *m_catalog, options, &error);
    if (!outcome) {
        m_summary.failures.append(
            {subject, QStringLiteral("UnexpectedAnswer"), error, result.requestId, QString()});
        m_newTypes = {};
        Q_EMIT progress(m_done, m_total);
        if (m_running)
            startPrices();
        return;
    }
    const std::string source =
        QStringLiteral("DescribeInstanceTypes %1, fetched %2, RequestId %3")
            .arg(qs(m_request.regionId), m_started.toString(Qt::ISODate), result.requestId)
            .toStdString();
    for (InstanceType &t : outcome->rows.types) {
        if (const InstanceType *known = m_catalog->type(t.id)) {
            if (known->vcpu != t.vcpu || std::abs(known->memoryGib - t.memoryGib) > 0.01 ||
                known->gpuCount != t.gpuCount ||
                std::abs(known->gpuMemoryGib - t.gpuMemoryGib) > 0.01) {
                ++m_summary.typesDiffering;
                m_summary.differingTypes << qs(t.id);
            }
            continue;
        }
        t.sourceUrl = source;
        m_newTypes.types.push_back(std::move(t));
    }
    const QString next =
        QJsonDocument::fromJson(result.body).object().value(QStringLiteral("NextToken")).toString();
    if (!next.isEmpty()) {
        ++m_total;
        Q_EMIT progress(m_done, m_total);
        if (m_running)
            requestTypesPage(next);
        return;
    }
    Q_EMIT progress(m_done, m_total);
    if (!m_running)
        return;
    if (!m_newTypes.types.empty()) {
        if (!m_commit(m_newTypes, &error)) {
            stop(QCoreApplication::translate("PriceRefresh", "cannot save: %1").arg(error), false);
            return;
        }
        ++m_summary.batchesCommitted;
        m_summary.typesAdded = static_cast<int>(m_newTypes.types.size());
        m_newTypes = {};
    }
    startPrices();
}

void PriceRefresh::startPrices()
{
    if (m_tasks.empty()) {
        finish();
        return;
    }
    for (const Task &task : m_tasks) {
        aliyun::Params params{{QStringLiteral("RegionId"), qs(m_request.regionId)}};
        QString action;
        if (task.spot) {
            action = QStringLiteral("DescribeSpotAdvice");
        } else if (task.stock) {
            action = QStringLiteral("DescribeAvailableResource");
            params.append({QStringLiteral("DestinationResource"), QStringLiteral("InstanceType")});
            params.append({QStringLiteral("InstanceChargeType"), QStringLiteral("PostPaid")});
        } else {
            action = QStringLiteral("DescribePrice");
            params.append({QStringLiteral("ResourceType"), QStringLiteral("instance")});
            params.append({QStringLiteral("InstanceType"), qs(task.typeId)});
            params.append({QStringLiteral("PriceUnit"),
                           pricingModeInfo(task.mode).defaultUnit == PriceUnit::Month
                               ? QStringLiteral("Month")
                               : QStringLiteral("Hour")});
            params.append({QStringLiteral("Period"), QStringLiteral("1")});
        }
        QPointer<PriceRefresh> self(this);
        m_client->call(action, params, [self, task](const aliyun::ApiResult &r) {
            if (self)
                self->answered(task, r);
        });
    }
}

void PriceRefresh::cancel()
{
    if (m_running)
        stop(QString(), true);
}

void PriceRefresh::answered(const Task &task, const aliyun::ApiResult &result)
{
    if (!m_running)
        return;
    ++m_done;
    Batch &batch = m_batches[task.batch];
    --batch.open;
    const QString subject =
        task.spot ? QCoreApplication::translate("PriceRefresh", "spot advice for %1")
                        .arg(qs(m_request.regionId))
        : task.stock
            ? QCoreApplication::translate("PriceRefresh", "stock in %1").arg(qs(m_request.regionId))
            : QStringLiteral("%1 %2").arg(qs(task.typeId), modeText(task.mode));
    if (!result.ok) {
        m_summary.failures.append(
            {subject, result.code, result.message, result.requestId, aliyun::hintFor(result.code)});
        if (aliyun::isFatal(result.code)) {
            stop(m_summary.failures.back().text(), false);
            return;
        }
    } else if (task.stock) {
        QString error;
        auto stock = parseAvailableResource(result.body, *m_catalog, m_request.regionId,
                                            m_request.instanceTypes, &error);
        if (!stock) {
            m_summary.failures.append(
                {subject, QStringLiteral("UnexpectedAnswer"), error, result.requestId, QString()});
        } else {
            const std::string source =
                QStringLiteral("DescribeAvailableResource %1 (pay-as-you-go), fetched %2, "
                               "RequestId %3")
                    .arg(qs(m_request.regionId), m_started.toString(Qt::ISODate), result.requestId)
                    .toStdString();
            for (ZoneStock &s : *stock) {
                s.source = source;
                s.asOf = m_started.date().toString(Qt::ISODate).toStdString();
                batch.rows.stock.push_back(std::move(s));
            }
        }
    } else {
        const QString fetched = m_started.toString(Qt::ISODate);
        ImportOptions options;
        options.asOf = m_started.date().toString(Qt::ISODate).toStdString();
        if (task.spot) {
            options.format = ImportFormat::SpotAdviceJson;
        } else {
            options.format = ImportFormat::PriceJson;
            PriceRequest req;
            req.regionId = m_request.regionId;
            req.instanceTypeId = task.typeId;
            req.mode = task.mode;
            req.unit = pricingModeInfo(task.mode).defaultUnit;
            req.period = 1;
            options.price = req;
        }
        QString error;
        const QString name = subject;
        auto outcome = importContent(result.body, name, *m_catalog, options, &error);
        if (!outcome) {
            m_summary.failures.append(
                {subject, QStringLiteral("UnexpectedAnswer"), error, result.requestId, QString()});
        } else {
            const std::string stamp = QStringLiteral("fetched %1, RequestId %2")
                                          .arg(fetched, result.requestId)
                                          .toStdString();
            for (Price &p : outcome->rows.prices) {
                p.source = "DescribePrice " + m_request.regionId +
                           " (this account's prices, its discounts applied)";
                p.notes = p.notes.empty() ? stamp : p.notes + "; " + stamp;
                batch.rows.prices.push_back(std::move(p));
            }
            for (SpotAdvice &s : outcome->rows.spotAdvice) {
                s.source = "DescribeSpotAdvice " + m_request.regionId + ", " + stamp;
                batch.rows.spotAdvice.push_back(std::move(s));
            }
        }
    }
    if (batch.open == 0)
        commitBatch(task.batch);
    if (!m_running)
        return;
    // Progress once this answer is accounted for: a slot may turn the event loop (a modal
    // QProgressDialog does on setValue), which can deliver the next answer inside this
    // call. Emitted first, the last answer could finish the refresh while this one's rows
    // were not yet in their batch: its prices were then left out of the summary.
    Q_EMIT progress(m_done, m_total);
    if (m_running && m_done == m_total) // not cancelled or finished from a slot of progress()
        finish();
}

void PriceRefresh::commitBatch(int index)
{
    Batch &batch = m_batches[index];
    CatalogData rows;
    for (Price &p : batch.rows.prices) {
        bool userEntered = false;
        for (const Price *old : m_catalog->pricesOf(p.instanceTypeId)) {
            if (old->regionId == p.regionId && old->mode == p.mode && old->unit == p.unit &&
                old->kind == PriceKind::UserEntered)
                userEntered = true;
        }
        if (userEntered && !m_request.overwriteUserPrices) {
            ++m_summary.keptUserPrices;
            continue;
        }
        rows.prices.push_back(std::move(p));
    }
    rows.spotAdvice = std::move(batch.rows.spotAdvice);
    rows.stock = std::move(batch.rows.stock);
    m_batches.erase(index);
    if (rows.prices.empty() && rows.spotAdvice.empty() && rows.stock.empty())
        return;
    QString error;
    if (!m_commit(rows, &error)) {
        stop(QCoreApplication::translate("PriceRefresh", "cannot save: %1").arg(error), false);
        return;
    }
    ++m_summary.batchesCommitted;
    m_summary.pricesUpdated += static_cast<int>(rows.prices.size());
    m_summary.spotUpdated += static_cast<int>(rows.spotAdvice.size());
    m_summary.stockUpdated += static_cast<int>(rows.stock.size());
}

void PriceRefresh::stop(const QString &why, bool cancelled)
{
    m_summary.cancelled = cancelled;
    m_summary.fatal = why;
    for (const auto &[index, batch] : m_batches) {
        Q_UNUSED(index);
        if (batch.open > 0)
            ++m_summary.batchesDiscarded;
    }
    m_batches.clear();
    m_running = false; // answers still arriving are ignored
    m_client->cancel();
    finish();
}

void PriceRefresh::finish()
{
    m_running = false;
    m_summary.callsSent = m_client->requestsSent();
    m_summary.elapsedMs = QDateTime::currentMSecsSinceEpoch() - m_startedMs;
    Q_EMIT finished();
}

} // namespace gpuplanner
