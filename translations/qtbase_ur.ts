<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ur_PK">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>ڈرائیو</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>فولڈر</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>File</source>
        <translation>فائل</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>فائل فولڈر</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>شارٹ کٹ</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>عرف</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>سب منتخب کریں</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>ایک قدم اوپر</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>ایک قدم نیچے</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>کمانڈ لائن کے اختیارات کی مدد دکھاتا ہے۔</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Qt کے مخصوص اختیارات سمیت مدد دکھاتا ہے۔</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>ورژن کی معلومات دکھاتا ہے۔</translation>
    </message>
    <message>
        <source>Unknown option '%1'.</source>
        <translation>نامعلوم اختیار ”⁨%1⁩“۔</translation>
    </message>
    <message>
        <source>Unknown options: %1.</source>
        <translation>نامعلوم اختیارات: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Missing value after '%1'.</source>
        <translation>”⁨%1⁩“ کے بعد قدر موجود نہیں۔</translation>
    </message>
    <message>
        <source>Unexpected value after '%1'.</source>
        <translation>”⁨%1⁩“ کے بعد غیر متوقع قدر۔</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[اختیارات]</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>استعمال: ⁨%1⁩</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>اختیارات:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>دلائل:</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>الگ کریں</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>پینل کو الگ کرتا اور واپس جوڑتا ہے</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بند کریں</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>پینل بند کرتا ہے</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>اس میں دیکھیں:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>پیچھے</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>پیچھے جائیں</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>آگے</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>آگے جائیں</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>بالائی فولڈر</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>بالائی فولڈر میں جائیں</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>نیا فولڈر بنائیں</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>ایک نیا فولڈر بنائیں</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>فہرست کی صورت</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>فہرست کی صورت میں دکھائیں</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>تفصیلی صورت</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>تفصیلی صورت میں دکھائیں</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>سائیڈ بار</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>جگہوں اور بک مارکس کی فہرست</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>فائلیں</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>فائل کی قسم:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>فائل کا نام:</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>فولڈر:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>کھولیں</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>محفوظ کریں</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>منتخب کریں</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>نام بدلیں</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>مٹائیں</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>چھپی ہوئی فائلیں دکھائیں</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>نیا فولڈر</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>دکھائیں: </translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>تمام فائلیں ‎(*)</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>حالیہ جگہیں</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>کھولیں</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>بطور محفوظ کریں</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>فولڈر تلاش کریں</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>⁨%1⁩ پہلے سے موجود ہے۔
کیا آپ اس کی جگہ نئی رکھنا چاہتے ہیں؟</translation>
    </message>
    <message>
        <source>'%1' is write protected.
Do you want to delete it anyway?</source>
        <translation>”⁨%1⁩“ تحریر سے محفوظ ہے۔
کیا آپ پھر بھی اسے مٹانا چاہتے ہیں؟</translation>
    </message>
    <message>
        <source>Are you sure you want to delete '%1'?</source>
        <translation>کیا آپ واقعی ”⁨%1⁩“ مٹانا چاہتے ہیں؟</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>فولڈر مٹایا نہیں جا سکا۔</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>⁨%1⁩
فائل نہیں ملی۔
براہِ کرم تسلی کر لیں کہ فائل کا نام درست دیا گیا ہے۔</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>⁨%1⁩
فولڈر نہیں ملا۔
براہِ کرم تسلی کر لیں کہ فولڈر کا نام درست دیا گیا ہے۔</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>نیا فولڈر</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>مٹائیں</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>ہٹائیں</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>فولڈر</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>تمام فائلیں ‎(*)</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>سائز</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>قسم</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>تبدیلی کی تاریخ</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>کمپیوٹر</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>قسم</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>میرا کمپیوٹر</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>ٹھیک ہے</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>محفوظ کریں</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>منسوخ کریں</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>بند کریں</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>محفوظ کیے بغیر بند کریں</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>واپس کریں</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>دوبارہ کریں</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>کاٹیں</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>نقل کریں</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>چسپاں کریں</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>مٹائیں</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>سب منتخب کریں</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>تفصیل دکھائیں…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>تفصیل چھپائیں…</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt کے بارے میں</translation>
    </message>
    <message>
        <source>&lt;h3&gt;About Qt&lt;/h3&gt;&lt;p&gt;This program uses Qt version %1.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt کے بارے میں&lt;/h3&gt;&lt;p&gt;یہ پروگرام Qt کا ورژن ⁨%1⁩ استعمال کرتا ہے۔&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt is a C++ toolkit for cross-platform application development.&lt;/p&gt;&lt;p&gt;Qt provides single-source portability across all major desktop operating systems. It is also available for embedded Linux and other embedded and mobile operating systems.&lt;/p&gt;&lt;p&gt;Qt is available under multiple licensing options designed to accommodate the needs of our various users.&lt;/p&gt;&lt;p&gt;Qt licensed under our commercial license agreement is appropriate for development of proprietary/commercial software where you do not want to share any source code with third parties or otherwise cannot comply with the terms of GNU (L)GPL.&lt;/p&gt;&lt;p&gt;Qt licensed under GNU (L)GPL is appropriate for the development of Qt&amp;nbsp;applications provided you can comply with the terms and conditions of the respective licenses.&lt;/p&gt;&lt;p&gt;Please see &lt;a href=&quot;http://%2/&quot;&gt;%2&lt;/a&gt; for an overview of Qt licensing.&lt;/p&gt;&lt;p&gt;Copyright (C) %1 The Qt Company Ltd and other contributors.&lt;/p&gt;&lt;p&gt;Qt and the Qt logo are trademarks of The Qt Company Ltd.&lt;/p&gt;&lt;p&gt;Qt is The Qt Company Ltd product developed as an open source project. See &lt;a href=&quot;http://%3/&quot;&gt;%3&lt;/a&gt; for more information.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt مختلف پلیٹ فارموں پر چلنے والی ایپلیکیشنیں بنانے کا ایک C++ ٹول کٹ ہے۔&lt;/p&gt;&lt;p&gt;Qt ایک ہی سورس کوڈ کو تمام بڑے ڈیسک ٹاپ آپریٹنگ سسٹمز پر چلنے کے قابل بناتا ہے۔ یہ ایمبیڈڈ لینکس اور دوسرے ایمبیڈڈ اور موبائل آپریٹنگ سسٹمز کے لیے بھی دستیاب ہے۔&lt;/p&gt;&lt;p&gt;Qt کئی لائسنسوں کے تحت دستیاب ہے، جو اس کے مختلف صارفین کی ضروریات کو سامنے رکھ کر بنائے گئے ہیں۔&lt;/p&gt;&lt;p&gt;ہمارے تجارتی لائسنس معاہدے کے تحت Qt ملکیتی یا تجارتی سافٹ ویئر بنانے کے لیے موزوں ہے، جب آپ اپنا کوئی سورس کوڈ دوسروں کے ساتھ بانٹنا نہیں چاہتے یا GNU (L)GPL کی شرائط پوری نہیں کر سکتے۔&lt;/p&gt;&lt;p&gt;GNU (L)GPL کے تحت Qt، Qt&amp;nbsp;ایپلیکیشنیں بنانے کے لیے موزوں ہے، بشرطیکہ آپ متعلقہ لائسنسوں کی شرائط و ضوابط پوری کر سکیں۔&lt;/p&gt;&lt;p&gt;Qt کے لائسنسوں کے جائزے کے لیے &lt;a href=&quot;http://%2/&quot;&gt;⁨%2⁩&lt;/a&gt; دیکھیں۔&lt;/p&gt;&lt;p&gt;کاپی رائٹ (C) ⁨%1⁩ The Qt Company Ltd اور دیگر معاونین۔&lt;/p&gt;&lt;p&gt;Qt اور Qt کا لوگو The Qt Company Ltd کے ٹریڈ مارک ہیں۔&lt;/p&gt;&lt;p&gt;Qt، The Qt Company Ltd کی پروڈکٹ ہے جو اوپن سورس منصوبے کے طور پر تیار کی جاتی ہے۔ مزید معلومات کے لیے &lt;a href=&quot;http://%3/&quot;&gt;⁨%3⁩&lt;/a&gt; دیکھیں۔&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ٹھیک ہے</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>محفوظ کریں</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>سب محفوظ کریں</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>کھولیں</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ہاں</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>سب کے لیے ہاں</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>نہیں</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>سب کے لیے نہیں</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>روک دیں</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>دوبارہ کوشش کریں</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>نظر انداز کریں</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بند کریں</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>منسوخ کریں</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>رد کریں</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>مدد</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>لاگو کریں</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>پہلے جیسا کریں</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>طے شدہ ترتیبات بحال کریں</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>یہاں تک سرکائیں</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>بایاں کنارہ</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>سب سے اوپر</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>دایاں کنارہ</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>سب سے نیچے</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>ایک صفحہ بائیں</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>ایک صفحہ اوپر</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>ایک صفحہ دائیں</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>ایک صفحہ نیچے</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>بائیں سرکائیں</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>اوپر سرکائیں</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>دائیں سرکائیں</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>نیچے سرکائیں</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Ctrl</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Shift</translation>
    </message>
    <message>
        <source>Alt</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Meta</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Meta</translation>
    </message>
    <message>
        <source>+</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>+</translation>
    </message>
    <message>
        <source>Home</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Home</translation>
    </message>
    <message>
        <source>End</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>End</translation>
    </message>
    <message>
        <source>Left</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Left</translation>
    </message>
    <message>
        <source>Right</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Right</translation>
    </message>
    <message>
        <source>Up</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Down</translation>
    </message>
    <message>
        <source>Del</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Del</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Esc</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Return</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Return</translation>
    </message>
    <message>
        <source>Enter</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Space</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Space</translation>
    </message>
    <message>
        <source>Tab</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Tab</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>PgUp</translation>
    </message>
    <message>
        <source>PgDown</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>PgDown</translation>
    </message>
    <message>
        <source>Ins</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Ins</translation>
    </message>
    <message>
        <source>F%1</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>F%1</translation>
    </message>
    <message>
        <source>Backtab</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Backtab</translation>
    </message>
    <message>
        <source>Num</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Num</translation>
    </message>
    <message>
        <source>Pause</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Print</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>Print</translation>
    </message>
    <message>
        <source>SysReq</source>
        <translatorcomment>Key names stay as they are printed on the keys.</translatorcomment>
        <translation>SysReq</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <source>Scroll Left</source>
        <translation>بائیں سرکائیں</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>دائیں سرکائیں</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>واپس کریں</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>دوبارہ کریں</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>کاٹیں</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>نقل کریں</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>ربط کا پتہ نقل کریں</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>چسپاں کریں</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>مٹائیں</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>سب منتخب کریں</translation>
    </message>
</context>
</TS>
