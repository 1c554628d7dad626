// profile animate scenes|time [N]|webp [FILE]              the Swift side of peers/animate_peers.py
// profile layout paragraphs|serve [COUNT [SET]]            the Swift side of peers/layout_peers.py
// profile mixed-script MODE WARM-UP MEASURED                 mixed-script and Latin layouts, for callgrind
// profile render scene|time|loop|png [--shadow] [N|FILE]     the Swift side of peers/render_peers.py
// profile union time|reuse|once SET COUNT [CALLS]            the union of 100k to 1M rects
//
// Each subcommand's file says what it prints.

let subcommands: [String: ([String]) throws -> Void] = [
    "animate": runAnimateScene,
    "layout": runLayoutTiming,
    "mixed-script": runMixedScript,
    "render": runRenderScene,
    "union": runUnionScale,
]
let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let subcommand = subcommands[name] else {
    fail("usage: profile \(subcommands.keys.sorted().joined(separator: "|")) ARGUMENTS...")
}
try subcommand(Array(arguments.dropFirst()))
