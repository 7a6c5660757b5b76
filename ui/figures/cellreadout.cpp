#include "ui/figures/cellreadout.h"
#include "ui/families/addedfamilies.h"
#include "ui/figures/scriptedtext.h"

#include "ui/figures/conventiontext.h"
#include "ui/figures/heatmapdata.h"

#include <posenc/encodings/sinusoidal.h>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace {

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CellReadout)
};

QString number(double value)
{
    return QString::number(value, 'g', 6);
}

struct Parts
{
    QString where;   // pos, j, pair i, sin/cos, token
    QString omega;   // w_i
    QString formula; // the value and how it is computed
};

Parts describe(const ExplorerState &state, const ExplorerState::Hover &hover)
{
    const int pos = state.firstPosition() + hover.row;
    const int j = hover.column;
    const posenc::ColumnRole d = state.scheme().layout.role(j);
    const QString token = state.tokenAt(hover.row);
    const QString tokenText = hover.figure != figureName(Figure::Encoding)
                                  ? Text::tr(", token “%1”").arg(token.isEmpty() ? Text::tr("<pad>") : token)
                                  : QString();
    const double pe = state.encoding()(hover.row, j);
    Parts parts;
    QString peText;
    if (addedFamily(state.session().added).fromTable) { // no formula: the table's own number
        parts.where = Text::tr("pos %1, j %2").arg(pos).arg(j);
        parts.omega = Text::tr("a learned table: no pairs, no frequencies");
        peText = Text::tr("PE = %1 (learned, no formula)").arg(number(pe));
    } else if (d.isPadding) { // tensor2tensor's and fairseq's zero column of an odd d_model
        parts.where = Text::tr("pos %1, j %2 → no pair: zero padding (d_model is odd)").arg(pos).arg(j);
        parts.omega = conventiontext::layoutFormula(state.scheme(), conventiontext::Markup::Plain);
        peText = Text::tr("PE = 0");
    } else {
        const double w = state.angularFrequencies()(d.pair);
        const QString fn = d.isSine ? QStringLiteral("sin") : QStringLiteral("cos");
        parts.where = Text::tr("pos %1, j %2 → pair i = %3, %4").arg(pos).arg(j).arg(d.pair).arg(fn);
        if (d.isLoneSine)
            parts.where += Text::tr(" (lone sine: d_model is odd)");
        parts.omega = conventiontext::omegaOfPair(state.scheme(), d.pair, w);
        // ω with as many digits as the printed product needs to give the printed value (6 significant digits)
        // to its last digit: the angle pos·ω must be known to about 1e-8 of the value's size, so 8 digits
        // and one more per decade of pos·ω and per decade the value lies below 1 (9 at pos 4, ω 0.025;
        // 13 at pos 10⁶). With 6, sin(1000000 × 0.0251189) was another number.
        const double size = std::max(1e-9, std::abs(pe));
        const int digits = pos == 0 ? 6 // 0 × ω is 0 whatever ω's digits
                                    : std::clamp(8 + int(std::ceil(std::log10(std::max(1.0, std::abs(pos * w)))))
                                          + int(std::ceil(std::max(0.0, -std::log10(size)))),
                                      6, 17);
        peText = Text::tr("PE = %1(%2 × %3) = %4").arg(fn).arg(pos).arg(QString::number(w, 'g', digits)).arg(number(pe));
    }
    parts.where += tokenText;
    // Hovers come from the three heat maps; any other figure reads as PE.
    if (hover.figure == figureName(Figure::Embedding))
        parts.formula = Text::tr("embedding value = %1").arg(number(heatmapValue(state, Figure::Embedding, hover.row, j)));
    else if (hover.figure == figureName(Figure::Sum))
        parts.formula = Text::tr("embedding + PE = %1 + %2 = %3")
                            .arg(number(heatmapValue(state, Figure::Embedding, hover.row, j)))
                            .arg(number(pe))
                            .arg(number(heatmapValue(state, Figure::Sum, hover.row, j)));
    else
        parts.formula = peText;
    return parts;
}

} // namespace

QString describeCell(const ExplorerState &state, const ExplorerState::Hover &hover)
{
    const Parts p = describe(state, hover);
    return plainScripts(p.where + QLatin1Char('\n') + p.omega + QLatin1Char('\n') + p.formula);
}

QString describeCellRichText(const ExplorerState &state, const ExplorerState::Hover &hover)
{
    const Parts p = describe(state, hover);
    return QStringLiteral("<b>%1</b> &nbsp;·&nbsp; %2 &nbsp;·&nbsp; %3")
        .arg(htmlScripts(p.where), htmlScripts(p.omega), htmlScripts(p.formula));
}
