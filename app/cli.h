// The command-line mode: `gpu-planner SUBCOMMAND ...` runs the same engine as the window,
// without one. Output goes to stdout, messages to stderr; an error names the flag, file,
// line or field and returns a non-zero exit code (2 for usage errors, 1 for failures).
#pragma once

#include <QStringList>

class QTextStream;

namespace gpuplanner {

bool isCliCommand(const QString &firstArgument);
int runCli(const QStringList &arguments, QTextStream &out, QTextStream &err);
QString usageText();
// The command names of the description (clispec.cpp) without a handler, and the handlers'
// names without a description: both empty when the two tables agree.
QStringList unboundCommands();

} // namespace gpuplanner
