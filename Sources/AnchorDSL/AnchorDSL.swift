// Users import one module: the vocabulary comes along with the syntax.
@_exported import AnchorModel
