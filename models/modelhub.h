// A model's config.json by repository id, for --model-config modelscope:ID | hf:ID:
// ModelScope (reachable from mainland China; GP_MODELSCOPE_ENDPOINT overrides it for tests
// and mirrors) or the Hugging Face hub or a mirror (HF_ENDPOINT). config.json and, when
// the repository has one, model.safetensors.index.json are fetched once into
// ~/.cache/gpu-planner/models/<hub>/<id>/ and read from there afterwards. Each request
// has a deadline (GP_HUB_TIMEOUT_MS, default 20 s) and a size cap; no credentials are
// sent; redirects to another host are refused.
#pragma once

#include <QString>

#include <optional>

namespace gpuplanner {

struct HubOptions {
    QString modelscopeEndpoint;  // empty: GP_MODELSCOPE_ENDPOINT, else https://modelscope.cn
    QString huggingFaceEndpoint; // empty: HF_ENDPOINT, else https://huggingface.co
    QString cacheDir;            // empty: <generic cache>/gpu-planner/models
    int timeoutMs = 0;           // 0: GP_HUB_TIMEOUT_MS, else 20000
};

// True for "modelscope:ID" and "hf:ID".
bool isHubModelSpec(const QString &spec);

// The local folder holding the repository's config.json (fetched or cached), or nullopt
// and *error naming the URL and what went wrong (HTTP status, timeout, too large, not
// JSON, an unknown repository id).
std::optional<QString> fetchModelConfig(const QString &spec, QString *error,
                                        const HubOptions &options = {});

} // namespace gpuplanner
