// gpu-planner(1): the manual page, in troff, built from the very text `--help` prints
// (usageText() in cli.cpp, libraryUsage() in clilibrary.cpp) so that the two cannot
// drift. `gpu-planner --help-man` prints it; the build runs that to make gpu-planner.1.
#pragma once

#include <QString>

namespace gpuplanner {

// The page for this build: its version, release date (GPU_PLANNER_RELEASE_DATE) and the
// project's address (GPU_PLANNER_PROJECT_URL, the GP_PROJECT_URL cache variable; none when
// it is empty).
QString manPage();
// The page for this version, dated date (YYYY-MM-DD); SEE ALSO names projectUrl unless it
// is empty.
QString manPage(const QString &version, const QString &date, const QString &projectUrl = {});
// Help text ("  command synopsis   description\n      more description\n") as troff.
QString manSection(const QString &helpText);
// Text made safe for troff: backslashes, hyphens of flags, a leading '.' or '\'';
// a line may break after the '|' of a list of values.
QString troffEscape(const QString &text);

} // namespace gpuplanner
