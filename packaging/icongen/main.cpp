// shogiban-icongen: renders the application icon from its SVG source at build time, so that
// the PNG, ICO (Windows) and ICNS (macOS) icons are never edited or committed by hand.
//   shogiban-icongen ICON.svg OUT.png SIZE
//   shogiban-icongen ICON.svg OUT.ico
//   shogiban-icongen ICON.svg OUT.icns
#include <QtCore/QBuffer>
#include <QtCore/QByteArray>
#include <QtCore/QFile>
#include <QtCore/QList>
#include <QtCore/QString>
#include <QtCore/QtEndian>
#include <QtGui/QImage>
#include <QtGui/QPainter>
#include <QtSvg/QSvgRenderer>

#include <cstdio>
#include <optional>
#include <utility>

namespace {

std::optional<QByteArray> renderPng(QSvgRenderer& renderer, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter);
    painter.end();

    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!image.convertToFormat(QImage::Format_ARGB32).save(&buffer, "PNG")) return std::nullopt;
    return png;
}

void appendLittle16(QByteArray& out, quint16 value)
{
    const quint16 le = qToLittleEndian(value);
    out.append(reinterpret_cast<const char*>(&le), sizeof le);
}

void appendLittle32(QByteArray& out, quint32 value)
{
    const quint32 le = qToLittleEndian(value);
    out.append(reinterpret_cast<const char*>(&le), sizeof le);
}

void appendBig32(QByteArray& out, quint32 value)
{
    const quint32 be = qToBigEndian(value);
    out.append(reinterpret_cast<const char*>(&be), sizeof be);
}

// ICO with PNG-compressed images (read by Windows Vista and later, rc.exe and windres).
QByteArray icoFile(const QList<std::pair<int, QByteArray>>& images)
{
    constexpr quint32 HeaderSize = 6, EntrySize = 16;
    QByteArray out;
    appendLittle16(out, 0); // reserved
    appendLittle16(out, 1); // type: icon
    appendLittle16(out, quint16(images.size()));
    quint32 offset = HeaderSize + EntrySize * quint32(images.size());
    for (const auto& [size, png] : images) {
        out.append(char(size >= 256 ? 0 : size)); // 0 means 256
        out.append(char(size >= 256 ? 0 : size));
        out.append(char(0)); // no palette
        out.append(char(0)); // reserved
        appendLittle16(out, 1); // colour planes
        appendLittle16(out, 32); // bits per pixel
        appendLittle32(out, quint32(png.size()));
        appendLittle32(out, offset);
        offset += quint32(png.size());
    }
    for (const auto& image : images) out.append(image.second);
    return out;
}

// ICNS with PNG payloads; each OSType names a pixel size (and the Retina "@2x" variants).
QByteArray icnsFile(const QList<std::pair<QByteArray, QByteArray>>& images)
{
    QByteArray body;
    for (const auto& [type, png] : images) {
        body.append(type);
        appendBig32(body, quint32(8 + png.size()));
        body.append(png);
    }
    QByteArray out("icns");
    appendBig32(out, quint32(8 + body.size()));
    return out + body;
}

struct IcnsEntry {
    const char* type;
    int size;
};

constexpr IcnsEntry IcnsEntries[] = {
    {"icp4", 16},
    {"icp5", 32},
    {"icp6", 64},
    {"ic07", 128},
    {"ic08", 256},
    {"ic09", 512},
    {"ic10", 1024},
    {"ic11", 32},
    {"ic12", 64},
    {"ic13", 256},
    {"ic14", 512},
};

constexpr int IcoSizes[] = {16, 20, 24, 32, 40, 48, 64, 256};

std::optional<QByteArray> buildIcon(QSvgRenderer& renderer, const QString& output, int pngSize)
{
    if (output.endsWith(".png")) return renderPng(renderer, pngSize);
    if (output.endsWith(".ico")) {
        QList<std::pair<int, QByteArray>> images;
        for (int size : IcoSizes) {
            auto png = renderPng(renderer, size);
            if (!png) return std::nullopt;
            images.append({size, *png});
        }
        return icoFile(images);
    }
    QList<std::pair<QByteArray, QByteArray>> images;
    for (const IcnsEntry& entry : IcnsEntries) {
        auto png = renderPng(renderer, entry.size);
        if (!png) return std::nullopt;
        images.append({QByteArray(entry.type), *png});
    }
    return icnsFile(images);
}

int fail(const char* what, const QString& path)
{
    std::fprintf(stderr, "shogiban-icongen: %s: %s\n", what, qPrintable(path));
    return 1;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fputs("usage: shogiban-icongen ICON.svg OUT.png SIZE | OUT.ico | OUT.icns\n", stderr);
        return 2;
    }
    const QString input = QString::fromLocal8Bit(argv[1]);
    const QString output = QString::fromLocal8Bit(argv[2]);
    const bool png = output.endsWith(".png");
    if (!png && !output.endsWith(".ico") && !output.endsWith(".icns"))
        return fail("output must end in .png, .ico or .icns", output);
    const int pngSize = argc > 3 ? QString::fromLocal8Bit(argv[3]).toInt() : 0;
    if (png && (pngSize < 1 || pngSize > 4096)) return fail("PNG size must be 1 to 4096", output);

    QSvgRenderer renderer(input);
    if (!renderer.isValid()) return fail("not a valid SVG file", input);
    const auto bytes = buildIcon(renderer, output, pngSize);
    if (!bytes) return fail("cannot encode PNG", output);

    QFile file(output);
    if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size())
        return fail("cannot write", output);
    return 0;
}
