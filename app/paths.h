// Where the shipped catalog, the translations and the user's overlay live. Command-line
// flags win over environment variables (GPU_PLANNER_CATALOG, GPU_PLANNER_OVERLAY), which
// win over the defaults: shipped data beside the executable (the build tree) or in
// ../share/gpu-planner/ (an installed tree; models/datafiles.h); the overlay in the
// per-user data folder.
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

// The program's translation for language ("zh_CN"): the installed
// share/gpu-planner/translations/gpu-planner_zh_CN.qm, else the embedded :/i18n copy.
QString appTranslationFile(const QString &language, const QString &binDir = {});
// Qt's own translation (qtbase_zh_CN.qm, its dialogs' buttons): the copy installed with
// the program, else the one in Qt's translations folder; empty when there is neither.
QString qtTranslationFile(const QString &language, const QString &binDir = {});
// Where qtTranslationFile() looks, for a message that says so.
QString qtTranslationSearchText(const QString &language, const QString &binDir = {});

} // namespace gpuplanner
