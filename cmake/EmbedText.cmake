# Turns a file into a C++ source that defines it as a null-terminated char array, so that
# core (which links no Qt resources) can carry data files. Run as
#   cmake -DINPUT=file -DOUTPUT=file.cpp -DSYMBOL=Name -DNAMESPACE=ns [-DSIZE_SYMBOL=Name] -P EmbedText.cmake
# SIZE_SYMBOL, when given, names an unsigned long long that holds the file's size in bytes
# (for binary files, which may hold zeros); the array is then of unsigned char, as bytes above
# 0x7f do not fit a char.
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" hex_length)
math(EXPR size "${hex_length} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
set(size_definition "")
set(element "char")
if(SIZE_SYMBOL)
    set(element "unsigned char")
    set(size_definition "extern const unsigned long long ${SIZE_SYMBOL};\nconst unsigned long long ${SIZE_SYMBOL} = ${size};\n")
endif()
file(WRITE "${OUTPUT}" "// Generated from ${INPUT} by cmake/EmbedText.cmake: do not edit.\n"
     "namespace ${NAMESPACE} {\nextern const ${element} ${SYMBOL}[];\nconst ${element} ${SYMBOL}[] = {\n${bytes}0};\n${size_definition}}\n")
