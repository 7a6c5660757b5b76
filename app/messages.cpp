#include "messages.h"

#include "ui/state/abbreviated.h"

#include <QTextStream>

QString oneLine(const QString &text)
{
    QString line;
    line.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n')
            line += QLatin1String("\\n");
        else if (u == u'\r')
            line += QLatin1String("\\r");
        else if (u == u'\t')
            line += QLatin1String("\\t");
        else if (u == 0x1b)
            line += QLatin1String("\\e");
        else if (u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0))
            line += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
        else if (u == 0x2028 || u == 0x2029)
            line += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        else
            line += c;
    }
    return line;
}

void printError(const QString &message)
{
    QTextStream(stderr) << "posenc: " << oneLine(withLongRunsAbbreviated(message)) << Qt::endl;
}
