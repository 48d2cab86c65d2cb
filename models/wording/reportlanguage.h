// The language a report is written in. A report's fixed text goes through
// QCoreApplication::translate("Report", …) like the window's; which language comes out is
// the translator installed while it renders. ReportLanguage installs the report
// language's translator and the matching default QLocale for its lifetime and puts both
// back when it goes out of scope, so the CLI (`report --lang zh_CN`) and the window
// (File ▸ Export report) produce the same text whatever language the window shows.
//
// English: GPU Planner's English plural forms (gpu-planner_en.qm: "%n GPU(s)" → "1 GPU",
// "2 GPUs"); every other message comes out as its English source, even when a Chinese
// translator is installed underneath. Chinese: gpu-planner_zh_CN.qm, found as the window
// finds it (share/gpu-planner/translations beside the program, else the copy embedded under
// :/i18n); when neither can be read isLoaded() is false and errorString() says where it
// looked. When the installed translators already give the report's language (the window
// exporting in its own language) nothing is installed, so no LanguageChange is sent.
#pragma once

#include <QLocale>
#include <QString>

#include <memory>

class QTranslator;

namespace gpuplanner {

class ReportLanguage
{
public:
    explicit ReportLanguage(bool chinese);
    ~ReportLanguage();
    ReportLanguage(const ReportLanguage &) = delete;
    ReportLanguage &operator=(const ReportLanguage &) = delete;

    bool isChinese() const { return m_chinese; }
    // Whether the language's translation file was read (English: always usable, its plural
    // forms fall back to dropping or keeping "(s)").
    bool isLoaded() const { return m_loaded; }
    QString errorString() const;

private:
    bool m_chinese = false;
    bool m_loaded = false;
    bool m_installed = false;
    QString m_file;
    QLocale m_locale;
    std::unique_ptr<QTranslator> m_translator;
};

} // namespace gpuplanner
