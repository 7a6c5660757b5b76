// Export: explicit sizes give exactly that many pixels (also at screen scale factor 2, see CMakeLists),
// images are not blank, CSV holds the matrix, failures name the path and leave nothing behind.
#include "ui/families/ropefigures.h"
#include "golden.h"
#include "svgtext.h"

#include "ui/export/clipboardexport.h"
#include "ui/export/figureexport.h"
#include "exampleoptions.h"
#include "ui/figures/figurestyle.h"
#include "ui/state/explorerstate.h"

#include <QDir>
#include <QMimeData>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <qcustomplot.h>

#include <sys/stat.h>

class TestFigureExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void renderHasTheRequestedSize_data();
    void renderHasTheRequestedSize();
    void renderIsNotBlank_data();
    void renderIsNotBlank();
    void pngFileHasTheRequestedSize();
    void csvHoldsTheMatrix();
    void clockCsvHasOneLinePerPair();
    void exportAllWritesEveryFigure();
    void unwritablePathIsReportedAndNothingIsLeft();
    void failedExportKeepsTheOldFile();
    void refusesToReplaceWhatIsNotARegularFile();
    void captionIsWrittenUnderTheFigure();
    void csvOfTheWhyFigures();
    void largeCsvIsWrittenInPieces();
    void textIsSizedForSlides();
    void vectorFormatsKeepTextAsText();
    void svgOfControlCharactersIsXml();
    void themesColourTheExport();
    void cleanLeavesTheSelectionOut_data();
    void cleanLeavesTheSelectionOut();
    void transparentHasNoBackground();
    void clipboardHoldsImageAndSvg();
    void badSizesAreRejected_data();
    void badSizesAreRejected();
};

namespace {

/// Every figure's SVG parsed: the first error of each ("rope: …"), joined; empty when all parse.
QString svgXmlErrors(const ExplorerState &state, const ImageSize &size)
{
    QStringList errors;
    for (const Figure figure : allFigures()) {
        const auto bytes = figureBytes(state, figure, ExportFormat::Svg, size);
        if (!bytes) {
            errors.append(figureName(figure) + QStringLiteral(": no SVG"));
            continue;
        }
        QXmlStreamReader xml(*bytes);
        while (!xml.atEnd())
            xml.readNext();
        if (xml.hasError())
            errors.append(figureName(figure) + QStringLiteral(": ") + xml.errorString());
    }
    return errors.join(QStringLiteral("; "));
}

} // namespace

void TestFigureExport::renderHasTheRequestedSize_data()
{
    QTest::addColumn<Figure>("figure");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<double>("scale");
    for (const Figure figure : allFigures()) {
        const QByteArray name = figureName(figure).toLatin1();
        QTest::newRow(name + " 1920x1080") << figure << 1920 << 1080 << 1.0;
        QTest::newRow(name + " 640x360 x2") << figure << 640 << 360 << 2.0;
        QTest::newRow(name + " 333x777 x1.5") << figure << 333 << 777 << 1.5;
    }
}

void TestFigureExport::renderHasTheRequestedSize()
{
    QFETCH(Figure, figure);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(double, scale);
    ExplorerState state;
    const QImage image = renderFigure(state, figure, {width, height, scale});
    QCOMPARE(image.width(), qRound(width * scale));
    QCOMPARE(image.height(), qRound(height * scale));
}

void TestFigureExport::renderIsNotBlank_data()
{
    QTest::addColumn<Figure>("figure");
    for (const Figure figure : allFigures())
        QTest::newRow(figureName(figure).toLatin1()) << figure;
}

void TestFigureExport::renderIsNotBlank()
{
    QFETCH(Figure, figure);
    ExplorerState state;
    state.setOffset(2);
    state.setSession(withExampleOptions(state.session(), figureEntry(figure))); // the layer map: a model
    const QImage image = renderFigure(state, figure, {800, 450, 1.0});
    QSet<QRgb> colours;
    int nonWhite = 0;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3) {
            const QRgb c = image.pixel(x, y);
            colours.insert(c);
            nonWhite += (qRed(c) < 240 || qGreen(c) < 240 || qBlue(c) < 240);
        }
    }
    QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
    // At least 1 % of the samples are drawn on (line plots are mostly white; heat maps far more).
    QVERIFY2(nonWhite > image.width() * image.height() / 9 / 100, qPrintable(QString::number(nonWhite)));
}

void TestFigureExport::pngFileHasTheRequestedSize()
{
    QTemporaryDir dir;
    ExplorerState state;
    const QString path = dir.filePath(QStringLiteral("pe.png"));
    QCOMPARE(exportFigure(state, Figure::Encoding, ExportFormat::Png, path, {1000, 500, 1.0}), QString());
    QImageReader reader(path);
    QCOMPARE(reader.format(), QByteArray("png"));
    QCOMPARE(reader.size(), QSize(1000, 500));
}

void TestFigureExport::csvHoldsTheMatrix()
{
    QTemporaryDir dir;
    ExplorerState state;
    const QString path = dir.filePath(QStringLiteral("pe.csv"));
    QCOMPARE(exportFigure(state, Figure::Encoding, ExportFormat::Csv, path, {}), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto matrix = posenc::parseCsv(file.readAll().toStdString());
    QVERIFY(matrix.has_value());
    QVERIFY(*matrix == state.encoding()); // 17 significant digits read back exactly
    QVERIFY(maxAbsDifference(*matrix, loadGolden(QStringLiteral("pe_d60_L16_base10000.csv"))) <= 1e-12);
    QCOMPARE(figureCsv(state, Figure::Sum).count('\n'), 16);
}

void TestFigureExport::clockCsvHasOneLinePerPair()
{
    ExplorerState state;
    state.setPosition(3);
    const auto table = posenc::parseCsv(figureCsv(state, Figure::Clock).toStdString());
    QVERIFY(table.has_value());
    QCOMPARE(table->rows(), Eigen::Index(30));
    QCOMPARE(table->cols(), Eigen::Index(6));
    QCOMPARE((*table)(0, 3), 3.0);           // angle w_0 * pos
    QCOMPARE((*table)(0, 4), std::sin(3.0));
    QCOMPARE((*table)(29, 2), state.wavelengths()(29));
}

void TestFigureExport::exportAllWritesEveryFigure()
{
    QTemporaryDir dir;
    ExplorerState state;
    const QString folder = dir.filePath(QStringLiteral("new/sub"));
    QStringList written;
    // Every figure of the session's slots: the RoPE figures only while RoPE acts on the scores, the
    // learned table's while one is added; the layer map needs a model.
    QCOMPARE(exportAllFigures(state, ExportFormat::Png, folder, {640, 360, 1.0}, &written), QStringList());
    QCOMPARE(written.size(), allFigures().size() - 16);
    QVERIFY(!QFileInfo::exists(figureFilePath(folder, ropeFigures::rotation, ExportFormat::Png)));
    Session withRope = state.session();
    withRope.scores = posenc::ScoreEncoding::Rope;
    state.setSession(withRope);
    written.clear();
    QCOMPARE(exportAllFigures(state, ExportFormat::Png, folder, {640, 360, 1.0}, &written), QStringList());
    QCOMPARE(written.size(), allFigures().size() - 9);
    for (const Figure figure : figuresApplyingTo(state.session()))
        QCOMPARE(QImageReader(figureFilePath(folder, figure, ExportFormat::Png)).size(), QSize(640, 360));
}

void TestFigureExport::unwritablePathIsReportedAndNothingIsLeft()
{
    QTemporaryDir dir;
    // A path below a regular file cannot be written, not even by root.
    const QString blocker = dir.filePath(QStringLiteral("file"));
    QFile block(blocker);
    QVERIFY(block.open(QIODevice::WriteOnly));
    block.close();
    ExplorerState state;
    const QString path = blocker + QStringLiteral("/pe.png");
    const QString error = exportFigure(state, Figure::Encoding, ExportFormat::Png, path, {640, 360, 1.0});
    QVERIFY(error.startsWith(QStringLiteral("cannot write ") + QDir::toNativeSeparators(path)));
    const QStringList errors = exportAllFigures(state, ExportFormat::Csv, blocker + QStringLiteral("/all"), {});
    QCOMPARE(errors.size(), 1);
    QVERIFY(errors.first().contains(QStringLiteral("cannot be created")));
    QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList({"file"}));
}

void TestFigureExport::failedExportKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pe.csv"));
    QCOMPARE(saveBytes("old contents\n", path), QString());
    // A writer that fails half-way, as a full disk would.
    const QString error = saveAtomically(path, [](QIODevice &device) {
        device.write("half of the new ");
        return QStringLiteral("No space left on device");
    });
    QCOMPARE(error, QStringLiteral("cannot write %1: No space left on device").arg(QDir::toNativeSeparators(path)));
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), QByteArray("old contents\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({"pe.csv"})); // no temporary left
    // A bad size is refused before anything is written.
    QVERIFY(!exportFigure(ExplorerState(), Figure::Encoding, ExportFormat::Png, path, {640, 360, 100.0}).isEmpty());
    QVERIFY(after.seek(0));
    QCOMPARE(after.readAll(), QByteArray("old contents\n"));
}

void TestFigureExport::refusesToReplaceWhatIsNotARegularFile()
{
    // QSaveFile would rename its temporary over a device or pipe (as root even over /dev/null).
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QCOMPARE(saveBytes("x", fifo), QStringLiteral("cannot write %1: it is not a regular file").arg(fifo));
    QVERIFY(!QFileInfo(fifo).isFile());
    QVERIFY(QFileInfo(fifo).exists());
    QCOMPARE(saveBytes("x", dir.path()), QStringLiteral("cannot write %1: it is a folder").arg(dir.path()));
}

void TestFigureExport::textIsSizedForSlides()
{
    // The smallest text is 1/40 of the height: 27 px at 1080 lines; --font-scale multiplies it.
    QCOMPARE(FigureStyle::forImage(1920, 1080).font.pixelSize(), 27);
    QCOMPARE(FigureStyle::forImage(1920, 1080, Theme::Light, 2.0).font.pixelSize(), 54);
    QCOMPARE(FigureStyle::forImage(960, 540, Theme::Light, 0.5).font.pixelSize(), 9); // 6.75, at least 9
    // A tall image: as for its 16:9 part.
    QCOMPARE(FigureStyle::forImage(1920, 4000).font.pixelSize(), 27);
    // Same layout, twice the pixels: the picture scales, the text with it.
    ExplorerState state;
    ImageSize one{960, 540, 1.0};
    ImageSize two{960, 540, 2.0};
    const QImage small = renderFigure(state, Figure::Wavelength, one);
    const QImage large = renderFigure(state, Figure::Wavelength, two);
    QCOMPARE(large.size(), small.size() * 2);
    const QImage down = large.scaled(small.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    const auto meanDifference = [](const QImage &a, const QImage &b) {
        double sum = 0;
        int count = 0;
        for (int y = 0; y < a.height(); y += 2)
            for (int x = 0; x < a.width(); x += 2, ++count)
                sum += std::abs(QColor(a.pixel(x, y)).lightness() - QColor(b.pixel(x, y)).lightness());
        return sum / count;
    };
    QVERIFY2(meanDifference(down, small) < 6.0, qPrintable(QString::number(meanDifference(down, small))));
    // A larger font scale draws more ink (bigger glyphs) in the same size.
    auto ink = [](const QImage &image) {
        int dark = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                dark += QColor(image.pixel(x, y)).lightness() < 80;
        return dark;
    };
    one.fontScale = 2.0;
    const QImage bigText = renderFigure(state, Figure::Wavelength, one);
    QVERIFY2(ink(bigText) > ink(small) * 5 / 4, qPrintable(QStringLiteral("%1 vs %2").arg(ink(bigText)).arg(ink(small))));
}

void TestFigureExport::vectorFormatsKeepTextAsText()
{
    ExplorerState state;
    QTemporaryDir dir;
    ImageSize size{1280, 720, 1.0};
    // SVG: the layout's size as its viewBox, the title as text, the heat map as an embedded image.
    const QString svgPath = dir.filePath(QStringLiteral("pe.svg"));
    QVERIFY2(exportFigure(state, Figure::Encoding, ExportFormat::Svg, svgPath, size).isEmpty(), "svg");
    QFile svgFile(svgPath);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svg = svgFile.readAll();
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("viewBox=\"0 0 1280 720\""));
    QVERIFY(svgText(svg).contains(QStringLiteral("Positional encoding PE"))); // the title is text, not pixels
    QVERIFY(svg.contains("<image"));                     // the colour map
    QVERIFY(svg.count("<text") > 10);                    // ticks and labels too
    // Every figure's SVG is well-formed XML, also with "<R(m) q, R(n) k>" in its title and caption.
    QCOMPARE(svgXmlErrors(state, size), QString());
    // PDF: one page of 1280 x 720 layout pixels at 96 per inch = 960 x 540 pt, its text extractable.
    const QString pdfPath = dir.filePath(QStringLiteral("relative.pdf"));
    size.withCaption = true;
    QVERIFY2(exportFigure(state, Figure::Relative, ExportFormat::Pdf, pdfPath, size).isEmpty(), "pdf");
    QFile pdfFile(pdfPath);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    const QByteArray pdf = pdfFile.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY2(pdf.contains("/MediaBox [0 0 960.000000 540.000000]"), pdf.left(2000).constData());
    QVERIFY(pdf.contains("/Count 1"));
    // A size out of range writes nothing.
    size.width = 10;
    const QString bad = dir.filePath(QStringLiteral("bad.svg"));
    QVERIFY(!exportFigure(state, Figure::Encoding, ExportFormat::Svg, bad, size).isEmpty());
    QVERIFY(!QFileInfo::exists(bad));
    // Names and extensions.
    QCOMPARE(formatFromName(QStringLiteral("PDF")), std::optional<ExportFormat>(ExportFormat::Pdf));
    QCOMPARE(formatExtension(ExportFormat::Svg), QStringLiteral("svg"));
    QVERIFY(!formatFromName(QStringLiteral("jpg")));
    QCOMPARE(formatFromName(QStringLiteral("GIF")), std::optional<ExportFormat>(ExportFormat::Gif));
    QCOMPARE(formatNames(), QStringLiteral("png, svg, pdf, csv, gif"));
    // A GIF is an animation (animationexport.h): as one figure's file it is refused, and nothing written.
    size.width = 640;
    const QString gif = dir.filePath(QStringLiteral("still.gif"));
    QVERIFY(exportFigure(state, Figure::Encoding, ExportFormat::Gif, gif, size).contains(QStringLiteral("animation")));
    QVERIFY(!QFileInfo::exists(gif));
}

void TestFigureExport::svgOfControlCharactersIsXml()
{
    // `--text $'a\007b c'`: QSvgGenerator wrote the BEL raw and the file was no XML (issue 27 item 6).
    // Characters XML 1.0 forbids are replaced; every figure's SVG parses, and the rest of the text stays.
    ExplorerState state;
    state.setText(QStringLiteral("a\u0007b c\u0001d \u000Be\u001Ff \uFFFFg"));
    QCOMPARE(state.text().size(), 15);
    const ImageSize size{1280, 720, 1.0};
    QCOMPARE(svgXmlErrors(state, size), QString());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("embedding.svg"));
    QVERIFY(exportFigure(state, Figure::Embedding, ExportFormat::Svg, path, size).isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QVERIFY(!svg.contains('\x07'));
    // The token, its bad character marked: read as text in drawing order, however Qt split it into runs (a
    // machine with a fallback font for U+FFFD writes "a", "\uFFFD", "b" as three <text> elements).
    const QString text = svgText(svg);
    QVERIFY2(text.contains(QStringLiteral("a\uFFFDb")), qPrintable(text.left(400)));
}

void TestFigureExport::themesColourTheExport()
{
    ExplorerState state;
    for (const Theme theme : theme::all()) {
        ImageSize size{800, 450, 1.0};
        size.theme = theme;
        const FigurePalette &palette = FigurePalette::of(theme);
        const QImage image = renderFigure(state, Figure::Wavelength, size);
        QCOMPARE(QColor(image.pixel(2, 2)), palette.background);
        // 0 is the neutral middle of the diverging scale, and its ends are blue (negative) and red.
        QCPColorGradient gradient = divergingGradient(palette); // color() is not const
        QCOMPARE(QColor(gradient.color(0.0, QCPRange(-1, 1))), palette.diverging[palette.diverging.size() / 2]);
        const QColor low = gradient.color(-1.0, QCPRange(-1, 1)), high = gradient.color(1.0, QCPRange(-1, 1));
        QVERIFY(low.blue() > low.red() && high.red() > high.blue());
        QCOMPARE(palette.diverging.size() % 2, 1);
    }
    QVERIFY(FigurePalette::of(Theme::Dark).background.lightness() < 60);
    QVERIFY(theme::lineScale(Theme::Projector) > theme::lineScale(Theme::Light));
}

void TestFigureExport::captionIsWrittenUnderTheFigure()
{
    ExplorerState state;
    ImageSize size{960, 540, 1.0};
    const QImage plain = renderFigure(state, Figure::Relative, size); // its bottom margin is blank
    size.withCaption = true;
    const QImage captioned = renderFigure(state, Figure::Relative, size);
    QCOMPARE(captioned.size(), plain.size());
    // The bottom strip holds text (dark pixels) with the caption, and is blank without.
    auto darkInBottomStrip = [](const QImage &image) {
        int dark = 0;
        for (int y = image.height() - 40; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                dark += QColor(image.pixel(x, y)).lightness() < 100;
        return dark;
    };
    QCOMPARE(darkInBottomStrip(plain), 0);
    QVERIFY(darkInBottomStrip(captioned) > 100);
}

void TestFigureExport::csvOfTheWhyFigures()
{
    ExplorerState state;
    state.setDModel(512);
    state.setLength(128);
    auto table = [&](Figure figure) { return *posenc::parseCsv(figureCsv(state, figure).toStdString()); };
    // Wavelength: i, w_i, wavelength, against the golden frequencies.
    const Eigen::MatrixXd wavelength = table(Figure::Wavelength);
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("frequencies_d512_base10000.csv"));
    QVERIFY(maxAbsDifference(wavelength.leftCols(2), golden.leftCols(2)) <= 1e-12);
    // Wavelengths reach 6e4 positions: relative tolerance.
    QVERIFY(((wavelength.col(2) - golden.col(2)).array().abs() <= 1e-12 * golden.col(2).array()).all());
    // Similarity: L x L; for d_model 64, row 0 is the golden dot product by offset.
    state.setDModel(64);
    const Eigen::MatrixXd similarity = table(Figure::Similarity);
    QCOMPARE(similarity.rows(), Eigen::Index(128));
    QVERIFY(maxAbsDifference(similarity.row(0).transpose(),
                             loadGolden(QStringLiteral("dot_by_offset_d64_base10000.csv")).col(1)) <= 1e-12);
    // Relative: one line per pair with M_k's entries and residuals.
    state.setOffset(3);
    const Eigen::MatrixXd relative = table(Figure::Relative);
    QCOMPARE(relative.rows(), Eigen::Index(32));
    QCOMPARE(relative(0, 2), std::cos(3.0));
    QCOMPARE(relative(0, 3), std::sin(3.0));
    QVERIFY(relative.rightCols(2).maxCoeff() < 1e-12);
    // Naive: pos, pos/(L-1), bits.
    const Eigen::MatrixXd naive = table(Figure::Naive);
    QCOMPARE(naive.cols(), Eigen::Index(2 + 7));
    QCOMPARE(naive(127, 1), 1.0);
    // Attention: the two 3 x 3 weight matrices, rows summing to 1.
    const Eigen::MatrixXd attention = table(Figure::Attention);
    QCOMPARE(attention.rows(), Eigen::Index(6));
    QVERIFY((attention.rowwise().sum().array() - 1.0).abs().maxCoeff() < 1e-15);
    // Sentences of different lengths (the window allows any two): the shorter block is padded with nan.
    state.setAttentionText(QStringLiteral("a b c d"));
    state.setAttentionReorderedText(QStringLiteral("d c"));
    const Eigen::MatrixXd uneven = table(Figure::Attention);
    QCOMPARE(uneven.rows(), Eigen::Index(6));
    QCOMPARE(uneven.cols(), Eigen::Index(4));
    QVERIFY(uneven.topRows(4).allFinite());
    QVERIFY(uneven.bottomLeftCorner(2, 2).allFinite());
    QVERIFY(uneven.bottomRightCorner(2, 2).array().isNaN().all());
    QVERIFY((uneven.bottomLeftCorner(2, 2).rowwise().sum().array() - 1.0).abs().maxCoeff() < 1e-15);
}

void TestFigureExport::largeCsvIsWrittenInPieces()
{
    // 700 rows: written 256 at a time, the file must equal the whole text.
    ExplorerState state;
    state.setLength(700);
    state.setDModel(24);
    QTemporaryDir dir;
    for (const Figure figure : {Figure::Sum, Figure::Similarity}) {
        const QString path = dir.filePath(figureName(figure) + QStringLiteral(".csv"));
        QCOMPARE(exportFigure(state, figure, ExportFormat::Csv, path, {}), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), figureCsv(state, figure));
    }
    QCOMPARE(*posenc::parseCsv(figureCsv(state, Figure::Sum).toStdString()), state.sum());
}

void TestFigureExport::badSizesAreRejected_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<double>("scale");
    QTest::addColumn<QString>("message");
    QTest::newRow("narrow") << 10 << 100 << 1.0 << "width = 10 is out of range (allowed 64 .. 16384)";
    QTest::newRow("tall") << 100 << 20000 << 1.0 << "height = 20000 is out of range (allowed 64 .. 16384)";
    QTest::newRow("scale 0") << 100 << 100 << 0.0 << "scale = 0 is out of range (allowed 0.25 .. 8)";
    QTest::newRow("too many pixels") << 16000 << 100 << 4.0 << "scale = 4 gives 64000 × 400 pixels, too large (allowed at most 32768 per side)";
    QTest::newRow("memory budget") << 10000 << 10000 << 1.0
                                   << "width × height × scale² = 10000 × 10000 pixels is past the memory budget of 32 megapixels";
}

void TestFigureExport::badSizesAreRejected()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(double, scale);
    QFETCH(QString, message);
    const auto problem = checkImageSize({width, height, scale});
    QVERIFY(problem.has_value());
    QVERIFY2(problem->startsWith(message), qPrintable(*problem));
}

void TestFigureExport::cleanLeavesTheSelectionOut_data()
{
    QTest::addColumn<Figure>("figure");
    for (const Figure figure : {Figure::Encoding, Figure::Sum, Figure::Clock, Figure::Wavelength, Figure::Similarity, Figure::Naive})
        QTest::newRow(qPrintable(figureName(figure))) << figure;
}

void TestFigureExport::cleanLeavesTheSelectionOut()
{
    QFETCH(Figure, figure);
    ImageSize size;
    size.width = 800;
    size.height = 450;
    ExplorerState a;
    ImageSize clean = size;
    clean.clean = true;
    // The marks are gone: the clean picture differs from the marked one ...
    QVERIFY(renderFigure(a, figure, size) != renderFigure(a, figure, clean));
    // ... and, where the data does not follow the selection, it is the same whichever row, column or pair
    // is selected (the clock's hands and the similarity and naive curves follow pos and k: not those).
    if (figure == Figure::Similarity || figure == Figure::Naive)
        return;
    ExplorerState b;
    b.setDimension(9);
    b.setSelectedPair(4);
    if (figure != Figure::Clock)
        b.setPosition(7);
    QVERIFY(renderFigure(a, figure, size) != renderFigure(b, figure, size));
    QCOMPARE(renderFigure(a, figure, clean), renderFigure(b, figure, clean));
}

void TestFigureExport::transparentHasNoBackground()
{
    ExplorerState state;
    ImageSize size;
    size.width = 640;
    size.height = 360;
    size.transparent = true;
    for (const bool caption : {false, true}) {
        size.withCaption = caption;
        const QImage image = renderFigure(state, Figure::Encoding, size);
        QVERIFY(image.hasAlphaChannel());
        QCOMPARE(qAlpha(image.pixel(1, 1)), 0);
        // The cells are opaque.
        const QImage opaqueCells = renderFigure(state, Figure::Encoding, ImageSize{640, 360});
        QVERIFY(!opaqueCells.hasAlphaChannel());
        int opaque = 0;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                opaque += qAlpha(image.pixel(x, y)) == 255;
        QVERIFY(opaque > 100);
    }
    // The PNG keeps the alpha channel; an opaque export has none.
    const auto png = figureBytes(state, Figure::Encoding, ExportFormat::Png, size);
    QVERIFY(png);
    QImage decoded;
    QVERIFY(decoded.loadFromData(*png, "png"));
    QVERIFY(decoded.hasAlphaChannel());
    QCOMPARE(qAlpha(decoded.pixel(1, 1)), 0);
    size.transparent = false;
    const auto solid = figureBytes(state, Figure::Encoding, ExportFormat::Png, size);
    QVERIFY(solid && decoded.loadFromData(*solid, "png"));
    QVERIFY(!decoded.hasAlphaChannel());
    // SVG: no backdrop rectangle of the whole page in white.
    size.transparent = true;
    const auto svg = figureBytes(state, Figure::Clock, ExportFormat::Svg, size);
    size.transparent = false;
    const auto svgSolid = figureBytes(state, Figure::Clock, ExportFormat::Svg, size);
    QVERIFY(svg && svgSolid);
    QVERIFY(svgSolid->contains("fill=\"#ffffff\""));
    QVERIFY(svg->count("fill=\"#ffffff\"") < svgSolid->count("fill=\"#ffffff\""));
}

void TestFigureExport::clipboardHoldsImageAndSvg()
{
    ExplorerState state;
    ImageSize size;
    size.width = 400;
    size.height = 300;
    const std::unique_ptr<QMimeData> data = figureMimeData(state, Figure::Clock, size);
    QVERIFY(data);
    QVERIFY(data->hasImage());
    QCOMPARE(qvariant_cast<QImage>(data->imageData()).size(), QSize(400, 300));
    QVERIFY(data->data(QStringLiteral("image/svg+xml")).startsWith("<?xml"));
    size.width = 1;
    QString error;
    QVERIFY(!figureMimeData(state, Figure::Clock, size, &error));
    QVERIFY(error.contains(QStringLiteral("width")));
}

QTEST_MAIN(TestFigureExport)
#include "tst_figureexport.moc"
