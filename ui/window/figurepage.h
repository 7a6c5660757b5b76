#pragma once
/// \file figurepage.h
/// \brief One tab of the window: a figure's controls, the figure, and its caption underneath.

#include "ui/figures/figure.h"

#include <QWidget>

class ExplorerState;
class QLabel;
class SteadyLabel;

class FigurePage : public QWidget
{
    Q_OBJECT
public:
    /// Lays out \a controls (may be null) above \a view and the figure's caption (figureCaption()) below.
    FigurePage(Figure figure, QWidget *view, QWidget *controls = nullptr, QWidget *parent = nullptr);

    /// The caption in the words of \a state's convention, from now on (figureCaption(figure, session)).
    void followCaption(const ExplorerState *state);

    Figure figure() const { return m_figure; }
    QWidget *view() const { return m_view; }

private:
    Figure m_figure;
    QWidget *m_view;
    SteadyLabel *m_caption;
};
