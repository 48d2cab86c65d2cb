// gpu-planner: with no command, the window (with the scenario files given open); with one
// (catalog …, --help, --version), the same engine on the command line without a window.
#include "appearance.h"
#include "catalogrepository.h"
#include "cli.h"
#include "language.h"
#include "launch.h"
#include "mainwindow.h"
#include "paths.h"
#include "plaintext.h"
#include "presets.h"
#include "settingskeys.h"
#include "singleinstance.h"

#include <QApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QProcessEnvironment>
#include <QSettings>
#include <QStandardPaths>
#include <QTextStream>

#include <cstdio>
#include <exception>
#include <memory>
#include <optional>

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

// The command line's language: --lang VALUE (or --lang=VALUE) anywhere is taken out of the
// arguments here; without it the system's (LC_ALL, LC_MESSAGES, LANG). "" when not given;
// nullopt (and *error) for a value that is not a language we have.
std::optional<QString> takeLanguage(QStringList &args, QString *error)
{
    QString value;
    for (int i = 0; i < args.size();) {
        if (args[i] == QLatin1String("--lang")) {
            if (i + 1 >= args.size()) {
                *error = QStringLiteral("flag '--lang' needs a value: en or zh_CN");
                return std::nullopt;
            }
            value = args[i + 1];
            args.remove(i, 2);
        } else if (args[i].startsWith(QLatin1String("--lang="))) {
            value = args[i].mid(7);
            args.remove(i);
        } else {
            ++i;
        }
    }
    if (value.isEmpty())
        return QString();
    if (value == QLatin1String("en") || value == QLatin1String("en_US"))
        return QStringLiteral("en");
    if (value == QLatin1String("zh_CN") || value == QLatin1String("zh-CN") ||
        value == QLatin1String("zh"))
        return QStringLiteral("zh_CN");
    *error = QStringLiteral("--lang: '%1' is not en or zh_CN").arg(value);
    return std::nullopt;
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

// What gpu-planner does without a window: a command; an argument the window does not take
// (-V, --help, a typo: the command line answers it); no display to open the window on.
enum class Headless { Command, NotForTheWindow, NoDisplay };

int runHeadless(int argc, char **argv, Headless what, const QString &command,
                const MissingDisplay &display = {})
{
    // A PDF report lays out and paints text, which needs a QGuiApplication; the
    // offscreen platform serves without a display.
    std::unique_ptr<QCoreApplication> app;
    if (what == Headless::Command && command == QLatin1String("report")) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    setIdentity();
    QTextStream out(stdout);
    QTextStream err(stderr);
    // Messages, tables and reports in the language of --lang, else the system's; English
    // also installs its plural forms (the sources say tr("%n GPU(s)", nullptr, n)).
    QStringList arguments = app->arguments().mid(1);
    QString languageError;
    const auto choice = takeLanguage(arguments, &languageError);
    if (!choice) {
        err << "gpu-planner: " << languageError << "\n";
        return 2;
    }
    LanguageSwitcher language;
    language.apply(*choice);
    if (what == Headless::NoDisplay) {
        err << "gpu-planner: " << noDisplayMessage(display);
        return 1;
    }
    if (what == Headless::NotForTheWindow)
        arguments = QStringList{command};
    // Readers catch their own exceptions and name the file and field; this is the last
    // net, so that an exception nobody expected is a message and exit code 1 rather
    // than std::terminate.
    int code = 1;
    try {
        code = runCli(cliArguments(arguments), out, err);
    } catch (const std::exception &e) {
        err << "gpu-planner " << command << ": internal error: " << e.what()
            << " (please report this)\n";
    }
    out.flush();
    err.flush();
    return code;
}

} // namespace

int main(int argc, char **argv)
{
    const QString command = firstCommand(argc, argv);
    // A command, a word that is neither a command nor a file (the command line reports it),
    // or a flag that is not one of Qt's options runs without a window; Qt's own options
    // ("-platform …") and scenario files go to the window.
    if (isCliCommand(command) || (command.startsWith(QLatin1Char('-')) && !isQtOption(command)) ||
        (!command.isEmpty() && !command.startsWith(QLatin1Char('-')) &&
         !isDocumentArgument(command)))
        return runHeadless(argc, argv, Headless::Command, command);
    QStringList windowArgs;
    for (int i = 1; i < argc; ++i)
        windowArgs << QString::fromLocal8Bit(argv[i]);
    const WindowArguments parsed = parseWindowArguments(windowArgs);
    // "FILE -V", "FILE --verison": not opened in a window that ignores them.
    if (!parsed.notAnOption.isEmpty())
        return runHeadless(argc, argv, Headless::NotForTheWindow, parsed.notAnOption);
    // Over SSH without a display Qt would abort (exit 134, "Reinstalling the application
    // may fix this problem"): say so and point to the command line.
    if (const MissingDisplay display =
            missingDisplay(parsed, QProcessEnvironment::systemEnvironment());
        display.missing)
        return runHeadless(argc, argv, Headless::NoDisplay, QString(), display);

    QApplication app(argc, argv);
    setIdentity();
    // The desktop entry and icon installed by packaging/ (Wayland matches windows by it).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.gpuplanner.GpuPlanner"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.gpuplanner.GpuPlanner"),
                                                 QIcon(QStringLiteral(":/icons/256.png"))));
    const QStringList args = app.arguments();
    migrateLegacySettings(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation));
    QSettings settings;
    // A double-click on a scenario while the window runs: the running process opens it.
    const QString catalogPath = resolveCatalogPath(flagValue(args, QStringLiteral("--catalog")));
    const QString overlayPath = resolveOverlayPath(flagValue(args, QStringLiteral("--overlay")));
    const QString instanceName = instanceServerName(settings.fileName(), catalogPath, overlayPath);
    QStringList files;
    for (const QString &f : documentArguments(args.mid(1)))
        files << QFileInfo(f).absoluteFilePath();
    if (!files.isEmpty() && handOverToRunningInstance(instanceName, files))
        return 0;
    // Fonts are set up on a worker while the catalog and the presets are read; started only
    // once this process keeps its window (a start that hands its files over exits at once,
    // and the worker must not outlive the QApplication: that crashed one exit in 30). Every
    // return below waits for it first (the guard is destroyed before `app`).
    const BackgroundWork fonts(prepareFontsInBackground());
    // Language: --lang, else the setting (View ▸ Language), else the system's. The window
    // switches it later through the same switcher. Set before the catalog is read, so that
    // a problem with it is said in the user's language.
    QString choice = flagValue(args, QStringLiteral("--lang"));
    if (choice.isEmpty())
        choice = settings.value(settingskeys::kLanguage).toString();
    LanguageSwitcher language;
    QStringList warnings;
    language.apply(choice, &warnings);
    for (const QString &w : warnings)
        qWarning("gpu-planner: %s", qPrintable(w));
    QApplication::setApplicationDisplayName(QObject::tr("GPU Planner"));
    appearance::apply(settings.value(settingskeys::kAppearance).toString()); // View ▸ Appearance
    CatalogRepository repository(catalogPath, overlayPath);
    if (!repository.load() && !(repository.overlayFailed() && offerOverlayReset(repository))) {
        if (repository.overlayFailed())
            return 1; // the user chose Quit, or was told why the reset failed
        QMessageBox::critical(
            nullptr, QObject::tr("GPU Planner"),
            asPlainText(QObject::tr("The instance catalog cannot be read:\n%1")
                            .arg(catalogLoadError(flagValue(args, QStringLiteral("--catalog")),
                                                  repository.errorString()))));
        return 1;
    }
    PresetLibrary presets;
    if (!presets.load())
        QMessageBox::warning(
            nullptr, QObject::tr("GPU Planner"),
            asPlainText(
                QObject::tr("The model presets cannot be read:\n%1").arg(presets.errorString())));
    MainWindow window(&repository, &presets, &settings);
    window.setLanguageSwitcher(&language);
    window.show();
    // Scenario files given on the command line (a double-click, "Open with").
    openDocuments(window, files, &repository, &presets, &settings);
    if (files.isEmpty())
        window.showStartPanelIfDue(); // a newcomer's first step (Help ▸ Getting started)
    // Later double-clicks hand their files here: each opens in a window of its own, in
    // front (nothing of the open documents is replaced).
    InstanceServer instance;
    instance.listen(instanceName);
    QObject::connect(&instance, &InstanceServer::filesReceived, &window,
                     [&](const QStringList &handed) {
                         for (const QString &f : handed) {
                             auto *w = new MainWindow(&repository, &presets, &settings);
                             w->setAttribute(Qt::WA_DeleteOnClose);
                             w->show();
                             w->openScenario(f);
                             w->raise();
                             w->activateWindow();
                         }
                     });
    return app.exec();
}
