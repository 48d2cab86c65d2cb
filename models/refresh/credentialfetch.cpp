#include "credentialfetch.h"

#include "aliyunclient.h"
#include "aliyunsigner.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace gpuplanner::aliyun {

namespace {

// Credentials are a few hundred bytes; anything larger is not a credentials answer.
constexpr qint64 kMaxCredentialAnswer = 64 << 10;
constexpr int kDefaultDuration = 3600;

struct HttpAnswer {
    int status = 0;  // 0: no HTTP answer
    QByteArray body; // when status is 200
    QString problem; // empty when status is 200
    bool answered = false;
};

// One request, waited for in a local event loop: no redirect followed, a deadline for the
// whole answer, a size cap.
HttpAnswer httpRequest(QNetworkRequest request, const QByteArray &verb, const QByteArray &body,
                       int timeoutMs, bool direct)
{
    QNetworkAccessManager network;
    if (direct) // the metadata service is on the instance's own link: never through a proxy
        network.setProxy(QNetworkProxy::NoProxy);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(timeoutMs);
    QNetworkReply *reply = network.sendCustomRequest(request, verb, body);
    bool late = false;
    bool tooLarge = false;
    QEventLoop loop;
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, reply, [&] {
        late = true;
        reply->abort();
    });
    QObject::connect(reply, &QNetworkReply::downloadProgress, reply, [&](qint64 received, qint64) {
        if (received > kMaxCredentialAnswer && !tooLarge) {
            tooLarge = true;
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    deadline.start(timeoutMs);
    if (!reply->isFinished())
        loop.exec();
    deadline.stop();
    HttpAnswer a;
    a.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    a.answered = a.status != 0;
    if (tooLarge) {
        a.problem =
            QCoreApplication::translate("AliyunCredentials", "the answer is larger than 64 KiB");
    } else if (a.status >= 300 && a.status < 400) {
        a.problem = QCoreApplication::translate(
                        "AliyunCredentials",
                        "HTTP %1, a redirect, which is not followed (credentials go to the "
                        "configured address only)")
                        .arg(a.status);
    } else if (a.status == 0) {
        a.problem = late || reply->error() == QNetworkReply::OperationCanceledError
                        ? QCoreApplication::translate("AliyunCredentials", "no answer within %1 s")
                              .arg(timeoutMs / 1000.0)
                        : reply->errorString();
    } else if (a.status != 200) {
        a.body = reply->read(kMaxCredentialAnswer);
        a.problem = QStringLiteral("HTTP %1").arg(a.status);
    } else {
        a.body = reply->read(kMaxCredentialAnswer + 1);
    }
    reply->deleteLater();
    return a;
}

// The four fields of temporary credentials, from the metadata service, a credentials URI
// or STS's Credentials object. The body is never quoted: it holds the secret.
std::optional<Credentials> temporaryCredentials(const QJsonObject &o, QString origin,
                                                QString *error)
{
    Credentials c;
    c.accessKeyId = o.value(QStringLiteral("AccessKeyId")).toString();
    c.accessKeySecret = o.value(QStringLiteral("AccessKeySecret")).toString();
    c.securityToken = o.value(QStringLiteral("SecurityToken")).toString();
    c.origin = std::move(origin);
    c.expiration =
        QDateTime::fromString(o.value(QStringLiteral("Expiration")).toString(), Qt::ISODate);
    if (c.accessKeyId.isEmpty() || c.accessKeySecret.isEmpty() || c.securityToken.isEmpty() ||
        !c.expiration.isValid()) {
        *error = QCoreApplication::translate(
            "AliyunCredentials",
            "the answer lacks AccessKeyId, AccessKeySecret, SecurityToken or a valid "
            "Expiration");
        return std::nullopt;
    }
    // A minute's margin: a refresh that starts with them should not stop half-way.
    if (c.expiration <= QDateTime::currentDateTimeUtc().addSecs(60)) {
        *error = QCoreApplication::translate("AliyunCredentials",
                                             "the credentials it gave expired at %1")
                     .arg(c.expiration.toUTC().toString(Qt::ISODate));
        return std::nullopt;
    }
    return c;
}

QJsonObject jsonObject(const QByteArray &body, bool *ok)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    *ok = doc.isObject();
    return doc.object();
}

QString sessionName(const RoleRequest &role, const QProcessEnvironment &env)
{
    if (!role.sessionName.isEmpty())
        return role.sessionName;
    const QString fromEnv = env.value(QStringLiteral("ALIBABA_CLOUD_ROLE_SESSION_NAME"));
    return fromEnv.isEmpty()
               ? QStringLiteral("gpu-planner-%1").arg(QDateTime::currentSecsSinceEpoch())
               : fromEnv;
}

// An STS answer with a Credentials object, or its error.
std::optional<Credentials> stsCredentials(const QString &action, int status, const QByteArray &body,
                                          const QString &origin, QString *error)
{
    bool ok = false;
    const QJsonObject o = jsonObject(body, &ok);
    const QString prefix = QStringLiteral("STS %1: ").arg(action);
    if (!ok) {
        *error =
            prefix + QCoreApplication::translate("AliyunCredentials", "the answer is not JSON");
        return std::nullopt;
    }
    if (status != 200 || o.contains(QStringLiteral("Code"))) {
        *error = prefix + QStringLiteral("%1 (HTTP %2): %3")
                              .arg(o.value(QStringLiteral("Code")).toString())
                              .arg(status)
                              .arg(o.value(QStringLiteral("Message")).toString().left(300));
        return std::nullopt;
    }
    QString problem;
    auto c =
        temporaryCredentials(o.value(QStringLiteral("Credentials")).toObject(), origin, &problem);
    if (!c)
        *error = prefix + problem;
    return c;
}

} // namespace

QString shownUrl(const QUrl &url)
{
    return url.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
}

QUrl stsEndpoint(const QProcessEnvironment &env, const QString &stsRegion, bool vpc, QString *error)
{
    const QString override = env.value(QStringLiteral("ALIBABA_CLOUD_STS_ENDPOINT")).trimmed();
    if (!override.isEmpty()) {
        QUrl url(override.contains(QLatin1String("://")) ? override
                                                         : QStringLiteral("https://") + override,
                 QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty() || !secureEndpoint(url)) {
            *error = QCoreApplication::translate(
                         "AliyunCredentials",
                         "ALIBABA_CLOUD_STS_ENDPOINT: '%1' is not an https URL or host (plain "
                         "http only to a loopback address)")
                         .arg(override);
            return {};
        }
        if (url.path().isEmpty())
            url.setPath(QStringLiteral("/"));
        return url;
    }
    const QString region =
        stsRegion.isEmpty() ? env.value(QStringLiteral("ALIBABA_CLOUD_STS_REGION")) : stsRegion;
    vpc = vpc || env.value(QStringLiteral("ALIBABA_CLOUD_VPC_ENDPOINT_ENABLED")).toLower() ==
                     QLatin1String("true");
    if (region.isEmpty())
        return QUrl(QStringLiteral("https://sts.aliyuncs.com/"));
    return QUrl(QStringLiteral("https://%1.%2.aliyuncs.com/")
                    .arg(vpc ? QStringLiteral("sts-vpc") : QStringLiteral("sts"), region));
}

std::optional<Credentials> fetchEcsRoleCredentials(const QUrl &metadata, const QString &roleName,
                                                   bool imdsv1Disabled, int timeoutMs,
                                                   QString *error, bool *noAnswer)
{
    *noAnswer = false;
    const QString where =
        QCoreApplication::translate("AliyunCredentials", "ECS instance metadata service %1: ")
            .arg(shownUrl(metadata));
    auto at = [&metadata](const QString &path) {
        QUrl url = metadata;
        url.setPath(path);
        return url;
    };
    QNetworkRequest tokenRequest(at(QStringLiteral("/latest/api/token")));
    tokenRequest.setRawHeader("X-aliyun-ecs-metadata-token-ttl-seconds", "21600");
    const HttpAnswer token = httpRequest(tokenRequest, "PUT", QByteArray(), timeoutMs, true);
    if (!token.answered) {
        *noAnswer = true; // not an ECS instance: the role would not answer either
        *error = where + token.problem;
        return std::nullopt;
    }
    if (!token.problem.isEmpty() && imdsv1Disabled) {
        *error = where + QCoreApplication::translate(
                             "AliyunCredentials",
                             "no IMDSv2 token (%1) and ALIBABA_CLOUD_IMDSV1_DISABLED is true")
                             .arg(token.problem);
        return std::nullopt;
    }
    const QByteArray tokenValue = token.problem.isEmpty() ? token.body.trimmed() : QByteArray();
    auto get = [&](const QString &path) {
        QNetworkRequest request(at(path));
        if (!tokenValue.isEmpty())
            request.setRawHeader("X-aliyun-ecs-metadata-token", tokenValue);
        return httpRequest(request, "GET", QByteArray(), timeoutMs, true);
    };
    const QString base = QStringLiteral("/latest/meta-data/ram/security-credentials/");
    QString role = roleName;
    if (role.isEmpty()) {
        const HttpAnswer list = get(base);
        if (list.status == 404) {
            *error = where + QCoreApplication::translate(
                                 "AliyunCredentials",
                                 "no RAM role is attached to this instance (HTTP 404)");
            return std::nullopt;
        }
        if (!list.problem.isEmpty()) {
            *error = where + list.problem;
            return std::nullopt;
        }
        role = QString::fromUtf8(list.body).split(QLatin1Char('\n')).value(0).trimmed();
        if (role.isEmpty() || role.contains(QLatin1Char('/'))) {
            *error =
                where + QCoreApplication::translate("AliyunCredentials",
                                                    "the role name it gave is empty or not a name");
            return std::nullopt;
        }
    }
    const HttpAnswer answer = get(base + role);
    const QString roleWhere =
        where + QCoreApplication::translate("AliyunCredentials", "role '%1': ").arg(role);
    if (answer.status == 404) {
        *error = roleWhere + QCoreApplication::translate(
                                 "AliyunCredentials", "no such role on this instance (HTTP 404)");
        return std::nullopt;
    }
    if (!answer.problem.isEmpty()) {
        *error = roleWhere + answer.problem;
        return std::nullopt;
    }
    bool ok = false;
    const QJsonObject o = jsonObject(answer.body, &ok);
    if (!ok) {
        *error =
            roleWhere + QCoreApplication::translate("AliyunCredentials", "the answer is not JSON");
        return std::nullopt;
    }
    if (o.value(QStringLiteral("Code")).toString() != QLatin1String("Success")) {
        *error = roleWhere + QCoreApplication::translate("AliyunCredentials",
                                                         "the answer's Code is '%1', not Success")
                                 .arg(o.value(QStringLiteral("Code")).toString().left(100));
        return std::nullopt;
    }
    QString problem;
    auto c = temporaryCredentials(
        o,
        QCoreApplication::translate("AliyunCredentials", "the RAM role '%1' of this ECS instance")
            .arg(role),
        &problem);
    if (!c)
        *error = roleWhere + problem;
    return c;
}

std::optional<Credentials> fetchUriCredentials(const QUrl &uri, int timeoutMs, QString *error)
{
    const QString where = QStringLiteral("ALIBABA_CLOUD_CREDENTIALS_URI %1: ").arg(shownUrl(uri));
    if (!uri.isValid() || uri.host().isEmpty() ||
        (uri.scheme() != QLatin1String("http") && uri.scheme() != QLatin1String("https"))) {
        *error = where + QCoreApplication::translate("AliyunCredentials", "not an http(s) URL");
        return std::nullopt;
    }
    const HttpAnswer answer =
        httpRequest(QNetworkRequest(uri), "GET", QByteArray(), timeoutMs, false);
    if (!answer.problem.isEmpty()) {
        *error = where + answer.problem;
        return std::nullopt;
    }
    bool ok = false;
    const QJsonObject o = jsonObject(answer.body, &ok);
    if (!ok) {
        *error = where + QCoreApplication::translate("AliyunCredentials", "the answer is not JSON");
        return std::nullopt;
    }
    QString problem;
    auto c = temporaryCredentials(
        o, QStringLiteral("ALIBABA_CLOUD_CREDENTIALS_URI %1").arg(shownUrl(uri)), &problem);
    if (!c)
        *error = where + problem;
    return c;
}

std::optional<Credentials> assumeRole(const Credentials &source, const RoleRequest &role,
                                      const QProcessEnvironment &env, QString *error)
{
    ClientOptions options;
    options.endpoint = role.stsEndpoint;
    options.version = QStringLiteral("2015-04-01");
    options.timeoutMs = role.timeoutMs;
    options.maxAttempts = 2;
    Client client(source, options);
    Params params{
        {QStringLiteral("RoleArn"), role.roleArn},
        {QStringLiteral("RoleSessionName"), sessionName(role, env)},
        {QStringLiteral("DurationSeconds"),
         QString::number(role.durationSeconds > 0 ? role.durationSeconds : kDefaultDuration)}};
    if (!role.externalId.isEmpty())
        params.append({QStringLiteral("ExternalId"), role.externalId});
    if (!role.policy.isEmpty())
        params.append({QStringLiteral("Policy"), role.policy});
    std::optional<ApiResult> result;
    QEventLoop loop;
    client.call(QStringLiteral("AssumeRole"), params, [&](const ApiResult &r) {
        result = r;
        loop.quit();
    });
    if (!result)
        loop.exec();
    const QString origin =
        QCoreApplication::translate("AliyunCredentials", "RAM role %1 assumed with %2")
            .arg(role.roleArn, source.origin);
    if (!result->ok) {
        // Not the client's message for a malformed answer: it quotes the body.
        *error = QStringLiteral("STS AssumeRole %1: %2: %3")
                     .arg(shownUrl(role.stsEndpoint), result->code,
                          result->code == QLatin1String("MalformedResponse")
                              ? QCoreApplication::translate("AliyunCredentials",
                                                            "the answer is not JSON")
                              : result->message.left(300));
        return std::nullopt;
    }
    return stsCredentials(QStringLiteral("AssumeRole"), 200, result->body, origin, error);
}

std::optional<Credentials> assumeRoleWithOidc(const RoleRequest &role, const QString &providerArn,
                                              const QString &tokenFile,
                                              const QProcessEnvironment &env, QString *error)
{
    QFile f(tokenFile);
    if (!f.open(QIODevice::ReadOnly)) {
        *error =
            QCoreApplication::translate("AliyunCredentials", "OIDC token file %1: cannot open: %2")
                .arg(tokenFile, f.errorString());
        return std::nullopt;
    }
    const QByteArray token = f.read(kMaxCredentialAnswer).trimmed();
    if (token.isEmpty()) {
        *error = QCoreApplication::translate("AliyunCredentials", "OIDC token file %1 is empty")
                     .arg(tokenFile);
        return std::nullopt;
    }
    if (!secureEndpoint(role.stsEndpoint)) {
        *error = QCoreApplication::translate(
                     "AliyunCredentials", "%1 is not https; the OIDC token is only sent over https")
                     .arg(shownUrl(role.stsEndpoint));
        return std::nullopt;
    }
    QUrl url = role.stsEndpoint;
    const Params query{{QStringLiteral("Action"), QStringLiteral("AssumeRoleWithOIDC")},
                       {QStringLiteral("Format"), QStringLiteral("JSON")},
                       {QStringLiteral("Version"), QStringLiteral("2015-04-01")},
                       {QStringLiteral("Timestamp"), QDateTime::currentDateTimeUtc().toString(
                                                         QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"))}};
    Params form{
        {QStringLiteral("RoleArn"), role.roleArn},
        {QStringLiteral("OIDCProviderArn"), providerArn},
        {QStringLiteral("OIDCToken"), QString::fromUtf8(token)},
        {QStringLiteral("RoleSessionName"), sessionName(role, env)},
        {QStringLiteral("DurationSeconds"),
         QString::number(role.durationSeconds > 0 ? role.durationSeconds : kDefaultDuration)}};
    if (!role.policy.isEmpty())
        form.append({QStringLiteral("Policy"), role.policy});
    auto encoded = [](const Params &params) {
        QByteArray out;
        for (const auto &[k, v] : params)
            out += (out.isEmpty() ? "" : "&") + percentEncode(k) + '=' + percentEncode(v);
        return out;
    };
    url.setQuery(QString::fromLatin1(encoded(query)), QUrl::StrictMode);
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader,
                      QByteArrayLiteral("application/x-www-form-urlencoded"));
    request.setRawHeader("Accept", "application/json");
    const HttpAnswer answer = httpRequest(request, "POST", encoded(form), role.timeoutMs, false);
    const QString origin = QCoreApplication::translate("AliyunCredentials",
                                                       "RAM role %1 assumed with the OIDC token %2")
                               .arg(role.roleArn, tokenFile);
    if (!answer.answered || (!answer.problem.isEmpty() && answer.body.isEmpty())) {
        *error = QStringLiteral("STS AssumeRoleWithOIDC %1: %2")
                     .arg(shownUrl(role.stsEndpoint), answer.problem);
        return std::nullopt;
    }
    return stsCredentials(QStringLiteral("AssumeRoleWithOIDC"), answer.status, answer.body, origin,
                          error);
}

} // namespace gpuplanner::aliyun
