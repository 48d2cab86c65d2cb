// The library tab: the team's shared folder of scenarios (chosen in the settings or
// here), listed with name, author, modified time and tags, with search; open, duplicate,
// rename, delete (into the trash, restorable), diff two scenarios or one against today's
// prices, and share codes. Changes made by others appear as they happen.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QTableWidget;

namespace gpuplanner {

class CatalogRepository;
class ScenarioLibrary;

class LibraryPage : public QWidget
{
    Q_OBJECT

public:
    LibraryPage(ScenarioLibrary *library, CatalogRepository *repository, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QStringList selectedPaths() const;
    void refresh();

Q_SIGNALS:
    void openRequested(const QString &path);
    void folderChosen(const QString &folder);
    void shareCodeOpened(const QString &code); // the user pasted a share code

private:
    void chooseFolder();
    void duplicateSelected();
    void renameSelected();
    void deleteSelected();
    void showTrash();
    void diffSelected();
    void copyShareCode();
    void pasteShareCode();

    ScenarioLibrary *m_library;
    CatalogRepository *m_repository;
    QLabel *m_folder = nullptr;
    QLineEdit *m_search = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace gpuplanner
