/// The script `keepsake serve` adds to every page (only there): on Server-Sent Events it reloads the page keeping
/// its scroll position, or swaps stylesheets in place when only CSS changed; `EventSource` reconnects by itself.
enum LiveReload {
    static let scriptPath = "/__keepsake/live.js"
    static let eventsPath = "/__keepsake/events"

    static let tag = "<script src=\"\(scriptPath)\" defer></script>"

    /// Adds the script tag before the last `</body>`, or at the end.
    static func inject(into html: [UInt8]) -> [UInt8] {
        let (closing, tag) = (Array("</body>".utf8), Array(Self.tag.utf8))
        guard let at = html.indices.reversed().first(where: { html[$0...].starts(with: closing) }) else {
            return html + tag
        }
        return Array(html[..<at]) + tag + Array(html[at...])
    }

    static let script = """
        // keepsake serve: reload on rebuild (only while previewing; never in a published site).
        (() => {
          const key = "keepsake-scroll:" + location.pathname;
          const saved = sessionStorage.getItem(key);
          if (saved !== null) {
            sessionStorage.removeItem(key);
            const restore = () => window.scrollTo(0, Number(saved));
            if (document.readyState === "complete") restore(); else addEventListener("load", restore);
          }
          const events = new EventSource("\(eventsPath)");
          events.addEventListener("reload", () => {
            sessionStorage.setItem(key, String(window.scrollY));
            location.reload();
          });
          events.addEventListener("css", () => {
            for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
              const url = new URL(link.href);
              url.searchParams.set("keepsake", String(Date.now()));
              const fresh = link.cloneNode();
              fresh.href = url.href;
              fresh.addEventListener("load", () => link.remove());
              link.after(fresh);
            }
          });
        })();

        """
}
