// The library tab: the team's shared folder of scenarios (chosen in the settings or
// here), listed with name, model, task, need per GPU, best cost, author, modified time and
// tags from the library index (a search filters the cached summaries, nothing is read per
// keystroke); open, duplicate, rename (the selection follows the renamed file), delete
// (into the trash, restorable), diff two scenarios (labelled fields with units, results and
// both memory charts side by side) or one against today's prices, and share codes. Changes
// made by others appear as they happen. The index starts when the page is first shown.
#pragma once

#include <QStringList>
#include <QWidget>

class QDialog;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;

namespace gpuplanner {

class CatalogRepository;
class LibraryFilterProxy;
class LibraryModel;
class ScenarioLibrary;
struct Scenario;
struct ScenarioDiff;

class LibraryPage : public QWidget
{
    Q_OBJECT

public:
    LibraryPage(ScenarioLibrary *library, CatalogRepository *repository, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    LibraryModel *model() const { return m_model; }
    LibraryFilterProxy *proxy() const { return m_proxy; }
    QLineEdit *searchBox() const { return m_search; }
    QProgressBar *indexingProgress() const { return m_progress; }
    QStringList selectedPaths() const;
    void selectPath(const QString &path); // selects, scrolls to and makes it current
    void refresh();                       // the folder label; the list follows the index
    // Uses folder as the library (what "Choose folder…" does after its dialog); false, with
    // a message shown, when it cannot.
    bool useFolder(const QString &folder);
    // Writes the example scenarios into folder, leaving any file of the same name alone;
    // how many were written, or -1 with *error.
    int createExamplesIn(const QString &folder, QString *error);
    // Renames the one selected scenario; the selection stays on it. False when none or one
    // that cannot be renamed is selected (the message is shown).
    bool renameSelectedTo(const QString &name);
    // The diff of one (its saved prices against today's) or two scenarios; nullptr (and a
    // message) when paths cannot be compared.
    QDialog *makeDiffDialog(const QStringList &paths);
    static QString diffHtml(const Scenario &a, const Scenario &b, const ScenarioDiff &d);

    // "Choose folder…": a folder dialog, then the library shows that folder (also from the
    // start panel).
    void chooseFolder();

Q_SIGNALS:
    void openRequested(const QString &path);
    void folderChosen(const QString &folder);
    void shareCodeOpened(const QString &code); // the user pasted a share code
    void statusMessage(const QString &text);   // for the status bar

protected:
    void showEvent(QShowEvent *event) override;

private:
    void chooseExampleFolder(); // "Create an example library…"
    void duplicateSelected();
    void renameSelected();
    void deleteSelected();
    void showTrash();
    void diffSelected();
    void copyShareCode();
    void pasteShareCode();
    void updateCount();
    void showProgress(int done, int total);

    ScenarioLibrary *m_library;
    CatalogRepository *m_repository;
    LibraryModel *m_model = nullptr;
    LibraryFilterProxy *m_proxy = nullptr;
    QLabel *m_folder = nullptr;
    QLabel *m_count = nullptr;
    QLabel *m_emptyNote = nullptr;
    QPushButton *m_examplesButton = nullptr;
    QProgressBar *m_progress = nullptr; // the indexing's, while it runs
    QLineEdit *m_search = nullptr;
    QTableView *m_table = nullptr;
    QWidget *m_shareButton = nullptr;
};

} // namespace gpuplanner
