#pragma once
/// \file relativeview.h
/// \brief On-screen relative-offset figure: a SceneView of Figure::Relative (its registry entry paints it,
/// relativepainter.h) with its own controls, the pair i and the second position pos'. k comes from the
/// parameter panel.

#include "ui/views/sceneview.h"

class SliderSpinBox;
class QSpinBox;

class RelativeView : public SceneView
{
    Q_OBJECT
public:
    explicit RelativeView(ExplorerState *state, QWidget *parent = nullptr);

    /// The controls row shown above the figure (pos' and pair i).
    QWidget *controls() const { return m_controls; }
    QSize sizeHint() const override { return {900, 500}; }

private:
    void updateControls();

    ExplorerState *m_state;
    QWidget *m_controls;
    SliderSpinBox *m_comparePosition;
    QSpinBox *m_pair;
};
