<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw_TZ">
<context>
    <name>FileWriteWording</name>
    <message>
        <source>It is a folder or a special file, not a regular file.</source>
        <translation>Hii ni folda au faili maalum, si faili ya kawaida.</translation>
    </message>
    <message>
        <source>Not all of it could be written.</source>
        <translation>Haikuweza kuandikwa yote.</translation>
    </message>
    <message>
        <source>There is no space left on the disk.</source>
        <translation>Hakuna nafasi iliyobaki kwenye diski.</translation>
    </message>
    <message>
        <source>The disk can only be read, not written.</source>
        <translation>Diski hii inaweza kusomwa tu, si kuandikwa.</translation>
    </message>
    <message>
        <source>Mancala is not allowed to write in that folder.</source>
        <translation>Mancala hairuhusiwi kuandika kwenye folda hiyo.</translation>
    </message>
    <message>
        <source>The folder does not exist.</source>
        <translation>Folda hiyo haipo.</translation>
    </message>
    <message>
        <source>The file would be larger than the system allows.</source>
        <translation>Faili ingekuwa kubwa kuliko mfumo unavyoruhusu.</translation>
    </message>
    <message>
        <source>The file name is too long.</source>
        <translation>Jina la faili ni refu mno.</translation>
    </message>
    <message>
        <source>The disk reported an error.</source>
        <translation>Diski imeripoti hitilafu.</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>Faili haikuweza kuandikwa.</translation>
    </message>
    <message>
        <source>The system said: %1</source>
        <translation>Mfumo ulisema: %1</translation>
    </message>
    <message>
        <source>The file as it was is unchanged.</source>
        <translation>Faili ilivyokuwa haijabadilika.</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Hakuna kilichoandikwa.</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Folda: %1</translation>
    </message>
</context>
<context>
    <name>PuzzleBook</name>
    <message>
        <source>It is too large to be a set of puzzles: %1, and a set holds at most %2.</source>
        <translation>Ni kubwa mno kuwa seti ya mafumbo: %1, na seti hubeba %2 zaidi.</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <extracomment>Qt lays the whole interface out right to left when this says &quot;RTL&quot; (Urdu), left to right when it says &quot;LTR&quot; (English, Swahili). Keep it in every catalog: QGuiApplication asks for it after each language change.</extracomment>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>RecordFileWording</name>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Hii ni folda, si faili.</translation>
    </message>
    <message>
        <source>It cannot be opened: %1</source>
        <translation>Haiwezi kufunguliwa: %1</translation>
    </message>
    <message>
        <source>It cannot be read: %1</source>
        <translation>Haiwezi kusomwa: %1</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Mstari %1, safu wima %2: %3</translation>
    </message>
    <message>
        <source>It is a named pipe (FIFO), not a file.</source>
        <translation>Hii ni bomba lenye jina (FIFO), si faili.</translation>
    </message>
    <message>
        <source>It is a device, not a file.</source>
        <translation>Hiki ni kifaa, si faili.</translation>
    </message>
    <message>
        <source>It is a socket, not a file.</source>
        <translation>Hii ni soketi, si faili.</translation>
    </message>
    <message>
        <source>It is not a regular file.</source>
        <translation>Hii si faili ya kawaida.</translation>
    </message>
    <message>
        <source>There is no such file.</source>
        <translation>Hakuna faili kama hiyo.</translation>
    </message>
    <message>
        <source>Mancala is not allowed to read it.</source>
        <translation>Mancala hairuhusiwi kuisoma.</translation>
    </message>
    <message>
        <source>The file name is too long.</source>
        <translation>Jina la faili ni refu mno.</translation>
    </message>
    <message>
        <source>Its symbolic links go round in a loop.</source>
        <translation>Viungo vyake vya ishara vinazunguka katika mduara.</translation>
    </message>
    <message>
        <source>The disk reported an error.</source>
        <translation>Diski imeripoti hitilafu.</translation>
    </message>
    <message>
        <source>The system said: %1</source>
        <translation>Mfumo ulisema: %1</translation>
    </message>
    <message>
        <source>It is too large to be a game record: %1, and a record holds at most %2.</source>
        <translation>Ni kubwa mno kuwa kumbukumbu ya mchezo: %1, ilhali kumbukumbu ya mchezo inaweza kuwa %2 tu.</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Hakuna kilichoandikwa.</translation>
    </message>
</context>
<context>
    <name>ShowMe</name>
    <message>
        <source>Relay sowing: the last seed from e1 falls into f2, which then holds 3 seeds, so they are sown on in a new lap. That lap ends in the empty d2, and the move is over.</source>
        <translation>Kupanda kwa kuendelea: mbegu ya mwisho kutoka e1 inaangukia f2, ambalo sasa lina mbegu 3, hivyo zinapandwa tena katika mzunguko mpya. Mzunguko huo unaishia katika shimo tupu d2, na hatua inakwisha.</translation>
    </message>
    <message>
        <source>A capture chain: the last seed from a1 brings d1 to 4 seeds. They are captured, and so are the 2 seeds of c1 and the 4 of b1 just before it; a1, with a single seed, ends the chain.</source>
        <translation>Msururu wa kukamata: mbegu ya mwisho kutoka a1 inafanya d1 kuwa na mbegu 4. Zinakamatwa, pamoja na mbegu 2 za c1 na 4 za b1 zilizo kabla yake; a1, lenye mbegu moja tu, linakomesha msururu.</translation>
    </message>
    <message>
        <source>a1 holds 12 seeds, so the lap passes over a1 itself and ends in b1. Its 11 seeds are sown on and the last falls into the empty a1: the seeds across in a2 go to South&apos;s store with it.</source>
        <translation>a1 lina mbegu 12, kwa hiyo mzunguko unaruka a1 lenyewe na kuishia b1. Mbegu zake 11 zinapandwa tena na ya mwisho inaangukia a1 lililo tupu: mbegu zilizo mkabala katika a2 zinakwenda ghalani mwa Kusini pamoja nayo.</translation>
    </message>
    <message>
        <source>North has no seeds left, so South must give them some: a1 is not allowed, as it would leave North&apos;s row empty. f1 sows its two seeds into North&apos;s row.</source>
        <translation>Kaskazini hana mbegu zilizobaki, kwa hiyo Kusini lazima ampe baadhi: hatua a1 hairuhusiwi, kwa sababu ingeiacha safu ya Kaskazini tupu. f1 linapanda mbegu zake mbili katika safu ya Kaskazini.</translation>
    </message>
    <message>
        <source>The last seed from b1 falls into the empty d1 in South&apos;s own row. North&apos;s 2 seeds across in d2 go to South&apos;s store, together with the seed that captured them.</source>
        <translation>Mbegu ya mwisho kutoka b1 inaangukia d1 lililo tupu katika safu ya Kusini mwenyewe. Mbegu 2 za Kaskazini zilizo mkabala katika d2 zinakwenda ghalani mwa Kusini, pamoja na mbegu iliyozikamata.</translation>
    </message>
    <message>
        <source>The last counter from a1 makes 4 in b1, one of South&apos;s own holes: South captures all 4.</source>
        <translation>Kete ya mwisho kutoka a1 inafanya b1, mojawapo ya mashimo ya Kusini mwenyewe, kuwa na kete 4: Kusini anazikamata zote 4.</translation>
    </message>
    <message>
        <source>The last counter from a1 makes 2 in b2, but b2 is North&apos;s hole: nothing is captured.</source>
        <translation>Kete ya mwisho kutoka a1 inafanya b2 kuwa na kete 2, lakini b2 ni shimo la Kaskazini: hakuna kinachokamatwa.</translation>
    </message>
    <message>
        <source>A single counter is taken up and dropped straight back into its own hole: a waiting move that leaves the board as it was and hands the turn over.</source>
        <translation>Kete moja inachukuliwa na kurudishwa moja kwa moja ndani ya shimo lake: hatua ya kusubiri inayoacha ubao kama ulivyokuwa na kumpa mwingine zamu.</translation>
    </message>
    <message>
        <source>South&apos;s first move, a1-a2, steps into the front row. North&apos;s stones in a3 and a4, the same column, are both captured.</source>
        <translation>Hatua ya kwanza ya Kusini, a1-a2, inaingia safu ya mbele. Kete za Kaskazini katika a3 na a4, safu wima ileile, zinakamatwa zote mbili.</translation>
    </message>
    <message>
        <source>b2-c2 steps into the front row opposite North&apos;s stone in c3, which is captured; c4 behind it is empty, so that is all.</source>
        <translation>b2-c2 inaingia safu ya mbele mkabala na kete ya Kaskazini katika c3, ambayo inakamatwa; c4 nyuma yake ni tupu, kwa hiyo ni hiyo tu.</translation>
    </message>
    <message>
        <source>c1 sows its four seeds into d1, e1, f1 and South&apos;s own store. The last seed fell into the store, so South moves again.</source>
        <translation>c1 linapanda mbegu zake nne katika d1, e1, f1 na ghala la Kusini mwenyewe. Mbegu ya mwisho iliangukia ghalani, kwa hiyo Kusini anacheza tena.</translation>
    </message>
    <message>
        <source>The last seed from b1 falls into the empty d1 in South&apos;s own row. North&apos;s 5 seeds across in d2 go to South&apos;s store, together with the seed that captured them.</source>
        <translation>Mbegu ya mwisho kutoka b1 inaangukia d1 lililo tupu katika safu ya Kusini mwenyewe. Mbegu 5 za Kaskazini zilizo mkabala katika d2 zinakwenda ghalani mwa Kusini, pamoja na mbegu iliyozikamata.</translation>
    </message>
    <message>
        <source>The last seed from f1 makes 2 in North&apos;s d2: they are captured, and so are the 3 seeds of e2 and the 2 of f2 before it. f1 is South&apos;s own house, so the chain stops there.</source>
        <translation>Mbegu ya mwisho kutoka f1 inafanya d2 la Kaskazini kuwa na mbegu 2: zinakamatwa, pamoja na mbegu 3 za e2 na 2 za f2 zilizo kabla yake. f1 ni shimo la Kusini mwenyewe, kwa hiyo msururu unakoma hapo.</translation>
    </message>
    <message>
        <source>f1 would capture d2, e2 and f2, every seed North has: a move that takes all the opponent&apos;s seeds captures nothing, so the seeds stay where they fell.</source>
        <translation>f1 lingekamata d2, e2 na f2, yaani mbegu zote za Kaskazini: hatua inayochukua mbegu zote za mpinzani haikamati chochote, kwa hiyo mbegu zinabaki pale zilipoangukia.</translation>
    </message>
</context>
<context>
    <name>Translations</name>
    <message>
        <source>The translation %1 is missing or damaged.</source>
        <translation>Faili ya tafsiri %1 haipo au imeharibika.</translation>
    </message>
    <message>
        <source>The Urdu font %1 is missing or damaged.</source>
        <translation>Fonti ya Kiurdu %1 haipo au imeharibika.</translation>
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
        <translation>Safu mbili za mashimo sita; kupanda kwa kuendelea, misururu ya mbili na nne hukamatwa.</translation>
    </message>
    <message>
        <source>Two rows of six holes and two stores; relay sowing, capture from across your own row.</source>
        <translation>Safu mbili za mashimo sita na maghala mawili; kupanda kwa kuendelea, kukamata mbegu zilizo mkabala na safu yako.</translation>
    </message>
    <message>
        <source>Two rows of two holes; end on your own side with an even count to capture.</source>
        <translation>Safu mbili za mashimo mawili; maliza upande wako kwa idadi shufwa ili kukamata.</translation>
    </message>
    <message>
        <source>Four rows of twelve single stones; step clockwise and capture across the front rows.</source>
        <translation>Safu nne za mashimo kumi na mbili, kete moja moja; songa kwa mwelekeo wa saa na ukamate mkabala wa safu za mbele.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Kusini</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>kete %n</numerusform>
            <numerusform>kete %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <translation>
            <numerusform>mbegu %n</numerusform>
            <numerusform>mbegu %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Mchezo umekwisha</translation>
    </message>
    <message>
        <source>There is no such hole</source>
        <translation>Hakuna shimo kama hilo</translation>
    </message>
    <message>
        <source>That is not your hole</source>
        <translation>Hilo si shimo lako</translation>
    </message>
    <message>
        <source>This hole is empty</source>
        <translation>Shimo hili ni tupu</translation>
    </message>
    <message>
        <source>Singletons cannot be moved</source>
        <translation>Mbegu moja pekee haiwezi kuchezwa</translation>
    </message>
    <message>
        <source>Sowing from this hole would never end</source>
        <translation>Kupanda kutoka shimo hili hakungekwisha kamwe</translation>
    </message>
    <message>
        <source>You must give your opponent seeds</source>
        <translation>Lazima umpe mpinzani wako mbegu</translation>
    </message>
    <message>
        <source>The next hole is occupied</source>
        <translation>Shimo linalofuata lina kete</translation>
    </message>
    <message>
        <source>A stone only steps to the next hole clockwise</source>
        <translation>Kete husogea tu hadi shimo linalofuata kwa mwelekeo wa saa</translation>
    </message>
    <message>
        <source>You cannot pass while you can move</source>
        <translation>Huwezi kupita wakati unaweza kucheza</translation>
    </message>
    <message>
        <source>No hole holds more than one seed</source>
        <translation>Hakuna shimo lenye zaidi ya mbegu moja</translation>
    </message>
    <message>
        <source>%1 had no legal move</source>
        <translation>%1 hakuwa na hatua halali</translation>
    </message>
    <message>
        <source>%1 had no stones left</source>
        <translation>%1 hakubakiwa na kete yoyote</translation>
    </message>
    <message>
        <source>The same position occurred a second time</source>
        <translation>Hali ileile imetokea mara ya pili</translation>
    </message>
    <message>
        <source>The same position occurred a third time</source>
        <translation>Hali ileile imetokea mara ya tatu</translation>
    </message>
    <message>
        <source>%1 wins, %2 to %3</source>
        <translation>%1 ameshinda, %2 kwa %3</translation>
    </message>
    <message>
        <source>Draw, %1 to %2</source>
        <translation>Sare, %1 kwa %2</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Zamu ya %1</translation>
    </message>
    <message>
        <source>%1 has no move and must pass</source>
        <translation>%1 hana hatua, lazima apite</translation>
    </message>
    <message numerus="yes">
        <source>%n lap(s)</source>
        <translation>
            <numerusform>mzunguko %n</numerusform>
            <numerusform>mizunguko %n</numerusform>
        </translation>
    </message>
    <message>
        <source>captured %1</source>
        <translation>kukamata %1</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>mwisho wa mchezo</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pita</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Papo hapo</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Haraka</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Kawaida</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Polepole</translation>
    </message>
    <message>
        <source>There is nothing to read</source>
        <translation>Hakuna cha kusoma</translation>
    </message>
    <message>
        <source>A hole is named by a letter and a digit, like c1</source>
        <translation>Shimo hupewa jina kwa herufi na tarakimu, kama c1</translation>
    </message>
    <message>
        <source>There is no such hole on this board</source>
        <translation>Hakuna shimo kama hilo kwenye ubao huu</translation>
    </message>
    <message>
        <source>Moves of this game name one hole, not a step from one hole to another</source>
        <translation>Hatua za mchezo huu hutaja shimo moja, si kusogea kutoka shimo moja hadi jingine</translation>
    </message>
    <message>
        <source>It is neither a hole, a step nor a pass</source>
        <translation>Si shimo, si kusogea wala si kupita</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>text quoted from a game record</comment>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>No move is possible there.</source>
        <translation>Hakuna hatua inayowezekana hapo.</translation>
    </message>
    <message>
        <source>Possible moves there: %1.</source>
        <translation>Hatua zinazowezekana hapo: %1.</translation>
    </message>
    <message>
        <source>There is no game in it, only blanks and comments.</source>
        <translation>Hamna mchezo ndani yake, ni nafasi tupu na maoni tu.</translation>
    </message>
    <message>
        <source>It is larger than a game record can be (%1).</source>
        <translation>Ni kubwa kuliko kumbukumbu ya mchezo inavyoweza kuwa (%1).</translation>
    </message>
    <message>
        <source>It is not text in UTF-8: the byte 0x%1 cannot stand here.</source>
        <translation>Si maandishi ya UTF-8: baiti 0x%1 haiwezi kuwa hapa.</translation>
    </message>
    <message>
        <source>The control character U+%1 is not allowed in a game record.</source>
        <translation>Herufi ya udhibiti U+%1 hairuhusiwi katika kumbukumbu ya mchezo.</translation>
    </message>
    <message>
        <source>a tag name</source>
        <translation>jina la lebo</translation>
    </message>
    <message>
        <source>the end of the line</source>
        <translation>mwisho wa mstari</translation>
    </message>
    <message>
        <source>A tag pair is malformed: %1 was expected, %2 found.</source>
        <translation>Jozi ya lebo ina kasoro: %1 ilitarajiwa, %2 imepatikana.</translation>
    </message>
    <message>
        <source>%1 is not a tag name: a letter, then letters, digits or underscores.</source>
        <translation>%1 si jina la lebo: herufi, kisha herufi, tarakimu au mistari ya chini.</translation>
    </message>
    <message numerus="yes">
        <source>The tag name %1 is longer than %n bytes.</source>
        <translation>
            <numerusform>Jina la lebo %1 ni refu kuliko baiti %n.</numerusform>
            <numerusform>Jina la lebo %1 ni refu kuliko baiti %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The value of the tag %1 is longer than %n bytes.</source>
        <translation>
            <numerusform>Thamani ya lebo %1 ni ndefu kuliko baiti %n.</numerusform>
            <numerusform>Thamani ya lebo %1 ni ndefu kuliko baiti %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The escape %1 is not allowed in a tag value: only \&quot; and \\ are.</source>
        <translation>Mfuatano %1 hauruhusiwi katika thamani ya lebo: ni \&quot; na \\ tu.</translation>
    </message>
    <message>
        <source>A tag value is not closed by &quot; on its line.</source>
        <translation>Thamani ya lebo haijafungwa kwa &quot; katika mstari wake.</translation>
    </message>
    <message>
        <source>A comment opened by { is never closed by }.</source>
        <translation>Maoni yaliyofunguliwa kwa { hayafungwi kamwe kwa }.</translation>
    </message>
    <message>
        <source>The tag %1 appears twice.</source>
        <translation>Lebo %1 inatokea mara mbili.</translation>
    </message>
    <message>
        <source>The required tag %1 is missing.</source>
        <translation>Lebo ya lazima %1 haipo.</translation>
    </message>
    <message>
        <source>%1 is not a game Mancala knows (%2).</source>
        <translation>%1 si mchezo unaojulikana na Mancala (%2).</translation>
    </message>
    <message>
        <source>The date %1 is not a date like 2026.11.29 (with ? for unknown digits).</source>
        <translation>Tarehe %1 si tarehe kama 2026.11.29 (pamoja na ? kwa tarakimu zisizojulikana).</translation>
    </message>
    <message>
        <source>The result %1 is not south, north, draw or *.</source>
        <translation>Matokeo %1 si south, north, draw wala *.</translation>
    </message>
    <message>
        <source>The totals %1 are not two numbers like 30-18.</source>
        <translation>Jumla %1 si namba mbili kama 30-18.</translation>
    </message>
    <message>
        <source>A tag pair comes after the moves: %1.</source>
        <translation>Jozi ya lebo inakuja baada ya hatua: %1.</translation>
    </message>
    <message>
        <source>Move %1: the move number %2 is wrong; %3 was expected.</source>
        <translation>Hatua %1: namba ya hatua %2 si sahihi; %3 ilitarajiwa.</translation>
    </message>
    <message>
        <source>Move %1: %2 is not a move of %3. %4. %5</source>
        <translation>Hatua %1: %2 si hatua ya %3. %4. %5</translation>
    </message>
    <message>
        <source>Move %1: %2 is not allowed. %3. %4</source>
        <translation>Hatua %1: %2 hairuhusiwi. %3. %4</translation>
    </message>
    <message numerus="yes">
        <source>There are more than %n moves.</source>
        <translation>
            <numerusform>Kuna zaidi ya hatua %n.</numerusform>
            <numerusform>Kuna zaidi ya hatua %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The moves stop before the result %1: the record is cut short.</source>
        <translation>Hatua zinakoma kabla ya matokeo %1: kumbukumbu imekatika.</translation>
    </message>
    <message>
        <source>The result %1 is wrong: the game gives %2.</source>
        <translation>Matokeo %1 si sahihi: mchezo unatoa %2.</translation>
    </message>
    <message>
        <source>The totals %1 are wrong: the game gives %2.</source>
        <translation>Jumla %1 si sahihi: mchezo unatoa %2.</translation>
    </message>
    <message>
        <source>The reason %1 is wrong: the game is not over.</source>
        <translation>Sababu %1 si sahihi: mchezo haujaisha.</translation>
    </message>
    <message>
        <source>The reason %1 is wrong: the game gives %2.</source>
        <translation>Sababu %1 si sahihi: mchezo unatoa %2.</translation>
    </message>
    <message>
        <source>There is text after the result: %1.</source>
        <translation>Kuna maandishi baada ya matokeo: %1.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Mwanagenzi</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Wa kati</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Wa juu</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Bingwa</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 anafikiri…</translation>
    </message>
    <message numerus="yes">
        <source>%1 can force a win within %n move(s)</source>
        <translation>
            <numerusform>%1 anaweza kulazimisha ushindi ndani ya hatua %n</numerusform>
            <numerusform>%1 anaweza kulazimisha ushindi ndani ya hatua %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The position is about even</source>
        <translation>Hali iko karibu sawa</translation>
    </message>
    <message>
        <source>%1 is about %2 better</source>
        <comment>player name, a number of seeds</comment>
        <translation>%1 yuko mbele kwa takriban %2</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>with perfect play</comment>
        <translation>Sare</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <comment>with perfect play: player name, a number</comment>
        <translation>%1 anashinda kwa %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>can force a win</comment>
        <translation>%1 anashinda</translation>
    </message>
    <message>
        <source>Even</source>
        <comment>neither player stands better</comment>
        <translation>Sawa</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <comment>player name, how many seeds better</comment>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>With perfect play, the game is a draw</source>
        <translation>Kwa uchezaji kamili, mchezo ni sare</translation>
    </message>
    <message>
        <source>With perfect play, %1 wins by %2</source>
        <comment>player name, a number of seeds</comment>
        <translation>Kwa uchezaji kamili, %1 anashinda kwa %2</translation>
    </message>
    <message>
        <source>The game holds a move that is not allowed.</source>
        <translation>Mchezo una hatua isiyoruhusiwa.</translation>
    </message>
    <message numerus="yes">
        <source>A name or tag is longer than a record allows (%n bytes).</source>
        <translation>
            <numerusform>Jina au lebo ni refu kuliko kumbukumbu ya mchezo inavyoruhusu (baiti %n).</numerusform>
            <numerusform>Jina au lebo ni refu kuliko kumbukumbu ya mchezo inavyoruhusu (baiti %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>A tag has a name that a record cannot hold.</source>
        <translation>Lebo ina jina ambalo kumbukumbu ya mchezo haiwezi kulibeba.</translation>
    </message>
    <message>
        <source>A tag has the name of one the record writes itself.</source>
        <translation>Lebo ina jina la mojawapo ya zile ambazo kumbukumbu ya mchezo huandika yenyewe.</translation>
    </message>
    <message>
        <source>Two tags have the same name.</source>
        <translation>Lebo mbili zina jina moja.</translation>
    </message>
    <message numerus="yes">
        <source>The game has more tags than a record allows (%n).</source>
        <translation>
            <numerusform>Mchezo una lebo nyingi kuliko kumbukumbu ya mchezo inavyoruhusu (%n).</numerusform>
            <numerusform>Mchezo una lebo nyingi kuliko kumbukumbu ya mchezo inavyoruhusu (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are more than %n tag pairs besides the ones every record has.</source>
        <translation>
            <numerusform>Kuna jozi za lebo zaidi ya %n mbali na zile zilizo katika kila kumbukumbu ya mchezo.</numerusform>
            <numerusform>Kuna jozi za lebo zaidi ya %n mbali na zile zilizo katika kila kumbukumbu ya mchezo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n seed(s) left on the board were split equally</source>
        <translation>
            <numerusform>Mbegu %n iliyobaki ubaoni iligawanywa sawa</numerusform>
            <numerusform>Mbegu %n zilizobaki ubaoni ziligawanywa sawa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n seed(s) left on the board went to %1</source>
        <translation>
            <numerusform>Mbegu %n iliyobaki ubaoni ilienda kwa %1</numerusform>
            <numerusform>Mbegu %n zilizobaki ubaoni zilienda kwa %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player took the seeds left in their own row: %1 %2, %3 %4</source>
        <translation>Kila mchezaji alichukua mbegu zilizobaki katika safu yake: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <comment>the computer at a level</comment>
        <translation>Kompyuta · %1</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>a pass, as the move list and the analysis name it</comment>
        <translation>kupita</translation>
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
        <translation>Kalah (mashimo %1, mbegu %2, kukamata mbegu pekee)</translation>
    </message>
    <message>
        <source>Kalah (%1 houses, %2 seeds)</source>
        <translation>Kalah (mashimo %1, mbegu %2)</translation>
    </message>
    <message>
        <source>Two rows of houses and two stores you sow into; end in your store to move again.</source>
        <translation>Safu mbili za mashimo na maghala mawili yanayopokea mbegu unapopanda; maliza ghalani mwako ili ucheze tena.</translation>
    </message>
    <message>
        <source>Two rows of six houses; one lap, capture twos and threes on your opponent&apos;s side; 25 seeds win.</source>
        <translation>Safu mbili za mashimo sita; mzunguko mmoja, mbili na tatu hukamatwa upande wa mpinzani; mbegu 25 hushinda.</translation>
    </message>
    <message>
        <source>%1 captured more than half the seeds</source>
        <translation>%1 alikamata zaidi ya nusu ya mbegu</translation>
    </message>
    <message>
        <source>another turn</source>
        <translation>zamu nyingine</translation>
    </message>
    <message>
        <source>Another turn</source>
        <translation>Zamu nyingine</translation>
    </message>
    <message>
        <source>With perfect play, %1 wins</source>
        <comment>player name; by a margin not known</comment>
        <translation>Kwa uchezaji kamili, %1 anashinda</translation>
    </message>
    <message>
        <source>The position the game began from cannot be played.</source>
        <translation>Hali ambayo mchezo ulianzia haiwezi kuchezwa.</translation>
    </message>
    <message>
        <source>The start position %1 cannot be read. %2</source>
        <translation>Hali ya mwanzo %1 haisomeki. %2</translation>
    </message>
    <message>
        <source>The start position %1 cannot be played. %2</source>
        <translation>Hali ya mwanzo %1 haiwezi kuchezwa. %2</translation>
    </message>
    <message numerus="yes">
        <source>The board has %n row(s), separated by /.</source>
        <translation>
            <numerusform>Ubao una safu %n.</numerusform>
            <numerusform>Ubao una safu %n, zikitenganishwa kwa /.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each row has %n hole(s), separated by commas.</source>
        <translation>
            <numerusform>Kila safu ina shimo %n.</numerusform>
            <numerusform>Kila safu ina mashimo %n, yakitenganishwa kwa koma.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each hole is written as a number from 0 to 255.</source>
        <translation>Kila shimo huandikwa kama namba kutoka 0 hadi 255.</translation>
    </message>
    <message>
        <source>The side to move is written south or north.</source>
        <translation>Upande wenye zamu huandikwa south au north.</translation>
    </message>
    <message>
        <source>The totals are written as two numbers from 0 to 999 joined by a hyphen, as 0-0.</source>
        <translation>Jumla huandikwa kama namba mbili kutoka 0 hadi 999 zilizounganishwa kwa kistari, kama 0-0.</translation>
    </message>
    <message>
        <source>A position is written as its rows, the side to move and the totals, separated by single spaces.</source>
        <translation>Hali huandikwa kwa safu zake, upande wenye zamu na jumla, vikitenganishwa kwa nafasi moja moja.</translation>
    </message>
    <message>
        <source>On the board and captured there are %1; %2 is played with %3.</source>
        <translation>Ubaoni na zilizokamatwa kuna %1; %2 huchezwa kwa %3.</translation>
    </message>
    <message>
        <source>A hole holds at most one stone.</source>
        <translation>Shimo moja haliwezi kuwa na zaidi ya kete moja.</translation>
    </message>
    <message>
        <source>The position breaks the rules of %1.</source>
        <translation>Hali hii inavunja sheria za %1.</translation>
    </message>
    <message>
        <source>The game would already be over: %1, to move, cannot move.</source>
        <translation>Mchezo ungekuwa umekwisha tayari: %1, mwenye zamu, hawezi kucheza.</translation>
    </message>
    <message>
        <source>The game would already be over: no hole holds more than one seed.</source>
        <translation>Mchezo ungekuwa umekwisha tayari: hakuna shimo lenye zaidi ya mbegu moja.</translation>
    </message>
    <message>
        <source>The game would already be over: %1, to move, has no stones.</source>
        <translation>Mchezo ungekuwa umekwisha tayari: %1, mwenye zamu, hana kete.</translation>
    </message>
    <message>
        <source>The game would already be over: %1 has captured more than half the seeds.</source>
        <translation>Mchezo ungekuwa umekwisha tayari: %1 amekamata zaidi ya nusu ya mbegu.</translation>
    </message>
    <message>
        <source>The game would already be over there.</source>
        <translation>Mchezo ungekuwa umekwisha tayari katika hali hii.</translation>
    </message>
    <message>
        <source>All %1 of %2 are on the board already.</source>
        <translation>%1 zote za %2 tayari ziko ubaoni.</translation>
    </message>
    <message>
        <source>A hole holds at most %1.</source>
        <translation>Shimo haliwezi kuwa na zaidi ya %1.</translation>
    </message>
    <message>
        <source>There is nothing to take away from that hole.</source>
        <translation>Hakuna cha kuondoa katika shimo hilo.</translation>
    </message>
    <message>
        <source>The game&apos;s time control is not one a record can hold.</source>
        <translation>Udhibiti wa muda wa mchezo si ule ambao kumbukumbu ya mchezo inaweza kuuhifadhi.</translation>
    </message>
    <message>
        <source>The game has clock times but no time control.</source>
        <translation>Mchezo una nyakati za saa lakini hauna udhibiti wa muda.</translation>
    </message>
    <message>
        <source>A time left on the game&apos;s clocks is not possible.</source>
        <translation>Muda uliobaki kwenye saa za mchezo hauwezekani.</translation>
    </message>
    <message>
        <source>The game cannot be lost on time: its rules have ended it.</source>
        <translation>Mchezo hauwezi kupotezwa kwa muda: sheria zake zimeumaliza.</translation>
    </message>
    <message>
        <source>The reason %1 is not no-moves, no-stones, repetition, majority or time.</source>
        <translation>Sababu %1 si no-moves, no-stones, repetition, majority wala time.</translation>
    </message>
    <message>
        <source>The time control %1 is not a time a side and an increment in seconds, like 300+5.</source>
        <translation>Udhibiti wa muda %1 si muda wa kila upande na nyongeza ya kila hatua kwa sekunde, kama 300+5.</translation>
    </message>
    <message>
        <source>The clock comment %1 is not a time left like {[%clk 0:04:58]}.</source>
        <translation>Maelezo ya saa %1 si muda uliobaki kama {[%clk 0:04:58]}.</translation>
    </message>
    <message>
        <source>The clock comment %1 does not follow a move of its own.</source>
        <translation>Maelezo ya saa %1 hayafuati hatua yake yenyewe.</translation>
    </message>
    <message>
        <source>%1 needs the game&apos;s time control, and the record has no TimeControl tag.</source>
        <translation>%1 inahitaji udhibiti wa muda wa mchezo, na kumbukumbu haina lebo ya TimeControl.</translation>
    </message>
    <message>
        <source>Move %1: the time left %2 is more than the player can have (%3 at most).</source>
        <translation>Hatua %1: muda uliobaki %2 ni zaidi ya ule mchezaji anaoweza kuwa nao (si zaidi ya %3).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Traditional mancala games for two players at one computer.</source>
        <translation>Michezo ya jadi ya mancala kwa wachezaji wawili kwenye kompyuta moja.</translation>
    </message>
    <message>
        <source>Mancala</source>
        <translation>Mancala</translation>
    </message>
    <message>
        <source>A game record (.mancala) to open.</source>
        <translation>Kumbukumbu ya mchezo (.mancala) ya kufungua.</translation>
    </message>
    <message>
        <source>file</source>
        <comment>the argument&apos;s name in --help</comment>
        <translation>faili</translation>
    </message>
    <message>
        <source>[file]</source>
        <comment>the argument in the usage line</comment>
        <translation>[faili]</translation>
    </message>
</context>
<context>
    <name>mancala::ui::AboutDialog</name>
    <message>
        <source>About Mancala</source>
        <translation>Kuhusu Mancala</translation>
    </message>
    <message>
        <source>Mancala</source>
        <translation>Mancala</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Toleo %1</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Leseni</translation>
    </message>
    <message>
        <source>Mancala is free software: you may share and change it under the terms of the %1, version 3 or any later version. It comes with no warranty.</source>
        <translation>Mancala ni programu huru: unaweza kuishiriki na kuibadilisha kwa masharti ya %1, toleo la 3 au toleo lolote la baadaye. Haina dhamana yoyote.</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>Kanuni zimetoka wapi</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Shukrani</translation>
    </message>
    <message>
        <source>%1: recorded by %2 in %3.</source>
        <translation>%1: ulirekodiwa na %2 mwaka %3.</translation>
    </message>
    <message>
        <source>%1: a game of the Yoruba of south-western Nigeria, as %2 gives it.</source>
        <translation>%1: mchezo wa Wayoruba wa kusini-magharibi mwa Nigeria, kama %2 inavyoueleza.</translation>
    </message>
    <message>
        <source>%1: written down in %2 by %3 from the children who played it, and passed on to %4.</source>
        <translation>%1: uliandikwa mwaka %2 na %3 kutoka kwa watoto walioucheza, na kupelekwa kwa %4.</translation>
    </message>
    <message>
        <source>%1: recorded by %2 among the Maasai, in “%3”, %4 (%5).</source>
        <translation>%1: lilirekodiwa na %2 miongoni mwa Wamasai, katika “%3”, %4 (%5).</translation>
    </message>
    <message>
        <source>The rules follow %1 and the people who recorded each game:</source>
        <translation>Kanuni zinafuata %1 na watu waliorekodi kila mchezo:</translation>
    </message>
    <message>
        <source>Urdu text is set in %1 by Google, under the %2.</source>
        <translation>Maandishi ya Kiurdu yameandikwa kwa fonti %1 ya Google, chini ya %2.</translation>
    </message>
    <message>
        <source>Made with %1 %2, under the %3.</source>
        <translation>Imetengenezwa kwa %1 %2, chini ya %3.</translation>
    </message>
    <message>
        <source>Traditional mancala games for two players at one computer, or for one player against the computer: %1.</source>
        <translation>Michezo ya jadi ya mancala kwa wachezaji wawili kwenye kompyuta moja, au kwa mchezaji mmoja dhidi ya kompyuta: %1.</translation>
    </message>
    <message>
        <source>%1: the game %2 patented in the United States in the 1950s, as %3 solved it.</source>
        <translation>%1: mchezo ambao %2 aliupatia hataza nchini Marekani katika miaka ya 1950, kama %3 walivyoutatua.</translation>
    </message>
    <message>
        <source>%1: Abapa, the tournament game of West Africa and the Caribbean, by the rules of the %2.</source>
        <translation>%1: Abapa, mchezo wa mashindano wa Afrika Magharibi na Karibiani, kwa kanuni za %2.</translation>
    </message>
</context>
<context>
    <name>mancala::ui::AnalysisGraph</name>
    <message>
        <source>Who stands better over the game: South above the line, North below. Click or drag to show a position.</source>
        <translation>Nani yuko mbele katika mchezo: Kusini juu ya mstari, Kaskazini chini. Bofya au buruta ili kuonyesha hali.</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Grafu ya tathmini</translation>
    </message>
</context>
<context>
    <name>mancala::ui::AnalysisMarks</name>
    <message>
        <source>Best</source>
        <comment>a move as good as the computer&apos;s</comment>
        <translation>Bora kabisa</translation>
    </message>
    <message>
        <source>Good</source>
        <comment>a move that loses less than a seed</comment>
        <translation>Nzuri</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <comment>a move that loses a seed</comment>
        <translation>Kasoro</translation>
    </message>
    <message>
        <source>Mistake</source>
        <comment>a move that loses two seeds or more</comment>
        <translation>Kosa</translation>
    </message>
    <message>
        <source>Blunder</source>
        <comment>a move that loses four seeds or more, or the game</comment>
        <translation>Kosa kubwa</translation>
    </message>
    <message>
        <source>%1: it threw away a won game; %2 was better</source>
        <comment>analysis of a move</comment>
        <extracomment>%1 the class (Blunder), %2 a move</extracomment>
        <translation>%1: ilipoteza ushindi uliokuwa mkononi; %2 ingekuwa bora</translation>
    </message>
    <message>
        <source>%1: after it the opponent wins by force; %2 was better</source>
        <comment>analysis of a move</comment>
        <extracomment>%1 the class (Blunder), %2 a move</extracomment>
        <translation>%1: baada yake mpinzani hushinda kwa lazima; %2 ingekuwa bora</translation>
    </message>
    <message>
        <source>%1: it lost %2 seeds; %3 was better</source>
        <comment>analysis of a move</comment>
        <extracomment>%1 the class (Inaccuracy, Mistake, Blunder), %2 seeds, %3 a move</extracomment>
        <translation>%1: ilipoteza mbegu %2; %3 ingekuwa bora</translation>
    </message>
    <message>
        <source>%1 (an estimate): by the search&apos;s estimate it lost %2 seeds; %3 was better</source>
        <comment>analysis of a move</comment>
        <extracomment>%1 the class (Inaccuracy, Mistake, Blunder), %2 seeds, %3 a move</extracomment>
        <translation>%1 (makadirio): kwa makadirio ya kompyuta ilipoteza mbegu %2; %3 ingekuwa bora</translation>
    </message>
</context>
<context>
    <name>mancala::ui::AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Uchambuzi</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>class of moves, its mark</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Positions analysed</source>
        <translation>Hali zilizochambuliwa</translation>
    </message>
    <message>
        <source>Go on</source>
        <comment>the analysis</comment>
        <translation>Endelea</translation>
    </message>
    <message>
        <source>Stop</source>
        <comment>the analysis</comment>
        <translation>Simamisha</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>Imechambuliwa</translation>
    </message>
    <message>
        <source>%p %</source>
        <comment>percent analysed</comment>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Average loss (seeds a move)</source>
        <comment>seeds lost a move, on average</comment>
        <translation>Hasara ya wastani (mbegu kwa hatua)</translation>
    </message>
    <message>
        <source>No move analysed yet</source>
        <translation>Bado hakuna hatua iliyochambuliwa</translation>
    </message>
</context>
<context>
    <name>mancala::ui::BoardExport</name>
    <message>
        <source>Export Board</source>
        <translation>Hamisha ubao</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Mchoro wa SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Picha ya PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Hamisha mchezo</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Hati ya PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Copy Board</source>
        <translation>Nakili ubao</translation>
    </message>
    <message>
        <source>Copy the position shown as a picture</source>
        <translation>Nakili hali inayoonyeshwa kama picha</translation>
    </message>
    <message>
        <source>Export Board…</source>
        <translation>Hamisha ubao…</translation>
    </message>
    <message>
        <source>Export Game…</source>
        <translation>Hamisha mchezo…</translation>
    </message>
    <message>
        <source>A printable sheet of the game: the moves with their marks, the graph and diagrams</source>
        <translation>Karatasi ya mchezo ya kuchapisha: hatua pamoja na alama zake, grafu na michoro</translation>
    </message>
    <message>
        <source>%1, move %2</source>
        <comment>game, move number shown</comment>
        <translation>%1, hatua %2</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Kuhamisha kumeshindikana</translation>
    </message>
    <message>
        <source>“%1” was not written.</source>
        <translation>“%1” haikuandikwa.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a player&apos;s name, the computer at its level</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The board shown is on the clipboard, as a picture</source>
        <translation>Ubao unaoonyeshwa umenakiliwa kama picha</translation>
    </message>
</context>
<context>
    <name>mancala::ui::BoardModel</name>
    <message>
        <source>%1&apos;s store: %2</source>
        <translation>Ghala la %1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, steps to %3</source>
        <comment>hole, its pieces, the hole its stone would step to</comment>
        <translation>%1: %2, husogea hadi %3</translation>
    </message>
</context>
<context>
    <name>mancala::ui::BoardView</name>
    <message>
        <source>Can be played</source>
        <translation>Linaweza kuchezwa</translation>
    </message>
    <message>
        <source>Cannot be played now</source>
        <translation>Haliwezi kuchezwa sasa</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Ubao</translation>
    </message>
    <message>
        <source>%1, hole %2, %3</source>
        <comment>side, hole name, number of seeds</comment>
        <translation>%1, shimo %2, %3</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <comment>player name, number of seeds captured or in the store</comment>
        <translation>%1 ana %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a player&apos;s name, who plays the side</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2 in the store</source>
        <comment>who plays a side: the seeds in their store</comment>
        <translation>%1: %2 ghalani</translation>
    </message>
    <message>
        <source>%1: %2 captured</source>
        <comment>who plays a side: the seeds they captured</comment>
        <translation>%1: %2 zimekamatwa</translation>
    </message>
    <message>
        <source>%1; to move</source>
        <comment>a player described, whose turn it is</comment>
        <translation>%1; zamu yake</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Mchezo umekwisha</translation>
    </message>
</context>
<context>
    <name>mancala::ui::ClockBar</name>
    <message>
        <source>%1: %2 — out of time</source>
        <comment>player name, the time left</comment>
        <translation>%1: %2 — muda umekwisha</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>player name, the time left</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>mancala::ui::ComputerPlayer</name>
    <message>
        <source>The computer cannot play: %1.</source>
        <comment>why</comment>
        <translation>Kompyuta haiwezi kucheza: %1.</translation>
    </message>
    <message>
        <source>The computer thinks with less memory: %1.</source>
        <comment>why</comment>
        <translation>Kompyuta inafikiri kwa kumbukumbu ndogo zaidi: %1.</translation>
    </message>
    <message>
        <source>The computer plays as the Beginner: %1.</source>
        <comment>why</comment>
        <translation>Kompyuta inacheza kama Mwanagenzi: %1.</translation>
    </message>
</context>
<context>
    <name>mancala::ui::CoresMenu</name>
    <message>
        <source>&amp;Computer</source>
        <translation>K&amp;ompyuta</translation>
    </message>
    <message>
        <source>How many of the processor&apos;s cores the computer thinks with: its search, the analysis and the endgame databases</source>
        <translation>Idadi ya kore za prosesa ambazo kompyuta inafikiria nazo: utafutaji wake, uchambuzi na hali za mwisho wa mchezo</translation>
    </message>
    <message>
        <source>&amp;All Cores (%1)</source>
        <comment>the processor&apos;s cores</comment>
        <translation>Kore &amp;Zote (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n Core(s)</source>
        <comment>of the processor</comment>
        <translation>
            <numerusform>Kore %n</numerusform>
            <numerusform>Kore %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::Document</name>
    <message>
        <source>%1 %2</source>
        <comment>game name, date</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>mancala::ui::EndgameIndicator</name>
    <message>
        <source>The %1 endgames could not be kept for later: %2</source>
        <comment>a game&apos;s name, the reason</comment>
        <translation>Hali za mwisho wa mchezo za %1 hazikuweza kuhifadhiwa kwa ajili ya baadaye: %2</translation>
    </message>
    <message>
        <source>Working out the %1 endgames…</source>
        <comment>a game&apos;s name</comment>
        <translation>Inakokotoa hali za mwisho wa mchezo za %1…</translation>
    </message>
    <message>
        <source>Once only: the exact result of every position with at most %1 on the board, so that the Expert plays them perfectly</source>
        <comment>a number of seeds</comment>
        <translation>Mara moja tu: matokeo kamili ya kila hali yenye zisizozidi %1 ubaoni, ili Bingwa azicheze bila kosa</translation>
    </message>
    <message>
        <source>The file of the %1 endgames contradicts itself and is not used; they are worked out again</source>
        <comment>a game&apos;s name</comment>
        <translation>Faili ya hali za mwisho wa mchezo za %1 inajipinga yenyewe na haitumiki; zinakokotolewa upya</translation>
    </message>
    <message>
        <source>The %1 endgames cannot be worked out: %2. The Expert plays them without.</source>
        <comment>a game&apos;s name, the reason</comment>
        <translation>Hali za mwisho wa mchezo za %1 haziwezi kukokotolewa: %2. Bingwa anazicheza bila hizo.</translation>
    </message>
</context>
<context>
    <name>mancala::ui::EndgameStore</name>
    <message>
        <source>it needs %1 of memory and %2 is free</source>
        <comment>two amounts of memory</comment>
        <translation>inahitaji kumbukumbu ya %1 na %2 tu ndiyo iko wazi</translation>
    </message>
</context>
<context>
    <name>mancala::ui::EvaluationModel</name>
    <message>
        <source>Move</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>After it</source>
        <comment>who stands better after the move</comment>
        <translation>Baada yake</translation>
    </message>
    <message>
        <source>…</source>
        <comment>not evaluated yet</comment>
        <translation>…</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>move number, move</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <comment>player name, move</comment>
        <translation>%1 alicheza %2</translation>
    </message>
    <message>
        <source>The computer prefers %1: %2</source>
        <comment>a move, what it leads to</comment>
        <translation>Kompyuta inapendelea %1: %2</translation>
    </message>
    <message>
        <source>Better</source>
        <comment>a move better than the one played</comment>
        <translation>Bora</translation>
    </message>
</context>
<context>
    <name>mancala::ui::EvaluationPanel</name>
    <message>
        <source>Evaluation</source>
        <translation>Tathmini</translation>
    </message>
    <message>
        <source>Who stands better after each move, and a better move where the computer prefers another</source>
        <translation>Nani yuko katika hali bora baada ya kila hatua, na hatua bora pale kompyuta inapopendelea nyingine</translation>
    </message>
</context>
<context>
    <name>mancala::ui::FileDialogs</name>
    <message>
        <source>Open Game</source>
        <translation>Fungua mchezo</translation>
    </message>
    <message>
        <source>Mancala games (*.mancala)</source>
        <translation>Michezo ya Mancala (*.mancala)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Faili zote (*)</translation>
    </message>
    <message>
        <source>Do you want to save this game of %1?</source>
        <translation>Je, unataka kuhifadhi mchezo huu wa %1?</translation>
    </message>
    <message>
        <source>Do you want to save the changes to “%1”?</source>
        <translation>Je, unataka kuhifadhi mabadiliko ya “%1”?</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Mchezo haujahifadhiwa</translation>
    </message>
    <message>
        <source>Its moves will be lost if you do not save them.</source>
        <translation>Hatua zake zitapotea usipozihifadhi.</translation>
    </message>
    <message>
        <source>Play On From Here</source>
        <translation>Endelea kucheza kutoka hapa</translation>
    </message>
    <message>
        <source>Play on from the start of the game?</source>
        <translation>Uendelee kucheza kutoka mwanzo wa mchezo?</translation>
    </message>
    <message>
        <source>Play on from move %1?</source>
        <translation>Uendelee kucheza kutoka hatua %1?</translation>
    </message>
    <message numerus="yes">
        <source>The %n later move(s) of this game will be discarded.</source>
        <translation>
            <numerusform>Hatua %n inayofuata ya mchezo huu itatupwa.</numerusform>
            <numerusform>Hatua %n zinazofuata za mchezo huu zitatupwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Discard Later Moves</source>
        <translation>&amp;Tupa hatua zinazofuata</translation>
    </message>
    <message>
        <source>&amp;Save a Copy First…</source>
        <translation>&amp;Hifadhi nakala kwanza…</translation>
    </message>
    <message>
        <source>Restore Game</source>
        <translation>Rejesha mchezo</translation>
    </message>
    <message>
        <source>Mancala did not close properly. Do you want to restore the game that was in progress?</source>
        <translation>Mancala haikufungwa ipasavyo. Je, unataka kurejesha mchezo uliokuwa ukiendelea?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Rejesha</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Tupa</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Hifadhi</translation>
    </message>
</context>
<context>
    <name>mancala::ui::FileListFormat</name>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <comment>file size</comment>
        <translation>
            <numerusform>baiti %n</numerusform>
            <numerusform>baiti %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KB</source>
        <comment>file size, 1000 bytes</comment>
        <translation>KB %1</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <comment>file size, 10^6 bytes</comment>
        <translation>MB %1</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <comment>file size, 10^9 bytes</comment>
        <translation>GB %1</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <comment>file size, 10^12 bytes</comment>
        <translation>TB %1</translation>
    </message>
    <message>
        <source>Mancala game</source>
        <translation>Mchezo wa Mancala</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Faili</translation>
    </message>
    <message>
        <source>%1 file</source>
        <extracomment>A file&apos;s type by its name&apos;s ending, as in &quot;TXT file&quot;.</extracomment>
        <translation>Faili ya %1</translation>
    </message>
</context>
<context>
    <name>mancala::ui::GameFiles</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Fungua…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Fungua mchezo uliohifadhiwa</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Hifadhi</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>Hifadhi mchezo huu</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Hifadhi &amp;kama…</translation>
    </message>
    <message>
        <source>Save this game in a new file</source>
        <translation>Hifadhi mchezo huu katika faili mpya</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 against %3, %n move(s).</source>
        <translation>
            <numerusform>%1: %2 dhidi ya %3, hatua %n.</numerusform>
            <numerusform>%1: %2 dhidi ya %3, hatua %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last saved as “%1”.</source>
        <translation>Ilihifadhiwa mara ya mwisho kama “%1”.</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <translation>Mchezo haufunguki</translation>
    </message>
    <message>
        <source>Mancala cannot open “%1”.</source>
        <translation>Mancala haiwezi kufungua “%1”.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Hifadhi mchezo</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>Mchezo hauhifadhiki</translation>
    </message>
    <message>
        <source>Mancala cannot save “%1”.</source>
        <translation>Mancala haiwezi kuhifadhi “%1”.</translation>
    </message>
    <message>
        <source>Save a Copy</source>
        <translation>Hifadhi nakala</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <comment>file name</comment>
        <translation>%1 (nakala)</translation>
    </message>
    <message>
        <source>Game Not Restored</source>
        <translation>Mchezo haukurejeshwa</translation>
    </message>
    <message>
        <source>Mancala did not close properly, and the game that was in progress cannot be restored: its autosave is damaged.</source>
        <translation>Mancala haikufungwa ipasavyo, na mchezo uliokuwa ukiendelea hauwezi kurejeshwa: faili yake ya kuhifadhi kiotomatiki imeharibika.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Faili imewekwa kama %1.</translation>
    </message>
</context>
<context>
    <name>mancala::ui::GameSheet</name>
    <message>
        <source>%1. %2</source>
        <comment>move number, move</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>South: %1 — North: %2</source>
        <translation>Kusini: %1 — Kaskazini: %2</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Tarehe: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a record&apos;s tag, its value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not finished: %1 moves played</source>
        <translation>Haujaisha: hatua %1 zimechezwa</translation>
    </message>
    <message>
        <source>Analysis of %1 of %2 positions</source>
        <translation>Uchambuzi wa hali %1 kati ya %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>class of moves, how many</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2; average loss %3 seeds</source>
        <translation>%1: %2; hasara ya wastani mbegu %3</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The start</source>
        <translation>Mwanzo</translation>
    </message>
    <message>
        <source>The end, after %1</source>
        <translation>Mwisho, baada ya %1</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Baada ya %1</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1: %2 dhidi ya %3</translation>
    </message>
</context>
<context>
    <name>mancala::ui::Hint</name>
    <message>
        <source>Hint: %1 — %2</source>
        <comment>a move, what it leads to</comment>
        <translation>Dokezo: %1 — %2</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dokezo</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Inatafuta hatua nzuri…</translation>
    </message>
    <message>
        <source>Show the move the analysis prefers</source>
        <translation>Onyesha hatua ambayo uchambuzi unaipendelea</translation>
    </message>
</context>
<context>
    <name>mancala::ui::HoleGuide</name>
    <message>
        <source>%1: %2</source>
        <comment>a hole, why it cannot be played</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Mark every hole the player to move may play</source>
        <translation>Weka alama kwenye kila shimo ambalo mchezaji mwenye zamu anaweza kucheza</translation>
    </message>
    <message>
        <source>Show Playa&amp;ble Holes</source>
        <translation>Onyesha &amp;mashimo yanayochezeka</translation>
    </message>
</context>
<context>
    <name>mancala::ui::LanguageMenu</name>
    <message>
        <source>The language of the interface: en (English), ur (Urdu) or sw (Swahili).</source>
        <translation>Lugha ya kiolesura: en (Kiingereza), ur (Kiurdu) au sw (Kiswahili).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>msimbo</translation>
    </message>
    <message>
        <source>Unknown language “%1”: use en, ur or sw.</source>
        <translation>Lugha “%1” haijulikani: tumia en, ur au sw.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lugha</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lugha</translation>
    </message>
</context>
<context>
    <name>mancala::ui::MainToolBar</name>
    <message>
        <source>%1 (%2)</source>
        <comment>an action, its shortcut</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Upau mkuu wa zana</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Upau wa zana</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Zana zaidi</translation>
    </message>
</context>
<context>
    <name>mancala::ui::MainWindow</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>Mchezo &amp;mpya…</translation>
    </message>
    <message>
        <source>Choose a game and the players&apos; names</source>
        <translation>Chagua mchezo na majina ya wachezaji</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Start this game again from the beginning</source>
        <translation>Anza mchezo huu upya tangu mwanzo</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Pass the turn (only when you have no move)</source>
        <translation>Pita zamu (pale tu usipokuwa na hatua)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ondoka</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Rudisha hatua</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Rudisha hatua ya mwisho</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>Rudia &amp;hatua</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Play again the move taken back</source>
        <translation>Cheza tena hatua iliyorudishwa</translation>
    </message>
    <message>
        <source>&amp;About Mancala</source>
        <translation>Kuhusu &amp;Mancala</translation>
    </message>
    <message>
        <source>You have no move: pass the turn to your opponent</source>
        <translation>Huna hatua: mpe mpinzani wako zamu</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>Cheza &amp;tena</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hatua</translation>
    </message>
    <message>
        <source>&amp;Move List</source>
        <translation>&amp;Orodha ya hatua</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Mchezo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Hariri</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>M&amp;wonekano</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>M&amp;ipangilio</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Kasi ya mwendo</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Msaa&amp;da</translation>
    </message>
    <message>
        <source>%1 — Mancala</source>
        <translation>%1 — Mancala</translation>
    </message>
    <message>
        <source>Game over: %1. %2.</source>
        <translation>Mchezo umekwisha: %1. %2.</translation>
    </message>
    <message>
        <source>%1.
%2.</source>
        <translation>%1.
%2.</translation>
    </message>
    <message>
        <source>%1 — %2 — Mancala</source>
        <translation>%1 — %2 — Mancala</translation>
    </message>
    <message>
        <source>*%1</source>
        <comment>the title of a game with unsaved moves</comment>
        <translation>*%1</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>&amp;Kompyuta</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <translation>Haijahifadhiwa kiotomatiki</translation>
    </message>
    <message>
        <source>This game cannot be saved automatically: %1 Save it to keep its moves.</source>
        <translation>Mchezo huu hauwezi kuhifadhiwa kiotomatiki: %1 Hifadhi mchezo huu ili kuweka hatua zake.</translation>
    </message>
    <message>
        <source>Res&amp;tart</source>
        <translation>&amp;Anza upya</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>why the game ended. what became of the seeds left</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Kuhusu &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Skrini &amp;nzima</translation>
    </message>
    <message>
        <source>Show the game on the whole screen</source>
        <translation>Onyesha mchezo kwenye skrini nzima</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Takwimu…</translation>
    </message>
    <message>
        <source>Games, wins, draws and losses against each opponent</source>
        <translation>Michezo, ushindi, sare na kushindwa dhidi ya kila mpinzani</translation>
    </message>
    <message>
        <source>To move, click one of your ringed holes, or choose one with the arrow keys and press Enter.</source>
        <translation>Kucheza, bofya mojawapo ya mashimo yako yaliyozungushiwa duara, au lichague kwa vitufe vya mishale kisha ubonyeze Enter.</translation>
    </message>
    <message>
        <source>No move</source>
        <comment>the bar shown when the player must pass</comment>
        <translation>Hakuna hatua</translation>
    </message>
    <message>
        <source>Game over</source>
        <comment>the bar shown at the end of a game</comment>
        <translation>Mchezo umekwisha</translation>
    </message>
    <message>
        <source>How to move</source>
        <comment>the hint bar shown before the first move</comment>
        <translation>Jinsi ya kucheza</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Weka hali…</translation>
    </message>
    <message>
        <source>Place the seeds as you want them and play from there</source>
        <translation>Panga mbegu upendavyo na uanze kucheza kutoka hapo</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Maf&amp;umbo…</translation>
    </message>
    <message>
        <source>Find the one best move in positions worked out exactly</source>
        <translation>Tafuta hatua moja bora katika hali zilizokokotolewa kikamilifu</translation>
    </message>
    <message>
        <source>%1 wins on time: %2 ran out of time</source>
        <comment>winner, loser</comment>
        <translation>%1 ameshinda kwa muda: muda wa %2 umekwisha</translation>
    </message>
    <message>
        <source>Game over: %1.</source>
        <comment>the result</comment>
        <translation>Mchezo umekwisha: %1.</translation>
    </message>
</context>
<context>
    <name>mancala::ui::MistakePuzzles</name>
    <message>
        <source>No puzzles were made because %1</source>
        <comment>the reason</comment>
        <translation>Hakuna mafumbo yaliyotengenezwa kwa sababu %1</translation>
    </message>
    <message>
        <source>Make Puzzles of My &amp;Mistakes</source>
        <translation>Tengeneza mafumbo ya makosa &amp;yangu</translation>
    </message>
    <message>
        <source>Turns the blunders a person made in this finished game into puzzles to practise</source>
        <translation>Hugeuza makosa makubwa ya mchezaji katika mchezo huu uliokwisha kuwa mafumbo ya mazoezi</translation>
    </message>
    <message>
        <source>Analysing the game to find its blunders…</source>
        <translation>Inachambua mchezo kutafuta makosa yake makubwa…</translation>
    </message>
    <message>
        <source>Making puzzles of the blunders…</source>
        <translation>Inatengeneza mafumbo ya makosa makubwa…</translation>
    </message>
    <message>
        <source>The puzzles were not kept: %1</source>
        <comment>the reason</comment>
        <translation>Mafumbo hayakuhifadhiwa: %1</translation>
    </message>
    <message>
        <source>No new puzzle: no blunder of this game was proven, with one best move in its place</source>
        <translation>Hakuna fumbo jipya: hakuna kosa kubwa la mchezo huu lililothibitishwa lenye hatua moja bora mahali pake</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) made of the blunders in this game: practise them in Game ▸ Puzzles</source>
        <translation>
            <numerusform>Fumbo %n limetengenezwa kwa makosa makubwa ya mchezo huu: lifanyie mazoezi katika Mchezo ▸ Mafumbo</numerusform>
            <numerusform>Mafumbo %n yametengenezwa kwa makosa makubwa ya mchezo huu: yafanyie mazoezi katika Mchezo ▸ Mafumbo</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::MoveListModel</name>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>%1. %2: %3 — %4</source>
        <translation>%1. %2: %3 — %4</translation>
    </message>
</context>
<context>
    <name>mancala::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>&amp;South (moves first):</source>
        <translation>&amp;Kusini (huanza):</translation>
    </message>
    <message>
        <source>&amp;North:</source>
        <translation>Ka&amp;skazini:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Mchezo:</translation>
    </message>
    <message>
        <source>&amp;Expert&apos;s time per move:</source>
        <translation>Muda wa &amp;Bingwa kwa kila hatua:</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the computer thinks about each move at the Expert level</source>
        <translation>Kompyuta hufikiri kwa muda gani kuhusu kila hatua katika kiwango cha Bingwa</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Anza</translation>
    </message>
    <message>
        <source>&amp;Kalah, seeds in each house:</source>
        <translation>Ka&amp;lah, mbegu katika kila shimo:</translation>
    </message>
    <message>
        <source>Empty &amp;capture</source>
        <translation>Kukamata mbegu &amp;pekee</translation>
    </message>
    <message>
        <source>Kalah: a last seed in an empty house of your own goes to your store even when the house across is empty</source>
        <translation>Kalah: mbegu ya mwisho inayoangukia shimo lako tupu huenda ndani ya ghala lako hata kama shimo lililo mkabala ni tupu</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Bila saa</translation>
    </message>
    <message>
        <source>%1 min + %2 s a move</source>
        <comment>minutes a side, seconds added after each move</comment>
        <translation>Dakika %1 + sekunde %2 kila hatua</translation>
    </message>
    <message>
        <source>%1 s + %2 s a move</source>
        <comment>seconds a side, seconds added after each move</comment>
        <translation>Sekunde %1 + sekunde %2 kila hatua</translation>
    </message>
    <message>
        <source>C&amp;lock:</source>
        <translation>&amp;Ukomo wa muda:</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole game, and the time added after each of their moves</source>
        <translation>Muda wa kila mchezaji kwa mchezo mzima, na muda unaoongezwa baada ya kila hatua yake</translation>
    </message>
</context>
<context>
    <name>mancala::ui::PerfectPlayLabel</name>
    <message>
        <source>&amp;Perfect-Play Value (Tihbat)</source>
        <translation>&amp;Thamani ya uchezaji kamili (Tihbat)</translation>
    </message>
    <message>
        <source>Show who wins the Tihbat position when both players play perfectly</source>
        <translation>Onyesha nani anashinda hali hii ya Tihbat wachezaji wote wakicheza kikamilifu</translation>
    </message>
    <message>
        <source>The result of the game from here if both players play perfectly</source>
        <translation>Matokeo ya mchezo kuanzia hapa wachezaji wote wakicheza kikamilifu</translation>
    </message>
    <message>
        <source>Working out the perfect-play value…</source>
        <translation>Inakokotoa thamani ya uchezaji kamili…</translation>
    </message>
</context>
<context>
    <name>mancala::ui::PlayerChoice</name>
    <message>
        <source>Human</source>
        <translation>Binadamu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuta</translation>
    </message>
    <message>
        <source>A person at this computer, or the computer</source>
        <translation>Mtu kwenye kompyuta hii, au kompyuta yenyewe</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>Kompyuta inacheza vizuri kiasi gani</translation>
    </message>
</context>
<context>
    <name>mancala::ui::PlayerMenu</name>
    <message>
        <source>&amp;North Is Played By</source>
        <translation>Anayecheza Kaskazi&amp;ni</translation>
    </message>
    <message>
        <source>A &amp;Person</source>
        <translation>&amp;Mtu</translation>
    </message>
    <message>
        <source>S&amp;outh Is Played By</source>
        <translation>Anayecheza &amp;Kusini</translation>
    </message>
</context>
<context>
    <name>mancala::ui::PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <translation>Mafumbo</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Mchezo:</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>Ma&amp;fumbo:</translation>
    </message>
    <message>
        <source>Starting set</source>
        <translation>Seti ya kuanzia</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Makosa yangu</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Jaribu tena</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Onyesha &amp;jibu</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>Fumbo &amp;linalofuata</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>Your puzzles cannot be read: %1</source>
        <comment>the reason</comment>
        <translation>Mafumbo yako hayawezi kusomwa: %1</translation>
    </message>
    <message>
        <source>You have no puzzles of your own in %1 yet. After a finished game, choose Game ▸ Make Puzzles of My Mistakes.</source>
        <comment>a game&apos;s name</comment>
        <translation>Bado huna mafumbo yako mwenyewe ya %1. Baada ya mchezo kwisha, chagua Mchezo ▸ Tengeneza mafumbo ya makosa yangu.</translation>
    </message>
    <message>
        <source>Checking the puzzle against the exact values…</source>
        <translation>Inakagua fumbo kwa thamani kamili…</translation>
    </message>
    <message>
        <source>Waiting for the endgame database, %1 % built, to check this puzzle…</source>
        <translation>Inasubiri hifadhidata ya mwisho wa mchezo, %1 % imejengwa, ili kukagua fumbo hili…</translation>
    </message>
    <message>
        <source>Waiting for the endgame database to check this puzzle…</source>
        <translation>Inasubiri hifadhidata ya mwisho wa mchezo ili kukagua fumbo hili…</translation>
    </message>
    <message>
        <source>This puzzle cannot be checked here: the exact values of its moves lie beyond this computer&apos;s endgame databases. Take the next one.</source>
        <translation>Fumbo hili haliwezi kukaguliwa hapa: thamani kamili za hatua zake ziko nje ya hifadhidata za mwisho wa mchezo za kompyuta hii. Chukua linalofuata.</translation>
    </message>
    <message>
        <source>This puzzle could not be checked because %1</source>
        <comment>the reason</comment>
        <translation>Fumbo hili halikuweza kukaguliwa kwa sababu %1</translation>
    </message>
    <message>
        <source>This puzzle is not offered: what it says is not what the exact values give.</source>
        <translation>Fumbo hili halitolewi: linachosema si kile thamani kamili zinachotoa.</translation>
    </message>
    <message>
        <source>%1 to move: find the one best move.</source>
        <comment>player name</comment>
        <translation>Zamu ya %1: tafuta hatua moja bora.</translation>
    </message>
    <message>
        <source>The solution:</source>
        <translation>Jibu:</translation>
    </message>
    <message>
        <source>Solved! %1 is the one best move — %2</source>
        <comment>a move; its value</comment>
        <translation>Umetatua! %1 ndiyo hatua moja bora — %2</translation>
    </message>
    <message>
        <source>%1 is not the best move — %2. Try again, or show the solution.</source>
        <comment>a move; its value</comment>
        <translation>%1 si hatua bora — %2. Jaribu tena, au onyesha jibu.</translation>
    </message>
    <message>
        <source>The solution is %1 — %2</source>
        <comment>a move; its value</comment>
        <translation>Jibu ni %1 — %2</translation>
    </message>
    <message>
        <source>Your rating: %1</source>
        <comment>a number</comment>
        <translation>Kiwango chako: %1</translation>
    </message>
    <message>
        <source>Your rating: %1 (%2)</source>
        <comment>a number; how much it just moved</comment>
        <translation>Kiwango chako: %1 (%2)</translation>
    </message>
    <message>
        <source>Solved %1 of %2</source>
        <comment>puzzles at the first attempt</comment>
        <translation>Umetatua %1 kati ya %2</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · rated %3</source>
        <translation>Fumbo %1 kati ya %2 · kiwango %3</translation>
    </message>
    <message numerus="yes">
        <source>more than %n move(s)</source>
        <translation>
            <numerusform>zaidi ya hatua %n</numerusform>
            <numerusform>zaidi ya hatua %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>hatua %n</numerusform>
            <numerusform>hatua %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Its rating comes from how deep its point lies (%1) and how many wrong moves win as many seeds at once (%2).</source>
        <comment>a number of moves; a number</comment>
        <translation>Kiwango chake kinatokana na kina cha hoja yake (%1) na idadi ya hatua mbaya zinazoshinda mbegu nyingi vivyo hivyo mara moja (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the set are no puzzle and were skipped.</source>
        <translation>
            <numerusform>Mstari %n wa seti si fumbo na umerukwa.</numerusform>
            <numerusform>Mistari %n ya seti si mafumbo na imerukwa.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fungua faili za ka&amp;ribuni</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <comment>number, file name</comment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Futa orodha</translation>
    </message>
</context>
<context>
    <name>mancala::ui::ReplayBar</name>
    <message>
        <source>&amp;Replay</source>
        <translation>Ma&amp;rudio</translation>
    </message>
    <message>
        <source>&amp;Replay Game</source>
        <translation>&amp;Rudia mchezo</translation>
    </message>
    <message>
        <source>Step through the moves of this game from the start</source>
        <translation>Pitia hatua za mchezo huu moja moja tangu mwanzo</translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation>Hali ya &amp;kwanza</translation>
    </message>
    <message>
        <source>Show the start of the game</source>
        <translation>Onyesha mwanzo wa mchezo</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>Hatua iliyo&amp;tangulia</translation>
    </message>
    <message>
        <source>Show the position before this move</source>
        <translation>Onyesha hali kabla ya hatua hii</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>Hatua &amp;inayofuata</translation>
    </message>
    <message>
        <source>Play the next move on the board</source>
        <translation>Cheza hatua inayofuata ubaoni</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>Hali ya &amp;mwisho</translation>
    </message>
    <message>
        <source>Show the last position of the game</source>
        <translation>Onyesha hali ya mwisho ya mchezo</translation>
    </message>
    <message>
        <source>Play the moves one after the other</source>
        <translation>Cheza hatua moja baada ya nyingine</translation>
    </message>
    <message>
        <source>Play &amp;On From Here</source>
        <translation>&amp;Endelea kucheza kutoka hapa</translation>
    </message>
    <message>
        <source>Go on with the game from the position shown</source>
        <translation>Endelea na mchezo kutoka hali inayoonyeshwa</translation>
    </message>
    <message>
        <source>&amp;Close Replay</source>
        <translation>&amp;Funga marudio</translation>
    </message>
    <message>
        <source>Show the latest position again</source>
        <translation>Onyesha tena hali ya karibuni</translation>
    </message>
    <message>
        <source>Move shown</source>
        <translation>Hatua inayoonyeshwa</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>&amp;Sitisha</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Cheza kiotomatiki</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>move shown / number of moves</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>Mwanzo wa mchezo</translation>
    </message>
    <message>
        <source>Replay</source>
        <comment>the bar of the replay&apos;s buttons</comment>
        <translation>Marudio</translation>
    </message>
</context>
<context>
    <name>mancala::ui::RulesBrowser</name>
    <message>
        <source>The rules of %1 are missing from this copy of the app (%2).</source>
        <translation>Kanuni za %1 hazipo katika nakala hii ya programu (%2).</translation>
    </message>
    <message>
        <source>The board at the start of the game</source>
        <translation>Ubao mwanzoni mwa mchezo</translation>
    </message>
    <message>
        <source>Show me:</source>
        <translation>Nionyeshe:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Kanuni</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Kanuni</translation>
    </message>
    <message>
        <source>Show the rules of the game being played</source>
        <translation>Onyesha kanuni za mchezo unaochezwa</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Mchezo:</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>Onyesha &amp;tena</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Funga</translation>
    </message>
    <message>
        <source>Example</source>
        <comment>the panel that plays an example of a rule</comment>
        <translation>Mfano</translation>
    </message>
</context>
<context>
    <name>mancala::ui::SearchWorker</name>
    <message>
        <source>there is not enough memory for it</source>
        <comment>why the computer&apos;s work failed</comment>
        <translation>hakuna kumbukumbu ya kutosha kwa kazi hii</translation>
    </message>
    <message>
        <source>an error (%1)</source>
        <comment>why the computer&apos;s work failed; the program&apos;s message</comment>
        <translation>hitilafu (%1)</translation>
    </message>
    <message>
        <source>an unknown error</source>
        <comment>why the computer&apos;s work failed</comment>
        <translation>hitilafu isiyojulikana</translation>
    </message>
</context>
<context>
    <name>mancala::ui::SetUpDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>Weka hali</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Zamu:</translation>
    </message>
    <message>
        <source>In %1&apos;s store:</source>
        <translation>Katika ghala la %1:</translation>
    </message>
    <message>
        <source>Captured by %1:</source>
        <translation>Zilizokamatwa na %1:</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>&amp;Maandishi:</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Hali ya mwanzo</translation>
    </message>
    <message>
        <source>&amp;Empty Board</source>
        <translation>&amp;Ubao mtupu</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Cheza</translation>
    </message>
    <message>
        <source>%1 to move: the position can be played.</source>
        <translation>Zamu ya %1: hali hii inaweza kuchezwa.</translation>
    </message>
    <message>
        <source>Click a hole to place a stone or take it away; + and − at the keyboard.</source>
        <translation>Bofya shimo kuweka kete au kuiondoa; + na − kwenye kibodi.</translation>
    </message>
    <message>
        <source>Click a hole for one seed more, right-click for one less; or the wheel, + and −.</source>
        <translation>Bofya shimo kuongeza mbegu moja, bofya kulia kupunguza moja; au gurudumu, + na −.</translation>
    </message>
    <message>
        <source>The seeds not on the board are the players&apos; own: setting one total gives the other the rest.</source>
        <translation>Mbegu zisizo ubaoni ni za wachezaji wenyewe: ukiweka jumla ya mmoja, mwingine anapata zilizobaki.</translation>
    </message>
</context>
<context>
    <name>mancala::ui::SoundMenu</name>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sauti</translation>
    </message>
    <message>
        <source>&amp;Play Sounds</source>
        <translation>&amp;Cheza sauti</translation>
    </message>
    <message>
        <source>Seeds dropping, captures and the end of a game, in time with the board</source>
        <translation>Mbegu zikidondoka, kukamata na mwisho wa mchezo, sambamba na ubao</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Kiwango cha sauti</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a sound volume in percent</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>No audio output was found: nothing is heard</source>
        <translation>Hakuna kifaa cha kutoa sauti kilichopatikana: hakuna kitakachosikika</translation>
    </message>
</context>
<context>
    <name>mancala::ui::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Takwimu</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Futa…</translation>
    </message>
    <message>
        <source>No game has been played to its end yet.</source>
        <translation>Bado hakuna mchezo uliochezwa hadi mwisho.</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Futa takwimu</translation>
    </message>
    <message>
        <source>Forget the results of every game played so far?</source>
        <translation>Je, ungependa kufuta matokeo ya kila mchezo uliochezwa hadi sasa?</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Futa</translation>
    </message>
</context>
<context>
    <name>mancala::ui::StatisticsModel</name>
    <message>
        <source>A person without a name</source>
        <translation>Mtu asiye na jina</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Mchezo</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Mpinzani</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Michezo</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Ushindi</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Sare</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Kushindwa</translation>
    </message>
    <message>
        <source>Best win</source>
        <comment>the largest margin of a win</comment>
        <translation>Ushindi mkuu</translation>
    </message>
</context>
<context>
    <name>mancala::ui::ThemeMenu</name>
    <message>
        <source>Board &amp;Theme</source>
        <translation>Mandhari ya &amp;ubao</translation>
    </message>
    <message>
        <source>&amp;Automatic</source>
        <translation>&amp;Kiotomatiki</translation>
    </message>
    <message>
        <source>A dark board when the desktop is dark, else the wooden one</source>
        <translation>Ubao wa giza eneo-kazi likiwa na giza, vinginevyo ubao wa mbao</translation>
    </message>
    <message>
        <source>&amp;Wood</source>
        <translation>&amp;Mbao</translation>
    </message>
    <message>
        <source>A wooden board on a green cloth</source>
        <translation>Ubao wa mbao juu ya kitambaa cha kijani</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Giza</translation>
    </message>
    <message>
        <source>A dark wooden board on a black cloth</source>
        <translation>Ubao wa mbao nyeusi juu ya kitambaa cheusi</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Tofauti kubwa</translation>
    </message>
    <message>
        <source>White on black, with bright marks, for the easiest reading</source>
        <translation>Nyeupe juu ya nyeusi, na alama angavu, kwa usomaji rahisi zaidi</translation>
    </message>
</context>
<context>
    <name>mancala::ui::ThinkingIndicator</name>
    <message>
        <source>The computer is paused</source>
        <translation>Kompyuta imesitishwa</translation>
    </message>
</context>
<context>
    <name>mancala::ui::TurnController</name>
    <message>
        <source>&amp;Resume Computer</source>
        <translation>&amp;Iache kompyuta iendelee</translation>
    </message>
    <message>
        <source>&amp;Pause Computer</source>
        <translation>&amp;Sitisha kompyuta</translation>
    </message>
    <message>
        <source>Stop the computer before its next move, or let it play on</source>
        <translation>Sitisha kompyuta kabla ya hatua yake inayofuata, au iache iendelee kucheza</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Hatua moja</translation>
    </message>
    <message>
        <source>While the computer is paused, let it play one move</source>
        <translation>Kompyuta ikiwa imesitishwa, iache icheze hatua moja</translation>
    </message>
</context>
<context>
    <name>mancala::ui::WelcomeDialog</name>
    <message>
        <source>Welcome to Mancala</source>
        <translation>Karibu Mancala</translation>
    </message>
    <message>
        <source>Sow the seeds and capture more than your opponent. Choose a game and whom to play against; Help ▸ Rules (F1) explains each game.</source>
        <translation>Panda mbegu na ukamate zaidi ya mpinzani wako. Chagua mchezo na utakayecheza naye; Msaada ▸ Kanuni (F1) zinaeleza kila mchezo.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Mchezo:</translation>
    </message>
    <message>
        <source>&amp;Play against:</source>
        <translation>&amp;Cheza dhidi ya:</translation>
    </message>
    <message>
        <source>A person, here at this computer</source>
        <translation>Mtu, hapa kwenye kompyuta hii</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Anza</translation>
    </message>
</context>
</TS>
