#include "optiontable.h"

#include "optionreading.h"

#include "ui/export/animation.h"
#include "ui/state/language.h"
#include "ui/state/zoom.h"

#include <QCoreApplication>

namespace {

/// Translation context of the command line (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

} // namespace

void addNonFieldOptions(QCommandLineParser &parser)
{
    using N = OptionNames;
    parser.addOptions({
        {N::scene, Text::tr("a scene file (.posenc, File > Save Scene in the window) to start from: its parameters, "
                            "selection, tab, theme, zoom and language; the options given override it."),
         Text::tr("FILE")},
        {N::figure, Text::tr("export: the figure, %1, or several separated by commas (embedding,pe,sum: written "
                             "into the folder --out in one process; scene: write a scene file of the parameters "
                             "given, to --out FILE.posenc).")
                        .arg(figureChoices()),
         Text::tr("F")},
        {N::out, Text::tr("export: output file, - for standard output; with --figure all, the output folder."), Text::tr("PATH")},
        {N::format, Text::tr("export: png, svg or pdf (vector: text stays text), or csv (the figure's numbers, 17 "
                             "significant digits, no header: the L x d_model matrix for embedding, pe and sum; see the "
                             "README for the others), or gif (with --animate); with --lecture: pdf, png or html (a handout folder "
                             "students open in a browser); default: the extension of --out, else png."),
         Text::tr("png|svg|pdf|csv|gif|html")},
        {N::animate, Text::tr("export: an animation of one figure with %1 moving, written as an animated GIF (--out "
                              "ending in .gif, loops for ever) or as PNG frames frame-0000.png … into a new or empty "
                              "folder (--out ending in /). Without --from/--to: the clock's position turns the "
                              "selected pair once, seamlessly; other figures' positions run over the sequence; offset "
                              "0 .. L-1; base 10 .. 1e6 (geometric); d_model 2 .. --d-model (even values).")
                           .arg(animatedParameterNames()),
         Text::tr("PARAMETER")},
        {N::from, Text::tr("export --animate: the first frame's value (with --to; position within the sequence, "
                           "offset -L .. L, base as --base, d_model as --d-model)."),
         Text::tr("A")},
        {N::to, Text::tr("export --animate: the last frame's value (with --from)."), Text::tr("B")},
        {N::frames, Text::tr("export --animate: number of frames, %1 .. %2 (default %3).")
                        .arg(AnimationSpec::minFrames)
                        .arg(AnimationSpec::maxFrames)
                        .arg(AnimationSpec::defaultFrames),
         Text::tr("N")},
        {N::fps, Text::tr("export --animate: frames per second, %1 .. %2 (default %3; GIF delays are whole "
                          "1/100 s, rounded so that the loop keeps its length).")
                     .arg(AnimationSpec::minFps)
                     .arg(AnimationSpec::maxFps)
                     .arg(AnimationSpec::defaultFps),
         Text::tr("R")},
        {N::width, Text::tr("export: image width in layout pixels, %1 (default 1920).")
                       .arg(rangeText(ImageSize::minSide, ImageSize::maxSide)),
         Text::tr("W")},
        {N::height, Text::tr("export: image height in layout pixels, %1 (default 1080).")
                        .arg(rangeText(ImageSize::minSide, ImageSize::maxSide)),
         Text::tr("H")},
        {N::scale, Text::tr("export: pixels per layout pixel, %1 .. %2 (default 1).")
                       .arg(ImageSize::minScale)
                       .arg(ImageSize::maxScale),
         Text::tr("S")},
        {N::caption, Text::tr("export: write the figure's one-paragraph caption under it (PNG).")},
        {N::clean, Text::tr("export: without the selection marks (the heat maps' row frame and dashed column, the "
                            "highlighted clock, the marked pair and cell): the data only, for a slide.")},
        {N::transparent, Text::tr("export: no background (PNG with alpha; SVG and PDF without a backdrop), for a "
                                  "slide's own background.")},
        {N::fontScale, Text::tr("export: text size, %1 .. %2 times the default, whose smallest text is 1/40 of the "
                                "image height (27 px at 1080); default 1.")
                           .arg(ImageSize::minFontScale)
                           .arg(ImageSize::maxFontScale),
         Text::tr("F")},
        {N::theme, Text::tr("colours: %1 (window default: the last one, first light; export default: light).")
                       .arg(themeChoices()),
         Text::tr("THEME")},
        {N::zoom, Text::tr("window: zoom of every text, line and marker, %1 .. %2 percent (default: the last one, "
                           "first 100; Ctrl++ / Ctrl+- / Ctrl+0 in the window).")
                      .arg(zoom::minPercent)
                      .arg(zoom::maxPercent),
         Text::tr("PERCENT")},
        {N::presentation, Text::tr("window: start in presentation mode (full screen, one figure at a time with text of 1/40 "
                                   "of the screen height, Page Up / Page Down between figures, F its whole tab, F6 the "
                                   "parameters, Esc leaves; F5 in the window).")},
        {N::lecture, Text::tr("window: run a lecture (a .posenc-lecture file, or builtin: the seed argument from the "
                              "clock hands to RoPE) in presentation mode: Space / Page Down next, Page Up back, a step "
                              "number and Enter, B blanks the screen. export: write its pages (one per question and per "
                              "reveal) as a PDF deck (--format pdf) or numbered PNGs into the folder --out."),
         Text::tr("FILE|builtin")},
        {N::notes, Text::tr("export --lecture: the speaker notes under each page.")},
        {N::studentNotes, Text::tr("export --lecture: the notes for students under each page (the steps' "
                                   "\"studentNotes\"), never with the speaker notes.")},
        {N::revealsOnly, Text::tr("export --lecture: one page per step, as revealed (its answer shown), without the "
                                  "question pages: a deck to read after the class.")},
        {N::presenter, Text::tr("window: a lecture opens the presenter console, a second window with the step's notes, "
                                "its answer before it is shown, the next step and the time (with two screens it "
                                "opens anyway, on the primary one; File > Presenter Console).")},
        {N::language, Text::tr("language of the window and of exported titles, axes and captions: %1 (default: the "
                               "system's; the window remembers View > Language; CSV numbers never change).")
                          .arg(language::codes().join(QStringLiteral(", "))),
         Text::tr("CODE")},
    });
}
