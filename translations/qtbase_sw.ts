<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw_TZ">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Diski</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Folda</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Haijulikani</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Faili</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Folda ya faili</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Njia ya mkato</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Jina mbadala</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Chagua zote</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Ongeza</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Punguza</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Huonyesha msaada kuhusu chaguo za mstari wa amri.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Huonyesha msaada pamoja na chaguo mahususi za Qt.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Huonyesha taarifa za toleo.</translation>
    </message>
    <message>
        <source>Unknown option '%1'.</source>
        <translation>Chaguo “%1” halijulikani.</translation>
    </message>
    <message>
        <source>Unknown options: %1.</source>
        <translation>Chaguo zisizojulikana: %1.</translation>
    </message>
    <message>
        <source>Missing value after '%1'.</source>
        <translation>Thamani haipo baada ya “%1”.</translation>
    </message>
    <message>
        <source>Unexpected value after '%1'.</source>
        <translation>Thamani isiyotarajiwa baada ya “%1”.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[chaguo]</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Matumizi: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Chaguo:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Hoja:</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Elea</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Hutenganisha na kuunganisha tena paneli</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Hufunga paneli</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Tazama ndani ya:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Nyuma</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Rudi nyuma</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Mbele</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Nenda mbele</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Folda mzazi</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Nenda kwenye folda mzazi</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Unda folda mpya</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Unda folda mpya</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Mwonekano wa orodha</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Badili kuwa mwonekano wa orodha</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Mwonekano wa kina</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Badili kuwa mwonekano wa kina</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Upau wa pembeni</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Orodha ya mahali na alamisho</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Faili</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Faili za aina:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Jina la faili:</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Folda:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Fungua</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Hifadhi</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Chagua</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Badili jina</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Futa</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Onyesha faili &amp;zilizofichwa</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Folda &amp;mpya</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Onyesha </translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Faili zote (*)</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Mahali pa karibuni</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Hifadhi kama</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Tafuta folda</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 tayari ipo.
Je, unataka kuibadilisha?</translation>
    </message>
    <message>
        <source>'%1' is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1” imelindwa dhidi ya kuandikwa.
Je, unataka kuifuta hata hivyo?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete '%1'?</source>
        <translation>Una uhakika unataka kufuta “%1”?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Folda haikuweza kufutwa.</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Faili haikupatikana.
Tafadhali hakikisha jina sahihi la faili limetolewa.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Folda haikupatikana.
Tafadhali hakikisha jina sahihi la folda limetolewa.</translation>
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
        <translation>Folda mpya</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ondoa</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Folda</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Faili zote (*)</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Jina</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukubwa</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Aina</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Tarehe ya kubadilishwa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuta</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Aina</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Kompyuta yangu</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Sawa</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Hifadhi</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Ghairi</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Funga</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Funga bila kuhifadhi</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Tendua</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rudia</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kata</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nakili</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Bandika</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chagua zote</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Onyesha maelezo...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ficha maelezo...</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Kuhusu Qt</translation>
    </message>
    <message>
        <source>&lt;h3&gt;About Qt&lt;/h3&gt;&lt;p&gt;This program uses Qt version %1.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kuhusu Qt&lt;/h3&gt;&lt;p&gt;Programu hii inatumia Qt toleo la %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt is a C++ toolkit for cross-platform application development.&lt;/p&gt;&lt;p&gt;Qt provides single-source portability across all major desktop operating systems. It is also available for embedded Linux and other embedded and mobile operating systems.&lt;/p&gt;&lt;p&gt;Qt is available under multiple licensing options designed to accommodate the needs of our various users.&lt;/p&gt;&lt;p&gt;Qt licensed under our commercial license agreement is appropriate for development of proprietary/commercial software where you do not want to share any source code with third parties or otherwise cannot comply with the terms of GNU (L)GPL.&lt;/p&gt;&lt;p&gt;Qt licensed under GNU (L)GPL is appropriate for the development of Qt&amp;nbsp;applications provided you can comply with the terms and conditions of the respective licenses.&lt;/p&gt;&lt;p&gt;Please see &lt;a href=&quot;http://%2/&quot;&gt;%2&lt;/a&gt; for an overview of Qt licensing.&lt;/p&gt;&lt;p&gt;Copyright (C) %1 The Qt Company Ltd and other contributors.&lt;/p&gt;&lt;p&gt;Qt and the Qt logo are trademarks of The Qt Company Ltd.&lt;/p&gt;&lt;p&gt;Qt is The Qt Company Ltd product developed as an open source project. See &lt;a href=&quot;http://%3/&quot;&gt;%3&lt;/a&gt; for more information.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt ni zana ya C++ ya kutengeneza programu zinazofanya kazi kwenye mifumo mbalimbali.&lt;/p&gt;&lt;p&gt;Qt huwezesha msimbo mmoja wa chanzo kufanya kazi kwenye mifumo yote mikuu ya uendeshaji ya kompyuta za mezani. Inapatikana pia kwa Linux ya vifaa vilivyopachikwa na kwa mifumo mingine ya uendeshaji ya vifaa vilivyopachikwa na vya mkononi.&lt;/p&gt;&lt;p&gt;Qt inapatikana chini ya chaguo kadhaa za leseni, zilizoundwa kukidhi mahitaji ya watumiaji wetu mbalimbali.&lt;/p&gt;&lt;p&gt;Qt chini ya makubaliano yetu ya leseni ya kibiashara inafaa kwa kutengeneza programu za umiliki au za kibiashara, pale usipotaka kushiriki msimbo wowote wa chanzo na wengine au usipoweza kutimiza masharti ya GNU (L)GPL.&lt;/p&gt;&lt;p&gt;Qt chini ya GNU (L)GPL inafaa kwa kutengeneza programu za Qt&amp;nbsp;ikiwa unaweza kutimiza masharti ya leseni husika.&lt;/p&gt;&lt;p&gt;Tazama &lt;a href=&quot;http://%2/&quot;&gt;%2&lt;/a&gt; kwa muhtasari wa leseni za Qt.&lt;/p&gt;&lt;p&gt;Hakimiliki (C) %1 The Qt Company Ltd na wachangiaji wengine.&lt;/p&gt;&lt;p&gt;Qt na nembo ya Qt ni alama za biashara za The Qt Company Ltd.&lt;/p&gt;&lt;p&gt;Qt ni bidhaa ya The Qt Company Ltd inayotengenezwa kama mradi wa chanzo huria. Tazama &lt;a href=&quot;http://%3/&quot;&gt;%3&lt;/a&gt; kwa maelezo zaidi.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Sawa</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Hifadhi</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Hifadhi zote</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Fungua</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ndiyo</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ndiyo kwa &amp;zote</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hapana</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Hapana kwa z&amp;ote</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Komesha</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Jaribu tena</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Puuza</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Tupa</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Msaada</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Tumia</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Weka upya</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Rejesha chaguo-msingi</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Sogeza hapa</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Ukingo wa kushoto</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Juu kabisa</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Ukingo wa kulia</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Chini kabisa</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Ukurasa kushoto</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Ukurasa juu</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Ukurasa kulia</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Ukurasa chini</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Sogeza kushoto</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Sogeza juu</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Sogeza kulia</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Sogeza chini</translation>
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
        <translation>Sogeza kushoto</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>Sogeza kulia</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Tendua</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rudia</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kata</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nakili</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Nakili &amp;anwani ya kiungo</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Bandika</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Futa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chagua zote</translation>
    </message>
</context>
</TS>
