#include "startpanel.h"

#include "catalogtablemodel.h"
#include "estimator/workloadinputs.h"
#include "inputlabels.h"
#include "presets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpuplanner {

StartPanel::StartPanel(const PresetLibrary *presets, int presetIndex, int task, bool showAtStart,
                       QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("startPanel"));
    setWindowTitle(tr("Getting started"));
    setMinimumWidth(fontMetrics().averageCharWidth() * 80);
    auto *layout = new QVBoxLayout(this);
    auto *heading = new QLabel(tr("Which GPU instance for your model?"), this);
    heading->setTextFormat(Qt::PlainText);
    QFont big = heading->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    heading->setFont(big);
    layout->addWidget(heading);
    auto *intro = new QLabel(
        tr("GPU Planner tells you whether a model fits on an Alibaba Cloud GPU instance, which "
           "instance type to rent, how long the job runs and what it costs. Start from a model "
           "and what you want to do with it:"),
        this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("startModel"));
    m_model->setEditable(true); // type to find one of the presets
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    if (presets) {
        int i = 0;
        for (const ModelSpec &m : presets->models()) {
            m_model->addItem(QStringLiteral("%1  (%2B)")
                                 .arg(QString::fromStdString(m.name), formatNumber(m.paramsB, 2)),
                             i++);
        }
    }
    m_model->setCurrentIndex(std::max(0, m_model->findData(presetIndex)));
    form->addRow(tr("&Model:"), m_model);
    m_task = new QComboBox(this);
    m_task->setObjectName(QStringLiteral("startTask"));
    if (const WorkloadInput *in = workloadInputByKey("task")) {
        for (const InputChoice &c : in->choices)
            m_task->addItem(InputLabels::choice(c), c.value);
    }
    m_task->setCurrentIndex(std::max(0, m_task->findData(task)));
    form->addRow(tr("&Task:"), m_task);
    layout->addLayout(form);

    auto *steps = new QDialogButtonBox(this);
    auto *memory = steps->addButton(tr("See its &memory"), QDialogButtonBox::AcceptRole);
    memory->setObjectName(QStringLiteral("startMemory"));
    memory->setToolTip(tr("Per-GPU memory with a breakdown, and host RAM"));
    memory->setDefault(true);
    auto *compare = steps->addButton(tr("&Compare instance types"), QDialogButtonBox::AcceptRole);
    compare->setObjectName(QStringLiteral("startCompare"));
    compare->setToolTip(tr("Every instance type: does it fit, how long, what it costs"));
    connect(memory, &QPushButton::clicked, this, [this] { choose(Next::Memory); });
    connect(compare, &QPushButton::clicked, this, [this] { choose(Next::Compare); });
    layout->addWidget(steps);

    auto *orLabel = new QLabel(tr("Or continue with your team's work:"), this);
    orLabel->setTextFormat(Qt::PlainText);
    layout->addWidget(orLabel);
    auto *others = new QDialogButtonBox(this);
    auto *open = others->addButton(tr("&Open a scenario…"), QDialogButtonBox::ActionRole);
    open->setObjectName(QStringLiteral("startOpen"));
    open->setToolTip(tr("A .gpuplan.json file a colleague shared or you saved"));
    auto *library =
        others->addButton(tr("Choose the team &library…"), QDialogButtonBox::ActionRole);
    library->setObjectName(QStringLiteral("startLibrary"));
    library->setToolTip(tr("The shared folder where your team keeps its scenarios"));
    connect(open, &QPushButton::clicked, this, [this] { choose(Next::OpenScenario); });
    connect(library, &QPushButton::clicked, this, [this] { choose(Next::ChooseLibrary); });
    layout->addWidget(others);

    auto *bottom = new QHBoxLayout;
    m_showAtStart = new QCheckBox(tr("&Show at start"), this);
    m_showAtStart->setObjectName(QStringLiteral("startShowAtStart"));
    m_showAtStart->setToolTip(tr("Help ▸ Getting started shows it again"));
    m_showAtStart->setChecked(showAtStart);
    bottom->addWidget(m_showAtStart);
    bottom->addStretch();
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    bottom->addWidget(close);
    layout->addLayout(bottom);
}

int StartPanel::presetIndex() const
{
    // What is typed, when it names a preset, else the selected item.
    const int typed = m_model->findText(m_model->currentText(), Qt::MatchFixedString);
    const int index = typed >= 0 ? typed : m_model->currentIndex();
    return index >= 0 ? m_model->itemData(index).toInt() : -1;
}

int StartPanel::task() const
{
    return m_task->currentData().toInt();
}

bool StartPanel::showAtStart() const
{
    return m_showAtStart->isChecked();
}

void StartPanel::choose(Next next)
{
    m_next = next;
    accept();
}

} // namespace gpuplanner
