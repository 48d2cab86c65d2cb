// Where the shipped catalog and the user's overlay live. Command-line flags win over
// environment variables (GPU_PLANNER_CATALOG, GPU_PLANNER_OVERLAY), which win over the
// defaults: catalog.db beside the executable (the build tree) or in
// ../share/gpu-planner/ (an installed tree); the overlay in the per-user data folder.
#pragma once

#include <QString>

namespace gpuplanner {

QString defaultCatalogPath();
QString defaultOverlayPath();
QString resolveCatalogPath(const QString &flag);
QString resolveOverlayPath(const QString &flag);

} // namespace gpuplanner
