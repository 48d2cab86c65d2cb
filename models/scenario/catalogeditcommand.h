// One catalog edit as a step of the window's undo history (issue 25 item 3): an import, a
// price entered by hand, a reset of the user's catalog changes or a refresh of prices,
// with the OverlayChange it made (overlaychange.h). The step is pushed after the edit is
// done, so its first redo() writes nothing; after that undo() and redo() put the rows of
// one side back through the repository, in one transaction each, and every view (the
// catalog tab, the comparison table, its charts and selected row, the estimate's targets)
// follows the repository's changed() as after the edit itself.
//
// It shares the scenario's stack (a ForeignStep, scenariodocument.h): one Edit ▸ Undo
// takes back the last thing done, whichever it was; opening another scenario keeps it.
//
// A write that fails (the overlay locked by another program, a full disk) leaves the
// overlay as it was: the step reports it through `failed` and puts the stack back where
// the overlay is, so that the history never says something was undone that was not.
#pragma once

#include "overlaychange.h"
#include "scenariodocument.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

namespace gpuplanner {

class CatalogRepository;

class CatalogEditCommand : public ForeignStep
{
    Q_DECLARE_TR_FUNCTIONS(CatalogEditCommand)

public:
    enum class Kind { Import, Price, Reset, Refresh };
    struct Edit {
        Kind kind = Kind::Import;
        // Import: the file's name (several: empty); Price: the instance type; Refresh: the
        // region. Text from outside: shown as written (see name()).
        QString subject;
        int files = 1; // Import: how many files
    };
    static Edit importOf(const QStringList &files);
    static Edit priceFor(const QString &instanceType);
    static Edit reset();
    static Edit refreshOf(const QString &region);

    // step: the text of the step being undone or redone; error: why it was not.
    using Failed = std::function<void(const QString &step, const QString &error)>;

    // stack: the one it is pushed on (where a failed undo or redo is put back).
    CatalogEditCommand(CatalogRepository *repository, QUndoStack *stack, Edit edit,
                       OverlayChange change, Failed failed = {});

    // "Import of prices.csv (42 prices)", "Price entry for ecs.gn7i-c8g1.2xlarge", "Reset
    // of your catalog changes", "Refresh of prices in cn-hangzhou (120 prices)": the
    // history's line. Edit ▸ Undo says it after "Undo" (actionText(): the first letter in
    // lower case, an "&" of a file name doubled so that it is no mnemonic).
    static QString name(const Edit &edit, const OverlayChange &change);

    const Edit &edit() const { return m_edit; }
    const OverlayChange &change() const { return m_change; }

    void undo() override;
    void redo() override;
    ForeignStep *kept() const override;
    void retitle() override;

private:
    void put(OverlayChange::Side side);

    CatalogRepository *m_repository;
    QUndoStack *m_stack;
    Edit m_edit;
    OverlayChange m_change;
    Failed m_failed;
    bool m_skip = true; // the next undo() or redo() only moves the stack
};

} // namespace gpuplanner
