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
#include <QSlider>
#include <QVBoxLayout>
#include <QMenu>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

PresentationBar::PresentationBar(ExplorerState *state, PositionAnimator *animator, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_position(new SliderSpinBox(this))
    , m_offset(new SliderSpinBox(this))
    , m_length(new SliderSpinBox(this))
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
    m_length->setRange(posenc::limits::minLength, posenc::limits::maxLength);
    m_length->setSliderMaximum(1024);
    m_length->setObjectName(QStringLiteral("presentationLength"));
    m_length->setToolTip(tr("Sequence length L (rows), %1 .. %2").arg(posenc::limits::minLength).arg(posenc::limits::maxLength));
    m_base->setBaseRanges();

    // Two rows: the step counter and the keys above the controls when one row would squeeze the sliders
    // (placeAtBottom()); else all on the lower row.
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(8, 2, 8, 2);
    rows->setSpacing(0);
    m_upper = new QWidget(this);
    auto *upper = new QHBoxLayout(m_upper);
    upper->setContentsMargins(0, 0, 0, 0);
    upper->addStretch(1); // the step goes before it, the keys after
    m_upper->hide();
    auto *lowerRow = new QWidget(this);
    auto *layout = new QHBoxLayout(lowerRow);
    layout->setContentsMargins(0, 2, 0, 2);
    m_lower = layout;
    rows->addWidget(m_upper);
    rows->addWidget(lowerRow);
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
    add(tr("L"), m_length);
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
    connect(m_length, &SliderSpinBox::valueChanged, state, &ExplorerState::setLength);
    // An odd d_model set elsewhere (a lecture's D = 3 step, the panel's "Allow odd d_model") is kept as it is.
    connect(state, &ExplorerState::dModelChanged, this, [this](int d) {
        if (d % 2 == 1)
            m_dModel->setEvenOnly(false);
    });
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
    m_length->setValue(length);
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
    // A slider narrower than three letters is a stub no one can drag: past that the bar takes two rows.
    const int floor = m_active ? 3 * QFontInfo(font()).pixelSize() : 0;
    for (QSlider *slider : findChildren<QSlider *>())
        slider->setMinimumWidth(floor);
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

void PresentationBar::setOddDModel(bool odd)
{
    m_dModel->setEvenOnly(!odd && m_state->dModel() % 2 == 0);
}

void PresentationBar::setInkMenu(QMenu *menu)
{
    m_ink = new QToolButton(this);
    m_ink->setObjectName(QStringLiteral("presentationInk"));
    m_ink->setText(tr("Ink"));
    m_ink->setToolTip(tr("Pointer, pens, highlighter and eraser on the figure (Ctrl+L, Ctrl+P, Ctrl+I, Ctrl+R; Esc puts it down)"));
    m_ink->setMenu(menu);
    m_ink->setPopupMode(QToolButton::InstantPopup);
    m_ink->setFocusPolicy(Qt::NoFocus);
    m_lower->insertWidget(1, m_ink);
    // Opened from the bar, the menu is read at the bar's size (the window's menu keeps its own).
    connect(menu, &QMenu::aboutToShow, this, [this, menu] { menu->setFont(isActive() ? font() : QFont()); });
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
    const int room = window->width();
    // Measured by the minimum sizes: the layout shrinks the number fields to their digits and the sliders to
    // their floor (fitText()) before anything overflows.
    // One row with the keys' reminder; else one row without it; else the step and the keys above the
    // controls, so that the sliders keep their room (zh at 1080 lines, a scale factor of 2).
    const auto oneRow = [this](bool hint) {
        m_upper->hide();
        m_lower->insertWidget(m_ink ? 3 : 2, m_step);
        m_lower->addWidget(m_hint);
        m_step->setVisible(!m_step->text().isEmpty());
        m_hint->setVisible(hint);
    };
    oneRow(true);
    if (minimumSizeHint().width() > room) {
        oneRow(false);
        if (minimumSizeHint().width() > room) {
            auto *upper = static_cast<QHBoxLayout *>(m_upper->layout());
            upper->insertWidget(0, m_step);
            upper->addWidget(m_hint);
            m_step->setVisible(!m_step->text().isEmpty());
            m_hint->setVisible(true);
            m_upper->show();
            if (minimumSizeHint().width() > room)
                m_hint->hide();
        }
    }
    // Still too wide (a scale factor of 2 on a 720-line screen): sliders go, least used first; their number
    // fields stay (typed, or stepped with the arrows and the wheel). A stub of a slider helps no one.
    const QList<QWidget *> byUse = {m_base, m_length, m_dModel, m_offset, m_position};
    for (QWidget *control : byUse)
        control->findChild<QSlider *>()->show();
    for (QWidget *control : byUse) {
        if (minimumSizeHint().width() <= room)
            break;
        control->findChild<QSlider *>()->hide();
    }
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
