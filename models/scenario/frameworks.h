// Framework profiles: the training-technique defaults of common fine-tuning frameworks
// (Hugging Face Trainer + PEFT, TRL, torchtune, LitGPT, LLaMA-Factory, DeepSpeed), kept as
// data in resources/presets/frameworks.json (embedded as :/presets/frameworks.json). Each
// setting names the framework file or page it comes from. Applying a profile sets the
// switches of a Workload; every switch stays editable afterwards.
#pragma once

#include "estimator/memory.h"

#include <QString>

#include <vector>

namespace gpuplanner {

struct FrameworkSetting {
    std::string name;  // switch: attention, gradient_checkpointing, chunked_ce, ...
    std::string value; // "true"/"false" for switches, or a name (sdpa, paper, zero2, ...)
    std::vector<std::string> tasks; // only for these tasks (empty = every training task)
    std::string source;             // URL of the framework's file or page
    std::string note;
};

struct FrameworkProfile {
    std::string id;
    std::string name;
    std::string nameZh; // "name_zh": the Chinese name where the name is not only product
                        // names ("torchtune（单卡配方）"); empty: the name in both languages
    std::string url;
    std::vector<FrameworkSetting> settings;

    // The name in the window's language.
    std::string displayName(bool chinese) const
    {
        return chinese && !nameZh.empty() ? nameZh : name;
    }
};

class FrameworkLibrary
{
public:
    // Reads the installed profiles (share/gpu-planner/presets/frameworks.json), else the
    // embedded ones, or the file at path when given. An unknown switch or
    // value is an error naming the profile and the setting.
    bool load(const QString &path = {});
    QString errorString() const { return m_error; }

    const std::vector<FrameworkProfile> &profiles() const { return m_profiles; }
    const FrameworkProfile *find(const QString &id) const;

    // Sets the profile's switches on w (for w's task) and records the profile id.
    static void apply(const FrameworkProfile &profile, Workload &w);

private:
    std::vector<FrameworkProfile> m_profiles;
    QString m_error;
};

} // namespace gpuplanner
