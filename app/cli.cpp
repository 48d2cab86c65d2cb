#include "cli.h"

#include "calibration.h"
#include "catalogcheck.h"
#include "catalogdatabase.h"
#include "catalogexport.h"
#include "catalogrepository.h"
#include "catalogsources.h"
#include "catalogtablemodel.h"
#include "clicommon.h"
#include "cliworkload.h"
#include "estimator/solve.h"
#include "frameworks.h"
#include "importers.h"
#include "manpage.h"
#include "paths.h"
#include "planexport.h"
#include "presets.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QTextStream>

#include <tuple>

namespace gpuplanner {

using namespace cli;

QString usageText()
{
    return QStringLiteral(
        "Usage: gpu-planner [--catalog FILE] [--overlay FILE] [--lang en|zh_CN] "
        "[FILE.gpuplan.json...]\n"
        "           open the window, with these scenario files open\n"
        "       gpu-planner COMMAND [flags]                            run without a window\n"
        "\n"
        "Commands:\n"
        "  catalog list [--family F] [--gpu-model M] [--min-gpu-memory GIB] [--min-gpus N]\n"
        "               [--region R] [--format table|csv|json]\n"
        "      List instance types; with --region, each pricing mode's price, source and date.\n"
        "  catalog show TYPE            One instance type, its GPU's specs, all prices.\n"
        "  catalog regions              Region ids with their names.\n"
        "  catalog import FILE... [--format auto|instance-types|price|spot-advice|price-csv]\n"
        "               [--region R --instance-type T [--pricing payg|subscription|spot|reserved]\n"
        "                [--unit hour|week|month|year] [--period N]] [--as-of DATE] [--dry-run]\n"
        "      Import DescribeInstanceTypes (pages), DescribePrice, DescribeSpotAdvice JSON or a\n"
        "      price CSV into your overlay. A DescribePrice file needs the request's --region,\n"
        "      --instance-type, --pricing and --unit. A bad file is rejected whole.\n"
        "  catalog refresh --region R [--instance-types A,B,... | --all]\n"
        "               [--pricing payg,subscription,spot] [--stock] [--endpoint URL]\n"
        "               [--rate N] [--overwrite-entered] [--new-types]\n"
        "      Fetch prices from Alibaba Cloud's API (DescribePrice, DescribeSpotAdvice; with\n"
        "      --stock, DescribeAvailableResource: stock per zone) with\n"
        "      your AccessKey (ALIBABA_CLOUD_ACCESS_KEY_ID/_SECRET, ~/.aliyun/config.json or\n"
        "      the keychain) into your overlay, in whole batches. --rate: requests a second\n"
        "      (default 10). Prices entered by hand are kept unless --overwrite-entered.\n"
        "      --new-types: add GPU types the catalog lacks (DescribeInstanceTypes); known\n"
        "      types are not changed. Alone it fetches no prices; add --pricing for them.\n"
        "  catalog set-price TYPE --region R --amount X [--pricing M] [--unit U] [--currency "
        "CNY|USD]\n"
        "               [--as-of DATE] [--note TEXT]\n"
        "      Enter a price by hand (kept in your overlay as user-entered).\n"
        "  catalog check [--today DATE] [--verbose]\n"
        "      Integrity, prices older than 180 days, types without any price. Exit 1 on errors.\n"
        "  catalog reset-overlay --yes  Forget every import and entered price.\n"
        "  catalog build --sources DIR --out FILE\n"
        "      Rebuild catalog.db from the text sources (resources/catalog).\n"
        "  models list [--format table|json]   The model presets and where their configs come "
        "from.\n"
        "  estimate (--model PRESET | --params-b N [--layers N --hidden N --ffn N --heads N "
        "--kv-heads N\n"
        "           --vocab N]) --task inference|lora|qlora|full_ft|pretrain [--precision "
        "fp32|tf32|fp16|bf16|fp8]\n"
        "           [--quant "
        "none|bnb_int8|bnb_nf4|bnb_nf4_dq|bnb_fp4|gptq_int4|gptq_int8|awq_int4]\n"
        "           [--optimizer adamw|adamw_8bit|paged_adamw|paged_adamw_8bit|sgd|adafactor] "
        "[--batch B]\n"
        "           [--seq-len S] [--grad-ckpt] [--grad-accum N] [--gpus N] [--nodes N]\n"
        "           [--sharding none|zero1|zero2|zero3|fsdp] [--tp N] [--pp N]\n"
        "           [--lora-rank R] [--lora-all-linear] [--no-fp32-master]\n"
        "           [--framework hf_peft|trl|torchtune|litgpt|llama_factory|deepspeed_offload]\n"
        "           [--attention eager|sdpa|flash] [--qlora-recipe paper|peft] [--chunked-ce]\n"
        "           [--optimizer-in-bwd] [--activation-offload] [--offload-optimizer]\n"
        "           [--offload-params] (each switch also as --no-..., to override a profile)\n"
        "           [--cuda-context GIB] (measured CUDA context; default 0.5, lazy loading)\n"
        "           [--prompt-len N --output-len N] [--kv-precision P] [--engine "
        "transformers|vllm]\n"
        "           [--gpu-memory GIB] [--gpu-memory-utilization U] [--loading "
        "full-copy|low-memory]\n"
        "           [--max-model-len N] [--max-num-seqs N] [--max-num-batched-tokens N]\n"
        "           [--workers N] [--json]\n"
        "      Per-GPU memory with its breakdown, host RAM and the assumptions made.\n"
        "  validate-estimates FILE.csv [--with-rule]\n"
        "      Compare estimates with measured runs (columns of vram-calibration.csv); prints\n"
        "      id, estimate_gib, measured_gib, error_pct, skipped and 'MAPE: X% over N rows'.\n"
        "  rank <estimate flags> | --scenario FILE [--tokens N | --samples N] [--epochs E]\n"
        "       [--region R] [--pricing payg|subscription|spot|reserved] [--sort cost|time|value]\n"
        "       [--top N] [--format table|csv|json] [--headroom PCT] [--mfu F] [--max-nodes N]\n"
        "       [--max-gpus N] [--families a,b] [--budget X] [--deadline-hours H]\n"
        "       [--currency CNY|USD] [--cny-per-usd R] [--spot-discount PCT]\n"
        "       [--interruption-rate PCT] [--checkpoint-minutes M] [--restart-minutes M]\n"
        "       [--checkpoint-interval-hours H] [--serving-hours H] [--months N] [--lang zh_CN]\n"
        "      Fit, time and cost on every instance type, ranked, with the Pareto front and "
        "findings.\n"
        "  solve --maximize batch|seq-len|concurrency <estimate flags>\n"
        "        (--instance-type TYPE | --gpu-model ID [--gpu-count N]) [--step N] [--json]\n"
        "      The largest batch, longest sequence or most concurrent sequences that fit the\n"
        "      target by the rule 'rank' uses ('solve --help').\n"
        "  scenario new <estimate and rank flags> --out FILE [--name N] [--author A] [--force]\n"
        "      Write a scenario file (*.gpuplan.json) with today's prices.\n"
        "  report --scenario FILE --out OUT [--format pdf|csv|json|md] [--lang zh_CN|en] [--top "
        "N]\n"
        "      A PDF report, or the comparison table as CSV, JSON or Markdown.\n"
        "  library list|diff|share|open|trash|restore … [--dir FOLDER]\n"
        "      The team library (folder from --dir or GPU_PLANNER_LIBRARY): list and search,\n"
        "      diff two scenarios or saved prices against today's, share codes, the trash.\n"
        "\n"
        "Global flags: --catalog FILE (or GPU_PLANNER_CATALOG), --overlay FILE (or "
        "GPU_PLANNER_OVERLAY)\n"
        "  --help, --version\n");
}

bool isCliCommand(const QString &firstArgument)
{
    return firstArgument == QLatin1String("catalog") || firstArgument == QLatin1String("models") ||
           firstArgument == QLatin1String("estimate") ||
           firstArgument == QLatin1String("validate-estimates") ||
           firstArgument == QLatin1String("rank") || firstArgument == QLatin1String("solve") ||
           firstArgument == QLatin1String("scenario") || firstArgument == QLatin1String("report") ||
           firstArgument == QLatin1String("library") || firstArgument == QLatin1String("--help") ||
           firstArgument == QLatin1String("-h") || firstArgument == QLatin1String("--version") ||
           firstArgument == QLatin1String("help") || firstArgument == QLatin1String("--help-man");
}

int runCli(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Context ctx{out, err, QString()};
    if (arguments.isEmpty())
        return ctx.usage(QStringLiteral("no command"));
    const QString cmd = arguments.first();
    if (cmd == QLatin1String("--help") || cmd == QLatin1String("-h") ||
        cmd == QLatin1String("help")) {
        out << usageText();
        return 0;
    }
    if (cmd == QLatin1String("--help-man")) { // hidden: the build makes gpu-planner.1 with it
        out << manPage();
        return 0;
    }
    if (cmd == QLatin1String("--version")) {
        out << "gpu-planner " << QCoreApplication::applicationVersion() << "\n";
        return 0;
    }
    ctx.command = cmd;
    if (cmd == QLatin1String("catalog"))
        return catalogCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("models"))
        return modelsCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("estimate"))
        return estimateCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("validate-estimates"))
        return validateCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("rank"))
        return rankCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("solve"))
        return solveCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("scenario"))
        return scenarioCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("report"))
        return cli::reportCommand(arguments.mid(1), ctx);
    if (cmd == QLatin1String("library"))
        return cli::libraryCommand(arguments.mid(1), ctx);
    return ctx.usage(QStringLiteral("unknown command '%1'").arg(cmd));
}

} // namespace gpuplanner
