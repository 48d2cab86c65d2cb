// Issue 27's done-when, at the command line: every case of the hostile corpus
// (tests/data/hostile/cases.json; tst_hostilecorpus runs it in the window) through the
// command a user or script would run on it. Each ends with a message naming what is wrong,
// its exit code (1 for a bad file or a failed refresh, 0 for what is accepted), no control
// character from the input on the terminal, the data unchanged, and no secret anywhere but
// in the request to the configured host.
#include "../support/cliprocess.h"
#include "../support/fakeecs.h"
#include "../support/hostilecorpus.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliHostileCorpus : public QObject
{
    Q_OBJECT

private:
    // Raw terminal controls from an input: ESC, a carriage return not ending a line, and the
    // bidirectional override (terminalSafe shows them as \x1b, \r and \u202e).
    static bool holdsControls(const QString &text)
    {
        QString t = text;
        t.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
        return t.contains(QChar(0x1b)) || t.contains(QLatin1Char('\r')) ||
               t.contains(QChar(0x202e));
    }

private Q_SLOTS:
    void onTheCommandLine_data() { hostile::addCaseRows(); }

    void onTheCommandLine()
    {
        QFETCH(QJsonObject, c);
        const QString kind = c.value(QStringLiteral("kind")).toString();
        const bool accepted = c.value(QStringLiteral("accepted")).toBool();
        const QString message = c.value(QStringLiteral("message")).toString();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const bool library =
            kind == QLatin1String("library") || kind == QLatin1String("trash-link");
        const QString in = dir.filePath(library ? QStringLiteral("library") : QStringLiteral("in"));
        const QStringList inputs = hostile::prepareInputs(c, in);
        const QString outside = dir.filePath(QStringLiteral("outside"));
        if (kind == QLatin1String("trash-link")) {
            QVERIFY(QDir().mkpath(outside));
            QVERIFY(QFile::rename(inputs[0], outside + QStringLiteral("/victim.gpuplan.json")));
            QVERIFY(QFile::link(outside, in + QStringLiteral("/.trash")));
        }
        QString overlay = dir.filePath(QStringLiteral("overlay.db"));
        if (kind == QLatin1String("overlay"))
            overlay = hostile::prepareOverlay(c, dir);
        const QByteArray overlayBefore = hostile::hashOf(overlay);
        const auto inputsBefore = hostile::filesUnder(in);
        const auto outsideBefore = hostile::filesUnder(outside);

        FakeEcs fake;
        FakeEcs elsewhere;
        QVERIFY(fake.listen() && elsewhere.listen());
        CliOptions options;
        options.overlay = overlay;
        options.eventLoop = true; // the fake endpoints answer from this event loop
        for (const QString &name : QProcessEnvironment::systemEnvironment().keys()) {
            if (name.startsWith(QLatin1String("ALIBABA_CLOUD_")))
                options.unset << name;
        }
        options.env = {QStringLiteral("GPU_PLANNER_KEYCHAIN=off"),
                       QStringLiteral("ALIBABA_CLOUD_ECS_METADATA_DISABLED=true"),
                       QStringLiteral("HOME=") + dir.filePath(QStringLiteral("home")),
                       QStringLiteral("XDG_CACHE_HOME=") + dir.filePath(QStringLiteral("cache")),
                       QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_ID=") + fake.config.accessKeyId,
                       QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_SECRET=") +
                           fake.config.accessKeySecret};

        QStringList args;
        int expected = accepted ? 0 : 1;
        if (kind == QLatin1String("import")) {
            args = QStringList{QStringLiteral("catalog"), QStringLiteral("import")} + inputs;
            const QStringList request =
                c.value(QStringLiteral("request")).toVariant().toStringList();
            if (request.size() == 2)
                args << QStringLiteral("--region") << request[0]
                     << QStringLiteral("--instance-type") << request[1];
        } else if (kind == QLatin1String("scenario")) {
            args = {QStringLiteral("estimate"), QStringLiteral("--scenario"), inputs[0]};
        } else if (kind == QLatin1String("library")) {
            args = {QStringLiteral("library"), QStringLiteral("list"), QStringLiteral("--dir"), in};
        } else if (kind == QLatin1String("trash-link")) {
            args = {QStringLiteral("library"), QStringLiteral("restore"),
                    QStringLiteral("victim.gpuplan.json"), QStringLiteral("--dir"), in};
        } else if (kind == QLatin1String("overlay")) {
            args = {QStringLiteral("catalog"), QStringLiteral("list")};
        } else if (kind == QLatin1String("refresh")) {
            const QString server = c.value(QStringLiteral("server")).toString();
            const QString endpoint = hostile::endpointFor(c, fake, elsewhere);
            args = {QStringLiteral("catalog"),          QStringLiteral("refresh"),
                    QStringLiteral("--region"),         QStringLiteral("cn-hangzhou"),
                    QStringLiteral("--instance-types"), QStringLiteral("ecs.gn7i-c8g1.2xlarge"),
                    QStringLiteral("--pricing"),        QStringLiteral("payg"),
                    QStringLiteral("--endpoint"),       endpoint};
            if (server == QLatin1String("plain-http"))
                expected = 2; // refused as a bad flag, before anything is sent
        } else {
            QFAIL(qPrintable(QStringLiteral("unknown kind %1").arg(kind)));
        }
        const CliRun r = runGpuPlanner(args, options);
        const QString all = r.out + r.err;
        QVERIFY2(r.code == expected, qPrintable(QStringLiteral("exit %1, expected %2\n%3")
                                                    .arg(r.code)
                                                    .arg(expected)
                                                    .arg(all.left(2000))));
        if (!message.isEmpty())
            QVERIFY2(all.contains(message), qPrintable(all.left(2000)));
        if (kind == QLatin1String("overlay"))
            QVERIFY2(all.contains(QLatin1String("catalog reset-overlay --yes")), qPrintable(all));
        QVERIFY2(!holdsControls(all), qPrintable(all.left(2000)));
        QCOMPARE(elsewhere.requests, 0);

        QVERIFY(hostile::filesUnder(in) == inputsBefore);
        QVERIFY(hostile::filesUnder(outside) == outsideBefore);
        if (!(accepted && kind == QLatin1String("import")))
            QCOMPARE(hostile::hashOf(overlay), overlayBefore);
        const QByteArray secret = fake.config.accessKeySecret.toUtf8();
        QVERIFY(!all.toUtf8().contains(secret));
        QVERIFY(!hostile::anyFileHolds(dir.path(), secret));
    }
};

QTEST_GUILESS_MAIN(TestCliHostileCorpus)
#include "tst_clihostilecorpus.moc"
