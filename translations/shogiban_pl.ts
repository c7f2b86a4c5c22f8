<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AboutText</name>
    <message>
        <source>&lt;h3&gt;Shogiban %1&lt;/h3&gt;&lt;p&gt;Shogi, Hasami Shogi, Dai Hasami Shogi and Mak-yek: play against the computer or a friend, and learn how the pieces move.&lt;/p&gt;&lt;p&gt;Built with Qt %2. Kanji from the IPAex font (IPA Font License).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Shogiban %1&lt;/h3&gt;&lt;p&gt;Shōgi, hasami shōgi, dai hasami shōgi i mak-yek: graj z komputerem lub z przyjacielem i naucz się, jak poruszają się bierki.&lt;/p&gt;&lt;p&gt;Zbudowano z Qt %2. Kanji z czcionki IPAex (licencja IPA Font License).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Shogiban</source>
        <translation>O programie Shogiban</translation>
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
            <numerusform>Mat w %n ruchu</numerusform>
            <numerusform>Mat w %n ruchach</numerusform>
            <numerusform>Mat w %n ruchach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mated in %n</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Dostaje mata w %n ruchu</numerusform>
            <numerusform>Dostaje mata w %n ruchach</numerusform>
            <numerusform>Dostaje mata w %n ruchach</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Niedokładność</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Poważny błąd</translation>
    </message>
    <message numerus="yes">
        <source>Missed mate in %n, starting with %1</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Przeoczony mat w %n ruchu, od %1</numerusform>
            <numerusform>Przeoczony mat w %n ruchach, od %1</numerusform>
            <numerusform>Przeoczony mat w %n ruchach, od %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Allows mate in %n, starting with %1</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Pozwala na mata w %n ruchu, od %1</numerusform>
            <numerusform>Pozwala na mata w %n ruchach, od %1</numerusform>
            <numerusform>Pozwala na mata w %n ruchach, od %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lost to %2</source>
        <translation>Strata figury: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 could have been won with %2</source>
        <translation>Można było zdobyć figurę: %1 (%2)</translation>
    </message>
    <message>
        <source>The engine&apos;s choice: %1</source>
        <translation>Wybór programu: %1</translation>
    </message>
    <message>
        <source>%1: %2 of the winning chance lost</source>
        <translation>%1: utracono %2 szansy na wygraną</translation>
    </message>
    <message>
        <source>Better: %1, %2</source>
        <translation>Lepszy: %1, %2</translation>
    </message>
    <message>
        <source>Played: %1, %2</source>
        <translation>Zagrany: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracies</source>
        <translation>
            <numerusform>%n niedokładność</numerusform>
            <numerusform>%n niedokładności</numerusform>
            <numerusform>%n niedokładności</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n błąd</numerusform>
            <numerusform>%n błędy</numerusform>
            <numerusform>%n błędów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunders</source>
        <translation>
            <numerusform>%n poważny błąd</numerusform>
            <numerusform>%n poważne błędy</numerusform>
            <numerusform>%n poważnych błędów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; average loss %2 (%3 cp)</source>
        <translation>%1; średnia strata %2 (%3 cp)</translation>
    </message>
</context>
<context>
    <name>Autosaves</name>
    <message>
        <source>the folder cannot be created</source>
        <translation>nie można utworzyć folderu</translation>
    </message>
    <message>
        <source>the lock file %1 cannot be created</source>
        <translation>nie można utworzyć pliku blokady %1</translation>
    </message>
</context>
<context>
    <name>BoardTexts</name>
    <message>
        <source>Pawn</source>
        <translation>Pionek</translation>
    </message>
    <message>
        <source>Lance</source>
        <translation>Lanca</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Skoczek</translation>
    </message>
    <message>
        <source>Silver general</source>
        <translation>Srebrny generał</translation>
    </message>
    <message>
        <source>Gold general</source>
        <translation>Złoty generał</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Goniec</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Wieża</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Król</translation>
    </message>
    <message>
        <source>Tokin (promoted pawn)</source>
        <translation>Tokin (promowany pionek)</translation>
    </message>
    <message>
        <source>Promoted lance</source>
        <translation>Promowana lanca</translation>
    </message>
    <message>
        <source>Promoted knight</source>
        <translation>Promowany skoczek</translation>
    </message>
    <message>
        <source>Promoted silver</source>
        <translation>Promowany srebrny</translation>
    </message>
    <message>
        <source>Dragon horse (promoted bishop)</source>
        <translation>Koń (promowany goniec)</translation>
    </message>
    <message>
        <source>Dragon king (promoted rook)</source>
        <translation>Smok (promowana wieża)</translation>
    </message>
    <message>
        <source>Moves one square straight forward and captures the same way. Promotes to a tokin, which moves like a gold general; it must promote on the last rank.</source>
        <translation>Porusza się o jedno pole prosto do przodu i tak samo bije. Promuje się na tokina, który porusza się jak złoty generał; w ostatnim rzędzie musi się promować.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares straight forward. Promotes to move like a gold general; it must promote on the last rank.</source>
        <translation>Porusza się o dowolną liczbę wolnych pól prosto do przodu. Po promocji porusza się jak złoty generał; w ostatnim rzędzie musi się promować.</translation>
    </message>
    <message>
        <source>Jumps two squares forward and one to the side, over any piece; it has only these two moves. Promotes to move like a gold general; it must promote on the last two ranks.</source>
        <translation>Skacze o dwa pola do przodu i jedno w bok, nad dowolną bierką; ma tylko te dwa ruchy. Po promocji porusza się jak złoty generał; w dwóch ostatnich rzędach musi się promować.</translation>
    </message>
    <message>
        <source>Moves one square diagonally or straight forward: five directions, but not sideways or straight back. May promote to move like a gold general.</source>
        <translation>Porusza się o jedno pole po przekątnej lub prosto do przodu: pięć kierunków, ale nie w bok ani prosto do tyłu. Może się promować i wtedy porusza się jak złoty generał.</translation>
    </message>
    <message>
        <source>Moves one square in any direction except diagonally backwards. It does not promote.</source>
        <translation>Porusza się o jedno pole w każdym kierunku oprócz przekątnych do tyłu. Nie promuje się.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares diagonally. Promotes to the dragon horse, which also steps one square straight in any direction.</source>
        <translation>Porusza się o dowolną liczbę wolnych pól po przekątnej. Promuje się na konia, który może też przejść o jedno pole prosto w każdym kierunku.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares along its rank or file. Promotes to the dragon king, which also steps one square diagonally.</source>
        <translation>Porusza się o dowolną liczbę wolnych pól wzdłuż rzędu lub kolumny. Promuje się na smoka, który może też przejść o jedno pole po przekątnej.</translation>
    </message>
    <message>
        <source>Moves one square in any direction, never into check. It does not promote.</source>
        <translation>Porusza się o jedno pole w każdym kierunku, nigdy pod szach. Nie promuje się.</translation>
    </message>
    <message>
        <source>Moves like a gold general: one square in any direction except diagonally backwards. Captured, it goes to the captor&apos;s hand unpromoted.</source>
        <translation>Porusza się jak złoty generał: o jedno pole w każdym kierunku oprócz przekątnych do tyłu. Zbita bierka trafia na rękę zbijającego bez promocji.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares diagonally, or one square straight in any direction. Captured, it goes to the captor&apos;s hand as a bishop.</source>
        <translation>Porusza się o dowolną liczbę wolnych pól po przekątnej lub o jedno pole prosto w każdym kierunku. Zbita bierka trafia na rękę zbijającego jako goniec.</translation>
    </message>
    <message>
        <source>Moves any number of empty squares along its rank or file, or one square diagonally. Captured, it goes to the captor&apos;s hand as a rook.</source>
        <translation>Porusza się o dowolną liczbę wolnych pól wzdłuż rzędu lub kolumny albo o jedno pole po przekątnej. Zbita bierka trafia na rękę zbijającego jako wieża.</translation>
    </message>
    <message>
        <source>A pawn in hand may be dropped on any empty square except the last rank, a file that already holds an unpromoted pawn of yours (nifu), or a square where it would give checkmate at once (uchifuzume).</source>
        <translation>Pionka z ręki można zrzucić na dowolne wolne pole oprócz ostatniego rzędu, kolumny, w której stoi już Twój niepromowany pionek (nifu), i pola, na którym od razu dałby mata (uchifuzume).</translation>
    </message>
    <message>
        <source>A lance in hand may be dropped on any empty square except the last rank, where it could never move.</source>
        <translation>Lancę z ręki można zrzucić na dowolne wolne pole oprócz ostatniego rzędu, gdzie nie mogłaby się już ruszyć.</translation>
    </message>
    <message>
        <source>A knight in hand may be dropped on any empty square except the last two ranks, where it could never move.</source>
        <translation>Skoczka z ręki można zrzucić na dowolne wolne pole oprócz dwóch ostatnich rzędów, gdzie nie mógłby się już ruszyć.</translation>
    </message>
    <message>
        <source>A piece in hand may be dropped on any empty square, unpromoted; it may promote on a later move.</source>
        <translation>Bierkę z ręki można zrzucić niepromowaną na dowolne wolne pole; promować się może w jednym z kolejnych ruchów.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Szach</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file, or jumps over one adjacent man to the empty square behind it (a jump captures nothing).</source>
        <translation>Pionek porusza się o jedno pole wzdłuż rzędu lub kolumny albo przeskakuje sąsiedni pionek na wolne pole za nim (skok niczego nie bije).</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file.</source>
        <translation>Pionek porusza się o jedno pole wzdłuż rzędu lub kolumny.</translation>
    </message>
    <message>
        <source>A man moves like a rook, any number of empty squares along its rank or file, or jumps over one adjacent man to the empty square behind it (a jump captures nothing).</source>
        <translation>Pionek porusza się jak wieża, o dowolną liczbę wolnych pól wzdłuż rzędu lub kolumny, albo przeskakuje sąsiedni pionek na wolne pole za nim (skok niczego nie bije).</translation>
    </message>
    <message>
        <source>A man moves like a rook, any number of empty squares along its rank or file, without jumping.</source>
        <translation>Pionek porusza się jak wieża, o dowolną liczbę wolnych pól wzdłuż rzędu lub kolumny, bez przeskakiwania.</translation>
    </message>
    <message>
        <source>Enemy men enclosed between two of yours on a line, or in a corner, are captured.</source>
        <translation>Pionki przeciwnika zamknięte między dwoma Twoimi w linii lub w rogu są zbite.</translation>
    </message>
    <message>
        <source>Enemy men enclosed between two of yours on a line are captured.</source>
        <translation>Pionki przeciwnika zamknięte między dwoma Twoimi w linii są zbite.</translation>
    </message>
    <message>
        <source>A man that moves between two enemy men captures both.</source>
        <translation>Pionek, który wejdzie między dwa pionki przeciwnika, bije oba.</translation>
    </message>
    <message>
        <source>Five of your men in a row, along a rank, a file or a diagonal, outside your two starting ranks win.</source>
        <translation>Pięć Twoich pionków w linii – w rzędzie, kolumnie lub po przekątnej – poza Twoimi dwoma rzędami startowymi wygrywa.</translation>
    </message>
    <message>
        <source>Five of your men in a row, along a rank or a file, outside your two starting ranks win.</source>
        <translation>Pięć Twoich pionków w linii – w rzędzie lub kolumnie – poza Twoimi dwoma rzędami startowymi wygrywa.</translation>
    </message>
    <message numerus="yes">
        <source>Capture %n enemy men to win.</source>
        <translation>
            <numerusform>Aby wygrać, zbij %n pionek przeciwnika.</numerusform>
            <numerusform>Aby wygrać, zbij %n pionki przeciwnika.</numerusform>
            <numerusform>Aby wygrać, zbij %n pionków przeciwnika.</numerusform>
        </translation>
    </message>
    <message>
        <source>A dashed ring marks a square reached by a jump.</source>
        <translation>Przerywany okrąg oznacza pole osiągane skokiem.</translation>
    </message>
</context>
<context>
    <name>BookErrorTexts</name>
    <message>
        <source>the file is not valid JSON (line %1, column %2)</source>
        <translation>plik nie jest poprawnym JSON-em (wiersz %1, kolumna %2)</translation>
    </message>
    <message>
        <source>there is no “lessons” list</source>
        <translation>brak listy „lessons”</translation>
    </message>
    <message>
        <source>a lesson is not a JSON object</source>
        <translation>lekcja nie jest obiektem JSON</translation>
    </message>
    <message>
        <source>an exercise is not a JSON object</source>
        <translation>ćwiczenie nie jest obiektem JSON</translation>
    </message>
    <message>
        <source>the field “%1” is missing</source>
        <translation>brak pola „%1”</translation>
    </message>
    <message>
        <source>the field “%1” is not a text</source>
        <translation>pole „%1” nie jest tekstem</translation>
    </message>
    <message>
        <source>the field “%1” is not a whole number of 0 or more</source>
        <translation>pole „%1” nie jest liczbą całkowitą od 0 wzwyż</translation>
    </message>
    <message>
        <source>the lesson has no exercises</source>
        <translation>lekcja nie ma żadnych ćwiczeń</translation>
    </message>
    <message>
        <source>the tsume length is not an odd number of plies</source>
        <translation>długość tsume nie jest nieparzystą liczbą ruchów</translation>
    </message>
    <message>
        <source>the game “%1” is unknown</source>
        <translation>gra „%1” jest nieznana</translation>
    </message>
    <message>
        <source>the goal “%1” is unknown</source>
        <translation>cel „%1” jest nieznany</translation>
    </message>
    <message>
        <source>the refusal “%1” is unknown</source>
        <translation>powód odrzucenia ruchu „%1” jest nieznany</translation>
    </message>
    <message>
        <source>the way out of check “%1” is unknown</source>
        <translation>sposób wyjścia z szacha „%1” jest nieznany</translation>
    </message>
    <message>
        <source>the position “%1” is not valid</source>
        <translation>pozycja „%1” jest niepoprawna</translation>
    </message>
    <message>
        <source>the position “%1” is not valid: %2</source>
        <translation>pozycja „%1” jest niepoprawna: %2</translation>
    </message>
    <message>
        <source>the marked squares are not a list</source>
        <translation>zaznaczone pola nie są listą</translation>
    </message>
    <message>
        <source>“%1” does not name a square</source>
        <translation>„%1” nie oznacza pola</translation>
    </message>
    <message>
        <source>the square “%1” is not on the board</source>
        <translation>pola „%1” nie ma na planszy</translation>
    </message>
    <message>
        <source>the number of moves is below 1</source>
        <translation>liczba ruchów jest mniejsza niż 1</translation>
    </message>
    <message>
        <source>squares to collect are not marked</source>
        <translation>nie zaznaczono pól do zebrania</translation>
    </message>
    <message>
        <source>the id “%1” is used twice</source>
        <translation>identyfikator „%1” występuje dwa razy</translation>
    </message>
    <message>
        <source>lesson %1, exercise %2: %3</source>
        <translation>lekcja %1, ćwiczenie %2: %3</translation>
    </message>
    <message>
        <source>lesson %1: %2</source>
        <translation>lekcja %1: %2</translation>
    </message>
    <message>
        <source>the wrong number of tab-separated fields (%1 instead of 4)</source>
        <translation>zła liczba pól oddzielonych tabulatorem (%1 zamiast 4)</translation>
    </message>
    <message>
        <source>the length “%1” is not an odd number above 0</source>
        <translation>długość „%1” nie jest nieparzystą liczbą większą od 0</translation>
    </message>
    <message>
        <source>the position is not valid: %1</source>
        <translation>pozycja jest niepoprawna: %1</translation>
    </message>
    <message>
        <source>the position is not valid</source>
        <translation>pozycja jest niepoprawna</translation>
    </message>
    <message>
        <source>move %1 of the solution, “%2”, is not a move in USI notation</source>
        <translation>ruch %1 rozwiązania, „%2”, nie jest ruchem w notacji USI</translation>
    </message>
    <message>
        <source>move %1 of the solution, “%2”, is not legal in its position</source>
        <translation>ruch %1 rozwiązania, „%2”, jest niedozwolony w swojej pozycji</translation>
    </message>
    <message>
        <source>the number of moves in the solution (%1) does not match the stated length</source>
        <translation>liczba ruchów rozwiązania (%1) nie zgadza się z podaną długością</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>wiersz %1: %2</translation>
    </message>
    <message>
        <source>the file holds no lessons</source>
        <translation>plik nie zawiera żadnych lekcji</translation>
    </message>
    <message>
        <source>the file holds no problems</source>
        <translation>plik nie zawiera żadnych zadań</translation>
    </message>
</context>
<context>
    <name>ClockTexts</name>
    <message>
        <source>%1 h</source>
        <translation>%1 godz.</translation>
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
        <translation>Bez zegara</translation>
    </message>
    <message>
        <source>%1, sudden death</source>
        <translation>%1, nagła śmierć</translation>
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
        <translation>%1 + %2 za ruch</translation>
    </message>
    <message>
        <source>Time up</source>
        <translation>Koniec czasu</translation>
    </message>
    <message numerus="yes">
        <source>Byoyomi, %n period(s)</source>
        <translation>
            <numerusform>Byoyomi, %n okres</numerusform>
            <numerusform>Byoyomi, %n okresy</numerusform>
            <numerusform>Byoyomi, %n okresów</numerusform>
        </translation>
    </message>
    <message>
        <source>Byoyomi</source>
        <translation>Byoyomi</translation>
    </message>
    <message>
        <source>then %1 per move</source>
        <translation>potem %1 na ruch</translation>
    </message>
    <message>
        <source>+%1 per move</source>
        <translation>+%1 za ruch</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Wstrzymano</translation>
    </message>
    <message>
        <source>%1 ran out of time: the main time and the byoyomi were spent.</source>
        <translation>%1 przekroczył czas: wykorzystano czas główny i byoyomi.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1 przekroczył czas.</translation>
    </message>
</context>
<context>
    <name>ContinueFile</name>
    <message>
        <source>today</source>
        <translation>dzisiaj</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>wczoraj</translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation>nie można utworzyć folderu</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>jest zbyt duży</translation>
    </message>
    <message>
        <source>it is not JSON (%1 at offset %2)</source>
        <translation>to nie jest JSON (%1 na pozycji %2)</translation>
    </message>
    <message>
        <source>it is not a game to continue written by Shogiban</source>
        <translation>to nie jest partia do kontynuowania zapisana przez Shogiban</translation>
    </message>
    <message>
        <source>it is of version %1, which this Shogiban does not know</source>
        <translation>ma wersję %1, której ten Shogiban nie zna</translation>
    </message>
    <message>
        <source>the time, the board&apos;s side or the game is missing</source>
        <translation>brakuje czasu, strony planszy lub partii</translation>
    </message>
    <message>
        <source>its game cannot be read: %1</source>
        <translation>nie można odczytać jego partii: %1</translation>
    </message>
    <message>
        <source>its game has no moves</source>
        <translation>jego partia nie ma żadnych ruchów</translation>
    </message>
    <message>
        <source>Against %1, move %2, %3</source>
        <translation>Przeciwnik: %1, ruch %2, %3</translation>
    </message>
    <message>
        <source>Against level %1, move %2, %3</source>
        <translation>Przeciw poziomowi %1, ruch %2, %3</translation>
    </message>
    <message>
        <source>%1 and %2, move %3, %4</source>
        <translation>%1 i %2, ruch %3, %4</translation>
    </message>
</context>
<context>
    <name>EngineTexts</name>
    <message>
        <source>%1 cannot be started: the program is missing or not executable.</source>
        <translation>Nie można uruchomić %1: brak programu albo nie jest on wykonywalny.</translation>
    </message>
    <message>
        <source>%1 is not a USI engine: it did not answer &quot;usi&quot; with &quot;usiok&quot; in time.</source>
        <translation>%1 nie jest silnikiem USI: nie odpowiedział na „usi” słowem „usiok” w wyznaczonym czasie.</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;isready&quot; with &quot;readyok&quot; in time.</source>
        <translation>%1 nie odpowiedział na „isready” słowem „readyok” w wyznaczonym czasie.</translation>
    </message>
    <message>
        <source>%1 stopped (crashed or quit) while it was starting.</source>
        <translation>%1 zakończył działanie (awaria lub wyjście) podczas uruchamiania.</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>Nie udało się uruchomić %1.</translation>
    </message>
    <message>
        <source>%1 stopped (crashed or quit) while it was thinking.</source>
        <translation>%1 zakończył działanie (awaria lub wyjście) podczas myślenia.</translation>
    </message>
    <message>
        <source>%1 did not answer with a move within %2 seconds and was stopped.</source>
        <translation>%1 nie odpowiedział ruchem w ciągu %2 sekund i został zatrzymany.</translation>
    </message>
    <message>
        <source>%1 played an illegal move (%2) and loses the game.</source>
        <translation>%1 wykonał niedozwolony ruch (%2) i przegrywa partię.</translation>
    </message>
    <message>
        <source>The game is paused and kept. Resume it (Game &gt; Pause) to start the engine again, or save the game.</source>
        <translation>Partia jest wstrzymana i zachowana. Wznów ją (Gra &gt; Pauza), aby ponownie uruchomić silnik, albo zapisz partię.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <source>the position is empty</source>
        <translation>pozycja jest pusta</translation>
    </message>
    <message>
        <source>a field is missing (board, side to move, pieces in hand)</source>
        <translation>brakuje pola zapisu (plansza, strona na ruchu, bierki na ręce)</translation>
    </message>
    <message>
        <source>there is unexpected text after the move number</source>
        <translation>po numerze ruchu jest nieoczekiwany tekst</translation>
    </message>
    <message>
        <source>a letter names no piece</source>
        <translation>litera nie oznacza żadnej bierki</translation>
    </message>
    <message>
        <source>a piece is marked promoted that cannot promote</source>
        <translation>jako promowana oznaczono bierkę, której nie można promować</translation>
    </message>
    <message>
        <source>a rank does not describe exactly 9 squares</source>
        <translation>rząd nie opisuje dokładnie 9 pól</translation>
    </message>
    <message>
        <source>the board does not have exactly 9 ranks</source>
        <translation>plansza nie ma dokładnie 9 rzędów</translation>
    </message>
    <message>
        <source>there are more pieces of a kind than a set holds</source>
        <translation>bierek jednego rodzaju jest więcej, niż liczy komplet</translation>
    </message>
    <message>
        <source>a piece stands where it could never move again</source>
        <translation>bierka stoi tam, skąd nigdy nie mogłaby się ruszyć</translation>
    </message>
    <message>
        <source>one side has two unpromoted pawns on a file (nifu)</source>
        <translation>jedna strona ma w kolumnie dwa niepromowane pionki (nifu)</translation>
    </message>
    <message>
        <source>the side that is not to move is in check</source>
        <translation>strona, która nie jest na ruchu, jest szachowana</translation>
    </message>
    <message>
        <source>one side has two kings</source>
        <translation>jedna strona ma dwóch królów</translation>
    </message>
    <message>
        <source>the pieces in hand cannot be read</source>
        <translation>nie można odczytać bierek na ręce</translation>
    </message>
    <message>
        <source>the side to move must be b (sente) or w (gote)</source>
        <translation>stroną na ruchu musi być b (sente) lub w (gote)</translation>
    </message>
    <message>
        <source>the move number is not a positive number</source>
        <translation>numer ruchu nie jest liczbą dodatnią</translation>
    </message>
    <message>
        <source>%1 (column %2)</source>
        <translation>%1 (znak %2)</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: „%2”</translation>
    </message>
    <message>
        <source>the board has the wrong number of ranks</source>
        <translation>plansza ma złą liczbę rzędów</translation>
    </message>
    <message>
        <source>a rank does not match the width of the board</source>
        <translation>rząd nie pasuje do szerokości planszy</translation>
    </message>
    <message>
        <source>a rank holds a character other than b, w or a digit</source>
        <translation>rząd zawiera znak inny niż b, w lub cyfra</translation>
    </message>
    <message>
        <source>one colour has more men than the variant has</source>
        <translation>jeden kolor ma więcej pionków, niż przewiduje wariant</translation>
    </message>
    <message>
        <source>the side to move (b or w) is missing</source>
        <translation>brakuje strony na ruchu (b lub w)</translation>
    </message>
    <message>
        <source>the numbers of captured men are missing or impossible</source>
        <translation>brakuje liczby zbitych pionków lub jest ona niemożliwa</translation>
    </message>
    <message>
        <source>This version of Shogiban does not know the variant “%1”.</source>
        <translation>Ta wersja Shogibanu nie zna wariantu „%1”.</translation>
    </message>
    <message>
        <source>The number of men to capture must be between 0 and %1.</source>
        <translation>Liczba pionków do zbicia musi wynosić od 0 do %1.</translation>
    </message>
    <message>
        <source>The start position is not valid: %1.</source>
        <translation>Pozycja początkowa jest nieprawidłowa: %1.</translation>
    </message>
    <message>
        <source>gote’s king is missing (only sente may play without a king)</source>
        <translation>brakuje króla gote (bez króla może grać tylko sente)</translation>
    </message>
    <message>
        <source>one colour has no men on the board</source>
        <translation>jeden kolor nie ma na planszy żadnego pionka</translation>
    </message>
</context>
<context>
    <name>HasamiSetupModel</name>
    <message>
        <source>Black man</source>
        <translation>Czarny pionek</translation>
    </message>
    <message>
        <source>White man</source>
        <translation>Biały pionek</translation>
    </message>
    <message>
        <source>the game is already over (%1)</source>
        <translation>partia już się zakończyła (%1)</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The pawn</source>
        <translation>Pionek</translation>
    </message>
    <message>
        <source>The pawn moves one square straight forward, and captures the same way. It never moves sideways or backwards. Each player starts with nine pawns in front of the other pieces.</source>
        <translation>Pionek porusza się o jedno pole prosto do przodu i tak samo bije. Nigdy nie porusza się w bok ani do tyłu. Każdy gracz zaczyna z dziewięcioma pionkami przed pozostałymi bierkami.</translation>
    </message>
    <message>
        <source>Move the pawn to every marked square.</source>
        <translation>Przesuń pionka na każde zaznaczone pole.</translation>
    </message>
    <message>
        <source>The lance</source>
        <translation>Lanca</translation>
    </message>
    <message>
        <source>The lance moves straight forward any number of empty squares, like a pawn that can run. It cannot jump over pieces and it never moves backwards or sideways.</source>
        <translation>Lanca porusza się prosto do przodu o dowolną liczbę wolnych pól, jak pionek, który umie biec. Nie może przeskakiwać bierek i nigdy nie porusza się do tyłu ani w bok.</translation>
    </message>
    <message>
        <source>Land on both marked squares.</source>
        <translation>Zatrzymaj się na obu zaznaczonych polach.</translation>
    </message>
    <message>
        <source>The knight</source>
        <translation>Skoczek</translation>
    </message>
    <message>
        <source>The knight jumps two squares forward and one to the side, over any piece in between. It has only these two moves: it never moves sideways or backwards.</source>
        <translation>Skoczek skacze o dwa pola do przodu i jedno w bok, ponad bierkami, które stoją po drodze. Ma tylko te dwa ruchy: nigdy nie porusza się w bok ani do tyłu.</translation>
    </message>
    <message>
        <source>Jump to every marked square in the fewest moves.</source>
        <translation>Doskocz na każde zaznaczone pole jak najmniejszą liczbą ruchów.</translation>
    </message>
    <message>
        <source>The silver general</source>
        <translation>Srebrny generał</translation>
    </message>
    <message>
        <source>The silver general moves one square diagonally in any direction or one square straight forward: five directions. It cannot move sideways or straight back.</source>
        <translation>Srebrny generał porusza się o jedno pole po przekątnej w dowolnym kierunku albo o jedno pole prosto do przodu: pięć kierunków. Nie może poruszać się w bok ani prosto do tyłu.</translation>
    </message>
    <message>
        <source>Visit every marked square with the silver.</source>
        <translation>Odwiedź srebrnym generałem każde zaznaczone pole.</translation>
    </message>
    <message>
        <source>The gold general</source>
        <translation>Złoty generał</translation>
    </message>
    <message>
        <source>The gold general moves one square in any direction except diagonally backwards: six directions. Golds guard the king well.</source>
        <translation>Złoty generał porusza się o jedno pole w każdym kierunku oprócz przekątnych do tyłu: sześć kierunków. Złote generały dobrze strzegą króla.</translation>
    </message>
    <message>
        <source>Visit every marked square with the gold.</source>
        <translation>Odwiedź złotym generałem każde zaznaczone pole.</translation>
    </message>
    <message>
        <source>The bishop</source>
        <translation>Goniec</translation>
    </message>
    <message>
        <source>The bishop moves any number of empty squares diagonally. It stays on squares of one colour pattern, so some squares take it two moves to reach.</source>
        <translation>Goniec porusza się po przekątnych o dowolną liczbę wolnych pól. Pozostaje na polach jednego wzoru, więc na niektóre pola dociera dopiero w dwóch ruchach.</translation>
    </message>
    <message>
        <source>Reach both marked squares in the fewest moves.</source>
        <translation>Dotrzyj do obu zaznaczonych pól jak najmniejszą liczbą ruchów.</translation>
    </message>
    <message>
        <source>The rook</source>
        <translation>Wieża</translation>
    </message>
    <message>
        <source>The rook moves any number of empty squares along its rank or file. It is the strongest piece that has not promoted, but it cannot jump: your own pawn blocks its way.</source>
        <translation>Wieża porusza się o dowolną liczbę wolnych pól wzdłuż swojego rzędu lub kolumny. To najsilniejsza niepromowana bierka, ale nie może przeskakiwać: drogę zagradza jej nawet Twój własny pionek.</translation>
    </message>
    <message>
        <source>Land on both marked squares in the fewest moves.</source>
        <translation>Zatrzymaj się na obu zaznaczonych polach jak najmniejszą liczbą ruchów.</translation>
    </message>
    <message>
        <source>The king</source>
        <translation>Król</translation>
    </message>
    <message>
        <source>The king moves one square in any direction. It may never move to a square where an enemy piece could capture it. Lose your king and you lose the game.</source>
        <translation>Król porusza się o jedno pole w dowolnym kierunku. Nigdy nie może wejść na pole, na którym bierka przeciwnika mogłaby go zbić. Kto straci króla, przegrywa partię.</translation>
    </message>
    <message>
        <source>Walk the king to every marked square.</source>
        <translation>Przeprowadź króla przez każde zaznaczone pole.</translation>
    </message>
    <message>
        <source>Promoted pieces</source>
        <translation>Promowane bierki</translation>
    </message>
    <message>
        <source>A promoted pawn (tokin), lance, knight or silver moves like a gold general. Promoted pieces are turned over and show their other side. When one is captured, it goes to the captor&apos;s hand unpromoted.</source>
        <translation>Promowany pionek (tokin), lanca, skoczek lub srebrny generał porusza się jak złoty generał. Promowane bierki odwraca się na drugą stronę. Zbita taka bierka trafia na rękę zbijającego bez promocji.</translation>
    </message>
    <message>
        <source>Move the tokin to every marked square.</source>
        <translation>Przesuń tokina na każde zaznaczone pole.</translation>
    </message>
    <message>
        <source>A promoted silver moves like a gold too: visit the marked squares.</source>
        <translation>Promowany srebrny też porusza się jak złoty: odwiedź zaznaczone pola.</translation>
    </message>
    <message>
        <source>Dragon and horse</source>
        <translation>Smok i koń</translation>
    </message>
    <message>
        <source>A promoted rook, the dragon king, moves like a rook or one square diagonally. A promoted bishop, the dragon horse, moves like a bishop or one square straight in any direction.</source>
        <translation>Promowana wieża, smok, porusza się jak wieża albo o jedno pole po przekątnej. Promowany goniec, koń, porusza się jak goniec albo o jedno pole prosto w dowolnym kierunku.</translation>
    </message>
    <message>
        <source>Visit the marked squares with the dragon.</source>
        <translation>Odwiedź smokiem zaznaczone pola.</translation>
    </message>
    <message>
        <source>Visit the marked squares with the horse.</source>
        <translation>Odwiedź koniem zaznaczone pola.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <translation>Bicie</translation>
    </message>
    <message>
        <source>You capture an enemy piece by moving onto its square. The captured piece leaves the board and goes to your hand: it is now yours, to be dropped later.</source>
        <translation>Bierkę przeciwnika bijesz, wchodząc na jej pole. Zbita bierka schodzi z planszy i trafia na Twoją rękę: teraz jest Twoja i możesz ją później zrzucić.</translation>
    </message>
    <message>
        <source>Capture every marked piece with the rook in the fewest moves.</source>
        <translation>Zbij wieżą każdą zaznaczoną bierkę jak najmniejszą liczbą ruchów.</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promocja</translation>
    </message>
    <message>
        <source>The three ranks farthest from you are the promotion zone. A pawn, lance, knight, silver, bishop or rook whose move starts or ends there may promote: turn it over. Gold generals and kings never promote.</source>
        <translation>Trzy rzędy najdalej od Ciebie tworzą strefę promocji. Pionek, lanca, skoczek, srebrny generał, goniec lub wieża, których ruch zaczyna się lub kończy w tej strefie, mogą się promować: odwraca się je. Złote generały i króle nigdy się nie promują.</translation>
    </message>
    <message>
        <source>Move the silver into the zone and promote it.</source>
        <translation>Wprowadź srebrnego generała do strefy i promuj go.</translation>
    </message>
    <message>
        <source>Promote the bishop.</source>
        <translation>Promuj gońca.</translation>
    </message>
    <message>
        <source>When promotion is forced</source>
        <translation>Kiedy promocja jest obowiązkowa</translation>
    </message>
    <message>
        <source>A pawn or lance on the last rank, or a knight on the last two ranks, could never move again. So there they must promote, and Shogiban promotes them without asking.</source>
        <translation>Pionek lub lanca w ostatnim rzędzie i skoczek w dwóch ostatnich rzędach nie mogłyby się już nigdy ruszyć. Dlatego muszą się tam promować, a Shogiban promuje je bez pytania.</translation>
    </message>
    <message>
        <source>Move the pawn to the last rank.</source>
        <translation>Przesuń pionka na ostatni rząd.</translation>
    </message>
    <message>
        <source>Jump the knight to the marked square.</source>
        <translation>Skocz skoczkiem na zaznaczone pole.</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Zrzuty</translation>
    </message>
    <message>
        <source>Instead of moving, you may put a piece from your hand on any empty square: a drop. It is dropped unpromoted, even in the zone, and may promote on a later move.</source>
        <translation>Zamiast ruchu możesz postawić bierkę z ręki na dowolnym wolnym polu: zrzucić ją. Zrzuca się ją bez promocji, nawet w strefie, a promować się może w późniejszym ruchu.</translation>
    </message>
    <message>
        <source>Drop the gold on the marked square.</source>
        <translation>Zrzuć złotego generała na zaznaczone pole.</translation>
    </message>
    <message>
        <source>Drop the bishop where it attacks the enemy pawn.</source>
        <translation>Zrzuć gońca tam, gdzie atakuje pionka przeciwnika.</translation>
    </message>
    <message>
        <source>Drops that could never move</source>
        <translation>Zrzuty, po których bierka nie mogłaby się ruszyć</translation>
    </message>
    <message>
        <source>A piece may not be dropped where it could never move: a pawn or a lance not on the last rank, a knight not on the last two ranks. Try it and Shogiban explains.</source>
        <translation>Bierki nie można zrzucić tam, skąd nigdy nie mogłaby się ruszyć: pionka ani lancy na ostatni rząd, skoczka na dwa ostatnie rzędy. Spróbuj, a Shogiban wyjaśni dlaczego.</translation>
    </message>
    <message>
        <source>Try to drop the knight on the marked square.</source>
        <translation>Spróbuj zrzucić skoczka na zaznaczone pole.</translation>
    </message>
    <message>
        <source>Now drop the lance where it can still move.</source>
        <translation>Teraz zrzuć lancę tam, gdzie jeszcze może się ruszać.</translation>
    </message>
    <message>
        <source>Nifu: two pawns on a file</source>
        <translation>Nifu: dwa pionki w kolumnie</translation>
    </message>
    <message>
        <source>You may not drop a pawn on a file where you already have an unpromoted pawn (nifu, &quot;two pawns&quot;). A tokin does not count.</source>
        <translation>Nie wolno zrzucić pionka do kolumny, w której masz już niepromowanego pionka (nifu, „dwa pionki”). Tokin się nie liczy.</translation>
    </message>
    <message>
        <source>Try to drop the pawn on the marked square.</source>
        <translation>Spróbuj zrzucić pionka na zaznaczone pole.</translation>
    </message>
    <message>
        <source>The tokin does not count: drop the pawn on the marked square.</source>
        <translation>Tokin się nie liczy: zrzuć pionka na zaznaczone pole.</translation>
    </message>
    <message>
        <source>Uchifuzume: no mate by a dropped pawn</source>
        <translation>Uchifuzume: bez mata zrzuconym pionkiem</translation>
    </message>
    <message>
        <source>A pawn drop may give check, but not checkmate (uchifuzume). A pawn that moves forward may give checkmate, and any other dropped piece may too.</source>
        <translation>Zrzucony pionek może dać szacha, ale nie mata (uchifuzume). Pionek, który idzie do przodu, może dać mata, tak samo każda inna zrzucona bierka.</translation>
    </message>
    <message>
        <source>Try to mate by dropping the pawn on the marked square.</source>
        <translation>Spróbuj dać mata, zrzucając pionka na zaznaczone pole.</translation>
    </message>
    <message>
        <source>Mate with the pawn by moving it.</source>
        <translation>Daj mata ruchem pionka.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Szach</translation>
    </message>
    <message>
        <source>A move that attacks the enemy king gives check. The opponent must answer it at once; in shogi nobody says &quot;check&quot; aloud.</source>
        <translation>Ruch, który atakuje króla przeciwnika, daje szacha. Przeciwnik musi od razu na niego odpowiedzieć; w shōgi nikt nie mówi „szach” na głos.</translation>
    </message>
    <message>
        <source>Give check with the rook.</source>
        <translation>Daj szacha wieżą.</translation>
    </message>
    <message>
        <source>Escaping from check</source>
        <translation>Ucieczka przed szachem</translation>
    </message>
    <message>
        <source>There are three ways out of check: move the king away, capture the checking piece, or put a piece between. Any other move is refused.</source>
        <translation>Są trzy wyjścia z szacha: odejść królem, zbić szachującą bierkę albo postawić bierkę pomiędzy. Każdy inny ruch zostanie odrzucony.</translation>
    </message>
    <message>
        <source>Step out of check with the king.</source>
        <translation>Zejdź królem spod szacha.</translation>
    </message>
    <message>
        <source>Capture the checking rook.</source>
        <translation>Zbij szachującą wieżę.</translation>
    </message>
    <message>
        <source>Drop the gold between the rook and your king.</source>
        <translation>Zrzuć złotego generała między wieżę a swojego króla.</translation>
    </message>
    <message>
        <source>Checkmate with the generals</source>
        <translation>Mat generałami</translation>
    </message>
    <message>
        <source>Checkmate is a check with no answer: the king cannot escape, the checker cannot be taken, nothing can be put between. Golds and silvers give mate right next to the king, protected by another piece.</source>
        <translation>Mat to szach bez odpowiedzi: król nie może uciec, szachującej bierki nie da się zbić i nic nie można postawić pomiędzy. Złote i srebrne generały dają mata tuż obok króla, osłonięte inną bierką.</translation>
    </message>
    <message>
        <source>Mate with the gold.</source>
        <translation>Daj mata złotym generałem.</translation>
    </message>
    <message>
        <source>Mate with the silver.</source>
        <translation>Daj mata srebrnym generałem.</translation>
    </message>
    <message>
        <source>Checkmate with rook and bishop</source>
        <translation>Mat wieżą i gońcem</translation>
    </message>
    <message>
        <source>The long-range pieces mate from a distance. Look at the squares next to the enemy king: each must be covered or blocked.</source>
        <translation>Bierki dalekiego zasięgu dają mata z odległości. Spójrz na pola wokół króla przeciwnika: każde musi być atakowane albo zajęte.</translation>
    </message>
    <message>
        <source>Mate with the rook.</source>
        <translation>Daj mata wieżą.</translation>
    </message>
    <message>
        <source>Mate with the bishop.</source>
        <translation>Daj mata gońcem.</translation>
    </message>
    <message>
        <source>Checkmate with knight and lance</source>
        <translation>Mat skoczkiem i lancą</translation>
    </message>
    <message>
        <source>A knight&apos;s check cannot be blocked, and a lance&apos;s check along the file is hard to escape when the king is boxed in by its own pieces.</source>
        <translation>Szacha skoczkiem nie da się zasłonić, a przed szachem lancą wzdłuż kolumny trudno uciec, gdy króla zamykają jego własne bierki.</translation>
    </message>
    <message>
        <source>Mate with the knight.</source>
        <translation>Daj mata skoczkiem.</translation>
    </message>
    <message>
        <source>Mate with the lance.</source>
        <translation>Daj mata lancą.</translation>
    </message>
    <message>
        <source>Checkmate with dragon and horse</source>
        <translation>Mat smokiem i koniem</translation>
    </message>
    <message>
        <source>The dragon and the horse cover every square around them. Bring one next to the king where another piece protects it.</source>
        <translation>Smok i koń atakują wszystkie pola wokół siebie. Postaw jednego obok króla tam, gdzie osłania go inna bierka.</translation>
    </message>
    <message>
        <source>Mate with the dragon.</source>
        <translation>Daj mata smokiem.</translation>
    </message>
    <message>
        <source>Mate with the horse.</source>
        <translation>Daj mata koniem.</translation>
    </message>
    <message>
        <source>Mating patterns</source>
        <translation>Wzory matowe</translation>
    </message>
    <message>
        <source>The head gold (atama kin) is the first mate every player learns: a gold dropped in front of the king, protected from behind. Another: a gold on the corner&apos;s diagonal, protected by a silver.</source>
        <translation>Złoty na głowę (atama kin) to pierwszy mat, którego uczy się każdy gracz: złoty generał zrzucony przed króla i osłonięty od tyłu. Inny: złoty generał na przekątnej narożnika, osłonięty srebrnym.</translation>
    </message>
    <message>
        <source>Give the head-gold mate.</source>
        <translation>Daj mata złotym na głowę.</translation>
    </message>
    <message>
        <source>Mate in the corner with the gold.</source>
        <translation>Daj mata w rogu złotym generałem.</translation>
    </message>
    <message>
        <source>Repetition (sennichite)</source>
        <translation>Powtórzenie (sennichite)</translation>
    </message>
    <message>
        <source>When the same position, with the same pieces in hand and the same side to move, occurs for the fourth time, the game is a draw (sennichite). But if one side gave check with every move of the repetition, that side loses.</source>
        <translation>Gdy ta sama pozycja, z tymi samymi bierkami na ręce i tą samą stroną na ruchu, wystąpi po raz czwarty, partia kończy się remisem (sennichite). Jeśli jednak jedna strona dawała szacha każdym ruchem powtórzenia, ta strona przegrywa.</translation>
    </message>
    <message>
        <source>If both players only moved back and forth here, the fourth time the position came back the game would end in a draw.</source>
        <translation>Gdyby obaj gracze tylko chodzili tu tam i z powrotem, za czwartym powrotem pozycji partia zakończyłaby się remisem.</translation>
    </message>
    <message>
        <source>Impasse (jishogi)</source>
        <translation>Impas (jishōgi)</translation>
    </message>
    <message>
        <source>When both kings have entered the enemy camp and cannot be mated, the game may end by counting: rooks and bishops count five points, other pieces one, the kings nothing. With the 24-point rule a player with fewer than 24 points loses; by the 27-point rule a player may declare a win when the conditions are met.</source>
        <translation>Gdy oba króle weszły do obozu przeciwnika i nie można im dać mata, partia może się skończyć liczeniem: wieże i gońce liczą się po pięć punktów, pozostałe bierki po jednym, króle nic. Według zasady 24 punktów gracz, który ma mniej niż 24 punkty, przegrywa; według zasady 27 punktów gracz może ogłosić wygraną, gdy spełni warunki.</translation>
    </message>
    <message>
        <source>Both kings have entered. Count the points to see who would win.</source>
        <translation>Oba króle weszły. Policz punkty, aby zobaczyć, kto by wygrał.</translation>
    </message>
    <message>
        <source>Handicap games</source>
        <translation>Partie z forą</translation>
    </message>
    <message>
        <source>Between players of different strength, the stronger player removes pieces from their side (a lance, a bishop, a rook, two pieces and more) and moves first. Handicaps let a beginner and a strong player enjoy the same game.</source>
        <translation>Między graczami o różnej sile silniejszy gracz zdejmuje ze swojej strony bierki (lancę, gońca, wieżę, dwie bierki i więcej) i rusza się pierwszy. Dzięki forze początkujący i silny gracz mogą cieszyć się tą samą partią.</translation>
    </message>
    <message>
        <source>The two-piece handicap: the upper player has no rook and no bishop, and moves first.</source>
        <translation>Fora dwóch bierek: górny gracz nie ma wieży ani gońca i rusza się pierwszy.</translation>
    </message>
    <message>
        <source>Hasami Shogi</source>
        <translation>Hasami shōgi</translation>
    </message>
    <message>
        <source>In Hasami Shogi each player has nine men that move like rooks. You capture enemy men by enclosing them between two of yours on a rank or file; a man in a corner is taken by men on the two squares next to it.</source>
        <translation>W hasami shōgi każdy gracz ma dziewięć pionków, które poruszają się jak wieże. Pionki przeciwnika bijesz, zamykając je między dwoma swoimi w rzędzie lub kolumnie; pionek w rogu biją pionki na dwóch polach obok niego.</translation>
    </message>
    <message>
        <source>Capture the man on 5e.</source>
        <translation>Zbij pionek na 5e.</translation>
    </message>
    <message>
        <source>Capture the man in the corner.</source>
        <translation>Zbij pionek w rogu.</translation>
    </message>
    <message>
        <source>Dai Hasami Shogi</source>
        <translation>Dai hasami shōgi</translation>
    </message>
    <message>
        <source>Dai Hasami Shogi is played with eighteen men each. Besides capturing, you win with five of your men in a row outside your own two starting ranks. A man may also jump over one man next to it.</source>
        <translation>W dai hasami shōgi każdy gracz ma osiemnaście pionków. Oprócz bicia wygrywasz też pięcioma swoimi pionkami w linii poza swoimi dwoma rzędami startowymi. Pionek może też przeskoczyć jeden sąsiedni pionek.</translation>
    </message>
    <message>
        <source>Complete five in a row.</source>
        <translation>Ułóż pięć w linii.</translation>
    </message>
    <message>
        <source>Mak-yek</source>
        <translation>Mak-yek</translation>
    </message>
    <message>
        <source>Mak-yek, from Thailand, is played on an 8x8 board with sixteen men each, moving like rooks. Men capture by enclosing, and also by intervention: a man that moves between two enemy men captures both.</source>
        <translation>Mak-yek z Tajlandii rozgrywa się na planszy 8×8, a każdy gracz ma szesnaście pionków poruszających się jak wieże. Pionki biją przez okrążenie, a także przez wejście: pionek, który wejdzie między dwa pionki przeciwnika, bije oba.</translation>
    </message>
    <message>
        <source>Capture two men at once by intervention.</source>
        <translation>Zbij dwa pionki naraz, wchodząc między nie.</translation>
    </message>
</context>
<context>
    <name>LevelTexts</name>
    <message>
        <source>Level 1: just learned the moves</source>
        <translation>Poziom 1: dopiero poznał ruchy</translation>
    </message>
    <message>
        <source>Level 2: beginner</source>
        <translation>Poziom 2: początkujący</translation>
    </message>
    <message>
        <source>Level 3: novice</source>
        <translation>Poziom 3: nowicjusz</translation>
    </message>
    <message>
        <source>Level 4: knows simple tactics</source>
        <translation>Poziom 4: zna prostą taktykę</translation>
    </message>
    <message>
        <source>Level 5: careful player</source>
        <translation>Poziom 5: uważny gracz</translation>
    </message>
    <message>
        <source>Level 6: plans ahead</source>
        <translation>Poziom 6: planuje naprzód</translation>
    </message>
    <message>
        <source>Level 7: strong casual player</source>
        <translation>Poziom 7: silny gracz amator</translation>
    </message>
    <message>
        <source>Level 8: tough</source>
        <translation>Poziom 8: twardy rywal</translation>
    </message>
    <message>
        <source>Level 9: strong</source>
        <translation>Poziom 9: silny</translation>
    </message>
    <message>
        <source>Level 10: full strength</source>
        <translation>Poziom 10: pełna siła</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Poziom %1</translation>
    </message>
    <message>
        <source>Plays legal, plausible moves but never looks at your reply, so it leaves pieces hanging. A player who has finished the lessons can beat it.</source>
        <translation>Gra dozwolone, sensowne ruchy, ale nigdy nie patrzy na Twoją odpowiedź, więc zostawia bierki bez obrony. Gracz, który ukończył lekcje, może go pokonać.</translation>
    </message>
    <message>
        <source>Looks two moves ahead but still misses tactics. It scored %1% against level 2.</source>
        <translation>Widzi dwa ruchy naprzód, ale wciąż przeocza taktykę. Zdobył %1% przeciwko poziomowi 2.</translation>
    </message>
    <message>
        <source>Finds simple tactics such as forks. It scored %1% against level 3.</source>
        <translation>Znajduje proste motywy taktyczne, na przykład widełki. Zdobył %1% przeciwko poziomowi 3.</translation>
    </message>
    <message>
        <source>Rarely gives away a piece. It scored %1% against level 4.</source>
        <translation>Rzadko oddaje bierkę. Zdobył %1% przeciwko poziomowi 4.</translation>
    </message>
    <message>
        <source>Reads several moves ahead. It scored %1% against level 5.</source>
        <translation>Liczy kilka ruchów naprzód. Zdobył %1% przeciwko poziomowi 5.</translation>
    </message>
    <message>
        <source>Hard to beat for a casual player. It scored %1% against level 6 and beat GNU Shogi in 10 of 10 games at one second a move.</source>
        <translation>Trudny do pokonania dla gracza amatora. Zdobył %1% przeciwko poziomowi 6 i przy jednej sekundzie na ruch pokonał GNU Shogi w 10 partiach na 10.</translation>
    </message>
    <message>
        <source>Plays with little randomness. It scored %1% against level 7 and beat GNU Shogi in 10 of 10 games at one second a move.</source>
        <translation>Gra z niewielką losowością. Zdobył %1% przeciwko poziomowi 7 i przy jednej sekundzie na ruch pokonał GNU Shogi w 10 partiach na 10.</translation>
    </message>
    <message>
        <source>Plays its best move within its search. It scored %1% against level 8 and beat GNU Shogi in 10 of 10 games at one second a move.</source>
        <translation>Gra najlepszy ruch, jaki znajdzie w swoich obliczeniach. Zdobył %1% przeciwko poziomowi 8 i przy jednej sekundzie na ruch pokonał GNU Shogi w 10 partiach na 10.</translation>
    </message>
    <message numerus="yes">
        <source>The whole engine, using all its time. At one second a move it won 20 games of 20 against GNU Shogi and scored %1% against Fairy-Stockfish, but only %2% against GPSShogi, a former world computer shogi champion (%n games).</source>
        <translation>
            <numerusform>Cały silnik, wykorzystujący cały swój czas. Przy jednej sekundzie na ruch wygrał 20 partii na 20 z GNU Shogi i zdobył %1% przeciwko Fairy-Stockfish, ale tylko %2% przeciwko GPSShogi, byłemu komputerowemu mistrzowi świata w shōgi (%n partia).</numerusform>
            <numerusform>Cały silnik, wykorzystujący cały swój czas. Przy jednej sekundzie na ruch wygrał 20 partii na 20 z GNU Shogi i zdobył %1% przeciwko Fairy-Stockfish, ale tylko %2% przeciwko GPSShogi, byłemu komputerowemu mistrzowi świata w shōgi (%n partie).</numerusform>
            <numerusform>Cały silnik, wykorzystujący cały swój czas. Przy jednej sekundzie na ruch wygrał 20 partii na 20 z GNU Shogi i zdobył %1% przeciwko Fairy-Stockfish, ale tylko %2% przeciwko GPSShogi, byłemu komputerowemu mistrzowi świata w shōgi (%n partii).</numerusform>
        </translation>
    </message>
    <message>
        <source>Looks one move ahead and sees your recaptures. It scored %1% against level 1.</source>
        <translation>Widzi jeden ruch naprzód i dostrzega Twoje odbicia. Zdobył %1% przeciwko poziomowi 1.</translation>
    </message>
</context>
<context>
    <name>RecordCodec</name>
    <message>
        <source>a line that is not part of the format</source>
        <translation>wiersz, który nie należy do formatu</translation>
    </message>
    <message>
        <source>a header line with an unusable value</source>
        <translation>wiersz nagłówka z nieużyteczną wartością</translation>
    </message>
    <message>
        <source>the start position is not a legal position</source>
        <translation>pozycja początkowa nie jest prawidłową pozycją</translation>
    </message>
    <message>
        <source>an unknown piece</source>
        <translation>nieznana bierka</translation>
    </message>
    <message>
        <source>a square that is not on the board</source>
        <translation>pole, którego nie ma na planszy</translation>
    </message>
    <message>
        <source>a move number out of order</source>
        <translation>numer ruchu poza kolejnością</translation>
    </message>
    <message>
        <source>&quot;same square&quot; without a move before it</source>
        <translation>„to samo pole” bez poprzedniego ruchu</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>nieprawidłowy ruch</translation>
    </message>
    <message>
        <source>a move that fits several pieces</source>
        <translation>ruch pasujący do kilku bierek</translation>
    </message>
    <message>
        <source>a time that cannot be read</source>
        <translation>czas, którego nie można odczytać</translation>
    </message>
    <message>
        <source>JSON that does not follow the JKF format</source>
        <translation>JSON niezgodny z formatem JKF</translation>
    </message>
    <message>
        <source>variations nested too deeply</source>
        <translation>zbyt głęboko zagnieżdżone warianty</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>plik jest zbyt duży</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 w ruchu %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>wiersz %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the file is not JSON</source>
        <translation>plik nie jest w formacie JSON</translation>
    </message>
    <message>
        <source>move %1 cannot be played</source>
        <translation>ruchu %1 nie można wykonać</translation>
    </message>
    <message>
        <source>the file names a game Shogiban does not know</source>
        <translation>plik wskazuje grę, której Shogiban nie zna</translation>
    </message>
    <message>
        <source>the game&apos;s variant or start position is not valid</source>
        <translation>wariant lub pozycja początkowa gry jest nieprawidłowa</translation>
    </message>
    <message>
        <source>the stored result contradicts the rules</source>
        <translation>zapisany wynik jest sprzeczny z zasadami</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is missing or not valid</source>
        <translation>brak pola „%1” lub jest ono nieprawidłowe</translation>
    </message>
    <message>
        <source>Shogiban game (JSON)</source>
        <translation>Gra Shogiban (JSON)</translation>
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
        <translation>Pozycja USI</translation>
    </message>
    <message>
        <source>the text is not UTF-8, Shift_JIS or EUC-JP</source>
        <translation>tekst nie jest w UTF-8, Shift_JIS ani EUC-JP</translation>
    </message>
    <message>
        <source>%1: byte %2 at offset %3 cannot be read</source>
        <translation>%1: nie można odczytać bajtu %2 na pozycji %3</translation>
    </message>
    <message>
        <source>the start position is not a legal position: %1</source>
        <translation>pozycja początkowa nie jest dozwoloną pozycją: %1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>plik jest pusty</translation>
    </message>
    <message numerus="yes">
        <source>%n comment line(s) could not be read (their text is in another encoding than the rest of the file) and were left out: %1</source>
        <translation>
            <numerusform>Nie można odczytać %n wiersza komentarza (jego tekst jest w innym kodowaniu niż reszta pliku), został pominięty: %1</numerusform>
            <numerusform>Nie można odczytać %n wierszy komentarza (ich tekst jest w innym kodowaniu niż reszta pliku), zostały pominięte: %1</numerusform>
            <numerusform>Nie można odczytać %n wierszy komentarza (ich tekst jest w innym kodowaniu niż reszta pliku), zostały pominięte: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>it holds no moves, no position and no header of a game record</source>
        <translation>nie zawiera ruchów, pozycji ani nagłówka zapisu partii</translation>
    </message>
</context>
<context>
    <name>RefusalTexts</name>
    <message>
        <source>a man</source>
        <comment>piece in a sentence</comment>
        <translation>pionek</translation>
    </message>
    <message>
        <source>a pawn</source>
        <comment>piece in a sentence</comment>
        <translation>pionek</translation>
    </message>
    <message>
        <source>a lance</source>
        <comment>piece in a sentence</comment>
        <translation>lanca</translation>
    </message>
    <message>
        <source>a knight</source>
        <comment>piece in a sentence</comment>
        <translation>skoczek</translation>
    </message>
    <message>
        <source>a silver general</source>
        <comment>piece in a sentence</comment>
        <translation>srebrny generał</translation>
    </message>
    <message>
        <source>a gold general</source>
        <comment>piece in a sentence</comment>
        <translation>złoty generał</translation>
    </message>
    <message>
        <source>a bishop</source>
        <comment>piece in a sentence</comment>
        <translation>goniec</translation>
    </message>
    <message>
        <source>a rook</source>
        <comment>piece in a sentence</comment>
        <translation>wieża</translation>
    </message>
    <message>
        <source>a king</source>
        <comment>piece in a sentence</comment>
        <translation>król</translation>
    </message>
    <message>
        <source>a tokin</source>
        <comment>piece in a sentence</comment>
        <translation>tokin</translation>
    </message>
    <message>
        <source>a promoted lance</source>
        <comment>piece in a sentence</comment>
        <translation>promowana lanca</translation>
    </message>
    <message>
        <source>a promoted knight</source>
        <comment>piece in a sentence</comment>
        <translation>promowany skoczek</translation>
    </message>
    <message>
        <source>a promoted silver</source>
        <comment>piece in a sentence</comment>
        <translation>promowany srebrny</translation>
    </message>
    <message>
        <source>a dragon horse</source>
        <comment>piece in a sentence</comment>
        <translation>koń</translation>
    </message>
    <message>
        <source>a dragon king</source>
        <comment>piece in a sentence</comment>
        <translation>smok</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file, or jumps over one adjacent man.</source>
        <translation>Pionek porusza się o jedno pole wzdłuż rzędu lub kolumny albo przeskakuje jeden sąsiedni pionek.</translation>
    </message>
    <message>
        <source>A man moves one square along its rank or file.</source>
        <translation>Pionek porusza się o jedno pole wzdłuż rzędu lub kolumny.</translation>
    </message>
    <message>
        <source>A man moves along its rank or file, never diagonally, or jumps over one adjacent man.</source>
        <translation>Pionek porusza się wzdłuż rzędu lub kolumny, nigdy po przekątnej, albo przeskakuje jeden sąsiedni pionek.</translation>
    </message>
    <message>
        <source>A man moves along its rank or file, never diagonally.</source>
        <translation>Pionek porusza się wzdłuż rzędu lub kolumny, nigdy po przekątnej.</translation>
    </message>
    <message>
        <source>A pawn moves one square straight forward.</source>
        <translation>Pionek porusza się o jedno pole prosto do przodu.</translation>
    </message>
    <message>
        <source>A lance moves straight forward only, any number of empty squares.</source>
        <translation>Lanca porusza się tylko prosto do przodu, o dowolną liczbę wolnych pól.</translation>
    </message>
    <message>
        <source>A knight jumps two squares forward and one to the side; it has no other move.</source>
        <translation>Skoczek skacze o dwa pola do przodu i jedno w bok; innego ruchu nie ma.</translation>
    </message>
    <message>
        <source>A silver general moves one square diagonally or straight forward, never sideways or straight back.</source>
        <translation>Srebrny generał porusza się o jedno pole po przekątnej lub prosto do przodu, nigdy w bok ani prosto do tyłu.</translation>
    </message>
    <message>
        <source>A gold general moves one square in any direction except diagonally backwards.</source>
        <translation>Złoty generał porusza się o jedno pole w każdym kierunku oprócz przekątnych do tyłu.</translation>
    </message>
    <message>
        <source>A bishop moves diagonally only.</source>
        <translation>Goniec porusza się tylko po przekątnych.</translation>
    </message>
    <message>
        <source>A rook moves along its rank or file only, never diagonally.</source>
        <translation>Wieża porusza się tylko wzdłuż rzędu lub kolumny, nigdy po przekątnej.</translation>
    </message>
    <message>
        <source>The king moves one square in any direction.</source>
        <translation>Król porusza się o jedno pole w dowolnym kierunku.</translation>
    </message>
    <message>
        <source>A tokin moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Tokin porusza się jak złoty generał: o jedno pole w każdym kierunku oprócz przekątnych do tyłu.</translation>
    </message>
    <message>
        <source>A promoted lance moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Promowana lanca porusza się jak złoty generał: o jedno pole w każdym kierunku oprócz przekątnych do tyłu.</translation>
    </message>
    <message>
        <source>A promoted knight moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Promowany skoczek porusza się jak złoty generał: o jedno pole w każdym kierunku oprócz przekątnych do tyłu.</translation>
    </message>
    <message>
        <source>A promoted silver moves like a gold general: one square in any direction except diagonally backwards.</source>
        <translation>Promowany srebrny porusza się jak złoty generał: o jedno pole w każdym kierunku oprócz przekątnych do tyłu.</translation>
    </message>
    <message>
        <source>A dragon horse moves diagonally, or one square straight in any direction.</source>
        <translation>Koń porusza się po przekątnych albo o jedno pole prosto w dowolnym kierunku.</translation>
    </message>
    <message>
        <source>A dragon king moves along its rank or file, or one square diagonally.</source>
        <translation>Smok porusza się wzdłuż rzędu lub kolumny albo o jedno pole po przekątnej.</translation>
    </message>
    <message>
        <source>A man cannot jump over other men when it slides: %1 stands on %2.</source>
        <translation>Pionek nie może przeskakiwać innych pionków, gdy się przesuwa: na %2 stoi %1.</translation>
    </message>
    <message>
        <source>The lance cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Lanca nie może przeskakiwać bierek: na jej drodze na %2 stoi %1.</translation>
    </message>
    <message>
        <source>The bishop cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Goniec nie może przeskakiwać bierek: na jego drodze na %2 stoi %1.</translation>
    </message>
    <message>
        <source>The rook cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Wieża nie może przeskakiwać bierek: na jej drodze na %2 stoi %1.</translation>
    </message>
    <message>
        <source>The dragon horse cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Koń nie może przeskakiwać bierek: na jego drodze na %2 stoi %1.</translation>
    </message>
    <message>
        <source>The dragon king cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Smok nie może przeskakiwać bierek: na jego drodze na %2 stoi %1.</translation>
    </message>
    <message>
        <source>The piece cannot jump over pieces: %1 stands on %2 in its way.</source>
        <translation>Bierka nie może przeskakiwać innych bierek: na jej drodze na %2 stoi %1.</translation>
    </message>
    <message>
        <source>The king may never move into check: %1 on %2 would attack it there.</source>
        <translation>Król nie może wejść pod szach: %1 na %2 atakuje go tam.</translation>
    </message>
    <message>
        <source>The king may never move into check.</source>
        <translation>Król nie może wejść pod szach.</translation>
    </message>
    <message>
        <source>Your king is in check, and this move does not end it: %1 on %2 would still attack it. Move the king, capture the checking piece or put a piece between.</source>
        <translation>Twój król jest szachowany, a ten ruch tego nie kończy: %1 na %2 nadal go atakuje. Przesuń króla, zbij szachującą bierkę albo postaw bierkę pomiędzy.</translation>
    </message>
    <message>
        <source>Your king is in check, and this move does not end it. Move the king, capture the checking piece or put a piece between.</source>
        <translation>Twój król jest szachowany, a ten ruch tego nie kończy. Przesuń króla, zbij szachującą bierkę albo postaw bierkę pomiędzy.</translation>
    </message>
    <message>
        <source>This piece shields your king and may not leave its line: otherwise %1 on %2 attacks your king.</source>
        <translation>Ta bierka osłania Twojego króla i nie może zejść z linii: inaczej %1 na %2 zaatakuje Twojego króla.</translation>
    </message>
    <message>
        <source>A pawn must promote on the last rank: there it could never move again.</source>
        <translation>Pionek musi się promować w ostatnim rzędzie: stamtąd nie mógłby się już nigdy ruszyć.</translation>
    </message>
    <message>
        <source>A lance must promote on the last rank: there it could never move again.</source>
        <translation>Lanca musi się promować w ostatnim rzędzie: stamtąd nie mogłaby się już nigdy ruszyć.</translation>
    </message>
    <message>
        <source>A knight must promote on the last two ranks: there it could never move again.</source>
        <translation>Skoczek musi się promować w dwóch ostatnich rzędach: stamtąd nie mógłby się już nigdy ruszyć.</translation>
    </message>
    <message>
        <source>A pawn cannot be dropped on the last rank: it could never move again.</source>
        <translation>Pionka nie można zrzucić na ostatni rząd: nie mógłby się już nigdy ruszyć.</translation>
    </message>
    <message>
        <source>A lance cannot be dropped on the last rank: it could never move again.</source>
        <translation>Lancy nie można zrzucić na ostatni rząd: nie mogłaby się już nigdy ruszyć.</translation>
    </message>
    <message>
        <source>A knight cannot be dropped on the last two ranks: it could never move again.</source>
        <translation>Skoczka nie można zrzucić na dwa ostatnie rzędy: nie mógłby się już nigdy ruszyć.</translation>
    </message>
    <message>
        <source>A piece is always dropped unpromoted; it may promote on a later move in the zone.</source>
        <translation>Bierkę zawsze zrzuca się bez promocji; promować się może w późniejszym ruchu w strefie.</translation>
    </message>
    <message>
        <source>The king never promotes.</source>
        <translation>Król nigdy się nie promuje.</translation>
    </message>
    <message>
        <source>A gold general never promotes.</source>
        <translation>Złoty generał nigdy się nie promuje.</translation>
    </message>
    <message>
        <source>This piece is promoted already.</source>
        <translation>Ta bierka jest już promowana.</translation>
    </message>
    <message>
        <source>A piece may promote only when its move starts or ends in the promotion zone, the three ranks farthest from you.</source>
        <translation>Bierka może się promować tylko ruchem, który zaczyna się lub kończy w strefie promocji, czyli w trzech rzędach najdalej od Ciebie.</translation>
    </message>
    <message>
        <source>That is your opponent&apos;s piece: move one of your own.</source>
        <translation>To bierka przeciwnika: rusz jedną ze swoich.</translation>
    </message>
    <message>
        <source>There is no piece on that square.</source>
        <translation>Na tym polu nie ma żadnej bierki.</translation>
    </message>
    <message>
        <source>A man jumps only over a man on the square next to it.</source>
        <translation>Pionek przeskakuje tylko pionek na sąsiednim polu.</translation>
    </message>
    <message>
        <source>One of your own pieces stands there: you can capture only your opponent&apos;s pieces.</source>
        <translation>Stoi tam Twoja własna bierka: bić możesz tylko bierki przeciwnika.</translation>
    </message>
    <message>
        <source>A man moves only to an empty square: it captures by enclosing, never by moving onto a man.</source>
        <translation>Pionek porusza się tylko na wolne pole: bije przez okrążenie, nigdy przez wejście na inny pionek.</translation>
    </message>
    <message>
        <source>A piece can be dropped only on an empty square.</source>
        <translation>Bierkę można zrzucić tylko na wolne pole.</translation>
    </message>
    <message>
        <source>Nifu: you already have an unpromoted pawn on this file, on %1. A second pawn may not be dropped there.</source>
        <translation>Nifu: masz już w tej kolumnie niepromowanego pionka, na %1. Drugiego pionka nie można tu zrzucić.</translation>
    </message>
    <message>
        <source>Uchifuzume: a dropped pawn may not give checkmate. Mate with another piece, or with a pawn that moves there.</source>
        <translation>Uchifuzume: zrzucony pionek nie może dać mata. Daj mata inną bierką albo pionkiem, który tam wejdzie ruchem.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Shogi</source>
        <translation>Shōgi</translation>
    </message>
    <message>
        <source>The board and the pieces</source>
        <translation>Plansza i bierki</translation>
    </message>
    <message>
        <source>Shogi is played by two players on a board of 9 × 9 squares. Each player has twenty wedge-shaped pieces: a king, a rook, a bishop, two gold generals, two silver generals, two knights, two lances and nine pawns. The pieces of both players look alike; a piece belongs to the player it points away from.</source>
        <translation>W shōgi grają dwaj gracze na planszy 9 × 9 pól. Każdy gracz ma dwadzieścia bierek w kształcie klina: króla, wieżę, gońca, dwóch złotych generałów, dwóch srebrnych generałów, dwa skoczki, dwie lance i dziewięć pionków. Bierki obu graczy wyglądają tak samo; bierka należy do gracza, od którego odwrócony jest jej czubek.</translation>
    </message>
    <message>
        <source>Seen from each player&apos;s side, the first rank holds lance, knight, silver, gold, king, gold, silver, knight, lance; the second rank holds the bishop on the second file from the left and the rook on the second file from the right; the third rank holds the nine pawns.</source>
        <translation>Patrząc od strony każdego gracza: w pierwszym rzędzie stoją lanca, skoczek, srebrny generał, złoty generał, król, złoty generał, srebrny generał, skoczek, lanca; w drugim rzędzie goniec w drugiej kolumnie od lewej i wieża w drugiej kolumnie od prawej; w trzecim rzędzie dziewięć pionków.</translation>
    </message>
    <message>
        <source>Sente (black) moves first in an even game, then the players take turns. In one turn a player either moves one piece on the board or drops one piece from hand. Passing is not allowed.</source>
        <translation>W grze bez handicapu zaczyna sente (czarny), potem gracze ruszają się na zmianę. W jednym ruchu gracz przesuwa jedną bierkę na planszy albo zrzuca jedną bierkę z ręki. Nie wolno pasować.</translation>
    </message>
    <message>
        <source>How the pieces move</source>
        <translation>Jak poruszają się bierki</translation>
    </message>
    <message>
        <source>Dots mark the squares a piece can step to, arrows the lines along which it can move any number of empty squares, stars the squares a knight jumps to. A piece captures the way it moves, pawns included. Only the knight jumps; every other piece stops before a piece in its way.</source>
        <translation>Kropki oznaczają pola, na które bierka może przejść o jeden krok, strzałki kierunki, w których może przejść dowolną liczbę wolnych pól, a gwiazdki pola, na które skacze skoczek. Bierki biją tak, jak się poruszają, również pionki. Skacze tylko skoczek; każda inna bierka zatrzymuje się przed bierką stojącą na jej drodze.</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promocja</translation>
    </message>
    <message>
        <source>The three far ranks, where the opponent set up, are the promotion zone. A move that starts in the zone, ends in it, or both, may promote the piece: it is turned over and moves as its promoted side shows. The player chooses, except where the piece could never move again: a pawn or a lance on the last rank and a knight on the last two ranks must promote.</source>
        <translation>Trzy najdalsze rzędy, w których przeciwnik ustawił swoje bierki, to strefa promocji. Ruch, który zaczyna się w strefie, kończy się w niej lub jedno i drugie, może promować bierkę: zostaje ona odwrócona i porusza się tak, jak pokazuje jej promowana strona. Decyduje gracz, chyba że bierka nie mogłaby się już ruszyć: pionek lub lanca w ostatnim rzędzie i skoczek w dwóch ostatnich rzędach muszą się promować.</translation>
    </message>
    <message>
        <source>The king and the gold general never promote. A promoted silver, knight, lance or pawn moves exactly like a gold general; the dragon and the horse keep their old moves and gain one step in the other directions. A promoted piece stays promoted until it is captured.</source>
        <translation>Król i złoty generał nigdy się nie promują. Promowany srebrny generał, skoczek, lanca lub pionek porusza się dokładnie jak złoty generał; smok i koń zachowują dawne ruchy i zyskują krok o jedno pole w pozostałych kierunkach. Promowana bierka pozostaje promowana, dopóki nie zostanie zbita.</translation>
    </message>
    <message>
        <source>Captures and drops</source>
        <translation>Bicie i zrzutki</translation>
    </message>
    <message>
        <source>A captured piece changes sides: it goes into the captor&apos;s hand, unpromoted, in view of both players. Instead of moving, a player may drop one piece from hand onto any empty square, unpromoted, even inside the promotion zone; it may promote on a later move. A drop never captures.</source>
        <translation>Zbita bierka zmienia stronę: trafia na rękę zbijającego, bez promocji, na oczach obu graczy. Zamiast wykonać ruch, gracz może zrzucić jedną bierkę z ręki na dowolne wolne pole, niepromowaną, nawet w strefie promocji; promować się może w jednym z kolejnych ruchów. Zrzutka nigdy nie bije.</translation>
    </message>
    <message>
        <source>These drops are forbidden:</source>
        <translation>Zabronione są zrzutki:</translation>
    </message>
    <message>
        <source>a piece on a square from which it could never move: a pawn or a lance on the last rank, a knight on the last two ranks;</source>
        <translation>bierki na pole, z którego nie mogłaby się już ruszyć: pionka lub lancy w ostatnim rzędzie, skoczka w dwóch ostatnich rzędach;</translation>
    </message>
    <message>
        <source>a pawn on a file that already holds an unpromoted pawn of the same player (nifu, &quot;two pawns&quot;); a promoted pawn does not count;</source>
        <translation>pionka do kolumny, w której stoi już niepromowany pionek tego samego gracza (nifu, „dwa pionki”); promowany pionek się nie liczy;</translation>
    </message>
    <message>
        <source>a pawn drop that gives checkmate (uchifuzume). A pawn drop that gives check without mate is legal, other pieces may be dropped to give mate, and a pawn moved on the board may give mate.</source>
        <translation>pionka, który daje mata (uchifuzume). Zrzutka pionka dająca szacha bez mata jest dozwolona, inne bierki można zrzucić z matem, a pionek przesunięty po planszy może dać mata.</translation>
    </message>
    <message>
        <source>Who moves first: furigoma</source>
        <translation>Kto zaczyna: furigoma</translation>
    </message>
    <message>
        <source>In an even game the senior player throws the five central pawns. If more of them land with the pawn side (歩) up than with the tokin side (と) up, the thrower moves first; if more tokins, the thrower moves second. Shogiban shows the throw and applies its result.</source>
        <translation>W grze bez handicapu silniejszy gracz rzuca pięcioma środkowymi pionkami. Jeśli więcej z nich upadnie stroną pionka (歩) do góry niż stroną tokina (と), rzucający wykonuje pierwszy ruch; jeśli więcej tokinów, rzucający rusza się jako drugi. Shogiban pokazuje rzut i stosuje jego wynik.</translation>
    </message>
    <message>
        <source>Check and the end of the game</source>
        <translation>Szach i koniec partii</translation>
    </message>
    <message>
        <source>A move that leaves one&apos;s own king attacked is illegal. Check is shown on the board.</source>
        <translation>Ruch, po którym własny król pozostaje atakowany, jest niedozwolony. Szach jest pokazywany na planszy.</translation>
    </message>
    <message>
        <source>Checkmate: the player to move who has no legal move loses. This holds also without check: a stalemated player loses, it is not a draw.</source>
        <translation>Mat: gracz na ruchu, który nie ma żadnego dozwolonego ruchu, przegrywa. Dotyczy to także sytuacji bez szacha: pat oznacza przegraną, a nie remis.</translation>
    </message>
    <message>
        <source>Resignation ends the game; so does a draw agreed by both players.</source>
        <translation>Partię kończy poddanie się, a także remis uzgodniony przez obu graczy.</translation>
    </message>
    <message>
        <source>An illegal move loses at once (the professional rule). The board does not accept illegal moves from a person; an engine that sends one loses.</source>
        <translation>Niedozwolony ruch od razu przegrywa (zasada zawodowców). Plansza nie przyjmuje niedozwolonych ruchów od człowieka; program, który taki ruch wyśle, przegrywa.</translation>
    </message>
    <message>
        <source>Repetition (sennichite): when the same position (board, both hands and the player to move) occurs for the fourth time, the game is a draw, unless one player gave check with every move of the repeated cycle: that player loses (perpetual check).</source>
        <translation>Powtórzenie (sennichite): gdy ta sama pozycja (plansza, ręce obu graczy i gracz na ruchu) wystąpi po raz czwarty, partia kończy się remisem, chyba że jeden z graczy szachował każdym ruchem powtarzanego cyklu: ten gracz przegrywa (wieczny szach).</translation>
    </message>
    <message>
        <source>Impasse (jishogi): when both kings have entered their promotion zones and neither side can hope to mate, the players may count their pieces on the board and in hand, promoted or not: rook and bishop 5 points, every other piece except the king 1 point. A player with fewer than 24 points loses; otherwise the game is a draw.</source>
        <translation>Impas (jishōgi): gdy oba króle weszły do swoich stref promocji i żadna strona nie może liczyć na mata, gracze mogą policzyć bierki na planszy i na ręce, bez względu na promocję: wieża i goniec po 5 punktów, każda inna bierka oprócz króla 1 punkt. Gracz, który ma mniej niż 24 punkty, przegrywa; w przeciwnym razie jest remis.</translation>
    </message>
    <message>
        <source>The 27-point declaration rule of computer and amateur play: a player whose king stands in the enemy zone, not in check, with at least 10 other own pieces in the zone, and with at least 28 points (sente) or 27 points (gote) in the zone and in hand, may declare and wins.</source>
        <translation>Zasada deklaracji 27 punktów z gier komputerowych i amatorskich: gracz, którego król stoi w strefie przeciwnika i nie jest szachowany, który ma w strefie co najmniej 10 innych własnych bierek oraz w strefie i na ręce co najmniej 28 punktów (sente) lub 27 punktów (gote), może złożyć deklarację i wygrywa.</translation>
    </message>
    <message>
        <source>Handicaps</source>
        <translation>Handicapy</translation>
    </message>
    <message>
        <source>In a handicap game the stronger player (white, uwate) removes pieces before the game and moves first. The removed pieces are out of the game and in nobody&apos;s hand. Shogiban offers these handicaps:</source>
        <translation>W grze z handicapem silniejszy gracz (biały, uwate) przed partią usuwa część swoich bierek i wykonuje pierwszy ruch. Usunięte bierki nie biorą udziału w grze i nie trafiają na niczyją rękę. Shogiban oferuje takie handicapy:</translation>
    </message>
    <message>
        <source>left lance (the lance on square 1a);</source>
        <translation>lewa lanca (lanca na polu 1a);</translation>
    </message>
    <message>
        <source>bishop;</source>
        <translation>goniec;</translation>
    </message>
    <message>
        <source>rook;</source>
        <translation>wieża;</translation>
    </message>
    <message>
        <source>rook and left lance;</source>
        <translation>wieża i lewa lanca;</translation>
    </message>
    <message>
        <source>two pieces: rook and bishop;</source>
        <translation>dwie bierki: wieża i goniec;</translation>
    </message>
    <message>
        <source>four pieces: rook, bishop and both lances;</source>
        <translation>cztery bierki: wieża, goniec i obie lance;</translation>
    </message>
    <message>
        <source>six pieces: also both knights;</source>
        <translation>sześć bierek: także oba skoczki;</translation>
    </message>
    <message>
        <source>eight pieces: also both silvers;</source>
        <translation>osiem bierek: także obaj srebrni generałowie;</translation>
    </message>
    <message>
        <source>ten pieces: also both golds.</source>
        <translation>dziesięć bierek: także obaj złoci generałowie.</translation>
    </message>
    <message>
        <source>Hasami shogi</source>
        <translation>Hasami shōgi</translation>
    </message>
    <message>
        <source>Hasami shogi, the capture game Japanese children play on a shogi board, uses men only: nine for each player on the player&apos;s first rank. Black&apos;s men show the pawn side (歩), white&apos;s men the tokin side (と); black moves first, then the players take turns. Passing is not allowed.</source>
        <translation>Hasami shōgi, gra w bicie, w którą japońskie dzieci grają na planszy do shōgi, używa tylko pionków: każdy gracz ma ich dziewięć w swoim pierwszym rzędzie. Pionki czarnego pokazują stronę pionka (歩), pionki białego stronę tokina (と); zaczyna czarny, potem gracze ruszają się na zmianę. Nie wolno pasować.</translation>
    </message>
    <message>
        <source>Every man moves like a rook: any number of empty squares along a rank or a file, never passing over another man.</source>
        <translation>Każdy pionek porusza się jak wieża: o dowolną liczbę wolnych pól wzdłuż rzędu lub kolumny, nigdy nad innym pionkiem.</translation>
    </message>
    <message>
        <source>Winning and variants</source>
        <translation>Wygrana i warianty</translation>
    </message>
    <message>
        <source>A player wins by capturing all the opponent&apos;s men but the last one. Before the game the players may agree on another number of men to capture. Variants:</source>
        <translation>Wygrywa gracz, który zbije wszystkie pionki przeciwnika oprócz ostatniego. Przed partią gracze mogą uzgodnić inną liczbę pionków do zbicia. Warianty:</translation>
    </message>
    <message>
        <source>capture all men;</source>
        <translation>zbicie wszystkich pionków;</translation>
    </message>
    <message>
        <source>men move one square only;</source>
        <translation>pionki poruszają się tylko o jedno pole;</translation>
    </message>
    <message>
        <source>men move one square only, with 18 men each, and all men must be captured;</source>
        <translation>pionki poruszają się tylko o jedno pole, każdy gracz ma 18 pionków i trzeba zbić wszystkie;</translation>
    </message>
    <message>
        <source>18 men each, set up as in dai hasami shogi, with all the classic rules.</source>
        <translation>po 18 pionków ustawionych jak w dai hasami shōgi, ze wszystkimi klasycznymi zasadami.</translation>
    </message>
    <message>
        <source>The end of the game in all three games</source>
        <translation>Koniec partii we wszystkich trzech grach</translation>
    </message>
    <message>
        <source>A player who cannot move any man loses.</source>
        <translation>Gracz, który nie może ruszyć żadnym pionkiem, przegrywa.</translation>
    </message>
    <message>
        <source>When the same position (the men and the player to move) occurs for the fourth time, the game is a draw.</source>
        <translation>Gdy ta sama pozycja (pionki i gracz na ruchu) wystąpi po raz czwarty, partia kończy się remisem.</translation>
    </message>
    <message>
        <source>When neither player can still win because too few men are left, the game is a draw.</source>
        <translation>Gdy żaden gracz nie może już wygrać, bo zostało za mało pionków, partia kończy się remisem.</translation>
    </message>
    <message>
        <source>Resignation and a draw agreed by both players end the game at any time.</source>
        <translation>Poddanie się i remis uzgodniony przez obu graczy kończą partię w dowolnej chwili.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Bicie</translation>
    </message>
    <message>
        <source>Men are captured by enclosing them (&quot;pinching&quot;). Only the player who moves captures, and only by enclosures that the moved man completes; captured men leave the board. In the diagrams the man that has just moved stands on the green square and crosses mark the men it captures.</source>
        <translation>Pionki bije się przez otoczenie („uszczypnięcie”). Bije tylko gracz wykonujący ruch i tylko otoczeniami, które zamyka przesunięty pionek; zbite pionki schodzą z planszy. Na diagramach pionek, który właśnie się ruszył, stoi na zielonym polu, a krzyżyki oznaczają zbite przez niego pionki.</translation>
    </message>
    <message>
        <source>Enemy men in an unbroken line along a rank or a file, with the moved man at one end and another of your men at the other, are captured: one man or several at once.</source>
        <translation>Pionki przeciwnika w nieprzerwanej linii wzdłuż rzędu lub kolumny, z przesuniętym pionkiem na jednym końcu i innym Twoim pionkiem na drugim, są zbite: jeden pionek lub kilka naraz.</translation>
    </message>
    <message>
        <source>An enemy man in a corner is captured by your men on the two squares next to it.</source>
        <translation>Pionek przeciwnika w rogu zostaje zbity przez Twoje pionki na dwóch sąsiednich polach.</translation>
    </message>
    <message>
        <source>A line of two or more enemy men along an edge of the board is captured when both of its ends are closed, by your men or by the corner, and your men stand against each of its men on the inner side.</source>
        <translation>Linia dwóch lub więcej pionków przeciwnika wzdłuż krawędzi planszy zostaje zbita, gdy oba jej końce są zamknięte Twoimi pionkami lub rogiem, a Twoje pionki stoją od wewnętrznej strony przy każdym z nich.</translation>
    </message>
    <message>
        <source>One move may complete several enclosures in different directions; all of them are captured.</source>
        <translation>Jeden ruch może zamknąć kilka otoczeń w różnych kierunkach; wszystkie pionki w nich są zbite.</translation>
    </message>
    <message>
        <source>A man may move between enemy men safely. To take it, the opponent must move a flanking man away and back: two moves.</source>
        <translation>Pionek może bezpiecznie wejść między pionki przeciwnika. Aby go zbić, przeciwnik musi odsunąć jeden z otaczających pionków i wrócić nim: dwa ruchy.</translation>
    </message>
    <message>
        <source>Dai hasami shogi</source>
        <translation>Dai hasami shōgi</translation>
    </message>
    <message>
        <source>Each player has eighteen men on the first two ranks, drawn as black and white go stones. Captures work as in the classic game.</source>
        <translation>Każdy gracz ma osiemnaście pionków w dwóch pierwszych rzędach, przedstawionych jako czarne i białe kamienie go. Bije się tak jak w grze klasycznej.</translation>
    </message>
    <message>
        <source>A man moves like a rook, or jumps over one adjacent man (own or enemy) along a rank or a file to the empty square just behind it. A jump captures nothing, and jumps do not chain.</source>
        <translation>Pionek porusza się jak wieża albo przeskakuje jeden sąsiedni pionek (własny lub przeciwnika) wzdłuż rzędu lub kolumny na wolne pole tuż za nim. Skok niczego nie bije i skoków nie można łączyć.</translation>
    </message>
    <message>
        <source>A player wins by making a line of five own men in a row, horizontally or vertically, none of them on the player&apos;s own two starting ranks. If the opponent can break the line at once by a capture, the game goes on: the opponent must break it with the reply, or loses after that reply.</source>
        <translation>Wygrywa gracz, który ustawi pięć własnych pionków w linii poziomo lub pionowo, żadnego w swoich dwóch rzędach startowych. Jeśli przeciwnik może od razu przerwać linię biciem, gra toczy się dalej: przeciwnik musi ją przerwać swoją odpowiedzią, inaczej po niej przegrywa.</translation>
    </message>
    <message>
        <source>Variants: fives count also diagonally; men move one square only (with diagonal fives). An agreed number of captures may be added as a second way to win.</source>
        <translation>Warianty: piątki liczą się także po przekątnej; pionki poruszają się tylko o jedno pole (z piątkami po przekątnej). Jako drugi sposób wygranej można dodać uzgodnioną liczbę zbitych pionków.</translation>
    </message>
    <message>
        <source>Mak-yek</source>
        <translation>Mak-yek</translation>
    </message>
    <message>
        <source>Mak-yek, a Thai relative of hasami shogi (apit-sodok in Malaysia), is played on a board of 8 × 8 squares. Each player has sixteen men, on the player&apos;s first and third ranks. Men move like rooks and never jump.</source>
        <translation>Mak-yek, tajski krewny hasami shōgi (w Malezji apit-sodok), rozgrywa się na planszy 8 × 8 pól. Każdy gracz ma szesnaście pionków w swoim pierwszym i trzecim rzędzie. Pionki poruszają się jak wieże i nigdy nie skaczą.</translation>
    </message>
    <message>
        <source>Shogiban reads the rulebook&apos;s short sentence on captures this way: men capture by enclosing enemy men on a rank or a file as in hasami shogi (one man or several in a line), never by moving onto them; the corner and edge rules of the Japanese game do not apply.</source>
        <translation>Shogiban rozumie krótkie zdanie podręcznika o biciu tak: pionki biją przez otoczenie pionków przeciwnika w rzędzie lub kolumnie jak w hasami shōgi (jednego lub kilku w linii), nigdy przez wejście na ich pole; zasady rogu i krawędzi z gry japońskiej nie obowiązują.</translation>
    </message>
    <message>
        <source>Capture by intervention: a man that moves onto the square between two enemy men standing next to it on a rank or a file captures both.</source>
        <translation>Bicie przez wejście: pionek, który wejdzie na pole między dwoma sąsiadującymi z nim pionkami przeciwnika w rzędzie lub kolumnie, bije oba.</translation>
    </message>
    <message>
        <source>The player who captures all the opponent&apos;s men wins, unless the players agreed on a smaller number.</source>
        <translation>Wygrywa gracz, który zbije wszystkie pionki przeciwnika, chyba że gracze uzgodnili mniejszą liczbę.</translation>
    </message>
</context>
<context>
    <name>SaveName</name>
    <message>
        <source>%1 %2 vs %3</source>
        <translation>%1 %2 przeciw %3</translation>
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
        <translation>Klasyczny: wszystkie prócz jednego</translation>
    </message>
    <message>
        <source>Capture all men</source>
        <translation>Zbić wszystkie pionki</translation>
    </message>
    <message>
        <source>Men move one square</source>
        <translation>Ruch o jedno pole</translation>
    </message>
    <message>
        <source>One square, 18 men, capture all</source>
        <translation>O jedno pole, 18 pionków, wszystkie</translation>
    </message>
    <message>
        <source>18 men in the dai setup</source>
        <translation>18 pionków w ustawieniu dai</translation>
    </message>
    <message>
        <source>Five in a row, orthogonal</source>
        <translation>Pięć w linii, poziomo i pionowo</translation>
    </message>
    <message>
        <source>Five in a row, also diagonal</source>
        <translation>Pięć w linii, też po przekątnej</translation>
    </message>
    <message>
        <source>Men move one square, diagonal fives</source>
        <translation>Ruch o pole, piątki po przekątnej</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardowy</translation>
    </message>
    <message>
        <source>Even game</source>
        <translation>Gra bez handicapu</translation>
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
        <translation>Czarny</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Biały</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Shōgi</translation>
    </message>
    <message>
        <source>Hasami Shogi</source>
        <translation>Hasami shōgi</translation>
    </message>
    <message>
        <source>Dai Hasami Shogi</source>
        <translation>Dai hasami shōgi</translation>
    </message>
    <message>
        <source>Mak-yek</source>
        <translation>Mak-yek</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Partia się zakończyła.</translation>
    </message>
    <message>
        <source>None of your pieces stands there.</source>
        <translation>Nie stoi tam żadna Twoja bierka.</translation>
    </message>
    <message>
        <source>You have no such piece in hand.</source>
        <translation>Nie masz takiej bierki na ręce.</translation>
    </message>
    <message>
        <source>The piece cannot move there.</source>
        <translation>Ta bierka nie może się tam ruszyć.</translation>
    </message>
    <message>
        <source>One of your own pieces stands there.</source>
        <translation>Stoi tam Twoja własna bierka.</translation>
    </message>
    <message>
        <source>The square is not empty.</source>
        <translation>To pole nie jest wolne.</translation>
    </message>
    <message>
        <source>The piece could never move again from that square.</source>
        <translation>Z tego pola bierka nie mogłaby się już nigdy ruszyć.</translation>
    </message>
    <message>
        <source>Nifu: you already have an unpromoted pawn on that file.</source>
        <translation>Nifu: masz już w tej kolumnie niepromowanego pionka.</translation>
    </message>
    <message>
        <source>Uchifuzume: a pawn drop may not give checkmate.</source>
        <translation>Uchifuzume: zrzutka pionka nie może dawać mata.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Po tym ruchu Twój król byłby szachowany.</translation>
    </message>
    <message>
        <source>The piece may promote only in, into or out of the promotion zone.</source>
        <translation>Bierka może się promować tylko w strefie promocji, wchodząc do niej lub z niej wychodząc.</translation>
    </message>
    <message>
        <source>The piece must promote there.</source>
        <translation>Tam bierka musi się promować.</translation>
    </message>
    <message>
        <source>Checkmate.</source>
        <translation>Mat.</translation>
    </message>
    <message>
        <source>Both players agreed to a draw.</source>
        <translation>Obaj gracze zgodzili się na remis.</translation>
    </message>
    <message>
        <source>Sennichite: the same position occurred for the fourth time.</source>
        <translation>Sennichite: ta sama pozycja wystąpiła po raz czwarty.</translation>
    </message>
    <message>
        <source>Perpetual check: the side that gave check with every move of the repetition loses.</source>
        <translation>Wieczny szach: przegrywa strona, która szachowała każdym ruchem powtórzenia.</translation>
    </message>
    <message>
        <source>Impasse (jishogi), scored by the 24-point rule.</source>
        <translation>Impas (jishōgi) rozstrzygnięty zasadą 24 punktów.</translation>
    </message>
    <message>
        <source>Impasse declared by the 27-point rule.</source>
        <translation>Impas zadeklarowany według zasady 27 punktów.</translation>
    </message>
    <message>
        <source>The maximum number of moves was reached.</source>
        <translation>Osiągnięto maksymalną liczbę ruchów.</translation>
    </message>
    <message>
        <source>Time ran out.</source>
        <translation>Skończył się czas.</translation>
    </message>
    <message>
        <source>The game was interrupted.</source>
        <translation>Partia została przerwana.</translation>
    </message>
    <message>
        <source>Enough men were captured.</source>
        <translation>Zbito wystarczająco wiele pionków.</translation>
    </message>
    <message>
        <source>Five men in a row.</source>
        <translation>Pięć pionków w linii.</translation>
    </message>
    <message>
        <source>The same position was repeated.</source>
        <translation>Ta sama pozycja się powtórzyła.</translation>
    </message>
    <message>
        <source>Neither side has enough men left to win.</source>
        <translation>Żadnej stronie nie zostało dość pionków, by wygrać.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Wygrywa %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Lance</source>
        <translation>Lanca</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Goniec</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Wieża</translation>
    </message>
    <message>
        <source>Rook and lance</source>
        <translation>Wieża i lanca</translation>
    </message>
    <message>
        <source>Two pieces (rook and bishop)</source>
        <translation>Dwie bierki (wieża i goniec)</translation>
    </message>
    <message>
        <source>Four pieces</source>
        <translation>Cztery bierki</translation>
    </message>
    <message>
        <source>Six pieces</source>
        <translation>Sześć bierek</translation>
    </message>
    <message>
        <source>Eight pieces</source>
        <translation>Osiem bierek</translation>
    </message>
    <message>
        <source>Ten pieces</source>
        <translation>Dziesięć bierek</translation>
    </message>
    <message>
        <source>“%1” is not a move. Write it as 7g7f, 8h2b+ or P*5e, or in Japanese as ７六歩 or 同銀.</source>
        <translation>„%1” nie jest ruchem. Zapisz go jako 7g7f, 8h2b+ lub P*5e albo po japońsku jako ７六歩 lub 同銀.</translation>
    </message>
    <message>
        <source>“%1” names no piece.</source>
        <translation>„%1” nie oznacza żadnej bierki.</translation>
    </message>
    <message>
        <source>“%1” names a square that is not on the board.</source>
        <translation>„%1” oznacza pole spoza planszy.</translation>
    </message>
    <message>
        <source>“%1”: 同 (the same square) needs a move before it.</source>
        <translation>„%1”: 同 (to samo pole) wymaga wcześniejszego ruchu.</translation>
    </message>
    <message>
        <source>“%1”: no such piece of yours can move there.</source>
        <translation>„%1”: żadna taka Twoja bierka nie może się tam ruszyć.</translation>
    </message>
    <message>
        <source>“%1” fits more than one move: add 右, 左, 上, 引, 寄 or 直, or type the move in coordinates.</source>
        <translation>„%1” pasuje do kilku ruchów: dodaj 右, 左, 上, 引, 寄 lub 直 albo wpisz ruch we współrzędnych.</translation>
    </message>
    <message>
        <source>%1 has no legal move and loses.</source>
        <translation>%1 nie ma żadnego dozwolonego ruchu i przegrywa.</translation>
    </message>
    <message>
        <source>The side to move has no legal move.</source>
        <translation>Strona na ruchu nie ma żadnego dozwolonego ruchu.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 poddał się.</translation>
    </message>
    <message>
        <source>A player resigned.</source>
        <translation>Jeden z graczy się poddał.</translation>
    </message>
    <message>
        <source>%1 played an illegal move, which loses at once.</source>
        <translation>%1 wykonał niedozwolony ruch, który od razu przegrywa.</translation>
    </message>
    <message>
        <source>An illegal move was played.</source>
        <translation>Wykonano niedozwolony ruch.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1 przekroczył czas.</translation>
    </message>
    <message>
        <source>The game was not played: %1 forfeited it.</source>
        <translation>Partia nie została rozegrana: %1 przegrał walkowerem.</translation>
    </message>
    <message>
        <source>The game was not played.</source>
        <translation>Partia nie została rozegrana.</translation>
    </message>
</context>
<context>
    <name>WholeFile</name>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>udało się zapisać tylko %1 z %2 bajtów</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::AnalysisDock</name>
    <message numerus="yes">
        <source>%1 on %n thread(s); scores for %2</source>
        <translation>
            <numerusform>%1, %n wątek; oceny dla: %2</numerusform>
            <numerusform>%1, %n wątki; oceny dla: %2</numerusform>
            <numerusform>%1, %n wątków; oceny dla: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis is for shogi only: the hasami games have no analysis.</source>
        <translation>Analiza jest tylko dla shōgi: gry hasami nie mają analizy.</translation>
    </message>
    <message>
        <source>Paused while the game is being analysed.</source>
        <translation>Wstrzymana na czas analizy partii.</translation>
    </message>
    <message>
        <source>Off during games against the computer. Tick &quot;During games against the computer&quot; to analyse beside this game too.</source>
        <translation>Wyłączona podczas gier z komputerem. Zaznacz „Podczas gier z komputerem”, aby analizować także obok tej gry.</translation>
    </message>
    <message>
        <source>On beside this game against the computer; paused while the computer thinks.</source>
        <translation>Włączona także przy tej grze z komputerem; wstrzymana, gdy komputer myśli.</translation>
    </message>
    <message>
        <source>No legal move: %1 has lost.</source>
        <translation>Brak legalnego ruchu: %1 przegrywa.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analizuję…</translation>
    </message>
    <message>
        <source>Depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>Głębokość %1 · %2 węzłów · %3 węzłów/s</translation>
    </message>
    <message>
        <source>On beside this game against the computer; it pauses while the computer thinks.</source>
        <translation>Włączona także przy tej grze z komputerem; wstrzymuje się, gdy komputer myśli.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analiza</translation>
    </message>
    <message>
        <source>&amp;Play from Here…</source>
        <translation>&amp;Graj od tego miejsca…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::AnalysisLinesModel</name>
    <message>
        <source>Score</source>
        <translation>Ocena</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Wygr. %</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Głęb.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Wariant</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::AnalysisPanel</name>
    <message>
        <source>&amp;Lines:</source>
        <translation>Warian&amp;ty:</translation>
    </message>
    <message>
        <source>How many of the best moves are analysed (MultiPV)</source>
        <translation>Ile najlepszych ruchów jest analizowanych (MultiPV)</translation>
    </message>
    <message>
        <source>&amp;Arrows</source>
        <translation>Strzał&amp;ki</translation>
    </message>
    <message>
        <source>Show the candidate moves as arrows on the board</source>
        <translation>Pokaż ruchy kandydujące jako strzałki na planszy</translation>
    </message>
    <message>
        <source>&amp;During games against the computer</source>
        <translation>Po&amp;dczas gier z komputerem</translation>
    </message>
    <message>
        <source>Analyse beside an unfinished game against the computer too. The analysis pauses while the computer thinks.</source>
        <translation>Analizuj także obok niedokończonej gry z komputerem. Analiza wstrzymuje się, gdy komputer myśli.</translation>
    </message>
    <message>
        <source>&amp;Play from Here…</source>
        <translation>Graj od tego &amp;miejsca…</translation>
    </message>
    <message>
        <source>Start a new game from the position on the board (a previewed line&apos;s too)</source>
        <translation>Zacznij nową grę od pozycji na planszy (także z przeglądanego wariantu)</translation>
    </message>
    <message>
        <source>Click a line to play it through on the board (← → step, Esc returns)</source>
        <translation>Kliknij wariant, aby przejrzeć go na planszy (← → krok, Esc powrót)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::BoardArea</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Ruch:</translation>
    </message>
    <message>
        <source>Type a move and press Enter: in coordinates (7g7f, 8h2b+, P*5e), in Japanese (７六歩, 同銀, ２二角成) or in Western notation (P-7f).</source>
        <translation>Wpisz ruch i naciśnij Enter: we współrzędnych (7g7f, 8h2b+, P*5e), po japońsku (７六歩, 同銀, ２二角成) lub w notacji zachodniej (P-7f).</translation>
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
        <translation>Komentarz do pozycji początkowej:</translation>
    </message>
    <message>
        <source>Comment on move %1:</source>
        <translation>Komentarz do ruchu %1:</translation>
    </message>
    <message>
        <source>Write a comment here</source>
        <translation>Tu wpisz komentarz</translation>
    </message>
    <message>
        <source>Bookmark name</source>
        <translation>Nazwa zakładki</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Ruch %1: %2</translation>
    </message>
    <message>
        <source>Move %1 (variation): %2</source>
        <translation>Ruch %1 (wariant): %2</translation>
    </message>
    <message>
        <source>A name for this move; KIF and JSON files keep it as a bookmark</source>
        <translation>Nazwa tego ruchu; pliki KIF i JSON zachowują ją jako zakładkę</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Zakładki</translation>
    </message>
    <message>
        <source>Bookmarks: go to a bookmarked move</source>
        <translation>Zakładki: przejdź do ruchu z zakładką</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EditPositionCommand</name>
    <message>
        <source>E&amp;dit Position…</source>
        <translation>&amp;Edytuj pozycję…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EditorSquareMenu</name>
    <message>
        <source>Put Sente&apos;s Piece</source>
        <translation>Postaw bierkę sente</translation>
    </message>
    <message>
        <source>Put Gote&apos;s Piece</source>
        <translation>Postaw bierkę gote</translation>
    </message>
    <message>
        <source>Turn Over</source>
        <translation>Odwróć</translation>
    </message>
    <message>
        <source>Give to the Other Player</source>
        <translation>Oddaj drugiemu graczowi</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Into Sente&apos;s Hand</source>
        <translation>Na rękę sente</translation>
    </message>
    <message>
        <source>Into Gote&apos;s Hand</source>
        <translation>Na rękę gote</translation>
    </message>
    <message>
        <source>From Sente&apos;s Hand</source>
        <translation>Z ręki sente</translation>
    </message>
    <message>
        <source>From Gote&apos;s Hand</source>
        <translation>Z ręki gote</translation>
    </message>
    <message>
        <source>Put a Black Man</source>
        <translation>Postaw czarnego pionka</translation>
    </message>
    <message>
        <source>Put a White Man</source>
        <translation>Postaw białego pionka</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EngineLogWindow</name>
    <message>
        <source>Engine Log</source>
        <translation>Dziennik silników</translation>
    </message>
    <message>
        <source>What Shogiban sends to an engine is marked &gt;, what the engine answers &lt;.</source>
        <translation>To, co Shogiban wysyła do silnika, oznaczono &gt;, a odpowiedzi silnika &lt;.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>Wy&amp;czyść</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EngineManagerDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Silniki</translation>
    </message>
    <message>
        <source>USI engines that can play in New Game and analyse in the analysis panel. Shogiban&apos;s own engine is always there.</source>
        <translation>Silniki USI, które mogą grać w Nowej grze i analizować w panelu analizy. Własny silnik Shogibana jest zawsze dostępny.</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Dodaj…</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (autor: %2)</translation>
    </message>
    <message>
        <source>Choose a USI Engine</source>
        <translation>Wybierz silnik USI</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Dodaj silnik</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>Silnik analizy:</translation>
    </message>
    <message>
        <source>Shogiban (built-in)</source>
        <translation>Shogiban (wbudowany)</translation>
    </message>
    <message>
        <source>O&amp;ptions…</source>
        <translation>O&amp;pcje…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Opcje silnika %1</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the engine thinks about each move in a game without a clock.</source>
        <translation>Jak długo silnik myśli nad każdym ruchem w partii bez zegara.</translation>
    </message>
    <message>
        <source>Time per move without a clock:</source>
        <translation>Czas na ruch bez zegara:</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Domyślnie: %1</translation>
    </message>
    <message>
        <source>&amp;Reset to Defaults</source>
        <translation>&amp;Przywróć domyślne</translation>
    </message>
    <message>
        <source>%1 by %2
%3</source>
        <translation>%1 (autor: %2)
%3</translation>
    </message>
    <message>
        <source>an unknown author</source>
        <translation>nieznany</translation>
    </message>
    <message>
        <source>Press %1 when the engine starts</source>
        <translation>Naciśnij %1 przy uruchomieniu silnika</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Przeglądaj…</translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation>Wybierz plik</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EnginePlayers</name>
    <message>
        <source>The engine of %1 is no longer among the engines (Settings &gt; Engines).</source>
        <translation>Silnika gracza %1 nie ma już wśród silników (Ustawienia &gt; Silniki).</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::EvaluationGraph</name>
    <message>
        <source>Start position</source>
        <translation>Pozycja początkowa</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Ruch %1</translation>
    </message>
    <message>
        <source>%1: %2 for sente</source>
        <translation>%1: %2 dla sente</translation>
    </message>
    <message>
        <source>%1: not analysed yet</source>
        <translation>%1: jeszcze nie przeanalizowano</translation>
    </message>
    <message>
        <source>Winning Chance</source>
        <translation>Szansa na wygraną</translation>
    </message>
    <message>
        <source>Score (up to ±%1)</source>
        <translation>Ocena (najwyżej ±%1)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FileCommands</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otwórz &amp;niedawne</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Copy Position (SFEN)</source>
        <translation>&amp;Kopiuj pozycję (SFEN)</translation>
    </message>
    <message>
        <source>Copy &amp;Game (KIF)</source>
        <translation>Kopiuj &amp;grę (KIF)</translation>
    </message>
    <message>
        <source>&amp;Paste Game or Position</source>
        <translation>&amp;Wklej grę lub pozycję</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Niezapisana gra</translation>
    </message>
    <message>
        <source>The game has moves that are not saved. Save them first?</source>
        <translation>Gra zawiera niezapisane ruchy. Zapisać je najpierw?</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Nie można otworzyć</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Nie można odczytać %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a game Shogiban can open: %2</source>
        <translation>%1 nie jest grą, którą Shogiban potrafi otworzyć: %2</translation>
    </message>
    <message>
        <source>Opened in part</source>
        <translation>Otwarto częściowo</translation>
    </message>
    <message>
        <source>%1 was opened up to the problem that stopped reading: %2</source>
        <translation>Plik %1 otwarto do miejsca problemu, który przerwał odczyt: %2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Nie można zapisać</translation>
    </message>
    <message>
        <source>%1 was not saved: %2</source>
        <translation>Nie zapisano %1: %2</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>Nie można wkleić</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Schowek nie zawiera tekstu.</translation>
    </message>
    <message>
        <source>Pasted in part</source>
        <translation>Wklejono częściowo</translation>
    </message>
    <message>
        <source>The clipboard holds no game or position Shogiban can read: %1</source>
        <translation>Schowek nie zawiera gry ani pozycji, którą Shogiban potrafi odczytać: %1</translation>
    </message>
    <message>
        <source>Cannot save automatically</source>
        <translation>Nie można zapisać automatycznie</translation>
    </message>
    <message>
        <source>The game cannot be saved automatically in %1: %2. Save it with File &gt; Save As to keep it.</source>
        <translation>Nie można automatycznie zapisać partii w %1: %2. Aby ją zachować, zapisz ją poleceniem Plik &gt; Zapisz jako.</translation>
    </message>
    <message>
        <source>Replace file</source>
        <translation>Zastąp plik</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 już istnieje. Zastąpić go?</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>brak ruchów</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Zakoń&amp;cz</translation>
    </message>
    <message>
        <source>Export Position &amp;Image…</source>
        <translation>&amp;Eksportuj obraz pozycji…</translation>
    </message>
    <message>
        <source>Copy Position as &amp;BOD</source>
        <translation>Kopiuj pozycję jako &amp;BOD</translation>
    </message>
    <message>
        <source>Copy Game as &amp;USEN</source>
        <translation>Kopiuj grę jako &amp;USEN</translation>
    </message>
    <message>
        <source>Opened without some comments</source>
        <translation>Otwarto bez niektórych komentarzy</translation>
    </message>
    <message>
        <source>%1 was opened. %2</source>
        <translation>Otwarto %1. %2</translation>
    </message>
    <message>
        <source>All game records (*.json *.jkf *.kif *.kifu *.ki2 *.csa *.sfen *.usi *.usen *.bod)</source>
        <translation>Wszystkie zapisy gier (*.json *.jkf *.kif *.kifu *.ki2 *.csa *.sfen *.usi *.usen *.bod)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Obraz PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>Obraz SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Position Image</source>
        <translation>Eksport obrazu pozycji</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Nie można wyeksportować</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>Nie zapisano %1: %2</translation>
    </message>
    <message>
        <source>%1 vs %2, start position</source>
        <translation>%1 – %2, pozycja początkowa</translation>
    </message>
    <message>
        <source>%1 vs %2, after move %3: %4</source>
        <translation>%1 – %2, po %3. ruchu: %4</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Zapisano jako %1</translation>
    </message>
    <message>
        <source>Cannot keep the game</source>
        <translation>Nie można zachować partii</translation>
    </message>
    <message>
        <source>The game cannot be kept for Continue in %1: %2.</source>
        <translation>Nie można zachować partii do późniejszego kontynuowania w %1: %2.</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Nie można kontynuować partii</translation>
    </message>
    <message>
        <source>The game kept to continue, %1, cannot be read: %2. It was removed.</source>
        <translation>Nie można odczytać partii zachowanej do kontynuowania, %1: %2. Została usunięta.</translation>
    </message>
    <message>
        <source>The game kept to continue, %1, cannot be read: %2. It was set aside as %3.</source>
        <translation>Nie można odczytać partii zachowanej do kontynuowania, %1: %2. Została odłożona jako %3.</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FindMateCommand</name>
    <message>
        <source>Find &amp;Mate…</source>
        <translation>Znajdź &amp;mata…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FindMateDialog</name>
    <message>
        <source>Start position</source>
        <translation>Pozycja początkowa</translation>
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
        <translation>Szukam… %1</translation>
    </message>
    <message>
        <source>Cancelled after %1: no mate was found so far.</source>
        <translation>Anulowano po %1: jak dotąd nie znaleziono mata.</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n move(s) (both sides&apos; moves counted, as in tsume problems), found in %1.</source>
        <translation>
            <numerusform>Mat w %n ruchu (liczone są ruchy obu stron, jak w zadaniach tsume), znaleziony w %1.</numerusform>
            <numerusform>Mat w %n ruchach (liczone są ruchy obu stron, jak w zadaniach tsume), znaleziony w %1.</numerusform>
            <numerusform>Mat w %n ruchach (liczone są ruchy obu stron, jak w zadaniach tsume), znaleziony w %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shorter mate was not ruled out.</source>
        <translation>Nie wykluczono krótszego mata.</translation>
    </message>
    <message>
        <source>No mate: the defender escapes every sequence of checks (%1).</source>
        <translation>Nie ma mata: broniący się wymyka się każdej serii szachów (%1).</translation>
    </message>
    <message>
        <source>The search ended without an answer after %1.</source>
        <translation>Szukanie zakończyło się po %1 bez odpowiedzi.</translation>
    </message>
    <message>
        <source>Find Mate</source>
        <translation>Znajdź mata</translation>
    </message>
    <message>
        <source>Looking for a mate by %1 (to move) with checks only, against every defence.</source>
        <translation>Szukam mata, którego %1 (na ruchu) daje samymi szachami przeciw każdej obronie.</translation>
    </message>
    <message>
        <source>Choose a move, or step with ← and → on the board, to see the position after it. The game is not changed.</source>
        <translation>Wybierz ruch albo przechodź klawiszami ← i → na planszy, aby zobaczyć pozycję po nim. Partia się nie zmienia.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n move(s) found in %1. Looking for a shorter one… %2</source>
        <translation>
            <numerusform>Mat w %n ruchu znaleziony w %1. Szukam krótszego… %2</numerusform>
            <numerusform>Mat w %n ruchach znaleziony w %1. Szukam krótszego… %2</numerusform>
            <numerusform>Mat w %n ruchach znaleziony w %1. Szukam krótszego… %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FurigomaDialog</name>
    <message numerus="yes">
        <source>%n pawn(s) (歩)</source>
        <translation>
            <numerusform>%n pionek (歩)</numerusform>
            <numerusform>%n pionki (歩)</numerusform>
            <numerusform>%n pionków (歩)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokin(s) (と)</source>
        <translation>
            <numerusform>%n tokin (と)</numerusform>
            <numerusform>%n tokiny (と)</numerusform>
            <numerusform>%n tokinów (と)</numerusform>
        </translation>
    </message>
    <message>
        <source>More pawns: the thrower moves first.</source>
        <translation>Więcej pionków: rzucający zaczyna.</translation>
    </message>
    <message>
        <source>More tokins: the thrower moves second.</source>
        <translation>Więcej tokinów: rzucający rusza się jako drugi.</translation>
    </message>
    <message>
        <source>More pawns: %1 threw and moves first.</source>
        <translation>Więcej pionków: rzucający (%1) zaczyna.</translation>
    </message>
    <message>
        <source>More tokins: %1 threw and moves second.</source>
        <translation>Więcej tokinów: rzucający (%1) rusza się jako drugi.</translation>
    </message>
    <message>
        <source>Furigoma: who moves first</source>
        <translation>Furigoma: kto zaczyna</translation>
    </message>
    <message>
        <source>Five pawns are thrown: more pawns (歩) face up and the thrower moves first, more tokins (と) and the thrower moves second.</source>
        <translation>Rzuca się pięcioma pionkami: więcej pionków (歩) do góry i rzucający zaczyna, więcej tokinów (と) i rzucający rusza się jako drugi.</translation>
    </message>
    <message>
        <source>Click or press a key to skip</source>
        <translation>Kliknij lub naciśnij klawisz, aby pominąć</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::GameController</name>
    <message>
        <source>move %1 cannot be played</source>
        <translation>ruchu %1 nie można wykonać</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::GamePropertiesDialog</name>
    <message>
        <source>%1 wins by forfeit</source>
        <translation>%1 wygrywa walkowerem</translation>
    </message>
    <message>
        <source>No mate (a problem without solution)</source>
        <translation>Brak mata (zadanie bez rozwiązania)</translation>
    </message>
    <message>
        <source>Ended by an error</source>
        <translation>Zakończona błędem</translation>
    </message>
    <message>
        <source>Game Information</source>
        <translation>Właściwości partii</translation>
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
        <translation>&amp;Turniej:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>&amp;Miejsce:</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>Tem&amp;po gry:</translation>
    </message>
    <message>
        <source>Ope&amp;ning:</source>
        <translation>De&amp;biut:</translation>
    </message>
    <message>
        <source>&amp;Sente (lower player):</source>
        <translation>&amp;Sente (słabszy gracz):</translation>
    </message>
    <message>
        <source>&amp;Gote (upper player):</source>
        <translation>&amp;Gote (silniejszy gracz):</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Handicap:</translation>
    </message>
    <message>
        <source>e.g. 2024/05/18 10:00</source>
        <translation>np. 2024/05/18 10:00</translation>
    </message>
    <message>
        <source>e.g. 四間飛車</source>
        <translation>np. 四間飛車</translation>
    </message>
    <message>
        <source>None (the record ends without a result)</source>
        <translation>Brak (zapis kończy się bez wyniku)</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Wynik:</translation>
    </message>
    <message>
        <source>Even game</source>
        <translation>Gra bez handicapu</translation>
    </message>
    <message>
        <source>A set-up position (no handicap)</source>
        <translation>Ustawiona pozycja (bez handicapu)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::GameReviewPane</name>
    <message>
        <source>Analyse Game</source>
        <translation>Analizuj partię</translation>
    </message>
    <message>
        <source>This game against the computer is still going on. Analyse it when it is over (or resign), so that the analysis does not take the computer&apos;s time.</source>
        <translation>Ta gra z komputerem wciąż trwa. Przeanalizuj ją po zakończeniu (lub poddaj się), aby analiza nie zabierała komputerowi czasu.</translation>
    </message>
    <message>
        <source>Every position of this game is analysed already. Analyse it again?</source>
        <translation>Wszystkie pozycje tej partii są już przeanalizowane. Przeanalizować ją ponownie?</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>zostało %1</translation>
    </message>
    <message>
        <source>Analysing the game at %1 s per move…</source>
        <translation>Analizuję partię, %1 s na ruch…</translation>
    </message>
    <message>
        <source>Stopped: %1 of %2 positions are analysed. Analyse Game continues from there.</source>
        <translation>Zatrzymano: przeanalizowano %1 z %2 pozycji. „Analizuj partię” będzie kontynuować od tego miejsca.</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Pozycja początkowa</translation>
    </message>
    <message>
        <source>%1 for sente</source>
        <translation>%1 dla sente</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Ruch %1: %2</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Jeszcze nie przeanalizowano.</translation>
    </message>
    <message>
        <source>Analyse &amp;Game…</source>
        <translation>Anal&amp;izuj partię…</translation>
    </message>
    <message>
        <source>Analyse Game (Shogi Only)</source>
        <translation>Analizuj partię (tylko shōgi)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <translation>%v z %m pozycji</translation>
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
        <translation>Shōgi, Hasami shōgi, Dai hasami shōgi i Mak-yek</translation>
    </message>
    <message>
        <source>Play the Computer</source>
        <translation>Graj z komputerem</translation>
    </message>
    <message>
        <source>Shogi, you move first</source>
        <translation>Shōgi, zaczynasz Ty</translation>
    </message>
    <message>
        <source>Two Players</source>
        <translation>Dwóch graczy</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Na tym komputerze</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lekcje</translation>
    </message>
    <message>
        <source>Open a Game</source>
        <translation>Otwórz partię</translation>
    </message>
    <message>
        <source>KIF, CSA, JKF, SFEN…</source>
        <translation>KIF, CSA, JKF, SFEN…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>Po&amp;ziom:</translation>
    </message>
    <message>
        <source>Show this page when Shogiban starts</source>
        <translation>Pokazuj tę stronę przy starcie Shogibana</translation>
    </message>
    <message>
        <source>Tsume Problems</source>
        <translation>Zadania tsume</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::ImageExportDialog</name>
    <message>
        <source>Coor&amp;dinates</source>
        <translation>&amp;Współrzędne</translation>
    </message>
    <message>
        <source>Mark the &amp;last move</source>
        <translation>&amp;Zaznacz ostatni ruch</translation>
    </message>
    <message>
        <source>&amp;Title line with the players and the move</source>
        <translation>&amp;Tytuł z graczami i ruchem</translation>
    </message>
    <message>
        <source>&amp;Flipped board</source>
        <translation>Obrócona &amp;plansza</translation>
    </message>
    <message>
        <source>Export Position Image</source>
        <translation>Eksport obrazu pozycji</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Szerokość:</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::KeyboardDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>Browsing the game and moving on the board</source>
        <translation>Przeglądanie partii i ruchy na planszy</translation>
    </message>
    <message>
        <source>Left and Right show the previous and the next move, Home and End the start and the last move, wherever the focus is except in a text field.</source>
        <translation>Strzałki w lewo i w prawo pokazują poprzedni i następny ruch, Home i End początek i ostatni ruch, gdziekolwiek jest fokus, z wyjątkiem pola tekstowego.</translation>
    </message>
    <message>
        <source>On the board, Up, Down, Enter or Space bring out the keyboard cursor: then all four arrow keys move it, Enter or Space picks a piece up and puts it down, and Escape puts the cursor away so that Left and Right browse the game again.</source>
        <translation>Na planszy strzałki w górę i w dół, Enter lub spacja przywołują kursor klawiatury: wtedy przesuwają go wszystkie cztery strzałki, Enter lub spacja podnosi bierkę i ją odkłada, a Escape chowa kursor, aby strzałki w lewo i w prawo znów przeglądały partię.</translation>
    </message>
    <message>
        <source>A move can also be typed in the box below the board, as 7g7f, P*5e or ７六歩.</source>
        <translation>Ruch można też wpisać w polu pod planszą, na przykład 7g7f, P*5e lub ７六歩.</translation>
    </message>
    <message>
        <source>Menu commands</source>
        <translation>Polecenia menu</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::LanguageSelector</name>
    <message>
        <source>System default</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>The language of the program; the change takes effect at once</source>
        <translation>Język programu; zmiana działa od razu</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::LessonPage</name>
    <message numerus="yes">
        <source>%n move(s) so far.</source>
        <translation>
            <numerusform>Na razie %n ruch.</numerusform>
            <numerusform>Na razie %n ruchy.</numerusform>
            <numerusform>Na razie %n ruchów.</numerusform>
        </translation>
    </message>
    <message>
        <source>In this exercise, stay clear of the enemy king: that move gives check.</source>
        <translation>W tym ćwiczeniu trzymaj się z dala od króla przeciwnika: ten ruch daje szacha.</translation>
    </message>
    <message>
        <source>That move does not do it. The position is set up again: try once more.</source>
        <translation>Ten ruch tego nie załatwia. Pozycja zostanie ustawiona od nowa: spróbuj jeszcze raz.</translation>
    </message>
    <message numerus="yes">
        <source>Done in %1 moves. It can be done in %n move(s): try again for all the stars.</source>
        <translation>
            <numerusform>Zrobione w %1 ruchach. Da się w %n ruchu: spróbuj ponownie, by zdobyć wszystkie gwiazdki.</numerusform>
            <numerusform>Zrobione w %1 ruchach. Da się w %n ruchach: spróbuj ponownie, by zdobyć wszystkie gwiazdki.</numerusform>
            <numerusform>Zrobione w %1 ruchach. Da się w %n ruchach: spróbuj ponownie, by zdobyć wszystkie gwiazdki.</numerusform>
        </translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Brawo!</translation>
    </message>
    <message>
        <source>That is the rule. Well done!</source>
        <translation>Taka jest zasada. Brawo!</translation>
    </message>
    <message>
        <source>Hint: try the move the arrow shows.</source>
        <translation>Podpowiedź: spróbuj ruchu, który pokazuje strzałka.</translation>
    </message>
    <message>
        <source>Hint: the arrow shows a good move.</source>
        <translation>Podpowiedź: strzałka pokazuje dobry ruch.</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Jeszcze raz</translation>
    </message>
    <message>
        <source>Back to the &amp;Start Page</source>
        <translation>Wróć do strony &amp;startowej</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lekcje</translation>
    </message>
    <message>
        <source>Choose a lesson from the list.</source>
        <translation>Wybierz lekcję z listy.</translation>
    </message>
    <message>
        <source>Start the &amp;First Lesson</source>
        <translation>Zacznij &amp;pierwszą lekcję</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lekcja %1: %2</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Ćwiczenie %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>It can be done in %n move(s).</source>
        <translation>
            <numerusform>Da się to zrobić w %n ruchu.</numerusform>
            <numerusform>Da się to zrobić w %n ruchach.</numerusform>
            <numerusform>Da się to zrobić w %n ruchach.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Next Exercise</source>
        <translation>&amp;Następne ćwiczenie</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Następna lekcja</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>Lesson done: %1</source>
        <translation>Lekcja ukończona: %1</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>Po&amp;dpowiedź</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Practise: Tsume Problems, Mate in %n</source>
        <translation>
            <numerusform>Ćwicz: zadania &amp;tsume, mat w %n ruchu</numerusform>
            <numerusform>Ćwicz: zadania &amp;tsume, mat w %n ruchach</numerusform>
            <numerusform>Ćwicz: zadania &amp;tsume, mat w %n ruchach</numerusform>
        </translation>
    </message>
    <message>
        <source>The lessons cannot be read: %1</source>
        <translation>Nie można wczytać lekcji: %1</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::LinePreview</name>
    <message>
        <source>Preview of an analysed line, move %1 of %2 (the game is unchanged). ← → step through it, Esc or a click elsewhere returns to the game.</source>
        <translation>Podgląd przeanalizowanego wariantu, ruch %1 z %2 (partia bez zmian). ← → przechodzenie, Esc lub kliknięcie gdzie indziej wraca do partii.</translation>
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
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Cofnij ruch</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>P&amp;oddaj się</translation>
    </message>
    <message>
        <source>&amp;Count Impasse Points (24 Points)</source>
        <translation>Policz punk&amp;ty impasu (24 punkty)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Obróć planszę</translation>
    </message>
    <message>
        <source>&amp;Learning Mode</source>
        <translation>Tryb na&amp;uki</translation>
    </message>
    <message>
        <source>F&amp;irst Position</source>
        <translation>Pozycja &amp;początkowa</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>Poprze&amp;dni ruch</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>&amp;Następny ruch</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>&amp;Bierki</translation>
    </message>
    <message>
        <source>&amp;About Shogiban</source>
        <translation>&amp;O programie Shogiban</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Myślę…</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>The game cannot start: %1</source>
        <translation>Nie można rozpocząć partii: %1</translation>
    </message>
    <message>
        <source>move %1 (%2) is not legal there</source>
        <translation>ruch %1 (%2) jest tam niedozwolony</translation>
    </message>
    <message>
        <source>Take back the last move? Both players must agree.</source>
        <translation>Cofnąć ostatni ruch? Obaj gracze muszą się zgodzić.</translation>
    </message>
    <message>
        <source>Do you really want to resign?</source>
        <translation>Czy na pewno chcesz się poddać?</translation>
    </message>
    <message>
        <source>%1 offers a draw. Does %2 accept it?</source>
        <translation>%1 proponuje remis. Czy %2 go przyjmuje?</translation>
    </message>
    <message>
        <source>Declare Impasse</source>
        <translation>Deklaracja impasu</translation>
    </message>
    <message>
        <source>The declaration is not valid yet. Your king must stand in the enemy camp and not be in check, at least 10 of your other pieces must stand there too, and those pieces plus your pieces in hand must be worth at least 28 points as sente or 27 as gote (rook and bishop 5, every other piece 1).</source>
        <translation>Deklaracja jeszcze nie jest ważna. Twój król musi stać w obozie przeciwnika i nie być szachowany, musi tam stać także co najmniej 10 innych Twoich bierek, a te bierki razem z bierkami na ręce muszą być warte co najmniej 28 punktów jako sente lub 27 jako gote (wieża i goniec 5, każda inna bierka 1).</translation>
    </message>
    <message>
        <source>Both kings have entered. Do both players agree to count the points? A side with fewer than 24 points loses; otherwise it is a draw.</source>
        <translation>Oba króle weszły do obozu przeciwnika. Czy obaj gracze zgadzają się policzyć punkty? Strona, która ma mniej niż 24 punkty, przegrywa; w przeciwnym razie jest remis.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Szukam dobrego ruchu…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Podpowiedź: %1</translation>
    </message>
    <message>
        <source>No hint found.</source>
        <translation>Nie znaleziono podpowiedzi.</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2</source>
        <translation>Przeglądasz ruch %1 z %2</translation>
    </message>
    <message>
        <source>%1 to move: check!</source>
        <translation>Na ruchu: %1 – szach!</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Na ruchu: %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <source>This is the position after move %1. To play on, return to the last move (End, or click it in the move list).</source>
        <translation>To jest pozycja po ruchu %1. Aby grać dalej, wróć do ostatniego ruchu (End albo kliknij go na liście ruchów).</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn: wait for its move.</source>
        <translation>Ruch należy do komputera: poczekaj na jego ruch.</translation>
    </message>
    <message>
        <source>Declare &amp;Impasse (27 Points)</source>
        <translation>&amp;Zadeklaruj impas (27 punktów)</translation>
    </message>
    <message>
        <source>The game is paused: choose Game &gt; Pause again to go on.</source>
        <translation>Partia jest wstrzymana: wybierz ponownie Gra &gt; Pauza, aby ją wznowić.</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Gracz komputerowy</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Wstrzymano</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>P&amp;auza</translation>
    </message>
    <message>
        <source>La&amp;st Move</source>
        <translation>Ostatni ru&amp;ch</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>Silni&amp;ki…</translation>
    </message>
    <message>
        <source>&amp;Engine Log</source>
        <translation>&amp;Dziennik silników</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>Zewnętrzne silniki:</translation>
    </message>
    <message>
        <source>H&amp;ome</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lekcje</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>Pa&amp;sek narzędzi</translation>
    </message>
    <message>
        <source>The game in progress, move %1</source>
        <translation>Trwająca partia, ruch %1</translation>
    </message>
    <message>
        <source>Next: %1. %2</source>
        <translation>Następna: %1. %2</translation>
    </message>
    <message>
        <source>%1[*] – Shogiban</source>
        <translation>%1[*] – Shogiban</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>Rozwiązane: %1 z %2</translation>
    </message>
    <message>
        <source>Solve as Tsume Problem</source>
        <translation>Rozwiąż jako zadanie tsume</translation>
    </message>
    <message>
        <source>No mate by checks was found for the side to move: the position cannot be solved as a tsume problem.</source>
        <translation>Dla strony na ruchu nie znaleziono mata samymi szachami: tej pozycji nie da się rozwiązać jako zadania tsume.</translation>
    </message>
    <message>
        <source>Tsume Pro&amp;blems</source>
        <translation>Za&amp;dania tsume</translation>
    </message>
    <message>
        <source>Sol&amp;ve as Tsume Problem</source>
        <translation>Rozwiąż &amp;jako zadanie tsume</translation>
    </message>
    <message>
        <source>Agree to a Dra&amp;w</source>
        <translation>Uzgodnij &amp;remis</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klawiatura</translation>
    </message>
    <message>
        <source>Studying the record (no clock, no computer): %1 to move</source>
        <translation>Analiza zapisu (bez zegara i bez komputera): na ruchu %1</translation>
    </message>
    <message>
        <source>Thinking on your time…</source>
        <translation>Myślę w Twoim czasie…</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::MoveListModel</name>
    <message>
        <source>Start position</source>
        <translation>Pozycja początkowa</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ruch</translation>
    </message>
    <message numerus="yes">
        <source>%n other move(s) in variations here</source>
        <translation>
            <numerusform>Tu %n inny ruch w wariantach</numerusform>
            <numerusform>Tu %n inne ruchy w wariantach</numerusform>
            <numerusform>Tu %n innych ruchów w wariantach</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::MoveListPanel</name>
    <message>
        <source>First position</source>
        <translation>Pozycja początkowa</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Poprzedni ruch</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Następny ruch</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Ostatni ruch</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Wariant:</translation>
    </message>
    <message>
        <source>As the variant says</source>
        <translation>Zgodnie z wariantem</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation>&amp;Handicap:</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Przeciwko komputerowi</translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation>Dwóch graczy przy tym komputerze</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>Komputer przeciwko komputerowi</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Tryb:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Rozpocznij</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Poziom:</translation>
    </message>
    <message>
        <source>Decided by furigoma</source>
        <translation>Rozstrzyga furigoma</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Grasz &amp;jako:</translation>
    </message>
    <message>
        <source>Player 1 &amp;plays:</source>
        <translation>Gracz 1 gra &amp;jako:</translation>
    </message>
    <message>
        <source>Computer 1 &amp;plays:</source>
        <translation>Komputer 1 gra &amp;jako:</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Ty:</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Komputer:</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>Gracz 1:</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>Gracz 2:</translation>
    </message>
    <message>
        <source>Computer 1:</source>
        <translation>Komputer 1:</translation>
    </message>
    <message>
        <source>Computer 2:</source>
        <translation>Komputer 2:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Gracz 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Gracz 2</translation>
    </message>
    <message>
        <source>Computer 1</source>
        <translation>Komputer 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Komputer 2</translation>
    </message>
    <message>
        <source>Me&amp;n to capture:</source>
        <translation>Pionki do &amp;zbicia:</translation>
    </message>
    <message>
        <source>Each player their &amp;own time</source>
        <translation>Każdy gracz ma włas&amp;ny czas</translation>
    </message>
    <message>
        <source>&amp;Time for %1:</source>
        <translation>&amp;Czas dla: %1</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>Tem&amp;po gry:</translation>
    </message>
    <message>
        <source>Time for %1:</source>
        <translation>Czas dla: %1</translation>
    </message>
    <message>
        <source>Shogiban AI</source>
        <translation>Shogiban AI</translation>
    </message>
    <message>
        <source>The built-in AI, or an engine added in Settings &gt; Engines</source>
        <translation>Wbudowana SI albo silnik dodany w Ustawienia &gt; Silniki</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PiecesDialog</name>
    <message>
        <source>Pieces</source>
        <translation>Bierki</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PlayFromHereDialog</name>
    <message>
        <source>&amp;Two players on this computer</source>
        <translation>&amp;Dwóch graczy przy tym komputerze</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Graj od tego miejsca</translation>
    </message>
    <message>
        <source>A new game starts from the position on the board. The game shown now is left as it is (save it first if you want to keep it).</source>
        <translation>Nowa gra zacznie się od pozycji na planszy. Pokazana partia zostaje bez zmian (zapisz ją najpierw, jeśli chcesz ją zachować).</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Grasz &amp;jako:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Poziom komputera:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;Against the computer</source>
        <translation>Przeciwko &amp;komputerowi</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PlayerPanels</name>
    <message>
        <source>%1 · level %2</source>
        <translation>%1 · poziom %2</translation>
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
        <translation>Zadanie &amp;tsume: reszta kompletu trafia na rękę broniącego się</translation>
    </message>
    <message>
        <source>Edit Position</source>
        <translation>Edycja pozycji</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Bierki</translation>
    </message>
    <message>
        <source>Drag pieces onto the board or a stand, or choose one and click squares. Right-click a piece to turn it over or give it to the other player (Shift: other player at once). Drag a piece off the board to remove it.</source>
        <translation>Przeciągaj bierki na planszę lub podstawkę albo wybierz jedną i klikaj pola. Prawym przyciskiem odwrócisz bierkę lub oddasz ją drugiemu graczowi (z Shiftem od razu drugiemu graczowi). Bierkę usuniesz, przeciągając ją poza planszę.</translation>
    </message>
    <message>
        <source>&amp;Play…</source>
        <translation>&amp;Graj…</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>A&amp;nalizuj</translation>
    </message>
    <message>
        <source>Find &amp;Mate</source>
        <translation>Znajdź &amp;mata</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Zapisz…</translation>
    </message>
    <message>
        <source>Pieces in hand</source>
        <translation>Bierki na ręce</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Pozycja</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Na ruchu:</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Wyczyść planszę</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Pozycja początkowa</translation>
    </message>
    <message>
        <source>Set &amp;Up</source>
        <translation>&amp;Ustaw</translation>
    </message>
    <message>
        <source>Replaces the position by the chosen start position.</source>
        <translation>Zastępuje pozycję wybraną pozycją początkową.</translation>
    </message>
    <message>
        <source>%1 to move. The position can be played.</source>
        <translation>Na ruchu jest %1. Pozycję można rozegrać.</translation>
    </message>
    <message>
        <source>%1; the square is marked on the board</source>
        <translation>%1; pole jest zaznaczone na planszy</translation>
    </message>
    <message>
        <source>This position cannot be played: %1.</source>
        <translation>Tej pozycji nie można rozegrać: %1.</translation>
    </message>
    <message>
        <source>Keyboard: arrow keys move over the board; K R B G S N L P put a piece there (Shift: gote&apos;s), + turns it over, Delete removes it, H puts it into sente&apos;s hand (Shift+H: gote&apos;s), Ctrl+letter takes one from sente&apos;s hand (Ctrl+Shift: gote&apos;s). The Menu key or Shift+F10 lists it all.</source>
        <translation>Klawiatura: strzałki przesuwają po planszy; K R B G S N L P stawiają tam bierkę (z Shiftem bierkę gote), + ją odwraca, Delete ją usuwa, H kładzie ją na rękę sente (Shift+H: gote), Ctrl+litera bierze jedną bierkę z ręki sente (Ctrl+Shift: gote). Klawisz Menu lub Shift+F10 pokazuje wszystko.</translation>
    </message>
    <message>
        <source>Past the board&apos;s edge the arrow keys go onto a stand: there a letter adds a piece of that kind to the hand (Shift+letter takes one away), + and - change the count of the chosen kind.</source>
        <translation>Za krawędzią planszy strzałki przechodzą na stojak: tam litera dodaje do ręki bierkę tego rodzaju (Shift+litera jedną zabiera), + i - zmieniają liczbę wybranego rodzaju.</translation>
    </message>
    <message>
        <source>Edit Position: %1</source>
        <translation>Edycja pozycji: %1</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Pionki</translation>
    </message>
    <message>
        <source>Drag men onto the board, or choose one and click squares. Right-click a man to give it to the other player. Drag a man off the board to remove it: the men not on the board count as captured (beside the board).</source>
        <translation>Przeciągaj pionki na planszę albo wybierz jeden i klikaj pola. Prawym przyciskiem oddasz pionek drugiemu graczowi. Przeciągnij pionek poza planszę, aby go usunąć: pionki, których nie ma na planszy, liczą się jako zbite (obok planszy).</translation>
    </message>
    <message>
        <source>Keyboard: arrow keys move over the board; M puts a black man there (Shift+M: a white one), Space gives it to the other player, Delete removes it. The Menu key or Shift+F10 lists it all.</source>
        <translation>Klawiatura: strzałki przesuwają po planszy; M stawia tam czarnego pionka (Shift+M: białego), spacja oddaje go drugiemu graczowi, Delete go usuwa. Klawisz Menu lub Shift+F10 pokazuje wszystko.</translation>
    </message>
    <message>
        <source>Set &amp;Up the Start Position</source>
        <translation>&amp;Ustaw pozycję początkową</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::PromotionDialog</name>
    <message>
        <source>Promote this piece?</source>
        <translation>Promować tę bierkę?</translation>
    </message>
    <message>
        <source>Promote (P)</source>
        <translation>Promuj (P)</translation>
    </message>
    <message>
        <source>Do not promote (N)</source>
        <translation>Nie promuj (N)</translation>
    </message>
    <message>
        <source>Esc cancels the move.</source>
        <translation>Esc anuluje ruch.</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RecordActions</name>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Cofnij: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ponów: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Make Main Line</source>
        <translation>Ustaw jako &amp;główny wariant</translation>
    </message>
    <message>
        <source>&amp;Delete This Move and the Rest</source>
        <translation>&amp;Usuń ten ruch i wszystkie następne</translation>
    </message>
    <message>
        <source>Game In&amp;formation…</source>
        <translation>&amp;Właściwości partii…</translation>
    </message>
    <message>
        <source>Another move</source>
        <translation>Inny ruch</translation>
    </message>
    <message>
        <source>The record goes on with another move here. Keep it and add this move as a variation, or replace the rest of the line?</source>
        <translation>Zapis ma w tym miejscu inny ruch. Zachować go i dodać ten ruch jako wariant, czy zastąpić resztę wariantu?</translation>
    </message>
    <message>
        <source>New &amp;Variation</source>
        <translation>Nowy &amp;wariant</translation>
    </message>
    <message>
        <source>&amp;Replace the Rest</source>
        <translation>&amp;Zastąp resztę</translation>
    </message>
    <message>
        <source>&amp;Undo Your Last Move</source>
        <translation>&amp;Cofnij swój ostatni ruch</translation>
    </message>
    <message>
        <source>Undoes edits of the record (moves between two people or in a study, variations, comments, bookmarks, game information); against the computer, takes back your last move</source>
        <translation>Cofa zmiany zapisu (ruchy między dwiema osobami lub w analizie, warianty, komentarze, zakładki, informacje o partii); przeciw komputerowi cofa twój ostatni ruch</translation>
    </message>
    <message>
        <source>Continue the G&amp;ame</source>
        <translation>Kont&amp;ynuuj partię</translation>
    </message>
    <message>
        <source>Plays on from the end of the line shown, with the game&apos;s players and clocks (an opened record is only looked at until then)</source>
        <translation>Gra dalej od końca pokazanego wariantu, z graczami i zegarami partii (otwarty zapis jest do tego czasu tylko przeglądany)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RecordDocument</name>
    <message>
        <source>Add Move</source>
        <translation>Dodanie ruchu</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Cofnięcie ruchu</translation>
    </message>
    <message>
        <source>Replace Moves</source>
        <translation>Zastąpienie ruchów</translation>
    </message>
    <message>
        <source>New Variation</source>
        <translation>Nowy wariant</translation>
    </message>
    <message>
        <source>Promote to Main Line</source>
        <translation>Ustawienie jako główny wariant</translation>
    </message>
    <message>
        <source>Delete Moves</source>
        <translation>Usunięcie ruchów</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Edycja komentarza</translation>
    </message>
    <message>
        <source>Edit Bookmark</source>
        <translation>Edycja zakładki</translation>
    </message>
    <message>
        <source>Edit Game Information</source>
        <translation>Edycja informacji o partii</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RestoreDialog</name>
    <message>
        <source>Restore game</source>
        <translation>Przywróć grę</translation>
    </message>
    <message>
        <source>A game of an earlier session was not saved: Shogiban was closed before it was, or stopped unexpectedly. Restore it?</source>
        <translation>Gra z wcześniejszej sesji nie została zapisana: Shogiban został zamknięty przed jej zapisaniem lub nieoczekiwanie przerwał pracę. Przywrócić ją?</translation>
    </message>
    <message>
        <source>Games of earlier sessions were not saved: Shogiban was closed before they were, or stopped unexpectedly. Restore one of them?</source>
        <translation>Gry z wcześniejszych sesji nie zostały zapisane: Shogiban został zamknięty przed ich zapisaniem lub nieoczekiwanie przerwał pracę. Przywrócić jedną z nich?</translation>
    </message>
    <message>
        <source>A restored game is shown instead of %1.</source>
        <translation>Przywrócona gra zostanie pokazana zamiast %1.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>P&amp;rzywróć</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Odrzuć</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>&amp;Odrzuć wszystkie</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>Zapytaj &amp;później</translation>
    </message>
    <message>
        <source>Saved %1, cannot be read: %2</source>
        <translation>Zapisano %1, nie można odczytać: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2), saved %3</source>
        <translation>%1 (%2), zapisano %3</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::ReviewDialog</name>
    <message>
        <source>Analyse Game</source>
        <translation>Analizuj partię</translation>
    </message>
    <message>
        <source>The engine analyses every position of the game&apos;s main line and marks the moves that lost winning chances. You can go on using the window meanwhile, and cancel at any time: what is analysed is kept and saved with the game.</source>
        <translation>Program analizuje każdą pozycję głównego wariantu partii i oznacza ruchy, które straciły szanse na wygraną. W tym czasie możesz dalej korzystać z okna i w każdej chwili anulować: to, co przeanalizowano, zostaje i jest zapisywane z partią.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Czas na ruch:</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizuj</translation>
    </message>
    <message>
        <source>%1 of %2 positions are analysed already; the other %3 take about %4.</source>
        <translation>%1 z %2 pozycji jest już przeanalizowanych; pozostałe %3 zajmą około %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s): about %1.</source>
        <translation>
            <numerusform>%n pozycja: około %1.</numerusform>
            <numerusform>%n pozycje: około %1.</numerusform>
            <numerusform>%n pozycji: około %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>&amp;Kontynuuj</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Shōgi</translation>
    </message>
    <message>
        <source>Hasami shogi and mak-yek</source>
        <translation>Hasami shōgi i mak-yek</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Bierki:</translation>
    </message>
    <message>
        <source>Kanji</source>
        <translation>Kanji</translation>
    </message>
    <message>
        <source>International symbols</source>
        <translation>Symbole międzynarodowe</translation>
    </message>
    <message>
        <source>Kanji and symbols</source>
        <translation>Kanji i symbole</translation>
    </message>
    <message>
        <source>Move &amp;hints:</source>
        <translation>&amp;Podpowiedzi ruchów:</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Zawsze</translation>
    </message>
    <message>
        <source>Only in learning mode</source>
        <translation>Tylko w trybie nauki</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nigdy</translation>
    </message>
    <message>
        <source>&amp;Ranks:</source>
        <translation>&amp;Rzędy:</translation>
    </message>
    <message>
        <source>Kanji numerals (一..九)</source>
        <translation>Cyfry kanji (一..九)</translation>
    </message>
    <message>
        <source>Letters (a..i)</source>
        <translation>Litery (a..i)</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>&amp;Notacja:</translation>
    </message>
    <message>
        <source>Japanese (☗７六歩)</source>
        <translation>Japońska (☗７六歩)</translation>
    </message>
    <message>
        <source>Western (P-7f)</source>
        <translation>Zachodnia (P-7f)</translation>
    </message>
    <message>
        <source>&amp;Learning mode: show how pieces move and why moves are refused</source>
        <translation>&amp;Tryb nauki: pokazuj, jak poruszają się bierki i dlaczego ruchy są odrzucane</translation>
    </message>
    <message>
        <source>&amp;Turn the board when a person plays gote</source>
        <translation>Obracaj p&amp;lanszę, gdy człowiek gra gote</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Dźwięki:</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Głośność:</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Odtwarzaj &amp;dźwięki</translation>
    </message>
    <message>
        <source>Another &amp;move while reviewing:</source>
        <translation>Inny r&amp;uch podczas przeglądania:</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>Rozpoczyna nowy wariant</translation>
    </message>
    <message>
        <source>Asks: new variation or replace the rest</source>
        <translation>Pyta: nowy wariant czy zastąpić resztę</translation>
    </message>
    <message>
        <source>Level 10 thin&amp;ks on your time (uses a core while you think)</source>
        <translation>Poziom 10 &amp;myśli w twoim czasie (zajmuje jeden rdzeń procesora, gdy się zastanawiasz)</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::TimeControlEditor</name>
    <message>
        <source>Custom…</source>
        <translation>Własne…</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Nagła śmierć</translation>
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
        <translation>&amp;Okresy:</translation>
    </message>
    <message>
        <source>&amp;Increment:</source>
        <translation>&amp;Dodatek:</translation>
    </message>
    <message>
        <source>Main time</source>
        <translation>Czas główny</translation>
    </message>
</context>
<context>
    <name>shogiban::ui::TsumePage</name>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Mat w %n ruchu</numerusform>
            <numerusform>Mat w %n ruchach</numerusform>
            <numerusform>Mat w %n ruchach</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem %1</source>
        <translation>Zadanie %1</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n tries</source>
        <translation>
            <numerusform>Rozwiązane w %n próbie</numerusform>
            <numerusform>Rozwiązane w %n próbach</numerusform>
            <numerusform>Rozwiązane w %n próbach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not solved yet: %n wrong tries</source>
        <translation>
            <numerusform>Jeszcze nierozwiązane: %n błędna próba</numerusform>
            <numerusform>Jeszcze nierozwiązane: %n błędne próby</numerusform>
            <numerusform>Jeszcze nierozwiązane: %n błędnych prób</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 problems solved</source>
        <translation>Rozwiązane zadania: %1 z %2</translation>
    </message>
    <message>
        <source>In a tsume problem every move of yours must give check.</source>
        <translation>W zadaniu tsume każdy twój ruch musi dawać szacha.</translation>
    </message>
    <message>
        <source>%1 does not mate. Try again.</source>
        <translation>%1 nie daje mata. Spróbuj jeszcze raz.</translation>
    </message>
    <message numerus="yes">
        <source>%1 mates too, but not in %n moves: the defender answers %2. Try again for the shortest mate.</source>
        <translation>
            <numerusform>%1 też prowadzi do mata, ale nie w %n ruchu: broniący się odpowiada %2. Spróbuj znaleźć najkrótszego mata.</numerusform>
            <numerusform>%1 też prowadzi do mata, ale nie w %n ruchach: broniący się odpowiada %2. Spróbuj znaleźć najkrótszego mata.</numerusform>
            <numerusform>%1 też prowadzi do mata, ale nie w %n ruchach: broniący się odpowiada %2. Spróbuj znaleźć najkrótszego mata.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not mate: the defender answers %2 and escapes. Try again (the button or a click on the board).</source>
        <translation>%1 nie daje mata: broniący się odpowiada %2 i ucieka. Spróbuj jeszcze raz (przyciskiem lub kliknięciem w planszę).</translation>
    </message>
    <message numerus="yes">
        <source>Right. The defender answers %1: now mate in %n.</source>
        <translation>
            <numerusform>Dobrze. Broniący się odpowiada %1: teraz mat w %n ruchu.</numerusform>
            <numerusform>Dobrze. Broniący się odpowiada %1: teraz mat w %n ruchach.</numerusform>
            <numerusform>Dobrze. Broniący się odpowiada %1: teraz mat w %n ruchach.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mate! Solved at the first try.</source>
        <translation>Mat! Rozwiązane za pierwszym razem.</translation>
    </message>
    <message numerus="yes">
        <source>Mate! Solved after %n wrong tries.</source>
        <translation>
            <numerusform>Mat! Rozwiązane po %n błędnej próbie.</numerusform>
            <numerusform>Mat! Rozwiązane po %n błędnych próbach.</numerusform>
            <numerusform>Mat! Rozwiązane po %n błędnych próbach.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: the move drops a piece from your hand: the %1.</source>
        <translation>Podpowiedź: ruch to zrzut bierki z ręki (%1).</translation>
    </message>
    <message>
        <source>Hint: the move is made with the %1 marked on the board.</source>
        <translation>Podpowiedź: ruch wykonuje bierka zaznaczona na planszy (%1).</translation>
    </message>
    <message>
        <source>Hint: the arrow shows the move.</source>
        <translation>Podpowiedź: strzałka pokazuje ruch.</translation>
    </message>
    <message>
        <source>Set up again: find another move.</source>
        <translation>Pozycja ustawiona ponownie: znajdź inny ruch.</translation>
    </message>
    <message>
        <source>Every problem is solved. Well done!</source>
        <translation>Wszystkie zadania rozwiązane. Brawo!</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>Podp&amp;owiedź</translation>
    </message>
    <message>
        <source>More H&amp;int</source>
        <translation>Więcej po&amp;dpowiedzi</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Jeszcze raz</translation>
    </message>
    <message>
        <source>&amp;Next Unsolved Problem</source>
        <translation>&amp;Następne nierozwiązane zadanie</translation>
    </message>
    <message>
        <source>Back to the &amp;Start Page</source>
        <translation>Wróć do strony &amp;startowej</translation>
    </message>
    <message>
        <source>Tsume Problems</source>
        <translation>Zadania tsume</translation>
    </message>
    <message>
        <source>Choose a problem from the list.</source>
        <translation>Wybierz zadanie z listy.</translation>
    </message>
    <message>
        <source>The problems cannot be read: %1</source>
        <translation>Nie można wczytać zadań: %1</translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n: problem %1 of %2</source>
        <translation>
            <numerusform>Mat w %n ruchu: zadanie %1 z %2</numerusform>
            <numerusform>Mat w %n ruchach: zadanie %1 z %2</numerusform>
            <numerusform>Mat w %n ruchach: zadanie %1 z %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n: a position from the game</source>
        <translation>
            <numerusform>Mat w %n ruchu: pozycja z partii</numerusform>
            <numerusform>Mat w %n ruchach: pozycja z partii</numerusform>
            <numerusform>Mat w %n ruchach: pozycja z partii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sente to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</source>
        <translation>
            <numerusform>Sente na ruchu daje mata w %n ruchu. Każdy twój ruch musi dawać szacha; obrońca broni się jak najdłużej.</numerusform>
            <numerusform>Sente na ruchu daje mata w %n ruchach. Każdy twój ruch musi dawać szacha; obrońca broni się jak najdłużej.</numerusform>
            <numerusform>Sente na ruchu daje mata w %n ruchach. Każdy twój ruch musi dawać szacha; obrońca broni się jak najdłużej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gote to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</source>
        <translation>
            <numerusform>Gote na ruchu daje mata w %n ruchu. Każdy twój ruch musi dawać szacha; obrońca broni się jak najdłużej.</numerusform>
            <numerusform>Gote na ruchu daje mata w %n ruchach. Każdy twój ruch musi dawać szacha; obrońca broni się jak najdłużej.</numerusform>
            <numerusform>Gote na ruchu daje mata w %n ruchach. Każdy twój ruch musi dawać szacha; obrońca broni się jak najdłużej.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::VariationPane</name>
    <message>
        <source>(end)</source>
        <translation>(koniec)</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>Główny wariant</translation>
    </message>
    <message>
        <source>Variations:</source>
        <translation>Warianty:</translation>
    </message>
    <message>
        <source>Make Main Line</source>
        <translation>Ustaw jako główny</translation>
    </message>
    <message>
        <source>The shown line becomes the main line; the old one is kept as a variation</source>
        <translation>Pokazany wariant staje się głównym; dotychczasowy główny zostaje jako wariant</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Deletes the shown move and the moves after it on this line</source>
        <translation>Usuwa pokazany ruch i wszystkie ruchy po nim w tym wariancie</translation>
    </message>
</context>
</TS>
