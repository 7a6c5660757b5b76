#include "ui/export/lecturedeck.h"

#include "ui/export/pngencoder.h"
#include "ui/figures/figureregistry.h"
#include "ui/files/atomicsave.h"
#include "ui/files/checkedwrite.h"
#include "ui/files/partialfolder.h"
#include "ui/ink/inkpaint.h"
#include "ui/lecture/slideheader.h"
#include "ui/state/explorerstate.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPageLayout>
#include <QPdfWriter>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LectureDeck)
};

} // namespace

void paintLecturePage(QCPPainter &painter, const ExplorerState &state, const DeckRequest &request,
                      const LecturePage &page, double deviceScale)
{
    const ForegroundWork now(state);
    const FigureStyle style = exportStyle(request.size);
    const QRectF whole(0, 0, request.size.width, request.size.height);
    if (style.palette.background.alpha() > 0)
        painter.fillRect(whole, style.palette.background);
    const SlideHeader header = pageHeader(request.lecture, page, request.language, request.notes);
    QRectF figure = paintSlideHeader(painter, whole, style, header);
    figure = paintSlideNotes(painter, figure, style, header.notes);
    painter.save();
    painter.setClipRect(figure);
    const Figure tab = sceneOf(request.lecture, page, request.language).tab;
    const std::unique_ptr<FigurePainter> figurePainter = figureEntry(tab).painter();
    figurePainter->paint(painter, figure, state, style, deviceScale);
    painter.restore();
    // The lecturer's ink as drawn on the step, held on to the same data.
    paintInk(painter, request.lecture.steps.at(page.step).ink, InkPlace{figurePainter->dataFrames(), figure, whole.height(), figureName(tab)});
}

QList<LecturePage> deckPages(const DeckRequest &request)
{
    QList<LecturePage> pages = lecturePages(request.lecture);
    if (request.revealsOnly)
        pages.removeIf([](const LecturePage &page) { return !page.revealed; });
    return pages;
}

QString deckPageName(int index, int count)
{
    const int digits = std::max(2, static_cast<int>(QString::number(count).size()));
    return QStringLiteral("page-%1.png").arg(index + 1, digits, 10, QLatin1Char('0'));
}

QString writeLectureDeck(const DeckRequest &request, const std::function<void(int, int)> &progress)
{
    const QList<LecturePage> pages = deckPages(request);
    const int count = static_cast<int>(pages.size());
    ExplorerState state;
    // Each page's figure must be one its scene can draw: say which, before anything is written.
    if (const QString problem = undrawablePage(request.lecture); !problem.isEmpty())
        return problem;
    if (request.format == ExportFormat::Pdf) {
        // Straight into the file (AtomicFile: put in place only when whole), not into memory: 1 000 pages of
        // 4096² heat maps are 4.5 GB of PDF. Through a CheckedWriteDevice: QPdfWriter ignores a write that
        // fell short (a nearly full disk) and would finish a truncated file that then replaced the old deck.
        return saveAtomically(request.out, [&](QIODevice &device) -> QString {
            CheckedWriteDevice checked(device);
            QPdfWriter pdf(&checked);
            pdf.setResolution(96); // one layout pixel = 1/96 in, as for a figure's PDF
            pdf.setPageLayout(QPageLayout(
                QPageSize(QSizeF(request.size.width * 72.0 / 96.0, request.size.height * 72.0 / 96.0), QPageSize::Point),
                QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
            pdf.setTitle(request.lecture.title.in(request.language));
            pdf.setCreator(QStringLiteral("PosEnc"));
            QCPPainter painter(&pdf);
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            for (int index = 0; index < count; ++index) {
                if (index > 0 && !pdf.newPage())
                    return Text::tr("a new PDF page could not be started");
                setPageOn(state, request.lecture, pages.at(index), request.language);
                paintLecturePage(painter, state, request, pages.at(index), 1.0);
                if (!checked.reason().isEmpty())
                    return checked.reason(); // the disk is full: no page more
                if (progress)
                    progress(index + 1, count);
            }
            const bool ended = painter.end();
            if (!checked.reason().isEmpty())
                return checked.reason();
            return ended ? QString() : Text::tr("the PDF could not be finished");
        });
    }
    PartialFolder folder(QDir::cleanPath(request.out));
    if (const QString problem = folder.create(); !problem.isEmpty())
        return problem;
    const FigureStyle style = exportStyle(request.size);
    for (int index = 0; index < count; ++index) {
        setPageOn(state, request.lecture, pages.at(index), request.language);
        QImage image(request.size.pixelWidth(), request.size.pixelHeight(),
                     style.palette.background.alpha() < 255 ? QImage::Format_ARGB32_Premultiplied : QImage::Format_RGB32);
        if (image.isNull())
            return Text::tr("cannot write %1: no memory for a page of %2 x %3 pixels")
                .arg(request.out)
                .arg(request.size.pixelWidth())
                .arg(request.size.pixelHeight());
        image.fill(style.palette.background.alpha() < 255 ? QColor(Qt::transparent) : style.palette.background);
        {
            QCPPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::TextAntialiasing);
            painter.scale(request.size.scale, request.size.scale);
            paintLecturePage(painter, state, request, pages.at(index), request.size.scale);
        }
        QString reason;
        const auto png = encodePng(image, &reason);
        if (!png)
            return Text::tr("cannot write %1: %2").arg(request.out, reason);
        if (const QString problem = folder.save(deckPageName(index, count), *png); !problem.isEmpty())
            return problem;
        if (progress)
            progress(index + 1, count);
    }
    return folder.putInPlace();
}
