#include "presets.h"

#include "datafiles.h"
#include "jsonparse.h"

#include "estimator/modelfields.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

namespace gpuplanner {

namespace {

// Lower case, then only a-z, 0-9 and '.' kept. A loop, not a QRegularExpression: match()
// normalises two names of every preset per call, and compiling the pattern each time was
// most of reading a calibration file.
QString normalised(const QString &text)
{
    const QString lower = text.toLower();
    QString kept;
    kept.reserve(lower.size());
    for (const QChar c : lower) {
        const char16_t u = c.unicode();
        if ((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9') || u == u'.')
            kept.append(c);
    }
    return kept;
}

// A preset's "checkpoint": {"precision": "fp8", "quantization": "mxfp4", "kv_cache": "fp8",
// "source": URL}, each value as the command line's flags spell it.
std::optional<CheckpointFormat> readCheckpoint(const nlohmann::json &j, QString *problem)
{
    CheckpointFormat out;
    const auto it = j.find("checkpoint");
    if (it == j.end())
        return out;
    if (!it->is_object() || !it->contains("source")) {
        *problem = QStringLiteral("checkpoint: an object with its source");
        return std::nullopt;
    }
    auto text = [&](const char *key) {
        return it->value(key, std::string());
    };
    if (it->contains("precision")) {
        const auto p = precisionFromString(text("precision"));
        if (!p) {
            *problem = QStringLiteral("checkpoint.precision: unknown");
            return std::nullopt;
        }
        out.precision = *p;
    }
    if (it->contains("quantization")) {
        const auto q = quantizationFromString(text("quantization"));
        if (!q) {
            *problem = QStringLiteral("checkpoint.quantization: unknown");
            return std::nullopt;
        }
        out.quantization = *q;
    }
    if (it->contains("kv_cache")) {
        const auto p = precisionFromString(text("kv_cache"));
        if (!p) {
            *problem = QStringLiteral("checkpoint.kv_cache: unknown");
            return std::nullopt;
        }
        out.kvCache = *p;
    }
    return out;
}

} // namespace

bool PresetLibrary::load(const QString &path)
{
    QString file = path;
    if (file.isEmpty()) {
        // The installed copy (share/gpu-planner/presets/) wins over the embedded one.
        file = findDataFile(QStringLiteral("presets/models.json"));
        if (file.isEmpty())
            file = QStringLiteral(":/presets/models.json");
    }
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        m_error = QCoreApplication::translate("Presets", "%1: cannot open: %2")
                      .arg(file, f.errorString());
        return false;
    }
    const QByteArray bytes = f.readAll();
    std::vector<ModelSpec> models;
    std::vector<CheckpointFormat> formats;
    if (jsonTooDeepAt(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())))) {
        m_error = QCoreApplication::translate("Presets", "%1: nested deeper than %2 levels")
                      .arg(file)
                      .arg(kMaxJsonDepth);
        return false;
    }
    try {
        const nlohmann::json doc =
            nlohmann::json::parse(bytes.constData(), bytes.constData() + bytes.size());
        if (doc.value("format", std::string()) != "gpu-planner-model-presets") {
            m_error = QCoreApplication::translate("Presets", "%1: not a model preset file (format)")
                          .arg(file);
            return false;
        }
        const auto &list = doc.at("models");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const auto &j = list[i];
            ModelSpec m;
            m.id = j.at("id").get<std::string>();
            m.name = j.at("name").get<std::string>();
            m.family = j.value("family", std::string());
            const auto arch =
                architectureFromString(j.value("architecture", std::string("decoder")));
            if (!arch) {
                m_error = QStringLiteral("%1: models[%2].architecture: unknown").arg(file).arg(i);
                return false;
            }
            m.architecture = *arch;
            // The numeric shape, MoE and attention fields (estimator/modelfields.h).
            for (const ModelField &f : modelFields()) {
                const auto it = j.find(std::string(f.key));
                if (it == j.end())
                    continue;
                const double v = it->get<double>();
                if (auto problem = limits::check(f.limit, v, f.key)) {
                    m_error = QStringLiteral("%1: models[%2].%3")
                                  .arg(file)
                                  .arg(i)
                                  .arg(QString::fromStdString(*problem));
                    return false;
                }
                f.set(m, v);
            }
            m.ffnGated = j.value("ffn_gated", true);
            m.tiedEmbeddings = j.value("tied_embeddings", false);
            m.encoderLayers = j.value("encoder_layers", 0);
            m.decoderLayers = j.value("decoder_layers", 0);
            m.imageSize = j.value("image_size", 0);
            m.patchSize = j.value("patch_size", 0);
            m.source = j.at("source").get<std::string>();
            m.notes = j.value("notes", std::string());
            if (m.paramsB <= 0 || m.source.empty()) {
                m_error = QCoreApplication::translate(
                              "Presets", "%1: models[%2] (%3): params_b and source are required")
                              .arg(file)
                              .arg(i)
                              .arg(QString::fromStdString(m.id));
                return false;
            }
            QString problem;
            const auto format = readCheckpoint(j, &problem);
            if (!format) {
                m_error = QStringLiteral("%1: models[%2].%3").arg(file).arg(i).arg(problem);
                return false;
            }
            models.push_back(std::move(m));
            formats.push_back(*format);
        }
    } catch (const nlohmann::json::exception &e) {
        m_error = QStringLiteral("%1: %2").arg(file, QString::fromUtf8(e.what()));
        return false;
    }
    m_models = std::move(models);
    m_formats = std::move(formats);
    m_matchNames.clear();
    m_matchNames.reserve(m_models.size());
    for (const ModelSpec &m : m_models)
        m_matchNames.push_back({normalised(repositoryOf(m).section(QLatin1Char('/'), 1)),
                                normalised(QString::fromStdString(m.id))});
    return true;
}

const ModelSpec *PresetLibrary::find(const QString &id) const
{
    for (const ModelSpec &m : m_models) {
        if (QString::fromStdString(m.id) == id)
            return &m;
    }
    return nullptr;
}

CheckpointFormat PresetLibrary::publishedFormat(std::string_view id) const
{
    for (std::size_t i = 0; i < m_models.size() && i < m_formats.size(); ++i) {
        if (!id.empty() && m_models[i].id == id)
            return m_formats[i];
    }
    return {};
}

QString PresetLibrary::repositoryOf(const ModelSpec &m)
{
    static const QRegularExpression re(QStringLiteral("huggingface\\.co/([^/]+/[^/]+)"));
    const auto match = re.match(QString::fromStdString(m.source));
    return match.hasMatch() ? match.captured(1) : QString();
}

const ModelSpec *PresetLibrary::match(const QString &text) const
{
    const QString hay = normalised(text);
    const ModelSpec *best = nullptr;
    qsizetype bestLength = 0;
    for (std::size_t i = 0; i < m_models.size(); ++i) {
        for (const QString &c : m_matchNames[i]) {
            if (c.size() > bestLength && !c.isEmpty() && hay.contains(c)) {
                best = &m_models[i];
                bestLength = c.size();
            }
        }
    }
    return best;
}

} // namespace gpuplanner
