# Sourced by the benchmark scripts once $root and $build are set: builds shogiban-tool in the
# build directory (configuring a Release build there first if there is none) and sets $tool.
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$build" --target shogiban-tool >/dev/null
tool="$build/app/shogiban-tool"
