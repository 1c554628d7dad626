// The high-level module re-exports the modules its API is made of, so that
// `import LinkBubble` is all a user needs.
@_exported import BubbleRender
@_exported import TextLayout
@_exported import Geometry
@_exported import WrapPath
