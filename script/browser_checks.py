#!/usr/bin/env python3
"""Real-browser checks of the built sample diary (run by script/browser-checks).

Opens the site from file:// in headless Chromium (Debian's chromium + chromedriver, through Selenium)
at 360 px (phone, device scale 2) and 1280 px, each in the light and the dark colour scheme, and checks
what only a browser can tell: the layout switch works by clicking (and without JavaScript), stickers sit
on their polaroid and cover no text, reply threads nest and indent, the colour scheme really applies,
nothing scrolls sideways or is cut off, the console stays free of errors, and axe-core finds no serious
or critical violation. The theme's dotted paper and tape are gradients, on which axe leaves colour
contrast undecided; for that text the contrast is measured in a screenshot with the text hidden.

The 404 page uses root-relative links (a web server sends it for any missing address), so it is served
by a small local HTTP server that, like a static host, answers a missing address with 404.html.
"""
import argparse
import base64
import functools
import http.server
import io
import json
import math
import pathlib
import re
import sys
import threading
import time
import urllib.parse

from axe_selenium_python import Axe
from PIL import Image, ImageChops
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

WIDTHS = [(360, 2, True), (1280, 1, False)]  # width, deviceScaleFactor, mobile
SCHEMES = ["light", "dark"]
HEIGHT = {360: 780, 1280: 900}
STICKER_TOLERANCE = 1.5  # px, for rounding in the sticker position check


class Checks:
    """Counts passed checks per group and collects failures with their page, width and scheme."""

    def __init__(self):
        self.groups = {}
        self.failures = []

    def check(self, group, ok, where, message):
        passed, failed = self.groups.get(group, (0, 0))
        self.groups[group] = (passed + 1, failed) if ok else (passed, failed + 1)
        if not ok:
            self.failures.append(f"{where}: {group}: {message}")
        return ok


def rgb_luminance(rgb):
    def channel(v):
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(x) for x in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(l1, l2):
    hi, lo = max(l1, l2), min(l1, l2)
    return (hi + 0.05) / (lo + 0.05)


# For axe's undecided colour-contrast nodes: the text's line boxes (page coordinates), its colour with
# the opacity of its ancestors folded into the alpha, and whether it is large text.
CONTRAST_JS = r"""
const out = [];
for (const sel of arguments[0]) {
  const el = document.querySelector(sel);
  if (!el) continue;
  const text = [...el.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim();
  if (!/[\p{L}\p{N}]/u.test(text)) continue;          // emoji and symbols only: their colours are their own
  const cs = getComputedStyle(el);
  const m = cs.color.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/);
  if (!m) continue;
  let alpha = m[4] === undefined ? 1 : Number(m[4]);
  for (let a = el; a; a = a.parentElement) alpha *= Number(getComputedStyle(a).opacity);
  const rects = [];
  for (const n of el.childNodes) {
    if (n.nodeType !== 3 || !n.textContent.trim()) continue;
    const r = document.createRange(); r.selectNodeContents(n);
    for (const q of r.getClientRects()) if (q.width >= 1 && q.height >= 1)
      rects.push([q.left + scrollX, q.top + scrollY, q.right + scrollX, q.bottom + scrollY]);
  }
  if (!rects.length) continue;
  const size = parseFloat(cs.fontSize), weight = Number(cs.fontWeight) || 400;
  out.push({sel, text: text.slice(0, 40), color: [Number(m[1]), Number(m[2]), Number(m[3]), alpha],
            large: size >= 24 || (size >= 18.66 && weight >= 700), rects, dpr: devicePixelRatio});
}
return out;"""

# Readable text (not aria-hidden, not visually hidden) whose line boxes meet a sticker's box.
STICKER_TEXT_JS = r"""
const stickers = [...document.querySelectorAll('.sticker')].map(s => [s, s.getBoundingClientRect()]).filter(([s, q]) => q.width > 0);
if (!stickers.length) return [];
const out = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  if (!n.textContent.trim()) continue;
  const el = n.parentElement;
  if (el.closest('[aria-hidden="true"], .visually-hidden')) continue;
  const range = document.createRange(); range.selectNodeContents(n);
  for (const [s, q] of stickers) {
    const boxes = [];
    for (const r of range.getClientRects()) {
      const l = Math.max(r.left, q.left), t = Math.max(r.top, q.top), rr = Math.min(r.right, q.right), b = Math.min(r.bottom, q.bottom);
      if (rr - l >= 1 && b - t >= 1) boxes.push([l + scrollX, t + scrollY, rr + scrollX, b + scrollY]);
    }
    if (boxes.length) out.push({sticker: s.className.replace(/^sticker\s*/, '') || 'sticker', text: n.textContent.trim().slice(0, 40),
                                boxes, size: parseFloat(getComputedStyle(el).fontSize), dpr: devicePixelRatio});
  }
}
return out;"""


# Visible text whose line boxes reach past the viewport's left or right edge.
CUT_TEXT_JS = r"""
const out = [], w = document.documentElement.clientWidth;
// Text inside a 1-px clipped box (the visually hidden pattern) overflows it but is never shown.
const clippedAway = el => { for (let a = el; a; a = a.parentElement) {
  const cs = getComputedStyle(a);
  if ((cs.overflow !== 'visible' || cs.clipPath !== 'none' || cs.clip !== 'auto') && a.getBoundingClientRect().width <= 1) return true;
} return false; };
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walker.nextNode(); n && out.length < 5; n = walker.nextNode()) {
  if (!n.textContent.trim() || n.parentElement.closest('.visually-hidden, .skip-link')) continue;
  const range = document.createRange(); range.selectNodeContents(n);
  for (const r of range.getClientRects())
    if (r.width > 0 && (r.left < -1 || r.right > w + 1) && !clippedAway(n.parentElement)) { out.push(`"${n.textContent.trim().slice(0, 30)}" (${Math.round(r.left)}..${Math.round(r.right)})`); break; }
}
return out.join(', ');"""


def luminance(css_color):
    """Relative luminance (WCAG) of a computed `rgb(...)`/`rgba(...)` colour; None for other forms."""
    m = re.match(r"rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)", css_color)
    if not m:
        return None
    def channel(v):
        v = float(v) / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(x) for x in m.groups())
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site under its base path and answers a missing file with 404.html, like a static host."""

    def __init__(self, *args, site, prefix, **kwargs):
        self.site, self.prefix = site, prefix
        super().__init__(*args, directory=str(site), **kwargs)

    def translate_path(self, path):
        path = urllib.parse.unquote(urllib.parse.urlsplit(path).path)
        if not path.startswith(self.prefix):
            return str(self.site / "__missing__")
        return str(self.site / path[len(self.prefix):])

    def send_head(self):
        target = pathlib.Path(self.translate_path(self.path))
        if target.is_dir():
            target = target / "index.html"
        if not target.is_file():
            body = (self.site / "404.html").read_bytes()
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            return io.BytesIO(body)
        return super().send_head()

    def log_message(self, *args):
        pass


class Run:
    def __init__(self, site, content, axe_script, shots):
        self.site, self.content, self.axe_script, self.shots = site, content, axe_script, shots
        self.c = Checks()
        self.width = self.scheme = None
        self.visited = 0
        opts = Options()
        opts.binary_location = "/usr/bin/chromium"
        for a in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                  "--hide-scrollbars", "--window-size=1280,900"]:
            opts.add_argument(a)
        opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.d = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
        self.d.set_script_timeout(60)
        self.axe = Axe(self.d, script_url=str(axe_script))

    # -- helpers -------------------------------------------------------------------------------

    def url(self, rel):
        return (self.site / rel).as_uri()

    def rel(self, url):
        """The page's path inside the site, for messages ('2026/04/cherry-picnic/index.html')."""
        parts = urllib.parse.urlsplit(url)
        if parts.scheme == "file":
            path = pathlib.Path(urllib.parse.unquote(parts.path))
            try:
                return str(path.relative_to(self.site))
            except ValueError:
                return str(path)
        return parts.path

    def where(self, label=None):
        page = label or self.rel(self.d.current_url)
        return f"{page} [{self.width}px {self.scheme}]"

    def flush_log(self):
        self.d.get_log("browser")

    def set_view(self, width, dpr, mobile, scheme):
        self.width, self.scheme = width, scheme
        self.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": HEIGHT[width], "deviceScaleFactor": dpr, "mobile": mobile})
        self.d.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def wait_loaded(self, old_url=None):
        wait = WebDriverWait(self.d, 10)
        if old_url is not None:
            wait.until(lambda d: d.current_url != old_url)
        wait.until(lambda d: d.execute_script("return document.readyState") == "complete")

    def go(self, rel):
        self.flush_log()
        self.d.get(self.url(rel))
        self.wait_loaded()

    def click(self, selector, group, what):
        """Clicks the first element matching selector like a reader would; returns the link's href or None."""
        try:
            el = self.d.find_element(By.CSS_SELECTOR, selector)
        except WebDriverException:
            self.c.check(group, False, self.where(), f"cannot find {what} ({selector})")
            return None
        href = el.get_attribute("href")
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", el)
        old = self.d.current_url
        try:
            el.click()
            self.wait_loaded(old)
        except WebDriverException as e:
            self.c.check(group, False, self.where(), f"clicking {what} failed: {e.msg if hasattr(e, 'msg') else e}")
            return None
        ok = self.d.current_url == href
        self.c.check(group, ok, self.where(), f"clicking {what} opened {self.d.current_url}, the link says {href}")
        parts = urllib.parse.urlsplit(self.d.current_url)
        if parts.scheme == "file" and not pathlib.Path(urllib.parse.unquote(parts.path)).is_file():
            self.c.check(group, False, self.where(), f"clicking {what} opened a missing page")
            return None
        return href if ok else None

    def link_target_ok(self, href, group, what, expect_layout=None):
        """The link's href names a real page (works without JavaScript), of the expected layout."""
        parts = urllib.parse.urlsplit(href or "")
        path = pathlib.Path(urllib.parse.unquote(parts.path)) if parts.scheme == "file" else None
        ok = path is not None and path.is_file() and path.suffix == ".html"
        self.c.check(group, ok, self.where(), f"{what} points to {href}, which is not a page of the site")
        if ok and expect_layout:
            html = path.read_text(encoding="utf-8")
            current = re.search(r'<a class="layout-option[^"]*" href="[^"]*" data-layout="(\w+)" aria-current="page"', html)
            self.c.check(group, current is not None and current.group(1) == expect_layout, self.where(),
                         f"{what} points to {self.rel(href)}, which is not the {expect_layout} layout")
        return ok

    # -- checks on every visited page --------------------------------------------------------

    def check_page(self, name, label=None, console_ignore=None):
        where = self.where(label)
        self.visited += 1
        d = self.d
        # Console: no SEVERE entries (failed loads, script errors).
        for entry in d.get_log("browser"):
            if entry["level"] != "SEVERE":
                continue
            if console_ignore and console_ignore(entry["message"]):
                continue
            self.c.check("console", False, where, entry["message"])
        self.c.check("console", True, where, "")
        # No sideways scrolling (every width; the brief asks for 360 px, 1280 px costs nothing).
        sw, iw = d.execute_script("return [document.documentElement.scrollWidth, innerWidth]")
        self.c.check("no horizontal scroll", sw <= iw, where,
                     f"document is {sw}px wide in a {iw}px viewport: {self.widest_culprits()}")
        # ... and no text cut off at the sides instead (main clips sideways overflow, for stickers).
        cut = d.execute_script(CUT_TEXT_JS)
        self.c.check("no horizontal scroll", not cut, where, f"text cut off at the screen's sides: {cut}")
        # The colour scheme really applies: the page and its writing paper follow it.
        self.check_scheme(where)
        # axe-core: no serious or critical violations.
        self.axe.inject()
        result = self.axe.run(options=json.dumps({"resultTypes": ["violations", "incomplete"]}))
        bad = [v for v in result["violations"] if v["impact"] in ("serious", "critical")]
        for v in bad:
            targets = ", ".join(" ".join(n["target"]) if isinstance(n["target"], list) else str(n["target"])
                                for n in v["nodes"][:4])
            detail = v["nodes"][0].get("failureSummary", "").replace("\n", " ")[:300] if v["nodes"] else ""
            self.c.check("axe", False, where, f"{v['impact']} {v['id']} ({v['help']}) on {len(v['nodes'])} "
                                              f"element(s): {targets} — {detail}")
        self.c.check("axe", True, where, "")
        self.minor_axe.update(f"{v['impact']} {v['id']}" for v in result["violations"] if v not in bad)
        # Screenshot of the whole page (kept for people, and the base of the two pixel checks below).
        d.execute_script("window.scrollTo(0, 0)")
        shot = self.shots / f"{name}-{self.width}-{self.scheme}.png"
        png = self.screenshot()
        shot.write_bytes(png)
        self.c.check("screenshots", True, where, "")
        # Contrast where axe cannot tell (text on the dotted paper, gradients, tape): measured in pixels.
        undecided = [n["target"] for v in result["incomplete"] if v["id"] == "color-contrast" for n in v["nodes"]]
        self.check_contrast_pixels(where, undecided)
        # Stickers never cover text (the cover's stickers on a phone, say).
        self.check_stickers_over_text(where, png)

    def screenshot(self):
        data = self.d.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
        return base64.b64decode(data["data"])

    def screenshot_with_style(self, css):
        """A full-page screenshot with an extra style sheet applied for the moment."""
        self.d.execute_script("""const s = document.createElement('style'); s.id = 'browser-checks-style';
                                 s.textContent = arguments[0]; document.head.appendChild(s);""", css)
        try:
            return self.screenshot()
        finally:
            self.d.execute_script("document.getElementById('browser-checks-style').remove()")

    def check_contrast_pixels(self, where, targets):
        """For the text axe could not judge (a background gradient, a pseudo-element, an overlap), measure:
        hide all text, take a screenshot, and compare the text colour with the pixels behind the text.
        WCAG AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). 80 % of the pixels behind the
        text must pass (the paper's dots and the tape's stripes are allowed to be the other 20 %)."""
        selectors = [t[0] for t in targets if isinstance(t, list) and len(t) == 1 and isinstance(t[0], str)]
        nodes = self.d.execute_script(CONTRAST_JS, selectors)
        if not nodes:
            self.c.check("contrast (pixels)", True, where, "")
            return
        png = self.screenshot_with_style(
            "*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important;"
            " text-shadow: none !important; text-decoration-color: transparent !important; caret-color: transparent !important; }"
            " svg text { fill: transparent !important; }")
        image = Image.open(io.BytesIO(png)).convert("RGB")
        dpr = nodes[0]["dpr"]
        for n in nodes:
            fg = n["color"]
            need = 3.0 if n["large"] else 4.5
            pixels = []
            for (l, t, r, b) in n["rects"]:
                box = (max(int(l * dpr), 0), max(int(t * dpr), 0),
                       min(int(math.ceil(r * dpr)), image.width), min(int(math.ceil(b * dpr)), image.height))
                if box[2] > box[0] and box[3] > box[1]:
                    crop = image.crop(box)
                    # About 400 evenly spread samples per text box are plenty for a percentile.
                    scale = min(1.0, math.sqrt(400 / (crop.width * crop.height)))
                    if scale < 1:
                        crop = crop.resize((max(1, int(crop.width * scale)), max(1, int(crop.height * scale))),
                                           Image.NEAREST)
                    raw = crop.tobytes()
                    pixels.extend(zip(raw[0::3], raw[1::3], raw[2::3]))
            if not pixels:
                continue
            a = fg[3]
            ratios = sorted(contrast(rgb_luminance([fg[i] * a + bg[i] * (1 - a) for i in range(3)]), rgb_luminance(bg))
                            for bg in pixels)
            p20 = ratios[len(ratios) // 5]
            self.c.check("contrast (pixels)", p20 >= need, where,
                         f"{n['sel']} \"{n['text']}\": text rgb{tuple(round(v) for v in fg[:3])} has contrast "
                         f"{p20:.2f}:1 with what is behind it (needs {need}:1)")
        self.c.check("contrast (pixels)", True, where, "")

    def check_stickers_over_text(self, where, png):
        """No sticker paints over a readable text's glyphs: compare the page with and without stickers
        inside the text's line boxes; more than half a character's area changed is a failure."""
        pairs = self.d.execute_script(STICKER_TEXT_JS)
        if not pairs:
            self.c.check("stickers cover no text", True, where, "")
            return
        with_stickers = Image.open(io.BytesIO(png)).convert("RGB")
        without = Image.open(io.BytesIO(self.screenshot_with_style(
            ".sticker { visibility: hidden !important; }"))).convert("RGB")
        dpr = pairs[0]["dpr"]
        for p in pairs:
            changed = 0
            for (l, t, r, b) in p["boxes"]:
                box = tuple(int(round(v * dpr)) for v in (l, t, r, b))
                diff = ImageChops.difference(with_stickers.crop(box), without.crop(box))
                # A pixel counts as changed when some channel moved by more than 48 (faint shadows do not).
                mask = diff.point(lambda v: 255 if v > 48 else 0).convert("L").point(lambda v: 255 if v else 0)
                changed += mask.histogram()[255]
            area = changed / (dpr * dpr)
            chars = area / (p["size"] ** 2)
            self.c.check("stickers cover no text", chars < 0.5, where,
                         f"{p['sticker']} covers about {chars:.1f} characters of \"{p['text']}\"")

    def widest_culprits(self):
        return self.d.execute_script("""
            const w = innerWidth, out = [];
            for (const el of document.querySelectorAll('body *')) {
              const r = el.getBoundingClientRect();
              if (r.right > w + 0.5 && r.width > 0) out.push(el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' right=' + Math.round(r.right));
              if (out.length >= 5) break;
            }
            return out.join('; ') || 'no single element found';""")

    def check_scheme(self, where):
        info = self.d.execute_script("""
            const cs = e => getComputedStyle(e);
            const out = {body: [cs(document.body).backgroundColor, cs(document.body).color], surfaces: []};
            for (const sel of ['.entry-paper', '.comment-box', '.calendar', '.stat', '.pager a', '.month-archive li']) {
              const e = document.querySelector(sel);
              if (e && !e.closest('.is-deleted')) out.surfaces.push([sel, cs(e).backgroundColor, cs(e).color]);
            }
            return out;""")
        bg, fg = (luminance(x) for x in info["body"])
        dark = self.scheme == "dark"
        if dark:
            ok = bg is not None and fg is not None and bg < 0.05 and fg > 0.5
        else:
            ok = bg is not None and fg is not None and bg > 0.7 and fg < 0.1
        self.c.check("colour scheme", ok, where,
                     f"body background {info['body'][0]} (luminance {bg:.2f}) and text {info['body'][1]} "
                     f"(luminance {fg:.2f}) do not look {self.scheme}")
        for sel, sbg, sfg in info["surfaces"]:
            lb, lf = luminance(sbg), luminance(sfg)
            if lb is None or lf is None:
                continue
            ok = (lb < 0.08 and lf > 0.5) if dark else (lb > 0.7 and lf < 0.1)
            self.c.check("colour scheme", ok, where,
                         f"{sel} has background {sbg} and text {sfg}, not {self.scheme}")

    # -- page-specific checks ------------------------------------------------------------------

    def check_stickers(self):
        """Each sticker sits on its polaroid.

        The theme puts a sticker's centre at (x %, y %) of its polaroid and lets it overhang the edge on
        purpose (washi tape and pins are stuck across the frame's edge; x and y may be 0 or 100; main
        clips at the screen edge for that). So the check is: the centre is exactly where x and y put it
        (within 1.5 px, the polaroid's tilt included), hence inside the frame, so at most half a sticker
        sticks out on any side; and no sticker is cut off by the screen edge.
        """
        where = self.where()
        data = self.d.execute_script("""
            const out = [];
            for (const fig of document.querySelectorAll('.entry-polaroid .polaroid')) {
              const fr = fig.getBoundingClientRect();
              const m = getComputedStyle(fig).transform;
              let angle = 0;
              if (m && m !== 'none') { const v = m.match(/matrix\\(([^)]+)\\)/)[1].split(',').map(Number); angle = Math.atan2(v[1], v[0]); }
              for (const s of fig.querySelectorAll('.sticker')) {
                const r = s.getBoundingClientRect();
                out.push({name: s.className, style: s.getAttribute('style'),
                          frame: [fr.left, fr.top, fr.right, fr.bottom], w: fig.offsetWidth, h: fig.offsetHeight, angle,
                          rect: [r.left, r.top, r.right, r.bottom], vw: innerWidth});
              }
            }
            return out;""")
        self.c.check("stickers", bool(data), where, "no stickers found on a page that has them")
        for s in data:
            name = s["name"].replace("sticker ", "")
            m = re.search(r"left:([\d.]+)%;top:([\d.]+)%", s["style"] or "")
            if not self.c.check("stickers", m is not None, where, f"{name} has no left/top in %: {s['style']}"):
                continue
            x, y = float(m.group(1)) / 100, float(m.group(2)) / 100
            fl, ft, fr, fb = s["frame"]
            cx, cy = (fl + fr) / 2, (ft + fb) / 2
            px, py = x * s["w"] - s["w"] / 2, y * s["h"] - s["h"] / 2
            a = s["angle"]
            ex, ey = cx + px * math.cos(a) - py * math.sin(a), cy + px * math.sin(a) + py * math.cos(a)
            l, t, r, b = s["rect"]
            sx, sy = (l + r) / 2, (t + b) / 2
            off = math.hypot(sx - ex, sy - ey)
            self.c.check("stickers", off <= STICKER_TOLERANCE, where,
                         f"{name} is centred at ({sx:.0f}, {sy:.0f}), {off:.0f}px away from its place on the "
                         f"polaroid ({ex:.0f}, {ey:.0f})")
            inside = fl - 0.5 <= sx <= fr + 0.5 and ft - 0.5 <= sy <= fb + 0.5
            over = max(fl - l, r - fr, ft - t, b - fb, 0)
            self.c.check("stickers", inside and over <= max(r - l, b - t) / 2 + STICKER_TOLERANCE, where,
                         f"{name} {[round(v) for v in s['rect']]} overhangs its polaroid "
                         f"{[round(v) for v in s['frame']]} by {over:.0f}px, more than half of itself")
            self.c.check("stickers", l >= -0.5 and r <= s["vw"] + 0.5, where,
                         f"{name} is cut off by the screen edge (left {l:.0f}, right {r:.0f}, viewport {s['vw']})")

    def check_comments(self, sidecar):
        """Replies are inside their parent comment's element and indented to its right."""
        where = self.where()
        comments = json.loads(sidecar.read_text(encoding="utf-8"))["comments"]
        pairs = [(c["id"], c["replyTo"]) for c in comments if c.get("replyTo")]
        self.c.check("comment threads", bool(pairs), where, f"{sidecar.name} has no replies to check")
        data = self.d.execute_script("""
            const out = {};
            for (const [child, parent] of arguments[0]) {
              const c = document.getElementById('comment-' + child), p = document.getElementById('comment-' + parent);
              if (!c || !p) { out[child] = {missing: !c ? child : parent}; continue; }
              const cb = c.querySelector(':scope > .comment-box').getBoundingClientRect();
              const pb = p.querySelector(':scope > .comment-box').getBoundingClientRect();
              const closest = c.parentElement.closest('li.comment');
              out[child] = {inside: p !== c && p.contains(c), direct: closest === p,
                            flattened: !!c.querySelector(':scope > .comment-box .comment-reply-to'),
                            child: [cb.left, cb.right, cb.width], parent: [pb.left, pb.right, pb.width]};
            }
            out.__count = document.querySelectorAll('li.comment').length;
            return out;""", pairs)
        self.c.check("comment threads", data.pop("__count") == len(comments), where,
                     f"the page shows a different number of comments than {sidecar.name} has ({len(comments)})")
        for child, parent in pairs:
            r = data[child]
            if "missing" in r:
                self.c.check("comment threads", False, where, f"no element #comment-{r['missing']}")
                continue
            self.c.check("comment threads", r["inside"] and (r["direct"] or r["flattened"]), where,
                         f"reply {child} is not inside its parent {parent}'s element in the DOM")
            (cl, cr, cw), (pl, pr, pw) = r["child"], r["parent"]
            if not r["flattened"]:
                self.c.check("comment threads", cl >= pl + 8, where,
                             f"reply {child} (left {cl:.0f}px) is not indented from its parent {parent} (left {pl:.0f}px)")
            self.c.check("comment threads", cr <= pr + 0.5, where,
                         f"reply {child} (right {cr:.0f}px) sticks out past its parent {parent} (right {pr:.0f}px)")
            self.c.check("comment threads", cw >= min(240, pw * 0.6), where,
                         f"reply {child} is only {cw:.0f}px wide (parent {pw:.0f}px): too narrow to read")

    # -- the tour ---------------------------------------------------------------------------------

    def href_of(self, selector, group, what):
        found = self.d.find_elements(By.CSS_SELECTOR, selector)
        if not self.c.check(group, bool(found), self.where(), f"cannot find {what} ({selector})"):
            return None
        return found[0].get_attribute("href")

    def switch_layout(self, to, group, what, page_name):
        """Checks the layout link's href (a real page: works without JavaScript), clicks it, checks the page."""
        href = self.href_of(f".layout-switch a[data-layout={to}]", group, what)
        if href is None or not self.link_target_ok(href, group, what, to):
            return False
        self.flush_log()
        if not self.click(f".layout-switch a[data-layout={to}]", group, what):
            return False
        current = self.d.find_elements(By.CSS_SELECTOR, f".layout-switch [aria-current=page][data-layout={to}]")
        self.c.check(group, bool(current), self.where(), f"after clicking {what} the page is not the {to} layout")
        if page_name:
            self.check_page(page_name)
        return True

    def layout_tour(self):
        """Front page: polaroid → grid → polaroid by clicking; a month page and an entry by clicking."""
        g = "layout switch and navigation"
        self.go("index.html")
        self.d.execute_script("try { localStorage.clear() } catch (e) {}")
        self.go("index.html")
        self.check_page("front-polaroids")
        if self.switch_layout("grid", g, "the grid link", "front-grid"):
            self.c.check(g, self.d.find_elements(By.CSS_SELECTOR, ".cards-grid .card-grid"), self.where(),
                         "the grid page shows no grid cards")
            if self.switch_layout("polaroid", g, "the polaroid link", None):
                self.c.check(g, self.rel(self.d.current_url) == "index.html", self.where(),
                             "the polaroid link did not lead back to the front page")
        # A month page by clicking its heading, then its own layout switch and back.
        self.go("index.html")
        if self.click(".month-title a", g, "the first month heading"):
            self.c.check(g, re.fullmatch(r"\d{4}/\d{2}/index\.html", self.rel(self.d.current_url)) is not None,
                         self.where(), "the month heading did not open a month page")
            self.check_page("month-polaroids")
            if self.switch_layout("grid", g, "the month's grid link", "month-grid"):
                self.switch_layout("polaroid", g, "the month's polaroid link", None)
        # An entry by clicking its polaroid on the front page.
        self.go("index.html")
        if self.click(".cards-polaroid .card-link", g, "the first polaroid"):
            self.c.check(g, self.d.find_elements(By.CSS_SELECTOR, "article.entry"), self.where(),
                         "the polaroid did not open an entry page")
            self.check_page("entry-clicked")
            if self.d.find_elements(By.CSS_SELECTOR, ".entry-polaroid .sticker"):
                self.check_stickers()

    def wait_for_url(self, suffix):
        try:
            WebDriverWait(self.d, 5).until(lambda d: d.current_url.endswith(suffix))
            self.wait_loaded()
        except WebDriverException:
            pass

    def without_javascript(self):
        """The reader's layout choice is remembered (keepsake.js, localStorage); with scripts off nothing
        redirects and the layout links still switch pages. Checked once."""
        g = "layout switch and navigation"
        self.go("index.html")
        self.click(".layout-switch a[data-layout=grid]", g, "the grid link")   # remembers "grid"
        self.go("2026/04/index.html")
        self.wait_for_url("/grid/index.html")
        self.c.check(g, self.rel(self.d.current_url) == "2026/04/grid/index.html", self.where(),
                     "after choosing the grid, a month page did not open in the grid layout")
        self.d.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            self.go("index.html")
            self.c.check(g, self.rel(self.d.current_url) == "index.html", self.where("index.html, JavaScript off"),
                         "the front page moved to another layout with JavaScript off")
            if self.click(".layout-switch a[data-layout=grid]", g, "the grid link (JavaScript off)"):
                self.click(".layout-switch a[data-layout=polaroid]", g, "the polaroid link (JavaScript off)")
        finally:
            self.d.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        # Scripts on again: the front page follows the remembered grid; choosing polaroids resets it.
        self.go("index.html")
        self.wait_for_url("/grid/index.html")
        self.c.check(g, self.rel(self.d.current_url) == "grid/index.html", self.where(),
                     "after choosing the grid, the front page did not open in the grid layout")
        self.click(".layout-switch a[data-layout=polaroid]", g, "the polaroid link")

    def entry(self, rel, name, needs):
        self.go(rel)
        where = self.where()
        page = self.d.page_source
        for what, ok in needs(page).items():
            self.c.check("pages chosen", ok, where, f"this page was chosen for {what}, but has none")
        self.check_page(name)
        if self.d.find_elements(By.CSS_SELECTOR, ".entry-polaroid .sticker"):
            self.check_stickers()
        slug = rel.split("/")[2]
        sidecars = list((self.content / "entries" / rel[:7]).glob(f"*-{slug}.comments.json"))
        if sidecars and self.d.find_elements(By.CSS_SELECTOR, ".comment-replies"):
            self.check_comments(sidecars[0])

    def not_found(self, base):
        """The 404 page as a web server sends it: for a missing address under the site's base path."""
        url = base + "no/such/page/"
        self.flush_log()
        self.d.get(url)
        self.wait_loaded()
        self.c.check("pages chosen", "not-found" in self.d.page_source, self.where("404"), "the 404 page did not show")
        # The document itself answered 404 on purpose; Chromium logs that one load.
        self.check_page("404", label="404 (served for /no/such/page/)",
                        console_ignore=lambda m: m.startswith(url) and "status of 404" in m)

    def run(self):
        started = time.time()
        self.minor_axe = set()
        prefix = re.search(r'<link rel="stylesheet" href="([^"]*)theme/assets/style\.css"',
                           (self.site / "404.html").read_text(encoding="utf-8")).group(1)
        handler = functools.partial(QuietHandler, site=self.site, prefix=prefix)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}{prefix}"

        korean = lambda p: {"a photo": "polaroid-photo" in p, "stickers": 'class="sticker ' in p,
                            "Korean text": re.search(r'<div class="entry-body">\s*<p>[^<]*[가-힣]', p) is not None}
        english = lambda p: {"English text": re.search(r'<div class="entry-body">\s*<p>[A-Za-z]', p) is not None}
        edited = lambda p: {"an edited comment": "comment-edited" in p, "a deleted comment": "is-deleted" in p,
                            "nested replies": p.count('class="comment-replies"') >= 2}
        deepest = lambda p: {"a reply thread four levels deep": re.search(
            r'(<ol class="comment-replies">(?:(?!</ol>).)*){3}', p, re.S) is not None}
        try:
            for width, dpr, mobile in WIDTHS:
                for scheme in SCHEMES:
                    self.set_view(width, dpr, mobile, scheme)
                    steps = [("layout switch and navigation", self.layout_tour)]
                    if width == 1280 and scheme == "light":
                        steps.append(("layout switch and navigation", self.without_javascript))
                    steps += [
                        ("2026/07/haeundae/index.html",
                         lambda: self.entry("2026/07/haeundae/index.html", "entry-ko-photo-stickers", korean)),
                        ("2026/03/first-korean-class/index.html",
                         lambda: self.entry("2026/03/first-korean-class/index.html", "entry-en", english)),
                        ("2026/04/cherry-picnic/index.html",
                         lambda: self.entry("2026/04/cherry-picnic/index.html", "entry-comments-edited-deleted", edited)),
                        ("2026/07/gwangalli-night/index.html",
                         lambda: self.entry("2026/07/gwangalli-night/index.html", "entry-comments-deepest", deepest))]
                    for rel, name in [("tags/index.html", "tags"), ("tags/봄/index.html", "tag-page"),
                                      ("stats/index.html", "stats"), ("on-this-day/index.html", "on-this-day"),
                                      ("on-this-day/04-04/index.html", "on-this-day-day")]:
                        steps.append((rel, lambda rel=rel, name=name: (self.go(rel), self.check_page(name))))
                    steps.append(("404", lambda: self.not_found(base)))
                    for label, step in steps:
                        try:
                            step()
                        except Exception as e:  # one broken page must not hide the rest of the report
                            message = getattr(e, "msg", None) or str(e)
                            self.c.check("no unexpected errors", False, f"{label} [{width}px {scheme}]",
                                         f"{type(e).__name__}: {message.splitlines()[0] if message else ''}")
        finally:
            self.d.quit()
            server.shutdown()

        for group, (passed, failed) in self.c.groups.items():
            state = "ok" if failed == 0 else f"{failed} FAILED"
            print(f"  {group:<30} {passed:>4} passed  {state}")
        if self.minor_axe:
            print("  (axe, moderate/minor, not failing: " + ", ".join(sorted(self.minor_axe)) + ")")
        print(f"  {self.visited} page visits, screenshots in {self.shots}, {time.time() - started:.0f} s")
        if self.c.failures:
            print(f"\nbrowser-checks: {len(self.c.failures)} failed:", file=sys.stderr)
            for f in self.c.failures:
                print("  " + f, file=sys.stderr)
            return 1
        total = sum(p for p, _ in self.c.groups.values())
        print(f"browser-checks: {total} checks passed")
        return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", required=True, type=pathlib.Path, help="the built Output/ folder")
    ap.add_argument("--content", required=True, type=pathlib.Path, help="the diary's Content/ folder")
    ap.add_argument("--axe", required=True, type=pathlib.Path, help="axe.min.js (axe-core 4.x)")
    ap.add_argument("--screenshots", required=True, type=pathlib.Path)
    args = ap.parse_args()
    args.screenshots.mkdir(parents=True, exist_ok=True)
    run = Run(args.site.resolve(), args.content.resolve(), args.axe.resolve(), args.screenshots.resolve())
    sys.exit(run.run())


if __name__ == "__main__":
    main()
