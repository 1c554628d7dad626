#!/usr/bin/env python3
"""The Python peer of `linkbubble serve` in serve_peers.py: `POST /v1/render` drawn with skia-python.

    python3 Benchmarks/peers/serve_skia.py [--port 8090] [--processes 2]

A job is `{"text", "range": [start, end], "width", "scale", "shadow"}` (UTF-16 offsets of
ASCII text), as `linkbubble serve` takes it. For each request, in the handling process:
- lay out: Noto Sans Regular (the bundled file) at 16 px, lines broken greedily at spaces and
  after "/" (the break opportunities of the benchmark's URL), widths measured by skia.Font;
- the link's rects, one per line it covers, each outset by 4 x 3 and rounded with radius 8
  (LinkBubble's ios style without its concave corners and snapping), unioned by Skia PathOps;
- drawn at `scale` on a surface that holds the bubble and its shadow: the shadow (the path
  moved down 1.5 px, a normal blur of sigma 3), the platter, the link's glyphs in blue and
  its underline;
- encoded by Skia's PNG encoder (zlib level 6) and answered as `image/png`.
The layout is simpler than LinkBubble's (no ICU line breaking, no HarfBuzz shaping, no
bidi), which favours this side. Processes: `--processes` forked after the socket is bound,
each a ThreadingHTTPServer (HTTP/1.1 keep-alive, a thread per connection), the usual
pre-fork way around the interpreter lock.
"""

import argparse
import http.server
import json
import os
import signal

import skia

HERE = os.path.dirname(os.path.abspath(__file__))
FONT = os.path.join(HERE, "..", "..", "Fonts", "NotoSans-Regular.ttf")
SIZE = 16.0
OUTSET = (4.0, 3.0)
RADIUS = 8.0
SHADOW_OFFSET, SHADOW_SIGMA = 1.5, 3.0

typeface = skia.Typeface.MakeFromFile(FONT)
font = skia.Font(typeface, SIZE)
font.setSubpixel(True)
font.setHinting(skia.FontHinting.kNone)
metrics = font.getMetrics()
LINE_HEIGHT = -metrics.fAscent + metrics.fDescent + metrics.fLeading
PLATTER = skia.Paint(AntiAlias=True, Color=skia.ColorSetARGB(255, 242, 242, 247))
SHADOW = skia.Paint(AntiAlias=True, Color=skia.ColorSetARGB(64, 0, 0, 0),
                    MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, SHADOW_SIGMA))
LINK = skia.Paint(AntiAlias=True, Color=skia.ColorSetARGB(255, 0, 122, 255))


def segments(text):
    """The text cut after each break opportunity: after a run of spaces, and after "/"."""
    pieces, start = [], 0
    for index, character in enumerate(text):
        following = text[index + 1] if index + 1 < len(text) else ""
        if (character == " " and following != " ") or (character == "/" and following not in ("/", "")):
            pieces.append((start, index + 1))
            start = index + 1
    if start < len(text):
        pieces.append((start, len(text)))
    return pieces


def lines(text, width):
    """Greedy line breaking: [(start, end)] of each line, trailing spaces hanging."""
    result, line_start, line_end = [], 0, 0
    for start, end in segments(text):
        if end > line_start and line_end > line_start and font.measureText(text[line_start:end].rstrip(" ")) > width:
            result.append((line_start, line_end))
            line_start = start
        line_end = end
    result.append((line_start, line_end))
    return result


def render(job):
    text, (link_start, link_end), width = job["text"], job["range"], float(job.get("width", 300))
    scale, shadow = float(job.get("scale", 2)), bool(job.get("shadow", False))
    path, runs = None, []
    for number, (start, end) in enumerate(lines(text, width)):
        first, last = max(start, link_start), min(end, link_end)
        if first >= last:
            continue
        segment = text[first:last].rstrip(" ")
        x = font.measureText(text[start:first])
        top = number * LINE_HEIGHT
        rect = skia.Rect.MakeXYWH(x - OUTSET[0], top - OUTSET[1], font.measureText(segment) + 2 * OUTSET[0],
                                  LINE_HEIGHT + 2 * OUTSET[1])
        rounded = skia.Path()
        rounded.addRoundRect(rect, RADIUS, RADIUS)
        path = rounded if path is None else skia.Op(path, rounded, skia.kUnion_PathOp)
        runs.append((segment, x, top - metrics.fAscent))
    bounds = path.getBounds()
    margin = 3 * SHADOW_SIGMA + SHADOW_OFFSET if shadow else 0
    left, top = bounds.left() - margin, bounds.top() - margin
    surface = skia.Surface(int(-(-(bounds.width() + 2 * margin) * scale // 1)),
                           int(-(-(bounds.height() + 2 * margin) * scale // 1)))
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorTRANSPARENT)
    canvas.scale(scale, scale)
    canvas.translate(-left, -top)
    if shadow:
        moved = skia.Path(path)
        moved.offset(0, SHADOW_OFFSET)
        canvas.drawPath(moved, SHADOW)
    canvas.drawPath(path, PLATTER)
    for segment, x, baseline in runs:
        canvas.drawTextBlob(skia.TextBlob(segment, font), x, baseline, LINK)
        canvas.drawRect(skia.Rect.MakeXYWH(x, baseline + 1.5, font.measureText(segment), 1), LINK)
    return surface.makeImageSnapshot().encodeToData(skia.kPNG, 100).bytes()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # The headers and the body leave in two writes: without TCP_NODELAY the body waits for
    # the client's delayed acknowledgement (40 ms).
    disable_nagle_algorithm = True

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        if self.path != "/v1/render":
            self.answer(404, "application/json", b'{"error":{"code":"not-found","message":"no endpoint"}}')
            return
        try:
            image = render(json.loads(body))
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            message = json.dumps({"error": {"code": "invalid-job", "message": str(error)}}).encode()
            self.answer(400, "application/json", message)
            return
        self.answer(200, "image/png", image)

    def answer(self, status, content_type, body):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=8090)
    parser.add_argument("--processes", type=int, default=2)
    arguments = parser.parse_args()
    http.server.ThreadingHTTPServer.request_queue_size = 1024
    server = http.server.ThreadingHTTPServer(("127.0.0.1", arguments.port), Handler)
    server.daemon_threads = True
    children = []
    for _ in range(arguments.processes - 1):
        child = os.fork()
        if child == 0:
            children = []
            break
        children.append(child)
    if children:
        # SIGTERM to the first process ends the others too.
        def stop(*_):
            for child in children:
                os.kill(child, signal.SIGTERM)
            os._exit(0)
        signal.signal(signal.SIGTERM, stop)
    server.serve_forever()


if __name__ == "__main__":
    main()
