// core/platform/files.h without Qt: built by every build (ctest runs it natively) and by the
// windows-cross build, whose file_name_cases.exe run_under_wine.sh runs under Wine, so the
// POSIX and the Windows side keep the same promises. Files and a folder whose names no ANSI
// code page holds are made, listed, read, refused and removed in a scratch folder.
#include "platform/files.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <system_error>

namespace {

namespace fs = std::filesystem;
using namespace shogiban::platform;

int passed = 0, failed = 0;

void check(bool ok, const std::string& what)
{
    if (ok) {
        ++passed;
        return;
    }
    ++failed;
    std::cout << "FAIL: " << what << '\n';
}

std::string contentOf(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// A file made by createNewFile under `name` in `folder`: listed by that name, read back,
// refused a second time, and opened again by openFile.
void fileCases(const fs::path& folder, const std::string& name)
{
    const fs::path path = folder / pathFromUtf8(name);
    check(utf8FromPath(path.filename()) == name, name + ": the name survives the round trip");

    std::FILE* file = createNewFile(path);
    check(file != nullptr, name + ": createNewFile makes it: " + std::strerror(errno));
    if (!file) return;
    const std::string text = "9g9f " + name + "\n";
    check(std::fwrite(text.data(), 1, text.size(), file) == text.size() && syncToDisk(file),
        name + ": written and synced");
    check(std::fclose(file) == 0, name + ": closed");

    bool listed = false;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder))
        listed |= utf8FromPath(entry.path().filename()) == name;
    check(listed, name + ": the folder lists it by its name");
    check(contentOf(path) == text, name + ": std::ifstream reads it back");

    errno = 0;
    std::FILE* again = createNewFile(path);
    check(!again && errno == EEXIST, name + ": createNewFile refuses it once it exists");
    if (again) std::fclose(again);

    std::FILE* read = openFile(path, "rb");
    char first[5] = {};
    check(read && std::fread(first, 1, 4, read) == 4 && std::string(first) == "9g9f",
        name + ": openFile reads it");
    if (read) std::fclose(read);
}

} // namespace

int main()
{
    const fs::path scratch = fs::temp_directory_path()
        / ("shogiban-file-names-" + std::to_string(processId()));
    const fs::path folder = scratch / pathFromUtf8("棋譜 Příliš žluťoučký ąęłó ėįųū");
    std::error_code ec;
    fs::remove_all(scratch, ec);
    check(fs::create_directories(folder, ec), "the folder is made: " + ec.message());

    for (const char* name : {"棋譜 ščęė.kif", "Partie à Brno.kifu", "対局 Łódź ėš.csa", "plain.kif"})
        fileCases(folder, name);
    // Folders in the name: each part keeps its letters.
    const fs::path nested = pathFromUtf8("下の段 Šiaulių/対局 ąįų.kif");
    check(utf8FromPath(nested.parent_path()) == "下の段 Šiaulių"
            && utf8FromPath(nested.filename()) == "対局 ąįų.kif",
        "a name with a folder splits into its parts");
    // Bytes that are no UTF-8 (a Shift_JIS name) still make a path, not an exception.
    check(!pathFromUtf8("\x8a\xfb\x95\x88.kif").empty(), "bytes that are no UTF-8 make a path");
    check(processId() > 0, "the process has an id");

    fs::remove_all(scratch, ec);
    check(!fs::exists(scratch), "the scratch folder is removed");
    std::cout << passed << " passed, " << failed << " failed\n";
    return failed == 0 ? 0 : 1;
}
