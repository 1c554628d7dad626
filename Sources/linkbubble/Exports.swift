// The tool's JSON reader and writer, job lines and rects live in their own library (so
// that the fuzz targets can reach them); every file of the tool uses them as its own.
@_exported import LinkBubbleJSON
