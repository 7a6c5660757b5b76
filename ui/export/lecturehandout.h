#pragma once
/// \file lecturehandout.h
/// \brief A lecture as a handout students open anywhere: a folder with index.html (English),
/// index.zh_CN.html (Chinese) and every page's figure as SVG, self-contained (no script, no font or file
/// from elsewhere), so that it works from a USB stick and on a phone. Each step shows its figure, text and
/// question; the answer, with the figure as revealed, opens on a click (HTML's own details element).

#include "ui/export/lecturedeck.h"

/// Writes \a request.lecture's handout into the folder \a request.out (new or empty; written whole or not at
/// all, PartialFolder), each figure \a request.size (1280 x 720 by default for the handout: text 18 px) in its
/// page's language. Returns "" or one line saying what could not be written. Switches the installed
/// language (language::install()) to draw each language's figures and puts the current one back.
QString writeLectureHandout(const DeckRequest &request);

/// The handout's page for \a code ("en" or "zh_CN"), pointing at figures/<code>/step-NN.svg (and
/// step-NN-answer.svg for a step with a question), written in the language installed now.
QString lectureHandoutHtml(const Lecture &lecture, const QString &code);
