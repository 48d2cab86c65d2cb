#include "estimatorpage.h"

#include "catalogtablemodel.h"
#include "frameworks.h"
#include "planwording.h"
#include "presets.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

namespace gpuplanner {

namespace {

constexpr int kCustomModel = -1;

template <typename E>
void addItems(QComboBox *box, std::initializer_list<std::pair<E, QString>> items)
{
    for (const auto &[value, label] : items)
        box->addItem(label, static_cast<int>(value));
}

template <typename E>
E current(const QComboBox *box)
{
    return static_cast<E>(box->currentData().toInt());
}

QSpinBox *spin(QWidget *parent, int min, int max, int value, const QString &name)
{
    auto *s = new QSpinBox(parent);
    s->setRange(min, max);
    s->setValue(value);
    s->setObjectName(name);
    s->setGroupSeparatorShown(true);
    return s;
}

} // namespace

EstimatorPage::EstimatorPage(const PresetLibrary *presets, QWidget *parent)
    : QWidget(parent)
    , m_presets(presets)
    , m_frameworks(std::make_unique<FrameworkLibrary>())
{
    m_frameworks->load(); // embedded data, checked by tst_frameworks
    buildForm();
    buildResults();
    m_building = false;
    setPreset(QStringLiteral("llama-3.1-8b"));
    taskChanged();
}

EstimatorPage::~EstimatorPage()
{
    // Closing the window moves focus out of the model picker's line edit, whose
    // editingFinished would otherwise reach this page while ~QWidget runs (UBSan: a
    // member slot called on an object that is no longer an EstimatorPage).
    if (m_model && m_model->lineEdit())
        m_model->lineEdit()->disconnect(this);
}

void EstimatorPage::buildForm()
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
            m_model->setItemData(
                m_model->count() - 1,
                QString::fromStdString(m.source + (m.notes.empty() ? "" : "\n" + m.notes)),
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
    connect(m_model->lineEdit(), &QLineEdit::editingFinished, this,
            &EstimatorPage::modelTextEdited);
    m_model->setToolTip(tr("Type any part of a model's name to search the presets"));
    form->addRow(tr("&Model:"), m_model);

    m_custom = new QGroupBox(tr("Custom model"), formWidget);
    auto *customForm = new QFormLayout(m_custom);
    m_params = new QDoubleSpinBox(m_custom);
    m_params->setObjectName(QStringLiteral("params"));
    m_params->setRange(0.001, 100000);
    m_params->setDecimals(3);
    m_params->setValue(7);
    m_params->setSuffix(tr(" B"));
    customForm->addRow(tr("Parameters:"), m_params);
    m_layers = spin(m_custom, 0, 1000, 0, QStringLiteral("layers"));
    m_hidden = spin(m_custom, 0, 100000, 0, QStringLiteral("hidden"));
    m_ffn = spin(m_custom, 0, 1000000, 0, QStringLiteral("ffn"));
    m_heads = spin(m_custom, 0, 1024, 0, QStringLiteral("heads"));
    m_kvHeads = spin(m_custom, 0, 1024, 0, QStringLiteral("kvHeads"));
    m_vocab = spin(m_custom, 0, 2000000, 0, QStringLiteral("vocab"));
    for (QSpinBox *s : {m_layers, m_hidden, m_ffn, m_heads, m_kvHeads, m_vocab})
        s->setSpecialValueText(tr("derive"));
    customForm->addRow(tr("Layers:"), m_layers);
    customForm->addRow(tr("Hidden size:"), m_hidden);
    customForm->addRow(tr("FFN size:"), m_ffn);
    customForm->addRow(tr("Attention heads:"), m_heads);
    customForm->addRow(tr("KV heads:"), m_kvHeads);
    customForm->addRow(tr("Vocabulary:"), m_vocab);
    form->addRow(m_custom);

    m_task = new QComboBox(formWidget);
    m_task->setObjectName(QStringLiteral("task"));
    addItems<Task>(m_task, {{Task::Inference, tr("Inference")},
                            {Task::Lora, tr("LoRA fine-tune")},
                            {Task::Qlora, tr("QLoRA fine-tune")},
                            {Task::FullFineTune, tr("Full fine-tune")},
                            {Task::Pretrain, tr("Pre-training")}});
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
    addItems<Quantization>(m_quant,
                           {{Quantization::None, tr("none")},
                            {Quantization::BnbInt8, tr("bitsandbytes int8")},
                            {Quantization::BnbNf4DoubleQuant, tr("bitsandbytes NF4, double quant")},
                            {Quantization::BnbNf4, tr("bitsandbytes NF4")},
                            {Quantization::BnbFp4, tr("bitsandbytes FP4")},
                            {Quantization::GptqInt4, tr("GPTQ 4-bit")},
                            {Quantization::GptqInt8, tr("GPTQ 8-bit")},
                            {Quantization::AwqInt4, tr("AWQ 4-bit")}});
    form->addRow(tr("&Quantization:"), m_quant);
    m_optimizer = new QComboBox(formWidget);
    m_optimizer->setObjectName(QStringLiteral("optimizer"));
    addItems<Optimizer>(m_optimizer, {{Optimizer::AdamW, QStringLiteral("AdamW")},
                                      {Optimizer::AdamW8bit, tr("AdamW 8-bit")},
                                      {Optimizer::PagedAdamW, tr("Paged AdamW")},
                                      {Optimizer::PagedAdamW8bit, tr("Paged AdamW 8-bit")},
                                      {Optimizer::SgdMomentum, tr("SGD with momentum")},
                                      {Optimizer::Adafactor, QStringLiteral("Adafactor")}});
    form->addRow(tr("&Optimizer:"), m_optimizer);
    m_batch = spin(formWidget, 1, 1000000, 1, QStringLiteral("batch"));
    form->addRow(tr("&Batch per GPU:"), m_batch);
    m_seq = spin(formWidget, 1, 10000000, 4096, QStringLiteral("seqLen"));
    form->addRow(tr("&Sequence length:"), m_seq);
    // Serving: one context length per sequence (prompt + output); the output tokens are
    // part of it and also decide the generation time.
    m_context = spin(formWidget, 0, 10000000, 2560, QStringLiteral("contextLen"));
    m_context->setSpecialValueText(tr("model's maximum"));
    m_context->setSuffix(tr(" tokens"));
    m_context->setToolTip(tr("Tokens per sequence: prompt + output"));
    form->addRow(tr("Conte&xt length:"), m_context);
    m_output = spin(formWidget, 0, 10000000, 512, QStringLiteral("outputLen"));
    m_output->setSuffix(tr(" tokens"));
    m_output->setToolTip(tr("Generated tokens per sequence, part of the context length"));
    form->addRow(tr("Of which output:"), m_output);
    m_engine = new QComboBox(formWidget);
    m_engine->setObjectName(QStringLiteral("engine"));
    addItems<Engine>(m_engine, {{Engine::Transformers, tr("PyTorch / Transformers")},
                                {Engine::Vllm, QStringLiteral("vLLM")}});
    form->addRow(tr("Serving eng&ine:"), m_engine);
    m_gradCkpt = new QCheckBox(tr("Gradient &checkpointing"), formWidget);
    m_gradCkpt->setObjectName(QStringLiteral("gradCkpt"));
    form->addRow(QString(), m_gradCkpt);
    m_loraRank = spin(formWidget, 1, 4096, 16, QStringLiteral("loraRank"));
    form->addRow(tr("LoRA rank:"), m_loraRank);
    m_gpus = spin(formWidget, 1, 64, 1, QStringLiteral("gpus"));
    form->addRow(tr("&GPUs per node:"), m_gpus);
    m_nodes = spin(formWidget, 1, 4096, 1, QStringLiteral("nodes"));
    form->addRow(tr("&Nodes:"), m_nodes);
    m_sharding = new QComboBox(formWidget);
    m_sharding->setObjectName(QStringLiteral("sharding"));
    addItems<Sharding>(m_sharding, {{Sharding::None, tr("none (data parallel)")},
                                    {Sharding::Zero1, QStringLiteral("ZeRO-1")},
                                    {Sharding::Zero2, QStringLiteral("ZeRO-2")},
                                    {Sharding::Zero3, QStringLiteral("ZeRO-3")},
                                    {Sharding::Fsdp, QStringLiteral("FSDP")}});
    form->addRow(tr("S&harding:"), m_sharding);
    m_tp = spin(formWidget, 1, 64, 1, QStringLiteral("tp"));
    form->addRow(tr("Tensor parallel:"), m_tp);

    m_advanced = new QGroupBox(tr("&Advanced"), formWidget);
    m_advanced->setCheckable(true);
    m_advanced->setChecked(false);
    auto *adv = new QFormLayout(m_advanced);
    m_advancedForm = adv;
    m_gradAccum = spin(m_advanced, 1, 4096, 1, QStringLiteral("gradAccum"));
    adv->addRow(tr("Gradient accumulation:"), m_gradAccum);
    m_pp = spin(m_advanced, 1, 64, 1, QStringLiteral("pp"));
    adv->addRow(tr("Pipeline parallel:"), m_pp);
    m_master = new QCheckBox(tr("fp32 master weights"), m_advanced);
    m_master->setObjectName(QStringLiteral("master"));
    m_master->setChecked(true);
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
    addItems<Attention>(m_attention, {{Attention::Sdpa, tr("SDPA (memory-efficient)")},
                                      {Attention::Flash, tr("FlashAttention-2")},
                                      {Attention::Eager, tr("Eager (keeps s × s scores)")}});
    adv->addRow(tr("Attention:"), m_attention);
    m_chunkedCe = new QCheckBox(tr("Chunked cross-entropy loss"), m_advanced);
    m_chunkedCe->setObjectName(QStringLiteral("chunkedCe"));
    adv->addRow(m_chunkedCe);
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
    m_gpuMemory->setRange(0, 1024);
    m_gpuMemory->setSpecialValueText(tr("unknown"));
    m_gpuMemory->setSuffix(tr(" GiB"));
    adv->addRow(tr("Card memory (vLLM):"), m_gpuMemory);
    m_utilization = new QDoubleSpinBox(m_advanced);
    m_utilization->setObjectName(QStringLiteral("utilization"));
    m_utilization->setRange(0.1, 1.0);
    m_utilization->setSingleStep(0.05);
    m_utilization->setValue(0.9);
    adv->addRow(tr("gpu_memory_utilization:"), m_utilization);
    // vLLM's scheduler limits; 0 keeps the engine's default (docs/planner.md).
    m_maxModelLen = spin(m_advanced, 0, 10'000'000, 0, QStringLiteral("maxModelLen"));
    m_maxModelLen->setSpecialValueText(tr("prompt + output"));
    adv->addRow(tr("max_model_len (vLLM):"), m_maxModelLen);
    m_maxNumSeqs = spin(m_advanced, 0, 100'000, 0, QStringLiteral("maxNumSeqs"));
    m_maxNumSeqs->setSpecialValueText(tr("default (256)"));
    adv->addRow(tr("max_num_seqs (vLLM):"), m_maxNumSeqs);
    m_maxBatchedTokens = spin(m_advanced, 0, 10'000'000, 0, QStringLiteral("maxNumBatchedTokens"));
    m_maxBatchedTokens->setSpecialValueText(tr("default (8192)"));
    adv->addRow(tr("max_num_batched_tokens (vLLM):"), m_maxBatchedTokens);
    m_loading = new QComboBox(m_advanced);
    m_loading->setObjectName(QStringLiteral("loading"));
    m_loading->addItem(tr("Low-memory / streaming"), static_cast<int>(Loading::LowMemory));
    m_loading->addItem(tr("Every rank loads a full copy"),
                       static_cast<int>(Loading::FullCopyPerRank));
    adv->addRow(tr("Model loading:"), m_loading);
    m_workers = spin(m_advanced, 0, 128, 4, QStringLiteral("workers"));
    adv->addRow(tr("Data-loader workers per GPU:"), m_workers);
    form->addRow(m_advanced);
    // Folded: the group's rows show only when it is checked, and then only the task's.
    connect(m_advanced, &QGroupBox::toggled, this, &EstimatorPage::applyVisibility);
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

    // Every edit re-estimates.
    for (QComboBox *box : findChildren<QComboBox *>())
        connect(box, &QComboBox::currentIndexChanged, this, &EstimatorPage::recompute);
    for (QSpinBox *box : findChildren<QSpinBox *>())
        connect(box, &QSpinBox::valueChanged, this, &EstimatorPage::recompute);
    for (QDoubleSpinBox *box : findChildren<QDoubleSpinBox *>())
        connect(box, &QDoubleSpinBox::valueChanged, this, &EstimatorPage::recompute);
    for (QCheckBox *box : findChildren<QCheckBox *>())
        connect(box, &QCheckBox::toggled, this, &EstimatorPage::recompute);
    connect(m_task, &QComboBox::currentIndexChanged, this, &EstimatorPage::taskChanged);
    connect(m_engine, &QComboBox::currentIndexChanged, this, &EstimatorPage::applyVisibility);
    connect(m_framework, &QComboBox::currentIndexChanged, this, &EstimatorPage::frameworkChosen);
    connect(m_model, &QComboBox::currentIndexChanged, this,
            [this] { m_custom->setVisible(m_model->currentData().toInt() == kCustomModel); });

    auto *layout = new QHBoxLayout(this);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(scroll);
    layout->addWidget(split);
    setProperty("splitter", QVariant::fromValue(static_cast<QObject *>(split)));
}

void EstimatorPage::buildResults()
{
    auto *results = new QWidget(this);
    auto *outer = new QVBoxLayout(results);
    outer->setContentsMargins(0, 0, 0, 0);
    m_totals = new QLabel(results);
    m_totals->setObjectName(QStringLiteral("totals"));
    m_totals->setWordWrap(true);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_totals->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_totals->setFont(big);
    outer->addWidget(m_totals);

    // Two views of the result: the breakdown, and what fits a target.
    m_resultTabs = new QTabWidget(results);
    m_resultTabs->setObjectName(QStringLiteral("resultTabs"));
    outer->addWidget(m_resultTabs, 1);
    auto *breakdown = new QWidget(m_resultTabs);
    auto *v = new QVBoxLayout(breakdown);
    m_resultTabs->addTab(breakdown, tr("Brea&kdown"));

    m_chart = new QChart;
    m_chart->setTitle(tr("Per-GPU memory (GiB)"));
    // One bar and six parts with their values: a column of legend entries beside it has
    // room for every label, where a row below elided them ("Weig…") at 1024 px.
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chart->setMargins(QMargins(6, 4, 6, 4));
    auto *series = new QHorizontalStackedBarSeries(m_chart);
    const QString names[] = {tr("Weights"),     tr("Gradients"), tr("Optimizer states"),
                             tr("Activations"), tr("KV cache"),  tr("Overhead")};
    const QColor colors[] = {QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b),
                             QColor(0xe1, 0x57, 0x59), QColor(0x76, 0xb7, 0xb2),
                             QColor(0x59, 0xa1, 0x4f), QColor(0xba, 0xb0, 0xac)};
    for (int i = 0; i < 6; ++i) {
        auto *set = new QBarSet(names[i], series);
        set->setColor(colors[i]);
        set->append(0);
        series->append(set);
    }
    series->setLabelsVisible(false);
    m_chart->addSeries(series);
    auto *categories = new QBarCategoryAxis(m_chart);
    categories->append(tr("Per GPU"));
    m_chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto *values = new QValueAxis(m_chart);
    values->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(values);
    // The target card's usable memory (after "What fits?"), across the bar.
    m_targetLine = new QLineSeries(m_chart);
    m_targetLine->setObjectName(QStringLiteral("targetLine"));
    QPen targetPen(QColor(0xb9, 0x1c, 0x1c));
    targetPen.setWidth(3);
    targetPen.setStyle(Qt::DashLine);
    m_targetLine->setPen(targetPen);
    m_chart->addSeries(m_targetLine);
    m_targetLine->attachAxis(values);
    m_targetLine->attachAxis(categories);
    m_targetLine->setVisible(false);
    m_targetNote = new QLabel(breakdown);
    m_targetNote->setObjectName(QStringLiteral("targetNote"));
    m_targetNote->setWordWrap(true);
    m_targetNote->setVisible(false);
    v->addWidget(m_targetNote);
    m_chartView = new QChartView(m_chart, breakdown);
    m_chartView->setObjectName(QStringLiteral("breakdownChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(250); // room for the six legend entries beside the bar
    v->addWidget(m_chartView, 2);

    m_hostRam = new QLabel(breakdown);
    m_hostRam->setObjectName(QStringLiteral("hostRam"));
    m_hostRam->setWordWrap(true);
    v->addWidget(m_hostRam);
    m_warnings = new QLabel(breakdown);
    m_warnings->setObjectName(QStringLiteral("warnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("QLabel { color: #9a3412; background: #fff7ed; "
                                             "border: 1px solid #fdba74; padding: 6px; }"));
    v->addWidget(m_warnings);
    auto *assumptionsTitle = new QLabel(tr("<b>Assumptions</b>"), breakdown);
    v->addWidget(assumptionsTitle);
    m_assumptions = new QTextBrowser(breakdown);
    m_assumptions->setObjectName(QStringLiteral("assumptions"));
    v->addWidget(m_assumptions, 1);

    // ---- What fits? ----
    auto *fits = new QWidget(m_resultTabs);
    fits->setObjectName(QStringLiteral("whatFits"));
    auto *fv = new QVBoxLayout(fits);
    auto *controls = new QFormLayout;
    controls->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_solveVariable = new QComboBox(fits);
    m_solveVariable->setObjectName(QStringLiteral("solveVariable"));
    controls->addRow(tr("Maximi&ze:"), m_solveVariable);
    auto *targetRow = new QHBoxLayout;
    m_targetKind = new QComboBox(fits);
    m_targetKind->setObjectName(QStringLiteral("targetKind"));
    m_targetKind->addItem(tr("Instance type"), 0);
    m_targetKind->addItem(tr("Card"), 1);
    targetRow->addWidget(m_targetKind);
    m_targetType = new QComboBox(fits);
    m_targetType->setObjectName(QStringLiteral("targetType"));
    m_targetType->setEditable(true);
    m_targetType->setInsertPolicy(QComboBox::NoInsert);
    m_targetType->completer()->setFilterMode(Qt::MatchContains);
    m_targetType->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_targetType->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_targetType->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_targetType->setMinimumContentsLength(12);
    targetRow->addWidget(m_targetType, 1);
    m_targetGpu = new QComboBox(fits);
    m_targetGpu->setObjectName(QStringLiteral("targetGpu"));
    m_targetGpu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_targetGpu->setMinimumContentsLength(12);
    targetRow->addWidget(m_targetGpu, 1);
    m_targetCount = spin(fits, 1, 64, 1, QStringLiteral("targetCount"));
    m_targetCount->setPrefix(QStringLiteral("× "));
    targetRow->addWidget(m_targetCount);
    auto *targetLabel = new QLabel(tr("Ta&rget:"), fits);
    targetLabel->setBuddy(m_targetKind);
    controls->addRow(targetLabel, targetRow);
    fv->addLayout(controls);
    m_solveButton = new QPushButton(tr("Calc&ulate"), fits);
    m_solveButton->setObjectName(QStringLiteral("solveButton"));
    m_solveButton->setToolTip(
        tr("Finds the largest value that fits the target by the rule the comparison uses; "
           "one step more does not fit"));
    auto *buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_solveButton);
    buttonRow->addStretch(1);
    fv->addLayout(buttonRow);
    m_solveAnswer = new QLabel(fits);
    m_solveAnswer->setObjectName(QStringLiteral("solveAnswer"));
    m_solveAnswer->setWordWrap(true);
    m_solveAnswer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_solveAnswer->setText(tr("Choose what to maximize and a target, then press \"Calculate\"."));
    fv->addWidget(m_solveAnswer);
    m_sweepChart = new QChart;
    m_sweepChart->legend()->setAlignment(Qt::AlignBottom);
    m_sweepView = new QChartView(m_sweepChart, fits);
    m_sweepView->setObjectName(QStringLiteral("sweepChart"));
    m_sweepView->setRenderHint(QPainter::Antialiasing);
    m_sweepView->setMinimumHeight(200);
    fv->addWidget(m_sweepView, 1);
    m_resultTabs->addTab(fits, tr("&What fits?"));

    auto showKind = [this] {
        const bool card = m_targetKind->currentData().toInt() == 1;
        m_targetType->setVisible(!card);
        m_targetGpu->setVisible(card);
        m_targetCount->setVisible(card);
    };
    connect(m_targetKind, &QComboBox::currentIndexChanged, this, showKind);
    showKind();
    connect(m_solveButton, &QPushButton::clicked, this, &EstimatorPage::solveNow);

    auto *split = qobject_cast<QSplitter *>(property("splitter").value<QObject *>());
    split->addWidget(results);
    split->setStretchFactor(1, 1);
    split->setCollapsible(0, false);
}

void EstimatorPage::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    m_catalog = std::move(catalog);
    fillTargets();
    if (m_solve)
        solveNow(); // the answer follows the catalog
}

void EstimatorPage::setPlanOptionsSource(std::function<PlanOptions()> source)
{
    m_planOptions = std::move(source);
}

PlanOptions EstimatorPage::planOptions() const
{
    return m_planOptions ? m_planOptions() : PlanOptions{};
}

void EstimatorPage::fillSolveVariables()
{
    const bool training = current<Task>(m_task) != Task::Inference;
    const int was = m_solveVariable->currentData().toInt();
    QSignalBlocker block(m_solveVariable);
    m_solveVariable->clear();
    if (training) {
        m_solveVariable->addItem(tr("Largest batch per GPU"),
                                 static_cast<int>(SolveVariable::Batch));
        m_solveVariable->addItem(tr("Longest sequence length"),
                                 static_cast<int>(SolveVariable::SeqLen));
    } else {
        m_solveVariable->addItem(tr("Most concurrent sequences"),
                                 static_cast<int>(SolveVariable::Concurrency));
        m_solveVariable->addItem(tr("Longest context length"),
                                 static_cast<int>(SolveVariable::SeqLen));
    }
    const int i = m_solveVariable->findData(was);
    m_solveVariable->setCurrentIndex(i >= 0 ? i : 0);
}

void EstimatorPage::fillTargets()
{
    const QString type = m_targetType->currentText();
    const QString gpu = m_targetGpu->currentData().toString();
    m_targetType->clear();
    m_targetGpu->clear();
    if (!m_catalog)
        return;
    for (const InstanceType &t : m_catalog->types())
        m_targetType->addItem(QString::fromStdString(t.id), QString::fromStdString(t.id));
    for (const GpuModel &g : m_catalog->gpus()) {
        if (!g.memoryGib)
            continue; // undocumented memory: nothing to compare with
        m_targetGpu->addItem(
            tr("%1 (%2 GiB)").arg(QString::fromStdString(g.name), formatNumber(*g.memoryGib, 0)),
            QString::fromStdString(g.id));
    }
    const int ti = m_targetType->findText(type);
    m_targetType->setCurrentIndex(ti >= 0 ? ti : 0);
    const int gi = m_targetGpu->findData(gpu);
    m_targetGpu->setCurrentIndex(gi >= 0 ? gi : 0);
}

SolveTarget EstimatorPage::currentTarget() const
{
    SolveTarget t;
    if (m_targetKind->currentData().toInt() == 1) {
        t.gpuModel = m_targetGpu->currentData().toString().toStdString();
        t.gpuCount = m_targetCount->value();
    } else {
        t.instanceType = m_targetType->currentText().trimmed().toStdString();
    }
    return t;
}

void EstimatorPage::solveNow()
{
    if (!m_catalog) {
        m_solveAnswer->setText(tr("No catalog is loaded."));
        return;
    }
    const Workload w = workload();
    const auto variable = static_cast<SolveVariable>(m_solveVariable->currentData().toInt());
    const SolveResult r = solve(w, *m_catalog, planOptions(), currentTarget(), variable);
    if (!r.ok) {
        m_solve.reset();
        m_solveAnswer->setText(QStringLiteral("⚠ ") +
                               QString::fromStdString(r.error).toHtmlEscaped());
        showSweep();
        showTargetLine();
        return;
    }
    m_solve = r;
    const bool zh = QLocale().language() == QLocale::Chinese;
    // A headline with the number, then the solver's sentence with the figures and reason.
    const bool training = w.isTraining();
    const QString target = QString::fromStdString(r.targetLabel).toHtmlEscaped();
    QString headline;
    if (r.limit == SolveLimit::NothingFits) {
        headline = tr("Nothing fits on %1").arg(target);
    } else {
        const QString value = QLocale().toString(r.value);
        switch (r.variable) {
        case SolveVariable::Batch:
            headline = training ? tr("Largest batch per GPU on %1: %2").arg(target, value)
                                : tr("Most concurrent sequences on %1: %2").arg(target, value);
            break;
        case SolveVariable::Concurrency:
            headline = tr("Most concurrent sequences on %1: %2").arg(target, value);
            break;
        case SolveVariable::SeqLen:
            headline = training ? tr("Longest sequence on %1: %2 tokens").arg(target, value)
                                : tr("Longest context on %1: %2 tokens").arg(target, value);
            break;
        }
    }
    QString text =
        QStringLiteral("<big><b>%1</b></big><br>%2")
            .arg(headline,
                 planwording::solveSummary(r, planwording::languageOf(zh)).toHtmlEscaped());
    if (r.atValue && r.atValue->instances > 1)
        text += QStringLiteral("<br>") +
                tr("On %n instance(s).", nullptr, r.atValue->instances).toHtmlEscaped();
    m_solveAnswer->setText(text);
    showSweep();
    showTargetLine();
}

QString EstimatorPage::solveAnswerText() const
{
    return m_solveAnswer->text();
}

// Memory against the variable, about 40 points from the smallest value to well past the
// answer, with the target's usable memory and the answer marked.
void EstimatorPage::showSweep()
{
    m_sweepChart->removeAllSeries();
    for (QAbstractAxis *axis : m_sweepChart->axes()) {
        m_sweepChart->removeAxis(axis); // gives the axis back to us
        delete axis;
    }
    if (!m_solve || !m_catalog) {
        m_sweepChart->setTitle(QString());
        return;
    }
    const SolveResult &r = *m_solve;
    const Workload w = workload();
    const bool training = w.isTraining();
    const QString xTitle =
        r.variable == SolveVariable::SeqLen
            ? (training ? tr("Sequence length (tokens)") : tr("Context length (tokens)"))
            : (training ? tr("Batch per GPU") : tr("Concurrent sequences"));
    m_sweepChart->setTitle(r.variable == SolveVariable::SeqLen
                               ? (training ? tr("Memory per GPU by sequence length")
                                           : tr("Memory per GPU by context length"))
                               : (training ? tr("Memory per GPU by batch size")
                                           : tr("Memory per GPU by concurrent sequences")));
    const long long first = r.minValue;
    const long long answer = r.limit == SolveLimit::NothingFits ? first : r.value;
    long long last = std::max<long long>(answer * 2, answer + 8LL * r.step);
    last = std::min<long long>(
        last,
        r.limit == SolveLimit::Memory || r.limit == SolveLimit::NothingFits ? last : r.maxValue);
    const long long steps = std::max<long long>(1, (last - first) / r.step);
    const int points = static_cast<int>(std::min<long long>(40, steps));
    auto *need = new QLineSeries(m_sweepChart);
    need->setName(tr("Needed"));
    auto *usable = new QLineSeries(m_sweepChart);
    usable->setName(tr("Usable"));
    QPen dash(QColor(0xb9, 0x1c, 0x1c));
    dash.setWidth(2);
    dash.setStyle(Qt::DashLine);
    usable->setPen(dash);
    auto *mark = new QScatterSeries(m_sweepChart);
    mark->setName(tr("Answer"));
    mark->setMarkerSize(11);
    // vLLM starts whatever the concurrency: there the curve is its budget's contents with
    // the KV cache of every sequence, which crosses the budget at the answer.
    const bool queue =
        !training && w.engine == Engine::Vllm &&
        (r.variable == SolveVariable::Batch || r.variable == SolveVariable::Concurrency);
    auto needOf = [queue](const SolvePoint &p) {
        const MemoryBreakdown &g = p.perGpu;
        return queue ? g.weightsGib + g.activationsGib + g.kvCacheGib + g.overheadGib : p.needGib;
    };
    double top = 0, usableGib = 0;
    const SolveTarget target = currentTarget();
    const PlanOptions options = planOptions();
    long long previous = -1;
    for (int i = 0; i <= points; ++i) {
        long long v = first + (last - first) * i / points;
        v = std::max<long long>(first, v / r.step * r.step);
        if (v == previous)
            continue;
        previous = v;
        const auto p = judgeAt(w, *m_catalog, options, target, r.variable, static_cast<int>(v));
        if (!p)
            break;
        need->append(static_cast<double>(v), needOf(*p));
        top = std::max(top, needOf(*p));
        usableGib = p->usableGib;
    }
    const SolvePoint *shown = r.atValue ? &*r.atValue : (r.next ? &*r.next : nullptr);
    if (shown) {
        usableGib = shown->usableGib;
        mark->append(shown->value, needOf(*shown));
    }
    usable->append(static_cast<double>(first), usableGib);
    usable->append(static_cast<double>(std::max(last, first + 1)), usableGib);
    top = std::max(top, usableGib);
    m_sweepChart->addSeries(need);
    m_sweepChart->addSeries(usable);
    m_sweepChart->addSeries(mark);
    auto *x = new QValueAxis(m_sweepChart);
    x->setTitleText(xTitle);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setRange(0, static_cast<double>(std::max(last, first + 1)));
    x->applyNiceNumbers(); // round ticks
    auto *y = new QValueAxis(m_sweepChart);
    y->setTitleText(tr("GiB"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setRange(0, std::max(1.0, top * 1.1));
    y->applyNiceNumbers();
    m_sweepChart->addAxis(x, Qt::AlignBottom);
    m_sweepChart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *series : m_sweepChart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

void EstimatorPage::showTargetLine()
{
    const SolvePoint *p = m_solve ? (m_solve->atValue ? &*m_solve->atValue
                                                      : (m_solve->next ? &*m_solve->next : nullptr))
                                  : nullptr;
    m_targetLine->clear();
    m_targetLine->setVisible(p != nullptr);
    auto *axis = qobject_cast<QValueAxis *>(m_chart->axes(Qt::Horizontal).constFirst());
    const double total = m_estimate.perGpu.totalGib;
    if (!p) {
        m_targetNote->setVisible(false);
        axis->setRange(0, std::max(1.0, total * 1.05));
        axis->applyNiceNumbers();
        return;
    }
    // Named in the title rather than the legend, which has little room at 1024 px.
    const QString line =
        tr("%1: %2 GiB usable")
            .arg(QString::fromStdString(m_solve->targetLabel), formatNumber(p->usableGib, 1));
    m_targetLine->setName(line);
    m_targetNote->setText(tr("Dashed line: %1 (\"What fits?\")").arg(line.toHtmlEscaped()));
    m_targetNote->setVisible(true);
    for (QLegendMarker *marker : m_chart->legend()->markers(m_targetLine))
        marker->setVisible(false);
    m_targetLine->append(p->usableGib, -0.45);
    m_targetLine->append(p->usableGib, 0.45);
    axis->setRange(0, std::max({1.0, total * 1.05, p->usableGib * 1.05}));
    axis->applyNiceNumbers();
}

void EstimatorPage::setPreset(const QString &id)
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

void EstimatorPage::taskChanged()
{
    const Task task = current<Task>(m_task);
    const bool training = task != Task::Inference;
    if (task == Task::Qlora && current<Quantization>(m_quant) == Quantization::None)
        m_quant->setCurrentIndex(
            m_quant->findData(static_cast<int>(Quantization::BnbNf4DoubleQuant)));
    m_form->labelForField(m_batch)->setProperty("text", training ? tr("&Batch per GPU:")
                                                                 : tr("&Concurrent sequences:"));
    applyVisibility();
    fillSolveVariables();
    recompute();
}

// Shows the rows the task (and for serving, the engine) uses and hides the rest; hidden
// fields keep their values, so workload() and a saved scenario lose nothing.
void EstimatorPage::applyVisibility()
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
    auto show = [&](QWidget *field, bool wanted) {
        m_advancedForm->setRowVisible(field, open && wanted);
    };
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_gradAccum, m_master, m_framework, m_chunkedCe, m_optimizerInBwd, m_activationOffload,
             m_offloadOptimizer, m_offloadParams, m_workers})
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

bool EstimatorPage::eventFilter(QObject *watched, QEvent *event)
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
void EstimatorPage::modelTextEdited()
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

Workload EstimatorPage::workload() const
{
    Workload w;
    const int index = m_model->currentData().toInt();
    if (index >= 0 && m_presets && index < static_cast<int>(m_presets->models().size())) {
        w.model = m_presets->models()[static_cast<std::size_t>(index)];
    } else {
        w.model.name = tr("Custom %1B model").arg(m_params->value()).toStdString();
        w.model.paramsB = m_params->value();
        w.model.layers = m_layers->value();
        w.model.hidden = m_hidden->value();
        w.model.ffn = m_ffn->value();
        w.model.heads = m_heads->value();
        w.model.kvHeads = m_kvHeads->value();
        w.model.vocab = m_vocab->value();
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

void EstimatorPage::recompute()
{
    if (m_building)
        return;
    m_estimate = estimateMemory(workload());
    const MemoryBreakdown &g = m_estimate.perGpu;
    auto *series = qobject_cast<QHorizontalStackedBarSeries *>(m_chart->series().constFirst());
    const double parts[] = {g.weightsGib,     g.gradientsGib, g.optimizerGib,
                            g.activationsGib, g.kvCacheGib,   g.overheadGib};
    const QList<QBarSet *> sets = series->barSets();
    for (int i = 0; i < sets.size(); ++i) {
        sets[i]->replace(0, parts[i]);
        sets[i]->setLabel(sets[i]->label().section(QLatin1String("  "), 0, 0) +
                          QStringLiteral("  ") + formatNumber(parts[i], 1));
    }
    // An answer on screen follows the form (a few dozen plans: milliseconds).
    if (m_solve)
        solveNow();
    else
        showTargetLine();

    const Workload w = workload();
    // Which view is compared with the card: the nvidia-smi figure of a card just large
    // enough (allocated + fragmentation + CUDA context).
    m_totals->setText(tr("<b>%1 GiB per GPU</b> on %n GPU(s), compared with the card as "
                         "nvidia-smi would show it: %2 GiB allocated by PyTorch + %3 GiB "
                         "allocator fragmentation + %4 GiB CUDA context. On a larger card "
                         "PyTorch may report %5 GiB reserved and nvidia-smi %6 GiB (freed blocks "
                         "it keeps cached).",
                         nullptr, w.totalGpus())
                          .arg(formatNumber(g.totalGib, 1), formatNumber(g.allocatedGib, 1),
                               formatNumber(g.fragmentationGib, 1),
                               formatNumber(g.cudaContextGib, 1), formatNumber(g.reservedGib, 1),
                               formatNumber(g.deviceUsedGib, 1)));
    const HostRam &h = m_estimate.hostRam;
    m_hostRam->setText(
        h.ruleMinGib > 0
            ? tr("<b>Host RAM per node: needs %1 GiB</b>; %2–%3 GiB recommended for the data "
                 "pipeline. %4")
                  .arg(formatNumber(h.loaderGib, 0), formatNumber(h.ruleMinGib, 0),
                       formatNumber(h.ruleMaxGib, 0), planwording::hostRamReason(h).toHtmlEscaped())
            : tr("<b>Host RAM per node: needs %1 GiB</b>. %2")
                  .arg(formatNumber(h.loaderGib, 0),
                       planwording::hostRamReason(h).toHtmlEscaped()));
    QStringList warnings;
    for (const EstimateWarning &warning : m_estimate.warnings)
        warnings << QStringLiteral("⚠ ") + QString::fromStdString(warning.message).toHtmlEscaped();
    m_warnings->setText(warnings.join(QStringLiteral("<br>")));
    m_warnings->setVisible(!warnings.isEmpty());
    QString list = QStringLiteral("<ul>");
    for (const std::string &a : m_estimate.assumptions)
        list += QStringLiteral("<li>%1</li>").arg(QString::fromStdString(a).toHtmlEscaped());
    list +=
        QStringLiteral("<li>%1</li></ul>")
            .arg(tr("Model config: %1")
                     .arg(QString::fromStdString(
                              w.model.source.empty() ? std::string("given by you") : w.model.source)
                              .toHtmlEscaped()));
    m_assumptions->setHtml(list);
    Q_EMIT estimateChanged();
}

QString EstimatorPage::presetId() const
{
    const int index = m_model->currentData().toInt();
    if (index < 0 || !m_presets || index >= static_cast<int>(m_presets->models().size()))
        return {};
    return QString::fromStdString(m_presets->models()[static_cast<std::size_t>(index)].id);
}

// A profile sets its switches once; the user can change each afterwards.
void EstimatorPage::frameworkChosen()
{
    if (m_building)
        return;
    const FrameworkProfile *profile = m_frameworks->find(m_framework->currentData().toString());
    if (!profile)
        return;
    Workload w = workload();
    FrameworkLibrary::apply(*profile, w);
    setWorkload(w, presetId());
}

void EstimatorPage::setWorkload(const Workload &w, const QString &presetId)
{
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
        m_params->setValue(w.model.paramsB);
        m_layers->setValue(w.model.layers);
        m_hidden->setValue(w.model.hidden);
        m_ffn->setValue(w.model.ffn);
        m_heads->setValue(w.model.heads);
        m_kvHeads->setValue(w.model.kvHeads);
        m_vocab->setValue(w.model.vocab);
    }
    select(m_task, static_cast<int>(w.task));
    select(m_precision, static_cast<int>(w.precision));
    select(m_quant, static_cast<int>(w.quantization));
    select(m_optimizer, static_cast<int>(w.optimizer));
    m_batch->setValue(w.batch);
    m_seq->setValue(std::max(1, w.seqLen));
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
    m_building = false;
    taskChanged(); // shows the rows of the task and re-estimates
}

QString EstimatorPage::summaryText() const
{
    return m_totals->text();
}

QString EstimatorPage::warningsText() const
{
    return m_warnings->isVisible() || !m_warnings->text().isEmpty() ? m_warnings->text()
                                                                    : QString();
}

QString EstimatorPage::assumptionsText() const
{
    return m_assumptions->toPlainText();
}

} // namespace gpuplanner
