// AnchorDSL is what an app imports: Auto Layout written as arithmetic, on the
// core vocabulary alone. The headless world is AnchorHeadless, for tests.
@_exported import AnchorCore

// The operators, anchors and composites are `@_alwaysEmitIntoClient`, not
// just `@inlinable`: each is compiled into the code that calls it, and not
// kept once more in the module, so that an app's binary holds the
// operators it uses and nothing else of them (Benchmarks/AppCost).
