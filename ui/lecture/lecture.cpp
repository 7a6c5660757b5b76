#include "ui/lecture/lecture.h"

#include "ui/figures/figureregistry.h"
#include "ui/files/atomicsave.h"
#include "ui/state/abbreviated.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Lecture)
};

const QString formatKey = QStringLiteral("format");
const QString versionKey = QStringLiteral("version");
const QString titleKey = QStringLiteral("title");
const QString stepsKey = QStringLiteral("steps");
const QString textKey = QStringLiteral("text");
const QString questionKey = QStringLiteral("question");
const QString answerKey = QStringLiteral("answer");
const QString notesKey = QStringLiteral("notes");
const QString sceneKey = QStringLiteral("scene");
const QString revealKey = QStringLiteral("reveal");
const QString sessionKey = QStringLiteral("session");
const QString tabKey = QStringLiteral("tab");
const QString themeKey = QStringLiteral("theme");
const QString zoomKey = QStringLiteral("zoom");
const QString enKey = QStringLiteral("en");
const QString zhKey = QStringLiteral("zh_CN");

Lecture::Read failure(const QString &where, const QString &message)
{
    return {std::nullopt, withLongRunsAbbreviated(where.isEmpty() ? message : where + QStringLiteral(": ") + message)};
}

QString unknownKey(const QJsonObject &json, const QStringList &known)
{
    for (auto it = json.begin(); it != json.end(); ++it)
        if (!known.contains(it.key()))
            return it.key();
    return {};
}

/// Reads a text: a string (both languages) or {"en": ..., "zh_CN": ...}. Returns a problem or empty.
QString readText(const QJsonValue &value, LectureText &text)
{
    if (value.isString()) {
        text.en = text.zh = value.toString();
        return {};
    }
    if (!value.isObject())
        return Text::tr("%1 is not a text (allowed a string, or {\"en\": ..., \"zh_CN\": ...})").arg(abbreviatedJson(value));
    const QJsonObject object = value.toObject();
    if (const QString key = unknownKey(object, {enKey, zhKey}); !key.isEmpty())
        return Text::tr("%1: unknown language (allowed en, zh_CN)").arg(abbreviated(key));
    for (const QString &key : {enKey, zhKey})
        if (object.contains(key) && !object.value(key).isString())
            return Text::tr("%1: %2 is not a string").arg(key, abbreviatedJson(object.value(key)));
    text.en = object.value(enKey).toString();
    text.zh = object.value(zhKey).toString();
    return {};
}

QJsonValue textJson(const LectureText &text)
{
    if (text.en == text.zh)
        return text.en;
    QJsonObject object;
    if (!text.en.isEmpty())
        object.insert(enKey, text.en);
    if (!text.zh.isEmpty())
        object.insert(zhKey, text.zh);
    return object;
}

/// A step's scene object as a scene file's (format and version added), after checking it names no
/// format, version or language of its own.
QString sceneFileObject(const QJsonObject &scene, QJsonObject &file)
{
    for (const QString &key : {formatKey, versionKey, QStringLiteral("language")})
        if (scene.contains(key))
            return Text::tr("%1: not part of a lecture's scene (a lecture runs in the window's language; allowed "
                            "session, tab, theme, zoom)")
                .arg(key);
    file = scene;
    file.insert(formatKey, Scene::formatTag);
    file.insert(versionKey, Scene::version);
    return {};
}

/// \a scene (a scene file's object) with \a reveal's session fields and tab on top (the reveal's own fields
/// win; a text the reveal gives brings its own length unless the reveal gives one too, as in a scene file).
QJsonObject withReveal(QJsonObject scene, const QJsonObject &reveal)
{
    if (reveal.contains(sessionKey)) {
        QJsonObject session = scene.value(sessionKey).toObject();
        const QJsonObject changes = reveal.value(sessionKey).toObject();
        if (changes.contains(textKey) && !changes.contains(QStringLiteral("length")))
            session.remove(QStringLiteral("length"));
        for (auto it = changes.begin(); it != changes.end(); ++it)
            session.insert(it.key(), it.value());
        scene.insert(sessionKey, session);
    }
    if (reveal.contains(tabKey))
        scene.insert(tabKey, reveal.value(tabKey));
    return scene;
}

/// \a scene with its relative file names (a learned table, T5's table, a config.json) made absolute against
/// \a folder (the lecture's).
QJsonObject withFilesIn(QJsonObject scene, const QString &folder)
{
    if (folder.isEmpty() || !scene.value(sessionKey).isObject())
        return scene;
    QJsonObject session = scene.value(sessionKey).toObject();
    for (const QString &key : {QStringLiteral("table"), QStringLiteral("t5Table"), QStringLiteral("modelConfig")})
        if (const QString name = session.value(key).toString(); !name.isEmpty() && QFileInfo(name).isRelative())
            session.insert(key, QDir(folder).filePath(name));
    scene.insert(sessionKey, session);
    return scene;
}

/// A problem when the scene file object \a scene names a family that its tab's figure does not show (the tab
/// would turn it back on, silently): "session.scores: \"none\" … (the tab rope needs rope)".
QString familyConflict(const QJsonObject &scene, const Scene &read)
{
    const QJsonObject given = scene.value(sessionKey).toObject();
    const QJsonObject result = read.session.toJson();
    for (const QString &key : {QStringLiteral("added"), QStringLiteral("scores")})
        if (given.contains(key) && given.value(key) != result.value(key))
            return Text::tr("session.%1: %2 leaves the figure %3 without its family (it needs %4)")
                .arg(key, abbreviatedJson(given.value(key)), figureName(read.tab), abbreviatedJson(result.value(key)));
    return {};
}

/// The scene as the fields that differ from a default scene's; the length goes with the text (a scene
/// whose text is given and length is not takes the text's length).
QJsonObject sceneDifference(const LectureStep &step)
{
    const Scene &scene = step.scene;
    const QJsonObject all = scene.toJson();
    const QJsonObject defaults = Scene().toJson();
    QJsonObject out;
    const QJsonObject session = all.value(sessionKey).toObject();
    const QJsonObject defaultSession = defaults.value(sessionKey).toObject();
    QJsonObject changed;
    for (auto it = session.begin(); it != session.end(); ++it)
        if (it.value() != defaultSession.value(it.key()))
            changed.insert(it.key(), it.value());
    if (changed.contains(textKey) || changed.contains(QStringLiteral("length")))
        changed.insert(QStringLiteral("length"), session.value(QStringLiteral("length")));
    changed.remove(versionKey);
    if (!changed.isEmpty())
        out.insert(sessionKey, changed);
    out.insert(tabKey, all.value(tabKey));
    if (step.setsTheme)
        out.insert(themeKey, all.value(themeKey));
    if (step.setsZoom)
        out.insert(zoomKey, all.value(zoomKey));
    return out;
}

} // namespace

QString LectureText::in(const QString &code) const
{
    const QString &wanted = code.startsWith(QLatin1String("zh")) ? zh : en;
    return wanted.isEmpty() ? (code.startsWith(QLatin1String("zh")) ? en : zh) : wanted;
}

bool LectureStep::operator==(const LectureStep &other) const
{
    return title == other.title && text == other.text && question == other.question && answer == other.answer &&
           notes == other.notes && scene == other.scene && reveal == other.reveal && revealed == other.revealed &&
           setsTheme == other.setsTheme && setsZoom == other.setsZoom;
}

bool Lecture::isLectureFile(const QString &path)
{
    return QFileInfo(path).fileName().endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive);
}

QJsonObject Lecture::toJson() const
{
    QJsonArray steps;
    for (const LectureStep &step : this->steps) {
        QJsonObject object{{titleKey, textJson(step.title)},
                           {sceneKey, step.sceneFields.isEmpty() ? sceneDifference(step) : step.sceneFields}};
        const std::pair<QString, const LectureText *> texts[] = {
            {textKey, &step.text}, {questionKey, &step.question}, {answerKey, &step.answer}, {notesKey, &step.notes}};
        for (const auto &[key, text] : texts)
            if (!text->isEmpty())
                object.insert(key, textJson(*text));
        if (!step.reveal.isEmpty())
            object.insert(revealKey, step.reveal);
        steps.append(object);
    }
    return {{formatKey, formatTag}, {versionKey, version}, {titleKey, textJson(title)}, {stepsKey, steps}};
}

QByteArray Lecture::toBytes() const
{
    return QJsonDocument(toJson()).toJson(QJsonDocument::Indented);
}

Lecture::Read Lecture::fromJson(const QJsonObject &json, const QString &folder)
{
    const QStringList known = {formatKey, versionKey, titleKey, stepsKey};
    if (const QString key = unknownKey(json, known); !key.isEmpty())
        return failure(key, Text::tr("unknown field (allowed %1)").arg(known.join(QStringLiteral(", "))));
    if (json.value(formatKey) != QJsonValue(formatTag))
        return failure(formatKey, Text::tr("%1 is not a PosEnc lecture (allowed \"%2\")")
                                      .arg(abbreviatedJson(json.value(formatKey)), formatTag));
    const QJsonValue versionValue = json.value(versionKey);
    if (!versionValue.isDouble() || versionValue.toDouble() != 1.0)
        return failure(versionKey, Text::tr("version %1 is not one this PosEnc reads (allowed 1 .. %2; a newer "
                                            "PosEnc wrote it?)")
                                       .arg(abbreviatedJson(versionValue))
                                       .arg(version));
    Lecture lecture;
    if (json.contains(titleKey))
        if (const QString problem = readText(json.value(titleKey), lecture.title); !problem.isEmpty())
            return failure(titleKey, problem);
    const QJsonValue stepsValue = json.value(stepsKey);
    if (stepsValue.isArray() && (stepsValue.toArray().isEmpty() || stepsValue.toArray().size() > maxSteps))
        return failure(stepsKey, Text::tr("%1 steps (allowed 1 .. %2)").arg(stepsValue.toArray().size()).arg(maxSteps));
    if (!stepsValue.isArray())
        return failure(stepsKey, Text::tr("%1 is not a list of 1 .. %2 steps").arg(abbreviatedJson(stepsValue)).arg(maxSteps));
    const QJsonArray steps = stepsValue.toArray();
    const QStringList stepKeys = {titleKey, textKey, questionKey, answerKey, notesKey, sceneKey, revealKey};
    for (qsizetype index = 0; index < steps.size(); ++index) {
        const QString where = Text::tr("step %1").arg(index + 1);
        const auto fail = [&](const QString &field, const QString &message) {
            return failure(where + QStringLiteral(": ") + field, message);
        };
        if (!steps.at(index).isObject())
            return failure(where, Text::tr("%1 is not an object").arg(abbreviatedJson(steps.at(index))));
        const QJsonObject object = steps.at(index).toObject();
        if (const QString key = unknownKey(object, stepKeys); !key.isEmpty())
            return fail(key, Text::tr("unknown field (allowed %1)").arg(stepKeys.join(QStringLiteral(", "))));
        for (const QString &key : {titleKey, sceneKey})
            if (!object.contains(key))
                return fail(key, Text::tr("missing (every step has a title and a scene)"));
        if (object.contains(questionKey) != object.contains(answerKey))
            return fail(object.contains(questionKey) ? answerKey : questionKey,
                        Text::tr("missing (a question comes with its answer)"));
        LectureStep step;
        const std::pair<QString, LectureText *> texts[] = {{titleKey, &step.title}, {textKey, &step.text},
                                                          {questionKey, &step.question}, {answerKey, &step.answer},
                                                          {notesKey, &step.notes}};
        for (const auto &[key, text] : texts)
            if (object.contains(key))
                if (const QString problem = readText(object.value(key), *text); !problem.isEmpty())
                    return fail(key, problem);
        if (step.title.isEmpty())
            return fail(titleKey, Text::tr("empty (every step has a title)"));
        if (object.contains(questionKey) && step.question.isEmpty())
            return fail(questionKey, Text::tr("empty (leave out question and answer for a step without one)"));
        if (object.contains(answerKey) && step.answer.isEmpty())
            return fail(answerKey, Text::tr("empty (a question comes with its answer)"));
        const QJsonValue sceneValue = object.value(sceneKey);
        if (!sceneValue.isObject())
            return fail(sceneKey, Text::tr("%1 is not an object (allowed session, tab, theme, zoom)").arg(abbreviatedJson(sceneValue)));
        QJsonObject sceneFile;
        if (const QString problem = sceneFileObject(sceneValue.toObject(), sceneFile); !problem.isEmpty())
            return fail(sceneKey, problem);
        step.sceneFields = sceneValue.toObject();
        // Without a tab, the first tab's figure (PE), whose family the scene must then have too.
        if (!sceneFile.contains(tabKey))
            sceneFile.insert(tabKey, figureName(Figure::Encoding));
        const Scene::Read scene = Scene::fromJson(withFilesIn(sceneFile, folder));
        if (!scene.scene)
            return fail(sceneKey, scene.problem);
        if (const QString conflict = familyConflict(sceneFile, *scene.scene); !conflict.isEmpty())
            return fail(sceneKey, conflict);
        step.scene = *scene.scene;
        step.setsTheme = sceneValue.toObject().contains(themeKey);
        step.setsZoom = sceneValue.toObject().contains(zoomKey);
        step.revealed = step.scene;
        if (object.contains(revealKey)) {
            const QJsonValue revealValue = object.value(revealKey);
            if (!revealValue.isObject())
                return fail(revealKey, Text::tr("%1 is not an object (allowed session, tab)").arg(abbreviatedJson(revealValue)));
            step.reveal = revealValue.toObject();
            if (const QString key = unknownKey(step.reveal, {sessionKey, tabKey}); !key.isEmpty())
                return fail(revealKey + QLatin1Char('.') + key, Text::tr("unknown field (allowed session, tab)"));
            if (!step.hasQuestion())
                return fail(revealKey, Text::tr("a reveal needs a question to reveal the answer of"));
            if (step.reveal.contains(sessionKey) && !step.reveal.value(sessionKey).isObject())
                return fail(revealKey + QLatin1Char('.') + sessionKey,
                            Text::tr("%1 is not an object of parameters").arg(abbreviatedJson(step.reveal.value(sessionKey))));
            const QJsonObject revealFile = withReveal(sceneFile, step.reveal);
            const Scene::Read revealed = Scene::fromJson(withFilesIn(revealFile, folder));
            if (!revealed.scene)
                return fail(revealKey, revealed.problem);
            if (const QString conflict = familyConflict(revealFile, *revealed.scene); !conflict.isEmpty())
                return fail(revealKey, conflict);
            step.revealed = *revealed.scene;
        }
        lecture.steps.append(step);
    }
    return {lecture, {}};
}

Lecture::Read Lecture::fromBytes(const QByteArray &bytes, const QString &folder)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return failure({}, Text::tr("not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset));
    if (!document.isObject())
        return failure({}, Text::tr("not a PosEnc lecture (the JSON is not an object)"));
    return fromJson(document.object(), folder);
}

Lecture::Read Lecture::readFile(const QString &path)
{
    if (path == QLatin1String("builtin"))
        return readFile(builtinPath);
    if (QFileInfo(path).exists() && !QFileInfo(path).isFile())
        return failure(path, Text::tr("not a regular file (a lecture is a .posenc-lecture file)"));
    QFile file(path);
    // The built-in lecture of 20 steps is 30 kB; anything past 4 MiB is not a lecture (and is not read).
    constexpr qint64 maxBytes = 4 << 20;
    if (!file.open(QIODevice::ReadOnly))
        return failure(path, Text::tr("cannot open: %1").arg(file.errorString()));
    const QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return failure(path, Text::tr("too large for a lecture (allowed up to 4 MiB)"));
    Read read = fromBytes(bytes, path.startsWith(QLatin1Char(':')) ? QString() : QFileInfo(path).absolutePath());
    if (!read.problem.isEmpty())
        read.problem = path + QStringLiteral(": ") + read.problem;
    return read;
}

Lecture Lecture::builtin()
{
    const Read read = readFile(builtinPath);
    Q_ASSERT_X(read.lecture, "Lecture::builtin", qPrintable(read.problem)); // tst_lecture reads it
    return read.lecture.value_or(Lecture{});
}

QString Lecture::writeFile(const QString &path) const
{
    return saveBytes(toBytes(), path);
}
