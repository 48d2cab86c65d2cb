#include "compactcombobox.h"

#include <QFontMetricsF>
#include <QStyle>
#include <QStyleOptionComboBox>

#include <algorithm>
#include <cmath>

namespace gpuplanner {

CompactComboBox::CompactComboBox(int characters, QWidget *parent)
    : QComboBox(parent)
    , m_characters(characters)
{}

QSize CompactComboBox::sizeHint() const
{
    // AdjustToMinimumContentsLengthWithIcon: the characters' width with room for an icon
    // whether or not an entry has one; the text's height, at least the icon's.
    const QFontMetrics &fm = fontMetrics();
    const QSize icon = iconSize();
    QSize contents(m_characters * fm.horizontalAdvance(u'X') + icon.width() + 4,
                   std::max(static_cast<int>(std::ceil(QFontMetricsF(fm).height())), 14) + 2);
    contents.setHeight(std::max(contents.height(), icon.height() + 2));
    if (!placeholderText().isEmpty())
        contents.setWidth(std::max(contents.width(), fm.boundingRect(placeholderText()).width()));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->sizeFromContents(QStyle::CT_ComboBox, &option, contents, this);
}

QSize CompactComboBox::minimumSizeHint() const
{
    return sizeHint(); // as Qt's: with a minimum length set, the same rule for both
}

} // namespace gpuplanner
