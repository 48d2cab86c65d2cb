// The comparison tab's form of plan options, built from their registry
// (estimator/planinputs.h): a field per option the registry places in the form, in its
// order, four label + field pairs a row; each field's kind, range (the validation table),
// unit, "not set" text and tooltip come from its row. The page reads the options the
// form says, shows a plan's options in it, and hears which field the user edited.
#pragma once

#include "estimator/planinputs.h"

#include <QWidget>

#include <functional>
#include <string_view>
#include <vector>

class QGridLayout;

namespace gpuplanner {

class Catalog;

class PlanOptionsForm : public QWidget
{
    Q_OBJECT

public:
    // knownFamily: whether a family name typed in the families field names one (unknown
    // ones are left out, so that a half-typed name does not empty the table).
    PlanOptionsForm(const Catalog &catalog, std::function<bool(const std::string &)> knownFamily,
                    QWidget *parent = nullptr);

    // base with the fields' values in place of its own (options the form does not show
    // keep base's).
    PlanOptions read(const PlanOptions &base) const;
    // Shows o; emits nothing.
    void show(const PlanOptions &o);
    // The field of an option ("plan.KEY" without "plan."); nullptr when the form has none.
    QWidget *field(std::string_view key) const;
    // Greys out the options a serving plan does not use (PlanUse::Training).
    void setServing(bool serving);

Q_SIGNALS:
    // The user changed a field (its object name).
    void edited(QWidget *field);

private:
    struct Entry {
        const PlanInput *input = nullptr;
        QWidget *field = nullptr;
    };
    QWidget *makeField(const PlanInput &in, const Catalog &catalog);
    std::vector<std::string> families() const;

    std::vector<Entry> m_entries;
    std::function<bool(const std::string &)> m_knownFamily;
    bool m_showing = false;
};

} // namespace gpuplanner
