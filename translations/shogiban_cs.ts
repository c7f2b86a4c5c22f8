<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>AboutText</name>
    <message>
        <source>&lt;h3&gt;Shogiban %1&lt;/h3&gt;&lt;p&gt;Shogi, Hasami Shogi, Dai Hasami Shogi and Mak-yek: play against the computer or a friend, and learn how the pieces move.&lt;/p&gt;&lt;p&gt;Built with Qt %2. Kanji from the IPAex font (IPA Font License).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Shogiban %1&lt;/h3&gt;&lt;p&gt;Shogi, hasami shogi, dai hasami shogi a mak-ek: hrajte proti počítači nebo s přítelem a naučte se, jak kameny táhnou.&lt;/p&gt;&lt;p&gt;Sestaveno s Qt %2. Kandži z písma IPAex (licence IPA Font License).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Shogiban</source>
        <translation>O programu Shogiban</translation>
    </message>
</context>
<context>
    <name>AnalysisTexts</name>
    <message>
        <source>Checkmate</source>
        <translation>Mat</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Mat za %n tah</numerusform>
            <numerusform>Mat za %n tahy</numerusform>
            <numerusform>Mat za %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mated in %n</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Dostane mat za %n tah</numerusform>
            <numerusform>Dostane mat za %n tahy</numerusform>
            <numerusform>Dostane mat za %n tahů</numerusform>
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
        <translation>Nepřesnost</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Hrubá chyba</translation>
    </message>
    <message numerus="yes">
        <source>Missed mate in %n, starting with %1</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Přehlédnutý mat za %n tah, začíná %1</numerusform>
            <numerusform>Přehlédnutý mat za %n tahy, začíná %1</numerusform>
            <numerusform>Přehlédnutý mat za %n tahů, začíná %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Allows mate in %n, starting with %1</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Umožňuje mat za %n tah, začíná %1</numerusform>
            <numerusform>Umožňuje mat za %n tahy, začíná %1</numerusform>
            <numerusform>Umožňuje mat za %n tahů, začíná %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lost to %2</source>
        <translation>Ztráta figury: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 could have been won with %2</source>
        <translation>Šlo získat figuru: %1 (%2)</translation>
    </message>
    <message>
        <source>The engine&apos;s choice: %1</source>
        <translation>Volba programu: %1</translation>
    </message>
    <message>
        <source>%1: %2 of the winning chance lost</source>
        <translation>%1: ztraceno %2 šance na výhru</translation>
    </message>
    <message>
        <source>Better: %1, %2</source>
        <translation>Lepší: %1, %2</translation>
    </message>
    <message>
        <source>Played: %1, %2</source>
        <translation>Zahráno: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracies</source>
        <translation>
            <numerusform>%n nepřesnost</numerusform>
            <numerusform>%n nepřesnosti</numerusform>
            <numerusform>%n nepřesností</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n chyba</numerusform>
            <numerusform>%n chyby</numerusform>
            <numerusform>%n chyb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunders</source>
        <translation>
            <numerusform>%n hrubá chyba</numerusform>
            <numerusform>%n hrubé chyby</numerusform>
            <numerusform>%n hrubých chyb</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; average loss %2 (%3 cp)</source>
        <translation>%1; průměrná ztráta %2 (%3 cp)</translation>
    </message>
</context>
<context>
    <name>Autosaves</name>
    <message>
        <source>the folder cannot be created</source>
        <translation>složku nelze vytvořit</translation>
    </message>
    <message>
        <source>the lock file %1 cannot be created</source>
        <translation>zamykací soubor %1 nelze vytvořit</translation>
    </message>
</context>
<context>
    <name>BoardTexts</name>
    <message>
        <source>Pawn</source>
        <translation>Pěšec</translation>
    </message>
    <message>
        <source>Lance</source>
        <translation>Kopiník</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Jezdec</translation>
    </message>
    <message>
        <source>Silver general</source>
        <translation>Stříbrný generál</translation>
    </message>
    <message>
        <source>Gold general</source>
        <translation>Zlatý generál</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Střelec</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Věž</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Král</translation>
    </message>
    <message>
        <source>Tokin (promoted pawn)</source>
        <translation>Tokin (povýšený pěšec)</translation>
    </message>
    <message>
        <source>Promoted lance</source>
        <translation>Povýšený kopiník</translation>
    </message>
    <message>
        <source>Promoted knight</source>
        <translation>Povýšený jezdec</translation>
    </message>
    <message>
        <source>Promoted silver</source>
        <translation>Povýšený stříbrný generál</translation>
    </message>
    <message>
        <source>Dragon horse (promoted bishop)</source>
        <translation>Povýšený střelec (dračí kůň)</translation>
    </message>
    <message>
        <source>Dragon king (promoted rook)</source>
        <translation>Povýšená věž (dračí král)</translation>
    </message>
    <message>
        <source>Moves one square straight forward and captures the same way. Promotes to a tokin, which moves like a gold general; it must promote on the last rank.</source>
        <translation>Táhne o jedno pole rovně vpřed a stejně i bere. Povyšuje se na tokin, který táhne jako zlatý generál; v poslední řadě se povýšit musí.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares straight forward. Promotes to move like a gold general; it must promote on the last rank.</source>
        <translation>Táhne o libovolný počet volných polí rovně vpřed. Po povýšení táhne jako zlatý generál; v poslední řadě se povýšit musí.</translation>
    </message>
    <message>
        <source>Jumps two squares forward and one to the side, over any piece; it has only these two moves. Promotes to move like a gold general; it must promote on the last two ranks.</source>
        <translation>Skáče o dvě pole vpřed a jedno do strany, přes jakýkoli kámen; jiné tahy nemá. Po povýšení táhne jako zlatý generál; v posledních dvou řadách se povýšit musí.</translation>
    </message>
    <message>
        <source>Moves one square diagonally or straight forward: five directions, but not sideways or straight back. May promote to move like a gold general.</source>
        <translation>Táhne o jedno pole šikmo nebo rovně vpřed: pět směrů, ale ne do strany ani rovně vzad. Může se povýšit a pak táhne jako zlatý generál.</translation>
    </message>
    <message>
        <source>Moves one square in any direction except diagonally backwards. It does not promote.</source>
        <translation>Táhne o jedno pole kterýmkoli směrem kromě šikmo vzad. Nepovyšuje se.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares diagonally. Promotes to the dragon horse, which also steps one square straight in any direction.</source>
        <translation>Táhne o libovolný počet volných polí šikmo. Povýšený střelec navíc táhne o jedno pole rovně kterýmkoli směrem.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares along its rank or file. Promotes to the dragon king, which also steps one square diagonally.</source>
        <translation>Táhne o libovolný počet volných polí po řadě nebo sloupci. Povýšená věž navíc táhne o jedno pole šikmo.</translation>
    </message>
    <message>
        <source>Moves one square in any direction, never into check. It does not promote.</source>
        <translation>Táhne o jedno pole kterýmkoli směrem, nikdy však do šachu. Nepovyšuje se.</translation>
    </message>
    <message>
        <source>Moves like a gold general: one square in any direction except diagonally backwards. Captured, it goes to the captor&apos;s hand unpromoted.</source>
        <translation>Táhne jako zlatý generál: o jedno pole kterýmkoli směrem kromě šikmo vzad. Když je zajat, jde nepovýšený do ruky hráče, který ho zajal.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares diagonally, or one square straight in any direction. Captured, it goes to the captor&apos;s hand as a bishop.</source>
        <translation>Táhne o libovolný počet volných polí šikmo, nebo o jedno pole rovně kterýmkoli směrem. Když je zajat, jde do ruky hráče, který ho zajal, jako střelec.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares along its rank or file, or one square diagonally. Captured, it goes to the captor&apos;s hand as a rook.</source>
        <translation>Táhne o libovolný počet volných polí po řadě nebo sloupci, nebo o jedno pole šikmo. Když je zajat, jde do ruky hráče, který ho zajal, jako věž.</translation>
    </message>
    <message>
        <source>A pawn in hand may be dropped on any empty square except the last rank, a file that already holds an unpromoted pawn of yours (nifu), or a square where it would give checkmate at once (uchifuzume).</source>
        <translation>Pěšce z ruky lze vložit na kterékoli volné pole kromě poslední řady, sloupce, ve kterém už stojí váš nepovýšený pěšec (nifu), a pole, kde by hned dal mat (uchifuzume).</translation>
    </message>
    <message>
        <source>A lance in hand may be dropped on any empty square except the last rank, where it could never move.</source>
        <translation>Kopiníka z ruky lze vložit na kterékoli volné pole kromě poslední řady, kde by se už nemohl pohnout.</translation>
    </message>
    <message>
        <source>A knight in hand may be dropped on any empty square except the last two ranks, where it could never move.</source>
        <translation>Jezdce z ruky lze vložit na kterékoli volné pole kromě posledních dvou řad, kde by se už nemohl pohnout.</translation>
    </message>
    <message>
        <source>A piece in hand may be dropped on any empty square, unpromoted; it may promote on a later move.</source>
        <translation>Kámen z ruky lze vložit nepovýšený na kterékoli volné pole; povýšit se může v některém dalším tahu.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Šach</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file, or jumps over one adjacent man to the empty square behind it (a jump captures nothing).</source>
        <translation>Figurka táhne o jedno pole po řadě nebo sloupci, nebo přeskočí jednu sousední figurku na volné pole za ní (skok nic nezajímá).</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file.</source>
        <translation>Figurka táhne o jedno pole po řadě nebo sloupci.</translation>
    </message>
    <message>
        <source>A man moves like a rook, any number of empty squares along its rank or file, or jumps over one adjacent man to the empty square behind it (a jump captures nothing).</source>
        <translation>Figurka táhne jako věž, o libovolný počet volných polí po řadě nebo sloupci, nebo přeskočí jednu sousední figurku na volné pole za ní (skok nic nezajímá).</translation>
    </message>
    <message>
        <source>A man moves like a rook, any number of empty squares along its rank or file, without jumping.</source>
        <translation>Figurka táhne jako věž, o libovolný počet volných polí po řadě nebo sloupci, bez přeskakování.</translation>
    </message>
    <message>
        <source>Enemy men enclosed between two of yours on a line, or in a corner, are captured.</source>
        <translation>Soupeřovy figurky obklíčené mezi dvěma vašimi v přímce nebo v rohu jsou zajaty.</translation>
    </message>
    <message>
        <source>Enemy men enclosed between two of yours on a line are captured.</source>
        <translation>Soupeřovy figurky obklíčené mezi dvěma vašimi v přímce jsou zajaty.</translation>
    </message>
    <message>
        <source>A man that moves between two enemy men captures both.</source>
        <translation>Figurka, která vstoupí mezi dvě soupeřovy, zajme obě (obrácené zajetí).</translation>
    </message>
    <message>
        <source>Five of your men in a row, along a rank, a file or a diagonal, outside your two starting ranks win.</source>
        <translation>Pět vašich figurek v řadě, ve řadě, sloupci nebo na diagonále, mimo vaše dvě výchozí řady vyhrává.</translation>
    </message>
    <message>
        <source>Five of your men in a row, along a rank or a file, outside your two starting ranks win.</source>
        <translation>Pět vašich figurek v řadě, ve řadě nebo sloupci, mimo vaše dvě výchozí řady vyhrává.</translation>
    </message>
    <message numerus="yes">
        <source>Capture %n enemy men to win.</source>
        <translation>
            <numerusform>K vítězství zajměte %n soupeřovu figurku.</numerusform>
            <numerusform>K vítězství zajměte %n soupeřovy figurky.</numerusform>
            <numerusform>K vítězství zajměte %n soupeřových figurek.</numerusform>
        </translation>
    </message>
    <message>
        <source>A dashed ring marks a square reached by a jump.</source>
        <translation>Přerušovaný kroužek označuje pole, kam se dostane skokem.</translation>
    </message>
</context>
<context>
    <name>BookErrorTexts</name>
    <message>
        <source>the file is not valid JSON (line %1, column %2)</source>
        <translation>soubor není platný JSON (řádek %1, sloupec %2)</translation>
    </message>
    <message>
        <source>there is no “lessons” list</source>
        <translation>chybí seznam „lessons“</translation>
    </message>
    <message>
        <source>a lesson is not a JSON object</source>
        <translation>lekce není objekt JSON</translation>
    </message>
    <message>
        <source>an exercise is not a JSON object</source>
        <translation>cvičení není objekt JSON</translation>
    </message>
    <message>
        <source>the field “%1” is missing</source>
        <translation>chybí pole „%1“</translation>
    </message>
    <message>
        <source>the field “%1” is not a text</source>
        <translation>pole „%1“ není text</translation>
    </message>
    <message>
        <source>the field “%1” is not a whole number of 0 or more</source>
        <translation>pole „%1“ není celé číslo od 0 výše</translation>
    </message>
    <message>
        <source>the lesson has no exercises</source>
        <translation>lekce nemá žádná cvičení</translation>
    </message>
    <message>
        <source>the tsume length is not an odd number of plies</source>
        <translation>délka tsume není lichý počet tahů</translation>
    </message>
    <message>
        <source>the game “%1” is unknown</source>
        <translation>hra „%1“ není známa</translation>
    </message>
    <message>
        <source>the goal “%1” is unknown</source>
        <translation>cíl „%1“ není znám</translation>
    </message>
    <message>
        <source>the refusal “%1” is unknown</source>
        <translation>důvod odmítnutí tahu „%1“ není znám</translation>
    </message>
    <message>
        <source>the way out of check “%1” is unknown</source>
        <translation>způsob úniku ze šachu „%1“ není znám</translation>
    </message>
    <message>
        <source>the position “%1” is not valid</source>
        <translation>pozice „%1“ není platná</translation>
    </message>
    <message>
        <source>the position “%1” is not valid: %2</source>
        <translation>pozice „%1“ není platná: %2</translation>
    </message>
    <message>
        <source>the marked squares are not a list</source>
        <translation>označená pole nejsou seznam</translation>
    </message>
    <message>
        <source>“%1” does not name a square</source>
        <translation>„%1“ neoznačuje žádné pole</translation>
    </message>
    <message>
        <source>the square “%1” is not on the board</source>
        <translation>pole „%1“ na desce není</translation>
    </message>
    <message>
        <source>the number of moves is below 1</source>
        <translation>počet tahů je menší než 1</translation>
    </message>
    <message>
        <source>squares to collect are not marked</source>
        <translation>nejsou označena pole, na která se má vstoupit</translation>
    </message>
    <message>
        <source>the id “%1” is used twice</source>
        <translation>identifikátor „%1“ je použit dvakrát</translation>
    </message>
    <message>
        <source>lesson %1, exercise %2: %3</source>
        <translation>lekce %1, cvičení %2: %3</translation>
    </message>
    <message>
        <source>lesson %1: %2</source>
        <translation>lekce %1: %2</translation>
    </message>
    <message>
        <source>the wrong number of tab-separated fields (%1 instead of 4)</source>
        <translation>nesprávný počet polí oddělených tabulátorem (%1 místo 4)</translation>
    </message>
    <message>
        <source>the length “%1” is not an odd number above 0</source>
        <translation>délka „%1“ není liché číslo větší než 0</translation>
    </message>
    <message>
        <source>the position is not valid: %1</source>
        <translation>pozice není platná: %1</translation>
    </message>
    <message>
        <source>the position is not valid</source>
        <translation>pozice není platná</translation>
    </message>
    <message>
        <source>move %1 of the solution, “%2”, is not a move in USI notation</source>
        <translation>tah %1 řešení, „%2“, není tah v zápisu USI</translation>
    </message>
    <message>
        <source>move %1 of the solution, “%2”, is not legal in its position</source>
        <translation>tah %1 řešení, „%2“, není v dané pozici přípustný</translation>
    </message>
    <message>
        <source>the number of moves in the solution (%1) does not match the stated length</source>
        <translation>počet tahů řešení (%1) neodpovídá uvedené délce</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>řádek %1: %2</translation>
    </message>
    <message>
        <source>the file holds no lessons</source>
        <translation>soubor neobsahuje žádné lekce</translation>
    </message>
    <message>
        <source>the file holds no problems</source>
        <translation>soubor neobsahuje žádné úlohy</translation>
    </message>
</context>
<context>
    <name>ClockTexts</name>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Bez hodin</translation>
    </message>
    <message>
        <source>%1, sudden death</source>
        <translation>%1, náhlá smrt</translation>
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
        <translation>%1 + %2 za tah</translation>
    </message>
    <message>
        <source>Time up</source>
        <translation>Čas vypršel</translation>
    </message>
    <message numerus="yes">
        <source>Byoyomi, %n period(s)</source>
        <translation>
            <numerusform>Byoyomi, %n perioda</numerusform>
            <numerusform>Byoyomi, %n periody</numerusform>
            <numerusform>Byoyomi, %n period</numerusform>
        </translation>
    </message>
    <message>
        <source>Byoyomi</source>
        <translation>Byoyomi</translation>
    </message>
    <message>
        <source>then %1 per move</source>
        <translation>pak %1 na tah</translation>
    </message>
    <message>
        <source>+%1 per move</source>
        <translation>+%1 za tah</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pozastaveno</translation>
    </message>
    <message>
        <source>%1 ran out of time: the main time and the byoyomi were spent.</source>
        <translation>%1 vyčerpal čas: základní čas i byoyomi jsou spotřebovány.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1 vyčerpal čas.</translation>
    </message>
</context>
<context>
    <name>ContinueFile</name>
    <message>
        <source>today</source>
        <translation>dnes</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>včera</translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation>složku nelze vytvořit</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>je příliš velký</translation>
    </message>
    <message>
        <source>it is not JSON (%1 at offset %2)</source>
        <translation>není to JSON (%1 na pozici %2)</translation>
    </message>
    <message>
        <source>it is not a game to continue written by Shogiban</source>
        <translation>není to partie k pokračování zapsaná Shogibanem</translation>
    </message>
    <message>
        <source>it is of version %1, which this Shogiban does not know</source>
        <translation>má verzi %1, kterou tento Shogiban nezná</translation>
    </message>
    <message>
        <source>the time, the board&apos;s side or the game is missing</source>
        <translation>chybí čas, otočení desky nebo partie</translation>
    </message>
    <message>
        <source>its game cannot be read: %1</source>
        <translation>jeho partii nelze přečíst: %1</translation>
    </message>
    <message>
        <source>its game has no moves</source>
        <translation>jeho partie nemá žádné tahy</translation>
    </message>
    <message>
        <source>Against %1, move %2, %3</source>
        <translation>Soupeř: %1, tah %2, %3</translation>
    </message>
    <message>
        <source>Against level %1, move %2, %3</source>
        <translation>Proti úrovni %1, tah %2, %3</translation>
    </message>
    <message>
        <source>%1 and %2, move %3, %4</source>
        <translation>%1 a %2, tah %3, %4</translation>
    </message>
</context>
<context>
    <name>EngineTexts</name>
    <message>
        <source>%1 cannot be started: the program is missing or not executable.</source>
        <translation>%1 nelze spustit: program chybí nebo není spustitelný.</translation>
    </message>
    <message>
        <source>%1 is not a USI engine: it did not answer &quot;usi&quot; with &quot;usiok&quot; in time.</source>
        <translation>%1 není program USI: na „usi“ neodpověděl včas „usiok“.</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;isready&quot; with &quot;readyok&quot; in time.</source>
        <translation>%1 neodpověděl na „isready“ včas „readyok“.</translation>
    </message>
    <message>
        <source>%1 stopped (crashed or quit) while it was starting.</source>
        <translation>%1 se při spouštění ukončil (spadl nebo skončil).</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>%1 nelze spustit.</translation>
    </message>
    <message>
        <source>%1 stopped (crashed or quit) while it was thinking.</source>
        <translation>%1 se během přemýšlení ukončil (spadl nebo skončil).</translation>
    </message>
    <message>
        <source>%1 did not answer with a move within %2 seconds and was stopped.</source>
        <translation>%1 neodpověděl tahem do %2 sekund a byl zastaven.</translation>
    </message>
    <message>
        <source>%1 played an illegal move (%2) and loses the game.</source>
        <translation>%1 zahrál nepřípustný tah (%2) a partii prohrává.</translation>
    </message>
    <message>
        <source>The game is paused and kept. Resume it (Game &gt; Pause) to start the engine again, or save the game.</source>
        <translation>Partie je pozastavena a zůstává zachována. Pokračujte (Hra &gt; Pozastavit), program se spustí znovu; nebo partii uložte.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <source>the position is empty</source>
        <translation>pozice je prázdná</translation>
    </message>
    <message>
        <source>a field is missing (board, side to move, pieces in hand)</source>
        <translation>chybí některé pole zápisu (deska, strana na tahu, kameny v ruce)</translation>
    </message>
    <message>
        <source>there is unexpected text after the move number</source>
        <translation>za číslem tahu následuje nečekaný text</translation>
    </message>
    <message>
        <source>a letter names no piece</source>
        <translation>písmeno neoznačuje žádný kámen</translation>
    </message>
    <message>
        <source>a piece is marked promoted that cannot promote</source>
        <translation>jako povýšený je označen kámen, který povýšit nelze</translation>
    </message>
    <message>
        <source>a rank does not describe exactly 9 squares</source>
        <translation>řada nepopisuje přesně 9 polí</translation>
    </message>
    <message>
        <source>the board does not have exactly 9 ranks</source>
        <translation>deska nemá přesně 9 řad</translation>
    </message>
    <message>
        <source>there are more pieces of a kind than a set holds</source>
        <translation>kamenů jednoho druhu je víc, než má sada</translation>
    </message>
    <message>
        <source>a piece stands where it could never move again</source>
        <translation>kámen stojí tam, odkud by už nikdy nemohl táhnout</translation>
    </message>
    <message>
        <source>one side has two unpromoted pawns on a file (nifu)</source>
        <translation>jedna strana má ve sloupci dva nepovýšené pěšce (nifu)</translation>
    </message>
    <message>
        <source>the side that is not to move is in check</source>
        <translation>strana, která není na tahu, je v šachu</translation>
    </message>
    <message>
        <source>one side has two kings</source>
        <translation>jedna strana má dva krále</translation>
    </message>
    <message>
        <source>the pieces in hand cannot be read</source>
        <translation>kameny v ruce nelze přečíst</translation>
    </message>
    <message>
        <source>the side to move must be b (sente) or w (gote)</source>
        <translation>strana na tahu musí být b (sente) nebo w (gote)</translation>
    </message>
    <message>
        <source>the move number is not a positive number</source>
        <translation>číslo tahu není kladné číslo</translation>
    </message>
    <message>
        <source>%1 (column %2)</source>
        <translation>%1 (znak %2)</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: „%2“</translation>
    </message>
    <message>
        <source>the board has the wrong number of ranks</source>
        <translation>deska má nesprávný počet řad</translation>
    </message>
    <message>
        <source>a rank does not match the width of the board</source>
        <translation>řada neodpovídá šířce desky</translation>
    </message>
    <message>
        <source>a rank holds a character other than b, w or a digit</source>
        <translation>řada obsahuje jiný znak než b, w nebo číslici</translation>
    </message>
    <message>
        <source>one colour has more men than the variant has</source>
        <translation>jedna barva má víc figurek, než varianta dovoluje</translation>
    </message>
    <message>
        <source>the side to move (b or w) is missing</source>
        <translation>chybí strana na tahu (b nebo w)</translation>
    </message>
    <message>
        <source>the numbers of captured men are missing or impossible</source>
        <translation>počty zajatých figurek chybí nebo jsou nemožné</translation>
    </message>
    <message>
        <source>This version of Shogiban does not know the variant “%1”.</source>
        <translation>Tato verze Shogibanu variantu „%1“ nezná.</translation>
    </message>
    <message>
        <source>The number of men to capture must be between 0 and %1.</source>
        <translation>Počet figurek k zajetí musí být mezi 0 a %1.</translation>
    </message>
    <message>
        <source>The start position is not valid: %1.</source>
        <translation>Výchozí pozice není platná: %1.</translation>
    </message>
    <message>
        <source>gote’s king is missing (only sente may play without a king)</source>
        <translation>chybí král gote (bez krále smí hrát jen sente)</translation>
    </message>
    <message>
        <source>one colour has no men on the board</source>
        <translation>jedna barva nemá na desce žádnou figurku</translation>
    </message>
</context>
<context>
    <name>HasamiSetupModel</name>
    <message>
        <source>Black man</source>
        <translation>Černá figurka</translation>
    </message>
    <message>
        <source>White man</source>
        <translation>Bílá figurka</translation>
    </message>
    <message>
        <source>the game is already over (%1)</source>
        <translation>partie už skončila (%1)</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The pawn</source>
        <translation>Pěšec</translation>
    </message>
    <message>
        <source>The pawn moves one square straight forward, and captures the same way. It never moves sideways or backwards. Each player starts with nine pawns in front of the other pieces.</source>
        <translation>Pěšec táhne o jedno pole rovně vpřed a stejně i bere. Nikdy netáhne do strany ani vzad. Každý hráč začíná s devíti pěšci před ostatními kameny.</translation>
    </message>
    <message>
        <source>Move the pawn to every marked square.</source>
        <translation>Táhněte pěšcem na každé označené pole.</translation>
    </message>
    <message>
        <source>The lance</source>
        <translation>Kopiník</translation>
    </message>
    <message>
        <source>The lance moves straight forward any number of empty squares, like a pawn that can run. It cannot jump over pieces and it never moves backwards or sideways.</source>
        <translation>Kopiník táhne rovně vpřed o libovolný počet volných polí, jako pěšec, který umí běžet. Nemůže přeskakovat kameny a nikdy netáhne vzad ani do strany.</translation>
    </message>
    <message>
        <source>Land on both marked squares.</source>
        <translation>Zastavte se na obou označených polích.</translation>
    </message>
    <message>
        <source>The knight</source>
        <translation>Jezdec</translation>
    </message>
    <message>
        <source>The knight jumps two squares forward and one to the side, over any piece in between. It has only these two moves: it never moves sideways or backwards.</source>
        <translation>Jezdec skáče o dvě pole vpřed a o jedno do strany, přes kameny, které stojí mezi tím. Má jen tyto dva tahy: nikdy netáhne do strany ani vzad.</translation>
    </message>
    <message>
        <source>Jump to every marked square in the fewest moves.</source>
        <translation>Doskákejte na každé označené pole co nejmenším počtem tahů.</translation>
    </message>
    <message>
        <source>The silver general</source>
        <translation>Stříbrný generál</translation>
    </message>
    <message>
        <source>The silver general moves one square diagonally in any direction or one square straight forward: five directions. It cannot move sideways or straight back.</source>
        <translation>Stříbrný generál táhne o jedno pole šikmo kterýmkoli směrem nebo o jedno pole rovně vpřed: pět směrů. Nemůže táhnout do strany ani rovně vzad.</translation>
    </message>
    <message>
        <source>Visit every marked square with the silver.</source>
        <translation>Navštivte stříbrným generálem každé označené pole.</translation>
    </message>
    <message>
        <source>The gold general</source>
        <translation>Zlatý generál</translation>
    </message>
    <message>
        <source>The gold general moves one square in any direction except diagonally backwards: six directions. Golds guard the king well.</source>
        <translation>Zlatý generál táhne o jedno pole kterýmkoli směrem kromě šikmo vzad: šest směrů. Zlatí generálové dobře chrání krále.</translation>
    </message>
    <message>
        <source>Visit every marked square with the gold.</source>
        <translation>Navštivte zlatým generálem každé označené pole.</translation>
    </message>
    <message>
        <source>The bishop</source>
        <translation>Střelec</translation>
    </message>
    <message>
        <source>The bishop moves any number of empty squares diagonally. It stays on squares of one colour pattern, so some squares take it two moves to reach.</source>
        <translation>Střelec táhne šikmo o libovolný počet volných polí. Zůstává na polích jednoho vzoru, takže na některá pole se dostane až na dva tahy.</translation>
    </message>
    <message>
        <source>Reach both marked squares in the fewest moves.</source>
        <translation>Dosáhněte obou označených polí co nejmenším počtem tahů.</translation>
    </message>
    <message>
        <source>The rook</source>
        <translation>Věž</translation>
    </message>
    <message>
        <source>The rook moves any number of empty squares along its rank or file. It is the strongest piece that has not promoted, but it cannot jump: your own pawn blocks its way.</source>
        <translation>Věž táhne o libovolný počet volných polí po své řadě nebo sloupci. Je to nejsilnější nepovýšený kámen, ale nemůže přeskakovat: cestu jí zatarasí i váš vlastní pěšec.</translation>
    </message>
    <message>
        <source>Land on both marked squares in the fewest moves.</source>
        <translation>Zastavte se na obou označených polích co nejmenším počtem tahů.</translation>
    </message>
    <message>
        <source>The king</source>
        <translation>Král</translation>
    </message>
    <message>
        <source>The king moves one square in any direction. It may never move to a square where an enemy piece could capture it. Lose your king and you lose the game.</source>
        <translation>Král táhne o jedno pole kterýmkoli směrem. Nikdy nesmí vstoupit na pole, kde by ho mohl zajmout soupeřův kámen. Kdo ztratí krále, prohrává partii.</translation>
    </message>
    <message>
        <source>Walk the king to every marked square.</source>
        <translation>Dojděte králem na každé označené pole.</translation>
    </message>
    <message>
        <source>Promoted pieces</source>
        <translation>Povýšené kameny</translation>
    </message>
    <message>
        <source>A promoted pawn (tokin), lance, knight or silver moves like a gold general. Promoted pieces are turned over and show their other side. When one is captured, it goes to the captor&apos;s hand unpromoted.</source>
        <translation>Povýšený pěšec (tokin), kopiník, jezdec nebo stříbrný generál táhne jako zlatý generál. Povýšené kameny se obracejí a ukazují svou druhou stranu. Když je takový kámen zajat, jde do ruky hráče, který ho zajal, nepovýšený.</translation>
    </message>
    <message>
        <source>Move the tokin to every marked square.</source>
        <translation>Táhněte tokinem na každé označené pole.</translation>
    </message>
    <message>
        <source>A promoted silver moves like a gold too: visit the marked squares.</source>
        <translation>Povýšený stříbrný generál také táhne jako zlatý: navštivte označená pole.</translation>
    </message>
    <message>
        <source>Dragon and horse</source>
        <translation>Povýšená věž a střelec</translation>
    </message>
    <message>
        <source>A promoted rook, the dragon king, moves like a rook or one square diagonally. A promoted bishop, the dragon horse, moves like a bishop or one square straight in any direction.</source>
        <translation>Povýšená věž (dračí král) táhne jako věž nebo o jedno pole šikmo. Povýšený střelec (dračí kůň) táhne jako střelec nebo o jedno pole rovně kterýmkoli směrem.</translation>
    </message>
    <message>
        <source>Visit the marked squares with the dragon.</source>
        <translation>Navštivte povýšenou věží označená pole.</translation>
    </message>
    <message>
        <source>Visit the marked squares with the horse.</source>
        <translation>Navštivte povýšeným střelcem označená pole.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <translation>Braní</translation>
    </message>
    <message>
        <source>You capture an enemy piece by moving onto its square. The captured piece leaves the board and goes to your hand: it is now yours, to be dropped later.</source>
        <translation>Soupeřův kámen zajmete tak, že vstoupíte na jeho pole. Zajatý kámen opustí desku a jde do vaší ruky: teď je váš a později ho můžete vložit.</translation>
    </message>
    <message>
        <source>Capture every marked piece with the rook in the fewest moves.</source>
        <translation>Seberte věží každý označený kámen co nejmenším počtem tahů.</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Povýšení</translation>
    </message>
    <message>
        <source>The three ranks farthest from you are the promotion zone. A pawn, lance, knight, silver, bishop or rook whose move starts or ends there may promote: turn it over. Gold generals and kings never promote.</source>
        <translation>Tři řady nejdál od vás tvoří povyšovací zónu. Pěšec, kopiník, jezdec, stříbrný generál, střelec nebo věž, jejichž tah tam začíná nebo končí, se smí povýšit: obrátí se. Zlatí generálové a králové se nikdy nepovyšují.</translation>
    </message>
    <message>
        <source>Move the silver into the zone and promote it.</source>
        <translation>Táhněte stříbrným generálem do zóny a povyšte ho.</translation>
    </message>
    <message>
        <source>Promote the bishop.</source>
        <translation>Povyšte střelce.</translation>
    </message>
    <message>
        <source>When promotion is forced</source>
        <translation>Když je povýšení povinné</translation>
    </message>
    <message>
        <source>A pawn or lance on the last rank, or a knight on the last two ranks, could never move again. So there they must promote, and Shogiban promotes them without asking.</source>
        <translation>Pěšec nebo kopiník v poslední řadě a jezdec v posledních dvou řadách by už nikdy nemohli táhnout. Proto se tam musí povýšit a Shogiban je povýší bez ptaní.</translation>
    </message>
    <message>
        <source>Move the pawn to the last rank.</source>
        <translation>Táhněte pěšcem do poslední řady.</translation>
    </message>
    <message>
        <source>Jump the knight to the marked square.</source>
        <translation>Skočte jezdcem na označené pole.</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Vkládání</translation>
    </message>
    <message>
        <source>Instead of moving, you may put a piece from your hand on any empty square: a drop. It is dropped unpromoted, even in the zone, and may promote on a later move.</source>
        <translation>Místo tahu smíte položit kámen z ruky na kterékoli volné pole: vložit ho. Vkládá se nepovýšený, i v zóně, a povýšit se může některým dalším tahem.</translation>
    </message>
    <message>
        <source>Drop the gold on the marked square.</source>
        <translation>Vložte zlatého generála na označené pole.</translation>
    </message>
    <message>
        <source>Drop the bishop where it attacks the enemy pawn.</source>
        <translation>Vložte střelce tam, kde napadá soupeřova pěšce.</translation>
    </message>
    <message>
        <source>Drops that could never move</source>
        <translation>Vložení, po kterém by kámen nemohl táhnout</translation>
    </message>
    <message>
        <source>A piece may not be dropped where it could never move: a pawn or a lance not on the last rank, a knight not on the last two ranks. Try it and Shogiban explains.</source>
        <translation>Kámen nelze vložit tam, odkud by nikdy nemohl táhnout: pěšce ani kopiníka do poslední řady, jezdce do posledních dvou řad. Zkuste to a Shogiban vysvětlí proč.</translation>
    </message>
    <message>
        <source>Try to drop the knight on the marked square.</source>
        <translation>Zkuste vložit jezdce na označené pole.</translation>
    </message>
    <message>
        <source>Now drop the lance where it can still move.</source>
        <translation>Teď vložte kopiníka tam, kde ještě může táhnout.</translation>
    </message>
    <message>
        <source>Nifu: two pawns on a file</source>
        <translation>Nifu: dva pěšci v jednom sloupci</translation>
    </message>
    <message>
        <source>You may not drop a pawn on a file where you already have an unpromoted pawn (nifu, &quot;two pawns&quot;). A tokin does not count.</source>
        <translation>Pěšce nesmíte vložit do sloupce, ve kterém už máte nepovýšeného pěšce (nifu, „dva pěšci“). Tokin se nepočítá.</translation>
    </message>
    <message>
        <source>Try to drop the pawn on the marked square.</source>
        <translation>Zkuste vložit pěšce na označené pole.</translation>
    </message>
    <message>
        <source>The tokin does not count: drop the pawn on the marked square.</source>
        <translation>Tokin se nepočítá: vložte pěšce na označené pole.</translation>
    </message>
    <message>
        <source>Uchifuzume: no mate by a dropped pawn</source>
        <translation>Uchifuzume: žádný mat vloženým pěšcem</translation>
    </message>
    <message>
        <source>A pawn drop may give check, but not checkmate (uchifuzume). A pawn that moves forward may give checkmate, and any other dropped piece may too.</source>
        <translation>Vložený pěšec smí dát šach, ale ne mat (uchifuzume). Pěšec, který táhne vpřed, mat dát smí, a každý jiný vložený kámen také.</translation>
    </message>
    <message>
        <source>Try to mate by dropping the pawn on the marked square.</source>
        <translation>Zkuste dát mat vložením pěšce na označené pole.</translation>
    </message>
    <message>
        <source>Mate with the pawn by moving it.</source>
        <translation>Dejte mat tahem pěšce.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Šach</translation>
    </message>
    <message>
        <source>A move that attacks the enemy king gives check. The opponent must answer it at once; in shogi nobody says &quot;check&quot; aloud.</source>
        <translation>Tah, který napadá soupeřova krále, dává šach. Soupeř na něj musí hned odpovědět; v shogi nikdo „šach“ nahlas neříká.</translation>
    </message>
    <message>
        <source>Give check with the rook.</source>
        <translation>Dejte šach věží.</translation>
    </message>
    <message>
        <source>Escaping from check</source>
        <translation>Jak uniknout šachu</translation>
    </message>
    <message>
        <source>There are three ways out of check: move the king away, capture the checking piece, or put a piece between. Any other move is refused.</source>
        <translation>Ze šachu vedou tři cesty: ustoupit králem, vzít šachující kámen, nebo mezi ně postavit jiný kámen. Každý jiný tah je odmítnut.</translation>
    </message>
    <message>
        <source>Step out of check with the king.</source>
        <translation>Ustupte ze šachu králem.</translation>
    </message>
    <message>
        <source>Capture the checking rook.</source>
        <translation>Vezměte šachující věž.</translation>
    </message>
    <message>
        <source>Drop the gold between the rook and your king.</source>
        <translation>Vložte zlatého generála mezi věž a svého krále.</translation>
    </message>
    <message>
        <source>Checkmate with the generals</source>
        <translation>Mat generály</translation>
    </message>
    <message>
        <source>Checkmate is a check with no answer: the king cannot escape, the checker cannot be taken, nothing can be put between. Golds and silvers give mate right next to the king, protected by another piece.</source>
        <translation>Mat je šach, na který není odpověď: král nemůže utéct, šachující kámen nelze vzít a nic nejde postavit mezi ně. Zlatí a stříbrní generálové dávají mat těsně vedle krále, kryti jiným kamenem.</translation>
    </message>
    <message>
        <source>Mate with the gold.</source>
        <translation>Dejte mat zlatým generálem.</translation>
    </message>
    <message>
        <source>Mate with the silver.</source>
        <translation>Dejte mat stříbrným generálem.</translation>
    </message>
    <message>
        <source>Checkmate with rook and bishop</source>
        <translation>Mat věží a střelcem</translation>
    </message>
    <message>
        <source>The long-range pieces mate from a distance. Look at the squares next to the enemy king: each must be covered or blocked.</source>
        <translation>Kameny s dlouhým tahem dávají mat z dálky. Podívejte se na pole kolem soupeřova krále: každé musí být napadené nebo obsazené.</translation>
    </message>
    <message>
        <source>Mate with the rook.</source>
        <translation>Dejte mat věží.</translation>
    </message>
    <message>
        <source>Mate with the bishop.</source>
        <translation>Dejte mat střelcem.</translation>
    </message>
    <message>
        <source>Checkmate with knight and lance</source>
        <translation>Mat jezdcem a kopiníkem</translation>
    </message>
    <message>
        <source>A knight&apos;s check cannot be blocked, and a lance&apos;s check along the file is hard to escape when the king is boxed in by its own pieces.</source>
        <translation>Šach jezdcem nelze zakrýt a šach kopiníkem podél sloupce je těžké přežít, když krále sevřou jeho vlastní kameny.</translation>
    </message>
    <message>
        <source>Mate with the knight.</source>
        <translation>Dejte mat jezdcem.</translation>
    </message>
    <message>
        <source>Mate with the lance.</source>
        <translation>Dejte mat kopiníkem.</translation>
    </message>
    <message>
        <source>Checkmate with dragon and horse</source>
        <translation>Mat povýšenou věží a střelcem</translation>
    </message>
    <message>
        <source>The dragon and the horse cover every square around them. Bring one next to the king where another piece protects it.</source>
        <translation>Povýšená věž i povýšený střelec napadají všechna pole kolem sebe. Postavte jeden z těchto kamenů vedle krále tam, kde ho kryje jiný kámen.</translation>
    </message>
    <message>
        <source>Mate with the dragon.</source>
        <translation>Dejte mat povýšenou věží.</translation>
    </message>
    <message>
        <source>Mate with the horse.</source>
        <translation>Dejte mat povýšeným střelcem.</translation>
    </message>
    <message>
        <source>Mating patterns</source>
        <translation>Matové obrazce</translation>
    </message>
    <message>
        <source>The head gold (atama kin) is the first mate every player learns: a gold dropped in front of the king, protected from behind. Another: a gold on the corner&apos;s diagonal, protected by a silver.</source>
        <translation>Zlatý na hlavu (atama kin) je první mat, který se každý hráč naučí: zlatý generál vložený před krále a krytý zezadu. Další: zlatý generál na úhlopříčce rohu, krytý stříbrným.</translation>
    </message>
    <message>
        <source>Give the head-gold mate.</source>
        <translation>Dejte mat zlatým na hlavu.</translation>
    </message>
    <message>
        <source>Mate in the corner with the gold.</source>
        <translation>Dejte mat v rohu zlatým generálem.</translation>
    </message>
    <message>
        <source>Repetition (sennichite)</source>
        <translation>Opakování (sennichite)</translation>
    </message>
    <message>
        <source>When the same position, with the same pieces in hand and the same side to move, occurs for the fourth time, the game is a draw (sennichite). But if one side gave check with every move of the repetition, that side loses.</source>
        <translation>Když stejná pozice, se stejnými kameny v ruce a stejnou stranou na tahu, nastane počtvrté, je partie remíza (sennichite). Pokud ale jedna strana dávala šach každým tahem opakování, prohrává.</translation>
    </message>
    <message>
        <source>If both players only moved back and forth here, the fourth time the position came back the game would end in a draw.</source>
        <translation>Kdyby tu oba hráči jen táhli sem a tam, při čtvrtém návratu pozice by partie skončila remízou.</translation>
    </message>
    <message>
        <source>Impasse (jishogi)</source>
        <translation>Slepá cesta (jishogi)</translation>
    </message>
    <message>
        <source>When both kings have entered the enemy camp and cannot be mated, the game may end by counting: rooks and bishops count five points, other pieces one, the kings nothing. With the 24-point rule a player with fewer than 24 points loses; by the 27-point rule a player may declare a win when the conditions are met.</source>
        <translation>Když oba králové vstoupili do soupeřova tábora a nelze jim dát mat, může partie skončit počítáním: věže a střelci za pět bodů, ostatní kameny za jeden, králové nic. Podle pravidla 24 bodů prohrává hráč s méně než 24 body; podle pravidla 27 bodů smí hráč vyhlásit výhru, jsou-li splněny podmínky.</translation>
    </message>
    <message>
        <source>Both kings have entered. Count the points to see who would win.</source>
        <translation>Oba králové vstoupili. Spočítejte body a zjistěte, kdo by vyhrál.</translation>
    </message>
    <message>
        <source>Handicap games</source>
        <translation>Partie s hendikepem</translation>
    </message>
    <message>
        <source>Between players of different strength, the stronger player removes pieces from their side (a lance, a bishop, a rook, two pieces and more) and moves first. Handicaps let a beginner and a strong player enjoy the same game.</source>
        <translation>Mezi hráči různé síly odebere silnější hráč ze své strany kameny (kopiníka, střelce, věž, dva kameny i více) a táhne první. Díky hendikepu si začátečník a silný hráč užijí stejnou partii.</translation>
    </message>
    <message>
        <source>The two-piece handicap: the upper player has no rook and no bishop, and moves first.</source>
        <translation>Hendikep dvou kamenů: horní hráč nemá věž ani střelce a táhne první.</translation>
    </message>
    <message>
        <source>Hasami Shogi</source>
        <translation>Hasami shogi</translation>
    </message>
    <message>
        <source>In Hasami Shogi each player has nine men that move like rooks. You capture enemy men by enclosing them between two of yours on a rank or file; a man in a corner is taken by men on the two squares next to it.</source>
        <translation>V hasami shogi má každý hráč devět figurek, které táhnou jako věž. Soupeřovy figurky berete tak, že je obklíčíte dvěma svými v řadě nebo sloupci; figurku v rohu zajmou figurky na dvou polích vedle ní.</translation>
    </message>
    <message>
        <source>Capture the man on 5e.</source>
        <translation>Zajměte figurku na 5e.</translation>
    </message>
    <message>
        <source>Capture the man in the corner.</source>
        <translation>Zajměte figurku v rohu.</translation>
    </message>
    <message>
        <source>Dai Hasami Shogi</source>
        <translation>Dai hasami shogi</translation>
    </message>
    <message>
        <source>Dai Hasami Shogi is played with eighteen men each. Besides capturing, you win with five of your men in a row outside your own two starting ranks. A man may also jump over one man next to it.</source>
        <translation>Dai hasami shogi se hraje s osmnácti figurkami na každé straně. Kromě braní vyhrajete i pěti svými figurkami v řadě mimo své dvě výchozí řady. Figurka také smí přeskočit jednu sousední figurku.</translation>
    </message>
    <message>
        <source>Complete five in a row.</source>
        <translation>Doplňte pět v řadě.</translation>
    </message>
    <message>
        <source>Mak-yek</source>
        <translation>Mak-ek</translation>
    </message>
    <message>
        <source>Mak-yek, from Thailand, is played on an 8x8 board with sixteen men each, moving like rooks. Men capture by enclosing, and also by intervention: a man that moves between two enemy men captures both.</source>
        <translation>Mak-ek z Thajska se hraje na desce 8×8 se šestnácti figurkami na každé straně, které táhnou jako věž. Figurky berou obklíčením a také obráceným zajetím (zásahem): figurka, která vstoupí mezi dvě soupeřovy, zajme obě.</translation>
    </message>
    <message>
        <source>Capture two men at once by intervention.</source>
        <translation>Zajměte dvě figurky naráz obráceným zajetím (zásahem).</translation>
    </message>
</context>
<context>
    <name>LevelTexts</name>
    <message>
        <source>Level 1: just learned the moves</source>
        <translation>Úroveň 1: právě se naučil tahy</translation>
    </message>
    <message>
        <source>Level 2: beginner</source>
        <translation>Úroveň 2: začátečník</translation>
    </message>
    <message>
        <source>Level 3: novice</source>
        <translation>Úroveň 3: nováček</translation>
    </message>
    <message>
        <source>Level 4: knows simple tactics</source>
        <translation>Úroveň 4: zná jednoduchou taktiku</translation>
    </message>
    <message>
        <source>Level 5: careful player</source>
        <translation>Úroveň 5: pečlivý hráč</translation>
    </message>
    <message>
        <source>Level 6: plans ahead</source>
        <translation>Úroveň 6: plánuje dopředu</translation>
    </message>
    <message>
        <source>Level 7: strong casual player</source>
        <translation>Úroveň 7: silný příležitostný hráč</translation>
    </message>
    <message>
        <source>Level 8: tough</source>
        <translation>Úroveň 8: tvrdý soupeř</translation>
    </message>
    <message>
        <source>Level 9: strong</source>
        <translation>Úroveň 9: silný</translation>
    </message>
    <message>
        <source>Level 10: full strength</source>
        <translation>Úroveň 10: plná síla</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Úroveň %1</translation>
    </message>
    <message>
        <source>Plays legal, plausible moves but never looks at your reply, so it leaves pieces hanging. A player who has finished the lessons can beat it.</source>
        <translation>Hraje přípustné a rozumné tahy, ale nikdy nehledí na vaši odpověď, takže nechává kameny nekryté. Kdo prošel lekcemi, může ho porazit.</translation>
    </message>
    <message>
        <source>Looks two moves ahead but still misses tactics. It scored %1% against level 2.</source>
        <translation>Vidí o dva tahy dopředu, ale taktiku ještě přehlíží. Proti úrovni 2 získal %1 %.</translation>
    </message>
    <message>
        <source>Finds simple tactics such as forks. It scored %1% against level 3.</source>
        <translation>Najde jednoduchou taktiku, třeba vidličku. Proti úrovni 3 získal %1 %.</translation>
    </message>
    <message>
        <source>Rarely gives away a piece. It scored %1% against level 4.</source>
        <translation>Jen zřídka daruje kámen. Proti úrovni 4 získal %1 %.</translation>
    </message>
    <message>
        <source>Reads several moves ahead. It scored %1% against level 5.</source>
        <translation>Propočítá několik tahů dopředu. Proti úrovni 5 získal %1 %.</translation>
    </message>
    <message>
        <source>Hard to beat for a casual player. It scored %1% against level 6 and beat GNU Shogi in 10 of 10 games at one second a move.</source>
        <translation>Pro příležitostného hráče těžko porazitelný. Proti úrovni 6 získal %1 % a při jedné sekundě na tah porazil GNU Shogi v 10 partiích z 10.</translation>
    </message>
    <message>
        <source>Plays with little randomness. It scored %1% against level 7 and beat GNU Shogi in 10 of 10 games at one second a move.</source>
        <translation>Hraje jen s malou náhodností. Proti úrovni 7 získal %1 % a při jedné sekundě na tah porazil GNU Shogi v 10 partiích z 10.</translation>
    </message>
    <message>
        <source>Plays its best move within its search. It scored %1% against level 8 and beat GNU Shogi in 10 of 10 games at one second a move.</source>
        <translation>Hraje nejlepší tah, který ve svém propočtu najde. Proti úrovni 8 získal %1 % a při jedné sekundě na tah porazil GNU Shogi v 10 partiích z 10.</translation>
    </message>
    <message numerus="yes">
        <source>The whole engine, using all its time. At one second a move it won 20 games of 20 against GNU Shogi and scored %1% against Fairy-Stockfish, but only %2% against GPSShogi, a former world computer shogi champion (%n games).</source>
        <translation>
            <numerusform>Celý program s využitím veškerého času. Při jedné sekundě na tah vyhrál 20 partií z 20 proti GNU Shogi a proti programu Fairy-Stockfish získal %1 %, ale proti GPSShogi, bývalému mistru světa počítačových programů shogi, jen %2 % (%n partie).</numerusform>
            <numerusform>Celý program s využitím veškerého času. Při jedné sekundě na tah vyhrál 20 partií z 20 proti GNU Shogi a proti programu Fairy-Stockfish získal %1 %, ale proti GPSShogi, bývalému mistru světa počítačových programů shogi, jen %2 % (%n partie).</numerusform>
            <numerusform>Celý program s využitím veškerého času. Při jedné sekundě na tah vyhrál 20 partií z 20 proti GNU Shogi a proti programu Fairy-Stockfish získal %1 %, ale proti GPSShogi, bývalému mistru světa počítačových programů shogi, jen %2 % (%n partií).</numerusform>
        </translation>
    </message>
    <message>
        <source>Looks one move ahead and sees your recaptures. It scored %1% against level 1.</source>
        <translation>Vidí o tah dopředu a všimne si vašeho zpětného braní. Proti úrovni 1 získal %1 %.</translation>
    </message>
</context>
<context>
    <name>RecordCodec</name>
    <message>
        <source>a line that is not part of the format</source>
        <translation>řádek, který do formátu nepatří</translation>
    </message>
    <message>
        <source>a header line with an unusable value</source>
        <translation>řádek hlavičky s nepoužitelnou hodnotou</translation>
    </message>
    <message>
        <source>the start position is not a legal position</source>
        <translation>výchozí pozice není platná pozice</translation>
    </message>
    <message>
        <source>an unknown piece</source>
        <translation>neznámý kámen</translation>
    </message>
    <message>
        <source>a square that is not on the board</source>
        <translation>pole, které na desce není</translation>
    </message>
    <message>
        <source>a move number out of order</source>
        <translation>číslo tahu mimo pořadí</translation>
    </message>
    <message>
        <source>&quot;same square&quot; without a move before it</source>
        <translation>„totéž pole“ bez předchozího tahu</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>neplatný tah</translation>
    </message>
    <message>
        <source>a move that fits several pieces</source>
        <translation>tah, který odpovídá několika kamenům</translation>
    </message>
    <message>
        <source>a time that cannot be read</source>
        <translation>čas, který nelze přečíst</translation>
    </message>
    <message>
        <source>JSON that does not follow the JKF format</source>
        <translation>JSON, který neodpovídá formátu JKF</translation>
    </message>
    <message>
        <source>variations nested too deeply</source>
        <translation>příliš hluboko vnořené varianty</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>soubor je příliš velký</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 v tahu %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>řádek %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the file is not JSON</source>
        <translation>soubor není JSON</translation>
    </message>
    <message>
        <source>move %1 cannot be played</source>
        <translation>tah %1 nelze zahrát</translation>
    </message>
    <message>
        <source>the file names a game Shogiban does not know</source>
        <translation>soubor uvádí hru, kterou Shogiban nezná</translation>
    </message>
    <message>
        <source>the game&apos;s variant or start position is not valid</source>
        <translation>varianta nebo výchozí pozice hry není platná</translation>
    </message>
    <message>
        <source>the stored result contradicts the rules</source>
        <translation>uložený výsledek odporuje pravidlům</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is missing or not valid</source>
        <translation>pole „%1“ chybí nebo není platné</translation>
    </message>
    <message>
        <source>Shogiban game (JSON)</source>
        <translation>Hra Shogiban (JSON)</translation>
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
        <translation>Pozice USI</translation>
    </message>
    <message>
        <source>the text is not UTF-8, Shift_JIS or EUC-JP</source>
        <translation>text není v UTF-8, Shift_JIS ani EUC-JP</translation>
    </message>
    <message>
        <source>%1: byte %2 at offset %3 cannot be read</source>
        <translation>%1: bajt %2 na pozici %3 nelze přečíst</translation>
    </message>
    <message>
        <source>the start position is not a legal position: %1</source>
        <translation>výchozí pozice není platná pozice: %1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>soubor je prázdný</translation>
    </message>
    <message numerus="yes">
        <source>%n comment line(s) could not be read (their text is in another encoding than the rest of the file) and were left out: %1</source>
        <translation>
            <numerusform>%n řádek komentáře nelze přečíst (jeho text je v jiném kódování než zbytek souboru) a byl vynechán: %1</numerusform>
            <numerusform>%n řádky komentáře nelze přečíst (jejich text je v jiném kódování než zbytek souboru) a byly vynechány: %1</numerusform>
            <numerusform>%n řádků komentáře nelze přečíst (jejich text je v jiném kódování než zbytek souboru) a byly vynechány: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>it holds no moves, no position and no header of a game record</source>
        <translation>neobsahuje žádné tahy, pozici ani hlavičku záznamu partie</translation>
    </message>
</context>
<context>
    <name>RefusalTexts</name>
    <message>
        <source>a man</source>
        <comment>piece in a sentence</comment>
        <translation>figurka</translation>
    </message>
    <message>
        <source>a pawn</source>
        <comment>piece in a sentence</comment>
        <translation>pěšec</translation>
    </message>
    <message>
        <source>a lance</source>
        <comment>piece in a sentence</comment>
        <translation>kopiník</translation>
    </message>
    <message>
        <source>a knight</source>
        <comment>piece in a sentence</comment>
        <translation>jezdec</translation>
    </message>
    <message>
        <source>a silver general</source>
        <comment>piece in a sentence</comment>
        <translation>stříbrný generál</translation>
    </message>
    <message>
        <source>a gold general</source>
        <comment>piece in a sentence</comment>
        <translation>zlatý generál</translation>
    </message>
    <message>
        <source>a bishop</source>
        <comment>piece in a sentence</comment>
        <translation>střelec</translation>
    </message>
    <message>
        <source>a rook</source>
        <comment>piece in a sentence</comment>
        <translation>věž</translation>
    </message>
    <message>
        <source>a king</source>
        <comment>piece in a sentence</comment>
        <translation>král</translation>
    </message>
    <message>
        <source>a tokin</source>
        <comment>piece in a sentence</comment>
        <translation>tokin</translation>
    </message>
    <message>
        <source>a promoted lance</source>
        <comment>piece in a sentence</comment>
        <translation>povýšený kopiník</translation>
    </message>
    <message>
        <source>a promoted knight</source>
        <comment>piece in a sentence</comment>
        <translation>povýšený jezdec</translation>
    </message>
    <message>
        <source>a promoted silver</source>
        <comment>piece in a sentence</comment>
        <translation>povýšený stříbrný generál</translation>
    </message>
    <message>
        <source>a dragon horse</source>
        <comment>piece in a sentence</comment>
        <translation>povýšený střelec</translation>
    </message>
    <message>
        <source>a dragon king</source>
        <comment>piece in a sentence</comment>
        <translation>povýšená věž</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file, or jumps over one adjacent man.</source>
        <translation>Figurka táhne o jedno pole po řadě nebo sloupci, nebo přeskočí jednu sousední figurku.</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file.</source>
        <translation>Figurka táhne o jedno pole po řadě nebo sloupci.</translation>
    </message>
    <message>
        <source>A man moves along its rank or file, never diagonally, or jumps over one adjacent man.</source>
        <translation>Figurka táhne po řadě nebo sloupci, nikdy šikmo, nebo přeskočí jednu sousední figurku.</translation>
    </message>
    <message>
        <source>A man moves along its rank or file, never diagonally.</source>
        <translation>Figurka táhne po řadě nebo sloupci, nikdy šikmo.</translation>
    </message>
    <message>
        <source>A pawn moves one square straight forward.</source>
        <translation>Pěšec táhne o jedno pole rovně vpřed.</translation>
    </message>
    <message>
        <source>A lance moves straight forward only, any number of empty squares.</source>
        <translation>Kopiník táhne jen rovně vpřed, o libovolný počet volných polí.</translation>
    </message>
    <message>
        <source>A knight jumps two squares forward and one to the side; it has no other move.</source>
        <translation>Jezdec skáče o dvě pole vpřed a o jedno do strany; jiný tah nemá.</translation>
    </message>
    <message>
        <source>A silver general moves one square diagonally or straight forward, never sideways or straight back.</source>
        <translation>Stříbrný generál táhne o jedno pole šikmo nebo rovně vpřed, nikdy do strany ani rovně vzad.</translation>
    </message>
    <message>
        <source>A gold general moves one square in any direction except diagonally backwards.</source>
        <translation>Zlatý generál táhne o jedno pole kterýmkoli směrem kromě šikmo vzad.</translation>
    </message>
    <message>
        <source>A bishop moves diagonally only.</source>
        <translation>Střelec táhne jen šikmo.</translation>
    </message>
    <message>
        <source>A rook moves along its rank or file only, never diagonally.</source>
        <translation>Věž táhne jen po řadě nebo sloupci, nikdy šikmo.</translation>
    </message>
    <message>
        <source>The king moves one square in any direction.</source>
        <translation>Král táhne o jedno pole kterýmkoli směrem.</translation>
    </message>
    <message>
        <source>A tokin moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Tokin táhne jako zlatý generál: o jedno pole kterýmkoli směrem kromě šikmo vzad.</translation>
    </message>
    <message>
        <source>A promoted lance moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Povýšený kopiník táhne jako zlatý generál: o jedno pole kterýmkoli směrem kromě šikmo vzad.</translation>
    </message>
    <message>
        <source>A promoted knight moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Povýšený jezdec táhne jako zlatý generál: o jedno pole kterýmkoli směrem kromě šikmo vzad.</translation>
    </message>
    <message>
        <source>A promoted silver moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Povýšený stříbrný generál táhne jako zlatý generál: o jedno pole kterýmkoli směrem kromě šikmo vzad.</translation>
    </message>
    <message>
        <source>A dragon horse moves diagonally, or one square straight in any direction.</source>
        <translation>Povýšený střelec táhne šikmo, nebo o jedno pole rovně kterýmkoli směrem.</translation>
    </message>
    <message>
        <source>A dragon king moves along its rank or file, or one square diagonally.</source>
        <translation>Povýšená věž táhne po řadě nebo sloupci, nebo o jedno pole šikmo.</translation>
    </message>
    <message>
        <source>A man cannot jump over other men when it slides: %1 stands on %2.</source>
        <translation>Figurka při tahu nemůže přeskakovat jiné figurky: na %2 stojí %1.</translation>
    </message>
    <message>
        <source>The lance cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Kopiník nemůže přeskakovat kameny: v cestě mu na %2 stojí %1.</translation>
    </message>
    <message>
        <source>The bishop cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Střelec nemůže přeskakovat kameny: v cestě mu na %2 stojí %1.</translation>
    </message>
    <message>
        <source>The rook cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Věž nemůže přeskakovat kameny: v cestě jí na %2 stojí %1.</translation>
    </message>
    <message>
        <source>The dragon horse cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Povýšený střelec nemůže přeskakovat kameny: v cestě mu na %2 stojí %1.</translation>
    </message>
    <message>
        <source>The dragon king cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Povýšená věž nemůže přeskakovat kameny: v cestě jí na %2 stojí %1.</translation>
    </message>
    <message>
        <source>The piece cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Kámen nemůže přeskakovat jiné kameny: v cestě mu na %2 stojí %1.</translation>
    </message>
    <message>
        <source>The king may never move into check: %1 on %2 would attack it there.</source>
        <translation>Král nesmí vstoupit do šachu: %1 na %2 ho tam napadá.</translation>
    </message>
    <message>
        <source>The king may never move into check.</source>
        <translation>Král nesmí vstoupit do šachu.</translation>
    </message>
    <message>
        <source>Your king is in check, and this move does not end it: %1 on %2 would still attack it. Move the king, capture the checking piece or put a piece between.</source>
        <translation>Váš král je v šachu a tento tah ho neodvrací: %1 na %2 ho dál napadá. Ustupte králem, vezměte šachující kámen, nebo mezi ně postavte jiný.</translation>
    </message>
    <message>
        <source>Your king is in check, and this move does not end it. Move the king, capture the checking piece or put a piece between.</source>
        <translation>Váš král je v šachu a tento tah ho neodvrací. Ustupte králem, vezměte šachující kámen, nebo mezi ně postavte jiný.</translation>
    </message>
    <message>
        <source>This piece shields your king and may not leave its line: otherwise %1 on %2 attacks your king.</source>
        <translation>Tento kámen kryje vašeho krále a nesmí opustit svou linii: jinak %1 na %2 napadne vašeho krále.</translation>
    </message>
    <message>
        <source>A pawn must promote on the last rank: there it could never move again.</source>
        <translation>Pěšec se v poslední řadě musí povýšit: odtud by už nikdy nemohl táhnout.</translation>
    </message>
    <message>
        <source>A lance must promote on the last rank: there it could never move again.</source>
        <translation>Kopiník se v poslední řadě musí povýšit: odtud by už nikdy nemohl táhnout.</translation>
    </message>
    <message>
        <source>A knight must promote on the last two ranks: there it could never move again.</source>
        <translation>Jezdec se v posledních dvou řadách musí povýšit: odtud by už nikdy nemohl táhnout.</translation>
    </message>
    <message>
        <source>A pawn cannot be dropped on the last rank: it could never move again.</source>
        <translation>Pěšce nelze vložit do poslední řady: už nikdy by nemohl táhnout.</translation>
    </message>
    <message>
        <source>A lance cannot be dropped on the last rank: it could never move again.</source>
        <translation>Kopiníka nelze vložit do poslední řady: už nikdy by nemohl táhnout.</translation>
    </message>
    <message>
        <source>A knight cannot be dropped on the last two ranks: it could never move again.</source>
        <translation>Jezdce nelze vložit do posledních dvou řad: už nikdy by nemohl táhnout.</translation>
    </message>
    <message>
        <source>A piece is always dropped unpromoted; it may promote on a later move in the zone.</source>
        <translation>Kámen se vkládá vždy nepovýšený; povýšit se může až dalším tahem v zóně.</translation>
    </message>
    <message>
        <source>The king never promotes.</source>
        <translation>Král se nikdy nepovyšuje.</translation>
    </message>
    <message>
        <source>A gold general never promotes.</source>
        <translation>Zlatý generál se nikdy nepovyšuje.</translation>
    </message>
    <message>
        <source>This piece is promoted already.</source>
        <translation>Tento kámen už je povýšený.</translation>
    </message>
    <message>
        <source>A piece may promote only when its move starts or ends in the promotion zone, the three ranks farthest from you.</source>
        <translation>Kámen se smí povýšit jen tahem, který začíná nebo končí v povyšovací zóně, tedy ve třech řadách nejdál od vás.</translation>
    </message>
    <message>
        <source>That is your opponent&apos;s piece: move one of your own.</source>
        <translation>To je soupeřův kámen: táhněte některým svým.</translation>
    </message>
    <message>
        <source>There is no piece on that square.</source>
        <translation>Na tom poli žádný kámen nestojí.</translation>
    </message>
    <message>
        <source>A man jumps only over a man on the square next to it.</source>
        <translation>Figurka přeskakuje jen figurku na sousedním poli.</translation>
    </message>
    <message>
        <source>One of your own pieces stands there: you can capture only your opponent&apos;s pieces.</source>
        <translation>Stojí tam váš vlastní kámen: brát můžete jen soupeřovy kameny.</translation>
    </message>
    <message>
        <source>A man moves only to an empty square: it captures by enclosing, never by moving onto a man.</source>
        <translation>Figurka táhne jen na volné pole: bere obklíčením, nikdy vstupem na jinou figurku.</translation>
    </message>
    <message>
        <source>A piece can be dropped only on an empty square.</source>
        <translation>Kámen lze vložit jen na volné pole.</translation>
    </message>
    <message>
        <source>Nifu: you already have an unpromoted pawn on this file, on %1. A second pawn may not be dropped there.</source>
        <translation>Nifu: v tomto sloupci už máte nepovýšeného pěšce, na %1. Druhého pěšce sem vložit nelze.</translation>
    </message>
    <message>
        <source>Uchifuzume: a dropped pawn may not give checkmate. Mate with another piece, or with a pawn that moves there.</source>
        <translation>Uchifuzume: vložený pěšec nesmí dát mat. Dejte mat jiným kamenem, nebo pěšcem, který tam táhne.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Shogi</source>
        <translation>Shogi</translation>
    </message>
    <message>
        <source>The board and the pieces</source>
        <translation>Deska a kameny</translation>
    </message>
    <message>
        <source>Shogi is played by two players on a board of 9 × 9 squares. Each player has twenty wedge-shaped pieces: a king, a rook, a bishop, two gold generals, two silver generals, two knights, two lances and nine pawns. The pieces of both players look alike; a piece belongs to the player it points away from.</source>
        <translation>Shogi hrají dva hráči na desce 9 × 9 polí. Každý hráč má dvacet kamenů ve tvaru klínu: krále, věž, střelce, dva zlaté generály, dva stříbrné generály, dva jezdce, dva kopiníky a devět pěšců. Kameny obou hráčů vypadají stejně; kámen patří tomu hráči, od kterého jeho špička směřuje.</translation>
    </message>
    <message>
        <source>Seen from each player&apos;s side, the first rank holds lance, knight, silver, gold, king, gold, silver, knight, lance; the second rank holds the bishop on the second file from the left and the rook on the second file from the right; the third rank holds the nine pawns.</source>
        <translation>Při pohledu ze strany každého hráče stojí v první řadě kopiník, jezdec, stříbrný generál, zlatý generál, král, zlatý generál, stříbrný generál, jezdec, kopiník; ve druhé řadě střelec na druhém sloupci zleva a věž na druhém sloupci zprava; ve třetí řadě devět pěšců.</translation>
    </message>
    <message>
        <source>Sente (black) moves first in an even game, then the players take turns. In one turn a player either moves one piece on the board or drops one piece from hand. Passing is not allowed.</source>
        <translation>Ve hře bez hendikepu začíná sente (černý) a hráči se pak střídají. V jednom tahu hráč buď táhne jedním kamenem na desce, nebo vloží jeden kámen z ruky. Tah nelze vynechat.</translation>
    </message>
    <message>
        <source>How the pieces move</source>
        <translation>Jak kameny táhnou</translation>
    </message>
    <message>
        <source>Dots mark the squares a piece can step to, arrows the lines along which it can move any number of empty squares, stars the squares a knight jumps to. A piece captures the way it moves, pawns included. Only the knight jumps; every other piece stops before a piece in its way.</source>
        <translation>Tečky označují pole, na která kámen může táhnout o krok, šipky směry, kterými může táhnout o libovolný počet volných polí, a hvězdičky pole, na která skáče jezdec. Kámen bere stejně, jak táhne, a to i pěšec. Skákat umí jen jezdec; každý jiný kámen se zastaví před kamenem, který mu stojí v cestě.</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Povýšení</translation>
    </message>
    <message>
        <source>The three far ranks, where the opponent set up, are the promotion zone. A move that starts in the zone, ends in it, or both, may promote the piece: it is turned over and moves as its promoted side shows. The player chooses, except where the piece could never move again: a pawn or a lance on the last rank and a knight on the last two ranks must promote.</source>
        <translation>Tři nejvzdálenější řady, kde na začátku stál soupeř, tvoří povyšovací zónu. Tahem, který v zóně začíná, končí nebo obojí, se kámen smí povýšit: otočí se a dál táhne tak, jak ukazuje jeho povýšená strana. Hráč se rozhodne sám, kromě případů, kdy by se kámen už nikdy nemohl pohnout: pěšec a kopiník v poslední řadě a jezdec v posledních dvou řadách se povýšit musí.</translation>
    </message>
    <message>
        <source>The king and the gold general never promote. A promoted silver, knight, lance or pawn moves exactly like a gold general; the dragon and the horse keep their old moves and gain one step in the other directions. A promoted piece stays promoted until it is captured.</source>
        <translation>Král a zlatý generál se nepovyšují. Povýšený stříbrný generál, jezdec, kopiník či pěšec táhne přesně jako zlatý generál; povýšená věž a povýšený střelec si ponechají své tahy a navíc táhnou o jedno pole ostatními směry. Povýšený kámen zůstává povýšený, dokud není zajat.</translation>
    </message>
    <message>
        <source>Captures and drops</source>
        <translation>Zajímání a vkládání kamenů</translation>
    </message>
    <message>
        <source>A captured piece changes sides: it goes into the captor&apos;s hand, unpromoted, in view of both players. Instead of moving, a player may drop one piece from hand onto any empty square, unpromoted, even inside the promotion zone; it may promote on a later move. A drop never captures.</source>
        <translation>Zajatý kámen mění majitele: jde nepovýšený do ruky hráče, který ho zajal, a oba hráči ho vidí. Místo tahu může hráč vložit jeden kámen z ruky na kterékoli volné pole, vždy nepovýšený, i v povyšovací zóně; povýšit se může v některém dalším tahu. Vložením se nikdy nezajímá.</translation>
    </message>
    <message>
        <source>These drops are forbidden:</source>
        <translation>Zakázáno je vložit:</translation>
    </message>
    <message>
        <source>a piece on a square from which it could never move: a pawn or a lance on the last rank, a knight on the last two ranks;</source>
        <translation>kámen na pole, z něhož by se už nemohl pohnout: pěšce nebo kopiníka do poslední řady, jezdce do posledních dvou řad;</translation>
    </message>
    <message>
        <source>a pawn on a file that already holds an unpromoted pawn of the same player (nifu, &quot;two pawns&quot;); a promoted pawn does not count;</source>
        <translation>pěšce do sloupce, ve kterém už stojí nepovýšený pěšec téhož hráče (nifu, „dva pěšci“); povýšený pěšec se nepočítá;</translation>
    </message>
    <message>
        <source>a pawn drop that gives checkmate (uchifuzume). A pawn drop that gives check without mate is legal, other pieces may be dropped to give mate, and a pawn moved on the board may give mate.</source>
        <translation>pěšce tak, že dá mat (uchifuzume). Vložený pěšec smí dát šach, který není matem, ostatní kameny smí být vloženy i s matem a pěšec, který táhne po desce, mat dát smí.</translation>
    </message>
    <message>
        <source>Who moves first: furigoma</source>
        <translation>Kdo začíná: furigoma</translation>
    </message>
    <message>
        <source>In an even game the senior player throws the five central pawns. If more of them land with the pawn side (歩) up than with the tokin side (と) up, the thrower moves first; if more tokins, the thrower moves second. Shogiban shows the throw and applies its result.</source>
        <translation>Ve hře bez hendikepu hodí starší hráč pěti prostředními pěšci. Když jich víc dopadne stranou pěšce (歩) nahoru než stranou tokinu (と), házející začíná; když víc tokinů, táhne házející druhý. Shogiban hod ukáže a použije jeho výsledek.</translation>
    </message>
    <message>
        <source>Check and the end of the game</source>
        <translation>Šach a konec hry</translation>
    </message>
    <message>
        <source>A move that leaves one&apos;s own king attacked is illegal. Check is shown on the board.</source>
        <translation>Tah, po kterém zůstane vlastní král napaden, je nepřípustný. Šach se zobrazí na desce.</translation>
    </message>
    <message>
        <source>Checkmate: the player to move who has no legal move loses. This holds also without check: a stalemated player loses, it is not a draw.</source>
        <translation>Mat: hráč na tahu, který nemá žádný přípustný tah, prohrává. Platí to i bez šachu: hráč v patu prohrává, nejde o remízu.</translation>
    </message>
    <message>
        <source>Resignation ends the game; so does a draw agreed by both players.</source>
        <translation>Hru ukončí vzdání se a také remíza, na které se oba hráči dohodnou.</translation>
    </message>
    <message>
        <source>An illegal move loses at once (the professional rule). The board does not accept illegal moves from a person; an engine that sends one loses.</source>
        <translation>Nepřípustný tah ihned prohrává (pravidlo profesionálů). Deska nepřípustný tah od člověka nepřijme; program, který ho pošle, prohrává.</translation>
    </message>
    <message>
        <source>Repetition (sennichite): when the same position (board, both hands and the player to move) occurs for the fourth time, the game is a draw, unless one player gave check with every move of the repeated cycle: that player loses (perpetual check).</source>
        <translation>Opakování (sennichite): když stejná pozice (deska, kameny v rukou obou hráčů a hráč na tahu) nastane počtvrté, hra končí remízou, ledaže jeden hráč dával šach každým tahem opakovaného cyklu: ten pak prohrává (věčný šach).</translation>
    </message>
    <message>
        <source>Impasse (jishogi): when both kings have entered their promotion zones and neither side can hope to mate, the players may count their pieces on the board and in hand, promoted or not: rook and bishop 5 points, every other piece except the king 1 point. A player with fewer than 24 points loses; otherwise the game is a draw.</source>
        <translation>Slepá cesta (jishogi): když oba králové vstoupili do svých povyšovacích zón a žádná strana nemůže doufat v mat, mohou hráči sečíst své kameny na desce i v ruce bez ohledu na povýšení: věž a střelec po 5 bodech, každý další kámen kromě krále 1 bod. Hráč s méně než 24 body prohrává, jinak hra končí remízou.</translation>
    </message>
    <message>
        <source>The 27-point declaration rule of computer and amateur play: a player whose king stands in the enemy zone, not in check, with at least 10 other own pieces in the zone, and with at least 28 points (sente) or 27 points (gote) in the zone and in hand, may declare and wins.</source>
        <translation>Pravidlo prohlášení na 27 bodů z počítačových a amatérských partií: hráč, jehož král stojí v soupeřově zóně a není v šachu, má v zóně aspoň 10 dalších vlastních kamenů a v zóně a v ruce aspoň 28 bodů (sente) nebo 27 bodů (gote), může prohlásit vítězství a vyhrává.</translation>
    </message>
    <message>
        <source>Handicaps</source>
        <translation>Hendikepy</translation>
    </message>
    <message>
        <source>In a handicap game the stronger player (white, uwate) removes pieces before the game and moves first. The removed pieces are out of the game and in nobody&apos;s hand. Shogiban offers these handicaps:</source>
        <translation>Ve hře s hendikepem odebere silnější hráč (bílý, uwate) před začátkem hry některé své kameny a začíná. Odebrané kameny jsou mimo hru a nemá je v ruce nikdo. Shogiban nabízí tyto hendikepy:</translation>
    </message>
    <message>
        <source>left lance (the lance on square 1a);</source>
        <translation>levý kopiník (kopiník na poli 1a);</translation>
    </message>
    <message>
        <source>bishop;</source>
        <translation>střelec;</translation>
    </message>
    <message>
        <source>rook;</source>
        <translation>věž;</translation>
    </message>
    <message>
        <source>rook and left lance;</source>
        <translation>věž a levý kopiník;</translation>
    </message>
    <message>
        <source>two pieces: rook and bishop;</source>
        <translation>dva kameny: věž a střelec;</translation>
    </message>
    <message>
        <source>four pieces: rook, bishop and both lances;</source>
        <translation>čtyři kameny: věž, střelec a oba kopiníci;</translation>
    </message>
    <message>
        <source>six pieces: also both knights;</source>
        <translation>šest kamenů: navíc oba jezdci;</translation>
    </message>
    <message>
        <source>eight pieces: also both silvers;</source>
        <translation>osm kamenů: navíc oba stříbrní generálové;</translation>
    </message>
    <message>
        <source>ten pieces: also both golds.</source>
        <translation>deset kamenů: navíc oba zlatí generálové.</translation>
    </message>
    <message>
        <source>Hasami shogi</source>
        <translation>Hasami shogi</translation>
    </message>
    <message>
        <source>Hasami shogi, the capture game Japanese children play on a shogi board, uses men only: nine for each player on the player&apos;s first rank. Black&apos;s men show the pawn side (歩), white&apos;s men the tokin side (と); black moves first, then the players take turns. Passing is not allowed.</source>
        <translation>Hasami shogi, hra na zajímání, kterou japonské děti hrají na desce shogi, používá jen figurky: každý hráč jich má devět ve své první řadě. Figurky černého ukazují stranu pěšce (歩), figurky bílého stranu tokinu (と); začíná černý a hráči se pak střídají. Tah nelze vynechat.</translation>
    </message>
    <message>
        <source>Every man moves like a rook: any number of empty squares along a rank or a file, never passing over another man.</source>
        <translation>Každá figurka táhne jako věž: o libovolný počet volných polí po řadě nebo sloupci, nikdy přes jinou figurku.</translation>
    </message>
    <message>
        <source>Winning and variants</source>
        <translation>Výhra a varianty</translation>
    </message>
    <message>
        <source>A player wins by capturing all the opponent&apos;s men but the last one. Before the game the players may agree on another number of men to capture. Variants:</source>
        <translation>Vyhrává hráč, který zajme všechny soupeřovy figurky kromě poslední. Před hrou se hráči mohou dohodnout na jiném počtu figurek, které je třeba zajmout. Varianty:</translation>
    </message>
    <message>
        <source>capture all men;</source>
        <translation>zajmout všechny figurky;</translation>
    </message>
    <message>
        <source>men move one square only;</source>
        <translation>figurky táhnou jen o jedno pole;</translation>
    </message>
    <message>
        <source>men move one square only, with 18 men each, and all men must be captured;</source>
        <translation>figurky táhnou jen o jedno pole, každý hráč má 18 figurek a je třeba zajmout všechny;</translation>
    </message>
    <message>
        <source>18 men each, set up as in dai hasami shogi, with all the classic rules.</source>
        <translation>18 figurek pro každého hráče, rozestavených jako v dai hasami shogi, se všemi klasickými pravidly.</translation>
    </message>
    <message>
        <source>The end of the game in all three games</source>
        <translation>Konec hry ve všech třech hrách</translation>
    </message>
    <message>
        <source>A player who cannot move any man loses.</source>
        <translation>Hráč, který nemůže táhnout žádnou figurkou, prohrává.</translation>
    </message>
    <message>
        <source>When the same position (the men and the player to move) occurs for the fourth time, the game is a draw.</source>
        <translation>Když stejná pozice (figurky a hráč na tahu) nastane počtvrté, hra končí remízou.</translation>
    </message>
    <message>
        <source>When neither player can still win because too few men are left, the game is a draw.</source>
        <translation>Když už ani jeden hráč nemůže vyhrát, protože zbylo příliš málo figurek, hra končí remízou.</translation>
    </message>
    <message>
        <source>Resignation and a draw agreed by both players end the game at any time.</source>
        <translation>Vzdání se a remíza, na které se oba hráči dohodnou, ukončí hru kdykoli.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Zajímání</translation>
    </message>
    <message>
        <source>Men are captured by enclosing them (&quot;pinching&quot;). Only the player who moves captures, and only by enclosures that the moved man completes; captured men leave the board. In the diagrams the man that has just moved stands on the green square and crosses mark the men it captures.</source>
        <translation>Figurky se zajímají obklíčením („štípnutím“). Zajímá jen hráč, který táhne, a jen obklíčeními, která dokončí figurka, jež právě táhla; zajaté figurky opouštějí desku. V diagramech stojí figurka, která právě táhla, na zeleném poli a křížky označují figurky, které zajme.</translation>
    </message>
    <message>
        <source>Enemy men in an unbroken line along a rank or a file, with the moved man at one end and another of your men at the other, are captured: one man or several at once.</source>
        <translation>Soupeřovy figurky v nepřerušené přímce po řadě nebo sloupci, na jejímž jednom konci stojí figurka, která táhla, a na druhém jiná vaše figurka, jsou zajaty: jedna figurka nebo několik najednou.</translation>
    </message>
    <message>
        <source>An enemy man in a corner is captured by your men on the two squares next to it.</source>
        <translation>Soupeřova figurka v rohu je zajata vašimi figurkami na dvou polích vedle ní.</translation>
    </message>
    <message>
        <source>A line of two or more enemy men along an edge of the board is captured when both of its ends are closed, by your men or by the corner, and your men stand against each of its men on the inner side.</source>
        <translation>Přímka dvou či více soupeřových figurek podél okraje desky je zajata, když jsou oba její konce uzavřeny vašimi figurkami nebo rohem a vaše figurky stojí z vnitřní strany u každé z nich.</translation>
    </message>
    <message>
        <source>One move may complete several enclosures in different directions; all of them are captured.</source>
        <translation>Jeden tah může dokončit několik obklíčení v různých směrech; zajaty jsou všechny.</translation>
    </message>
    <message>
        <source>A man may move between enemy men safely. To take it, the opponent must move a flanking man away and back: two moves.</source>
        <translation>Figurka smí bezpečně vstoupit mezi soupeřovy figurky. Aby ji soupeř zajal, musí jednou z obklopujících figurek odtáhnout a vrátit se: dva tahy.</translation>
    </message>
    <message>
        <source>Dai hasami shogi</source>
        <translation>Dai hasami shogi</translation>
    </message>
    <message>
        <source>Each player has eighteen men on the first two ranks, drawn as black and white go stones. Captures work as in the classic game.</source>
        <translation>Každý hráč má osmnáct figurek v prvních dvou řadách, zobrazených jako černé a bílé kameny go. Zajímá se jako v klasické hře.</translation>
    </message>
    <message>
        <source>A man moves like a rook, or jumps over one adjacent man (own or enemy) along a rank or a file to the empty square just behind it. A jump captures nothing, and jumps do not chain.</source>
        <translation>Figurka táhne jako věž, nebo přeskočí jednu sousední figurku (svou či soupeřovu) po řadě nebo sloupci na volné pole hned za ní. Skokem se nic nezajímá a skoky nelze řetězit.</translation>
    </message>
    <message>
        <source>A player wins by making a line of five own men in a row, horizontally or vertically, none of them on the player&apos;s own two starting ranks. If the opponent can break the line at once by a capture, the game goes on: the opponent must break it with the reply, or loses after that reply.</source>
        <translation>Vyhrává hráč, který postaví pět svých figurek do řady vodorovně nebo svisle, žádnou z nich ve svých dvou výchozích řadách. Může-li soupeř řadu hned přerušit zajetím, hra pokračuje: soupeř ji musí přerušit svou odpovědí, jinak po ní prohrává.</translation>
    </message>
    <message>
        <source>Variants: fives count also diagonally; men move one square only (with diagonal fives). An agreed number of captures may be added as a second way to win.</source>
        <translation>Varianty: pětice platí i šikmo; figurky táhnou jen o jedno pole (s šikmými pěticemi). Jako druhý způsob výhry lze přidat dohodnutý počet zajatých figurek.</translation>
    </message>
    <message>
        <source>Mak-yek</source>
        <translation>Mak-ek</translation>
    </message>
    <message>
        <source>Mak-yek, a Thai relative of hasami shogi (apit-sodok in Malaysia), is played on a board of 8 × 8 squares. Each player has sixteen men, on the player&apos;s first and third ranks. Men move like rooks and never jump.</source>
        <translation>Mak-ek, thajský příbuzný hasami shogi (v Malajsii apit-sodok), se hraje na desce 8 × 8 polí. Každý hráč má šestnáct figurek ve své první a třetí řadě. Figurky táhnou jako věže a nikdy neskáčou.</translation>
    </message>
    <message>
        <source>Shogiban reads the rulebook&apos;s short sentence on captures this way: men capture by enclosing enemy men on a rank or a file as in hasami shogi (one man or several in a line), never by moving onto them; the corner and edge rules of the Japanese game do not apply.</source>
        <translation>Shogiban chápe stručnou větu pravidel o zajímání takto: figurky zajímají obklíčením soupeřových figurek v řadě nebo sloupci jako v hasami shogi (jednu či několik v přímce), nikdy vstupem na jejich pole; pravidla o rohu a okraji z japonské hry neplatí.</translation>
    </message>
    <message>
        <source>Capture by intervention: a man that moves onto the square between two enemy men standing next to it on a rank or a file captures both.</source>
        <translation>Obrácené zajetí (zásah): figurka, která vstoupí na pole mezi dvě soupeřovy figurky stojící vedle ní v řadě nebo sloupci, zajme obě.</translation>
    </message>
    <message>
        <source>The player who captures all the opponent&apos;s men wins, unless the players agreed on a smaller number.</source>
        <translation>Vyhrává hráč, který zajme všechny soupeřovy figurky, pokud se hráči nedohodli na menším počtu.</translation>
    </message>
</context>
<context>
    <name>SaveName</name>
    <message>
        <source>%1 %2 vs %3</source>
        <translation>%1 %2 proti %3</translation>
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
        <translation>Klasická: zajmout všechny figurky kromě jedné</translation>
    </message>
    <message>
        <source>Capture all men</source>
        <translation>Zajmout všechny figurky</translation>
    </message>
    <message>
        <source>Men move one square</source>
        <translation>Figurky táhnou o jedno pole</translation>
    </message>
    <message>
        <source>One square, 18 men, capture all</source>
        <translation>O jedno pole, 18 figurek, zajmout všechny</translation>
    </message>
    <message>
        <source>18 men in the dai setup</source>
        <translation>18 figurek v rozestavení dai</translation>
    </message>
    <message>
        <source>Five in a row, orthogonal</source>
        <translation>Pět v řadě, vodorovně a svisle</translation>
    </message>
    <message>
        <source>Five in a row, also diagonal</source>
        <translation>Pět v řadě, i šikmo</translation>
    </message>
    <message>
        <source>Men move one square, diagonal fives</source>
        <translation>Figurky táhnou o jedno pole, pětice i šikmo</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardní</translation>
    </message>
    <message>
        <source>Even game</source>
        <translation>Hra bez hendikepu</translation>
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
        <translation>Černý</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílý</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Shogi</translation>
    </message>
    <message>
        <source>Hasami Shogi</source>
        <translation>Hasami shogi</translation>
    </message>
    <message>
        <source>Dai Hasami Shogi</source>
        <translation>Dai hasami shogi</translation>
    </message>
    <message>
        <source>Mak-yek</source>
        <translation>Mak-ek</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>None of your pieces stands there.</source>
        <translation>Nestojí tam žádný váš kámen.</translation>
    </message>
    <message>
        <source>You have no such piece in hand.</source>
        <translation>Takový kámen v ruce nemáte.</translation>
    </message>
    <message>
        <source>The piece cannot move there.</source>
        <translation>Tento kámen tam táhnout nemůže.</translation>
    </message>
    <message>
        <source>One of your own pieces stands there.</source>
        <translation>Stojí tam váš vlastní kámen.</translation>
    </message>
    <message>
        <source>The square is not empty.</source>
        <translation>To pole není volné.</translation>
    </message>
    <message>
        <source>The piece could never move again from that square.</source>
        <translation>Z toho pole by se kámen už nikdy nemohl pohnout.</translation>
    </message>
    <message>
        <source>Nifu: you already have an unpromoted pawn on that file.</source>
        <translation>Nifu: v tom sloupci už máte nepovýšeného pěšce.</translation>
    </message>
    <message>
        <source>Uchifuzume: a pawn drop may not give checkmate.</source>
        <translation>Uchifuzume: vložením pěšce nelze dát mat.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Po tom tahu by byl váš král v šachu.</translation>
    </message>
    <message>
        <source>The piece may promote only in, into or out of the promotion zone.</source>
        <translation>Kámen se smí povýšit jen v povyšovací zóně, při vstupu do ní nebo při odchodu z ní.</translation>
    </message>
    <message>
        <source>The piece must promote there.</source>
        <translation>Tam se kámen musí povýšit.</translation>
    </message>
    <message>
        <source>Checkmate.</source>
        <translation>Mat.</translation>
    </message>
    <message>
        <source>Both players agreed to a draw.</source>
        <translation>Oba hráči se dohodli na remíze.</translation>
    </message>
    <message>
        <source>Sennichite: the same position occurred for the fourth time.</source>
        <translation>Sennichite: stejná pozice nastala počtvrté.</translation>
    </message>
    <message>
        <source>Perpetual check: the side that gave check with every move of the repetition loses.</source>
        <translation>Věčný šach: prohrává strana, která dávala šach každým tahem opakování.</translation>
    </message>
    <message>
        <source>Impasse (jishogi), scored by the 24-point rule.</source>
        <translation>Slepá cesta (jishogi), vyhodnocená pravidlem 24 bodů.</translation>
    </message>
    <message>
        <source>Impasse declared by the 27-point rule.</source>
        <translation>Slepá cesta prohlášená pravidlem 27 bodů.</translation>
    </message>
    <message>
        <source>The maximum number of moves was reached.</source>
        <translation>Bylo dosaženo největšího povoleného počtu tahů.</translation>
    </message>
    <message>
        <source>Time ran out.</source>
        <translation>Vypršel čas.</translation>
    </message>
    <message>
        <source>The game was interrupted.</source>
        <translation>Hra byla přerušena.</translation>
    </message>
    <message>
        <source>Enough men were captured.</source>
        <translation>Bylo zajato dost figurek.</translation>
    </message>
    <message>
        <source>Five men in a row.</source>
        <translation>Pět figurek v řadě.</translation>
    </message>
    <message>
        <source>The same position was repeated.</source>
        <translation>Stejná pozice se opakovala.</translation>
    </message>
    <message>
        <source>Neither side has enough men left to win.</source>
        <translation>Žádné straně nezbylo dost figurek k výhře.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Vyhrává %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Lance</source>
        <translation>Kopiník</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Střelec</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Věž</translation>
    </message>
    <message>
        <source>Rook and lance</source>
        <translation>Věž a kopiník</translation>
    </message>
    <message>
        <source>Two pieces (rook and bishop)</source>
        <translation>Dva kameny (věž a střelec)</translation>
    </message>
    <message>
        <source>Four pieces</source>
        <translation>Čtyři kameny</translation>
    </message>
    <message>
        <source>Six pieces</source>
        <translation>Šest kamenů</translation>
    </message>
    <message>
        <source>Eight pieces</source>
        <translation>Osm kamenů</translation>
    </message>
    <message>
        <source>Ten pieces</source>
        <translation>Deset kamenů</translation>
    </message>
    <message>
        <source>“%1” is not a move. Write it as 7g7f, 8h2b+ or P*5e, or in Japanese as ７六歩 or 同銀.</source>
        <translation>„%1“ není tah. Pište jej jako 7g7f, 8h2b+ nebo P*5e, nebo japonsky jako ７六歩 či 同銀.</translation>
    </message>
    <message>
        <source>“%1” names no piece.</source>
        <translation>„%1“ neoznačuje žádný kámen.</translation>
    </message>
    <message>
        <source>“%1” names a square that is not on the board.</source>
        <translation>„%1“ označuje pole, které na desce není.</translation>
    </message>
    <message>
        <source>“%1”: 同 (the same square) needs a move before it.</source>
        <translation>„%1“: 同 (totéž pole) potřebuje předchozí tah.</translation>
    </message>
    <message>
        <source>“%1”: no such piece of yours can move there.</source>
        <translation>„%1“: žádný takový váš kámen tam táhnout nemůže.</translation>
    </message>
    <message>
        <source>“%1” fits more than one move: add 右, 左, 上, 引, 寄 or 直, or type the move in coordinates.</source>
        <translation>„%1“ odpovídá více tahům: doplňte 右, 左, 上, 引, 寄 nebo 直, nebo tah napište souřadnicemi.</translation>
    </message>
    <message>
        <source>%1 has no legal move and loses.</source>
        <translation>%1 nemá žádný přípustný tah a prohrává.</translation>
    </message>
    <message>
        <source>The side to move has no legal move.</source>
        <translation>Strana na tahu nemá žádný přípustný tah.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 se vzdal.</translation>
    </message>
    <message>
        <source>A player resigned.</source>
        <translation>Jeden z hráčů se vzdal.</translation>
    </message>
    <message>
        <source>%1 played an illegal move, which loses at once.</source>
        <translation>%1 zahrál nepřípustný tah, který ihned prohrává.</translation>
    </message>
    <message>
        <source>An illegal move was played.</source>
        <translation>Byl zahrán nepřípustný tah.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1 překročil čas.</translation>
    </message>
    <message>
        <source>The game was not played: %1 forfeited it.</source>
        <translation>Partie se nehrála: %1 prohrál kontumačně.</translation>
    </message>
    <message>
        <source>The game was not played.</source>
        <translation>Partie se nehrála.</translation>
    </message>
</context>
<context>
    <name>WholeFile</name>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>bylo možné zapsat jen %1 z %2 bajtů</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::AnalysisDock</name>
    <message numerus="yes">
        <source>%1 on %n thread(s); scores for %2</source>
        <translation>
            <numerusform>%1, %n vlákno; hodnocení z pohledu: %2</numerusform>
            <numerusform>%1, %n vlákna; hodnocení z pohledu: %2</numerusform>
            <numerusform>%1, %n vláken; hodnocení z pohledu: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis is for shogi only: the hasami games have no analysis.</source>
        <translation>Analýza je jen pro shogi: hry hasami analýzu nemají.</translation>
    </message>
    <message>
        <source>Paused while the game is being analysed.</source>
        <translation>Pozastaveno, dokud probíhá analýza partie.</translation>
    </message>
    <message>
        <source>Off during games against the computer. Tick &quot;During games against the computer&quot; to analyse beside this game too.</source>
        <translation>Během her proti počítači vypnuto. Zaškrtněte „Během her proti počítači“, chcete-li analyzovat i vedle této hry.</translation>
    </message>
    <message>
        <source>On beside this game against the computer; paused while the computer thinks.</source>
        <translation>Zapnuto i u této hry proti počítači; pozastaveno, zatímco počítač přemýšlí.</translation>
    </message>
    <message>
        <source>No legal move: %1 has lost.</source>
        <translation>Žádný platný tah: %1 prohrává.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyzuji…</translation>
    </message>
    <message>
        <source>Depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>Hloubka %1 · %2 uzlů · %3 uzlů/s</translation>
    </message>
    <message>
        <source>On beside this game against the computer; it pauses while the computer thinks.</source>
        <translation>Zapnuto i u této hry proti počítači; pozastaví se, když počítač přemýšlí.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analýza</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analýza</translation>
    </message>
    <message>
        <source>&amp;Play from Here…</source>
        <translation>&amp;Hrát odsud…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::AnalysisLinesModel</name>
    <message>
        <source>Score</source>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Výhra %</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Hloubka</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Varianta</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::AnalysisPanel</name>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Varianty:</translation>
    </message>
    <message>
        <source>How many of the best moves are analysed (MultiPV)</source>
        <translation>Kolik nejlepších tahů se analyzuje (MultiPV)</translation>
    </message>
    <message>
        <source>&amp;Arrows</source>
        <translation>Ši&amp;pky</translation>
    </message>
    <message>
        <source>Show the candidate moves as arrows on the board</source>
        <translation>Zobrazit kandidátní tahy jako šipky na desce</translation>
    </message>
    <message>
        <source>&amp;During games against the computer</source>
        <translation>&amp;Během her proti počítači</translation>
    </message>
    <message>
        <source>Analyse beside an unfinished game against the computer too. The analysis pauses while the computer thinks.</source>
        <translation>Analyzovat i vedle nedohrané hry proti počítači. Analýza se pozastaví, když počítač přemýšlí.</translation>
    </message>
    <message>
        <source>&amp;Play from Here…</source>
        <translation>Hrát ods&amp;ud…</translation>
    </message>
    <message>
        <source>Start a new game from the position on the board (a previewed line&apos;s too)</source>
        <translation>Začít novou hru z pozice na desce (i z prohlížené varianty)</translation>
    </message>
    <message>
        <source>Click a line to play it through on the board (← → step, Esc returns)</source>
        <translation>Klepnutím na variantu ji přehrajete na desce (← → krok, Esc zpět)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::BoardArea</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Tah:</translation>
    </message>
    <message>
        <source>Type a move and press Enter: in coordinates (7g7f, 8h2b+, P*5e), in Japanese (７六歩, 同銀, ２二角成) or in Western notation (P-7f).</source>
        <translation>Napište tah a stiskněte Enter: souřadnicemi (7g7f, 8h2b+, P*5e), japonsky (７六歩, 同銀, ２二角成) nebo západním zápisem (P-7f).</translation>
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
        <translation>Komentář k výchozí pozici:</translation>
    </message>
    <message>
        <source>Comment on move %1:</source>
        <translation>Komentář k tahu %1:</translation>
    </message>
    <message>
        <source>Write a comment here</source>
        <translation>Sem napište komentář</translation>
    </message>
    <message>
        <source>Bookmark name</source>
        <translation>Název záložky</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Tah %1: %2</translation>
    </message>
    <message>
        <source>Move %1 (variation): %2</source>
        <translation>Tah %1 (varianta): %2</translation>
    </message>
    <message>
        <source>A name for this move; KIF and JSON files keep it as a bookmark</source>
        <translation>Název tohoto tahu; soubory KIF a JSON jej uchovávají jako záložku</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Záložky</translation>
    </message>
    <message>
        <source>Bookmarks: go to a bookmarked move</source>
        <translation>Záložky: přejít na tah se záložkou</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EditPositionCommand</name>
    <message>
        <source>E&amp;dit Position…</source>
        <translation>Upravit pozi&amp;ci…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EditorSquareMenu</name>
    <message>
        <source>Put Sente&apos;s Piece</source>
        <translation>Postavit kámen sente</translation>
    </message>
    <message>
        <source>Put Gote&apos;s Piece</source>
        <translation>Postavit kámen gote</translation>
    </message>
    <message>
        <source>Turn Over</source>
        <translation>Otočit</translation>
    </message>
    <message>
        <source>Give to the Other Player</source>
        <translation>Dát druhému hráči</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odstranit</translation>
    </message>
    <message>
        <source>Into Sente&apos;s Hand</source>
        <translation>Do ruky sente</translation>
    </message>
    <message>
        <source>Into Gote&apos;s Hand</source>
        <translation>Do ruky gote</translation>
    </message>
    <message>
        <source>From Sente&apos;s Hand</source>
        <translation>Z ruky sente</translation>
    </message>
    <message>
        <source>From Gote&apos;s Hand</source>
        <translation>Z ruky gote</translation>
    </message>
    <message>
        <source>Put a Black Man</source>
        <translation>Postavit černou figurku</translation>
    </message>
    <message>
        <source>Put a White Man</source>
        <translation>Postavit bílou figurku</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EngineLogWindow</name>
    <message>
        <source>Engine Log</source>
        <translation>Záznam programů</translation>
    </message>
    <message>
        <source>What Shogiban sends to an engine is marked &gt;, what the engine answers &lt;.</source>
        <translation>Co Shogiban posílá programu, je označeno &gt;, co program odpovídá, &lt;.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>Vy&amp;mazat</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EngineManagerDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>Ode&amp;brat</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Programy</translation>
    </message>
    <message>
        <source>USI engines that can play in New Game and analyse in the analysis panel. Shogiban&apos;s own engine is always there.</source>
        <translation>Programy USI, které mohou hrát v Nové hře a analyzovat v panelu analýzy. Vlastní program Shogibanu je k dispozici vždy.</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Přidat…</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (autor: %2)</translation>
    </message>
    <message>
        <source>Choose a USI Engine</source>
        <translation>Vyberte program USI</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Přidat program</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>Program pro analýzu:</translation>
    </message>
    <message>
        <source>Shogiban (built-in)</source>
        <translation>Shogiban (vestavěný)</translation>
    </message>
    <message>
        <source>O&amp;ptions…</source>
        <translation>&amp;Možnosti…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Možnosti programu %1</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the engine thinks about each move in a game without a clock.</source>
        <translation>Jak dlouho program přemýšlí o každém tahu v partii bez hodin.</translation>
    </message>
    <message>
        <source>Time per move without a clock:</source>
        <translation>Čas na tah bez hodin:</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Výchozí: %1</translation>
    </message>
    <message>
        <source>&amp;Reset to Defaults</source>
        <translation>O&amp;bnovit výchozí</translation>
    </message>
    <message>
        <source>%1 by %2
%3</source>
        <translation>%1 (autor: %2)
%3</translation>
    </message>
    <message>
        <source>an unknown author</source>
        <translation>neznámý</translation>
    </message>
    <message>
        <source>Press %1 when the engine starts</source>
        <translation>Stisknout %1 při spuštění programu</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procházet…</translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation>Vyberte soubor</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EnginePlayers</name>
    <message>
        <source>The engine of %1 is no longer among the engines (Settings &gt; Engines).</source>
        <translation>Program hráče %1 už mezi programy není (Nastavení &gt; Programy).</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EvaluationGraph</name>
    <message>
        <source>Start position</source>
        <translation>Výchozí pozice</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Tah %1</translation>
    </message>
    <message>
        <source>%1: %2 for sente</source>
        <translation>%1: %2 pro sente</translation>
    </message>
    <message>
        <source>%1: not analysed yet</source>
        <translation>%1: zatím neanalyzováno</translation>
    </message>
    <message>
        <source>Winning Chance</source>
        <translation>Šance na výhru</translation>
    </message>
    <message>
        <source>Score (up to ±%1)</source>
        <translation>Hodnocení (nejvýše ±%1)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FileCommands</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otevřít &amp;nedávné</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Copy Position (SFEN)</source>
        <translation>&amp;Kopírovat pozici (SFEN)</translation>
    </message>
    <message>
        <source>Copy &amp;Game (KIF)</source>
        <translation>Kopírovat &amp;hru (KIF)</translation>
    </message>
    <message>
        <source>&amp;Paste Game or Position</source>
        <translation>&amp;Vložit hru nebo pozici</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Neuložená hra</translation>
    </message>
    <message>
        <source>The game has moves that are not saved. Save them first?</source>
        <translation>Hra obsahuje neuložené tahy. Uložit je nejdříve?</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Nelze otevřít</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 nelze přečíst: %2</translation>
    </message>
    <message>
        <source>%1 is not a game Shogiban can open: %2</source>
        <translation>%1 není hra, kterou Shogiban umí otevřít: %2</translation>
    </message>
    <message>
        <source>Opened in part</source>
        <translation>Otevřeno zčásti</translation>
    </message>
    <message>
        <source>%1 was opened up to the problem that stopped reading: %2</source>
        <translation>%1 byl otevřen až po problém, na kterém čtení skončilo: %2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Nelze uložit</translation>
    </message>
    <message>
        <source>%1 was not saved: %2</source>
        <translation>%1 nebyl uložen: %2</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>Nelze vložit</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Schránka neobsahuje žádný text.</translation>
    </message>
    <message>
        <source>Pasted in part</source>
        <translation>Vloženo zčásti</translation>
    </message>
    <message>
        <source>The clipboard holds no game or position Shogiban can read: %1</source>
        <translation>Schránka neobsahuje hru ani pozici, kterou Shogiban umí přečíst: %1</translation>
    </message>
    <message>
        <source>Cannot save automatically</source>
        <translation>Nelze automaticky uložit</translation>
    </message>
    <message>
        <source>The game cannot be saved automatically in %1: %2. Save it with File &gt; Save As to keep it.</source>
        <translation>Partii nelze automaticky uložit do %1: %2. Chcete-li ji zachovat, uložte ji příkazem Soubor &gt; Uložit jako.</translation>
    </message>
    <message>
        <source>Replace file</source>
        <translation>Nahradit soubor</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 již existuje. Nahradit jej?</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>žádné tahy</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ukonč&amp;it</translation>
    </message>
    <message>
        <source>Export Position &amp;Image…</source>
        <translation>&amp;Exportovat obrázek pozice…</translation>
    </message>
    <message>
        <source>Copy Position as &amp;BOD</source>
        <translation>Kopírovat pozici jako &amp;BOD</translation>
    </message>
    <message>
        <source>Copy Game as &amp;USEN</source>
        <translation>Kopírovat hru jako U&amp;SEN</translation>
    </message>
    <message>
        <source>Opened without some comments</source>
        <translation>Otevřeno bez některých komentářů</translation>
    </message>
    <message>
        <source>%1 was opened. %2</source>
        <translation>%1 byl otevřen. %2</translation>
    </message>
    <message>
        <source>All game records (*.json *.jkf *.kif *.kifu *.ki2 *.csa *.sfen *.usi *.usen *.bod)</source>
        <translation>Všechny záznamy her (*.json *.jkf *.kif *.kifu *.ki2 *.csa *.sfen *.usi *.usen *.bod)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Obrázek PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>Obrázek SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Position Image</source>
        <translation>Export obrázku pozice</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Nelze exportovat</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 nebyl zapsán: %2</translation>
    </message>
    <message>
        <source>%1 vs %2, start position</source>
        <translation>%1 – %2, výchozí pozice</translation>
    </message>
    <message>
        <source>%1 vs %2, after move %3: %4</source>
        <translation>%1 – %2, po %3. tahu: %4</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Uloženo jako %1</translation>
    </message>
    <message>
        <source>Cannot keep the game</source>
        <translation>Partii nelze uchovat</translation>
    </message>
    <message>
        <source>The game cannot be kept for Continue in %1: %2.</source>
        <translation>Partii nelze uchovat k pozdějšímu pokračování v %1: %2.</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>V partii nelze pokračovat</translation>
    </message>
    <message>
        <source>The game kept to continue, %1, cannot be read: %2. It was removed.</source>
        <translation>Partii uchovanou k pokračování, %1, nelze přečíst: %2. Byla odstraněna.</translation>
    </message>
    <message>
        <source>The game kept to continue, %1, cannot be read: %2. It was set aside as %3.</source>
        <translation>Partii uchovanou k pokračování, %1, nelze přečíst: %2. Byla odložena jako %3.</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FindMateCommand</name>
    <message>
        <source>Find &amp;Mate…</source>
        <translation>Najít &amp;mat…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FindMateDialog</name>
    <message>
        <source>Start position</source>
        <translation>Výchozí pozice</translation>
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
        <translation>Hledám… %1</translation>
    </message>
    <message>
        <source>Cancelled after %1: no mate was found so far.</source>
        <translation>Zrušeno po %1: zatím nebyl nalezen žádný mat.</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n move(s) (both sides&apos; moves counted, as in tsume problems), found in %1.</source>
        <translation>
            <numerusform>Mat za %n tah (počítají se tahy obou stran jako v úlohách tsume), nalezen za %1.</numerusform>
            <numerusform>Mat za %n tahy (počítají se tahy obou stran jako v úlohách tsume), nalezen za %1.</numerusform>
            <numerusform>Mat za %n tahů (počítají se tahy obou stran jako v úlohách tsume), nalezen za %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shorter mate was not ruled out.</source>
        <translation>Kratší mat nebyl vyloučen.</translation>
    </message>
    <message>
        <source>No mate: the defender escapes every sequence of checks (%1).</source>
        <translation>Mat není: bránící se strana unikne každé řadě šachů (%1).</translation>
    </message>
    <message>
        <source>The search ended without an answer after %1.</source>
        <translation>Hledání skončilo po %1 bez odpovědi.</translation>
    </message>
    <message>
        <source>Find Mate</source>
        <translation>Najít mat</translation>
    </message>
    <message>
        <source>Looking for a mate by %1 (to move) with checks only, against every defence.</source>
        <translation>Hledám mat, který dá %1 (na tahu) jen šachy proti každé obraně.</translation>
    </message>
    <message>
        <source>Choose a move, or step with ← and → on the board, to see the position after it. The game is not changed.</source>
        <translation>Vyberte tah nebo krokujte klávesami ← a → na desce a uvidíte pozici po něm. Partie se nemění.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Zrušit</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>Za&amp;vřít</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n move(s) found in %1. Looking for a shorter one… %2</source>
        <translation>
            <numerusform>Mat za %n tah nalezen za %1. Hledám kratší… %2</numerusform>
            <numerusform>Mat za %n tahy nalezen za %1. Hledám kratší… %2</numerusform>
            <numerusform>Mat za %n tahů nalezen za %1. Hledám kratší… %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FurigomaDialog</name>
    <message numerus="yes">
        <source>%n pawn(s) (歩)</source>
        <translation>
            <numerusform>%n pěšec (歩)</numerusform>
            <numerusform>%n pěšci (歩)</numerusform>
            <numerusform>%n pěšců (歩)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokin(s) (と)</source>
        <translation>
            <numerusform>%n tokin (と)</numerusform>
            <numerusform>%n tokiny (と)</numerusform>
            <numerusform>%n tokinů (と)</numerusform>
        </translation>
    </message>
    <message>
        <source>More pawns: the thrower moves first.</source>
        <translation>Víc pěšců: házející začíná.</translation>
    </message>
    <message>
        <source>More tokins: the thrower moves second.</source>
        <translation>Víc tokinů: házející táhne druhý.</translation>
    </message>
    <message>
        <source>More pawns: %1 threw and moves first.</source>
        <translation>Víc pěšců: házející (%1) začíná.</translation>
    </message>
    <message>
        <source>More tokins: %1 threw and moves second.</source>
        <translation>Víc tokinů: házející (%1) táhne druhý.</translation>
    </message>
    <message>
        <source>Furigoma: who moves first</source>
        <translation>Furigoma: kdo začíná</translation>
    </message>
    <message>
        <source>Five pawns are thrown: more pawns (歩) face up and the thrower moves first, more tokins (と) and the thrower moves second.</source>
        <translation>Hází se pěti pěšci: víc pěšců (歩) lícem nahoru a házející začíná, víc tokinů (と) a házející táhne druhý.</translation>
    </message>
    <message>
        <source>Click or press a key to skip</source>
        <translation>Klepnutím nebo klávesou přeskočíte</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::GameController</name>
    <message>
        <source>move %1 cannot be played</source>
        <translation>tah %1 nelze zahrát</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::GamePropertiesDialog</name>
    <message>
        <source>%1 wins by forfeit</source>
        <translation>%1 vyhrává kontumačně</translation>
    </message>
    <message>
        <source>No mate (a problem without solution)</source>
        <translation>Bez matu (úloha bez řešení)</translation>
    </message>
    <message>
        <source>Ended by an error</source>
        <translation>Ukončeno chybou</translation>
    </message>
    <message>
        <source>Game Information</source>
        <translation>Údaje o partii</translation>
    </message>
    <message>
        <source>&amp;Sente:</source>
        <translation>&amp;Sente:</translation>
    </message>
    <message>
        <source>&amp;Gote:</source>
        <translation>&amp;Gote:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>So&amp;utěž:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>&amp;Místo:</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Časová kontrola:</translation>
    </message>
    <message>
        <source>Ope&amp;ning:</source>
        <translation>Za&amp;hájení:</translation>
    </message>
    <message>
        <source>&amp;Sente (lower player):</source>
        <translation>&amp;Sente (slabší hráč):</translation>
    </message>
    <message>
        <source>&amp;Gote (upper player):</source>
        <translation>&amp;Gote (silnější hráč):</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Hendikep:</translation>
    </message>
    <message>
        <source>e.g. 2024/05/18 10:00</source>
        <translation>např. 2024/05/18 10:00</translation>
    </message>
    <message>
        <source>e.g. 四間飛車</source>
        <translation>např. 四間飛車</translation>
    </message>
    <message>
        <source>None (the record ends without a result)</source>
        <translation>Žádný (záznam končí bez výsledku)</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Výsledek:</translation>
    </message>
    <message>
        <source>Even game</source>
        <translation>Hra bez hendikepu</translation>
    </message>
    <message>
        <source>A set-up position (no handicap)</source>
        <translation>Sestavená pozice (bez hendikepu)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::GameReviewPane</name>
    <message>
        <source>Analyse Game</source>
        <translation>Analyzovat partii</translation>
    </message>
    <message>
        <source>This game against the computer is still going on. Analyse it when it is over (or resign), so that the analysis does not take the computer&apos;s time.</source>
        <translation>Tato hra proti počítači ještě probíhá. Analyzujte ji, až skončí (nebo se vzdejte), aby analýza nebrala počítači čas.</translation>
    </message>
    <message>
        <source>Every position of this game is analysed already. Analyse it again?</source>
        <translation>Všechny pozice této partie už jsou analyzovány. Analyzovat ji znovu?</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>zbývá %1</translation>
    </message>
    <message>
        <source>Analysing the game at %1 s per move…</source>
        <translation>Analyzuji partii, %1 s na tah…</translation>
    </message>
    <message>
        <source>Stopped: %1 of %2 positions are analysed. Analyse Game continues from there.</source>
        <translation>Zastaveno: analyzováno %1 z %2 pozic. „Analyzovat partii“ bude pokračovat odtud.</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Výchozí pozice</translation>
    </message>
    <message>
        <source>%1 for sente</source>
        <translation>%1 pro sente</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Tah %1: %2</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Zatím neanalyzováno.</translation>
    </message>
    <message>
        <source>Analyse &amp;Game…</source>
        <translation>&amp;Analyzovat partii…</translation>
    </message>
    <message>
        <source>Analyse Game (Shogi Only)</source>
        <translation>Analyzovat partii (jen shogi)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <translation>%v z %m pozic</translation>
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
        <translation>Shogi, hasami shogi, dai hasami shogi a mak-ek</translation>
    </message>
    <message>
        <source>Play the Computer</source>
        <translation>Hrát s počítačem</translation>
    </message>
    <message>
        <source>Shogi, you move first</source>
        <translation>Shogi, začínáte vy</translation>
    </message>
    <message>
        <source>Two Players</source>
        <translation>Dva hráči</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Na tomto počítači</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lekce</translation>
    </message>
    <message>
        <source>Open a Game</source>
        <translation>Otevřít partii</translation>
    </message>
    <message>
        <source>KIF, CSA, JKF, SFEN…</source>
        <translation>KIF, CSA, JKF, SFEN…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>Ú&amp;roveň:</translation>
    </message>
    <message>
        <source>Show this page when Shogiban starts</source>
        <translation>Zobrazit tuto stránku při spuštění Shogibanu</translation>
    </message>
    <message>
        <source>Tsume Problems</source>
        <translation>Úlohy tsume</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::ImageExportDialog</name>
    <message>
        <source>Coor&amp;dinates</source>
        <translation>&amp;Souřadnice</translation>
    </message>
    <message>
        <source>Mark the &amp;last move</source>
        <translation>Označit &amp;poslední tah</translation>
    </message>
    <message>
        <source>&amp;Title line with the players and the move</source>
        <translation>&amp;Nadpis s hráči a tahem</translation>
    </message>
    <message>
        <source>&amp;Flipped board</source>
        <translation>Otočená &amp;deska</translation>
    </message>
    <message>
        <source>Export Position Image</source>
        <translation>Export obrázku pozice</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Šířka:</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::KeyboardDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Klávesnice</translation>
    </message>
    <message>
        <source>Browsing the game and moving on the board</source>
        <translation>Procházení partie a tahy na desce</translation>
    </message>
    <message>
        <source>Left and Right show the previous and the next move, Home and End the start and the last move, wherever the focus is except in a text field.</source>
        <translation>Šipky vlevo a vpravo ukazují předchozí a další tah, Home a End začátek a poslední tah, ať je fokus kdekoli kromě textového pole.</translation>
    </message>
    <message>
        <source>On the board, Up, Down, Enter or Space bring out the keyboard cursor: then all four arrow keys move it, Enter or Space picks a piece up and puts it down, and Escape puts the cursor away so that Left and Right browse the game again.</source>
        <translation>Na desce vyvolají kurzor klávesnice šipky nahoru a dolů, Enter nebo mezerník: potom jím pohybují všechny čtyři šipky, Enter nebo mezerník kámen zvedne a položí a Escape kurzor skryje, takže šipky vlevo a vpravo opět procházejí partií.</translation>
    </message>
    <message>
        <source>A move can also be typed in the box below the board, as 7g7f, P*5e or ７六歩.</source>
        <translation>Tah lze také napsat do pole pod deskou, například 7g7f, P*5e nebo ７六歩.</translation>
    </message>
    <message>
        <source>Menu commands</source>
        <translation>Příkazy nabídek</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::LanguageSelector</name>
    <message>
        <source>System default</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <source>The language of the program; the change takes effect at once</source>
        <translation>Jazyk programu; změna platí okamžitě</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::LessonPage</name>
    <message numerus="yes">
        <source>%n move(s) so far.</source>
        <translation>
            <numerusform>%n tah zatím.</numerusform>
            <numerusform>%n tahy zatím.</numerusform>
            <numerusform>%n tahů zatím.</numerusform>
        </translation>
    </message>
    <message>
        <source>In this exercise, stay clear of the enemy king: that move gives check.</source>
        <translation>V tomto cvičení se držte dál od soupeřova krále: tento tah dává šach.</translation>
    </message>
    <message>
        <source>That move does not do it. The position is set up again: try once more.</source>
        <translation>Tento tah to nesplní. Pozice se znovu postaví: zkuste to ještě jednou.</translation>
    </message>
    <message numerus="yes">
        <source>Done in %1 moves. It can be done in %n move(s): try again for all the stars.</source>
        <translation>
            <numerusform>Hotovo za %1 tahů. Jde to za %n tah: zkuste to znovu pro všechny hvězdičky.</numerusform>
            <numerusform>Hotovo za %1 tahů. Jde to za %n tahy: zkuste to znovu pro všechny hvězdičky.</numerusform>
            <numerusform>Hotovo za %1 tahů. Jde to za %n tahů: zkuste to znovu pro všechny hvězdičky.</numerusform>
        </translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Výborně!</translation>
    </message>
    <message>
        <source>That is the rule. Well done!</source>
        <translation>Takové je pravidlo. Výborně!</translation>
    </message>
    <message>
        <source>Hint: try the move the arrow shows.</source>
        <translation>Rada: zkuste tah, který ukazuje šipka.</translation>
    </message>
    <message>
        <source>Hint: the arrow shows a good move.</source>
        <translation>Rada: šipka ukazuje dobrý tah.</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>Zn&amp;ovu</translation>
    </message>
    <message>
        <source>Back to the &amp;Start Page</source>
        <translation>Zpět na ú&amp;vodní stránku</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lekce</translation>
    </message>
    <message>
        <source>Choose a lesson from the list.</source>
        <translation>Vyberte lekci ze seznamu.</translation>
    </message>
    <message>
        <source>Start the &amp;First Lesson</source>
        <translation>Začít &amp;první lekci</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lekce %1: %2</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Cvičení %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>It can be done in %n move(s).</source>
        <translation>
            <numerusform>Jde to za %n tah.</numerusform>
            <numerusform>Jde to za %n tahy.</numerusform>
            <numerusform>Jde to za %n tahů.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Next Exercise</source>
        <translation>&amp;Další cvičení</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Další lekce</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Dokončit</translation>
    </message>
    <message>
        <source>Lesson done: %1</source>
        <translation>Lekce splněna: %1</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Rada</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Practise: Tsume Problems, Mate in %n</source>
        <translation>
            <numerusform>&amp;Procvičit: úlohy tsume, mat za %n tah</numerusform>
            <numerusform>&amp;Procvičit: úlohy tsume, mat za %n tahy</numerusform>
            <numerusform>&amp;Procvičit: úlohy tsume, mat za %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>The lessons cannot be read: %1</source>
        <translation>Lekce nelze načíst: %1</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::LinePreview</name>
    <message>
        <source>Preview of an analysed line, move %1 of %2 (the game is unchanged). ← → step through it, Esc or a click elsewhere returns to the game.</source>
        <translation>Náhled analyzované varianty, tah %1 z %2 (partie se nemění). ← → krokování, Esc nebo klepnutí jinam vrátí partii.</translation>
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
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Vrátit tah</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>V&amp;zdát se</translation>
    </message>
    <message>
        <source>&amp;Count Impasse Points (24 Points)</source>
        <translation>&amp;Sečíst body slepé cesty (24 bodů)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Otočit desku</translation>
    </message>
    <message>
        <source>&amp;Learning Mode</source>
        <translation>Režim &amp;učení</translation>
    </message>
    <message>
        <source>F&amp;irst Position</source>
        <translation>Výchozí &amp;pozice</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>Př&amp;edchozí tah</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>&amp;Další tah</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>&amp;Kameny</translation>
    </message>
    <message>
        <source>&amp;About Shogiban</source>
        <translation>&amp;O programu Shogiban</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Přemýšlím…</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>The game cannot start: %1</source>
        <translation>Hru nelze začít: %1</translation>
    </message>
    <message>
        <source>move %1 (%2) is not legal there</source>
        <translation>tah %1 (%2) tam není přípustný</translation>
    </message>
    <message>
        <source>Take back the last move? Both players must agree.</source>
        <translation>Vrátit poslední tah? Oba hráči musí souhlasit.</translation>
    </message>
    <message>
        <source>Do you really want to resign?</source>
        <translation>Opravdu se chcete vzdát?</translation>
    </message>
    <message>
        <source>%1 offers a draw. Does %2 accept it?</source>
        <translation>%1 nabízí remízu. Přijímá ji %2?</translation>
    </message>
    <message>
        <source>Declare Impasse</source>
        <translation>Prohlásit slepou cestu</translation>
    </message>
    <message>
        <source>The declaration is not valid yet. Your king must stand in the enemy camp and not be in check, at least 10 of your other pieces must stand there too, and those pieces plus your pieces in hand must be worth at least 28 points as sente or 27 as gote (rook and bishop 5, every other piece 1).</source>
        <translation>Prohlášení zatím neplatí. Váš král musí stát v soupeřově táboře a nesmí být v šachu, musí tam stát i aspoň 10 vašich dalších kamenů a tyto kameny spolu s kameny v ruce musí mít hodnotu aspoň 28 bodů za sente nebo 27 za gote (věž a střelec 5, každý další kámen 1).</translation>
    </message>
    <message>
        <source>Both kings have entered. Do both players agree to count the points? A side with fewer than 24 points loses; otherwise it is a draw.</source>
        <translation>Oba králové vstoupili do soupeřova tábora. Souhlasí oba hráči se sečtením bodů? Strana s méně než 24 body prohrává, jinak je remíza.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Hledám dobrý tah…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Rada: %1</translation>
    </message>
    <message>
        <source>No hint found.</source>
        <translation>Žádná rada nenalezena.</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2</source>
        <translation>Prohlížíte tah %1 z %2</translation>
    </message>
    <message>
        <source>%1 to move: check!</source>
        <translation>Na tahu: %1 – šach!</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Na tahu: %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>This is the position after move %1. To play on, return to the last move (End, or click it in the move list).</source>
        <translation>Toto je pozice po %1. tahu. Chcete-li hrát dál, vraťte se na poslední tah (End, nebo na něj klikněte v seznamu tahů).</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn: wait for its move.</source>
        <translation>Na tahu je počítač: počkejte na jeho tah.</translation>
    </message>
    <message>
        <source>Declare &amp;Impasse (27 Points)</source>
        <translation>&amp;Prohlásit slepou cestu (27 bodů)</translation>
    </message>
    <message>
        <source>The game is paused: choose Game &gt; Pause again to go on.</source>
        <translation>Partie je pozastavena: pokračujte volbou Hra &gt; Pozastavit.</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Počítačový hráč</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pozastaveno</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>P&amp;ozastavit</translation>
    </message>
    <message>
        <source>La&amp;st Move</source>
        <translation>Pos&amp;lední tah</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Externí programy…</translation>
    </message>
    <message>
        <source>&amp;Engine Log</source>
        <translation>&amp;Záznam programů</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>Externí programy:</translation>
    </message>
    <message>
        <source>H&amp;ome</source>
        <translation>Úvo&amp;d</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lekce</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>Panel &amp;nástrojů</translation>
    </message>
    <message>
        <source>The game in progress, move %1</source>
        <translation>Rozehraná partie, tah %1</translation>
    </message>
    <message>
        <source>Next: %1. %2</source>
        <translation>Další: %1. %2</translation>
    </message>
    <message>
        <source>%1[*] – Shogiban</source>
        <translation>%1[*] – Shogiban</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>Vyřešeno %1 z %2</translation>
    </message>
    <message>
        <source>Solve as Tsume Problem</source>
        <translation>Řešit jako úlohu tsume</translation>
    </message>
    <message>
        <source>No mate by checks was found for the side to move: the position cannot be solved as a tsume problem.</source>
        <translation>Pro stranu na tahu nebyl nalezen mat samými šachy: pozici nelze řešit jako úlohu tsume.</translation>
    </message>
    <message>
        <source>Tsume Pro&amp;blems</source>
        <translation>Úloh&amp;y tsume</translation>
    </message>
    <message>
        <source>Sol&amp;ve as Tsume Problem</source>
        <translation>Řešit ja&amp;ko úlohu tsume</translation>
    </message>
    <message>
        <source>Agree to a Dra&amp;w</source>
        <translation>Dohodnout remíz&amp;u</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>Klá&amp;vesnice</translation>
    </message>
    <message>
        <source>Studying the record (no clock, no computer): %1 to move</source>
        <translation>Studium záznamu (bez hodin a bez počítače): na tahu %1</translation>
    </message>
    <message>
        <source>Thinking on your time…</source>
        <translation>Přemýšlím ve vašem čase…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::MoveListModel</name>
    <message>
        <source>Start position</source>
        <translation>Výchozí pozice</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Č.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Tah</translation>
    </message>
    <message numerus="yes">
        <source>%n other move(s) in variations here</source>
        <translation>
            <numerusform>Zde %n jiný tah ve variantách</numerusform>
            <numerusform>Zde %n jiné tahy ve variantách</numerusform>
            <numerusform>Zde %n jiných tahů ve variantách</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::MoveListPanel</name>
    <message>
        <source>First position</source>
        <translation>Výchozí pozice</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Předchozí tah</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Další tah</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Poslední tah</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Varianta:</translation>
    </message>
    <message>
        <source>As the variant says</source>
        <translation>Podle varianty</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation>H&amp;endikep:</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Proti počítači</translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation>Dva hráči u tohoto počítače</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>Počítač proti počítači</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Režim:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Spustit</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Úroveň:</translation>
    </message>
    <message>
        <source>Decided by furigoma</source>
        <translation>Rozhodne furigoma</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Hr&amp;ajete za:</translation>
    </message>
    <message>
        <source>Player 1 &amp;plays:</source>
        <translation>Hráč 1 hr&amp;aje za:</translation>
    </message>
    <message>
        <source>Computer 1 &amp;plays:</source>
        <translation>Počítač 1 hr&amp;aje za:</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Vy:</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Počítač:</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>Hráč 1:</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>Hráč 2:</translation>
    </message>
    <message>
        <source>Computer 1:</source>
        <translation>Počítač 1:</translation>
    </message>
    <message>
        <source>Computer 2:</source>
        <translation>Počítač 2:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Hráč 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Hráč 2</translation>
    </message>
    <message>
        <source>Computer 1</source>
        <translation>Počítač 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Počítač 2</translation>
    </message>
    <message>
        <source>Me&amp;n to capture:</source>
        <translation>&amp;Figurek k zajetí:</translation>
    </message>
    <message>
        <source>Each player their &amp;own time</source>
        <translation>Každý hráč má v&amp;lastní čas</translation>
    </message>
    <message>
        <source>&amp;Time for %1:</source>
        <translation>Čas pr&amp;o: %1</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>Časová &amp;kontrola:</translation>
    </message>
    <message>
        <source>Time for %1:</source>
        <translation>Čas pro: %1</translation>
    </message>
    <message>
        <source>Shogiban AI</source>
        <translation>Shogiban AI</translation>
    </message>
    <message>
        <source>The built-in AI, or an engine added in Settings &gt; Engines</source>
        <translation>Vestavěná umělá inteligence, nebo program přidaný v Nastavení &gt; Programy</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PiecesDialog</name>
    <message>
        <source>Pieces</source>
        <translation>Kameny</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PlayFromHereDialog</name>
    <message>
        <source>&amp;Two players on this computer</source>
        <translation>&amp;Dva hráči u tohoto počítače</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Hrát odsud</translation>
    </message>
    <message>
        <source>A new game starts from the position on the board. The game shown now is left as it is (save it first if you want to keep it).</source>
        <translation>Nová hra začne z pozice na desce. Zobrazená partie zůstane, jak je (chcete-li ji zachovat, nejdřív ji uložte).</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Hr&amp;ajete za:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>Ú&amp;roveň počítače:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>Za&amp;čít</translation>
    </message>
    <message>
        <source>&amp;Against the computer</source>
        <translation>Proti &amp;počítači</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PlayerPanels</name>
    <message>
        <source>%1 · level %2</source>
        <translation>%1 · úroveň %2</translation>
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
        <translation>Úloha &amp;tsume: zbytek sady jde do ruky bránící se strany</translation>
    </message>
    <message>
        <source>Edit Position</source>
        <translation>Upravit pozici</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Kameny</translation>
    </message>
    <message>
        <source>Drag pieces onto the board or a stand, or choose one and click squares. Right-click a piece to turn it over or give it to the other player (Shift: other player at once). Drag a piece off the board to remove it.</source>
        <translation>Kameny přetáhněte na desku nebo na stojánek, nebo jeden vyberte a klepejte na pole. Pravým tlačítkem kámen otočíte nebo dáte druhému hráči (se Shiftem rovnou druhému hráči). Kámen odstraníte přetažením mimo desku.</translation>
    </message>
    <message>
        <source>&amp;Play…</source>
        <translation>&amp;Hrát…</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyzovat</translation>
    </message>
    <message>
        <source>Find &amp;Mate</source>
        <translation>Najít &amp;mat</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Uložit…</translation>
    </message>
    <message>
        <source>Pieces in hand</source>
        <translation>Kameny v ruce</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Pozice</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Na tahu:</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Vyprázdnit desku</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Výchozí pozice</translation>
    </message>
    <message>
        <source>Set &amp;Up</source>
        <translation>&amp;Rozestavit</translation>
    </message>
    <message>
        <source>Replaces the position by the chosen start position.</source>
        <translation>Nahradí pozici zvolenou výchozí pozicí.</translation>
    </message>
    <message>
        <source>%1 to move. The position can be played.</source>
        <translation>Na tahu je %1. Pozici lze hrát.</translation>
    </message>
    <message>
        <source>%1; the square is marked on the board</source>
        <translation>%1; pole je na desce vyznačeno</translation>
    </message>
    <message>
        <source>This position cannot be played: %1.</source>
        <translation>Tuto pozici nelze hrát: %1.</translation>
    </message>
    <message>
        <source>Keyboard: arrow keys move over the board; K R B G S N L P put a piece there (Shift: gote&apos;s), + turns it over, Delete removes it, H puts it into sente&apos;s hand (Shift+H: gote&apos;s), Ctrl+letter takes one from sente&apos;s hand (Ctrl+Shift: gote&apos;s). The Menu key or Shift+F10 lists it all.</source>
        <translation>Klávesnice: šipky posouvají po desce; K R B G S N L P tam postaví kámen (se Shiftem kámen gote), + ho otočí, Delete ho odstraní, H ho dá do ruky sente (Shift+H: gote), Ctrl+písmeno vezme jeden kámen z ruky sente (Ctrl+Shift: gote). Klávesa Menu nebo Shift+F10 vypíše vše.</translation>
    </message>
    <message>
        <source>Past the board&apos;s edge the arrow keys go onto a stand: there a letter adds a piece of that kind to the hand (Shift+letter takes one away), + and - change the count of the chosen kind.</source>
        <translation>Za okrajem desky vedou šipky na stojan: tam písmeno přidá do ruky kámen toho druhu (Shift+písmeno jeden odebere), + a - mění počet zvoleného druhu.</translation>
    </message>
    <message>
        <source>Edit Position: %1</source>
        <translation>Upravit pozici: %1</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Figurky</translation>
    </message>
    <message>
        <source>Drag men onto the board, or choose one and click squares. Right-click a man to give it to the other player. Drag a man off the board to remove it: the men not on the board count as captured (beside the board).</source>
        <translation>Figurky přetáhněte na desku, nebo jednu vyberte a klepejte na pole. Pravým tlačítkem figurku dáte druhému hráči. Figurku odstraníte přetažením mimo desku: figurky, které nejsou na desce, se počítají jako zajaté (vedle desky).</translation>
    </message>
    <message>
        <source>Keyboard: arrow keys move over the board; M puts a black man there (Shift+M: a white one), Space gives it to the other player, Delete removes it. The Menu key or Shift+F10 lists it all.</source>
        <translation>Klávesnice: šipky se pohybují po desce; M tam postaví černou figurku (Shift+M: bílou), mezerník ji dá druhému hráči, Delete ji odstraní. Klávesa Menu nebo Shift+F10 ukáže vše.</translation>
    </message>
    <message>
        <source>Set &amp;Up the Start Position</source>
        <translation>&amp;Rozestavit výchozí pozici</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PromotionDialog</name>
    <message>
        <source>Promote this piece?</source>
        <translation>Povýšit tento kámen?</translation>
    </message>
    <message>
        <source>Promote (P)</source>
        <translation>Povýšit (P)</translation>
    </message>
    <message>
        <source>Do not promote (N)</source>
        <translation>Nepovyšovat (N)</translation>
    </message>
    <message>
        <source>Esc cancels the move.</source>
        <translation>Klávesa Esc tah zruší.</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RecordActions</name>
    <message>
        <source>&amp;Edit</source>
        <translation>Úpr&amp;avy</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Zpět: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>Zn&amp;ovu: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zn&amp;ovu</translation>
    </message>
    <message>
        <source>&amp;Make Main Line</source>
        <translation>Povýšit na &amp;hlavní variantu</translation>
    </message>
    <message>
        <source>&amp;Delete This Move and the Rest</source>
        <translation>&amp;Smazat tento tah a všechny další</translation>
    </message>
    <message>
        <source>Game In&amp;formation…</source>
        <translation>Úda&amp;je o partii…</translation>
    </message>
    <message>
        <source>Another move</source>
        <translation>Jiný tah</translation>
    </message>
    <message>
        <source>The record goes on with another move here. Keep it and add this move as a variation, or replace the rest of the line?</source>
        <translation>Záznam zde pokračuje jiným tahem. Ponechat jej a přidat tento tah jako variantu, nebo nahradit zbytek varianty?</translation>
    </message>
    <message>
        <source>New &amp;Variation</source>
        <translation>Nová &amp;varianta</translation>
    </message>
    <message>
        <source>&amp;Replace the Rest</source>
        <translation>&amp;Nahradit zbytek</translation>
    </message>
    <message>
        <source>&amp;Undo Your Last Move</source>
        <translation>&amp;Zpět: váš poslední tah</translation>
    </message>
    <message>
        <source>Undoes edits of the record (moves between two people or in a study, variations, comments, bookmarks, game information); against the computer, takes back your last move</source>
        <translation>Vrací úpravy záznamu (tahy mezi dvěma lidmi nebo při studiu, varianty, komentáře, záložky, informace o partii); proti počítači vrátí váš poslední tah</translation>
    </message>
    <message>
        <source>Continue the G&amp;ame</source>
        <translation>Pokračovat v part&amp;ii</translation>
    </message>
    <message>
        <source>Plays on from the end of the line shown, with the game&apos;s players and clocks (an opened record is only looked at until then)</source>
        <translation>Hraje dál od konce zobrazené varianty s hráči a hodinami partie (otevřený záznam se do té doby jen prohlíží)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RecordDocument</name>
    <message>
        <source>Add Move</source>
        <translation>Přidání tahu</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Vrácení tahu</translation>
    </message>
    <message>
        <source>Replace Moves</source>
        <translation>Nahrazení tahů</translation>
    </message>
    <message>
        <source>New Variation</source>
        <translation>Nová varianta</translation>
    </message>
    <message>
        <source>Promote to Main Line</source>
        <translation>Povýšení na hlavní variantu</translation>
    </message>
    <message>
        <source>Delete Moves</source>
        <translation>Smazání tahů</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Úprava komentáře</translation>
    </message>
    <message>
        <source>Edit Bookmark</source>
        <translation>Úprava záložky</translation>
    </message>
    <message>
        <source>Edit Game Information</source>
        <translation>Úprava údajů o partii</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RestoreDialog</name>
    <message>
        <source>Restore game</source>
        <translation>Obnovit hru</translation>
    </message>
    <message>
        <source>A game of an earlier session was not saved: Shogiban was closed before it was, or stopped unexpectedly. Restore it?</source>
        <translation>Hra z dřívějšího spuštění nebyla uložena: Shogiban byl zavřen dříve, než se uložila, nebo neočekávaně skončil. Obnovit ji?</translation>
    </message>
    <message>
        <source>Games of earlier sessions were not saved: Shogiban was closed before they were, or stopped unexpectedly. Restore one of them?</source>
        <translation>Hry z dřívějších spuštění nebyly uloženy: Shogiban byl zavřen dříve, než se uložily, nebo neočekávaně skončil. Obnovit jednu z nich?</translation>
    </message>
    <message>
        <source>A restored game is shown instead of %1.</source>
        <translation>Obnovená hra se zobrazí místo %1.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Obnovit</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Zahodit</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>&amp;Zahodit vše</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>Zeptat se &amp;později</translation>
    </message>
    <message>
        <source>Saved %1, cannot be read: %2</source>
        <translation>Uloženo %1, nelze přečíst: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2), saved %3</source>
        <translation>%1 (%2), uloženo %3</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::ReviewDialog</name>
    <message>
        <source>Analyse Game</source>
        <translation>Analyzovat partii</translation>
    </message>
    <message>
        <source>The engine analyses every position of the game&apos;s main line and marks the moves that lost winning chances. You can go on using the window meanwhile, and cancel at any time: what is analysed is kept and saved with the game.</source>
        <translation>Program analyzuje každou pozici hlavní varianty partie a označí tahy, které ztratily šance na výhru. Okno můžete mezitím dál používat a analýzu kdykoli zrušit: co je analyzováno, zůstane a uloží se s partií.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>Čas na &amp;tah:</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyzovat</translation>
    </message>
    <message>
        <source>%1 of %2 positions are analysed already; the other %3 take about %4.</source>
        <translation>%1 z %2 pozic už je analyzováno; zbylých %3 zabere asi %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s): about %1.</source>
        <translation>
            <numerusform>%n pozice: asi %1.</numerusform>
            <numerusform>%n pozice: asi %1.</numerusform>
            <numerusform>%n pozic: asi %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>&amp;Pokračovat</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Shogi</translation>
    </message>
    <message>
        <source>Hasami shogi and mak-yek</source>
        <translation>Hasami shogi a mak-ek</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Kameny:</translation>
    </message>
    <message>
        <source>Kanji</source>
        <translation>Kandži</translation>
    </message>
    <message>
        <source>International symbols</source>
        <translation>Mezinárodní symboly</translation>
    </message>
    <message>
        <source>Kanji and symbols</source>
        <translation>Kandži a symboly</translation>
    </message>
    <message>
        <source>Move &amp;hints:</source>
        <translation>&amp;Nápověda tahů:</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Vždy</translation>
    </message>
    <message>
        <source>Only in learning mode</source>
        <translation>Jen v režimu učení</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nikdy</translation>
    </message>
    <message>
        <source>&amp;Ranks:</source>
        <translation>Ř&amp;ady:</translation>
    </message>
    <message>
        <source>Kanji numerals (一..九)</source>
        <translation>Číslice kandži (一..九)</translation>
    </message>
    <message>
        <source>Letters (a..i)</source>
        <translation>Písmena (a..i)</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>Zá&amp;pis:</translation>
    </message>
    <message>
        <source>Japanese (☗７六歩)</source>
        <translation>Japonský (☗７六歩)</translation>
    </message>
    <message>
        <source>Western (P-7f)</source>
        <translation>Západní (P-7f)</translation>
    </message>
    <message>
        <source>&amp;Learning mode: show how pieces move and why moves are refused</source>
        <translation>Režim &amp;učení: ukazovat, jak kameny táhnou a proč jsou tahy odmítnuty</translation>
    </message>
    <message>
        <source>&amp;Turn the board when a person plays gote</source>
        <translation>Otočit &amp;desku, když člověk hraje za gote</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Jazyk:</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Zvuky:</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Hlasitost:</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Přehrávat z&amp;vuky</translation>
    </message>
    <message>
        <source>Another &amp;move while reviewing:</source>
        <translation>Jiný &amp;tah při procházení:</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>Založí novou variantu</translation>
    </message>
    <message>
        <source>Asks: new variation or replace the rest</source>
        <translation>Zeptá se: nová varianta, nebo nahradit zbytek</translation>
    </message>
    <message>
        <source>Level 10 thin&amp;ks on your time (uses a core while you think)</source>
        <translation>Úroveň 10 &amp;myslí i ve vašem čase (zabírá jedno jádro procesoru, zatímco přemýšlíte)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::TimeControlEditor</name>
    <message>
        <source>Custom…</source>
        <translation>Vlastní…</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Náhlá smrt</translation>
    </message>
    <message>
        <source>Byoyomi</source>
        <translation>Byoyomi</translation>
    </message>
    <message>
        <source>Fischer</source>
        <translation>Fischer</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
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
        <translation>P&amp;eriody:</translation>
    </message>
    <message>
        <source>&amp;Increment:</source>
        <translation>&amp;Přídavek:</translation>
    </message>
    <message>
        <source>Main time</source>
        <translation>Základní čas</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::TsumePage</name>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Mat za %n tah</numerusform>
            <numerusform>Mat za %n tahy</numerusform>
            <numerusform>Mat za %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem %1</source>
        <translation>Úloha %1</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n tries</source>
        <translation>
            <numerusform>Vyřešeno na %n pokus</numerusform>
            <numerusform>Vyřešeno na %n pokusy</numerusform>
            <numerusform>Vyřešeno na %n pokusů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not solved yet: %n wrong tries</source>
        <translation>
            <numerusform>Zatím nevyřešeno: %n chybný pokus</numerusform>
            <numerusform>Zatím nevyřešeno: %n chybné pokusy</numerusform>
            <numerusform>Zatím nevyřešeno: %n chybných pokusů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 problems solved</source>
        <translation>Vyřešeno %1 z %2 úloh</translation>
    </message>
    <message>
        <source>In a tsume problem every move of yours must give check.</source>
        <translation>V úloze tsume musí každý váš tah dávat šach.</translation>
    </message>
    <message>
        <source>%1 does not mate. Try again.</source>
        <translation>%1 nevede k matu. Zkuste to znovu.</translation>
    </message>
    <message numerus="yes">
        <source>%1 mates too, but not in %n moves: the defender answers %2. Try again for the shortest mate.</source>
        <translation>
            <numerusform>%1 také vede k matu, ale ne za %n tah: bránící se strana odpoví %2. Zkuste najít nejkratší mat.</numerusform>
            <numerusform>%1 také vede k matu, ale ne za %n tahy: bránící se strana odpoví %2. Zkuste najít nejkratší mat.</numerusform>
            <numerusform>%1 také vede k matu, ale ne za %n tahů: bránící se strana odpoví %2. Zkuste najít nejkratší mat.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not mate: the defender answers %2 and escapes. Try again (the button or a click on the board).</source>
        <translation>%1 nevede k matu: bránící se strana odpoví %2 a unikne. Zkuste to znovu (tlačítkem nebo kliknutím na desku).</translation>
    </message>
    <message numerus="yes">
        <source>Right. The defender answers %1: now mate in %n.</source>
        <translation>
            <numerusform>Správně. Bránící se strana odpoví %1: teď mat za %n tah.</numerusform>
            <numerusform>Správně. Bránící se strana odpoví %1: teď mat za %n tahy.</numerusform>
            <numerusform>Správně. Bránící se strana odpoví %1: teď mat za %n tahů.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mate! Solved at the first try.</source>
        <translation>Mat! Vyřešeno na první pokus.</translation>
    </message>
    <message numerus="yes">
        <source>Mate! Solved after %n wrong tries.</source>
        <translation>
            <numerusform>Mat! Vyřešeno po %n chybném pokusu.</numerusform>
            <numerusform>Mat! Vyřešeno po %n chybných pokusech.</numerusform>
            <numerusform>Mat! Vyřešeno po %n chybných pokusech.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the move drops a piece from your hand: the %1.</source>
        <translation>Rada: tah vkládá kámen z ruky (%1).</translation>
    </message>
    <message>
        <source>Hint: the move is made with the %1 marked on the board.</source>
        <translation>Rada: táhne se kamenem označeným na desce (%1).</translation>
    </message>
    <message>
        <source>Hint: the arrow shows the move.</source>
        <translation>Rada: šipka ukazuje tah.</translation>
    </message>
    <message>
        <source>Set up again: find another move.</source>
        <translation>Pozice je znovu připravena: najděte jiný tah.</translation>
    </message>
    <message>
        <source>Every problem is solved. Well done!</source>
        <translation>Všechny úlohy jsou vyřešeny. Výborně!</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <source>More H&amp;int</source>
        <translation>Další &amp;rada</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>Zn&amp;ovu</translation>
    </message>
    <message>
        <source>&amp;Next Unsolved Problem</source>
        <translation>&amp;Další nevyřešená úloha</translation>
    </message>
    <message>
        <source>Back to the &amp;Start Page</source>
        <translation>Zpět na ú&amp;vodní stránku</translation>
    </message>
    <message>
        <source>Tsume Problems</source>
        <translation>Úlohy tsume</translation>
    </message>
    <message>
        <source>Choose a problem from the list.</source>
        <translation>Vyberte úlohu ze seznamu.</translation>
    </message>
    <message>
        <source>The problems cannot be read: %1</source>
        <translation>Úlohy nelze načíst: %1</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n: problem %1 of %2</source>
        <translation>
            <numerusform>Mat za %n tah: úloha %1 z %2</numerusform>
            <numerusform>Mat za %n tahy: úloha %1 z %2</numerusform>
            <numerusform>Mat za %n tahů: úloha %1 z %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n: a position from the game</source>
        <translation>
            <numerusform>Mat za %n tah: pozice ze hry</numerusform>
            <numerusform>Mat za %n tahy: pozice ze hry</numerusform>
            <numerusform>Mat za %n tahů: pozice ze hry</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sente to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</source>
        <translation>
            <numerusform>Sente na tahu dá mat za %n tah. Každý váš tah musí dávat šach; bránící se strana vzdoruje co nejdéle.</numerusform>
            <numerusform>Sente na tahu dá mat za %n tahy. Každý váš tah musí dávat šach; bránící se strana vzdoruje co nejdéle.</numerusform>
            <numerusform>Sente na tahu dá mat za %n tahů. Každý váš tah musí dávat šach; bránící se strana vzdoruje co nejdéle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gote to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</source>
        <translation>
            <numerusform>Gote na tahu dá mat za %n tah. Každý váš tah musí dávat šach; bránící se strana vzdoruje co nejdéle.</numerusform>
            <numerusform>Gote na tahu dá mat za %n tahy. Každý váš tah musí dávat šach; bránící se strana vzdoruje co nejdéle.</numerusform>
            <numerusform>Gote na tahu dá mat za %n tahů. Každý váš tah musí dávat šach; bránící se strana vzdoruje co nejdéle.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::VariationPane</name>
    <message>
        <source>(end)</source>
        <translation>(konec)</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>Hlavní varianta</translation>
    </message>
    <message>
        <source>Variations:</source>
        <translation>Varianty:</translation>
    </message>
    <message>
        <source>Make Main Line</source>
        <translation>Povýšit na hlavní</translation>
    </message>
    <message>
        <source>The shown line becomes the main line; the old one is kept as a variation</source>
        <translation>Zobrazená varianta se stane hlavní; dosavadní hlavní zůstane jako varianta</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Deletes the shown move and the moves after it on this line</source>
        <translation>Smaže zobrazený tah a všechny tahy po něm v této variantě</translation>
    </message>
</context>
</TS>
