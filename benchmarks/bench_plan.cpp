// Benchmarks of the engine on the shipped catalog: one memory estimate, and ranking the
// whole catalog for a training and an inference scenario. Prints the median of repeated
// runs; not a test (numbers belong here, not in timed tests).
//   build/benchmarks/bench_plan [catalog.db]
#include "catalogdatabase.h"
#include "estimator/planner.h"
#include "presets.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace gpuplanner;

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

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString path =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(GP_SHIPPED_CATALOG);
    CatalogData data;
    QString error;
    if (!CatalogDatabase::readShipped(path, &data, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
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
    const double one =
        medianMicroseconds([&] { sink = sink + estimateMemory(training).perGpu.totalGib; }, 2001);
    const double rankTraining =
        medianMicroseconds([&] { sink = sink + makePlan(training, catalog, o).rows.size(); }, 201);
    const double rankInference =
        medianMicroseconds([&] { sink = sink + makePlan(inference, catalog, o).rows.size(); }, 201);
    std::printf("catalog: %zu instance types\n", catalog.types().size());
    std::printf("one memory estimate:            median %8.1f us\n", one);
    std::printf("rank whole catalog (LoRA 7B):   median %8.1f us\n", rankTraining);
    std::printf("rank whole catalog (70B serve): median %8.1f us\n", rankInference);
    return 0;
}
