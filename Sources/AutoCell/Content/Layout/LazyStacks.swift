/// A vertical stack, like SwiftUI's `LazyVStack`: it lays out as a ``VStack`` (every child is
/// built and measured; nothing is lazy in a cell).
public typealias LazyVStack = VStack

/// A horizontal stack, like SwiftUI's `LazyHStack`: it lays out as an ``HStack`` (every child
/// is built and measured; nothing is lazy in a cell).
public typealias LazyHStack = HStack
