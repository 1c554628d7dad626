/// The playground page at `/`: plain HTML, CSS and a little JavaScript, served as it is
/// (no build step). Its controls make a `render` job, the image updates as they move,
/// clicking a word picks it through `/v1/rects` with a point, and the job is shown as
/// a batch line and a `curl` command.
enum PlaygroundPage {
    /// The page.
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>LinkBubble playground</title>
        <style>\(css)</style>
        </head>
        <body>
        <header><h1>LinkBubble playground</h1><span id="status" role="status"></span></header>
        <main>
        <form id="controls" autocomplete="off">
          <label class="wide">Text <textarea id="text" rows="4">Read the LinkBubble notes at example.com/wrap-path before you tune the bubble style of your links.</textarea></label>
          <label>Width <input id="width" type="range" min="80" max="600" value="300"><output for="width"></output></label>
          <label>Font size <input id="size" type="range" min="8" max="48" value="17"><output for="size"></output></label>
          <label>Family <input id="family" list="families" placeholder="bundled fonts"></label>
          <datalist id="families"><option>Noto Sans</option><option>Noto Serif</option><option>DejaVu Sans</option></datalist>
          <label>Style <select id="style"><option>ios</option><option>webkit</option><option>plain</option></select></label>
          <label>Outset <input id="outset" placeholder="style's (DX,DY)"></label>
          <label>Radius <input id="radius" placeholder="style's"></label>
          <label>Concave radius <input id="concave-radius" placeholder="style's"></label>
          <label>Corners <select id="corner-shape"><option value="">style's</option><option>circular</option><option>continuous</option></select></label>
          <label>Snap <input id="snap" placeholder="style's"></label>
          <label>Mode <select id="mode"><option>preview</option><option>pressed</option><option>outline</option><option>spotlight</option><option>indicator</option></select></label>
          <label>Scale <select id="scale"><option>1</option><option selected>2</option><option>3</option></select></label>
          <label class="check"><input id="shadow" type="checkbox"> Shadow</label>
        </form>
        <section id="view">
          <p class="hint">Click a word to pick it.</p>
          <figure><img id="text-image" alt="the text, the picked word highlighted"></figure>
          <figure id="preview-figure"><img id="preview-image" alt="the picked word's preview"><figcaption>preview</figcaption></figure>
          <h2>Request</h2>
          <pre id="batch"></pre>
          <pre id="curl"></pre>
          <pre id="summary"></pre>
        </section>
        </main>
        <script>\(script)</script>
        </body>
        </html>
        """

    /// The page's style sheet.
    static let css = """
        [hidden] { display: none !important; }
        body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f5f5f7; }
        header { display: flex; gap: 1em; align-items: baseline; padding: 0.6em 1.2em; background: #fff; border-bottom: 1px solid #ddd; }
        h1 { font-size: 1.2em; margin: 0; } h2 { font-size: 1em; margin: 1em 0 0.3em; }
        #status { color: #b00; }
        main { display: grid; grid-template-columns: 22em minmax(0, 1fr); gap: 1.2em; padding: 1.2em; }
        form { display: grid; gap: 0.5em; align-content: start; }
        label { display: grid; grid-template-columns: 7em minmax(0, 1fr) auto; align-items: center; gap: 0.4em; }
        label.wide { grid-template-columns: 1fr; } label.check { grid-template-columns: auto 1fr; }
        textarea, input, select { font: inherit; min-width: 0; box-sizing: border-box; width: 100%; }
        input[type=checkbox] { width: auto; }
        #view figure + figure { margin-left: 1em; }
        output { min-width: 2.5em; text-align: right; }
        figure { margin: 0 0 1em; background: #fff; border: 1px solid #ddd; padding: 0.5em; display: inline-block; }
        #text-image { cursor: pointer; display: block; }
        pre { background: #fff; border: 1px solid #ddd; padding: 0.6em; white-space: pre-wrap; word-break: break-all; margin: 0 0 0.5em; }
        .hint { color: #666; margin: 0 0 0.5em; }
        """

    /// The page's script.
    static let script = """
        const $ = (id) => document.getElementById(id);
        const form = $("controls");
        let range = null, timer = null, generation = 0;

        // The words of the text, as links whose value is the word: what a click can pick.
        function words() {
          const text = $("text").value, found = [];
          for (const m of text.matchAll(/[\\p{L}\\p{N}][\\p{L}\\p{N}._\\/:'-]*/gu)) {
            found.push({ range: [m.index, m.index + m[0].length], value: m[0] });
          }
          return found;
        }

        // The options shared by every request: the text and its layout, the bubble style.
        function textJob() {
          const job = { text: $("text").value, width: +$("width").value, size: +$("size").value };
          if ($("family").value) job.family = $("family").value;
          job.style = $("style").value;
          for (const key of ["outset", "radius", "concave-radius", "snap"]) {
            if ($(key).value.trim()) job[key] = $(key).value.trim();
          }
          if ($("corner-shape").value) job["corner-shape"] = $("corner-shape").value;
          return job;
        }

        function renderJob(mode) {
          const all = words();
          if (!range || range[1] > $("text").value.length) range = all.length ? all[0].range : [0, 0];
          const job = textJob();
          job.range = range;
          job.mode = mode;
          job.scale = +$("scale").value;
          if ($("shadow").checked) job.shadow = true;
          return job;
        }

        async function post(endpoint, job, accept) {
          const response = await fetch("/v1/" + endpoint, {
            method: "POST", headers: { "Content-Type": "application/json", "Accept": accept }, body: JSON.stringify(job),
          });
          if (!response.ok) {
            const body = await response.json().catch(() => ({ error: { message: response.statusText } }));
            throw new Error(body.error.message);
          }
          return response;
        }

        async function show(image, job) {
          const response = await post("render", job, "image/png");
          const blob = await response.blob();
          const url = URL.createObjectURL(blob);
          await new Promise((done) => { image.onload = done; image.src = url; });
          image.style.width = image.naturalWidth / job.scale + "px";
          image.dataset.etag = response.headers.get("ETag");
          image.dataset.job = JSON.stringify(job);
          return response.headers.get("LinkBubble-Summary");
        }

        async function update() {
          const mine = ++generation;
          for (const out of form.querySelectorAll("output")) out.value = $(out.htmlFor).value;
          const mode = $("mode").value;
          const job = renderJob(mode);
          const line = Object.assign({ command: "render", out: "preview.png" }, job);
          $("batch").textContent = JSON.stringify(line);
          $("curl").textContent = "curl -s " + location.origin + "/v1/render -H 'Content-Type: application/json' -d '"
            + JSON.stringify(job).replaceAll("'", "'\\\\''") + "' -o preview.png";
          $("preview-figure").hidden = mode !== "preview";
          try {
            const textMode = mode === "preview" ? "pressed" : mode;
            const shown = [show($("text-image"), Object.assign(renderJob(textMode), { mode: textMode }))];
            if (mode === "preview") shown.push(show($("preview-image"), job));
            const summaries = await Promise.all(shown);
            if (mine !== generation) return;
            $("summary").textContent = "LinkBubble-Summary: " + summaries[summaries.length - 1];
            $("status").textContent = "";
            document.body.dataset.state = "ready";
          } catch (error) {
            if (mine === generation) { $("status").textContent = error.message; document.body.dataset.state = "error"; }
          }
        }

        function schedule() { clearTimeout(timer); timer = setTimeout(update, 80); }

        // Picks the word at (x, y) in the text image's points: /v1/rects with the point, every word a link.
        async function pick(x, y) {
          const job = Object.assign(textJob(), { at: [x, y], link: words() });
          for (const key of ["style", "outset", "radius", "concave-radius", "snap", "corner-shape"]) delete job[key];
          try {
            const found = await (await post("rects", job, "application/json")).json();
            if (found.characterRange) { range = found.characterRange; await update(); }
          } catch (error) { $("status").textContent = error.message; }
        }

        // Settings in the address's fragment, as #width=200&mode=outline&pick=40,12: a link to a look.
        async function start() {
          const settings = new URLSearchParams(location.hash.slice(1));
          for (const [key, value] of settings) {
            const control = $(key);
            if (!control) continue;
            if (control.type === "checkbox") control.checked = value === "true"; else control.value = value;
          }
          await update();
          const point = settings.get("pick");
          if (point) await pick(...point.split(",").map(Number));
          document.body.dataset.started = "true";
        }

        $("text-image").addEventListener("click", (event) => pick(event.offsetX, event.offsetY));
        form.addEventListener("input", schedule);
        $("text").addEventListener("input", () => { range = null; });
        start();
        """
}
