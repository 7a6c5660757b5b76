#pragma once
/// \file matriximagemap.h
/// \brief A colour map that colours a matrix into its image itself, on two threads, and draws that image
/// without the copies QCPColorMap makes: every matrix figure's colour map.

#include <Eigen/Core>

#include <qcustomplot.h>

/// Shows a matrix (rows x columns; row r = position r, column j = dimension j, or the rows and columns of
/// any matrix figure) as cells centred on the integer coordinates (key j, value r), and keeps
/// QCPColorMap's gradient, data range and colour-scale link: every matrix of the app's figures is drawn
/// by it. What differs is the way to the screen: QCPColorMap keeps the cells a second time, colours them
/// on one thread and mirrors the image for a reversed axis on every draw; on a 3840 x 2160 presentation
/// window (1.6 M cells per map) that was a third of a step at L 2048. This map keeps the matrix as it is
/// given, colours its rows into the image on two threads (QCPColorGradient::colorize), stores the image
/// in the axes' orientation, and draws it once per replot, onto a raster image by writing the enlarged
/// cells' pixels itself on two threads (drawEnlargedCells(); Qt's scaling of three maps was a fifth of
/// a step at 3840 x 2160). For SVG and PDF, QCPColorMap drew into a
/// buffer of 3 x the axis rect (2.4 GB at an 8192-pixel export); this map enlarges the cells to blocks of
/// pixels, at most 4096 a side for maxColourMapCells cells (64 MiB).
/// Horizontal key axis and vertical value axis only (every matrix figure of the app); the image is drawn
/// with nearest-neighbour scaling (no interpolation) over the cells' extent. QCPColorMap's own data()
/// is not used (a placeholder): matrix() holds the cells, and rescaleDataRange() and legend icons do not
/// apply; setDataRange() sets the colours' range.
class MatrixImageMap : public QCPColorMap
{
    Q_OBJECT
public:
    MatrixImageMap(QCPAxis *keyAxis, QCPAxis *valueAxis);

    /// Shows \a shown (rows x columns), a reduction of a fullRows x fullColumns matrix whose blocks are
    /// nearly equal (or the matrix itself): the cells tile -0.5 .. fullColumns - 0.5 by
    /// -0.5 .. fullRows - 0.5, so the axes keep the full matrix's coordinates. Also sets both axes to that
    /// area. An empty matrix shows nothing.
    void setMatrix(Eigen::MatrixXd shown, int fullRows, int fullColumns);
    /// The same for a matrix shown whole (rows x columns cells).
    void setMatrix(Eigen::MatrixXd matrix);
    /// Shows nothing (the axes keep their ranges).
    void clear();
    /// The matrix shown (rows x columns), as given to setMatrix().
    const Eigen::MatrixXd &matrix() const { return m_matrix; }
    /// The area the cells cover, in plot coordinates.
    QCPRange keyExtent() const { return m_keys; }
    QCPRange valueExtent() const { return m_values; }
    /// The coloured cells (columns x rows pixels, one per cell) in the axes' orientation (rangeReversed()
    /// of each): on a reversed value axis (row 0 at the top) image line r is matrix row r; on one growing
    /// upwards, line 0 is the last row; on a reversed key axis column 0 is the last. Coloured when first
    /// needed after a change (drawing, or this call; a draw after an axis was reversed colours again).
    /// Null when it could not be allocated.
    const QImage &image();
    /// The widget pixels (device-independent) that its next draw onto the screen paints with opaque cells:
    /// the cells' extent within its axis rect. Empty when it may leave some of them as they are (no matrix,
    /// a gradient with transparent colours, interpolation, hidden). Up to a pixel at the edges (Qt's
    /// scaling where drawEnlargedCells() declines, the painter's half-pixel shift). The plot's background
    /// need not be painted there first (PlotView::paintEvent()). Colours the image
    /// when it is stale (as draw() would next).
    QRectF opaqueArea();
    /// Writes each cell's value in it ("0.84", "−0.55"; \a decimals after the point; below 0.1 two significant
    /// digits, "0.0065") in \a font whenever every
    /// cell of the matrix shown whole is large enough for the widest value with some margin (small L and
    /// d_model, a zoomed figure, a large export); black or white by the cell's colour. A reduced matrix, or
    /// cells too small, write nothing. Off until called; \a decimals < 0 turns it off.
    void setCellValues(const QFont &font, int decimals = 2);
    /// Whether the last draw wrote the values (for tests).
    bool valuesWritten() const { return m_valuesWritten; }

protected:
    void updateMapImage() override;
    void draw(QCPPainter *painter) override;
    double selectTest(const QPointF &pos, bool onlySelectable, QVariant *details = nullptr) const override;
    QCPRange getKeyRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange &inKeyRange = QCPRange()) const override;

private:
    /// A new matrix, gradient or range, or an axis reversed since the image was coloured.
    bool stale() const;
    /// Widget pixels of the extent's corners (first cell's and last cell's outer edges).
    QRectF extentPixels() const;
    /// The image drawn over \a target by drawEnlargedCells() (a raster image's painter, no interpolation).
    bool drawnEnlarged(QPainter *painter, const QRectF &target) const;
    /// setCellValues()'s writing, over the cells drawn at \a target.
    void drawValues(QCPPainter *painter, const QRectF &target);

    Eigen::MatrixXd m_matrix;
    QCPRange m_keys, m_values;
    bool m_mirroredX = false, m_mirroredY = false; ///< how the image was stored for the axes then
    QFont m_valueFont;
    int m_valueDecimals = -1; ///< < 0: values not written
    int m_fullRows = 0, m_fullColumns = 0; ///< the matrix the shown one reduces (setMatrix())
    bool m_valuesWritten = false;
};
