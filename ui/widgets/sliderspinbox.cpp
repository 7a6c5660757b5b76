#include "ui/widgets/sliderspinbox.h"

#include <QEvent>

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace {

void layOut(QWidget *owner, QWidget *slider, QWidget *spin)
{
    auto *layout = new QHBoxLayout(owner);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(slider, 1);
    layout->addWidget(spin);
}

} // namespace

SliderSpinBox::SliderSpinBox(QWidget *parent)
    : QWidget(parent)
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_spin(new QSpinBox(this))
{
    m_spin->setKeyboardTracking(false); // typed digits apply on Enter, not one recompute per key
    fitSpinBox();
    m_slider->setFocusPolicy(Qt::StrongFocus);
    layOut(this, m_slider, m_spin);
    connect(m_slider, &QSlider::valueChanged, this, &SliderSpinBox::sliderMoved);
    connect(m_slider, &QSlider::sliderReleased, this, [this] {
        // Let go between two whole values: the nearest one (heat maps and the session hold whole pos).
        const int v = m_slider->value();
        const int whole = static_cast<int>(std::lround(double(v) / m_substeps));
        if (v != whole * m_substeps)
            m_slider->setValue(whole * m_substeps);
    });
    connect(m_spin, &QSpinBox::valueChanged, this, &SliderSpinBox::userChanged);
}

void SliderSpinBox::setRange(int minimum, int maximum)
{
    if (m_spin->minimum() == minimum && m_spin->maximum() == maximum)
        return; // leave an edit in progress alone
    const QSignalBlocker blockSlider(m_slider);
    const QSignalBlocker blockSpin(m_spin);
    m_slider->setRange(minimum * m_substeps, maximum * m_substeps);
    m_spin->setRange(minimum, maximum);
}

void SliderSpinBox::setSliderMaximum(int maximum)
{
    const QSignalBlocker blockSlider(m_slider);
    m_slider->setMaximum(maximum * m_substeps);
}

void SliderSpinBox::setPageStep(int step)
{
    m_slider->setPageStep(step * m_substeps);
}

void SliderSpinBox::setSubsteps(int substeps)
{
    substeps = std::clamp(substeps, 1, 64);
    if (substeps == m_substeps)
        return;
    const int minimum = m_spin->minimum(), maximum = m_slider->maximum() / m_substeps;
    const int page = m_slider->pageStep() / m_substeps;
    m_substeps = substeps;
    const QSignalBlocker blockSlider(m_slider);
    m_slider->setRange(minimum * m_substeps, maximum * m_substeps);
    m_slider->setSingleStep((m_evenOnly ? 2 : 1) * m_substeps);
    m_slider->setPageStep(page * m_substeps);
    m_slider->setValue(m_spin->value() * m_substeps);
}

void SliderSpinBox::setEvenOnly(bool evenOnly)
{
    m_evenOnly = evenOnly;
    const int step = evenOnly ? 2 : 1;
    m_slider->setSingleStep(step * m_substeps);
    m_spin->setSingleStep(step);
    if (evenOnly && value() % 2 != 0)
        userChanged(value());
}

int SliderSpinBox::value() const
{
    return m_spin->value();
}

int SliderSpinBox::snapped(int value) const
{
    if (!m_evenOnly || value % 2 == 0)
        return value;
    return value + 1 <= m_spin->maximum() ? value + 1 : value - 1;
}

void SliderSpinBox::setValue(int value)
{
    if (value == m_spin->value() && std::min(value * m_substeps, m_slider->maximum()) == m_slider->value())
        return; // leave an edit in progress alone
    const QSignalBlocker blockSlider(m_slider);
    const QSignalBlocker blockSpin(m_spin);
    m_slider->setValue(value * m_substeps);
    m_spin->setValue(value);
}

void SliderSpinBox::setFraction(double fraction)
{
    if (m_substeps == 1 || !std::isfinite(fraction))
        return;
    const int step = static_cast<int>(std::lround(std::clamp(fraction, 0.0, 1.0) * m_substeps));
    const QSignalBlocker blockSlider(m_slider);
    m_slider->setValue(m_spin->value() * m_substeps + step);
}

void SliderSpinBox::sliderMoved(int sliderValue)
{
    if (m_substeps == 1) {
        userChanged(sliderValue);
        return;
    }
    // Whole value and the part between (slider values are >= 0 here: whole = floor(v / n)).
    const int whole = sliderValue >= 0 ? sliderValue / m_substeps : -((-sliderValue + m_substeps - 1) / m_substeps);
    const double fraction = double(sliderValue - whole * m_substeps) / m_substeps;
    if (whole != m_spin->value())
        userChanged(whole); // shows the whole value on the slider: put it back where it was dragged
    const QSignalBlocker blockSlider(m_slider);
    m_slider->setValue(sliderValue);
    Q_EMIT fractionChanged(fraction);
}

void SliderSpinBox::userChanged(int value)
{
    const int asked = value;
    value = snapped(value);
    setValue(value);
    Q_EMIT valueChanged(value);
    if (value != asked)
        Q_EMIT snappedToEven(asked, value);
}

LogSliderSpinBox::LogSliderSpinBox(QWidget *parent)
    : QWidget(parent)
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_spin(new QDoubleSpinBox(this))
{
    m_slider->setRange(0, steps);
    m_slider->setPageStep(steps / 10);
    m_slider->setFocusPolicy(Qt::StrongFocus);
    m_spin->setKeyboardTracking(false);
    m_spin->setDecimals(1);
    m_spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    fitSpinBox();
    layOut(this, m_slider, m_spin);
    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        const double value = fromSlider(position);
        const QSignalBlocker block(m_spin);
        m_spin->setValue(value);
        Q_EMIT valueChanged(m_spin->value());
    });
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(toSlider(value));
        Q_EMIT valueChanged(value);
    });
}

void LogSliderSpinBox::setSliderRange(double minimum, double maximum)
{
    m_logMin = std::log10(minimum);
    m_logMax = std::log10(maximum);
}

void LogSliderSpinBox::setSpinRange(double minimum, double maximum)
{
    const QSignalBlocker block(m_spin);
    m_spin->setRange(minimum, maximum);
}

double LogSliderSpinBox::value() const
{
    return m_spin->value();
}

void LogSliderSpinBox::setValue(double value)
{
    if (value == m_spin->value())
        return; // leave an edit in progress alone
    const QSignalBlocker blockSlider(m_slider);
    const QSignalBlocker blockSpin(m_spin);
    m_spin->setValue(value);
    m_slider->setValue(toSlider(value));
}

int LogSliderSpinBox::toSlider(double value) const
{
    const double t = (std::log10(std::max(value, 1e-300)) - m_logMin) / (m_logMax - m_logMin);
    return std::clamp(static_cast<int>(std::lround(t * steps)), 0, steps);
}

double LogSliderSpinBox::fromSlider(int position) const
{
    // Round to 3 significant digits so that the slider lands on 10000, not 10023.05.
    const double value = std::pow(10.0, m_logMin + (m_logMax - m_logMin) * position / steps);
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)) - 2);
    return std::round(value / magnitude) * magnitude;
}

void LogSliderSpinBox::setBaseRanges()
{
    setSliderRange(baseSliderMinimum, baseSliderMaximum);
    setSpinRange(baseSpinMinimum, baseSpinMaximum);
}

void SliderSpinBox::fitSpinBox()
{
    m_spin->setMinimumWidth(m_spin->fontMetrics().horizontalAdvance(QStringLiteral("-000000")) + 24);
}

void SliderSpinBox::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitSpinBox();
}

void LogSliderSpinBox::fitSpinBox()
{
    m_spin->setMinimumWidth(m_spin->fontMetrics().horizontalAdvance(QStringLiteral("1000000000000.0")) + 24);
}

void LogSliderSpinBox::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitSpinBox();
}
