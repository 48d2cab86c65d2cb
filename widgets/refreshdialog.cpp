#include "refreshdialog.h"

#include "aliyunclient.h"
#include "catalogbrowser.h"
#include "catalogrepository.h"
#include "plaintext.h"
#include "pricerefresh.h"
#include "settingskeys.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace gpuplanner {

RefreshDialog::RefreshDialog(CatalogRepository *repository, aliyun::SecretStore *store,
                             QSettings *settings, QWidget *parent)
    : QDialog(parent)
    , m_repository(repository)
    , m_store(store)
    , m_settings(settings)
{
    setWindowTitle(tr("Refresh prices"));
    m_sources.aliyunConfigPath = aliyun::defaultAliyunConfigPath();
    m_sources.store = store;

    m_region = new QComboBox(this);
    m_region->setObjectName(QStringLiteral("region"));
    for (const Region &r : m_repository->catalog().regions())
        m_region->addItem(
            QStringLiteral("%1 (%2)").arg(QString::fromStdString(r.id), regionName(r)),
            QString::fromStdString(r.id));
    m_payg = new QCheckBox(tr("Pay-as-you-go"), this);
    m_subscription = new QCheckBox(tr("Subscription (month)"), this);
    m_spot = new QCheckBox(tr("Spot advice"), this);
    m_stock = new QCheckBox(tr("Stock per zone"), this);
    m_newTypes = new QCheckBox(tr("New instance types"), this);
    m_newTypes->setObjectName(QStringLiteral("newTypes"));
    m_newTypes->setToolTip(tr("Add GPU instance types the catalog lacks (DescribeInstanceTypes); "
                              "types it has are not changed"));
    m_payg->setChecked(true);
    m_subscription->setChecked(true);
    auto *modes = new QHBoxLayout;
    for (QCheckBox *c : {m_payg, m_subscription, m_spot, m_stock, m_newTypes})
        modes->addWidget(c);
    m_types = new QLineEdit(this);
    m_types->setPlaceholderText(tr("all instance types of the catalog"));
    m_endpoint = new QLineEdit(this);
    m_endpoint->setPlaceholderText(tr("https://ecs.<region>.aliyuncs.com (default)"));
    m_rate = new QDoubleSpinBox(this);
    m_rate->setRange(0.1, 1000);
    m_rate->setDecimals(1);
    m_rate->setValue(aliyun::ClientOptions().ratePerSecond);
    m_rate->setSuffix(tr(" requests/s"));
    m_keepEntered = new QCheckBox(tr("Keep prices I entered by hand"), this);
    m_keepEntered->setChecked(true);
    if (m_settings) {
        m_endpoint->setText(m_settings->value(settingskeys::kRefreshEndpoint).toString());
        const int i = m_region->findData(m_settings->value(settingskeys::kRefreshRegion));
        if (i >= 0)
            m_region->setCurrentIndex(i);
    }

    auto *form = new QFormLayout;
    form->addRow(tr("Region:"), m_region);
    form->addRow(tr("Fetch:"), modes);
    form->addRow(tr("Instance types:"), m_types);
    form->addRow(tr("Endpoint:"), m_endpoint);
    form->addRow(tr("Pace:"), m_rate);
    form->addRow(QString(), m_keepEntered);

    auto *keys = new QGroupBox(tr("AccessKey (leave empty to use the environment, the aliyun "
                                  "CLI's profile or the keychain)"),
                               this);
    m_keyId = new QLineEdit(keys);
    m_keySecret = new QLineEdit(keys);
    m_keySecret->setEchoMode(QLineEdit::Password);
    m_keepKey = new QCheckBox(tr("Keep in the system keychain"), keys);
    m_keepKey->setEnabled(m_store != nullptr);
    auto *keyForm = new QFormLayout(keys);
    keyForm->addRow(tr("AccessKey ID:"), m_keyId);
    keyForm->addRow(tr("AccessKey secret:"), m_keySecret);
    keyForm->addRow(QString(), m_keepKey);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setTextFormat(Qt::PlainText); // the server's error messages, as written

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_start = buttons->addButton(tr("Refresh"), QDialogButtonBox::ActionRole);
    connect(m_start, &QPushButton::clicked, this, [this] { startRefresh(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(keys);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
}

RefreshDialog::~RefreshDialog()
{
    if (m_refresh) {
        disconnect(m_refresh, nullptr, this, nullptr);
        m_refresh->cancel();
    }
}

void RefreshDialog::setCredentialSources(const aliyun::CredentialSources &sources)
{
    m_sources = sources;
}

void RefreshDialog::setRegion(const QString &id)
{
    const int i = m_region->findData(id);
    if (i >= 0)
        m_region->setCurrentIndex(i);
}

void RefreshDialog::setEndpoint(const QString &url)
{
    m_endpoint->setText(url);
}

void RefreshDialog::setInstanceTypes(const QString &commaSeparated)
{
    m_types->setText(commaSeparated);
}

void RefreshDialog::setModes(bool payg, bool subscription, bool spot, bool stock)
{
    m_payg->setChecked(payg);
    m_subscription->setChecked(subscription);
    m_spot->setChecked(spot);
    m_stock->setChecked(stock);
}

void RefreshDialog::setNewTypes(bool on)
{
    m_newTypes->setChecked(on);
}

void RefreshDialog::setAccessKey(const QString &id, const QString &secret, bool keep)
{
    m_keyId->setText(id);
    m_keySecret->setText(secret);
    m_keepKey->setChecked(keep);
}

bool RefreshDialog::isRunning() const
{
    return m_refresh && m_refresh->isRunning();
}

QString RefreshDialog::summaryText() const
{
    return m_summary->text();
}

QString RefreshDialog::withWarnings(const QString &text) const
{
    return m_warnings.isEmpty() ? text
                                : m_warnings.join(QLatin1Char('\n')) + QLatin1Char('\n') + text;
}

bool RefreshDialog::startRefresh()
{
    if (isRunning())
        return false;
    auto refuse = [this](const QString &why) {
        m_summary->setText(why);
        return false;
    };
    RefreshRequest request;
    request.regionId = m_region->currentData().toString().toStdString();
    request.payg = m_payg->isChecked();
    request.subscription = m_subscription->isChecked();
    request.spot = m_spot->isChecked();
    request.stock = m_stock->isChecked();
    request.newTypes = m_newTypes->isChecked();
    request.overwriteUserPrices = !m_keepEntered->isChecked();
    if (!request.payg && !request.subscription && !request.spot && !request.stock &&
        !request.newTypes)
        return refuse(tr("Choose at least one thing to fetch."));
    QStringList unknown;
    for (const QString &t : m_types->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const std::string id = t.trimmed().toStdString();
        if (!m_repository->catalog().type(id))
            unknown << t.trimmed();
        else
            request.instanceTypes.push_back(id);
    }
    if (!unknown.isEmpty())
        return refuse(tr("Not in the catalog: %1").arg(unknown.join(QStringLiteral(", "))));
    aliyun::ClientOptions options;
    options.ratePerSecond = m_rate->value();
    options.endpoint = aliyun::defaultEndpoint(QString::fromStdString(request.regionId));
    if (!m_endpoint->text().trimmed().isEmpty()) {
        const QUrl url(m_endpoint->text().trimmed(), QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty() ||
            (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http")))
            return refuse(tr("The endpoint %1 is not an http(s) URL.").arg(m_endpoint->text()));
        // Refused before the keys are looked up or anything is sent (as the command line).
        if (!aliyun::secureEndpoint(url))
            return refuse(tr("The endpoint %1 is not https; credentials are only sent over "
                             "https (plain http only to a loopback address, for tests).")
                              .arg(m_endpoint->text()));
        options.endpoint = url;
    }

    std::optional<aliyun::Credentials> credentials;
    QString error;
    if (!m_keyId->text().isEmpty() || !m_keySecret->text().isEmpty()) {
        if (m_keyId->text().isEmpty() || m_keySecret->text().isEmpty())
            return refuse(tr("Enter both the AccessKey ID and its secret, or neither."));
        credentials =
            aliyun::Credentials{m_keyId->text().trimmed(), m_keySecret->text(), {}, tr("typed in")};
        if (m_keepKey->isChecked() && m_store && !m_store->write(*credentials, &error))
            return refuse(tr("Cannot keep the AccessKey: %1").arg(error));
    } else {
        // Roles and the metadata service are asked over the network, in a local event loop:
        // the button stays off meanwhile so the search is not started twice.
        m_start->setEnabled(false);
        credentials = aliyun::resolveCredentials(m_sources, &error);
        m_start->setEnabled(true);
        if (!credentials)
            return refuse(error);
    }
    // Shown until the next refresh, above the summary (a config.json others may read).
    m_warnings.clear();
    for (const QString &warning : credentials->warnings)
        m_warnings << tr("Warning: %1").arg(warning);
    if (m_settings) {
        m_settings->setValue(settingskeys::kRefreshEndpoint, m_endpoint->text().trimmed());
        m_settings->setValue(settingskeys::kRefreshRegion,
                             QString::fromStdString(request.regionId));
    }

    delete m_refresh;
    delete m_client;
    auto *client = new aliyun::Client(*credentials, options, this);
    m_client = client;
    CatalogRepository *repository = m_repository;
    m_change = OverlayChange();
    m_refresh = new PriceRefresh(
        client, repository->snapshot(), request,
        [this, repository](const CatalogData &rows, QString *err) {
            OverlayChange batch;
            if (repository->store(rows, &batch)) {
                m_change.append(batch); // one undo step for the whole refresh
                return true;
            }
            *err = repository->errorString();
            return false;
        },
        this);
    m_progress = new QProgressDialog(
        asPlainText(tr("Fetching prices from %1…").arg(options.endpoint.host())), tr("Cancel"), 0,
        m_refresh->totalCalls(), this);
    m_progress->setAttribute(Qt::WA_DeleteOnClose);
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(0);
    connect(m_progress, &QProgressDialog::canceled, m_refresh, &PriceRefresh::cancel);
    connect(m_refresh, &PriceRefresh::progress, m_progress, &QProgressDialog::setValue);
    connect(m_refresh, &PriceRefresh::finished, this, &RefreshDialog::finished);
    m_start->setEnabled(false);
    m_summary->setText(withWarnings(tr("Refreshing %1 with the AccessKey from %2…")
                                        .arg(QString::fromStdString(request.regionId),
                                             aliyun::originText(credentials->origin))));
    m_refresh->start();
    return true;
}

QString RefreshDialog::region() const
{
    return m_refresh ? QString::fromStdString(m_refresh->request().regionId) : QString();
}

void RefreshDialog::finished()
{
    if (m_progress) {
        disconnect(m_progress, nullptr, m_refresh, nullptr);
        m_progress->close();
    }
    m_start->setEnabled(true);
    const RefreshSummary &s = m_refresh->summary();
    QStringList lines;
    lines << tr("%n price(s) updated", nullptr, s.pricesUpdated)
          << tr("%n spot advice row(s) updated", nullptr, s.spotUpdated)
          << tr("%n stock row(s) updated", nullptr, s.stockUpdated)
          << tr("%n failed", nullptr, static_cast<int>(s.failures.size()));
    QString text = lines.join(QStringLiteral(", ")) + QLatin1Char('.');
    if (m_refresh->request().newTypes) {
        text += QLatin1Char(' ') + tr("%n new instance type(s) added.", nullptr, s.typesAdded);
        if (s.typesDiffering > 0)
            text += QLatin1Char(' ') +
                    tr("%n type(s) of the catalog differ from the API and were not changed: %1.",
                       nullptr, s.typesDiffering)
                        .arg(s.differingTypes.join(QStringLiteral(", ")));
    }
    if (s.keptUserPrices > 0)
        text +=
            QLatin1Char(' ') + tr("%n price(s) entered by hand kept.", nullptr, s.keptUserPrices);
    if (s.cancelled)
        text += QLatin1Char(' ') + tr("Cancelled: only whole batches were saved.");
    else if (!s.fatal.isEmpty())
        text += QLatin1Char('\n') + tr("Stopped: %1").arg(s.fatal);
    const qsizetype shown = std::min<qsizetype>(s.failures.size(), 5);
    for (qsizetype i = 0; i < shown; ++i) {
        if (s.failures[i].text() != s.fatal)
            text += QLatin1Char('\n') + s.failures[i].text();
    }
    if (s.failures.size() > shown)
        text += QLatin1Char('\n') +
                tr("… and %n more", nullptr, static_cast<int>(s.failures.size() - shown));
    m_summary->setText(withWarnings(text));
    Q_EMIT refreshFinished();
}

} // namespace gpuplanner
