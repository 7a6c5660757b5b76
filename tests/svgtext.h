#pragma once
/// \file svgtext.h
/// \brief What an exported SVG says, read as a reader would: the characters of its `<text>` elements in the
/// order they are drawn, joined. Qt splits a string into several `<text>` runs wherever the font changes (a
/// fallback font for U+FFFD or a CJK character on one machine, none on another), so a test that looks for a
/// string in the raw file depends on the machine's fonts; this one does not.

#include <QByteArray>
#include <QString>
#include <QXmlStreamReader>

/// The character data of every `<text>` element of \a svg (and its `<tspan>`s) in document order, joined
/// without separators; an empty string when \a svg is not well-formed XML.
inline QString svgText(const QByteArray &svg)
{
    QXmlStreamReader xml(svg);
    QString text;
    int depth = 0; // inside how many <text> elements
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement:
            depth += xml.name() == QLatin1String("text");
            break;
        case QXmlStreamReader::EndElement:
            depth -= xml.name() == QLatin1String("text");
            break;
        case QXmlStreamReader::Characters:
            if (depth > 0 && !xml.isWhitespace())
                text += xml.text();
            break;
        default:
            break;
        }
    }
    return xml.hasError() ? QString() : text;
}
