#include "ui/state/boldfaces.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>

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
    // The family the font resolves to, not an alias ("Sans Serif"): in a list of families Qt passes over
    // an alias and would draw every Latin letter in the first Chinese family.
    QStringList families = font.families();
    const QString resolved = QFontInfo(font).family();
    if (families.isEmpty())
        families.append(resolved);
    else if (!QFontDatabase::hasFamily(families.first()))
        families.first() = resolved;
    // Symbols the first family lacks (⋅, ≤, arrows) keep coming from DejaVu Sans, fontconfig's own
    // fallback, rather than from a Chinese face's full-width forms.
    const QString dejaVu = QStringLiteral("DejaVu Sans");
    if (!families.contains(dejaVu) && QFontDatabase::hasFamily(dejaVu))
        families.insert(1, dejaVu);
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
