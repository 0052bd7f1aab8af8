#!/usr/bin/env python3
"""Generate a synthetic Keepsake diary (and an equivalent Hugo site) for benchmarks.

    Benchmarks/generate-corpus.py --entries 10000 --out /tmp/corpus [--format keepsake|hugo|both] [--seed 1]

Writes OUT/keepsake/ (a diary root: Content/diary.yaml, Content/entries/YYYY/MM/*.md,
*.comments.json sidecars, Content/entries/photos/*) and/or OUT/hugo/ (Benchmarks/hugo-site/ copied,
plus content/, data/ and static/). Python 3 standard library only. Deterministic: the same
arguments give byte-identical output (no clock, no hash-ordered iteration; one seeded RNG).

Every entry front matter key Keepsake knows is used somewhere in the corpus (title, date, author,
tags, mood, weather with and without temperature, color as a palette name and as "#RRGGBB", photo +
photo_alt, stickers, slug, draft, deleted), in several YAML spellings; bodies are 150-900 words of
Korean and English Markdown; about 30% of entries have a comment thread (3-15 comments, nested
replies, edits, deleted comments). Page addresses (YYYY/MM/slug in the diary's time zone) are
unique, as Keepsake requires.
"""

import argparse
import datetime as dt
import json
import os
import random
import shutil
import struct
import sys
import unicodedata
import zlib
from pathlib import Path

GENERATOR_VERSION = 1
MARKER = ".keepsake-bench-corpus"
HERE = Path(__file__).resolve().parent
REPO = HERE.parent

SEOUL = dt.timezone(dt.timedelta(hours=9))  # Asia/Seoul has had no DST since 1988
START = dt.date(2016, 8, 1)
END = dt.date(2026, 7, 31)  # fixed: the corpus never depends on today's date

# --- The default theme's catalog (Themes/default/theme.yaml) ---------------------------------

PALETTE = {
    "cream": "#FFF8E7", "peach": "#FFD8BE", "coral": "#F8A08E", "rose": "#F4B6C2",
    "lavender": "#CDB8E8", "sky": "#B5D8F2", "mint": "#BDE8D4", "sage": "#C5D6AE",
    "lemon": "#FFF1A8", "sand": "#E8D5B5", "cocoa": "#6B4F3F", "ink": "#2F2A36",
}
STICKERS = [
    "heart", "star", "sparkle", "sunflower", "tulip", "leaf", "clover", "cloud", "sun", "moon",
    "rainbow", "cat", "coffee", "cake", "camera", "music", "ribbon", "strawberry", "letter",
    "washi-pink", "washi-mint", "washi-dots", "pin-red", "pin-blue",
]
MOODS = [  # name, emoji, Korean label
    ("happy", "😊", "행복해요"), ("excited", "🤩", "신나요"), ("grateful", "🙏", "감사해요"),
    ("calm", "🍃", "차분해요"), ("proud", "😎", "뿌듯해요"), ("loved", "🥰", "사랑받는 기분이에요"),
    ("hopeful", "🌱", "기대돼요"), ("content", "🙂", "만족스러워요"), ("relieved", "😌", "안심돼요"),
    ("amused", "😆", "재밌어요"), ("inspired", "💡", "영감이 샘솟아요"), ("cozy", "☕", "포근해요"),
    ("peaceful", "🕊️", "평온해요"), ("playful", "😜", "발랄해요"), ("nostalgic", "🎞️", "추억에 잠겨요"),
    ("tired", "😪", "피곤해요"), ("bored", "😑", "심심해요"), ("sad", "😢", "슬퍼요"),
    ("lonely", "😔", "외로워요"), ("anxious", "😰", "불안해요"), ("stressed", "😫", "스트레스 받아요"),
    ("angry", "😠", "화나요"), ("frustrated", "😤", "답답해요"), ("disappointed", "😞", "실망했어요"),
    ("confused", "😕", "혼란스러워요"), ("sick", "🤒", "아파요"), ("scared", "😨", "무서워요"),
    ("embarrassed", "😳", "부끄러워요"), ("jealous", "😒", "질투 나요"), ("overwhelmed", "🤯", "버거워요"),
]
WEATHER = [  # kind, Korean label
    ("sunny", "맑음"), ("partly-cloudy", "구름 조금"), ("cloudy", "흐림"), ("rainy", "비"),
    ("stormy", "천둥번개"), ("snowy", "눈"), ("windy", "바람"), ("foggy", "안개"), ("hot", "더움"),
    ("cold", "추움"),
]
MONTH_TEMPERATURE = [-2, 1, 7, 13, 18, 23, 26, 27, 22, 15, 7, 0]  # Seoul, °C

MEMBERS = [  # id, name, colour (palette name or hex, as written in diary.yaml)
    ("minji", "민지", "rose"), ("jun", "준", "sky"), ("emma", "Emma", "#BFE6D0"),
    ("seoyeon", "서연", "lavender"), ("liam", "Liam", "#FFD27A"),
]
OUTSIDERS = ["민지 엄마", "하늘", "Dana", "Tom", "수아", "Grandma Kim", "도윤", "Chloe"]

# --- Words -----------------------------------------------------------------------------------

KO_SENTENCES = [
    "오늘은 아침부터 하늘이 유난히 맑았다.", "퇴근길에 편의점에 들러 삼각김밥을 샀다.",
    "비가 와서 우산을 쓰고 한강까지 걸었다.", "카페 창가 자리에 앉아 한참 동안 책을 읽었다.",
    "엄마가 보내 준 반찬으로 저녁을 차려 먹었다.", "친구랑 떡볶이를 먹으면서 수다를 떨었다.",
    "지하철에서 졸다가 내릴 역을 지나칠 뻔했다.", "새로 산 노트에 오늘 할 일을 적어 보았다.",
    "고양이가 창문 밖을 보면서 꼬리를 살랑살랑 흔들었다.", "주말에는 아무것도 안 하고 푹 쉬고 싶다.",
    "시장에서 딸기 한 바구니를 오천 원에 샀다.", "오랜만에 일기를 쓰니까 마음이 차분해진다.",
    "회사에서 발표를 무사히 끝내서 너무 뿌듯했다.", "밤에 라면을 끓여 먹은 건 비밀로 하자.",
    "동네 공원에 벚꽃이 하나둘 피기 시작했다.", "하루 종일 비가 와서 집에서 영화만 봤다.",
    "첫눈이 내려서 창밖을 한참 바라보았다.", "버스 창가에 앉아 좋아하는 노래를 들었다.",
    "할머니 댁에 가서 송편을 같이 빚었다.", "운동을 다녀왔더니 다리가 후들후들하다.",
    "Emma가 한국어로 농담을 해서 다 같이 웃었다.", "내일은 조금 더 일찍 일어나 보려고 한다.",
    "사진을 정리하다가 작년 여름 바다 사진을 발견했다.", "편지를 쓰다가 괜히 마음이 뭉클해졌다.",
    "택배가 도착해서 신나게 상자를 뜯었다.", "저녁 노을이 너무 예뻐서 사진을 여러 장 찍었다.",
    "도서관에서 빌린 책 반납일을 또 깜빡했다.", "준이 만든 김치찌개가 생각보다 맛있었다.",
    "오늘의 단어는 '설레다'. 마음이 들뜨고 두근거린다는 뜻이다.", "바람이 차가워서 목도리를 꺼냈다.",
]
EN_SENTENCES = [
    "The morning started slowly, with tea and the radio on low.",
    "We walked along the river until the lights came on across the water.",
    "I finally fixed the squeaky door, which felt like a small victory.",
    "The bakery on the corner had sold out of croissants again.",
    "It rained all afternoon, so I reorganised the bookshelf by colour.",
    "My Korean teacher said my pronunciation is getting better, which made my week.",
    "We shared a huge bowl of bibimbap and argued about the best side dish.",
    "The train was late, but the sunset from the platform made up for it.",
    "I tried writing in the diary before breakfast, and it felt different.",
    "Dubu the cat knocked a pen off the table and looked very proud.",
    "There is something calming about folding laundry while it snows outside.",
    "We planned a weekend trip and then spent an hour choosing snacks.",
    "The new notebook smells like paper and possibility.",
    "I keep forgetting to water the basil, and it keeps forgiving me.",
    "A stranger on the bus complimented my scarf, and I smiled all the way home.",
    "The market was loud and bright and full of peaches.",
    "I learned three new words today and already forgot one of them.",
    "We watched an old film and paused it every ten minutes to talk.",
    "The office was quiet, so I finished the report early for once.",
    "I called home and listened to everyone talk over each other.",
    "Tomorrow I want to walk somewhere I have never been.",
    "The coffee was too strong, but the company was perfect.",
    "We found a tiny park with a single bench and a very old tree.",
    "It was the kind of day that does not need a plan.",
]
KO_HEADINGS = ["오늘의 기록", "아침", "점심 메뉴", "저녁 산책", "생각 정리", "감사한 일", "내일 할 일", "오늘의 단어", "작은 행복"]
EN_HEADINGS = ["Morning", "What happened", "Things I noticed", "Lunch", "Evening walk", "Notes to self", "Tomorrow", "Small joys"]
KO_ITEMS = ["장보기: 우유, 계란, 파", "빨래 개기", "엄마한테 전화하기", "한국어 숙제", "화분에 물 주기",
            "사진 정리", "편지 답장 쓰기", "운동 30분", "책 20쪽 읽기", "방 청소"]
EN_ITEMS = ["buy stamps", "call grandma", "finish the book", "water the plants", "book train tickets",
            "print the photos", "learn five new words", "try the new noodle place", "clean the desk"]
QUOTES = [
    "천 리 길도 한 걸음부터.", "The days are long but the years are short.",
    "오늘 걷지 않으면 내일은 뛰어야 한다.", "Be gentle with yourself; you are doing your best.",
    "웃으면 복이 온다.", "Not all those who wander are lost.",
]
LINKS = [
    ("한강 공원", "https://example.com/places/hangang"), ("the recipe", "https://example.com/recipes/kimchi-jjigae"),
    ("이 노래", "https://example.com/music/spring-day"), ("this article", "https://example.org/articles/slow-mornings"),
    ("지도", "https://example.com/map?q=%EC%84%9C%EC%9A%B8"), ("the museum", "https://example.org/museum/hours"),
]
KO_TITLE_A = ["비 오는", "맑은", "조용한", "바쁜", "느긋한", "추운", "따뜻한", "설레는", "피곤한", "행복한", "심심한", "특별한"]
KO_TITLE_B = ["하루", "산책", "저녁", "아침", "주말", "카페", "소풍", "기록", "밤", "여행", "일요일", "점심"]
EN_TITLE_A = ["Rainy", "Quiet", "Busy", "Lazy", "Sunny", "Cold", "Warm", "Slow", "Happy", "Long", "Little", "Late"]
EN_TITLE_B = ["walk", "evening", "morning", "weekend", "picnic", "market day", "train ride", "study session",
              "dinner", "letter", "afternoon", "night"]
SLUG_A = ["rainy", "quiet", "busy", "lazy", "sunny", "cold", "warm", "slow", "happy", "long", "little", "late",
          "first", "last", "midnight", "early", "secret", "tiny"]
SLUG_B = ["walk", "evening", "morning", "weekend", "picnic", "market", "train", "study", "dinner", "letter",
          "ramen", "cafe", "cinema", "rooftop", "beach", "library", "bakery", "park", "noodles", "concert"]
KO_SLUG = ["비-오는-날", "한강-산책", "첫눈", "벚꽃-구경", "집밥", "늦잠", "카페-공부", "장마", "단풍", "바다"]
TAGS = ["일상", "daily", "카페", "cafe", "산책", "walk", "음식", "food", "여행", "travel", "공부", "study",
        "가족", "family", "친구", "friends", "고양이", "cat", "비", "rain", "봄", "여름", "가을", "겨울", "서울", "부산"]
ALTS = {
    "sunset.jpg": "노을 지는 강가 풍경", "rain.jpg": "Rain on the window of a small cafe",
    "park.jpg": "공원 벤치와 커다란 나무", "cafe.jpg": "A latte and an open notebook",
    "moon.png": "옥상 위에 뜬 보름달", "cat.png": "창가에서 졸고 있는 고양이 두부", "snow.png": "Snow on the stairs",
}
COMMENT_BODIES = [
    "우와 너무 좋다! 😍", "다음엔 나도 데려가 줘~", "ㅋㅋㅋ 이거 완전 너다", "*Same* here, I loved it.",
    "사진 너무 예쁘다 📸", "I miss this place so much.", "**진짜** 맛있었지? 또 가자!", "Haha, the cat again 🐱",
    "오늘도 수고했어 💪", "That sounds like a perfect day.", "어디야? 주소 알려 줘!", "Next time I'm bringing snacks.",
    "나도 그 노래 좋아해 🎶", "Wait, you did *what*? 😂", "힘내! 내일은 더 좋을 거야", "Saving this for later.",
    "[여기](https://example.com/cafe) 말하는 거지?", "Noted: bring an umbrella ☔", "헐 대박", "Love this 💕",
]


# --- Small helpers ---------------------------------------------------------------------------

def slug_make(text):
    """Keepsake's Slug.make: letters and digits kept (lowercased), runs of anything else one hyphen."""
    out, pending = [], False
    for ch in text.lower():
        if ch.isalpha() or ch.isdigit():
            if pending and out:
                out.append("-")
            pending = False
            out.append(ch)
        elif ch in "-_" or ch.isspace() or unicodedata.category(ch)[0] in "PS":
            pending = True
    return "".join(out)


def yaml_str(text):
    """A YAML scalar: plain when safe, else double-quoted (JSON strings are valid YAML)."""
    if (not text or text[0] in "-?:,[]{}#&*!|>'\"%@`" or any(c in text for c in ":#[]{},\"'")
            or text.strip() != text or text.lower() in ("true", "false", "yes", "no", "null", "on", "off")):
        return json.dumps(text, ensure_ascii=False)
    return text


def num(value):
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def word_count(text):
    return len(text.split())


# --- Pictures: tiny but real PNG and baseline JPEG files --------------------------------------

def png_bytes(width, height, pixel):
    rows = b"".join(b"\x00" + bytes(c for x in range(width) for c in pixel(x, y)) for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def jpeg_bytes(width, height, block_colour):
    """A baseline JPEG (4:4:4 YCbCr) whose 8x8 blocks are flat colours: DC coefficients only."""
    assert width % 8 == 0 and height % 8 == 0
    dc_bits = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]  # ITU T.81 table K.3
    dc_vals = list(range(12))
    ac_bits = [1] + [0] * 15  # one code, "0": end of block
    ac_vals = [0]
    codes, code, k = {}, 0, 0
    for length in range(1, 17):
        for _ in range(dc_bits[length - 1]):
            codes[dc_vals[k]] = (code, length)
            code, k = code + 1, k + 1
        code <<= 1
    out = bytearray()
    acc, nbits = 0, 0
    def put(value, length):
        nonlocal acc, nbits
        acc, nbits = (acc << length) | value, nbits + length
        while nbits >= 8:
            byte = (acc >> (nbits - 8)) & 0xFF
            out.append(byte)
            if byte == 0xFF:
                out.append(0)
            nbits -= 8
        acc &= (1 << nbits) - 1
    pred = [0, 0, 0]
    for by in range(height // 8):
        for bx in range(width // 8):
            r, g, b = block_colour(bx, by)
            ycc = (0.299 * r + 0.587 * g + 0.114 * b,
                   128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
                   128 + 0.5 * r - 0.418688 * g - 0.081312 * b)
            for c in range(3):
                dc = int(round(ycc[c])) - 128  # flat block: DCT DC = 8 * (v - 128), quantised by 8
                diff, pred[c] = dc - pred[c], dc
                size = abs(diff).bit_length()
                put(*codes[size])
                if size:
                    put(diff if diff > 0 else diff + (1 << size) - 1, size)
                put(0, 1)  # EOB
    if nbits:
        put((1 << (8 - nbits)) - 1, 8 - nbits)
    def segment(marker, payload):
        return bytes([0xFF, marker]) + struct.pack(">H", len(payload) + 2) + payload
    header = b"\xFF\xD8" + segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
    header += segment(0xDB, b"\x00" + bytes([8] * 64))
    header += segment(0xC0, struct.pack(">BHHB", 8, height, width, 3) + bytes([1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]))
    header += segment(0xC4, b"\x00" + bytes(dc_bits) + bytes(dc_vals) + b"\x10" + bytes(ac_bits) + bytes(ac_vals))
    header += segment(0xDA, bytes([3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]))
    return header + bytes(out) + b"\xFF\xD9"


def make_pictures():
    def gradient(top, bottom, rows):
        def colour(bx, by):
            t = by / max(1, rows - 1)
            wobble = (bx * 7 + by * 3) % 5 - 2
            return tuple(max(0, min(255, int(top[i] + (bottom[i] - top[i]) * t) + wobble * 4)) for i in range(3))
        return colour
    pictures = {
        "sunset.jpg": jpeg_bytes(96, 72, gradient((255, 170, 90), (90, 40, 110), 9)),
        "rain.jpg": jpeg_bytes(64, 48, gradient((150, 170, 190), (60, 70, 90), 6)),
        "park.jpg": jpeg_bytes(80, 64, gradient((170, 220, 250), (70, 140, 60), 8)),
        "cafe.jpg": jpeg_bytes(64, 64, gradient((240, 225, 200), (120, 80, 50), 8)),
        "moon.png": png_bytes(48, 48, lambda x, y: (250, 240, 190) if (x - 24) ** 2 + (y - 24) ** 2 < 200 else (30, 30, 70)),
        "cat.png": png_bytes(40, 32, lambda x, y: (200, 160, 120) if (x // 8 + y // 8) % 2 else (250, 235, 215)),
        "snow.png": png_bytes(32, 32, lambda x, y: (255, 255, 255) if (x * 5 + y * 3) % 11 == 0 else (200, 215, 235)),
    }
    return pictures


# --- The corpus model -----------------------------------------------------------------------

class Entry:
    pass


# Draw overrides (see build_corpus) so that every feature is present at any size >= len(COVERAGE).
# Values are what rng.random() would have had to return to take the branch.
_KINDS = 19  # slug kinds when the date is in the front matter: 12 english, 2 korean, 2 dateonly, 2 explicit, 1 nodate
_PLAIN = {"draft": 1.0, "deleted": 1.0, "date": 0.1}
COVERAGE = [
    {**_PLAIN, "date": 0.7},                                    # 2024-05-03 21:30:15
    {**_PLAIN, "date": 0.75},                                   # 2024-05-03
    {**_PLAIN, "date": 0.85},                                   # 2024-05-03T21:30:15-04:00
    {**_PLAIN, "date": 0.95, "title": 0.97, "slug": 0.7, "bare": 0.0},  # no front matter: 2024-05-03.md
    {**_PLAIN, "draft": 0.0},
    {**_PLAIN, "deleted": 0.0, "minimal": 0.0},
    {**_PLAIN, "deleted": 0.0, "minimal": 1.0},
    {**_PLAIN, "slug": 12.5 / _KINDS},                          # Korean file name: 2024-05-03-한강-산책.md
    {**_PLAIN, "slug": 16.5 / _KINDS},                          # slug: in the front matter
    {**_PLAIN, "slug": 18.5 / _KINDS},                          # file name without a date
    {**_PLAIN, "slug": 14.5 / _KINDS, "title": 0.97},           # 2024-05-03.md, untitled: slug 03-2130
    {**_PLAIN, "color": 0.3, "photo": 0.0, "weather": 0.1, "stickers": 3, "stickers_block": 0.0,
     "tags": 0.0, "tags_style": "block", "comments": 0.0},
    {**_PLAIN, "color": 0.1, "photo": 1.0, "weather": 0.6, "stickers": 2, "stickers_block": 1.0,
     "tags": 0.0, "tags_style": "single", "comments": 0.0},
    {**_PLAIN, "tags": 0.0, "tags_style": "flow", "stickers": 1, "comments": 0.0},
]


def emphasise(rng, sentence):
    """Wraps one word of the sentence in *, ** or _ (trailing punctuation stays outside)."""
    words = sentence.split(" ")
    j = rng.randrange(len(words))
    word = words[j]
    core = word.rstrip(".,!?'")
    if not core or core.startswith(("'", "[", "`")):
        return sentence
    mark = rng.choice(["*", "**", "_"]) if core.isascii() else rng.choice(["*", "**"])
    words[j] = f"{mark}{core}{mark}{word[len(core):]}"
    return " ".join(words)


def body_markdown(rng, words_target, photo_names):
    """150-900 words of Markdown: Korean and English paragraphs, headings, lists, quotes, links, pictures."""
    blocks = []
    total = 0
    previous = None
    while total < words_target:
        kind = rng.random()
        if previous in (None, "heading") or kind < 0.55:
            pool = KO_SENTENCES if rng.random() < 0.55 else EN_SENTENCES
            sentences = rng.sample(pool, rng.randint(3, 6))
            i = rng.randrange(len(sentences))
            sentences[i] = emphasise(rng, sentences[i])
            if rng.random() < 0.25:
                text, url = rng.choice(LINKS)
                sentences.append(f"[{text}]({url})" + (" 참고." if pool is KO_SENTENCES else " is worth a look."))
            if rng.random() < 0.1:
                sentences.append("`TODO:` 내일 다시 확인하기." if pool is KO_SENTENCES else "Remember `git pull` before writing.")
            block, this = " ".join(sentences), "paragraph"
        elif kind < 0.68:
            block, this = rng.choice(["## ", "### "]) + rng.choice(KO_HEADINGS + EN_HEADINGS), "heading"
        elif kind < 0.8:
            items = KO_ITEMS if rng.random() < 0.5 else EN_ITEMS
            picked = rng.sample(items, rng.randint(3, 5))
            if rng.random() < 0.5:
                block = "\n".join(f"- {item}" for item in picked)
            else:
                block = "\n".join(f"{n}. {item}" for n, item in enumerate(picked, 1))
            this = "list"
        elif kind < 0.88:
            block = "> " + rng.choice(QUOTES)
            if rng.random() < 0.4:
                block += "\n>\n> — " + rng.choice(["할머니", "Emma", "a postcard", "라디오"])
            this = "quote"
        elif kind < 0.93:
            name = rng.choice(photo_names)
            block, this = f"![{ALTS[name]}](../../photos/{name})", "picture"
        elif kind < 0.96 and previous != "rule":
            block, this = "---", "rule"
        else:
            block, this = rng.choice(["오늘은 여기까지.", "That's all for today.", "끝! 🌙", "Good night ✨"]), "paragraph"
        if total >= 150 and total + word_count(block) > 900:
            break
        blocks.append(block)
        total += word_count(block)
        previous = this
    while blocks and previous in ("heading", "rule"):  # never end on a heading or a rule
        total -= word_count(blocks.pop())
        previous = None
    return "\n\n".join(blocks) + "\n"


def build_corpus(n, seed):
    rng = random.Random(seed)
    days = (END - START).days + 1
    photo_names = sorted(make_pictures())
    raw = []
    for i in range(n):
        day = START + dt.timedelta(days=rng.randrange(days))
        minute_of_day = rng.randint(6 * 60, 23 * 60 + 59)
        second = rng.randint(0, 59)
        seoul = dt.datetime(day.year, day.month, day.day, minute_of_day // 60, minute_of_day % 60, second, tzinfo=SEOUL)
        raw.append((seoul, i))
    raw.sort()

    # Every spelling and feature appears even in a small corpus (the CI smoke test uses 40 entries):
    # entries spread over the corpus get their random draws overridden.
    wants = {}
    for j, want in enumerate(COVERAGE):
        wants.setdefault(j * n // len(COVERAGE), want)
    used_slugs = {}   # (year, month) in Seoul -> set of slugs
    used_files = set()
    entries = []
    for position, (seoul, index) in enumerate(raw):
        want = wants.get(position, {})
        e = Entry()
        e.index = index
        e.seoul = seoul
        # Date spelling, and the writer's local time (which names the file and its folder).
        r = want.get("date", rng.random())
        local = seoul
        if r < 0.60:
            e.date_kind, e.date_text = "minute", seoul.strftime("%Y-%m-%d %H:%M")
            e.seoul = seoul.replace(second=0)
        elif r < 0.72:
            e.date_kind, e.date_text = "second", seoul.strftime("%Y-%m-%d %H:%M:%S")
        elif r < 0.80:
            e.date_kind, e.date_text = "day", seoul.strftime("%Y-%m-%d")
            e.seoul = seoul.replace(hour=0, minute=0, second=0)
        elif r < 0.88:
            offset = rng.choice([-5, -4, 0, 1, 2, 8, 9, 10])
            local = seoul.astimezone(dt.timezone(dt.timedelta(hours=offset)))
            suffix = "Z" if offset == 0 and rng.random() < 0.5 else local.strftime("%z")[:3] + ":" + local.strftime("%z")[3:]
            e.date_kind, e.date_text = "offset", local.strftime("%Y-%m-%dT%H:%M:%S") + suffix
        else:
            e.date_kind, e.date_text = "filename", None  # no date key: the file name's date, at midnight
            e.seoul = seoul.replace(hour=0, minute=0, second=0)
        local_day = local.date()
        month_key = (e.seoul.year, e.seoul.month)
        e.folder = f"entries/{local_day.year:04d}/{local_day.month:02d}"
        e.photo_prefix = "../../photos/"

        e.draft = want.get("draft", rng.random()) < 0.02
        e.deleted = (not e.draft) and want.get("deleted", rng.random()) < 0.02
        e.minimal = e.deleted and want.get("minimal", rng.random()) < 0.5  # a deleted entry emptied down to a stub

        # Title: Korean, English, or none (titled by its date).
        r = want.get("title", rng.random())
        if r < 0.47:
            e.title = f"{rng.choice(KO_TITLE_A)} {rng.choice(KO_TITLE_B)}"
            if rng.random() < 0.15:
                e.title = rng.choice(["서울", "부산", "제주", "오늘"]) + ": " + e.title
        elif r < 0.94:
            e.title = f"{rng.choice(EN_TITLE_A)} {rng.choice(EN_TITLE_B)}"
            if rng.random() < 0.1:
                e.title += rng.choice(["!", "?", " (again)", " #2", ", finally"])
        else:
            e.title = None

        # File name and slug.
        date_part = local_day.isoformat()
        e.explicit_slug = None
        r = want.get("slug", rng.random())
        if e.date_kind == "filename":
            kinds = ["english", "english", "english", "korean", "dateonly", "explicit"]
        else:
            kinds = ["english"] * 12 + ["korean"] * 2 + ["dateonly"] * 2 + ["explicit"] * 2 + ["nodate"]
        kind = kinds[int(r * len(kinds))]
        base = {"english": f"{rng.choice(SLUG_A)}-{rng.choice(SLUG_B)}", "korean": rng.choice(KO_SLUG),
                "explicit": f"{rng.choice(SLUG_B)}-{rng.choice(SLUG_A)}", "nodate": f"{rng.choice(SLUG_A)}-{rng.choice(SLUG_B)}",
                "dateonly": ""}[kind]
        taken = used_slugs.setdefault(month_key, set())
        attempt = 1
        while True:
            suffix = "" if attempt == 1 else f"-{attempt}"
            if kind in ("english", "korean"):
                file_name = f"{date_part}-{base}{suffix}.md"
                slug, explicit = slug_make(base + suffix), None
            elif kind == "nodate":
                file_name = f"{base}{suffix}.md"
                slug, explicit = slug_make(base + suffix), None
            elif kind == "explicit":
                file_name = f"{date_part}-{rng.choice(SLUG_B)}{suffix}.md"
                slug = explicit = base + suffix
            else:  # date-only file name: the slug comes from the title, else from the date
                file_name = f"{date_part}.md" if attempt == 1 else f"{date_part}-{attempt}.md"
                if attempt == 1:
                    if e.title and slug_make(e.title):
                        slug = slug_make(e.title)
                    elif e.date_kind in ("day", "filename"):
                        slug = f"{e.seoul.day:02d}"
                    else:
                        slug = f"{e.seoul.day:02d}-{e.seoul.hour:02d}{e.seoul.minute:02d}"
                    explicit = None
                else:
                    slug = explicit = f"{e.seoul.day:02d}-note-{attempt}"  # else the rest "N" would be the slug
            path = f"{e.folder}/{file_name}"
            if slug not in taken and path not in used_files:
                break
            attempt += 1
        taken.add(slug)
        used_files.add(path)
        e.file_name, e.path, e.slug, e.explicit_slug = file_name, path, slug, explicit
        e.hugo_section = f"{e.seoul.year:04d}/{e.seoul.month:02d}"

        e.author = rng.choice(MEMBERS)[0] if rng.random() < 0.93 else None
        r = want.get("tags", rng.random())
        e.tags = rng.sample(TAGS, rng.randint(1, 4)) if r < 0.85 else []
        e.tags_style = want.get("tags_style", rng.choice(["flow", "flow", "flow", "block", "single"])) if e.tags else None
        if e.tags_style == "single":
            e.tags = e.tags[:1]
        e.mood = rng.choice(MOODS)[0] if rng.random() < 0.85 else None
        r = want.get("weather", rng.random())
        if r < 0.45:
            temp = MONTH_TEMPERATURE[e.seoul.month - 1] + rng.randint(-5, 5) + (0.5 if rng.random() < 0.15 else 0)
            e.weather = (seasonal_weather(rng, e.seoul.month), temp)
        elif r < 0.75:
            e.weather = (seasonal_weather(rng, e.seoul.month), None)
        else:
            e.weather = None
        r = want.get("color", rng.random())
        e.color = rng.choice(sorted(PALETTE)) if r < 0.25 else ("#%06X" % rng.randrange(1 << 24) if r < 0.37 else None)
        e.photo = rng.choice(photo_names) if want.get("photo", rng.random()) < 0.35 else None
        e.stickers = []
        for _ in range(want.get("stickers", rng.choice([0, 0, 1, 1, 2, 2, 3, 4]))):
            s = {"name": rng.choice(STICKERS), "x": rng.randint(0, 100), "y": rng.randint(0, 100)}
            if rng.random() < 0.85:
                s["rotate"] = rng.randint(-180, 180)
            if rng.random() < 0.7:
                s["scale"] = round(rng.uniform(0.25, 3), 2)
            e.stickers.append(s)
        e.stickers_block = want.get("stickers_block", rng.random()) < 0.2
        # A few entries have no front matter at all: date and slug come from the file name.
        e.bare = (e.date_kind == "filename" and e.title is None and e.explicit_slug is None
                  and want.get("bare", rng.random()) < 0.5)
        if e.bare:
            e.author, e.tags, e.tags_style, e.mood, e.weather, e.color, e.photo, e.stickers = (
                None, [], None, None, None, None, None, [])
            e.draft = e.deleted = e.minimal = False
        words = rng.randint(150, 900)
        e.body = body_markdown(rng, words, photo_names) if not e.minimal else ""

        # Comment thread on about 30% of the entries that are not deleted.
        e.comments = None
        if not e.deleted and want.get("comments", rng.random()) < 0.30:
            e.comments = make_comments(rng, e.seoul)
        entries.append(e)
    return entries


def seasonal_weather(rng, month):
    common = ["sunny", "partly-cloudy", "cloudy", "rainy", "windy", "foggy"]
    if month in (12, 1, 2):
        return rng.choice(common + ["snowy", "snowy", "cold", "cold"])
    if month in (6, 7, 8):
        return rng.choice(common + ["rainy", "stormy", "hot", "hot"])
    return rng.choice(common + ["stormy" if month in (5, 9) else "cold"])


def make_comments(rng, posted):
    names = [m[1] for m in MEMBERS] + OUTSIDERS
    when = posted
    comments = []
    for k in range(1, rng.randint(3, 15) + 1):
        when = when + dt.timedelta(minutes=rng.randint(3, 60 * 30))
        c = {"id": f"c{k}", "author": rng.choice(names), "date": when.strftime("%Y-%m-%d %H:%M")}
        deleted = k > 1 and rng.random() < 0.07
        c["body"] = "" if deleted else rng.choice(COMMENT_BODIES) + (
            "\n\n" + rng.choice(COMMENT_BODIES) if rng.random() < 0.2 else "")
        if comments and rng.random() < 0.45:
            c["replyTo"] = rng.choice(comments)["id"]
        if not deleted and rng.random() < 0.12:
            c["edited"] = (when + dt.timedelta(minutes=rng.randint(1, 600))).strftime("%Y-%m-%d %H:%M")
        if deleted:
            c["deleted"] = True
        if rng.random() < 0.05:
            c["likes"] = rng.randint(1, 9)  # an unknown field: ignored by Keepsake, kept by tools
        comments.append(c)
    return comments


# --- Keepsake writer -------------------------------------------------------------------------

def front_matter(e):
    lines = []
    if e.title is not None:
        lines.append(f"title: {yaml_str(e.title)}")
    if e.date_text is not None:
        lines.append(f"date: {e.date_text}")
    if e.author:
        lines.append(f"author: {e.author}")
    if e.deleted:
        lines.append("deleted: true")
    if e.minimal:
        return lines
    if e.explicit_slug:
        lines.append(f"slug: {yaml_str(e.explicit_slug)}")
    if e.tags_style == "flow":
        lines.append("tags: [" + ", ".join(e.tags) + "]")
    elif e.tags_style == "block":
        lines.append("tags:")
        lines += [f"  - {t}" for t in e.tags]
    elif e.tags_style == "single":
        lines.append(f"tags: {e.tags[0]}")
    if e.mood:
        lines.append(f"mood: {e.mood}")
    if e.weather:
        kind, temp = e.weather
        lines.append(f"weather: {kind}" if temp is None else f"weather: {{ kind: {kind}, temperature: {num(temp)} }}")
    if e.color:
        lines.append(f"color: {json.dumps(e.color)}" if e.color.startswith("#") else f"color: {e.color}")
    if e.photo:
        lines.append(f"photo: {e.photo_prefix}{e.photo}")
        lines.append(f"photo_alt: {yaml_str(ALTS[e.photo])}")
    if e.stickers:
        lines.append("stickers:")
        for s in e.stickers:
            if e.stickers_block:
                lines.append(f"  - name: {s['name']}")
                lines += [f"    {k}: {num(v)}" for k, v in s.items() if k != "name"]
            else:
                lines.append("  - { " + ", ".join(f"{k}: {v if k == 'name' else num(v)}" for k, v in s.items()) + " }")
    if e.draft:
        lines.append("draft: true")
    return lines


def write(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)


def diary_yaml():
    members = []
    for mid, name, colour in MEMBERS:
        c = json.dumps(colour) if colour.startswith("#") else colour
        members.append(f"  - {{ id: {mid}, name: {name}, color: {c} }}")
    return "\n".join([
        "# Generated by Benchmarks/generate-corpus.py: a synthetic ten-year shared diary.",
        "title: 우리들의 교환일기 (benchmark)",
        "subtitle: Ten years of a shared diary · 민지, 준, Emma, 서연 & Liam",
        "language: ko",
        "time_zone: Asia/Seoul",
        "base_url: https://example.com/diary/",
        "theme: default",
        "index_months: 3",
        "deleted_entries: trace",
        "pretty_urls: false",
        "cover:",
        "  color: peach",
        "  stickers:",
        "    - { name: washi-pink, x: 9, y: 8, rotate: -14, scale: 1.3 }",
        "    - { name: sunflower, x: 90, y: 24, rotate: 12, scale: 1.1 }",
        "    - { name: cat, x: 86, y: 78, rotate: -8 }",
        "members:",
    ] + members) + "\n"


def write_keepsake(root, entries, pictures):
    content = root / "Content"
    write(content / "diary.yaml", diary_yaml())
    for name in sorted(pictures):
        write(content / "entries" / "photos" / name, pictures[name])
    for e in entries:
        text = e.body if e.bare else "---\n" + "\n".join(front_matter(e)) + "\n---\n" + e.body
        write(content / e.path, text)
        if e.comments is not None:
            write(content / (e.path[:-3] + ".comments.json"),
                  json.dumps({"comments": e.comments}, ensure_ascii=False, indent=2) + "\n")


# --- Hugo writer -----------------------------------------------------------------------------

def hugo_front_matter(e):
    lines = [f"title: {yaml_str(e.title)}" if e.title is not None else "title: \"\"",
             f"date: {e.seoul.isoformat()}"]
    if e.author:
        lines.append(f"author: {e.author}")
    if e.explicit_slug:
        lines.append(f"slug: {yaml_str(e.explicit_slug)}")
    if e.deleted:
        lines += ["deleted: true", "_build:", "  render: never", "  list: always"]
    if e.minimal:
        return lines
    if e.tags and not e.deleted:  # Keepsake lists only published entries under a tag or a day
        lines.append("tags: [" + ", ".join(e.tags) + "]")
    if not e.deleted:
        lines.append(f"on-this-day: [\"{e.seoul.month:02d}-{e.seoul.day:02d}\"]")
    if e.mood:
        lines.append(f"mood: {e.mood}")
    if e.weather:
        kind, temp = e.weather
        lines.append(f"weather: {{ kind: {kind}" + ("" if temp is None else f", temperature: {num(temp)}") + " }")
    if e.color:
        lines.append(f"color: {json.dumps(PALETTE.get(e.color, e.color))}")
    if e.photo:
        lines.append(f"photo: photos/{e.photo}")
        lines.append(f"photo_alt: {yaml_str(ALTS[e.photo])}")
    if e.stickers:
        lines.append("stickers:")
        for s in e.stickers:
            # Keys quoted: Hugo's YAML 1.1 reads a bare `y` key as the boolean true.
            full = {"name": s["name"], "x": s["x"], "y": s["y"], "rotate": s.get("rotate", 0), "scale": s.get("scale", 1)}
            lines.append("  - { " + ", ".join(f"{json.dumps(k)}: {v if k == 'name' else num(v)}" for k, v in full.items()) + " }")
    if e.draft:
        lines.append("draft: true")
    return lines


def write_hugo(root, entries, pictures):
    site = HERE / "hugo-site"
    for src in sorted(site.rglob("*")):
        if src.is_file() and "__pycache__" not in src.parts:
            write(root / src.relative_to(site), src.read_bytes())
    theme = REPO / "Themes" / "default"
    for folder in ("stickers", "weather"):
        for svg in sorted((theme / folder).glob("*.svg")):
            write(root / "static" / folder / svg.name, svg.read_bytes())
    write(root / "static" / "style.css", (theme / "assets" / "style.css").read_bytes())
    for name in sorted(pictures):
        write(root / "static" / "photos" / name, pictures[name])
    # Data: the catalog and members, as the templates look them up.
    data = {
        "members": {mid: {"name": name, "color": PALETTE.get(colour, colour)} for mid, name, colour in MEMBERS},
        # The default theme's tones: the first half of MOODS are good moods, the second half hard ones.
        "moods": {name: {"emoji": emoji, "label": label, "tone": "positive" if i < len(MOODS) // 2 else "negative"}
                  for i, (name, emoji, label) in enumerate(MOODS)},
        "weather": {kind: {"label": label, "icon": f"weather/{kind}.svg"} for kind, label in WEATHER},
        "stickers": {name: f"stickers/{name}.svg" for name in STICKERS},
    }
    for name, value in data.items():
        write(root / "data" / f"{name}.json", json.dumps(value, ensure_ascii=False, indent=2) + "\n")
    content = root / "content"
    write(content / "_index.md", "---\ntitle: 우리들의 교환일기 (benchmark)\n---\n")
    write(content / "stats" / "_index.md", "---\ntitle: 기록\noutputs: [HTML]\n---\n")  # layouts/stats/list.html
    months = sorted({(e.seoul.year, e.seoul.month) for e in entries if not e.draft})
    for y in sorted({y for y, _ in months}):
        write(content / f"{y:04d}" / "_index.md",
              f"---\ntitle: \"{y}년\"\ndate: {y:04d}-01-01T00:00:00+09:00\nyear: true\n"
              "_build:\n  render: never\n  list: always\n---\n")  # Keepsake has no year pages
    for y, m in months:
        write(content / f"{y:04d}" / f"{m:02d}" / "_index.md",
              f"---\ntitle: \"{y}년 {m}월\"\ndate: {y:04d}-{m:02d}-01T00:00:00+09:00\nmonth: true\n---\n")
    for e in entries:
        bundle = content / e.hugo_section / e.slug
        body = e.body.replace("](../../photos/", "](../../../photos/")  # from YYYY/MM/slug/
        write(bundle / "index.md", "---\n" + "\n".join(hugo_front_matter(e)) + "\n---\n" + body)
        if e.comments is not None:
            write(bundle / "comments.json", json.dumps({"comments": e.comments}, ensure_ascii=False, indent=2) + "\n")


# --- Main ------------------------------------------------------------------------------------

def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--entries", type=int, required=True, help="number of entries (N)")
    parser.add_argument("--out", required=True, help="output folder (gets keepsake/ and/or hugo/)")
    parser.add_argument("--format", choices=["keepsake", "hugo", "both"], default="keepsake")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    args = parser.parse_args(argv)
    if args.entries < 1:
        parser.error("--entries must be at least 1")
    out = Path(args.out)
    if out.exists() and any(out.iterdir()) and not (out / MARKER).exists():
        parser.error(f"{out} is not empty and was not made by this generator; refusing to write into it")
    entries = build_corpus(args.entries, args.seed)
    pictures = make_pictures()
    out.mkdir(parents=True, exist_ok=True)
    (out / MARKER).write_text(f"generator {GENERATOR_VERSION} entries {args.entries} seed {args.seed}\n")
    if args.format in ("keepsake", "both"):
        shutil.rmtree(out / "keepsake", ignore_errors=True)
        write_keepsake(out / "keepsake", entries, pictures)
    if args.format in ("hugo", "both"):
        shutil.rmtree(out / "hugo", ignore_errors=True)
        write_hugo(out / "hugo", entries, pictures)
    with open(out / "manifest.tsv", "w", encoding="utf-8", newline="\n") as f:
        f.write("source\tpage\tdraft\tdeleted\tcomments\n")
        for e in entries:
            page = f"{e.hugo_section}/{e.slug}/index.html"
            f.write(f"Content/{e.path}\t{page}\t{int(e.draft)}\t{int(e.deleted)}\t"
                    f"{len(e.comments) if e.comments is not None else 0}\n")
    stats = {
        "entries": len(entries),
        "drafts": sum(e.draft for e in entries),
        "deleted": sum(e.deleted for e in entries),
        "threads": sum(e.comments is not None for e in entries),
        "comments": sum(len(e.comments) for e in entries if e.comments is not None),
        "months": len({(e.seoul.year, e.seoul.month) for e in entries}),
        "words": sum(word_count(e.body) for e in entries),
    }
    print(" ".join(f"{k}={v}" for k, v in stats.items()), file=sys.stderr)


if __name__ == "__main__":
    main()
