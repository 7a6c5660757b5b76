#include "ui/state/boldfaces.h"

#include <QApplication>
#include <QFontDatabase>

QStringList chineseFamiliesWithBoldFace()
{
    const QStringList preferred = {QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Source Han Sans SC"),
                                   QStringLiteral("Source Han Sans CN")};
    QStringList found;
    const QStringList chinese = QFontDatabase::families(QFontDatabase::SimplifiedChinese);
    const auto hasBoldFace = [](const QString &family) {
        const QStringList styles = QFontDatabase::styles(family);
        return std::any_of(styles.begin(), styles.end(), [&family](const QString &style) {
            return QFontDatabase::weight(family, style) >= QFont::Bold;
        });
    };
    for (const QString &family : preferred)
        if (chinese.contains(family) && hasBoldFace(family))
            found.append(family);
    for (const QString &family : chinese)
        if (!found.contains(family) && !family.contains(QLatin1String("Serif")) && hasBoldFace(family))
            found.append(family);
    return found;
}

QFont withChineseBoldFaces(const QFont &font)
{
    QStringList families = font.families().isEmpty() ? QStringList{font.family()} : font.families();
    bool added = false;
    for (const QString &family : chineseFamiliesWithBoldFace()) {
        if (!families.contains(family)) {
            families.append(family);
            added = true;
        }
    }
    if (!added)
        return font;
    QFont result = font;
    result.setFamilies(families);
    return result;
}

void preferChineseBoldFaces()
{
    QApplication::setFont(withChineseBoldFaces(QApplication::font()));
}
