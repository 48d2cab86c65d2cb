// The workload's input registry (estimator/workloadinputs.h) drives every reader and
// writer of an input: one row per input, and for each row its scenario field, flag,
// validation row, diff label and form field must work. A new row that one of them misses
// fails here by name.
#include "clispec.h"
#include "cliworkload.h"
#include "estimator/defaults.h"
#include "estimator/workloadinputs.h"
#include "library.h"
#include "presets.h"
#include "scenario.h"
#include "workloadform.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

namespace {

QString flagOf(const WorkloadInput &in)
{
    return QString::fromLatin1(in.limit.flag.data(), qsizetype(in.limit.flag.size()));
}

// The workload every case starts from: a LoRA fine-tune of the default preset.
Workload start(const PresetLibrary &presets)
{
    Workload w = defaultWorkload();
    w.model = *presets.find(QString::fromLatin1(kDefaultPresetId));
    changeTask(w, Task::Lora);
    w.seqLen = 2048;
    return w;
}

// A value of the input other than w's, inside its range: the next whole number, a
// quarter more (or a tenth less at the top), the switch flipped, another choice.
double otherValue(const WorkloadInput &in, const Workload &w)
{
    const double now = in.get(w);
    switch (in.kind) {
    case InputKind::Whole:
        return std::max(now, in.limit.min) + 1;
    case InputKind::Real:
        return now + 0.25 <= in.limit.max ? now + 0.25 : now - 0.1;
    case InputKind::Switch:
        return now != 0 ? 0 : 1;
    case InputKind::Choice:
        for (auto it = in.choices.rbegin(); it != in.choices.rend(); ++it) {
            if (it->value != static_cast<int>(now))
                return it->value;
        }
        break;
    case InputKind::Text:
        break;
    }
    return now;
}

// w with the input changed (a Text input: the torchtune profile).
Workload changed(const WorkloadInput &in, Workload w)
{
    if (in.kind == InputKind::Text)
        w.*(in.access.text) = "torchtune";
    else
        in.set(w, otherValue(in, w));
    return w;
}

bool sameValue(const WorkloadInput &in, const Workload &a, const Workload &b)
{
    if (in.kind == InputKind::Text)
        return a.*(in.access.text) == b.*(in.access.text);
    return qFuzzyCompare(1 + in.get(a), 1 + in.get(b));
}

QString shown(const WorkloadInput &in, const Workload &w)
{
    return in.kind == InputKind::Text ? QString::fromStdString(w.*(in.access.text))
                                      : QString::number(in.get(w));
}

} // namespace

class TestWorkloadInputs : public QObject
{
    Q_OBJECT

    PresetLibrary m_presets;

    void eachInput()
    {
        QTest::addColumn<QString>("key");
        for (const WorkloadInput &in : workloadInputs())
            QTest::newRow(in.key().data()) << QString::fromLatin1(in.key().data());
    }

    static const WorkloadInput &input()
    {
        QFETCH(QString, key);
        const WorkloadInput *in = workloadInputByKey(key.toStdString());
        Q_ASSERT(in);
        return *in;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString())); }

    void rowsAreComplete_data() { eachInput(); }
    void rowsAreComplete()
    {
        const WorkloadInput &in = input();
        QVERIFY(in.limit.field.starts_with("inputs."));
        QVERIFY(in.limit.flag.starts_with("--"));
        QVERIFY(in.label && *in.label);
        QVERIFY(in.help && *in.help);
        QVERIFY(in.access.get || in.access.text);
        QVERIFY(in.place == FormPlace::None || (in.formLabel && *in.formLabel));
        if (in.kind == InputKind::Switch && !in.hasChoices())
            QVERIFY2(in.offHelp && *in.offHelp, "a switch's --no- flag needs its help");
        if (in.kind == InputKind::Choice)
            QVERIFY(in.hasChoices());
        // Numbers have their validation row, found by field and by flag.
        if (in.isNumber()) {
            QCOMPARE(limits::byField(in.limit.field), limits::byFlag(in.limit.flag));
            QVERIFY(limits::byField(in.limit.field));
        }
        // One row per key and per flag.
        QCOMPARE(workloadInputByKey(in.key()), &in);
        QCOMPARE(workloadInputByFlag(in.limit.flag), &in);
    }

    // The choices' ids are the enums' names in files and the database (memorynames.cpp).
    void choiceIdsAreTheEnumsNames()
    {
        const std::map<std::string_view, std::string_view (*)(int)> names = {
            {"task",
             [](int v) {
                 return toString(Task(v));
             }},
            {"precision",
             [](int v) {
                 return toString(Precision(v));
             }},
            {"kv_cache_precision",
             [](int v) {
                 return toString(Precision(v));
             }},
            {"quantization",
             [](int v) {
                 return toString(Quantization(v));
             }},
            {"optimizer",
             [](int v) {
                 return toString(Optimizer(v));
             }},
            {"sharding",
             [](int v) {
                 return toString(Sharding(v));
             }},
            {"engine",
             [](int v) {
                 return toString(Engine(v));
             }},
            {"attention", [](int v) {
                 return toString(Attention(v));
             }}};
        for (const auto &[key, name] : names) {
            const WorkloadInput *in = workloadInputByKey(key);
            QVERIFY(in);
            for (const InputChoice &c : in->choices)
                QCOMPARE(
                    QString::fromLatin1(c.id.data(), qsizetype(c.id.size())),
                    QString::fromLatin1(name(c.value).data(), qsizetype(name(c.value).size())));
        }
        // Every task and quantization can be chosen.
        QCOMPARE(workloadInputByKey("task")->choices.size(), std::size_t(5));
        QCOMPARE(workloadInputByKey("quantization")->choices.size(), std::size_t(10));
    }

    void scenarioFileKeepsIt_data() { eachInput(); }
    void scenarioFileKeepsIt()
    {
        const WorkloadInput &in = input();
        Scenario s = newScenario();
        s.workload = changed(in, start(m_presets));
        const nlohmann::json j = scenarioToJson(s);
        QCOMPARE(j.at("inputs").contains(std::string(in.key())), in.saved);
        QString error;
        const auto back = scenarioFromJson(j, m_presets, &error);
        QVERIFY2(back, qPrintable(error));
        if (in.saved)
            QVERIFY2(sameValue(in, back->workload, s.workload),
                     qPrintable(shown(in, back->workload)));
        else
            QVERIFY(sameValue(in, back->workload, start(m_presets)));
    }

    void flagSetsIt_data() { eachInput(); }
    void flagSetsIt()
    {
        const WorkloadInput &in = input();
        const Workload want = changed(in, start(m_presets));
        QMap<QString, QString> flags = {
            {QStringLiteral("--model"), QLatin1String(kDefaultPresetId)},
            {QStringLiteral("--task"), QStringLiteral("lora")},
            {QStringLiteral("--seq-len"), QStringLiteral("2048")}};
        QStringList switches;
        const QString flag = flagOf(in);
        if (in.hasChoices()) {
            QString id = QString::fromLatin1(in.choice(int(in.get(want)))->id.data());
            id.replace(QLatin1Char('_'), QLatin1Char('-')); // "full-copy" is "full_copy"
            flags[flag] = id;
        } else if (in.kind == InputKind::Switch) {
            switches << (in.get(want) != 0 ? flag : QStringLiteral("--no-") + flag.mid(2));
        } else {
            flags[flag] = shown(in, want);
        }
        QStringList argv = switches;
        for (auto it = flags.begin(); it != flags.end(); ++it)
            argv << it.key() << it.value();
        cli::Args args;
        QString error;
        QVERIFY2(args.parse(argv, *cli::findCommand(QStringLiteral("estimate")), &error),
                 qPrintable(error));
        const auto w = cli::workloadFromArgs(args, m_presets, &error);
        QVERIFY2(w, qPrintable(error));
        QVERIFY2(sameValue(in, *w, want), qPrintable(argv.join(QLatin1Char(' '))));
        // …and --help lists it (a switch with its --no- form).
        const QString help = cli::commandHelp(*cli::findCommand(QStringLiteral("estimate")));
        QVERIFY(help.contains(QStringLiteral("  ") + flag));
        if (in.kind == InputKind::Switch && !in.hasChoices())
            QVERIFY(help.contains(QStringLiteral("--no-") + flag.mid(2)));
    }

    void diffNamesIt_data() { eachInput(); }
    void diffNamesIt()
    {
        const WorkloadInput &in = input();
        const QString field = QStringLiteral("inputs.") + QString::fromLatin1(in.key().data());
        QCOMPARE(diffFieldLabel(field).label,
                 QCoreApplication::translate("WorkloadInput", in.label));
    }

    void formShowsAndReadsIt_data() { eachInput(); }
    void formShowsAndReadsIt()
    {
        const WorkloadInput &in = input();
        WorkloadForm form(&m_presets);
        Workload w = changed(in, start(m_presets));
        // The form shows the prompt as the context (prompt + output).
        if (in.key() == "prompt_len" || in.key() == "output_len")
            w.task = Task::Inference;
        form.showWorkload(w, QString::fromLatin1(kDefaultPresetId));
        QVERIFY2(sameValue(in, form.workload(), w), qPrintable(shown(in, form.workload())));
        // A field named after the key, shown while its task uses it (inputs the form has no
        // field for keep their value, checked above).
        if (in.place == FormPlace::None)
            return;
        QString name = QStringLiteral("contextLen");
        if (in.key() != "prompt_len") {
            name.clear();
            bool upper = false;
            for (const char c : in.key()) {
                if (c == '_')
                    upper = true;
                else
                    name += upper ? QChar::fromLatin1(c).toUpper() : QChar::fromLatin1(c);
                upper = upper && c == '_';
            }
        }
        QVERIFY2(form.findChild<QWidget *>(name), qPrintable(name));
        QString label = QCoreApplication::translate("WorkloadInput", in.formLabel);
        label.remove(QLatin1Char('&'));
        if (label.endsWith(QLatin1Char(':')))
            label.chop(1);
        QCOMPARE(form.fieldLabel(name), label);
    }
};

QTEST_MAIN(TestWorkloadInputs)
#include "tst_workloadinputs.moc"
