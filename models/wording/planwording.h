// The words of the core: turns the codes and arguments the estimator returns (a plan
// row's reasons, the plan's findings, memory warnings, assumptions, the solver's summary)
// into text. The sources are English and go through QCoreApplication::translate (context
// "PlanWording"), so the Chinese and any later language come from the .ts files; counts
// use Qt's plural forms ("%n GPU(s)") and numbers QLocale. Only rows that are shown or exported are
// worded.
#pragma once

#include "estimator/planner.h"
#include "estimator/solve.h"

#include <QString>
#include <QStringList>

namespace gpuplanner::planwording {

// Current: the translators installed in the application (the window's language, a
// Chinese report's translator). English: the sources, whatever is installed (JSON "en"
// fields). Chinese: the Chinese translation, whatever is installed (JSON "zh" fields,
// pages and reports told to be Chinese).
enum class Language { Current, English, Chinese };

QString reasonText(const Reason &reason, Language language = Language::Current);
QString findingText(const Finding &finding, Language language = Language::Current);
QString findingExplanation(const Finding &finding, Language language = Language::Current);
// Host RAM (memory.h): how the weights are loaded, and what the need is for.
QString hostRamLoader(const HostRam &hostRam, Language language = Language::Current);
QString hostRamReason(const HostRam &hostRam, Language language = Language::Current);
// The memory estimate's warnings and the assumptions of the estimate and the plan
// (memory.h, modelspec.h, planner.h); an unknown code reads as the code itself.
QString warningText(const EstimateWarning &warning, Language language = Language::Current);
QString assumptionText(const Assumption &assumption, Language language = Language::Current);
QStringList assumptionTexts(const std::vector<Assumption> &assumptions,
                            Language language = Language::Current);
// The solver's answer in one or two sentences (with the first reason it stops).
QString solveSummary(const SolveResult &result, Language language = Language::Current);
// Why the solver gave no answer (SolveResult::errorCode), in the user's language.
QString solveError(const SolveResult &result, Language language = Language::Current);

// Sentences as one text (text::joinSentences): English separated by spaces, Chinese run
// together, each with its full stop.
QString joinSentences(const QStringList &sentences, Language language = Language::Current);
// The reasons of a row as one text.
QString reasonsText(const std::vector<Reason> &reasons, Language language = Language::Current);

// The language a `chinese` flag names.
inline Language languageOf(bool chinese)
{
    return chinese ? Language::Chinese : Language::English;
}

// Every code this file words (for tests: each has English and Chinese text).
QStringList reasonCodes();
QStringList findingCodes();
QStringList warningCodes();
QStringList assumptionCodes();

} // namespace gpuplanner::planwording
