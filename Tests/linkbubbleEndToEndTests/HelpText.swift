/// The exact help texts of `linkbubble`, at 80 columns. The commands' help shares blocks
/// of options (the commands share option groups), so those blocks are written once.
enum HelpText {
    /// The text options of layout, fonts, rects, render and mask.
    static let textOptions = """
          --font <file>           A font file (TTF, OTF, TTC or OTC); FILE#INDEX is
                                  face INDEX of a collection. Repeatable.
                The fonts used are the --font files, then the --family faces, each in
                the order given; the first is the primary font. Without either: the
                bundled fonts (Noto Sans, Noto Sans Arabic, Noto Sans Hebrew, DejaVu
                Sans).
          --family <name>         A font family installed on the system, after the
                                  --font files. Repeatable.
                `linkbubble fonts` lists the families.
          --system-fonts <system-fonts>
                                  on: the system's fonts (fontconfig) draw what the
                                  fonts above lack; off: only those fonts, the same
                                  output on every machine. (values: on, off; default:
                                  on)
          --language <tag>        The BCP 47 language of the text, such as ja or
                                  zh-Hant: for shaping, line breaking and the choice of
                                  fallback fonts.
          --size <size>           The font size in pixels. (default: 16.0)
          --width <width>         The container width in pixels. (default: 300.0)
          --line-height <line-height>
                                  The line height multiple (0: the font's natural
                                  height). (default: 0.0)
          --padding <padding>     The line-fragment padding in pixels, on both sides of
                                  every line. (default: 5.0)
          --max-lines <max-lines> The most lines to lay out (0: no limit);
                                  --line-break-mode says how the last ends. (default: 0)
          --underline <style>     Underline the text: none, or words joined by commas:
                                  single, thick or double; solid, dot, dash, dash-dot
                                  or dash-dot-dot; by-word.
          --underline-color <underline-color>
                                  The underline's color (default: the text's).
          --strikethrough <style> Strike the text through: none, or words as
                                  --underline takes.
          --strikethrough-color <strikethrough-color>
                                  The strikethrough's color (default: the text's).
          --line-break-mode <mode>
                                  Where lines break, and how the last line ends when
                                  text remains: word-wrap and char-wrap stop, clip cuts
                                  inside a word, truncate-* put an ellipsis at its
                                  start, middle or end. (values: word-wrap, char-wrap,
                                  clip, truncate-head, truncate-middle, truncate-tail;
                                  default: truncate-tail)
          --tab-interval <pixels> Tab stops every this many pixels (0: TextKit's
                                  default stops, every 28 pixels up to 336). (default:
                                  0.0)
          --alignment <alignment> The alignment of the lines: natural (by the
                                  paragraph's direction), left, right, center or
                                  justified. (values: natural, left, right, center,
                                  justified; default: natural)
          --direction <direction> The paragraphs' base direction: natural (from the
                                  first strong character), ltr or rtl. (values:
                                  natural, ltr, rtl; default: natural)
          --letter-spacing <px>   Extra space after every grapheme cluster in pixels
                                  (negative: --letter-spacing=-1). (default: 0.0)
          --feature <tag[=value]> An OpenType feature: TAG (on) or TAG=VALUE (0 turns
                                  it off), such as liga=0 or tnum. Repeatable.
          --line-spacing <px>     Extra space after every line in pixels. (default: 0.0)
          --paragraph-spacing <px>
                                  Extra space after the last line of every paragraph in
                                  pixels. (default: 0.0)
          --min-line-height <px>  The smallest line height in pixels (0: no minimum).
                                  (default: 0.0)
          --max-line-height <px>  The largest line height in pixels (0: no maximum).
                                  (default: 0.0)
          --line-break-strategy <line-break-strategy>
                                  Extra rules for line ends: standard (UAX #14) or
                                  hangul-word-priority (keeps Korean words whole).
                                  (values: standard, hangul-word-priority; default:
                                  standard)
          --insets <insets>       Space around the text in pixels: ALL,
                                  VERTICAL,HORIZONTAL, or TOP,LEFT,BOTTOM,RIGHT.
          --height <px>           The container height in pixels: lines below it are
                                  not laid out (default: unlimited).
          --units <units>         How offsets in ranges are counted: utf16 (as NSRange)
                                  or scalars (Unicode code points). (values: utf16,
                                  scalars; default: utf16)
          --text <text>           The text to lay out.
          --text-file <text-file> A UTF-8 file holding the text to lay out.

        """

    /// The usage line's text options, as layout and fonts show them: ArgumentParser
    /// shows `<options>` once a usage line names too many options.
    static let textUsage = "<options>"


    /// The range options of rects, render and mask.
    static let rangeOptions = """
          --range <range>         The range START:END (UTF-16 offsets unless --units
                                  scalars).
          --at <at>               The link under the point X,Y (its whole range).
          --link <link>           Mark START:END as a link to VALUE (repeatable).

        """

    /// The bubble options of path, render and mask.
    static let bubbleOptions = """
          --outset <DX[,DY]>      The outset before the union: DX, or DX,DY.
          --radius <R>            The convex corner radius (scales the style's concave
                                  radius and snapping).
          --concave-radius <R>    The concave corner radius.
          --style <style>         The bubble style: plain (exact outline), webkit
                                  (outset 2, r 4) or ios (outset 4,3, r 8, concave 4,
                                  continuous corners, snapping). (values: plain,
                                  webkit, ios; default: ios)
          --corner-shape <corner-shape>
                                  The curve at each corner: circular (a quarter circle)
                                  or continuous (iOS's continuous curvature); default:
                                  the style's. (values: circular, continuous)
          --snap <D>              Rect edges this close to the bubble's bounding box
                                  move onto it before rounding (0: no snapping);
                                  default: the style's.

        """

    /// The link style options of render and gallery.
    static let linkStyleOptions = """
          --link-style <link-style>
                                  How link text looks: standard (iOS blue #007AFF,
                                  single underline) or none (as its attributes say).
                                  (values: standard, none; default: standard)
          --link-color <link-color>
                                  The link text's color, #RRGGBB or #RRGGBBAA (over
                                  --link-style).
          --link-underline <style>
                                  The link text's underline (over --link-style): none,
                                  or words joined by commas as --underline takes.
          --link-underline-color <link-underline-color>
                                  The link underline's color (default: the link text's).

        """

    /// The scale option of render, mask and gallery.
    static let scaleOption = """
          --scale <scale>         Device pixels per point. (default: 2.0)

        """

    /// `--precision`, of every command that prints JSON numbers.
    static let precisionOption = """
          --precision <N>         Round the printed numbers to N decimals, 0 to 9
                                  (default: the shortest text that reads back to the
                                  same number).

        """

    /// The options every command has, and the blank line that ends its help.
    static let standardOptions = """
          --version               Show the version.
          -h, --help              Show help information.


        """

    /// `linkbubble --help`.
    static let root = """
        OVERVIEW: Lay out text, compute link-bubble geometry and render link previews.

        USAGE: linkbubble <subcommand>

        OPTIONS:
        \(standardOptions)SUBCOMMANDS:
          demo                    Shape a sample sentence with a link using the bundled
                                  fonts and report on it.
          layout                  Lay out text and print its line fragments as JSON.
          fonts                   List the font families, or which face draws each
                                  grapheme cluster of a text, as JSON.
          rects                   Print the rects enclosing a text range, or the link
                                  under a point, as JSON.
          path                    Compute the bubbles around rects: their outlines,
                                  rounded paths, bounds and center.
          render                  Render a link's bubble preview (or, with --highlight,
                                  the text with the bubble outlined) to PNG or SVG.
          mask                    Write the antialiased mask of the outline around a
                                  link's text (or, with --bubble, its bubble).
          batch                   Run render and mask jobs from JSON Lines, on every
                                  core.
          gallery                 Render the sample link previews (the README's
                                  gallery).
          bench                   Time the union, the bubbles of each style and the
                                  mask on your rects or on generated ones.

          See 'linkbubble help <subcommand>' for detailed help.

        """

    /// `linkbubble demo --help`.
    static let demo = """
        OVERVIEW: Shape a sample sentence with a link using the bundled fonts and
        report on it.

        USAGE: linkbubble demo [--size <size>]

        OPTIONS:
          --size <size>           The font size in pixels. (default: 16.0)
        \(standardOptions)
        """

    /// `linkbubble layout --help`.
    static let layout = """
        OVERVIEW: Lay out text and print its line fragments as JSON.

        Prints {"lines": [{"characterRange": [start, end], "glyphRange": [start, end],
        "rect": [x, y, w, h], "usedRect": [x, y, w, h], "baseline": y, "hardBreak":
        bool}], "size": [w, h]}. A text that ends with a hard break (or is empty) has
        an extra, empty line at the end, marked "extra": true, as TextKit's extra line
        fragment.

        USAGE: linkbubble layout <options>

        OPTIONS:
        \(textOptions)\(precisionOption)\(standardOptions)
        """

    /// `linkbubble rects --help`.
    static let rects = """
        OVERVIEW: Print the rects enclosing a text range, or the link under a point, as
        JSON.

        Prints {"characterRange": [start, end], "glyphRange": [start, end], "rects":
        [[x, y, w, h], ...], "lines": [...as layout prints them, for the lines the
        range touches...], "link": VALUE or null}. With --at and no link under the
        point, the ranges are null and the rects empty.

        USAGE: linkbubble rects <options>

        OPTIONS:
        \(textOptions)\(rangeOptions)  --height-style <height-style>
                                  line (the full line height), tight (per run), or max
                                  (the tallest run). (values: line, tight, max;
                                  default: line)
          --width-style <width-style>
                                  tight, or extend (to the line's edge when the range
                                  continues). (values: tight, extend; default: tight)
        \(precisionOption)\(standardOptions)
        """

    /// `linkbubble path --help`.
    static let path = """
        OVERVIEW: Compute the bubbles around rects: their outlines, rounded paths,
        bounds and center.

        Reads a JSON array of [x, y, width, height] rects (y grows downward) from
        --rects, --rects-file or standard input. JSON output: {"bubbles": [{"contours":
        [[[x, y], ...], ...], "svg": "M ... Z", "bounds": [x, y, w, h]}], "center": [x,
        y], "bounds": [x, y, w, h]}, where contours are the rings before rounding
        (outer ring first, then holes) and svg is the rounded path. Give a value
        starting with a minus sign with '=', as in --clip=-10,0,200,50.

        USAGE: linkbubble path [--rects <rects>] [--rects-file <rects-file>] [--outset <DX[,DY]>] [--radius <R>] [--concave-radius <R>] [--style <style>] [--corner-shape <corner-shape>] [--snap <D>] [--clip <X,Y,W,H>] [--format <format>] [--precision <N>]

        OPTIONS:
          --rects <rects>         The rects as a JSON array of [x, y, width, height]
                                  arrays.
          --rects-file <rects-file>
                                  A file holding the JSON array of rects.
        \(bubbleOptions)  --clip <X,Y,W,H>        Clip the rects to this visible rect first.
          --format <format>       The output format: json or svg. (values: json, svg;
                                  default: json)
        \(precisionOption)\(standardOptions)
        """

    /// `linkbubble render --help`.
    static let render = """
        OVERVIEW: Render a link's bubble preview (or, with --highlight, the text with
        the bubble outlined) to PNG or SVG.

        Writes --out (FILE.png or FILE.svg, or as --format says) and prints {"out":
        FILE, "width": W, "height": H, "characterRange": [start, end], "link": VALUE or
        null, "bounds": [x, y, w, h], "center": [x, y]}; W x H is the PNG's size, and
        the SVG's width and height.

        USAGE: linkbubble render [<options>] --out <out>

        OPTIONS:
        \(textOptions)\(rangeOptions)\(bubbleOptions)\(linkStyleOptions)\(scaleOption)  --out <out>             The file to write: FILE.png or FILE.svg.
          --format <format>       The format to write: png or svg (default: the
                                  extension of --out). (values: png, svg)
        \(precisionOption)  --background <background>
                                  The platter color, #RRGGBB or #RRGGBBAA.
          --text-color <text-color>
                                  Paint all text in this color.
          --shadow                Draw a soft shadow under the platter.
          --highlight             Draw the whole text with the bubble outline stroked
                                  over it.
          --highlight-color <highlight-color>
                                  The outline color for --highlight.
          --highlight-width <highlight-width>
                                  The outline width for --highlight, in points.
                                  (default: 2.0)
        \(standardOptions)
        """

    /// `linkbubble mask --help`.
    static let mask = """
        OVERVIEW: Write the antialiased mask of the outline around a link's text (or,
        with --bubble, its bubble).

        Writes --out (FILE.png, gray, or FILE.pgm) and prints {"out": FILE, "width": W,
        "height": H, "origin": [x, y], "coveredArea": A, "characterRange": [start,
        end], "link": VALUE or null}; origin is the mask's top-left corner in device
        pixels, coveredArea the sum of coverage / 255.

        USAGE: linkbubble mask [<options>] --out <out>

        OPTIONS:
        \(textOptions)\(rangeOptions)\(bubbleOptions)\(scaleOption)  --out <out>             The file to write: FILE.png or FILE.pgm.
          --format <format>       The format to write: png or pgm (default: the
                                  extension of --out). (values: png, pgm)
        \(precisionOption)  --bubble                Mask the rounded bubble instead of the exact outline
                                  around the text.
        \(standardOptions)
        """

    /// `linkbubble batch --help`: the default of --threads named once, the same on every
    /// machine.
    static var batch: String {
        """
            OVERVIEW: Run render and mask jobs from JSON Lines, on every core.

            Each input line is a job: {"command": "render", "text": "...", "range": [18,
            56], "style": "ios", "scale": 3, "out": "a.png", "shadow": true} (keys are the
            flags' long names). Prints one line per job, in job order: {"job": N, "result":
            {...}} or {"job": N, "error": "..."}. A bad job does not stop the others: each
            job runs in a worker process, so even a job that crashes or runs past
            --job-timeout only gets its error line (its worker is killed and replaced). The
            exit status is 1 when any job failed. Shows progress on standard error when it
            is a terminal.

            USAGE: linkbubble batch [--jobs <jobs>] [--threads <threads>] [--job-timeout <seconds>]

            OPTIONS:
              --jobs <jobs>           The JSON Lines file of jobs (default: standard input).
              --threads <threads>     How many jobs run at once, each in a worker process
                                      (default: the number of cores).
              --job-timeout <seconds> How many seconds one job may take before it fails and
                                      its worker is killed (0: no limit). (default: 60.0)
            \(standardOptions)
            """
    }

    /// `linkbubble gallery --help`.
    static let gallery = """
        OVERVIEW: Render the sample link previews (the README's gallery).

        Writes NAME.png (the preview) and NAME-highlight.png (the text with the bubble
        outlined) per sample. The bundled fonts draw the samples, and the system's
        fonts (fontconfig) the scripts and emoji they lack: the README's images were
        made with the fonts listed in Tests/Fonts/fonts.conf
        (FONTCONFIG_FILE=Tests/Fonts/fonts.conf linkbubble gallery).

        USAGE: linkbubble gallery [--out <out>] [--scale <scale>] [--link-style <link-style>] [--link-color <link-color>] \
        [--link-underline <style>] [--link-underline-color <link-underline-color>]

        OPTIONS:
          --out <out>             The folder to write the images to (created if
                                  needed). (default: gallery)
        \(scaleOption)\(linkStyleOptions)\(standardOptions)
        """

    /// `linkbubble fonts --help`.
    static let fonts = """
        OVERVIEW: List the font families, or which face draws each grapheme cluster of
        a text, as JSON.

        Without --text or --text-file, prints {"families": [NAME, ...]}: the families
        fontconfig finds, sorted (with --language, only those that support the
        language), the names --family takes. With a text, lays it out as layout does
        (the options below apply, but every line is kept: --max-lines cuts nothing) and
        prints {"clusters": [{"range": [start, end], "text": TEXT, "family": NAME,
        "style": STYLE, "file": PATH, "faceIndex": N, "bundled": bool, "color": bool},
        ...]}: one object per grapheme cluster that gets glyphs (hard line breaks get
        none), in text order. A bundled face is compiled into LinkBubble, and its
        "file" is its name in the repository's Fonts folder; "color" says whether the
        face has color glyphs (emoji).

        USAGE: linkbubble fonts <options>

        OPTIONS:
        \(textOptions)\(standardOptions)
        """

    /// `linkbubble bench --help`.
    static let bench = """
        OVERVIEW: Time the union, the bubbles of each style and the mask on your rects
        or on generated ones.

        Reads a JSON array of [x, y, width, height] rects from --rects-file (as path
        reads them), or generates --count rects with --generate: text-lines, ragged or
        random, the sets of Benchmarks/README.md ("Inputs"; seed 42 gives the
        benchmarks' rects). Each operation runs once untimed, then until --iterations
        samples are taken or --seconds have passed (at least one sample): union
        (RectUnion.regions), bubbles STYLE for each style (Bubble.bubbles, which
        includes the union, snapping and rounding), and mask (the antialiased coverage
        of the exact outline at --scale, as mask draws it; the outline is computed
        beforehand). Prints the minimum, median and 99th percentile (nearest rank) of
        each operation's wall-clock time, and what the operation made, as a table or as
        JSON: {"input": {...}, "iterations": N, "seconds": S, "scale": X, "operations":
        [{"name": NAME, "samples": N, "minNanoseconds": T, "medianNanoseconds": T,
        "p99Nanoseconds": T, "result": {...}}]}.

        USAGE: linkbubble bench [--rects-file <rects-file>] [--generate <generate>] [--count <count>] [--seed <seed>] [--operations <LIST>] [--scale <scale>] [--iterations <iterations>] [--seconds <seconds>] [--format <format>]

        OPTIONS:
          --rects-file <rects-file>
                                  A file holding a JSON array of [x, y, width, height]
                                  rects.
          --generate <generate>   Generate the rects instead, as Benchmarks/README.md
                                  describes. (values: text-lines, ragged, random)
          --count <count>         How many rects to generate, 1 to 10,000,000 (default
                                  1000).
          --seed <seed>           The generator's seed (default 42, as the benchmarks).
          --operations <LIST>     The operations to time, comma-separated: union,
                                  bubbles, mask. (default: union,bubbles,mask)
          --scale <scale>         Device pixels per point of the mask. (default: 2.0)
          --iterations <iterations>
                                  The most samples per operation, 1 to 1,000,000.
                                  (default: 1000)
          --seconds <seconds>     The most seconds per operation once one sample is
                                  taken, above 0 and up to 3600. (default: 1.0)
          --format <format>       The output: a table, or one line of JSON. (values:
                                  text, json; default: text)
          --version               Show the version.
          -h, --help              Show help information.


        """
}
