#!/usr/bin/env python3
"""Record a real browser's CSS timing functions as the fixture css-easing.json.

Run from anywhere (needs Debian's `chromium`):

    python3 Tests/BubbleRenderTests/Fixtures/record_css_easing.py

A page animates one element per timing function with the Web Animations API (a
1,000 ms effect whose `easing` is the function), seeks each animation to 101 evenly
spaced instants and 6 near either end, and reads the eased progress from
`getComputedTiming().progress`: the browser's own cubic-bezier solver, not a formula
of ours. Headless chromium prints the resulting DOM; the JSON in it is written as
css-easing.json: {"browser", "curves": [{"easing", "samples": [[time, progress]]}]}.
"""

import html
import json
import os
import re
import subprocess
import tempfile

EASINGS = [
    "linear",
    "ease",
    "ease-in",
    "ease-out",
    "ease-in-out",
    "cubic-bezier(0.3, -0.5, 0.7, 1.5)",
    "cubic-bezier(0.9, 0.1, 0.1, 0.9)",
    "cubic-bezier(0, 1, 1, 0)",
]

PAGE = """<!doctype html><html><body><pre id=out></pre><script>
const easings = %s;
const times = [];
for (let i = 0; i <= 100; i++) times.push(i / 100);
times.push(0.001, 0.005, 0.013, 0.987, 0.995, 0.999);
const curves = easings.map(easing => {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const animation = element.animate([{opacity: 0}, {opacity: 1}], {duration: 1000, easing, fill: 'both'});
  animation.pause();
  const samples = times.map(t => {
    animation.currentTime = t * 1000;
    return [t, animation.effect.getComputedTiming().progress];
  });
  return {easing, samples};
});
document.getElementById('out').textContent = JSON.stringify({browser: navigator.userAgent, curves});
</script></body></html>
"""


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.TemporaryDirectory() as folder:
        page = os.path.join(folder, "easing.html")
        with open(page, "w") as file:
            file.write(PAGE % json.dumps(EASINGS))
        dom = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + page],
            check=True, capture_output=True, text=True,
        ).stdout
    text = html.unescape(re.search(r'<pre id="out">(.*?)</pre>', dom, re.S).group(1))
    result = json.loads(text)
    result["browser"] = re.search(r"Chrome/[0-9.]+", result["browser"]).group(0)
    with open(os.path.join(here, "css-easing.json"), "w") as file:
        # One curve per line keeps the file short and its diffs readable.
        file.write('{"browser": %s, "curves": [\n' % json.dumps(result["browser"]))
        file.write(",\n".join(json.dumps(curve, separators=(",", ":")) for curve in result["curves"]))
        file.write("\n]}\n")


if __name__ == "__main__":
    main()
