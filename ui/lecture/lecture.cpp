#include "ui/lecture/lecture.h"

#include "ui/figures/figureregistry.h"
#include "ui/files/atomicsave.h"
#include "ui/ink/inkstroke.h"
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
const QString textKey = commonKeys::text;
const QString questionKey = QStringLiteral("question");
const QString answerKey = QStringLiteral("answer");
const QString notesKey = QStringLiteral("notes");
const QString studentNotesKey = QStringLiteral("studentNotes");
const QString sceneKey = QStringLiteral("scene");
const QString revealKey = QStringLiteral("reveal");
const QString sessionKey = QStringLiteral("session");
const QString tabKey = QStringLiteral("tab");
const QString themeKey = QStringLiteral("theme");
const QString zoomKey = QStringLiteral("zoom");
const QString minutesKey = QStringLiteral("minutes");
const QString appendixKey = QStringLiteral("appendix");
const QString marksKey = QStringLiteral("marks");
const QString inkKey = QStringLiteral("ink");
const QString figureKey = QStringLiteral("figure");
const QString panelKey = QStringLiteral("panel");
const QString xKey = QStringLiteral("x");
const QString yKey = QStringLiteral("y");
const QString labelKey = QStringLiteral("label");
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

/// The most a lecture text may hold: what a slide can show (the built-in lecture's longest is 380
/// characters on 4 lines). A 3.6 MB question took a minute to lay out and froze the window for seconds.
constexpr int maxTextCharacters = 4000;
constexpr int maxTextLines = 100;

/// A problem with the size of \a text, or empty.
QString textSizeProblem(const QString &text)
{
    if (text.size() > maxTextCharacters)
        return Text::tr("%1 characters (allowed up to %2)").arg(text.size()).arg(maxTextCharacters);
    if (const qsizetype lines = text.count(QLatin1Char('\n')) + 1; lines > maxTextLines)
        return Text::tr("%1 lines (allowed up to %2)").arg(lines).arg(maxTextLines);
    return {};
}

/// Reads a text: a string (both languages) or {"en": ..., "zh_CN": ...}. Returns a problem or empty.
QString readText(const QJsonValue &value, LectureText &text)
{
    if (value.isString()) {
        text.en = text.zh = value.toString();
        return textSizeProblem(text.en);
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
    for (const auto &[key, language] : {std::pair{enKey, &text.en}, std::pair{zhKey, &text.zh}})
        if (const QString problem = textSizeProblem(*language); !problem.isEmpty())
            return key + QStringLiteral(": ") + problem;
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

/// \a scene (a scene file's object) with every session text given per language ({"en": ..., "zh_CN": ...})
/// replaced by its text in \a code.
QJsonObject inLanguage(QJsonObject scene, const QString &code)
{
    if (!scene.value(sessionKey).isObject())
        return scene;
    QJsonObject session = scene.value(sessionKey).toObject();
    for (auto it = session.begin(); it != session.end(); ++it) {
        LectureText text;
        if (it.value().isObject() && readText(it.value(), text).isEmpty())
            it.value() = text.in(code);
    }
    scene.insert(sessionKey, session);
    return scene;
}

/// The most panels a mark may name: no figure has more axis rects.
constexpr int maxPanels = 8;

/// Reads an axis extent: a number n (the unit around it, n ± 0.5) or [from, to]. Returns a problem or empty.
QString readRange(const QJsonValue &value, std::optional<MarkRange> &range)
{
    if (value.isDouble()) {
        range = MarkRange{value.toDouble() - 0.5, value.toDouble() + 0.5};
        return {};
    }
    const QJsonArray pair = value.toArray();
    if (value.isArray() && pair.size() == 2 && pair.at(0).isDouble() && pair.at(1).isDouble() &&
        pair.at(0).toDouble() <= pair.at(1).toDouble()) {
        range = MarkRange{pair.at(0).toDouble(), pair.at(1).toDouble()};
        return {};
    }
    return Text::tr("%1 is not a place on the axis (allowed a number, or [from, to] with from <= to)")
        .arg(abbreviatedJson(value));
}

QJsonValue rangeJson(const std::optional<MarkRange> &range)
{
    if (range->to - range->from == 1.0)
        return (range->from + range->to) / 2;
    return QJsonArray{range->from, range->to};
}

/// Reads a list of marks; \a tab names the figure of a mark that names none. Returns a problem or empty.
QString readMarks(const QJsonValue &value, Figure tab, QList<LectureMark> &marks)
{
    if (!value.isArray())
        return Text::tr("%1 is not a list of marks").arg(abbreviatedJson(value));
    const QJsonArray list = value.toArray();
    if (list.size() > 20)
        return Text::tr("%1 marks (allowed 0 .. 20)").arg(list.size());
    const QStringList known = {figureKey, panelKey, xKey, yKey, labelKey};
    for (qsizetype index = 0; index < list.size(); ++index) {
        const QString where = QStringLiteral("%1: ").arg(index + 1);
        const QJsonObject object = list.at(index).toObject();
        if (!list.at(index).isObject())
            return where + Text::tr("%1 is not a mark (allowed {\"x\": ..., \"y\": ..., \"label\": ...})")
                               .arg(abbreviatedJson(list.at(index)));
        if (const QString key = unknownKey(object, known); !key.isEmpty())
            return where + Text::tr("%1: unknown field (allowed %2)").arg(abbreviated(key), known.join(QStringLiteral(", ")));
        LectureMark mark;
        Figure figure = tab;
        if (object.contains(figureKey)) {
            const std::optional<Figure> named = figureFromName(object.value(figureKey).toString());
            if (!named)
                return where + Text::tr("figure %1 is not a figure's name").arg(abbreviatedJson(object.value(figureKey)));
            figure = *named;
        }
        if (!figureEntry(figure).plot)
            return where + Text::tr("the figure %1 has no axes to mark (marks go on plotted figures)").arg(figureName(figure));
        mark.mark.figure = figureName(figure);
        if (object.contains(panelKey)) {
            const QJsonValue panel = object.value(panelKey);
            if (!panel.isDouble() || panel.toDouble() != panel.toInt() || panel.toInt() < 0 || panel.toInt() >= maxPanels)
                return where + Text::tr("panel %1 is out of range (allowed 0 .. %2)").arg(abbreviatedJson(panel)).arg(maxPanels - 1);
            mark.mark.panel = panel.toInt();
        }
        for (const auto &[key, range] : {std::pair{xKey, &mark.mark.x}, std::pair{yKey, &mark.mark.y}})
            if (object.contains(key))
                if (const QString problem = readRange(object.value(key), *range); !problem.isEmpty())
                    return where + key + QStringLiteral(": ") + problem;
        if (object.contains(labelKey))
            if (const QString problem = readText(object.value(labelKey), mark.label); !problem.isEmpty())
                return where + labelKey + QStringLiteral(": ") + problem;
        marks.append(mark);
    }
    return {};
}

QJsonArray marksJson(const QList<LectureMark> &marks, Figure tab)
{
    QJsonArray list;
    for (const LectureMark &mark : marks) {
        QJsonObject object;
        if (mark.mark.figure != figureName(tab))
            object.insert(figureKey, mark.mark.figure);
        if (mark.mark.panel != 0)
            object.insert(panelKey, mark.mark.panel);
        if (mark.mark.x)
            object.insert(xKey, rangeJson(mark.mark.x));
        if (mark.mark.y)
            object.insert(yKey, rangeJson(mark.mark.y));
        if (!mark.label.isEmpty())
            object.insert(labelKey, textJson(mark.label));
        list.append(object);
    }
    return list;
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
        if (changes.contains(textKey) && !changes.contains(commonKeys::length))
            session.remove(commonKeys::length);
        for (auto it = changes.begin(); it != changes.end(); ++it)
            session.insert(it.key(), it.value());
        scene.insert(sessionKey, session);
    }
    if (reveal.contains(tabKey))
        scene.insert(tabKey, reveal.value(tabKey));
    return scene;
}

/// A problem when the scene file object \a scene names a family that its tab's figure does not show (the tab
/// would turn it back on, silently): "session.scores: \"none\" … (the tab rope needs rope)".
QString familyConflict(const QJsonObject &scene, const Scene &read)
{
    const QJsonObject given = scene.value(sessionKey).toObject();
    const QJsonObject result = read.session.toJson();
    for (const QString key : {commonKeys::added, commonKeys::scores})
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
    if (changed.contains(textKey) || changed.contains(commonKeys::length))
        changed.insert(commonKeys::length, session.value(commonKeys::length));
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

FigureMark LectureMark::in(const QString &code) const
{
    FigureMark shown = mark;
    shown.label = label.in(code);
    return shown;
}

const Scene &LectureStep::sceneIn(const QString &code, bool revealed) const
{
    if (code.startsWith(QLatin1String("zh")))
        return revealed ? revealedZh : sceneZh;
    return revealed ? this->revealed : scene;
}

QJsonObject LectureStep::revealSessionIn(const QString &code) const
{
    return inLanguage(reveal, code).value(sessionKey).toObject();
}

bool LectureStep::operator==(const LectureStep &other) const
{
    return title == other.title && text == other.text && question == other.question && answer == other.answer &&
           notes == other.notes && studentNotes == other.studentNotes && scene == other.scene && reveal == other.reveal && revealed == other.revealed &&
           sceneZh == other.sceneZh && revealedZh == other.revealedZh && marks == other.marks &&
           revealMarks == other.revealMarks && minutes == other.minutes && appendix == other.appendix &&
           setsTheme == other.setsTheme && setsZoom == other.setsZoom && ink == other.ink;
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
            {textKey, &step.text},   {questionKey, &step.question},           {answerKey, &step.answer},
            {notesKey, &step.notes}, {studentNotesKey, &step.studentNotes}};
        for (const auto &[key, text] : texts)
            if (!text->isEmpty())
                object.insert(key, textJson(*text));
        if (step.minutes > 0)
            object.insert(minutesKey, step.minutes);
        if (step.appendix)
            object.insert(appendixKey, true);
        if (!step.marks.isEmpty())
            object.insert(marksKey, marksJson(step.marks, step.scene.tab));
        QJsonObject reveal = step.reveal;
        reveal.remove(marksKey);
        if (step.revealMarks != step.marks)
            reveal.insert(marksKey, marksJson(step.revealMarks, step.revealed.tab));
        if (!reveal.isEmpty())
            object.insert(revealKey, reveal);
        if (!step.ink.isEmpty())
            object.insert(inkKey, inkToJson(step.ink));
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
    const QStringList stepKeys = {titleKey, textKey,    questionKey, answerKey,   notesKey, studentNotesKey,
                                  sceneKey, revealKey, minutesKey,  appendixKey, marksKey, inkKey};
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
                                                          {notesKey, &step.notes},
                                                          {studentNotesKey, &step.studentNotes}};
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
        // The scene in each language (a session text may be given in both).
        const auto readScene = [&](const QJsonObject &file, const QString &code, Scene &into) {
            const QJsonObject resolved = inLanguage(file, code);
            const Scene::Read read = Scene::fromJson(Scene::withFilesIn(resolved, folder));
            if (!read.scene)
                return read.problem;
            if (const QString conflict = familyConflict(resolved, *read.scene); !conflict.isEmpty())
                return conflict;
            into = *read.scene;
            return QString();
        };
        for (const auto &[code, into] : {std::pair{enKey, &step.scene}, std::pair{zhKey, &step.sceneZh}})
            if (const QString problem = readScene(sceneFile, code, *into); !problem.isEmpty())
                return fail(sceneKey, problem);
        step.setsTheme = sceneValue.toObject().contains(themeKey);
        step.setsZoom = sceneValue.toObject().contains(zoomKey);
        step.revealed = step.scene;
        step.revealedZh = step.sceneZh;
        if (object.contains(minutesKey)) {
            const QJsonValue minutes = object.value(minutesKey);
            if (!minutes.isDouble() || !(minutes.toDouble() >= 0 && minutes.toDouble() <= 60))
                return fail(minutesKey, Text::tr("%1 is out of range (allowed 0 .. 60 minutes)").arg(abbreviatedJson(minutes)));
            step.minutes = minutes.toDouble();
        }
        if (object.contains(appendixKey)) {
            if (!object.value(appendixKey).isBool())
                return fail(appendixKey, Text::tr("%1 is not true or false").arg(abbreviatedJson(object.value(appendixKey))));
            step.appendix = object.value(appendixKey).toBool();
        }
        if (object.contains(marksKey))
            if (const QString problem = readMarks(object.value(marksKey), step.scene.tab, step.marks); !problem.isEmpty())
                return fail(marksKey, problem);
        step.revealMarks = step.marks;
        if (object.contains(inkKey)) {
            QString problem;
            const auto ink = inkFromJson(object.value(inkKey), &problem);
            if (!ink)
                return fail(inkKey, problem);
            step.ink = *ink;
        }
        if (object.contains(revealKey)) {
            const QJsonValue revealValue = object.value(revealKey);
            if (!revealValue.isObject())
                return fail(revealKey, Text::tr("%1 is not an object (allowed session, tab, marks)").arg(abbreviatedJson(revealValue)));
            step.reveal = revealValue.toObject();
            if (const QString key = unknownKey(step.reveal, {sessionKey, tabKey, marksKey}); !key.isEmpty())
                return fail(revealKey + QLatin1Char('.') + key, Text::tr("unknown field (allowed session, tab, marks)"));
            if (!step.hasQuestion())
                return fail(revealKey, Text::tr("a reveal needs a question to reveal the answer of"));
            if (step.reveal.contains(sessionKey) && !step.reveal.value(sessionKey).isObject())
                return fail(revealKey + QLatin1Char('.') + sessionKey,
                            Text::tr("%1 is not an object of parameters").arg(abbreviatedJson(step.reveal.value(sessionKey))));
            const QJsonObject revealFile = withReveal(sceneFile, step.reveal);
            for (const auto &[code, into] : {std::pair{enKey, &step.revealed}, std::pair{zhKey, &step.revealedZh}})
                if (const QString problem = readScene(revealFile, code, *into); !problem.isEmpty())
                    return fail(revealKey, problem);
            if (step.reveal.contains(marksKey)) {
                step.revealMarks.clear();
                if (const QString problem = readMarks(step.reveal.value(marksKey), step.revealed.tab, step.revealMarks);
                    !problem.isEmpty())
                    return fail(revealKey + QLatin1Char('.') + marksKey, problem);
                // Kept once, in revealMarks: the file's spelling of a label ({"en": x, "zh_CN": x} or x) is
                // not the lecture, and a lecture written and read again must equal itself.
                step.reveal.remove(marksKey);
            }
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
