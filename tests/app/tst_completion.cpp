// The bash completion (packaging/gpu-planner.bash-completion) asks the program itself:
// commands, subcommands, each command's flags (with those of the commands it names), the
// values a flag lists in --help, model preset ids, instance types, families and regions.
// Each row runs the completion function in bash with the built gpu-planner on PATH.
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

class TestCompletion : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("bash")).isEmpty())
            QSKIP("bash is not installed");
    }

    void complete_data()
    {
        QTest::addColumn<QStringList>("words"); // the last one is being completed
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("command") << QStringList{"ra"} << QStringList{"rank"};
        QTest::newRow("every command of the help")
            << QStringList{"s"} << QStringList{"scenario", "solve"};
        QTest::newRow("subcommand")
            << QStringList{"catalog", "s"} << QStringList{"set-price", "show"};
        QTest::newRow("library subcommand") << QStringList{"library", "d"} << QStringList{"diff"};
        QTest::newRow("flag of the command")
            << QStringList{"rank", "--ta"} << QStringList{"--task"};
        QTest::newRow("rank --today") << QStringList{"rank", "--tod"} << QStringList{"--today"};
        QTest::newRow("estimate --scenario")
            << QStringList{"estimate", "--scen"} << QStringList{"--scenario"};
        QTest::newRow("solve takes the rank flags")
            << QStringList{"solve", "--dead"} << QStringList{"--deadline-hours"};
        QTest::newRow("flags of the commands named") << QStringList{"scenario", "new", "--grad"}
                                                     << QStringList{"--grad-accum", "--grad-ckpt"};
        QTest::newRow("values listed in the help")
            << QStringList{"rank", "--task", "q"} << QStringList{"qlora"};
        QTest::newRow("values of this command's --format")
            << QStringList{"catalog", "import", "--format", "p"}
            << QStringList{"price", "price-csv"};
        QTest::newRow("another command's --format")
            << QStringList{"rank", "--format", "c"} << QStringList{"csv"};
        // Issue 28: estimate and solve take --format table|json; capacity its own.
        QTest::newRow("estimate --format")
            << QStringList{"estimate", "--format", ""} << QStringList{"json", "table"};
        QTest::newRow("solve --format")
            << QStringList{"solve", "--format", ""} << QStringList{"json", "table"};
        QTest::newRow("capacity --format")
            << QStringList{"capacity", "--format", "m"} << QStringList{"markdown"};
        QTest::newRow("--json where --format json is")
            << QStringList{"models", "list", "--j"} << QStringList{"--json"};
        QTest::newRow("preset id")
            << QStringList{"estimate", "--model", "llama-3.1-8"} << QStringList{"llama-3.1-8b"};
        QTest::newRow("instance type") << QStringList{"catalog", "show", "ecs.gn7i-c8g1.2x"}
                                       << QStringList{"ecs.gn7i-c8g1.2xlarge"};
        QTest::newRow("instance type flag")
            << QStringList{"catalog", "set-price", "--instance-type", "ecs.gn6i-c4g1.x"}
            << QStringList{"ecs.gn6i-c4g1.xlarge"};
        QTest::newRow("family") << QStringList{"rank", "--families", "gn7i"} << QStringList{"gn7i"};
        // A list: the family after the comma, the ones before kept; never file names.
        QTest::newRow("family after a comma") << QStringList{"rank", "--families", "gn7,gn6"}
                                              << QStringList{"gn7,gn6e", "gn7,gn6i", "gn7,gn6v"};
        QTest::newRow("nothing after a comma in a single value")
            << QStringList{"rank", "--pricing", "payg,"} << QStringList{};
        QTest::newRow("region") << QStringList{"rank", "--region", "cn-sh"}
                                << QStringList{"cn-shanghai", "cn-shenzhen"};
    }
    void complete()
    {
        QFETCH(QStringList, words);
        QFETCH(QStringList, expected);
        QStringList got = completions(words);
        got.sort();
        QCOMPARE(got, expected);
    }

    // Every command of --help (and library --help) completes every flag its own
    // `COMMAND --help` lists.
    void everyFlagOfEveryCommand()
    {
        const QString help = program({QStringLiteral("--help")}) +
                             program({QStringLiteral("library"), QStringLiteral("--help")});
        static const QRegularExpression entry(
            QStringLiteral("^  ([a-z][a-z-]*)(?: ([a-z][a-z-]*))?"),
            QRegularExpression::MultilineOption);
        static const QRegularExpression flag(QStringLiteral("^  (--[a-z0-9-]+)"),
                                             QRegularExpression::MultilineOption);
        const QStringList groups = {QStringLiteral("catalog"), QStringLiteral("models"),
                                    QStringLiteral("scenario"), QStringLiteral("library")};
        QStringList seen;
        for (const auto &m : entry.globalMatch(help)) {
            QStringList command{m.captured(1)};
            if (groups.contains(m.captured(1))) {
                if (m.captured(2).isEmpty())
                    continue; // "library list|diff|…": the subcommands follow
                command << m.captured(2);
            }
            if (seen.contains(command.join(QLatin1Char(' '))))
                continue;
            seen << command.join(QLatin1Char(' '));
            const QString own = program(command + QStringList{QStringLiteral("--help")});
            const QStringList completed = completions(command + QStringList{QStringLiteral("--")});
            int flags = 0;
            for (const auto &f : flag.globalMatch(own)) {
                ++flags;
                QVERIFY2(
                    completed.contains(f.captured(1)),
                    qPrintable(command.join(QLatin1Char(' ')) + QLatin1Char(' ') + f.captured(1)));
            }
            QVERIFY2(flags > 0 || command.join(QLatin1Char(' ')) == QLatin1String("catalog show") ||
                         command.join(QLatin1Char(' ')) == QLatin1String("catalog regions"),
                     qPrintable(command.join(QLatin1Char(' '))));
        }
        QVERIFY2(seen.size() >= 22, qPrintable(seen.join(QStringLiteral(", "))));
    }

    // An empty answer stays empty: the completion is registered without bash's fallback to
    // file names (-o default / -o bashdefault), which offered files after "--pricing payg,".
    void noFallbackToFileNames()
    {
        QProcess p;
        p.start(
            QStringLiteral("bash"),
            {QStringLiteral("--norc"), QStringLiteral("-c"),
             QStringLiteral("source '" GP_SOURCE_DIR
                            "/packaging/gpu-planner.bash-completion'; complete -p gpu-planner")});
        QVERIFY(p.waitForFinished(30000));
        const QString spec = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        QVERIFY2(spec.contains(QStringLiteral("-F _gpu_planner")), qPrintable(spec));
        QVERIFY2(!spec.contains(QStringLiteral("default")), qPrintable(spec));
    }

private:
    static QProcessEnvironment environment()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), QFileInfo(QStringLiteral(GP_CLI)).absolutePath() +
                                               QLatin1Char(':') +
                                               env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("GPU_PLANNER_CATALOG"), QStringLiteral(GP_SHIPPED_CATALOG));
        return env;
    }

    static QString program(const QStringList &args)
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(GP_CLI), args);
        p.waitForFinished(30000);
        return QString::fromUtf8(p.readAllStandardOutput());
    }

    // What the completion offers for words, the last one being completed.
    static QStringList completions(const QStringList &words)
    {
        QStringList quoted;
        for (const QString &w : words)
            quoted << QLatin1Char('\'') + w + QLatin1Char('\'');
        const QString script =
            QStringLiteral("source '%1'\nCOMP_WORDS=(gpu-planner %2)\nCOMP_CWORD=%3\n"
                           "_gpu_planner\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n")
                .arg(QStringLiteral(GP_SOURCE_DIR "/packaging/gpu-planner.bash-completion"),
                     quoted.join(QLatin1Char(' ')))
                .arg(words.size());
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral("bash"), {QStringLiteral("--norc"), QStringLiteral("-c"), script});
        if (!p.waitForFinished(30000) || p.exitCode() != 0)
            return {QStringLiteral("(bash failed)")};
        return QString::fromUtf8(p.readAllStandardOutput())
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
};

QTEST_GUILESS_MAIN(TestCompletion)
#include "tst_completion.moc"
