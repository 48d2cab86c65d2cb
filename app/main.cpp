// gpu-planner: with no command, the window (with the scenario files given open); with one
// (catalog …, --help, --version), the same engine on the command line without a window.
#include "catalogrepository.h"
#include "cli.h"
#include "launch.h"
#include "mainwindow.h"
#include "paths.h"
#include "presets.h"

#include <QApplication>
#include <QGuiApplication>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>
#include <exception>
#include <memory>

using namespace gpuplanner;

namespace {

void setIdentity()
{
    // Settings in ~/.config/gpu-planner/gpu-planner.conf, the overlay in
    // ~/.local/share/gpu-planner/ (paths.h).
    setApplicationIdentity();
    QCoreApplication::setApplicationVersion(QStringLiteral(GPU_PLANNER_VERSION));
}

// The first argument that is not a global flag (or its value) decides CLI or GUI.
QString firstCommand(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        if (a == QLatin1String("--catalog") || a == QLatin1String("--overlay") ||
            a == QLatin1String("--lang")) {
            ++i;
            continue;
        }
        if (a.startsWith(QLatin1String("--catalog=")) ||
            a.startsWith(QLatin1String("--overlay=")) || a.startsWith(QLatin1String("--lang=")))
            continue;
        return a;
    }
    return {};
}

// Moves global flags given before the command to after it, where each subcommand reads them.
QStringList cliArguments(const QStringList &args)
{
    QStringList globals;
    QStringList rest;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (rest.isEmpty() &&
            (a == QLatin1String("--catalog") || a == QLatin1String("--overlay")) &&
            i + 1 < args.size()) {
            globals << a << args[++i];
        } else if (rest.isEmpty() && (a.startsWith(QLatin1String("--catalog=")) ||
                                      a.startsWith(QLatin1String("--overlay=")))) {
            globals << a;
        } else {
            rest << a;
        }
    }
    if (rest.size() >= 2 && rest.first() == QLatin1String("catalog"))
        return rest.mid(0, 2) + globals + rest.mid(2);
    return rest + globals;
}

QString flagValue(const QStringList &args, const QString &flag)
{
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == flag && i + 1 < args.size())
            return args[i + 1];
        if (args[i].startsWith(flag + QLatin1Char('=')))
            return args[i].mid(flag.size() + 1);
    }
    return {};
}

// English plural forms: the sources say tr("%n GPU(s)", nullptr, n) and
// gpu-planner_en.qm (plural forms only) turns that into "1 GPU" / "2 GPUs". Installed
// first, so that a language installed later takes precedence.
void installPluralForms()
{
    static QTranslator plurals;
    if (plurals.load(appTranslationFile(QStringLiteral("en"))))
        QCoreApplication::installTranslator(&plurals);
}

} // namespace

int main(int argc, char **argv)
{
    const QString command = firstCommand(argc, argv);
    // A command, or an unknown "--flag" or word (which the command line then reports), runs
    // without a window; Qt's own "-platform …" style options and scenario files go to the
    // window.
    if (isCliCommand(command) || command.startsWith(QLatin1String("--")) ||
        (!command.isEmpty() && !command.startsWith(QLatin1Char('-')) &&
         !isDocumentArgument(command))) {
        // A PDF report lays out and paints text, which needs a QGuiApplication; the
        // offscreen platform serves without a display.
        std::unique_ptr<QCoreApplication> app;
        if (command == QLatin1String("report")) {
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            app = std::make_unique<QGuiApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        setIdentity();
        installPluralForms();
        QTextStream out(stdout);
        QTextStream err(stderr);
        // Readers catch their own exceptions and name the file and field; this is the last
        // net, so that an exception nobody expected is a message and exit code 1 rather
        // than std::terminate.
        int code = 1;
        try {
            code = runCli(cliArguments(app->arguments().mid(1)), out, err);
        } catch (const std::exception &e) {
            err << "gpu-planner " << command << ": internal error: " << e.what()
                << " (please report this)\n";
        }
        out.flush();
        err.flush();
        return code;
    }

    QApplication app(argc, argv);
    setIdentity();
    installPluralForms();
    QApplication::setApplicationDisplayName(QObject::tr("GPU Planner"));
    // The desktop entry and icon installed by packaging/ (Wayland matches windows by it).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.gpuplanner.GpuPlanner"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.gpuplanner.GpuPlanner"),
                                                 QIcon(QStringLiteral(":/icons/256.png"))));
    const QStringList args = app.arguments();
    CatalogRepository repository(resolveCatalogPath(flagValue(args, QStringLiteral("--catalog"))),
                                 resolveOverlayPath(flagValue(args, QStringLiteral("--overlay"))));
    if (!repository.load()) {
        QMessageBox::critical(
            nullptr, QObject::tr("GPU Planner"),
            QObject::tr("The instance catalog cannot be read:\n%1")
                .arg(catalogLoadError(flagValue(args, QStringLiteral("--catalog")),
                                      repository.errorString())));
        return 1;
    }
    migrateLegacySettings(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation));
    QSettings settings;
    // Language: --lang, else the setting (View ▸ Language), else the system's.
    QString language = flagValue(args, QStringLiteral("--lang"));
    if (language.isEmpty())
        language = settings.value(QStringLiteral("ui/language")).toString();
    if (language.isEmpty())
        language = QLocale::system().name().startsWith(QLatin1String("zh"))
                       ? QStringLiteral("zh_CN")
                       : QStringLiteral("en");
    // The installed .qm files (share/gpu-planner/translations/) win over the embedded one;
    // Qt's own (qtbase_zh_CN.qm) translates its dialogs' buttons.
    QTranslator translator;
    QTranslator qtTranslator;
    const QString qmFile =
        language == QLatin1String("en") ? QString() : appTranslationFile(language);
    if (!qmFile.isEmpty() && translator.load(qmFile)) {
        QCoreApplication::installTranslator(&translator);
        const QString qtFile = qtTranslationFile(language);
        if (!qtFile.isEmpty() && qtTranslator.load(qtFile))
            QCoreApplication::installTranslator(&qtTranslator);
        else
            qWarning("gpu-planner: Qt's own translation %s cannot be read (looked for %s); "
                     "Qt's dialog buttons stay in English",
                     qPrintable(qtFile.isEmpty() ? QStringLiteral("qtbase_%1.qm").arg(language)
                                                 : qtFile),
                     qPrintable(qtTranslationSearchText(language)));
        QLocale::setDefault(QLocale(language));
    } else {
        if (!qmFile.isEmpty())
            qWarning("gpu-planner: the translation %s cannot be read; the window stays in "
                     "English",
                     qPrintable(qmFile));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    PresetLibrary presets;
    if (!presets.load())
        QMessageBox::warning(
            nullptr, QObject::tr("GPU Planner"),
            QObject::tr("The model presets cannot be read:\n%1").arg(presets.errorString()));
    MainWindow window(&repository, &presets, &settings);
    window.show();
    // Scenario files given on the command line (a double-click, "Open with").
    openDocuments(window, documentArguments(args.mid(1)), &repository, &presets, &settings);
    return app.exec();
}
