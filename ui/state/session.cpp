#include "ui/state/session.h"

#include "ui/state/abbreviated.h"

#include <posenc/analysis/ropeanalysis.h>
#include <posenc/encodings/conventions.h>
#include <posenc/encodings/parameters.h>
#include <posenc/text/tokenizer.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace lim = posenc::limits;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};

QString fromStd(const std::optional<std::string> &message)
{
    return message ? QString::fromStdString(*message) : QString();
}

/// A value read from JSON or settings, converted to the field's type, or the reason it cannot be.
struct Converted
{
    QVariant value;
    QString problem;
};

Converted toWhole(const QVariant &v, const QString &range)
{
    bool ok = false;
    const double number = v.toDouble(&ok);
    if (!ok || !std::isfinite(number) || number != std::trunc(number) || std::abs(number) > 9e15)
        return {{},
                Text::tr("'%1' is not a whole number (allowed %2)").arg(abbreviated(v.toString()), range)};
    return {QVariant(static_cast<qlonglong>(number)), {}};
}

Converted toFinite(const QVariant &v, const QString &range)
{
    bool ok = false;
    const double number = v.toDouble(&ok);
    if (!ok || !std::isfinite(number))
        return {{},
                Text::tr("'%1' is not a finite number (allowed %2)").arg(abbreviated(v.toString()), range)};
    return {QVariant(number), {}};
}

Converted toFlag(const QVariant &v)
{
    if (v.typeId() == QMetaType::Bool)
        return {v, {}};
    const QString text = v.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return {QVariant(true), {}};
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return {QVariant(false), {}};
    return {{}, Text::tr("'%1' is not true or false").arg(abbreviated(v.toString()))};
}

Converted toText(const QVariant &v)
{
    // QSettings reads "a, b, c" back as a list of three strings.
    if (v.typeId() == QMetaType::QStringList)
        return {QVariant(v.toStringList().join(QStringLiteral(", "))), {}};
    if (v.typeId() == QMetaType::QString)
        return {v, {}};
    return {{}, Text::tr("not a text")};
}

/// A list of numbers: a JSON array, the list QSettings reads back (items as text), or a text of numbers
/// separated by commas or spaces. Empty is allowed (the RoPE tab then uses seeded values), and so is no
/// value at all: QSettings writes an empty list as "@Invalid()" and reads it back as an invalid QVariant.
Converted toNumbers(const QVariant &v)
{
    if (!v.isValid())
        return {QVariant(QVariantList()), {}};
    QStringList items;
    if (v.typeId() == QMetaType::QVariantList || v.typeId() == QMetaType::QStringList) {
        for (const QVariant &item : v.toList())
            items.append(item.toString());
    } else if (v.typeId() == QMetaType::QString) {
        items = v.toString().split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    } else {
        return {{}, Text::tr("not a list of numbers")};
    }
    QVariantList numbers;
    for (const QString &item : std::as_const(items)) {
        bool ok = false;
        const double number = item.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(number))
            return {{},
                    Text::tr("'%1' is not a finite number (allowed a list of finite numbers)")
                        .arg(abbreviated(item))};
        numbers.append(number);
    }
    return {QVariant(numbers), {}};
}

QVariant numberList(const QList<double> &values)
{
    QVariantList list;
    for (const double v : values)
        list.append(v);
    return QVariant(list);
}

QString rangeText(long long low, long long high)
{
    return QStringLiteral("%1 .. %2").arg(low).arg(high);
}

/// One saved field: its key (JSON and settings), how to read it off a session, how to convert a stored
/// value, and how to check and store it (against the fields read before it). The list below is the only
/// place that names every field; its order is the order in which changes are announced, and every field
/// comes after those its range depends on.
struct Field
{
    const char *key;
    /// The name in Edit > Undo ("d_model 60 → 64"), marked for translation in context "Session".
    const char *label;
    /// Whether Edit > Undo shows the values (numbers and choices; not texts and switches).
    bool showValues;
    std::function<QVariant(const Session &)> get;
    std::function<Converted(const QVariant &)> convert;
    /// Stores the converted value when allowed; returns the problem otherwise (the session unchanged).
    std::function<QString(Session &, const QVariant &)> set;
};

QString baseRange()
{
    return QString::fromStdString(posenc::describeBaseRange());
}

/// Checks a whole number with \a check and stores it with \a store when allowed.
template <class Check, class Store> QString setWhole(Session &s, const QVariant &v, Check check, Store store)
{
    const long long value = v.toLongLong();
    if (const QString problem = check(s, value); !problem.isEmpty())
        return problem;
    store(s, static_cast<int>(value));
    return {};
}

/// A field stored by name, e.g. the layout "halves": \a fromName gives the value of a name, or nullopt.
template <class Value, class Member>
Field namedField(const char *key, const char *label, bool showValues, const char *(*name)(Value),
                 std::optional<Value> (*fromName)(const std::string &), std::string (*names)(), Member member)
{
    return {key,
            label,
            showValues,
            [name, member](const Session &s) { return QVariant(QString::fromLatin1(name(member(s)))); },
            toText,
            [fromName, names, member, key](Session &s, const QVariant &v) {
                const auto value = fromName(v.toString().toStdString());
                if (!value)
                    return Text::tr("%1 '%2' is not one of %3")
                        .arg(QLatin1String(key), abbreviated(v.toString()), QString::fromStdString(names()));
                member(s) = *value;
                return QString();
            }};
}

/// A selected position (pos or pos'), within the rows first position .. first position + L - 1.
Field positionField(const char *key, const char *label, bool showValues, int Selection::*member)
{
    return {key,
            label,
            showValues,
            [member](const Session &s) { return QVariant(s.selection.*member); },
            [](const QVariant &v) {
                return toWhole(v, QStringLiteral("first position .. first position + L - 1"));
            },
            [member](Session &s, const QVariant &v) {
                return setWhole(
                    s, v,
                    [](const Session &t, long long p) {
                        return fromStd(posenc::checkPosition(p, t.scheme.firstPosition, t.length));
                    },
                    [member](Session &t, int p) { t.selection.*member = p; });
            }};
}

/// A RoPE vector (q or k) of exactly head_dim numbers, or none (seeded).
Field ropeVectorField(const char *key, const char *label, bool showValues, const char *name,
                      QList<double> Session::*member)
{
    return {key,
            label,
            showValues,
            [member](const Session &s) { return numberList(s.*member); },
            toNumbers,
            [member, name](Session &s, const QVariant &v) {
                const QVariantList list = v.toList();
                if (!list.isEmpty() && list.size() != s.headDim)
                    return Text::tr(
                               "%1 has %2 values (allowed exactly head_dim = %3, or none for seeded values)")
                        .arg(QLatin1String(name))
                        .arg(list.size())
                        .arg(s.headDim);
                QList<double> values;
                for (const QVariant &item : list) {
                    if (const auto problem = posenc::checkRopeVectorValue(item.toDouble()))
                        return QStringLiteral("%1: %2").arg(QLatin1String(name),
                                                            QString::fromStdString(*problem));
                    values.append(item.toDouble());
                }
                s.*member = values;
                return QString();
            }};
}

const QList<Field> &fields()
{
    static const QList<Field> list = {
        {"text", QT_TRANSLATE_NOOP("Session", "the sentence"), false,
         [](const Session &s) { return QVariant(s.text); }, toText,
         [](Session &s, const QVariant &v) {
             s.text = v.toString();
             return QString();
         }},
        {"dModel", QT_TRANSLATE_NOOP("Session", "d_model"), true,
         [](const Session &s) { return QVariant(s.scheme.dModel()); },
         [](const QVariant &v) { return toWhole(v, rangeText(lim::minDModel, lim::maxDModel)); },
         [](Session &s, const QVariant &v) {
             return setWhole(
                 s, v, [](const Session &, long long d) { return fromStd(posenc::checkDModel(d)); },
                 [](Session &t, int d) { t.scheme.layout.dModel = d; });
         }},
        {"base", QT_TRANSLATE_NOOP("Session", "base"), true,
         [](const Session &s) { return QVariant(s.scheme.base()); },
         [](const QVariant &v) { return toFinite(v, baseRange()); },
         [](Session &s, const QVariant &v) {
             if (const auto problem = posenc::checkBase(v.toDouble()))
                 return QString::fromStdString(*problem);
             s.scheme.frequencies.base = v.toDouble();
             return QString();
         }},
        namedField<posenc::PairOrder>(
            "layout", QT_TRANSLATE_NOOP("Session", "layout"), true, &posenc::pairOrderName,
            &posenc::pairOrderFromName, &posenc::pairOrderNames,
            [](auto &s) -> auto & { return s.scheme.layout.order; }),
        namedField<posenc::FrequencySpacing>(
            "spacing", QT_TRANSLATE_NOOP("Session", "spacing"), true, &posenc::spacingName,
            &posenc::spacingFromName, &posenc::spacingNames,
            [](auto &s) -> auto & { return s.scheme.frequencies.spacing; }),
        {"length", QT_TRANSLATE_NOOP("Session", "L"), true,
         [](const Session &s) { return QVariant(s.length); },
         [](const QVariant &v) { return toWhole(v, rangeText(lim::minLength, lim::maxLength)); },
         [](Session &s, const QVariant &v) {
             return setWhole(
                 s, v, [](const Session &, long long l) { return fromStd(posenc::checkLength(l)); },
                 [](Session &t, int l) { t.length = l; });
         }},
        {"firstPosition", QT_TRANSLATE_NOOP("Session", "first position"), true,
         [](const Session &s) { return QVariant(s.scheme.firstPosition); },
         [](const QVariant &v) {
             return toWhole(v, rangeText(lim::minFirstPosition, lim::maxFirstPosition));
         },
         [](Session &s, const QVariant &v) {
             return setWhole(
                 s, v, [](const Session &, long long p) { return fromStd(posenc::checkFirstPosition(p)); },
                 [](Session &t, int p) { t.scheme.firstPosition = p; });
         }},
        // After the first position, which it must be one less than (fairseq's make_positions).
        {"paddingIdx", QT_TRANSLATE_NOOP("Session", "padding_idx"), true,
         [](const Session &s) { return QVariant(s.scheme.paddingIdx); },
         [](const QVariant &v) { return toWhole(v, rangeText(-1, lim::maxPaddingIdx)); },
         [](Session &s, const QVariant &v) {
             return setWhole(
                 s, v,
                 [](const Session &t, long long p) {
                     if (p == -1)
                         return QString();
                     if (const auto problem = posenc::checkPaddingIdx(p))
                         return Text::tr("%1, or -1 for none").arg(QString::fromStdString(*problem));
                     if (p + 1 != t.scheme.firstPosition)
                         return Text::tr("padding_idx = %1 needs the first position %2 (it is %3)")
                             .arg(p)
                             .arg(p + 1)
                             .arg(t.scheme.firstPosition);
                     return QString();
                 },
                 [](Session &t, int p) { t.scheme.paddingIdx = p; });
         }},
        positionField("position", QT_TRANSLATE_NOOP("Session", "pos"), true, &Selection::position),
        {"offset", QT_TRANSLATE_NOOP("Session", "k"), true,
         [](const Session &s) { return QVariant(s.selection.offset); },
         [](const QVariant &v) { return toWhole(v, QStringLiteral("-L .. L")); },
         [](Session &s, const QVariant &v) {
             return setWhole(
                 s, v,
                 [](const Session &t, long long k) { return fromStd(posenc::checkOffset(k, t.length)); },
                 [](Session &t, int k) { t.selection.offset = k; });
         }},
        {"scaleEmbedding", QT_TRANSLATE_NOOP("Session", "the embedding scale"), false,
         [](const Session &s) { return QVariant(s.scaleEmbedding); }, toFlag,
         [](Session &s, const QVariant &v) {
             s.scaleEmbedding = v.toBool();
             return QString();
         }},
        {"dimension", QT_TRANSLATE_NOOP("Session", "dimension j"), true,
         [](const Session &s) { return QVariant(s.selection.dimension); },
         [](const QVariant &v) { return toWhole(v, QStringLiteral("0 .. d_model - 1")); },
         [](Session &s, const QVariant &v) {
             return setWhole(
                 s, v,
                 [](const Session &t, long long j) {
                     if (j >= 0 && j < t.scheme.dModel())
                         return QString();
                     return Text::tr("dimension j = %1 is out of range (allowed %2)")
                         .arg(j)
                         .arg(rangeText(0, t.scheme.dModel() - 1));
                 },
                 [](Session &t, int j) { t.selection.dimension = j; });
         }},
        {"comparisonBase", QT_TRANSLATE_NOOP("Session", "comparison base"), true,
         [](const Session &s) { return QVariant(s.comparisonBase); },
         [](const QVariant &v) { return toFinite(v, baseRange()); },
         [](Session &s, const QVariant &v) {
             if (const auto problem = posenc::checkBase(v.toDouble()))
                 return Text::tr("comparison %1").arg(QString::fromStdString(*problem));
             s.comparisonBase = v.toDouble();
             return QString();
         }},
        positionField("comparePosition", QT_TRANSLATE_NOOP("Session", "pos′"), true,
                      &Selection::comparePosition),
        {"cosineSimilarity", QT_TRANSLATE_NOOP("Session", "cosine similarity"), false,
         [](const Session &s) { return QVariant(s.cosineSimilarity); }, toFlag,
         [](Session &s, const QVariant &v) {
             s.cosineSimilarity = v.toBool();
             return QString();
         }},
        {"attentionText", QT_TRANSLATE_NOOP("Session", "the attention sentence"), false,
         [](const Session &s) { return QVariant(s.attentionText); }, toText,
         [](Session &s, const QVariant &v) {
             s.attentionText = v.toString();
             return QString();
         }},
        {"attentionReorderedText", QT_TRANSLATE_NOOP("Session", "the reordered sentence"), false,
         [](const Session &s) { return QVariant(s.attentionReorderedText); }, toText,
         [](Session &s, const QVariant &v) {
             s.attentionReorderedText = v.toString();
             return QString();
         }},
        {"attentionWithPe", QT_TRANSLATE_NOOP("Session", "attention with PE"), false,
         [](const Session &s) { return QVariant(s.attentionWithPe); }, toFlag,
         [](Session &s, const QVariant &v) {
             s.attentionWithPe = v.toBool();
             return QString();
         }},
        // RoPE tab: head_dim before what is checked against it.
        {"headDim", QT_TRANSLATE_NOOP("Session", "head_dim"), true,
         [](const Session &s) { return QVariant(s.headDim); },
         [](const QVariant &v) {
             return toWhole(v, QStringLiteral("even %1").arg(rangeText(lim::minHeadDim, lim::maxHeadDim)));
         },
         [](Session &s, const QVariant &v) {
             return setWhole(
                 s, v, [](const Session &, long long d) { return fromStd(posenc::checkHeadDim(d)); },
                 [](Session &t, int d) { t.headDim = d; });
         }},
        {"rotaryDim", QT_TRANSLATE_NOOP("Session", "rotary_dim"), true,
         [](const Session &s) { return QVariant(s.rotaryDim); },
         [](const QVariant &v) { return toWhole(v, QStringLiteral("0 or even 2 .. head_dim")); },
         [](Session &s, const QVariant &v) {
             return setWhole(
                 s, v,
                 [](const Session &t, long long r) { return fromStd(posenc::checkRotaryDim(r, t.headDim)); },
                 [](Session &t, int r) { t.rotaryDim = r; });
         }},
        {"ropePairing", QT_TRANSLATE_NOOP("Session", "RoPE pairing"), true,
         [](const Session &s) { return QVariant(Session::pairingName(s.ropePairing)); }, toText,
         [](Session &s, const QVariant &v) {
             const auto pairing = Session::pairingFromName(v.toString().trimmed());
             if (!pairing)
                 return Text::tr("pairing '%1' is not one (allowed interleaved, halves)")
                     .arg(abbreviated(v.toString()));
             s.ropePairing = *pairing;
             return QString();
         }},
        ropeVectorField("query", QT_TRANSLATE_NOOP("Session", "RoPE's q"), false, "q", &Session::query),
        ropeVectorField("key", QT_TRANSLATE_NOOP("Session", "RoPE's k"), false, "k", &Session::key),
    };
    return list;
}

} // namespace

int Session::lengthFollowing(const QString &text)
{
    return std::clamp(static_cast<int>(posenc::tokenize(text.toStdString()).size()), lim::minLength, lim::maxLength);
}

bool Session::otherTokens(const QString &a, const QString &b)
{
    return posenc::tokenize(a.toStdString()) != posenc::tokenize(b.toStdString());
}

QString Session::defaultText()
{
    return QStringLiteral("I love you and you love me so word order must be part of the input");
}

QString Session::defaultAttentionText()
{
    return QStringLiteral("I love you");
}

QString Session::defaultAttentionReorderedText()
{
    return QStringLiteral("you love I");
}

Session Session::defaults()
{
    Session s;
    s.text = defaultText();
    s.attentionText = defaultAttentionText();
    s.attentionReorderedText = defaultAttentionReorderedText();
    s.length = lengthFollowing(s.text); // 16 tokens, the seed's figures
    s.selection.position = s.scheme.firstPosition + std::min(Selection::defaultPositionRow, s.length - 1);
    s.selection.offset = std::min(Selection::defaultOffset, s.length);
    s.selection.comparePosition = s.scheme.firstPosition + s.length / 2;
    return s;
}

Session Session::clamped() const
{
    Session s = *this;
    const auto clampBase = [](double base, double fallback) {
        return std::isfinite(base) ? std::clamp(base, std::nextafter(1.0, 2.0), lim::maxBase) : fallback;
    };
    s.scheme.layout.dModel = std::clamp(s.scheme.layout.dModel, lim::minDModel, lim::maxDModel);
    if (s.scheme.layout.order == posenc::PairOrder::HalvesZeroPadded)
        s.scheme.layout.dModel = std::max(2, s.scheme.layout.dModel); // a zero column and no pair otherwise
    s.scheme.frequencies.base = clampBase(s.scheme.frequencies.base, 10000.0);
    s.length = std::clamp(s.length, lim::minLength, lim::maxLength);
    s.scheme.firstPosition = std::clamp(s.scheme.firstPosition, lim::minFirstPosition, lim::maxFirstPosition);
    // fairseq's positions follow the padding index: the first position sets it (0 leaves no room: none).
    if (s.scheme.paddingIdx >= 0)
        s.scheme.paddingIdx = s.scheme.firstPosition - 1;
    s.comparisonBase = clampBase(s.comparisonBase, 1000.0);
    const int first = s.scheme.firstPosition;
    const int last = first + s.length - 1;
    Selection &sel = s.selection;
    sel.position = std::clamp(sel.position, first, last);
    sel.offset = std::clamp(sel.offset, -s.length, s.length);
    sel.dimension = std::clamp(sel.dimension, 0, s.scheme.dModel() - 1);
    sel.comparePosition = std::clamp(sel.comparePosition, first, last);
    // RoPE: head_dim even within its range; a rotary_dim or typed q / k that no longer fits it is dropped
    // (all dimensions rotate, the seeded values are used): a slider would not keep 16 numbers for 8 slots.
    s.headDim = std::clamp(s.headDim, lim::minHeadDim, lim::maxHeadDim) / 2 * 2;
    if (posenc::checkRotaryDim(s.rotaryDim, s.headDim))
        s.rotaryDim = 0;
    for (QList<double> *vector : {&s.query, &s.key})
        if (vector->size() != s.headDim || std::any_of(vector->begin(), vector->end(), [](double x) {
                return posenc::checkRopeVectorValue(x);
            }))
            vector->clear();
    return s;
}

posenc::RopeSpec Session::ropeSpec() const
{
    posenc::RopeSpec spec;
    spec.headDim = headDim;
    spec.rotaryDim = rotaryDim;
    spec.base = scheme.base();
    spec.pairing = ropePairing;
    return spec;
}

namespace {
Eigen::VectorXd typedOrSeeded(const QList<double> &typed, int headDim, posenc::RopeVector which)
{
    if (typed.size() != headDim)
        return posenc::seededRopeVector(headDim, which);
    return Eigen::Map<const Eigen::VectorXd>(typed.constData(), typed.size());
}
} // namespace

Eigen::VectorXd Session::ropeQuery() const
{
    return typedOrSeeded(query, headDim, posenc::RopeVector::Query);
}

Eigen::VectorXd Session::ropeKey() const
{
    return typedOrSeeded(key, headDim, posenc::RopeVector::Key);
}

QString Session::pairingName(posenc::RopePairing pairing)
{
    return pairing == posenc::RopePairing::Halves ? QStringLiteral("halves") : QStringLiteral("interleaved");
}

std::optional<posenc::RopePairing> Session::pairingFromName(const QString &name)
{
    if (name == QLatin1String("interleaved"))
        return posenc::RopePairing::Interleaved;
    if (name == QLatin1String("halves"))
        return posenc::RopePairing::Halves;
    return std::nullopt;
}

QJsonObject Session::toJson() const
{
    QJsonObject json;
    json.insert(QStringLiteral("version"), version);
    for (const Field &field : fields())
        json.insert(QLatin1String(field.key), QJsonValue::fromVariant(field.get(*this)));
    return json;
}

QVariantMap Session::toVariants() const
{
    QVariantMap values;
    for (const Field &field : fields())
        values.insert(QLatin1String(field.key), field.get(*this));
    return values;
}

Session::Read Session::fromVariants(const QVariantMap &values, const Session &base)
{
    Read read{base, {}};
    const auto versionValue = values.value(QStringLiteral("version"));
    if (versionValue.isValid()) {
        const Converted v = toWhole(versionValue, rangeText(1, version));
        if (!v.problem.isEmpty() || v.value.toLongLong() < 1 || v.value.toLongLong() > version) {
            read.problems.append({QStringLiteral("version"),
                                  v.problem.isEmpty()
                                      ? Text::tr("version %1 is not one this PosEnc reads (allowed %2)")
                                            .arg(v.value.toLongLong())
                                            .arg(rangeText(1, version))
                                      : v.problem});
            return read;
        }
    }
    for (const Field &field : fields()) {
        const QString key = QLatin1String(field.key);
        if (!values.contains(key))
            continue;
        const Converted converted = field.convert(values.value(key));
        QString problem = converted.problem;
        if (problem.isEmpty())
            problem = field.set(read.session, converted.value);
        if (!problem.isEmpty())
            read.problems.append({key, problem});
    }
    // Fields left at base's value may no longer fit the sizes read (say, a dimension past a smaller d_model).
    read.session = read.session.clamped();
    return read;
}

Session::Read Session::fromJson(const QJsonObject &json, const Session &base)
{
    return fromVariants(json.toVariantMap(), base);
}

namespace {

const Field *fieldOf(const QString &key)
{
    for (const Field &field : fields())
        if (key == QLatin1String(field.key))
            return &field;
    return nullptr;
}

} // namespace

QString Session::fieldLabel(const QString &key)
{
    const Field *field = fieldOf(key);
    return field ? QCoreApplication::translate("Session", field->label) : QString();
}

QString Session::fieldLabelSource(const QString &key)
{
    const Field *field = fieldOf(key);
    return field ? QString::fromUtf8(field->label) : QString();
}

bool Session::fieldShowsValues(const QString &key)
{
    const Field *field = fieldOf(key);
    return field && field->showValues;
}

QStringList Session::fieldKeys()
{
    QStringList keys;
    for (const Field &field : fields())
        keys.append(QLatin1String(field.key));
    return keys;
}
