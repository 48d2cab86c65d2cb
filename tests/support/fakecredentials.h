// A fake of the services that hand out temporary Alibaba Cloud credentials, on 127.0.0.1
// for tests (plain HTTP/1.1 on a QTcpServer):
// - the ECS instance metadata service: PUT /latest/api/token (the IMDSv2 token, which needs
//   X-aliyun-ecs-metadata-token-ttl-seconds), GET /latest/meta-data/ram/security-credentials/
//   (the role's name) and …/<role> (its keys), the GETs refused without the token;
// - a credentials URI: GET /credentials;
// - STS: AssumeRole signed V3 with the source keys (checked with FakeEcs's own verifier) and
//   the anonymous AssumeRoleWithOIDC (the token must be the configured one).
// Misbehaviour on demand: answers late, a 404 for the role, non-JSON, expired credentials,
// a redirect, an STS error code. It records what was asked, and what was wrong with it.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QObject>
#include <QStringList>
#include <QTcpServer>

class QTcpSocket;

class FakeCredentials : public QObject
{
    Q_OBJECT

public:
    struct Config {
        // What it hands out (the metadata service, the URI and STS alike).
        QString accessKeyId = QStringLiteral("STS.FakeRoleKeyId");
        QString accessKeySecret = QStringLiteral("FakeRoleSecret-do-not-print-91b2");
        QString securityToken = QStringLiteral("FakeRoleToken-do-not-print-55d0");
        QDateTime expiration; // default: an hour from the fake's start
        QString roleName = QStringLiteral("gpu-planner-test-role");
        bool imdsv1 = false;      // the GETs work without the token too
        bool refuseToken = false; // PUT /latest/api/token answers 403
        bool roleMissing = false; // the role's paths answer 404
        bool malformed = false;   // credential answers are HTML
        int delayMs = 0;          // every answer waits this long
        QByteArray redirectTo;    // every answer is a 302 to here
        // STS: AssumeRole must be signed with these (and carry this STS token when set).
        QString sourceKeyId = QStringLiteral("LTAI5tFakeSourceKeyId");
        QString sourceSecret = QStringLiteral("FakeSourceSecret-do-not-print-3c1e");
        QString sourceToken;
        QString oidcToken = QStringLiteral("fake.oidc.token-do-not-print");
        QString stsFailCode; // STS answers this error (HTTP 403)
    };

    explicit FakeCredentials(QObject *parent = nullptr);
    bool listen();
    QString endpoint() const; // http://127.0.0.1:PORT
    QString uri() const;      // the credentials URI

    Config config;
    QStringList log;                      // "PUT /latest/api/token", "STS AssumeRole", …
    QStringList problems;                 // what a request lacked or got wrong
    QMap<QString, QString> lastStsParams; // query and form of the last STS call

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
    QByteArray metadata(const Request &request, int *status);
    QByteArray sts(const Request &request, int *status);
    QByteArray credentials(bool sts) const;

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    QByteArray m_token;
    int m_counter = 0;
};
