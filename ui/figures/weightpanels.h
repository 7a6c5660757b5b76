#pragma once
/// \file weightpanels.h
/// \brief A row of attention-weight heat maps with one colour scale: the Attention figure's two sentences,
/// the ALiBi attention figure's three heads.

#include "ui/figures/figurestyle.h"

#include <Eigen/Core>
#include <QList>
#include <QStringList>

class MatrixImageMap;
class QCPAxisRect;
class QCPColorScale;
class QCPItemText;
class QCPTextElement;
class QCustomPlot;

/// The figure's whole layout: its title on top, \a count panels side by side (each a bold title over its
/// map), the colour scale pinned to [0, 1] at the right, and a note under them, wrapped to the width. A map's row = query token (first on top), column = key token; the weights
/// are written into the cells when there are at most maxLabelledTokens tokens and "0.000" fits a cell.
class WeightPanels
{
public:
    /// Clears \a plot's layout and fills it.
    WeightPanels(QCustomPlot *plot, const QString &title, int count);

    /// The title line (the figure adds its settings to it) and the note under the maps.
    void setTitle(const QString &title);
    /// The note, wrapped to \a width; with \a reserved (the whole note a lecture's reveal shows) its height is
    /// kept, blank below \a text (paddedToLines()).
    void setNote(const QString &text, double width, const QString &reserved = {});
    QString note() const;

    /// Largest number of tokens for which the weights are written into the cells.
    static constexpr int maxLabelledTokens = 12;

    using Hidden = Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic>;
    /// n x n: true for the keys after the query (j > i) when \a causal, else empty (nothing hidden).
    static Hidden keysAfterTheQuery(int n, bool causal);

    /// \a text cut to \a length characters with an ellipsis: long words must not push the maps aside.
    static QString elided(const QString &text, int length);

    void setStyle(const FigureStyle &style);
    /// About how wide one panel is drawn (pixels): numbers are written into the cells only where they fit.
    void setPanelWidth(double width) { m_panelWidth = width; }
    /// Panel \a panel (0 .. count − 1) shows \a weights (n x n) under \a title, its axes labelled with \a tokens
    /// (n of them). Entries with \a hidden(r, c) true (a causal mask's) get no number written.
    void show(int panel, const Eigen::MatrixXd &weights, const QStringList &tokens, const QString &title,
              const Hidden &hidden = {});
    /// Every map emptied and every written number removed (before showing new weights).
    void clear();

private:
    QCustomPlot *m_plot;
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QList<QCPTextElement *> m_titles;
    QList<QCPAxisRect *> m_rects;
    QList<MatrixImageMap *> m_maps;
    QCPColorScale *m_scale;
    QList<QCPItemText *> m_cellTexts;
    FigureStyle m_style;
    double m_panelWidth = 0; ///< 0: unknown, write the numbers up to maxLabelledTokens
};
