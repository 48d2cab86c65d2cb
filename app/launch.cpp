#include "launch.h"

#include "catalogrepository.h"
#include "library.h"
#include "mainwindow.h"
#include "plaintext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFontDatabase>
#include <QImageReader>
#include <QMessageBox>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>

namespace gpuplanner {

bool isDocumentArgument(const QString &argument)
{
    if (argument.isEmpty() || argument.startsWith(QLatin1Char('-')))
        return false;
    return argument.endsWith(QLatin1String(ScenarioLibrary::kSuffix), Qt::CaseInsensitive) ||
           QFileInfo(argument).isFile();
}

namespace {

struct QtOption {
    const char *name;
    bool value;
};

// Qt's own options: QGuiApplication's, QApplication's and the xcb platform's (which takes
// -display, -geometry, -title, -icon, -name, -visual, -nograb and -dograb). "-style=S",
// "-stylesheet=F" and "-qmljsdebugger=…" are the only inline forms Qt reads.
constexpr QtOption kQtOptions[] = {
    {"platform", true},
    {"platformpluginpath", true},
    {"platformtheme", true},
    {"plugin", true},
    {"qwindowgeometry", true},
    {"qwindowtitle", true},
    {"qwindowicon", true},
    {"session", true},
    {"style", true},
    {"stylesheet", true},
    {"reverse", false},
    {"widgetcount", false},
    {"testability", false},
    {"display", true},
    {"geometry", true},
    {"title", true},
    {"icon", true},
    {"name", true},
    {"visual", true},
    {"nograb", false},
    {"dograb", false},
};

// "-name" or "--name" → "name"; "" for anything else.
QString optionName(const QString &argument)
{
    if (argument.startsWith(QLatin1String("--")))
        return argument.mid(2);
    if (argument.startsWith(QLatin1Char('-')))
        return argument.mid(1);
    return {};
}

const QtOption *qtOption(const QString &argument)
{
    const QString name = optionName(argument);
    for (const QtOption &option : kQtOptions) {
        if (name == QLatin1String(option.name))
            return &option;
    }
    return nullptr;
}

bool isInlineQtOption(const QString &argument)
{
    const QString name = optionName(argument);
    return name.startsWith(QLatin1String("style=")) ||
           name.startsWith(QLatin1String("stylesheet=")) ||
           name.startsWith(QLatin1String("qmljsdebugger="));
}

bool isGlobalFlag(const QString &argument)
{
    return argument == QLatin1String("--catalog") || argument == QLatin1String("--overlay") ||
           argument == QLatin1String("--lang");
}

bool isInlineGlobalFlag(const QString &argument)
{
    return argument.startsWith(QLatin1String("--catalog=")) ||
           argument.startsWith(QLatin1String("--overlay=")) ||
           argument.startsWith(QLatin1String("--lang="));
}

} // namespace

bool isQtOption(const QString &argument)
{
    return qtOption(argument) || isInlineQtOption(argument);
}

WindowArguments parseWindowArguments(const QStringList &arguments)
{
    WindowArguments parsed;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (!a.startsWith(QLatin1Char('-'))) {
            parsed.files << a;
            continue;
        }
        if (isGlobalFlag(a)) {
            ++i; // and its value
            continue;
        }
        if (isInlineGlobalFlag(a) || isInlineQtOption(a))
            continue;
        const QtOption *option = qtOption(a);
        if (!option) {
            if (parsed.notAnOption.isEmpty())
                parsed.notAnOption = a;
            continue;
        }
        if (!option->value || i + 1 >= arguments.size())
            continue;
        const QString value = arguments[++i];
        if (optionName(a) == QLatin1String("platform"))
            parsed.platform = value;
        else if (optionName(a) == QLatin1String("display"))
            parsed.display = true;
    }
    return parsed;
}

QStringList documentArguments(const QStringList &arguments)
{
    return parseWindowArguments(arguments).files;
}

MissingDisplay missingDisplay(const WindowArguments &arguments, const QProcessEnvironment &env)
{
    const auto isSet = [&env](const char *name) {
        return !env.value(QLatin1String(name)).isEmpty();
    };
    QString asked = arguments.platform;
    if (asked.isEmpty())
        asked = env.value(QStringLiteral("QT_QPA_PLATFORM"));
    // Qt's default on Linux: xcb, or wayland in a Wayland session (XDG_SESSION_TYPE).
    const QString platforms = asked.isEmpty() ? QStringLiteral("xcb;wayland") : asked;
    MissingDisplay missing{true, asked, {}};
    for (const QString &entry : platforms.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QString name = entry.section(QLatin1Char(':'), 0, 0).trimmed();
        if (name == QLatin1String("xcb")) {
            if (arguments.display || isSet("DISPLAY"))
                return {};
            missing.needs << QStringLiteral("DISPLAY");
        } else if (name.startsWith(QLatin1String("wayland"))) {
            if (isSet("WAYLAND_DISPLAY") || isSet("WAYLAND_SOCKET"))
                return {};
            if (!asked.isEmpty() && isSet("XDG_RUNTIME_DIR") &&
                QFileInfo::exists(env.value(QStringLiteral("XDG_RUNTIME_DIR")) +
                                  QStringLiteral("/wayland-0")))
                return {};
            missing.needs << QStringLiteral("WAYLAND_DISPLAY");
        } else {
            return {}; // offscreen, minimal, vnc, eglfs, linuxfb …: Qt knows
        }
    }
    missing.needs.removeDuplicates();
    return missing;
}

QString noDisplayMessage(const MissingDisplay &missing)
{
    const QString problem =
        missing.platform.isEmpty()
            ? QCoreApplication::translate(
                  "cli", "there is no display to open the window on: neither DISPLAY nor "
                         "WAYLAND_DISPLAY is set (as in an SSH session without X forwarding).")
            : QCoreApplication::translate(
                  "cli", "there is no display to open the window on: the platform '%1' (from "
                         "-platform or QT_QPA_PLATFORM) needs %2, which is not set.")
                  .arg(missing.platform, missing.needs.join(QStringLiteral(" / ")));
    return problem + QLatin1Char('\n') +
           QCoreApplication::translate(
               "cli", "Without a window, use the command line, for example:\n"
                      "  gpu-planner estimate --model qwen2.5-7b --task inference\n"
                      "  gpu-planner rank --model qwen2.5-7b --task lora --top 5\n"
                      "'gpu-planner --help' lists the commands and their flags. For the "
                      "window, connect with X forwarding (ssh -X) or from the desktop.\n");
}

std::vector<MainWindow *> openDocuments(MainWindow &window, const QStringList &files,
                                        CatalogRepository *repository, const PresetLibrary *presets,
                                        QSettings *settings)
{
    std::vector<MainWindow *> more;
    for (qsizetype i = 0; i < files.size(); ++i) {
        MainWindow *target = &window;
        if (i > 0) {
            target = new MainWindow(repository, presets, settings);
            target->setAttribute(Qt::WA_DeleteOnClose);
            target->show();
            more.push_back(target);
        }
        target->openScenario(QFileInfo(files[i]).absoluteFilePath());
    }
    return more;
}

QFuture<void> prepareFontsInBackground()
{
    // families() populates the whole database under its lock (font engines are cached per
    // thread, so only the database itself is worth preparing here). Then the image-format
    // plugins (gif, ico, jpeg): the menu bar's extension button reads its icon through
    // QImageReader, which opens every one of them on first use (~2.6 M instructions on the
    // GUI thread otherwise); plugins are loaded once per process, under the loader's lock.
    return QtConcurrent::run([] {
        QFontDatabase::families();
        QImageReader::supportedImageFormats();
    });
}

bool offerOverlayReset(CatalogRepository &repository, QWidget *parent)
{
    // The file's name and SQLite's message are data: plain text, never markup.
    QMessageBox box(QMessageBox::Critical, QObject::tr("GPU Planner"), QString(),
                    QMessageBox::NoButton, parent);
    box.setTextFormat(Qt::PlainText);
    box.setText(QObject::tr("Your catalog changes (imported and entered prices and "
                            "instance types) cannot be read:\n%1\n\nGPU Planner "
                            "can move the file aside, keeping it as a backup copy "
                            "beside it, and start with the shipped catalog. Or "
                            "quit and look at the file first.")
                    .arg(repository.errorString()));
    box.setObjectName(QStringLiteral("overlayRecovery"));
    QPushButton *reset = box.addButton(QObject::tr("&Reset my changes (a backup copy is kept)"),
                                       QMessageBox::AcceptRole);
    reset->setObjectName(QStringLiteral("reset"));
    QPushButton *quit = box.addButton(QObject::tr("&Quit"), QMessageBox::RejectRole);
    quit->setObjectName(QStringLiteral("quit"));
    box.setDefaultButton(quit);
    box.setEscapeButton(quit);
    box.exec();
    if (box.clickedButton() != reset)
        return false;
    if (!repository.resetOverlay()) {
        QMessageBox::critical(parent, QObject::tr("GPU Planner"),
                              asPlainText(QObject::tr("The catalog changes cannot be reset:\n%1")
                                              .arg(repository.errorString())));
        return false;
    }
    return true;
}

} // namespace gpuplanner
