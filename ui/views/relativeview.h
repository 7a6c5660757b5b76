#pragma once
/// \file relativeview.h
/// \brief On-screen relative-offset figure (relativepainter.h) with its own control: the second
/// position pos'. The pair comes from the state's selected dimension, k from the offset control.

#include "ui/export/figureexport.h"
#include "ui/figures/figure.h"

#include <QWidget>

class ExplorerState;
class SliderSpinBox;
class QSpinBox;

class RelativeView : public QWidget
{
    Q_OBJECT
public:
    explicit RelativeView(ExplorerState *state, QWidget *parent = nullptr);

    /// The controls row shown above the figure (pos' and pair i).
    QWidget *controls() const { return m_controls; }
    QSize sizeHint() const override { return {900, 500}; }

Q_SIGNALS:
    void exportRequested(Figure figure, ExportFormat format);
    /// "Copy" of the context menu: the main window puts the figure on the clipboard.
    void copyRequested(Figure figure);

protected:
    void paintEvent(QPaintEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    /// The zoom: the minimum size follows it.
    void changeEvent(QEvent *event) override;

private:
    static constexpr int minimumWidth = 480, minimumHeight = 320; ///< at zoom 100 %
    void updateControls();

    ExplorerState *m_state;
    QWidget *m_controls;
    SliderSpinBox *m_comparePosition;
    QSpinBox *m_pair;
};
