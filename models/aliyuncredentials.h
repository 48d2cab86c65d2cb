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
#include <QStringList>

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

// Empty when only its owner may read and write the file at path (mode 600 or stricter) or
// it cannot be examined; otherwise a warning naming the file, its mode and the fix
// (`chmod 600 FILE`), as the aliyun CLI and SSH warn about a secret others can read.
QString permissionWarning(const QString &path);

// The first source that has an AccessKey. nullopt with *error saying what was looked at
// (or which source is broken: a config profile in a mode this program cannot use).
std::optional<Credentials> resolveCredentials(const CredentialSources &sources, QString *error);

// Credentials::origin for people, in the user's language: "environment" and "system keychain"
// are keys (the window matches them); a config file's origin is already a sentence.
QString originText(const QString &origin);

} // namespace gpuplanner::aliyun
