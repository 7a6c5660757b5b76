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
    connect(m_slider, &QSlider::valueChanged, this, &SliderSpinBox::userChanged);
    connect(m_spin, &QSpinBox::valueChanged, this, &SliderSpinBox::userChanged);
}

void SliderSpinBox::setRange(int minimum, int maximum)
{
    if (m_spin->minimum() == minimum && m_spin->maximum() == maximum)
        return; // leave an edit in progress alone
    const QSignalBlocker blockSlider(m_slider);
    const QSignalBlocker blockSpin(m_spin);
    m_slider->setRange(minimum, maximum);
    m_spin->setRange(minimum, maximum);
}

void SliderSpinBox::setSliderMaximum(int maximum)
{
    const QSignalBlocker blockSlider(m_slider);
    m_slider->setMaximum(maximum);
}

void SliderSpinBox::setPageStep(int step)
{
    m_slider->setPageStep(step);
}

void SliderSpinBox::setEvenOnly(bool evenOnly)
{
    m_evenOnly = evenOnly;
    const int step = evenOnly ? 2 : 1;
    m_slider->setSingleStep(step);
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
    if (value == m_spin->value() && std::min(value, m_slider->maximum()) == m_slider->value())
        return; // leave an edit in progress alone
    const QSignalBlocker blockSlider(m_slider);
    const QSignalBlocker blockSpin(m_spin);
    m_slider->setValue(value);
    m_spin->setValue(value);
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
