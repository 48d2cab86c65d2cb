#include "accesskeypanel.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace gpuplanner {

AccessKeyPanel::AccessKeyPanel(aliyun::CredentialSources sources, QWidget *parent)
    : QGroupBox(tr("Alibaba Cloud AccessKey"), parent)
    , m_sources(std::move(sources))
{
    // Settings says where the keys come from without waiting for STS or the metadata
    // service: a role is named, its keys are fetched when prices are refreshed.
    m_sources.network = false;
    setObjectName(QStringLiteral("accessKeyPanel"));
    m_source = new QLabel(this);
    m_source->setObjectName(QStringLiteral("keySource"));
    m_source->setWordWrap(true);
    m_source->setTextFormat(Qt::PlainText); // errors quote the aliyun CLI's file
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("keyId"));
    m_secret = new QLineEdit(this);
    m_secret->setObjectName(QStringLiteral("keySecret"));
    m_secret->setEchoMode(QLineEdit::Password);
    m_store = new QPushButton(tr("&Store in keychain"), this);
    m_store->setObjectName(QStringLiteral("storeKeys"));
    m_forget = new QPushButton(tr("&Forget stored keys"), this);
    m_forget->setObjectName(QStringLiteral("forgetKeys"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("keyStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // the keychain's errors, as written
    auto *form = new QFormLayout(this);
    form->addRow(m_source);
    form->addRow(tr("AccessKey &ID:"), m_id);
    form->addRow(tr("AccessKey s&ecret:"), m_secret);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_store);
    buttons->addWidget(m_forget);
    buttons->addStretch();
    form->addRow(buttons);
    form->addRow(m_status);
    connect(m_store, &QPushButton::clicked, this, [this] { storeKeys(); });
    connect(m_forget, &QPushButton::clicked, this, [this] { forgetKeys(); });
    if (!m_sources.store) {
        m_store->setEnabled(false);
        m_forget->setEnabled(false);
        m_status->setText(tr("The system keychain is switched off (GPU_PLANNER_KEYCHAIN=off)."));
    }
    updateSource();
}

QString AccessKeyPanel::maskedId(const QString &id)
{
    return id.size() <= 8 ? QStringLiteral("****")
                          : id.left(4) + QStringLiteral("****") + id.right(4);
}

QString AccessKeyPanel::sourceText() const
{
    return m_source->text();
}

QString AccessKeyPanel::statusText() const
{
    return m_status->text();
}

void AccessKeyPanel::setAccessKey(const QString &id, const QString &secret)
{
    m_id->setText(id);
    m_secret->setText(secret);
}

void AccessKeyPanel::updateSource()
{
    QString error;
    const auto keys = aliyun::resolveCredentials(m_sources, &error);
    if (keys) {
        QString where = keys->origin;
        if (where == QLatin1String("environment"))
            where = tr("the environment (ALIBABA_CLOUD_ACCESS_KEY_ID)");
        else if (where == QLatin1String("system keychain"))
            where = tr("the system keychain");
        else if (where.startsWith(m_sources.aliyunConfigPath + QLatin1Char(',')) &&
                 !m_sources.aliyunConfigPath.isEmpty())
            where = tr("the aliyun CLI configuration %1").arg(where);
        QString text =
            keys->deferred
                ? tr("Keys in use: temporary keys from %1, fetched when prices are refreshed.")
                      .arg(where)
                : tr("Keys in use: AccessKey ID %1 from %2.")
                      .arg(maskedId(keys->accessKeyId), where);
        for (const QString &warning : keys->warnings)
            text += QLatin1Char('\n') + tr("Warning: %1").arg(warning);
        m_source->setText(text);
    } else {
        m_source->setText(tr("No AccessKey in use: %1").arg(error));
    }
    bool stored = false;
    if (m_sources.store) {
        QString ignored;
        stored = m_sources.store->read(&ignored).has_value();
    }
    m_forget->setEnabled(stored);
}

bool AccessKeyPanel::storeKeys()
{
    if (!m_sources.store)
        return false;
    const QString id = m_id->text().trimmed();
    if (id.isEmpty() || m_secret->text().isEmpty()) {
        m_status->setText(tr("Enter the AccessKey ID and secret to store them."));
        return false;
    }
    QString error;
    if (!m_sources.store->write(
            {id, m_secret->text(), QString(), QStringLiteral("system keychain")}, &error)) {
        m_status->setText(tr("Not stored: %1").arg(error));
        return false;
    }
    m_secret->clear();
    m_id->clear();
    m_status->setText(tr("AccessKey %1 stored in the system keychain.").arg(maskedId(id)));
    updateSource();
    return true;
}

bool AccessKeyPanel::forgetKeys()
{
    if (!m_sources.store)
        return false;
    QString error;
    if (!m_sources.store->remove(&error)) {
        m_status->setText(tr("Not forgotten: %1").arg(error));
        return false;
    }
    m_status->setText(tr("The stored AccessKey is forgotten."));
    updateSource();
    return true;
}

} // namespace gpuplanner
