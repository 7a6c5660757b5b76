#include "ui/widgets/presentationbar.h"

#include "ui/state/explorerstate.h"
#include "ui/state/positionanimator.h"
#include "ui/widgets/positioncontrol.h"
#include "ui/widgets/sliderspinbox.h"

#include <posenc/encodings/parameters.h>

#include <QApplication>
#include <QCursor>
#include <QEvent>
#include <QFontInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

PresentationBar::PresentationBar(ExplorerState *state, PositionAnimator *animator, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_position(new SliderSpinBox(this))
    , m_offset(new SliderSpinBox(this))
    , m_dModel(new SliderSpinBox(this))
    , m_base(new LogSliderSpinBox(this))
    , m_play(new QToolButton(this))
    , m_watch(new QTimer(this))
    , m_hide(new QTimer(this))
{
    setObjectName(QStringLiteral("presentationBar"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);
    m_play->setObjectName(QStringLiteral("presentationPlay"));
    m_play->setCheckable(true);
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_play->setToolTip(tr("Play positions (Ctrl+Space)"));
    m_dModel->setRange(posenc::limits::minDModel, posenc::limits::maxDModel);
    m_dModel->setSliderMaximum(1024);
    m_dModel->setEvenOnly(state->dModel() % 2 == 0);
    m_base->setBaseRanges();

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_play);
    m_step = new QLabel(this);
    m_step->setObjectName(QStringLiteral("lectureStep"));
    m_step->hide();
    layout->addSpacing(8);
    layout->addWidget(m_step);
    const auto add = [&](const QString &name, QWidget *control) {
        auto *label = new QLabel(name, this);
        layout->addSpacing(8);
        layout->addWidget(label);
        layout->addWidget(control, 1);
    };
    add(tr("pos"), m_position);
    add(tr("k"), m_offset);
    add(tr("d_model"), m_dModel);
    add(tr("base"), m_base);
    m_hint = new QLabel(figureKeys(), this);
    m_hint->setForegroundRole(QPalette::PlaceholderText); // a hint, readable (theme.cpp)
    layout->addSpacing(8);
    layout->addWidget(m_hint);

    // User -> state, state -> controls, as in the parameter panel.
    followPosition(m_position, state);
    connect(m_offset, &SliderSpinBox::valueChanged, state, &ExplorerState::setOffset);
    connect(m_dModel, &SliderSpinBox::valueChanged, state, &ExplorerState::setDModel);
    connect(m_base, &LogSliderSpinBox::valueChanged, state, &ExplorerState::setBase);
    connect(state, &ExplorerState::offsetChanged, m_offset, &SliderSpinBox::setValue);
    connect(state, &ExplorerState::dModelChanged, m_dModel, &SliderSpinBox::setValue);
    connect(state, &ExplorerState::baseChanged, m_base, &LogSliderSpinBox::setValue);
    connect(state, &ExplorerState::lengthChanged, this, &PresentationBar::showRanges);
    connect(state, &ExplorerState::firstPositionChanged, this, &PresentationBar::showRanges);
    connect(m_play, &QToolButton::toggled, animator, &PositionAnimator::setPlaying);
    connect(animator, &PositionAnimator::playingChanged, m_play, [this](bool playing) {
        m_play->setChecked(playing);
        m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    });
    showRanges();
    m_dModel->setValue(state->dModel());
    m_base->setValue(state->base());

    m_watch->setInterval(150);
    connect(m_watch, &QTimer::timeout, this, &PresentationBar::watchMouse);
    m_hide->setSingleShot(true);
    m_hide->setInterval(hideAfterMs);
    connect(m_hide, &QTimer::timeout, this, [this] {
        if (underMouse() || isAncestorOf(QApplication::focusWidget()))
            m_hide->start(); // not while it is being used
        else
            hide();
    });
    parent->installEventFilter(this);
    hide();
}

void PresentationBar::showRanges()
{
    const int first = m_state->firstPosition();
    const int length = m_state->length();
    m_position->setRange(first, first + length - 1);
    m_position->setValue(m_state->position());
    m_offset->setRange(-length, length);
    m_offset->setValue(m_state->offset());
}

void PresentationBar::setActive(bool active)
{
    m_active = active;
    fitText();
    if (active) {
        m_lastCursor = QCursor::pos();
        m_dModel->setEvenOnly(m_state->dModel() % 2 == 0);
        m_watch->start();
    } else {
        m_watch->stop();
        m_hide->stop();
        hide();
    }
}

int PresentationBar::reservedHeight() const
{
    return m_active ? sizeHint().height() : 0;
}

void PresentationBar::fitText()
{
    if (!m_active) {
        setFont(QFont()); // the window's again
        m_play->setIconSize(QSize());
    } else {
        // The audience reads the bar too: at least 1/40 of the screen's height (27 px at 1080 lines).
        QFont text = QApplication::font();
        const int pixels = std::max(QFontInfo(text).pixelSize(), parentWidget()->height() / 40);
        text.setPixelSize(pixels);
        setFont(text);
        m_play->setIconSize(QSize(pixels, pixels));
    }
    placeAtBottom();
}

void PresentationBar::reveal()
{
    if (!m_active)
        return;
    placeAtBottom();
    show();
    raise();
    m_hide->start();
}

QString PresentationBar::figureKeys()
{
    return tr("Esc leaves · Page Down / Up: figures · F: whole tab · F6: all parameters");
}

void PresentationBar::setStepText(const QString &text)
{
    m_step->setText(text);
    m_step->setVisible(!text.isEmpty());
    m_hint->setText(text.isEmpty() ? figureKeys()
                                   : tr("Space / Page Down: next · Page Up: back · number + Enter: step · B: blank · Esc ends"));
    if (isActive())
        placeAtBottom();
}

QString PresentationBar::stepText() const
{
    return m_step->text();
}

void PresentationBar::watchMouse()
{
    const QPoint cursor = QCursor::pos();
    if (cursor == m_lastCursor)
        return;
    m_lastCursor = cursor;
    reveal();
}

void PresentationBar::placeAtBottom()
{
    const QWidget *window = parentWidget();
    // The keys' reminder only where the sliders keep their room.
    m_hint->setVisible(true);
    m_hint->setVisible(sizeHint().width() <= window->width());
    const int height = sizeHint().height();
    setGeometry(0, window->height() - height, window->width(), height);
    if (const int reserved = reservedHeight(); reserved != m_reported)
        Q_EMIT reservedHeightChanged(m_reported = reserved);
}

void PresentationBar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // A zoom's font arrives after zoom::setPercent() has returned (Qt 6 posts ApplicationFontChange to
    // the window), so reveal() right after MainWindow::applyZoom() measured the old font: at 300 % the
    // bar kept its 100 % height and squeezed its spin boxes and labels. Measure again once the whole
    // window has the new font (queued: the controls' own size hints follow theirs).
    if (event->type() == QEvent::FontChange)
        QTimer::singleShot(0, this, &PresentationBar::placeAtBottom);
}

bool PresentationBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && m_active)
        fitText();
    return QWidget::eventFilter(watched, event);
}
