#include "modelhub.h"

#include "fileerrors.h"
#include "jsonparse.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUrl>

#include <array>

namespace gpuplanner {

namespace {

constexpr qint64 kMaxConfigBytes = 4 << 20; // a config is a few KiB
constexpr qint64 kMaxIndexBytes = 64 << 20; // an index's weight map, a few MiB

QString envOr(const char *name, const QString &fallback)
{
    const QString v = qEnvironmentVariable(name);
    return v.isEmpty() ? fallback : v;
}

struct Fetched {
    int status = 0; // HTTP status; 0 when none came
    QByteArray body;
    QString problem; // empty: an answer came (any status)
    bool cancelled = false;
};

bool isCancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load();
}

// One GET with a deadline and a size cap, in a local event loop; stopped when *cancel
// becomes true (looked at every 50 ms).
Fetched get(QNetworkAccessManager &network, const QUrl &url, int timeoutMs, qint64 cap,
            const std::atomic<bool> *cancel)
{
    Fetched out;
    if (isCancelled(cancel)) {
        out.cancelled = true;
        out.problem = QCoreApplication::translate("ModelHub", "cancelled");
        return out;
    }
    QNetworkRequest request(url);
    // A redirect to another host is not followed (a mirror answering for another is refused).
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::SameOriginRedirectPolicy);
    request.setRawHeader("Accept", "application/json");
    QNetworkReply *reply = network.get(request);
    QEventLoop loop;
    QTimer deadline;
    deadline.setSingleShot(true);
    QTimer poll;
    bool timedOut = false;
    bool tooLarge = false;
    QObject::connect(&deadline, &QTimer::timeout, &loop, [&] {
        timedOut = true;
        reply->abort();
    });
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (isCancelled(cancel)) {
            out.cancelled = true;
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::readyRead, &loop, [&] {
        out.body += reply->readAll();
        if (out.body.size() > cap) {
            tooLarge = true;
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    deadline.start(timeoutMs);
    if (cancel)
        poll.start(50);
    if (!reply->isFinished())
        loop.exec();
    if (!tooLarge && reply->isOpen())
        out.body += reply->readAll();
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (out.cancelled)
        out.problem = QCoreApplication::translate("ModelHub", "cancelled");
    else if (timedOut)
        out.problem = QCoreApplication::translate("ModelHub", "no answer within %1 s")
                          .arg(timeoutMs / 1000.0);
    else if (tooLarge || out.body.size() > cap)
        out.problem = QCoreApplication::translate("ModelHub", "the answer is larger than %1 MiB")
                          .arg(cap >> 20);
    else if (out.status == 0)
        out.problem = reply->errorString();
    reply->deleteLater();
    return out;
}

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile f(path);
    QString why;
    if (!f.open(QIODevice::WriteOnly))
        why = openErrorText(f);
    else if (writeAndCommit(f, bytes, &why))
        return true;
    *error = QCoreApplication::translate("ModelHub", "%1: cannot write: %2").arg(path, why);
    return false;
}

} // namespace

bool isHubModelSpec(const QString &spec)
{
    return spec.startsWith(QLatin1String("modelscope:")) || spec.startsWith(QLatin1String("hf:"));
}

bool isRepositoryId(const QString &id)
{
    // owner/name, each of letters, digits, '-', '_' and '.', no '..' (it names a folder).
    static const QRegularExpression valid(
        QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,95}/[A-Za-z0-9][A-Za-z0-9._-]{0,95}$"));
    return valid.match(id).hasMatch() && !id.contains(QLatin1String(".."));
}

QString hubEndpoint(Hub hub, const HubOptions &options, QString *variable)
{
    const bool modelscope = hub == Hub::ModelScope;
    const QString given = modelscope ? options.modelscopeEndpoint : options.huggingFaceEndpoint;
    const char *name = modelscope ? "GP_MODELSCOPE_ENDPOINT" : "HF_ENDPOINT";
    QString endpoint = given;
    if (variable)
        variable->clear();
    if (endpoint.isEmpty()) {
        endpoint = qEnvironmentVariable(name);
        if (!endpoint.isEmpty() && variable)
            *variable = QString::fromLatin1(name);
    }
    if (endpoint.isEmpty())
        endpoint = modelscope ? QStringLiteral("https://modelscope.cn")
                              : QStringLiteral("https://huggingface.co");
    while (endpoint.endsWith(QLatin1Char('/')))
        endpoint.chop(1);
    return endpoint;
}

namespace {

// The repository id in a repository page's address, and the hub it is on; empty when the
// address is not one of a hub's.
QString idFromUrl(const QUrl &url, const HubOptions &options, Hub *hub, QString *error)
{
    QString host = url.host().toLower();
    if (host.startsWith(QLatin1String("www.")))
        host.remove(0, 4);
    auto hostOf = [&](Hub h) {
        return QUrl(hubEndpoint(h, options)).host().toLower();
    };
    const QStringList parts = url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const bool modelscope = host == QLatin1String("modelscope.cn") ||
                            host == QLatin1String("modelscope.ai") ||
                            host == hostOf(Hub::ModelScope);
    const bool huggingFace =
        host == QLatin1String("huggingface.co") || host == QLatin1String("hf.co") ||
        host == QLatin1String("hf-mirror.com") || host == hostOf(Hub::HuggingFace);
    if (modelscope && parts.value(0) == QLatin1String("models") && parts.size() >= 3) {
        *hub = Hub::ModelScope;
        return parts[1] + QLatin1Char('/') + parts[2];
    }
    if (huggingFace && parts.size() >= 2 && parts[0] != QLatin1String("datasets") &&
        parts[0] != QLatin1String("spaces") && parts[0] != QLatin1String("models")) {
        *hub = Hub::HuggingFace;
        return parts[0] + QLatin1Char('/') + parts[1];
    }
    *error =
        modelscope || huggingFace
            ? QCoreApplication::translate("ModelHub", "%1 is not the address of a model repository")
                  .arg(url.toString())
            : QCoreApplication::translate(
                  "ModelHub", "%1 is not an address on ModelScope or the Hugging Face hub")
                  .arg(url.toString());
    return QString();
}

} // namespace

std::optional<QString> hubSpecFromInput(const QString &input, Hub hub, QString *error,
                                        const HubOptions &options, Hub *named)
{
    const QString text = input.trimmed();
    QString id;
    if (text.contains(QLatin1String("://"))) {
        const QUrl url(text, QUrl::StrictMode);
        if (!url.isValid() ||
            (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http"))) {
            *error = QCoreApplication::translate("ModelHub", "%1 is not a web address").arg(text);
            return std::nullopt;
        }
        id = idFromUrl(url, options, &hub, error);
        if (id.isEmpty())
            return std::nullopt;
    } else if (text.startsWith(QLatin1String("modelscope:"), Qt::CaseInsensitive)) {
        hub = Hub::ModelScope;
        id = text.section(QLatin1Char(':'), 1).trimmed();
    } else if (text.startsWith(QLatin1String("hf:"), Qt::CaseInsensitive)) {
        hub = Hub::HuggingFace;
        id = text.section(QLatin1Char(':'), 1).trimmed();
    } else {
        id = text;
    }
    if (named)
        *named = hub;
    if (!isRepositoryId(id)) {
        *error = QCoreApplication::translate("ModelHub", "'%1' is not a repository id (owner/name)")
                     .arg(id);
        return std::nullopt;
    }
    return (hub == Hub::ModelScope ? QStringLiteral("modelscope:") : QStringLiteral("hf:")) + id;
}

std::optional<QString> fetchModelConfig(const QString &spec, QString *error,
                                        const HubOptions &options)
{
    const bool modelscope = spec.startsWith(QLatin1String("modelscope:"));
    const QString id = spec.section(QLatin1Char(':'), 1);
    if (!isRepositoryId(id)) {
        *error = QCoreApplication::translate("ModelHub", "'%1' is not a repository id (owner/name)")
                     .arg(id);
        return std::nullopt;
    }
    const QString hub = modelscope ? QStringLiteral("modelscope") : QStringLiteral("huggingface");
    const QString endpoint = hubEndpoint(modelscope ? Hub::ModelScope : Hub::HuggingFace, options);
    const QString cacheRoot =
        options.cacheDir.isEmpty()
            ? QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
                  QStringLiteral("/gpu-planner/models")
            : options.cacheDir;
    const QString folder = QDir(cacheRoot).filePath(hub + QLatin1Char('/') + id);
    if (QFileInfo::exists(QDir(folder).filePath(QStringLiteral("config.json"))))
        return folder; // fetched before
    const QUrl base(endpoint);
    if (!base.isValid() || (base.scheme() != QLatin1String("https") &&
                            !(base.scheme() == QLatin1String("http") &&
                              (base.host() == QLatin1String("127.0.0.1") ||
                               base.host() == QLatin1String("localhost"))))) {
        *error = QCoreApplication::translate(
                     "ModelHub", "%1: only https endpoints are used (http only on 127.0.0.1)")
                     .arg(endpoint);
        return std::nullopt;
    }
    auto urlOf = [&](const QString &file) {
        return modelscope
                   ? QUrl(QStringLiteral("%1/api/v1/models/%2/repo?Revision=master&FilePath=%3")
                              .arg(endpoint, id, file))
                   : QUrl(QStringLiteral("%1/%2/resolve/main/%3").arg(endpoint, id, file));
    };
    const int timeoutMs = options.timeoutMs > 0
                              ? options.timeoutMs
                              : envOr("GP_HUB_TIMEOUT_MS", QStringLiteral("20000")).toInt();
    QNetworkAccessManager network;
    const QUrl configUrl = urlOf(QStringLiteral("config.json"));
    const Fetched config =
        get(network, configUrl, std::max(100, timeoutMs), kMaxConfigBytes, options.cancel);
    const QString shown =
        configUrl.toString(QUrl::RemoveQuery) + QStringLiteral(" (") + spec + QLatin1Char(')');
    if (!config.problem.isEmpty()) {
        *error = QStringLiteral("%1: %2").arg(shown, config.problem);
        return std::nullopt;
    }
    if (config.status != 200) {
        *error = config.status == 404
                     ? QCoreApplication::translate(
                           "ModelHub", "%1: HTTP 404: no such repository or no config.json in it")
                           .arg(shown)
                     : QCoreApplication::translate("ModelHub", "%1: HTTP %2")
                           .arg(shown)
                           .arg(config.status);
        return std::nullopt;
    }
    QString parseError;
    // A config as Python writes it (NaN, Infinity) reads as readModelConfig reads it.
    if (!parseJsonSafely(
            nullPythonNonFinite(std::string_view(config.body.constData(), config.body.size())),
            &parseError)) {
        *error = QStringLiteral("%1: %2").arg(shown, parseError);
        return std::nullopt;
    }
    // Optional files beside the config, kept when they come whole and are JSON: the index (a
    // single-file checkpoint has none) and ModelOpt's quantization (NVIDIA's FP8 and NVFP4
    // checkpoints). A cancel writes nothing.
    struct Extra {
        QString name;
        qint64 cap;
        QByteArray body;
    };
    std::array<Extra, 2> extras{
        {{QStringLiteral("model.safetensors.index.json"), kMaxIndexBytes, {}},
         {QStringLiteral("hf_quant_config.json"), kMaxConfigBytes, {}}}};
    for (Extra &e : extras) {
        const Fetched f =
            get(network, urlOf(e.name), std::max(100, timeoutMs), e.cap, options.cancel);
        if (f.cancelled || isCancelled(options.cancel)) {
            *error = QStringLiteral("%1: %2").arg(
                shown, QCoreApplication::translate("ModelHub", "cancelled")); // nothing written
            return std::nullopt;
        }
        if (f.problem.isEmpty() && f.status == 200 &&
            parseJsonSafely(std::string_view(f.body.constData(), f.body.size()), &parseError))
            e.body = f.body;
    }
    if (!QDir().mkpath(folder)) {
        *error =
            QCoreApplication::translate("ModelHub", "%1: cannot create the folder").arg(folder);
        return std::nullopt;
    }
    for (const Extra &e : extras) {
        if (!e.body.isEmpty() && !writeFile(QDir(folder).filePath(e.name), e.body, error))
            return std::nullopt;
    }
    // config.json last: its presence marks a complete fetch.
    if (!writeFile(QDir(folder).filePath(QStringLiteral("config.json")), config.body, error))
        return std::nullopt;
    return folder;
}

} // namespace gpuplanner
