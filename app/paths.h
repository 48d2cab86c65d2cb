// Where the shipped catalog, the translations, the user's overlay and the settings live.
// Command-line flags win over environment variables (GPU_PLANNER_CATALOG,
// GPU_PLANNER_OVERLAY), which win over the defaults: shipped data beside the executable
// (the build tree) or in ../share/gpu-planner/ (an installed tree; models/common/datafiles.h); the
// overlay in ~/.local/share/gpu-planner/ ($XDG_DATA_HOME); the settings in
// ~/.config/gpu-planner/gpu-planner.conf.
#pragma once

#include <QString>

namespace gpuplanner {

QString defaultCatalogPath();
QString defaultOverlayPath();
QString resolveCatalogPath(const QString &flag);
QString resolveOverlayPath(const QString &flag);
// The message for a catalog that did not load: when no --catalog or GPU_PLANNER_CATALOG
// chose it and no catalog.db was found, where it was looked for; else loadError.
QString catalogLoadError(const QString &flag, const QString &loadError);

// Qt's own translation (qtbase_zh_CN.qm, its dialogs' buttons): the copy installed with
// the program, else the one in Qt's translations folder; empty when there is neither.
QString qtTranslationFile(const QString &language, const QString &binDir = {});
// Where qtTranslationFile() looks, for a message that says so.
QString qtTranslationSearchText(const QString &language, const QString &binDir = {});

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
