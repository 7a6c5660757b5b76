#pragma once
/// \file session.h
/// \brief Everything a user sets, as one plain value: the encoding scheme, the sentence, L, the
/// selection and each view's options. Saved between runs (QSettings), set by the command line and by
/// Reset, all through the one field list of session.cpp; written and read as versioned JSON.

#include "ui/families/scorefamilies.h"
#include "ui/state/fieldkeys.h"
#include "ui/state/modelfeatures.h"
#include "ui/state/selection.h"

#include <posenc/encodings/positionslots.h>
#include <posenc/encodings/scorefamilies.h>
#include <posenc/encodings/sinusoidalscheme.h>

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

/// Everything a user sets, by value: compared, copied, saved and restored as a whole. Its ranges are
/// those of parameters.h (checked by fromJson(), brought into range by clamped()); the first-start
/// values are defaults() (a default-constructed Session has an empty sentence and is not them).
struct Session
{
    /// Version of toJson()'s format; fromJson() refuses a newer one.
    static constexpr int version = 1;

    /// The two slots (positionslots.h): what is added to the token embedding, what acts on the scores.
    posenc::AddedEncoding added = posenc::AddedEncoding::Sinusoidal;
    posenc::ScoreEncoding scores = posenc::ScoreEncoding::None;
    /// The learned slot's table (posenc/learned/learnedtable.h): its .npy or .safetensors file, empty for
    /// the seeded untrained table; the tensor read in it (empty: its only one, or its one known name);
    /// the stored row of position 0 (-1: the known name's offset, e.g. OPT's 2, else 0).
    QString table;
    QString tableTensor;
    int tableOffset = -1;
    /// The file table's positions (from its offset) and d_model; 0 without a file. Not fields: set with the
    /// table (sessionrules::withLearnedTable()); while the learned slot is chosen, d_model is the table's
    /// and the rows first position .. first position + L − 1 stay within its positions (clamped()).
    int tableRows = 0; ///< the table file's rows; 0 without a file (see learnedRows())
    int tableDModel = 0;
    posenc::SinusoidalScheme scheme; ///< d_model, base, first position, layout, spacing
    int length = 16;                 ///< sequence length L: rows of every L x d_model matrix
    QString text;                    ///< the sentence; L follows its token count unless set
    bool scaleEmbedding = true;      ///< multiply the token embedding by sqrt(d_model) (paper sec. 3.4)
    Selection selection;
    double comparisonBase = 1000.0; ///< wavelength view: a second base to compare with
    bool cosineSimilarity = false;  ///< similarity view: cosine instead of the dot product
    /// Waves view: the columns j of PE drawn against pos, 1 .. maxWaveColumns distinct values in
    /// 0 .. 4095; those past d_model - 1 are left out of the figure (it says so). Default: the Annotated
    /// Transformer's plot of dimensions 4 .. 7.
    QList<int> waveColumns{4, 5, 6, 7};
    static constexpr int maxWaveColumns = 8;
    /// Clock tab, "Second, minute, hour": the three pairs i of the second, minute and hour hands, each
    /// 0 .. 2047 (drawn as at most the last pair); empty: the fastest, the middle and the slowest.
    QList<int> clockHands;
    QString attentionText;          ///< attention view: the sentence ...
    QString attentionReorderedText; ///< ... and the same words in another order
    bool attentionWithPe = false;   ///< attention view: apply the position scheme (both slots)
    // The heads shared by every family with a value per head (posenc/encodings/heads.h): ALiBi's slopes, T5's
    // bias table.
    int heads = 12;                 ///< H, 1 .. 128
    int head = 0;                   ///< the head shown, 0 .. H − 1
    /// Each score family's own settings (ui/families/: RoPE's head_dim, q, k and rope_scaling, ALiBi's mask,
    /// T5's buckets and table), read and written by the family's files through family<T>().
    ScoreFamilySettings families;
    template <class Settings> const Settings &family() const { return std::get<Settings>(families); }
    template <class Settings> Settings &family() { return std::get<Settings>(families); }

    QString model;       ///< the preset last applied (posenc/models/modelpresets.h), or empty
    QString modelConfig; ///< the config.json last read, or empty
    /// M-RoPE and the attention temperature (the Models tab; modelfeatures.h).
    ModelFeatureSettings features;

    /// Whether either slot holds something (the families' entries: ui/families/addedfamilies.h,
    /// scorefamilies.h); false is NoPE.
    bool slotsHoldPositions() const;
    /// Whether the attention view adds a position encoding: asked for, and the embedding slot adds
    /// something (the sinusoidal PE, or a learned table's rows 0 .. n-1).
    bool attentionAddsEncoding() const;
    /// What acts on the attention view's scores: the scores slot when asked for, else nothing.
    posenc::ScoreEncoding attentionScores() const { return attentionWithPe ? scores : posenc::ScoreEncoding::None; }
    /// Whether the attention view uses any position: asked for, and either slot holds something.
    bool attentionUsesPositions() const { return attentionWithPe && slotsHoldPositions(); }

    /// The first-start session: the seed's 16-token sentence, d_model 60, base 10000, pos 1, k 2.
    static Session defaults();
    static QString defaultText();
    static QString defaultAttentionText();
    static QString defaultAttentionReorderedText();

    /// The same session with every value brought into its allowed range (parameters.h) the way a
    /// slider would: sizes and bases clamped, then the selection clamped into the new L and d_model.
    Session clamped() const;
    /// The learned table's rows: the file's (tableRows), else the seeded table's (seededTableRows, 1 024,
    /// GPT-2's n_positions). With the learned slot, first position + L stays within them.
    int learnedRows() const;

    /// {"version": 1, "dModel": 60, ...}: every field of the list, by its key.
    QJsonObject toJson() const;
    /// Every field by its key (no version), as QSettings stores them.
    QVariantMap toVariants() const;

    /// Something wrong with one field of a JSON object or of saved settings.
    struct Problem
    {
        QString field;   ///< the key, e.g. "dModel"
        QString message; ///< names the value and the allowed range, e.g. "d_model = 0 is out of range
                         ///< (allowed 1 .. 4096)"
    };
    struct Read;
    /// Reads \a json over \a base: a field that is absent keeps base's value; a field that is unreadable
    /// or out of its allowed range keeps base's value too and is reported (the selection is checked
    /// against the L, first position and d_model read before it). A "version" newer than this build's is
    /// one problem and nothing is read.
    static Read fromJson(const QJsonObject &json, const Session &base);
    /// The same from a map of values (QSettings reads numbers back as text, and a text with commas as a
    /// list): text is read as numbers where a number is expected, a list as its items joined by ", ".
    static Read fromVariants(const QVariantMap &values, const Session &base);

    /// "L follows the text": the sequence length a sentence asks for, its number of tokens (core
    /// tokenizer) within 1 .. 4096 (limits::minLength .. maxLength; a longer sentence shows its first
    /// 4096 tokens). The one place of the rule: typing, --text, a scene without "length", the defaults.
    static int lengthFollowing(const QString &text);
    /// Whether \a a and \a b are different sentences (other tokens): only then does L follow a new text
    /// (adding a space keeps L as the user set it).
    static bool otherTokens(const QString &a, const QString &b);

    /// The keys of every saved field, in the order changes are announced.
    static QStringList fieldKeys();
    /// The keys of the fields that name a file (a learned or T5 table, a config.json), as their entries say
    /// (fieldtable::Field::namesFile): a scene stores them relative to its folder, Edit > Undo names the file.
    static QStringList fileFieldKeys();
    /// Field \a key's name in Edit > Undo, in the installed language ("d_model", "the sentence"); empty
    /// for a key that is not a field. Declared with the field, in session.cpp's one field list.
    static QString fieldLabel(const QString &key);
    /// The same in English, as declared (the source text the translations are looked up by).
    static QString fieldLabelSource(const QString &key);
    /// Whether Edit > Undo shows field \a key's values ("d_model 60 → 64"): numbers and choices, not texts
    /// and switches.
    static bool fieldShowsValues(const QString &key);
    /// A closed interval of a number field's allowed values.
    struct Range
    {
        double low;
        double high;
    };
    /// Field \a key's allowed values as far as they depend on no other field (the scaling factor's 1 .. 10⁶,
    /// d_model's 1 .. 4096), as declared with the field; nullopt when they all do (a position within L) and
    /// for a key that is not a field. Other fields may narrow it (fieldRangeIn()).
    static std::optional<Range> fieldRange(const QString &key);
    /// Field \a key's allowed values in \a session: the entry's range for it when they depend on other fields
    /// (the head shown 0 .. H − 1, num_buckets fixed by a table read), else fieldRange(). The spin boxes bound to
    /// a field follow it.
    static std::optional<Range> fieldRangeIn(const Session &session, const QString &key);
    /// A whole-number field's step from its low end (2: even values only), as declared with the field; 1 for
    /// any other key.
    static int fieldStep(const QString &key);

    /// One field's command-line option, declared with the field (app/commandline.cpp adds one per field).
    struct Option
    {
        QString key;       ///< the field's key, e.g. "dimension"
        QString name;      ///< the option without its dashes, e.g. "pair"
        QString valueName; ///< e.g. "I"; empty for a switch
        QString help;      ///< the --help text, translated, with the allowed range
        bool isSwitch;     ///< the option takes no value (--cosine, --no-embedding-scale)
        /// The field it means something only with and that field's value ("added", "learned" for --table),
        /// and why, translated ("a table is added"); empty when it needs none.
        QString needsKey;
        QString needsValue;
        QString needsWhy;
    };
    /// Every field's option, in field order.
    static QList<Option> options();
    /// What is wrong with \a text as the value of field \a key's option, without the rest of a session (it
    /// is not a whole number, not a name of a layout ...); empty when it reads (its range is checked by
    /// applyOption()).
    static QString optionTextProblem(const QString &key, const QString &text);
    /// Applies field \a key's option with \a text (ignored for a switch) as the option says: the field's
    /// rule with the others included (sessionrules.h: L follows --text, the selected rows follow --start
    /// ...). Returns the problem (naming the value and the allowed range) and leaves the session unchanged.
    QString applyOption(const QString &key, const QString &text);
    /// Changes field \a key to \a value (of the field's stored type, e.g. a column j for "dimension") as
    /// a control does, with the field's rule; returns the problem and leaves the session unchanged.
    QString edit(const QString &key, const QVariant &value);
    /// Field \a key's value as stored in JSON and settings; invalid for a key that is not a field.
    QVariant value(const QString &key) const;

    bool operator==(const Session &) const = default;
};

struct Session::Read
{
    Session session;
    QList<Problem> problems; ///< empty when every field was good
};
