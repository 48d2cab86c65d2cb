#include "workloadform.h"

#include "estimator/modelfields.h"

#include "catalogtablemodel.h"
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
#include <QScrollArea>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionGroupBox>
#include <QTimer>
#include <QVBoxLayout>

namespace gpuplanner {

namespace {

constexpr int kCustomModel = -1;

template <typename E>
void addItems(QComboBox *box, std::initializer_list<std::pair<E, QString>> items)
{
    for (const auto &[value, label] : items)
        box->addItem(label, static_cast<int>(value));
}

// Choices named by the one set of words (models/inputlabels.h).
template <typename E>
void addLabelled(QComboBox *box, std::initializer_list<E> values, QString (*label)(E))
{
    for (const E value : values)
        box->addItem(label(value), static_cast<int>(value));
}

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

// The object name of a model field's box: "params" for params_b (as before the
// registry), else the key in camel case ("kv_heads" → "kvHeads").
QString modelFieldObjectName(const ModelField &f)
{
    if (f.key == "params_b")
        return QStringLiteral("params");
    QString out;
    bool upper = false;
    for (const char c : f.key) {
        if (c == '_') {
            upper = true;
            continue;
        }
        out += upper ? QChar::fromLatin1(c).toUpper() : QChar::fromLatin1(c);
        upper = false;
    }
    return out;
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

    m_model = new QComboBox(formWidget);
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
    // and "none" for the others.
    for (const ModelField &f : modelFields()) {
        const std::string field = std::string(f.limit.field);
        const QString name = modelFieldObjectName(f);
        const QString label = tr("%1:").arg(QCoreApplication::translate("ModelField", f.label));
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

    m_task = new QComboBox(formWidget);
    m_task->setObjectName(QStringLiteral("task"));
    addLabelled<Task>(
        m_task, {Task::Inference, Task::Lora, Task::Qlora, Task::FullFineTune, Task::Pretrain},
        &InputLabels::task);
    form->addRow(tr("&Task:"), m_task);
    m_precision = new QComboBox(formWidget);
    m_precision->setObjectName(QStringLiteral("precision"));
    addItems<Precision>(m_precision, {{Precision::Bf16, QStringLiteral("bf16")},
                                      {Precision::Fp16, QStringLiteral("fp16")},
                                      {Precision::Fp32, QStringLiteral("fp32")},
                                      {Precision::Tf32, QStringLiteral("tf32")},
                                      {Precision::Fp8, QStringLiteral("fp8")}});
    form->addRow(tr("&Precision:"), m_precision);
    m_quant = new QComboBox(formWidget);
    m_quant->setObjectName(QStringLiteral("quant"));
    addLabelled<Quantization>(m_quant,
                              {Quantization::None, Quantization::BnbInt8,
                               Quantization::BnbNf4DoubleQuant, Quantization::BnbNf4,
                               Quantization::BnbFp4, Quantization::GptqInt4, Quantization::GptqInt8,
                               Quantization::AwqInt4, Quantization::Mxfp4},
                              &InputLabels::quantization);
    form->addRow(tr("&Quantization:"), m_quant);
    m_optimizer = new QComboBox(formWidget);
    m_optimizer->setObjectName(QStringLiteral("optimizer"));
    addLabelled<Optimizer>(m_optimizer,
                           {Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::PagedAdamW,
                            Optimizer::PagedAdamW8bit, Optimizer::SgdMomentum,
                            Optimizer::Adafactor},
                           &InputLabels::optimizer);
    form->addRow(tr("&Optimizer:"), m_optimizer);
    m_batch = spin(formWidget, "inputs.batch", QStringLiteral("batch"));
    form->addRow(tr("&Batch per GPU:"), m_batch);
    m_seq = spin(formWidget, "inputs.seq_len", QStringLiteral("seqLen"));
    form->addRow(tr("&Sequence length:"), m_seq);
    // Serving: one context length per sequence (prompt + output); the output tokens are
    // part of it and also decide the generation time.
    m_context = spin(formWidget, "inputs.prompt_len", QStringLiteral("contextLen"));
    m_context->setSpecialValueText(tr("model's maximum"));
    m_context->setSuffix(tr(" tokens"));
    m_context->setToolTip(tr("Tokens per sequence: prompt + output"));
    form->addRow(tr("Conte&xt length:"), m_context);
    m_output = spin(formWidget, "inputs.output_len", QStringLiteral("outputLen"));
    m_output->setSuffix(tr(" tokens"));
    m_output->setToolTip(tr("Generated tokens per sequence, part of the context length"));
    form->addRow(tr("Of which output:"), m_output);
    m_engine = new QComboBox(formWidget);
    m_engine->setObjectName(QStringLiteral("engine"));
    addItems<Engine>(m_engine, {{Engine::Transformers, InputLabels::engine(Engine::Transformers)},
                                {Engine::Vllm, InputLabels::engine(Engine::Vllm)}});
    form->addRow(tr("Serving eng&ine:"), m_engine);
    m_gradCkpt = new QCheckBox(tr("Gradient &checkpointing"), formWidget);
    m_gradCkpt->setObjectName(QStringLiteral("gradCkpt"));
    form->addRow(QString(), m_gradCkpt);
    m_loraRank = spin(formWidget, "inputs.lora_rank", QStringLiteral("loraRank"));
    form->addRow(tr("LoRA rank:"), m_loraRank);
    m_gpus = spin(formWidget, "inputs.gpus_per_node", QStringLiteral("gpus"));
    form->addRow(tr("&GPUs per node:"), m_gpus);
    m_nodes = spin(formWidget, "inputs.nodes", QStringLiteral("nodes"));
    form->addRow(tr("&Nodes:"), m_nodes);
    m_sharding = new QComboBox(formWidget);
    m_sharding->setObjectName(QStringLiteral("sharding"));
    addLabelled<Sharding>(
        m_sharding,
        {Sharding::None, Sharding::Zero1, Sharding::Zero2, Sharding::Zero3, Sharding::Fsdp},
        &InputLabels::sharding);
    form->addRow(tr("S&harding:"), m_sharding);
    m_tp = spin(formWidget, "inputs.tensor_parallel", QStringLiteral("tp"));
    form->addRow(tr("Tensor parallel:"), m_tp);

    m_advanced = new QGroupBox(tr("&Advanced"), formWidget);
    m_advanced->setObjectName(QStringLiteral("advanced"));
    m_advanced->setCheckable(true);
    m_advanced->setChecked(false);
    auto *adv = new QFormLayout(m_advanced);
    m_advancedForm = adv;
    m_gradAccum = spin(m_advanced, "inputs.gradient_accumulation", QStringLiteral("gradAccum"));
    adv->addRow(tr("Gradient accumulation:"), m_gradAccum);
    m_pp = spin(m_advanced, "inputs.pipeline_parallel", QStringLiteral("pp"));
    adv->addRow(tr("Pipeline parallel:"), m_pp);
    m_master = new QCheckBox(tr("fp32 master weights"), m_advanced);
    m_master->setObjectName(QStringLiteral("master"));
    adv->addRow(m_master);
    // Training techniques: a framework profile sets the defaults (resources/presets/
    // frameworks.json, each with its source); every switch below stays editable.
    m_framework = new QComboBox(m_advanced);
    m_framework->setObjectName(QStringLiteral("framework"));
    m_framework->addItem(tr("None (set each switch)"), QString());
    for (const FrameworkProfile &p : m_frameworks->profiles())
        m_framework->addItem(QString::fromStdString(p.name), QString::fromStdString(p.id));
    adv->addRow(tr("Framework profile:"), m_framework);
    m_attention = new QComboBox(m_advanced);
    m_attention->setObjectName(QStringLiteral("attention"));
    addItems<Attention>(m_attention,
                        {{Attention::Sdpa, InputLabels::attention(Attention::Sdpa)},
                         {Attention::Flash, InputLabels::attention(Attention::Flash)},
                         {Attention::Eager, InputLabels::attention(Attention::Eager)}});
    adv->addRow(tr("Attention:"), m_attention);
    m_chunkedCe = new QCheckBox(tr("Chunked cross-entropy loss"), m_advanced);
    m_chunkedCe->setObjectName(QStringLiteral("chunkedCe"));
    adv->addRow(m_chunkedCe);
    m_fixedLength =
        new QCheckBox(tr("Packed or padded sequences (every batch the same length)"), m_advanced);
    m_fixedLength->setObjectName(QStringLiteral("fixedLength"));
    m_fixedLength->setToolTip(
        tr("Packing (TRL, Axolotl, torchtitan) or padding to the sequence length: the memory "
           "allocator reuses its blocks and holds no extra cached blocks of varying sizes."));
    adv->addRow(m_fixedLength);
    m_optimizerInBwd = new QCheckBox(tr("Optimizer step fused into backward"), m_advanced);
    m_optimizerInBwd->setObjectName(QStringLiteral("optimizerInBwd"));
    adv->addRow(m_optimizerInBwd);
    m_activationOffload = new QCheckBox(tr("Activation offloading to CPU"), m_advanced);
    m_activationOffload->setObjectName(QStringLiteral("activationOffload"));
    adv->addRow(m_activationOffload);
    m_offloadOptimizer = new QCheckBox(tr("Offload optimizer to CPU (ZeRO-Offload)"), m_advanced);
    m_offloadOptimizer->setObjectName(QStringLiteral("offloadOptimizer"));
    adv->addRow(m_offloadOptimizer);
    m_offloadParams = new QCheckBox(tr("Offload parameters to CPU (ZeRO-3 / FSDP)"), m_advanced);
    m_offloadParams->setObjectName(QStringLiteral("offloadParams"));
    adv->addRow(m_offloadParams);
    m_qloraRecipe = new QComboBox(m_advanced);
    m_qloraRecipe->setObjectName(QStringLiteral("qloraRecipe"));
    m_qloraRecipe->addItem(tr("PEFT k-bit preparation (fp32 norms, embeddings, head)"), true);
    m_qloraRecipe->addItem(tr("QLoRA paper (bf16 adapters, no fp32 upcast)"), false);
    adv->addRow(tr("QLoRA recipe:"), m_qloraRecipe);
    m_allLinear = new QCheckBox(tr("LoRA on all linear layers"), m_advanced);
    m_allLinear->setObjectName(QStringLiteral("allLinear"));
    adv->addRow(m_allLinear);
    m_kvPrecision = new QComboBox(m_advanced);
    m_kvPrecision->setObjectName(QStringLiteral("kvPrecision"));
    addItems<Precision>(m_kvPrecision, {{Precision::Bf16, QStringLiteral("bf16")},
                                        {Precision::Fp16, QStringLiteral("fp16")},
                                        {Precision::Fp8, QStringLiteral("fp8")},
                                        {Precision::Fp32, QStringLiteral("fp32")}});
    adv->addRow(tr("KV cache precision:"), m_kvPrecision);
    m_gpuMemory = new QDoubleSpinBox(m_advanced);
    m_gpuMemory->setObjectName(QStringLiteral("gpuMemory"));
    applyLimit(m_gpuMemory, "inputs.gpu_memory_gib");
    m_gpuMemory->setSpecialValueText(tr("unknown"));
    m_gpuMemory->setSuffix(tr(" GiB"));
    adv->addRow(tr("Card memory (vLLM):"), m_gpuMemory);
    m_utilization = new QDoubleSpinBox(m_advanced);
    m_utilization->setObjectName(QStringLiteral("utilization"));
    applyLimit(m_utilization, "inputs.gpu_memory_utilization");
    m_utilization->setSingleStep(0.05);
    adv->addRow(tr("gpu_memory_utilization:"), m_utilization);
    // vLLM's scheduler limits; 0 keeps the engine's default (docs/planner.md).
    m_maxModelLen = spin(m_advanced, "inputs.max_model_len", QStringLiteral("maxModelLen"));
    m_maxModelLen->setSpecialValueText(tr("prompt + output"));
    adv->addRow(tr("max_model_len (vLLM):"), m_maxModelLen);
    m_maxNumSeqs = spin(m_advanced, "inputs.max_num_seqs", QStringLiteral("maxNumSeqs"));
    m_maxNumSeqs->setSpecialValueText(tr("default (256)"));
    adv->addRow(tr("max_num_seqs (vLLM):"), m_maxNumSeqs);
    m_maxBatchedTokens =
        spin(m_advanced, "inputs.max_num_batched_tokens", QStringLiteral("maxNumBatchedTokens"));
    m_maxBatchedTokens->setSpecialValueText(tr("default (8192)"));
    adv->addRow(tr("max_num_batched_tokens (vLLM):"), m_maxBatchedTokens);
    m_loading = new QComboBox(m_advanced);
    m_loading->setObjectName(QStringLiteral("loading"));
    m_loading->addItem(InputLabels::loading(Loading::LowMemory),
                       static_cast<int>(Loading::LowMemory));
    m_loading->addItem(InputLabels::loading(Loading::FullCopyPerRank),
                       static_cast<int>(Loading::FullCopyPerRank));
    adv->addRow(tr("Model loading:"), m_loading);
    m_workers = spin(m_advanced, "inputs.data_loader_workers", QStringLiteral("workers"));
    adv->addRow(tr("Data-loader workers per GPU:"), m_workers);
    form->addRow(m_advanced);
    // Folded: the group's rows show only when it is checked, and then only the task's.
    connect(m_advanced, &QGroupBox::toggled, this, &WorkloadForm::applyVisibility);
    // Long entries (model names, recipes) may be cut in a narrow window rather than
    // widening the form column; the popup shows them whole.
    for (QComboBox *box : formWidget->findChildren<QComboBox *>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(14);
    }

    // Wide enough for every row of the unfolded section, so unfolding never cuts labels.
    for (int row = 0; row < adv->rowCount(); ++row)
        adv->setRowVisible(row, true);
    for (int row = 0; row < form->rowCount(); ++row)
        form->setRowVisible(row, true);
    const int formWidth = formWidget->sizeHint().width();

    m_trainingOnly = {m_optimizer, m_seq, m_gradCkpt, m_sharding, m_loraRank};
    m_inferenceOnly = {m_context, m_output, m_engine};

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
    const Task task = current<Task>(m_task);
    const bool training = task != Task::Inference;
    const bool lora = task == Task::Lora || task == Task::Qlora;
    const bool vllm = !training && current<Engine>(m_engine) == Engine::Vllm;
    for (QWidget *w : m_trainingOnly)
        m_form->setRowVisible(w, training);
    for (QWidget *w : m_inferenceOnly)
        m_form->setRowVisible(w, !training);
    m_form->setRowVisible(m_loraRank, lora);
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
    auto show = [&](QWidget *field, bool wanted) {
        m_advancedForm->setRowVisible(field, open && wanted);
    };
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_gradAccum, m_master, m_framework, m_chunkedCe, m_fixedLength, m_optimizerInBwd,
             m_activationOffload, m_offloadOptimizer, m_offloadParams, m_workers})
        show(w, training);
    show(m_qloraRecipe, task == Task::Qlora);
    show(m_allLinear, lora);
    show(m_kvPrecision, !training);
    for (QWidget *w : std::initializer_list<QWidget *>{m_gpuMemory, m_utilization, m_maxModelLen,
                                                       m_maxNumSeqs, m_maxBatchedTokens})
        show(w, vllm);
    for (QWidget *w : std::initializer_list<QWidget *>{m_pp, m_attention, m_loading})
        show(w, true);
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
    Workload w;
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
            const QAbstractSpinBox *box = m_modelFields[i];
            if (const auto *s = qobject_cast<const QSpinBox *>(box))
                fields[i].set(w.model, s->value());
            else
                fields[i].set(w.model, static_cast<const QDoubleSpinBox *>(box)->value());
        }
    }
    w.task = current<Task>(m_task);
    w.precision = current<Precision>(m_precision);
    w.quantization = current<Quantization>(m_quant);
    w.optimizer = current<Optimizer>(m_optimizer);
    w.batch = m_batch->value();
    w.seqLen = m_seq->value();
    // The context holds the output; a context shorter than the output is all output.
    w.outputLen = std::min(m_output->value(), m_context->value());
    w.promptLen = m_context->value() - w.outputLen;
    w.gradientCheckpointing = m_gradCkpt->isChecked();
    w.loraRank = m_loraRank->value();
    w.gpusPerNode = m_gpus->value();
    w.nodes = m_nodes->value();
    w.sharding = current<Sharding>(m_sharding);
    w.tensorParallel = m_tp->value();
    w.gradientAccumulation = m_gradAccum->value();
    w.pipelineParallel = m_pp->value();
    w.fp32MasterWeights = m_master->isChecked();
    w.framework = m_framework->currentData().toString().toStdString();
    w.attention = current<Attention>(m_attention);
    w.chunkedCrossEntropy = m_chunkedCe->isChecked();
    w.fixedLength = m_fixedLength->isChecked();
    w.optimizerInBackward = m_optimizerInBwd->isChecked();
    w.activationOffload = m_activationOffload->isChecked();
    w.offloadOptimizer = m_offloadOptimizer->isChecked();
    w.offloadParams = m_offloadParams->isChecked();
    w.kbitFp32Upcast = m_qloraRecipe->currentData().toBool();
    w.loraTargets = m_allLinear->isChecked() ? LoraTargets::AllLinear : LoraTargets::Attention;
    w.kvCachePrecision = current<Precision>(m_kvPrecision);
    w.engine = current<Engine>(m_engine);
    w.gpuMemoryGib = m_gpuMemory->value();
    w.vllmGpuMemoryUtilization = m_utilization->value();
    w.maxModelLen = m_maxModelLen->value();
    w.maxNumSeqs = m_maxNumSeqs->value();
    w.maxNumBatchedTokens = m_maxBatchedTokens->value();
    w.loading = current<Loading>(m_loading);
    w.dataLoaderWorkers = m_workers->value();
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
            QAbstractSpinBox *box = m_modelFields[i];
            if (auto *s = qobject_cast<QSpinBox *>(box))
                s->setValue(static_cast<int>(fields[i].get(w.model)));
            else
                static_cast<QDoubleSpinBox *>(box)->setValue(fields[i].get(w.model));
        }
    }
    select(m_task, static_cast<int>(w.task));
    m_shownTask = w.task;
    select(m_precision, static_cast<int>(w.precision));
    select(m_quant, static_cast<int>(w.quantization));
    select(m_optimizer, static_cast<int>(w.optimizer));
    m_batch->setValue(w.batch);
    m_seq->setValue(w.seqLen);
    m_context->setValue(std::max(0, w.promptLen) + std::max(0, w.outputLen));
    m_output->setValue(w.outputLen);
    m_gradCkpt->setChecked(w.gradientCheckpointing);
    m_loraRank->setValue(w.loraRank);
    m_gpus->setValue(w.gpusPerNode);
    m_nodes->setValue(w.nodes);
    select(m_sharding, static_cast<int>(w.sharding));
    m_tp->setValue(w.tensorParallel);
    m_gradAccum->setValue(w.gradientAccumulation);
    m_pp->setValue(w.pipelineParallel);
    m_master->setChecked(w.fp32MasterWeights);
    m_framework->setCurrentIndex(
        std::max(0, m_framework->findData(QString::fromStdString(w.framework))));
    select(m_attention, static_cast<int>(w.attention));
    m_chunkedCe->setChecked(w.chunkedCrossEntropy);
    m_fixedLength->setChecked(w.fixedLength);
    m_optimizerInBwd->setChecked(w.optimizerInBackward);
    m_activationOffload->setChecked(w.activationOffload);
    m_offloadOptimizer->setChecked(w.offloadOptimizer);
    m_offloadParams->setChecked(w.offloadParams);
    m_qloraRecipe->setCurrentIndex(w.kbitFp32Upcast ? 0 : 1);
    m_allLinear->setChecked(w.loraTargets == LoraTargets::AllLinear);
    select(m_kvPrecision, static_cast<int>(w.kvCachePrecision));
    select(m_engine, static_cast<int>(w.engine));
    m_gpuMemory->setValue(w.gpuMemoryGib);
    m_utilization->setValue(w.vllmGpuMemoryUtilization);
    m_maxModelLen->setValue(w.maxModelLen);
    m_maxNumSeqs->setValue(w.maxNumSeqs);
    m_maxBatchedTokens->setValue(w.maxNumBatchedTokens);
    select(m_loading, static_cast<int>(w.loading));
    m_workers->setValue(w.dataLoaderWorkers);
    m_custom->setVisible(m_model->currentData().toInt() == kCustomModel);
    m_building = building;
    applyTask(); // shows the rows of the task
}

} // namespace gpuplanner
