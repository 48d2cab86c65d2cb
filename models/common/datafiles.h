// Data files shipped with the program (catalog.db, presets, translations), found relative
// to the executable so that a build tree and an installed tree both work with no absolute
// path baked in: beside the executable (the build tree's bin/) and in
// ../share/gpu-planner/ (an installed FHS tree: /usr/bin → /usr/share/gpu-planner).
#pragma once

#include <QString>
#include <QStringList>

namespace gpuplanner {

// The folders searched, in order, for an executable in binDir (default: this program's).
QStringList dataDirectories(const QString &binDir = {});
// The first existing <folder>/<relative> of dataDirectories(binDir); empty when none.
QString findDataFile(const QString &relative, const QString &binDir = {});
// "a, b" — where <relative> was looked for, for a message that says so.
QString dataSearchText(const QString &relative, const QString &binDir = {});
// GPU Planner's translation for language ("zh_CN", "en": the English plural forms): the
// installed translations/gpu-planner_<language>.qm, else the copy embedded in the models
// library under :/i18n/. The window, the command line, the report and the core's wording
// all read this one file.
QString translationFile(const QString &language, const QString &binDir = {});

} // namespace gpuplanner
