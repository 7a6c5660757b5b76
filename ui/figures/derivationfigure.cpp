#include "ui/figures/derivationfigure.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/whypairsfigure.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/exactangle.h>
#include <posenc/encodings/sinusoidal.h>

#include <QCoreApplication>

#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(DerivationFigure)
};

QString n4(double x)
{
    QString s = QString::number(x, 'f', 4);
    if (s.startsWith(QLatin1Char('-')))
        s.replace(0, 1, QChar(0x2212)); // a minus sign, not a hyphen
    return s;
}

QString whole(long long x)
{
    return x < 0 ? QChar(0x2212) + QString::number(-x) : QString::number(x);
}

QString factor(double x)
{
    return x < 0 ? QLatin1Char('(') + n4(x) + QLatin1Char(')') : n4(x);
}

} // namespace

DerivationNumbers DerivationNumbers::of(const ExplorerState &state)
{
    DerivationNumbers d;
    d.pair = WhyPairsFigure::shownPair(state);
    if (d.pair < 0)
        return d;
    const posenc::SinusoidalScheme &scheme = state.scheme();
    d.omega = scheme.frequencies.angularFrequency(d.pair, state.dModel());
    d.pos = state.position();
    d.offset = state.offset();
    const posenc::SinCos a = posenc::exactAngle(double(d.pos), d.omega), b = posenc::exactAngle(double(d.offset), d.omega);
    d.sinA = a.s;
    d.cosA = a.c;
    d.sinB = b.s;
    d.cosB = b.c;
    d.sinSum = a.s * b.c + a.c * b.s; // sin(a + b) = sin a cos b + cos a sin b
    d.cosSum = a.c * b.c - a.s * b.s; // cos(a + b) = cos a cos b − sin a sin b
    const Eigen::Matrix2d m = posenc::offsetRotation(d.omega, double(d.offset));
    d.m00 = m(0, 0);
    d.m01 = m(0, 1);
    d.m10 = m(1, 0);
    d.m11 = m(1, 1);
    d.other = state.comparePosition();
    const Eigen::MatrixXd &pe = state.encoding();
    const int first = state.firstPosition();
    d.dot = pe.row(d.pos - first).dot(pe.row(d.other - first));
    // cos(A − B) = cos A cos B + sin A sin B: each complete pair gives cos(ωᵢ(p − q)); a lone sine its product.
    const Eigen::VectorXd w = posenc::angularFrequencies(scheme);
    for (int i = 0; i < scheme.layout.completePairCount(); ++i)
        d.cosineSum += posenc::exactAngle(double(d.pos - d.other), w(i)).c;
    if (scheme.layout.hasLoneSine()) {
        const int i = scheme.layout.pairCount() - 1;
        d.cosineSum += posenc::exactAngle(double(d.pos), w(i)).s * posenc::exactAngle(double(d.other), w(i)).s;
    }
    return d;
}

TextSlide derivationSlide(const ExplorerState &state)
{
    const DerivationNumbers d = DerivationNumbers::of(state);
    TextSlide slide;
    if (d.pair < 0) {
        slide.title = Text::tr("Derivations");
        slide.prose(figureEntry(Figure::Derivation).unavailable(state));
        return slide;
    }
    const QString omega = QString::number(d.omega, 'g', 6);
    slide.title = Text::tr("Where Mₖ and the dot product come from: pair i = %1, pos = %2, k = %3").arg(d.pair).arg(d.pos).arg(d.offset);
    slide.prose(Text::tr("The angle-addition identities, with a = ωᵢ·pos = %1 × %2 and b = ωᵢ·k = %1 × %3 (radians):")
                    .arg(omega)
                    .arg(d.pos)
                    .arg(d.offset));
    slide.formula(QStringLiteral("sin(a + b) = sin a · cos b + cos a · sin b = %1 × %2 + %3 × %4 = %5")
                      .arg(n4(d.sinA), factor(d.cosB), factor(d.cosA), factor(d.sinB), n4(d.sinSum)));
    slide.formula(QStringLiteral("cos(a + b) = cos a · cos b − sin a · sin b = %1 × %2 − %3 × %4 = %5")
                      .arg(n4(d.cosA), factor(d.cosB), factor(d.sinA), factor(d.sinB), n4(d.cosSum)));
    slide.prose(Text::tr("Written as a matrix, the same for every pos (only k is in it): the rotation Mₖ.")
    );
    slide.formula(QStringLiteral("[sin, cos](pos + k) = Mₖ · [sin, cos](pos),   Mₖ = [[cos b, sin b], [−sin b, cos b]] = "
                                 "[[%1, %2], [%3, %4]]")
                      .arg(n4(d.m00), n4(d.m01), n4(d.m10), n4(d.m11)),
                  true);
    slide.gap();
    slide.prose(Text::tr("The dot product of two positions, p = pos = %1 and q = pos′ = %2, pair by pair:").arg(d.pos).arg(d.other));
    slide.formula(QStringLiteral("sin(ωᵢp)·sin(ωᵢq) + cos(ωᵢp)·cos(ωᵢq) = cos(ωᵢ(p − q))      ") +
                  Text::tr("(cos(A − B) = cos A cos B + sin A sin B)"));
    slide.formula(QStringLiteral("PE(%1) · PE(%2) = Σᵢ cos(ωᵢ · %3) = %4   ").arg(d.pos).arg(d.other).arg(whole(d.pos - d.other)).arg(n4(d.cosineSum)) +
                      Text::tr("(the rows multiplied out: %1)").arg(n4(d.dot)),
                  true);
    slide.prose(Text::tr("Only p − q is left: the similarity of two positions depends on their distance alone."));
    slide.gap();
    slide.prose(Text::tr("On a clock: \"3 hours later\" is the same turn of 90° whatever the time, from 2 o'clock to 5 and from 8 "
                         "to 11; moving by k is the same turn ωᵢ·k for every pos. Only a (sin, cos) pair can turn: that is why "
                         "they come in pairs."));
    return slide;
}

FigureEntry derivationFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Derivation;
    e.title = QT_TRANSLATE_NOOP("Figure", "Derivations");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "The two derivations of the notes with the selected pair, pos, k and pos′ filled in: Mₖ from the "
                  "identities for sin(a + b) and cos(a + b), and the dot product of two positions from cos(A − B). "
                  "Neither result has the absolute position in it. This is the paper's reason to expect that a model "
                  "can learn to attend by relative position (its words: \"we hypothesized\").");
    e.snapshot = [](const ExplorerState &state, std::optional<double>) { return textSlidePaint(derivationSlide(state)); };
    // One line: i, ωᵢ, pos, k, sin a, cos a, cos b, sin b, sin(a + b), cos(a + b), M_k row by row, pos′,
    // PE(pos)·PE(pos′), Σᵢ cos(ωᵢ(pos − pos′)).
    e.table = [](const ExplorerState &state) {
        const DerivationNumbers d = DerivationNumbers::of(state);
        if (d.pair < 0)
            return FigureTable{};
        Eigen::MatrixXd m(1, 17);
        m << d.pair, d.omega, double(d.pos), double(d.offset), d.sinA, d.cosA, d.cosB, d.sinB, d.sinSum, d.cosSum, d.m00,
            d.m01, d.m10, d.m11, double(d.other), d.dot, d.cosineSum;
        return FigureTable::fromMatrix(std::move(m));
    };
    e.unavailable = [](const ExplorerState &state) {
        return WhyPairsFigure::shownPair(state) >= 0
                   ? QString()
                   : Text::tr("d_model = %1 has no (sin, cos) pair to derive Mₖ for (allowed 2 .. 4096)").arg(state.dModel());
    };
    e.dataSignals = stateSignals(&ExplorerState::encodingChanged, &ExplorerState::offsetChanged,
                                 &ExplorerState::comparePositionChanged);
    e.selectionSignals = commonSelectionSignals();
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}
