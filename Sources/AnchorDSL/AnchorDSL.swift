// AnchorDSL is what an app imports: Auto Layout written as arithmetic, on the
// core vocabulary alone. The headless world is AnchorHeadless, for tests.
@_exported import AnchorCore
