// Where the shipped catalog, the user's overlay and the settings live. Command-line flags
// win over environment variables (GPU_PLANNER_CATALOG, GPU_PLANNER_OVERLAY), which win
// over the defaults: catalog.db beside the executable (the build tree) or in
// ../share/gpu-planner/ (an installed tree); the overlay in ~/.local/share/gpu-planner/
// ($XDG_DATA_HOME); the settings in ~/.config/gpu-planner/gpu-planner.conf.
#pragma once

#include <QString>

namespace gpuplanner {

QString defaultCatalogPath();
QString defaultOverlayPath();
QString resolveCatalogPath(const QString &flag);
QString resolveOverlayPath(const QString &flag);

// Organisation and application name "gpu-planner": QSettings() then reads and writes
// ~/.config/gpu-planner/gpu-planner.conf.
void setApplicationIdentity();
// The settings file QSettings() uses under configDir ($XDG_CONFIG_HOME).
QString settingsPath(const QString &configDir);
// Before version 0.2 the settings were in configDir/gpu-planner.conf (no organisation) or
// configDir/Unknown Organization/gpu-planner.conf. When the new file does not exist yet,
// copies the newer of those to it and returns the path copied from; else returns "". The
// old file stays where it was (an older version still reads it).
QString migrateLegacySettings(const QString &configDir);

} // namespace gpuplanner
