# Turns a text file into a C++ source that defines it as a null-terminated char array, so that
# core (which links no Qt resources) can carry data files. Run as
#   cmake -DINPUT=file -DOUTPUT=file.cpp -DSYMBOL=Name -DNAMESPACE=ns -P EmbedText.cmake
file(READ "${INPUT}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}" "// Generated from ${INPUT} by cmake/EmbedText.cmake: do not edit.\n"
     "namespace ${NAMESPACE} {\nextern const char ${SYMBOL}[];\nconst char ${SYMBOL}[] = {\n${bytes}0};\n}\n")
