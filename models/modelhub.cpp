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
};

// One GET with a deadline and a size cap, in a local event loop.
Fetched get(QNetworkAccessManager &network, const QUrl &url, int timeoutMs, qint64 cap)
{
    Fetched out;
    QNetworkRequest request(url);
    // A redirect to another host is not followed (a mirror answering for another is refused).
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::SameOriginRedirectPolicy);
    request.setRawHeader("Accept", "application/json");
    QNetworkReply *reply = network.get(request);
    QEventLoop loop;
    QTimer deadline;
    deadline.setSingleShot(true);
    bool timedOut = false;
    bool tooLarge = false;
    QObject::connect(&deadline, &QTimer::timeout, &loop, [&] {
        timedOut = true;
        reply->abort();
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
    if (!reply->isFinished())
        loop.exec();
    if (!tooLarge && reply->isOpen())
        out.body += reply->readAll();
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (timedOut)
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

std::optional<QString> fetchModelConfig(const QString &spec, QString *error,
                                        const HubOptions &options)
{
    const bool modelscope = spec.startsWith(QLatin1String("modelscope:"));
    const QString id = spec.section(QLatin1Char(':'), 1);
    // owner/name, each of letters, digits, '-', '_' and '.', no '..' (it names a folder).
    static const QRegularExpression valid(
        QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,95}/[A-Za-z0-9][A-Za-z0-9._-]{0,95}$"));
    if (!valid.match(id).hasMatch() || id.contains(QLatin1String(".."))) {
        *error = QCoreApplication::translate("ModelHub", "'%1' is not a repository id (owner/name)")
                     .arg(id);
        return std::nullopt;
    }
    const QString hub = modelscope ? QStringLiteral("modelscope") : QStringLiteral("huggingface");
    QString endpoint =
        modelscope ? (options.modelscopeEndpoint.isEmpty()
                          ? envOr("GP_MODELSCOPE_ENDPOINT", QStringLiteral("https://modelscope.cn"))
                          : options.modelscopeEndpoint)
                   : (options.huggingFaceEndpoint.isEmpty()
                          ? envOr("HF_ENDPOINT", QStringLiteral("https://huggingface.co"))
                          : options.huggingFaceEndpoint);
    while (endpoint.endsWith(QLatin1Char('/')))
        endpoint.chop(1);
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
    const Fetched config = get(network, configUrl, std::max(100, timeoutMs), kMaxConfigBytes);
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
    if (!parseJsonSafely(std::string_view(config.body.constData(), config.body.size()),
                         &parseError)) {
        *error = QStringLiteral("%1: %2").arg(shown, parseError);
        return std::nullopt;
    }
    // The index is optional: a single-file checkpoint has none.
    const QUrl indexUrl = urlOf(QStringLiteral("model.safetensors.index.json"));
    const Fetched index = get(network, indexUrl, std::max(100, timeoutMs), kMaxIndexBytes);
    const bool haveIndex =
        index.problem.isEmpty() && index.status == 200 &&
        parseJsonSafely(std::string_view(index.body.constData(), index.body.size()), &parseError);
    if (!QDir().mkpath(folder)) {
        *error =
            QCoreApplication::translate("ModelHub", "%1: cannot create the folder").arg(folder);
        return std::nullopt;
    }
    if (haveIndex &&
        !writeFile(QDir(folder).filePath(QStringLiteral("model.safetensors.index.json")),
                   index.body, error))
        return std::nullopt;
    // config.json last: its presence marks a complete fetch.
    if (!writeFile(QDir(folder).filePath(QStringLiteral("config.json")), config.body, error))
        return std::nullopt;
    return folder;
}

} // namespace gpuplanner
