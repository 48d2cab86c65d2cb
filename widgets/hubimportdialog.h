// File ▸ Import model from a hub…: which hub (ModelScope first, reachable from mainland
// China, then the Hugging Face hub), the address its requests go to (HF_ENDPOINT or
// GP_MODELSCOPE_ENDPOINT when set), and the repository id, typed as owner/name or pasted as
// modelscope:ID, hf:ID or the repository page's address (hubSpecFromInput,
// models/scenario/modelhub.h): a pasted prefix or address picks its hub and leaves the bare id in
// the field. A line under the field says which repository OK fetches, or why it cannot;
// OK stays disabled until the text names one. The fetch is the window's
// (app/mainwindowhub.cpp).
#pragma once

#include "modelhub.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gpuplanner {

class HubImportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit HubImportDialog(const HubOptions &options, QWidget *parent = nullptr);

    void setHub(Hub hub);
    Hub hub() const;
    // As if typed or pasted into the repository field.
    void setInput(const QString &text);
    QString input() const;
    // "modelscope:owner/name" or "hf:owner/name"; empty while the field names no repository.
    QString spec() const { return m_spec; }
    QString feedback() const;
    QString endpointText() const;
    bool canAccept() const;

private:
    void edited(const QString &text);
    void update();

    HubOptions m_options;
    QComboBox *m_hub;
    QLabel *m_endpoint;
    QLineEdit *m_id;
    QLabel *m_feedback;
    QPushButton *m_ok;
    QString m_spec;
};

} // namespace gpuplanner
