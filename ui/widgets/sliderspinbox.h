#pragma once
/// \file sliderspinbox.h
/// \brief A slider for dragging with a spin box for exact values, kept in step; linear (integers) or
/// logarithmic (positive reals).

#include <posenc/encodings/parameters.h>

#include <QWidget>

class QDoubleSpinBox;
class QSlider;
class QSpinBox;

/// Integer slider + spin box. valueChanged() is emitted once per user change, while dragging too.
/// With evenOnly, every value is rounded up to an even number and both step by 2. With substeps n > 1
/// the slider also stops n − 1 times between two whole values (pos dragged continuously: the clocks'
/// hands turn smoothly, ExplorerState::positionFraction()); the spin box, the keys and valueChanged()
/// stay whole, fractionChanged() gives the part between, and letting go of the slider rounds to the
/// nearest whole value.
class SliderSpinBox : public QWidget
{
    Q_OBJECT
public:
    explicit SliderSpinBox(QWidget *parent = nullptr);

    /// Range of both the slider and the spin box.
    void setRange(int minimum, int maximum);
    /// Lowers the slider's maximum below the spin box's: values past it are typed, not dragged.
    void setSliderMaximum(int maximum);
    void setPageStep(int step);
    void setEvenOnly(bool evenOnly);
    /// Slider stops per whole value (1 … 64; 1: whole values only, the default).
    void setSubsteps(int substeps);
    bool evenOnly() const { return m_evenOnly; }
    int value() const;
    QSlider *slider() const { return m_slider; }
    QSpinBox *spinBox() const { return m_spin; }

public Q_SLOTS:
    /// Shows \a value without emitting valueChanged() (the state is the source of the value).
    void setValue(int value);
    /// Shows the slider at value() + \a fraction (0 … 1, to the nearest substep) without emitting.
    void setFraction(double fraction);

Q_SIGNALS:
    void valueChanged(int value);
    /// The slider was dragged to value() + \a fraction (0 ≤ fraction < 1; substeps only), after valueChanged().
    void fractionChanged(double fraction);
    /// An odd value typed or dragged to while only even ones are allowed: \a asked became \a used.
    void snappedToEven(int asked, int used);

protected:
    /// The zoom changed the font: the spin box keeps room for its widest value.
    void changeEvent(QEvent *event) override;

private:
    void fitSpinBox();

    void userChanged(int value);
    void sliderMoved(int sliderValue);
    int snapped(int value) const;

    QSlider *m_slider;
    QSpinBox *m_spin;
    bool m_evenOnly = false;
    int m_substeps = 1;
};

/// Slider on a log10 scale from minimum to maximum (e.g. base 10 .. 1e6) + a double spin box that
/// accepts any value in its own (possibly wider) range.
class LogSliderSpinBox : public QWidget
{
    Q_OBJECT
public:
    explicit LogSliderSpinBox(QWidget *parent = nullptr);

    void setSliderRange(double minimum, double maximum);
    void setSpinRange(double minimum, double maximum);

    /// The ranges of every base control (the encoding's base, the comparison base): the slider spans
    /// 10 .. 1e6 on a log scale, the box takes 1.1 .. 1e7.
    static constexpr double baseSliderMinimum = 10;
    static constexpr double baseSliderMaximum = 1e6;
    static constexpr double baseSpinMinimum = 1.1;
    static constexpr double baseSpinMaximum = posenc::limits::maxBase; // the command line's range too
    void setBaseRanges();
    double value() const;
    QSlider *slider() const { return m_slider; }
    QDoubleSpinBox *spinBox() const { return m_spin; }

public Q_SLOTS:
    /// Shows \a value without emitting valueChanged().
    void setValue(double value);

Q_SIGNALS:
    void valueChanged(double value);

protected:
    /// The zoom changed the font: the spin box keeps room for its widest value.
    void changeEvent(QEvent *event) override;

private:
    void fitSpinBox();

    int toSlider(double value) const;
    double fromSlider(int position) const;

    QSlider *m_slider;
    QDoubleSpinBox *m_spin;
    double m_logMin = 1;
    double m_logMax = 6;
    static constexpr int steps = 1000;
};
