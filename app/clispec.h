// The command line described once: every command with its positional arguments, a short
// summary and a table of its flags (name, value type, value name or choices, help text,
// group, default; the range comes from the validation table, estimator/limits.h). The
// parser (Args::parse), the checks of number flags, `gpu-planner --help`,
// `gpu-planner COMMAND --help`, the man page and the bash completion are all made from it.
#pragma once

#include <QString>
#include <QStringList>

#include "estimator/limits.h"

#include <optional>

#include <span>
#include <vector>

namespace gpuplanner::cli {

enum class ValueType {
    Switch, // no value
    Text,   // any text; the command checks it (a choice, a date, a file)
    Whole,  // a whole number, checked against the validation table when it has a row
    Real,   // a number, checked against the validation table when it has a row
};

// One flag. help, group and the command texts are translatable sources of the "cli"
// context (QT_TRANSLATE_NOOP), shown through QCoreApplication::translate.
struct FlagSpec {
    const char *name; // "--batch"
    ValueType type = ValueType::Switch;
    const char *value = nullptr; // "N", "FILE", or the choices: "table|csv|json"
    const char *help = nullptr;
    const char *group = nullptr;        // the heading it is listed under in COMMAND --help
    const char *defaultValue = nullptr; // when the command fills one in itself
    bool required = false;              // listed without brackets in the synopsis
};

struct CommandSpec {
    const char *name;                                   // "catalog list", "rank"
    const char *positional = nullptr;                   // "TYPE", "FILE...", "A B"
    const char *summary = nullptr;                      // what it does, for --help
    const char *details = nullptr;                      // more, for COMMAND --help only
    std::span<const FlagSpec> flags = {};               // its own flags, listed in its synopsis
    std::vector<std::span<const FlagSpec>> shared = {}; // flag sets it shares with others
    const char *sharedName = nullptr; // "estimate flags": how the synopsis names them
    bool globals = true;              // takes --catalog and --overlay
};

// Every command, in the order of --help.
std::span<const CommandSpec> commands();
// "catalog list" (or "catalog", "list" as two words); nullptr when there is none.
const CommandSpec *findCommand(const QString &name);
// The commands under one word ("catalog", "library"), in order.
std::vector<const CommandSpec *> subcommands(const QString &group);
// Every flag a command accepts, globals included.
std::vector<const FlagSpec *> flagsOf(const CommandSpec &command);
const FlagSpec *flagOf(const CommandSpec &command, const QString &flag);
std::span<const FlagSpec> globalFlags();

// The synopsis and summary of one command as --help lists it (indented two, wrapped).
QString helpEntry(const CommandSpec &command);
// `gpu-planner COMMAND --help`: the synopsis, what it does and every flag with its help,
// range and default, by group.
QString commandHelp(const CommandSpec &command);
// `gpu-planner catalog --help`: the entries of the commands under one word.
QString groupHelp(const QString &group);

} // namespace gpuplanner::cli
