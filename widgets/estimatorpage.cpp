#include "estimatorpage.h"

#include "catalogtablemodel.h"
#include "frameworks.h"
#include "presets.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTextBrowser>
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

EstimatorPage::~EstimatorPage() = default;

void EstimatorPage::buildForm()
{
    auto *formWidget = new QWidget(this);
    auto *form = new QFormLayout(formWidget);
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
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_model->setToolTip(tr("Type to search the presets"));
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
    m_prompt = spin(formWidget, 0, 10000000, 2048, QStringLiteral("promptLen"));
    form->addRow(tr("Prompt tokens:"), m_prompt);
    m_output = spin(formWidget, 0, 10000000, 512, QStringLiteral("outputLen"));
    form->addRow(tr("Output tokens:"), m_output);
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
    m_gradAccum = spin(m_advanced, 1, 4096, 1, QStringLiteral("gradAccum"));
    adv->addRow(tr("Gradient accumulation:"), m_gradAccum);
    m_pp = spin(m_advanced, 1, 64, 1, QStringLiteral("pp"));
    adv->addRow(tr("Pipeline parallel:"), m_pp);
    m_master = new QCheckBox(tr("fp32 master weights"), m_advanced);
    m_master->setChecked(true);
    adv->addRow(QString(), m_master);
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
    adv->addRow(QString(), m_chunkedCe);
    m_optimizerInBwd = new QCheckBox(tr("Optimizer step fused into backward"), m_advanced);
    m_optimizerInBwd->setObjectName(QStringLiteral("optimizerInBwd"));
    adv->addRow(QString(), m_optimizerInBwd);
    m_activationOffload = new QCheckBox(tr("Activation offloading to CPU"), m_advanced);
    m_activationOffload->setObjectName(QStringLiteral("activationOffload"));
    adv->addRow(QString(), m_activationOffload);
    m_offloadOptimizer = new QCheckBox(tr("Offload optimizer to CPU (ZeRO-Offload)"), m_advanced);
    m_offloadOptimizer->setObjectName(QStringLiteral("offloadOptimizer"));
    adv->addRow(QString(), m_offloadOptimizer);
    m_offloadParams = new QCheckBox(tr("Offload parameters to CPU (ZeRO-3 / FSDP)"), m_advanced);
    m_offloadParams->setObjectName(QStringLiteral("offloadParams"));
    adv->addRow(QString(), m_offloadParams);
    m_qloraRecipe = new QComboBox(m_advanced);
    m_qloraRecipe->setObjectName(QStringLiteral("qloraRecipe"));
    m_qloraRecipe->addItem(tr("PEFT k-bit preparation (fp32 norms, embeddings, head)"), true);
    m_qloraRecipe->addItem(tr("QLoRA paper (bf16 adapters, no fp32 upcast)"), false);
    adv->addRow(tr("QLoRA recipe:"), m_qloraRecipe);
    m_allLinear = new QCheckBox(tr("LoRA on all linear layers"), m_advanced);
    adv->addRow(QString(), m_allLinear);
    m_kvPrecision = new QComboBox(m_advanced);
    addItems<Precision>(m_kvPrecision, {{Precision::Bf16, QStringLiteral("bf16")},
                                        {Precision::Fp16, QStringLiteral("fp16")},
                                        {Precision::Fp8, QStringLiteral("fp8")},
                                        {Precision::Fp32, QStringLiteral("fp32")}});
    adv->addRow(tr("KV cache precision:"), m_kvPrecision);
    m_engine = new QComboBox(m_advanced);
    m_engine->setObjectName(QStringLiteral("engine"));
    addItems<Engine>(m_engine, {{Engine::Transformers, tr("PyTorch / Transformers")},
                                {Engine::Vllm, QStringLiteral("vLLM")}});
    adv->addRow(tr("Serving engine:"), m_engine);
    m_gpuMemory = new QDoubleSpinBox(m_advanced);
    m_gpuMemory->setRange(0, 1024);
    m_gpuMemory->setSpecialValueText(tr("unknown"));
    m_gpuMemory->setSuffix(tr(" GiB"));
    adv->addRow(tr("Card memory (vLLM):"), m_gpuMemory);
    m_utilization = new QDoubleSpinBox(m_advanced);
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
    m_loading->addItem(tr("Low-memory / streaming"), static_cast<int>(Loading::LowMemory));
    m_loading->addItem(tr("Every rank loads a full copy"),
                       static_cast<int>(Loading::FullCopyPerRank));
    adv->addRow(tr("Model loading:"), m_loading);
    m_workers = spin(m_advanced, 0, 128, 4, QStringLiteral("workers"));
    adv->addRow(tr("Data-loader workers per GPU:"), m_workers);
    form->addRow(m_advanced);
    // Folded: the group's contents show only when it is checked.
    auto fold = [this](bool on) {
        for (QWidget *child :
             m_advanced->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly))
            child->setVisible(on);
    };
    connect(m_advanced, &QGroupBox::toggled, this, fold);
    // Wide enough for the unfolded section too, so unfolding never cuts its labels.
    fold(true);
    const int formWidth = formWidget->sizeHint().width();
    fold(false);

    m_trainingOnly = {m_optimizer, m_seq, m_gradCkpt, m_sharding, m_loraRank};
    m_inferenceOnly = {m_prompt, m_output};

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
    auto *v = new QVBoxLayout(results);
    m_totals = new QLabel(results);
    m_totals->setObjectName(QStringLiteral("totals"));
    m_totals->setWordWrap(true);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_totals->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_totals->setFont(big);
    v->addWidget(m_totals);

    m_chart = new QChart;
    m_chart->setTitle(tr("Per-GPU memory (GiB)"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
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
    m_chartView = new QChartView(m_chart, results);
    m_chartView->setObjectName(QStringLiteral("breakdownChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);
    v->addWidget(m_chartView, 2);

    m_hostRam = new QLabel(results);
    m_hostRam->setObjectName(QStringLiteral("hostRam"));
    m_hostRam->setWordWrap(true);
    v->addWidget(m_hostRam);
    m_warnings = new QLabel(results);
    m_warnings->setObjectName(QStringLiteral("warnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("QLabel { color: #9a3412; background: #fff7ed; "
                                             "border: 1px solid #fdba74; padding: 6px; }"));
    v->addWidget(m_warnings);
    auto *assumptionsTitle = new QLabel(tr("<b>Assumptions</b>"), results);
    v->addWidget(assumptionsTitle);
    m_assumptions = new QTextBrowser(results);
    m_assumptions->setObjectName(QStringLiteral("assumptions"));
    v->addWidget(m_assumptions, 1);

    auto *split = qobject_cast<QSplitter *>(property("splitter").value<QObject *>());
    split->addWidget(results);
    split->setStretchFactor(1, 1);
    split->setCollapsible(0, false);
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
    const bool training = current<Task>(m_task) != Task::Inference;
    auto *form = qobject_cast<QFormLayout *>(m_task->parentWidget()->layout());
    for (QWidget *w : m_trainingOnly)
        form->setRowVisible(w, training);
    for (QWidget *w : m_inferenceOnly)
        form->setRowVisible(w, !training);
    const Task task = current<Task>(m_task);
    form->setRowVisible(m_loraRank, task == Task::Lora || task == Task::Qlora);
    if (task == Task::Qlora && current<Quantization>(m_quant) == Quantization::None)
        m_quant->setCurrentIndex(
            m_quant->findData(static_cast<int>(Quantization::BnbNf4DoubleQuant)));
    m_batch->setPrefix(training ? QString() : QString());
    form->labelForField(m_batch)->setProperty("text", training ? tr("&Batch per GPU:")
                                                               : tr("&Concurrent sequences:"));
    recompute();
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
    w.promptLen = m_prompt->value();
    w.outputLen = m_output->value();
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
    auto *axis = qobject_cast<QValueAxis *>(m_chart->axes(Qt::Horizontal).constFirst());
    axis->setRange(0, std::max(1.0, g.totalGib * 1.05));
    axis->applyNiceNumbers();

    const Workload w = workload();
    // Which view is compared with the card: the nvidia-smi figure of a card just large
    // enough (allocated + fragmentation + CUDA context).
    m_totals->setText(tr("<b>%1 GiB per GPU</b> on %2 GPU(s), compared with the card as "
                         "nvidia-smi would show it: %3 GiB allocated by PyTorch + %4 GiB "
                         "allocator fragmentation + %5 GiB CUDA context. On a larger card "
                         "PyTorch may report %6 GiB reserved and nvidia-smi %7 GiB (freed blocks "
                         "it keeps cached).")
                          .arg(formatNumber(g.totalGib, 1))
                          .arg(w.totalGpus())
                          .arg(formatNumber(g.allocatedGib, 1), formatNumber(g.fragmentationGib, 1),
                               formatNumber(g.cudaContextGib, 1), formatNumber(g.reservedGib, 1),
                               formatNumber(g.deviceUsedGib, 1)));
    const HostRam &h = m_estimate.hostRam;
    m_hostRam->setText(
        h.ruleMinGib > 0
            ? tr("<b>Host RAM per node: needs %1 GiB</b>; %2–%3 GiB recommended for the data "
                 "pipeline. %4")
                  .arg(formatNumber(h.loaderGib, 0), formatNumber(h.ruleMinGib, 0),
                       formatNumber(h.ruleMaxGib, 0),
                       QString::fromStdString(h.reason).toHtmlEscaped())
            : tr("<b>Host RAM per node: needs %1 GiB</b>. %2")
                  .arg(formatNumber(h.loaderGib, 0),
                       QString::fromStdString(h.reason).toHtmlEscaped()));
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
    m_prompt->setValue(w.promptLen);
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
