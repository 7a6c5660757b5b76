#include "ui/figures/figurepalette.h"

const FigurePalette &FigurePalette::light()
{
    static const FigurePalette palette;
    return palette;
}
