// AnchorCore is the layout vocabulary with no views: items, anchors,
// constraints, priorities, insets, errors and the one activation seam that
// each layout system (the headless engine, UIKit's, AppKit's) plugs into.

// The geometry the API takes and returns, so that a file importing AnchorDSL
// (or AnchorHeadless) alone can write `CGSize(width: 44, height: 44)` or read a `CGRect` frame.
// Only these four types, not the whole of Foundation: a user's file keeps
// its own choice of imports. On Apple platforms they live in CoreGraphics.
#if canImport(CoreGraphics)
@_exported import struct CoreGraphics.CGFloat
@_exported import struct CoreGraphics.CGPoint
@_exported import struct CoreGraphics.CGSize
@_exported import struct CoreGraphics.CGRect
#else
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect
#endif
