#include "catalogeditcommand.h"

#include "catalogrepository.h"
#include "plaintext.h"

#include <QFileInfo>
#include <QPointer>
#include <QUndoStack>

namespace gpuplanner {

namespace {

// A file's name or an id in the step's name: one line (the stack splits a step's text at
// its first newline), no control or direction characters, at most 80 characters.
QString safe(const QString &text)
{
    return terminalSafe(text, false, 80);
}

} // namespace

CatalogEditCommand::Edit CatalogEditCommand::importOf(const QStringList &files)
{
    Edit e;
    e.kind = Kind::Import;
    e.files = static_cast<int>(files.size());
    if (files.size() == 1)
        e.subject = QFileInfo(files.constFirst()).fileName();
    return e;
}

CatalogEditCommand::Edit CatalogEditCommand::priceFor(const QString &instanceType)
{
    return {Kind::Price, instanceType, 0};
}

CatalogEditCommand::Edit CatalogEditCommand::reset()
{
    return {Kind::Reset, QString(), 0};
}

CatalogEditCommand::Edit CatalogEditCommand::refreshOf(const QString &region)
{
    return {Kind::Refresh, region, 0};
}

CatalogEditCommand::CatalogEditCommand(CatalogRepository *repository, QUndoStack *stack, Edit edit,
                                       OverlayChange change, Failed failed)
    : m_repository(repository)
    , m_stack(stack)
    , m_edit(std::move(edit))
    , m_change(std::move(change))
    , m_failed(std::move(failed))
{
    retitle();
}

QString CatalogEditCommand::name(const Edit &edit, const OverlayChange &change)
{
    QStringList counts;
    if (const int n = change.count(QStringLiteral("prices")))
        counts << tr("%n price(s)", nullptr, n);
    if (const int n = change.count(QStringLiteral("instance_types")))
        counts << tr("%n instance type(s)", nullptr, n);
    if (const int n = change.count(QStringLiteral("spot_advice")))
        counts << tr("%n spot advice row(s)", nullptr, n);
    if (const int n = change.count(QStringLiteral("stock")))
        counts << tr("%n stock row(s)", nullptr, n);
    //: Between the counts in the name of an undo step: "42 prices, 3 instance types".
    const QString count = counts.join(tr(", "));
    switch (edit.kind) {
    case Kind::Import:
        if (edit.files == 1)
            return tr("Import of %1 (%2)").arg(safe(edit.subject), count);
        return tr("Import of %n file(s) (%1)", nullptr, edit.files).arg(count);
    case Kind::Price:
        return tr("Price entry for %1").arg(safe(edit.subject));
    case Kind::Reset:
        return tr("Reset of your catalog changes");
    case Kind::Refresh:
        return tr("Refresh of prices in %1 (%2)").arg(safe(edit.subject), count);
    }
    return {};
}

void CatalogEditCommand::retitle()
{
    const QString line = name(m_edit, m_change);
    // After "Undo": "Undo import of prices.csv (42 prices)". Chinese has no case.
    QString action = line;
    if (!action.isEmpty())
        action[0] = action.at(0).toLower();
    action.replace(QLatin1Char('&'), QLatin1String("&&"));
    setText(line + QLatin1Char('\n') + action);
}

ForeignStep *CatalogEditCommand::kept() const
{
    return new CatalogEditCommand(m_repository, m_stack, m_edit, m_change, m_failed);
}

void CatalogEditCommand::undo()
{
    put(OverlayChange::Side::Before);
}

void CatalogEditCommand::redo()
{
    put(OverlayChange::Side::After);
}

void CatalogEditCommand::put(OverlayChange::Side side)
{
    if (m_skip) {
        m_skip = false;
        return;
    }
    if (m_repository->applyChange(m_change, side))
        return;
    if (m_failed)
        m_failed(text(), m_repository->errorString());
    // The overlay is as it was, but the stack moves on when this returns: once it has,
    // move it back without writing (the step, if it is still there and still where the
    // failed move left it).
    QPointer<QUndoStack> stack = m_stack;
    if (!stack)
        return;
    const bool undoing = side == OverlayChange::Side::Before;
    const QUndoCommand *self = this;
    QMetaObject::invokeMethod(
        stack,
        [stack, self, undoing] {
            for (int i = 0; i < stack->count(); ++i) {
                if (stack->command(i) != self)
                    continue;
                if (stack->index() != (undoing ? i : i + 1))
                    return;
                auto *step = static_cast<CatalogEditCommand *>(
                    const_cast<QUndoCommand *>(stack->command(i)));
                step->m_skip = true;
                if (undoing)
                    stack->redo();
                else
                    stack->undo();
                return;
            }
        },
        Qt::QueuedConnection);
}

} // namespace gpuplanner
