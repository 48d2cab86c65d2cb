#include "aliyuncredentials.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <qt6keychain/keychain.h>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace gpuplanner::aliyun {

namespace {

const QString kService = QStringLiteral("gpu-planner");
const QString kKey = QStringLiteral("alibaba-cloud-accesskey");

std::optional<Credentials> fromEnvironment(const QProcessEnvironment &env, QString *error)
{
    const QString id = env.value(QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_ID"));
    const QString secret = env.value(QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_SECRET"));
    if (id.isEmpty() && secret.isEmpty())
        return std::nullopt;
    if (id.isEmpty() || secret.isEmpty()) {
        *error = id.isEmpty()
                     ? QCoreApplication::translate("AliyunCredentials",
                                                   "ALIBABA_CLOUD_ACCESS_KEY_SECRET is set but "
                                                   "ALIBABA_CLOUD_ACCESS_KEY_ID is not")
                     : QCoreApplication::translate("AliyunCredentials",
                                                   "ALIBABA_CLOUD_ACCESS_KEY_ID is set but "
                                                   "ALIBABA_CLOUD_ACCESS_KEY_SECRET is not");
        return std::nullopt;
    }
    return Credentials{id, secret, env.value(QStringLiteral("ALIBABA_CLOUD_SECURITY_TOKEN")),
                       QStringLiteral("environment")};
}

std::optional<Credentials> fromConfig(const QString &path, const QProcessEnvironment &env,
                                      QString *error)
{
    if (path.isEmpty() || !QFile::exists(path))
        return std::nullopt;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("AliyunCredentials", "%1: cannot open: %2")
                     .arg(path, f.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &parseError);
    if (!doc.isObject()) {
        *error = QCoreApplication::translate("AliyunCredentials", "%1: not valid JSON (%2)")
                     .arg(path, parseError.errorString());
        return std::nullopt;
    }
    QString name = env.value(QStringLiteral("ALIBABA_CLOUD_PROFILE"));
    if (name.isEmpty())
        name = doc.object().value(QStringLiteral("current")).toString();
    if (name.isEmpty())
        name = QStringLiteral("default");
    for (const QJsonValue &v : doc.object().value(QStringLiteral("profiles")).toArray()) {
        const QJsonObject p = v.toObject();
        if (p.value(QStringLiteral("name")).toString() != name)
            continue;
        const QString mode = p.value(QStringLiteral("mode")).toString();
        const QString origin =
            QCoreApplication::translate("AliyunCredentials", "%1, profile '%2'").arg(path, name);
        if (mode != QLatin1String("AK") && mode != QLatin1String("StsToken")) {
            *error =
                QCoreApplication::translate("AliyunCredentials",
                                            "%1: mode '%2' is not supported; use an AK or StsToken "
                                            "profile or the ALIBABA_CLOUD_ACCESS_KEY_* variables")
                    .arg(origin, mode);
            return std::nullopt;
        }
        Credentials c{p.value(QStringLiteral("access_key_id")).toString(),
                      p.value(QStringLiteral("access_key_secret")).toString(),
                      mode == QLatin1String("StsToken")
                          ? p.value(QStringLiteral("sts_token")).toString()
                          : QString(),
                      origin};
        if (c.accessKeyId.isEmpty() || c.accessKeySecret.isEmpty()) {
            *error = QCoreApplication::translate("AliyunCredentials",
                                                 "%1: access_key_id or access_key_secret is empty")
                         .arg(origin);
            return std::nullopt;
        }
        if (const QString warning = permissionWarning(path); !warning.isEmpty())
            c.warnings << warning;
        return c;
    }
    *error = QCoreApplication::translate("AliyunCredentials", "%1: no profile named '%2'")
                 .arg(path, name);
    return std::nullopt;
}

template <typename Job>
bool runJob(Job &job, QString *error)
{
    job.setAutoDelete(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    if (job.error() == QKeychain::NoError)
        return true;
    if (error)
        *error = QCoreApplication::translate("AliyunCredentials", "system keychain: %1")
                     .arg(job.errorString());
    return false;
}

} // namespace

std::optional<Credentials> KeychainStore::read(QString *error)
{
    QKeychain::ReadPasswordJob job(kService);
    job.setKey(kKey);
    job.setAutoDelete(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    if (job.error() == QKeychain::EntryNotFound)
        return std::nullopt;
    if (job.error() != QKeychain::NoError) {
        if (error)
            *error = QCoreApplication::translate("AliyunCredentials", "system keychain: %1")
                         .arg(job.errorString());
        return std::nullopt;
    }
    const QJsonObject o = QJsonDocument::fromJson(job.binaryData()).object();
    Credentials c{o.value(QStringLiteral("id")).toString(),
                  o.value(QStringLiteral("secret")).toString(), QString(),
                  QStringLiteral("system keychain")};
    if (c.accessKeyId.isEmpty() || c.accessKeySecret.isEmpty())
        return std::nullopt;
    return c;
}

bool KeychainStore::write(const Credentials &credentials, QString *error)
{
    QKeychain::WritePasswordJob job(kService);
    job.setKey(kKey);
    job.setBinaryData(
        QJsonDocument(QJsonObject{{QStringLiteral("id"), credentials.accessKeyId},
                                  {QStringLiteral("secret"), credentials.accessKeySecret}})
            .toJson(QJsonDocument::Compact));
    return runJob(job, error);
}

bool KeychainStore::remove(QString *error)
{
    QKeychain::DeletePasswordJob job(kService);
    job.setKey(kKey);
    return runJob(job, error);
}

QString defaultAliyunConfigPath()
{
    return QDir::home().filePath(QStringLiteral(".aliyun/config.json"));
}

QString permissionWarning(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    const unsigned mode = st.st_mode & 07777;
    if ((mode & (S_IRWXG | S_IRWXO)) == 0)
        return {};
    const QString octal = QStringLiteral("%1").arg(mode & 0777, 4, 8, QLatin1Char('0'));
    // The command as it can be pasted into a shell.
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./~+-]+$"));
    const QString arg =
        plain.match(path).hasMatch()
            ? path
            : QLatin1Char('\'') +
                  QString(path).replace(QLatin1Char('\''), QStringLiteral("'\\''")) +
                  QLatin1Char('\'');
    return QCoreApplication::translate(
               "AliyunCredentials",
               "%1 holds your AccessKey secret but other users may read or change it (mode "
               "%2); make it private with: chmod 600 %3")
        .arg(path, octal, arg);
#else
    Q_UNUSED(path);
    return {};
#endif
}

std::optional<Credentials> resolveCredentials(const CredentialSources &sources, QString *error)
{
    QString problem;
    if (auto c = fromEnvironment(sources.environment, &problem))
        return c;
    if (problem.isEmpty()) {
        if (auto c = fromConfig(sources.aliyunConfigPath, sources.environment, &problem))
            return c;
    }
    QString keychainProblem;
    if (problem.isEmpty() && sources.store) {
        if (auto c = sources.store->read(&keychainProblem))
            return c;
    }
    if (error) {
        *error = problem.isEmpty()
                     ? QCoreApplication::translate(
                           "AliyunCredentials",
                           "no Alibaba Cloud AccessKey found: set ALIBABA_CLOUD_ACCESS_KEY_ID "
                           "and ALIBABA_CLOUD_ACCESS_KEY_SECRET, run 'aliyun configure', or "
                           "enter the keys in the window (Catalog ▸ Refresh prices…)")
                     : problem;
        if (problem.isEmpty() && !keychainProblem.isEmpty())
            *error += QStringLiteral(" (%1)").arg(keychainProblem);
    }
    return std::nullopt;
}

QString originText(const QString &origin)
{
    if (origin == QLatin1String("environment"))
        return QCoreApplication::translate("AliyunCredentials", "environment");
    if (origin == QLatin1String("system keychain"))
        return QCoreApplication::translate("AliyunCredentials", "system keychain");
    return origin;
}

} // namespace gpuplanner::aliyun
