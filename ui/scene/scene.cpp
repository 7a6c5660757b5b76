#include "ui/scene/scene.h"

#include "ui/figures/figureregistry.h"
#include "ui/files/atomicsave.h"
#include "ui/state/abbreviated.h"
#include "ui/state/language.h"

#include "ui/state/zoom.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Scene)
};

const QString formatKey = QStringLiteral("format");
const QString versionKey = QStringLiteral("version");
const QString sessionKey = QStringLiteral("session");
const QString tabKey = QStringLiteral("tab");
const QString themeKey = QStringLiteral("theme");
const QString zoomKey = QStringLiteral("zoom");
const QString languageKey = QStringLiteral("language");

Scene::Read failure(const QString &field, const QString &message)
{
    // A key or value the message quotes whole (an unknown key of 3 000 characters) is abbreviated.
    return {std::nullopt, withLongRunsAbbreviated(field.isEmpty() ? message : field + QStringLiteral(": ") + message)};
}

QString figureNames()
{
    QStringList names;
    for (const Figure figure : allFigures())
        names.append(figureName(figure));
    return names.join(QStringLiteral(", "));
}

QString themeNames()
{
    QStringList names;
    for (const Theme theme : theme::all())
        names.append(theme::name(theme));
    return names.join(QStringLiteral(", "));
}

} // namespace

bool Scene::isSceneFile(const QString &path)
{
    return QFileInfo(path).suffix().compare(suffix, Qt::CaseInsensitive) == 0;
}

QJsonObject Scene::toJson() const
{
    QJsonObject session = this->session.toJson();
    return {
        {formatKey, formatTag},
        {versionKey, version},
        {sessionKey, session},
        {tabKey, figureName(tab)},
        {themeKey, theme::name(theme)},
        {zoomKey, zoomPercent},
        {languageKey, language},
    };
}

QByteArray Scene::toBytes() const
{
    return QJsonDocument(toJson()).toJson(QJsonDocument::Indented);
}

Scene::Read Scene::fromJson(const QJsonObject &json)
{
    const QStringList known = {formatKey, versionKey, sessionKey, tabKey, themeKey, zoomKey, languageKey};
    for (auto it = json.begin(); it != json.end(); ++it)
        if (!known.contains(it.key()))
            return failure(it.key(), Text::tr("unknown field (allowed %1)").arg(known.join(QStringLiteral(", "))));
    if (json.value(formatKey) != QJsonValue(formatTag))
        return failure(formatKey, Text::tr("%1 is not a PosEnc scene (allowed \"%2\")")
                                      .arg(abbreviatedJson(json.value(formatKey)), formatTag));
    if (!json.contains(versionKey))
        return failure(versionKey, Text::tr("missing (allowed 1 .. %1)").arg(version));
    const QJsonValue versionValue = json.value(versionKey);
    const double versionNumber = versionValue.toDouble(-1);
    if (!versionValue.isDouble() || versionNumber != std::trunc(versionNumber) || versionNumber < 1
        || versionNumber > version)
        return failure(versionKey, Text::tr("version %1 is not one this PosEnc reads (allowed 1 .. %2; a newer "
                                            "PosEnc wrote it?)")
                                       .arg(abbreviatedJson(versionValue))
                                       .arg(version));

    Scene scene;
    if (json.contains(sessionKey)) {
        const QJsonValue value = json.value(sessionKey);
        if (!value.isObject())
            return failure(sessionKey, Text::tr("%1 is not an object of parameters").arg(abbreviatedJson(value)));
        const QJsonObject session = value.toObject();
        QStringList keys = Session::fieldKeys();
        keys.prepend(versionKey);
        // Each value of the JSON type the field is written with: "dModel": "16" is not a number here (saved
        // settings are read more leniently, as QSettings hands numbers back as text).
        const QJsonObject written = Session::defaults().toJson();
        for (auto it = session.begin(); it != session.end(); ++it) {
            const QString field = sessionKey + QLatin1Char('.') + it.key();
            if (!keys.contains(it.key()))
                return failure(field, Text::tr("unknown parameter (allowed %1)").arg(keys.join(QStringLiteral(", "))));
            const QJsonValue::Type type = written.value(it.key()).type();
            if (it.value().type() != type)
                return failure(field, Text::tr("%1 is not %2").arg(abbreviatedJson(it.value()),
                                                                   type == QJsonValue::Double ? Text::tr("a number")
                                                                   : type == QJsonValue::Bool ? Text::tr("true or false")
                                                                   : type == QJsonValue::Array ? Text::tr("a list of numbers")
                                                                                               : Text::tr("a text")));
        }
        // L follows the text unless the scene gives it, as when typing the sentence or giving --text.
        Session base = Session::defaults();
        if (session.contains(commonKeys::text) && !session.contains(commonKeys::length))
            base.length = Session::lengthFollowing(session.value(commonKeys::text).toString());
        const Session::Read read = Session::fromJson(session, base);
        // The first problem: of a field, or of the attention view's two sentences (sessionrules.h).
        if (!read.problems.isEmpty())
            return failure(sessionKey + QLatin1Char('.') + read.problems.first().field, read.problems.first().message);
        scene.session = read.session;
        // A config.json it names is read, not taken as a label: its values under the fields the scene
        // gives itself (a scene PosEnc wrote gives them all; a hand-written one may give the name only).
        if (!read.session.modelConfig.isEmpty()) {
            Session configured = read.session;
            if (const QString problem = configured.edit(commonKeys::modelConfig, read.session.modelConfig);
                !problem.isEmpty())
                return failure(sessionKey + QStringLiteral(".modelConfig"), problem);
            scene.session = Session::fromJson(session, configured).session;
        }
    }
    if (json.contains(tabKey)) {
        const auto figure = figureFromName(json.value(tabKey).toString());
        if (!json.value(tabKey).isString() || !figure)
            return failure(tabKey, Text::tr("%1 is not a figure (allowed %2)").arg(abbreviatedJson(json.value(tabKey)), figureNames()));
        scene.tab = *figure;
        // The tab's slots are on (a scene written before the slots existed names RoPE by its tab only).
        scene.session = withFigureSlots(scene.session, figureEntry(scene.tab));
    }
    if (json.contains(themeKey)) {
        const auto theme = theme::parse(json.value(themeKey).toString());
        if (!json.value(themeKey).isString() || !theme)
            return failure(themeKey, Text::tr("%1 is not a theme (allowed %2)").arg(abbreviatedJson(json.value(themeKey)), themeNames()));
        scene.theme = *theme;
    }
    if (json.contains(zoomKey)) {
        const QJsonValue value = json.value(zoomKey);
        const double percent = value.toDouble(-1);
        if (!value.isDouble() || percent != std::trunc(percent) || percent < zoom::minPercent || percent > zoom::maxPercent)
            return failure(zoomKey, Text::tr("%1 is not a zoom (allowed %2 .. %3 percent)")
                                        .arg(abbreviatedJson(value))
                                        .arg(zoom::minPercent)
                                        .arg(zoom::maxPercent));
        scene.zoomPercent = static_cast<int>(percent);
    }
    if (json.contains(languageKey)) {
        const QJsonValue value = json.value(languageKey);
        const auto code = language::parse(value.toString());
        if (!value.isString() || !code)
            return failure(languageKey, Text::tr("%1 is not a language (allowed %2)")
                                            .arg(abbreviatedJson(value), language::codes().join(QStringLiteral(", "))));
        scene.language = *code;
    }
    return {scene, {}};
}

namespace {

/// The session fields that name a file, as their entries say.
const QStringList &fileKeys()
{
    static const QStringList keys = Session::fileFieldKeys();
    return keys;
}

} // namespace

QJsonObject Scene::withFilesIn(QJsonObject scene, const QString &folder)
{
    if (folder.isEmpty() || !scene.value(sessionKey).isObject())
        return scene;
    QJsonObject session = scene.value(sessionKey).toObject();
    for (const QString &key : fileKeys())
        if (const QString name = session.value(key).toString(); !name.isEmpty() && QFileInfo(name).isRelative())
            session.insert(key, QDir(folder).filePath(name));
    scene.insert(sessionKey, session);
    return scene;
}

Scene::Read Scene::fromBytes(const QByteArray &bytes, const QString &folder)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return failure({}, Text::tr("not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset));
    if (!document.isObject())
        return failure({}, Text::tr("not a PosEnc scene (the JSON is not an object)"));
    return fromJson(withFilesIn(document.object(), folder));
}

Scene::Read Scene::readFile(const QString &path)
{
    const QString name = path; // as the user gave it
    // Only a regular file: a device or a pipe (/dev/zero, a FIFO named x.posenc) has no end to read to.
    if (QFileInfo(path).exists() && !QFileInfo(path).isFile())
        return failure(name, Text::tr("not a regular file (a scene is a .posenc file)"));
    QFile file(path);
    // A scene is a few hundred bytes; anything past a megabyte is not one (and is not read into memory).
    constexpr qint64 maxBytes = 1 << 20;
    if (!file.open(QIODevice::ReadOnly))
        return failure(name, Text::tr("cannot open: %1").arg(file.errorString()));
    const QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return failure(name, Text::tr("too large for a scene (allowed up to 1 MiB)"));
    Read read = fromBytes(bytes, path.startsWith(QLatin1Char(':')) ? QString() : QFileInfo(path).absolutePath());
    if (!read.problem.isEmpty())
        read.problem = name + QStringLiteral(": ") + read.problem;
    return read;
}

QString Scene::writeFile(const QString &path) const
{
    // Relative to the scene's folder, as fromBytes() reads them; a file elsewhere keeps its absolute name.
    QJsonObject json = toJson();
    QJsonObject session = json.value(sessionKey).toObject();
    const QDir folder = QFileInfo(path).absoluteDir();
    for (const QString &key : fileKeys()) {
        const QString name = session.value(key).toString();
        if (name.isEmpty() || name.startsWith(QLatin1Char(':')))
            continue;
        const QString absolute = QFileInfo(name).absoluteFilePath();
        const QString relative = folder.relativeFilePath(absolute);
        session.insert(key, relative.startsWith(QLatin1String("../")) ? absolute : relative);
    }
    json.insert(sessionKey, session);
    return saveBytes(QJsonDocument(json).toJson(QJsonDocument::Indented), path);
}
