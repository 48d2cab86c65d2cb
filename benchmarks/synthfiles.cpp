#include "synthfiles.h"

#include "catalogdatabase.h"
#include "synthcatalog.h"

#include <QSaveFile>

#include <nlohmann/json.hpp>

namespace gpuplanner::bench {

bool writeSyntheticCatalog(const QString &shipped, std::size_t types, const QString &out,
                           QString *error)
{
    CatalogData real;
    if (!CatalogDatabase::readShipped(shipped, &real, error))
        return false;
    return CatalogDatabase::writeShipped(out, syntheticCatalog(real, types), error);
}

bool writeDescribeInstanceTypes(const std::vector<InstanceType> &types, const CatalogData &catalog,
                                const QString &out, QString *error)
{
    nlohmann::json list = nlohmann::json::array();
    for (const InstanceType &t : types) {
        std::string spec = t.gpuLabel;
        for (const GpuModel &g : catalog.gpus) {
            if (g.id == t.gpuModelId)
                spec = g.name;
        }
        list.push_back({{"InstanceTypeId", t.id},
                        {"InstanceTypeFamily", "ecs." + t.familyId},
                        {"CpuCoreCount", t.vcpu},
                        {"MemorySize", t.memoryGib},
                        {"GPUAmount", t.gpuCount},
                        {"GPUSpec", spec},
                        {"GPUMemorySize", t.gpuMemoryGib}});
    }
    const nlohmann::json doc = {{"RequestId", "synthetic"},
                                {"InstanceTypes", {{"InstanceType", list}}}};
    QSaveFile f(out);
    const std::string text = doc.dump(1);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !f.commit()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(out, f.errorString());
        return false;
    }
    return true;
}

} // namespace gpuplanner::bench
