// Issue 26 item 11, the reviewer's check for words: the real window in zh_CN, walked tab by
// tab (catalog, estimate, comparison with its serving-capacity view, library) for a
// training and a serving scenario, with its dialogs (settings, a price, scenario
// properties, About, import from a hub, Qt's own folder dialog), the library's diff of two
// scenarios and of saved prices, and the Chinese PDF report's document. Every label,
// button, box item, header, the first rows' cells and tooltips, every chart title, axis
// title, category and series name, and every text pane is read; a run of Latin letters must
// be an identifier on the allow-list below (model, GPU and instance names from the data,
// units, technical terms) or text the user or the data wrote (scenario names, authors,
// price sources, catalog notes). Mnemonics: "(&X)" belongs in menus, tabs, buttons and
// labels with a buddy only, "(X)" nowhere, and no two mnemonics shown at once (a tab's
// page, its tab bars, the window's tab bar and menu bar) claim the same Alt key, in English
// and in Chinese; the page labels that the menu or tab bar claims too are listed as known
// (kKnownClashes) until the window's keys are allocated.
#include "catalogbrowser.h"
#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "chartstyle.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "language.h"
#include "librarymodel.h"
#include "librarypage.h"
#include "mainwindow.h"
#include "plantablemodel.h"
#include "presets.h"
#include "report.h"
#include "reportbuilder.h"
#include "reportlanguage.h"
#include "scenario.h"
#include "scenariodocument.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QUndoStack>

#include <map>
#include <memory>
#include <set>

using namespace gpuplanner;

namespace {

// Identifiers a Chinese text may hold as written: units, technical terms, product and
// format names, flags of the serving engines. No English words.
const QStringList kAllowed = {
    // units and currencies
    QStringLiteral("GiB"), QStringLiteral("MiB"), QStringLiteral("GB"), QStringLiteral("TB"),
    QStringLiteral("ms"), QStringLiteral("s"), QStringLiteral("CNY"), QStringLiteral("USD"),
    QStringLiteral("TFLOPS"), QStringLiteral("Gbit"), QStringLiteral("GB/s"),
    QStringLiteral("Gbit/s"), QStringLiteral("p50"), QStringLiteral("p95"), QStringLiteral("p99"),
    // hardware and interconnects
    QStringLiteral("GPU"), QStringLiteral("GPUs"), QStringLiteral("CPU"), QStringLiteral("vCPU"),
    QStringLiteral("VRAM"), QStringLiteral("RAM"), QStringLiteral("NVIDIA"),
    QStringLiteral("NVLink"), QStringLiteral("NVSwitch"), QStringLiteral("PCIe"),
    QStringLiteral("RDMA"), QStringLiteral("eRDMA"), QStringLiteral("ERI"), QStringLiteral("RoCE"),
    QStringLiteral("GPUDirect"), QStringLiteral("NVMe"), QStringLiteral("SSD"),
    QStringLiteral("NIC"), QStringLiteral("P2P"), QStringLiteral("CUDA"), QStringLiteral("NCCL"),
    QStringLiteral("Gen3"), QStringLiteral("Gen4"), QStringLiteral("Gen5"), QStringLiteral("x16"),
    QStringLiteral("SXM4"), QStringLiteral("SXM5"), QStringLiteral("HBM"),
    // numeric formats and quantization
    QStringLiteral("FP32"), QStringLiteral("FP16"), QStringLiteral("BF16"), QStringLiteral("FP8"),
    QStringLiteral("FP4"), QStringLiteral("fp32"), QStringLiteral("fp16"), QStringLiteral("bf16"),
    QStringLiteral("fp8"), QStringLiteral("TF32"), QStringLiteral("INT8"), QStringLiteral("INT4"),
    QStringLiteral("int8"), QStringLiteral("int4"), QStringLiteral("NF4"), QStringLiteral("MXFP4"),
    QStringLiteral("NVFP4"), QStringLiteral("AWQ"), QStringLiteral("GPTQ"),
    QStringLiteral("bitsandbytes"), QStringLiteral("k-bit"),
    // training and serving techniques, software
    QStringLiteral("LoRA"), QStringLiteral("QLoRA"), QStringLiteral("ZeRO"),
    QStringLiteral("ZeRO-1"), QStringLiteral("ZeRO-2"), QStringLiteral("ZeRO-3"),
    QStringLiteral("ZeRO-Offload"), QStringLiteral("FSDP"), QStringLiteral("DeepSpeed"),
    QStringLiteral("PyTorch"), QStringLiteral("AdamW"), QStringLiteral("Adafactor"),
    QStringLiteral("SGD"), QStringLiteral("MoE"), QStringLiteral("KV"), QStringLiteral("MFU"),
    QStringLiteral("FLOPs"), QStringLiteral("FFN"), QStringLiteral("SDPA"),
    QStringLiteral("FlashAttention"), QStringLiteral("FlashAttention-2"), QStringLiteral("vLLM"),
    QStringLiteral("SGLang"), QStringLiteral("TGI"), QStringLiteral("TensorRT-LLM"),
    QStringLiteral("Transformers"), QStringLiteral("PEFT"), QStringLiteral("TRL"),
    QStringLiteral("Unsloth"), QStringLiteral("Axolotl"), QStringLiteral("LLaMA-Factory"),
    QStringLiteral("torch"), QStringLiteral("TTFT"), QStringLiteral("TPOT"), QStringLiteral("QPS"),
    QStringLiteral("MLPerf"), QStringLiteral("Pareto"), QStringLiteral("ECC"),
    QStringLiteral("tf32"), QStringLiteral("Transformer"), QStringLiteral("top-k"),
    QStringLiteral("Trainer"), QStringLiteral("SFTTrainer"), QStringLiteral("torchtune"),
    QStringLiteral("torchtitan"), QStringLiteral("LitGPT"), QStringLiteral("Eager"),
    QStringLiteral("Marlin"), QStringLiteral("cuDNN"), QStringLiteral("nvidia-smi"),
    QStringLiteral("memory.total"), QStringLiteral("safetensors"), QStringLiteral("TP"),
    QStringLiteral("N+1"), QStringLiteral("Young/Daly"), QStringLiteral("I/O"),
    QStringLiteral("low_cpu_mem_usage"), QStringLiteral("OSS"), QStringLiteral("ossfs"),
    QStringLiteral("ESSD"), QStringLiteral("PL1"), QStringLiteral("CLI"), QStringLiteral("KiB"),
    QStringLiteral("SQLite3"), QStringLiteral("token"), QStringLiteral("RoPE"),
    QStringLiteral("MLA"), QStringLiteral("TOPS"), QStringLiteral("aliyun"),
    QStringLiteral("max_position_embeddings"), QStringLiteral("kv_lora_rank"),
    QStringLiteral("q_lora_rank"), QStringLiteral("Tensor"), QStringLiteral("DeltaNet"),
    QStringLiteral("Qwen3-Next"), QStringLiteral("Qwen3.5"), QStringLiteral("LatentMoE"),
    QStringLiteral("Nemotron"), QStringLiteral("MiMo-V2-Flash"), QStringLiteral("v_head_dim"),
    QStringLiteral("swa_num_key_value_heads"), QStringLiteral("head_dim"),
    QStringLiteral("global_head_dim"), QStringLiteral("quantization_config"),
    QStringLiteral("ignore"), QStringLiteral("Nemotron-H"), QStringLiteral("Super"),
    QStringLiteral("Ultra"), QStringLiteral("float32"),
    // engine flags and config keys shown as such
    QStringLiteral("max_num_seqs"), QStringLiteral("max_model_len"),
    QStringLiteral("gpu_memory_utilization"), QStringLiteral("max_num_batched_tokens"),
    QStringLiteral("config.json"), QStringLiteral("gpuplan.json"), QStringLiteral("kv_cache"),
    QStringLiteral("quantization_config.weight_block_size"), QStringLiteral("attn_output_gate"),
    QStringLiteral("mla_use_output_gate"), QStringLiteral("layer_types"),
    QStringLiteral("moe_latent_size"), QStringLiteral("mamba_ssm_dtype"),
    QStringLiteral("mamba_ssm_cache_dtype"), QStringLiteral("Mamba2"), QStringLiteral("n_groups"),
    QStringLiteral("mamba_num_heads"), QStringLiteral("ssm_state_size"),
    QStringLiteral("mamba_head_dim"), QStringLiteral("conv_kernel"),
    QStringLiteral("linear_num_key_heads"), QStringLiteral("linear_num_value_heads"),
    QStringLiteral("linear_key_head_dim"), QStringLiteral("linear_value_head_dim"),
    QStringLiteral("linear_conv_kernel_dim"), QStringLiteral("index_topk"),
    QStringLiteral("index_n_heads"), QStringLiteral("index_head_dim"),
    QStringLiteral("DeepSeek-V3.2"), QStringLiteral("GLM-5"), QStringLiteral("compress_ratios"),
    QStringLiteral("o_lora_rank"), QStringLiteral("o_groups"),
    // products, services and formats
    QStringLiteral("Alibaba"), QStringLiteral("ECS"), QStringLiteral("API"),
    QStringLiteral("AccessKey"), QStringLiteral("STS"), QStringLiteral("OIDC"),
    QStringLiteral("DescribeInstanceTypes"), QStringLiteral("DescribePrice"),
    QStringLiteral("DescribeSpotAdvice"), QStringLiteral("DescribeAvailableResource"),
    QStringLiteral("Hugging"), QStringLiteral("Face"), QStringLiteral("ModelScope"),
    QStringLiteral("JSON"), QStringLiteral("CSV"), QStringLiteral("PDF"), QStringLiteral("PNG"),
    QStringLiteral("SVG"), QStringLiteral("Markdown"), QStringLiteral("URL"),
    QStringLiteral("GPU Planner"), QStringLiteral("Planner"), QStringLiteral("Qt"),
    QStringLiteral("Ctrl"), QStringLiteral("Shift"), QStringLiteral("Alt"), QStringLiteral("Esc"),
    QStringLiteral("F1"), QStringLiteral("Enter"), QStringLiteral("Del"), QStringLiteral("Tab"),
    // a language's own name in the language menu
    QStringLiteral("English")};

// Identifiers by their form: an instance type or family, a region id, a number with its unit
// (8B, 80GB, 2x), a version.
const QRegularExpression kAllowedForm(QStringLiteral(
    "^(?:ecs\\.[a-z0-9.\\-]+|gn[0-9a-z\\-]+|cn-[a-z0-9\\-]+|ap-[a-z0-9\\-]+|us-[a-z0-9\\-]+|"
    "[a-z]{2}-[a-z]+(?:-\\d+)?|[A-Za-z]|p\\d\\d|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|(?:Ctrl|Alt|Shift)\\+"
    "[A-Z0-9+]+|"
    "\\d+(?:\\.\\d+)?(?:[BKMkx]|GB|GiB|TB|ms|s)|[vV]\\d+(?:\\.\\d+)*)$"));

// Known: words the check finds that are not fixed yet, each with why. Empty when done.
const std::map<QString, QString> kKnown = {};

// Known: page mnemonics that the window's menu bar (F, E, V, T, H) or another label on the
// page claims too. Empty: the tabs have no letter (Alt+1 … Alt+4 show them), and each page's
// letters were allocated so that no two shown at once share one, in either language.
const QStringList kKnownClashes = {};

QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

struct Text {
    QString where;
    QString text;
    bool mnemonic = false; // a menu, tab, button or buddy label: "(&X)" belongs there
};

} // namespace

class TestChineseWords : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;
    std::unique_ptr<CatalogRepository> m_repo;
    std::unique_ptr<QSettings> m_settings;
    QSet<QString> m_data;    // tokens of names the data or the user gave
    QStringList m_dataTexts; // notes and sources the data quotes, removed whole
    QString m_libraryDir;

    QString libraryFile(const QString &name) const
    {
        return m_libraryDir + QLatin1Char('/') + name;
    }

    // The Latin tokens of a text: letters with digits and the joiners of identifiers.
    static QStringList tokens(QString text)
    {
        text.remove(QRegularExpression(QStringLiteral("(?:https?|file)://\\S+")));
        text.remove(QRegularExpression(QStringLiteral("(?:/[\\w.+\\-]+){2,}/?"))); // paths
        // Code: a command-line flag, a quoted command, an environment variable's value; the
        // Alibaba Cloud terms "AccessKey ID" and "AccessKey Secret".
        text.remove(QRegularExpression(QStringLiteral("--[a-z0-9][a-z0-9\\-]*")));
        text.remove(QRegularExpression(QStringLiteral("'[a-z]+ [a-z]+'")));
        text.remove(QRegularExpression(QStringLiteral("(?<=[A-Z_]=)[a-z0-9]+")));
        text.remove(QRegularExpression(QStringLiteral("AccessKey (?:ID|Secret)")));
        static const QRegularExpression token(QStringLiteral("[A-Za-z0-9_][A-Za-z0-9_.+\\-/]*"));
        QStringList out;
        for (auto it = token.globalMatch(text); it.hasNext();) {
            QString t = it.next().captured(0);
            while (!t.isEmpty() && QStringLiteral(".-/+").contains(t.back()))
                t.chop(1);
            if (t.contains(QRegularExpression(QStringLiteral("[A-Za-z]"))))
                out << t;
        }
        return out;
    }

    void addData(const QString &text)
    {
        for (const QString &t : tokens(text)) {
            m_data.insert(t);
            for (const QString &part :
                 t.split(QRegularExpression(QStringLiteral("[/\\-]")), Qt::SkipEmptyParts))
                m_data.insert(part);
        }
    }

    bool allowed(const QString &token) const
    {
        if (kAllowed.contains(token) || kAllowedForm.match(token).hasMatch() ||
            m_data.contains(token))
            return true;
        // A compound of allowed parts: "LoRA/QLoRA", "tokens/s" is not (tokens is a word).
        const QStringList parts =
            token.split(QRegularExpression(QStringLiteral("[/\\-]")), Qt::SkipEmptyParts);
        if (parts.size() < 2)
            return false;
        for (const QString &p : parts) {
            if (!(kAllowed.contains(p) || kAllowedForm.match(p).hasMatch() || m_data.contains(p) ||
                  !p.contains(QRegularExpression(QStringLiteral("[A-Za-z]")))))
                return false;
        }
        return true;
    }

    // What is wrong with one text: stray Latin tokens and misplaced mnemonic markers.
    QStringList problems(const Text &t) const
    {
        QStringList out;
        QString text = plain(t.text);
        for (const QString &d : m_dataTexts)
            text.replace(d, QStringLiteral(" "));
        static const QRegularExpression withAmp(QStringLiteral("\\(&[A-Za-z0-9]\\)"));
        static const QRegularExpression bare(QStringLiteral("\\([A-Z0-9]\\)"));
        if (t.mnemonic) {
            text.remove(withAmp);
        } else if (text.contains(withAmp)) {
            out << QStringLiteral("mnemonic (&X) outside a menu, tab, button or label");
        }
        if (bare.match(text).hasMatch())
            out << QStringLiteral("leftover mnemonic (X)");
        for (const QString &token : tokens(text)) {
            if (!allowed(token) && !kKnown.count(token))
                out << QStringLiteral("Latin “%1”").arg(token);
        }
        return out;
    }

    static QString nameOf(const QObject *o)
    {
        return QString::fromLatin1(o->metaObject()->className()) + QLatin1Char('#') +
               o->objectName();
    }

    static void addModel(QList<Text> &out, const QString &where, const QAbstractItemModel *model,
                         int rows)
    {
        if (!model)
            return;
        for (int c = 0; c < model->columnCount(); ++c) {
            for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                out << Text{where + QStringLiteral(" header %1").arg(c),
                            model->headerData(c, Qt::Horizontal, role).toString()};
        }
        for (int r = 0; r < std::min(rows, model->rowCount()); ++r) {
            for (int c = 0; c < model->columnCount(); ++c) {
                for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)}) {
                    const QVariant v = model->data(model->index(r, c), role);
                    if (v.typeId() == QMetaType::QString)
                        out << Text{where + QStringLiteral(" [%1,%2]").arg(r).arg(c), v.toString()};
                }
            }
        }
    }

    static void addChart(QList<Text> &out, const QString &where, QChart *chart)
    {
        if (!chart)
            return;
        out << Text{where + QStringLiteral(" title"), chart->title()};
        for (QAbstractAxis *axis : chart->axes()) {
            out << Text{where + QStringLiteral(" axis"), axis->titleText()};
            if (auto *bar = qobject_cast<QBarCategoryAxis *>(axis)) {
                for (const QString &c : bar->categories())
                    out << Text{where + QStringLiteral(" category"), c};
            }
            if (auto *cat = qobject_cast<QCategoryAxis *>(axis)) {
                for (const QString &c : cat->categoriesLabels())
                    out << Text{where + QStringLiteral(" category"), c};
            }
        }
        for (QAbstractSeries *s : chart->series())
            out << Text{where + QStringLiteral(" series"), s->name()};
    }

    // Every text a widget and its children show or offer as a tooltip.
    static QList<Text> widgetTexts(QWidget *root, const QString &where)
    {
        QList<Text> out;
        QList<QWidget *> widgets = root->findChildren<QWidget *>();
        widgets.prepend(root);
        for (QWidget *w : widgets) {
            const QString at = where + QStringLiteral(": ") + nameOf(w);
            out << Text{at + QStringLiteral(" tooltip"), w->toolTip()}
                << Text{at + QStringLiteral(" status tip"), w->statusTip()}
                << Text{at + QStringLiteral(" what's this"), w->whatsThis()};
            if (w->isWindow())
                out << Text{at + QStringLiteral(" title"), w->windowTitle()};
            if (auto *l = qobject_cast<QLabel *>(w))
                out << Text{at, l->text(), l->buddy() != nullptr};
            if (auto *b = qobject_cast<QAbstractButton *>(w))
                out << Text{at, b->text(), true};
            if (auto *g = qobject_cast<QGroupBox *>(w))
                out << Text{at, g->title(), true};
            if (auto *box = qobject_cast<QComboBox *>(w)) {
                for (int i = 0; i < box->count(); ++i)
                    out << Text{at + QStringLiteral(" item"), box->itemText(i)}
                        << Text{at + QStringLiteral(" item tip"),
                                box->itemData(i, Qt::ToolTipRole).toString()};
            }
            if (auto *e = qobject_cast<QLineEdit *>(w))
                out << Text{at + QStringLiteral(" placeholder"), e->placeholderText()};
            if (auto *s = qobject_cast<QSpinBox *>(w))
                out << Text{at + QStringLiteral(" suffix"), s->suffix()}
                    << Text{at + QStringLiteral(" prefix"), s->prefix()}
                    << Text{at + QStringLiteral(" special"), s->specialValueText()};
            if (auto *s = qobject_cast<QDoubleSpinBox *>(w))
                out << Text{at + QStringLiteral(" suffix"), s->suffix()}
                    << Text{at + QStringLiteral(" prefix"), s->prefix()}
                    << Text{at + QStringLiteral(" special"), s->specialValueText()};
            if (auto *tabs = qobject_cast<QTabBar *>(w)) {
                for (int i = 0; i < tabs->count(); ++i)
                    out << Text{at + QStringLiteral(" tab"), tabs->tabText(i), true}
                        << Text{at + QStringLiteral(" tab tip"), tabs->tabToolTip(i)};
            }
            if (auto *t = qobject_cast<QTextEdit *>(w))
                out << Text{at + QStringLiteral(" text"), t->toPlainText()}
                    << Text{at + QStringLiteral(" placeholder"), t->placeholderText()};
            if (auto *v = qobject_cast<QAbstractItemView *>(w);
                v && !qobject_cast<QHeaderView *>(w))
                addModel(out, at, v->model(), 3);
            if (auto *c = qobject_cast<QChartView *>(w))
                addChart(out, at, c->chart());
            for (QAction *a : w->actions())
                out << Text{at + QStringLiteral(" action"), a->text(), true}
                    << Text{at + QStringLiteral(" action tip"), a->toolTip(), true};
        }
        return out;
    }

    static QList<Text> menuTexts(QMenu *menu, const QString &where)
    {
        QList<Text> out;
        for (QAction *a : menu->actions()) {
            out << Text{where + QStringLiteral(" ▸ ") + a->text(), a->text(), true}
                << Text{where + QStringLiteral(" status tip"), a->statusTip()};
            if (a->menu())
                out << menuTexts(a->menu(), where + QStringLiteral(" ▸ ") + a->text());
        }
        return out;
    }

    // The mnemonics shown at once with a page: its visible buttons, group boxes, labels with
    // a buddy and tab bars, and the window's tab bar and menu bar (all take Alt+key in the
    // same window). Returns "Alt+X: a / b" for each key claimed twice.
    static QStringList mnemonicClashes(MainWindow &window, QWidget *page)
    {
        std::map<QString, QStringList> owners;
        auto claim = [&](const QString &text, const QString &who) {
            const QKeySequence key = QKeySequence::mnemonic(text);
            if (!key.isEmpty())
                owners[key.toString(QKeySequence::PortableText)]
                    << who + QStringLiteral(" “") + text + QStringLiteral("”");
        };
        QList<QWidget *> widgets = page->findChildren<QWidget *>();
        widgets << window.tabs()->tabBar();
        for (QWidget *w : widgets) {
            if (!w || !w->isVisible())
                continue;
            if (auto *l = qobject_cast<QLabel *>(w); l && l->buddy())
                claim(l->text(), nameOf(w));
            if (auto *b = qobject_cast<QAbstractButton *>(w))
                claim(b->text(), nameOf(w));
            if (auto *g = qobject_cast<QGroupBox *>(w))
                claim(g->title(), nameOf(w));
            if (auto *tabs = qobject_cast<QTabBar *>(w)) {
                for (int i = 0; i < tabs->count(); ++i) {
                    if (tabs->isTabVisible(i))
                        claim(tabs->tabText(i), nameOf(w));
                }
            }
        }
        for (QAction *a : window.menuBar()->actions())
            claim(a->text(), QStringLiteral("menu"));
        QStringList clashes;
        for (const auto &[key, who] : owners) {
            int known = 0;
            for (const QString &w : who) {
                for (const QString &k : kKnownClashes)
                    known += w.endsWith(QStringLiteral(" “") + k + QStringLiteral("”"));
            }
            // Two on the page itself, or a new one against the menu or tab bar.
            if (who.size() > 1 && who.size() - known > 1)
                clashes << key + QStringLiteral(": ") + who.join(QStringLiteral(" / "));
        }
        return clashes;
    }

    // Opens a modal dialog with open(), reads it when it shows, then closes it.
    QList<Text> dialogTexts(const QString &where, const std::function<void()> &open,
                            const std::function<void(QWidget *)> &prepare = {})
    {
        auto texts = std::make_shared<QList<Text>>();
        auto seen = std::make_shared<bool>(false);
        auto read = std::make_shared<std::function<void()>>();
        // The retry holds itself weakly: a lambda owning its own shared_ptr is a cycle that
        // kept the texts alive for ever (LeakSanitizer, scripts/sanitize.sh).
        const std::weak_ptr<std::function<void()>> self = read;
        *read = [=] {
            QWidget *dialog = QApplication::activeModalWidget();
            if (!dialog) {
                if (const auto again = self.lock())
                    QTimer::singleShot(10, *again);
                return;
            }
            if (prepare)
                prepare(dialog);
            *texts = widgetTexts(dialog, where);
            *seen = true;
            if (auto *d = qobject_cast<QDialog *>(dialog))
                d->reject();
            else
                dialog->close();
        };
        QTimer::singleShot(0, *read);
        open();
        if (!*seen)
            qWarning("%s: no dialog", qPrintable(where));
        return *texts;
    }

    QList<Text> reportTexts(const Scenario &scenario)
    {
        ReportInput in;
        in.scenario = scenario;
        in.plan = makePlan(scenario.workload, m_repo->snapshot(), scenario.plan);
        in.memory = estimateMemory(scenario.workload);
        in.chinese = true;
        addCapacityPlan(in, *m_repo->snapshot());
        const ReportLanguage language(true);
        if (!language.isLoaded())
            return {Text{QStringLiteral("report"), language.errorString()}};
        ReportBuilder builder(in, 1000);
        QTextDocument doc;
        doc.setHtml(builder.html());
        QList<Text> out;
        const QString where = QStringLiteral("PDF of ") + scenario.name;
        for (const QString &line : doc.toPlainText().split(QLatin1Char('\n'))) {
            QString l = line;
            l.remove(QRegularExpression(QStringLiteral("\\[\\[gp-report-chart-\\d+\\]\\]")));
            out << Text{where, l};
        }
        for (const ReportBuilder::Chart &c : builder.charts()) {
            out << Text{where + QStringLiteral(" chart"), c.legend.join(QLatin1Char('\n'))}
                << Text{where + QStringLiteral(" chart"), c.axisTitle};
            for (const ReportBuilder::Bar &b : c.bars)
                out << Text{where + QStringLiteral(" bar"), b.label}
                    << Text{where + QStringLiteral(" bar"), b.valueText};
        }
        out << Text{where, ReportBuilder::programName()}
            << Text{where, ReportBuilder::pageOf(1, 2)};
        return out;
    }

    // Every tab of the window with the scenario open, read; the capacity view too.
    void windowTexts(MainWindow &window, const QString &scenario, QList<Text> &out,
                     QStringList *clashes)
    {
        for (int t = 0; t < MainWindow::TabCount; ++t) {
            window.tabs()->setCurrentIndex(t);
            QTest::qWait(50);
            if (t == MainWindow::ComparisonTab) {
                QTRY_VERIFY_WITH_TIMEOUT(!window.comparisonPage()->isComputing(), 20000);
                window.comparisonPage()->view()->selectRow(0);
            }
            if (t == MainWindow::EstimateTab)
                window.estimatorPage()->solveNow();
            if (t == MainWindow::CatalogTab)
                QTest::qWait(100);
            // The library as a user sees it once indexed: its empty-state note and button
            // show only while nothing is listed (the run under ASan read it half-way).
            if (t == MainWindow::LibraryTab)
                QTRY_VERIFY_WITH_TIMEOUT(window.libraryPage()->proxy()->rowCount() > 0, 20000);
            const QString where = scenario + QStringLiteral(" / ") + window.tabs()->tabText(t);
            out << widgetTexts(window.tabs()->widget(t), where);
            *clashes << mnemonicClashes(window, window.tabs()->widget(t));
            if (t == MainWindow::ComparisonTab &&
                !window.document()->scenario().workload.isTraining()) {
                window.comparisonPage()->setShowsCapacity(true);
                QTest::qWait(200);
                out << widgetTexts(window.tabs()->widget(t), where + QStringLiteral(" capacity"));
                *clashes << mnemonicClashes(window, window.tabs()->widget(t));
                window.comparisonPage()->setShowsCapacity(false);
            }
        }
        out << Text{scenario + QStringLiteral(" / window title"), window.windowTitle()};
        for (QAction *a : window.menuBar()->actions())
            out << menuTexts(a->menu(), a->text());
    }

    QAction *action(MainWindow &window, const char *source)
    {
        const QString text = QCoreApplication::translate("gpuplanner::MainWindow", source);
        for (QAction *a : window.findChildren<QAction *>()) {
            if (a->text() == text)
                return a;
        }
        return nullptr;
    }

    // The report findings: each problem once, with where it was seen first.
    QStringList check(const QList<Text> &texts) const
    {
        QStringList out;
        QSet<QString> seen;
        for (const Text &t : texts) {
            if (t.text.trimmed().isEmpty())
                continue;
            for (const QString &p : problems(t)) {
                if (seen.contains(p))
                    continue;
                seen.insert(p);
                out << QStringLiteral("%1 — in %2: %3")
                           .arg(p, t.where,
                                plain(t.text).left(160).replace(QLatin1Char('\n'),
                                                                QLatin1Char(' ')));
            }
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString()));
        m_repo = std::make_unique<CatalogRepository>(QStringLiteral(GP_SHIPPED_CATALOG),
                                                     m_dir.filePath(QStringLiteral("overlay.db")));
        QVERIFY(m_repo->load());
        // The example library, copied (the window writes into its library).
        m_libraryDir = m_dir.filePath(QStringLiteral("library"));
        QVERIFY(QDir().mkpath(m_libraryDir));
        const QDir examples(QStringLiteral(GP_SOURCE_DIR "/docs/examples/library"));
        for (const QString &f : examples.entryList({QStringLiteral("*.gpuplan.json")}))
            QVERIFY(QFile::copy(examples.filePath(f), libraryFile(f)));
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("s.ini")),
                                                 QSettings::IniFormat);
        m_settings->setValue(QStringLiteral("library/folder"), m_libraryDir);
        m_settings->setValue(QStringLiteral("ui/language"), QStringLiteral("zh_CN"));
        // A price the user entered, as File ▸ Enter a price… stores it.
        const std::shared_ptr<const Catalog> catalog = m_repo->snapshot();
        for (const Price *p : catalog->pricesOf("ecs.gn7i-c8g1.2xlarge")) {
            if (p->mode != PricingMode::PayAsYouGo || p->regionId != "cn-shanghai")
                continue;
            Price entered = *p;
            entered.amount = p->amount * 0.9;
            entered.asOf = QDate::currentDate().toString(Qt::ISODate).toStdString();
            entered.source = "entered by the user";
            entered.kind = PriceKind::UserEntered;
            entered.origin = Origin::UserEntered;
            QVERIFY(m_repo->setUserPrice(entered));
            break;
        }
        // What data and users wrote, shown as written: model, GPU and instance names,
        // regions, price sources, the catalog's notes quoted from documents, and the
        // example scenarios' names, authors, notes and tags.
        for (const ModelSpec &m : m_presets.models()) {
            addData(QString::fromStdString(m.id));
            addData(QString::fromStdString(m.name));
            addData(PresetLibrary::repositoryOf(m));
            m_dataTexts << QString::fromStdString(m.notes) << QString::fromStdString(m.source);
        }
        const std::shared_ptr<const Catalog> now = m_repo->snapshot();
        for (const GpuModel &g : now->gpus()) {
            addData(QString::fromStdString(g.name));
            addData(QString::fromStdString(g.architecture));
            m_dataTexts << QString::fromStdString(g.notes);
        }
        for (const InstanceType &t : now->types()) {
            addData(QString::fromStdString(t.gpuLabel));
            m_dataTexts << QString::fromStdString(t.notes);
            for (const Price *p : now->pricesOf(t.id)) {
                if (p->kind != PriceKind::UserEntered)
                    m_dataTexts << QString::fromStdString(p->source);
                m_dataTexts << QString::fromStdString(p->notes);
            }
        }
        addData(QCoreApplication::applicationName()); // the title's program name
        addData(QDir::home().dirName());              // Qt's folder dialog
        addData(qEnvironmentVariable("USER"));
        for (const Region &r : now->regions())
            addData(QString::fromStdString(r.nameZh)); // Alibaba's names, "closing" included
        for (const InstanceFamily &f : now->families())
            addData(QString::fromStdString(f.id));
        for (const QString &f : examples.entryList({QStringLiteral("*.gpuplan.json")})) {
            QString error;
            const auto s = loadScenario(examples.filePath(f), m_presets, &error);
            QVERIFY2(s, qPrintable(f + error));
            addData(s->name);
            addData(s->author);
            m_dataTexts << s->notes;
            addData(f); // the file's name, in Open recent
            addData(s->tags.join(QLatin1Char(' ')));
        }
        m_dataTexts.removeAll(QString());
        m_dataTexts.removeDuplicates();
        std::sort(m_dataTexts.begin(), m_dataTexts.end(),
                  [](const QString &a, const QString &b) { return a.size() > b.size(); });
    }

    // Every page, dialog, chart, diff and the PDF in Chinese: no English, no stray mnemonic.
    void everyWordIsChinese()
    {
        LanguageSwitcher language;
        QCOMPARE(language.apply(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        window.setLanguageSwitcher(&language);
        aliyun::CredentialSources nowhere; // no keychain, no config file, no environment
        nowhere.environment = QProcessEnvironment();
        window.setCredentialSources(nowhere);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QList<Text> texts;
        QStringList clashes;
        const QString training = libraryFile(QStringLiteral("llama70b-qlora.gpuplan.json"));
        const QString serving = libraryFile(QStringLiteral("qwen32b-vllm.gpuplan.json"));
        for (const QString &path : {training, serving}) {
            QVERIFY(window.openScenario(path));
            windowTexts(window, QFileInfo(path).fileName(), texts, &clashes);
            if (QTest::currentTestFailed())
                return;
            texts << reportTexts(window.currentScenario());
        }

        // Undo steps, as the history and Edit ▸ Undo name them, for an edit of a field with a
        // mnemonic in its label.
        window.estimatorPage()->findChild<QSpinBox *>(QStringLiteral("batch"))->setValue(3);
        QUndoStack *stack = window.document()->undoStack();
        QVERIFY(stack->count() > 0);
        for (int i = 0; i < stack->count(); ++i)
            texts << Text{QStringLiteral("undo step"), stack->text(i)};
        texts << Text{QStringLiteral("Edit ▸ Undo"), window.undoAction()->text(), true};
        stack->undo();

        // The library's diff: two scenarios (a training and a serving one), then one
        // scenario's saved prices against today's.
        LibraryPage *library = window.libraryPage();
        std::unique_ptr<QDialog> diff(library->makeDiffDialog({training, serving}));
        QVERIFY(diff);
        texts << widgetTexts(diff.get(), QStringLiteral("diff"));
        std::unique_ptr<QDialog> pair(
            library->makeDiffDialog({libraryFile(QStringLiteral("llama8b-lora.gpuplan.json")),
                                     libraryFile(QStringLiteral("13b-full-ft.gpuplan.json"))}));
        QVERIFY(pair);
        texts << widgetTexts(pair.get(), QStringLiteral("diff of two trainings"));
        std::unique_ptr<QDialog> prices(library->makeDiffDialog({serving}));
        QVERIFY(prices);
        texts << widgetTexts(prices.get(), QStringLiteral("saved prices"));

        // Dialogs.
        texts << dialogTexts(QStringLiteral("settings"), [&] {
            window.findChild<QAction *>(QStringLiteral("settingsAction"))->trigger();
        });
        if (QAction *a = action(window, "&Enter a price…"))
            texts << dialogTexts(QStringLiteral("enter a price"), [a] { a->trigger(); });
        else
            QFAIL("no Enter a price action");
        if (QAction *a = action(window, "Scenario &properties…"))
            texts << dialogTexts(QStringLiteral("properties"), [a] { a->trigger(); });
        if (QAction *a = action(window, "&About GPU Planner"))
            texts << dialogTexts(QStringLiteral("about"), [a] { a->trigger(); });
        if (QAction *a = action(window, "Import model from a &hub…"))
            texts << dialogTexts(QStringLiteral("import from a hub"), [a] { a->trigger(); });
        else
            QFAIL("no Import model from a hub action");
        texts << dialogTexts(QStringLiteral("refresh prices"), [&] {
            window.findChild<QAction *>(QStringLiteral("refreshPricesAction"))->trigger();
        });
        // Qt's own folder dialog (the library's Choose folder…): its words come from Qt's
        // translation, its file list's "Folder" included.
        auto *fileDialog = new QFileDialog(&window, QStringLiteral("x"), m_dir.path());
        fileDialog->setOption(QFileDialog::DontUseNativeDialog);
        fileDialog->show();
        auto *files = fileDialog->findChild<QAbstractItemView *>(QStringLiteral("treeView"));
        QVERIFY(files);
        QTRY_VERIFY(files->model()->rowCount(files->rootIndex()) > 0);
        QList<Text> qtTexts = widgetTexts(fileDialog, QStringLiteral("Qt's file dialog"));
        for (int r = 0; r < files->model()->rowCount(files->rootIndex()); ++r) {
            // Size, kind and date: the kind from Qt's translations, size and date in the
            // window's language (filedialogdates.h; Qt writes them in the system's, C here).
            for (int c : {1, 2, 3})
                qtTexts << Text{QStringLiteral("Qt's file dialog: row"),
                                files->model()->index(r, c, files->rootIndex()).data().toString()};
        }
        fileDialog->setWindowTitle(QString());
        texts << qtTexts;
        delete fileDialog;

        const QStringList found = check(texts);
        for (const QString &f : found)
            qInfo("%s", qPrintable(f));
        clashes.removeDuplicates();
        for (const QString &c : clashes)
            qInfo("Alt key twice: %s", qPrintable(c));
        QVERIFY2(found.isEmpty(), "the lines above");
        QVERIFY2(clashes.isEmpty(), "the lines above");
        window.document()->undoStack()->setClean();
    }

    // Issue 26, "Done when": a person's first hour on a fresh profile in Chinese, at
    // 1024 × 700 and 1600 × 1000 (and at 1.5×: ctest runs this again with
    // QT_SCALE_FACTOR=1.5). Start panel → memory estimate → comparison → save twice to a new
    // library → diff → PDF: no English sentence, every empty screen says what to do next,
    // and a figure shown twice reads the same.
    void firstHourOnAFreshProfile_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x700") << QSize(1024, 700);
        QTest::newRow("1600x1000") << QSize(1600, 1000);
    }

    void firstHourOnAFreshProfile()
    {
        QFETCH(QSize, size);
        LanguageSwitcher language;
        QCOMPARE(language.apply(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        const QString tag = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
        const QString profile = m_dir.filePath(QStringLiteral("fresh-%1.ini").arg(tag));
        QFile::remove(profile);
        QSettings fresh(profile, QSettings::IniFormat); // nothing in it: a fresh profile
        MainWindow window(m_repo.get(), &m_presets, &fresh);
        window.setLanguageSwitcher(&language);
        aliyun::CredentialSources nowhere;
        nowhere.environment = QProcessEnvironment();
        window.setCredentialSources(nowhere);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QList<Text> texts;

        // The start panel: Qwen2.5 7B, LoRA, "See its memory".
        QVERIFY(window.showStartPanelIfDue());
        QPointer<QDialog> panel = window.findChild<QDialog *>(QStringLiteral("startPanel"));
        QVERIFY(panel && panel->isVisible());
        texts << widgetTexts(panel, QStringLiteral("start panel"));
        auto *model = panel->findChild<QComboBox *>(QStringLiteral("startModel"));
        int qwen = -1;
        for (std::size_t i = 0; i < m_presets.models().size(); ++i)
            qwen = m_presets.models()[i].id == "qwen2.5-7b" ? int(i) : qwen;
        model->setCurrentIndex(model->findData(qwen));
        auto *task = panel->findChild<QComboBox *>(QStringLiteral("startTask"));
        task->setCurrentIndex(task->findData(int(Task::Lora)));
        panel->findChild<QPushButton *>(QStringLiteral("startMemory"))->click();
        QTRY_VERIFY(panel.isNull());
        QCOMPARE(window.tabs()->currentIndex(), int(MainWindow::EstimateTab));

        // The memory estimate: drawn, its total stated as computed.
        EstimatorPage *estimate = window.estimatorPage();
        QTest::qWait(50);
        const double total = estimate->estimate().perGpu.totalGib;
        QVERIFY(total > 10 && total < 40); // 7B LoRA in bf16
        QVERIFY2(estimate->summaryText().contains(formatNumber(total, 1) + QStringLiteral(" GiB")),
                 qPrintable(estimate->summaryText()));
        texts << widgetTexts(window.tabs()->currentWidget(), QStringLiteral("estimate"));

        // The comparison: rows, and the selected row's need and price read the same in the
        // table and in the detail pane beside it.
        window.tabs()->setCurrentIndex(MainWindow::ComparisonTab);
        ComparisonPage *compare = window.comparisonPage();
        QTRY_VERIFY_WITH_TIMEOUT(
            !compare->isComputing() && compare->view()->model()->rowCount() > 0, 20000);
        compare->view()->selectRow(0);
        const QModelIndex first = compare->view()->model()->index(0, 0);
        const PlanRow &row = compare->model()->rowAt(
            static_cast<const QSortFilterProxyModel *>(compare->view()->model())
                ->mapToSource(first)
                .row());
        const QString need =
            compare->view()->model()->index(0, int(PlanTableModel::Column::Need)).data().toString();
        auto *details = compare->findChild<QTextBrowser *>(QStringLiteral("rowDetails"));
        QVERIFY(details);
        QTRY_VERIFY(!details->toPlainText().isEmpty());
        const QString detailText = details->toPlainText();
        const QRegularExpressionMatch detailNeed =
            QRegularExpression(QStringLiteral("(\\d+\\.\\d+) GiB")).match(detailText);
        QVERIFY2(detailNeed.hasMatch(), qPrintable(detailText));
        QVERIFY2(need.startsWith(chartstyle::formatFixed(detailNeed.captured(1).toDouble(), 1) +
                                 QStringLiteral(" / ")),
                 qPrintable(need + QStringLiteral(" | ") + detailText));
        if (row.pricePerHour) {
            const QString price = chartstyle::formatFixed(*row.pricePerHour, 2);
            QVERIFY(compare->view()
                        ->model()
                        ->index(0, int(PlanTableModel::Column::PricePerHour))
                        .data()
                        .toString()
                        .contains(price));
            QVERIFY2(detailText.contains(price), qPrintable(detailText));
        }
        texts << widgetTexts(window.tabs()->currentWidget(), QStringLiteral("comparison"));

        // The library, no folder yet: what a library is and what to do.
        window.tabs()->setCurrentIndex(MainWindow::LibraryTab);
        LibraryPage *library = window.libraryPage();
        auto *note = library->findChild<QLabel *>(QStringLiteral("emptyNote"));
        QVERIFY(note);
        QTRY_VERIFY(note->isVisible() && !note->text().isEmpty());
        QVERIFY(library->findChild<QPushButton *>(QStringLiteral("createExamples"))->isVisible());
        texts << widgetTexts(library, QStringLiteral("library without a folder"));
        // A new, empty folder: still says what to do; then two scenarios saved into it.
        const QString folder = m_dir.filePath(QStringLiteral("team-%1").arg(tag));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(library->useFolder(folder));
        QTRY_VERIFY(note->isVisible() && !note->text().isEmpty());
        texts << widgetTexts(library, QStringLiteral("empty library"));
        // The names given here are the user's words.
        addData(QStringLiteral("qwen-lora"));
        addData(QStringLiteral("qwen-lora-batch8"));
        const QString firstFile = folder + QStringLiteral("/qwen-lora.gpuplan.json");
        QVERIFY(window.saveScenarioAs(firstFile));
        estimate->findChild<QSpinBox *>(QStringLiteral("batch"))->setValue(8);
        const QString secondFile = folder + QStringLiteral("/qwen-lora-batch8.gpuplan.json");
        QVERIFY(window.saveScenarioAs(secondFile));
        QTRY_COMPARE_WITH_TIMEOUT(library->proxy()->rowCount(), 2, 20000);
        QTRY_VERIFY(!note->isVisible());
        texts << widgetTexts(library, QStringLiteral("library of two"));

        // The diff of the two.
        std::unique_ptr<QDialog> diff(library->makeDiffDialog({firstFile, secondFile}));
        QVERIFY(diff);
        const QList<Text> diffTexts = widgetTexts(diff.get(), QStringLiteral("diff"));
        QString diffAll;
        for (const Text &t : diffTexts)
            diffAll += plain(t.text) + QLatin1Char('\n');
        QVERIFY2(diffAll.contains(QLatin1Char('8')), qPrintable(diffAll));
        texts << diffTexts;

        // The PDF, in Chinese, with the estimate's total.
        const QString pdf = folder + QStringLiteral("/report.pdf");
        QVERIFY(window.exportReport(pdf));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        QCOMPARE(text.exitCode(), 0);
        const QString pdfText = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY(pdfText.contains(QStringLiteral("显存")));
        for (const QString &line : pdfText.split(QLatin1Char('\n')))
            texts << Text{QStringLiteral("PDF"), line};

        const QStringList found = check(texts);
        for (const QString &f : found)
            qInfo("%s", qPrintable(f));
        QVERIFY2(found.isEmpty(), "the lines above");
        window.close();
    }

    // English has the same rule for mnemonics: no Alt key claimed twice on one tab.
    void noMnemonicClashInEnglish()
    {
        LanguageSwitcher language;
        QCOMPARE(language.apply(QStringLiteral("en")), QStringLiteral("en"));
        m_settings->setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        window.setLanguageSwitcher(&language);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList clashes;
        for (const QString &file : {QStringLiteral("llama70b-qlora.gpuplan.json"),
                                    QStringLiteral("qwen32b-vllm.gpuplan.json")}) {
            QVERIFY(window.openScenario(libraryFile(file)));
            QList<Text> ignored;
            windowTexts(window, file, ignored, &clashes);
        }
        clashes.removeDuplicates();
        for (const QString &c : clashes)
            qInfo("Alt key twice: %s", qPrintable(c));
        QVERIFY2(clashes.isEmpty(), "the lines above");
        window.document()->undoStack()->setClean();
    }
};

QTEST_MAIN(TestChineseWords)
#include "tst_chinesewords.moc"
