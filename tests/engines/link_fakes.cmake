# Makes DIR/fake-engine-MODE for every MODE: a copy of TARGET (a copy rather than a symlink, so
# that it works on every file system).
foreach(mode ${MODES})
    file(COPY_FILE "${TARGET}" "${DIR}/fake-engine-${mode}" ONLY_IF_DIFFERENT)
endforeach()
