#!/usr/bin/env python3
"""Writes the Day One fixture: export/Journal.json, export/photos/<md5>.<type>, the same as
DayOne-export.zip, and no-journal.zip (photos only).

The journal is in Day One's own JSON export form (as its iOS app writes it: pretty-printed with
" : ", slashes escaped, newest entry first, escapes like \\. in the text); the photos are tiny real
JPEG and PNG files named by their md5, as in a real export. Run it from anywhere; it rewrites the
files beside it.
"""

import hashlib
import json
import os
import struct
import unicodedata
import zipfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
EXPORT = os.path.join(HERE, "export")


def jpeg_gray(level):
    """An 8x8 baseline JPEG of one gray level: one block, its DC coefficient only."""
    dc = 8 * (level - 128)  # the DCT of a flat block, quantized by 1
    size = abs(dc).bit_length()
    bits = "0"  # the DC table's one code, for category `size`
    if size:
        bits += format(dc if dc > 0 else dc + (1 << size) - 1, "0%db" % size)
    bits += "0"  # the AC table's one code: end of block
    bits += "1" * (-len(bits) % 8)
    scan = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
    assert b"\xff" not in scan

    def segment(marker, payload):
        return struct.pack(">BBH", 0xFF, marker, len(payload) + 2) + payload

    counts_one_code = bytes([1] + [0] * 15)
    return (
        b"\xff\xd8"
        + segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
        + segment(0xDB, b"\x00" + bytes([1] * 64))
        + segment(0xC0, struct.pack(">BHHB", 8, 8, 8, 1) + b"\x01\x11\x00")
        + segment(0xC4, b"\x00" + counts_one_code + bytes([size]))
        + segment(0xC4, b"\x10" + counts_one_code + b"\x00")
        + segment(0xDA, b"\x01\x01\x00\x00\x3f\x00")
        + scan
        + b"\xff\xd9"
    )


def png_rgb(width, height, rgb):
    """A PNG of one colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


PICTURES = {
    "picnic": ("jpeg", jpeg_gray(200)),
    "market": ("jpg", jpeg_gray(64)),  # Day One says "jpeg" of some .jpg files
    "river": ("png", png_rgb(2, 2, (40, 120, 200))),
    "sunset": ("png", png_rgb(3, 2, (250, 140, 60))),
}
MD5 = {name: hashlib.md5(data).hexdigest() for name, (_, data) in PICTURES.items()}
MISSING_MD5 = hashlib.md5(b"a photo the export lacks").hexdigest()


def photo(identifier, name, order, kind="jpeg", md5=None):
    return {
        "fileSize": len(PICTURES[name][1]) if name else 0,
        "orderInEntry": order,
        "creationDevice": "Jiwoo’s iPhone",
        "duration": 0,
        "favorite": False,
        "type": kind,
        "identifier": identifier,
        "date": "2024-04-06T03:05:00Z",
        "exposureBiasValue": 0,
        "height": 8,
        "width": 8,
        "md5": md5 or MD5[name],
        "isSketch": False,
        "cameraMake": "Apple",
        "cameraModel": "iPhone 13 mini",
    }


def weather(code, description, celsius):
    return {
        "sunsetDate": "2024-05-03T10:32:00Z",
        "temperatureCelsius": celsius,
        "weatherServiceName": "Forecast.io",
        "windBearing": 240,
        "sunriseDate": "2024-05-02T20:41:00Z",
        "conditionsDescription": description,
        "pressureMB": 1012,
        "visibilityKM": 16.09,
        "relativeHumidity": 55,
        "windSpeedKPH": 9,
        "weatherCode": code,
        "windChillCelsius": celsius,
    }


def location(place, locality, area, country, latitude, longitude, zone):
    return {
        "region": {
            "center": {"longitude": longitude, "latitude": latitude},
            "identifier": "<%+.8f,%+.8f> radius 75.00" % (latitude, longitude),
            "radius": 75,
        },
        "localityName": locality,
        "country": country,
        "timeZoneName": zone,
        "administrativeArea": area,
        "longitude": longitude,
        "placeName": place,
        "latitude": latitude,
    }


def entry(uuid, created, zone, text, **fields):
    base = {
        "uuid": uuid,
        "creationDate": created,
        "modifiedDate": created,
        "timeZone": zone,
        "text": text,
        "richText": "{\"meta\":{\"version\":1,\"created\":{\"platform\":\"com.bloombuilt.dayone-ios\"}}}",
        "starred": False,
        "isPinned": False,
        "isAllDay": False,
        "duration": 0,
        "editingTime": 42.5,
        "creationDevice": "Jiwoo’s iPhone",
        "creationDeviceType": "iPhone",
        "creationDeviceModel": "iPhone14,4",
        "creationOSName": "iOS",
        "creationOSVersion": "17.4.1",
    }
    base.update(fields)
    return base


PICNIC = "0A7C3E2B5D1F4A6B9C8E7D6F5A4B3C2D"
ENTRIES = [
    entry(
        "3D0F6B5E8A4C7D9E2F1B0A9C8D7E6F5A", "2024-05-20T13:45:00Z", "Asia/Seoul",
        "Just a quiet evening at home\\.\nNothing much happened \\- and that was fine\\.\n\n"
        "![](dayone-moment://5F0E1D2C3B4A59687766554433221100)",
        photos=[photo("5F0E1D2C3B4A59687766554433221100", None, 0, md5=MISSING_MD5)],
        weather=weather("volcanic-ash", "Volcanic Ash", 20),
    ),
    entry(
        "2C9E5A4D7F3B6C8D1E0A9F8B7C6D5E4F", "2024-05-10T10:05:30Z", "Asia/Seoul",
        "# Dinner with Minji\n\nWe talked about [the picnic](dayone2://view?entryId=%s) and about "
        "[an old trip](dayone2://view?entryId=FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF)\\.\n\n"
        "`grep -r \\. notes` still makes me laugh\\." % PICNIC,
        starred=True, isPinned=True, tags=["Friends", "friends", "food"],
        weather=weather("clear-night", "Clear", 16.6),
        location=location("Yeonnam-dong", "Mapo-gu", "Seoul", "South Korea", 37.5621, 126.9255, "Asia/Seoul"),
    ),
    entry(
        "4E1A7C6F9B5D8E0F3A2C1B0D9E8F7A6B", "2024-05-04T02:30:00Z", "America/Los_Angeles",
        "# Landed in LA\n\nLong flight, but the sunset over the Pacific was worth it\\.",
        photos=[photo("6A1B2C3D4E5F60718293A4B5C6D7E8F9", "sunset", 0, kind="png")],
        weather=weather("mostly-clear-night", "Mostly Clear", 15.5),
        location=location(
            "Los Angeles International Airport", "Los Angeles", "CA", "United States", 33.941589, -118.40853,
            "America/Los_Angeles"),
    ),
    entry(
        "1B8D4F3C6E2A5B7C0D9F8E7A6B5C4D3E", "2024-05-03T03:30:00Z", "Asia/Seoul",
        "# Market day\n\nFirst stop: the flower market\\. Peonies everywhere\\!\n\n"
        "![](dayone-moment://7B2C3D4E5F60718293A4B5C6D7E8F9A0)\n\n"
        "Then a walk on the river\\-side path, 5\\.2 km\\.\n\n"
        "![](dayone-moment://8C3D4E5F60718293A4B5C6D7E8F9A0B1)\n\n"
        "![](dayone-moment:/video/9D4E5F60718293A4B5C6D7E8F9A0B1C2)\n\n"
        "Home by six\\.\\.\\.",
        photos=[
            photo("7B2C3D4E5F60718293A4B5C6D7E8F9A0", "market", 0),
            photo("8C3D4E5F60718293A4B5C6D7E8F9A0B1", "river", 1, kind="png"),
        ],
        videos=[{
            "identifier": "9D4E5F60718293A4B5C6D7E8F9A0B1C2", "md5": "0" * 32, "type": "mov",
            "orderInEntry": 0, "duration": 4.2, "width": 640, "height": 480,
        }],
        weather=weather("rain", "Rain", 12),
    ),
    entry(
        PICNIC, "2024-04-06T03:10:00Z", "Asia/Seoul",
        "# 서울숲 벚꽃 피크닉\n\n![](dayone-moment://4C5D6E7F8091A2B3C4D5E6F708192A3B)\n\n"
        "도시락을 싸서 서울숲에 갔다\\. 벚꽃이 한창이었다\\!\n\n- 김밥\n- 딸기\n\n"
        "1\\. 다음에는 돗자리를 더 큰 걸로\\.",
        tags=["벚꽃", unicodedata.normalize("NFD", "피크닉"), "벚꽃"],
        photos=[photo("4C5D6E7F8091A2B3C4D5E6F708192A3B", "picnic", 0)],
        weather=weather("partly-cloudy", "Partly Cloudy", 18.4),
        location=location("서울숲", "성동구", "서울특별시", "대한민국", 37.544388, 127.037442, "Asia/Seoul"),
    ),
]


def main():
    os.makedirs(os.path.join(EXPORT, "photos"), exist_ok=True)
    for name in os.listdir(os.path.join(EXPORT, "photos")):
        os.remove(os.path.join(EXPORT, "photos", name))
    files = {}
    for name, (kind, data) in PICTURES.items():
        path = "photos/%s.%s" % (MD5[name], kind)
        with open(os.path.join(EXPORT, path), "wb") as file:
            file.write(data)
        files[path] = data
    journal = {"metadata": {"version": "1.0"}, "entries": ENTRIES}
    text = json.dumps(journal, indent=2, ensure_ascii=False, separators=(",", " : ")).replace("/", "\\/")
    with open(os.path.join(EXPORT, "Journal.json"), "w", encoding="utf-8") as file:
        file.write(text)
    with zipfile.ZipFile(os.path.join(HERE, "DayOne-export.zip"), "w", zipfile.ZIP_DEFLATED) as archive:
        folder = zipfile.ZipInfo("photos/", (2024, 5, 21, 9, 0, 0))
        folder.external_attr = (0o40755 << 16) | 0x10
        archive.writestr(folder, b"")
        for path, data in [("Journal.json", text.encode("utf-8"))] + sorted(files.items()):
            info = zipfile.ZipInfo(path, (2024, 5, 21, 9, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    # A zip with photos and no journal: what the reader refuses.
    with zipfile.ZipFile(os.path.join(HERE, "no-journal.zip"), "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(zipfile.ZipInfo("photos/%s.png" % MD5["river"], (2024, 5, 21, 9, 0, 0)), PICTURES["river"][1])
    for name in PICTURES:
        print(name, MD5[name])


main()
