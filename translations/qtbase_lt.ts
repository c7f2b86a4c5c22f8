<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="lt_LT">
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Atšaukti</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Uždaryti</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Gerai</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Į&amp;rašyti</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Taip</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Nutraukti</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Taikyti</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Atšaukti</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Uždaryti</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Uždaryti neįrašius</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Atmesti</translation>
    </message>
    <message>
        <source>Don&apos;t Save</source>
        <translation>Neįrašyti</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Žinynas</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Nepaisyti</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;e visiems</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Gerai</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Atverti</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atstatyti</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Atkurti numatytuosius</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Kartoti</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Įrašyti</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Įrašyti viską</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Taip &amp;visiems</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>&lt;h3&gt;About Qt&lt;/h3&gt;&lt;p&gt;This program uses Qt version %1.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Apie Qt&lt;/h3&gt;&lt;p&gt;Ši programa naudoja Qt %1 versiją.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Apie Qt</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Žinynas</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Slėpti išsamią informaciją...</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Gerai</translation>
    </message>
    <message>
        <source>Show Details...</source>
        <translation>Rodyti išsamiau...</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Atšaukti</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Uždaryti</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Gerai</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Į&amp;rašyti</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Uždaryti neįrašius</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Taip</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Nutraukti</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Taikyti</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Atšaukti</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Uždaryti</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Atmesti</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Žinynas</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Nepaisyti</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;e visiems</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Gerai</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Atverti</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atstatyti</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Atkurti numatytuosius</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Kartoti</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Įrašyti</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Įrašyti viską</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Taip &amp;visiems</translation>
    </message>
</context>
<context>
    <name>QErrorMessage</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Gerai</translation>
    </message>
    <message>
        <source>&amp;Show this message again</source>
        <translation>&amp;Rodyti šį pranešimą vėl</translation>
    </message>
    <message>
        <source>Debug Message:</source>
        <translation>Derinimo pranešimas:</translation>
    </message>
    <message>
        <source>Fatal Error:</source>
        <translation>Lemtinga klaida:</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>Įspėjimas:</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Aplankas nerastas.
Patikrinkite, ar nurodėte teisingą aplanko vardą.</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Failas nerastas.
Patikrinkite, ar nurodėte teisingą failo vardą.</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 failas</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 jau yra.
Ar norite jį pakeisti?</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Pasirinkti</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Ištrinti</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Naujas aplankas</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Atverti</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Per&amp;vadinti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Į&amp;rašyti</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>„%1“ apsaugotas nuo rašymo.
Vis tiek norite jį ištrinti?</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Nuoroda</translation>
    </message>
    <message>
        <source>Alias</source>
        <comment>Mac OS X Finder</comment>
        <translation>Nuoroda</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Visi failai (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Visi failai (*)</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Ar tikrai norite ištrinti „%1“?</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atgal</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Perjungti į išsamų rodinį</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Perjungti į sąrašo rodinį</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Nepavyko ištrinti aplanko.</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Sukurti naują aplanką</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Sukurti naują aplanką</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ištrinti</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Išsamus rodinys</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Aplankai</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Aplankas:</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Diskas</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Failas</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Failo &amp;vardas:</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Failų aplankas</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Failai</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Failų tipas:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Rasti aplanką</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Aplankas</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Pirmyn</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Eiti atgal</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Eiti pirmyn</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Eiti į aukštesnį aplanką</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Sąrašo rodinys</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Vietų ir žymių sąrašas</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Ieškoti:</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Mano kompiuteris</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Naujas aplankas</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Atverti</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Aukštesnis aplankas</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Paskiausiai lankytos vietos</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Pašalinti</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Įrašyti kaip</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Nuoroda</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Rodyti </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Rodyti &amp;paslėptus failus</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Šoninė juosta</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Nežinomas</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopijuoti</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Į&amp;klijuoti</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Pa&amp;kartoti</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anuliuoti</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Iš&amp;kirpti</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Šalinti</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pažymėti viską</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopijuoti</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Į&amp;klijuoti</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Pa&amp;kartoti</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anuliuoti</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopijuoti &amp;saito adresą</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Iš&amp;kirpti</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Šalinti</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pažymėti viską</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 byte(s)</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name &quot;%1&quot; can not be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuations marks.</source>
        <translation>&lt;b&gt;Vardo „%1“ naudoti negalima.&lt;/b&gt;&lt;p&gt;Pabandykite kitą vardą: trumpesnį arba be skyrybos ženklų.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompiuteris</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Pakeitimo data</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>Netinkamas failo vardas</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rūšis</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Mano kompiuteris</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Vardas</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dydis</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipas</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Pažymėti viską</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Žingsnis &amp;aukštyn</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Žingsnis &amp;žemyn</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>Įveskite reikšmę:</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Atšaukti</translation>
    </message>
</context>
</TS>
