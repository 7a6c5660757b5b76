#include "ui/widgets/parameterpanel.h"
#include "ui/families/addedfamilies.h"
#include "ui/families/scorefamilies.h"
#include "ui/state/coremessage.h"
#include "ui/widgets/steadylabel.h"

#include <QEvent>

#include "ui/figures/conventiontext.h"
#include "ui/widgets/fieldcombobox.h"
#include "ui/state/explorerstate.h"
#include "ui/state/lengthrule.h"
#include "ui/widgets/positioncontrol.h"
#include "ui/widgets/fieldrange.h"
#include "ui/widgets/sliderspinbox.h"

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QTimer>
#include <QResizeEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

/// Sliders reach these; larger values (up to the core's limits) are typed into the spin boxes.
constexpr int maxSliderDModel = 1024;
constexpr int maxSliderLength = 1024;

/// A note's font: 0.9 times the panel's (which follows the zoom).
void setNoteFont(QLabel *label, const QFont &panelFont)
{
    QFont font = panelFont;
    if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, qRound(font.pixelSize() * 0.9)));
    else
        font.setPointSizeF(font.pointSizeF() * 0.9);
    label->setFont(font);
}

/// A note under a control: its text changes with every step of the control, which must not relayout
/// the window (SteadyLabel).
SteadyLabel *noteLabel(QWidget *parent)
{
    auto *note = new SteadyLabel(parent);
    note->setProperty("note", true);
    QLabel *label = note->label();
    label->setTextFormat(Qt::AutoText);
    setNoteFont(label, parent->font());
    label->setForegroundRole(QPalette::PlaceholderText); // a note, readable in every theme (theme.cpp)
    return note;
}

/// Sets a note's text keeping the controls below it still: its height only grows (to what the text
/// needs at the label's width) while the user drags, and is measured afresh only when the panel's
/// width or font changes (releaseNoteHeights()). At first it has room for three lines.
void setNoteText(SteadyLabel *note, const QString &text)
{
    QLabel *label = note->label();
    label->setText(text);
    const int lines3 = 3 * label->fontMetrics().lineSpacing();
    const int needed = label->width() > 0 ? label->heightForWidth(label->width()) : 0;
    const int height = std::max({label->minimumHeight(), lines3, needed});
    if (height != label->minimumHeight())
        label->setMinimumHeight(height);
}

} // namespace

void ParameterPanel::releaseNoteHeights()
{
    for (SteadyLabel *note : findChildren<SteadyLabel *>())
        if (note->property("note").toBool()) {
            note->label()->setMinimumHeight(0);
            setNoteText(note, note->text());
        }
}

void ParameterPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) { // the zoom: notes keep their size relative to the rest
        for (SteadyLabel *note : findChildren<SteadyLabel *>())
            if (note->property("note").toBool())
                setNoteFont(note->label(), font());
        releaseNoteHeights();
    }
}

void ParameterPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        QTimer::singleShot(0, this, &ParameterPanel::releaseNoteHeights); // once the labels have their width
}

ParameterPanel::ParameterPanel(ExplorerState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_text(new QLineEdit(this))
    , m_textNote(noteLabel(this))
    , m_dModel(new SliderSpinBox(this))
    , m_allowOdd(new QCheckBox(tr("Allow odd d_model"), this))
    , m_dModelNote(noteLabel(this))
    , m_base(new LogSliderSpinBox(this))
    , m_convention(new QComboBox(this))
    , m_layout(new QComboBox(this))
    , m_spacing(new QComboBox(this))
    , m_conventionNote(noteLabel(this))
    , m_length(new SliderSpinBox(this))
    , m_firstPosition(new QSpinBox(this))
    , m_position(new SliderSpinBox(this))
    , m_offset(new SliderSpinBox(this))
    , m_scaleEmbedding(new QCheckBox(tr("Scale embedding by √d_model (paper §3.4)"), this))
{
    setObjectName(QStringLiteral("parameterPanel"));
    m_text->setObjectName(QStringLiteral("textEdit"));
    m_text->setPlaceholderText(tr("Type a sentence; Chinese text splits per character"));
    m_text->setClearButtonEnabled(true);

    m_dModel->setObjectName(commonKeys::dModel);
    const WholeFieldRange dModelRange = wholeFieldRange(commonKeys::dModel);
    m_dModel->setRange(dModelRange.low, dModelRange.high);
    m_dModel->setSliderMaximum(maxSliderDModel);
    m_dModel->setPageStep(16);
    m_dModel->setEvenOnly(true);
    m_dModel->setToolTip(tr("Embedding width d_model, %1 .. %2; the slider reaches %3, type larger values")
                             .arg(dModelRange.low).arg(dModelRange.high).arg(maxSliderDModel));
    m_allowOdd->setToolTip(tr("sin and cos come in pairs; an odd d_model leaves the last column a lone sine"));

    m_base->setObjectName(commonKeys::base);
    m_base->setBaseRanges();
    m_base->setToolTip(tr("base of ω_i = base^(−2i/d_model): the slider spans 10 .. 10⁶ on a log scale, the box "
                          "takes 1.1 .. 10¹² (the command line's limit)"));

    // Item data: the core's names (conventions.h), so that nothing here switches on an enum.
    m_convention->setObjectName(QStringLiteral("convention"));
    addNamedChoices(m_convention, posenc::conventionNames, [](posenc::Convention c) { return conventiontext::conventionName(c); });
    m_convention->addItem(conventiontext::conventionName(std::nullopt)); // shown only for a mix
    m_convention->setToolTip(tr("The sinusoidal encoding as a paper or a library computes it: the layout of the "
                                "columns, the spacing of ω_i and fairseq's first position"));
    m_layout->setObjectName(commonKeys::layout);
    addNamedChoices(m_layout, posenc::pairOrderNames, &conventiontext::layoutName);
    m_spacing->setObjectName(commonKeys::spacing);
    addNamedChoices(m_spacing, posenc::spacingNames, &conventiontext::spacingName);
    for (QComboBox *box : {m_convention, m_layout, m_spacing}) {
        // Long names must not widen the panel: the box takes the panel's width, the list shows them whole.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(14);
    }

    m_length->setObjectName(commonKeys::length);
    const WholeFieldRange lengthRange = wholeFieldRange(commonKeys::length);
    m_length->setRange(lengthRange.low, lengthRange.high);
    m_length->setSliderMaximum(maxSliderLength);
    m_length->setPageStep(16);
    m_length->setToolTip(tr("Sequence length L (rows), %1 .. %2; the slider reaches %3, type larger values")
                             .arg(lengthRange.low).arg(lengthRange.high).arg(maxSliderLength));

    m_firstPosition->setObjectName(commonKeys::firstPosition);
    const WholeFieldRange firstRange = wholeFieldRange(commonKeys::firstPosition);
    m_firstPosition->setRange(firstRange.low, firstRange.high);
    m_firstPosition->setKeyboardTracking(false);
    m_firstPosition->setToolTip(tr("pos of the first row: 0 in the paper; fairseq starts at padding_idx + 1"));

    m_position->setObjectName(commonKeys::position);
    m_offset->setObjectName(commonKeys::offset);
    m_offset->setToolTip(tr("Relative distance k: PE(pos + k) = Mₖ · PE(pos) for every pair"));

    // The two slots of the scheme (positionslots.h); item data: the core's names.
    m_added = new FieldComboBox(
        state, commonKeys::added,
        {{QString::fromLatin1(posenc::addedEncodingNames.name(posenc::AddedEncoding::Sinusoidal)),
          tr("Sinusoidal PE (Vaswani et al. 2017)")},
         {QString::fromLatin1(posenc::addedEncodingNames.name(posenc::AddedEncoding::Learned)),
          tr("Learned table (GPT-2, BERT; File > Open Table)")},
         {QString::fromLatin1(posenc::addedEncodingNames.name(posenc::AddedEncoding::None)), tr("Nothing (Llama, T5)")}},
        this);
    m_added->setToolTip(tr("What is added to the token embedding before the first layer"));
    QList<std::pair<QString, QString>> scoreChoices; // the families' (ui/families/scorefamilies.h)
    for (const ScoreFamilyEntry &family : scoreFamilies())
        scoreChoices.append({QString::fromLatin1(posenc::scoreEncodingNames.name(family.id)), family.choiceLabel()});
    m_scores = new FieldComboBox(state, commonKeys::scores, scoreChoices, this);
    m_scores->setToolTip(tr("What acts on the attention scores q·k in every layer; a family with tabs of its own shows them while chosen"));

    auto *reset = new QPushButton(tr("Reset to defaults"), this);

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("&Sentence:"), m_text);
    form->addRow(m_textNote);
    form->addRow(tr("E&mbedding +:"), m_added);
    form->addRow(tr("Scores q·k:"), m_scores); // no mnemonic left: R is the Relative offset tab's
    form->addRow(tr("&d_model:"), m_dModel);
    form->addRow(m_allowOdd);
    form->addRow(m_dModelNote);
    form->addRow(tr("&base:"), m_base);
    form->addRow(tr("&Convention:"), m_convention);
    form->addRow(tr("La&yout:"), m_layout);
    form->addRow(tr("Spaci&ng:"), m_spacing);
    form->addRow(m_conventionNote);
    form->addRow(tr("&Length L:"), m_length);
    form->addRow(tr("F&irst position:"), m_firstPosition);
    form->addRow(tr("&Position pos:"), m_position);
    form->addRow(tr("&Offset k:"), m_offset);
    form->addRow(m_scaleEmbedding);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(reset, 0, Qt::AlignLeft);
    layout->addStretch(1);

    // User -> state.
    connect(m_text, &QLineEdit::textEdited, state, &ExplorerState::setText);
    connect(m_dModel, &SliderSpinBox::valueChanged, state, &ExplorerState::setDModel);
    connect(m_allowOdd, &QCheckBox::toggled, this, [this](bool odd) { m_dModel->setEvenOnly(!odd); });
    connect(m_base, &LogSliderSpinBox::valueChanged, state, &ExplorerState::setBase);
    connect(m_convention, &QComboBox::activated, this, [this](int index) {
        if (const auto convention = posenc::conventionNames.value(m_convention->itemData(index).toString().toStdString()))
            m_state->setConvention(*convention);
        else
            showConvention(); // "Custom mix" is not a choice, only a state
    });
    connect(m_layout, &QComboBox::activated, this,
            [this](int index) { m_state->setLayoutName(m_layout->itemData(index).toString()); });
    connect(m_spacing, &QComboBox::activated, this,
            [this](int index) { m_state->setSpacingName(m_spacing->itemData(index).toString()); });
    connect(m_length, &SliderSpinBox::valueChanged, state, &ExplorerState::setLength);
    connect(m_firstPosition, &QSpinBox::valueChanged, state, &ExplorerState::setFirstPosition);
    followPosition(m_position, state);
    connect(m_offset, &SliderSpinBox::valueChanged, state, &ExplorerState::setOffset);
    connect(m_scaleEmbedding, &QCheckBox::toggled, state, &ExplorerState::setScaleEmbedding);
    connect(reset, &QPushButton::clicked, this, &ParameterPanel::resetToDefaults);
    // Typing 61 without "Allow odd d_model" gives 62: say so, and how to keep 61.
    connect(m_dModel, &SliderSpinBox::snappedToEven, this, [this](int asked, int used) {
        m_dModelSnapValue = used;
        m_dModelSnap = tr("<b>%1 is odd:</b> d_model = %2 is used; tick “Allow odd d_model” to use %1.").arg(asked).arg(used);
        updateDModelNote();
    });

    // State -> controls: each control follows its own property only, so that a change elsewhere (say
    // the position while playing) never rewrites a spin box the user is typing into.
    connect(state, &ExplorerState::textChanged, this, &ParameterPanel::showText);
    connect(state, &ExplorerState::dModelChanged, this, &ParameterPanel::showDModel);
    connect(state, &ExplorerState::baseChanged, m_base, &LogSliderSpinBox::setValue);
    connect(state, &ExplorerState::lengthChanged, this, &ParameterPanel::showLength);
    for (const auto signal : {&ExplorerState::layoutChanged, &ExplorerState::spacingChanged})
        connect(state, signal, this, &ParameterPanel::showConvention);
    connect(state, &ExplorerState::layoutChanged, this, &ParameterPanel::updateDModelNote); // "2i, 2i+1" or "i, 30 + i"
    connect(state, &ExplorerState::paddingIdxChanged, this, &ParameterPanel::showConvention);
    connect(state, &ExplorerState::dModelChanged, this, &ParameterPanel::showConvention);
    connect(state, &ExplorerState::firstPositionChanged, this, &ParameterPanel::showLength);
    // The convention, layout and spacing are the sinusoidal PE's: nothing to choose while nothing is added.
    // The base is the sinusoidal PE's and that of a score family that reads it (RoPE's); a learned table from a file fixes d_model.
    const auto enableSinusoidal = [this] {
        const Session &s = m_state->session();
        const bool sinusoidal = addedFamily(s.added).sinusoidPairs;
        for (QWidget *w : {static_cast<QWidget *>(m_convention), static_cast<QWidget *>(m_layout),
                           static_cast<QWidget *>(m_spacing)})
            w->setEnabled(sinusoidal);
        m_base->setEnabled(sinusoidal || scoreFamily(s.scores).readsBase);
        m_dModel->setEnabled(!(addedFamily(s.added).fromTable && s.tableRows > 0));
        updateDModelNote();
        showConvention(); // its note (the source) is the sinusoidal PE's only
    };
    enableSinusoidal();
    connect(state, &ExplorerState::fieldChanged, this, [enableSinusoidal](const QString &key) {
        if (key == commonKeys::added || key == commonKeys::scores || key == commonKeys::table)
            enableSinusoidal();
    });
    connect(state, &ExplorerState::offsetChanged, m_offset, &SliderSpinBox::setValue);
    connect(state, &ExplorerState::scaleEmbeddingChanged, this, [this](bool scale) {
        const QSignalBlocker block(m_scaleEmbedding);
        m_scaleEmbedding->setChecked(scale);
    });
    showText();
    showDModel();
    showConvention();
    m_base->setValue(state->base());
    showLength();
    m_scaleEmbedding->setChecked(state->scaleEmbedding());
}

void ParameterPanel::showText()
{
    if (m_text->text() != m_state->text()) {
        m_text->setText(m_state->text());
        m_text->setCursorPosition(0); // show the start of the sentence
    }
    updateTextNote();
}

void ParameterPanel::showDModel()
{
    const int d = m_state->dModel();
    if (d % 2 == 1 && !m_allowOdd->isChecked()) {
        const QSignalBlocker block(m_allowOdd);
        m_allowOdd->setChecked(true);
        m_dModel->setEvenOnly(false);
    }
    m_dModel->setValue(d);
    updateDModelNote();
}

void ParameterPanel::showLength()
{
    const ExplorerState &s = *m_state;
    m_length->setValue(s.length());
    {
        const QSignalBlocker block(m_firstPosition);
        if (m_firstPosition->value() != s.firstPosition())
            m_firstPosition->setValue(s.firstPosition());
    }
    // The selection's ranges depend on L and the first position; the state has clamped the values.
    m_position->setRange(s.firstPosition(), s.firstPosition() + s.length() - 1);
    m_position->setPageStep(std::max(1, s.length() / 8));
    m_position->setValue(s.position());
    m_offset->setRange(-s.length(), s.length());
    m_offset->setValue(s.offset());
    updateTextNote();
}

void ParameterPanel::updateTextNote()
{
    const int tokens = static_cast<int>(m_state->tokens().size());
    QString note = tr("%n token(s); L = %1. L follows the text; raise L to see more positions.", nullptr, tokens)
                       .arg(m_state->length());
    if (const QString rule = lengthRuleNote(*m_state); !rule.isEmpty())
        note += QLatin1Char(' ') + rule.at(0).toUpper() + rule.mid(1) + QLatin1Char('.');
    setNoteText(m_textNote, note);
}

void ParameterPanel::resetToDefaults()
{
    m_allowOdd->setChecked(false); // the defaults (d_model 60) are even
    m_state->resetToDefaults();
}

void ParameterPanel::updateDModelNote()
{
    if (addedFamily(m_state->session().added).fromTable) {
        const Session &s = m_state->session();
        setNoteText(m_dModelNote, s.tableRows > 0
                                      ? tr("d_model = %1 is the learned table's (File > Open Table opens another).")
                                            .arg(s.tableDModel)
                                      : tr("A learned table has no pairs: one number per dimension and position."));
        return;
    }
    const posenc::PairLayout &layout = m_state->scheme().layout;
    const int pairs = layout.pairCount();
    QString note = tr("%n pair(s) i = 0 .. %1 in %2.", nullptr, pairs).arg(pairs - 1).arg(conventiontext::pairColumns(layout));
    if (layout.hasZeroColumn())
        note = tr("<b>Odd d_model:</b> column %1 is zero padding, as tensor2tensor and fairseq pad it; %n pair(s) in "
                  "%2.", nullptr, pairs)
                   .arg(layout.dModel - 1)
                   .arg(conventiontext::pairColumns(layout));
    else if (layout.hasLoneSine())
        note = tr("<b>Odd d_model:</b> column %1 is a lone sine of pair %2 with no cosine partner "
                  "(the standard Transformer needs an even d_model).")
                   .arg(layout.columns(pairs - 1).sine)
                   .arg(pairs - 1);
    // The snap message stays while d_model is the value it gave.
    if (!m_dModelSnap.isEmpty() && m_state->dModel() == m_dModelSnapValue)
        note = m_dModelSnap + QLatin1Char(' ') + note;
    else
        m_dModelSnap.clear();
    setNoteText(m_dModelNote, note);
}

void ParameterPanel::showConvention()
{
    const posenc::SinusoidalScheme &scheme = m_state->scheme();
    const auto convention = posenc::conventionOf(scheme);
    const auto select = [](QComboBox *box, int index) {
        if (box->currentIndex() != index) { // a d_model step changes none of them
            const QSignalBlocker block(box);
            box->setCurrentIndex(index);
        }
    };
    select(m_convention, convention ? m_convention->findData(QString::fromLatin1(posenc::conventionNames.name(*convention)))
                                    : m_convention->count() - 1);
    select(m_layout, std::max(0, m_layout->findData(m_state->layoutName())));
    select(m_spacing, std::max(0, m_spacing->findData(m_state->spacingName())));

    QString note = convention ? tr("Source: %1.").arg(conventiontext::conventionSource(*convention))
                              : tr("A mix of layout and spacing that no convention here uses.");
    if (scheme.paddingIdx >= 0)
        note += QLatin1Char(' ') + tr("padding_idx = %1 (its row of the table is zero): the first real token is at "
                                      "position %2; the first position sets it.")
                                       .arg(scheme.paddingIdx)
                                       .arg(scheme.paddingIdx + 1);
    if (convention == posenc::Convention::Fairseq) {
        if (const auto problem = posenc::checkConvention(*convention, scheme.dModel()))
            note += QLatin1Char(' ') + tr("<b>fairseq refuses this d_model</b> (%1); shown with tensor2tensor's "
                                          "max(n − 1, 1).")
                                           .arg(coreMessage(*problem).toHtmlEscaped());
    }
    // The source and padding notes are the sinusoidal PE's: nothing to cite while something else is added.
    if (!addedFamily(m_state->session().added).sinusoidPairs)
        note.clear();
    if (note != m_conventionNote->text())
        setNoteText(m_conventionNote, note);
}
