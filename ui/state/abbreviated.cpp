#include "ui/state/abbreviated.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

#include <QCoreApplication>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};

} // namespace

QString withLongRunsAbbreviated(const QString &message)
{
    if (message.size() <= abbreviatedMaxLength)
        return message;
    QString out;
    qsizetype start = 0;
    while (start < message.size()) {
        qsizetype end = start;
        const bool space = message.at(start).isSpace();
        while (end < message.size() && message.at(end).isSpace() == space)
            ++end;
        const QString run = message.mid(start, end - start);
        out += space ? run : abbreviated(run);
        start = end;
    }
    return out;
}

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

QString abbreviatedJson(const QJsonValue &value)
{
    if (value.isString())
        return QLatin1Char('"') + abbreviated(value.toString()) + QLatin1Char('"');
    return abbreviated(
        QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1));
}
