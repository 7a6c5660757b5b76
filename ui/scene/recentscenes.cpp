#include "ui/scene/recentscenes.h"

#include <QFileInfo>
#include <QSettings>

namespace {
const QString key = QStringLiteral("scenes/recent");

void store(QStringList paths)
{
    paths.removeDuplicates();
    QSettings().setValue(key, paths.mid(0, recentScenes::maxCount));
}
} // namespace

namespace recentScenes {

QStringList list()
{
    QStringList paths = QSettings().value(key).toStringList();
    paths.removeAll(QString());
    return paths.mid(0, maxCount);
}

void add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList paths = list();
    paths.removeAll(absolute);
    paths.prepend(absolute);
    store(paths);
}

void remove(const QString &path)
{
    QStringList paths = list();
    paths.removeAll(QFileInfo(path).absoluteFilePath());
    store(paths);
}

void clear()
{
    QSettings().remove(key);
}

} // namespace recentScenes
