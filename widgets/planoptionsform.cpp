#include "planoptionsform.h"

#include "catalogbrowser.h"
#include "catalogtablemodel.h"
#include "compactcombobox.h"
#include "estimator/catalog.h"
#include "fieldlimits.h"
#include "inputlabels.h"
#include "plaintext.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <algorithm>

namespace gpuplanner {

namespace {

QString words(const char *source)
{
    return source ? QCoreApplication::translate("PlanInput", source) : QString();
}

QString latin(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

PlanOptionsForm::PlanOptionsForm(const Catalog &catalog,
                                 std::function<bool(const std::string &)> knownFamily,
                                 QWidget *parent)
    : QWidget(parent)
    , m_knownFamily(std::move(knownFamily))
{
    auto *grid = new QGridLayout(this);
    for (int c = 1; c < 8; c += 2)
        grid->setColumnStretch(c, 1);
    int col = 0;
    for (const PlanInput *in : planFormInputs()) {
        QWidget *field = makeField(*in, catalog);
        field->setObjectName(QLatin1String(in->form.name));
        if (in->form.tip)
            field->setToolTip(words(in->form.tip));
        auto *label = new QLabel(words(in->form.label), this);
        label->setBuddy(field);
        // Spin boxes ask for the width of their largest value; at 1024 px they share it.
        field->setMinimumWidth(std::min(field->minimumSizeHint().width(), 120));
        // slots: how many of the row's four label + field pairs the field takes (the field
        // spans the later pairs' label and field columns).
        grid->addWidget(label, col / 4, (col % 4) * 2, Qt::AlignRight);
        grid->addWidget(field, col / 4, (col % 4) * 2 + 1, 1, in->form.slots * 2 - 1);
        col += in->form.slots;
        m_entries.push_back({in, field});
    }
}

QWidget *PlanOptionsForm::makeField(const PlanInput &in, const Catalog &catalog)
{
    const std::string_view field = in.limit.field;
    auto changed = [this](QWidget *w) {
        if (!m_showing)
            Q_EMIT edited(w);
    };
    switch (in.kind) {
    case PlanInputKind::Real: {
        auto *box = new QDoubleSpinBox(this);
        if (in.form.decimals >= 0)
            box->setDecimals(in.form.decimals);
        applyLimit(box, field, in.access.optional, 1 / in.form.perShown);
        if (in.form.step > 0)
            box->setSingleStep(in.form.step);
        box->setPrefix(words(in.form.prefix));
        box->setSuffix(words(in.form.suffix));
        box->setSpecialValueText(words(in.form.zeroText));
        connect(box, &QDoubleSpinBox::valueChanged, this, [=] { changed(box); });
        return box;
    }
    case PlanInputKind::Whole: {
        auto *box = new QSpinBox(this);
        applyLimit(box, field, in.access.optional);
        box->setSpecialValueText(words(in.form.zeroText));
        connect(box, &QSpinBox::valueChanged, this, [=] { changed(box); });
        return box;
    }
    case PlanInputKind::Pricing:
    case PlanInputKind::Text:
    case PlanInputKind::Date: {
        // The region (no ids of its own: the catalog's) is 14 characters wide, below; the
        // other boxes fit their choices.
        const bool region = in.kind != PlanInputKind::Pricing && in.ids.empty();
        QComboBox *box = region ? new CompactComboBox(14, this) : new QComboBox(this);
        if (in.kind == PlanInputKind::Pricing) {
            for (const PricingModeInfo &m : pricingModes())
                box->addItem(pricingModeLabel(m.mode), static_cast<int>(m.mode));
        } else if (!in.ids.empty()) {
            for (std::string_view id : in.ids)
                box->addItem(latin(id), latin(id));
        } else {
            // The region: the catalog's, by id and name. It takes two of the row's four
            // places, so that its whole name shows at 1024 px ("cn-shanghai — China
            // (Shanghai)") without raising the window's minimum width; the longest names
            // may still be cut, the whole one is in the tooltip.
            for (const Region &r : catalog.regions())
                box->addItem(
                    QStringLiteral("%1 — %2").arg(QString::fromStdString(r.id), regionName(r)),
                    QString::fromStdString(r.id));
            box->setCurrentIndex(
                std::max(0, box->findData(QString::fromStdString(PlanOptions{}.region))));
            auto tip = [box] {
                box->setToolTip(asPlainText(box->currentText())); // an imported region
            };
            tip();
            connect(box, &QComboBox::currentIndexChanged, this, tip);
        }
        connect(box, &QComboBox::currentIndexChanged, this, [=] { changed(box); });
        return box;
    }
    case PlanInputKind::List: {
        auto *edit = new QLineEdit(this);
        edit->setPlaceholderText(words(in.form.placeholder));
        edit->setClearButtonEnabled(true);
        connect(edit, &QLineEdit::textChanged, this, [=] { changed(edit); });
        return edit;
    }
    }
    return new QWidget(this);
}

std::vector<std::string> PlanOptionsForm::families() const
{
    std::vector<std::string> out;
    for (const Entry &e : m_entries) {
        if (e.input->kind != PlanInputKind::List)
            continue;
        const auto *edit = static_cast<const QLineEdit *>(e.field);
        for (const QString &f : edit->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::string name = f.trimmed().toStdString();
            if (!m_knownFamily || m_knownFamily(name))
                out.push_back(name);
        }
    }
    return out;
}

PlanOptions PlanOptionsForm::read(const PlanOptions &base) const
{
    PlanOptions o = base;
    for (const Entry &e : m_entries) {
        const PlanInput &in = *e.input;
        switch (in.kind) {
        case PlanInputKind::Real: {
            const double v =
                static_cast<const QDoubleSpinBox *>(e.field)->value() * in.form.perShown;
            in.access.set(o, in.access.optional && v <= 0 ? std::nullopt : std::optional(v));
            break;
        }
        case PlanInputKind::Whole: {
            const double v = static_cast<const QSpinBox *>(e.field)->value();
            in.access.set(o, in.access.optional && v <= 0 ? std::nullopt : std::optional(v));
            break;
        }
        case PlanInputKind::Pricing:
            in.access.set(o, static_cast<const QComboBox *>(e.field)->currentData().toInt());
            break;
        case PlanInputKind::Text:
        case PlanInputKind::Date:
            o.*(in.access.text) =
                static_cast<const QComboBox *>(e.field)->currentData().toString().toStdString();
            break;
        case PlanInputKind::List:
            o.*(in.access.list) = families();
            break;
        }
    }
    return o;
}

void PlanOptionsForm::show(const PlanOptions &o)
{
    const bool showing = m_showing;
    m_showing = true;
    for (const Entry &e : m_entries) {
        const PlanInput &in = *e.input;
        switch (in.kind) {
        case PlanInputKind::Real: {
            auto *box = static_cast<QDoubleSpinBox *>(e.field);
            box->setValue(in.access.get(o).value_or(0) / in.form.perShown);
            // A cost is in the display currency: say which (issue 26 item 6).
            if (in.unit && QLatin1String(in.unit) == QLatin1String("$"))
                box->setSuffix(QLatin1Char(' ') + QString::fromStdString(o.currency));
            break;
        }
        case PlanInputKind::Whole:
            static_cast<QSpinBox *>(e.field)->setValue(int(in.access.get(o).value_or(0)));
            break;
        case PlanInputKind::Pricing: {
            auto *box = static_cast<QComboBox *>(e.field);
            box->setCurrentIndex(box->findData(static_cast<int>(o.pricing)));
            break;
        }
        case PlanInputKind::Text:
        case PlanInputKind::Date: {
            auto *box = static_cast<QComboBox *>(e.field);
            box->setCurrentIndex(
                std::max(0, box->findData(QString::fromStdString(o.*(in.access.text)))));
            break;
        }
        case PlanInputKind::List: {
            // A name being typed that names no family yet stays as typed.
            const std::vector<std::string> &names = o.*(in.access.list);
            if (families() != names) {
                QStringList text;
                for (const std::string &f : names)
                    text << QString::fromStdString(f);
                static_cast<QLineEdit *>(e.field)->setText(text.join(QStringLiteral(", ")));
            }
            break;
        }
        }
    }
    m_showing = showing;
}

QWidget *PlanOptionsForm::field(std::string_view key) const
{
    for (const Entry &e : m_entries) {
        if (e.input->key() == key)
            return e.field;
    }
    return nullptr;
}

void PlanOptionsForm::setServing(bool serving)
{
    // The training job's own inputs (its dataset, epochs, MFU and deadline) play no part in
    // a serving plan: greyed out there, not shown as "0.0 M tokens" to be filled in.
    for (const Entry &e : m_entries)
        e.field->setEnabled(!(serving && e.input->use == PlanUse::Training));
}

} // namespace gpuplanner
