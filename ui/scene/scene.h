#pragma once
/// \file scene.h
/// \brief A scene: everything a lecturer set up (the Session, the open tab, theme, zoom and language),
/// as one value that is written to and read from a `.posenc` file (versioned JSON).

#include "ui/figures/figure.h"
#include "ui/state/session.h"
#include "ui/state/theme.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

/// One `.posenc` file's contents. The file is UTF-8 JSON:
///
///     {"format": "posenc-scene", "version": 1,
///      "session": {...Session::toJson(): every parameter and the selection...},
///      "tab": "pe", "theme": "light", "zoom": 100, "language": "en"}
///
/// A field that is absent takes its default (Session::defaults(), the first tab, light, 100 %, English), so
/// a hand-written preset may name only what it changes; L follows the session's text unless given. Reading
/// is all or nothing: a malformed file, a newer version, an unknown field or an out-of-range value gives a
/// problem naming the field and its allowed range, and no scene.
struct Scene
{
    /// Version of the file format; read() refuses a newer one.
    static constexpr int version = 1;
    /// What "format" holds in every scene file.
    static inline const QString formatTag = QStringLiteral("posenc-scene");
    /// The file name extension, without the dot.
    static inline const QString suffix = QStringLiteral("posenc");

    Session session = Session::defaults();
    Figure tab = Figure::Encoding; ///< the open tab, named by a figure it shows (pe: the first tab)
    Theme theme = Theme::Light;
    int zoomPercent = 100;               ///< zoom of the window, 50 .. 300 (ui/state/zoom.h)
    QString language = QStringLiteral("en"); ///< "en" or "zh_CN" (ui/state/language.h)

    /// True for a path that names a scene file (ends in .posenc, any case).
    static bool isSceneFile(const QString &path);

    /// The JSON object above, every field written.
    QJsonObject toJson() const;
    /// toJson() as indented UTF-8 text ending in a newline: what a `.posenc` file holds.
    QByteArray toBytes() const;

    struct Read;
    /// Reads a scene from a JSON object (see the class comment).
    static Read fromJson(const QJsonObject &json);
    /// Reads a scene from a file's contents: JSON syntax errors are reported with their offset. Relative
    /// file names in it (a learned table, T5's table, a config.json) are read against \a folder (the
    /// scene's own, as a lecture's are), or the current folder when \a folder is empty.
    static Read fromBytes(const QByteArray &bytes, const QString &folder = {});
    /// \a scene (a scene file's JSON object) with its relative file names made absolute against \a folder.
    static QJsonObject withFilesIn(QJsonObject scene, const QString &folder);
    /// Reads the file \a path (a Qt resource path ":/..." too). Problems start with the file's name.
    static Read readFile(const QString &path);
    /// Writes toBytes() to \a path atomically, its file names relative to \a path's folder where they lie
    /// in it or below it (so that the folder can be moved or shared as a whole) (ui/files/atomicsave.h: flushed, onto a regular file only); a
    /// failure leaves an existing file as it was. Returns an empty string or "cannot write PATH: reason".
    QString writeFile(const QString &path) const;

    bool operator==(const Scene &) const = default;
};

struct Scene::Read
{
    std::optional<Scene> scene; ///< std::nullopt when anything was wrong
    /// Empty, or one line naming the field and its allowed range, e.g.
    /// "session.dModel: d_model = 0 is out of range (allowed 1 .. 4096)".
    QString problem;
};
