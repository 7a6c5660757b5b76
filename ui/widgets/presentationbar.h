#pragma once
/// \file presentationbar.h
/// \brief Presentation mode's slim bar of the main sliders (pos, k, L, d_model, base), Play and the ink, shown over
/// the bottom of the views while the mouse moves.

#include <QPoint>
#include <QWidget>

class ExplorerState;
class LiveFields;
class PositionAnimator;
class QHBoxLayout;
class QLabel;
class QMenu;
class QTimer;
class QToolButton;
class SliderSpinBox;

/// A child of the window laid over the bottom of its views in presentation mode, where the parameter
/// panel is out of the way: the sliders a lecturer drags while talking. Each control follows its own
/// property of the state, as in the parameter panel. setActive(true) starts watching the mouse: the bar
/// shows when it moves and hides after 3 s without a move (never while the mouse is on the bar).
class PresentationBar : public QWidget
{
    Q_OBJECT
public:
    PresentationBar(ExplorerState *state, PositionAnimator *animator, QWidget *parent);

    /// Presentation mode on or off: off hides the bar and stops watching the mouse.
    void setActive(bool active);
    bool isActive() const { return m_active; }
    /// Shows the bar for the next 3 s, as a mouse move does.
    void reveal();

    LiveFields *fields() const { return m_fields; }

    /// Milliseconds without a mouse move before the bar hides.
    static constexpr int hideAfterMs = 3000;
    /// The height kept free for the bar at the bottom of the window while active (0 when not).
    int reservedHeight() const;
    /// While active: text of at least the window height / 40 (for the back row of a hall), icons with it;
    /// the window's font when not. Called again after a zoom (MainWindow::applyZoom()).
    void fitText();
    /// A running lecture's step counter ("Step 3 / 19"), shown after Play, and the lecture's keys in place of
    /// the figures' in the reminder; empty: no lecture.
    void setStepText(const QString &text);
    /// The panel's "Allow odd d_model": the bar's d_model takes odd values too (it also does while the state's
    /// d_model is odd).
    void setOddDModel(bool odd);
    /// The ink's tools (InkActions::menu()) behind a button after Play.
    void setInkMenu(QMenu *menu);
    QString stepText() const;

Q_SIGNALS:
    /// reservedHeight() changed (presentation mode on or off, a new font or window height).
    void reservedHeightChanged(int pixels);

protected:
    /// Keeps to the bottom of the window when the window is resized.
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// Takes the height of a new font (a zoom) once it has reached the controls.
    void changeEvent(QEvent *event) override;

private:
    void placeAtBottom();
    void watchMouse();

    ExplorerState *m_state;
    LiveFields *m_fields;
    QToolButton *m_play;
    QToolButton *m_ink = nullptr;
    QWidget *m_upper; ///< the step and the keys, when one row would squeeze the sliders
    QHBoxLayout *m_lower; ///< the controls' row
    QLabel *m_hint; ///< Esc, Page Down / Up, F6
    QLabel *m_step; ///< a lecture's step counter
    static QString figureKeys();
    QTimer *m_watch; ///< polls the cursor: widgets without mouse tracking send no moves
    QTimer *m_hide;
    QPoint m_lastCursor;
    bool m_active = false;
    int m_reported = 0; ///< the reservedHeight() last signalled
};
