<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ur_PK">
<context>
    <name>FileWriteWording</name>
    <message>
        <source>It is a folder or a special file, not a regular file.</source>
        <translation>یہ فولڈر یا کوئی خاص فائل ہے، عام فائل نہیں۔</translation>
    </message>
    <message>
        <source>Not all of it could be written.</source>
        <translation>یہ پوری نہیں لکھی جا سکی۔</translation>
    </message>
    <message>
        <source>There is no space left on the disk.</source>
        <translation>ڈسک میں کوئی جگہ باقی نہیں۔</translation>
    </message>
    <message>
        <source>The disk can only be read, not written.</source>
        <translation>اس ڈسک کو صرف پڑھا جا سکتا ہے، اس پر لکھا نہیں جا سکتا۔</translation>
    </message>
    <message>
        <source>Mancala is not allowed to write in that folder.</source>
        <translation>مینکالا کو اس فولڈر میں لکھنے کی اجازت نہیں۔</translation>
    </message>
    <message>
        <source>The folder does not exist.</source>
        <translation>یہ فولڈر موجود نہیں۔</translation>
    </message>
    <message>
        <source>The file would be larger than the system allows.</source>
        <translation>فائل اس حد سے بڑی ہو جاتی جس کی سسٹم اجازت دیتا ہے۔</translation>
    </message>
    <message>
        <source>The file name is too long.</source>
        <translation>فائل کا نام بہت لمبا ہے۔</translation>
    </message>
    <message>
        <source>The disk reported an error.</source>
        <translation>ڈسک نے خرابی کی اطلاع دی۔</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>فائل لکھی نہیں جا سکی۔</translation>
    </message>
    <message>
        <source>The system said: %1</source>
        <translation>سسٹم کا پیغام: ⁨%1⁩</translation>
    </message>
    <message>
        <source>The file as it was is unchanged.</source>
        <translation>فائل جیسی تھی ویسی ہی ہے۔</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>کچھ نہیں لکھا گیا۔</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>فولڈر: %1</translation>
    </message>
</context>
<context>
    <name>PuzzleBook</name>
    <message>
        <source>It is too large to be a set of puzzles: %1, and a set holds at most %2.</source>
        <translation>یہ پہیلیوں کے مجموعے کے لیے بہت بڑی ہے: ⁨%1⁩، جبکہ ایک مجموعہ زیادہ سے زیادہ ⁨%2⁩ کا ہوتا ہے۔</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <extracomment>Qt lays the whole interface out right to left when this says &quot;RTL&quot; (Urdu), left to right when it says &quot;LTR&quot; (English, Swahili). Keep it in every catalog: QGuiApplication asks for it after each language change.</extracomment>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>RecordFileWording</name>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>یہ فولڈر ہے، فائل نہیں۔</translation>
    </message>
    <message>
        <source>It cannot be opened: %1</source>
        <translation>یہ کھل نہیں سکتی: ⁨%1⁩</translation>
    </message>
    <message>
        <source>It cannot be read: %1</source>
        <translation>یہ پڑھی نہیں جا سکتی: ⁨%1⁩</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>سطر ⁨%1⁩، کالم ⁨%2⁩: ⁨%3⁩</translation>
    </message>
    <message>
        <source>It is a named pipe (FIFO), not a file.</source>
        <translation>یہ نامزد پائپ (FIFO) ہے، فائل نہیں۔</translation>
    </message>
    <message>
        <source>It is a device, not a file.</source>
        <translation>یہ کوئی آلہ ہے، فائل نہیں۔</translation>
    </message>
    <message>
        <source>It is a socket, not a file.</source>
        <translation>یہ ساکٹ ہے، فائل نہیں۔</translation>
    </message>
    <message>
        <source>It is not a regular file.</source>
        <translation>یہ عام فائل نہیں۔</translation>
    </message>
    <message>
        <source>There is no such file.</source>
        <translation>ایسی کوئی فائل نہیں۔</translation>
    </message>
    <message>
        <source>Mancala is not allowed to read it.</source>
        <translation>مینکالا کو اسے پڑھنے کی اجازت نہیں۔</translation>
    </message>
    <message>
        <source>The file name is too long.</source>
        <translation>فائل کا نام بہت لمبا ہے۔</translation>
    </message>
    <message>
        <source>Its symbolic links go round in a loop.</source>
        <translation>اس کے علامتی لنک ایک دائرے میں گھومتے ہیں۔</translation>
    </message>
    <message>
        <source>The disk reported an error.</source>
        <translation>ڈسک نے خرابی کی اطلاع دی۔</translation>
    </message>
    <message>
        <source>The system said: %1</source>
        <translation>سسٹم کا پیغام: ⁨%1⁩</translation>
    </message>
    <message>
        <source>It is too large to be a game record: %1, and a record holds at most %2.</source>
        <translation>یہ کھیل کا ریکارڈ ہونے کے لیے بہت بڑی ہے: ⁨%1⁩، جبکہ ریکارڈ زیادہ سے زیادہ ⁨%2⁩ کا ہوتا ہے۔</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>کچھ نہیں لکھا گیا۔</translation>
    </message>
</context>
<context>
    <name>ShowMe</name>
    <message>
        <source>Relay sowing: the last seed from e1 falls into f2, which then holds 3 seeds, so they are sown on in a new lap. That lap ends in the empty d2, and the move is over.</source>
        <translation>ریلے بوائی: ⁨e1⁩ کا آخری بیج ⁨f2⁩ میں گرتا ہے، جس میں اب 3 بیج ہو جاتے ہیں، اس لیے وہ نئے چکر میں آگے بوئے جاتے ہیں۔ یہ چکر خالی ⁨d2⁩ میں ختم ہوتا ہے اور چال پوری ہو جاتی ہے۔</translation>
    </message>
    <message>
        <source>A capture chain: the last seed from a1 brings d1 to 4 seeds. They are captured, and so are the 2 seeds of c1 and the 4 of b1 just before it; a1, with a single seed, ends the chain.</source>
        <translation>قبضے کا سلسلہ: ⁨a1⁩ کا آخری بیج ⁨d1⁩ میں 4 بیج کر دیتا ہے۔ ان پر قبضہ ہوتا ہے، اور ان سے پہلے ⁨c1⁩ کے 2 اور ⁨b1⁩ کے 4 بیجوں پر بھی؛ ⁨a1⁩ میں اکیلا بیج ہے، وہاں سلسلہ رک جاتا ہے۔</translation>
    </message>
    <message>
        <source>a1 holds 12 seeds, so the lap passes over a1 itself and ends in b1. Its 11 seeds are sown on and the last falls into the empty a1: the seeds across in a2 go to South&apos;s store with it.</source>
        <translation>⁨a1⁩ میں 12 بیج ہیں، اس لیے چکر خود ⁨a1⁩ کو چھوڑ کر گزرتا ہے اور ⁨b1⁩ میں ختم ہوتا ہے۔ اس کے 11 بیج آگے بوئے جاتے ہیں اور آخری بیج خالی ⁨a1⁩ میں گرتا ہے: سامنے ⁨a2⁩ کے بیج اس کے ساتھ جنوب کے اناج گھر میں چلے جاتے ہیں۔</translation>
    </message>
    <message>
        <source>North has no seeds left, so South must give them some: a1 is not allowed, as it would leave North&apos;s row empty. f1 sows its two seeds into North&apos;s row.</source>
        <translation>شمال کے پاس کوئی بیج نہیں بچا، اس لیے جنوب کو اس تک بیج پہنچانے ہوں گے: ⁨a1⁩ کی اجازت نہیں، کیونکہ اس سے شمال کی قطار خالی رہ جاتی۔ ⁨f1⁩ اپنے دونوں بیج شمال کی قطار میں بوتا ہے۔</translation>
    </message>
    <message>
        <source>The last seed from b1 falls into the empty d1 in South&apos;s own row. North&apos;s 2 seeds across in d2 go to South&apos;s store, together with the seed that captured them.</source>
        <translation>⁨b1⁩ کا آخری بیج جنوب کی اپنی قطار کے خالی ⁨d1⁩ میں گرتا ہے۔ سامنے ⁨d2⁩ میں شمال کے 2 بیج، قبضہ کرنے والے بیج سمیت، جنوب کے اناج گھر میں چلے جاتے ہیں۔</translation>
    </message>
    <message>
        <source>The last counter from a1 makes 4 in b1, one of South&apos;s own holes: South captures all 4.</source>
        <translation>⁨a1⁩ کی آخری گوٹی ⁨b1⁩ میں، جو جنوب کا اپنا گڑھا ہے، 4 گوٹیاں کر دیتی ہے: جنوب چاروں پر قبضہ کر لیتا ہے۔</translation>
    </message>
    <message>
        <source>The last counter from a1 makes 2 in b2, but b2 is North&apos;s hole: nothing is captured.</source>
        <translation>⁨a1⁩ کی آخری گوٹی ⁨b2⁩ میں 2 گوٹیاں کر دیتی ہے، لیکن ⁨b2⁩ شمال کا گڑھا ہے: کسی چیز پر قبضہ نہیں ہوتا۔</translation>
    </message>
    <message>
        <source>A single counter is taken up and dropped straight back into its own hole: a waiting move that leaves the board as it was and hands the turn over.</source>
        <translation>اکیلی گوٹی اٹھا کر سیدھی اسی گڑھے میں واپس ڈال دی جاتی ہے: یہ انتظار کی چال ہے جو تختے کو ویسا ہی رہنے دیتی ہے اور باری دوسرے کو دے دیتی ہے۔</translation>
    </message>
    <message>
        <source>South&apos;s first move, a1-a2, steps into the front row. North&apos;s stones in a3 and a4, the same column, are both captured.</source>
        <translation>جنوب کی پہلی چال، ⁨a1-a2⁩، اگلی قطار میں قدم رکھتی ہے۔ اسی کالم میں ⁨a3⁩ اور ⁨a4⁩ کے شمال کے دونوں پتھروں پر قبضہ ہو جاتا ہے۔</translation>
    </message>
    <message>
        <source>b2-c2 steps into the front row opposite North&apos;s stone in c3, which is captured; c4 behind it is empty, so that is all.</source>
        <translation>⁨b2-c2⁩ اگلی قطار میں ⁨c3⁩ میں شمال کے پتھر کے سامنے قدم رکھتی ہے، جس پر قبضہ ہو جاتا ہے؛ اس کے پیچھے ⁨c4⁩ خالی ہے، اس لیے بس اتنا ہی۔</translation>
    </message>
    <message>
        <source>c1 sows its four seeds into d1, e1, f1 and South&apos;s own store. The last seed fell into the store, so South moves again.</source>
        <translation>⁨c1⁩ اپنے چاروں بیج ⁨d1⁩، ⁨e1⁩، ⁨f1⁩ اور جنوب کے اپنے اناج گھر میں بوتا ہے۔ آخری بیج اناج گھر میں گرا، اس لیے جنوب ایک اور چال چلتا ہے۔</translation>
    </message>
    <message>
        <source>The last seed from b1 falls into the empty d1 in South&apos;s own row. North&apos;s 5 seeds across in d2 go to South&apos;s store, together with the seed that captured them.</source>
        <translation>⁨b1⁩ کا آخری بیج جنوب کی اپنی قطار کے خالی ⁨d1⁩ میں گرتا ہے۔ سامنے ⁨d2⁩ میں شمال کے 5 بیج، قبضہ کرنے والے بیج سمیت، جنوب کے اناج گھر میں چلے جاتے ہیں۔</translation>
    </message>
    <message>
        <source>The last seed from f1 makes 2 in North&apos;s d2: they are captured, and so are the 3 seeds of e2 and the 2 of f2 before it. f1 is South&apos;s own house, so the chain stops there.</source>
        <translation>⁨f1⁩ کا آخری بیج شمال کے ⁨d2⁩ میں 2 بیج کر دیتا ہے: ان پر قبضہ ہوتا ہے، اور ان سے پہلے ⁨e2⁩ کے 3 اور ⁨f2⁩ کے 2 بیجوں پر بھی۔ ⁨f1⁩ جنوب کا اپنا گڑھا ہے، اس لیے سلسلہ وہیں رک جاتا ہے۔</translation>
    </message>
    <message>
        <source>f1 would capture d2, e2 and f2, every seed North has: a move that takes all the opponent&apos;s seeds captures nothing, so the seeds stay where they fell.</source>
        <translation>⁨f1⁩ سے ⁨d2⁩، ⁨e2⁩ اور ⁨f2⁩ پر قبضہ ہو جاتا، یعنی شمال کے سارے بیجوں پر: جو چال مخالف کے تمام بیج لے لیتی، وہ کسی چیز پر قبضہ نہیں کرتی، اس لیے بیج وہیں رہتے ہیں جہاں گرے تھے۔</translation>
    </message>
</context>
<context>
    <name>Translations</name>
    <message>
        <source>The translation %1 is missing or damaged.</source>
        <translation>ترجمے کی فائل ⁨%1⁩ موجود نہیں یا خراب ہے۔</translation>
    </message>
    <message>
        <source>The Urdu font %1 is missing or damaged.</source>
        <translation>اردو فونٹ ⁨%1⁩ موجود نہیں یا خراب ہے۔</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>Djenon-aboure</source>
        <translation>Djenon-aboure</translation>
    </message>
    <message>
        <source>Ayoayo</source>
        <translation>Ayoayo</translation>
    </message>
    <message>
        <source>Tihbat</source>
        <translation>Tihbat</translation>
    </message>
    <message>
        <source>Bao la Kimasai</source>
        <translation>Bao la Kimasai</translation>
    </message>
    <message>
        <source>Two rows of six holes; relay sowing, chains of twos and fours are captured.</source>
        <translation>چھ چھ گڑھوں کی دو قطاریں؛ ریلے بوائی، دو اور چار بیجوں والے گڑھوں کے سلسلے پر قبضہ۔</translation>
    </message>
    <message>
        <source>Two rows of six holes and two stores; relay sowing, capture from across your own row.</source>
        <translation>چھ چھ گڑھوں کی دو قطاریں اور دو اناج گھر؛ ریلے بوائی، اپنی قطار کے سامنے والے گڑھے سے قبضہ۔</translation>
    </message>
    <message>
        <source>Two rows of two holes; end on your own side with an even count to capture.</source>
        <translation>دو دو گڑھوں کی دو قطاریں؛ قبضے کے لیے آخری گوٹی اپنی طرف جفت تعداد پر گرائیں۔</translation>
    </message>
    <message>
        <source>Four rows of twelve single stones; step clockwise and capture across the front rows.</source>
        <translation>بارہ بارہ گڑھوں کی چار قطاریں، ہر گڑھے میں ایک پتھر؛ گھڑی کی سمت ایک قدم چلیں اور اگلی قطاروں کے آر پار قبضہ کریں۔</translation>
    </message>
    <message>
        <source>South</source>
        <translation>جنوب</translation>
    </message>
    <message>
        <source>North</source>
        <translation>شمال</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n پتھر</numerusform>
            <numerusform>%n پتھر</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <translation>
            <numerusform>%n بیج</numerusform>
            <numerusform>%n بیج</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>کھیل ختم ہو چکا ہے</translation>
    </message>
    <message>
        <source>There is no such hole</source>
        <translation>ایسا کوئی گڑھا نہیں</translation>
    </message>
    <message>
        <source>That is not your hole</source>
        <translation>یہ آپ کا گڑھا نہیں</translation>
    </message>
    <message>
        <source>This hole is empty</source>
        <translation>یہ گڑھا خالی ہے</translation>
    </message>
    <message>
        <source>Singletons cannot be moved</source>
        <translation>اکیلا بیج نہیں چلایا جا سکتا</translation>
    </message>
    <message>
        <source>Sowing from this hole would never end</source>
        <translation>اس گڑھے سے بوائی کبھی ختم نہ ہوتی</translation>
    </message>
    <message>
        <source>You must give your opponent seeds</source>
        <translation>آپ کو مخالف تک بیج پہنچانے ہوں گے</translation>
    </message>
    <message>
        <source>The next hole is occupied</source>
        <translation>اگلا گڑھا بھرا ہوا ہے</translation>
    </message>
    <message>
        <source>A stone only steps to the next hole clockwise</source>
        <translation>پتھر صرف گھڑی کی سمت اگلے گڑھے میں جا سکتا ہے</translation>
    </message>
    <message>
        <source>You cannot pass while you can move</source>
        <translation>جب تک آپ چال چل سکتے ہیں، باری نہیں چھوڑ سکتے</translation>
    </message>
    <message>
        <source>No hole holds more than one seed</source>
        <translation>کسی گڑھے میں ایک سے زیادہ بیج نہیں</translation>
    </message>
    <message>
        <source>%1 had no legal move</source>
        <translation>⁨%1⁩ کے پاس کوئی جائز چال نہیں تھی</translation>
    </message>
    <message>
        <source>%1 had no stones left</source>
        <translation>⁨%1⁩ کے پاس کوئی پتھر نہیں بچا تھا</translation>
    </message>
    <message>
        <source>The same position occurred a second time</source>
        <translation>ایک ہی صورتِ حال دوسری بار آئی</translation>
    </message>
    <message>
        <source>The same position occurred a third time</source>
        <translation>ایک ہی صورتِ حال تیسری بار آئی</translation>
    </message>
    <message>
        <source>%1 wins, %2 to %3</source>
        <translation>⁨%1⁩ کی جیت، ⁨%2⁩ بمقابلہ ⁨%3⁩</translation>
    </message>
    <message>
        <source>Draw, %1 to %2</source>
        <translation>برابر، ⁨%1⁩ بمقابلہ ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>⁨%1⁩ کی باری</translation>
    </message>
    <message>
        <source>%1 has no move and must pass</source>
        <translation>⁨%1⁩ کے پاس کوئی چال نہیں، باری چھوڑنی ہوگی</translation>
    </message>
    <message numerus="yes">
        <source>%n lap(s)</source>
        <translation>
            <numerusform>%n چکر</numerusform>
            <numerusform>%n چکر</numerusform>
        </translation>
    </message>
    <message>
        <source>captured %1</source>
        <translation>⁨%1⁩ پر قبضہ</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>کھیل ختم</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>باری چھوڑیں</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>فوری</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>تیز</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>عام</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>آہستہ</translation>
    </message>
    <message>
        <source>There is nothing to read</source>
        <translation>پڑھنے کے لیے کچھ نہیں</translation>
    </message>
    <message>
        <source>A hole is named by a letter and a digit, like c1</source>
        <translation>گڑھے کا نام ایک حرف اور ایک ہندسے سے بنتا ہے، جیسے c1</translation>
    </message>
    <message>
        <source>There is no such hole on this board</source>
        <translation>اس تختے پر ایسا کوئی گڑھا نہیں</translation>
    </message>
    <message>
        <source>Moves of this game name one hole, not a step from one hole to another</source>
        <translation>اس کھیل کی چال ایک گڑھے کے نام سے لکھی جاتی ہے، ایک گڑھے سے دوسرے تک قدم سے نہیں</translation>
    </message>
    <message>
        <source>It is neither a hole, a step nor a pass</source>
        <translation>یہ نہ گڑھا ہے، نہ قدم، نہ باری چھوڑنا</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>text quoted from a game record</comment>
        <translation>‏”⁨%1⁩“</translation>
    </message>
    <message>
        <source>No move is possible there.</source>
        <translation>وہاں کوئی چال ممکن نہیں۔</translation>
    </message>
    <message>
        <source>Possible moves there: %1.</source>
        <translation>وہاں ممکنہ چالیں: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>There is no game in it, only blanks and comments.</source>
        <translation>اس میں کوئی کھیل نہیں، صرف خالی جگہ اور تبصرے ہیں۔</translation>
    </message>
    <message>
        <source>It is larger than a game record can be (%1).</source>
        <translation>یہ کھیل کے ریکارڈ کی حد سے بڑی ہے (⁨%1⁩)۔</translation>
    </message>
    <message>
        <source>It is not text in UTF-8: the byte 0x%1 cannot stand here.</source>
        <translation>یہ UTF-8 متن نہیں: بائٹ 0x⁨%1⁩ یہاں نہیں آ سکتا۔</translation>
    </message>
    <message>
        <source>The control character U+%1 is not allowed in a game record.</source>
        <translation>کنٹرول حرف U+⁨%1⁩ کی کھیل کے ریکارڈ میں اجازت نہیں۔</translation>
    </message>
    <message>
        <source>a tag name</source>
        <translation>ٹیگ کا نام</translation>
    </message>
    <message>
        <source>the end of the line</source>
        <translation>سطر کا اختتام</translation>
    </message>
    <message>
        <source>A tag pair is malformed: %1 was expected, %2 found.</source>
        <translation>ٹیگ کا جوڑا درست نہیں: ⁨%1⁩ متوقع تھا، ⁨%2⁩ ملا۔</translation>
    </message>
    <message>
        <source>%1 is not a tag name: a letter, then letters, digits or underscores.</source>
        <translation>⁨%1⁩ ٹیگ کا نام نہیں: پہلے ایک حرف، پھر حروف، ہندسے یا انڈر اسکور۔</translation>
    </message>
    <message numerus="yes">
        <source>The tag name %1 is longer than %n bytes.</source>
        <translation>
            <numerusform>ٹیگ کا نام ⁨%1⁩، %n بائٹ سے لمبا ہے۔</numerusform>
            <numerusform>ٹیگ کا نام ⁨%1⁩، %n بائٹس سے لمبا ہے۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The value of the tag %1 is longer than %n bytes.</source>
        <translation>
            <numerusform>ٹیگ ⁨%1⁩ کی قدر %n بائٹ سے لمبی ہے۔</numerusform>
            <numerusform>ٹیگ ⁨%1⁩ کی قدر %n بائٹس سے لمبی ہے۔</numerusform>
        </translation>
    </message>
    <message>
        <source>The escape %1 is not allowed in a tag value: only \&quot; and \\ are.</source>
        <translation>ٹیگ کی قدر میں ⁨%1⁩ کی اجازت نہیں: صرف \&quot; اور \\ کی اجازت ہے۔</translation>
    </message>
    <message>
        <source>A tag value is not closed by &quot; on its line.</source>
        <translation>ٹیگ کی قدر اپنی سطر میں &quot; سے بند نہیں ہوئی۔</translation>
    </message>
    <message>
        <source>A comment opened by { is never closed by }.</source>
        <translation>{ سے شروع ہونے والا تبصرہ کبھی } سے بند نہیں ہوا۔</translation>
    </message>
    <message>
        <source>The tag %1 appears twice.</source>
        <translation>ٹیگ ⁨%1⁩ دو بار آیا ہے۔</translation>
    </message>
    <message>
        <source>The required tag %1 is missing.</source>
        <translation>لازمی ٹیگ ⁨%1⁩ موجود نہیں۔</translation>
    </message>
    <message>
        <source>%1 is not a game Mancala knows (%2).</source>
        <translation>⁨%1⁩ ایسا کھیل نہیں جسے مینکالا جانتا ہو (⁨%2⁩)۔</translation>
    </message>
    <message>
        <source>The date %1 is not a date like 2026.11.29 (with ? for unknown digits).</source>
        <translation>تاریخ ⁨%1⁩، ‎2026.11.29 جیسی تاریخ نہیں (نامعلوم ہندسوں کی جگہ ?)۔</translation>
    </message>
    <message>
        <source>The result %1 is not south, north, draw or *.</source>
        <translation>نتیجہ ⁨%1⁩ نہ south ہے، نہ north، نہ draw، نہ *۔</translation>
    </message>
    <message>
        <source>The totals %1 are not two numbers like 30-18.</source>
        <translation>مجموعے ⁨%1⁩، ‎30-18 جیسے دو اعداد نہیں۔</translation>
    </message>
    <message>
        <source>A tag pair comes after the moves: %1.</source>
        <translation>چالوں کے بعد ٹیگ کا جوڑا آیا ہے: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Move %1: the move number %2 is wrong; %3 was expected.</source>
        <translation>چال ⁨%1⁩: چال نمبر ⁨%2⁩ غلط ہے؛ ⁨%3⁩ متوقع تھا۔</translation>
    </message>
    <message>
        <source>Move %1: %2 is not a move of %3. %4. %5</source>
        <translation>چال ⁨%1⁩: ⁨%2⁩، ⁨%3⁩ کی چال نہیں۔ ⁨%4⁩۔ ⁨%5⁩</translation>
    </message>
    <message>
        <source>Move %1: %2 is not allowed. %3. %4</source>
        <translation>چال ⁨%1⁩: ⁨%2⁩ کی اجازت نہیں۔ ⁨%3⁩۔ ⁨%4⁩</translation>
    </message>
    <message numerus="yes">
        <source>There are more than %n moves.</source>
        <translation>
            <numerusform>%n سے زیادہ چالیں ہیں۔</numerusform>
            <numerusform>%n سے زیادہ چالیں ہیں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>The moves stop before the result %1: the record is cut short.</source>
        <translation>چالیں نتیجے ⁨%1⁩ سے پہلے رک جاتی ہیں: ریکارڈ ادھورا ہے۔</translation>
    </message>
    <message>
        <source>The result %1 is wrong: the game gives %2.</source>
        <translation>نتیجہ ⁨%1⁩ غلط ہے: کھیل سے ⁨%2⁩ نکلتا ہے۔</translation>
    </message>
    <message>
        <source>The totals %1 are wrong: the game gives %2.</source>
        <translation>مجموعے ⁨%1⁩ غلط ہیں: کھیل سے ⁨%2⁩ نکلتے ہیں۔</translation>
    </message>
    <message>
        <source>The reason %1 is wrong: the game is not over.</source>
        <translation>وجہ ⁨%1⁩ غلط ہے: کھیل ابھی ختم نہیں ہوا۔</translation>
    </message>
    <message>
        <source>The reason %1 is wrong: the game gives %2.</source>
        <translation>وجہ ⁨%1⁩ غلط ہے: کھیل سے ⁨%2⁩ نکلتی ہے۔</translation>
    </message>
    <message>
        <source>There is text after the result: %1.</source>
        <translation>نتیجے کے بعد بھی متن ہے: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>مبتدی</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>درمیانہ</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>اعلیٰ</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>ماہر</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>⁨%1⁩ سوچ رہا ہے…</translation>
    </message>
    <message numerus="yes">
        <source>%1 can force a win within %n move(s)</source>
        <translation>
            <numerusform>⁨%1⁩ زیادہ سے زیادہ %n چال میں جیت یقینی بنا سکتا ہے</numerusform>
            <numerusform>⁨%1⁩ زیادہ سے زیادہ %n چالوں میں جیت یقینی بنا سکتا ہے</numerusform>
        </translation>
    </message>
    <message>
        <source>The position is about even</source>
        <translation>صورتِ حال تقریباً برابر ہے</translation>
    </message>
    <message>
        <source>%1 is about %2 better</source>
        <comment>player name, a number of seeds</comment>
        <translation>⁨%1⁩ تقریباً ⁨%2⁩ آگے ہے</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>with perfect play</comment>
        <translation>برابر</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <comment>with perfect play: player name, a number</comment>
        <translation>⁨%1⁩ کی ⁨%2⁩ سے جیت</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>can force a win</comment>
        <translation>⁨%1⁩ کی جیت</translation>
    </message>
    <message>
        <source>Even</source>
        <comment>neither player stands better</comment>
        <translation>برابر</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <comment>player name, how many seeds better</comment>
        <translation>‏⁨%1⁩ +⁨%2⁩</translation>
    </message>
    <message>
        <source>With perfect play, the game is a draw</source>
        <translation>بہترین کھیل سے یہ کھیل برابر رہتا ہے</translation>
    </message>
    <message>
        <source>With perfect play, %1 wins by %2</source>
        <comment>player name, a number of seeds</comment>
        <translation>بہترین کھیل سے ⁨%1⁩ کی ⁨%2⁩ کے فرق سے جیت</translation>
    </message>
    <message>
        <source>The game holds a move that is not allowed.</source>
        <translation>اس کھیل میں ایک ایسی چال ہے جس کی اجازت نہیں۔</translation>
    </message>
    <message numerus="yes">
        <source>A name or tag is longer than a record allows (%n bytes).</source>
        <translation>
            <numerusform>کوئی نام یا ٹیگ ریکارڈ کی حد سے لمبا ہے (%n بائٹ)۔</numerusform>
            <numerusform>کوئی نام یا ٹیگ ریکارڈ کی حد سے لمبا ہے (%n بائٹس)۔</numerusform>
        </translation>
    </message>
    <message>
        <source>A tag has a name that a record cannot hold.</source>
        <translation>ایک ٹیگ کا نام ایسا ہے جو ریکارڈ میں نہیں آ سکتا۔</translation>
    </message>
    <message>
        <source>A tag has the name of one the record writes itself.</source>
        <translation>ایک ٹیگ کا نام اُن ٹیگز میں سے ہے جو ریکارڈ خود لکھتا ہے۔</translation>
    </message>
    <message>
        <source>Two tags have the same name.</source>
        <translation>دو ٹیگز کا نام ایک ہی ہے۔</translation>
    </message>
    <message numerus="yes">
        <source>The game has more tags than a record allows (%n).</source>
        <translation>
            <numerusform>اس کھیل میں ریکارڈ کی حد (%n) سے زیادہ ٹیگ ہیں۔</numerusform>
            <numerusform>اس کھیل میں ریکارڈ کی حد (%n) سے زیادہ ٹیگز ہیں۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are more than %n tag pairs besides the ones every record has.</source>
        <translation>
            <numerusform>ہر ریکارڈ میں موجود ٹیگز کے علاوہ %n سے زیادہ ٹیگ جوڑے ہیں۔</numerusform>
            <numerusform>ہر ریکارڈ میں موجود ٹیگز کے علاوہ %n سے زیادہ ٹیگ جوڑے ہیں۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n seed(s) left on the board were split equally</source>
        <translation>
            <numerusform>تختے پر بچا ⁨%n⁩ بیج برابر بانٹ دیا گیا</numerusform>
            <numerusform>تختے پر بچے ⁨%n⁩ بیج برابر بانٹ دیے گئے</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n seed(s) left on the board went to %1</source>
        <translation>
            <numerusform>تختے پر بچا ⁨%n⁩ بیج ⁨%1⁩ کو ملا</numerusform>
            <numerusform>تختے پر بچے ⁨%n⁩ بیج ⁨%1⁩ کو ملے</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player took the seeds left in their own row: %1 %2, %3 %4</source>
        <translation>ہر کھلاڑی نے اپنی قطار میں بچے بیج لے لیے: ⁨%1⁩ ⁨%2⁩، ⁨%3⁩ ⁨%4⁩</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <comment>the computer at a level</comment>
        <translation>کمپیوٹر · ⁨%1⁩</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>a pass, as the move list and the analysis name it</comment>
        <translation>باری چھوڑی</translation>
    </message>
    <message>
        <source>Oware</source>
        <translation>Oware</translation>
    </message>
    <message>
        <source>Kalah</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>Kalah (%1 houses, %2 seeds, empty capture)</source>
        <translation>‏Kalah (⁨%1⁩ گڑھے، ⁨%2⁩ بیج، خالی قبضہ)</translation>
    </message>
    <message>
        <source>Kalah (%1 houses, %2 seeds)</source>
        <translation>‏Kalah (⁨%1⁩ گڑھے، ⁨%2⁩ بیج)</translation>
    </message>
    <message>
        <source>Two rows of houses and two stores you sow into; end in your store to move again.</source>
        <translation>گڑھوں کی دو قطاریں اور دو اناج گھر جن میں بھی بوائی ہوتی ہے؛ آخری بیج اپنے اناج گھر میں گرے تو ایک اور باری۔</translation>
    </message>
    <message>
        <source>Two rows of six houses; one lap, capture twos and threes on your opponent&apos;s side; 25 seeds win.</source>
        <translation>چھ چھ گڑھوں کی دو قطاریں؛ ایک ہی چکر کی بوائی، مخالف کی طرف دو دو اور تین تین بیجوں پر قبضہ؛ 25 بیج لینے والے کی جیت۔</translation>
    </message>
    <message>
        <source>%1 captured more than half the seeds</source>
        <translation>⁨%1⁩ نے آدھے سے زیادہ بیجوں پر قبضہ کر لیا</translation>
    </message>
    <message>
        <source>another turn</source>
        <translation>ایک اور باری</translation>
    </message>
    <message>
        <source>Another turn</source>
        <translation>ایک اور باری</translation>
    </message>
    <message>
        <source>With perfect play, %1 wins</source>
        <comment>player name; by a margin not known</comment>
        <translation>بہترین کھیل سے ⁨%1⁩ کی جیت</translation>
    </message>
    <message>
        <source>The position the game began from cannot be played.</source>
        <translation>جس حالت سے کھیل شروع ہوا، اس سے کھیلا نہیں جا سکتا۔</translation>
    </message>
    <message>
        <source>The start position %1 cannot be read. %2</source>
        <translation>ابتدائی حالت ⁨%1⁩ پڑھی نہیں جا سکتی۔ ⁨%2⁩</translation>
    </message>
    <message>
        <source>The start position %1 cannot be played. %2</source>
        <translation>ابتدائی حالت ⁨%1⁩ سے کھیلا نہیں جا سکتا۔ ⁨%2⁩</translation>
    </message>
    <message numerus="yes">
        <source>The board has %n row(s), separated by /.</source>
        <translation>
            <numerusform>تختے کی ⁨%n⁩ قطار ہے، جو / سے الگ لکھی جاتی ہے۔</numerusform>
            <numerusform>تختے کی ⁨%n⁩ قطاریں ہیں، جو / سے الگ لکھی جاتی ہیں۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each row has %n hole(s), separated by commas.</source>
        <translation>
            <numerusform>ہر قطار میں ⁨%n⁩ گڑھا ہے، جو کوما سے الگ لکھا جاتا ہے۔</numerusform>
            <numerusform>ہر قطار میں ⁨%n⁩ گڑھے ہیں، جو کوما سے الگ لکھے جاتے ہیں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Each hole is written as a number from 0 to 255.</source>
        <translation>ہر گڑھا ‎0 سے ‎255 تک کے ایک عدد سے لکھا جاتا ہے۔</translation>
    </message>
    <message>
        <source>The side to move is written south or north.</source>
        <translation>جس فریق کی باری ہو، وہ south یا north لکھا جاتا ہے۔</translation>
    </message>
    <message>
        <source>The totals are written as two numbers from 0 to 999 joined by a hyphen, as 0-0.</source>
        <translation>مجموعے ‎0 سے ‎999 تک کے دو اعداد ہوتے ہیں جو خطِ فاصل سے جڑے ہوں، جیسے ‎0-0۔</translation>
    </message>
    <message>
        <source>A position is written as its rows, the side to move and the totals, separated by single spaces.</source>
        <translation>حالت اپنی قطاروں، باری والے فریق اور مجموعوں سے لکھی جاتی ہے، جو ایک ایک خالی جگہ سے الگ ہوں۔</translation>
    </message>
    <message>
        <source>On the board and captured there are %1; %2 is played with %3.</source>
        <translation>تختے پر اور قبضے میں مل کر ⁨%1⁩ ہیں؛ ⁨%2⁩ ⁨%3⁩ سے کھیلا جاتا ہے۔</translation>
    </message>
    <message>
        <source>A hole holds at most one stone.</source>
        <translation>ایک گڑھے میں زیادہ سے زیادہ ایک پتھر ہو سکتا ہے۔</translation>
    </message>
    <message>
        <source>The position breaks the rules of %1.</source>
        <translation>یہ حالت ⁨%1⁩ کے قواعد کے خلاف ہے۔</translation>
    </message>
    <message>
        <source>The game would already be over: %1, to move, cannot move.</source>
        <translation>کھیل پہلے ہی ختم ہو چکا ہوتا: باری ⁨%1⁩ کی ہے، مگر وہ کوئی چال نہیں چل سکتا۔</translation>
    </message>
    <message>
        <source>The game would already be over: no hole holds more than one seed.</source>
        <translation>کھیل پہلے ہی ختم ہو چکا ہوتا: کسی گڑھے میں ایک سے زیادہ بیج نہیں۔</translation>
    </message>
    <message>
        <source>The game would already be over: %1, to move, has no stones.</source>
        <translation>کھیل پہلے ہی ختم ہو چکا ہوتا: باری ⁨%1⁩ کی ہے، مگر اس کے پاس کوئی پتھر نہیں۔</translation>
    </message>
    <message>
        <source>The game would already be over: %1 has captured more than half the seeds.</source>
        <translation>کھیل پہلے ہی ختم ہو چکا ہوتا: ⁨%1⁩ آدھے سے زیادہ بیجوں پر قبضہ کر چکا ہے۔</translation>
    </message>
    <message>
        <source>The game would already be over there.</source>
        <translation>اس حالت میں کھیل پہلے ہی ختم ہو چکا ہوتا۔</translation>
    </message>
    <message>
        <source>All %1 of %2 are on the board already.</source>
        <translation>⁨%2⁩ کے سب ⁨%1⁩ پہلے ہی تختے پر ہیں۔</translation>
    </message>
    <message>
        <source>A hole holds at most %1.</source>
        <translation>ایک گڑھے میں زیادہ سے زیادہ ⁨%1⁩ ہو سکتے ہیں۔</translation>
    </message>
    <message>
        <source>There is nothing to take away from that hole.</source>
        <translation>اس گڑھے سے نکالنے کو کچھ نہیں۔</translation>
    </message>
    <message>
        <source>The game&apos;s time control is not one a record can hold.</source>
        <translation>کھیل کا وقت کا ضابطہ ایسا نہیں جو ریکارڈ میں رکھا جا سکے۔</translation>
    </message>
    <message>
        <source>The game has clock times but no time control.</source>
        <translation>کھیل میں گھڑی کے اوقات ہیں مگر وقت کا کوئی ضابطہ نہیں۔</translation>
    </message>
    <message>
        <source>A time left on the game&apos;s clocks is not possible.</source>
        <translation>کھیل کی گھڑیوں پر بچا ہوا ایک وقت ممکن نہیں۔</translation>
    </message>
    <message>
        <source>The game cannot be lost on time: its rules have ended it.</source>
        <translation>یہ کھیل وقت ختم ہونے پر ہارا نہیں جا سکتا: اس کے قواعد اسے ختم کر چکے ہیں۔</translation>
    </message>
    <message>
        <source>The reason %1 is not no-moves, no-stones, repetition, majority or time.</source>
        <translation>وجہ ⁨%1⁩ نہ no-moves ہے، نہ no-stones، نہ repetition، نہ majority، نہ time۔</translation>
    </message>
    <message>
        <source>The time control %1 is not a time a side and an increment in seconds, like 300+5.</source>
        <translation>وقت کا ضابطہ ⁨%1⁩ سیکنڈوں میں ہر فریق کا وقت اور ہر چال کا اضافہ نہیں، جیسے 300+5۔</translation>
    </message>
    <message>
        <source>The clock comment %1 is not a time left like {[%clk 0:04:58]}.</source>
        <translation>گھڑی کا تبصرہ ⁨%1⁩ بچے ہوئے وقت کی صورت میں نہیں، جیسے ⁦{[%clk 0:04:58]}⁩۔</translation>
    </message>
    <message>
        <source>The clock comment %1 does not follow a move of its own.</source>
        <translation>گھڑی کا تبصرہ ⁨%1⁩ اپنی کسی چال کے بعد نہیں آتا۔</translation>
    </message>
    <message>
        <source>%1 needs the game&apos;s time control, and the record has no TimeControl tag.</source>
        <translation>⁨%1⁩ کے لیے کھیل کا وقت کا ضابطہ چاہیے، اور ریکارڈ میں TimeControl ٹیگ نہیں ہے۔</translation>
    </message>
    <message>
        <source>Move %1: the time left %2 is more than the player can have (%3 at most).</source>
        <translation>چال ⁨%1⁩: بچا ہوا وقت ⁨%2⁩ اس سے زیادہ ہے جتنا کھلاڑی کے پاس ہو سکتا ہے (زیادہ سے زیادہ ⁨%3⁩)۔</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Traditional mancala games for two players at one computer.</source>
        <translation>ایک ہی کمپیوٹر پر دو کھلاڑیوں کے لیے روایتی مینکالا کھیل۔</translation>
    </message>
    <message>
        <source>Mancala</source>
        <translation>مینکالا</translation>
    </message>
    <message>
        <source>A game record (.mancala) to open.</source>
        <translation>کھولنے کے لیے کھیل کا ریکارڈ (.mancala)۔</translation>
    </message>
    <message>
        <source>file</source>
        <comment>the argument&apos;s name in --help</comment>
        <translation>فائل</translation>
    </message>
    <message>
        <source>[file]</source>
        <comment>the argument in the usage line</comment>
        <translation>[فائل]</translation>
    </message>
</context>
<context>
    <name>mancala::ui::AboutDialog</name>
    <message>
        <source>About Mancala</source>
        <translation>مینکالا کے بارے میں</translation>
    </message>
    <message>
        <source>Mancala</source>
        <translation>مینکالا</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>ورژن ⁨%1⁩</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>لائسنس</translation>
    </message>
    <message>
        <source>Mancala is free software: you may share and change it under the terms of the %1, version 3 or any later version. It comes with no warranty.</source>
        <translation>مینکالا آزاد سافٹ ویئر ہے: آپ اسے ⁨%1⁩ کے ورژن 3 یا اس کے بعد کے کسی بھی ورژن کی شرائط کے تحت بانٹ سکتے ہیں اور بدل سکتے ہیں۔ اس کے ساتھ کوئی ضمانت نہیں دی جاتی۔</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>قواعد کہاں سے آئے</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>اظہارِ تشکر</translation>
    </message>
    <message>
        <source>%1: recorded by %2 in %3.</source>
        <translation>⁨%1⁩: ⁨%3⁩ میں ⁨%2⁩ نے درج کیا۔</translation>
    </message>
    <message>
        <source>%1: a game of the Yoruba of south-western Nigeria, as %2 gives it.</source>
        <translation>⁨%1⁩: جنوب مغربی نائیجیریا کے یوروبا لوگوں کا کھیل، جیسا کہ ⁨%2⁩ اسے بیان کرتا ہے۔</translation>
    </message>
    <message>
        <source>%1: written down in %2 by %3 from the children who played it, and passed on to %4.</source>
        <translation>⁨%1⁩: ⁨%2⁩ میں ⁨%3⁩ نے اسے کھیلنے والے بچوں سے سن کر لکھا، اور ⁨%4⁩ تک پہنچایا۔</translation>
    </message>
    <message>
        <source>%1: recorded by %2 among the Maasai, in “%3”, %4 (%5).</source>
        <translation>⁨%1⁩: ⁨%2⁩ نے ماسائی لوگوں میں درج کیا، ”⁨%3⁩“، ⁨%4⁩ (⁨%5⁩)۔</translation>
    </message>
    <message>
        <source>The rules follow %1 and the people who recorded each game:</source>
        <translation>قواعد ⁨%1⁩ اور ہر کھیل کو درج کرنے والوں کے بیان کے مطابق ہیں:</translation>
    </message>
    <message>
        <source>Urdu text is set in %1 by Google, under the %2.</source>
        <translation>اردو متن Google کے فونٹ ⁨%1⁩ میں لکھا گیا ہے، جو ⁨%2⁩ کے تحت ہے۔</translation>
    </message>
    <message>
        <source>Made with %1 %2, under the %3.</source>
        <translation>⁨%1⁩ ⁨%2⁩ سے بنایا گیا، جو ⁨%3⁩ کے تحت ہے۔</translation>
    </message>
    <message>
        <source>Traditional mancala games for two players at one computer, or for one player against the computer: %1.</source>
        <translation>ایک ہی کمپیوٹر پر دو کھلاڑیوں کے لیے، یا کمپیوٹر کے خلاف ایک کھلاڑی کے لیے روایتی مینکالا کھیل: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>%1: the game %2 patented in the United States in the 1950s, as %3 solved it.</source>
        <translation>⁨%1⁩: وہ کھیل جسے ⁨%2⁩ نے 1950 کی دہائی میں ریاستہائے متحدہ میں پیٹنٹ کرایا، اسی صورت میں جس میں ⁨%3⁩ نے اسے حل کیا۔</translation>
    </message>
    <message>
        <source>%1: Abapa, the tournament game of West Africa and the Caribbean, by the rules of the %2.</source>
        <translation>⁨%1⁩: اباپا، مغربی افریقہ اور کیریبیئن کا مقابلوں والا کھیل، ⁨%2⁩ کے قواعد کے مطابق۔</translation>
    </message>
</context>
<context>
    <name>mancala::ui::AnalysisGraph</name>
    <message>
        <source>Who stands better over the game: South above the line, North below. Click or drag to show a position.</source>
        <translation>کھیل بھر میں کس کا پلڑا بھاری رہا: لکیر سے اوپر جنوب، نیچے شمال۔ کوئی صورتِ حال دیکھنے کے لیے کلک کریں یا گھسیٹیں۔</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>جانچ کا گراف</translation>
    </message>
</context>
<context>
    <name>mancala::ui::AnalysisMarks</name>
    <message>
        <source>Best</source>
        <comment>a move as good as the computer&apos;s</comment>
        <translation>بہترین</translation>
    </message>
    <message>
        <source>Good</source>
        <comment>a move that loses less than a seed</comment>
        <translation>اچھی</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <comment>a move that loses a seed</comment>
        <translation>معمولی غلطی</translation>
    </message>
    <message>
        <source>Mistake</source>
        <comment>a move that loses two seeds or more</comment>
        <translation>غلطی</translation>
    </message>
    <message>
        <source>Blunder</source>
        <comment>a move that loses four seeds or more, or the game</comment>
        <translation>سنگین غلطی</translation>
    </message>
    <message>
        <source>%1: it threw away a won game; %2 was better</source>
        <comment>analysis of a move</comment>
        <extracomment>%1 the class (Blunder), %2 a move</extracomment>
        <translation>⁨%1⁩: اس نے جیتا ہوا کھیل گنوا دیا؛ ⁨%2⁩ بہتر تھی</translation>
    </message>
    <message>
        <source>%1: after it the opponent wins by force; %2 was better</source>
        <comment>analysis of a move</comment>
        <extracomment>%1 the class (Blunder), %2 a move</extracomment>
        <translation>⁨%1⁩: اس کے بعد حریف کی جیت یقینی ہے؛ ⁨%2⁩ بہتر تھی</translation>
    </message>
    <message>
        <source>%1: it lost %2 seeds; %3 was better</source>
        <comment>analysis of a move</comment>
        <extracomment>%1 the class (Inaccuracy, Mistake, Blunder), %2 seeds, %3 a move</extracomment>
        <translation>⁨%1⁩: اس سے ⁨%2⁩ بیج کا نقصان ہوا؛ ⁨%3⁩ بہتر تھی</translation>
    </message>
    <message>
        <source>%1 (an estimate): by the search&apos;s estimate it lost %2 seeds; %3 was better</source>
        <comment>analysis of a move</comment>
        <extracomment>%1 the class (Inaccuracy, Mistake, Blunder), %2 seeds, %3 a move</extracomment>
        <translation>⁨%1⁩ (اندازہ): کمپیوٹر کے اندازے میں اس سے ⁨%2⁩ بیج کا نقصان ہوا؛ ⁨%3⁩ بہتر تھی</translation>
    </message>
</context>
<context>
    <name>mancala::ui::AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>تجزیہ</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>class of moves, its mark</comment>
        <translation>‏⁨%1⁩ ⁨%2⁩</translation>
    </message>
    <message>
        <source>Positions analysed</source>
        <translation>جن صورتوں کا تجزیہ ہو چکا</translation>
    </message>
    <message>
        <source>Go on</source>
        <comment>the analysis</comment>
        <translation>جاری رکھیں</translation>
    </message>
    <message>
        <source>Stop</source>
        <comment>the analysis</comment>
        <translation>روکیں</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>تجزیہ مکمل</translation>
    </message>
    <message>
        <source>%p %</source>
        <comment>percent analysed</comment>
        <translation>‏%p٪</translation>
    </message>
    <message>
        <source>Average loss (seeds a move)</source>
        <comment>seeds lost a move, on average</comment>
        <translation>اوسط نقصان (فی چال بیج)</translation>
    </message>
    <message>
        <source>No move analysed yet</source>
        <translation>ابھی کسی چال کا تجزیہ نہیں ہوا</translation>
    </message>
</context>
<context>
    <name>mancala::ui::BoardExport</name>
    <message>
        <source>Export Board</source>
        <translation>تختہ برآمد کریں</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>‏SVG خاکہ ‎(*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>‏PNG تصویر ‎(*.png)</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>کھیل برآمد کریں</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>‏PDF دستاویز ‎(*.pdf)</translation>
    </message>
    <message>
        <source>Copy Board</source>
        <translation>تختہ نقل کریں</translation>
    </message>
    <message>
        <source>Copy the position shown as a picture</source>
        <translation>دکھائی گئی صورتِ حال کو تصویر کے طور پر نقل کریں</translation>
    </message>
    <message>
        <source>Export Board…</source>
        <translation>تختہ برآمد کریں…</translation>
    </message>
    <message>
        <source>Export Game…</source>
        <translation>کھیل برآمد کریں…</translation>
    </message>
    <message>
        <source>A printable sheet of the game: the moves with their marks, the graph and diagrams</source>
        <translation>کھیل کا قابلِ طباعت صفحہ: چالیں اپنے نشانات کے ساتھ، گراف اور خاکے</translation>
    </message>
    <message>
        <source>%1, move %2</source>
        <comment>game, move number shown</comment>
        <translation>⁨%1⁩، چال ⁨%2⁩</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>برآمد ناکام</translation>
    </message>
    <message>
        <source>“%1” was not written.</source>
        <translation>”⁨%1⁩“ محفوظ نہ ہو سکی۔</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a player&apos;s name, the computer at its level</comment>
        <translation>‏⁨%1⁩ (⁨%2⁩)</translation>
    </message>
    <message>
        <source>The board shown is on the clipboard, as a picture</source>
        <translation>دکھایا گیا تختہ تصویر کے طور پر نقل ہو گیا</translation>
    </message>
</context>
<context>
    <name>mancala::ui::BoardModel</name>
    <message>
        <source>%1&apos;s store: %2</source>
        <translation>⁨%1⁩ کا اناج گھر: ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>‏⁨%1⁩: ⁨%2⁩ (⁨%3⁩)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>‏⁨%1⁩: ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1: %2, steps to %3</source>
        <comment>hole, its pieces, the hole its stone would step to</comment>
        <translation>⁨%1⁩: ⁨%2⁩، ⁨%3⁩ میں جائے گا</translation>
    </message>
</context>
<context>
    <name>mancala::ui::BoardView</name>
    <message>
        <source>Can be played</source>
        <translation>اس سے چال چلی جا سکتی ہے</translation>
    </message>
    <message>
        <source>Cannot be played now</source>
        <translation>ابھی اس سے چال نہیں چلی جا سکتی</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>تختہ</translation>
    </message>
    <message>
        <source>%1, hole %2, %3</source>
        <comment>side, hole name, number of seeds</comment>
        <translation>⁨%1⁩، گڑھا ⁨%2⁩، ⁨%3⁩</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <comment>player name, number of seeds captured or in the store</comment>
        <translation>⁨%1⁩ کے پاس ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a player&apos;s name, who plays the side</comment>
        <translation>‏⁨%1⁩، ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1: %2 in the store</source>
        <comment>who plays a side: the seeds in their store</comment>
        <translation>⁨%1⁩: اناج گھر میں ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1: %2 captured</source>
        <comment>who plays a side: the seeds they captured</comment>
        <translation>⁨%1⁩: ⁨%2⁩ قبضے میں</translation>
    </message>
    <message>
        <source>%1; to move</source>
        <comment>a player described, whose turn it is</comment>
        <translation>⁨%1⁩؛ باری اس کی ہے</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>کھیل ختم ہو چکا ہے</translation>
    </message>
</context>
<context>
    <name>mancala::ui::ClockBar</name>
    <message>
        <source>%1: %2 — out of time</source>
        <comment>player name, the time left</comment>
        <translation>گھڑی ⁨%1⁩: ⁨%2⁩ — وقت ختم</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>player name, the time left</comment>
        <translation>گھڑی ⁨%1⁩: ⁨%2⁩</translation>
    </message>
</context>
<context>
    <name>mancala::ui::ComputerPlayer</name>
    <message>
        <source>The computer cannot play: %1.</source>
        <comment>why</comment>
        <translation>کمپیوٹر نہیں کھیل سکتا: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>The computer thinks with less memory: %1.</source>
        <comment>why</comment>
        <translation>کمپیوٹر کم میموری کے ساتھ سوچتا ہے: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>The computer plays as the Beginner: %1.</source>
        <comment>why</comment>
        <translation>کمپیوٹر مبتدی کی طرح کھیلتا ہے: ⁨%1⁩۔</translation>
    </message>
</context>
<context>
    <name>mancala::ui::CoresMenu</name>
    <message>
        <source>&amp;Computer</source>
        <translation>کمپیوٹر</translation>
    </message>
    <message>
        <source>How many of the processor&apos;s cores the computer thinks with: its search, the analysis and the endgame databases</source>
        <translation>کمپیوٹر پروسیسر کے کتنے کور سے سوچے: اپنی تلاش، تجزیہ اور آخری مراحل کا حساب</translation>
    </message>
    <message>
        <source>&amp;All Cores (%1)</source>
        <comment>the processor&apos;s cores</comment>
        <translation>تمام کور (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n Core(s)</source>
        <comment>of the processor</comment>
        <translation>
            <numerusform>%n کور</numerusform>
            <numerusform>%n کور</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::Document</name>
    <message>
        <source>%1 %2</source>
        <comment>game name, date</comment>
        <translation>‏⁨%1⁩ ⁨%2⁩</translation>
    </message>
</context>
<context>
    <name>mancala::ui::EndgameIndicator</name>
    <message>
        <source>The %1 endgames could not be kept for later: %2</source>
        <comment>a game&apos;s name, the reason</comment>
        <translation>⁨%1⁩ کے آخری مراحل بعد کے لیے محفوظ نہ ہو سکے: ⁨%2⁩</translation>
    </message>
    <message>
        <source>Working out the %1 endgames…</source>
        <comment>a game&apos;s name</comment>
        <translation>⁨%1⁩ کے آخری مراحل کا حساب لگایا جا رہا ہے…</translation>
    </message>
    <message>
        <source>Once only: the exact result of every position with at most %1 on the board, so that the Expert plays them perfectly</source>
        <comment>a number of seeds</comment>
        <translation>صرف ایک بار: تختے پر زیادہ سے زیادہ ⁨%1⁩ والی ہر صورتِ حال کا قطعی نتیجہ، تاکہ ماہر انہیں بے عیب کھیلے</translation>
    </message>
    <message>
        <source>The file of the %1 endgames contradicts itself and is not used; they are worked out again</source>
        <comment>a game&apos;s name</comment>
        <translation>⁨%1⁩ کے آخری مراحل کی فائل اپنی ہی بات کی نفی کرتی ہے اور استعمال نہیں کی جاتی؛ وہ دوبارہ نکالے جا رہے ہیں</translation>
    </message>
    <message>
        <source>The %1 endgames cannot be worked out: %2. The Expert plays them without.</source>
        <comment>a game&apos;s name, the reason</comment>
        <translation>⁨%1⁩ کے آخری مراحل نہیں نکالے جا سکتے: ⁨%2⁩۔ ماہر ان کے بغیر کھیلتا ہے۔</translation>
    </message>
</context>
<context>
    <name>mancala::ui::EndgameStore</name>
    <message>
        <source>it needs %1 of memory and %2 is free</source>
        <comment>two amounts of memory</comment>
        <translation>اسے ⁨%1⁩ میموری چاہیے اور ⁨%2⁩ خالی ہے</translation>
    </message>
</context>
<context>
    <name>mancala::ui::EvaluationModel</name>
    <message>
        <source>Move</source>
        <translation>چال</translation>
    </message>
    <message>
        <source>After it</source>
        <comment>who stands better after the move</comment>
        <translation>اس کے بعد</translation>
    </message>
    <message>
        <source>…</source>
        <comment>not evaluated yet</comment>
        <translation>…</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>move number, move</comment>
        <translation>⁨%1⁩۔ ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <comment>player name, move</comment>
        <translation>⁨%1⁩ نے ⁨%2⁩ چلی</translation>
    </message>
    <message>
        <source>The computer prefers %1: %2</source>
        <comment>a move, what it leads to</comment>
        <translation>کمپیوٹر ⁨%1⁩ کو ترجیح دیتا ہے: ⁨%2⁩</translation>
    </message>
    <message>
        <source>Better</source>
        <comment>a move better than the one played</comment>
        <translation>بہتر چال</translation>
    </message>
</context>
<context>
    <name>mancala::ui::EvaluationPanel</name>
    <message>
        <source>Evaluation</source>
        <translation>جانچ</translation>
    </message>
    <message>
        <source>Who stands better after each move, and a better move where the computer prefers another</source>
        <translation>ہر چال کے بعد کون بہتر حالت میں ہے، اور جہاں کمپیوٹر کوئی اور چال پسند کرے وہاں بہتر چال</translation>
    </message>
</context>
<context>
    <name>mancala::ui::FileDialogs</name>
    <message>
        <source>Open Game</source>
        <translation>کھیل کھولیں</translation>
    </message>
    <message>
        <source>Mancala games (*.mancala)</source>
        <translation>مینکالا کھیل ‎(*.mancala)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>تمام فائلیں ‎(*)</translation>
    </message>
    <message>
        <source>Do you want to save this game of %1?</source>
        <translation>کیا آپ ⁨%1⁩ کا یہ کھیل محفوظ کرنا چاہتے ہیں؟</translation>
    </message>
    <message>
        <source>Do you want to save the changes to “%1”?</source>
        <translation>کیا آپ ”⁨%1⁩“ میں تبدیلیاں محفوظ کرنا چاہتے ہیں؟</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>کھیل محفوظ نہیں ہوا</translation>
    </message>
    <message>
        <source>Its moves will be lost if you do not save them.</source>
        <translation>اگر آپ انہیں محفوظ نہ کریں تو اس کی چالیں ضائع ہو جائیں گی۔</translation>
    </message>
    <message>
        <source>Play On From Here</source>
        <translation>یہاں سے آگے کھیلیں</translation>
    </message>
    <message>
        <source>Play on from the start of the game?</source>
        <translation>کھیل کے آغاز سے آگے کھیلیں؟</translation>
    </message>
    <message>
        <source>Play on from move %1?</source>
        <translation>چال ⁨%1⁩ سے آگے کھیلیں؟</translation>
    </message>
    <message numerus="yes">
        <source>The %n later move(s) of this game will be discarded.</source>
        <translation>
            <numerusform>اس کھیل کی بعد والی %n چال رد ہو جائے گی۔</numerusform>
            <numerusform>اس کھیل کی بعد والی %n چالیں رد ہو جائیں گی۔</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Discard Later Moves</source>
        <translation>بعد والی چالیں رد کریں</translation>
    </message>
    <message>
        <source>&amp;Save a Copy First…</source>
        <translation>پہلے ایک نقل محفوظ کریں…</translation>
    </message>
    <message>
        <source>Restore Game</source>
        <translation>کھیل بحال کریں</translation>
    </message>
    <message>
        <source>Mancala did not close properly. Do you want to restore the game that was in progress?</source>
        <translation>مینکالا ٹھیک سے بند نہیں ہوا۔ کیا آپ جاری کھیل بحال کرنا چاہتے ہیں؟</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>بحال کریں</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>رد کریں</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>محفوظ کریں</translation>
    </message>
</context>
<context>
    <name>mancala::ui::FileListFormat</name>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <comment>file size</comment>
        <translation>
            <numerusform>⁨%n⁩ بائٹ</numerusform>
            <numerusform>⁨%n⁩ بائٹ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KB</source>
        <comment>file size, 1000 bytes</comment>
        <translation>⁨%1⁩ کلوبائٹ</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <comment>file size, 10^6 bytes</comment>
        <translation>⁨%1⁩ میگابائٹ</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <comment>file size, 10^9 bytes</comment>
        <translation>⁨%1⁩ گیگابائٹ</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <comment>file size, 10^12 bytes</comment>
        <translation>⁨%1⁩ ٹیرابائٹ</translation>
    </message>
    <message>
        <source>Mancala game</source>
        <translation>مینکالا کھیل</translation>
    </message>
    <message>
        <source>File</source>
        <translation>فائل</translation>
    </message>
    <message>
        <source>%1 file</source>
        <extracomment>A file&apos;s type by its name&apos;s ending, as in &quot;TXT file&quot;.</extracomment>
        <translation>⁨%1⁩ فائل</translation>
    </message>
</context>
<context>
    <name>mancala::ui::GameFiles</name>
    <message>
        <source>&amp;Open…</source>
        <translation>کھولیں…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>محفوظ کیا ہوا کھیل کھولیں</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>محفوظ کریں</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>یہ کھیل محفوظ کریں</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>بطور محفوظ کریں…</translation>
    </message>
    <message>
        <source>Save this game in a new file</source>
        <translation>یہ کھیل نئی فائل میں محفوظ کریں</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 against %3, %n move(s).</source>
        <translation>
            <numerusform>⁨%1⁩: ⁨%2⁩ بمقابلہ ⁨%3⁩، %n چال۔</numerusform>
            <numerusform>⁨%1⁩: ⁨%2⁩ بمقابلہ ⁨%3⁩، %n چالیں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Last saved as “%1”.</source>
        <translation>آخری بار ”⁨%1⁩“ کے نام سے محفوظ کیا گیا۔</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <translation>کھیل نہیں کھل سکا</translation>
    </message>
    <message>
        <source>Mancala cannot open “%1”.</source>
        <translation>مینکالا ”⁨%1⁩“ نہیں کھول سکتا۔</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>کھیل محفوظ کریں</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>کھیل محفوظ نہیں ہو سکا</translation>
    </message>
    <message>
        <source>Mancala cannot save “%1”.</source>
        <translation>مینکالا ”⁨%1⁩“ محفوظ نہیں کر سکتا۔</translation>
    </message>
    <message>
        <source>Save a Copy</source>
        <translation>نقل محفوظ کریں</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <comment>file name</comment>
        <translation>⁨%1⁩ (نقل)</translation>
    </message>
    <message>
        <source>Game Not Restored</source>
        <translation>کھیل بحال نہیں ہوا</translation>
    </message>
    <message>
        <source>Mancala did not close properly, and the game that was in progress cannot be restored: its autosave is damaged.</source>
        <translation>مینکالا ٹھیک سے بند نہیں ہوا، اور جاری کھیل بحال نہیں ہو سکتا: اس کی خودکار محفوظ فائل خراب ہے۔</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>فائل کو %1 کے نام سے رکھ لیا گیا ہے۔</translation>
    </message>
</context>
<context>
    <name>mancala::ui::GameSheet</name>
    <message>
        <source>%1. %2</source>
        <comment>move number, move</comment>
        <translation>⁨%1⁩۔ ⁨%2⁩</translation>
    </message>
    <message>
        <source>South: %1 — North: %2</source>
        <translation>جنوب: ⁨%1⁩ — شمال: ⁨%2⁩</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>تاریخ: ⁨%1⁩</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a record&apos;s tag, its value</comment>
        <translation>‏⁨%1⁩: ⁨%2⁩</translation>
    </message>
    <message>
        <source>Not finished: %1 moves played</source>
        <translation>نامکمل: ⁨%1⁩ چالیں چلی گئیں</translation>
    </message>
    <message>
        <source>Analysis of %1 of %2 positions</source>
        <translation>⁨%2⁩ میں سے ⁨%1⁩ صورتوں کا تجزیہ</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>class of moves, how many</comment>
        <translation>‏⁨%1⁩ ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1: %2; average loss %3 seeds</source>
        <translation>⁨%1⁩: ⁨%2⁩؛ اوسط نقصان ⁨%3⁩ بیج</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>The start</source>
        <translation>آغاز</translation>
    </message>
    <message>
        <source>The end, after %1</source>
        <translation>اختتام، ⁨%1⁩ کے بعد</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>⁨%1⁩ کے بعد</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>⁨%1⁩: ⁨%2⁩ بمقابلہ ⁨%3⁩</translation>
    </message>
</context>
<context>
    <name>mancala::ui::Hint</name>
    <message>
        <source>Hint: %1 — %2</source>
        <comment>a move, what it leads to</comment>
        <translation>اشارہ: ⁨%1⁩ — ⁨%2⁩</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>اشارہ</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>اچھی چال تلاش ہو رہی ہے…</translation>
    </message>
    <message>
        <source>Show the move the analysis prefers</source>
        <translation>وہ چال دکھائیں جو تجزیہ بہتر سمجھتا ہے</translation>
    </message>
</context>
<context>
    <name>mancala::ui::HoleGuide</name>
    <message>
        <source>%1: %2</source>
        <comment>a hole, why it cannot be played</comment>
        <translation>‏⁨%1⁩: ⁨%2⁩</translation>
    </message>
    <message>
        <source>Mark every hole the player to move may play</source>
        <translation>باری والے کھلاڑی کے ہر اس گڑھے پر نشان لگائیں جس سے وہ چال چل سکتا ہے</translation>
    </message>
    <message>
        <source>Show Playa&amp;ble Holes</source>
        <translation>کھیلنے کے قابل گڑھے دکھائیں</translation>
    </message>
</context>
<context>
    <name>mancala::ui::LanguageMenu</name>
    <message>
        <source>The language of the interface: en (English), ur (Urdu) or sw (Swahili).</source>
        <translation>انٹرفیس کی زبان: en (انگریزی)، ur (اردو) یا sw (سواحلی)۔</translation>
    </message>
    <message>
        <source>code</source>
        <translation>کوڈ</translation>
    </message>
    <message>
        <source>Unknown language “%1”: use en, ur or sw.</source>
        <translation>نامعلوم زبان ”⁨%1⁩“: en، ur یا sw استعمال کریں۔</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>زبان</translation>
    </message>
</context>
<context>
    <name>mancala::ui::MainToolBar</name>
    <message>
        <source>%1 (%2)</source>
        <comment>an action, its shortcut</comment>
        <translation>‏⁨%1⁩ (⁨%2⁩)</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>مرکزی ٹول بار</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>ٹول بار</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>مزید اوزار</translation>
    </message>
</context>
<context>
    <name>mancala::ui::MainWindow</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>نیا کھیل…</translation>
    </message>
    <message>
        <source>Choose a game and the players&apos; names</source>
        <translation>کھیل اور کھلاڑیوں کے نام چنیں</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Start this game again from the beginning</source>
        <translation>یہ کھیل شروع سے دوبارہ کھیلیں</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Pass the turn (only when you have no move)</source>
        <translation>باری چھوڑ دیں (صرف جب آپ کے پاس کوئی چال نہ ہو)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>باہر نکلیں</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>چال واپس لیں</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>آخری چال واپس لیں</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>چال دوبارہ چلیں</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Play again the move taken back</source>
        <translation>واپس لی گئی چال دوبارہ چلیں</translation>
    </message>
    <message>
        <source>&amp;About Mancala</source>
        <translation>مینکالا کے بارے میں</translation>
    </message>
    <message>
        <source>You have no move: pass the turn to your opponent</source>
        <translation>آپ کے پاس کوئی چال نہیں: باری مخالف کو دے دیں</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>پھر کھیلیں</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>چالیں</translation>
    </message>
    <message>
        <source>&amp;Move List</source>
        <translation>چالوں کی فہرست</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>کھیل</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>ترمیم</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>منظر</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>ترتیبات</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>حرکت کی رفتار</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>مدد</translation>
    </message>
    <message>
        <source>%1 — Mancala</source>
        <translation>⁨%1⁩ — مینکالا</translation>
    </message>
    <message>
        <source>Game over: %1. %2.</source>
        <translation>کھیل ختم: ⁨%1⁩۔ ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>%1.
%2.</source>
        <translation>⁨%1⁩۔
⁨%2⁩۔</translation>
    </message>
    <message>
        <source>%1 — %2 — Mancala</source>
        <translation>⁨%1⁩ — ⁨%2⁩ — مینکالا</translation>
    </message>
    <message>
        <source>*%1</source>
        <comment>the title of a game with unsaved moves</comment>
        <translation>‏*⁨%1⁩</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>کمپیوٹر</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <translation>خودکار طور پر محفوظ نہیں ہوا</translation>
    </message>
    <message>
        <source>This game cannot be saved automatically: %1 Save it to keep its moves.</source>
        <translation>یہ کھیل خودکار طور پر محفوظ نہیں ہو سکتا: ⁨%1⁩ اس کی چالیں رکھنے کے لیے اسے محفوظ کریں۔</translation>
    </message>
    <message>
        <source>Res&amp;tart</source>
        <translation>دوبارہ شروع کریں</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>why the game ended. what became of the seeds left</comment>
        <translation>⁨%1⁩۔ ⁨%2⁩</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>‏Qt کے بارے میں</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>پوری اسکرین</translation>
    </message>
    <message>
        <source>Show the game on the whole screen</source>
        <translation>کھیل کو پوری اسکرین پر دکھائیں</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>اعداد و شمار…</translation>
    </message>
    <message>
        <source>Games, wins, draws and losses against each opponent</source>
        <translation>ہر مخالف کے خلاف کھیل، جیت، برابر اور ہار</translation>
    </message>
    <message>
        <source>To move, click one of your ringed holes, or choose one with the arrow keys and press Enter.</source>
        <translation>چال چلنے کے لیے اپنے دائرے والے گڑھوں میں سے کسی ایک پر کلک کریں، یا تیر والی کلیدوں سے اسے چن کر Enter دبائیں۔</translation>
    </message>
    <message>
        <source>No move</source>
        <comment>the bar shown when the player must pass</comment>
        <translation>کوئی چال نہیں</translation>
    </message>
    <message>
        <source>Game over</source>
        <comment>the bar shown at the end of a game</comment>
        <translation>کھیل ختم</translation>
    </message>
    <message>
        <source>How to move</source>
        <comment>the hint bar shown before the first move</comment>
        <translation>چال کیسے چلیں</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>حالت خود ترتیب دیں…</translation>
    </message>
    <message>
        <source>Place the seeds as you want them and play from there</source>
        <translation>بیج اپنی مرضی سے رکھیں اور وہیں سے کھیلیں</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>پہیلیاں…</translation>
    </message>
    <message>
        <source>Find the one best move in positions worked out exactly</source>
        <translation>ایسی حالتوں میں واحد بہترین چال ڈھونڈیں جن کا حساب ٹھیک ٹھیک لگایا جا چکا ہے</translation>
    </message>
    <message>
        <source>%1 wins on time: %2 ran out of time</source>
        <comment>winner, loser</comment>
        <translation>وقت پر جیت ⁨%1⁩ کی: ⁨%2⁩ کا وقت ختم ہو گیا</translation>
    </message>
    <message>
        <source>Game over: %1.</source>
        <comment>the result</comment>
        <translation>کھیل ختم: ⁨%1⁩۔</translation>
    </message>
</context>
<context>
    <name>mancala::ui::MistakePuzzles</name>
    <message>
        <source>No puzzles were made because %1</source>
        <comment>the reason</comment>
        <translation>کوئی پہیلی نہیں بنی کیونکہ ⁨%1⁩</translation>
    </message>
    <message>
        <source>Make Puzzles of My &amp;Mistakes</source>
        <translation>میری غلطیوں سے پہیلیاں بنائیں</translation>
    </message>
    <message>
        <source>Turns the blunders a person made in this finished game into puzzles to practise</source>
        <translation>اس ختم شدہ کھیل میں کسی کھلاڑی کی سنگین غلطیوں کو مشق کی پہیلیاں بنا دیتا ہے</translation>
    </message>
    <message>
        <source>Analysing the game to find its blunders…</source>
        <translation>سنگین غلطیاں ڈھونڈنے کے لیے کھیل کا تجزیہ ہو رہا ہے…</translation>
    </message>
    <message>
        <source>Making puzzles of the blunders…</source>
        <translation>سنگین غلطیوں سے پہیلیاں بن رہی ہیں…</translation>
    </message>
    <message>
        <source>The puzzles were not kept: %1</source>
        <comment>the reason</comment>
        <translation>پہیلیاں محفوظ نہیں ہوئیں: ⁨%1⁩</translation>
    </message>
    <message>
        <source>No new puzzle: no blunder of this game was proven, with one best move in its place</source>
        <translation>کوئی نئی پہیلی نہیں: اس کھیل کی کوئی سنگین غلطی ایسی ثابت نہیں ہوئی جس کی جگہ ایک ہی بہترین چال ہو</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) made of the blunders in this game: practise them in Game ▸ Puzzles</source>
        <translation>
            <numerusform>اس کھیل کی سنگین غلطیوں سے %n پہیلی بنی: کھیل ▸ پہیلیاں میں مشق کریں</numerusform>
            <numerusform>اس کھیل کی سنگین غلطیوں سے %n پہیلیاں بنیں: کھیل ▸ پہیلیاں میں مشق کریں</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::MoveListModel</name>
    <message>
        <source>%1. %2: %3</source>
        <translation>⁨%1⁩۔ ⁨%2⁩: ⁨%3⁩</translation>
    </message>
    <message>
        <source>%1. %2: %3 — %4</source>
        <translation>⁨%1⁩۔ ⁨%2⁩: ⁨%3⁩ — ⁨%4⁩</translation>
    </message>
</context>
<context>
    <name>mancala::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>نیا کھیل</translation>
    </message>
    <message>
        <source>&amp;South (moves first):</source>
        <translation>جنوب (پہلی چال):</translation>
    </message>
    <message>
        <source>&amp;North:</source>
        <translation>شمال:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>کھیل:</translation>
    </message>
    <message>
        <source>&amp;Expert&apos;s time per move:</source>
        <translation>ماہر کا فی چال وقت:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> سیکنڈ</translation>
    </message>
    <message>
        <source>How long the computer thinks about each move at the Expert level</source>
        <translation>ماہر کی سطح پر کمپیوٹر ہر چال پر کتنی دیر سوچتا ہے</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>شروع کریں</translation>
    </message>
    <message>
        <source>&amp;Kalah, seeds in each house:</source>
        <translation>‏Kalah کے ہر گڑھے میں بیج:</translation>
    </message>
    <message>
        <source>Empty &amp;capture</source>
        <translation>خالی قبضہ</translation>
    </message>
    <message>
        <source>Kalah: a last seed in an empty house of your own goes to your store even when the house across is empty</source>
        <translation>‏Kalah: اپنے کسی خالی گڑھے میں گرنے والا آخری بیج آپ کے اناج گھر میں چلا جاتا ہے، چاہے سامنے والا گڑھا بھی خالی ہو</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>گھڑی کے بغیر</translation>
    </message>
    <message>
        <source>%1 min + %2 s a move</source>
        <comment>minutes a side, seconds added after each move</comment>
        <translation>⁨%1⁩ منٹ + ہر چال پر ⁨%2⁩ سیکنڈ</translation>
    </message>
    <message>
        <source>%1 s + %2 s a move</source>
        <comment>seconds a side, seconds added after each move</comment>
        <translation>⁨%1⁩ سیکنڈ + ہر چال پر ⁨%2⁩ سیکنڈ</translation>
    </message>
    <message>
        <source>C&amp;lock:</source>
        <translation>گھڑی:</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game, and the time added after each of their moves</source>
        <translation>پورے کھیل کے لیے ہر کھلاڑی کا وقت، اور اس کی ہر چال کے بعد ملنے والا وقت</translation>
    </message>
</context>
<context>
    <name>mancala::ui::PerfectPlayLabel</name>
    <message>
        <source>&amp;Perfect-Play Value (Tihbat)</source>
        <translation>بہترین کھیل کا نتیجہ (Tihbat)</translation>
    </message>
    <message>
        <source>Show who wins the Tihbat position when both players play perfectly</source>
        <translation>دکھائیں کہ دونوں کھلاڑی بہترین کھیلیں تو Tihbat کی اس صورتِ حال میں کون جیتتا ہے</translation>
    </message>
    <message>
        <source>The result of the game from here if both players play perfectly</source>
        <translation>اگر دونوں کھلاڑی بہترین کھیلیں تو یہاں سے کھیل کا نتیجہ</translation>
    </message>
    <message>
        <source>Working out the perfect-play value…</source>
        <translation>بہترین کھیل کا نتیجہ نکالا جا رہا ہے…</translation>
    </message>
</context>
<context>
    <name>mancala::ui::PlayerChoice</name>
    <message>
        <source>Human</source>
        <translation>انسان</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>کمپیوٹر</translation>
    </message>
    <message>
        <source>A person at this computer, or the computer</source>
        <translation>اس کمپیوٹر پر بیٹھا کوئی شخص، یا خود کمپیوٹر</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>کمپیوٹر کتنا اچھا کھیلتا ہے</translation>
    </message>
</context>
<context>
    <name>mancala::ui::PlayerMenu</name>
    <message>
        <source>&amp;North Is Played By</source>
        <translation>شمال کون کھیلے</translation>
    </message>
    <message>
        <source>A &amp;Person</source>
        <translation>کوئی شخص</translation>
    </message>
    <message>
        <source>S&amp;outh Is Played By</source>
        <translation>جنوب کون کھیلے</translation>
    </message>
</context>
<context>
    <name>mancala::ui::PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <translation>پہیلیاں</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>کھیل:</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>پہیلیاں:</translation>
    </message>
    <message>
        <source>Starting set</source>
        <translation>ابتدائی مجموعہ</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>میری غلطیاں</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>دوبارہ کوشش کریں</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>حل دکھائیں</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>اگلی پہیلی</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بند کریں</translation>
    </message>
    <message>
        <source>Your puzzles cannot be read: %1</source>
        <comment>the reason</comment>
        <translation>آپ کی پہیلیاں پڑھی نہیں جا سکتیں: ⁨%1⁩</translation>
    </message>
    <message>
        <source>You have no puzzles of your own in %1 yet. After a finished game, choose Game ▸ Make Puzzles of My Mistakes.</source>
        <comment>a game&apos;s name</comment>
        <translation>ابھی ⁨%1⁩ میں آپ کی اپنی کوئی پہیلی نہیں۔ کوئی کھیل ختم ہونے کے بعد کھیل ▸ میری غلطیوں سے پہیلیاں بنائیں چنیں۔</translation>
    </message>
    <message>
        <source>Checking the puzzle against the exact values…</source>
        <translation>پہیلی کو درست قدروں سے جانچا جا رہا ہے…</translation>
    </message>
    <message>
        <source>Waiting for the endgame database, %1 % built, to check this puzzle…</source>
        <translation>اس پہیلی کو جانچنے کے لیے آخری مراحل کے حساب کا انتظار ہے، ⁨%1⁩ فیصد تیار…</translation>
    </message>
    <message>
        <source>Waiting for the endgame database to check this puzzle…</source>
        <translation>اس پہیلی کو جانچنے کے لیے آخری مراحل کے حساب کا انتظار ہے…</translation>
    </message>
    <message>
        <source>This puzzle cannot be checked here: the exact values of its moves lie beyond this computer&apos;s endgame databases. Take the next one.</source>
        <translation>یہ پہیلی یہاں جانچی نہیں جا سکتی: اس کی چالوں کی درست قدریں اس کمپیوٹر کے آخری مراحل کے حساب کی پہنچ سے باہر ہیں۔ اگلی پہیلی لیں۔</translation>
    </message>
    <message>
        <source>This puzzle could not be checked because %1</source>
        <comment>the reason</comment>
        <translation>یہ پہیلی جانچی نہ جا سکی کیونکہ ⁨%1⁩</translation>
    </message>
    <message>
        <source>This puzzle is not offered: what it says is not what the exact values give.</source>
        <translation>یہ پہیلی پیش نہیں کی جاتی: اس میں لکھی قدریں درست قدروں سے مختلف ہیں۔</translation>
    </message>
    <message>
        <source>%1 to move: find the one best move.</source>
        <comment>player name</comment>
        <translation>باری ⁨%1⁩ کی ہے: واحد بہترین چال ڈھونڈیں۔</translation>
    </message>
    <message>
        <source>The solution:</source>
        <translation>حل:</translation>
    </message>
    <message>
        <source>Solved! %1 is the one best move — %2</source>
        <comment>a move; its value</comment>
        <translation>حل ہو گئی! ⁨%1⁩ ہی واحد بہترین چال ہے — ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1 is not the best move — %2. Try again, or show the solution.</source>
        <comment>a move; its value</comment>
        <translation>چال ⁨%1⁩ بہترین نہیں — ⁨%2⁩۔ دوبارہ کوشش کریں یا حل دیکھیں۔</translation>
    </message>
    <message>
        <source>The solution is %1 — %2</source>
        <comment>a move; its value</comment>
        <translation>حل ⁨%1⁩ ہے — ⁨%2⁩</translation>
    </message>
    <message>
        <source>Your rating: %1</source>
        <comment>a number</comment>
        <translation>آپ کی درجہ بندی: ⁨%1⁩</translation>
    </message>
    <message>
        <source>Your rating: %1 (%2)</source>
        <comment>a number; how much it just moved</comment>
        <translation>آپ کی درجہ بندی: ⁨%1⁩ (⁨%2⁩)</translation>
    </message>
    <message>
        <source>Solved %1 of %2</source>
        <comment>puzzles at the first attempt</comment>
        <translation>حل شدہ: ⁨%2⁩ میں سے ⁨%1⁩</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · rated %3</source>
        <translation>پہیلی ⁨%1⁩ از ⁨%2⁩ · درجہ ⁨%3⁩</translation>
    </message>
    <message numerus="yes">
        <source>more than %n move(s)</source>
        <translation>
            <numerusform>%n چال سے زیادہ</numerusform>
            <numerusform>%n چالوں سے زیادہ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n چال</numerusform>
            <numerusform>%n چالیں</numerusform>
        </translation>
    </message>
    <message>
        <source>Its rating comes from how deep its point lies (%1) and how many wrong moves win as many seeds at once (%2).</source>
        <comment>a number of moves; a number</comment>
        <translation>اس کا درجہ اس بات سے بنتا ہے کہ اس کا نکتہ کتنا گہرا ہے (⁨%1⁩) اور کتنی غلط چالیں فوراً اتنے ہی بیج جیتتی ہیں (⁨%2⁩)۔</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the set are no puzzle and were skipped.</source>
        <translation>
            <numerusform>مجموعے کی %n سطر پہیلی نہیں تھی اور چھوڑ دی گئی۔</numerusform>
            <numerusform>مجموعے کی %n سطریں پہیلیاں نہیں تھیں اور چھوڑ دی گئیں۔</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>حالیہ کھولیں</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <comment>number, file name</comment>
        <translation>‏⁨%1⁩ ⁨%2⁩</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>فہرست صاف کریں</translation>
    </message>
</context>
<context>
    <name>mancala::ui::ReplayBar</name>
    <message>
        <source>&amp;Replay</source>
        <translation>دہرائی</translation>
    </message>
    <message>
        <source>&amp;Replay Game</source>
        <translation>کھیل دہرائیں</translation>
    </message>
    <message>
        <source>Step through the moves of this game from the start</source>
        <translation>اس کھیل کی چالیں شروع سے ایک ایک کر کے دیکھیں</translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation>پہلی صورتِ حال</translation>
    </message>
    <message>
        <source>Show the start of the game</source>
        <translation>کھیل کا آغاز دکھائیں</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>پچھلی چال</translation>
    </message>
    <message>
        <source>Show the position before this move</source>
        <translation>اس چال سے پہلے کی صورتِ حال دکھائیں</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>اگلی چال</translation>
    </message>
    <message>
        <source>Play the next move on the board</source>
        <translation>تختے پر اگلی چال چلیں</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>آخری صورتِ حال</translation>
    </message>
    <message>
        <source>Show the last position of the game</source>
        <translation>کھیل کی آخری صورتِ حال دکھائیں</translation>
    </message>
    <message>
        <source>Play the moves one after the other</source>
        <translation>چالیں ایک کے بعد ایک چلائیں</translation>
    </message>
    <message>
        <source>Play &amp;On From Here</source>
        <translation>یہاں سے آگے کھیلیں</translation>
    </message>
    <message>
        <source>Go on with the game from the position shown</source>
        <translation>دکھائی گئی صورتِ حال سے کھیل جاری رکھیں</translation>
    </message>
    <message>
        <source>&amp;Close Replay</source>
        <translation>دہرانا بند کریں</translation>
    </message>
    <message>
        <source>Show the latest position again</source>
        <translation>تازہ ترین صورتِ حال پھر دکھائیں</translation>
    </message>
    <message>
        <source>Move shown</source>
        <translation>دکھائی گئی چال</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>روکیں</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>خودکار چلائیں</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>move shown / number of moves</comment>
        <translation>‏⁨%1⁩ / ⁨%2⁩</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>کھیل کا آغاز</translation>
    </message>
    <message>
        <source>Replay</source>
        <comment>the bar of the replay&apos;s buttons</comment>
        <translation>دہرائی</translation>
    </message>
</context>
<context>
    <name>mancala::ui::RulesBrowser</name>
    <message>
        <source>The rules of %1 are missing from this copy of the app (%2).</source>
        <translation>⁨%1⁩ کے قواعد ایپ کی اس نقل میں موجود نہیں (⁨%2⁩)۔</translation>
    </message>
    <message>
        <source>The board at the start of the game</source>
        <translation>کھیل کے آغاز پر تختہ</translation>
    </message>
    <message>
        <source>Show me:</source>
        <translation>کر کے دکھائیں:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>قواعد</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>قواعد</translation>
    </message>
    <message>
        <source>Show the rules of the game being played</source>
        <translation>جاری کھیل کے قواعد دکھائیں</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>کھیل:</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>پھر دکھائیں</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>بند کریں</translation>
    </message>
    <message>
        <source>Example</source>
        <comment>the panel that plays an example of a rule</comment>
        <translation>مثال</translation>
    </message>
</context>
<context>
    <name>mancala::ui::SearchWorker</name>
    <message>
        <source>there is not enough memory for it</source>
        <comment>why the computer&apos;s work failed</comment>
        <translation>اس کے لیے کافی میموری نہیں ہے</translation>
    </message>
    <message>
        <source>an error (%1)</source>
        <comment>why the computer&apos;s work failed; the program&apos;s message</comment>
        <translation>ایک خرابی (⁨%1⁩)</translation>
    </message>
    <message>
        <source>an unknown error</source>
        <comment>why the computer&apos;s work failed</comment>
        <translation>ایک نامعلوم خرابی</translation>
    </message>
</context>
<context>
    <name>mancala::ui::SetUpDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>حالت ترتیب دیں</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>باری:</translation>
    </message>
    <message>
        <source>In %1&apos;s store:</source>
        <translation>⁨%1⁩ کے اناج گھر میں:</translation>
    </message>
    <message>
        <source>Captured by %1:</source>
        <translation>⁨%1⁩ کے قبضے میں:</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>علامتی تحریر:</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>ابتدائی حالت</translation>
    </message>
    <message>
        <source>&amp;Empty Board</source>
        <translation>خالی تختہ</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>کھیلیں</translation>
    </message>
    <message>
        <source>%1 to move: the position can be played.</source>
        <translation>باری ⁨%1⁩ کی ہے: اس حالت سے کھیلا جا سکتا ہے۔</translation>
    </message>
    <message>
        <source>Click a hole to place a stone or take it away; + and − at the keyboard.</source>
        <translation>گڑھے پر کلک کر کے پتھر رکھیں یا اٹھائیں؛ کی بورڈ پر + اور −۔</translation>
    </message>
    <message>
        <source>Click a hole for one seed more, right-click for one less; or the wheel, + and −.</source>
        <translation>کلک سے گڑھے میں ایک بیج بڑھائیں، دائیں کلک سے ایک گھٹائیں؛ یا پہیہ، + اور −۔</translation>
    </message>
    <message>
        <source>The seeds not on the board are the players&apos; own: setting one total gives the other the rest.</source>
        <translation>جو بیج تختے پر نہیں، وہ کھلاڑیوں کے اپنے ہیں: ایک کا مجموعہ بدلنے سے باقی دوسرے کو ملتے ہیں۔</translation>
    </message>
</context>
<context>
    <name>mancala::ui::SoundMenu</name>
    <message>
        <source>&amp;Sound</source>
        <translation>آواز</translation>
    </message>
    <message>
        <source>&amp;Play Sounds</source>
        <translation>آوازیں سنائیں</translation>
    </message>
    <message>
        <source>Seeds dropping, captures and the end of a game, in time with the board</source>
        <translation>بیجوں کا گرنا، قبضے اور کھیل کا اختتام، تختے کے ساتھ ساتھ</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>آواز کی بلندی</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a sound volume in percent</comment>
        <translation>‏⁨%1⁩٪</translation>
    </message>
    <message>
        <source>No audio output was found: nothing is heard</source>
        <translation>کوئی آڈیو آؤٹ پٹ نہیں ملا: کچھ سنائی نہیں دے گا</translation>
    </message>
</context>
<context>
    <name>mancala::ui::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>اعداد و شمار</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>صاف کریں…</translation>
    </message>
    <message>
        <source>No game has been played to its end yet.</source>
        <translation>ابھی تک کوئی کھیل آخر تک نہیں کھیلا گیا۔</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>اعداد و شمار صاف کریں</translation>
    </message>
    <message>
        <source>Forget the results of every game played so far?</source>
        <translation>اب تک کھیلے گئے ہر کھیل کے نتائج بھلا دیں؟</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>صاف کریں</translation>
    </message>
</context>
<context>
    <name>mancala::ui::StatisticsModel</name>
    <message>
        <source>A person without a name</source>
        <translation>بے نام کھلاڑی</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>کھیل</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>مخالف</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>کھیلے گئے</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>جیت</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>برابر</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>ہار</translation>
    </message>
    <message>
        <source>Best win</source>
        <comment>the largest margin of a win</comment>
        <translation>سب سے بڑی جیت</translation>
    </message>
</context>
<context>
    <name>mancala::ui::ThemeMenu</name>
    <message>
        <source>Board &amp;Theme</source>
        <translation>تختے کا انداز</translation>
    </message>
    <message>
        <source>&amp;Automatic</source>
        <translation>خودکار</translation>
    </message>
    <message>
        <source>A dark board when the desktop is dark, else the wooden one</source>
        <translation>ڈیسک ٹاپ گہرا ہو تو گہرا تختہ، ورنہ لکڑی کا</translation>
    </message>
    <message>
        <source>&amp;Wood</source>
        <translation>لکڑی</translation>
    </message>
    <message>
        <source>A wooden board on a green cloth</source>
        <translation>سبز کپڑے پر لکڑی کا تختہ</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>گہرا</translation>
    </message>
    <message>
        <source>A dark wooden board on a black cloth</source>
        <translation>سیاہ کپڑے پر گہری لکڑی کا تختہ</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>زیادہ تضاد</translation>
    </message>
    <message>
        <source>White on black, with bright marks, for the easiest reading</source>
        <translation>سیاہ پر سفید، روشن نشانوں کے ساتھ، تاکہ پڑھنا سب سے آسان ہو</translation>
    </message>
</context>
<context>
    <name>mancala::ui::ThinkingIndicator</name>
    <message>
        <source>The computer is paused</source>
        <translation>کمپیوٹر رکا ہوا ہے</translation>
    </message>
</context>
<context>
    <name>mancala::ui::TurnController</name>
    <message>
        <source>&amp;Resume Computer</source>
        <translation>کمپیوٹر کو پھر چلائیں</translation>
    </message>
    <message>
        <source>&amp;Pause Computer</source>
        <translation>کمپیوٹر کو روکیں</translation>
    </message>
    <message>
        <source>Stop the computer before its next move, or let it play on</source>
        <translation>کمپیوٹر کو اس کی اگلی چال سے پہلے روکیں، یا اسے کھیلنے دیں</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>ایک چال</translation>
    </message>
    <message>
        <source>While the computer is paused, let it play one move</source>
        <translation>جب کمپیوٹر رکا ہو، اسے ایک چال چلنے دیں</translation>
    </message>
</context>
<context>
    <name>mancala::ui::WelcomeDialog</name>
    <message>
        <source>Welcome to Mancala</source>
        <translation>مینکالا میں خوش آمدید</translation>
    </message>
    <message>
        <source>Sow the seeds and capture more than your opponent. Choose a game and whom to play against; Help ▸ Rules (F1) explains each game.</source>
        <translation>بیج بوئیں اور مخالف سے زیادہ قبضہ کریں۔ کھیل چنیں اور یہ کہ کس کے خلاف کھیلنا ہے؛ مدد ▸ قواعد (F1) ہر کھیل سمجھاتے ہیں۔</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>کھیل:</translation>
    </message>
    <message>
        <source>&amp;Play against:</source>
        <translation>کس کے خلاف کھیلیں:</translation>
    </message>
    <message>
        <source>A person, here at this computer</source>
        <translation>کوئی شخص، یہیں اسی کمپیوٹر پر</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>شروع کریں</translation>
    </message>
</context>
</TS>
