// Test fixtures shared by the library, index, library page and solver tests: GPUs, instance
// types and prices built in one call, the one-A100 catalog priced in "cn-test", scenarios of a
// preset model (training and serving), files written as another program writes them, and a
// folder of numbered scenarios. Header-only; include it as "../support/libraryfixtures.h".
//
// The first part needs the estimator only (tst_solve). Define GP_FIXTURES_ESTIMATOR_ONLY before
// including it in a test that does not link gpuplanner_models.
#pragma once

#include "estimator/catalog.h"

#include <memory>
#include <string>
#include <utility>

namespace gpuplanner::fixtures {

inline constexpr const char *kRegion = "cn-test";

// A GPU with the figures the planner reads (bf16 yes, fp8 no); memory and rates as given.
inline GpuModel gpu(const std::string &id, const std::string &name, double memoryGib,
                    double bandwidthGBs, double fp32Tflops, double fp16TensorTflops)
{
    GpuModel g;
    g.id = id;
    g.name = name;
    g.architecture = "Ampere";
    g.memoryGib = memoryGib;
    g.memoryBandwidthGBs = bandwidthGBs;
    g.fp32Tflops = fp32Tflops;
    g.fp16TensorTflopsDense = fp16TensorTflops;
    g.bf16 = Tristate::Yes;
    g.fp8 = Tristate::No;
    return g;
}

// NVIDIA A100 80GB (NVIDIA's A100 datasheet: 2,039 GB/s, 19.5 TFLOPS FP32, 312 dense FP16).
inline GpuModel a100()
{
    return gpu("a100", "NVIDIA A100 80GB", 80, 2039, 19.5, 312);
}

// An instance type of whole GPUs.
inline InstanceType instanceType(const std::string &id, const std::string &familyId,
                                 const std::string &gpuModelId, int gpuCount, double gpuMemoryGib,
                                 int vcpu, double memoryGib)
{
    InstanceType t;
    t.id = id;
    t.familyId = familyId;
    t.gpuModelId = gpuModelId;
    t.gpuCount = gpuCount;
    t.gpuMemoryGib = gpuMemoryGib;
    t.gpuFraction = 1.0;
    t.vcpu = vcpu;
    t.memoryGib = memoryGib;
    return t;
}

inline Price price(const std::string &type, double amount,
                   PricingMode mode = PricingMode::PayAsYouGo, PriceUnit unit = PriceUnit::Hour)
{
    Price p;
    p.instanceTypeId = type;
    p.regionId = kRegion;
    p.mode = mode;
    p.unit = unit;
    p.amount = amount;
    p.currency = "CNY";
    p.source = "test";
    p.asOf = "2026-01-01";
    return p;
}

// One A100 80 GiB instance type, "ecs.a100" in family "gn-test", at `hourly` CNY an hour
// (pay-as-you-go) in cn-test.
inline CatalogData oneA100Data(double hourly = 30)
{
    CatalogData d;
    d.gpus = {a100()};
    d.families = {{"gn-test", FamilyCategory::GpuCompute}};
    d.regions = {{kRegion, "测试", "Test"}};
    InstanceType t = instanceType("ecs.a100", "gn-test", "a100", 1, 80, 16, 512);
    t.gpuLabel = "A100";
    t.interconnect = "NVLink";
    d.types = {t};
    d.prices = {price("ecs.a100", hourly)};
    d.schemaVersion = "1";
    d.dataDate = "2026-01-01";
    return d;
}

inline Catalog oneA100Catalog(double hourly = 30)
{
    return Catalog(oneA100Data(hourly));
}

inline std::shared_ptr<const Catalog> sharedOneA100Catalog(double hourly = 30)
{
    return std::make_shared<const Catalog>(oneA100Data(hourly));
}

} // namespace gpuplanner::fixtures

#ifndef GP_FIXTURES_ESTIMATOR_ONLY

#include "library.h"
#include "presets.h"
#include "scenario.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

namespace gpuplanner::fixtures {

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Writes as another program would: in place, with a plain QFile (no lock, no QSaveFile).
inline bool writeInPlace(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// A scenario file's bytes, as the library writes them.
inline QByteArray bytesOf(const Scenario &s)
{
    return QByteArray::fromStdString(scenarioToJson(s).dump(2) + "\n");
}

// A training job of a preset model: id "id-NAME", author "Tester", tag "tag-name",
// sequence 512 with gradient checkpointing, region cn-test, 1e8 dataset tokens.
inline Scenario trainingScenario(const PresetLibrary &presets, const QString &name, int batch = 1,
                                 Task task = Task::Lora,
                                 const QString &preset = QStringLiteral("llama-2-7b"))
{
    Scenario s = newScenario();
    s.id = QStringLiteral("id-") + name;
    s.name = name;
    s.author = QStringLiteral("Tester");
    s.tags = {QStringLiteral("tag-") + name.toLower()};
    s.presetId = preset;
    s.workload.model = *presets.find(s.presetId);
    s.workload.task = task;
    s.workload.batch = batch;
    s.workload.seqLen = 512;
    s.workload.gradientCheckpointing = true;
    s.plan.region = kRegion;
    s.plan.datasetTokens = 1e8;
    return s;
}

// Serving a preset model (Qwen2.5 7B by default): prompt 1024, output 256 tokens.
inline Scenario servingScenario(const PresetLibrary &presets, const QString &name, int batch,
                                const QString &preset = QStringLiteral("qwen2.5-7b"))
{
    Scenario s = newScenario();
    s.name = name;
    s.presetId = preset;
    s.workload.model = *presets.find(s.presetId);
    s.workload.task = Task::Inference;
    s.workload.batch = batch;
    s.workload.promptLen = 1024;
    s.workload.outputLen = 256;
    return s;
}

// `count` files "Plan 1.gpuplan.json" … in dir, training scenarios "Plan i" of batch i,
// written in place as another program would. (Callers that need the files to be older than
// the index's "may still change" window wait 2.1 s after.)
inline bool writePlans(const QString &dir, int count, const PresetLibrary &presets)
{
    for (int i = 1; i <= count; ++i) {
        const QString name = QStringLiteral("Plan %1").arg(i);
        if (!writeInPlace(QDir(dir).filePath(name + QString::fromLatin1(ScenarioLibrary::kSuffix)),
                          bytesOf(trainingScenario(presets, name, i))))
            return false;
    }
    return true;
}

} // namespace gpuplanner::fixtures

#endif // GP_FIXTURES_ESTIMATOR_ONLY
