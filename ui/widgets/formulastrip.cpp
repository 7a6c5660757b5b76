#include "ui/widgets/formulastrip.h"

#include "ui/families/addedfamilies.h"
#include "ui/state/learnedtables.h"

#include "ui/figures/cellreadout.h"
#include "ui/figures/conventiontext.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/steadylabel.h"

#include <posenc/encodings/sinusoidal.h>

#include <QFileInfo>
#include <QLabel>
#include <QVBoxLayout>

FormulaStrip::FormulaStrip(ExplorerState *state, QWidget *parent)
    : QFrame(parent)
    , m_state(state)
    , m_formula(new SteadyLabel(this))
    , m_readout(new SteadyLabel(this))
{
    setObjectName(QStringLiteral("formulaStrip"));
    setFrameShape(QFrame::StyledPanel);
    // Rich text, wrapped: a long convention's formula wraps instead of widening the window (at 1280 x 720
    // the paper's name made the window zoom itself down to 90 %).
    for (SteadyLabel *label : {m_formula, m_readout})
        label->label()->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(2);
    layout->addWidget(m_formula);
    layout->addWidget(m_readout);

    connect(state, &ExplorerState::dModelChanged, this, &FormulaStrip::updateFormula);
    connect(state, &ExplorerState::baseChanged, this, &FormulaStrip::updateFormula);
    connect(state, &ExplorerState::layoutChanged, this, &FormulaStrip::updateFormula);
    connect(state, &ExplorerState::spacingChanged, this, &FormulaStrip::updateFormula);
    connect(state, &ExplorerState::fieldChanged, this, [this](const QString &key) {
        if (key == commonKeys::added || key.startsWith(commonKeys::table)) { // the learned table's file too
            updateFormula();
            updateReadout();
        }
    });
    connect(state, &ExplorerState::hoverChanged, this, &FormulaStrip::updateReadout);
    // The hovered cell keeps its place while the numbers under it change.
    connect(state, &ExplorerState::sumChanged, this, &FormulaStrip::updateReadout);
    updateFormula();
    updateReadout();
}

QString FormulaStrip::formulaText() const
{
    return m_formula->text();
}

QString FormulaStrip::readoutText() const
{
    return m_readout->text();
}

void FormulaStrip::updateFormula()
{
    // The convention's own formula: where pair i's columns are and how its frequency falls.
    using conventiontext::Markup;
    if (!addedFamily(m_state->session().added).addsRows) {
        m_formula->setText(tr("Nothing is added to the token embedding: the encoder's input is the embedding "
                              "itself, the same rows wherever a word stands."));
        return;
    }
    if (addedFamily(m_state->session().added).fromTable) {
        const Session &s = m_state->session();
        const auto opened = learnedTableOf(s);
        const QString tensor = opened ? QString::fromStdString(opened->tensor().name) : QString();
        const QString table = !opened ? tr("the seeded untrained table, N(0, 0.02²) as training starts")
                                      : tr("%1 of %2, %3 positions from stored row %4")
                                            .arg(tensor.isEmpty() ? tr("the table") : tensor.toHtmlEscaped(),
                                                 QFileInfo(s.table).fileName().toHtmlEscaped())
                                            .arg(opened->rows())
                                            .arg(opened->rowOffset());
        m_formula->setText(tr("Learned: PE(pos, j) = row pos, column j of a table (%1): no formula, no pairs, no "
                              "frequencies; no row past its end.")
                               .arg(table));
        return;
    }
    const posenc::SinusoidalScheme &scheme = m_state->scheme();
    m_formula->setText(tr("%1, &nbsp; %2 rad/position, &nbsp; i = 0 … %3 &nbsp; (%4)")
                           .arg(conventiontext::layoutFormula(scheme, Markup::Html),
                                conventiontext::spacingFormula(scheme, Markup::Html))
                           .arg(scheme.pairCount() - 1)
                           .arg(conventiontext::conventionName(posenc::conventionOf(scheme)).toHtmlEscaped()));
}

void FormulaStrip::updateReadout()
{
    const auto hover = m_state->hover();
    const bool sinusoidal = addedFamily(m_state->session().added).sinusoidPairs;
    m_readout->setText(hover        ? describeCellRichText(*m_state, *hover)
                       : sinusoidal ? tr("<i>Hover a cell to read pos, j, pair i, sin or cos, ω<sub>i</sub> and its "
                                         "value; click it to select that position.</i>")
                                    : tr("<i>Hover a cell to read pos, j and its value; click it to select that "
                                         "position.</i>"));
}
