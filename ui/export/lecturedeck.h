#pragma once
/// \file lecturedeck.h
/// \brief A lecture as a deck to hand out: one page per question and per reveal (lecturePages()), each the
/// step's figure under its heading (slideheader.h) and, with notes, the speaker notes below; written as one
/// PDF (vector: text stays text) or as numbered PNGs in a folder.

#include "ui/export/figureexport.h"
#include "ui/lecture/lectureplayer.h"

#include <QString>

#include <functional>

class ExplorerState;
class QCPPainter;

/// What a deck export writes.
struct DeckRequest
{
    Lecture lecture;
    QString language = QStringLiteral("en"); ///< the texts' language ("en", "zh_CN")
    PageNotes notes = PageNotes::None;        ///< the lecturer's (--notes) or the students' (--student-notes) notes under each page
    bool revealsOnly = false;                 ///< each step's revealed page alone (no question pages)
    ImageSize size{1920, 1080};               ///< each page's size in layout pixels (16:9 by default), theme, text size
    ExportFormat format = ExportFormat::Pdf;  ///< Pdf (one file) or Png (a folder of page-01.png …)
    QString out;                              ///< the .pdf file, or the folder (new or empty) for PNGs
};

/// The pages the deck of \a request has: every page of its lecture, or with revealsOnly each step's last.
QList<LecturePage> deckPages(const DeckRequest &request);

/// Paints \a page of \a lecture on \a painter over \a size's layout pixels: the background, the heading, the
/// notes (request.notes) and the figure of the page's scene, drawn from \a state, whose session the caller has
/// set to the page's scene. \a deviceScale: device pixels per layout pixel (1 for PDF).
void paintLecturePage(QCPPainter &painter, const ExplorerState &state, const DeckRequest &request,
                      const LecturePage &page, double deviceScale);

/// The file name of page \a index (0-based) in a PNG deck of \a count pages: "page-01.png" … (as many digits
/// as the count needs, at least two), so that a file manager sorts them in order.
QString deckPageName(int index, int count);

/// Writes the deck: a PDF through saveBytes() (atomically; an existing file stays on failure), or the PNGs into
/// a new or empty folder filled aside and put in place whole (PartialFolder). \a progress(done, total) is called
/// after each page. Returns an empty string or one line: "cannot write PATH: reason", or the page that
/// cannot be drawn (undrawablePage(): "step 4: …").
QString writeLectureDeck(const DeckRequest &request, const std::function<void(int, int)> &progress = {});
