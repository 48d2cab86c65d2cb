// The window's language: the translators it needs and the default QLocale. main.cpp applies
// the chosen language at start-up (--lang, else the setting ui/language, else the system's)
// and MainWindow applies the user's choice from View ▸ Language or Settings at once.
//
// Installed, bottom to top: GPU Planner's English plural forms (gpu-planner_en.qm: "%n
// GPU(s)" → "1 GPU" / "2 GPUs"; installed once, first, so that every language installed
// later takes precedence), then for a language other than English our translation
// (translationFile) and Qt's own (qtTranslationFile, its dialogs' buttons). Applying a
// language removes the translators the previous one installed. English loads nothing but
// the plural forms, so start-up reads no more than it must.
//
// The report language (models/wording/reportlanguage.h) is separate: it installs its own translator
// for the length of one report.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QTranslator;

namespace gpuplanner {

class LanguageSwitcher
{
public:
    LanguageSwitcher();
    ~LanguageSwitcher(); // removes what it installed and puts the default QLocale back
    LanguageSwitcher(const LanguageSwitcher &) = delete;
    LanguageSwitcher &operator=(const LanguageSwitcher &) = delete;

    // The system's language as the window offers it: "zh_CN" for a Chinese system, else "en".
    static QString systemLanguage();
    // A choice ("" = system default, "en", "zh_CN") as the language shown.
    static QString resolve(const QString &choice);

    // English plural forms only (the command line, which has no --lang of its own here).
    void installPluralForms();
    // Installs the language of choice (resolved) and removes the previous one's translators;
    // sets QLocale::setDefault. Returns the language now in effect: "en" when the chosen
    // translation cannot be read (then *warnings says why; also when Qt's own translation
    // is missing, which leaves Qt's dialog buttons in English).
    QString apply(const QString &choice, QStringList *warnings = nullptr);
    QString language() const { return m_language; } // in effect; "" before apply()

private:
    void removeLanguage();

    QString m_language;
    std::optional<QLocale> m_localeBefore; // the default QLocale before the first apply()
    std::unique_ptr<QTranslator> m_plurals;
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
};

} // namespace gpuplanner
