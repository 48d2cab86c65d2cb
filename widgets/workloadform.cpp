#include "workloadform.h"

#include "estimator/modelfields.h"
#include "estimator/workloadinputs.h"

#include "catalogtablemodel.h"
#include "compactcombobox.h"
#include "estimator/defaults.h"
#include "fieldlimits.h"
#include "frameworks.h"
#include "inputlabels.h"
#include "plaintext.h"
#include "presets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionGroupBox>
#include <QTimer>
#include <QVBoxLayout>

namespace gpuplanner {

namespace {

// Long entries (model names, recipes) may be cut in a narrow window rather than widening
// the form column; the popup shows them whole. Every choice box of the form is this wide.
constexpr int kFieldCharacters = 14;

constexpr int kCustomModel = -1;

template <typename E>
E current(const QComboBox *box)
{
    return static_cast<E>(box->currentData().toInt());
}

// A spin box whose range is the validation table's row for field.
QSpinBox *spin(QWidget *parent, const char *field, const QString &name, bool zeroIsSpecial = false)
{
    auto *s = new QSpinBox(parent);
    applyLimit(s, field, zeroIsSpecial);
    s->setObjectName(name);
    s->setGroupSeparatorShown(true);
    return s;
}

// A key in camel case ("kv_heads" → "kvHeads"): the object name of its field.
QString camelCase(std::string_view key)
{
    QString out;
    bool upper = false;
    for (const char c : key) {
        if (c == '_') {
            upper = true;
            continue;
        }
        out += upper ? QChar::fromLatin1(c).toUpper() : QChar::fromLatin1(c);
        upper = false;
    }
    return out;
}

// The object name of a model field's box: "params" for params_b (as before the
// registry), else the key in camel case.
QString modelFieldObjectName(const ModelField &f)
{
    return f.key == "params_b" ? QStringLiteral("params") : camelCase(f.key);
}

// The object name of an input's field: its key in camel case ("seq_len" → "seqLen"); the
// prompt's row shows the context (prompt + output), "contextLen".
QString inputObjectName(const WorkloadInput &in)
{
    return in.key() == "prompt_len" ? QStringLiteral("contextLen") : camelCase(in.key());
}

QString words(const char *source)
{
    return QCoreApplication::translate("WorkloadInput", source);
}

} // namespace

WorkloadForm::WorkloadForm(const PresetLibrary *presets, QWidget *parent)
    : QWidget(parent)
    , m_presets(presets)
    , m_frameworks(std::make_unique<FrameworkLibrary>())
{
    m_frameworks->load(); // embedded data, checked by tst_frameworks
    buildForm();
    // The fields start at the one default (estimator/defaults.h); the page shows its
    // document's workload over them.
    Workload w = defaultWorkload();
    const QString preset = QString::fromLatin1(kDefaultPresetId);
    if (m_presets && m_presets->find(preset))
        w.model = *m_presets->find(preset);
    showWorkload(w, preset);
    m_building = false;
}

WorkloadForm::~WorkloadForm()
{
    // Closing the window moves focus out of the model picker's line edit, whose
    // editingFinished would otherwise reach this form while ~QWidget runs (UBSan: a
    // member slot called on an object that is no longer a WorkloadForm).
    if (m_model && m_model->lineEdit())
        m_model->lineEdit()->disconnect(this);
}

void WorkloadForm::buildForm()
{
    auto *formWidget = new QWidget(this);
    auto *form = new QFormLayout(formWidget);
    m_form = form;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_model = new CompactComboBox(kFieldCharacters, formWidget);
    m_model->setObjectName(QStringLiteral("model"));
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->addItem(tr("Custom: parameters and shape"), kCustomModel);
    if (m_presets) {
        int i = 0;
        for (const ModelSpec &m : m_presets->models()) {
            m_model->addItem(QStringLiteral("%1  (%2B)")
                                 .arg(QString::fromStdString(m.name), formatNumber(m.paramsB, 2)),
                             i);
            m_model->setItemData(m_model->count() - 1,
                                 asPlainText(QString::fromStdString(
                                     m.source + (m.notes.empty() ? "" : "\n" + m.notes))),
                                 Qt::ToolTipRole);
            ++i;
        }
    }
    // A searchable list: typing replaces the entry (the text is selected on focus) and
    // filters the presets in a popup (any part of the name, any case); Down and Enter
    // pick one; text that names no preset is put back when editing ends.
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_model->completer()->setMaxVisibleItems(12);
    m_model->lineEdit()->setPlaceholderText(tr("Type to search the models"));
    m_model->installEventFilter(this); // the combo box takes the focus for its line edit
    m_model->lineEdit()->installEventFilter(this);
    connect(m_model->lineEdit(), &QLineEdit::editingFinished, this, &WorkloadForm::modelTextEdited);
    m_model->setToolTip(tr("Type any part of a model's name to search the presets"));
    form->addRow(tr("&Model:"), m_model);

    m_custom = new QGroupBox(tr("Custom model"), formWidget);
    auto *customForm = new QFormLayout(m_custom);
    // One field per row of the model's registry (estimator/modelfields.h): the shape, then
    // the mixture-of-experts, attention and vision fields; 0 means "derive" for the shape
    // and "none" for the others, and a yes/no field (chunked_local) is a check box.
    for (const ModelField &f : modelFields()) {
        const std::string field = std::string(f.limit.field);
        const QString name = modelFieldObjectName(f);
        const QString text = QCoreApplication::translate("ModelField", f.label);
        const QString label = tr("%1:").arg(text);
        if (f.isSwitch()) { // yes or no: a check box across the section, as in "Advanced"
            auto *check = new QCheckBox(text, m_custom);
            check->setObjectName(name);
            // The flag's help says what 1 means ("1: the sliding-window layers attend …");
            // a check box's tooltip says it without the "1:".
            QString tip = QCoreApplication::translate("cli", f.help);
            static const QRegularExpression one(QStringLiteral("^1\\s*[:：]\\s*"));
            if (const auto m = one.match(tip); m.hasMatch()) {
                tip.remove(0, m.capturedLength());
                if (!tip.isEmpty())
                    tip[0] = tip[0].toUpper();
            }
            check->setToolTip(tip);
            customForm->addRow(check);
            m_modelFields.push_back(check);
            continue;
        }
        QAbstractSpinBox *box = nullptr;
        if (f.isWhole()) {
            QSpinBox *s = spin(m_custom, field.c_str(), name);
            s->setSpecialValueText(f.group == ModelFieldGroup::Shape ? tr("derive") : tr("none"));
            box = s;
        } else {
            auto *d = new QDoubleSpinBox(m_custom);
            d->setObjectName(name);
            d->setDecimals(3);
            applyLimit(d, field);
            d->setSuffix(tr(" B"));
            if (f.key != "params_b")
                d->setSpecialValueText(tr("none"));
            box = d;
        }
        box->setToolTip(QCoreApplication::translate("cli", f.help));
        customForm->addRow(label, box);
        m_modelFields.push_back(box);
    }
    m_params = findChild<QDoubleSpinBox *>(QStringLiteral("params"));
    m_params->setValue(7); // where "Custom" starts, with the shape derived
    form->addRow(m_custom);

    m_advanced = new QGroupBox(tr("A&dvanced"), formWidget);
    m_advanced->setObjectName(QStringLiteral("advanced"));
    m_advanced->setCheckable(true);
    m_advanced->setChecked(false);
    auto *adv = new QFormLayout(m_advanced);
    m_advancedForm = adv;
    // One field per input of the registry (estimator/workloadinputs.h), in its order: the
    // main rows, then the folded "Advanced" section.
    for (const WorkloadInput &in : workloadInputs()) {
        QWidget *parent = in.place == FormPlace::Advanced ? m_advanced : formWidget;
        QWidget *field = in.place == FormPlace::None ? nullptr : inputField(in, parent);
        m_inputs.push_back(field);
        if (!field)
            continue;
        QFormLayout *into = in.place == FormPlace::Advanced ? adv : form;
        if (qobject_cast<QCheckBox *>(field) && in.place == FormPlace::Advanced)
            into->addRow(field); // across the section
        else if (qobject_cast<QCheckBox *>(field))
            into->addRow(QString(), field);
        else
            into->addRow(words(in.formLabel), field);
    }
    m_task = inputField<QComboBox>("task");
    m_quant = inputField<QComboBox>("quantization");
    m_engine = inputField<QComboBox>("engine");
    m_gradCkpt = inputField<QCheckBox>("gradient_checkpointing");
    m_framework = inputField<QComboBox>("framework");
    m_batch = inputField<QSpinBox>("batch");
    m_context = inputField<QSpinBox>("prompt_len");
    m_output = inputField<QSpinBox>("output_len");
    form->addRow(m_advanced);
    // Folded: the group's rows show only when it is checked, and then only the task's.
    connect(m_advanced, &QGroupBox::toggled, this, &WorkloadForm::applyVisibility);
    // Wide enough for every row of the unfolded section, so unfolding never cuts labels.
    for (int row = 0; row < adv->rowCount(); ++row)
        adv->setRowVisible(row, true);
    for (int row = 0; row < form->rowCount(); ++row)
        form->setRowVisible(row, true);
    const int formWidth = formWidget->sizeHint().width();

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(formWidget);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(formWidth + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8);
    scroll->setObjectName(QStringLiteral("formScroll"));

    // Every field is an input: its edits are reported (fieldEdited), never acted on here
    // beyond what the edit implies for other fields.
    for (QComboBox *box : formWidget->findChildren<QComboBox *>())
        connect(box, &QComboBox::currentIndexChanged, this, [this, box] { fieldEdited(box); });
    for (QSpinBox *box : formWidget->findChildren<QSpinBox *>())
        connect(box, &QSpinBox::valueChanged, this, [this, box] { fieldEdited(box); });
    for (QDoubleSpinBox *box : formWidget->findChildren<QDoubleSpinBox *>())
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, box] { fieldEdited(box); });
    for (QCheckBox *box : formWidget->findChildren<QCheckBox *>())
        connect(box, &QCheckBox::toggled, this, [this, box] { fieldEdited(box); });
    connect(m_engine, &QComboBox::currentIndexChanged, this, &WorkloadForm::applyVisibility);
    connect(m_model, &QComboBox::currentIndexChanged, this,
            [this] { m_custom->setVisible(m_model->currentData().toInt() == kCustomModel); });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

// An input's field: a box of its choices, a check box, a spin box with the validation
// table's range, or the framework profiles.
QWidget *WorkloadForm::inputField(const WorkloadInput &in, QWidget *parent)
{
    QWidget *field = nullptr;
    if (in.kind == InputKind::Text) { // the framework profile
        auto *box = new CompactComboBox(kFieldCharacters, parent);
        box->addItem(tr("None (set each switch)"), QString());
        const bool chinese = QLocale().language() == QLocale::Chinese;
        for (const FrameworkProfile &p : m_frameworks->profiles())
            box->addItem(QString::fromStdString(p.displayName(chinese)),
                         QString::fromStdString(p.id));
        field = box;
    } else if (in.hasChoices()) {
        auto *box = new CompactComboBox(kFieldCharacters, parent);
        for (const InputChoice &c : in.choices)
            box->addItem(InputLabels::choice(c), c.value);
        field = box;
    } else if (in.kind == InputKind::Switch) {
        field = new QCheckBox(words(in.formLabel), parent);
    } else if (in.kind == InputKind::Whole) {
        auto *box = new QSpinBox(parent);
        applyLimit(box, in.limit.field, in.zeroText != nullptr);
        box->setGroupSeparatorShown(true);
        if (in.zeroText)
            box->setSpecialValueText(words(in.zeroText));
        if (in.unitInForm)
            box->setSuffix(QLatin1Char(' ') + words(in.unit));
        field = box;
    } else {
        auto *box = new QDoubleSpinBox(parent);
        applyLimit(box, in.limit.field, in.zeroText != nullptr);
        if (in.step > 0)
            box->setSingleStep(in.step);
        if (in.zeroText)
            box->setSpecialValueText(words(in.zeroText));
        if (in.unitInForm)
            box->setSuffix(QLatin1Char(' ') + words(in.unit));
        field = box;
    }
    field->setObjectName(inputObjectName(in));
    if (in.tip)
        field->setToolTip(words(in.tip));
    return field;
}

QWidget *WorkloadForm::inputWidget(std::string_view key) const
{
    const auto inputs = workloadInputs();
    for (std::size_t i = 0; i < inputs.size() && i < m_inputs.size(); ++i) {
        if (inputs[i].key() == key)
            return m_inputs[i];
    }
    return nullptr;
}

void WorkloadForm::setPreset(const QString &id)
{
    if (!m_presets)
        return;
    for (int i = 0; i < m_model->count(); ++i) {
        const int index = m_model->itemData(i).toInt();
        if (index >= 0 &&
            QString::fromStdString(m_presets->models()[static_cast<std::size_t>(index)].id) == id) {
            m_model->setCurrentIndex(i);
            return;
        }
    }
}

// An edit of one field, with what it implies for others, reported as one edit.
void WorkloadForm::fieldEdited(QObject *field)
{
    if (m_building || m_editing)
        return;
    m_editing = true;
    if (field == m_task || field == m_model)
        followPublishedFormat();
    if (field == m_task) {
        // QLoRA quantizes the base model: a 4-bit quantization unless one is chosen.
        if (current<Task>(m_task) == Task::Qlora &&
            current<Quantization>(m_quant) == Quantization::None)
            m_quant->setCurrentIndex(
                m_quant->findData(static_cast<int>(Quantization::BnbNf4DoubleQuant)));
        // Gradient checkpointing follows the task's default unless the user set it
        // (estimator/defaults.h): fine-tuning runs with it on, as its frameworks do.
        Workload before;
        before.task = m_shownTask;
        before.gradientCheckpointing = m_gradCkpt->isChecked();
        changeTask(before, current<Task>(m_task));
        m_gradCkpt->setChecked(before.gradientCheckpointing);
        m_shownTask = current<Task>(m_task);
        applyTask();
    } else if (field == m_framework) {
        applyFramework();
    }
    m_editing = false;
    Q_EMIT edited(field->objectName(), fieldLabel(field->objectName()));
}

// The weights' format follows the model and the task (estimator/defaults.h): serving a
// preset starts from its checkpoint as published (gpt-oss's MXFP4 experts, DeepSeek-V3's
// FP8), training from 16-bit weights; a format the user chose stays.
void WorkloadForm::followPublishedFormat()
{
    auto *precision = inputField<QComboBox>("precision");
    auto *kv = inputField<QComboBox>("kv_cache_precision");
    const std::string preset = presetId().toStdString();
    if (m_presets && precision && kv && m_quant) {
        Workload w;
        w.precision = current<Precision>(precision);
        w.quantization = current<Quantization>(m_quant);
        w.kvCachePrecision = current<Precision>(kv);
        followFormat(w, startingFormat(m_presets->publishedFormat(m_shownPreset), m_shownTask),
                     startingFormat(m_presets->publishedFormat(preset), current<Task>(m_task)));
        auto select = [](QComboBox *box, int value) {
            if (const int i = box->findData(value); i >= 0)
                box->setCurrentIndex(i);
        };
        select(precision, static_cast<int>(w.precision));
        select(m_quant, static_cast<int>(w.quantization));
        select(kv, static_cast<int>(w.kvCachePrecision));
    }
    m_shownPreset = preset;
}

QString WorkloadForm::fieldLabel(const QString &field) const
{
    auto *widget = findChild<QWidget *>(field);
    if (!widget)
        return field;
    QString text;
    if (auto *box = qobject_cast<QCheckBox *>(widget)) {
        text = box->text();
    } else {
        for (QFormLayout *form : findChildren<QFormLayout *>()) {
            if (auto *label = qobject_cast<QLabel *>(form->labelForField(widget))) {
                text = label->text();
                break;
            }
        }
    }
    text = withoutMnemonic(text);
    return text.isEmpty() ? field : text;
}

// The batch label and the rows follow the task shown.
void WorkloadForm::applyTask()
{
    const bool training = current<Task>(m_task) != Task::Inference;
    m_form->labelForField(m_batch)->setProperty("text", training ? tr("&Batch per GPU:")
                                                                 : tr("&Concurrent sequences:"));
    applyVisibility();
    Q_EMIT taskShown();
}

// Shows the rows the task (and for serving, the engine) uses and hides the rest; hidden
// fields keep their values, so workload() and a saved scenario lose nothing.
void WorkloadForm::applyVisibility()
{
    const Workload w = workload();
    const bool open = m_advanced->isChecked();
    // Folded, the section is its title alone: a flat group box cut off where its contents
    // would start, so no empty frame shows below the title.
    m_advanced->setFlat(!open);
    if (open) {
        m_advanced->setMaximumHeight(QWIDGETSIZE_MAX);
    } else {
        QStyleOptionGroupBox opt;
        opt.initFrom(m_advanced);
        opt.text = m_advanced->title();
        opt.lineWidth = 1;
        opt.subControls = QStyle::SC_GroupBoxCheckBox | QStyle::SC_GroupBoxLabel;
        opt.features = QStyleOptionFrame::Flat;
        const QRect label = m_advanced->style()->subControlRect(
            QStyle::CC_GroupBox, &opt, QStyle::SC_GroupBoxCheckBox, m_advanced);
        const QRect text = m_advanced->style()->subControlRect(
            QStyle::CC_GroupBox, &opt, QStyle::SC_GroupBoxLabel, m_advanced);
        m_advanced->setMaximumHeight(std::max(label.bottom(), text.bottom()) + 3);
    }
    // Each input's row by the workloads that use it (estimator/workloadinputs.h).
    const auto inputs = workloadInputs();
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (!m_inputs[i])
            continue;
        if (inputs[i].place == FormPlace::Advanced)
            m_advancedForm->setRowVisible(m_inputs[i], open && inputs[i].usedBy(w));
        else
            m_form->setRowVisible(m_inputs[i], inputs[i].usedBy(w));
    }
}

bool WorkloadForm::advancedShown() const
{
    return m_advanced->isChecked();
}

void WorkloadForm::setAdvancedShown(bool shown)
{
    m_advanced->setChecked(shown); // toggled() lays the section out
}

bool WorkloadForm::eventFilter(QObject *watched, QEvent *event)
{
    // Focus on the model box selects its text, so typing replaces it rather than
    // appending to the current model's name.
    if (m_model && (watched == m_model || watched == m_model->lineEdit()) &&
        event->type() == QEvent::FocusIn)
        QTimer::singleShot(0, m_model->lineEdit(), &QLineEdit::selectAll);
    return QWidget::eventFilter(watched, event);
}

// Editing ended: a name typed in full selects that preset; anything else puts the
// current model's name back.
void WorkloadForm::modelTextEdited()
{
    const QString text = m_model->lineEdit()->text().trimmed();
    const int exact = m_model->findText(text, Qt::MatchFixedString);
    if (exact >= 0) {
        m_model->setCurrentIndex(exact);
    } else {
        int only = -1, matches = 0;
        for (int i = 0; i < m_model->count() && !text.isEmpty(); ++i) {
            if (m_model->itemText(i).contains(text, Qt::CaseInsensitive)) {
                only = i;
                ++matches;
            }
        }
        if (matches == 1)
            m_model->setCurrentIndex(only);
    }
    m_model->lineEdit()->setText(m_model->itemText(m_model->currentIndex()));
}

Workload WorkloadForm::workload() const
{
    Workload w = m_shown; // the inputs without a field keep what was shown
    const int index = m_model->currentData().toInt();
    if (index >= 0 && m_presets && index < static_cast<int>(m_presets->models().size())) {
        w.model = m_presets->models()[static_cast<std::size_t>(index)];
    } else {
        // A model imported from its config keeps its name, source and switches; the
        // fields say the rest.
        w.model = m_customModel;
        if (w.model.source.empty() || w.model.name.empty())
            w.model.name = tr("Custom %1B model").arg(m_params->value()).toStdString();
        const auto fields = modelFields();
        for (std::size_t i = 0; i < fields.size(); ++i) {
            const QWidget *box = m_modelFields[i];
            if (const auto *c = qobject_cast<const QCheckBox *>(box))
                fields[i].set(w.model, c->isChecked() ? 1 : 0);
            else if (const auto *s = qobject_cast<const QSpinBox *>(box))
                fields[i].set(w.model, s->value());
            else
                fields[i].set(w.model, static_cast<const QDoubleSpinBox *>(box)->value());
        }
    }
    const auto inputs = workloadInputs();
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const WorkloadInput &in = inputs[i];
        const QWidget *field = m_inputs[i];
        if (!field)
            continue;
        if (const auto *box = qobject_cast<const QComboBox *>(field)) {
            if (in.kind == InputKind::Text)
                w.*(in.access.text) = box->currentData().toString().toStdString();
            else
                in.set(w, box->currentData().toInt());
        } else if (const auto *check = qobject_cast<const QCheckBox *>(field)) {
            in.set(w, check->isChecked() ? 1 : 0);
        } else if (const auto *spin = qobject_cast<const QSpinBox *>(field)) {
            in.set(w, spin->value());
        } else if (const auto *real = qobject_cast<const QDoubleSpinBox *>(field)) {
            in.set(w, real->value());
        }
    }
    // The context holds the output; a context shorter than the output is all output.
    w.outputLen = std::min(m_output->value(), m_context->value());
    w.promptLen = m_context->value() - w.outputLen;
    return w;
}

QString WorkloadForm::presetId() const
{
    const int index = m_model->currentData().toInt();
    if (index < 0 || !m_presets || index >= static_cast<int>(m_presets->models().size()))
        return {};
    return QString::fromStdString(m_presets->models()[static_cast<std::size_t>(index)].id);
}

// A profile sets its switches once; the user can change each afterwards.
void WorkloadForm::applyFramework()
{
    const FrameworkProfile *profile = m_frameworks->find(m_framework->currentData().toString());
    if (!profile)
        return;
    Workload w = workload();
    FrameworkLibrary::apply(*profile, w);
    showWorkload(w, presetId());
}

void WorkloadForm::showWorkload(const Workload &w, const QString &presetId)
{
    const bool building = m_building;
    m_building = true;
    auto select = [](QComboBox *box, int value) {
        const int i = box->findData(value);
        if (i >= 0)
            box->setCurrentIndex(i);
    };
    if (!presetId.isEmpty() && m_presets && m_presets->find(presetId)) {
        setPreset(presetId);
    } else {
        m_model->setCurrentIndex(0); // custom
        m_customModel = w.model;
        // A model imported from its config is named over its fields (plain text).
        m_custom->setTitle(w.model.source.empty()
                               ? tr("Custom model")
                               : tr("Custom model: %1").arg(QString::fromStdString(w.model.name)));
        const auto fields = modelFields();
        for (std::size_t i = 0; i < fields.size(); ++i) {
            QWidget *box = m_modelFields[i];
            if (auto *c = qobject_cast<QCheckBox *>(box))
                c->setChecked(fields[i].get(w.model) != 0);
            else if (auto *s = qobject_cast<QSpinBox *>(box))
                s->setValue(static_cast<int>(fields[i].get(w.model)));
            else
                static_cast<QDoubleSpinBox *>(box)->setValue(fields[i].get(w.model));
        }
    }
    const auto inputs = workloadInputs();
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const WorkloadInput &in = inputs[i];
        QWidget *field = m_inputs[i];
        if (!field)
            continue;
        if (auto *box = qobject_cast<QComboBox *>(field)) {
            if (in.kind == InputKind::Text)
                box->setCurrentIndex(
                    std::max(0, box->findData(QString::fromStdString(w.*(in.access.text)))));
            else
                select(box, static_cast<int>(in.get(w)));
        } else if (auto *check = qobject_cast<QCheckBox *>(field)) {
            check->setChecked(in.get(w) != 0);
        } else if (auto *spin = qobject_cast<QSpinBox *>(field)) {
            spin->setValue(static_cast<int>(in.get(w)));
        } else if (auto *real = qobject_cast<QDoubleSpinBox *>(field)) {
            real->setValue(in.get(w));
        }
    }
    m_shown = w;
    m_shownTask = w.task;
    m_shownPreset = presetId.toStdString();
    // The prompt's row shows the context: prompt + output.
    m_context->setValue(std::max(0, w.promptLen) + std::max(0, w.outputLen));
    m_custom->setVisible(m_model->currentData().toInt() == kCustomModel);
    m_building = building;
    applyTask(); // shows the rows of the task
}

} // namespace gpuplanner
