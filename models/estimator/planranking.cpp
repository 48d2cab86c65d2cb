#include "estimator/planunits.h"

#include "estimator/text.h"
#include "estimator/throughput.h"
#include "estimator/timemodel.h"
#include "estimator/units.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplanner::planunits {

using text::fmt;

void rankRows(Plan &plan, bool training, SortKey sort)
{
    // ---- Pareto front and value over the fitting rows with cost and time ----
    auto costOf = [&](const PlanRow &r) -> std::optional<double> {
        return training ? r.totalCost : r.costPerMillionTokens;
    };
    auto timeOf = [&](const PlanRow &r) -> std::optional<double> {
        if (training)
            return r.hours;
        if (r.tokensPerSecond && *r.tokensPerSecond > 0)
            return 1.0 / *r.tokensPerSecond; // seconds per token: lower is faster
        return std::nullopt;
    };
    // The rows that take part: fitting, within the constraints, with a cost and a time.
    struct Point {
        double cost;
        double time;
        PlanRow *row;
    };
    std::vector<Point> points;
    for (PlanRow &r : plan.rows) {
        if (r.verdict == Verdict::DoesNotFit || !r.withinConstraints || !costOf(r) || !timeOf(r))
            continue;
        points.push_back({*costOf(r), *timeOf(r), &r});
    }
    double minCost = 0, minTime = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        minCost = i == 0 ? points[i].cost : std::min(minCost, points[i].cost);
        minTime = i == 0 ? points[i].time : std::min(minTime, points[i].time);
    }
    for (Point &p : points) {
        if (minCost > 0 && minTime > 0)
            p.row->value = std::sqrt((p.cost / minCost) * (p.time / minTime));
    }
    // On the front unless another point is no worse in both and better in one. Sorted by
    // cost, a point is dominated when a cheaper one is as fast or faster, or one of the
    // same cost is faster: O(n log n) rather than comparing every pair. A NaN compares
    // false, so such a point is never dominated and dominates nothing, as pair by pair.
    std::vector<Point> sweep;
    sweep.reserve(points.size());
    for (Point &p : points) {
        if (std::isnan(p.cost) || std::isnan(p.time))
            p.row->pareto = true;
        else
            sweep.push_back(p);
    }
    std::sort(sweep.begin(), sweep.end(),
              [](const Point &a, const Point &b) { return a.cost < b.cost; });
    double fastestCheaper = std::numeric_limits<double>::infinity();
    bool anyCheaper = false;
    for (std::size_t i = 0; i < sweep.size();) {
        std::size_t end = i;
        double fastestHere = sweep[i].time;
        while (end < sweep.size() && sweep[end].cost == sweep[i].cost) {
            fastestHere = std::min(fastestHere, sweep[end].time);
            ++end;
        }
        for (std::size_t k = i; k < end; ++k) {
            const double h = sweep[k].time;
            sweep[k].row->pareto = !((anyCheaper && fastestCheaper <= h) || fastestHere < h);
        }
        fastestCheaper = anyCheaper ? std::min(fastestCheaper, fastestHere) : fastestHere;
        anyCheaper = true;
        i = end;
    }

    // ---- Ranking: fitting within constraints, then the rest; missing values last ----
    auto key = [&](const PlanRow &r) -> std::optional<double> {
        switch (sort) {
        case SortKey::Cost:
            return costOf(r);
        case SortKey::Time:
            return timeOf(r);
        case SortKey::Value:
            return r.value;
        }
        return std::nullopt;
    };
    // Sorted as small entries (group, key, position) and the rows moved once into their
    // places: a row is large, and moving it at every step of the sort cost more than the
    // comparisons.
    // Ties on the key (two types at the same cost per 1M tokens) go to the faster one when
    // sorting by cost or value, to the cheaper one when sorting by time, then by id; the
    // lower row of a tie says why (issue 26 item 5: ties were ranked with no visible reason).
    auto second = [&](const PlanRow &r) {
        return sort == SortKey::Time ? costOf(r) : timeOf(r);
    };
    auto same = [](const std::optional<double> &a, const std::optional<double> &b) {
        return a && b && std::abs(*a - *b) <= 1e-9 * std::max(std::abs(*a), std::abs(*b));
    };
    struct SortEntry {
        int group;
        std::optional<double> key;
        std::optional<double> second;
        std::size_t index;
    };
    std::vector<SortEntry> order;
    order.reserve(plan.rows.size());
    for (std::size_t i = 0; i < plan.rows.size(); ++i) {
        const PlanRow &r = plan.rows[i];
        order.push_back({r.verdict == Verdict::DoesNotFit ? 2 : (r.withinConstraints ? 0 : 1),
                         key(r), second(r), i});
    }
    std::stable_sort(order.begin(), order.end(), [&](const SortEntry &a, const SortEntry &b) {
        if (a.group != b.group)
            return a.group < b.group;
        if (a.key.has_value() != b.key.has_value())
            return a.key.has_value();
        if (a.key && b.key && !same(a.key, b.key))
            return *a.key < *b.key;
        if (a.second.has_value() != b.second.has_value())
            return a.second.has_value();
        if (a.second && b.second && !same(a.second, b.second))
            return *a.second < *b.second;
        return plan.rows[a.index].type->id < plan.rows[b.index].type->id;
    });
    // The tie reason: the row above's id, what tied (0 cost, 1 time, 2 value) and what
    // decided (0 faster, 1 cheaper, 2 the id).
    for (std::size_t k = 1; k < order.size(); ++k) {
        const SortEntry &above = order[k - 1], &here = order[k];
        if (here.group == 2 || above.group != here.group || !same(above.key, here.key))
            continue;
        const int decided = same(above.second, here.second) ? 2 : (sort == SortKey::Time ? 1 : 0);
        add(plan.rows[here.index], "tie", Severity::Info,
            {arg::text(plan.rows[above.index].type->id),
             arg::count(sort == SortKey::Cost ? 0 : (sort == SortKey::Time ? 1 : 2)),
             arg::count(decided)});
    }
    {
        std::vector<PlanRow> sorted;
        sorted.reserve(plan.rows.size());
        for (const SortEntry &e : order)
            sorted.push_back(std::move(plan.rows[e.index]));
        plan.rows = std::move(sorted);
    }
}

} // namespace gpuplanner::planunits
