@_exported import Cassowary

// The geometry types of the public API, re-exported so that `import AutoCell` alone is
// enough to use it (no need to import all of Foundation, whose own `Expression` type would
// then clash with the solver's in unqualified code).
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
