// Model presets: published model configurations kept as data in
// resources/presets/models.json (embedded as :/presets/models.json). Each names where
// its config came from.
#pragma once

#include "estimator/memory.h"
#include "estimator/modelspec.h"

#include <QString>

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace gpuplanner {

class PresetLibrary
{
public:
    // Reads the installed presets (share/gpu-planner/presets/models.json, datafiles.h), else
    // the embedded ones, or the file at path when given.
    bool load(const QString &path = {});
    QString errorString() const { return m_error; }

    const std::vector<ModelSpec> &models() const { return m_models; }
    const ModelSpec *find(const QString &id) const;
    // How the preset's published checkpoint stores its weights (its "checkpoint": FP8,
    // MXFP4 experts, an FP8 KV cache); 16 bits for a preset without one or an unknown id.
    CheckpointFormat publishedFormat(std::string_view id) const;
    // The preset whose Hugging Face repository (from its source URL) or name appears in
    // free text such as "meta-llama/Llama-2-13b(-chat)-hf"; nullptr when none does.
    const ModelSpec *match(const QString &text) const;

    static QString repositoryOf(const ModelSpec &m); // "meta-llama/Llama-2-13b-hf"

private:
    std::vector<ModelSpec> m_models;
    std::vector<CheckpointFormat> m_formats; // per model, in its order
    // Per model, what match() looks for: the repository name without its owner and the id,
    // both normalised; made once by load().
    std::vector<std::array<QString, 2>> m_matchNames;
    QString m_error;
};

} // namespace gpuplanner
