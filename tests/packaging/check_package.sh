#!/usr/bin/env bash
# check_package.sh BUILD_DIR: the packaging test (see CMakeLists.txt here).
# Reads what the build installs from BUILD_DIR/packaging/linux/check_package.env, written by
# packaging/linux/Linux.cmake. Parts for programs not built yet are skipped with a message.
# shellcheck disable=SC2154 # version, programs, ... come from check_package.env
set -euo pipefail

build="${1:?usage: check_package.sh BUILD_DIR}"
# shellcheck source=/dev/null
source "$build/packaging/linux/check_package.env"

failures=0
pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
skip() { echo "SKIP: $*"; }
check() { # check DESCRIPTION COMMAND...: pass when the command succeeds
    local what="$1"
    shift
    if "$@"; then pass "$what"; else fail "$what"; fi
}
has_program() { [[ " $programs " == *" $1 "* ]]; }

for tool in cpack dpkg-deb dpkg-shlibdeps desktop-file-validate appstreamcli \
    update-mime-database file lintian; do
    command -v "$tool" >/dev/null ||
        { echo "FAIL: $tool is missing (scripts/packages-test.txt)"; exit 1; }
done

scratch="$(mktemp -d "${TMPDIR:-/tmp}/shogiban-package.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

# 1. Build the packages into the scratch directory (cpack installs from the built tree).
if ! cpack --config "$build/CPackConfig.cmake" -G "DEB;TGZ" -B "$scratch/out" \
    >"$scratch/cpack.log" 2>&1; then
    cat "$scratch/cpack.log"
    echo "FAIL: cpack"
    exit 1
fi
arch="$(dpkg --print-architecture)"
deb="$scratch/out/shogiban_${version}_${arch}.deb"
[ -f "$deb" ] || { ls "$scratch/out"; echo "FAIL: no $(basename "$deb")"; exit 1; }
pass "built $(basename "$deb")"
tgz="$(find "$scratch/out" -maxdepth 1 -name "shogiban-${version}-Linux-*.tar.gz" | head -n 1)"
check "built a .tar.gz" test -n "$tgz"
[ -n "$tgz" ] && check "the .tar.gz holds bin/shogiban-tool" \
    bash -c "tar -tzf '$tgz' | grep -q '/bin/shogiban-tool$'"

# 2. The control fields.
field() { dpkg-deb -f "$deb" "$1"; }
echo "Depends: $(field Depends)"
check "Package is shogiban" test "$(field Package)" = shogiban
check "Version is $version" test "$(field Version)" = "$version"
check "Section is games" test "$(field Section)" = games
for lib in libc6 libstdc++6; do
    check "Depends names $lib" bash -c "grep -q '\\b$lib\\b' <<<'$(field Depends)'"
done
if has_program shogiban; then
    for lib in libqt6core6 libqt6widgets6; do
        check "Depends names $lib" bash -c "grep -q '\\b$lib\\b' <<<'$(field Depends)'"
    done
fi

# 3. The contents.
dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' >"$scratch/contents"
expect_file() { check "package holds $1" grep -qx "$1" "$scratch/contents"; }
# Debian keeps games' programs in /usr/games (packaging/linux/DebGames.cmake).
for program in $programs; do
    expect_file "/usr/games/$program"
    expect_file "/usr/share/man/man6/$program.6.gz"
done
for doc in $doc_files; do expect_file "/usr/share/doc/shogiban/$doc"; done
if has_program shogiban; then
    expect_file "/usr/share/applications/$app_id.desktop"
    expect_file "/usr/share/metainfo/$app_id.metainfo.xml"
    expect_file "/usr/share/mime/packages/shogiban.xml"
    expect_file "/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
    for size in $png_sizes; do
        expect_file "/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
    done
    [ -n "$png_sizes" ] || skip "PNG icons: Qt SVG was not found at configure time"
else
    skip "desktop entry, AppStream, MIME types and icons: the GUI (shogiban) is not built yet"
fi

# 4. Install into a scratch root and look at the installed files.
root="$scratch/root"
dpkg -x "$deb" "$root"
share="$root/usr/share"
for program in $programs; do
    check "$program is stripped" bash -c "file -L '$root/usr/games/$program' | grep -q ', stripped'"
    check "$program.6 is gzip" gzip -t "$share/man/man6/$program.6.gz"
done
if has_program shogiban; then
    desktop="$share/applications/$app_id.desktop"
    metainfo="$share/metainfo/$app_id.metainfo.xml"
    mime="$share/mime/packages/shogiban.xml"
    for size in $png_sizes; do
        png="$share/icons/hicolor/${size}x${size}/apps/$app_id.png"
        check "icon ${size}x${size} is a ${size}x${size} PNG" \
            bash -c "file '$png' | grep -q 'PNG image data, $size x $size,'"
    done
else
    desktop="$desktop_file" metainfo="$metainfo_file" mime="$mime_file"
    echo "(validating the files of the build tree instead of installed ones)"
fi

# 5. Validate the desktop integration and check that its files agree with each other.
check "desktop-file-validate" desktop-file-validate "$desktop"
check "appstreamcli validate" appstreamcli validate --no-net --no-color "$metainfo"
check "AppStream release is $version" grep -q "<release version=\"$version\"" "$metainfo"
check "desktop entry uses icon $app_id" grep -qx "Icon=$app_id" "$desktop"
mime_types="$(grep -o 'mime-type type="[^"]*"' "$mime" | cut -d'"' -f2 | sort)"
desktop_types="$(grep '^MimeType=' "$desktop" | cut -d= -f2 | tr ';' '\n' | sed '/^$/d' | sort)"
metainfo_types="$(grep -o '<mediatype>[^<]*' "$metainfo" | cut -d'>' -f2 | sort)"
check "desktop entry opens every MIME type we define" test "$mime_types" = "$desktop_types"
check "AppStream lists every MIME type we define" test "$mime_types" = "$metainfo_types"
mkdir -p "$scratch/mime/packages"
cp "$mime" "$scratch/mime/packages/"
# update-mime-database exits 0 even on broken XML: look for errors in what it prints.
update-mime-database "$scratch/mime" >"$scratch/mime.log" 2>&1 || true
check "update-mime-database accepts shogiban.xml" bash -c "! grep -i error '$scratch/mime.log'"
for ext in kif kifu ki2 csa jkf shogiban.json; do
    check "*.$ext has a Shogiban MIME type" \
        grep -q "^[0-9]*:application/x-shogi\(ban\)\?-[a-z0-9]*:\*\.$ext$" "$scratch/mime/globs2"
done

# 6. What a Debian maintainer would be asked to fix: lintian's errors and warnings (its
# informational and pedantic notes are shown, not counted).
check "changelog's latest entry is $version" \
    bash -c "zcat '$share/doc/shogiban/changelog.gz' | head -n 1 | grep -q '^shogiban ($version) '"
lintian --display-level '>=pedantic' --tag-display-limit 0 "$deb" >"$scratch/lintian.log" 2>&1
sed 's/^/  lintian: /' "$scratch/lintian.log"
check "lintian: no errors or warnings" bash -c "! grep -q '^[EW]: ' '$scratch/lintian.log'"

# 7. Start the installed programs from the scratch root.
bin="$root/usr/games"
check "installed shogiban-tool --version prints $version" \
    bash -c "timeout 20 '$bin/shogiban-tool' --version | grep -q '$version'"
if has_program shogiban; then
    check "installed shogiban --version prints $version" \
        bash -c "QT_QPA_PLATFORM=offscreen timeout 20 '$bin/shogiban' --version |
                 grep -q '$version'" ||
        echo "  (shogiban needs --version: QCommandLineParser::addVersionOption() and the" \
            "application version set from SHOGIBAN_VERSION)"
else
    skip "shogiban --version: the GUI (shogiban) is not built yet"
fi
if has_program shogiban-usi; then
    usi_log="$scratch/usi.log"
    printf 'usi\nisready\nquit\n' | timeout 20 "$bin/shogiban-usi" | tr -d '\r' >"$usi_log" || true
    check "installed shogiban-usi answers usi with id name ... usiok" \
        bash -c "grep -q '^id name ' '$usi_log' && grep -qx usiok '$usi_log'"
    check "installed shogiban-usi answers isready with readyok after usiok" \
        bash -c "grep -x -e usiok -e readyok '$usi_log' | tr '\n' ' ' | grep -qx 'usiok readyok '"
    check "installed shogiban-usi --version prints $version" \
        bash -c "timeout 20 '$bin/shogiban-usi' --version </dev/null | grep -q '$version'"
else
    skip "USI handshake: shogiban-usi is not built yet"
fi

[ "$failures" -eq 0 ] || { echo "$failures check(s) failed"; exit 1; }
echo "All packaging checks passed."
