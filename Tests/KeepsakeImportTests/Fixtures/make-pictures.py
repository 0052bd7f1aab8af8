# The fixtures' tiny real PNG files (run again to remake them): python3 make-pictures.py
import os
import struct, zlib, sys, unicodedata
def png(path, w, h, rgb):
    raw = b''.join(b'\x00' + bytes(rgb) * w for _ in range(h))
    def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    data = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0)) \
        + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
    open(path, 'wb').write(data)
F = os.path.dirname(os.path.abspath(__file__))

for d in ['hugo/static/images', 'hugo/content/posts/2024-06-01-picnic', 'obsidian/attachments', 'obsidian/Photos']:
    os.makedirs(f'{F}/{d}', exist_ok=True)
png(f'{F}/hugo/static/images/blossom.png', 4, 3, (250, 200, 210))
png(f'{F}/hugo/content/posts/2024-06-01-picnic/basket.png', 3, 3, (160, 110, 60))
png(f'{F}/hugo/content/posts/2024-06-01-picnic/sandwich.png', 2, 2, (240, 220, 150))
png(f'{F}/hugo/content/posts/2024-06-01-picnic/unused.png', 2, 2, (10, 10, 10))
png(f'{F}/obsidian/attachments/sunset.png', 4, 2, (250, 120, 60))
png(f'{F}/obsidian/attachments/Pasted image 20240503101530.png', 2, 2, (90, 90, 200))
# Stored decomposed (NFD), as a Mac writes Korean names; the notes spell it composed.
png(f'{F}/obsidian/attachments/' + unicodedata.normalize('NFD', '고양이.png'), 3, 2, (200, 200, 200))
png(f'{F}/obsidian/Photos/beach.png', 2, 3, (60, 180, 220))
