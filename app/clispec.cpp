#include "clispec.h"

#include "estimator/catalogtypes.h"
#include "estimator/limits.h"
#include "estimator/modelfields.h"
#include "estimator/planinputs.h"
#include "estimator/workloadinputs.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdio>
#include <deque>
#include <string>
#include <string_view>

namespace gpuplanner::cli {

namespace {

using enum ValueType;

// Group headings of COMMAND --help.
constexpr const char *kModel = QT_TRANSLATE_NOOP("cli", "Model");
constexpr const char *kJob = QT_TRANSLATE_NOOP("cli", "Job");
constexpr const char *kParallel = QT_TRANSLATE_NOOP("cli", "Parallelism");
constexpr const char *kTechniques = QT_TRANSLATE_NOOP("cli", "Memory techniques");
constexpr const char *kServing = QT_TRANSLATE_NOOP("cli", "Serving");
constexpr const char *kInput = QT_TRANSLATE_NOOP("cli", "Input and output");
constexpr const char *kDataset = QT_TRANSLATE_NOOP("cli", "Dataset and time");
constexpr const char *kPrices = QT_TRANSLATE_NOOP("cli", "Prices");
constexpr const char *kLimits = QT_TRANSLATE_NOOP("cli", "Limits");
constexpr const char *kSpot = QT_TRANSLATE_NOOP("cli", "Spot and checkpoints");
constexpr const char *kOutput = QT_TRANSLATE_NOOP("cli", "Output");
constexpr const char *kFlags = QT_TRANSLATE_NOOP("cli", "Flags");
constexpr const char *kGlobal = QT_TRANSLATE_NOOP("cli", "Global flags");

// "payg|subscription|spot|reserved", from the pricing modes' table (a constant-initialised
// array, so it is ready before the flag tables below are).
const std::string kPricingChoiceText = pricingModeIds("|");
const char *const kPricingChoices = kPricingChoiceText.c_str();
constexpr const char *kUnitChoices = "hour|week|month|year";
// --json and --format json are one thing wherever a command prints JSON (issue 28).
constexpr const char *kJsonHelp =
    QT_TRANSLATE_NOOP("cli", "Print JSON: the same as --format json.");
constexpr const char *kFormatOrJsonHelp =
    QT_TRANSLATE_NOOP("cli", "Output format; json is the same as --json.");

const FlagSpec kGlobalFlags[] = {
    {"--catalog", Text, "FILE",
     QT_TRANSLATE_NOOP("cli", "The shipped catalog database to read (or GPU_PLANNER_CATALOG)."),
     kGlobal},
    {"--overlay", Text, "FILE",
     QT_TRANSLATE_NOOP("cli", "Your overlay database of imports and entered prices (or "
                              "GPU_PLANNER_OVERLAY)."),
     kGlobal},
    {"--lang", Text, "en|zh_CN",
     QT_TRANSLATE_NOOP("cli", "Language of messages, tables and reports (default: the system's, "
                              "from LC_ALL, LC_MESSAGES or LANG)."),
     kGlobal},
};

// The workload: estimate, rank, solve and scenario new. The model's flags, then the
// inputs' (estimator/workloadinputs.h), then older spellings and the output.
const FlagSpec kModelFlags[] = {
    {"--model", Text, "PRESET",
     QT_TRANSLATE_NOOP("cli", "A model preset id ('gpu-planner models list')."), kModel},
    {"--model-config", Text, "PATH|modelscope:ID|hf:ID",
     QT_TRANSLATE_NOOP("cli", "A model from its Hugging Face / ModelScope config.json: the file, a "
                              "folder holding it (and model.safetensors.index.json), or a "
                              "repository id fetched once from ModelScope or the Hugging Face hub "
                              "(HF_ENDPOINT for a mirror) into ~/.cache/gpu-planner/models. The "
                              "shape flags below override what it says."),
     kModel},
};
const FlagSpec kScenarioFlag = {
    "--scenario", Text, "FILE",
    QT_TRANSLATE_NOOP("cli", "Start from a scenario file (*.gpuplan.json); the flags given "
                             "override its values."),
    kModel};
const FlagSpec kOlderSpellings[] = {
    {"--lora-all-linear", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "LoRA adapters on every linear layer, not only attention."), kJob},
    {"--no-flash-attention", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "Older spelling of --attention eager."), kTechniques},
    {"--cpu-offload", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "Older spelling: the optimizer states, and with ZeRO-3 or FSDP "
                              "the parameters, offloaded."),
     kTechniques},
    {"--json", Switch, nullptr, kJsonHelp, kOutput},
};

const char *heading(InputGroup group)
{
    switch (group) {
    case InputGroup::Job:
        return kJob;
    case InputGroup::Parallel:
        return kParallel;
    case InputGroup::Techniques:
        return kTechniques;
    case InputGroup::Serving:
        return kServing;
    case InputGroup::Host:
        return kInput;
    }
    return kFlags;
}

// An input's flags: a number's, a choice's (its ids as the value), a switch's on and off.
void addInputFlags(const WorkloadInput &in, std::vector<FlagSpec> &out)
{
    // Names and values made here live as long as the program.
    static std::deque<std::string> made;
    auto keep = [](std::string text) {
        return made.emplace_back(std::move(text)).c_str();
    };
    const char *flag = in.limit.flag.data();
    const char *group = heading(in.group);
    if (in.hasChoices()) {
        out.push_back({flag, Text, keep(in.choiceIds()), in.help, group, in.cliDefault});
    } else if (in.kind == InputKind::Switch) {
        out.push_back({flag, Switch, nullptr, in.help, group});
        out.push_back({keep("--no-" + std::string(in.limit.flag.substr(2))), Switch, nullptr,
                       in.offHelp, group});
    } else {
        const ValueType type = in.kind == InputKind::Whole  ? Whole
                               : in.kind == InputKind::Real ? Real
                                                            : Text;
        out.push_back({flag, type, in.cliValue ? in.cliValue : "N", in.help, group, in.cliDefault});
    }
}

// The workload's flags: the model's (its numeric fields from their registry,
// estimator/modelfields.h: --params-b, --layers, … --moe-experts, --kv-lora-rank,
// --sliding-window), --scenario, the inputs' by heading, the older spellings.
std::span<const FlagSpec> estimateFlags()
{
    static const std::vector<FlagSpec> flags = [] {
        std::vector<FlagSpec> out(std::begin(kModelFlags), std::end(kModelFlags));
        for (const ModelField &m : modelFields())
            out.push_back({m.limit.flag.data(), m.isWhole() ? Whole : Real, "N", m.help, kModel});
        out.push_back(kScenarioFlag);
        for (const InputGroup g : {InputGroup::Job, InputGroup::Parallel, InputGroup::Techniques,
                                   InputGroup::Serving, InputGroup::Host}) {
            for (const WorkloadInput &in : workloadInputs()) {
                if (in.group == g)
                    addInputFlags(in, out);
            }
        }
        out.insert(out.end(), std::begin(kOlderSpellings), std::end(kOlderSpellings));
        return out;
    }();
    return flags;
}

const char *heading(PlanGroup group)
{
    switch (group) {
    case PlanGroup::Dataset:
        return kDataset;
    case PlanGroup::Prices:
        return kPrices;
    case PlanGroup::Limits:
        return kLimits;
    case PlanGroup::Spot:
        return kSpot;
    }
    return kFlags;
}

// The plan's output flags, after its options.
const FlagSpec kPlanOutput[] = {
    {"--sort", Text, "cost|time|value", QT_TRANSLATE_NOOP("cli", "Order of the ranking."), kOutput,
     "cost"},
    {"--top", Whole, "N", QT_TRANSLATE_NOOP("cli", "Print only the first N rows (0: all)."),
     kOutput, "0"},
    {"--hide-old-prices", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "Leave out the types whose price is old (marked ⚠)."), kOutput},
    {"--format", Text, "table|csv|json|markdown", QT_TRANSLATE_NOOP("cli", "Output format."),
     kOutput, "table"},
    {"--json", Switch, nullptr, kJsonHelp, kOutput},
};

// The plan: rank, solve, capacity and scenario new. Its options' flags come from their
// registry (estimator/planinputs.h), by heading in its order, then the output's.
std::span<const FlagSpec> planFlags()
{
    static const std::vector<FlagSpec> flags = [] {
        std::vector<FlagSpec> out;
        for (const PlanInput &i : planInputs()) {
            if (i.flag().empty())
                continue;
            const ValueType type = i.kind == PlanInputKind::Whole  ? Whole
                                   : i.kind == PlanInputKind::Real ? Real
                                                                   : Text;
            const char *value = i.kind == PlanInputKind::Pricing ? kPricingChoices : i.cliValue;
            out.push_back({i.flag().data(), type, value, i.help, heading(i.group), i.cliDefault});
        }
        out.insert(out.end(), std::begin(kPlanOutput), std::end(kPlanOutput));
        return out;
    }();
    return flags;
}

// estimate's own output flag, after the workload's (its --json is among those).
const FlagSpec kEstimateOutput[] = {
    {"--format", Text, "table|json", kFormatOrJsonHelp, kOutput, "table"},
};

const FlagSpec kCatalogList[] = {
    {"--family", Text, "F", QT_TRANSLATE_NOOP("cli", "Only this instance family."), kFlags},
    {"--gpu-model", Text, "M", QT_TRANSLATE_NOOP("cli", "Only this GPU model."), kFlags},
    {"--min-gpu-memory", Real, "GIB",
     QT_TRANSLATE_NOOP("cli", "Only GPUs with at least this much memory."), kFlags},
    {"--min-gpus", Whole, "N", QT_TRANSLATE_NOOP("cli", "Only types with at least N GPUs."),
     kFlags},
    {"--region", Text, "R",
     QT_TRANSLATE_NOOP("cli", "Show each pricing mode's price in this region, with its source "
                              "and date."),
     kFlags},
    {"--format", Text, "table|csv|json", QT_TRANSLATE_NOOP("cli", "Output format."), kFlags,
     "table"},
    {"--json", Switch, nullptr, kJsonHelp, kFlags},
};

const FlagSpec kCatalogImport[] = {
    {"--format", Text, "auto|instance-types|price|spot-advice|price-csv",
     QT_TRANSLATE_NOOP("cli", "What the files hold; auto tells by their content."), kFlags, "auto"},
    {"--region", Text, "R", QT_TRANSLATE_NOOP("cli", "DescribePrice: the region of the request."),
     kFlags},
    {"--instance-type", Text, "T",
     QT_TRANSLATE_NOOP("cli", "DescribePrice: the instance type of the request."), kFlags},
    {"--pricing", Text, kPricingChoices,
     QT_TRANSLATE_NOOP("cli", "DescribePrice: the pricing mode of the request."), kFlags, "payg"},
    {"--unit", Text, kUnitChoices,
     QT_TRANSLATE_NOOP("cli", "DescribePrice: the price unit of the request (month for a "
                              "subscription, else hour)."),
     kFlags},
    {"--period", Whole, "N",
     QT_TRANSLATE_NOOP("cli", "DescribePrice: the number of units of the request."), kFlags, "1"},
    {"--as-of", Text, "DATE", QT_TRANSLATE_NOOP("cli", "The date the data is of (YYYY-MM-DD)."),
     kFlags},
    {"--dry-run", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "Check and summarise the files; write nothing."), kFlags},
};

const FlagSpec kCatalogRefresh[] = {
    {"--region", Text, "R",
     QT_TRANSLATE_NOOP("cli", "The region to fetch (default: region_id of the aliyun CLI "
                              "profile, then ALIBABA_CLOUD_REGION_ID)."),
     kFlags},
    {"--profile", Text, "NAME",
     QT_TRANSLATE_NOOP("cli", "The profile of ~/.aliyun/config.json to use (or "
                              "ALIBABA_CLOUD_PROFILE; default: its current profile)."),
     kFlags},
    {"--instance-types", Text, "A,B,...",
     QT_TRANSLATE_NOOP("cli", "Only these instance types (comma-separated)."), kFlags},
    {"--all", Switch, nullptr, QT_TRANSLATE_NOOP("cli", "Every instance type of the catalog."),
     kFlags},
    {"--pricing", Text, "payg,subscription,spot",
     QT_TRANSLATE_NOOP("cli", "The pricing modes to fetch (comma-separated)."), kFlags},
    {"--stock", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "Also the stock per zone (DescribeAvailableResource)."), kFlags},
    {"--endpoint", Text, "URL",
     QT_TRANSLATE_NOOP(
         "cli", "Another API endpoint: https (plain http only to a loopback address, for tests)."),
     kFlags},
    {"--rate", Text, "N", QT_TRANSLATE_NOOP("cli", "Requests a second."), kFlags, "10"},
    {"--overwrite-entered", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "Replace prices you entered by hand too."), kFlags},
    {"--new-types", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "Add GPU types the catalog lacks (DescribeInstanceTypes); known "
                              "types are not changed."),
     kFlags},
};

const FlagSpec kCatalogSetPrice[] = {
    {"--region", Text, "R", QT_TRANSLATE_NOOP("cli", "Region of the price (required)."), kFlags,
     nullptr, true},
    {"--amount", Real, "X", QT_TRANSLATE_NOOP("cli", "The price (required)."), kFlags, nullptr,
     true},
    {"--pricing", Text, kPricingChoices, QT_TRANSLATE_NOOP("cli", "Pricing mode."), kFlags, "payg"},
    {"--unit", Text, kUnitChoices,
     QT_TRANSLATE_NOOP("cli", "Price unit (month for a subscription, else hour)."), kFlags},
    {"--currency", Text, "CNY|USD", QT_TRANSLATE_NOOP("cli", "Currency."), kFlags, "CNY"},
    {"--as-of", Text, "DATE", QT_TRANSLATE_NOOP("cli", "Date of the price (YYYY-MM-DD)."), kFlags,
     QT_TRANSLATE_NOOP("cli", "today")},
    {"--note", Text, "TEXT", QT_TRANSLATE_NOOP("cli", "A note kept with the price."), kFlags},
};

const FlagSpec kCatalogCheck[] = {
    {"--today", Text, "DATE",
     QT_TRANSLATE_NOOP("cli", "The date prices are judged stale against (YYYY-MM-DD)."), kFlags,
     QT_TRANSLATE_NOOP("cli", "today")},
    {"--verbose", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "List the stale prices and the types without a price."), kFlags},
};

const FlagSpec kCatalogResetOverlay[] = {
    {"--yes", Switch, nullptr, QT_TRANSLATE_NOOP("cli", "Confirm (required)."), kFlags, nullptr,
     true},
};

const FlagSpec kCatalogBuild[] = {
    {"--sources", Text, "DIR",
     QT_TRANSLATE_NOOP("cli", "The folder of the text sources (required)."), kFlags, nullptr, true},
    {"--out", Text, "FILE", QT_TRANSLATE_NOOP("cli", "The database to write (required)."), kFlags,
     nullptr, true},
};

const FlagSpec kModelsList[] = {
    {"--format", Text, "table|json", QT_TRANSLATE_NOOP("cli", "Output format."), kFlags, "table"},
    {"--json", Switch, nullptr, kJsonHelp, kFlags},
};

const FlagSpec kValidate[] = {
    {"--with-rule", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "Also the simple rule's estimate, for comparison."), kFlags},
};

const FlagSpec kSolve[] = {
    {"--maximize", Text, "batch|seq-len|concurrency|rps",
     QT_TRANSLATE_NOOP("cli", "What to maximize (required); rps: requests per second within the "
                              "traffic flags' latency targets (docs/capacity.md)."),
     kFlags, nullptr, true},
    {"--instance-type", Text, "TYPE", QT_TRANSLATE_NOOP("cli", "The target instance type."),
     kFlags},
    {"--gpu-model", Text, "ID",
     QT_TRANSLATE_NOOP("cli", "The target GPU model (ids: 'catalog show TYPE')."), kFlags},
    {"--gpu-count", Whole, "N",
     QT_TRANSLATE_NOOP("cli", "GPUs of the --gpu-model target, linked by NVLink when the GPU "
                              "has it (SXM), else by PCIe."),
     kFlags, "1"},
    {"--step", Whole, "N",
     QT_TRANSLATE_NOOP("cli", "Answers are multiples of it (default 1, for seq-len 256)."), kFlags},
    {"--format", Text, "table|json", kFormatOrJsonHelp, kOutput, "table"},
};

constexpr const char *kTraffic = QT_TRANSLATE_NOOP("cli", "Traffic and targets");
const FlagSpec kTrafficFlags[] = {
    {"--rps", Real, "R", QT_TRANSLATE_NOOP("cli", "Requests per second at the peak (required)."),
     kTraffic, nullptr, true},
    {"--average-rps", Real, "R",
     QT_TRANSLATE_NOOP("cli", "Average requests per second over the month (default: the day "
                              "profile's mean, else the peak)."),
     kTraffic},
    {"--hourly-rps", Text, "R0,…,R23",
     QT_TRANSLATE_NOOP("cli", "A day of 24 hourly request rates (comma-separated); the peak "
                              "defaults to their largest."),
     kTraffic},
    {"--prompt-p95", Real, "N",
     QT_TRANSLATE_NOOP("cli", "95th percentile of the prompt length in tokens (default: the "
                              "mean, --prompt-len)."),
     kTraffic},
    {"--output-p95", Real, "N",
     QT_TRANSLATE_NOOP("cli", "95th percentile of the output length in tokens (default: the "
                              "mean, --output-len)."),
     kTraffic},
    {"--lengths-csv", Text, "FILE",
     QT_TRANSLATE_NOOP("cli", "Request lengths from logs: a CSV with prompt_tokens and "
                              "output_tokens columns; sets the means and 95th percentiles."),
     kTraffic},
    {"--prefix-cache", Real, "SHARE",
     QT_TRANSLATE_NOOP("cli", "Share of prompt tokens served from the prefix cache (0–1)."),
     kTraffic, "0"},
    {"--ttft", Real, "SECONDS",
     QT_TRANSLATE_NOOP("cli", "Target time to first token at the percentile."), kTraffic},
    {"--tpot", Real, "SECONDS",
     QT_TRANSLATE_NOOP("cli", "Target time per output token at the percentile."), kTraffic},
    {"--e2e", Real, "SECONDS",
     QT_TRANSLATE_NOOP("cli", "Target end-to-end latency at the percentile."), kTraffic},
    {"--percentile", Real, "P", QT_TRANSLATE_NOOP("cli", "Percentile of the targets (50–99.9)."),
     kTraffic, "95"},
    {"--spare", Whole, "N",
     QT_TRANSLATE_NOOP("cli", "Spare replicas on top of the peak's (N+1: 1)."), kTraffic, "0"},
};

const FlagSpec kCapacityOnly[] = {
    {"--instance-type", Text, "TYPE",
     QT_TRANSLATE_NOOP("cli", "Only this instance type, with its latency curve."), kTraffic},
    {"--format", Text, "table|csv|json|markdown", QT_TRANSLATE_NOOP("cli", "Output format."),
     kOutput, "table"},
    {"--json", Switch, nullptr, kJsonHelp, kOutput},
};

// Own flags followed by the traffic flags (capacity and scenario new take both).
std::span<const FlagSpec> withTraffic(std::span<const FlagSpec> own, std::vector<FlagSpec> &store)
{
    if (store.empty()) {
        store.assign(own.begin(), own.end());
        store.insert(store.end(), std::begin(kTrafficFlags), std::end(kTrafficFlags));
    }
    return store;
}
std::vector<FlagSpec> gCapacityFlags;
std::vector<FlagSpec> gScenarioNewFlags;
std::vector<FlagSpec> gSolveFlags;

// estimate: the workload's flags, then its own --format.
std::span<const FlagSpec> estimateCommandFlags()
{
    static const std::vector<FlagSpec> flags = [] {
        std::vector<FlagSpec> out(estimateFlags().begin(), estimateFlags().end());
        out.insert(out.end(), std::begin(kEstimateOutput), std::end(kEstimateOutput));
        return out;
    }();
    return flags;
}

// rank: the plan's flags, its --format also writing a workbook, and a file to write to.
const FlagSpec kRankOutput[] = {
    {"--out", Text, "FILE",
     QT_TRANSLATE_NOOP("cli", "Write the output to FILE instead of the terminal (required for "
                              "--format xlsx)."),
     kOutput},
    {"--force", Switch, nullptr, QT_TRANSLATE_NOOP("cli", "Replace an existing --out file."),
     kOutput},
};

std::span<const FlagSpec> rankFlags()
{
    static const std::vector<FlagSpec> flags = [] {
        std::vector<FlagSpec> out(planFlags().begin(), planFlags().end());
        for (FlagSpec &f : out) {
            if (std::string_view(f.name) == "--format")
                f.value = "table|csv|json|markdown|xlsx";
        }
        out.insert(out.end(), std::begin(kRankOutput), std::end(kRankOutput));
        return out;
    }();
    return flags;
}

const FlagSpec kScenarioNew[] = {
    {"--out", Text, "FILE", QT_TRANSLATE_NOOP("cli", "The scenario file to write (required)."),
     kFlags, nullptr, true},
    {"--name", Text, "N", QT_TRANSLATE_NOOP("cli", "Its name (default: the model's)."), kFlags},
    {"--author", Text, "A", QT_TRANSLATE_NOOP("cli", "Its author (default: $USER)."), kFlags},
    {"--force", Switch, nullptr, QT_TRANSLATE_NOOP("cli", "Replace an existing file."), kFlags},
};

const FlagSpec kReport[] = {
    {"--scenario", Text, "FILE", QT_TRANSLATE_NOOP("cli", "The scenario (required)."), kFlags,
     nullptr, true},
    {"--out", Text, "OUT", QT_TRANSLATE_NOOP("cli", "The file to write (required)."), kFlags,
     nullptr, true},
    {"--format", Text, "pdf|csv|json|md|xlsx",
     QT_TRANSLATE_NOOP("cli", "Output format (default: from the --out suffix)."), kFlags},
    {"--json", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "Write the table as JSON: the same as --format json."), kFlags},
    {"--top", Whole, "N", QT_TRANSLATE_NOOP("cli", "Rows of the comparison table."), kFlags},
    {"--force", Switch, nullptr, QT_TRANSLATE_NOOP("cli", "Replace an existing file."), kFlags},
    {"--hide-old-prices", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "Leave out the types whose price is old (marked ⚠), as the "
                              "window's \"Hide old prices\"."),
     kFlags},
};

const FlagSpec kDir[] = {
    {"--dir", Text, "D", QT_TRANSLATE_NOOP("cli", "The library folder (or GPU_PLANNER_LIBRARY)."),
     kFlags},
};

const FlagSpec kLibraryList[] = {
    {"--dir", Text, "D", QT_TRANSLATE_NOOP("cli", "The library folder (or GPU_PLANNER_LIBRARY)."),
     kFlags},
    {"--search", Text, "TEXT",
     QT_TRANSLATE_NOOP("cli", "Only scenarios whose name, author, tags or notes match."), kFlags},
    {"--format", Text, "table|json", QT_TRANSLATE_NOOP("cli", "Output format."), kFlags, "table"},
    {"--json", Switch, nullptr, kJsonHelp, kFlags},
};

const FlagSpec kLibraryDiff[] = {
    {"--prices", Switch, nullptr,
     QT_TRANSLATE_NOOP("cli", "Compare the saved prices with today's catalog."), kFlags},
    {"--dir", Text, "D", QT_TRANSLATE_NOOP("cli", "The library folder (or GPU_PLANNER_LIBRARY)."),
     kFlags},
};

const FlagSpec kLibraryOpen[] = {
    {"--dir", Text, "D", QT_TRANSLATE_NOOP("cli", "The library folder (or GPU_PLANNER_LIBRARY)."),
     kFlags},
    {"--out", Text, "FILE", QT_TRANSLATE_NOOP("cli", "Write the scenario here instead."), kFlags},
};

// Every command, in the order of --help.
const CommandSpec kCommands[] = {
    {"catalog list", nullptr,
     QT_TRANSLATE_NOOP("cli", "List instance types; with --region, each pricing mode's "
                              "price, source and date."),
     nullptr, kCatalogList},
    {"catalog show",
     "TYPE",
     QT_TRANSLATE_NOOP("cli", "One instance type, its GPU's specs, all prices."),
     nullptr,
     {}},
    {"catalog regions",
     nullptr,
     QT_TRANSLATE_NOOP("cli", "Region ids with their names."),
     nullptr,
     {}},
    {"catalog import", "FILE...",
     QT_TRANSLATE_NOOP("cli", "Import DescribeInstanceTypes (pages), DescribePrice, "
                              "DescribeSpotAdvice JSON or a price CSV into your overlay. A "
                              "DescribePrice file needs the request's --region, "
                              "--instance-type, --pricing and --unit. A bad file is "
                              "rejected whole."),
     nullptr, kCatalogImport},
    {"catalog refresh", nullptr,
     QT_TRANSLATE_NOOP("cli", "Fetch prices from Alibaba Cloud's API (DescribePrice, "
                              "DescribeSpotAdvice; with --stock, "
                              "DescribeAvailableResource: stock per zone) with your "
                              "credentials into your overlay, in whole batches. Prices "
                              "entered by hand are kept unless --overwrite-entered. "
                              "--new-types alone fetches no prices; add --pricing for them."),
     QT_TRANSLATE_NOOP("cli", "Credentials are looked for in the order of Alibaba Cloud's "
                              "default credential chain: 1. ALIBABA_CLOUD_ACCESS_KEY_ID, "
                              "ALIBABA_CLOUD_ACCESS_KEY_SECRET (and "
                              "ALIBABA_CLOUD_SECURITY_TOKEN); 2. OIDC: "
                              "ALIBABA_CLOUD_ROLE_ARN, ALIBABA_CLOUD_OIDC_PROVIDER_ARN, "
                              "ALIBABA_CLOUD_OIDC_TOKEN_FILE; 3. the profile of "
                              "~/.aliyun/config.json (modes AK, StsToken, RamRoleArn, "
                              "ChainableRamRoleArn, EcsRamRole, OIDC, CredentialsURI); 4. "
                              "keys kept in the system keychain; 5. the RAM role of the ECS "
                              "instance (metadata service, IMDSv2; "
                              "ALIBABA_CLOUD_ECS_METADATA_DISABLED=true skips it); 6. "
                              "ALIBABA_CLOUD_CREDENTIALS_URI. The region, when --region is not "
                              "given: region_id of the profile, then ALIBABA_CLOUD_REGION_ID."),
     kCatalogRefresh},
    {"catalog set-price", "TYPE",
     QT_TRANSLATE_NOOP("cli", "Enter a price by hand (kept in your overlay as "
                              "user-entered)."),
     nullptr, kCatalogSetPrice},
    {"catalog check", nullptr,
     QT_TRANSLATE_NOOP("cli", "Integrity, prices older than 180 days, types without any "
                              "price. Exit 1 on errors."),
     nullptr, kCatalogCheck},
    {"catalog reset-overlay", nullptr,
     QT_TRANSLATE_NOOP("cli", "Forget every import and entered price."), nullptr,
     kCatalogResetOverlay},
    {"catalog build",
     nullptr,
     QT_TRANSLATE_NOOP("cli", "Rebuild catalog.db from the text sources "
                              "(resources/catalog)."),
     nullptr,
     kCatalogBuild,
     {},
     nullptr,
     false},
    {"models list",
     nullptr,
     QT_TRANSLATE_NOOP("cli", "The model presets and where their configs come from."),
     nullptr,
     kModelsList,
     {},
     nullptr,
     false},
    {"estimate",
     nullptr,
     QT_TRANSLATE_NOOP("cli", "Per-GPU memory with its breakdown, host RAM and the "
                              "assumptions made. Give --model PRESET, --params-b N (with "
                              "--layers, --hidden, … for more accuracy) or --scenario "
                              "FILE."),
     nullptr,
     estimateCommandFlags(),
     {},
     nullptr,
     false},
    {"validate-estimates",
     "FILE.csv",
     QT_TRANSLATE_NOOP("cli", "Compare estimates with measured runs (columns of "
                              "vram-calibration.csv); prints id, estimate_gib, "
                              "measured_gib, error_pct, skipped and 'MAPE: X% over N "
                              "rows'."),
     nullptr,
     kValidate,
     {},
     nullptr,
     false},
    {"rank",
     nullptr,
     QT_TRANSLATE_NOOP("cli", "Fit, time and cost on every instance type, ranked, with "
                              "the Pareto front and findings."),
     nullptr,
     rankFlags(),
     {estimateCommandFlags()},
     "estimate flags"},
    {"solve",
     nullptr,
     QT_TRANSLATE_NOOP("cli", "The largest batch, longest sequence or most concurrent "
                              "sequences that fit the target by the rule 'rank' uses."),
     QT_TRANSLATE_NOOP(
         "cli", "The largest batch (training: per GPU; serving: concurrent sequences), the "
                "longest sequence (serving: context = prompt + output tokens, output kept) or, "
                "for serving, the most concurrent sequences that fit the target, judged by the "
                "same rule as 'rank': the value fits, value + step does not. Under vLLM, "
                "concurrency counts the sequences its KV cache holds at once (max_num_seqs "
                "included). Give one target: --instance-type TYPE, or --gpu-model ID "
                "[--gpu-count N]. A sequence is capped at the model's context; the search stops "
                "at the validation table's largest value. A GPU model target is judged on GPU "
                "memory and compatibility only: host RAM and vCPUs are unknown. --json prints "
                "value, limit (memory, kv_cache, max_num_seqs, model_context, validation_table, "
                "nothing_fits), at_value "
                "and next (value + step) with the per-GPU memory and the reasons."),
     withTraffic(kSolve, gSolveFlags),
     {estimateCommandFlags(), planFlags()},
     "estimate and rank flags"},
    {"capacity",
     nullptr,
     QT_TRANSLATE_NOOP("cli", "Serving capacity: replicas, layout and monthly cost for a traffic "
                              "profile within latency targets, on every instance type."),
     QT_TRANSLATE_NOOP(
         "cli", "Each replica is one vLLM engine (continuous batching, chunked prefill) on "
                "TENSOR_PARALLEL GPUs of one instance. Per type and layout the command finds "
                "the largest request rate one replica serves with TTFT, TPOT and end-to-end "
                "latency at the percentile within the targets, then the replicas the peak "
                "needs (plus --spare) and the monthly cost under pay-as-you-go, subscription, "
                "spot and a mix (subscription for the base load, pay-as-you-go above it, from "
                "--hourly-rps). limit says what stops a replica from serving more: ttft, tpot, "
                "e2e, kv_cache, max_num_seqs or prefill. Formulas and published checks: "
                "docs/capacity.md."),
     withTraffic(kCapacityOnly, gCapacityFlags),
     {estimateCommandFlags(), planFlags()},
     "estimate and rank flags"},
    {"scenario new",
     nullptr,
     QT_TRANSLATE_NOOP("cli", "Write a scenario file (*.gpuplan.json) with today's "
                              "prices."),
     nullptr,
     withTraffic(kScenarioNew, gScenarioNewFlags),
     {estimateCommandFlags(), planFlags()},
     "estimate and rank flags"},
    {"report", nullptr,
     QT_TRANSLATE_NOOP("cli", "A PDF report, or the comparison table as CSV, JSON, "
                              "Markdown or an Excel workbook."),
     nullptr, kReport},
    {"library list", nullptr,
     QT_TRANSLATE_NOOP("cli", "The scenarios of the team library with model, task, memory "
                              "per GPU and the best option's cost (per million tokens for "
                              "serving; per month, with the replicas, for a serving scenario "
                              "with a traffic profile). Summaries are kept in a per-user "
                              "index, so only changed files are read again."),
     nullptr, kLibraryList},
    {"library diff", "A B",
     QT_TRANSLATE_NOOP("cli", "The inputs that differ and the change in VRAM per GPU, "
                              "hours and cost of the best fitting option. With --prices, "
                              "or with one file: its saved prices against today's "
                              "catalog."),
     nullptr, kLibraryDiff},
    {"library share",
     "FILE",
     QT_TRANSLATE_NOOP("cli", "Print the scenario as a share code (GPUP1:...)."),
     nullptr,
     kDir,
     {},
     nullptr,
     false},
    {"library open",
     "CODE_OR_FILE",
     QT_TRANSLATE_NOOP("cli", "Write a share code (or a file holding one) into the library "
                              "as a new scenario and print its path; never overwrites."),
     nullptr,
     kLibraryOpen,
     {},
     nullptr,
     false},
    {"library trash",
     nullptr,
     QT_TRANSLATE_NOOP("cli", "Deleted scenarios."),
     nullptr,
     kDir,
     {},
     nullptr,
     false},
    {"library restore",
     "NAME",
     QT_TRANSLATE_NOOP("cli", "Bring one back from the trash under a free name."),
     nullptr,
     kDir,
     {},
     nullptr,
     false},
};

} // namespace

std::span<const CommandSpec> commands()
{
    return kCommands;
}

std::span<const FlagSpec> globalFlags()
{
    return kGlobalFlags;
}

const CommandSpec *findCommand(const QString &name)
{
    for (const CommandSpec &c : kCommands) {
        if (name == QLatin1String(c.name))
            return &c;
    }
    return nullptr;
}

std::vector<const CommandSpec *> subcommands(const QString &group)
{
    std::vector<const CommandSpec *> out;
    const QString prefix = group + QLatin1Char(' ');
    for (const CommandSpec &c : kCommands) {
        if (QString::fromLatin1(c.name).startsWith(prefix))
            out.push_back(&c);
    }
    return out;
}

std::vector<const FlagSpec *> flagsOf(const CommandSpec &command)
{
    std::vector<const FlagSpec *> out;
    auto add = [&](std::span<const FlagSpec> flags) {
        for (const FlagSpec &f : flags) {
            const bool seen = std::any_of(out.begin(), out.end(), [&](const FlagSpec *g) {
                return qstrcmp(g->name, f.name) == 0;
            });
            if (!seen)
                out.push_back(&f);
        }
    };
    add(command.flags);
    for (const auto &set : command.shared)
        add(set);
    if (command.globals)
        add(kGlobalFlags);
    return out;
}

const FlagSpec *flagOf(const CommandSpec &command, const QString &flag)
{
    for (const FlagSpec *f : flagsOf(command)) {
        if (flag == QLatin1String(f->name))
            return f;
    }
    return nullptr;
}

} // namespace gpuplanner::cli
