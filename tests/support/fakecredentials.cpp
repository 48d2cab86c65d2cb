#include "fakecredentials.h"

#include "fakeecs.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>

namespace {

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QMap<QString, QString> form(const QByteArray &raw)
{
    QMap<QString, QString> out;
    // Form encoding: '+' is a space; QUrlQuery decodes %XY.
    const QUrlQuery q(QString::fromUtf8(QByteArray(raw).replace('+', "%20")));
    for (const auto &[k, v] : q.queryItems(QUrl::FullyDecoded))
        out.insert(k, v);
    return out;
}

} // namespace

FakeCredentials::FakeCredentials(QObject *parent)
    : QObject(parent)
{
    config.expiration = QDateTime::currentDateTimeUtc().addSecs(3600);
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *s = m_server.nextPendingConnection()) {
            s->setParent(this);
            connect(s, &QTcpSocket::readyRead, this, [this, s] { readFrom(s); });
            connect(s, &QTcpSocket::disconnected, this, [this, s] {
                m_buffers.remove(s);
                s->deleteLater();
            });
        }
    });
}

bool FakeCredentials::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QString FakeCredentials::endpoint() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort());
}

QString FakeCredentials::uri() const
{
    return endpoint() + QStringLiteral("/credentials?token=uri-query-secret");
}

void FakeCredentials::readFrom(QTcpSocket *socket)
{
    QByteArray &buf = m_buffers[socket];
    buf += socket->readAll();
    for (;;) {
        const int end = buf.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        Request r;
        const QList<QByteArray> lines = buf.left(end).split('\n');
        const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
        r.method = first.value(0);
        const QByteArray target = first.value(1);
        const int q = target.indexOf('?');
        r.path = q < 0 ? target : target.left(q);
        r.rawQuery = q < 0 ? QByteArray() : target.mid(q + 1);
        for (int i = 1; i < lines.size(); ++i) {
            const int colon = lines[i].indexOf(':');
            if (colon > 0)
                r.headers.insert(lines[i].left(colon).trimmed().toLower(),
                                 lines[i].mid(colon + 1).trimmed());
        }
        const int length = r.headers.value("content-length", "0").toInt();
        if (buf.size() < end + 4 + length)
            return;
        r.body = buf.mid(end + 4, length);
        buf.remove(0, end + 4 + length);
        handle(socket, r);
    }
}

QByteArray FakeCredentials::credentials(bool sts) const
{
    QJsonObject o{{QStringLiteral("AccessKeyId"), config.accessKeyId},
                  {QStringLiteral("AccessKeySecret"), config.accessKeySecret},
                  {QStringLiteral("SecurityToken"), config.securityToken},
                  {QStringLiteral("Expiration"),
                   config.expiration.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"))}};
    if (sts)
        return json({{QStringLiteral("RequestId"), QStringLiteral("FAKE-STS-1")},
                     {QStringLiteral("AssumedRoleUser"),
                      QJsonObject{{QStringLiteral("Arn"), QStringLiteral("acs:ram::1:role/r")}}},
                     {QStringLiteral("Credentials"), o}});
    o.insert(QStringLiteral("Code"), QStringLiteral("Success"));
    o.insert(QStringLiteral("LastUpdated"),
             QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ")));
    return json(o);
}

QByteArray FakeCredentials::metadata(const Request &r, int *status)
{
    const QByteArray base = "/latest/meta-data/ram/security-credentials/";
    if (r.path == "/latest/api/token") {
        if (r.method != "PUT") {
            problems << QStringLiteral("token asked with %1").arg(QString::fromLatin1(r.method));
            *status = 405;
            return {};
        }
        const int ttl = r.headers.value("x-aliyun-ecs-metadata-token-ttl-seconds").toInt();
        if (ttl < 1 || ttl > 21600) {
            problems << QStringLiteral("token without a valid ttl header");
            *status = 400;
            return {};
        }
        if (config.refuseToken) {
            *status = 403;
            return {};
        }
        m_token = "fake-imds-token-" + QByteArray::number(++m_counter);
        return m_token;
    }
    if (r.method != "GET" || !r.path.startsWith(base)) {
        *status = 404;
        return {};
    }
    if (!config.imdsv1 &&
        (m_token.isEmpty() || r.headers.value("x-aliyun-ecs-metadata-token") != m_token)) {
        problems << QStringLiteral("metadata asked without the token");
        *status = 401;
        return {};
    }
    if (config.roleMissing) {
        *status = 404;
        return "<?xml version=\"1.0\"?><Error>Not Found</Error>";
    }
    const QByteArray role = r.path.mid(base.size());
    if (role.isEmpty())
        return config.roleName.toUtf8();
    if (role != config.roleName.toUtf8()) {
        *status = 404;
        return {};
    }
    return config.malformed ? QByteArray("<html>metadata</html>") : credentials(false);
}

QByteArray FakeCredentials::sts(const Request &r, int *status)
{
    auto error = [&](int http, const QString &code) {
        *status = http;
        return json({{QStringLiteral("RequestId"), QStringLiteral("FAKE-STS-ERR")},
                     {QStringLiteral("Code"), code},
                     {QStringLiteral("Message"), QStringLiteral("Fake STS refused: ") + code}});
    };
    QMap<QString, QString> params = form(r.rawQuery);
    const QMap<QString, QString> body = form(r.body);
    for (auto it = body.begin(); it != body.end(); ++it)
        params.insert(it.key(), it.value());
    lastStsParams = params;
    const QByteArray auth = r.headers.value("authorization");
    const QString action = r.headers.contains("x-acs-action")
                               ? QString::fromUtf8(r.headers.value("x-acs-action"))
                               : params.value(QStringLiteral("Action"));
    log << QStringLiteral("STS ") + action;
    if (action == QLatin1String("AssumeRoleWithOIDC")) {
        if (!auth.isEmpty())
            problems << QStringLiteral("AssumeRoleWithOIDC sent an Authorization header");
        if (params.value(QStringLiteral("OIDCToken")) != config.oidcToken)
            return error(400, QStringLiteral("AuthenticationFail.OIDCToken.Invalid"));
    } else if (action == QLatin1String("AssumeRole")) {
        QMap<QByteArray, QByteArray> fields;
        for (const QByteArray &part : auth.mid(17).split(',')) {
            const int eq = part.indexOf('=');
            fields.insert(part.left(eq).trimmed(), part.mid(eq + 1).trimmed());
        }
        // Signed with the source keys, or with keys this fake handed out (a role chain).
        const QByteArray id = fields.value("Credential");
        const bool source = id == config.sourceKeyId.toUtf8();
        if (!auth.startsWith("ACS3-HMAC-SHA256 ") || (!source && id != config.accessKeyId.toUtf8()))
            return error(404, QStringLiteral("InvalidAccessKeyId.NotFound"));
        const QByteArray expected = FakeEcs::signature(
            r.method, r.path, r.rawQuery, fields.value("SignedHeaders").split(';'), r.headers,
            r.body, (source ? config.sourceSecret : config.accessKeySecret).toUtf8());
        if (fields.value("Signature") != expected)
            return error(400, QStringLiteral("SignatureDoesNotMatch"));
        if (r.headers.value("x-acs-security-token") !=
            (source ? config.sourceToken : config.securityToken).toUtf8())
            return error(400, QStringLiteral("InvalidSecurityToken.Mismatch"));
    } else {
        return error(400, QStringLiteral("InvalidAction.NotFound"));
    }
    if (params.value(QStringLiteral("RoleArn")).isEmpty())
        return error(400, QStringLiteral("MissingRoleArn"));
    if (!config.stsFailCode.isEmpty())
        return error(403, config.stsFailCode);
    return config.malformed ? QByteArray("<html>sts</html>") : credentials(true);
}

QByteArray FakeCredentials::answer(const Request &r, int *status)
{
    *status = 200;
    if (r.path.startsWith("/latest/")) {
        log << QStringLiteral("%1 %2").arg(QString::fromLatin1(r.method),
                                           QString::fromLatin1(r.path));
        return metadata(r, status);
    }
    if (r.path == "/credentials") {
        log << QStringLiteral("GET /credentials");
        return config.malformed ? QByteArray("<html>uri</html>") : credentials(false);
    }
    return sts(r, status);
}

void FakeCredentials::handle(QTcpSocket *socket, const Request &request)
{
    QByteArray response;
    if (!config.redirectTo.isEmpty()) {
        log << QStringLiteral("redirected %1").arg(QString::fromLatin1(request.path));
        response = "HTTP/1.1 302 Found\r\nLocation: " + config.redirectTo +
                   "\r\nContent-Length: 0\r\n\r\n";
    } else {
        int status = 200;
        const QByteArray body = answer(request, &status);
        response = "HTTP/1.1 " + QByteArray::number(status) + (status == 200 ? " OK" : " Error") +
                   "\r\nContent-Type: application/json\r\nContent-Length: " +
                   QByteArray::number(body.size()) + "\r\n\r\n" + body;
    }
    if (config.delayMs <= 0) {
        socket->write(response);
        return;
    }
    QPointer<QTcpSocket> s(socket);
    QTimer::singleShot(config.delayMs, this, [s, response] {
        if (s && s->state() == QAbstractSocket::ConnectedState)
            s->write(response);
    });
}
