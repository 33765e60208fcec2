/// The bookkeeping of one symbol besides its kind and row.
///
/// One array of these rather than one array per field: creating a symbol is
/// then one append instead of four, and each append to a separate array paid
/// its own uniqueness and capacity checks.
struct SymbolInfo {
    /// Part of this struct rather than an array of its own, so that creating
    /// a symbol is one append.
    var kind: SymbolKind
    /// The head of the symbol's column list (ColumnIndex.swift); -1 if empty.
    var columnHead: Int32 = -1
    /// `visitCounter` when a column walk last listed this basic symbol.
    var visitStamp: UInt32 = 0
    /// The `infos` slot of the constraint a marker or error symbol belongs
    /// to; -1 for none. A plain integer keeps reference counting out of the
    /// per-symbol table.
    var owner: Int32 = -1
    /// `journal.operation` at which the symbol's row was first saved.
    var savedStamp: UInt32 = 0
}
