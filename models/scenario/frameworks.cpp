#include "frameworks.h"

#include "estimator/workloadinputs.h"

#include "datafiles.h"

#include <QCoreApplication>
#include <QFile>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace gpuplanner {

namespace {

// Applies one setting; false when the switch or the value is not known. A profile's setting names
// an input of the registry (estimator/workloadinputs.h) by its scenario key
// ("gradient_checkpointing") or its flag without the dashes ("chunked_ce" for
// --chunked-ce); the value is true/false for a switch, an id for a choice.
bool applySetting(const FrameworkSetting &s, Workload &w)
{
    const WorkloadInput *input = workloadInputByKey(s.name);
    if (!input) {
        std::string flag = "--" + s.name;
        std::replace(flag.begin(), flag.end(), '_', '-');
        input = workloadInputByFlag(flag);
    }
    if (!input)
        return false;
    if (input->hasChoices()) {
        const InputChoice *c = input->choiceById(s.value);
        if (!c)
            return false;
        input->set(w, c->value);
        return true;
    }
    if (input->kind == InputKind::Switch && (s.value == "true" || s.value == "false")) {
        input->set(w, s.value == "true" ? 1 : 0);
        return true;
    }
    return false;
}

} // namespace

bool FrameworkLibrary::load(const QString &path)
{
    QString file = path;
    if (file.isEmpty()) {
        // The installed copy (share/gpu-planner/presets/) wins over the embedded one.
        file = findDataFile(QStringLiteral("presets/frameworks.json"));
        if (file.isEmpty())
            file = QStringLiteral(":/presets/frameworks.json");
    }
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        m_error = QCoreApplication::translate("Frameworks", "%1: cannot open: %2")
                      .arg(file, f.errorString());
        return false;
    }
    const QByteArray bytes = f.readAll();
    std::vector<FrameworkProfile> profiles;
    try {
        const nlohmann::json doc =
            nlohmann::json::parse(bytes.constData(), bytes.constData() + bytes.size());
        if (doc.value("format", std::string()) != "gpu-planner-framework-profiles") {
            m_error = QCoreApplication::translate("Frameworks",
                                                  "%1: not a framework profile file (format)")
                          .arg(file);
            return false;
        }
        const auto &list = doc.at("frameworks");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const auto &j = list[i];
            FrameworkProfile p;
            p.id = j.at("id").get<std::string>();
            p.name = j.at("name").get<std::string>();
            p.nameZh = j.value("name_zh", std::string());
            p.url = j.value("url", std::string());
            const auto &settings = j.at("settings");
            for (std::size_t k = 0; k < settings.size(); ++k) {
                const auto &sj = settings[k];
                FrameworkSetting s;
                s.name = sj.at("switch").get<std::string>();
                const auto &v = sj.at("value");
                s.value =
                    v.is_boolean() ? (v.get<bool>() ? "true" : "false") : v.get<std::string>();
                if (sj.contains("tasks"))
                    s.tasks = sj.at("tasks").get<std::vector<std::string>>();
                s.source = sj.value("source", std::string());
                s.note = sj.value("note", std::string());
                Workload probe;
                if (!applySetting(s, probe)) {
                    m_error =
                        QCoreApplication::translate("Frameworks",
                                                    "%1: frameworks[%2] (%3).settings[%4]: unknown "
                                                    "switch or value '%5' = '%6'")
                            .arg(file)
                            .arg(i)
                            .arg(QString::fromStdString(p.id))
                            .arg(k)
                            .arg(QString::fromStdString(s.name), QString::fromStdString(s.value));
                    return false;
                }
                if (s.source.empty()) {
                    m_error = QCoreApplication::translate(
                                  "Frameworks", "%1: frameworks[%2] (%3).settings[%4]: source is "
                                                "required")
                                  .arg(file)
                                  .arg(i)
                                  .arg(QString::fromStdString(p.id))
                                  .arg(k);
                    return false;
                }
                p.settings.push_back(std::move(s));
            }
            profiles.push_back(std::move(p));
        }
    } catch (const nlohmann::json::exception &e) {
        m_error = QStringLiteral("%1: %2").arg(file, QString::fromUtf8(e.what()));
        return false;
    }
    m_profiles = std::move(profiles);
    m_error.clear();
    return true;
}

const FrameworkProfile *FrameworkLibrary::find(const QString &id) const
{
    const std::string key = id.toStdString();
    const auto it = std::find_if(m_profiles.begin(), m_profiles.end(),
                                 [&](const FrameworkProfile &p) { return p.id == key; });
    return it == m_profiles.end() ? nullptr : &*it;
}

void FrameworkLibrary::apply(const FrameworkProfile &profile, Workload &w)
{
    const std::string task(toString(w.task));
    for (const FrameworkSetting &s : profile.settings) {
        if (!s.tasks.empty() && std::find(s.tasks.begin(), s.tasks.end(), task) == s.tasks.end())
            continue;
        applySetting(s, w);
    }
    w.framework = profile.id;
}

} // namespace gpuplanner
