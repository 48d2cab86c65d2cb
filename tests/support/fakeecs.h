// A fake Alibaba Cloud ECS endpoint on 127.0.0.1 for tests: plain HTTP/1.1 on a
// QTcpServer. It checks every request's V3 signature with its own implementation (written
// from the document, sharing no code with models/aliyunsigner.*: its own percent-decoding
// and encoding, canonical request and HMAC-SHA256 built on SHA-256), answers DescribePrice,
// DescribeSpotAdvice, DescribeAvailableResource and DescribeInstanceTypes (paged) in the shapes of
// the ECS API reference, and on demand throttles (a token bucket of ratePerSecond, or the first N
// calls), delays answers, answers non-JSON or a fixed API error.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QMap>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTcpServer>

class QTcpSocket;

class FakeEcs : public QObject
{
    Q_OBJECT

public:
    struct Config {
        QString accessKeyId = QStringLiteral("LTAI5tFakeTestKeyId");
        QString accessKeySecret = QStringLiteral("FakeSecret-do-not-print-7f3a9c");
        QString securityToken;    // when set, x-acs-security-token must carry it
        double ratePerSecond = 0; // > 0: calls above this rate answer Throttling.User
        int throttleFirst = 0;    // the first N calls answer Throttling.User
        int delayMs = 0;          // every answer waits this long
        bool malformed = false;   // answer "<html>" with HTTP 200
        QString failCode;         // every call answers this API error
        QSet<QString> knownTypes; // DescribePrice of another type: InvalidInstanceType.NotFound
        // DescribeInstanceTypes: one page per entry (InstanceTypes.InstanceType), linked by
        // NextToken "page-N"; MaxResults must be 1..100.
        QList<QJsonArray> typePages;
        // Misbehaviour (issue 27): answer 302 with this Location; send the headers of a
        // 200 and then one byte every dripMs, never finishing; a 200 of hugeBytes bytes.
        QByteArray redirectTo;
        bool reset = false; // read the request, then close the connection without answering
        int dripMs = 0;
        qint64 hugeBytes = 0;
    };

    explicit FakeEcs(QObject *parent = nullptr);
    bool listen();
    QString endpoint() const; // http://127.0.0.1:PORT/

    Config config;
    int requests = 0;
    int accepted = 0; // signature good and answered with data
    int throttled = 0;
    QStringList signatureErrors; // one line per refused signature

    // The price the fake serves: deterministic per type and unit ("Hour" or "Month").
    static double price(const QString &type, const QString &unit);

    // The verifier's own signature computation, public so the documented example can be
    // checked against it too. headers: lower-case name → value; rawQuery: as sent.
    static QByteArray signature(const QByteArray &method, const QByteArray &path,
                                const QByteArray &rawQuery, const QByteArrayList &signedHeaders,
                                const QMap<QByteArray, QByteArray> &headers, const QByteArray &body,
                                const QByteArray &secret);

private:
    struct Request {
        QByteArray method;
        QByteArray path;
        QByteArray rawQuery;
        QMap<QByteArray, QByteArray> headers;
        QByteArray body;
    };
    void readFrom(QTcpSocket *socket);
    void handle(QTcpSocket *socket, const Request &request);
    QByteArray answer(const Request &request, int *status);
    QString verify(const Request &request) const;
    bool takeToken();

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    QSet<QByteArray> m_nonces;
    double m_tokens = 0;
    qint64 m_lastRefillMs = 0;
    int m_requestCounter = 0;
};
