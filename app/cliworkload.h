// The estimate and plan flags (cliworkload.cpp) that estimate, rank, solve and scenario new
// share, and the entry points of the commands in clicatalog.cpp, cliestimate.cpp and
// clirank.cpp.
#pragma once

#include "clicommon.h"
#include "estimator/planner.h"
#include "scenario.h"

#include <optional>

namespace gpuplanner::cli {

// Turns the estimate flags into a workload; a usage error names the flag.
std::optional<Workload> workloadFromArgs(const Args &args, const PresetLibrary &presets,
                                         QString *error,
                                         const std::optional<Workload> &base = std::nullopt);
// Reads --scenario FILE when given; the flags on the command line then override it.
bool scenarioBase(const Args &args, const PresetLibrary &presets, std::optional<Scenario> *out,
                  QString *error);
std::optional<PlanOptions> planOptionsFromArgs(const Args &args,
                                               const std::optional<Scenario> &scenario,
                                               const Workload &w, QString *error);
// The starting values (estimator/defaults.h) a command used because their flags were not
// given and there was no --scenario: "--seq-len 4096", "--tokens 100000000", …; withPlan
// for the commands that plan (the dataset matters to them only).
QStringList defaultsUsed(const Args &args, const Workload &w, bool withPlan);
// "Defaults used: …\n" for table output, or nothing when none was used.
QString defaultsLine(const QStringList &used, int columns = 0);
// What a command that takes a workload read from its command line: the flags, the presets,
// the scenario given with --scenario and the workload with the flags on top of it.
struct WorkloadRequest {
    Args args;
    PresetLibrary presets;
    std::optional<Scenario> scenario;
    Workload workload;
};

// The request, or the exit code of the message already printed (1 for a bad file, 2 for a
// bad flag).
struct WorkloadRead {
    std::optional<WorkloadRequest> request;
    int code = 0;
};

// The scenario (with --scenario) and the workload from flags already parsed.
WorkloadRead readWorkload(const Args &args, const PresetLibrary &presets, const Context &ctx);
// A command that takes a workload, its flags parsed (runCli): loads the presets and reads
// the workload (and the scenario when --scenario is given).
WorkloadRead readWorkloadCommand(const Args &args, const Context &ctx);
// What a command that plans (rank, solve) reads first: the workload as readWorkloadCommand
// does, then the plan options from its flags and the scenario; options is empty after a
// message already printed, whose exit code is code.
struct PlanRead {
    WorkloadRead read;
    std::optional<PlanOptions> options;
    int code = 0;
};
PlanRead readPlanCommand(const Args &args, const Context &ctx);

// solve --maximize rps: the most requests per second one instance type (or GPU model and
// count) serves within the traffic flags' targets.
int solveRps(const PlanRead &input, Context &ctx);
// The traffic and targets of a serving plan from the capacity flags over the scenario's
// (--scenario); the lengths' means are the workload's. false and *error naming the flag,
// file or line on bad input.
bool readTraffic(const Args &args, const Workload &workload,
                 const std::optional<Scenario> &scenario, TrafficProfile &traffic, QString *error,
                 bool needRate = true);

} // namespace gpuplanner::cli
