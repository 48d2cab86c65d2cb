#include "aliyuncredentials.h"

#include "credentialfetch.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QHostAddress>
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
    return Credentials{id,
                       secret,
                       env.value(QStringLiteral("ALIBABA_CLOUD_SECURITY_TOKEN")),
                       QStringLiteral("environment"),
                       {},
                       {}};
}

// A source found without asking the network (CredentialSources::network off).
Credentials deferred(const QString &origin)
{
    Credentials c;
    c.origin = origin;
    c.deferred = true;
    return c;
}

bool isTrue(const QProcessEnvironment &env, const char *name)
{
    return env.value(QLatin1String(name)).toLower() == QLatin1String("true");
}

// The config file's JSON; nullopt without an error when there is no file.
std::optional<QJsonObject> loadConfig(const QString &path, QString *error)
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
    return doc.object();
}

QString profileName(const CredentialSources &sources, const QJsonObject &root)
{
    QString name = sources.profile;
    if (name.isEmpty())
        name = sources.environment.value(QStringLiteral("ALIBABA_CLOUD_PROFILE"));
    if (name.isEmpty())
        name = root.value(QStringLiteral("current")).toString();
    return name.isEmpty() ? QStringLiteral("default") : name;
}

std::optional<QJsonObject> findProfile(const QJsonObject &root, const QString &name)
{
    for (const QJsonValue &v : root.value(QStringLiteral("profiles")).toArray()) {
        if (v.toObject().value(QStringLiteral("name")).toString() == name)
            return v.toObject();
    }
    return std::nullopt;
}

// The STS side of a RamRoleArn, ChainableRamRoleArn or OIDC profile.
RoleRequest roleOf(const QJsonObject &p, const CredentialSources &sources, QString *error)
{
    RoleRequest r;
    r.roleArn = p.value(QStringLiteral("ram_role_arn")).toString();
    r.sessionName = p.value(QStringLiteral("ram_session_name")).toString();
    r.durationSeconds = p.value(QStringLiteral("expired_seconds")).toInt();
    r.externalId = p.value(QStringLiteral("external_id")).toString();
    r.policy = p.value(QStringLiteral("policy")).toString();
    r.timeoutMs = sources.stsTimeoutMs;
    r.stsEndpoint =
        stsEndpoint(sources.environment, p.value(QStringLiteral("sts_region")).toString(),
                    p.value(QStringLiteral("enable_vpc")).toBool(), error);
    if (r.roleArn.isEmpty())
        *error = QCoreApplication::translate("AliyunCredentials", "ram_role_arn is empty");
    return r;
}

QUrl metadataEndpoint(const CredentialSources &sources, QString *error)
{
    const QString override =
        sources.environment.value(QStringLiteral("GPU_PLANNER_ECS_METADATA_ENDPOINT"));
    if (override.isEmpty())
        return sources.metadataEndpoint;
    const QUrl url(override, QUrl::StrictMode);
    if (url.scheme() != QLatin1String("http") || !QHostAddress(url.host()).isLoopback()) {
        *error = QCoreApplication::translate(
                     "AliyunCredentials",
                     "GPU_PLANNER_ECS_METADATA_ENDPOINT: '%1' is not an http URL of a loopback "
                     "address (it is for tests)")
                     .arg(override);
        return {};
    }
    return url;
}

std::optional<Credentials> fromEcsRole(const CredentialSources &sources, const QString &role,
                                       QString *error, bool *noAnswer)
{
    const QUrl endpoint = metadataEndpoint(sources, error);
    if (endpoint.isEmpty())
        return std::nullopt;
    return fetchEcsRoleCredentials(endpoint, role,
                                   isTrue(sources.environment, "ALIBABA_CLOUD_IMDSV1_DISABLED"),
                                   sources.metadataTimeoutMs, error, noAnswer);
}

std::optional<Credentials> fromProfile(const CredentialSources &sources, const QJsonObject &root,
                                       const QString &path, const QString &name, int depth,
                                       QString *error);

// The modes that ask the network: a role assumed, the instance's role, OIDC, a URI.
std::optional<Credentials> fromRoleProfile(const CredentialSources &sources,
                                           const QJsonObject &root, const QString &path,
                                           const QJsonObject &p, int depth, const QString &origin,
                                           QString *error)
{
    const QString mode = p.value(QStringLiteral("mode")).toString();
    std::optional<Credentials> source;
    if (mode == QLatin1String("RamRoleArn")) {
        source = Credentials{p.value(QStringLiteral("access_key_id")).toString(),
                             p.value(QStringLiteral("access_key_secret")).toString(),
                             p.value(QStringLiteral("sts_token")).toString(),
                             origin,
                             {},
                             {}};
        if (source->accessKeyId.isEmpty() || source->accessKeySecret.isEmpty()) {
            *error = QCoreApplication::translate("AliyunCredentials",
                                                 "%1: access_key_id or access_key_secret is empty")
                         .arg(origin);
            return std::nullopt;
        }
    } else if (mode == QLatin1String("ChainableRamRoleArn")) {
        const QString from = p.value(QStringLiteral("source_profile")).toString();
        if (depth >= 4 || from.isEmpty() || from == p.value(QStringLiteral("name")).toString()) {
            *error = QCoreApplication::translate("AliyunCredentials",
                                                 "%1: source_profile '%2' is empty, the profile "
                                                 "itself or more than 4 profiles deep")
                         .arg(origin, from);
            return std::nullopt;
        }
        source = fromProfile(sources, root, path, from, depth + 1, error);
        if (!source)
            return std::nullopt;
    }
    if (!sources.network) {
        return deferred(QStringLiteral("%1 (%2)").arg(origin, mode));
    }
    QString problem;
    std::optional<Credentials> c;
    if (source) {
        const RoleRequest role = roleOf(p, sources, &problem);
        if (problem.isEmpty())
            c = assumeRole(*source, role, sources.environment, &problem);
    } else if (mode == QLatin1String("EcsRamRole")) {
        bool noAnswer = false;
        c = fromEcsRole(sources, p.value(QStringLiteral("ram_role_name")).toString(), &problem,
                        &noAnswer);
    } else if (mode == QLatin1String("OIDC")) {
        const RoleRequest role = roleOf(p, sources, &problem);
        if (problem.isEmpty())
            c = assumeRoleWithOidc(role, p.value(QStringLiteral("oidc_provider_arn")).toString(),
                                   p.value(QStringLiteral("oidc_token_file")).toString(),
                                   sources.environment, &problem);
    } else {
        c = fetchUriCredentials(QUrl(p.value(QStringLiteral("credentials_uri")).toString()),
                                sources.stsTimeoutMs, &problem);
    }
    if (!c) {
        *error = QStringLiteral("%1: %2").arg(origin, problem);
        return std::nullopt;
    }
    if (!source)
        c->origin = QStringLiteral("%1: %2").arg(origin, c->origin);
    return c;
}

std::optional<Credentials> fromProfile(const CredentialSources &sources, const QJsonObject &root,
                                       const QString &path, const QString &name, int depth,
                                       QString *error)
{
    const std::optional<QJsonObject> found = findProfile(root, name);
    if (!found) {
        *error = QCoreApplication::translate("AliyunCredentials", "%1: no profile named '%2'")
                     .arg(path, name);
        return std::nullopt;
    }
    const QJsonObject &p = *found;
    const QString mode = p.value(QStringLiteral("mode")).toString();
    const QString origin =
        QCoreApplication::translate("AliyunCredentials", "%1, profile '%2'").arg(path, name);
    static const QStringList roleModes = {
        QStringLiteral("RamRoleArn"), QStringLiteral("ChainableRamRoleArn"),
        QStringLiteral("EcsRamRole"), QStringLiteral("OIDC"), QStringLiteral("CredentialsURI")};
    if (roleModes.contains(mode))
        return fromRoleProfile(sources, root, path, p, depth, origin, error);
    if (mode != QLatin1String("AK") && mode != QLatin1String("StsToken")) {
        *error = QCoreApplication::translate(
                     "AliyunCredentials",
                     "%1: mode '%2' is not supported; use a profile of mode AK, StsToken, "
                     "RamRoleArn, ChainableRamRoleArn, EcsRamRole, OIDC or CredentialsURI, or "
                     "the ALIBABA_CLOUD_ACCESS_KEY_* variables")
                     .arg(origin, mode);
        return std::nullopt;
    }
    Credentials c{p.value(QStringLiteral("access_key_id")).toString(),
                  p.value(QStringLiteral("access_key_secret")).toString(),
                  mode == QLatin1String("StsToken")
                      ? p.value(QStringLiteral("sts_token")).toString()
                      : QString(),
                  origin,
                  {},
                  {}};
    if (c.accessKeyId.isEmpty() || c.accessKeySecret.isEmpty()) {
        *error = QCoreApplication::translate("AliyunCredentials",
                                             "%1: access_key_id or access_key_secret is empty")
                     .arg(origin);
        return std::nullopt;
    }
    return c;
}

std::optional<Credentials> fromConfig(const CredentialSources &sources, QString *error)
{
    const QString &path = sources.aliyunConfigPath;
    const std::optional<QJsonObject> root = loadConfig(path, error);
    if (!root) {
        // --profile names a profile: without the file there is none.
        if (error->isEmpty() && !sources.profile.isEmpty())
            *error =
                QCoreApplication::translate(
                    "AliyunCredentials", "--profile %1: there is no aliyun CLI configuration (%2)")
                    .arg(sources.profile, path.isEmpty() ? defaultAliyunConfigPath() : path);
        return std::nullopt;
    }
    auto c = fromProfile(sources, *root, path, profileName(sources, *root), 0, error);
    if (c) {
        if (const QString warning = permissionWarning(path); !warning.isEmpty())
            c->warnings << warning;
    }
    return c;
}

// Step 2 of the chain: all three variables, or the step is skipped (as the SDK does).
std::optional<Credentials> fromOidcEnvironment(const CredentialSources &sources, QString *error)
{
    const QProcessEnvironment &env = sources.environment;
    const QString provider = env.value(QStringLiteral("ALIBABA_CLOUD_OIDC_PROVIDER_ARN"));
    const QString tokenFile = env.value(QStringLiteral("ALIBABA_CLOUD_OIDC_TOKEN_FILE"));
    RoleRequest role;
    role.roleArn = env.value(QStringLiteral("ALIBABA_CLOUD_ROLE_ARN"));
    if (provider.isEmpty() || tokenFile.isEmpty() || role.roleArn.isEmpty())
        return std::nullopt;
    if (!sources.network) {
        return deferred(QStringLiteral("OIDC (ALIBABA_CLOUD_ROLE_ARN %1)").arg(role.roleArn));
    }
    role.timeoutMs = sources.stsTimeoutMs;
    role.stsEndpoint = stsEndpoint(env, QString(), false, error);
    if (role.stsEndpoint.isEmpty())
        return std::nullopt;
    return assumeRoleWithOidc(role, provider, tokenFile, env, error);
}

// Steps 5 and 6: the instance's role, then ALIBABA_CLOUD_CREDENTIALS_URI. The metadata
// service is probed: when it fails the search goes on, its problem kept in notes, unless
// ALIBABA_CLOUD_ECS_METADATA named the role (then it was meant and its failure stops).
std::optional<Credentials> fromNetworkSources(const CredentialSources &sources, QStringList &notes,
                                              QString *error)
{
    const QProcessEnvironment &env = sources.environment;
    const QString uri = env.value(QStringLiteral("ALIBABA_CLOUD_CREDENTIALS_URI"));
    if (!isTrue(env, "ALIBABA_CLOUD_ECS_METADATA_DISABLED")) {
        const QString role = env.value(QStringLiteral("ALIBABA_CLOUD_ECS_METADATA"));
        if (!sources.network) {
            notes << QCoreApplication::translate(
                "AliyunCredentials", "the RAM role of an ECS instance is asked for when prices are "
                                     "refreshed");
        } else {
            bool noAnswer = false;
            QString problem;
            if (auto c = fromEcsRole(sources, role, &problem, &noAnswer))
                return c;
            if (!role.isEmpty() && !noAnswer) {
                *error = problem;
                return std::nullopt;
            }
            notes << problem;
        }
    }
    if (uri.isEmpty())
        return std::nullopt;
    if (!sources.network) {
        return deferred(
            QStringLiteral("ALIBABA_CLOUD_CREDENTIALS_URI %1").arg(shownUrl(QUrl(uri))));
    }
    return fetchUriCredentials(QUrl(uri), sources.stsTimeoutMs, error);
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
                  o.value(QStringLiteral("secret")).toString(),
                  QString(),
                  QStringLiteral("system keychain"),
                  {},
                  {}};
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
    QStringList notes;
    std::optional<Credentials> c = fromEnvironment(sources.environment, &problem);
    if (!c && problem.isEmpty())
        c = fromOidcEnvironment(sources, &problem);
    if (!c && problem.isEmpty() &&
        !isTrue(sources.environment, "ALIBABA_CLOUD_CLI_PROFILE_DISABLED"))
        c = fromConfig(sources, &problem);
    if (!c && problem.isEmpty() && sources.store) {
        QString keychainProblem;
        c = sources.store->read(&keychainProblem);
        if (!keychainProblem.isEmpty())
            notes << keychainProblem;
    }
    if (!c && problem.isEmpty())
        c = fromNetworkSources(sources, notes, &problem);
    if (c)
        return c;
    if (error) {
        *error = problem.isEmpty()
                     ? QCoreApplication::translate(
                           "AliyunCredentials",
                           "no Alibaba Cloud AccessKey found: set ALIBABA_CLOUD_ACCESS_KEY_ID "
                           "and ALIBABA_CLOUD_ACCESS_KEY_SECRET, run 'aliyun configure', or "
                           "enter the keys in the window (Catalog ▸ Refresh prices…)")
                     : problem;
        if (problem.isEmpty() && !notes.isEmpty())
            *error += QStringLiteral(" (%1)").arg(notes.join(QStringLiteral("; ")));
    }
    return std::nullopt;
}

QString profileRegion(const CredentialSources &sources)
{
    QString ignored;
    const std::optional<QJsonObject> root = loadConfig(sources.aliyunConfigPath, &ignored);
    if (!root)
        return {};
    const std::optional<QJsonObject> p = findProfile(*root, profileName(sources, *root));
    return p ? p->value(QStringLiteral("region_id")).toString().trimmed() : QString();
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
