// Catalog ▸ Refresh prices…: region, pricing modes and stock to fetch from Alibaba Cloud's
// API with the user's AccessKey (found as the command line finds it, or typed here and
// optionally kept in the system keychain), a progress dialog with Cancel while it runs
// and a summary at the end. The work is done by PriceRefresh (models/refresh/pricerefresh.h),
// which saves whole batches through CatalogRepository::store(), as File ▸ Import does.
// What a refresh's batches changed is recorded as one OverlayChange (change()), which the
// window puts on its undo history when refreshFinished() says the refresh is over.
#pragma once

#include "aliyuncredentials.h"
#include "overlaychange.h"

#include <QDialog>
#include <QPointer>
#include <QProgressDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSettings;

namespace gpuplanner {

class CatalogRepository;
class PriceRefresh;

class RefreshDialog : public QDialog
{
    Q_OBJECT

public:
    // store: where typed keys are kept (the system keychain in the program, memory in
    // tests); nullptr: keys cannot be kept.
    RefreshDialog(CatalogRepository *repository, aliyun::SecretStore *store, QSettings *settings,
                  QWidget *parent = nullptr);
    ~RefreshDialog() override;

    // Where credentials are looked for when none are typed (tests inject private ones).
    void setCredentialSources(const aliyun::CredentialSources &sources);

    void setRegion(const QString &id);
    void setEndpoint(const QString &url);
    void setInstanceTypes(const QString &commaSeparated);
    void setModes(bool payg, bool subscription, bool spot, bool stock);
    // DescribeInstanceTypes first: GPU types the catalog lacks are added (docs/refresh.md).
    void setNewTypes(bool on);
    void setAccessKey(const QString &id, const QString &secret, bool keep);

    // Starts a refresh (the Refresh button). Returns false and shows why in the summary
    // when it cannot start (no credentials, a bad endpoint, unknown types, nothing chosen).
    bool startRefresh();
    bool isRunning() const;
    QProgressDialog *progressDialog() const { return m_progress; }
    QString summaryText() const;
    // What the last refresh did to the overlay (its batches as one change; empty when it
    // saved nothing) and its region.
    const OverlayChange &change() const { return m_change; }
    QString region() const;

Q_SIGNALS:
    void refreshFinished();

private:
    void finished();
    // The credentials' warnings (a config.json others may read), as plain text lines
    // before text.
    QString withWarnings(const QString &text) const;

    CatalogRepository *m_repository;
    aliyun::SecretStore *m_store;
    QSettings *m_settings;
    aliyun::CredentialSources m_sources;
    QComboBox *m_region;
    QCheckBox *m_payg;
    QCheckBox *m_subscription;
    QCheckBox *m_spot;
    QCheckBox *m_stock;
    QCheckBox *m_newTypes;
    QLineEdit *m_types;
    QLineEdit *m_endpoint;
    QDoubleSpinBox *m_rate;
    QCheckBox *m_keepEntered;
    QLineEdit *m_keyId;
    QLineEdit *m_keySecret;
    QCheckBox *m_keepKey;
    QLabel *m_summary; // plain text
    QStringList m_warnings;
    QPushButton *m_start;
    QPointer<QProgressDialog> m_progress;
    PriceRefresh *m_refresh = nullptr;
    QObject *m_client = nullptr;
    OverlayChange m_change;
};

} // namespace gpuplanner
