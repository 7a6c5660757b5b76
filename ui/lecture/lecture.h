#pragma once
/// \file lecture.h
/// \brief A lecture: a list of steps, each a scene with a title, the text shown with it, an optional
/// question and its answer (predict, then reveal), and speaker notes, each text in English and Chinese.
/// Written to and read from a `.posenc-lecture` file (versioned JSON).

#include "ui/ink/inkstroke.h"
#include "ui/scene/scene.h"
#include "ui/state/figuremark.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

/// One text of a lecture in both of PosEnc's languages. In a file: {"en": "...", "zh_CN": "..."}, or a
/// plain string used for both.
struct LectureText
{
    QString en;
    QString zh;

    /// The text in the language \a code ("en" or "zh_CN"); the other language's when it has none.
    QString in(const QString &code) const;
    bool isEmpty() const { return en.isEmpty() && zh.isEmpty(); }
    bool operator==(const LectureText &) const = default;
};

/// A mark a step draws on a figure (figuremark.h), its label in both languages. In a file:
/// {"figure": "similarity", "panel": 0, "x": [2.5, 3.5], "y": 5, "label": {"en": ..., "zh_CN": ...}}: x and y
/// are a number (the unit around it: a cell, a column j, a distance r) or [from, to] (to = from: a line);
/// either may be left out for the panel's whole width or height; "figure" defaults to the step's tab's.
struct LectureMark
{
    FigureMark mark;   ///< its label unused
    LectureText label;

    /// The mark with its label in the language \a code.
    FigureMark in(const QString &code) const;
    bool operator==(const LectureMark &) const = default;
};

/// One step of a lecture. Its scene is what the window shows when the step starts (every Session field
/// the file names, the rest Session::defaults(); the tab names the figure shown alone; a session text may be
/// given per language); a question is asked over that scene, and revealing its answer applies \a reveal (session fields and a tab) on top,
/// e.g. turning PE on in the attention view or raising k.
struct LectureStep
{
    LectureText title;    ///< a few words, shown above the figure
    LectureText text;     ///< what the audience reads with the figure (may be empty)
    LectureText question; ///< empty: the step has no question
    LectureText answer;   ///< shown on the reveal
    LectureText notes;    ///< for the lecturer only (presenter console, the deck with --notes)
    /// For the students (the handout, the deck with --student-notes); never shown with the lecturer's notes.
    LectureText studentNotes;
    Scene scene;          ///< the scene the step starts from (its language is never used)
    /// The step's "scene" object as the file wrote it (written back as it was, so that what the file leaves
    /// to follow, say the length of its text, still follows after a reveal); empty for a step made from a
    /// view, which is written as the fields that differ from the defaults.
    QJsonObject sceneFields;
    /// What the reveal changes of the scene, as written in the file: {"session": {...}, "tab": "..."}; empty:
    /// nothing. Its marks are read into revealMarks.
    QJsonObject reveal;
    Scene revealed;       ///< scene with reveal applied: what the answer is shown over
    /// The scene and the revealed scene in Chinese: a session text the file gives in both languages
    /// ({"en": "I love you", "zh_CN": "我 爱 你"}) takes its Chinese one; else equal to scene and revealed.
    Scene sceneZh;
    Scene revealedZh;
    /// What the step marks on its figure when it starts, and on its reveal (the reveal's "marks" when it
    /// gives them, else these).
    QList<LectureMark> marks;
    QList<LectureMark> revealMarks;
    /// The lecturer's ink on the step's figure (the file's "ink", inkstroke.h): drawn over the step's pages
    /// when it runs, in the deck and in the handout.
    QList<InkStroke> ink;
    /// The planned minutes (the file's "minutes", 0 .. 60; 0: none planned): the console shows the time
    /// spent against them.
    double minutes = 0;
    /// An appendix step (the file's "appendix": true): Space and Page Down pass over it from the lecture's
    /// core; it is reached by its number, and from another appendix step.
    bool appendix = false;
    /// Whether the file's scene names a theme or a zoom: a step that does not keeps the window's (the
    /// lecturer's choice for the hall); one that does sets it (a zoom scales the figure's text: 100 = 1/40 of
    /// the screen height).
    bool setsTheme = false;
    bool setsZoom = false;

    bool hasQuestion() const { return !question.isEmpty(); }
    /// The scene (\a revealed: the revealed one) in the language \a code ("en", "zh_CN").
    const Scene &sceneIn(const QString &code, bool revealed) const;
    /// The reveal's session fields with texts in the language \a code: what a reveal puts on top of the
    /// session as the lecturer left it.
    QJsonObject revealSessionIn(const QString &code) const;
    /// The same texts, scenes and reveal (however the scene was written: sceneFields is not compared).
    bool operator==(const LectureStep &other) const;
};

/// A `.posenc-lecture` file's contents. The file is UTF-8 JSON:
///
///     {"format": "posenc-lecture", "version": 1,
///      "title": {"en": "...", "zh_CN": "..."},
///      "steps": [{"title": ..., "text": ..., "question": ..., "answer": ..., "notes": ..., "studentNotes": ...,
///                 "minutes": 3, "appendix": false, "marks": [...LectureMark...], "ink": [...InkStroke...],
///                 "scene": {"tab": "clock", "session": {"offset": 1}, "theme": "dark", "zoom": 120},
///                 "reveal": {"session": {"offset": 3}, "marks": [...]}}, ...]}
///
/// A step's "scene" is a scene file's object without "format", "version" and "language" (scene.h): the fields
/// it leaves out take their defaults. "title" and "scene" are required; "answer" comes with "question".
/// Reading is all or nothing: a problem names the step and the field, e.g.
/// "step 4: scene.session.dModel: d_model = 0 is out of range (allowed 1 .. 4096)".
struct Lecture
{
    static constexpr int version = 1;
    static inline const QString formatTag = QStringLiteral("posenc-lecture");
    /// The file name extension, without the dot.
    static inline const QString suffix = QStringLiteral("posenc-lecture");
    /// The resource of the built-in lecture (`posenc --lecture builtin`).
    static inline const QString builtinPath = QStringLiteral(":/lectures/builtin.posenc-lecture");
    /// The most steps a lecture may have.
    static constexpr int maxSteps = 500;

    LectureText title;
    QList<LectureStep> steps; ///< at least one

    /// True for a path that names a lecture file (ends in .posenc-lecture, any case).
    static bool isLectureFile(const QString &path);

    /// The object above. A step's scene is written as the fields that differ from their defaults (the
    /// text's length always with the text; the theme and zoom when the step sets them), so that reading it
    /// back gives the same scene.
    QJsonObject toJson() const;
    /// toJson() as indented UTF-8 text ending in a newline: what a `.posenc-lecture` file holds.
    QByteArray toBytes() const;

    struct Read;
    /// \a folder: where relative file names in the steps (a learned table, T5's table, a config.json) are
    /// found; empty: the current folder.
    static Read fromJson(const QJsonObject &json, const QString &folder = {});
    /// Reads a lecture from a file's contents: JSON syntax errors are reported with their offset.
    static Read fromBytes(const QByteArray &bytes, const QString &folder = {});
    /// Reads the file \a path (a Qt resource path ":/..." too; "builtin" is the built-in lecture); relative
    /// file names in its steps are found next to it. Problems start with the file's name. Files past 4 MiB
    /// are refused unread.
    static Read readFile(const QString &path);
    /// The built-in lecture: the seed argument in order, then the families and context extension.
    static Lecture builtin();
    /// Writes toBytes() to \a path atomically (ui/files/atomicsave.h); a failure leaves an existing file as
    /// it was. Returns an empty string or "cannot write PATH: reason".
    QString writeFile(const QString &path) const;

    bool operator==(const Lecture &) const = default;
};

struct Lecture::Read
{
    std::optional<Lecture> lecture; ///< std::nullopt when anything was wrong
    QString problem;                ///< empty, or one line naming the step and the field
};
