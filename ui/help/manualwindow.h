#pragma once
/// \file manualwindow.h
/// \brief Help › User Manual: the Markdown pages of docs/manual shown inside the program, offline. The
/// pages and the pictures they show are compiled into the program's resources with the repository's
/// relative paths (:/docs/manual/…, :/resources/screenshots/…), so every link and picture resolves as it
/// does on disk; Qt's own Markdown reader (QTextBrowser) renders them.

#include <QTextBrowser>
#include <QUrl>
#include <QWidget>

class QToolButton;

/// A QTextBrowser for the manual's pages: pictures scaled down to the page's width, links to a heading
/// ("files.md#hostile-files") scrolled to that heading, and links out of the program opened by the desktop.
class ManualBrowser : public QTextBrowser
{
    Q_OBJECT
public:
    explicit ManualBrowser(QWidget *parent = nullptr);

    /// The anchor GitHub gives a heading's text: lower case, spaces to '-', punctuation other than '-' and
    /// '_' dropped ("Files and formats" → "files-and-formats"; "Why 2i/d?" → "why-2id").
    static QString headingAnchor(const QString &heading);
    /// The heading of the shown page whose anchor is \a anchor, scrolled to the top; false when none is.
    bool scrollToHeading(const QString &anchor);

protected:
    QVariant loadResource(int type, const QUrl &name) override;
    void doSetSource(const QUrl &name, QTextDocument::ResourceType type) override;
};

/// The manual's window: Back, Forward and Contents above the page. One per main window, created on first
/// use and kept (its history with it).
class ManualWindow : public QWidget
{
    Q_OBJECT
public:
    explicit ManualWindow(QWidget *parent = nullptr);

    /// The resource URL of manual page \a page ("index.md", "lecture.md") for interface language \a language:
    /// docs/manual/zh_CN/PAGE when the language is zh_CN and that page exists, else docs/manual/PAGE.
    static QUrl pageUrl(const QString &page, const QString &language);

    /// Shows \a page in the current interface language (pageUrl()).
    void showPage(const QString &page);
    ManualBrowser *browser() const { return m_browser; }

private:
    ManualBrowser *m_browser;
    QToolButton *m_back, *m_forward;
};
