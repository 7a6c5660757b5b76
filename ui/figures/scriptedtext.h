#pragma once
/// \file scriptedtext.h
/// \brief The one notation of sub- and superscripts in figures and headings, typeset so that the back row reads
/// them: a run of Unicode sub- or superscript characters (ωᵢ, p₁, 2⁻⁸, Sⱼ = ∑ₖ₌₀ʲ⁻¹) or a group written
/// ^{…} or _{…} (10000^{2i/d_model}, for what Unicode has no characters for) is drawn at 0.8 of the text's size
/// on a raised or lowered baseline. Fonts draw the Unicode characters at about 0.4 of it (11 px on a 27 px line
/// at 1080 lines), and Qt's rich text draws <sub>/<sup> at 2/3.

#include <QList>
#include <QRectF>
#include <QString>
#include <QTextLayout>

class QFont;
class QPainter;

/// \a source as text and the formats of its scripts: each script run is its plain characters (ᵢ → i, ⁻⁸ → −8,
/// ^{2i/d_model} → 2i/d_model) with a font of 0.8 × \a font's size and a baseline offset.
struct ScriptedText
{
    QString text;
    QList<QTextLayout::FormatRange> formats;
    bool hasScripts() const { return !formats.isEmpty(); }
};
ScriptedText scriptedText(const QString &source, const QFont &font);

/// Size of the scripts relative to the text (the back-row rule: at least 0.8).
inline constexpr double scriptScale = 0.8;

/// Draws \a text as QPainter::drawText(rect, flags, text, bounding) does, in the painter's font and pen, with its
/// scripts typeset: flags Qt::AlignLeft / AlignRight / AlignHCenter, AlignTop / AlignBottom / AlignVCenter,
/// Qt::TextWordWrap; lines broken at '\n'. \a bounding, when given, receives the rectangle the text takes.
void drawScripted(QPainter &painter, const QRectF &rect, int flags, const QString &text, QRectF *bounding = nullptr);

/// The rectangle drawScripted() would take in \a rect (its width 0 with Qt::TextDontClip: the text's natural
/// width) with \a font.
QRectF scriptedBoundingRect(const QFont &font, const QRectF &rect, int flags, const QString &text);

/// \a source for places that show plain text (a tool tip, the presenter console, a CSV): ^{x} and _{x} become
/// Unicode characters where every character of x has one (^{−8} → ⁻⁸), else ^x and _x for one character
/// (W_{Q} → W_Q), ^(x) and _(x) for more.
QString plainScripts(const QString &source);

/// \a source as HTML: its text escaped, its scripts in <sup> and <sub> (the handout).
QString htmlScripts(const QString &source);
