// Refreshes prices (and spot advice) of one region from Alibaba Cloud's API into the
// overlay: DescribePrice per instance type for pay-as-you-go (PriceUnit=Hour) and
// subscription (PriceUnit=Month), DescribeSpotAdvice once for the region. Answers are
// parsed by the same importers as saved JSON (importers.h) and committed batch by batch
// (a batch = batchSize instance types, all their modes) through the commit function, one
// transaction each: an interrupted refresh leaves the overlay as it was or with whole
// batches. Every stored price names its source, the time of the fetch and the request id.
// A price the user entered by hand is kept unless overwriteUserPrices is set.
// Stock (DescribeAvailableResource, pay-as-you-go, per zone) is kept per type × zone.
#pragma once

#include "aliyunclient.h"
#include "estimator/catalog.h"

#include <QDateTime>
#include <QObject>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace gpuplanner {

struct RefreshRequest {
    std::string regionId;
    std::vector<std::string> instanceTypes; // empty: every type of the catalog
    bool payg = true;
    bool subscription = true;
    bool spot = false;
    bool stock = false; // DescribeAvailableResource: one call for the region
    bool overwriteUserPrices = false;
    // DescribeInstanceTypes, paged, before the prices: GPU types the catalog lacks are
    // added to the overlay in one transaction; types it has are never changed (those whose
    // vCPU, memory, GPU count or GPU memory differ from the answer are counted).
    bool newTypes = false;
    int pageSize = 100; // MaxResults of DescribeInstanceTypes
    int batchSize = 20;
};

struct RefreshFailure {
    QString subject; // "ecs.gn7i-c8g1.2xlarge pay-as-you-go"
    QString code;
    QString message;
    QString requestId;
    QString hint;
    QString text() const; // one line for the user
};

struct RefreshSummary {
    int pricesUpdated = 0;
    int spotUpdated = 0;
    int stockUpdated = 0;
    int typesAdded = 0;
    int typesDiffering = 0; // known types whose fields differ from DescribeInstanceTypes
    QStringList differingTypes;
    int keptUserPrices = 0;
    int batchesCommitted = 0;
    int batchesDiscarded = 0;
    int callsSent = 0; // HTTP requests, retries included
    QList<RefreshFailure> failures;
    bool cancelled = false;
    QString fatal; // why the refresh stopped early; empty when it ran to the end
    qint64 elapsedMs = 0;
};

// Parses a DescribeAvailableResource answer (DestinationResource=InstanceType) into stock
// rows for the types of the catalog (and of `only`, when not empty). nullopt and *error
// naming the field when the answer is not of that shape.
std::optional<std::vector<ZoneStock>>
parseAvailableResource(const QByteArray &body, const Catalog &catalog, const std::string &regionId,
                       const std::vector<std::string> &only, QString *error);

class PriceRefresh : public QObject
{
    Q_OBJECT

public:
    using Commit = std::function<bool(const CatalogData &rows, QString *error)>;
    PriceRefresh(aliyun::Client *client, std::shared_ptr<const Catalog> catalog,
                 RefreshRequest request, Commit commit, QObject *parent = nullptr);

    // The calls the request needs; 0 when it needs none.
    int totalCalls() const { return m_total; }
    void start();
    void cancel();
    bool isRunning() const { return m_running; }
    const RefreshSummary &summary() const { return m_summary; }
    const RefreshRequest &request() const { return m_request; }

Q_SIGNALS:
    void progress(int done, int total);
    void finished();

private:
    struct Task {
        int batch = 0;
        std::string typeId; // empty for the region's spot advice and stock
        PricingMode mode = PricingMode::PayAsYouGo;
        bool spot = false;
        bool stock = false;
    };
    struct Batch {
        int open = 0; // calls not answered yet
        CatalogData rows;
    };
    void requestTypesPage(const QString &nextToken);
    void typesPageAnswered(const aliyun::ApiResult &result);
    void startPrices();
    void answered(const Task &task, const aliyun::ApiResult &result);
    void commitBatch(int index);
    void stop(const QString &why, bool cancelled);
    void finish();

    aliyun::Client *m_client;
    std::shared_ptr<const Catalog> m_catalog;
    RefreshRequest m_request;
    Commit m_commit;
    std::vector<Task> m_tasks;
    std::map<int, Batch> m_batches;
    CatalogData m_newTypes;
    int m_total = 0;
    int m_done = 0;
    bool m_running = false;
    qint64 m_startedMs = 0;
    QDateTime m_started;
    RefreshSummary m_summary;
};

} // namespace gpuplanner
