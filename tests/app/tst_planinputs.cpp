// The plan's option registry (estimator/planinputs.h) drives every reader and writer of a
// plan option, as tst_workloadinputs checks for the workload: for each row its scenario
// field, flag, validation row, diff label and comparison-form field must work. A new row
// that one of them misses fails here by name.
#include "catalogrepository.h"
#include "clispec.h"
#include "cliworkload.h"
#include "estimator/catalog.h"
#include "estimator/defaults.h"
#include "estimator/planinputs.h"
#include "library.h"
#include "planoptionsform.h"
#include "presets.h"
#include "scenario.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

namespace {

QString latin(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

// o with the option changed to another allowed value: a number a step inside its range
// (an optional one set; the form's step: half a unit it shows, a whole one when it shows
// no decimals), another pricing mode, the other currency, another region, a family list,
// a date.
PlanOptions changed(const PlanInput &in, PlanOptions o, bool formStep = false)
{
    switch (in.kind) {
    case PlanInputKind::Whole:
    case PlanInputKind::Real: {
        if (!in.access.get)
            break; // another spelling of a saved option: no member of its own
        const double now = in.access.get(o).value_or(in.limit.min);
        double step = in.kind == PlanInputKind::Whole ? 1 : 0.25;
        if (formStep && in.kind == PlanInputKind::Real)
            step = in.form.perShown * (in.form.decimals == 0 ? 1 : 0.5);
        in.access.set(o, now + step <= in.limit.max ? now + step : now - step);
        break;
    }
    case PlanInputKind::Pricing:
        o.pricing = PricingMode::Spot;
        break;
    case PlanInputKind::Text:
        o.*(in.access.text) = in.ids.empty() ? "cn-beijing" : std::string(in.ids.back());
        break;
    case PlanInputKind::List:
        o.*(in.access.list) = {"gn7i", "gn7e"};
        break;
    case PlanInputKind::Date:
        o.*(in.access.text) = "2026-01-31";
        break;
    }
    return o;
}

// The value as the command line writes it.
QString flagValue(const PlanInput &in, const PlanOptions &o)
{
    switch (in.kind) {
    case PlanInputKind::Whole:
    case PlanInputKind::Real:
        return QString::number(*in.access.get(o), 'g', 17);
    case PlanInputKind::Pricing:
        return latin(toString(o.pricing));
    case PlanInputKind::Text:
    case PlanInputKind::Date:
        return QString::fromStdString(o.*(in.access.text));
    case PlanInputKind::List: {
        QStringList names;
        for (const std::string &n : o.*(in.access.list))
            names << QString::fromStdString(n);
        return names.join(QLatin1Char(','));
    }
    }
    return {};
}

} // namespace

class TestPlanInputs : public QObject
{
    Q_OBJECT

    PresetLibrary m_presets;
    QTemporaryDir m_dir;

    void eachInput()
    {
        QTest::addColumn<QString>("key");
        for (const PlanInput &in : planInputs())
            QTest::newRow(in.key().data()) << latin(in.key());
    }

    static const PlanInput &input()
    {
        QFETCH(QString, key);
        const PlanInput *in = planInputByKey(key.toStdString());
        Q_ASSERT(in);
        return *in;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString())); }

    void rowsAreComplete_data() { eachInput(); }
    void rowsAreComplete()
    {
        const PlanInput &in = input();
        QVERIFY(in.limit.field.starts_with("plan."));
        QCOMPARE(planInputByKey(in.key()), &in);
        if (!in.flag().empty()) {
            QVERIFY(in.flag().starts_with("--"));
            QVERIFY(in.help && *in.help);
            QCOMPARE(planInputByFlag(in.flag()), &in);
        }
        // A saved option has its accessor and its label; an option only the command line
        // spells (--samples, --checkpoint-minutes) sets a saved one.
        if (in.saved) {
            QVERIFY(in.label && *in.label);
            QVERIFY(in.access.get || in.access.text || in.access.list);
        } else if (in.isNumber()) {
            QVERIFY(in.fromFlag);
            QVERIFY(!in.flag().empty());
        }
        // Numbers have their validation row, found by field (and flag).
        if (in.isNumber()) {
            QVERIFY(limits::byField(in.limit.field));
            if (!in.flag().empty())
                QCOMPARE(limits::byFlag(in.flag()), limits::byField(in.limit.field));
        }
        QVERIFY(in.form.place == 0 || (in.form.label && in.form.name));
    }

    // Every member of PlanOptions a scenario file keeps has its row: the file's plan
    // object has exactly the saved rows' keys (optional ones when set).
    void scenarioFileHasOnlyRegisteredKeys()
    {
        Scenario s = newScenario();
        for (const PlanInput &in : planInputs()) {
            if (in.saved)
                s.plan = changed(in, s.plan);
        }
        const nlohmann::json plan = scenarioToJson(s).at("plan");
        std::set<std::string> keys, saved;
        for (auto it = plan.begin(); it != plan.end(); ++it)
            keys.insert(it.key());
        for (const PlanInput &in : planInputs()) {
            if (in.saved)
                saved.insert(std::string(in.key()));
        }
        QCOMPARE(keys, saved);
    }

    void scenarioFileKeepsIt_data() { eachInput(); }
    void scenarioFileKeepsIt()
    {
        const PlanInput &in = input();
        Scenario s = newScenario();
        s.workload.model = *m_presets.find(QString::fromLatin1(kDefaultPresetId));
        const PlanOptions before = s.plan;
        s.plan = changed(in, s.plan);
        if (in.saved)
            QVERIFY2(!(s.plan == before), "the change must change something");
        QString error;
        const auto back = scenarioFromJson(scenarioToJson(s), m_presets, &error);
        QVERIFY2(back, qPrintable(error));
        if (in.saved) {
            PlanOptions want = s.plan;
            want.today = back->plan.today; // not saved: the day it is opened
            QVERIFY(back->plan == want);
        }
    }

    void flagSetsIt_data() { eachInput(); }
    void flagSetsIt()
    {
        const PlanInput &in = input();
        if (in.flag().empty())
            QSKIP("no flag of its own: another spelling sets it (checked there)");
        const Workload w = [&] {
            Workload x = defaultWorkload();
            x.model = *m_presets.find(QString::fromLatin1(kDefaultPresetId));
            changeTask(x, Task::Lora);
            x.seqLen = 2048;
            return x;
        }();
        PlanOptions want = defaultPlanOptions();
        QString value;
        if (in.fromFlag) {
            value = QStringLiteral("3");
            in.fromFlag(want, w, 3);
        } else {
            want = changed(in, want);
            value = flagValue(in, want);
        }
        const QString flag = latin(in.flag());
        const QStringList argv = {QStringLiteral("--model"),
                                  QLatin1String(kDefaultPresetId),
                                  QStringLiteral("--task"),
                                  QStringLiteral("lora"),
                                  QStringLiteral("--seq-len"),
                                  QStringLiteral("2048"),
                                  flag,
                                  value};
        cli::Args args;
        QString error;
        QVERIFY2(args.parse(argv, *cli::findCommand(QStringLiteral("rank")), &error),
                 qPrintable(error));
        const auto o = cli::planOptionsFromArgs(args, std::nullopt, w, &error);
        QVERIFY2(o, qPrintable(error));
        if (in.kind != PlanInputKind::Date)
            want.today = o->today;
        QVERIFY2(*o == want, qPrintable(argv.join(QLatin1Char(' '))));
        // …and --help lists it under its heading.
        const QString help = cli::commandHelp(*cli::findCommand(QStringLiteral("rank")));
        QVERIFY(help.contains(QStringLiteral("  ") + flag + QLatin1Char(' ')));
    }

    void diffNamesIt_data() { eachInput(); }
    void diffNamesIt()
    {
        const PlanInput &in = input();
        if (!in.saved)
            QSKIP("not in scenario files");
        const DiffFieldLabel l = diffFieldLabel(latin(in.limit.field), QStringLiteral("USD"));
        QCOMPARE(l.label, QCoreApplication::translate("PlanInput", in.label));
        if (in.unit && QLatin1String(in.unit) == QLatin1String("$"))
            QCOMPARE(l.unit, QStringLiteral("USD"));
    }

    // Whether an option applies follows its use: two serving scenarios that differ only in
    // a training option do not differ.
    void diffSkipsWhatTheTaskDoesNotUse()
    {
        Scenario a = newScenario();
        a.workload.model = *m_presets.find(QString::fromLatin1(kDefaultPresetId));
        changeTask(a.workload, Task::Inference);
        for (const PlanInput &in : planInputs()) {
            if (!in.saved)
                continue;
            Scenario b = a;
            b.plan = changed(in, a.plan);
            const ScenarioDiff d = diffScenarios(a, b, Catalog{});
            bool listed = false;
            for (const ScenarioDiff::Field &f : d.fields)
                listed = listed || f.field == latin(in.limit.field);
            QVERIFY2(listed == (in.use != PlanUse::Training), in.limit.field.data());
        }
    }

    void formShowsAndReadsIt_data() { eachInput(); }
    void formShowsAndReadsIt()
    {
        const PlanInput &in = input();
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o.db")));
        QVERIFY(repo.load());
        PlanOptionsForm form(repo.catalog(), [](const std::string &) { return true; });
        const PlanOptions base = defaultPlanOptions();
        const PlanOptions o = changed(in, base, true);
        QSignalSpy edits(&form, &PlanOptionsForm::edited);
        form.show(o);
        QCOMPARE(edits.count(), 0); // showing is not an edit
        const PlanOptions read = form.read(base);
        QWidget *field = form.field(in.key());
        if (in.form.place == 0) {
            QVERIFY(!field);
            QVERIFY(read == base); // the form keeps what it does not show
            return;
        }
        QVERIFY(field);
        QCOMPARE(field->objectName(), QLatin1String(in.form.name));
        QVERIFY2(read == o, in.limit.field.data());
        // Its label names it and is its buddy; the serving plan greys out training options.
        bool labelled = false;
        for (const QLabel *l : form.findChildren<QLabel *>())
            labelled = labelled || l->buddy() == field;
        QVERIFY(labelled);
        form.setServing(true);
        QCOMPARE(field->isEnabled(), in.use != PlanUse::Training);
        // A change by the user is an edit of that field.
        form.show(base);
        if (auto *box = qobject_cast<QDoubleSpinBox *>(field))
            box->setValue(box->value() + box->singleStep());
        else if (auto *box = qobject_cast<QSpinBox *>(field))
            box->setValue(box->value() + 1);
        else if (auto *box = qobject_cast<QComboBox *>(field))
            box->setCurrentIndex((box->currentIndex() + 1) % box->count());
        else if (auto *edit = qobject_cast<QLineEdit *>(field))
            edit->setText(QStringLiteral("gn7i"));
        QCOMPARE(edits.count(), 1);
        QCOMPARE(edits.at(0).at(0).value<QWidget *>(), field);
    }
};

QTEST_MAIN(TestPlanInputs)
#include "tst_planinputs.moc"
