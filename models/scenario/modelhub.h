// A model's config.json by repository id, for --model-config modelscope:ID | hf:ID:
// ModelScope (reachable from mainland China; GP_MODELSCOPE_ENDPOINT overrides it for tests
// and mirrors) or the Hugging Face hub or a mirror (HF_ENDPOINT). config.json and, when
// the repository has one, model.safetensors.index.json are fetched once into
// ~/.cache/gpu-planner/models/<hub>/<id>/ and read from there afterwards. Each request
// has a deadline (GP_HUB_TIMEOUT_MS, default 20 s) and a size cap; no credentials are
// sent; redirects to another host are refused. The window fetches on a worker thread
// (app/mainwindowhub.cpp) and stops a fetch through HubOptions::cancel.
#pragma once

#include <QString>

#include <atomic>
#include <optional>

namespace gpuplanner {

enum class Hub { ModelScope, HuggingFace };

struct HubOptions {
    QString modelscopeEndpoint;  // empty: GP_MODELSCOPE_ENDPOINT, else https://modelscope.cn
    QString huggingFaceEndpoint; // empty: HF_ENDPOINT, else https://huggingface.co
    QString cacheDir;            // empty: <generic cache>/gpu-planner/models
    int timeoutMs = 0;           // 0: GP_HUB_TIMEOUT_MS, else 20000
    // Looked at every 50 ms while a request runs (from any thread): once true, the request
    // is aborted and the fetch fails as "cancelled", writing nothing.
    const std::atomic<bool> *cancel = nullptr;
};

// True for "modelscope:ID" and "hf:ID".
bool isHubModelSpec(const QString &spec);

// "owner/name": letters, digits, '-', '_' and '.', no "..", at most 96 characters a part.
bool isRepositoryId(const QString &id);

// Where requests to the hub go, without a trailing '/': the option, else the environment
// variable, else https://modelscope.cn or https://huggingface.co. *variable (when given)
// names the environment variable it came from, or is empty.
QString hubEndpoint(Hub hub, const HubOptions &options = {}, QString *variable = nullptr);

// What a user typed or pasted, as a spec for fetchModelConfig: "owner/name" (on `hub`),
// "modelscope:ID", "hf:ID", or a repository page's address (https://modelscope.cn/models/
// owner/name…, https://huggingface.co/owner/name…, hf.co, hf-mirror.com, or the host of the
// endpoint in use). *named (when given) is the hub the text names, else `hub`. Nullopt and
// *error saying why for anything else.
std::optional<QString> hubSpecFromInput(const QString &input, Hub hub, QString *error,
                                        const HubOptions &options = {}, Hub *named = nullptr);

// The local folder holding the repository's config.json (fetched or cached), or nullopt
// and *error naming the URL and what went wrong (HTTP status, timeout, too large, not
// JSON, an unknown repository id, cancelled).
std::optional<QString> fetchModelConfig(const QString &spec, QString *error,
                                        const HubOptions &options = {});

} // namespace gpuplanner
