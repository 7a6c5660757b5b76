#pragma once
/// \file recentscenes.h
/// \brief File > Open Recent: the scene files opened or saved last, newest first (QSettings
/// "scenes/recent").

#include <QString>
#include <QStringList>

namespace recentScenes {

/// At most this many files are remembered.
constexpr int maxCount = 8;
/// The remembered files, newest first (absolute paths).
QStringList list();
/// Puts \a path first (removing an older entry of it), keeping at most maxCount.
void add(const QString &path);
/// Forgets \a path (a file that could not be opened any more).
void remove(const QString &path);
/// Forgets them all.
void clear();

} // namespace recentScenes
