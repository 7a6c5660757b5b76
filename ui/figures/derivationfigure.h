#pragma once
/// \file derivationfigure.h
/// \brief The derivations the seed notes walk through, with the state's numbers filled in (000 sec. "why?",
/// 003 sec. 2): M_k from sin(a + b) and cos(a + b) for the selected pair, pos and k; the dot product
/// PE(p)·PE(q) = Σᵢ cos(ωᵢ(p − q)) from cos(A − B) for pos and pos′; and the clock's "3 hours = 90°".

#include "ui/figures/textslide.h"

class ExplorerState;

/// The numbers the derivation writes, in its order (also its CSV line).
struct DerivationNumbers
{
    int pair = 0;
    double omega = 0;             ///< ωᵢ, rad/position
    long long pos = 0, offset = 0; ///< pos and k
    double sinA = 0, cosA = 0;    ///< sin, cos of a = ωᵢ·pos
    double cosB = 0, sinB = 0;    ///< cos, sin of b = ωᵢ·k
    double sinSum = 0, cosSum = 0; ///< sin(a + b), cos(a + b) by the identities
    double m00 = 0, m01 = 0, m10 = 0, m11 = 0; ///< M_k, (sin, cos) order
    long long other = 0;          ///< pos′
    double dot = 0;               ///< PE(pos)·PE(pos′) from the encoding's rows
    double cosineSum = 0;         ///< Σᵢ cos(ωᵢ(pos − pos′)) over the complete pairs (+ a lone sine's product)

    /// \a state's numbers; std::nullopt (as an empty pair −1) when d_model has no complete pair.
    static DerivationNumbers of(const ExplorerState &state);
};

/// The derivation slide of \a state (DerivationNumbers::of()).
TextSlide derivationSlide(const ExplorerState &state);
