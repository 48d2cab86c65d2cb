// The keys of the user's settings (~/.config/gpu-planner/gpu-planner.conf), defined once:
// the window, its pages, the dialogs and the tests read and write these.
#pragma once

#include <QString>

namespace gpuplanner::settingskeys {

// View ▸ Language: "en", "zh_CN", or empty for the system's language.
inline const QString kLanguage = QStringLiteral("ui/language");
// View ▸ Appearance: "light", "dark", or empty to follow the desktop.
inline const QString kAppearance = QStringLiteral("ui/appearance");
// The start panel's "Show at start" (Help ▸ Getting started); unset: shown.
inline const QString kStartPanel = QStringLiteral("ui/startPanel");
inline const QString kWindowGeometry = QStringLiteral("window/geometry");
inline const QString kWindowTab = QStringLiteral("window/tab");
inline const QString kRecentFiles = QStringLiteral("recent/files");
inline const QString kImportDir = QStringLiteral("import/lastDir");
// File ▸ Import model from a hub…: the hub chosen last, "modelscope" or "huggingface".
inline const QString kImportHub = QStringLiteral("import/hub");
inline const QString kLibraryFolder = QStringLiteral("library/folder");
inline const QString kCatalogHiddenColumns = QStringLiteral("catalog/hiddenColumns");
inline const QString kCatalogRegion = QStringLiteral("catalog/region");
inline const QString kComparisonChartsShown = QStringLiteral("comparison/chartsShown");
inline const QString kComparisonMainSplitter = QStringLiteral("comparison/mainSplitter");
inline const QString kComparisonTableSplitter = QStringLiteral("comparison/tableSplitter");
inline const QString kComparisonTableHeader = QStringLiteral("comparison/tableHeader");
// Serving: the capacity view (true) or the ranking (false) in front.
inline const QString kComparisonCapacityShown = QStringLiteral("comparison/capacityShown");
// The comparison table's filters: types that do not fit shown, old prices hidden.
inline const QString kComparisonShowAll = QStringLiteral("comparison/showAll");
inline const QString kComparisonHideOldPrices = QStringLiteral("comparison/hideOldPrices");
inline const QString kRefreshRegion = QStringLiteral("refresh/region");
inline const QString kRefreshEndpoint = QStringLiteral("refresh/endpoint");

} // namespace gpuplanner::settingskeys
