#!/usr/bin/env bash
# ctest entry of the interoperability test: installs the pinned npm packages (npm ci) into a
# copy in the build directory, then runs interop.mjs. Exits 77 (ctest: skipped) only when node
# or npm is missing.
# usage: run_interop.sh SHOGIBAN_TOOL WORK_DIR SAMPLES_DIR...
set -euo pipefail
tool="$1"; work="$2"; shift 2
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "SKIPPED: node and npm are needed for the interoperability test (Debian: nodejs npm)"
    exit 77
fi
mkdir -p "$work"
cp "$here/package.json" "$here/package-lock.json" "$here/interop.mjs" "$work/"
cd "$work"
# npm ci again only when the lock file changed since the last install.
if ! cmp -s package-lock.json node_modules/.installed-lock 2>/dev/null; then
    npm ci --no-audit --no-fund --loglevel=error
    cp package-lock.json node_modules/.installed-lock
fi
rm -rf out
node interop.mjs "$tool" "$work/out" "$@"
