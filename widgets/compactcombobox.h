// A combo box as wide as a number of characters and an icon, however long its entries
// (model names, recipes, region names): the size that QComboBox's
// AdjustToMinimumContentsLengthWithIcon policy gives, so that a long entry is cut in a
// narrow window rather than widening the form; the popup shows it whole.
//
// Setting that policy builds the box's popup at once (a frame, a list view with its
// selection model, the scroll arrows) and starts a timer, for every box; the forms have
// about twenty, all built before the window can first show. This box keeps Qt's default
// policy, which builds the popup when it first opens, and answers the size hints itself
// by the same rule as Qt (qcombobox.cpp, recomputeSizeHint).
#pragma once

#include <QComboBox>

namespace gpuplanner {

class CompactComboBox : public QComboBox
{
public:
    explicit CompactComboBox(int characters, QWidget *parent = nullptr);

    int characters() const { return m_characters; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    int m_characters;
};

} // namespace gpuplanner
