#pragma once
/// \file largeclocks.h
/// \brief A few clocks drawn as large as the view allows: one pair enlarged (double-click a dial), or the
/// seed's second, minute and hour hands, three chosen pairs side by side.

#include <QList>
#include <QStringList>
#include <QWidget>

class ExplorerState;

/// Paints the clocks of pairs() side by side, each as large as its share of the widget, with its name
/// above ("second hand", or none) and its numbers below: ω_i (rad/position), the angle ω_i·pos (rad and
/// degrees) and the wavelength λ_i = 2π/ω_i (positions). Hands, labels and lines are those of the clock
/// grid (paintClock(), clockpainter.h), thickened in proportion to the dial. Pairs past the current
/// d_model are shown as its last pair. Double-click or Esc: closeRequested().
class LargeClocksWidget : public QWidget
{
    Q_OBJECT
public:
    explicit LargeClocksWidget(ExplorerState *state, QWidget *parent = nullptr);

    /// The pairs to show and their names (\a names may be empty, or one per pair).
    void setPairs(const QList<int> &pairs, const QStringList &names = {});
    QList<int> pairs() const { return m_pairs; }
    /// The pairs as drawn: each at most the last pair of the current d_model.
    QList<int> shownPairs() const;

Q_SIGNALS:
    void closeRequested();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    ExplorerState *m_state;
    QList<int> m_pairs;
    QStringList m_names;
};
