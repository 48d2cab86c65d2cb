// The catalog tab's details pane: the selected instance type's specs, its GPU's specs, every
// known price with source and date, spot advice and stock per zone, written straight into the
// pane's QTextDocument as paragraphs with tab stops (keys in a column of their own, prices in
// aligned columns) in one edit block, so it is laid out once. Written as HTML tables, the
// first type's details took 11.8 M instructions at start-up on the GUI thread (parsing and
// laying out the tables); this way 6.9 M (callgrind, issue 12).
#pragma once

class QTextDocument;

namespace gpuplanner {

class Catalog;
struct InstanceType;

// Replaces the document's content with the details of type (nullptr: a line asking to
// select a type). The words are CatalogBrowser's (its translation context).
void writeInstanceDetails(QTextDocument *document, const Catalog &catalog,
                          const InstanceType *type);

} // namespace gpuplanner
