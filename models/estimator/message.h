// Messages of the core as codes with typed arguments, no prose: a reason, a finding or a
// warning says what applies (a stable code) and with which figures (numbers with their
// decimals and unit, counts, verbatim ids and names). models/wording/planwording.h turns them into
// text in the user's language (QCoreApplication::translate, the .ts files) only for the
// rows that are shown or exported, which keeps ranking a catalog cheap.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuplanner {

struct MessageArg {
    enum class Kind { Number, Count, Text };
    Kind kind = Kind::Text;
    double number = 0;     // Number: the value; Count: the integer
    int decimals = 1;      // Number: digits after the point
    std::string_view unit; // Number: "GiB", "%", "h", "MiB", "TiB" or empty (a literal)
    std::string text;      // Text: verbatim (an id, a name, a source); empty: absent
};

using MessageArgs = std::vector<MessageArg>;

// An assumption the estimate or the plan made (a value it had to assume, a formula it
// applied): a stable code and its arguments, worded by planwording::assumptionText in the
// order memory.cpp, modelspec.cpp and planner.cpp write them.
struct Assumption {
    std::string code;
    MessageArgs args;
};

namespace arg {

inline MessageArg num(double value, int decimals = 1, std::string_view unit = "GiB")
{
    MessageArg a;
    a.kind = MessageArg::Kind::Number;
    a.number = value;
    a.decimals = decimals;
    a.unit = unit;
    return a;
}

inline MessageArg count(long long n)
{
    MessageArg a;
    a.kind = MessageArg::Kind::Count;
    a.number = static_cast<double>(n);
    a.decimals = 0;
    return a;
}

inline MessageArg text(std::string s)
{
    MessageArg a;
    a.kind = MessageArg::Kind::Text;
    a.text = std::move(s);
    return a;
}

} // namespace arg

} // namespace gpuplanner
