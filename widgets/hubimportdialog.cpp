#include "hubimportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace gpuplanner {

HubImportDialog::HubImportDialog(const HubOptions &options, QWidget *parent)
    : QDialog(parent)
    , m_options(options)
{
    setWindowTitle(tr("Import a model from a hub"));
    m_hub = new QComboBox(this);
    m_hub->setObjectName(QStringLiteral("hub"));
    m_hub->addItem(tr("ModelScope"), int(Hub::ModelScope));
    m_hub->setItemData(0, tr("Reachable from mainland China"), Qt::ToolTipRole);
    m_hub->addItem(tr("Hugging Face"), int(Hub::HuggingFace));
    m_endpoint = new QLabel(this);
    m_endpoint->setObjectName(QStringLiteral("endpoint"));
    m_endpoint->setTextFormat(Qt::PlainText); // an environment variable's value, as written
    m_endpoint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("repository"));
    m_id->setPlaceholderText(tr("owner/name, e.g. Qwen/Qwen3-8B, or the repository's address"));
    m_id->setMinimumWidth(m_id->fontMetrics().averageCharWidth() * 50);
    m_feedback = new QLabel(this);
    m_feedback->setObjectName(QStringLiteral("feedback"));
    m_feedback->setTextFormat(Qt::PlainText); // it quotes what was typed or pasted
    m_feedback->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canAccept())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Hub:"), m_hub);
    form->addRow(tr("Address:"), m_endpoint);
    form->addRow(tr("&Repository:"), m_id);
    form->addRow(QString(), m_feedback);
    form->addRow(buttons);
    connect(m_hub, &QComboBox::currentIndexChanged, this, [this] { update(); });
    connect(m_id, &QLineEdit::textEdited, this, &HubImportDialog::edited);
    update();
}

void HubImportDialog::setHub(Hub hub)
{
    m_hub->setCurrentIndex(m_hub->findData(int(hub)));
}

Hub HubImportDialog::hub() const
{
    return Hub(m_hub->currentData().toInt());
}

void HubImportDialog::setInput(const QString &text)
{
    m_id->setText(text);
    edited(text);
}

QString HubImportDialog::input() const
{
    return m_id->text();
}

QString HubImportDialog::feedback() const
{
    return m_feedback->text();
}

QString HubImportDialog::endpointText() const
{
    return m_endpoint->text();
}

bool HubImportDialog::canAccept() const
{
    return !m_spec.isEmpty();
}

// A prefix or an address names its hub: the box follows it and the field keeps the bare id,
// so that the box and the field never disagree.
void HubImportDialog::edited(const QString &text)
{
    const QString trimmed = text.trimmed();
    const bool named = trimmed.contains(QLatin1String("://")) ||
                       trimmed.startsWith(QLatin1String("hf:"), Qt::CaseInsensitive) ||
                       trimmed.startsWith(QLatin1String("modelscope:"), Qt::CaseInsensitive);
    QString error;
    Hub hub = this->hub();
    const auto spec = hubSpecFromInput(trimmed, hub, &error, m_options, &hub);
    if (named && spec) {
        const QSignalBlocker block(m_hub);
        setHub(hub);
        m_id->setText(spec->section(QLatin1Char(':'), 1));
    }
    update();
}

void HubImportDialog::update()
{
    QString variable;
    const QString endpoint = hubEndpoint(hub(), m_options, &variable);
    m_endpoint->setText(variable.isEmpty() ? endpoint : tr("%1 (from %2)").arg(endpoint, variable));
    const QString text = m_id->text().trimmed();
    QString error;
    const auto spec =
        text.isEmpty() ? std::nullopt : hubSpecFromInput(text, hub(), &error, m_options);
    m_spec = spec.value_or(QString());
    if (text.isEmpty())
        m_feedback->setText(tr("Type owner/name, or paste the repository's address."));
    else if (spec)
        m_feedback->setText(tr("Fetches config.json of %1 from %2.")
                                .arg(spec->section(QLatin1Char(':'), 1), endpoint));
    else
        m_feedback->setText(error);
    m_ok->setEnabled(canAccept());
}

} // namespace gpuplanner
