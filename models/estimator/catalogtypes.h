// Plain value types for the instance catalog: GPU models, instance families, instance
// types, regions, prices and spot advice. Standard C++ only, so the planner core can rank
// the whole catalog without Qt. Every number that can be undocumented is a
// std::optional: missing stays missing, it never becomes 0.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

enum class Tristate { Unknown, No, Yes };

struct GpuModel {
    std::string id;   // stable key, e.g. "a100-80-sxm4"
    std::string name; // display name, e.g. "NVIDIA A100 80GB (SXM4)"
    std::string architecture;
    std::optional<double> memoryGib;
    std::optional<double> memoryBandwidthGBs;
    std::optional<double> fp32Tflops;
    std::optional<double> fp16TensorTflopsDense;
    Tristate bf16 = Tristate::Unknown;
    Tristate fp8 = Tristate::Unknown;
    std::optional<double> int8TopsDense;
    std::optional<double> nvlinkGBs;
    std::string sourceUrl;
    std::string notes;
};

enum class FamilyCategory { GpuCompute, VirtualGpu, BareMetal, SuperComputingCluster };

struct InstanceFamily {
    std::string id; // "gn7i"
    FamilyCategory category = FamilyCategory::GpuCompute;
};

// Where a row came from: the shipped catalog or the user's overlay.
enum class Origin { Shipped, Imported, UserEntered };

// How two or more GPUs in one instance talk to each other, reduced from the free-text
// interconnect column. Unknown when Alibaba documents nothing.
enum class InterconnectClass { Unknown, Pcie, NvLink, NvSwitch };

struct InstanceType {
    std::string id;       // "ecs.gn7i-c8g1.2xlarge"
    std::string familyId; // "gn7i"
    int vcpu = 0;
    double memoryGib = 0;
    std::string gpuLabel;   // the GPU as Alibaba (or the data file) names it; may be empty
    std::string gpuModelId; // key into the GPU model table
    int gpuCount = 0;
    double gpuMemoryGib = 0;           // per GPU (per slice for vGPU types)
    std::optional<double> gpuFraction; // 1 = whole GPU; empty when undocumented
    std::string interconnect;          // free text, "" when undocumented
    std::optional<double> networkGbps; // baseline
    std::string rdma;                  // free text, "" when none is documented
    std::string localStorage;
    std::string sourceUrl;
    std::string notes;
    Origin origin = Origin::Shipped;
    std::string asOf; // ISO date of an import; empty for shipped rows

    double totalGpuMemoryGib() const { return gpuMemoryGib * gpuCount; }
    bool isInferred() const;   // notes carry the INFERRED marker or the interconnect does
    bool isVirtualGpu() const; // a vGPU slice or a vGPU-type whole card
    bool hasRdma() const { return !rdma.empty(); }
    InterconnectClass interconnectClass() const;
};

enum class PricingMode { PayAsYouGo, Subscription, Spot, Reserved };
enum class PriceUnit { Hour, Week, Month, Year };

// One row per pricing mode: every list, menu, chart, file column and export of the modes
// iterates pricingModes(), in its order. A new mode is its enumerator above, its row
// (catalogtypes.cpp) and its cost rule (plancost.cpp); the CLI's choices, the database's
// CHECK, the price sheet's columns and the labels follow from the row.
struct PricingModeInfo {
    PricingMode mode;
    std::string_view id;             // in files, the database and the CLI: "payg"
    const char *label;               // translatable source, context "InputLabels": "Pay-as-you-go"
    const char *inSentence;          // the same within a sentence: "pay-as-you-go"
    PriceUnit defaultUnit;           // a price is entered per this unless said otherwise
    bool commitment;                 // paid for whole periods, used or not (subscription)
    bool interruptible;              // the provider may reclaim the instance (spot)
    std::string priceColumn() const; // its column of a price sheet: "payg_per_hour"
};
std::span<const PricingModeInfo> pricingModes();
const PricingModeInfo &pricingModeInfo(PricingMode mode);
// "payg|subscription|spot|reserved": the ids in order, joined by separator.
std::string pricingModeIds(std::string_view separator);
enum class PriceKind { Published, Imported, UserEntered, Estimated };

struct Price {
    std::string instanceTypeId;
    std::string regionId;
    PricingMode mode = PricingMode::PayAsYouGo;
    PriceUnit unit = PriceUnit::Hour;
    double amount = 0;                // what is paid per unit
    std::optional<double> listAmount; // before discounts, when known
    std::string currency;             // ISO code, "CNY" or "USD"
    PriceKind kind = PriceKind::Published;
    std::string source; // URL or file the number came from
    std::string asOf;   // "YYYY-MM" or "YYYY-MM-DD"
    std::string notes;
    Origin origin = Origin::Shipped;

    // Amount converted to one hour (month = 730 h).
    double perHour() const;
};

struct SpotAdvice {
    std::string instanceTypeId;
    std::string regionId;
    std::string zoneId;
    double averageDiscountPct = 0; // spot price ≈ this % of pay-as-you-go (1–100)
    std::optional<double> interruptionRatePct;
    std::string interruptionRateDesc; // bucket such as "0-3%"
    std::string source;
    std::string asOf;
    Origin origin = Origin::Imported;
};

// Whether a type can be bought in a zone now, as DescribeAvailableResource says
// (StatusCategory): WithStock, ClosedWithStock (little left) or WithoutStock. Overlay only.
struct ZoneStock {
    std::string instanceTypeId;
    std::string regionId;
    std::string zoneId;
    std::string status; // the API's StatusCategory text
    std::string source;
    std::string asOf; // ISO date of the fetch
    bool inStock() const { return status == "WithStock" || status == "ClosedWithStock"; }
};

struct Region {
    std::string id;
    std::string nameZh;
    std::string nameEn;
};

// Names used in files, the database and the CLI. Parsing returns nullopt for unknown text.
std::string_view toString(PricingMode mode);
std::string_view toString(PriceUnit unit);
std::string_view toString(PriceKind kind);
std::string_view toString(FamilyCategory category);
std::string_view toString(Origin origin);
std::string_view toString(InterconnectClass ic);
std::string_view toString(Tristate t);
std::optional<PricingMode> pricingModeFromString(std::string_view text);
std::optional<PriceUnit> priceUnitFromString(std::string_view text);
std::optional<PriceKind> priceKindFromString(std::string_view text);
std::optional<FamilyCategory> familyCategoryFromString(std::string_view text);
std::optional<Origin> originFromString(std::string_view text);
Tristate tristateFromString(std::string_view text); // yes/no/"" (unknown)
double hoursPerUnit(PriceUnit unit);
// Alibaba's naming rule: ebm* = elastic bare metal, scc* = super computing cluster,
// vgn*/sgn* = vGPU; everything else is a GPU compute family.
FamilyCategory familyCategoryFromName(std::string_view familyId);

// Days from a "YYYY-MM[-DD]" date to another; a month-only date counts from its first day.
// Returns nullopt when either date cannot be parsed.
std::optional<int> daysBetween(std::string_view fromIsoDate, std::string_view toIsoDate);
bool isValidIsoDate(std::string_view text); // YYYY-MM or YYYY-MM-DD with a real calendar day

} // namespace gpuplanner
