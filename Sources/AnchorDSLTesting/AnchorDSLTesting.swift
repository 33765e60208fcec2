// AnchorDSLTesting checks layouts in tests: a matrix of devices, directions,
// text sizes and text variants, the checks, snapshots and the report page.
// A test that imports it has the DSL and the headless world too.
@_exported import AnchorDSL
@_exported import AnchorHeadless
