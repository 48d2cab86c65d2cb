// Benchmarks of the engine: one memory estimate, ranking the whole catalog for a training
// and an inference scenario at 119 (the shipped catalog), 1k and 10k instance types
// (synthcatalog.h), and merging an overlay of 1k and 10k types onto the shipped catalog.
// Prints the median of repeated runs and ratios against baselines measured in the same
// run; not a test (numbers belong here, not in timed tests).
//   build/benchmarks/bench_plan [catalog.db]
//   build/benchmarks/bench_plan --profile N   ranks N types in a loop for 10 s (for perf)
#include "catalogdatabase.h"
#include "estimator/planner.h"
#include "presets.h"
#include "synthcatalog.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace gpuplanner;

namespace {

template <typename F>
double medianMicroseconds(F &&f, int runs)
{
    std::vector<double> t;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        f();
        t.push_back(
            std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
                .count());
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

// Fewer runs where one run is long: at least 11, about two seconds per figure.
int runsFor(double probeMicroseconds, int most)
{
    const int fit = static_cast<int>(2e6 / std::max(probeMicroseconds, 1.0));
    return std::clamp(fit | 1, 11, most);
}

void row(const char *what, double us, const char *baseline, double baseUs)
{
    if (baseline)
        std::printf("%-40s median %10.1f us  %7.2fx %s\n", what, us, us / baseUs, baseline);
    else
        std::printf("%-40s median %10.1f us\n", what, us);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const bool profile = args.size() == 3 && args[1] == QLatin1String("--profile");
    const QString path = args.size() == 2 ? args[1] : QStringLiteral(GP_SHIPPED_CATALOG);
    CatalogData data;
    QString error;
    if (!CatalogDatabase::readShipped(path, &data, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const CatalogData real = data;
    const Catalog catalog(std::move(data));
    PresetLibrary presets;
    if (!presets.load()) {
        std::fprintf(stderr, "%s\n", qPrintable(presets.errorString()));
        return 1;
    }
    Workload training;
    training.model = *presets.find(QStringLiteral("qwen2.5-7b"));
    training.task = Task::Lora;
    training.batch = 4;
    training.seqLen = 2048;
    training.gradientCheckpointing = true;
    Workload inference;
    inference.model = *presets.find(QStringLiteral("llama-3.1-70b"));
    inference.batch = 16;
    inference.promptLen = 1024;
    inference.outputLen = 256;
    PlanOptions o;
    o.datasetTokens = 1e8;
    o.today = "2026-11-30";
    volatile double sink = 0;
    auto rank = [&](const Workload &w, const Catalog &c) {
        const double probe =
            medianMicroseconds([&] { sink = sink + makePlan(w, c, o).rows.size(); }, 1);
        return medianMicroseconds([&] { sink = sink + makePlan(w, c, o).rows.size(); },
                                  runsFor(probe, 201));
    };

    if (profile) {
        const Catalog big(bench::syntheticCatalog(real, args[2].toULongLong()));
        const auto start = std::chrono::steady_clock::now();
        int plans = 0;
        while (std::chrono::steady_clock::now() - start < std::chrono::seconds(10)) {
            sink = sink + makePlan(training, big, o).rows.size();
            ++plans;
        }
        std::printf("%d plans of %zu types\n", plans, big.types().size());
        return 0;
    }
    std::printf("catalog: %zu instance types\n", catalog.types().size());
    const double one =
        medianMicroseconds([&] { sink = sink + estimateMemory(training).perGpu.totalGib; }, 2001);
    row("one memory estimate:", one, nullptr, 0);
    const double rankTraining = rank(training, catalog);
    const double rankInference = rank(inference, catalog);
    row("rank whole catalog (LoRA 7B):", rankTraining, nullptr, 0);
    row("rank whole catalog (70B serve):", rankInference, nullptr, 0);

    // Larger catalogs: ratios against the shipped one (119 types) and against 1k types.
    const Catalog c1k(bench::syntheticCatalog(real, 1000));
    const Catalog c10k(bench::syntheticCatalog(real, 10000));
    const double t1k = rank(training, c1k);
    const double i1k = rank(inference, c1k);
    const double t10k = rank(training, c10k);
    const double i10k = rank(inference, c10k);
    row("rank 1k types (LoRA 7B):", t1k, "rank 119", rankTraining);
    row("rank 1k types (70B serve):", i1k, "rank 119", rankInference);
    row("rank 10k types (LoRA 7B):", t10k, "rank 1k", t1k);
    row("rank 10k types (70B serve):", i10k, "rank 1k", i1k);

    // The user's overlay laid over the shipped catalog: an overlay of N types (the shipped
    // ones replaced, the rest appended) with their prices and spot advice.
    const CatalogData overlay1k = bench::syntheticCatalog(real, 1000);
    const CatalogData overlay10k = bench::syntheticCatalog(real, 10000);
    auto merge = [&](const CatalogData &overlay) {
        const double probe =
            medianMicroseconds([&] { sink = sink + mergeOverlay(real, overlay).types.size(); }, 1);
        return medianMicroseconds([&] { sink = sink + mergeOverlay(real, overlay).types.size(); },
                                  runsFor(probe, 101));
    };
    const double m1k = merge(overlay1k);
    const double m10k = merge(overlay10k);
    row("merge overlay of 1k types:", m1k, nullptr, 0);
    row("merge overlay of 10k types:", m10k, "merge 1k", m1k);
    const double index10k = medianMicroseconds(
        [&] { sink = sink + Catalog(mergeOverlay(real, overlay10k)).types().size(); }, 11);
    row("merge + index 10k types:", index10k, "merge 10k", m10k);
    return 0;
}
