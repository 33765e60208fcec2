// Text names no view and lives in a module of its own; a file that imports
// AnchorModel (or AnchorDSL) gets its vocabulary too: `Font`, `TextMeasuring`.
@_exported import AnchorText
