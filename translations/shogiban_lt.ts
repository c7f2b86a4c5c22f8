<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="lt_LT">
<context>
    <name>AboutText</name>
    <message>
        <source>&lt;h3&gt;Shogiban %1&lt;/h3&gt;&lt;p&gt;Shogi, Hasami Shogi, Dai Hasami Shogi and Mak-yek: play against the computer or a friend, and learn how the pieces move.&lt;/p&gt;&lt;p&gt;Built with Qt %2. Kanji from the IPAex font (IPA Font License).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Shogiban %1&lt;/h3&gt;&lt;p&gt;Šogis, hasami šogis, dai hasami šogis ir mak-jekas: žaiskite su kompiuteriu arba su draugu ir išmokite, kaip eina figūros.&lt;/p&gt;&lt;p&gt;Sukurta su Qt %2. Kandži iš šrifto IPAex (licencija IPA Font License).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Shogiban</source>
        <translation>Apie Shogiban</translation>
    </message>
</context>
<context>
    <name>AnalysisTexts</name>
    <message>
        <source>Checkmate</source>
        <translation>Matas</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Matas per %n ėjimą</numerusform>
            <numerusform>Matas per %n ėjimus</numerusform>
            <numerusform>Matas per %n ėjimų</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mated in %n</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Gaus matą per %n ėjimą</numerusform>
            <numerusform>Gaus matą per %n ėjimus</numerusform>
            <numerusform>Gaus matą per %n ėjimų</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Netikslumas</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Klaida</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grubi klaida</translation>
    </message>
    <message numerus="yes">
        <source>Missed mate in %n, starting with %1</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Praleistas matas per %n ėjimą, pradedant %1</numerusform>
            <numerusform>Praleistas matas per %n ėjimus, pradedant %1</numerusform>
            <numerusform>Praleistas matas per %n ėjimų, pradedant %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Allows mate in %n, starting with %1</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Leidžia matą per %n ėjimą, pradedant %1</numerusform>
            <numerusform>Leidžia matą per %n ėjimus, pradedant %1</numerusform>
            <numerusform>Leidžia matą per %n ėjimų, pradedant %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lost to %2</source>
        <translation>Prarasta figūra: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 could have been won with %2</source>
        <translation>Buvo galima laimėti figūrą: %1 (%2)</translation>
    </message>
    <message>
        <source>The engine&apos;s choice: %1</source>
        <translation>Programos pasirinkimas: %1</translation>
    </message>
    <message>
        <source>%1: %2 of the winning chance lost</source>
        <translation>%1: prarasta %2 laimėjimo tikimybės</translation>
    </message>
    <message>
        <source>Better: %1, %2</source>
        <translation>Geriau: %1, %2</translation>
    </message>
    <message>
        <source>Played: %1, %2</source>
        <translation>Sužaista: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracies</source>
        <translation>
            <numerusform>%n netikslumas</numerusform>
            <numerusform>%n netikslumai</numerusform>
            <numerusform>%n netikslumų</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n klaida</numerusform>
            <numerusform>%n klaidos</numerusform>
            <numerusform>%n klaidų</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunders</source>
        <translation>
            <numerusform>%n grubi klaida</numerusform>
            <numerusform>%n grubios klaidos</numerusform>
            <numerusform>%n grubių klaidų</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; average loss %2 (%3 cp)</source>
        <translation>%1; vidutinis nuostolis %2 (%3 cp)</translation>
    </message>
</context>
<context>
    <name>Autosaves</name>
    <message>
        <source>the folder cannot be created</source>
        <translation>aplanko sukurti nepavyksta</translation>
    </message>
    <message>
        <source>the lock file %1 cannot be created</source>
        <translation>užrakto failo %1 sukurti nepavyksta</translation>
    </message>
</context>
<context>
    <name>BoardTexts</name>
    <message>
        <source>Pawn</source>
        <translation>Pėstininkas</translation>
    </message>
    <message>
        <source>Lance</source>
        <translation>Ietininkas</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Žirgas</translation>
    </message>
    <message>
        <source>Silver general</source>
        <translation>Sidabrinis generolas</translation>
    </message>
    <message>
        <source>Gold general</source>
        <translation>Auksinis generolas</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Rikis</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Bokštas</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Karalius</translation>
    </message>
    <message>
        <source>Tokin (promoted pawn)</source>
        <translation>Tokinas (evoliucionavęs pėstininkas)</translation>
    </message>
    <message>
        <source>Promoted lance</source>
        <translation>Evoliucionavęs ietininkas</translation>
    </message>
    <message>
        <source>Promoted knight</source>
        <translation>Evoliucionavęs žirgas</translation>
    </message>
    <message>
        <source>Promoted silver</source>
        <translation>Evoliucionavęs sidabrinis generolas</translation>
    </message>
    <message>
        <source>Dragon horse (promoted bishop)</source>
        <translation>Drakonas arklys (evoliucionavęs rikis)</translation>
    </message>
    <message>
        <source>Dragon king (promoted rook)</source>
        <translation>Drakonas karalius (evoliucionavęs bokštas)</translation>
    </message>
    <message>
        <source>Moves one square straight forward and captures the same way. Promotes to a tokin, which moves like a gold general; it must promote on the last rank.</source>
        <translation>Eina vienu langeliu tiesiai į priekį ir taip pat kerta. Evoliucionuoja į tokiną, kuris eina kaip auksinis generolas; paskutinėje eilėje evoliucionuoti privalo.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares straight forward. Promotes to move like a gold general; it must promote on the last rank.</source>
        <translation>Eina tiesiai į priekį per bet kiek tuščių langelių. Evoliucionavęs eina kaip auksinis generolas; paskutinėje eilėje evoliucionuoti privalo.</translation>
    </message>
    <message>
        <source>Jumps two squares forward and one to the side, over any piece; it has only these two moves. Promotes to move like a gold general; it must promote on the last two ranks.</source>
        <translation>Šoka du langelius į priekį ir vieną į šoną, per bet kokią figūrą; kitų ėjimų neturi. Evoliucionavęs eina kaip auksinis generolas; dviejose paskutinėse eilėse evoliucionuoti privalo.</translation>
    </message>
    <message>
        <source>Moves one square diagonally or straight forward: five directions, but not sideways or straight back. May promote to move like a gold general.</source>
        <translation>Eina vienu langeliu įstrižai arba tiesiai į priekį: penkiomis kryptimis, bet ne į šonus ir ne tiesiai atgal. Gali evoliucionuoti ir tada eina kaip auksinis generolas.</translation>
    </message>
    <message>
        <source>Moves one square in any direction except diagonally backwards. It does not promote.</source>
        <translation>Eina vienu langeliu bet kuria kryptimi, išskyrus įstrižai atgal. Neevoliucionuoja.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares diagonally. Promotes to the dragon horse, which also steps one square straight in any direction.</source>
        <translation>Eina įstrižai per bet kiek tuščių langelių. Evoliucionuoja į drakoną arklį, kuris dar gali eiti vienu langeliu tiesiai bet kuria kryptimi.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares along its rank or file. Promotes to the dragon king, which also steps one square diagonally.</source>
        <translation>Eina per bet kiek tuščių langelių savo eile arba stulpeliu. Evoliucionuoja į drakoną karalių, kuris dar gali eiti vienu langeliu įstrižai.</translation>
    </message>
    <message>
        <source>Moves one square in any direction, never into check. It does not promote.</source>
        <translation>Eina vienu langeliu bet kuria kryptimi, bet niekada į šachą. Neevoliucionuoja.</translation>
    </message>
    <message>
        <source>Moves like a gold general: one square in any direction except diagonally backwards. Captured, it goes to the captor&apos;s hand unpromoted.</source>
        <translation>Eina kaip auksinis generolas: vienu langeliu bet kuria kryptimi, išskyrus įstrižai atgal. Nukirsta figūra atitenka kirtusiajam neevoliucionavusi.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares diagonally, or one square straight in any direction. Captured, it goes to the captor&apos;s hand as a bishop.</source>
        <translation>Eina įstrižai per bet kiek tuščių langelių arba vienu langeliu tiesiai bet kuria kryptimi. Nukirstas atitenka kirtusiajam kaip rikis.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares along its rank or file, or one square diagonally. Captured, it goes to the captor&apos;s hand as a rook.</source>
        <translation>Eina per bet kiek tuščių langelių savo eile arba stulpeliu arba vienu langeliu įstrižai. Nukirstas atitenka kirtusiajam kaip bokštas.</translation>
    </message>
    <message>
        <source>A pawn in hand may be dropped on any empty square except the last rank, a file that already holds an unpromoted pawn of yours (nifu), or a square where it would give checkmate at once (uchifuzume).</source>
        <translation>Nukirstą pėstininką galima atgaivinti bet kuriame tuščiame langelyje, išskyrus paskutinę eilę, stulpelį, kuriame jau yra jūsų neevoliucionavęs pėstininkas (nifu), ir langelį, kuriame jis iš karto paskelbtų matą (uchifuzume).</translation>
    </message>
    <message>
        <source>A lance in hand may be dropped on any empty square except the last rank, where it could never move.</source>
        <translation>Nukirstą ietininką galima atgaivinti bet kuriame tuščiame langelyje, išskyrus paskutinę eilę, kurioje jis nebegalėtų eiti.</translation>
    </message>
    <message>
        <source>A knight in hand may be dropped on any empty square except the last two ranks, where it could never move.</source>
        <translation>Nukirstą žirgą galima atgaivinti bet kuriame tuščiame langelyje, išskyrus dvi paskutines eiles, kuriose jis nebegalėtų eiti.</translation>
    </message>
    <message>
        <source>A piece in hand may be dropped on any empty square, unpromoted; it may promote on a later move.</source>
        <translation>Nukirstą figūrą galima atgaivinti neevoliucionavusią bet kuriame tuščiame langelyje; evoliucionuoti ji gali kuriuo nors vėlesniu ėjimu.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Šachas</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file, or jumps over one adjacent man to the empty square behind it (a jump captures nothing).</source>
        <translation>Figūra eina vienu langeliu savo eile arba stulpeliu arba peršoka vieną gretimą figūrą į tuščią langelį už jos (šuolis nieko nekerta).</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file.</source>
        <translation>Figūra eina vienu langeliu savo eile arba stulpeliu.</translation>
    </message>
    <message>
        <source>A man moves like a rook, any number of empty squares along its rank or file, or jumps over one adjacent man to the empty square behind it (a jump captures nothing).</source>
        <translation>Figūra eina kaip bokštas, per bet kiek tuščių langelių savo eile arba stulpeliu, arba peršoka vieną gretimą figūrą į tuščią langelį už jos (šuolis nieko nekerta).</translation>
    </message>
    <message>
        <source>A man moves like a rook, any number of empty squares along its rank or file, without jumping.</source>
        <translation>Figūra eina kaip bokštas, per bet kiek tuščių langelių savo eile arba stulpeliu, nešokdama.</translation>
    </message>
    <message>
        <source>Enemy men enclosed between two of yours on a line, or in a corner, are captured.</source>
        <translation>Priešininko figūros, apsuptos tarp dviejų jūsų figūrų vienoje linijoje arba kampe, nukertamos.</translation>
    </message>
    <message>
        <source>Enemy men enclosed between two of yours on a line are captured.</source>
        <translation>Priešininko figūros, apsuptos tarp dviejų jūsų figūrų vienoje linijoje, nukertamos.</translation>
    </message>
    <message>
        <source>A man that moves between two enemy men captures both.</source>
        <translation>Figūra, įėjusi tarp dviejų priešininko figūrų, nukerta abi.</translation>
    </message>
    <message>
        <source>Five of your men in a row, along a rank, a file or a diagonal, outside your two starting ranks win.</source>
        <translation>Penkios jūsų figūros iš eilės – eile, stulpeliu arba įstrižai – už jūsų dviejų pradinių eilių laimi.</translation>
    </message>
    <message>
        <source>Five of your men in a row, along a rank or a file, outside your two starting ranks win.</source>
        <translation>Penkios jūsų figūros iš eilės – eile arba stulpeliu – už jūsų dviejų pradinių eilių laimi.</translation>
    </message>
    <message numerus="yes">
        <source>Capture %n enemy men to win.</source>
        <translation>
            <numerusform>Kad laimėtumėte, nukirskite %n priešininko figūrą.</numerusform>
            <numerusform>Kad laimėtumėte, nukirskite %n priešininko figūras.</numerusform>
            <numerusform>Kad laimėtumėte, nukirskite %n priešininko figūrų.</numerusform>
        </translation>
    </message>
    <message>
        <source>A dashed ring marks a square reached by a jump.</source>
        <translation>Punktyrinis apskritimas žymi langelį, į kurį patenkama šuoliu.</translation>
    </message>
</context>
<context>
    <name>BookErrorTexts</name>
    <message>
        <source>the file is not valid JSON (line %1, column %2)</source>
        <translation>failas nėra tinkamas JSON (%1 eilutė, %2 stulpelis)</translation>
    </message>
    <message>
        <source>there is no “lessons” list</source>
        <translation>nėra sąrašo „lessons“</translation>
    </message>
    <message>
        <source>a lesson is not a JSON object</source>
        <translation>pamoka nėra JSON objektas</translation>
    </message>
    <message>
        <source>an exercise is not a JSON object</source>
        <translation>pratimas nėra JSON objektas</translation>
    </message>
    <message>
        <source>the field “%1” is missing</source>
        <translation>trūksta lauko „%1“</translation>
    </message>
    <message>
        <source>the field “%1” is not a text</source>
        <translation>laukas „%1“ nėra tekstas</translation>
    </message>
    <message>
        <source>the field “%1” is not a whole number of 0 or more</source>
        <translation>laukas „%1“ nėra sveikasis skaičius nuo 0</translation>
    </message>
    <message>
        <source>the lesson has no exercises</source>
        <translation>pamoka neturi pratimų</translation>
    </message>
    <message>
        <source>the tsume length is not an odd number of plies</source>
        <translation>tsume ilgis nėra nelyginis ėjimų skaičius</translation>
    </message>
    <message>
        <source>the game “%1” is unknown</source>
        <translation>žaidimas „%1“ nežinomas</translation>
    </message>
    <message>
        <source>the goal “%1” is unknown</source>
        <translation>tikslas „%1“ nežinomas</translation>
    </message>
    <message>
        <source>the refusal “%1” is unknown</source>
        <translation>ėjimo atmetimo priežastis „%1“ nežinoma</translation>
    </message>
    <message>
        <source>the way out of check “%1” is unknown</source>
        <translation>būdas išeiti iš šacho „%1“ nežinomas</translation>
    </message>
    <message>
        <source>the position “%1” is not valid</source>
        <translation>pozicija „%1“ netinkama</translation>
    </message>
    <message>
        <source>the position “%1” is not valid: %2</source>
        <translation>pozicija „%1“ netinkama: %2</translation>
    </message>
    <message>
        <source>the marked squares are not a list</source>
        <translation>pažymėti langeliai nėra sąrašas</translation>
    </message>
    <message>
        <source>“%1” does not name a square</source>
        <translation>„%1“ nėra langelio pavadinimas</translation>
    </message>
    <message>
        <source>the square “%1” is not on the board</source>
        <translation>langelio „%1“ nėra lentoje</translation>
    </message>
    <message>
        <source>the number of moves is below 1</source>
        <translation>ėjimų skaičius mažesnis už 1</translation>
    </message>
    <message>
        <source>squares to collect are not marked</source>
        <translation>nepažymėti langeliai, kuriuos reikia surinkti</translation>
    </message>
    <message>
        <source>the id “%1” is used twice</source>
        <translation>identifikatorius „%1“ naudojamas du kartus</translation>
    </message>
    <message>
        <source>lesson %1, exercise %2: %3</source>
        <translation>%1 pamoka, %2 pratimas: %3</translation>
    </message>
    <message>
        <source>lesson %1: %2</source>
        <translation>%1 pamoka: %2</translation>
    </message>
    <message>
        <source>the wrong number of tab-separated fields (%1 instead of 4)</source>
        <translation>netinkamas tabuliacija atskirtų laukų skaičius (%1 vietoj 4)</translation>
    </message>
    <message>
        <source>the length “%1” is not an odd number above 0</source>
        <translation>ilgis „%1“ nėra nelyginis skaičius, didesnis už 0</translation>
    </message>
    <message>
        <source>the position is not valid: %1</source>
        <translation>pozicija netinkama: %1</translation>
    </message>
    <message>
        <source>the position is not valid</source>
        <translation>pozicija netinkama</translation>
    </message>
    <message>
        <source>move %1 of the solution, “%2”, is not a move in USI notation</source>
        <translation>%1 sprendimo ėjimas „%2“ nėra ėjimas USI žymėjimu</translation>
    </message>
    <message>
        <source>move %1 of the solution, “%2”, is not legal in its position</source>
        <translation>%1 sprendimo ėjimas „%2“ neleistinas savo pozicijoje</translation>
    </message>
    <message>
        <source>the number of moves in the solution (%1) does not match the stated length</source>
        <translation>sprendimo ėjimų skaičius (%1) neatitinka nurodyto ilgio</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 eilutė: %2</translation>
    </message>
    <message>
        <source>the file holds no lessons</source>
        <translation>faile nėra pamokų</translation>
    </message>
    <message>
        <source>the file holds no problems</source>
        <translation>faile nėra uždavinių</translation>
    </message>
</context>
<context>
    <name>ClockTexts</name>
    <message>
        <source>%1 h</source>
        <translation>%1 val.</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Be laikrodžio</translation>
    </message>
    <message>
        <source>%1, sudden death</source>
        <translation>%1, staigioji mirtis</translation>
    </message>
    <message>
        <source>byoyomi %1 × %2</source>
        <translation>byoyomi %1 × %2</translation>
    </message>
    <message>
        <source>byoyomi %1</source>
        <translation>byoyomi %1</translation>
    </message>
    <message>
        <source>Byoyomi %1 × %2</source>
        <translation>Byoyomi %1 × %2</translation>
    </message>
    <message>
        <source>Byoyomi %1</source>
        <translation>Byoyomi %1</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1 + %2 per move</source>
        <translation>%1 + %2 už ėjimą</translation>
    </message>
    <message>
        <source>Time up</source>
        <translation>Laikas baigėsi</translation>
    </message>
    <message numerus="yes">
        <source>Byoyomi, %n period(s)</source>
        <translation>
            <numerusform>Byoyomi, %n periodas</numerusform>
            <numerusform>Byoyomi, %n periodai</numerusform>
            <numerusform>Byoyomi, %n periodų</numerusform>
        </translation>
    </message>
    <message>
        <source>Byoyomi</source>
        <translation>Byoyomi</translation>
    </message>
    <message>
        <source>then %1 per move</source>
        <translation>vėliau %1 ėjimui</translation>
    </message>
    <message>
        <source>+%1 per move</source>
        <translation>+%1 už ėjimą</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pristabdyta</translation>
    </message>
    <message>
        <source>%1 ran out of time: the main time and the byoyomi were spent.</source>
        <translation>%1 pritrūko laiko: pagrindinis laikas ir byoyomi išnaudoti.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1 pritrūko laiko.</translation>
    </message>
</context>
<context>
    <name>ContinueFile</name>
    <message>
        <source>today</source>
        <translation>šiandien</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>vakar</translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation>aplanko negalima sukurti</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>jis per didelis</translation>
    </message>
    <message>
        <source>it is not JSON (%1 at offset %2)</source>
        <translation>tai ne JSON (%1, poslinkis %2)</translation>
    </message>
    <message>
        <source>it is not a game to continue written by Shogiban</source>
        <translation>tai ne Shogiban įrašyta tęstina partija</translation>
    </message>
    <message>
        <source>it is of version %1, which this Shogiban does not know</source>
        <translation>jo versija %1, kurios ši Shogiban versija nežino</translation>
    </message>
    <message>
        <source>the time, the board&apos;s side or the game is missing</source>
        <translation>trūksta laiko, lentos pusės arba partijos</translation>
    </message>
    <message>
        <source>its game cannot be read: %1</source>
        <translation>jo partijos negalima perskaityti: %1</translation>
    </message>
    <message>
        <source>its game has no moves</source>
        <translation>jo partijoje nėra ėjimų</translation>
    </message>
    <message>
        <source>Against %1, move %2, %3</source>
        <translation>Varžovas: %1, %2 ėjimas, %3</translation>
    </message>
    <message>
        <source>Against level %1, move %2, %3</source>
        <translation>Prieš %1 lygį, %2 ėjimas, %3</translation>
    </message>
    <message>
        <source>%1 and %2, move %3, %4</source>
        <translation>%1 ir %2, %3 ėjimas, %4</translation>
    </message>
</context>
<context>
    <name>EngineTexts</name>
    <message>
        <source>%1 cannot be started: the program is missing or not executable.</source>
        <translation>%1 nepavyksta paleisti: programos nėra arba ji nevykdoma.</translation>
    </message>
    <message>
        <source>%1 is not a USI engine: it did not answer &quot;usi&quot; with &quot;usiok&quot; in time.</source>
        <translation>%1 nėra USI variklis: į „usi“ laiku neatsakė „usiok“.</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;isready&quot; with &quot;readyok&quot; in time.</source>
        <translation>%1 į „isready“ laiku neatsakė „readyok“.</translation>
    </message>
    <message>
        <source>%1 stopped (crashed or quit) while it was starting.</source>
        <translation>%1 paleidžiamas nustojo veikti (užstrigo arba išsijungė).</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>%1 nepavyko paleisti.</translation>
    </message>
    <message>
        <source>%1 stopped (crashed or quit) while it was thinking.</source>
        <translation>%1 nustojo veikti (užstrigo arba išsijungė), kol galvojo.</translation>
    </message>
    <message>
        <source>%1 did not answer with a move within %2 seconds and was stopped.</source>
        <translation>%1 per %2 sekundžių neatsakė ėjimu ir buvo sustabdytas.</translation>
    </message>
    <message>
        <source>%1 played an illegal move (%2) and loses the game.</source>
        <translation>%1 padarė neleistiną ėjimą (%2) ir pralaimi partiją.</translation>
    </message>
    <message>
        <source>The game is paused and kept. Resume it (Game &gt; Pause) to start the engine again, or save the game.</source>
        <translation>Partija pristabdyta ir išsaugota. Tęskite ją (Žaidimas &gt; Pauzė), kad variklis būtų paleistas iš naujo, arba išsaugokite partiją.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <source>the position is empty</source>
        <translation>pozicija tuščia</translation>
    </message>
    <message>
        <source>a field is missing (board, side to move, pieces in hand)</source>
        <translation>trūksta įrašo lauko (lenta, ėjimo eilė, nukirstos figūros)</translation>
    </message>
    <message>
        <source>there is unexpected text after the move number</source>
        <translation>po ėjimo numerio yra netikėto teksto</translation>
    </message>
    <message>
        <source>a letter names no piece</source>
        <translation>raidė nežymi jokios figūros</translation>
    </message>
    <message>
        <source>a piece is marked promoted that cannot promote</source>
        <translation>evoliucionavusia pažymėta figūra, kuri evoliucionuoti negali</translation>
    </message>
    <message>
        <source>a rank does not describe exactly 9 squares</source>
        <translation>eilė neaprašo lygiai 9 langelių</translation>
    </message>
    <message>
        <source>the board does not have exactly 9 ranks</source>
        <translation>lenta neturi lygiai 9 eilių</translation>
    </message>
    <message>
        <source>there are more pieces of a kind than a set holds</source>
        <translation>vienos rūšies figūrų yra daugiau, nei jų turi komplektas</translation>
    </message>
    <message>
        <source>a piece stands where it could never move again</source>
        <translation>figūra stovi ten, iš kur niekada nebegalėtų paeiti</translation>
    </message>
    <message>
        <source>one side has two unpromoted pawns on a file (nifu)</source>
        <translation>viena pusė turi stulpelyje du neevoliucionavusius pėstininkus (nifu)</translation>
    </message>
    <message>
        <source>the side that is not to move is in check</source>
        <translation>pusei, kurios ne eilė eiti, skelbiamas šachas</translation>
    </message>
    <message>
        <source>one side has two kings</source>
        <translation>viena pusė turi du karalius</translation>
    </message>
    <message>
        <source>the pieces in hand cannot be read</source>
        <translation>nepavyksta perskaityti nukirstų figūrų</translation>
    </message>
    <message>
        <source>the side to move must be b (sente) or w (gote)</source>
        <translation>ėjimo eilė turi būti b (sente) arba w (gote)</translation>
    </message>
    <message>
        <source>the move number is not a positive number</source>
        <translation>ėjimo numeris nėra teigiamas skaičius</translation>
    </message>
    <message>
        <source>%1 (column %2)</source>
        <translation>%1 (%2 ženklas)</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: „%2“</translation>
    </message>
    <message>
        <source>the board has the wrong number of ranks</source>
        <translation>lenta turi netinkamą eilių skaičių</translation>
    </message>
    <message>
        <source>a rank does not match the width of the board</source>
        <translation>eilė neatitinka lentos pločio</translation>
    </message>
    <message>
        <source>a rank holds a character other than b, w or a digit</source>
        <translation>eilėje yra kitas ženklas nei b, w ar skaitmuo</translation>
    </message>
    <message>
        <source>one colour has more men than the variant has</source>
        <translation>vienos spalvos figūrų daugiau, nei numato variantas</translation>
    </message>
    <message>
        <source>the side to move (b or w) is missing</source>
        <translation>trūksta ėjimo eilės (b arba w)</translation>
    </message>
    <message>
        <source>the numbers of captured men are missing or impossible</source>
        <translation>nukirstų figūrų skaičių trūksta arba jie neįmanomi</translation>
    </message>
    <message>
        <source>This version of Shogiban does not know the variant “%1”.</source>
        <translation>Ši Shogiban versija nežino varianto „%1“.</translation>
    </message>
    <message>
        <source>The number of men to capture must be between 0 and %1.</source>
        <translation>Nukirstinų figūrų skaičius turi būti nuo 0 iki %1.</translation>
    </message>
    <message>
        <source>The start position is not valid: %1.</source>
        <translation>Pradinė pozicija netinkama: %1.</translation>
    </message>
    <message>
        <source>gote’s king is missing (only sente may play without a king)</source>
        <translation>trūksta gote karaliaus (be karaliaus gali žaisti tik sente)</translation>
    </message>
    <message>
        <source>one colour has no men on the board</source>
        <translation>vienos spalvos figūrų lentoje nėra</translation>
    </message>
</context>
<context>
    <name>HasamiSetupModel</name>
    <message>
        <source>Black man</source>
        <translation>Juodoji figūra</translation>
    </message>
    <message>
        <source>White man</source>
        <translation>Baltoji figūra</translation>
    </message>
    <message>
        <source>the game is already over (%1)</source>
        <translation>partija jau baigta (%1)</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The pawn</source>
        <translation>Pėstininkas</translation>
    </message>
    <message>
        <source>The pawn moves one square straight forward, and captures the same way. It never moves sideways or backwards. Each player starts with nine pawns in front of the other pieces.</source>
        <translation>Pėstininkas eina vienu langeliu tiesiai į priekį ir taip pat kerta. Jis niekada neina į šoną ar atgal. Kiekvienas žaidėjas pradeda su devyniais pėstininkais priešais kitas figūras.</translation>
    </message>
    <message>
        <source>Move the pawn to every marked square.</source>
        <translation>Nueikite pėstininku į kiekvieną pažymėtą langelį.</translation>
    </message>
    <message>
        <source>The lance</source>
        <translation>Ietininkas</translation>
    </message>
    <message>
        <source>The lance moves straight forward any number of empty squares, like a pawn that can run. It cannot jump over pieces and it never moves backwards or sideways.</source>
        <translation>Ietininkas eina tiesiai į priekį per bet kiek tuščių langelių, lyg pėstininkas, mokantis bėgti. Jis negali peršokti figūrų ir niekada neina atgal ar į šoną.</translation>
    </message>
    <message>
        <source>Land on both marked squares.</source>
        <translation>Sustokite abiejuose pažymėtuose langeliuose.</translation>
    </message>
    <message>
        <source>The knight</source>
        <translation>Žirgas</translation>
    </message>
    <message>
        <source>The knight jumps two squares forward and one to the side, over any piece in between. It has only these two moves: it never moves sideways or backwards.</source>
        <translation>Žirgas šoka dviem langeliais į priekį ir vienu į šoną, per tarp jų stovinčias figūras. Jis turi tik šiuos du ėjimus: niekada neina į šoną ar atgal.</translation>
    </message>
    <message>
        <source>Jump to every marked square in the fewest moves.</source>
        <translation>Nušokite į kiekvieną pažymėtą langelį kuo mažiau ėjimų.</translation>
    </message>
    <message>
        <source>The silver general</source>
        <translation>Sidabrinis generolas</translation>
    </message>
    <message>
        <source>The silver general moves one square diagonally in any direction or one square straight forward: five directions. It cannot move sideways or straight back.</source>
        <translation>Sidabrinis generolas eina vienu langeliu įstrižai bet kuria kryptimi arba vienu langeliu tiesiai į priekį: penkios kryptys. Jis negali eiti į šoną ar tiesiai atgal.</translation>
    </message>
    <message>
        <source>Visit every marked square with the silver.</source>
        <translation>Aplankykite sidabriniu generolu kiekvieną pažymėtą langelį.</translation>
    </message>
    <message>
        <source>The gold general</source>
        <translation>Auksinis generolas</translation>
    </message>
    <message>
        <source>The gold general moves one square in any direction except diagonally backwards: six directions. Golds guard the king well.</source>
        <translation>Auksinis generolas eina vienu langeliu bet kuria kryptimi, išskyrus įstrižai atgal: šešios kryptys. Auksiniai generolai gerai saugo karalių.</translation>
    </message>
    <message>
        <source>Visit every marked square with the gold.</source>
        <translation>Aplankykite auksiniu generolu kiekvieną pažymėtą langelį.</translation>
    </message>
    <message>
        <source>The bishop</source>
        <translation>Rikis</translation>
    </message>
    <message>
        <source>The bishop moves any number of empty squares diagonally. It stays on squares of one colour pattern, so some squares take it two moves to reach.</source>
        <translation>Rikis eina įstrižai per bet kiek tuščių langelių. Jis lieka to paties rašto langeliuose, todėl į kai kuriuos langelius nueina tik per du ėjimus.</translation>
    </message>
    <message>
        <source>Reach both marked squares in the fewest moves.</source>
        <translation>Pasiekite abu pažymėtus langelius kuo mažiau ėjimų.</translation>
    </message>
    <message>
        <source>The rook</source>
        <translation>Bokštas</translation>
    </message>
    <message>
        <source>The rook moves any number of empty squares along its rank or file. It is the strongest piece that has not promoted, but it cannot jump: your own pawn blocks its way.</source>
        <translation>Bokštas eina per bet kiek tuščių langelių savo eile arba stulpeliu. Tai stipriausia neevoliucionavusi figūra, bet ji negali peršokti: kelią jai užstoja net jūsų pačių pėstininkas.</translation>
    </message>
    <message>
        <source>Land on both marked squares in the fewest moves.</source>
        <translation>Sustokite abiejuose pažymėtuose langeliuose kuo mažiau ėjimų.</translation>
    </message>
    <message>
        <source>The king</source>
        <translation>Karalius</translation>
    </message>
    <message>
        <source>The king moves one square in any direction. It may never move to a square where an enemy piece could capture it. Lose your king and you lose the game.</source>
        <translation>Karalius eina vienu langeliu bet kuria kryptimi. Jis niekada negali eiti į langelį, kuriame jį galėtų nukirsti priešininko figūra. Praradęs karalių pralaimi partiją.</translation>
    </message>
    <message>
        <source>Walk the king to every marked square.</source>
        <translation>Nueikite karaliumi į kiekvieną pažymėtą langelį.</translation>
    </message>
    <message>
        <source>Promoted pieces</source>
        <translation>Evoliucionavusios figūros</translation>
    </message>
    <message>
        <source>A promoted pawn (tokin), lance, knight or silver moves like a gold general. Promoted pieces are turned over and show their other side. When one is captured, it goes to the captor&apos;s hand unpromoted.</source>
        <translation>Evoliucionavęs pėstininkas (tokinas), ietininkas, žirgas ar sidabrinis generolas eina kaip auksinis generolas. Evoliucionavusios figūros apverčiamos kita puse. Nukirsta tokia figūra atitenka kirtusiajam neevoliucionavusi.</translation>
    </message>
    <message>
        <source>Move the tokin to every marked square.</source>
        <translation>Nueikite tokinu į kiekvieną pažymėtą langelį.</translation>
    </message>
    <message>
        <source>A promoted silver moves like a gold too: visit the marked squares.</source>
        <translation>Evoliucionavęs sidabrinis generolas taip pat eina kaip auksinis: aplankykite pažymėtus langelius.</translation>
    </message>
    <message>
        <source>Dragon and horse</source>
        <translation>Drakonas ir arklys</translation>
    </message>
    <message>
        <source>A promoted rook, the dragon king, moves like a rook or one square diagonally. A promoted bishop, the dragon horse, moves like a bishop or one square straight in any direction.</source>
        <translation>Evoliucionavęs bokštas, drakonas karalius, eina kaip bokštas arba vienu langeliu įstrižai. Evoliucionavęs rikis, drakonas arklys, eina kaip rikis arba vienu langeliu tiesiai bet kuria kryptimi.</translation>
    </message>
    <message>
        <source>Visit the marked squares with the dragon.</source>
        <translation>Aplankykite drakonu karaliumi pažymėtus langelius.</translation>
    </message>
    <message>
        <source>Visit the marked squares with the horse.</source>
        <translation>Aplankykite drakonu arkliu pažymėtus langelius.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <translation>Kirtimas</translation>
    </message>
    <message>
        <source>You capture an enemy piece by moving onto its square. The captured piece leaves the board and goes to your hand: it is now yours, to be dropped later.</source>
        <translation>Priešininko figūrą nukertate užeidami į jos langelį. Nukirsta figūra palieka lentą ir atitenka jums: dabar ji jūsų, ir vėliau galėsite ją atgaivinti.</translation>
    </message>
    <message>
        <source>Capture every marked piece with the rook in the fewest moves.</source>
        <translation>Nukirskite bokštu kiekvieną pažymėtą figūrą kuo mažiau ėjimų.</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Evoliucija</translation>
    </message>
    <message>
        <source>The three ranks farthest from you are the promotion zone. A pawn, lance, knight, silver, bishop or rook whose move starts or ends there may promote: turn it over. Gold generals and kings never promote.</source>
        <translation>Trys toliausiai nuo jūsų esančios eilės yra evoliucionavimo zona. Pėstininkas, ietininkas, žirgas, sidabrinis generolas, rikis ar bokštas, kurio ėjimas ten prasideda ar baigiasi, gali evoliucionuoti: jis apverčiamas. Auksiniai generolai ir karaliai niekada neevoliucionuoja.</translation>
    </message>
    <message>
        <source>Move the silver into the zone and promote it.</source>
        <translation>Įveskite sidabrinį generolą į zoną ir evoliucionuokite jį.</translation>
    </message>
    <message>
        <source>Promote the bishop.</source>
        <translation>Evoliucionuokite rikį.</translation>
    </message>
    <message>
        <source>When promotion is forced</source>
        <translation>Kai evoliucija privaloma</translation>
    </message>
    <message>
        <source>A pawn or lance on the last rank, or a knight on the last two ranks, could never move again. So there they must promote, and Shogiban promotes them without asking.</source>
        <translation>Pėstininkas ar ietininkas paskutinėje eilėje ir žirgas dviejose paskutinėse eilėse niekada nebegalėtų paeiti. Todėl ten jie privalo evoliucionuoti, ir Shogiban juos evoliucionuoja neklausdamas.</translation>
    </message>
    <message>
        <source>Move the pawn to the last rank.</source>
        <translation>Nueikite pėstininku į paskutinę eilę.</translation>
    </message>
    <message>
        <source>Jump the knight to the marked square.</source>
        <translation>Nušokite žirgu į pažymėtą langelį.</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Atgaivinimas</translation>
    </message>
    <message>
        <source>Instead of moving, you may put a piece from your hand on any empty square: a drop. It is dropped unpromoted, even in the zone, and may promote on a later move.</source>
        <translation>Užuot ėję, galite padėti nukirstą figūrą į bet kurį tuščią langelį: atgaivinti ją. Ji atgaivinama neevoliucionavusi, net zonoje, o evoliucionuoti gali vėlesniu ėjimu.</translation>
    </message>
    <message>
        <source>Drop the gold on the marked square.</source>
        <translation>Atgaivinkite auksinį generolą pažymėtame langelyje.</translation>
    </message>
    <message>
        <source>Drop the bishop where it attacks the enemy pawn.</source>
        <translation>Atgaivinkite rikį ten, kur jis puola priešininko pėstininką.</translation>
    </message>
    <message>
        <source>Drops that could never move</source>
        <translation>Atgaivinimas, po kurio figūra negalėtų paeiti</translation>
    </message>
    <message>
        <source>A piece may not be dropped where it could never move: a pawn or a lance not on the last rank, a knight not on the last two ranks. Try it and Shogiban explains.</source>
        <translation>Figūros negalima atgaivinti ten, iš kur ji niekada negalėtų paeiti: pėstininko ar ietininko paskutinėje eilėje, žirgo dviejose paskutinėse eilėse. Pabandykite, ir Shogiban paaiškins kodėl.</translation>
    </message>
    <message>
        <source>Try to drop the knight on the marked square.</source>
        <translation>Pabandykite atgaivinti žirgą pažymėtame langelyje.</translation>
    </message>
    <message>
        <source>Now drop the lance where it can still move.</source>
        <translation>Dabar atgaivinkite ietininką ten, kur jis dar gali eiti.</translation>
    </message>
    <message>
        <source>Nifu: two pawns on a file</source>
        <translation>Nifu: du pėstininkai stulpelyje</translation>
    </message>
    <message>
        <source>You may not drop a pawn on a file where you already have an unpromoted pawn (nifu, &quot;two pawns&quot;). A tokin does not count.</source>
        <translation>Negalima atgaivinti pėstininko stulpelyje, kuriame jau turite neevoliucionavusį pėstininką (nifu – „du pėstininkai“). Tokinas neskaičiuojamas.</translation>
    </message>
    <message>
        <source>Try to drop the pawn on the marked square.</source>
        <translation>Pabandykite atgaivinti pėstininką pažymėtame langelyje.</translation>
    </message>
    <message>
        <source>The tokin does not count: drop the pawn on the marked square.</source>
        <translation>Tokinas neskaičiuojamas: atgaivinkite pėstininką pažymėtame langelyje.</translation>
    </message>
    <message>
        <source>Uchifuzume: no mate by a dropped pawn</source>
        <translation>Uchifuzume: jokio mato atgaivintu pėstininku</translation>
    </message>
    <message>
        <source>A pawn drop may give check, but not checkmate (uchifuzume). A pawn that moves forward may give checkmate, and any other dropped piece may too.</source>
        <translation>Atgaivintas pėstininkas gali paskelbti šachą, bet ne matą (uchifuzume). Į priekį paėjęs pėstininkas matą paskelbti gali, kaip ir bet kuri kita atgaivinta figūra.</translation>
    </message>
    <message>
        <source>Try to mate by dropping the pawn on the marked square.</source>
        <translation>Pabandykite paskelbti matą atgaivindami pėstininką pažymėtame langelyje.</translation>
    </message>
    <message>
        <source>Mate with the pawn by moving it.</source>
        <translation>Paskelbkite matą paėję pėstininku.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Šachas</translation>
    </message>
    <message>
        <source>A move that attacks the enemy king gives check. The opponent must answer it at once; in shogi nobody says &quot;check&quot; aloud.</source>
        <translation>Ėjimas, kuriuo puolamas priešininko karalius, skelbia šachą. Priešininkas turi į jį tuoj pat atsakyti; šogyje niekas nesako „šachas“ garsiai.</translation>
    </message>
    <message>
        <source>Give check with the rook.</source>
        <translation>Paskelbkite šachą bokštu.</translation>
    </message>
    <message>
        <source>Escaping from check</source>
        <translation>Kaip išsisukti nuo šacho</translation>
    </message>
    <message>
        <source>There are three ways out of check: move the king away, capture the checking piece, or put a piece between. Any other move is refused.</source>
        <translation>Yra trys būdai išsisukti nuo šacho: pasitraukti karaliumi, nukirsti šachuojančią figūrą arba pastatyti figūrą tarp jų. Bet koks kitas ėjimas atmetamas.</translation>
    </message>
    <message>
        <source>Step out of check with the king.</source>
        <translation>Pasitraukite nuo šacho karaliumi.</translation>
    </message>
    <message>
        <source>Capture the checking rook.</source>
        <translation>Nukirskite šachuojantį bokštą.</translation>
    </message>
    <message>
        <source>Drop the gold between the rook and your king.</source>
        <translation>Atgaivinkite auksinį generolą tarp bokšto ir savo karaliaus.</translation>
    </message>
    <message>
        <source>Checkmate with the generals</source>
        <translation>Matas generolais</translation>
    </message>
    <message>
        <source>Checkmate is a check with no answer: the king cannot escape, the checker cannot be taken, nothing can be put between. Golds and silvers give mate right next to the king, protected by another piece.</source>
        <translation>Matas – tai šachas be atsako: karalius negali pabėgti, šachuojančios figūros negalima nukirsti ir nieko negalima pastatyti tarp jų. Auksiniai ir sidabriniai generolai skelbia matą greta karaliaus, pridengti kitos figūros.</translation>
    </message>
    <message>
        <source>Mate with the gold.</source>
        <translation>Paskelbkite matą auksiniu generolu.</translation>
    </message>
    <message>
        <source>Mate with the silver.</source>
        <translation>Paskelbkite matą sidabriniu generolu.</translation>
    </message>
    <message>
        <source>Checkmate with rook and bishop</source>
        <translation>Matas bokštu ir rikiu</translation>
    </message>
    <message>
        <source>The long-range pieces mate from a distance. Look at the squares next to the enemy king: each must be covered or blocked.</source>
        <translation>Toli einančios figūros skelbia matą iš toli. Pažvelkite į langelius aplink priešininko karalių: kiekvienas turi būti puolamas arba užimtas.</translation>
    </message>
    <message>
        <source>Mate with the rook.</source>
        <translation>Paskelbkite matą bokštu.</translation>
    </message>
    <message>
        <source>Mate with the bishop.</source>
        <translation>Paskelbkite matą rikiu.</translation>
    </message>
    <message>
        <source>Checkmate with knight and lance</source>
        <translation>Matas žirgu ir ietininku</translation>
    </message>
    <message>
        <source>A knight&apos;s check cannot be blocked, and a lance&apos;s check along the file is hard to escape when the king is boxed in by its own pieces.</source>
        <translation>Žirgo šacho negalima uždengti, o nuo ietininko šacho stulpeliu sunku išsisukti, kai karalių suspaudžia jo paties figūros.</translation>
    </message>
    <message>
        <source>Mate with the knight.</source>
        <translation>Paskelbkite matą žirgu.</translation>
    </message>
    <message>
        <source>Mate with the lance.</source>
        <translation>Paskelbkite matą ietininku.</translation>
    </message>
    <message>
        <source>Checkmate with dragon and horse</source>
        <translation>Matas drakonu ir arkliu</translation>
    </message>
    <message>
        <source>The dragon and the horse cover every square around them. Bring one next to the king where another piece protects it.</source>
        <translation>Drakonas karalius ir drakonas arklys puola visus aplink esančius langelius. Pastatykite vieną greta karaliaus ten, kur jį dengia kita figūra.</translation>
    </message>
    <message>
        <source>Mate with the dragon.</source>
        <translation>Paskelbkite matą drakonu karaliumi.</translation>
    </message>
    <message>
        <source>Mate with the horse.</source>
        <translation>Paskelbkite matą drakonu arkliu.</translation>
    </message>
    <message>
        <source>Mating patterns</source>
        <translation>Mato pavyzdžiai</translation>
    </message>
    <message>
        <source>The head gold (atama kin) is the first mate every player learns: a gold dropped in front of the king, protected from behind. Another: a gold on the corner&apos;s diagonal, protected by a silver.</source>
        <translation>Auksinis ant galvos (atama kin) – pirmasis matas, kurį išmoksta kiekvienas žaidėjas: auksinis generolas, atgaivintas priešais karalių ir pridengtas iš užnugario. Kitas: auksinis generolas kampo įstrižainėje, pridengtas sidabrinio.</translation>
    </message>
    <message>
        <source>Give the head-gold mate.</source>
        <translation>Paskelbkite matą auksiniu ant galvos.</translation>
    </message>
    <message>
        <source>Mate in the corner with the gold.</source>
        <translation>Paskelbkite matą kampe auksiniu generolu.</translation>
    </message>
    <message>
        <source>Repetition (sennichite)</source>
        <translation>Pasikartojimas (sennichite)</translation>
    </message>
    <message>
        <source>When the same position, with the same pieces in hand and the same side to move, occurs for the fourth time, the game is a draw (sennichite). But if one side gave check with every move of the repetition, that side loses.</source>
        <translation>Kai ta pati pozicija, su tomis pačiomis nukirstomis figūromis ir ta pačia ėjimo eile, pasikartoja ketvirtą kartą, partija baigiasi lygiosiomis (sennichite). Bet jei viena pusė kiekvienu pasikartojimo ėjimu skelbė šachą, ta pusė pralaimi.</translation>
    </message>
    <message>
        <source>If both players only moved back and forth here, the fourth time the position came back the game would end in a draw.</source>
        <translation>Jei abu žaidėjai čia tik vaikščiotų pirmyn ir atgal, ketvirtą kartą pasikartojus pozicijai partija baigtųsi lygiosiomis.</translation>
    </message>
    <message>
        <source>Impasse (jishogi)</source>
        <translation>Aklavietė (jishōgi)</translation>
    </message>
    <message>
        <source>When both kings have entered the enemy camp and cannot be mated, the game may end by counting: rooks and bishops count five points, other pieces one, the kings nothing. With the 24-point rule a player with fewer than 24 points loses; by the 27-point rule a player may declare a win when the conditions are met.</source>
        <translation>Kai abu karaliai įėjo į priešininko stovyklą ir jiems negalima paskelbti mato, partija gali baigtis skaičiavimu: bokštai ir rikiai po penkis taškus, kitos figūros po vieną, karaliai nieko. Pagal 24 taškų taisyklę žaidėjas, turintis mažiau nei 24 taškus, pralaimi; pagal 27 taškų taisyklę žaidėjas, įvykdęs sąlygas, gali paskelbti pergalę.</translation>
    </message>
    <message>
        <source>Both kings have entered. Count the points to see who would win.</source>
        <translation>Abu karaliai įėjo. Suskaičiuokite taškus ir sužinokite, kas laimėtų.</translation>
    </message>
    <message>
        <source>Handicap games</source>
        <translation>Partijos su fora</translation>
    </message>
    <message>
        <source>Between players of different strength, the stronger player removes pieces from their side (a lance, a bishop, a rook, two pieces and more) and moves first. Handicaps let a beginner and a strong player enjoy the same game.</source>
        <translation>Kai žaidžia skirtingo stiprumo žaidėjai, stipresnysis nuima nuo savo pusės figūras (ietininką, rikį, bokštą, dvi figūras ir daugiau) ir eina pirmas. Fora leidžia pradedančiajam ir stipriam žaidėjui mėgautis ta pačia partija.</translation>
    </message>
    <message>
        <source>The two-piece handicap: the upper player has no rook and no bishop, and moves first.</source>
        <translation>Dviejų figūrų fora: viršutinis žaidėjas neturi bokšto ir rikio ir eina pirmas.</translation>
    </message>
    <message>
        <source>Hasami Shogi</source>
        <translation>Hasami šogis</translation>
    </message>
    <message>
        <source>In Hasami Shogi each player has nine men that move like rooks. You capture enemy men by enclosing them between two of yours on a rank or file; a man in a corner is taken by men on the two squares next to it.</source>
        <translation>Hasami šogyje kiekvienas žaidėjas turi devynias figūras, kurios eina kaip bokštai. Priešininko figūras nukertate apsupdami jas tarp dviejų savų eilėje arba stulpelyje; figūrą kampe nukerta figūros dviejuose gretimuose langeliuose.</translation>
    </message>
    <message>
        <source>Capture the man on 5e.</source>
        <translation>Nukirskite figūrą ties 5e.</translation>
    </message>
    <message>
        <source>Capture the man in the corner.</source>
        <translation>Nukirskite figūrą kampe.</translation>
    </message>
    <message>
        <source>Dai Hasami Shogi</source>
        <translation>Dai hasami šogis</translation>
    </message>
    <message>
        <source>Dai Hasami Shogi is played with eighteen men each. Besides capturing, you win with five of your men in a row outside your own two starting ranks. A man may also jump over one man next to it.</source>
        <translation>Dai hasami šogis žaidžiamas su aštuoniolika figūrų kiekvienam. Be kirtimo, laimite ir penkiomis savo figūromis iš eilės už savo dviejų pradinių eilių. Figūra taip pat gali peršokti vieną gretimą figūrą.</translation>
    </message>
    <message>
        <source>Complete five in a row.</source>
        <translation>Sudėkite penkias iš eilės.</translation>
    </message>
    <message>
        <source>Mak-yek</source>
        <translation>Mak-jekas</translation>
    </message>
    <message>
        <source>Mak-yek, from Thailand, is played on an 8x8 board with sixteen men each, moving like rooks. Men capture by enclosing, and also by intervention: a man that moves between two enemy men captures both.</source>
        <translation>Mak-jekas iš Tailando žaidžiamas 8×8 lentoje, kiekvienas turi šešiolika figūrų, einančių kaip bokštai. Figūros kerta apsupdamos, o taip pat įsiterpdamos: figūra, įėjusi tarp dviejų priešininko figūrų, nukerta abi.</translation>
    </message>
    <message>
        <source>Capture two men at once by intervention.</source>
        <translation>Nukirskite dvi figūras iš karto įsiterpdami tarp jų.</translation>
    </message>
</context>
<context>
    <name>LevelTexts</name>
    <message>
        <source>Level 1: just learned the moves</source>
        <translation>1 lygis: ką tik išmoko ėjimus</translation>
    </message>
    <message>
        <source>Level 2: beginner</source>
        <translation>2 lygis: pradedantysis</translation>
    </message>
    <message>
        <source>Level 3: novice</source>
        <translation>3 lygis: naujokas</translation>
    </message>
    <message>
        <source>Level 4: knows simple tactics</source>
        <translation>4 lygis: žino paprastą taktiką</translation>
    </message>
    <message>
        <source>Level 5: careful player</source>
        <translation>5 lygis: atidus žaidėjas</translation>
    </message>
    <message>
        <source>Level 6: plans ahead</source>
        <translation>6 lygis: planuoja į priekį</translation>
    </message>
    <message>
        <source>Level 7: strong casual player</source>
        <translation>7 lygis: stiprus mėgėjas</translation>
    </message>
    <message>
        <source>Level 8: tough</source>
        <translation>8 lygis: kietas priešininkas</translation>
    </message>
    <message>
        <source>Level 9: strong</source>
        <translation>9 lygis: stiprus</translation>
    </message>
    <message>
        <source>Level 10: full strength</source>
        <translation>10 lygis: visa jėga</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>%1 lygis</translation>
    </message>
    <message>
        <source>Plays legal, plausible moves but never looks at your reply, so it leaves pieces hanging. A player who has finished the lessons can beat it.</source>
        <translation>Daro leistinus, tikėtinus ėjimus, bet niekada nežiūri į jūsų atsaką, todėl palieka figūras nepridengtas. Baigęs pamokas žaidėjas gali jį nugalėti.</translation>
    </message>
    <message>
        <source>Looks two moves ahead but still misses tactics. It scored %1% against level 2.</source>
        <translation>Mato dviem ėjimais į priekį, bet vis dar nepastebi taktikos. Prieš 2 lygį surinko %1 %.</translation>
    </message>
    <message>
        <source>Finds simple tactics such as forks. It scored %1% against level 3.</source>
        <translation>Randa paprastą taktiką, pavyzdžiui, šakutę. Prieš 3 lygį surinko %1 %.</translation>
    </message>
    <message>
        <source>Rarely gives away a piece. It scored %1% against level 4.</source>
        <translation>Retai atiduoda figūrą. Prieš 4 lygį surinko %1 %.</translation>
    </message>
    <message>
        <source>Reads several moves ahead. It scored %1% against level 5.</source>
        <translation>Apskaičiuoja kelis ėjimus į priekį. Prieš 5 lygį surinko %1 %.</translation>
    </message>
    <message>
        <source>Hard to beat for a casual player. It scored %1% against level 6 and beat GNU Shogi in 10 of 10 games at one second a move.</source>
        <translation>Mėgėjui sunkiai įveikiamas. Prieš 6 lygį surinko %1 %, o skirdamas vieną sekundę ėjimui įveikė GNU Shogi 10 partijų iš 10.</translation>
    </message>
    <message>
        <source>Plays with little randomness. It scored %1% against level 7 and beat GNU Shogi in 10 of 10 games at one second a move.</source>
        <translation>Žaidžia su nedideliu atsitiktinumu. Prieš 7 lygį surinko %1 %, o skirdamas vieną sekundę ėjimui įveikė GNU Shogi 10 partijų iš 10.</translation>
    </message>
    <message>
        <source>Plays its best move within its search. It scored %1% against level 8 and beat GNU Shogi in 10 of 10 games at one second a move.</source>
        <translation>Daro geriausią ėjimą, kurį randa savo paieškoje. Prieš 8 lygį surinko %1 %, o skirdamas vieną sekundę ėjimui įveikė GNU Shogi 10 partijų iš 10.</translation>
    </message>
    <message numerus="yes">
        <source>The whole engine, using all its time. At one second a move it won 20 games of 20 against GNU Shogi and scored %1% against Fairy-Stockfish, but only %2% against GPSShogi, a former world computer shogi champion (%n games).</source>
        <translation>
            <numerusform>Visas variklis, naudojantis visą savo laiką. Skirdamas vieną sekundę ėjimui laimėjo 20 partijų iš 20 prieš GNU Shogi ir prieš Fairy-Stockfish surinko %1 %, bet prieš GPSShogi, buvusį kompiuterinio šogio pasaulio čempioną, tik %2 % (%n partija).</numerusform>
            <numerusform>Visas variklis, naudojantis visą savo laiką. Skirdamas vieną sekundę ėjimui laimėjo 20 partijų iš 20 prieš GNU Shogi ir prieš Fairy-Stockfish surinko %1 %, bet prieš GPSShogi, buvusį kompiuterinio šogio pasaulio čempioną, tik %2 % (%n partijos).</numerusform>
            <numerusform>Visas variklis, naudojantis visą savo laiką. Skirdamas vieną sekundę ėjimui laimėjo 20 partijų iš 20 prieš GNU Shogi ir prieš Fairy-Stockfish surinko %1 %, bet prieš GPSShogi, buvusį kompiuterinio šogio pasaulio čempioną, tik %2 % (%n partijų).</numerusform>
        </translation>
    </message>
    <message>
        <source>Looks one move ahead and sees your recaptures. It scored %1% against level 1.</source>
        <translation>Mato vienu ėjimu į priekį ir pastebi jūsų atsakomąjį kirtimą. Prieš 1 lygį surinko %1 %.</translation>
    </message>
</context>
<context>
    <name>RecordCodec</name>
    <message>
        <source>a line that is not part of the format</source>
        <translation>eilutė, kuri nepriklauso formatui</translation>
    </message>
    <message>
        <source>a header line with an unusable value</source>
        <translation>antraštės eilutė su netinkama reikšme</translation>
    </message>
    <message>
        <source>the start position is not a legal position</source>
        <translation>pradinė pozicija nėra leistina pozicija</translation>
    </message>
    <message>
        <source>an unknown piece</source>
        <translation>nežinoma figūra</translation>
    </message>
    <message>
        <source>a square that is not on the board</source>
        <translation>langelis, kurio nėra lentoje</translation>
    </message>
    <message>
        <source>a move number out of order</source>
        <translation>ėjimo numeris ne iš eilės</translation>
    </message>
    <message>
        <source>&quot;same square&quot; without a move before it</source>
        <translation>„tas pats langelis“ be ankstesnio ėjimo</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>neleistinas ėjimas</translation>
    </message>
    <message>
        <source>a move that fits several pieces</source>
        <translation>ėjimas, tinkantis kelioms figūroms</translation>
    </message>
    <message>
        <source>a time that cannot be read</source>
        <translation>laikas, kurio neįmanoma perskaityti</translation>
    </message>
    <message>
        <source>JSON that does not follow the JKF format</source>
        <translation>JSON, neatitinkantis JKF formato</translation>
    </message>
    <message>
        <source>variations nested too deeply</source>
        <translation>per giliai įdėti variantai</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>failas per didelis</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 ties %2 ėjimu</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 eilutė: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the file is not JSON</source>
        <translation>failas nėra JSON</translation>
    </message>
    <message>
        <source>move %1 cannot be played</source>
        <translation>%1 ėjimo atlikti negalima</translation>
    </message>
    <message>
        <source>the file names a game Shogiban does not know</source>
        <translation>faile nurodytas žaidimas, kurio Shogiban nežino</translation>
    </message>
    <message>
        <source>the game&apos;s variant or start position is not valid</source>
        <translation>žaidimo variantas arba pradinė pozicija netinkami</translation>
    </message>
    <message>
        <source>the stored result contradicts the rules</source>
        <translation>įrašytas rezultatas prieštarauja taisyklėms</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is missing or not valid</source>
        <translation>lauko „%1“ nėra arba jis netinkamas</translation>
    </message>
    <message>
        <source>Shogiban game (JSON)</source>
        <translation>Shogiban partija (JSON)</translation>
    </message>
    <message>
        <source>KIF, Shift_JIS</source>
        <translation>KIF, Shift_JIS</translation>
    </message>
    <message>
        <source>KIF, UTF-8</source>
        <translation>KIF, UTF-8</translation>
    </message>
    <message>
        <source>KI2</source>
        <translation>KI2</translation>
    </message>
    <message>
        <source>CSA</source>
        <translation>CSA</translation>
    </message>
    <message>
        <source>SFEN</source>
        <translation>SFEN</translation>
    </message>
    <message>
        <source>USI position</source>
        <translation>USI pozicija</translation>
    </message>
    <message>
        <source>the text is not UTF-8, Shift_JIS or EUC-JP</source>
        <translation>tekstas nėra nei UTF-8, nei Shift_JIS, nei EUC-JP</translation>
    </message>
    <message>
        <source>%1: byte %2 at offset %3 cannot be read</source>
        <translation>%1: baito %2 ties poslinkiu %3 perskaityti nepavyksta</translation>
    </message>
    <message>
        <source>the start position is not a legal position: %1</source>
        <translation>pradinė pozicija nėra leistina: %1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>failas tuščias</translation>
    </message>
    <message numerus="yes">
        <source>%n comment line(s) could not be read (their text is in another encoding than the rest of the file) and were left out: %1</source>
        <translation>
            <numerusform>Nepavyko perskaityti %n komentaro eilutės (jos tekstas yra kita koduote nei likęs failas), ji praleista: %1</numerusform>
            <numerusform>Nepavyko perskaityti %n komentaro eilučių (jų tekstas yra kita koduote nei likęs failas), jos praleistos: %1</numerusform>
            <numerusform>Nepavyko perskaityti %n komentaro eilučių (jų tekstas yra kita koduote nei likęs failas), jos praleistos: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>it holds no moves, no position and no header of a game record</source>
        <translation>jame nėra nei ėjimų, nei pozicijos, nei partijos įrašo antraštės</translation>
    </message>
</context>
<context>
    <name>RefusalTexts</name>
    <message>
        <source>a man</source>
        <comment>piece in a sentence</comment>
        <translation>figūra</translation>
    </message>
    <message>
        <source>a pawn</source>
        <comment>piece in a sentence</comment>
        <translation>pėstininkas</translation>
    </message>
    <message>
        <source>a lance</source>
        <comment>piece in a sentence</comment>
        <translation>ietininkas</translation>
    </message>
    <message>
        <source>a knight</source>
        <comment>piece in a sentence</comment>
        <translation>žirgas</translation>
    </message>
    <message>
        <source>a silver general</source>
        <comment>piece in a sentence</comment>
        <translation>sidabrinis generolas</translation>
    </message>
    <message>
        <source>a gold general</source>
        <comment>piece in a sentence</comment>
        <translation>auksinis generolas</translation>
    </message>
    <message>
        <source>a bishop</source>
        <comment>piece in a sentence</comment>
        <translation>rikis</translation>
    </message>
    <message>
        <source>a rook</source>
        <comment>piece in a sentence</comment>
        <translation>bokštas</translation>
    </message>
    <message>
        <source>a king</source>
        <comment>piece in a sentence</comment>
        <translation>karalius</translation>
    </message>
    <message>
        <source>a tokin</source>
        <comment>piece in a sentence</comment>
        <translation>tokinas</translation>
    </message>
    <message>
        <source>a promoted lance</source>
        <comment>piece in a sentence</comment>
        <translation>evoliucionavęs ietininkas</translation>
    </message>
    <message>
        <source>a promoted knight</source>
        <comment>piece in a sentence</comment>
        <translation>evoliucionavęs žirgas</translation>
    </message>
    <message>
        <source>a promoted silver</source>
        <comment>piece in a sentence</comment>
        <translation>evoliucionavęs sidabrinis generolas</translation>
    </message>
    <message>
        <source>a dragon horse</source>
        <comment>piece in a sentence</comment>
        <translation>drakonas arklys</translation>
    </message>
    <message>
        <source>a dragon king</source>
        <comment>piece in a sentence</comment>
        <translation>drakonas karalius</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file, or jumps over one adjacent man.</source>
        <translation>Figūra eina vienu langeliu eile arba stulpeliu arba peršoka vieną gretimą figūrą.</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file.</source>
        <translation>Figūra eina vienu langeliu eile arba stulpeliu.</translation>
    </message>
    <message>
        <source>A man moves along its rank or file, never diagonally, or jumps over one adjacent man.</source>
        <translation>Figūra eina eile arba stulpeliu, niekada įstrižai, arba peršoka vieną gretimą figūrą.</translation>
    </message>
    <message>
        <source>A man moves along its rank or file, never diagonally.</source>
        <translation>Figūra eina eile arba stulpeliu, niekada įstrižai.</translation>
    </message>
    <message>
        <source>A pawn moves one square straight forward.</source>
        <translation>Pėstininkas eina vienu langeliu tiesiai į priekį.</translation>
    </message>
    <message>
        <source>A lance moves straight forward only, any number of empty squares.</source>
        <translation>Ietininkas eina tik tiesiai į priekį, per bet kiek tuščių langelių.</translation>
    </message>
    <message>
        <source>A knight jumps two squares forward and one to the side; it has no other move.</source>
        <translation>Žirgas šoka dviem langeliais į priekį ir vienu į šoną; kitaip eiti negali.</translation>
    </message>
    <message>
        <source>A silver general moves one square diagonally or straight forward, never sideways or straight back.</source>
        <translation>Sidabrinis generolas eina vienu langeliu įstrižai arba tiesiai į priekį, niekada į šoną ar tiesiai atgal.</translation>
    </message>
    <message>
        <source>A gold general moves one square in any direction except diagonally backwards.</source>
        <translation>Auksinis generolas eina vienu langeliu bet kuria kryptimi, išskyrus įstrižai atgal.</translation>
    </message>
    <message>
        <source>A bishop moves diagonally only.</source>
        <translation>Rikis eina tik įstrižai.</translation>
    </message>
    <message>
        <source>A rook moves along its rank or file only, never diagonally.</source>
        <translation>Bokštas eina tik eile arba stulpeliu, niekada įstrižai.</translation>
    </message>
    <message>
        <source>The king moves one square in any direction.</source>
        <translation>Karalius eina vienu langeliu bet kuria kryptimi.</translation>
    </message>
    <message>
        <source>A tokin moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Tokinas eina kaip auksinis generolas: vienu langeliu bet kuria kryptimi, išskyrus įstrižai atgal.</translation>
    </message>
    <message>
        <source>A promoted lance moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Evoliucionavęs ietininkas eina kaip auksinis generolas: vienu langeliu bet kuria kryptimi, išskyrus įstrižai atgal.</translation>
    </message>
    <message>
        <source>A promoted knight moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Evoliucionavęs žirgas eina kaip auksinis generolas: vienu langeliu bet kuria kryptimi, išskyrus įstrižai atgal.</translation>
    </message>
    <message>
        <source>A promoted silver moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Evoliucionavęs sidabrinis generolas eina kaip auksinis generolas: vienu langeliu bet kuria kryptimi, išskyrus įstrižai atgal.</translation>
    </message>
    <message>
        <source>A dragon horse moves diagonally, or one square straight in any direction.</source>
        <translation>Drakonas arklys eina įstrižai arba vienu langeliu tiesiai bet kuria kryptimi.</translation>
    </message>
    <message>
        <source>A dragon king moves along its rank or file, or one square diagonally.</source>
        <translation>Drakonas karalius eina eile arba stulpeliu arba vienu langeliu įstrižai.</translation>
    </message>
    <message>
        <source>A man cannot jump over other men when it slides: %1 stands on %2.</source>
        <translation>Slinkdama figūra negali peršokti kitų figūrų: ties %2 stovi %1.</translation>
    </message>
    <message>
        <source>The lance cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Ietininkas negali peršokti figūrų: jam kelią ties %2 užstoja %1.</translation>
    </message>
    <message>
        <source>The bishop cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Rikis negali peršokti figūrų: jam kelią ties %2 užstoja %1.</translation>
    </message>
    <message>
        <source>The rook cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Bokštas negali peršokti figūrų: jam kelią ties %2 užstoja %1.</translation>
    </message>
    <message>
        <source>The dragon horse cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Drakonas arklys negali peršokti figūrų: jam kelią ties %2 užstoja %1.</translation>
    </message>
    <message>
        <source>The dragon king cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Drakonas karalius negali peršokti figūrų: jam kelią ties %2 užstoja %1.</translation>
    </message>
    <message>
        <source>The piece cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Figūra negali peršokti kitų figūrų: jai kelią ties %2 užstoja %1.</translation>
    </message>
    <message>
        <source>The king may never move into check: %1 on %2 would attack it there.</source>
        <translation>Karalius negali eiti po šachu: ten jį puola %1 ties %2.</translation>
    </message>
    <message>
        <source>The king may never move into check.</source>
        <translation>Karalius negali eiti po šachu.</translation>
    </message>
    <message>
        <source>Your king is in check, and this move does not end it: %1 on %2 would still attack it. Move the king, capture the checking piece or put a piece between.</source>
        <translation>Jūsų karaliui skelbiamas šachas, o šis ėjimas jo nepanaikina: %1 ties %2 vis dar jį puola. Pasitraukite karaliumi, nukirskite šachuojančią figūrą arba pastatykite figūrą tarp jų.</translation>
    </message>
    <message>
        <source>Your king is in check, and this move does not end it. Move the king, capture the checking piece or put a piece between.</source>
        <translation>Jūsų karaliui skelbiamas šachas, o šis ėjimas jo nepanaikina. Pasitraukite karaliumi, nukirskite šachuojančią figūrą arba pastatykite figūrą tarp jų.</translation>
    </message>
    <message>
        <source>This piece shields your king and may not leave its line: otherwise %1 on %2 attacks your king.</source>
        <translation>Ši figūra dengia jūsų karalių ir negali palikti savo linijos: kitaip %1 ties %2 puls jūsų karalių.</translation>
    </message>
    <message>
        <source>A pawn must promote on the last rank: there it could never move again.</source>
        <translation>Pėstininkas paskutinėje eilėje privalo evoliucionuoti: iš ten jis niekada nebegalėtų paeiti.</translation>
    </message>
    <message>
        <source>A lance must promote on the last rank: there it could never move again.</source>
        <translation>Ietininkas paskutinėje eilėje privalo evoliucionuoti: iš ten jis niekada nebegalėtų paeiti.</translation>
    </message>
    <message>
        <source>A knight must promote on the last two ranks: there it could never move again.</source>
        <translation>Žirgas dviejose paskutinėse eilėse privalo evoliucionuoti: iš ten jis niekada nebegalėtų paeiti.</translation>
    </message>
    <message>
        <source>A pawn cannot be dropped on the last rank: it could never move again.</source>
        <translation>Pėstininko negalima atgaivinti paskutinėje eilėje: jis niekada nebegalėtų paeiti.</translation>
    </message>
    <message>
        <source>A lance cannot be dropped on the last rank: it could never move again.</source>
        <translation>Ietininko negalima atgaivinti paskutinėje eilėje: jis niekada nebegalėtų paeiti.</translation>
    </message>
    <message>
        <source>A knight cannot be dropped on the last two ranks: it could never move again.</source>
        <translation>Žirgo negalima atgaivinti dviejose paskutinėse eilėse: jis niekada nebegalėtų paeiti.</translation>
    </message>
    <message>
        <source>A piece is always dropped unpromoted; it may promote on a later move in the zone.</source>
        <translation>Figūra visada atgaivinama neevoliucionavusi; evoliucionuoti ji gali vėlesniu ėjimu zonoje.</translation>
    </message>
    <message>
        <source>The king never promotes.</source>
        <translation>Karalius niekada neevoliucionuoja.</translation>
    </message>
    <message>
        <source>A gold general never promotes.</source>
        <translation>Auksinis generolas niekada neevoliucionuoja.</translation>
    </message>
    <message>
        <source>This piece is promoted already.</source>
        <translation>Ši figūra jau evoliucionavusi.</translation>
    </message>
    <message>
        <source>A piece may promote only when its move starts or ends in the promotion zone, the three ranks farthest from you.</source>
        <translation>Figūra gali evoliucionuoti tik ėjimu, kuris prasideda arba baigiasi evoliucionavimo zonoje – trijose nuo jūsų toliausiai esančiose eilėse.</translation>
    </message>
    <message>
        <source>That is your opponent&apos;s piece: move one of your own.</source>
        <translation>Tai priešininko figūra: eikite savąja.</translation>
    </message>
    <message>
        <source>There is no piece on that square.</source>
        <translation>Tame langelyje nėra figūros.</translation>
    </message>
    <message>
        <source>A man jumps only over a man on the square next to it.</source>
        <translation>Figūra peršoka tik figūrą gretimame langelyje.</translation>
    </message>
    <message>
        <source>One of your own pieces stands there: you can capture only your opponent&apos;s pieces.</source>
        <translation>Ten stovi jūsų pačių figūra: kirsti galite tik priešininko figūras.</translation>
    </message>
    <message>
        <source>A man moves only to an empty square: it captures by enclosing, never by moving onto a man.</source>
        <translation>Figūra eina tik į tuščią langelį: ji kerta apsupdama, o ne užeidama ant kitos figūros.</translation>
    </message>
    <message>
        <source>A piece can be dropped only on an empty square.</source>
        <translation>Figūrą galima atgaivinti tik tuščiame langelyje.</translation>
    </message>
    <message>
        <source>Nifu: you already have an unpromoted pawn on this file, on %1. A second pawn may not be dropped there.</source>
        <translation>Nifu: šiame stulpelyje jau turite neevoliucionavusį pėstininką, ties %1. Antro pėstininko čia atgaivinti negalima.</translation>
    </message>
    <message>
        <source>Uchifuzume: a dropped pawn may not give checkmate. Mate with another piece, or with a pawn that moves there.</source>
        <translation>Uchifuzume: atgaivintas pėstininkas negali paskelbti mato. Paskelbkite matą kita figūra arba pėstininku, kuris ten paeina.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Shogi</source>
        <translation>Šogis</translation>
    </message>
    <message>
        <source>The board and the pieces</source>
        <translation>Lenta ir figūros</translation>
    </message>
    <message>
        <source>Shogi is played by two players on a board of 9 × 9 squares. Each player has twenty wedge-shaped pieces: a king, a rook, a bishop, two gold generals, two silver generals, two knights, two lances and nine pawns. The pieces of both players look alike; a piece belongs to the player it points away from.</source>
        <translation>Šogį žaidžia du žaidėjai ant 9 × 9 langelių lentos. Kiekvienas žaidėjas turi dvidešimt pleišto pavidalo figūrų: karalių, bokštą, rikį, du auksinius generolus, du sidabrinius generolus, du žirgus, du ietininkus ir devynis pėstininkus. Abiejų žaidėjų figūros atrodo vienodai; figūra priklauso tam žaidėjui, nuo kurio nukreiptas jos smaigalys.</translation>
    </message>
    <message>
        <source>Seen from each player&apos;s side, the first rank holds lance, knight, silver, gold, king, gold, silver, knight, lance; the second rank holds the bishop on the second file from the left and the rook on the second file from the right; the third rank holds the nine pawns.</source>
        <translation>Žiūrint iš kiekvieno žaidėjo pusės, pirmoje eilėje stovi ietininkas, žirgas, sidabrinis generolas, auksinis generolas, karalius, auksinis generolas, sidabrinis generolas, žirgas, ietininkas; antroje eilėje – rikis antrame stulpelyje iš kairės ir bokštas antrame stulpelyje iš dešinės; trečioje eilėje – devyni pėstininkai.</translation>
    </message>
    <message>
        <source>Sente (black) moves first in an even game, then the players take turns. In one turn a player either moves one piece on the board or drops one piece from hand. Passing is not allowed.</source>
        <translation>Partijoje be foros pirmas eina sente (juodieji), paskui žaidėjai eina paeiliui. Per vieną ėjimą žaidėjas arba pastumia vieną figūrą lentoje, arba atgaivina vieną nukirstą figūrą. Praleisti ėjimo negalima.</translation>
    </message>
    <message>
        <source>How the pieces move</source>
        <translation>Kaip eina figūros</translation>
    </message>
    <message>
        <source>Dots mark the squares a piece can step to, arrows the lines along which it can move any number of empty squares, stars the squares a knight jumps to. A piece captures the way it moves, pawns included. Only the knight jumps; every other piece stops before a piece in its way.</source>
        <translation>Taškai žymi langelius, į kuriuos figūra gali žengti, rodyklės – kryptis, kuriomis ji gali eiti per bet kiek tuščių langelių, žvaigždutės – langelius, į kuriuos šoka žirgas. Figūra kerta taip, kaip eina, taip pat ir pėstininkas. Šokti gali tik žirgas; visos kitos figūros sustoja prieš kelyje stovinčią figūrą.</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Evoliucionavimas</translation>
    </message>
    <message>
        <source>The three far ranks, where the opponent set up, are the promotion zone. A move that starts in the zone, ends in it, or both, may promote the piece: it is turned over and moves as its promoted side shows. The player chooses, except where the piece could never move again: a pawn or a lance on the last rank and a knight on the last two ranks must promote.</source>
        <translation>Trys tolimiausios eilės, kuriose pradžioje stovėjo priešininko figūros, yra evoliucionavimo zona. Ėjimu, kuris prasideda zonoje, baigiasi joje arba ir viena, ir kita, figūra gali evoliucionuoti: ji apverčiama ir eina taip, kaip rodo jos kita pusė. Sprendžia žaidėjas, išskyrus atvejus, kai figūra nebegalėtų niekur eiti: pėstininkas ar ietininkas paskutinėje eilėje ir žirgas dviejose paskutinėse eilėse privalo evoliucionuoti.</translation>
    </message>
    <message>
        <source>The king and the gold general never promote. A promoted silver, knight, lance or pawn moves exactly like a gold general; the dragon and the horse keep their old moves and gain one step in the other directions. A promoted piece stays promoted until it is captured.</source>
        <translation>Karalius ir auksinis generolas niekada neevoliucionuoja. Evoliucionavęs sidabrinis generolas, žirgas, ietininkas ar pėstininkas eina lygiai kaip auksinis generolas; drakonas karalius ir drakonas arklys išlaiko senus ėjimus ir dar gali žengti vienu langeliu kitomis kryptimis. Evoliucionavusi figūra tokia lieka, kol ją nukerta.</translation>
    </message>
    <message>
        <source>Captures and drops</source>
        <translation>Kirtimas ir atgaivinimas</translation>
    </message>
    <message>
        <source>A captured piece changes sides: it goes into the captor&apos;s hand, unpromoted, in view of both players. Instead of moving, a player may drop one piece from hand onto any empty square, unpromoted, even inside the promotion zone; it may promote on a later move. A drop never captures.</source>
        <translation>Nukirsta figūra pereina kitam žaidėjui: ji atitenka kirtusiajam neevoliucionavusi ir matoma abiem žaidėjams. Užuot ėjęs, žaidėjas gali atgaivinti vieną nukirstą figūrą bet kuriame tuščiame langelyje, neevoliucionavusią, net evoliucionavimo zonoje; evoliucionuoti ji gali kuriuo nors vėlesniu ėjimu. Atgaivinant niekada nekertama.</translation>
    </message>
    <message>
        <source>These drops are forbidden:</source>
        <translation>Draudžiama atgaivinti:</translation>
    </message>
    <message>
        <source>a piece on a square from which it could never move: a pawn or a lance on the last rank, a knight on the last two ranks;</source>
        <translation>figūrą langelyje, iš kurio ji nebegalėtų niekur eiti: pėstininką ar ietininką paskutinėje eilėje, žirgą dviejose paskutinėse eilėse;</translation>
    </message>
    <message>
        <source>a pawn on a file that already holds an unpromoted pawn of the same player (nifu, &quot;two pawns&quot;); a promoted pawn does not count;</source>
        <translation>pėstininką stulpelyje, kuriame jau yra to paties žaidėjo neevoliucionavęs pėstininkas (nifu, „du pėstininkai“); evoliucionavęs pėstininkas neskaičiuojamas;</translation>
    </message>
    <message>
        <source>a pawn drop that gives checkmate (uchifuzume). A pawn drop that gives check without mate is legal, other pieces may be dropped to give mate, and a pawn moved on the board may give mate.</source>
        <translation>pėstininką taip, kad jis paskelbtų matą (uchifuzume). Atgaivintas pėstininkas gali skelbti šachą, kuris nėra matas, kitas figūras galima atgaivinti ir skelbiant matą, o lentoje paėjęs pėstininkas matą skelbti gali.</translation>
    </message>
    <message>
        <source>Who moves first: furigoma</source>
        <translation>Kas pradeda: furigoma</translation>
    </message>
    <message>
        <source>In an even game the senior player throws the five central pawns. If more of them land with the pawn side (歩) up than with the tokin side (と) up, the thrower moves first; if more tokins, the thrower moves second. Shogiban shows the throw and applies its result.</source>
        <translation>Partijoje be foros vyresnysis žaidėjas meta penkis vidurinius pėstininkus. Jei daugiau jų nukrenta pėstininko puse (歩) į viršų nei tokino puse (と), metęs žaidėjas pradeda; jei daugiau tokinų, metęs žaidėjas eina antras. Shogiban parodo metimą ir pritaiko jo rezultatą.</translation>
    </message>
    <message>
        <source>Check and the end of the game</source>
        <translation>Šachas ir partijos pabaiga</translation>
    </message>
    <message>
        <source>A move that leaves one&apos;s own king attacked is illegal. Check is shown on the board.</source>
        <translation>Ėjimas, po kurio savo karalius lieka puolamas, neleidžiamas. Šachas parodomas lentoje.</translation>
    </message>
    <message>
        <source>Checkmate: the player to move who has no legal move loses. This holds also without check: a stalemated player loses, it is not a draw.</source>
        <translation>Matas: žaidėjas, kurio eilė eiti ir kuris neturi nė vieno leidžiamo ėjimo, pralaimi. Taip yra ir be šacho: patas reiškia pralaimėjimą, o ne lygiąsias.</translation>
    </message>
    <message>
        <source>Resignation ends the game; so does a draw agreed by both players.</source>
        <translation>Partiją baigia pasidavimas, taip pat abiejų žaidėjų sutartos lygiosios.</translation>
    </message>
    <message>
        <source>An illegal move loses at once (the professional rule). The board does not accept illegal moves from a person; an engine that sends one loses.</source>
        <translation>Ėjimą ne pagal taisykles padaręs žaidėjas iš karto pralaimi (profesionalų taisyklė). Lenta nepriima neleistinų žmogaus ėjimų; tokį ėjimą atsiuntusi programa pralaimi.</translation>
    </message>
    <message>
        <source>Repetition (sennichite): when the same position (board, both hands and the player to move) occurs for the fourth time, the game is a draw, unless one player gave check with every move of the repeated cycle: that player loses (perpetual check).</source>
        <translation>Kartojimas (sennichite): kai ta pati pozicija (lenta, abiejų žaidėjų nukirstos figūros ir žaidėjas, kurio eilė eiti) pasikartoja ketvirtą kartą, partija baigiasi lygiosiomis, nebent vienas žaidėjas kiekvienu kartojamo ciklo ėjimu skelbė šachą: tas žaidėjas pralaimi (amžinas šachas).</translation>
    </message>
    <message>
        <source>Impasse (jishogi): when both kings have entered their promotion zones and neither side can hope to mate, the players may count their pieces on the board and in hand, promoted or not: rook and bishop 5 points, every other piece except the king 1 point. A player with fewer than 24 points loses; otherwise the game is a draw.</source>
        <translation>Aklavietė (jishōgi): kai abu karaliai įėjo į evoliucionavimo zonas ir nė viena pusė negali tikėtis paskelbti mato, žaidėjai gali suskaičiuoti figūras lentoje ir nukirstąsias, nepaisydami evoliucionavimo: bokštas ir rikis po 5 taškus, kiekviena kita figūra, išskyrus karalių, po 1 tašką. Žaidėjas, surinkęs mažiau nei 24 taškus, pralaimi; kitaip – lygiosios.</translation>
    </message>
    <message>
        <source>The 27-point declaration rule of computer and amateur play: a player whose king stands in the enemy zone, not in check, with at least 10 other own pieces in the zone, and with at least 28 points (sente) or 27 points (gote) in the zone and in hand, may declare and wins.</source>
        <translation>Kompiuterinėse ir mėgėjų partijose taikoma 27 taškų paskelbimo taisyklė: žaidėjas, kurio karalius stovi priešininko zonoje ir neturi šacho, kuris zonoje turi bent 10 kitų savo figūrų ir zonoje bei tarp nukirstųjų surenka bent 28 taškus (sente) arba 27 taškus (gote), gali paskelbti pergalę ir laimi.</translation>
    </message>
    <message>
        <source>Handicaps</source>
        <translation>Forų partijos</translation>
    </message>
    <message>
        <source>In a handicap game the stronger player (white, uwate) removes pieces before the game and moves first. The removed pieces are out of the game and in nobody&apos;s hand. Shogiban offers these handicaps:</source>
        <translation>Foros partijoje stipresnis žaidėjas (baltieji, uwate) prieš partiją pašalina dalį savo figūrų ir eina pirmas. Pašalintos figūros nedalyvauja žaidime ir niekam neatitenka. Shogiban siūlo šias foras:</translation>
    </message>
    <message>
        <source>left lance (the lance on square 1a);</source>
        <translation>kairysis ietininkas (ietininkas langelyje 1a);</translation>
    </message>
    <message>
        <source>bishop;</source>
        <translation>rikis;</translation>
    </message>
    <message>
        <source>rook;</source>
        <translation>bokštas;</translation>
    </message>
    <message>
        <source>rook and left lance;</source>
        <translation>bokštas ir kairysis ietininkas;</translation>
    </message>
    <message>
        <source>two pieces: rook and bishop;</source>
        <translation>dvi figūros: bokštas ir rikis;</translation>
    </message>
    <message>
        <source>four pieces: rook, bishop and both lances;</source>
        <translation>keturios figūros: bokštas, rikis ir abu ietininkai;</translation>
    </message>
    <message>
        <source>six pieces: also both knights;</source>
        <translation>šešios figūros: dar ir abu žirgai;</translation>
    </message>
    <message>
        <source>eight pieces: also both silvers;</source>
        <translation>aštuonios figūros: dar ir abu sidabriniai generolai;</translation>
    </message>
    <message>
        <source>ten pieces: also both golds.</source>
        <translation>dešimt figūrų: dar ir abu auksiniai generolai.</translation>
    </message>
    <message>
        <source>Hasami shogi</source>
        <translation>Hasami šogis</translation>
    </message>
    <message>
        <source>Hasami shogi, the capture game Japanese children play on a shogi board, uses men only: nine for each player on the player&apos;s first rank. Black&apos;s men show the pawn side (歩), white&apos;s men the tokin side (と); black moves first, then the players take turns. Passing is not allowed.</source>
        <translation>Hasami šogis – kirtimo žaidimas, kurį japonų vaikai žaidžia ant šogio lentos, – naudoja tik paprastas figūras: kiekvienas žaidėjas turi devynias savo pirmoje eilėje. Juodųjų figūros rodo pėstininko pusę (歩), baltųjų – tokino pusę (と); pradeda juodieji, paskui žaidėjai eina paeiliui. Praleisti ėjimo negalima.</translation>
    </message>
    <message>
        <source>Every man moves like a rook: any number of empty squares along a rank or a file, never passing over another man.</source>
        <translation>Kiekviena figūra eina kaip bokštas: per bet kiek tuščių langelių eile arba stulpeliu, niekada neperšokdama kitos figūros.</translation>
    </message>
    <message>
        <source>Winning and variants</source>
        <translation>Pergalė ir variantai</translation>
    </message>
    <message>
        <source>A player wins by capturing all the opponent&apos;s men but the last one. Before the game the players may agree on another number of men to capture. Variants:</source>
        <translation>Laimi žaidėjas, nukirtęs visas priešininko figūras, išskyrus paskutinę. Prieš partiją žaidėjai gali susitarti dėl kito nukirstinų figūrų skaičiaus. Variantai:</translation>
    </message>
    <message>
        <source>capture all men;</source>
        <translation>nukirsti visas figūras;</translation>
    </message>
    <message>
        <source>men move one square only;</source>
        <translation>figūros eina tik vienu langeliu;</translation>
    </message>
    <message>
        <source>men move one square only, with 18 men each, and all men must be captured;</source>
        <translation>figūros eina tik vienu langeliu, kiekvienas žaidėjas turi 18 figūrų ir reikia nukirsti visas;</translation>
    </message>
    <message>
        <source>18 men each, set up as in dai hasami shogi, with all the classic rules.</source>
        <translation>po 18 figūrų, išdėstytų kaip dai hasami šogyje, taikant visas klasikines taisykles.</translation>
    </message>
    <message>
        <source>The end of the game in all three games</source>
        <translation>Partijos pabaiga visuose trijuose žaidimuose</translation>
    </message>
    <message>
        <source>A player who cannot move any man loses.</source>
        <translation>Žaidėjas, negalintis paeiti nė viena figūra, pralaimi.</translation>
    </message>
    <message>
        <source>When the same position (the men and the player to move) occurs for the fourth time, the game is a draw.</source>
        <translation>Kai ta pati pozicija (figūros ir žaidėjas, kurio eilė eiti) pasikartoja ketvirtą kartą, partija baigiasi lygiosiomis.</translation>
    </message>
    <message>
        <source>When neither player can still win because too few men are left, the game is a draw.</source>
        <translation>Kai nė vienas žaidėjas nebegali laimėti, nes liko per mažai figūrų, partija baigiasi lygiosiomis.</translation>
    </message>
    <message>
        <source>Resignation and a draw agreed by both players end the game at any time.</source>
        <translation>Pasidavimas ir abiejų žaidėjų sutartos lygiosios baigia partiją bet kuriuo metu.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Kirtimas</translation>
    </message>
    <message>
        <source>Men are captured by enclosing them (&quot;pinching&quot;). Only the player who moves captures, and only by enclosures that the moved man completes; captured men leave the board. In the diagrams the man that has just moved stands on the green square and crosses mark the men it captures.</source>
        <translation>Figūros kertamos jas apsupant („suspaudžiant“). Kerta tik einantis žaidėjas ir tik tais apsupimais, kuriuos užbaigia paėjusi figūra; nukirstos figūros nuimamos nuo lentos. Diagramose ką tik paėjusi figūra stovi žaliame langelyje, o kryželiai žymi jos nukirstas figūras.</translation>
    </message>
    <message>
        <source>Enemy men in an unbroken line along a rank or a file, with the moved man at one end and another of your men at the other, are captured: one man or several at once.</source>
        <translation>Priešininko figūros, stovinčios nenutrūkstama linija eilėje ar stulpelyje, kurios viename gale yra paėjusi figūra, o kitame – kita jūsų figūra, nukertamos: viena arba kelios iš karto.</translation>
    </message>
    <message>
        <source>An enemy man in a corner is captured by your men on the two squares next to it.</source>
        <translation>Priešininko figūra kampe nukertama jūsų figūromis, stovinčiomis dviejuose gretimuose langeliuose.</translation>
    </message>
    <message>
        <source>A line of two or more enemy men along an edge of the board is captured when both of its ends are closed, by your men or by the corner, and your men stand against each of its men on the inner side.</source>
        <translation>Dviejų ar daugiau priešininko figūrų linija prie lentos krašto nukertama, kai abu jos galai uždaryti jūsų figūromis arba kampu, o iš vidinės pusės prie kiekvienos jos figūros stovi jūsų figūra.</translation>
    </message>
    <message>
        <source>One move may complete several enclosures in different directions; all of them are captured.</source>
        <translation>Vienas ėjimas gali užbaigti kelis apsupimus skirtingomis kryptimis; nukertamos visos apsuptos figūros.</translation>
    </message>
    <message>
        <source>A man may move between enemy men safely. To take it, the opponent must move a flanking man away and back: two moves.</source>
        <translation>Figūra gali saugiai įeiti tarp priešininko figūrų. Kad ją nukirstų, priešininkas turi vieną iš apsupančių figūrų patraukti ir sugrąžinti: du ėjimai.</translation>
    </message>
    <message>
        <source>Dai hasami shogi</source>
        <translation>Dai hasami šogis</translation>
    </message>
    <message>
        <source>Each player has eighteen men on the first two ranks, drawn as black and white go stones. Captures work as in the classic game.</source>
        <translation>Kiekvienas žaidėjas turi aštuoniolika figūrų dviejose pirmose eilėse, vaizduojamų kaip juodi ir balti go akmenėliai. Kertama kaip klasikiniame žaidime.</translation>
    </message>
    <message>
        <source>A man moves like a rook, or jumps over one adjacent man (own or enemy) along a rank or a file to the empty square just behind it. A jump captures nothing, and jumps do not chain.</source>
        <translation>Figūra eina kaip bokštas arba peršoka vieną gretimą figūrą (savo ar priešininko) eile arba stulpeliu į tuščią langelį iškart už jos. Šuolis nieko nekerta, o šuolių jungti negalima.</translation>
    </message>
    <message>
        <source>A player wins by making a line of five own men in a row, horizontally or vertically, none of them on the player&apos;s own two starting ranks. If the opponent can break the line at once by a capture, the game goes on: the opponent must break it with the reply, or loses after that reply.</source>
        <translation>Laimi žaidėjas, sustatęs penkias savo figūras iš eilės gulsčiai arba stačiai, nė vienos savo dviejose pradinėse eilėse. Jei priešininkas gali liniją iš karto nutraukti kirtimu, partija tęsiasi: priešininkas privalo ją nutraukti atsakomuoju ėjimu, kitaip po jo pralaimi.</translation>
    </message>
    <message>
        <source>Variants: fives count also diagonally; men move one square only (with diagonal fives). An agreed number of captures may be added as a second way to win.</source>
        <translation>Variantai: penketai skaičiuojami ir įstrižai; figūros eina tik vienu langeliu (su įstrižais penketais). Kaip antrą būdą laimėti galima pridėti sutartą nukirstų figūrų skaičių.</translation>
    </message>
    <message>
        <source>Mak-yek</source>
        <translation>Mak-jekas</translation>
    </message>
    <message>
        <source>Mak-yek, a Thai relative of hasami shogi (apit-sodok in Malaysia), is played on a board of 8 × 8 squares. Each player has sixteen men, on the player&apos;s first and third ranks. Men move like rooks and never jump.</source>
        <translation>Mak-jekas – tailandietiškas hasami šogio giminaitis (Malaizijoje apit-sodok) – žaidžiamas ant 8 × 8 langelių lentos. Kiekvienas žaidėjas turi šešiolika figūrų savo pirmoje ir trečioje eilėse. Figūros eina kaip bokštai ir niekada nešoka.</translation>
    </message>
    <message>
        <source>Shogiban reads the rulebook&apos;s short sentence on captures this way: men capture by enclosing enemy men on a rank or a file as in hasami shogi (one man or several in a line), never by moving onto them; the corner and edge rules of the Japanese game do not apply.</source>
        <translation>Shogiban trumpą taisyklių sakinį apie kirtimą supranta taip: figūros kerta apsupdamos priešininko figūras eilėje ar stulpelyje kaip hasami šogyje (vieną arba kelias linijoje), bet niekada neužimdamos jų langelio; japoniško žaidimo kampo ir krašto taisyklės netaikomos.</translation>
    </message>
    <message>
        <source>Capture by intervention: a man that moves onto the square between two enemy men standing next to it on a rank or a file captures both.</source>
        <translation>Kirtimas įsiterpiant: figūra, įėjusi į langelį tarp dviejų greta stovinčių priešininko figūrų eilėje ar stulpelyje, nukerta abi.</translation>
    </message>
    <message>
        <source>The player who captures all the opponent&apos;s men wins, unless the players agreed on a smaller number.</source>
        <translation>Laimi žaidėjas, nukirtęs visas priešininko figūras, nebent žaidėjai susitarė dėl mažesnio skaičiaus.</translation>
    </message>
</context>
<context>
    <name>SaveName</name>
    <message>
        <source>%1 %2 vs %3</source>
        <translation>%1 %2 prieš %3</translation>
    </message>
</context>
<context>
    <name>ShogiSetupModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Classic: capture all men but one</source>
        <translation>Klasikinis: nukirsti visas figūras, išskyrus vieną</translation>
    </message>
    <message>
        <source>Capture all men</source>
        <translation>Nukirsti visas figūras</translation>
    </message>
    <message>
        <source>Men move one square</source>
        <translation>Figūros eina vienu langeliu</translation>
    </message>
    <message>
        <source>One square, 18 men, capture all</source>
        <translation>Vienu langeliu, 18 figūrų, nukirsti visas</translation>
    </message>
    <message>
        <source>18 men in the dai setup</source>
        <translation>18 figūrų, išdėstytų kaip dai</translation>
    </message>
    <message>
        <source>Five in a row, orthogonal</source>
        <translation>Penkios iš eilės, gulsčiai ir stačiai</translation>
    </message>
    <message>
        <source>Five in a row, also diagonal</source>
        <translation>Penkios iš eilės, taip pat įstrižai</translation>
    </message>
    <message>
        <source>Men move one square, diagonal fives</source>
        <translation>Figūros eina vienu langeliu, penketai ir įstrižai</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standartinis</translation>
    </message>
    <message>
        <source>Even game</source>
        <translation>Partija be foros</translation>
    </message>
    <message>
        <source>Sente</source>
        <translation>Sente</translation>
    </message>
    <message>
        <source>Gote</source>
        <translation>Gote</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Juodieji</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Baltieji</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Šogis</translation>
    </message>
    <message>
        <source>Hasami Shogi</source>
        <translation>Hasami šogis</translation>
    </message>
    <message>
        <source>Dai Hasami Shogi</source>
        <translation>Dai hasami šogis</translation>
    </message>
    <message>
        <source>Mak-yek</source>
        <translation>Mak-jekas</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Partija baigta.</translation>
    </message>
    <message>
        <source>None of your pieces stands there.</source>
        <translation>Ten nėra jūsų figūros.</translation>
    </message>
    <message>
        <source>You have no such piece in hand.</source>
        <translation>Tokios nukirstos figūros neturite.</translation>
    </message>
    <message>
        <source>The piece cannot move there.</source>
        <translation>Ši figūra ten eiti negali.</translation>
    </message>
    <message>
        <source>One of your own pieces stands there.</source>
        <translation>Ten stovi jūsų pačių figūra.</translation>
    </message>
    <message>
        <source>The square is not empty.</source>
        <translation>Tas langelis nėra tuščias.</translation>
    </message>
    <message>
        <source>The piece could never move again from that square.</source>
        <translation>Iš to langelio figūra nebegalėtų niekur eiti.</translation>
    </message>
    <message>
        <source>Nifu: you already have an unpromoted pawn on that file.</source>
        <translation>Nifu: tame stulpelyje jau turite neevoliucionavusį pėstininką.</translation>
    </message>
    <message>
        <source>Uchifuzume: a pawn drop may not give checkmate.</source>
        <translation>Uchifuzume: atgaivintas pėstininkas negali paskelbti mato.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Po šio ėjimo jūsų karaliui liktų šachas.</translation>
    </message>
    <message>
        <source>The piece may promote only in, into or out of the promotion zone.</source>
        <translation>Figūra gali evoliucionuoti tik evoliucionavimo zonoje, įeidama į ją arba išeidama iš jos.</translation>
    </message>
    <message>
        <source>The piece must promote there.</source>
        <translation>Ten figūra privalo evoliucionuoti.</translation>
    </message>
    <message>
        <source>Checkmate.</source>
        <translation>Matas.</translation>
    </message>
    <message>
        <source>Both players agreed to a draw.</source>
        <translation>Abu žaidėjai sutarė dėl lygiųjų.</translation>
    </message>
    <message>
        <source>Sennichite: the same position occurred for the fourth time.</source>
        <translation>Sennichite: ta pati pozicija pasikartojo ketvirtą kartą.</translation>
    </message>
    <message>
        <source>Perpetual check: the side that gave check with every move of the repetition loses.</source>
        <translation>Amžinas šachas: pralaimi pusė, kuri skelbė šachą kiekvienu kartojimo ėjimu.</translation>
    </message>
    <message>
        <source>Impasse (jishogi), scored by the 24-point rule.</source>
        <translation>Aklavietė (jishōgi), įvertinta pagal 24 taškų taisyklę.</translation>
    </message>
    <message>
        <source>Impasse declared by the 27-point rule.</source>
        <translation>Aklavietė paskelbta pagal 27 taškų taisyklę.</translation>
    </message>
    <message>
        <source>The maximum number of moves was reached.</source>
        <translation>Pasiektas didžiausias leidžiamas ėjimų skaičius.</translation>
    </message>
    <message>
        <source>Time ran out.</source>
        <translation>Baigėsi laikas.</translation>
    </message>
    <message>
        <source>The game was interrupted.</source>
        <translation>Partija nutraukta.</translation>
    </message>
    <message>
        <source>Enough men were captured.</source>
        <translation>Nukirsta pakankamai figūrų.</translation>
    </message>
    <message>
        <source>Five men in a row.</source>
        <translation>Penkios figūros iš eilės.</translation>
    </message>
    <message>
        <source>The same position was repeated.</source>
        <translation>Ta pati pozicija pasikartojo.</translation>
    </message>
    <message>
        <source>Neither side has enough men left to win.</source>
        <translation>Nė vienai pusei neliko pakankamai figūrų laimėti.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Lygiosios</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Laimi %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Lance</source>
        <translation>Ietininkas</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Rikis</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Bokštas</translation>
    </message>
    <message>
        <source>Rook and lance</source>
        <translation>Bokštas ir ietininkas</translation>
    </message>
    <message>
        <source>Two pieces (rook and bishop)</source>
        <translation>Dvi figūros (bokštas ir rikis)</translation>
    </message>
    <message>
        <source>Four pieces</source>
        <translation>Keturios figūros</translation>
    </message>
    <message>
        <source>Six pieces</source>
        <translation>Šešios figūros</translation>
    </message>
    <message>
        <source>Eight pieces</source>
        <translation>Aštuonios figūros</translation>
    </message>
    <message>
        <source>Ten pieces</source>
        <translation>Dešimt figūrų</translation>
    </message>
    <message>
        <source>“%1” is not a move. Write it as 7g7f, 8h2b+ or P*5e, or in Japanese as ７六歩 or 同銀.</source>
        <translation>„%1“ nėra ėjimas. Rašykite jį kaip 7g7f, 8h2b+ arba P*5e, arba japoniškai kaip ７六歩 ar 同銀.</translation>
    </message>
    <message>
        <source>“%1” names no piece.</source>
        <translation>„%1“ nežymi jokios figūros.</translation>
    </message>
    <message>
        <source>“%1” names a square that is not on the board.</source>
        <translation>„%1“ žymi langelį, kurio lentoje nėra.</translation>
    </message>
    <message>
        <source>“%1”: 同 (the same square) needs a move before it.</source>
        <translation>„%1“: 同 (tas pats langelis) reikalauja ankstesnio ėjimo.</translation>
    </message>
    <message>
        <source>“%1”: no such piece of yours can move there.</source>
        <translation>„%1“: jokia tokia jūsų figūra ten eiti negali.</translation>
    </message>
    <message>
        <source>“%1” fits more than one move: add 右, 左, 上, 引, 寄 or 直, or type the move in coordinates.</source>
        <translation>„%1“ atitinka kelis ėjimus: pridėkite 右, 左, 上, 引, 寄 arba 直 arba įrašykite ėjimą koordinatėmis.</translation>
    </message>
    <message>
        <source>%1 has no legal move and loses.</source>
        <translation>%1 neturi nė vieno leidžiamo ėjimo ir pralaimi.</translation>
    </message>
    <message>
        <source>The side to move has no legal move.</source>
        <translation>Pusė, kurios eilė eiti, neturi leidžiamų ėjimų.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 pasidavė.</translation>
    </message>
    <message>
        <source>A player resigned.</source>
        <translation>Vienas žaidėjas pasidavė.</translation>
    </message>
    <message>
        <source>%1 played an illegal move, which loses at once.</source>
        <translation>%1 padarė ėjimą ne pagal taisykles, kuris iš karto pralaimi.</translation>
    </message>
    <message>
        <source>An illegal move was played.</source>
        <translation>Padarytas ėjimas ne pagal taisykles.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1 viršijo laiką.</translation>
    </message>
    <message>
        <source>The game was not played: %1 forfeited it.</source>
        <translation>Partija nebuvo žaista: %1 pralaimėjo be kovos.</translation>
    </message>
    <message>
        <source>The game was not played.</source>
        <translation>Partija nebuvo žaista.</translation>
    </message>
</context>
<context>
    <name>WholeFile</name>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>pavyko įrašyti tik %1 iš %2 baitų</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::AnalysisDock</name>
    <message numerus="yes">
        <source>%1 on %n thread(s); scores for %2</source>
        <translation>
            <numerusform>%1, %n gija; įvertinimai: %2</numerusform>
            <numerusform>%1, %n gijos; įvertinimai: %2</numerusform>
            <numerusform>%1, %n gijų; įvertinimai: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis is for shogi only: the hasami games have no analysis.</source>
        <translation>Analizė skirta tik šogiui: hasami žaidimai analizės neturi.</translation>
    </message>
    <message>
        <source>Paused while the game is being analysed.</source>
        <translation>Sustabdyta, kol analizuojama partija.</translation>
    </message>
    <message>
        <source>Off during games against the computer. Tick &quot;During games against the computer&quot; to analyse beside this game too.</source>
        <translation>Išjungta žaidžiant su kompiuteriu. Pažymėkite „Žaidžiant su kompiuteriu“, kad būtų analizuojama ir šalia šios partijos.</translation>
    </message>
    <message>
        <source>On beside this game against the computer; paused while the computer thinks.</source>
        <translation>Įjungta ir šioje partijoje su kompiuteriu; sustabdyta, kol kompiuteris galvoja.</translation>
    </message>
    <message>
        <source>No legal move: %1 has lost.</source>
        <translation>Nėra leistino ėjimo: %1 pralaimėjo.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analizuoju…</translation>
    </message>
    <message>
        <source>Depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>Gylis %1 · %2 mazgų · %3 mazgų/s</translation>
    </message>
    <message>
        <source>On beside this game against the computer; it pauses while the computer thinks.</source>
        <translation>Įjungta ir šioje partijoje su kompiuteriu; sustoja, kol kompiuteris galvoja.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analizė</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analizė</translation>
    </message>
    <message>
        <source>&amp;Play from Here…</source>
        <translation>&amp;Žaisti nuo čia…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::AnalysisLinesModel</name>
    <message>
        <source>Score</source>
        <translation>Įvertis</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Laim. %</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Gylis</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variantas</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::AnalysisPanel</name>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Variantai:</translation>
    </message>
    <message>
        <source>How many of the best moves are analysed (MultiPV)</source>
        <translation>Kiek geriausių ėjimų analizuojama (MultiPV)</translation>
    </message>
    <message>
        <source>&amp;Arrows</source>
        <translation>Rod&amp;yklės</translation>
    </message>
    <message>
        <source>Show the candidate moves as arrows on the board</source>
        <translation>Rodyti kandidatinius ėjimus rodyklėmis lentoje</translation>
    </message>
    <message>
        <source>&amp;During games against the computer</source>
        <translation>Ž&amp;aidžiant su kompiuteriu</translation>
    </message>
    <message>
        <source>Analyse beside an unfinished game against the computer too. The analysis pauses while the computer thinks.</source>
        <translation>Analizuoti ir šalia nebaigtos partijos su kompiuteriu. Analizė sustoja, kol kompiuteris galvoja.</translation>
    </message>
    <message>
        <source>&amp;Play from Here…</source>
        <translation>Žaisti nuo &amp;čia…</translation>
    </message>
    <message>
        <source>Start a new game from the position on the board (a previewed line&apos;s too)</source>
        <translation>Pradėti naują partiją nuo pozicijos lentoje (ir peržiūrimo varianto)</translation>
    </message>
    <message>
        <source>Click a line to play it through on the board (← → step, Esc returns)</source>
        <translation>Spustelėkite variantą, kad jį peržiūrėtumėte lentoje (← → žingsnis, Esc grįžta)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::BoardArea</name>
    <message>
        <source>&amp;Move:</source>
        <translation>Ėji&amp;mas:</translation>
    </message>
    <message>
        <source>Type a move and press Enter: in coordinates (7g7f, 8h2b+, P*5e), in Japanese (７六歩, 同銀, ２二角成) or in Western notation (P-7f).</source>
        <translation>Įrašykite ėjimą ir paspauskite Enter: koordinatėmis (7g7f, 8h2b+, P*5e), japoniškai (７六歩, 同銀, ２二角成) arba vakarietišku užrašu (P-7f).</translation>
    </message>
    <message>
        <source>7g7f, P*5e, ７六歩</source>
        <translation>7g7f, P*5e, ７六歩</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::CommentBox</name>
    <message>
        <source>Comment on the start position:</source>
        <translation>Pradinės pozicijos komentaras:</translation>
    </message>
    <message>
        <source>Comment on move %1:</source>
        <translation>%1 ėjimo komentaras:</translation>
    </message>
    <message>
        <source>Write a comment here</source>
        <translation>Čia rašykite komentarą</translation>
    </message>
    <message>
        <source>Bookmark name</source>
        <translation>Žymės pavadinimas</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>%1 ėjimas: %2</translation>
    </message>
    <message>
        <source>Move %1 (variation): %2</source>
        <translation>%1 ėjimas (variantas): %2</translation>
    </message>
    <message>
        <source>A name for this move; KIF and JSON files keep it as a bookmark</source>
        <translation>Šio ėjimo pavadinimas; KIF ir JSON failai jį išsaugo kaip žymę</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Žymės</translation>
    </message>
    <message>
        <source>Bookmarks: go to a bookmarked move</source>
        <translation>Žymės: pereiti prie pažymėto ėjimo</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EditPositionCommand</name>
    <message>
        <source>E&amp;dit Position…</source>
        <translation>Redaguoti pozi&amp;ciją…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EditorSquareMenu</name>
    <message>
        <source>Put Sente&apos;s Piece</source>
        <translation>Pastatyti sente figūrą</translation>
    </message>
    <message>
        <source>Put Gote&apos;s Piece</source>
        <translation>Pastatyti gote figūrą</translation>
    </message>
    <message>
        <source>Turn Over</source>
        <translation>Apversti</translation>
    </message>
    <message>
        <source>Give to the Other Player</source>
        <translation>Atiduoti kitam žaidėjui</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Pašalinti</translation>
    </message>
    <message>
        <source>Into Sente&apos;s Hand</source>
        <translation>Į sente nukirstas figūras</translation>
    </message>
    <message>
        <source>Into Gote&apos;s Hand</source>
        <translation>Į gote nukirstas figūras</translation>
    </message>
    <message>
        <source>From Sente&apos;s Hand</source>
        <translation>Iš sente nukirstų figūrų</translation>
    </message>
    <message>
        <source>From Gote&apos;s Hand</source>
        <translation>Iš gote nukirstų figūrų</translation>
    </message>
    <message>
        <source>Put a Black Man</source>
        <translation>Pastatyti juodąją figūrą</translation>
    </message>
    <message>
        <source>Put a White Man</source>
        <translation>Pastatyti baltąją figūrą</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EngineLogWindow</name>
    <message>
        <source>Engine Log</source>
        <translation>Variklių žurnalas</translation>
    </message>
    <message>
        <source>What Shogiban sends to an engine is marked &gt;, what the engine answers &lt;.</source>
        <translation>Tai, ką Shogiban siunčia varikliui, pažymėta &gt;, o variklio atsakymai &lt;.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopijuoti</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>Iš&amp;valyti</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EngineManagerDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>Pa&amp;šalinti</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Varikliai</translation>
    </message>
    <message>
        <source>USI engines that can play in New Game and analyse in the analysis panel. Shogiban&apos;s own engine is always there.</source>
        <translation>USI varikliai, galintys žaisti Naujoje partijoje ir analizuoti analizės skydelyje. Paties Shogiban variklis yra visada.</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>Pri&amp;dėti…</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (autorius: %2)</translation>
    </message>
    <message>
        <source>Choose a USI Engine</source>
        <translation>Pasirinkite USI variklį</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Pridėti variklį</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>Analizės variklis:</translation>
    </message>
    <message>
        <source>Shogiban (built-in)</source>
        <translation>Shogiban (įtaisytasis)</translation>
    </message>
    <message>
        <source>O&amp;ptions…</source>
        <translation>&amp;Parinktys…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Variklio %1 parinktys</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the engine thinks about each move in a game without a clock.</source>
        <translation>Kiek laiko variklis galvoja apie kiekvieną ėjimą partijoje be laikrodžio.</translation>
    </message>
    <message>
        <source>Time per move without a clock:</source>
        <translation>Laikas ėjimui be laikrodžio:</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Numatyta: %1</translation>
    </message>
    <message>
        <source>&amp;Reset to Defaults</source>
        <translation>Atkurti &amp;numatytąsias</translation>
    </message>
    <message>
        <source>%1 by %2
%3</source>
        <translation>%1 (autorius: %2)
%3</translation>
    </message>
    <message>
        <source>an unknown author</source>
        <translation>nežinomas</translation>
    </message>
    <message>
        <source>Press %1 when the engine starts</source>
        <translation>Paspausti %1 paleidžiant variklį</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Naršyti…</translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation>Pasirinkite failą</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EnginePlayers</name>
    <message>
        <source>The engine of %1 is no longer among the engines (Settings &gt; Engines).</source>
        <translation>Žaidėjo %1 variklio nebėra tarp variklių (Nustatymai &gt; Varikliai).</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EvaluationGraph</name>
    <message>
        <source>Start position</source>
        <translation>Pradinė pozicija</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Ėjimas %1</translation>
    </message>
    <message>
        <source>%1: %2 for sente</source>
        <translation>%1: %2 sente naudai</translation>
    </message>
    <message>
        <source>%1: not analysed yet</source>
        <translation>%1: dar neišanalizuota</translation>
    </message>
    <message>
        <source>Winning Chance</source>
        <translation>Laimėjimo tikimybė</translation>
    </message>
    <message>
        <source>Score (up to ±%1)</source>
        <translation>Įvertinimas (iki ±%1)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FileCommands</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Failas</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Atverti…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Atverti &amp;neseniai naudotą</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Įrašyti</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Įrašyti &amp;kaip…</translation>
    </message>
    <message>
        <source>&amp;Copy Position (SFEN)</source>
        <translation>Kopijuoti p&amp;oziciją (SFEN)</translation>
    </message>
    <message>
        <source>Copy &amp;Game (KIF)</source>
        <translation>Kopijuoti &amp;partiją (KIF)</translation>
    </message>
    <message>
        <source>&amp;Paste Game or Position</source>
        <translation>Į&amp;dėti partiją arba poziciją</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Neįrašyta partija</translation>
    </message>
    <message>
        <source>The game has moves that are not saved. Save them first?</source>
        <translation>Partijoje yra neįrašytų ėjimų. Pirmiau juos įrašyti?</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Negalima atverti</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Negalima perskaityti %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a game Shogiban can open: %2</source>
        <translation>%1 nėra partija, kurią Shogiban gali atverti: %2</translation>
    </message>
    <message>
        <source>Opened in part</source>
        <translation>Atverta iš dalies</translation>
    </message>
    <message>
        <source>%1 was opened up to the problem that stopped reading: %2</source>
        <translation>%1 atvertas iki problemos, sustabdžiusios skaitymą: %2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Atverti partiją</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Negalima įrašyti</translation>
    </message>
    <message>
        <source>%1 was not saved: %2</source>
        <translation>%1 neįrašytas: %2</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Įrašyti partiją</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>Negalima įdėti</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Iškarpinėje nėra teksto.</translation>
    </message>
    <message>
        <source>Pasted in part</source>
        <translation>Įdėta iš dalies</translation>
    </message>
    <message>
        <source>The clipboard holds no game or position Shogiban can read: %1</source>
        <translation>Iškarpinėje nėra partijos ar pozicijos, kurią Shogiban galėtų perskaityti: %1</translation>
    </message>
    <message>
        <source>Cannot save automatically</source>
        <translation>Negalima įrašyti automatiškai</translation>
    </message>
    <message>
        <source>The game cannot be saved automatically in %1: %2. Save it with File &gt; Save As to keep it.</source>
        <translation>Partijos negalima automatiškai įrašyti į %1: %2. Kad jos neprarastumėte, įrašykite ją komanda Failas &gt; Įrašyti kaip.</translation>
    </message>
    <message>
        <source>Replace file</source>
        <translation>Pakeisti failą</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 jau yra. Pakeisti jį?</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>nėra ėjimų</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ba&amp;igti</translation>
    </message>
    <message>
        <source>Export Position &amp;Image…</source>
        <translation>&amp;Eksportuoti pozicijos paveikslėlį…</translation>
    </message>
    <message>
        <source>Copy Position as &amp;BOD</source>
        <translation>Kopijuoti poziciją kaip &amp;BOD</translation>
    </message>
    <message>
        <source>Copy Game as &amp;USEN</source>
        <translation>Kopijuoti partiją kaip &amp;USEN</translation>
    </message>
    <message>
        <source>Opened without some comments</source>
        <translation>Atverta be kai kurių komentarų</translation>
    </message>
    <message>
        <source>%1 was opened. %2</source>
        <translation>%1 atvertas. %2</translation>
    </message>
    <message>
        <source>All game records (*.json *.jkf *.kif *.kifu *.ki2 *.csa *.sfen *.usi *.usen *.bod)</source>
        <translation>Visi partijų įrašai (*.json *.jkf *.kif *.kifu *.ki2 *.csa *.sfen *.usi *.usen *.bod)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG paveikslėlis (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG paveikslėlis (*.svg)</translation>
    </message>
    <message>
        <source>Export Position Image</source>
        <translation>Pozicijos paveikslėlio eksportas</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Negalima eksportuoti</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 neįrašytas: %2</translation>
    </message>
    <message>
        <source>%1 vs %2, start position</source>
        <translation>%1 – %2, pradinė pozicija</translation>
    </message>
    <message>
        <source>%1 vs %2, after move %3: %4</source>
        <translation>%1 – %2, po %3-iojo ėjimo: %4</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Įrašyta kaip %1</translation>
    </message>
    <message>
        <source>Cannot keep the game</source>
        <translation>Partijos negalima išsaugoti</translation>
    </message>
    <message>
        <source>The game cannot be kept for Continue in %1: %2.</source>
        <translation>Partijos negalima išsaugoti vėlesniam tęsimui į %1: %2.</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Partijos negalima tęsti</translation>
    </message>
    <message>
        <source>The game kept to continue, %1, cannot be read: %2. It was removed.</source>
        <translation>Tęsimui išsaugotos partijos %1 negalima perskaityti: %2. Ji pašalinta.</translation>
    </message>
    <message>
        <source>The game kept to continue, %1, cannot be read: %2. It was set aside as %3.</source>
        <translation>Tęsimui išsaugotos partijos %1 negalima perskaityti: %2. Ji atidėta kaip %3.</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FindMateCommand</name>
    <message>
        <source>Find &amp;Mate…</source>
        <translation>Rasti &amp;matą…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FindMateDialog</name>
    <message>
        <source>Start position</source>
        <translation>Pradinė pozicija</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Searching… %1</source>
        <translation>Ieškoma… %1</translation>
    </message>
    <message>
        <source>Cancelled after %1: no mate was found so far.</source>
        <translation>Atšaukta po %1: matas kol kas nerastas.</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n move(s) (both sides&apos; moves counted, as in tsume problems), found in %1.</source>
        <translation>
            <numerusform>Matas per %n ėjimą (skaičiuojami abiejų pusių ėjimai, kaip tsume uždaviniuose), rastas per %1.</numerusform>
            <numerusform>Matas per %n ėjimus (skaičiuojami abiejų pusių ėjimai, kaip tsume uždaviniuose), rastas per %1.</numerusform>
            <numerusform>Matas per %n ėjimų (skaičiuojami abiejų pusių ėjimai, kaip tsume uždaviniuose), rastas per %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shorter mate was not ruled out.</source>
        <translation>Trumpesnis matas neatmestas.</translation>
    </message>
    <message>
        <source>No mate: the defender escapes every sequence of checks (%1).</source>
        <translation>Mato nėra: besiginanti pusė išsisuka iš bet kokios šachų sekos (%1).</translation>
    </message>
    <message>
        <source>The search ended without an answer after %1.</source>
        <translation>Paieška baigėsi po %1 be atsakymo.</translation>
    </message>
    <message>
        <source>Find Mate</source>
        <translation>Rasti matą</translation>
    </message>
    <message>
        <source>Looking for a mate by %1 (to move) with checks only, against every defence.</source>
        <translation>Ieškoma mato, kurį %1 (eilė eiti) paskelbia vien šachais prieš bet kokią gynybą.</translation>
    </message>
    <message>
        <source>Choose a move, or step with ← and → on the board, to see the position after it. The game is not changed.</source>
        <translation>Pasirinkite ėjimą arba eikite ← ir → lentoje, kad pamatytumėte poziciją po jo. Partija nekeičiama.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Atšaukti</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Uždaryti</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n move(s) found in %1. Looking for a shorter one… %2</source>
        <translation>
            <numerusform>Matas per %n ėjimą rastas per %1. Ieškau trumpesnio… %2</numerusform>
            <numerusform>Matas per %n ėjimus rastas per %1. Ieškau trumpesnio… %2</numerusform>
            <numerusform>Matas per %n ėjimų rastas per %1. Ieškau trumpesnio… %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FurigomaDialog</name>
    <message numerus="yes">
        <source>%n pawn(s) (歩)</source>
        <translation>
            <numerusform>%n pėstininkas (歩)</numerusform>
            <numerusform>%n pėstininkai (歩)</numerusform>
            <numerusform>%n pėstininkų (歩)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokin(s) (と)</source>
        <translation>
            <numerusform>%n tokinas (と)</numerusform>
            <numerusform>%n tokinai (と)</numerusform>
            <numerusform>%n tokinų (と)</numerusform>
        </translation>
    </message>
    <message>
        <source>More pawns: the thrower moves first.</source>
        <translation>Daugiau pėstininkų: metęs žaidėjas pradeda.</translation>
    </message>
    <message>
        <source>More tokins: the thrower moves second.</source>
        <translation>Daugiau tokinų: metęs žaidėjas eina antras.</translation>
    </message>
    <message>
        <source>More pawns: %1 threw and moves first.</source>
        <translation>Daugiau pėstininkų: metęs žaidėjas (%1) pradeda.</translation>
    </message>
    <message>
        <source>More tokins: %1 threw and moves second.</source>
        <translation>Daugiau tokinų: metęs žaidėjas (%1) eina antras.</translation>
    </message>
    <message>
        <source>Furigoma: who moves first</source>
        <translation>Furigoma: kas pradeda</translation>
    </message>
    <message>
        <source>Five pawns are thrown: more pawns (歩) face up and the thrower moves first, more tokins (と) and the thrower moves second.</source>
        <translation>Metami penki pėstininkai: daugiau pėstininkų (歩) į viršų – metęs žaidėjas pradeda, daugiau tokinų (と) – metęs žaidėjas eina antras.</translation>
    </message>
    <message>
        <source>Click or press a key to skip</source>
        <translation>Spustelėkite arba paspauskite klavišą, kad praleistumėte</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::GameController</name>
    <message>
        <source>move %1 cannot be played</source>
        <translation>%1 ėjimo atlikti negalima</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::GamePropertiesDialog</name>
    <message>
        <source>%1 wins by forfeit</source>
        <translation>%1 laimi be kovos</translation>
    </message>
    <message>
        <source>No mate (a problem without solution)</source>
        <translation>Mato nėra (uždavinys be sprendimo)</translation>
    </message>
    <message>
        <source>Ended by an error</source>
        <translation>Baigta dėl klaidos</translation>
    </message>
    <message>
        <source>Game Information</source>
        <translation>Partijos informacija</translation>
    </message>
    <message>
        <source>&amp;Sente:</source>
        <translation>&amp;Sente:</translation>
    </message>
    <message>
        <source>&amp;Gote:</source>
        <translation>G&amp;ote:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Turnyras:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>&amp;Vieta:</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Laiko kontrolė:</translation>
    </message>
    <message>
        <source>Ope&amp;ning:</source>
        <translation>De&amp;biutas:</translation>
    </message>
    <message>
        <source>&amp;Sente (lower player):</source>
        <translation>&amp;Sente (silpnesnis žaidėjas):</translation>
    </message>
    <message>
        <source>&amp;Gote (upper player):</source>
        <translation>G&amp;ote (stipresnis žaidėjas):</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Fora:</translation>
    </message>
    <message>
        <source>e.g. 2024/05/18 10:00</source>
        <translation>pvz., 2024/05/18 10:00</translation>
    </message>
    <message>
        <source>e.g. 四間飛車</source>
        <translation>pvz., 四間飛車</translation>
    </message>
    <message>
        <source>None (the record ends without a result)</source>
        <translation>Nėra (įrašas baigiasi be rezultato)</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Rezultatas:</translation>
    </message>
    <message>
        <source>Even game</source>
        <translation>Partija be foros</translation>
    </message>
    <message>
        <source>A set-up position (no handicap)</source>
        <translation>Sudėliota pozicija (be foros)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::GameReviewPane</name>
    <message>
        <source>Analyse Game</source>
        <translation>Analizuoti partiją</translation>
    </message>
    <message>
        <source>This game against the computer is still going on. Analyse it when it is over (or resign), so that the analysis does not take the computer&apos;s time.</source>
        <translation>Ši partija su kompiuteriu dar vyksta. Analizuokite ją, kai baigsis (arba pasiduokite), kad analizė neatimtų kompiuterio laiko.</translation>
    </message>
    <message>
        <source>Every position of this game is analysed already. Analyse it again?</source>
        <translation>Visos šios partijos pozicijos jau išanalizuotos. Analizuoti iš naujo?</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>liko %1</translation>
    </message>
    <message>
        <source>Analysing the game at %1 s per move…</source>
        <translation>Analizuoju partiją, %1 s ėjimui…</translation>
    </message>
    <message>
        <source>Stopped: %1 of %2 positions are analysed. Analyse Game continues from there.</source>
        <translation>Sustabdyta: išanalizuota %1 iš %2 pozicijų. „Analizuoti partiją“ tęs nuo čia.</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Pradinė pozicija</translation>
    </message>
    <message>
        <source>%1 for sente</source>
        <translation>%1 sente naudai</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Ėjimas %1: %2</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Dar neišanalizuota.</translation>
    </message>
    <message>
        <source>Analyse &amp;Game…</source>
        <translation>Anal&amp;izuoti partiją…</translation>
    </message>
    <message>
        <source>Analyse Game (Shogi Only)</source>
        <translation>Analizuoti partiją (tik šogis)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Atšaukti</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <translation>%v iš %m pozicijų</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::HomePage</name>
    <message>
        <source>Shogiban</source>
        <translation>Shogiban</translation>
    </message>
    <message>
        <source>Shogi, Hasami Shogi, Dai Hasami Shogi and Mak-yek</source>
        <translation>Šogis, Hasami šogis, Dai hasami šogis ir Mak-jekas</translation>
    </message>
    <message>
        <source>Play the Computer</source>
        <translation>Žaisti su kompiuteriu</translation>
    </message>
    <message>
        <source>Shogi, you move first</source>
        <translation>Šogis, pradedate jūs</translation>
    </message>
    <message>
        <source>Two Players</source>
        <translation>Du žaidėjai</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Šiame kompiuteryje</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Pamokos</translation>
    </message>
    <message>
        <source>Open a Game</source>
        <translation>Atverti partiją</translation>
    </message>
    <message>
        <source>KIF, CSA, JKF, SFEN…</source>
        <translation>KIF, CSA, JKF, SFEN…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Tęsti</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Lygis:</translation>
    </message>
    <message>
        <source>Show this page when Shogiban starts</source>
        <translation>Rodyti šį puslapį paleidus Shogiban</translation>
    </message>
    <message>
        <source>Tsume Problems</source>
        <translation>Tsume uždaviniai</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::ImageExportDialog</name>
    <message>
        <source>Coor&amp;dinates</source>
        <translation>&amp;Koordinatės</translation>
    </message>
    <message>
        <source>Mark the &amp;last move</source>
        <translation>Pažymėti pa&amp;skutinį ėjimą</translation>
    </message>
    <message>
        <source>&amp;Title line with the players and the move</source>
        <translation>An&amp;traštė su žaidėjais ir ėjimu</translation>
    </message>
    <message>
        <source>&amp;Flipped board</source>
        <translation>Apversta &amp;lenta</translation>
    </message>
    <message>
        <source>Export Position Image</source>
        <translation>Pozicijos paveikslėlio eksportas</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Plotis:</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::KeyboardDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Klaviatūra</translation>
    </message>
    <message>
        <source>Browsing the game and moving on the board</source>
        <translation>Partijos peržiūra ir ėjimai lentoje</translation>
    </message>
    <message>
        <source>Left and Right show the previous and the next move, Home and End the start and the last move, wherever the focus is except in a text field.</source>
        <translation>Rodyklės kairėn ir dešinėn rodo ankstesnį ir kitą ėjimą, Home ir End – pradžią ir paskutinį ėjimą, kad ir kur būtų židinys, išskyrus teksto lauką.</translation>
    </message>
    <message>
        <source>On the board, Up, Down, Enter or Space bring out the keyboard cursor: then all four arrow keys move it, Enter or Space picks a piece up and puts it down, and Escape puts the cursor away so that Left and Right browse the game again.</source>
        <translation>Lentoje rodyklės aukštyn ir žemyn, Enter arba tarpas parodo klaviatūros žymeklį: tada jį judina visos keturios rodyklės, Enter arba tarpas pakelia ir padeda figūrą, o Escape paslepia žymeklį, kad rodyklės kairėn ir dešinėn vėl naršytų partiją.</translation>
    </message>
    <message>
        <source>A move can also be typed in the box below the board, as 7g7f, P*5e or ７六歩.</source>
        <translation>Ėjimą taip pat galima įrašyti laukelyje po lenta, pavyzdžiui, 7g7f, P*5e arba ７六歩.</translation>
    </message>
    <message>
        <source>Menu commands</source>
        <translation>Meniu komandos</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::LanguageSelector</name>
    <message>
        <source>System default</source>
        <translation>Pagal sistemą</translation>
    </message>
    <message>
        <source>The language of the program; the change takes effect at once</source>
        <translation>Programos kalba; pakeitimas įsigalioja iš karto</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::LessonPage</name>
    <message numerus="yes">
        <source>%n move(s) so far.</source>
        <translation>
            <numerusform>Kol kas %n ėjimas.</numerusform>
            <numerusform>Kol kas %n ėjimai.</numerusform>
            <numerusform>Kol kas %n ėjimų.</numerusform>
        </translation>
    </message>
    <message>
        <source>In this exercise, stay clear of the enemy king: that move gives check.</source>
        <translation>Šiame pratime laikykitės atokiau nuo priešininko karaliaus: šis ėjimas skelbia šachą.</translation>
    </message>
    <message>
        <source>That move does not do it. The position is set up again: try once more.</source>
        <translation>Šis ėjimas to nepadaro. Pozicija išdėstoma iš naujo: bandykite dar kartą.</translation>
    </message>
    <message numerus="yes">
        <source>Done in %1 moves. It can be done in %n move(s): try again for all the stars.</source>
        <translation>
            <numerusform>Atlikta per %1 ėjimus. Galima per %n ėjimą: bandykite dar, kad gautumėte visas žvaigždutes.</numerusform>
            <numerusform>Atlikta per %1 ėjimus. Galima per %n ėjimus: bandykite dar, kad gautumėte visas žvaigždutes.</numerusform>
            <numerusform>Atlikta per %1 ėjimus. Galima per %n ėjimų: bandykite dar, kad gautumėte visas žvaigždutes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Puiku!</translation>
    </message>
    <message>
        <source>That is the rule. Well done!</source>
        <translation>Tokia taisyklė. Puiku!</translation>
    </message>
    <message>
        <source>Hint: try the move the arrow shows.</source>
        <translation>Patarimas: pabandykite ėjimą, kurį rodo rodyklė.</translation>
    </message>
    <message>
        <source>Hint: the arrow shows a good move.</source>
        <translation>Patarimas: rodyklė rodo gerą ėjimą.</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Bandyti dar</translation>
    </message>
    <message>
        <source>Back to the &amp;Start Page</source>
        <translation>Grįžti į &amp;pradžios puslapį</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Pamokos</translation>
    </message>
    <message>
        <source>Choose a lesson from the list.</source>
        <translation>Pasirinkite pamoką iš sąrašo.</translation>
    </message>
    <message>
        <source>Start the &amp;First Lesson</source>
        <translation>Pradėti &amp;pirmą pamoką</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>%1 pamoka: %2</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>%1 pratimas iš %2</translation>
    </message>
    <message numerus="yes">
        <source>It can be done in %n move(s).</source>
        <translation>
            <numerusform>Tai galima padaryti per %n ėjimą.</numerusform>
            <numerusform>Tai galima padaryti per %n ėjimus.</numerusform>
            <numerusform>Tai galima padaryti per %n ėjimų.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Next Exercise</source>
        <translation>&amp;Kitas pratimas</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Kita pamoka</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Baigti</translation>
    </message>
    <message>
        <source>Lesson done: %1</source>
        <translation>Pamoka baigta: %1</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>Pa&amp;tarimas</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Practise: Tsume Problems, Mate in %n</source>
        <translation>
            <numerusform>Pratinkitės: tsume už&amp;daviniai, matas per %n ėjimą</numerusform>
            <numerusform>Pratinkitės: tsume už&amp;daviniai, matas per %n ėjimus</numerusform>
            <numerusform>Pratinkitės: tsume už&amp;daviniai, matas per %n ėjimų</numerusform>
        </translation>
    </message>
    <message>
        <source>The lessons cannot be read: %1</source>
        <translation>Nepavyko perskaityti pamokų: %1</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::LinePreview</name>
    <message>
        <source>Preview of an analysed line, move %1 of %2 (the game is unchanged). ← → step through it, Esc or a click elsewhere returns to the game.</source>
        <translation>Išanalizuoto varianto peržiūra, ėjimas %1 iš %2 (partija nepakeista). ← → žingsniai, Esc arba spustelėjimas kitur grąžina į partiją.</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::MainWindow</name>
    <message>
        <source>Shogiban</source>
        <translation>Shogiban</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Žaidimas</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Rodymas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ž&amp;inynas</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nauja partija…</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Atšaukti ėjimą</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Pata&amp;rimas</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>Pa&amp;siduoti</translation>
    </message>
    <message>
        <source>&amp;Count Impasse Points (24 Points)</source>
        <translation>Suskaičiuoti aklavietės &amp;taškus (24 taškai)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>N&amp;ustatymai…</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Ap&amp;versti lentą</translation>
    </message>
    <message>
        <source>&amp;Learning Mode</source>
        <translation>&amp;Mokymosi režimas</translation>
    </message>
    <message>
        <source>F&amp;irst Position</source>
        <translation>Pra&amp;dinė pozicija</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>Ank&amp;stesnis ėjimas</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>&amp;Kitas ėjimas</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Taisyklės</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>&amp;Figūros</translation>
    </message>
    <message>
        <source>&amp;About Shogiban</source>
        <translation>&amp;Apie Shogiban</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Galvoju…</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nauja partija</translation>
    </message>
    <message>
        <source>The game cannot start: %1</source>
        <translation>Partijos pradėti negalima: %1</translation>
    </message>
    <message>
        <source>move %1 (%2) is not legal there</source>
        <translation>%1 ėjimas (%2) ten neleidžiamas</translation>
    </message>
    <message>
        <source>Take back the last move? Both players must agree.</source>
        <translation>Atšaukti paskutinį ėjimą? Turi sutikti abu žaidėjai.</translation>
    </message>
    <message>
        <source>Do you really want to resign?</source>
        <translation>Ar tikrai norite pasiduoti?</translation>
    </message>
    <message>
        <source>%1 offers a draw. Does %2 accept it?</source>
        <translation>%1 siūlo lygiąsias. Ar %2 sutinka?</translation>
    </message>
    <message>
        <source>Declare Impasse</source>
        <translation>Aklavietės paskelbimas</translation>
    </message>
    <message>
        <source>The declaration is not valid yet. Your king must stand in the enemy camp and not be in check, at least 10 of your other pieces must stand there too, and those pieces plus your pieces in hand must be worth at least 28 points as sente or 27 as gote (rook and bishop 5, every other piece 1).</source>
        <translation>Paskelbti dar negalima. Jūsų karalius turi stovėti priešininko stovykloje ir neturėti šacho, ten turi stovėti ir bent 10 kitų jūsų figūrų, o šios figūros kartu su nukirstomis jūsų figūromis turi būti vertos bent 28 taškų, jei žaidžiate sente, arba 27, jei gote (bokštas ir rikis po 5, kiekviena kita figūra 1).</translation>
    </message>
    <message>
        <source>Both kings have entered. Do both players agree to count the points? A side with fewer than 24 points loses; otherwise it is a draw.</source>
        <translation>Abu karaliai įėjo į priešininko stovyklą. Ar abu žaidėjai sutinka skaičiuoti taškus? Pusė, surinkusi mažiau nei 24 taškus, pralaimi; kitaip – lygiosios.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Ieškau gero ėjimo…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Patarimas: %1</translation>
    </message>
    <message>
        <source>No hint found.</source>
        <translation>Patarimo nerasta.</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2</source>
        <translation>Peržiūrimas ėjimas %1 iš %2</translation>
    </message>
    <message>
        <source>%1 to move: check!</source>
        <translation>Eina %1 – šachas!</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Eina %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partija baigta</translation>
    </message>
    <message>
        <source>This is the position after move %1. To play on, return to the last move (End, or click it in the move list).</source>
        <translation>Tai pozicija po %1 ėjimo. Norėdami žaisti toliau, grįžkite prie paskutinio ėjimo (End arba spustelėkite jį ėjimų sąraše).</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn: wait for its move.</source>
        <translation>Dabar eina kompiuteris: palaukite jo ėjimo.</translation>
    </message>
    <message>
        <source>Declare &amp;Impasse (27 Points)</source>
        <translation>Paskelbti a&amp;klavietę (27 taškai)</translation>
    </message>
    <message>
        <source>The game is paused: choose Game &gt; Pause again to go on.</source>
        <translation>Partija pristabdyta: norėdami tęsti, dar kartą pasirinkite Žaidimas &gt; Pauzė.</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Kompiuterinis žaidėjas</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pristabdyta</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pau&amp;zė</translation>
    </message>
    <message>
        <source>La&amp;st Move</source>
        <translation>Paskut&amp;inis ėjimas</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Varikliai…</translation>
    </message>
    <message>
        <source>&amp;Engine Log</source>
        <translation>&amp;Variklių žurnalas</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>Išoriniai varikliai:</translation>
    </message>
    <message>
        <source>H&amp;ome</source>
        <translation>&amp;Pradžia</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>Pam&amp;okos</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>Į&amp;rankių juosta</translation>
    </message>
    <message>
        <source>The game in progress, move %1</source>
        <translation>Vykstanti partija, %1 ėjimas</translation>
    </message>
    <message>
        <source>Next: %1. %2</source>
        <translation>Kita: %1. %2</translation>
    </message>
    <message>
        <source>%1[*] – Shogiban</source>
        <translation>%1[*] – Shogiban</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>Išspręsta %1 iš %2</translation>
    </message>
    <message>
        <source>Solve as Tsume Problem</source>
        <translation>Spręsti kaip tsume uždavinį</translation>
    </message>
    <message>
        <source>No mate by checks was found for the side to move: the position cannot be solved as a tsume problem.</source>
        <translation>Einančiajai pusei nerastas matas vien šachais: šios pozicijos negalima spręsti kaip tsume uždavinio.</translation>
    </message>
    <message>
        <source>Tsume Pro&amp;blems</source>
        <translation>Tsume už&amp;daviniai</translation>
    </message>
    <message>
        <source>Sol&amp;ve as Tsume Problem</source>
        <translation>Spręsti kaip tsum&amp;e uždavinį</translation>
    </message>
    <message>
        <source>Agree to a Dra&amp;w</source>
        <translation>Sutarti &amp;lygiąsias</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klaviatūra</translation>
    </message>
    <message>
        <source>Studying the record (no clock, no computer): %1 to move</source>
        <translation>Įrašo studija (be laikrodžio ir be kompiuterio): eina %1</translation>
    </message>
    <message>
        <source>Thinking on your time…</source>
        <translation>Galvoju jūsų laiku…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::MoveListModel</name>
    <message>
        <source>Start position</source>
        <translation>Pradinė pozicija</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ėjimas</translation>
    </message>
    <message numerus="yes">
        <source>%n other move(s) in variations here</source>
        <translation>
            <numerusform>Čia %n kitas ėjimas variantuose</numerusform>
            <numerusform>Čia %n kiti ėjimai variantuose</numerusform>
            <numerusform>Čia %n kitų ėjimų variantuose</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::MoveListPanel</name>
    <message>
        <source>First position</source>
        <translation>Pradinė pozicija</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Ankstesnis ėjimas</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Kitas ėjimas</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Paskutinis ėjimas</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nauja partija</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Žaidimas:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variantas:</translation>
    </message>
    <message>
        <source>As the variant says</source>
        <translation>Pagal variantą</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation>&amp;Fora:</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Prieš kompiuterį</translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation>Du žaidėjai prie šio kompiuterio</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>Kompiuteris prieš kompiuterį</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Režimas:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Pradėti</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Lygis:</translation>
    </message>
    <message>
        <source>Decided by furigoma</source>
        <translation>Nulems furigoma</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Jūs žai&amp;džiate:</translation>
    </message>
    <message>
        <source>Player 1 &amp;plays:</source>
        <translation>Žaidėjas 1 žai&amp;džia:</translation>
    </message>
    <message>
        <source>Computer 1 &amp;plays:</source>
        <translation>Kompiuteris 1 žai&amp;džia:</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Jūs:</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Kompiuteris:</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>Žaidėjas 1:</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>Žaidėjas 2:</translation>
    </message>
    <message>
        <source>Computer 1:</source>
        <translation>Kompiuteris 1:</translation>
    </message>
    <message>
        <source>Computer 2:</source>
        <translation>Kompiuteris 2:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jūs</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompiuteris</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Žaidėjas 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Žaidėjas 2</translation>
    </message>
    <message>
        <source>Computer 1</source>
        <translation>Kompiuteris 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Kompiuteris 2</translation>
    </message>
    <message>
        <source>Me&amp;n to capture:</source>
        <translation>Nukirstinų figūrų &amp;skaičius:</translation>
    </message>
    <message>
        <source>Each player their &amp;own time</source>
        <translation>&amp;Kiekvienam žaidėjui savas laikas</translation>
    </message>
    <message>
        <source>&amp;Time for %1:</source>
        <translation>&amp;Laikas – %1:</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Laiko kontrolė:</translation>
    </message>
    <message>
        <source>Time for %1:</source>
        <translation>Laikas – %1:</translation>
    </message>
    <message>
        <source>Shogiban AI</source>
        <translation>Shogiban DI</translation>
    </message>
    <message>
        <source>The built-in AI, or an engine added in Settings &gt; Engines</source>
        <translation>Įtaisytasis DI arba variklis, pridėtas per Nustatymai &gt; Varikliai</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PiecesDialog</name>
    <message>
        <source>Pieces</source>
        <translation>Figūros</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PlayFromHereDialog</name>
    <message>
        <source>&amp;Two players on this computer</source>
        <translation>&amp;Du žaidėjai prie šio kompiuterio</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Žaisti nuo čia</translation>
    </message>
    <message>
        <source>A new game starts from the position on the board. The game shown now is left as it is (save it first if you want to keep it).</source>
        <translation>Nauja partija prasidės nuo pozicijos lentoje. Rodoma partija lieka tokia, kokia yra (jei norite ją išsaugoti, pirmiausia įrašykite).</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Jūs &amp;žaidžiate:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>Kompiuterio &amp;lygis:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Pradėti</translation>
    </message>
    <message>
        <source>&amp;Against the computer</source>
        <translation>Prieš &amp;kompiuterį</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PlayerPanels</name>
    <message>
        <source>%1 · level %2</source>
        <translation>%1 · lygis %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PositionEditor</name>
    <message>
        <source>&amp;Tsume problem: the rest of the set goes to the defender&apos;s hand</source>
        <translation>&amp;Tsume uždavinys: likusios komplekto figūros atitenka besiginančiajam</translation>
    </message>
    <message>
        <source>Edit Position</source>
        <translation>Pozicijos redagavimas</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figūros</translation>
    </message>
    <message>
        <source>Drag pieces onto the board or a stand, or choose one and click squares. Right-click a piece to turn it over or give it to the other player (Shift: other player at once). Drag a piece off the board to remove it.</source>
        <translation>Tempkite figūras į lentą ar stovelį arba pasirinkite vieną ir spauskite langelius. Dešiniuoju mygtuku figūrą apversite arba atiduosite kitam žaidėjui (su Shift – iškart kitam žaidėjui). Figūrą pašalinsite nutempę ją už lentos.</translation>
    </message>
    <message>
        <source>&amp;Play…</source>
        <translation>Žai&amp;sti…</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>A&amp;nalizuoti</translation>
    </message>
    <message>
        <source>Find &amp;Mate</source>
        <translation>Rasti &amp;matą</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>Į&amp;rašyti…</translation>
    </message>
    <message>
        <source>Pieces in hand</source>
        <translation>Nukirstos figūros</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Pozicija</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Eilė eiti:</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Išvalyti lentą</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Pradinė pozicija</translation>
    </message>
    <message>
        <source>Set &amp;Up</source>
        <translation>Iš&amp;dėstyti</translation>
    </message>
    <message>
        <source>Replaces the position by the chosen start position.</source>
        <translation>Pakeičia poziciją pasirinkta pradine pozicija.</translation>
    </message>
    <message>
        <source>%1 to move. The position can be played.</source>
        <translation>Eilė eiti: %1. Poziciją galima žaisti.</translation>
    </message>
    <message>
        <source>%1; the square is marked on the board</source>
        <translation>%1; langelis pažymėtas lentoje</translation>
    </message>
    <message>
        <source>This position cannot be played: %1.</source>
        <translation>Šios pozicijos žaisti negalima: %1.</translation>
    </message>
    <message>
        <source>Keyboard: arrow keys move over the board; K R B G S N L P put a piece there (Shift: gote&apos;s), + turns it over, Delete removes it, H puts it into sente&apos;s hand (Shift+H: gote&apos;s), Ctrl+letter takes one from sente&apos;s hand (Ctrl+Shift: gote&apos;s). The Menu key or Shift+F10 lists it all.</source>
        <translation>Klaviatūra: rodyklės juda lenta; K R B G S N L P ten pastato figūrą (su Shift – gote figūrą), + ją apverčia, Delete ją pašalina, H ją perkelia į sente nukirstas figūras (Shift+H – į gote), Ctrl+raidė paima vieną figūrą iš sente nukirstų figūrų (Ctrl+Shift – iš gote). Klavišas Menu arba Shift+F10 parodo viską.</translation>
    </message>
    <message>
        <source>Past the board&apos;s edge the arrow keys go onto a stand: there a letter adds a piece of that kind to the hand (Shift+letter takes one away), + and - change the count of the chosen kind.</source>
        <translation>Už lentos krašto rodyklės pereina į stovą: ten raidė prideda tos rūšies figūrą į nukirstas figūras (Shift+raidė vieną atima), + ir - keičia pasirinktos rūšies skaičių.</translation>
    </message>
    <message>
        <source>Edit Position: %1</source>
        <translation>Pozicijos redagavimas: %1</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Figūros</translation>
    </message>
    <message>
        <source>Drag men onto the board, or choose one and click squares. Right-click a man to give it to the other player. Drag a man off the board to remove it: the men not on the board count as captured (beside the board).</source>
        <translation>Tempkite figūras į lentą arba pasirinkite vieną ir spauskite langelius. Dešiniuoju mygtuku figūrą atiduosite kitam žaidėjui. Nutempta už lentos figūra pašalinama: figūros, kurių nėra lentoje, laikomos nukirstomis (šalia lentos).</translation>
    </message>
    <message>
        <source>Keyboard: arrow keys move over the board; M puts a black man there (Shift+M: a white one), Space gives it to the other player, Delete removes it. The Menu key or Shift+F10 lists it all.</source>
        <translation>Klaviatūra: rodyklėmis judama po lentą; M ten pastato juodąją figūrą (Shift+M: baltąją), tarpas ją atiduoda kitam žaidėjui, Delete ją pašalina. Meniu klavišas arba Shift+F10 parodo viską.</translation>
    </message>
    <message>
        <source>Set &amp;Up the Start Position</source>
        <translation>Iš&amp;dėstyti pradinę poziciją</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PromotionDialog</name>
    <message>
        <source>Promote this piece?</source>
        <translation>Evoliucionuoti šią figūrą?</translation>
    </message>
    <message>
        <source>Promote (P)</source>
        <translation>Evoliucionuoti (P)</translation>
    </message>
    <message>
        <source>Do not promote (N)</source>
        <translation>Neevoliucionuoti (N)</translation>
    </message>
    <message>
        <source>Esc cancels the move.</source>
        <translation>Esc atšaukia ėjimą.</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RecordActions</name>
    <message>
        <source>&amp;Edit</source>
        <translation>Tai&amp;sa</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Anuliuoti: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anuliuoti</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Perdaryti: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Perdaryti</translation>
    </message>
    <message>
        <source>&amp;Make Main Line</source>
        <translation>Paversti pa&amp;grindiniu variantu</translation>
    </message>
    <message>
        <source>&amp;Delete This Move and the Rest</source>
        <translation>Ša&amp;linti šį ėjimą ir visus tolesnius</translation>
    </message>
    <message>
        <source>Game In&amp;formation…</source>
        <translation>Partijos in&amp;formacija…</translation>
    </message>
    <message>
        <source>Another move</source>
        <translation>Kitas ėjimas</translation>
    </message>
    <message>
        <source>The record goes on with another move here. Keep it and add this move as a variation, or replace the rest of the line?</source>
        <translation>Įraše čia yra kitas ėjimas. Palikti jį ir pridėti šį ėjimą kaip variantą, ar pakeisti likusią varianto dalį?</translation>
    </message>
    <message>
        <source>New &amp;Variation</source>
        <translation>Naujas &amp;variantas</translation>
    </message>
    <message>
        <source>&amp;Replace the Rest</source>
        <translation>&amp;Pakeisti likusią dalį</translation>
    </message>
    <message>
        <source>&amp;Undo Your Last Move</source>
        <translation>&amp;Anuliuoti savo paskutinį ėjimą</translation>
    </message>
    <message>
        <source>Undoes edits of the record (moves between two people or in a study, variations, comments, bookmarks, game information); against the computer, takes back your last move</source>
        <translation>Atšaukia įrašo pakeitimus (ėjimus tarp dviejų žmonių arba studijoje, variantus, komentarus, žymes, partijos informaciją); prieš kompiuterį atšaukia jūsų paskutinį ėjimą</translation>
    </message>
    <message>
        <source>Continue the G&amp;ame</source>
        <translation>Tęsti parti&amp;ją</translation>
    </message>
    <message>
        <source>Plays on from the end of the line shown, with the game&apos;s players and clocks (an opened record is only looked at until then)</source>
        <translation>Žaidžiama toliau nuo rodomos linijos pabaigos su partijos žaidėjais ir laikrodžiais (atidarytas įrašas iki tol tik peržiūrimas)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RecordDocument</name>
    <message>
        <source>Add Move</source>
        <translation>Ėjimo pridėjimas</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Ėjimo atšaukimas</translation>
    </message>
    <message>
        <source>Replace Moves</source>
        <translation>Ėjimų pakeitimas</translation>
    </message>
    <message>
        <source>New Variation</source>
        <translation>Naujas variantas</translation>
    </message>
    <message>
        <source>Promote to Main Line</source>
        <translation>Pavertimas pagrindiniu variantu</translation>
    </message>
    <message>
        <source>Delete Moves</source>
        <translation>Ėjimų šalinimas</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Komentaro keitimas</translation>
    </message>
    <message>
        <source>Edit Bookmark</source>
        <translation>Žymės keitimas</translation>
    </message>
    <message>
        <source>Edit Game Information</source>
        <translation>Partijos informacijos keitimas</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RestoreDialog</name>
    <message>
        <source>Restore game</source>
        <translation>Atkurti partiją</translation>
    </message>
    <message>
        <source>A game of an earlier session was not saved: Shogiban was closed before it was, or stopped unexpectedly. Restore it?</source>
        <translation>Ankstesnės sesijos partija nebuvo įrašyta: Shogiban buvo uždaryta prieš ją įrašant arba netikėtai nutrūko. Atkurti ją?</translation>
    </message>
    <message>
        <source>Games of earlier sessions were not saved: Shogiban was closed before they were, or stopped unexpectedly. Restore one of them?</source>
        <translation>Ankstesnių sesijų partijos nebuvo įrašytos: Shogiban buvo uždaryta prieš jas įrašant arba netikėtai nutrūko. Atkurti vieną iš jų?</translation>
    </message>
    <message>
        <source>A restored game is shown instead of %1.</source>
        <translation>Atkurta partija bus rodoma vietoj %1.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Atkurti</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>A&amp;tmesti</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>A&amp;tmesti visas</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>Klausti &amp;vėliau</translation>
    </message>
    <message>
        <source>Saved %1, cannot be read: %2</source>
        <translation>Įrašyta %1, nepavyksta perskaityti: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n ėjimas</numerusform>
            <numerusform>%n ėjimai</numerusform>
            <numerusform>%n ėjimų</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2), saved %3</source>
        <translation>%1 (%2), įrašyta %3</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::ReviewDialog</name>
    <message>
        <source>Analyse Game</source>
        <translation>Analizuoti partiją</translation>
    </message>
    <message>
        <source>The engine analyses every position of the game&apos;s main line and marks the moves that lost winning chances. You can go on using the window meanwhile, and cancel at any time: what is analysed is kept and saved with the game.</source>
        <translation>Programa išanalizuoja kiekvieną pagrindinio partijos varianto poziciją ir pažymi ėjimus, kurie prarado laimėjimo tikimybę. Tuo metu galite toliau naudotis langu ir bet kada atšaukti: kas išanalizuota, lieka ir įrašoma kartu su partija.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Laikas ėjimui:</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizuoti</translation>
    </message>
    <message>
        <source>%1 of %2 positions are analysed already; the other %3 take about %4.</source>
        <translation>%1 iš %2 pozicijų jau išanalizuota; likusioms %3 reikės apie %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s): about %1.</source>
        <translation>
            <numerusform>%n pozicija: apie %1.</numerusform>
            <numerusform>%n pozicijos: apie %1.</numerusform>
            <numerusform>%n pozicijų: apie %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>&amp;Tęsti</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Taisyklės</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Šogis</translation>
    </message>
    <message>
        <source>Hasami shogi and mak-yek</source>
        <translation>Hasami šogis ir mak-jekas</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Nustatymai</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Figūros:</translation>
    </message>
    <message>
        <source>Kanji</source>
        <translation>Kandži</translation>
    </message>
    <message>
        <source>International symbols</source>
        <translation>Tarptautiniai simboliai</translation>
    </message>
    <message>
        <source>Kanji and symbols</source>
        <translation>Kandži ir simboliai</translation>
    </message>
    <message>
        <source>Move &amp;hints:</source>
        <translation>Ėjimų &amp;užuominos:</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Visada</translation>
    </message>
    <message>
        <source>Only in learning mode</source>
        <translation>Tik mokymosi režime</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Niekada</translation>
    </message>
    <message>
        <source>&amp;Ranks:</source>
        <translation>&amp;Eilės:</translation>
    </message>
    <message>
        <source>Kanji numerals (一..九)</source>
        <translation>Kandži skaitmenys (一..九)</translation>
    </message>
    <message>
        <source>Letters (a..i)</source>
        <translation>Raidės (a..i)</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>Ž&amp;ymėjimas:</translation>
    </message>
    <message>
        <source>Japanese (☗７六歩)</source>
        <translation>Japoniškas (☗７六歩)</translation>
    </message>
    <message>
        <source>Western (P-7f)</source>
        <translation>Vakarietiškas (P-7f)</translation>
    </message>
    <message>
        <source>&amp;Learning mode: show how pieces move and why moves are refused</source>
        <translation>&amp;Mokymosi režimas: rodyti, kaip eina figūros ir kodėl ėjimai atmetami</translation>
    </message>
    <message>
        <source>&amp;Turn the board when a person plays gote</source>
        <translation>Apversti &amp;lentą, kai žmogus žaidžia gote</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Kalba:</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Garsai:</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Garsumas:</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Groti ga&amp;rsus</translation>
    </message>
    <message>
        <source>Another &amp;move while reviewing:</source>
        <translation>Ki&amp;tas ėjimas peržiūrint:</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>Pradeda naują variantą</translation>
    </message>
    <message>
        <source>Asks: new variation or replace the rest</source>
        <translation>Klausia: naujas variantas ar pakeisti likusią dalį</translation>
    </message>
    <message>
        <source>Level 10 thin&amp;ks on your time (uses a core while you think)</source>
        <translation>10 lygis galvoja &amp;jūsų laiku (kol galvojate, užima vieną procesoriaus branduolį)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::TimeControlEditor</name>
    <message>
        <source>Custom…</source>
        <translation>Pasirinktinis…</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Staigioji mirtis</translation>
    </message>
    <message>
        <source>Byoyomi</source>
        <translation>Byoyomi</translation>
    </message>
    <message>
        <source>Fischer</source>
        <translation>Fischeris</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>B&amp;yoyomi:</source>
        <translation>B&amp;yoyomi:</translation>
    </message>
    <message>
        <source>P&amp;eriods:</source>
        <translation>P&amp;eriodai:</translation>
    </message>
    <message>
        <source>&amp;Increment:</source>
        <translation>P&amp;riedas:</translation>
    </message>
    <message>
        <source>Main time</source>
        <translation>Pagrindinis laikas</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::TsumePage</name>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Matas per %n ėjimą</numerusform>
            <numerusform>Matas per %n ėjimus</numerusform>
            <numerusform>Matas per %n ėjimų</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem %1</source>
        <translation>Uždavinys %1</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n tries</source>
        <translation>
            <numerusform>Išspręsta per %n bandymą</numerusform>
            <numerusform>Išspręsta per %n bandymus</numerusform>
            <numerusform>Išspręsta per %n bandymų</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not solved yet: %n wrong tries</source>
        <translation>
            <numerusform>Dar neišspręsta: %n klaidingas bandymas</numerusform>
            <numerusform>Dar neišspręsta: %n klaidingi bandymai</numerusform>
            <numerusform>Dar neišspręsta: %n klaidingų bandymų</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 problems solved</source>
        <translation>Išspręsta uždavinių: %1 iš %2</translation>
    </message>
    <message>
        <source>In a tsume problem every move of yours must give check.</source>
        <translation>Tsume uždavinyje kiekvienas jūsų ėjimas turi skelbti šachą.</translation>
    </message>
    <message>
        <source>%1 does not mate. Try again.</source>
        <translation>%1 neveda į matą. Bandykite dar kartą.</translation>
    </message>
    <message numerus="yes">
        <source>%1 mates too, but not in %n moves: the defender answers %2. Try again for the shortest mate.</source>
        <translation>
            <numerusform>%1 irgi veda į matą, bet ne per %n ėjimą: besiginanti pusė atsako %2. Ieškokite trumpiausio mato.</numerusform>
            <numerusform>%1 irgi veda į matą, bet ne per %n ėjimus: besiginanti pusė atsako %2. Ieškokite trumpiausio mato.</numerusform>
            <numerusform>%1 irgi veda į matą, bet ne per %n ėjimų: besiginanti pusė atsako %2. Ieškokite trumpiausio mato.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not mate: the defender answers %2 and escapes. Try again (the button or a click on the board).</source>
        <translation>%1 neveda į matą: besiginanti pusė atsako %2 ir išsisuka. Bandykite dar kartą (mygtuku arba spustelėję lentą).</translation>
    </message>
    <message numerus="yes">
        <source>Right. The defender answers %1: now mate in %n.</source>
        <translation>
            <numerusform>Teisingai. Besiginanti pusė atsako %1: dabar matas per %n ėjimą.</numerusform>
            <numerusform>Teisingai. Besiginanti pusė atsako %1: dabar matas per %n ėjimus.</numerusform>
            <numerusform>Teisingai. Besiginanti pusė atsako %1: dabar matas per %n ėjimų.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mate! Solved at the first try.</source>
        <translation>Matas! Išspręsta iš pirmo karto.</translation>
    </message>
    <message numerus="yes">
        <source>Mate! Solved after %n wrong tries.</source>
        <translation>
            <numerusform>Matas! Išspręsta po %n klaidingo bandymo.</numerusform>
            <numerusform>Matas! Išspręsta po %n klaidingų bandymų.</numerusform>
            <numerusform>Matas! Išspręsta po %n klaidingų bandymų.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the move drops a piece from your hand: the %1.</source>
        <translation>Patarimas: reikia atgaivinti nukirstą figūrą (%1).</translation>
    </message>
    <message>
        <source>Hint: the move is made with the %1 marked on the board.</source>
        <translation>Patarimas: eikite lentoje pažymėta figūra (%1).</translation>
    </message>
    <message>
        <source>Hint: the arrow shows the move.</source>
        <translation>Patarimas: rodyklė rodo ėjimą.</translation>
    </message>
    <message>
        <source>Set up again: find another move.</source>
        <translation>Pozicija vėl paruošta: raskite kitą ėjimą.</translation>
    </message>
    <message>
        <source>Every problem is solved. Well done!</source>
        <translation>Visi uždaviniai išspręsti. Puiku!</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Patarimas</translation>
    </message>
    <message>
        <source>More H&amp;int</source>
        <translation>Dar vienas &amp;patarimas</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Bandyti dar</translation>
    </message>
    <message>
        <source>&amp;Next Unsolved Problem</source>
        <translation>&amp;Kitas neišspręstas uždavinys</translation>
    </message>
    <message>
        <source>Back to the &amp;Start Page</source>
        <translation>Grįžti į pra&amp;džios puslapį</translation>
    </message>
    <message>
        <source>Tsume Problems</source>
        <translation>Tsume uždaviniai</translation>
    </message>
    <message>
        <source>Choose a problem from the list.</source>
        <translation>Pasirinkite uždavinį iš sąrašo.</translation>
    </message>
    <message>
        <source>The problems cannot be read: %1</source>
        <translation>Nepavyko perskaityti uždavinių: %1</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n: problem %1 of %2</source>
        <translation>
            <numerusform>Matas per %n ėjimą: uždavinys %1 iš %2</numerusform>
            <numerusform>Matas per %n ėjimus: uždavinys %1 iš %2</numerusform>
            <numerusform>Matas per %n ėjimų: uždavinys %1 iš %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n: a position from the game</source>
        <translation>
            <numerusform>Matas per %n ėjimą: pozicija iš partijos</numerusform>
            <numerusform>Matas per %n ėjimus: pozicija iš partijos</numerusform>
            <numerusform>Matas per %n ėjimų: pozicija iš partijos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sente to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</source>
        <translation>
            <numerusform>Einantysis sente matuoja per %n ėjimą. Kiekvienas jūsų ėjimas turi skelbti šachą; besiginanti pusė priešinasi kuo ilgiau.</numerusform>
            <numerusform>Einantysis sente matuoja per %n ėjimus. Kiekvienas jūsų ėjimas turi skelbti šachą; besiginanti pusė priešinasi kuo ilgiau.</numerusform>
            <numerusform>Einantysis sente matuoja per %n ėjimų. Kiekvienas jūsų ėjimas turi skelbti šachą; besiginanti pusė priešinasi kuo ilgiau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gote to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</source>
        <translation>
            <numerusform>Einantysis gote matuoja per %n ėjimą. Kiekvienas jūsų ėjimas turi skelbti šachą; besiginanti pusė priešinasi kuo ilgiau.</numerusform>
            <numerusform>Einantysis gote matuoja per %n ėjimus. Kiekvienas jūsų ėjimas turi skelbti šachą; besiginanti pusė priešinasi kuo ilgiau.</numerusform>
            <numerusform>Einantysis gote matuoja per %n ėjimų. Kiekvienas jūsų ėjimas turi skelbti šachą; besiginanti pusė priešinasi kuo ilgiau.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::VariationPane</name>
    <message>
        <source>(end)</source>
        <translation>(pabaiga)</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>Pagrindinis variantas</translation>
    </message>
    <message>
        <source>Variations:</source>
        <translation>Variantai:</translation>
    </message>
    <message>
        <source>Make Main Line</source>
        <translation>Paversti pagrindiniu</translation>
    </message>
    <message>
        <source>The shown line becomes the main line; the old one is kept as a variation</source>
        <translation>Rodomas variantas tampa pagrindiniu; senasis lieka kaip variantas</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Šalinti</translation>
    </message>
    <message>
        <source>Deletes the shown move and the moves after it on this line</source>
        <translation>Pašalina rodomą ėjimą ir visus po jo einančius šio varianto ėjimus</translation>
    </message>
</context>
</TS>
