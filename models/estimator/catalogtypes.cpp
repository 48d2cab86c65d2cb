#include "estimator/catalogtypes.h"

#include "estimator/text.h"
#include "estimator/units.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <chrono>
#include <utility>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, text) text
#endif

namespace gpuplanner {

namespace {

// The pricing modes, in the order of every list and menu (catalogtypes.h).
constexpr std::array<PricingModeInfo, 4> kPricingModes{{
    {PricingMode::PayAsYouGo, "payg", QT_TRANSLATE_NOOP("InputLabels", "Pay-as-you-go"),
     QT_TRANSLATE_NOOP("InputLabels", "pay-as-you-go"), PriceUnit::Hour, false, false},
    {PricingMode::Subscription, "subscription", QT_TRANSLATE_NOOP("InputLabels", "Subscription"),
     QT_TRANSLATE_NOOP("InputLabels", "subscription"), PriceUnit::Month, true, false},
    {PricingMode::Spot, "spot", QT_TRANSLATE_NOOP("InputLabels", "Spot"),
     QT_TRANSLATE_NOOP("InputLabels", "spot"), PriceUnit::Hour, false, true},
    {PricingMode::Reserved, "reserved", QT_TRANSLATE_NOOP("InputLabels", "Reserved"),
     QT_TRANSLATE_NOOP("InputLabels", "reserved"), PriceUnit::Hour, false, false},
}};

std::string lower(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// Case-insensitive (ASCII) and without copies: ranking asks every type's columns this
// several times, and lowering copies of them was a tenth of ranking the catalog.
bool contains(std::string_view haystack, std::string_view needle)
{
    const auto lowerAscii = [](char c) {
        return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    };
    return std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end(),
                       [&](char a, char b) { return lowerAscii(a) == lowerAscii(b); }) !=
           haystack.end();
}

constexpr std::array kUnits{std::pair{PriceUnit::Hour, std::string_view("hour")},
                            std::pair{PriceUnit::Week, std::string_view("week")},
                            std::pair{PriceUnit::Month, std::string_view("month")},
                            std::pair{PriceUnit::Year, std::string_view("year")}};
constexpr std::array kKinds{std::pair{PriceKind::Published, std::string_view("published")},
                            std::pair{PriceKind::Imported, std::string_view("imported")},
                            std::pair{PriceKind::UserEntered, std::string_view("user_entered")},
                            std::pair{PriceKind::Estimated, std::string_view("estimated")}};
constexpr std::array kCategories{
    std::pair{FamilyCategory::GpuCompute, std::string_view("gpu_compute")},
    std::pair{FamilyCategory::VirtualGpu, std::string_view("vgpu")},
    std::pair{FamilyCategory::BareMetal, std::string_view("bare_metal")},
    std::pair{FamilyCategory::SuperComputingCluster, std::string_view("super_computing_cluster")}};
constexpr std::array kOrigins{std::pair{Origin::Shipped, std::string_view("shipped")},
                              std::pair{Origin::Imported, std::string_view("imported")},
                              std::pair{Origin::UserEntered, std::string_view("user_entered")}};
constexpr std::array kInterconnects{
    std::pair{InterconnectClass::Unknown, std::string_view("unknown")},
    std::pair{InterconnectClass::Pcie, std::string_view("pcie")},
    std::pair{InterconnectClass::NvLink, std::string_view("nvlink")},
    std::pair{InterconnectClass::NvSwitch, std::string_view("nvswitch")}};

// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's algorithm).
long daysFromCivil(int y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const long era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<long>(doe) - 719468;
}

struct Ymd {
    int y;
    unsigned m;
    unsigned d;
};

std::optional<Ymd> parseDate(std::string_view text)
{
    if (text.size() != 7 && text.size() != 10)
        return std::nullopt;
    auto number = [&](std::size_t pos, std::size_t len) -> std::optional<int> {
        int value = 0;
        const char *first = text.data() + pos;
        const char *last = first + len;
        if (!std::all_of(first, last, [](char c) { return c >= '0' && c <= '9'; }))
            return std::nullopt;
        std::from_chars(first, last, value);
        return value;
    };
    if (text[4] != '-')
        return std::nullopt;
    const auto y = number(0, 4);
    const auto m = number(5, 2);
    std::optional<int> d = 1;
    if (text.size() == 10) {
        if (text[7] != '-')
            return std::nullopt;
        d = number(8, 2);
    }
    if (!y || !m || !d || *m < 1 || *m > 12 || *d < 1)
        return std::nullopt;
    const std::chrono::year_month_day ymd{std::chrono::year{*y},
                                          std::chrono::month{static_cast<unsigned>(*m)},
                                          std::chrono::day{static_cast<unsigned>(*d)}};
    if (!ymd.ok())
        return std::nullopt;
    return Ymd{*y, static_cast<unsigned>(*m), static_cast<unsigned>(*d)};
}

} // namespace

bool InstanceType::isInferred() const
{
    return notes.find("INFERRED") != std::string::npos || contains(interconnect, "inferred");
}

bool InstanceType::isVirtualGpu() const
{
    return contains(gpuLabel, "vgpu") || (gpuFraction && *gpuFraction < 1.0) ||
           familyCategoryFromName(familyId) == FamilyCategory::VirtualGpu;
}

InterconnectClass InstanceType::interconnectClass() const
{
    if (contains(interconnect, "nvswitch"))
        return InterconnectClass::NvSwitch;
    if (contains(interconnect, "nvlink"))
        return InterconnectClass::NvLink;
    if (contains(interconnect, "pcie"))
        return InterconnectClass::Pcie;
    return InterconnectClass::Unknown;
}

double hoursPerUnit(PriceUnit unit)
{
    switch (unit) {
    case PriceUnit::Hour:
        return 1.0;
    case PriceUnit::Week:
        return kHoursPerWeek;
    case PriceUnit::Month:
        return kHoursPerMonth;
    case PriceUnit::Year:
        return kHoursPerYear;
    }
    return 1.0;
}

FamilyCategory familyCategoryFromName(std::string_view f)
{
    if (f.starts_with("ebm"))
        return FamilyCategory::BareMetal;
    if (f.starts_with("scc"))
        return FamilyCategory::SuperComputingCluster;
    if (f.starts_with("vgn") || f.starts_with("sgn"))
        return FamilyCategory::VirtualGpu;
    return FamilyCategory::GpuCompute;
}

double Price::perHour() const
{
    return amount / hoursPerUnit(unit);
}

std::span<const PricingModeInfo> pricingModes()
{
    return kPricingModes;
}

const PricingModeInfo &pricingModeInfo(PricingMode mode)
{
    for (const PricingModeInfo &m : kPricingModes) {
        if (m.mode == mode)
            return m;
    }
    return kPricingModes.front();
}

std::string pricingModeIds(std::string_view separator)
{
    std::string out;
    for (const PricingModeInfo &m : kPricingModes) {
        if (!out.empty())
            out += separator;
        out += m.id;
    }
    return out;
}

std::string PricingModeInfo::priceColumn() const
{
    return std::string(id) + "_per_" + std::string(toString(defaultUnit));
}

std::string_view toString(PricingMode mode)
{
    return pricingModeInfo(mode).id;
}
std::string_view toString(PriceUnit unit)
{
    return text::nameOf(kUnits, unit);
}
std::string_view toString(PriceKind kind)
{
    return text::nameOf(kKinds, kind);
}
std::string_view toString(FamilyCategory category)
{
    return text::nameOf(kCategories, category);
}
std::string_view toString(Origin origin)
{
    return text::nameOf(kOrigins, origin);
}
std::string_view toString(InterconnectClass ic)
{
    return text::nameOf(kInterconnects, ic);
}

std::string_view toString(Tristate t)
{
    switch (t) {
    case Tristate::Yes:
        return "yes";
    case Tristate::No:
        return "no";
    case Tristate::Unknown:
        break;
    }
    return "";
}

std::optional<PricingMode> pricingModeFromString(std::string_view text)
{
    const std::string t = lower(text);
    for (const PricingModeInfo &m : kPricingModes) {
        if (m.id == t)
            return m.mode;
    }
    return std::nullopt;
}
std::optional<PriceUnit> priceUnitFromString(std::string_view text)
{
    return text::valueOf(kUnits, lower(text));
}
std::optional<PriceKind> priceKindFromString(std::string_view text)
{
    return text::valueOf(kKinds, lower(text));
}
std::optional<FamilyCategory> familyCategoryFromString(std::string_view text)
{
    return text::valueOf(kCategories, lower(text));
}
std::optional<Origin> originFromString(std::string_view text)
{
    return text::valueOf(kOrigins, lower(text));
}

Tristate tristateFromString(std::string_view text)
{
    const std::string t = lower(text);
    if (t == "yes" || t == "true" || t == "1")
        return Tristate::Yes;
    if (t == "no" || t == "false" || t == "0")
        return Tristate::No;
    return Tristate::Unknown;
}

bool isValidIsoDate(std::string_view text)
{
    return parseDate(text).has_value();
}

std::optional<int> daysBetween(std::string_view fromIsoDate, std::string_view toIsoDate)
{
    const auto a = parseDate(fromIsoDate);
    const auto b = parseDate(toIsoDate);
    if (!a || !b)
        return std::nullopt;
    return static_cast<int>(daysFromCivil(b->y, b->m, b->d) - daysFromCivil(a->y, a->m, a->d));
}

} // namespace gpuplanner
