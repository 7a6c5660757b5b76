#pragma once
/// \file boldfaces.h
/// \brief Chinese text in bold drawn with a real bold face where one is installed.
///
/// Qt's raster engine draws a glyph larger than 64 px (a slide title at 3840 x 2160) as its outline, and
/// the outline of a face Qt emboldens itself (WenQuanYi Micro Hei has no bold face) comes out regular: bold
/// Chinese titles at 4K were drawn regular (review item 10) though fonts-noto-cjk, with a bold face, was
/// installed, because fontconfig's fallback for the Latin family chose a face without one.

#include <QFont>
#include <QStringList>

/// The installed families that write Simplified Chinese and have a bold face of their own, best first
/// (Noto Sans CJK SC, Source Han Sans SC, then any other in the font database's order). Needs a
/// QGuiApplication.
QStringList chineseFamiliesWithBoldFace();

/// \a font with those families after its own, so that Qt takes Chinese glyphs from them before its
/// system fallback: unchanged when none is installed or they are listed already.
QFont withChineseBoldFaces(const QFont &font);

/// Sets the application font to withChineseBoldFaces() of itself: every figure and widget font is made from
/// it. Call once after the QApplication exists.
void preferChineseBoldFaces();
