@_exported import AnchorModel
