/// The incremental Cassowary solver lands with the solver issue.
public enum AnchorSolverPlaceholder {}
