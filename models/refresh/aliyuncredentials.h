// The user's Alibaba Cloud credentials, found in the order of Alibaba's default credential
// chain (aliyun/credentials-go, providers/default.go; docs/refresh.md):
//   1. the environment: ALIBABA_CLOUD_ACCESS_KEY_ID, ALIBABA_CLOUD_ACCESS_KEY_SECRET and,
//      for STS credentials, ALIBABA_CLOUD_SECURITY_TOKEN;
//   2. OIDC (ACK/Kubernetes): ALIBABA_CLOUD_ROLE_ARN, ALIBABA_CLOUD_OIDC_PROVIDER_ARN and
//      ALIBABA_CLOUD_OIDC_TOKEN_FILE, exchanged through STS AssumeRoleWithOIDC;
//   3. a profile of the aliyun CLI's ~/.aliyun/config.json (--profile, ALIBABA_CLOUD_PROFILE
//      or the current one): modes AK, StsToken, RamRoleArn, ChainableRamRoleArn, EcsRamRole,
//      OIDC and CredentialsURI;
//   4. keys the user entered in Settings, kept in the system keychain (QtKeychain), where
//      the SDK reads its own ~/.alibabacloud/credentials file;
//   5. the RAM role of the ECS instance, from the instance metadata service (IMDSv2 token);
//   6. ALIBABA_CLOUD_CREDENTIALS_URI.
// The network steps live in credentialfetch.*. The config path, the keychain, the metadata
// service and the STS endpoint are injected, so tests never read the real ones.
// A secret is never written to a file, a log or an error message by this code.
#pragma once

#include <QDateTime>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace gpuplanner::aliyun {

struct Credentials {
    QString accessKeyId;
    QString accessKeySecret;
    QString securityToken; // STS; empty for a permanent AccessKey
    QString origin;        // where they came from, for messages ("environment", …)
    // What the user should fix although the keys work, in the user's language: a config
    // file that other users may read or change (mode not 600). Shown by `catalog refresh`
    // on stderr and under the key's source in Settings.
    QStringList warnings;
    // Temporary credentials (STS, a role, the metadata service): when they stop working.
    QDateTime expiration;
    // Found without asking the network (CredentialSources::network off): the source that
    // would be asked, in origin; no keys.
    bool deferred = false;
};

// Where entered keys are kept. The real one is the system keychain; tests use memory.
class SecretStore
{
public:
    virtual ~SecretStore() = default;
    // nullopt without an error: nothing stored.
    virtual std::optional<Credentials> read(QString *error) = 0;
    virtual bool write(const Credentials &credentials, QString *error) = 0;
    virtual bool remove(QString *error) = 0;
};

// QtKeychain: service "gpu-planner", key "alibaba-cloud-accesskey". Blocks in a local
// event loop until the keychain answers.
class KeychainStore : public SecretStore
{
public:
    std::optional<Credentials> read(QString *error) override;
    bool write(const Credentials &credentials, QString *error) override;
    bool remove(QString *error) override;
};

class MemoryStore : public SecretStore
{
public:
    std::optional<Credentials> read(QString *) override { return m_stored; }
    bool write(const Credentials &c, QString *) override
    {
        m_stored = c;
        return true;
    }
    bool remove(QString *) override
    {
        m_stored.reset();
        return true;
    }

private:
    std::optional<Credentials> m_stored;
};

struct CredentialSources {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    QString aliyunConfigPath;     // empty: no config file is read
    SecretStore *store = nullptr; // nullptr: no keychain
    QString profile;              // --profile; empty: ALIBABA_CLOUD_PROFILE, then "current"
    // false: no request is made; a source that needs one is returned deferred (Settings
    // says where the keys would come from without waiting for the network).
    bool network = true;
    // The ECS instance metadata service. Tests point it at a fake on 127.0.0.1 (or set
    // GPU_PLANNER_ECS_METADATA_ENDPOINT, a loopback URL only); the STS endpoint comes from
    // the profile's sts_region, ALIBABA_CLOUD_STS_REGION or ALIBABA_CLOUD_STS_ENDPOINT.
    QUrl metadataEndpoint = QUrl(QStringLiteral("http://100.100.100.200"));
    int metadataTimeoutMs = 1000; // as the SDK: a second, then it is not an ECS instance
    int stsTimeoutMs = 10000;
};

// ~/.aliyun/config.json
QString defaultAliyunConfigPath();

// Empty when only its owner may read and write the file at path (mode 600 or stricter) or
// it cannot be examined; otherwise a warning naming the file, its mode and the fix
// (`chmod 600 FILE`), as the aliyun CLI and SSH warn about a secret others can read.
QString permissionWarning(const QString &path);

// The first source that has credentials, in the chain's order. nullopt with *error saying
// what was looked at, or which source is configured but broken (a config profile in a mode
// this program cannot use, a role that cannot be assumed, expired credentials): a broken
// source stops the search, so a refresh never runs as an identity the user did not mean.
// Only the metadata service, which is probed rather than configured, lets the search go on.
// Network sources block in a local event loop for at most their timeouts.
std::optional<Credentials> resolveCredentials(const CredentialSources &sources, QString *error);

// The region of the profile the chain reads (--profile, ALIBABA_CLOUD_PROFILE or the current
// one), as the aliyun CLI takes it when --region is not given; empty when there is none.
QString profileRegion(const CredentialSources &sources);

// Credentials::origin for people, in the user's language: "environment" and "system keychain"
// are keys (the window matches them); a config file's origin is already a sentence.
QString originText(const QString &origin);

} // namespace gpuplanner::aliyun
