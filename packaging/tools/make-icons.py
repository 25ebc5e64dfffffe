#!/usr/bin/env python3
"""Render the application icon set from the SVG drawings and build the Windows .ico.

The drawing is packaging/icons/hicolor/scalable/apps/io.github.ombre.Ombre.svg (installed
as is); a simplified, pixel-aligned one for 16 and 32 px is
packaging/icons/io.github.ombre.Ombre-small.svg.

The results are checked in, so building Ombre does not need this script; run it again
after changing packaging/icons/*.svg:

    python3 packaging/tools/make-icons.py      # needs rsvg-convert (Debian: librsvg2-bin)

Writes
    packaging/icons/hicolor/NxN/apps/io.github.ombre.Ombre.png   N = 16 32 48 64 128 256 512
    packaging/windows/ombre.ico   (16, 24, 32, 48 as 32-bit bitmaps, 256 as PNG)
"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pngio import read_rgba  # noqa: E402

PACKAGING = os.path.dirname(HERE)
ICONS = os.path.join(PACKAGING, "icons")
APP_ID = "io.github.ombre.Ombre"
FULL = os.path.join(ICONS, "hicolor", "scalable", "apps", APP_ID + ".svg")
SMALL = os.path.join(ICONS, APP_ID + "-small.svg")
SIZES = [16, 32, 48, 64, 128, 256, 512]
ICO_SIZES = [16, 24, 32, 48, 256]


def source_for(size):
    return SMALL if size <= 32 else FULL


def render(svg, size, out):
    subprocess.run(["rsvg-convert", "--width", str(size), "--height", str(size),
                    "--format", "png", "--output", out, svg], check=True)


def bmp_entry(path):
    """An ICO image as a 32-bit BGRA DIB, bottom-up, with its AND mask."""
    width, height, rows = read_rgba(path)
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    pixels = bytearray()
    for row in reversed(rows):
        for x in range(width):
            r, g, b, a = row[4 * x:4 * x + 4]
            pixels += bytes((b, g, r, a))
    mask_stride = ((width + 31) // 32) * 4
    mask = bytearray()
    for row in reversed(rows):
        bits = bytearray(mask_stride)
        for x in range(width):
            if row[4 * x + 3] == 0:
                bits[x // 8] |= 0x80 >> (x % 8)
        mask += bits
    return width, height, bytes(header + pixels + mask)


def write_ico(entries, out):
    offset = 6 + 16 * len(entries)
    head = struct.pack("<HHH", 0, 1, len(entries))
    directory, blobs = b"", b""
    for width, height, blob in entries:
        directory += struct.pack("<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32,
                                 len(blob), offset + len(blobs))
        blobs += blob
    with open(out, "wb") as f:
        f.write(head + directory + blobs)


def main():
    if not shutil.which("rsvg-convert"):
        sys.exit("make-icons: rsvg-convert not found (Debian: apt-get install librsvg2-bin)")
    for size in SIZES:
        out_dir = os.path.join(ICONS, "hicolor", f"{size}x{size}", "apps")
        os.makedirs(out_dir, exist_ok=True)
        render(source_for(size), size, os.path.join(out_dir, APP_ID + ".png"))

    entries = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in ICO_SIZES:
            png = os.path.join(tmp, f"{size}.png")
            render(source_for(size), size, png)
            if size >= 256:
                with open(png, "rb") as f:
                    entries.append((size, size, f.read()))
            else:
                entries.append(bmp_entry(png))
    os.makedirs(os.path.join(PACKAGING, "windows"), exist_ok=True)
    write_ico(entries, os.path.join(PACKAGING, "windows", "ombre.ico"))
    print("make-icons: wrote", len(SIZES), "PNG sizes and windows/ombre.ico")


if __name__ == "__main__":
    main()
