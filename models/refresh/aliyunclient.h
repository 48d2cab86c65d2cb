// An Alibaba Cloud OpenAPI client for RPC-style ECS calls (API version 2014-05-26) on
// QNetworkAccessManager, signed with signature method V3 (aliyunsigner.h). Calls wait in
// a queue and start at most ratePerSecond a second and maxConcurrent at a time; a
// Throttling.* answer, a 5xx answer and a timeout are retried with exponential backoff
// and jitter; cancel() ends every waiting and running call. Secrets never leave this
// object except in the signed Authorization header.
#pragma once

#include "aliyuncredentials.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <deque>
#include <functional>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace gpuplanner::aliyun {

using Params = QList<QPair<QString, QString>>;

struct ApiResult {
    bool ok = false;
    QByteArray body;   // the JSON answer when ok
    QString requestId; // from the answer, when it has one
    QString code;      // the API's error code, or Network, Timeout, MalformedResponse, Cancelled
    QString message;
    int httpStatus = 0;
    int attempts = 0;
};

// A hint for an error code: what the user can do about it. Empty when there is none.
QString hintFor(const QString &code);
// Errors after which no other call can succeed either (bad keys, no permission, …).
bool isFatal(const QString &code);

struct ClientOptions {
    QUrl endpoint; // https://ecs.<region>.aliyuncs.com by default
    QString version = QStringLiteral("2014-05-26");
    int maxConcurrent = 4;
    double ratePerSecond = 10; // see docs/refresh.md: an assumption, not a published figure
    int timeoutMs = 20000;
    int maxAttempts = 6; // first try + retries
    int backoffBaseMs = 250;
    int backoffMaxMs = 8000;
};

QUrl defaultEndpoint(const QString &regionId);
// https, or plain http to a loopback address (a test's fake endpoint).
bool secureEndpoint(const QUrl &url);
// Alibaba's answers are kilobytes; a larger answer is cut off and reported.
inline constexpr qint64 kMaxAnswerBytes = 8 << 20;

class Client : public QObject
{
    Q_OBJECT

public:
    Client(Credentials credentials, ClientOptions options, QObject *parent = nullptr);
    ~Client() override;

    using Callback = std::function<void(const ApiResult &)>;
    void call(const QString &action, const Params &params, Callback done);
    void cancel();
    int pending() const { return static_cast<int>(m_queue.size()) + m_running; }
    int requestsSent() const { return m_sent; }

    // For tests: a fixed clock and nonce make the signature reproducible.
    std::function<QDateTime()> clock;
    std::function<QByteArray()> nonce;

private:
    struct Call {
        QString action;
        Params params;
        Callback done;
        int attempts = 0;
        qint64 notBefore = 0; // ms since epoch: a retry waits for its backoff
    };
    void pump();
    void send(Call call);
    void finished(QNetworkReply *reply, Call call, bool timedOut);
    void schedule(qint64 delayMs);

    Credentials m_credentials;
    ClientOptions m_options;
    QNetworkAccessManager *m_network;
    QTimer *m_timer;
    std::deque<Call> m_queue;
    QList<QPointer<QNetworkReply>> m_replies;
    int m_running = 0;
    int m_sent = 0;
    qint64 m_nextStart = 0;
    quint64 m_generation = 0; // bumped by cancel(): answers of older calls are dropped
};

} // namespace gpuplanner::aliyun
