// The user's Alibaba Cloud AccessKey, found where Alibaba's own tools look for it:
//   1. the environment: ALIBABA_CLOUD_ACCESS_KEY_ID, ALIBABA_CLOUD_ACCESS_KEY_SECRET and,
//      for STS credentials, ALIBABA_CLOUD_SECURITY_TOKEN;
//   2. the current profile of the aliyun CLI's ~/.aliyun/config.json (modes AK and StsToken;
//      ALIBABA_CLOUD_PROFILE picks another profile);
//   3. keys the user entered in Settings, kept in the system keychain (QtKeychain).
// The config path and the keychain are injected, so tests never read the real ones.
// A secret is never written to a file, a log or an error message by this code.
#pragma once

#include <QProcessEnvironment>
#include <QString>

#include <optional>

namespace gpuplanner::aliyun {

struct Credentials {
    QString accessKeyId;
    QString accessKeySecret;
    QString securityToken; // STS; empty for a permanent AccessKey
    QString origin;        // where they came from, for messages ("environment", …)
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
};

// ~/.aliyun/config.json
QString defaultAliyunConfigPath();

// The first source that has an AccessKey. nullopt with *error saying what was looked at
// (or which source is broken: a config profile in a mode this program cannot use).
std::optional<Credentials> resolveCredentials(const CredentialSources &sources, QString *error);

// Credentials::origin for people, in the user's language: "environment" and "system keychain"
// are keys (the window matches them); a config file's origin is already a sentence.
QString originText(const QString &origin);

} // namespace gpuplanner::aliyun
