#include "pricedialog.h"

#include "catalogbrowser.h"
#include "catalogtablemodel.h"
#include "inputlabels.h"
#include "palette.h"

#include <QComboBox>
#include <QCompleter>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuplanner {

PriceDialog::PriceDialog(const Catalog &catalog, Purpose purpose, QWidget *parent)
    : QDialog(parent)
    , m_purpose(purpose)
{
    setWindowTitle(purpose == Purpose::EnterPrice ? tr("Enter a price")
                                                  : tr("What does this DescribePrice file price?"));
    auto *form = new QFormLayout;

    m_type = new QComboBox(this);
    m_type->setEditable(true);
    m_type->setInsertPolicy(QComboBox::NoInsert);
    for (const InstanceType &t : catalog.types())
        m_type->addItem(QString::fromStdString(t.id));
    m_type->completer()->setFilterMode(Qt::MatchContains);
    m_type->completer()->setCompletionMode(QCompleter::PopupCompletion);
    form->addRow(tr("&Instance type:"), m_type);

    m_region = new QComboBox(this);
    for (const Region &r : catalog.regions())
        m_region->addItem(QStringLiteral("%1  %2").arg(QString::fromStdString(r.id), regionName(r)),
                          QString::fromStdString(r.id));
    setRegion(QStringLiteral("cn-shanghai"));
    form->addRow(tr("&Region:"), m_region);

    m_mode = new QComboBox(this);
    for (const PricingModeInfo &m : pricingModes())
        m_mode->addItem(pricingModeLabel(m.mode), static_cast<int>(m.mode));
    form->addRow(tr("Pricing &mode:"), m_mode);

    m_unit = new QComboBox(this);
    m_unit->addItem(tr("per hour"), static_cast<int>(PriceUnit::Hour));
    m_unit->addItem(tr("per week"), static_cast<int>(PriceUnit::Week));
    m_unit->addItem(tr("per month"), static_cast<int>(PriceUnit::Month));
    m_unit->addItem(tr("per year"), static_cast<int>(PriceUnit::Year));
    form->addRow(tr("&Unit:"), m_unit);

    if (purpose == Purpose::DescribePriceRequest) {
        m_period = new QSpinBox(this);
        m_period->setRange(1, 60);
        m_period->setToolTip(
            tr("The Period of the DescribePrice request: the price covers this many units"));
        form->addRow(tr("&Period:"), m_period);
    } else {
        m_amount = new QDoubleSpinBox(this);
        m_amount->setRange(0, 1e9);
        m_amount->setDecimals(4);
        form->addRow(tr("&Amount:"), m_amount);
        m_currency = new QComboBox(this);
        m_currency->addItems({QStringLiteral("CNY"), QStringLiteral("USD")});
        form->addRow(tr("&Currency:"), m_currency);
        m_asOf = new QDateEdit(QDate::currentDate(), this);
        m_asOf->setCalendarPopup(true);
        m_asOf->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        form->addRow(tr("&As of:"), m_asOf);
        m_note = new QLineEdit(this);
        m_note->setPlaceholderText(tr("Where the number comes from, e.g. a quote from sales"));
        form->addRow(tr("&Note:"), m_note);
        connect(m_amount, &QDoubleSpinBox::valueChanged, this, &PriceDialog::validate);
    }

    m_message = new QLabel(this);
    m_message->setStyleSheet(QStringLiteral("color: %1").arg(palette::screen().noFit.name()));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText); // names the instance type as typed
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_type, &QComboBox::currentTextChanged, this, &PriceDialog::validate);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &PriceDialog::modeChanged);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &PriceDialog::validate);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);

    m_typeIds.reserve(static_cast<qsizetype>(catalog.types().size()));
    for (const InstanceType &t : catalog.types())
        m_typeIds.insert(QString::fromStdString(t.id));
    modeChanged();
}

void PriceDialog::setInstanceType(const QString &id)
{
    m_type->setCurrentText(id);
}

void PriceDialog::setRegion(const QString &id)
{
    const int i = m_region->findData(id);
    if (i >= 0)
        m_region->setCurrentIndex(i);
}

void PriceDialog::setPricingMode(PricingMode mode)
{
    m_mode->setCurrentIndex(m_mode->findData(static_cast<int>(mode)));
}

QString PriceDialog::instanceType() const
{
    return m_type->currentText().trimmed();
}

QString PriceDialog::region() const
{
    return m_region->currentData().toString();
}

PricingMode PriceDialog::pricingMode() const
{
    return static_cast<PricingMode>(m_mode->currentData().toInt());
}

PriceUnit PriceDialog::unit() const
{
    return static_cast<PriceUnit>(m_unit->currentData().toInt());
}

int PriceDialog::period() const
{
    return m_period ? m_period->value() : 1;
}

Price PriceDialog::price() const
{
    Price p;
    p.instanceTypeId = instanceType().toStdString();
    p.regionId = region().toStdString();
    p.mode = pricingMode();
    p.unit = unit();
    if (m_amount) {
        p.amount = m_amount->value();
        p.currency = m_currency->currentText().toStdString();
        p.asOf = m_asOf->date().toString(Qt::ISODate).toStdString();
        p.notes = m_note->text().trimmed().toStdString();
    }
    p.source = "entered by the user";
    p.kind = PriceKind::UserEntered;
    p.origin = Origin::UserEntered;
    return p;
}

void PriceDialog::modeChanged()
{
    m_unit->setCurrentIndex(
        m_unit->findData(static_cast<int>(pricingModeInfo(pricingMode()).defaultUnit)));
    validate();
}

void PriceDialog::validate()
{
    QString problem;
    if (!m_typeIds.contains(instanceType()))
        problem = tr("'%1' is not an instance type of the catalog.").arg(instanceType());
    else if (const bool hourlyMode = pricingModeInfo(pricingMode()).defaultUnit == PriceUnit::Hour;
             hourlyMode != (unit() == PriceUnit::Hour))
        problem = (hourlyMode ? tr("A %1 price is per hour.")
                              : tr("A %1 price is per week, month or year."))
                      .arg(InputLabels::pricingInSentence(pricingMode()));
    else if (m_amount && !(m_amount->value() > 0))
        problem = tr("Enter a price greater than 0.");
    m_message->setText(problem);
    m_message->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace gpuplanner
