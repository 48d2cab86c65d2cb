// Settings ▸ Alibaba Cloud AccessKey: says where the keys in use come from (environment,
// aliyun CLI profile, system keychain or none; the AccessKey ID shortened, never the
// secret), stores a typed AccessKey pair in the keychain and forgets the stored one.
// The sources (and with them the keychain) are injected, so tests use a memory store.
#pragma once

#include "aliyuncredentials.h"

#include <QGroupBox>

class QLabel;
class QLineEdit;
class QPushButton;

namespace gpuplanner {

class AccessKeyPanel : public QGroupBox
{
    Q_OBJECT

public:
    // sources.store: where "Store" writes; nullptr: storing is not offered.
    explicit AccessKeyPanel(aliyun::CredentialSources sources, QWidget *parent = nullptr);

    QString sourceText() const;
    QString statusText() const;
    void setAccessKey(const QString &id, const QString &secret);
    bool storeKeys();  // the Store button; false with the reason in statusText()
    bool forgetKeys(); // the Forget button

    // "LTAI****abcd": enough to tell keys apart.
    static QString maskedId(const QString &id);

private:
    void updateSource();

    aliyun::CredentialSources m_sources;
    QLabel *m_source;
    QLabel *m_status;
    QLineEdit *m_id;
    QLineEdit *m_secret;
    QPushButton *m_store;
    QPushButton *m_forget;
};

} // namespace gpuplanner
