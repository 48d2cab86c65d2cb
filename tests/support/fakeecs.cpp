#include "fakeecs.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace {

QByteArray sha256Hex(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
}

// HMAC (RFC 2104) on SHA-256, block size 64.
QByteArray hmacSha256(QByteArray key, const QByteArray &message)
{
    if (key.size() > 64)
        key = QCryptographicHash::hash(key, QCryptographicHash::Sha256);
    key.resize(64, '\0');
    QByteArray inner(64, '\0');
    QByteArray outer(64, '\0');
    for (int i = 0; i < 64; ++i) {
        inner[i] = static_cast<char>(key[i] ^ 0x36);
        outer[i] = static_cast<char>(key[i] ^ 0x5c);
    }
    const QByteArray innerHash =
        QCryptographicHash::hash(inner + message, QCryptographicHash::Sha256);
    return QCryptographicHash::hash(outer + innerHash, QCryptographicHash::Sha256);
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

QByteArray decode(const QByteArray &in)
{
    QByteArray out;
    for (int i = 0; i < in.size(); ++i) {
        if (in[i] == '%' && i + 2 < in.size() + 0 && hexValue(in[i + 1]) >= 0 &&
            hexValue(in[i + 2]) >= 0) {
            out += static_cast<char>(hexValue(in[i + 1]) * 16 + hexValue(in[i + 2]));
            i += 2;
        } else {
            out += in[i];
        }
    }
    return out;
}

// RFC 3986: unreserved characters stay, every other byte is %XY (upper-case hex).
QByteArray encode(const QByteArray &in)
{
    static const char hex[] = "0123456789ABCDEF";
    QByteArray out;
    for (const char ch : in) {
        const auto c = static_cast<unsigned char>(ch);
        const bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                                (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' ||
                                c == '~';
        if (unreserved) {
            out += ch;
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

QMap<QString, QString> queryMap(const QByteArray &raw)
{
    QMap<QString, QString> out;
    for (const QByteArray &part : raw.split('&')) {
        if (part.isEmpty())
            continue;
        const int eq = part.indexOf('=');
        const QByteArray k = eq < 0 ? part : part.left(eq);
        const QByteArray v = eq < 0 ? QByteArray() : part.mid(eq + 1);
        out.insert(QString::fromUtf8(decode(k)), QString::fromUtf8(decode(v)));
    }
    return out;
}

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

FakeEcs::FakeEcs(QObject *parent)
    : QObject(parent)
{
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

bool FakeEcs::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QString FakeEcs::endpoint() const
{
    return QStringLiteral("http://127.0.0.1:%1/").arg(m_server.serverPort());
}

double FakeEcs::price(const QString &type, const QString &unit)
{
    int sum = 0;
    for (const QChar c : type)
        sum = (sum * 31 + c.unicode()) % 9973;
    const double hourly = 1.0 + (sum % 400) / 10.0; // 1.0 … 40.9 CNY an hour
    return unit == QLatin1String("Month") ? hourly * 500 : hourly;
}

QByteArray FakeEcs::signature(const QByteArray &method, const QByteArray &path,
                              const QByteArray &rawQuery, const QByteArrayList &signedHeaders,
                              const QMap<QByteArray, QByteArray> &headers, const QByteArray &body,
                              const QByteArray &secret)
{
    QList<QPair<QByteArray, QByteArray>> pairs;
    for (const QByteArray &part : rawQuery.split('&')) {
        if (part.isEmpty())
            continue;
        const int eq = part.indexOf('=');
        pairs.append({encode(decode(eq < 0 ? part : part.left(eq))),
                      encode(decode(eq < 0 ? QByteArray() : part.mid(eq + 1)))});
    }
    std::sort(pairs.begin(), pairs.end());
    QByteArray query;
    for (const auto &[k, v] : pairs)
        query += (query.isEmpty() ? "" : "&") + k + '=' + v;
    QByteArray canonical = method + '\n' + path + '\n' + query + '\n';
    for (const QByteArray &name : signedHeaders)
        canonical += name + ':' + headers.value(name).trimmed() + '\n';
    canonical += '\n' + signedHeaders.join(';') + '\n' + sha256Hex(body);
    const QByteArray toSign = "ACS3-HMAC-SHA256\n" + sha256Hex(canonical);
    return hmacSha256(secret, toSign).toHex();
}

void FakeEcs::readFrom(QTcpSocket *socket)
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

bool FakeEcs::takeToken()
{
    if (config.ratePerSecond <= 0)
        return true;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_lastRefillMs == 0) {
        m_tokens = config.ratePerSecond; // a full bucket: one second's worth of burst
        m_lastRefillMs = now;
    }
    m_tokens = std::min(config.ratePerSecond,
                        m_tokens + (now - m_lastRefillMs) * config.ratePerSecond / 1000.0);
    m_lastRefillMs = now;
    if (m_tokens < 1)
        return false;
    m_tokens -= 1;
    return true;
}

QString FakeEcs::verify(const Request &r) const
{
    const QByteArray auth = r.headers.value("authorization");
    if (!auth.startsWith("ACS3-HMAC-SHA256 "))
        return QStringLiteral("Authorization is not ACS3-HMAC-SHA256: '%1'")
            .arg(QString::fromLatin1(auth.left(20)));
    QMap<QByteArray, QByteArray> fields;
    for (const QByteArray &part : auth.mid(17).split(',')) {
        const int eq = part.indexOf('=');
        fields.insert(part.left(eq).trimmed(), part.mid(eq + 1).trimmed());
    }
    if (fields.value("Credential") != config.accessKeyId.toUtf8())
        return QStringLiteral("InvalidAccessKeyId.NotFound");
    const QByteArrayList signedHeaders = fields.value("SignedHeaders").split(';');
    QByteArrayList sorted = signedHeaders;
    std::sort(sorted.begin(), sorted.end());
    if (sorted != signedHeaders)
        return QStringLiteral("SignedHeaders not sorted");
    for (const char *need : {"host", "x-acs-action", "x-acs-version", "x-acs-date",
                             "x-acs-signature-nonce", "x-acs-content-sha256"}) {
        if (!signedHeaders.contains(QByteArray(need)))
            return QStringLiteral("%1 not signed").arg(QString::fromLatin1(need));
    }
    for (auto it = r.headers.begin(); it != r.headers.end(); ++it) {
        if (it.key().startsWith("x-acs-") && !signedHeaders.contains(it.key()))
            return QStringLiteral("%1 sent but not signed").arg(QString::fromLatin1(it.key()));
    }
    if (r.headers.value("x-acs-content-sha256") != sha256Hex(r.body))
        return QStringLiteral("x-acs-content-sha256 is not the body's hash");
    const QDateTime date =
        QDateTime::fromString(QString::fromLatin1(r.headers.value("x-acs-date")), Qt::ISODate);
    if (!date.isValid() || std::abs(date.secsTo(QDateTime::currentDateTimeUtc())) > 15 * 60)
        return QStringLiteral("x-acs-date missing or more than 15 minutes off");
    if (!config.securityToken.isEmpty() &&
        r.headers.value("x-acs-security-token") != config.securityToken.toUtf8())
        return QStringLiteral("InvalidSecurityToken");
    const QByteArray expected = signature(r.method, r.path, r.rawQuery, signedHeaders, r.headers,
                                          r.body, config.accessKeySecret.toUtf8());
    if (fields.value("Signature") != expected)
        return QStringLiteral("SignatureDoesNotMatch");
    return {};
}

QByteArray FakeEcs::answer(const Request &r, int *status)
{
    const QString requestId =
        QStringLiteral("FAKE-%1").arg(++m_requestCounter, 6, 10, QLatin1Char('0'));
    auto error = [&](int http, const QString &code, const QString &message) {
        *status = http;
        return json({{QStringLiteral("RequestId"), requestId},
                     {QStringLiteral("HostId"), QStringLiteral("ecs.aliyuncs.com")},
                     {QStringLiteral("Code"), code},
                     {QStringLiteral("Message"), message}});
    };
    const QString problem = verify(r);
    if (!problem.isEmpty()) {
        signatureErrors << problem;
        if (problem.startsWith(QLatin1String("InvalidAccessKeyId")))
            return error(404, problem, QStringLiteral("Specified access key is not found."));
        if (problem == QLatin1String("InvalidSecurityToken"))
            return error(400, QStringLiteral("InvalidSecurityToken.Malformed"), problem);
        return error(400, QStringLiteral("SignatureDoesNotMatch"),
                     problem == QLatin1String("SignatureDoesNotMatch")
                         ? QStringLiteral("The request signature does not conform to Aliyun "
                                          "standards.")
                         : QStringLiteral("Malformed signature: ") + problem);
    }
    const QByteArray nonce = r.headers.value("x-acs-signature-nonce");
    if (m_nonces.contains(nonce))
        return error(400, QStringLiteral("SignatureNonceUsed"),
                     QStringLiteral("The request signature nonce has been used."));
    m_nonces.insert(nonce);
    if (throttled < config.throttleFirst || !takeToken()) {
        ++throttled;
        return error(400, QStringLiteral("Throttling.User"),
                     QStringLiteral("Request was denied due to user flow control."));
    }
    if (!config.failCode.isEmpty())
        return error(403, config.failCode, QStringLiteral("Fake failure"));
    if (config.malformed) {
        *status = 200;
        return "<html><body>Welcome to the proxy</body></html>";
    }
    const QString action = QString::fromUtf8(r.headers.value("x-acs-action"));
    const QMap<QString, QString> p = queryMap(r.rawQuery);
    if (action == QLatin1String("DescribePrice")) {
        const QString type = p.value(QStringLiteral("InstanceType"));
        if (!config.knownTypes.isEmpty() && !config.knownTypes.contains(type))
            return error(404, QStringLiteral("InvalidInstanceType.NotFound"),
                         QStringLiteral("The specified InstanceType does not exist."));
        const double v = price(type, p.value(QStringLiteral("PriceUnit")));
        ++accepted;
        *status = 200;
        return json({{QStringLiteral("RequestId"), requestId},
                     {QStringLiteral("PriceInfo"),
                      QJsonObject{{QStringLiteral("Price"),
                                   QJsonObject{{QStringLiteral("Currency"), QStringLiteral("CNY")},
                                               {QStringLiteral("OriginalPrice"), v * 1.25},
                                               {QStringLiteral("DiscountPrice"), v * 0.25},
                                               {QStringLiteral("TradePrice"), v}}},
                                  {QStringLiteral("Rules"),
                                   QJsonObject{{QStringLiteral("Rule"), QJsonArray()}}}}}});
    }
    if (action == QLatin1String("DescribeSpotAdvice")) {
        const QString region = p.value(QStringLiteral("RegionId"));
        QJsonArray resources;
        QStringList types(config.knownTypes.begin(), config.knownTypes.end());
        types.sort();
        for (const QString &t : types)
            resources.append(
                QJsonObject{{QStringLiteral("InstanceType"), t},
                            {QStringLiteral("AverageSpotDiscount"), 20},
                            {QStringLiteral("InterruptionRate"), 3},
                            {QStringLiteral("InterruptRateDesc"), QStringLiteral("0-5%")}});
        ++accepted;
        *status = 200;
        return json(
            {{QStringLiteral("RequestId"), requestId},
             {QStringLiteral("RegionId"), region},
             {QStringLiteral("AvailableSpotZones"),
              QJsonObject{
                  {QStringLiteral("AvailableSpotZone"),
                   QJsonArray{QJsonObject{
                       {QStringLiteral("ZoneId"), region + QStringLiteral("-b")},
                       {QStringLiteral("AvailableSpotResources"),
                        QJsonObject{{QStringLiteral("AvailableSpotResource"), resources}}}}}}}}});
    }
    if (action == QLatin1String("DescribeAvailableResource")) {
        const QString region = p.value(QStringLiteral("RegionId"));
        QStringList types(config.knownTypes.begin(), config.knownTypes.end());
        types.sort();
        QJsonArray zones;
        for (const QString &suffix : {QStringLiteral("-b"), QStringLiteral("-c")}) {
            QJsonArray supported;
            for (int i = 0; i < types.size(); ++i) {
                // Zone b has everything; zone c has sold out of the first type and has
                // little left of the others.
                const QString category = suffix == QLatin1String("-b") ? QStringLiteral("WithStock")
                                         : i == 0 ? QStringLiteral("WithoutStock")
                                                  : QStringLiteral("ClosedWithStock");
                supported.append(
                    QJsonObject{{QStringLiteral("Value"), types[i]},
                                {QStringLiteral("Status"), category == QLatin1String("WithoutStock")
                                                               ? QStringLiteral("SoldOut")
                                                               : QStringLiteral("Available")},
                                {QStringLiteral("StatusCategory"), category}});
            }
            zones.append(QJsonObject{
                {QStringLiteral("RegionId"), region},
                {QStringLiteral("ZoneId"), region + suffix},
                {QStringLiteral("Status"), QStringLiteral("Available")},
                {QStringLiteral("StatusCategory"), QStringLiteral("WithStock")},
                {QStringLiteral("AvailableResources"),
                 QJsonObject{
                     {QStringLiteral("AvailableResource"),
                      QJsonArray{QJsonObject{
                          {QStringLiteral("Type"), QStringLiteral("InstanceType")},
                          {QStringLiteral("SupportedResources"),
                           QJsonObject{{QStringLiteral("SupportedResource"), supported}}}}}}}}});
        }
        ++accepted;
        *status = 200;
        return json({{QStringLiteral("RequestId"), requestId},
                     {QStringLiteral("AvailableZones"),
                      QJsonObject{{QStringLiteral("AvailableZone"), zones}}}});
    }
    if (action == QLatin1String("DescribeInstanceTypes")) {
        bool ok = false;
        const int max = p.value(QStringLiteral("MaxResults"), QStringLiteral("10")).toInt(&ok);
        if (!ok || max < 1 || max > 100)
            return error(400, QStringLiteral("InvalidParameter.MaxResults"),
                         QStringLiteral("MaxResults must be 1 to 100."));
        const QString token = p.value(QStringLiteral("NextToken"));
        int page = 0;
        if (!token.isEmpty()) {
            page = token.startsWith(QLatin1String("page-")) ? token.mid(5).toInt() : -1;
            if (page <= 0 || page >= config.typePages.size())
                return error(400, QStringLiteral("InvalidParameter.NextToken"),
                             QStringLiteral("The specified NextToken is invalid."));
        }
        QJsonObject root{
            {QStringLiteral("RequestId"), requestId},
            {QStringLiteral("InstanceTypes"),
             QJsonObject{{QStringLiteral("InstanceType"), config.typePages.value(page)}}}};
        if (page + 1 < config.typePages.size())
            root.insert(QStringLiteral("NextToken"), QStringLiteral("page-%1").arg(page + 1));
        ++accepted;
        *status = 200;
        return json(root);
    }
    return error(400, QStringLiteral("InvalidAction.NotFound"),
                 QStringLiteral("Specified api is not found, please check your url and method."));
}

void FakeEcs::handle(QTcpSocket *socket, const Request &request)
{
    ++requests;
    if (config.reset) {
        socket->abort(); // a reset, as a dropped connection or a middlebox gives
        return;
    }
    if (!config.redirectTo.isEmpty()) {
        socket->write("HTTP/1.1 302 Found\r\nLocation: " + config.redirectTo +
                      "\r\nContent-Length: 0\r\n\r\n");
        return;
    }
    if (config.hugeBytes > 0) {
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                      QByteArray::number(config.hugeBytes) + "\r\n\r\n");
        const QByteArray chunk(1 << 20, ' ');
        for (qint64 sent = 0; sent < config.hugeBytes; sent += chunk.size())
            socket->write(chunk.left(
                static_cast<int>(std::min<qint64>(chunk.size(), config.hugeBytes - sent))));
        return;
    }
    if (config.dripMs > 0) {
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                      "1000000\r\n\r\n");
        QPointer<QTcpSocket> s(socket);
        auto *timer = new QTimer(socket); // dies with the socket
        connect(timer, &QTimer::timeout, socket, [s] {
            if (s && s->state() == QAbstractSocket::ConnectedState)
                s->write(" ");
        });
        timer->start(config.dripMs);
        return;
    }
    int status = 200;
    const QByteArray body = answer(request, &status);
    QByteArray response = "HTTP/1.1 " + QByteArray::number(status) +
                          (status == 200 ? " OK" : " Error") +
                          "\r\nContent-Type: application/json;charset=utf-8\r\nContent-Length: " +
                          QByteArray::number(body.size()) + "\r\n\r\n" + body;
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
