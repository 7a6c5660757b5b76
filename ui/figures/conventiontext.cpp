#include "ui/figures/conventiontext.h"

#include <QCoreApplication>

#include <algorithm>

namespace conventiontext {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Convention)
};

QString number(double value, int digits)
{
    return QString::number(value, 'g', digits);
}

/// ωᵢ, or its rich-text form.
QString omega(Markup markup)
{
    return markup == Markup::Html ? QStringLiteral("ω<sub>i</sub>") : QStringLiteral("ωᵢ");
}

/// base^(exponent) as the markup writes a power.
QString power(const QString &base, const QString &exponent, Markup markup)
{
    return markup == Markup::Html ? QStringLiteral("%1<sup>%2</sup>").arg(base, exponent)
                                  : QStringLiteral("%1^{%2}").arg(base, exponent); // scriptedtext.h
}

/// tensor2tensor's denominator max(n - 1, 1), n = floor(d_model / 2).
int t2tDenominator(int dModel)
{
    return std::max(dModel / 2 - 1, 1);
}

} // namespace

QString conventionName(std::optional<posenc::Convention> convention)
{
    if (!convention)
        return Text::tr("Custom mix");
    switch (*convention) {
    case posenc::Convention::Paper:
        return Text::tr("Paper / PyTorch tutorial / Annotated Transformer");
    case posenc::Convention::Tensor2Tensor:
        return Text::tr("tensor2tensor");
    case posenc::Convention::Fairseq:
        return Text::tr("fairseq");
    case posenc::Convention::Marian:
        return Text::tr("Hugging Face Marian");
    }
    return {};
}

QString conventionSource(posenc::Convention convention)
{
    return QString::fromLatin1(posenc::conventionInfo(convention).source);
}

QString layoutName(posenc::PairOrder order)
{
    switch (order) {
    case posenc::PairOrder::Interleaved:
        return Text::tr("Interleaved (sin, cos, sin, …)");
    case posenc::PairOrder::Halves:
        return Text::tr("Halves (odd: lone sine)");
    case posenc::PairOrder::HalvesZeroPadded:
        return Text::tr("Halves (odd: zero column)");
    }
    return {};
}

QString spacingName(posenc::FrequencySpacing spacing)
{
    return spacing == posenc::FrequencySpacing::Paper ? Text::tr("paper: base^(−2i/d)") : Text::tr("t2t: base^(−i/(n−1))");
}

QString layoutFormula(const posenc::SinusoidalScheme &scheme, Markup markup)
{
    const QString w = omega(markup);
    const posenc::PairLayout &layout = scheme.layout;
    const int d = layout.dModel;
    if (layout.order == posenc::PairOrder::Interleaved) {
        QString text = Text::tr("PE(pos, 2i) = sin(pos·%1), PE(pos, 2i+1) = cos(pos·%1)").arg(w);
        if (layout.hasLoneSine())
            text += Text::tr("; column %1 is a lone sine").arg(d - 1);
        return text;
    }
    if (layout.hasLoneSine()) { // Marian, odd: ceil(d/2) sines, then floor(d/2) cosines
        const int sines = layout.pairCount();
        return Text::tr("PE(pos, i) = sin(pos·%1), i = 0 … %2; PE(pos, %3 + i) = cos(pos·%1), i = 0 … %4")
            .arg(w)
            .arg(sines - 1)
            .arg(sines)
            .arg(sines - 2);
    }
    QString text = Text::tr("PE(pos, i) = sin(pos·%1), PE(pos, %2 + i) = cos(pos·%1)").arg(w).arg(d / 2);
    if (layout.hasZeroColumn())
        text += Text::tr("; column %1 = 0").arg(d - 1);
    return text;
}

QString spacingFormula(const posenc::SinusoidalScheme &scheme, Markup markup)
{
    const QString base = number(scheme.base(), 10);
    const QString exponent = scheme.frequencies.spacing == posenc::FrequencySpacing::Paper
                                 ? QStringLiteral("−2i/%1").arg(scheme.dModel())
                                 : QStringLiteral("−i/%1").arg(t2tDenominator(scheme.dModel()));
    return QStringLiteral("%1 = %2").arg(omega(markup), power(base, exponent, markup));
}

QString omegaOfPair(const posenc::SinusoidalScheme &scheme, int pair, double value)
{
    const QString exponent = scheme.frequencies.spacing == posenc::FrequencySpacing::Paper
                                 ? QStringLiteral("−2·%1/%2").arg(pair).arg(scheme.dModel())
                                 : QStringLiteral("−%1/%2").arg(pair).arg(t2tDenominator(scheme.dModel()));
    // ω with the pair's number as Unicode subscript digits (typeset where drawn, scriptedtext.h).
    QString digits;
    for (const QChar c : QString::number(pair))
        digits += QChar(u'₀' + (c.unicode() - u'0'));
    return Text::tr("ω%1 = %2 = %3 rad/position")
        .arg(digits)
        .arg(power(number(scheme.base(), 6), exponent, Markup::Plain))
        .arg(number(value, 6));
}

QString pairColumns(const posenc::PairLayout &layout)
{
    if (layout.order == posenc::PairOrder::Interleaved)
        return Text::tr("dimensions 2i, 2i+1");
    const int cosines = layout.order == posenc::PairOrder::Halves ? layout.pairCount() : layout.dModel / 2;
    return Text::tr("dimensions i, %1 + i").arg(cosines);
}

QString halvesNote(const posenc::PairLayout &layout)
{
    if (layout.order == posenc::PairOrder::Interleaved || layout.dModel < 2)
        return {};
    const int sines = layout.order == posenc::PairOrder::Halves ? layout.pairCount() : layout.dModel / 2;
    const int cosineEnd = sines + layout.completePairCount() - 1;
    QString note = Text::tr("sin j 0…%1 | cos j %2…%3").arg(sines - 1).arg(sines).arg(cosineEnd);
    if (layout.hasZeroColumn())
        note += Text::tr(" | j %1 = 0").arg(layout.dModel - 1);
    // A narrow map wraps the note (fitTextElements): only after a "|", never inside "j 60 = 0".
    QStringList parts = note.split(QStringLiteral(" | "));
    for (QString &part : parts)
        part = unbreakable(part);
    return parts.join(QString(QChar::Nbsp) + QStringLiteral("| "));
}

QString unbreakable(QString text)
{
    text.replace(QLatin1Char(' '), QChar::Nbsp);
    // Qt breaks after an ellipsis and a slash; a word joiner holds "30…59" and "2i/1024" together.
    text.replace(QStringLiteral("…"), QStringLiteral("…\u2060"));
    text.replace(QLatin1Char('/'), QStringLiteral("/\u2060"));
    return text;
}

} // namespace conventiontext
