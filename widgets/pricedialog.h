// Asks for a price's key (instance type, region, pricing mode, unit) and, when entering a
// price by hand, its amount, currency, date and note. The same dialog serves the
// DescribePrice import, whose answer does not say what it prices.
#pragma once

#include "estimator/catalog.h"

#include <QDialog>
#include <QSet>

class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;
class QLabel;
class QDialogButtonBox;

namespace gpuplanner {

class PriceDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Purpose { EnterPrice, DescribePriceRequest };

    PriceDialog(const Catalog &catalog, Purpose purpose, QWidget *parent = nullptr);

    void setInstanceType(const QString &id);
    void setRegion(const QString &id);
    void setPricingMode(PricingMode mode);

    QString instanceType() const;
    QString region() const;
    PricingMode pricingMode() const;
    PriceUnit unit() const;
    int period() const;
    Price price() const; // for EnterPrice

private:
    void validate();
    void modeChanged();

    Purpose m_purpose;
    QComboBox *m_type = nullptr;
    QComboBox *m_region = nullptr;
    QComboBox *m_mode = nullptr;
    QComboBox *m_unit = nullptr;
    QSpinBox *m_period = nullptr;
    QDoubleSpinBox *m_amount = nullptr;
    QComboBox *m_currency = nullptr;
    QDateEdit *m_asOf = nullptr;
    QLineEdit *m_note = nullptr;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QSet<QString> m_typeIds;
};

} // namespace gpuplanner
