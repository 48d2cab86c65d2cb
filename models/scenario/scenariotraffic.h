// The "traffic" object of a scenario file (docs/scenario-format.md): a serving plan's
// traffic and latency targets (estimator/capacity.h). The prompt and output means are the
// scenario's inputs.prompt_len and inputs.output_len.
#pragma once

#include "estimator/capacity.h"
#include "estimator/memory.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace gpuplanner {

nlohmann::json trafficToJson(const TrafficProfile &traffic);

// nullopt with *field ("traffic.ttft_s") and *problem on a wrong type or a value the
// capacity command would refuse.
std::optional<TrafficProfile> trafficFromJson(const nlohmann::json &j, const Workload &workload,
                                              std::string *field, std::string *problem);

} // namespace gpuplanner
