#!/usr/bin/env python3
"""Time from saving an entry to the reload event reaching a browser, with `keepsake serve`.

Starts the server on a diary, connects to its event stream like a browser's EventSource,
then repeatedly rewrites one entry (alternating two versions, atomically like an editor) and
measures the time from the save to the arrival of `event: reload`. Also reports the server's
memory (VmRSS and peak VmHWM from /proc) once started and after the edits.

    Benchmarks/serve-latency.py --root Content-holding-folder [--keepsake .build/release/keepsake]
                                [--edits 30] [--port 4600] [--json results.json]
"""
import argparse, json, os, re, socket, statistics, subprocess, sys, time


def memory(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = int(value.split()[0]) // 1024
    return fields


def pick_entry(root):
    """A published entry in the middle of the diary: an ordinary, not an extreme, page."""
    entries = []
    for folder, _, names in os.walk(os.path.join(root, "Content")):
        for name in names:
            if name.endswith(".md"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    head = f.read(2048)
                if "draft: true" not in head and "deleted: true" not in head:
                    entries.append(path)
    entries.sort()
    return entries[len(entries) // 2]


def save_atomically(path, text):
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(temporary, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", required=True)
    parser.add_argument("--keepsake", default=".build/release/keepsake")
    parser.add_argument("--edits", type=int, default=30)
    parser.add_argument("--port", type=int, default=4600)
    parser.add_argument("--json")
    args = parser.parse_args()

    server = subprocess.Popen(
        [args.keepsake, "serve", "--root", args.root, "--port", str(args.port)],
        stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    started = time.monotonic()
    port = None
    log = []
    for line in server.stderr:
        log.append(line.rstrip())
        match = re.search(r"at http://[^:]+:(\d+)/", line)
        if match:
            port = int(match.group(1))
            break
    if port is None:
        print("\n".join(log), file=sys.stderr)
        sys.exit("keepsake serve did not start")
    startup = time.monotonic() - started
    first_build = next((l for l in log if l.startswith("Built in")), "")
    idle = memory(server.pid)

    events = socket.create_connection(("127.0.0.1", port))
    events.sendall(b"GET /__keepsake/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    buffered = b""
    while b": keepsake serve" not in buffered:
        buffered += events.recv(4096)

    entry = pick_entry(args.root)
    with open(entry, encoding="utf-8") as f:
        original = f.read()
    latencies = []
    try:
        for edit in range(args.edits):
            text = original + f"\nEdited for the benchmark, round {edit}.\n"
            buffered = b""
            saved = time.monotonic()
            save_atomically(entry, text)
            while b"event: reload" not in buffered:
                chunk = events.recv(4096)
                if not chunk:
                    sys.exit("the event stream closed")
                buffered += chunk
            latencies.append((time.monotonic() - saved) * 1000)
            time.sleep(0.15)  # let the file's timestamp settle, as between real saves
    finally:
        save_atomically(entry, original)
    after = memory(server.pid)
    time.sleep(0.3)
    server.terminate()
    stopped = time.monotonic()
    server.wait(timeout=10)
    stop_ms = (time.monotonic() - stopped) * 1000

    latencies.sort()
    result = {
        "root": args.root,
        "edits": len(latencies),
        "first_build": first_build,
        "startup_s": round(startup, 2),
        "latency_ms": {
            "median": round(statistics.median(latencies), 1),
            "p90": round(latencies[int(len(latencies) * 0.9) - 1], 1),
            "max": round(latencies[-1], 1),
            "min": round(latencies[0], 1),
        },
        "memory_mb": {"rss_started": idle.get("VmRSS"), "rss_after_edits": after.get("VmRSS"), "peak": after.get("VmHWM")},
        "stop_ms": round(stop_ms, 1),
    }
    print(json.dumps(result, indent=2, ensure_ascii=False))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=2, ensure_ascii=False)


if __name__ == "__main__":
    main()
