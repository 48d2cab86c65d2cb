#include "aliyunclient.h"

#include "aliyunsigner.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QTimer>
#include <QUrlQuery>
#include <QUuid>

#include <algorithm>
#include <cmath>

namespace gpuplanner::aliyun {

QString hintFor(const QString &code)
{
    struct Hint {
        const char *prefix;
        const char *text;
    };
    static const Hint hints[] = {
        {"InvalidAccessKeyId",
         QT_TRANSLATE_NOOP("RefreshFailure",
                           "the AccessKey ID is unknown or disabled: check the key in the "
                           "RAM console and where it is configured")},
        {"SignatureDoesNotMatch",
         QT_TRANSLATE_NOOP("RefreshFailure", "the AccessKey secret does not match the ID")},
        {"IncompleteSignature",
         QT_TRANSLATE_NOOP("RefreshFailure", "the AccessKey secret does not match the ID")},
        {"InvalidSecurityToken",
         QT_TRANSLATE_NOOP("RefreshFailure", "the STS token is invalid or expired: get a new one")},
        {"Forbidden.RAM",
         QT_TRANSLATE_NOOP("RefreshFailure",
                           "the RAM user lacks permission: grant ecs:DescribePrice, "
                           "ecs:DescribeSpotAdvice and ecs:DescribeAvailableResource "
                           "(or AliyunECSReadOnlyAccess)")},
        {"Forbidden", QT_TRANSLATE_NOOP("RefreshFailure",
                                        "the account may not call this API: check its RAM policy")},
        {"InvalidInstanceType.NotFound",
         QT_TRANSLATE_NOOP("RefreshFailure", "the instance type is not sold in this region")},
        {"InvalidRegionId",
         QT_TRANSLATE_NOOP("RefreshFailure",
                           "the region does not exist or is not enabled for the account")},
        {"Throttling",
         QT_TRANSLATE_NOOP("RefreshFailure",
                           "the API's rate limit was hit and retries ran out: try again later or "
                           "lower --rate")},
        {"Timeout", QT_TRANSLATE_NOOP("RefreshFailure", "the endpoint did not answer in time")},
        {"Network.ConnectionRefused",
         QT_TRANSLATE_NOOP("RefreshFailure",
                           "nothing answers at the endpoint's address and port: check --endpoint")},
        {"Network.ConnectionReset",
         QT_TRANSLATE_NOOP("RefreshFailure",
                           "the endpoint dropped the connection without answering: check "
                           "--endpoint, a proxy or a firewall")},
        {"Network.HostNotFound",
         QT_TRANSLATE_NOOP("RefreshFailure",
                           "the endpoint's host name is not known: check the network's DNS or "
                           "--endpoint")},
        {"Network", QT_TRANSLATE_NOOP(
                        "RefreshFailure",
                        "the endpoint cannot be reached: check the network, proxy or --endpoint")},
        {"MalformedResponse",
         QT_TRANSLATE_NOOP("RefreshFailure",
                           "the endpoint did not answer with Alibaba Cloud API JSON: check "
                           "--endpoint")},
    };
    for (const Hint &h : hints) {
        if (code.startsWith(QLatin1String(h.prefix)))
            return QCoreApplication::translate("RefreshFailure", h.text);
    }
    return {};
}

bool isFatal(const QString &code)
{
    static const char *fatal[] = {"InvalidAccessKeyId",
                                  "SignatureDoesNotMatch",
                                  "IncompleteSignature",
                                  "InvalidSecurityToken",
                                  "Forbidden",
                                  "InvalidRegionId",
                                  "Network",
                                  "MalformedResponse",
                                  "Timeout"};
    return std::any_of(std::begin(fatal), std::end(fatal),
                       [&](const char *p) { return code.startsWith(QLatin1String(p)); });
}

bool secureEndpoint(const QUrl &url)
{
    if (url.scheme() == QLatin1String("https"))
        return true;
    const QHostAddress host(url.host());
    return url.scheme() == QLatin1String("http") &&
           (host.isLoopback() || url.host() == QLatin1String("localhost"));
}

QUrl defaultEndpoint(const QString &regionId)
{
    return QUrl(QStringLiteral("https://ecs.%1.aliyuncs.com/").arg(regionId));
}

Client::Client(Credentials credentials, ClientOptions options, QObject *parent)
    : QObject(parent)
    , m_credentials(std::move(credentials))
    , m_options(std::move(options))
    , m_network(new QNetworkAccessManager(this))
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &Client::pump);
    clock = [] {
        return QDateTime::currentDateTimeUtc();
    };
    nonce = [] {
        return QUuid::createUuid().toByteArray(QUuid::Id128);
    };
}

Client::~Client()
{
    m_generation++;
    for (const QPointer<QNetworkReply> &r : std::as_const(m_replies)) {
        if (r) {
            r->disconnect(this);
            r->abort();
        }
    }
}

void Client::call(const QString &action, const Params &params, Callback done)
{
    m_queue.push_back(Call{action, params, std::move(done)});
    schedule(0);
}

void Client::cancel()
{
    ++m_generation;
    std::deque<Call> queued;
    queued.swap(m_queue);
    for (const QPointer<QNetworkReply> &r : std::as_const(m_replies)) {
        if (r) {
            r->disconnect(this);
            r->abort();
            r->deleteLater();
        }
    }
    m_replies.clear();
    m_running = 0;
    for (Call &c : queued) {
        ApiResult res;
        res.code = QStringLiteral("Cancelled");
        res.message = QStringLiteral("cancelled");
        c.done(res);
    }
}

void Client::schedule(qint64 delayMs)
{
    const int ms = static_cast<int>(std::clamp<qint64>(delayMs, 0, 60000));
    if (!m_timer->isActive() || m_timer->remainingTime() > ms)
        m_timer->start(ms);
}

void Client::pump()
{
    const qint64 interval =
        m_options.ratePerSecond > 0 ? static_cast<qint64>(1000.0 / m_options.ratePerSecond) : 0;
    while (!m_queue.empty() && m_running < m_options.maxConcurrent) {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        // The first call whose backoff is over; retries wait, others go ahead of them.
        auto it = std::find_if(m_queue.begin(), m_queue.end(),
                               [&](const Call &c) { return c.notBefore <= now; });
        if (it == m_queue.end()) {
            qint64 soonest = m_queue.front().notBefore;
            for (const Call &c : m_queue)
                soonest = std::min(soonest, c.notBefore);
            schedule(soonest - now);
            return;
        }
        if (now < m_nextStart) {
            schedule(m_nextStart - now);
            return;
        }
        m_nextStart = now + interval;
        Call c = std::move(*it);
        m_queue.erase(it);
        send(std::move(c));
    }
}

void Client::send(Call call)
{
    ++call.attempts;
    ++m_running;
    QUrl url = m_options.endpoint;
    if (url.path().isEmpty())
        url.setPath(QStringLiteral("/"));
    QByteArray query;
    for (const auto &[k, v] : call.params) {
        if (!query.isEmpty())
            query += '&';
        query += percentEncode(k) + '=' + percentEncode(v);
    }
    url.setQuery(QString::fromLatin1(query), QUrl::StrictMode);

    SignInput in;
    in.method = "POST";
    in.host = url.port() > 0 ? QStringLiteral("%1:%2").arg(url.host()).arg(url.port()) : url.host();
    in.path = url.path(QUrl::FullyEncoded).toUtf8();
    in.query = call.params;
    // Qt sends a Content-Type with every POST; a header that is sent is signed too.
    in.acsHeaders.insert("content-type", "application/x-www-form-urlencoded");
    in.acsHeaders.insert("x-acs-action", call.action.toUtf8());
    in.acsHeaders.insert("x-acs-version", m_options.version.toUtf8());
    in.acsHeaders.insert("x-acs-date",
                         clock().toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ")).toUtf8());
    in.acsHeaders.insert("x-acs-signature-nonce", nonce());
    if (!m_credentials.securityToken.isEmpty())
        in.acsHeaders.insert("x-acs-security-token", m_credentials.securityToken.toUtf8());
    in.accessKeyId = m_credentials.accessKeyId;
    in.accessKeySecret = m_credentials.accessKeySecret;
    const Signed s = sign(in);

    QNetworkRequest request(url);
    for (auto it = in.acsHeaders.begin(); it != in.acsHeaders.end(); ++it)
        request.setRawHeader(it.key(), it.value());
    request.setRawHeader("x-acs-content-sha256", s.contentSha256);
    request.setRawHeader("Authorization", s.authorization);
    request.setRawHeader("Accept", "application/json");
    // The signature, the AccessKeyId and any STS token go to the configured host only: no
    // redirect is followed (a 3xx answer is an error), and plain http is refused except on
    // a loopback address (the tests' fake endpoint).
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_options.timeoutMs);
    if (!secureEndpoint(url)) {
        --m_running;
        ApiResult res;
        res.attempts = call.attempts;
        res.code = QStringLiteral("InsecureEndpoint");
        res.message = QStringLiteral("%1 is not https; credentials are only sent over https "
                                     "(plain http only to a loopback address)")
                          .arg(url.toString(QUrl::RemoveQuery));
        call.done(res);
        schedule(0);
        return;
    }
    ++m_sent; // counted when it goes out: an insecure endpoint above sends nothing
    QNetworkReply *reply = m_network->post(request, QByteArray());
    m_replies.append(reply);
    // Inactivity is the transfer timeout; this is the whole answer's deadline (a server
    // dripping a byte at a time never trips the first), and answers are capped in size.
    auto *deadline = new QTimer(reply);
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, reply, [reply] {
        reply->setProperty("gp_deadline", true);
        reply->abort();
    });
    deadline->start(m_options.timeoutMs);
    connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received, qint64) {
        if (received > kMaxAnswerBytes && !reply->property("gp_too_large").toBool()) {
            reply->setProperty("gp_too_large", true);
            reply->abort();
        }
    });
    const quint64 generation = m_generation;
    connect(reply, &QNetworkReply::finished, this, [this, reply, call, generation] {
        m_replies.removeAll(reply);
        reply->deleteLater();
        if (generation != m_generation)
            return;
        --m_running;
        // Qt reports a transfer timeout as OperationCanceledError; cancel() disconnects first.
        finished(reply, call, reply->error() == QNetworkReply::OperationCanceledError);
    });
}

void Client::finished(QNetworkReply *reply, Call call, bool timedOut)
{
    ApiResult res;
    res.attempts = call.attempts;
    res.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const bool tooLarge = reply->property("gp_too_large").toBool();
    const QByteArray body =
        reply->isOpen() && !tooLarge ? reply->read(kMaxAnswerBytes + 1) : QByteArray();
    bool retry = false;
    if (tooLarge) {
        res.code = QStringLiteral("TooLarge");
        res.message = QStringLiteral("the answer is larger than %1 MiB; Alibaba's answers are "
                                     "kilobytes")
                          .arg(kMaxAnswerBytes >> 20);
    } else if (res.httpStatus >= 300 && res.httpStatus < 400) {
        res.code = QStringLiteral("Redirect");
        res.message = QStringLiteral("HTTP %1 to %2: not followed (credentials go to the "
                                     "configured endpoint only)")
                          .arg(res.httpStatus)
                          .arg(QString::fromUtf8(reply->rawHeader("Location")).left(200));
    } else if (timedOut) {
        res.code = QStringLiteral("Timeout");
        res.message = QStringLiteral("no answer within %1 s").arg(m_options.timeoutMs / 1000.0);
        retry = true;
    } else if (res.httpStatus == 0) {
        // Named by what happened (issue 27: a reset connection read as a timeout).
        const QString where =
            reply->url().host() + QLatin1Char(':') + QString::number(reply->url().port(443));
        switch (reply->error()) {
        case QNetworkReply::ConnectionRefusedError:
            res.code = QStringLiteral("Network.ConnectionRefused");
            res.message = QStringLiteral("%1 refused the connection").arg(where);
            break;
        case QNetworkReply::RemoteHostClosedError:
            res.code = QStringLiteral("Network.ConnectionReset");
            res.message = QStringLiteral("%1 closed the connection before answering").arg(where);
            break;
        case QNetworkReply::HostNotFoundError:
            res.code = QStringLiteral("Network.HostNotFound");
            res.message = QStringLiteral("the host %1 is not known").arg(reply->url().host());
            break;
        case QNetworkReply::SslHandshakeFailedError:
            res.code = QStringLiteral("Network.Tls");
            res.message = reply->errorString();
            break;
        default:
            res.code = QStringLiteral("Network");
            res.message = reply->errorString();
            break;
        }
    } else {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
        const QJsonObject o = doc.object();
        res.requestId = o.value(QStringLiteral("RequestId")).toString();
        if (!doc.isObject()) {
            res.code = QStringLiteral("MalformedResponse");
            res.message = QStringLiteral("HTTP %1, not JSON: %2")
                              .arg(res.httpStatus)
                              .arg(QString::fromUtf8(body.left(80)).simplified());
            retry = res.httpStatus >= 500;
        } else if (res.httpStatus != 200 || o.contains(QStringLiteral("Code"))) {
            res.code = o.value(QStringLiteral("Code")).toString();
            if (res.code.isEmpty())
                res.code = QStringLiteral("HTTP%1").arg(res.httpStatus);
            res.message = o.value(QStringLiteral("Message")).toString();
            retry = res.code.startsWith(QLatin1String("Throttling")) ||
                    res.code == QLatin1String("ServiceUnavailable") || res.httpStatus >= 500;
        } else {
            res.ok = true;
            res.body = body;
        }
    }
    if (retry && call.attempts < m_options.maxAttempts) {
        const double backoff = std::min<double>(
            m_options.backoffMaxMs, m_options.backoffBaseMs * std::pow(2.0, call.attempts - 1));
        // "Equal jitter": half the backoff for sure, the other half at random.
        const double wait = backoff / 2 + QRandomGenerator::global()->bounded(backoff / 2);
        call.notBefore = QDateTime::currentMSecsSinceEpoch() + static_cast<qint64>(wait);
        m_queue.push_back(std::move(call));
        schedule(static_cast<qint64>(wait));
        return;
    }
    call.done(res);
    schedule(0);
}

} // namespace gpuplanner::aliyun
