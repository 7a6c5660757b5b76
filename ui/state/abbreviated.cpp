#include "ui/state/abbreviated.h"

#include <QCoreApplication>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};

} // namespace

QString abbreviated(const QString &value)
{
    if (value.size() <= abbreviatedMaxLength)
        return value;
    qsizetype head = 48;
    if (value.at(head - 1).isHighSurrogate())
        --head;
    qsizetype tail = 16;
    if (value.at(value.size() - tail).isLowSurrogate())
        --tail;
    return Text::tr("%1 … %2 (%3 characters)").arg(value.left(head), value.right(tail)).arg(value.size());
}
