// AnchorHeadless is the headless world a test lays layouts out in: views,
// guides, the engine, text, controls, cells, controllers and pictures. A
// file that imports it has the core vocabulary and the text module too.
@_exported import AnchorCore
@_exported import AnchorText
