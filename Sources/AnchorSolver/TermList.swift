/// The terms of an `LinearExpression`: up to three inline, more in an array.
///
/// Nearly every constraint written by hand has one to three terms (`x >= 0`,
/// `l == w * 0.5`, `x == a + b + 8`). Keeping those inline means that building
/// one allocates nothing but the `Constraint` itself; with a `[Term]` every
/// operator allocated an array, which made building a constraint cost more
/// than adding it to a solver.
enum TermList: Sendable {
    case empty
    case one(Term)
    case two(Term, Term)
    case three(Term, Term, Term)
    case many([Term])

    init(_ terms: [Term]) {
        switch terms.count {
        case 0: self = .empty
        case 1: self = .one(terms[0])
        case 2: self = .two(terms[0], terms[1])
        case 3: self = .three(terms[0], terms[1], terms[2])
        default: self = .many(terms)
        }
    }

    var count: Int {
        switch self {
        case .empty: 0
        case .one: 1
        case .two: 2
        case .three: 3
        case .many(let terms): terms.count
        }
    }

    /// Calls `body` on each term in order. A switch over the borrowed value
    /// rather than an iterator: an iterator holds a copy of the list, which
    /// costs a retain and a release per variable, and on the solver's add path
    /// those atomic operations are what dominates.
    @inline(__always)
    func forEach<E: Error>(_ body: (Term) throws(E) -> Void) throws(E) {
        switch self {
        case .empty: break
        case .one(let a): try body(a)
        case .two(let a, let b): try body(a); try body(b)
        case .three(let a, let b, let c): try body(a); try body(b); try body(c)
        case .many(let terms): for t in terms { try body(t) }
        }
    }

    /// The variable id and coefficient of term `index`, for the solver's
    /// add path: reading them from a borrowed list retains nothing, and a
    /// plain loop keeps that path free of closures (which got in the way of
    /// inlining the row arithmetic).
    @inline(__always)
    func key(_ index: Int) -> (id: UInt64, coefficient: Double) {
        switch self {
        case .one(let a) where index == 0: return (a.variable.id, a.coefficient)
        case .two(let a, let b) where index < 2:
            let t = index == 0 ? a : b
            return (t.variable.id, t.coefficient)
        case .three(let a, let b, let c) where index < 3:
            let t = index == 0 ? a : index == 1 ? b : c
            return (t.variable.id, t.coefficient)
        case .many(let terms): return (terms[index].variable.id, terms[index].coefficient)
        default: preconditionFailure("term index \(index) out of range")
        }
    }

    mutating func append(_ term: Term) {
        switch self {
        case .empty: self = .one(term)
        case .one(let a): self = .two(a, term)
        case .two(let a, let b): self = .three(a, b, term)
        case .three(let a, let b, let c): self = .many([a, b, c, term])
        case .many(var terms):
            // Drop our reference first so the array is unique and grows in place.
            self = .empty
            terms.append(term)
            self = .many(terms)
        }
    }

    /// Room for `capacity` terms, so that appending up to that many spills
    /// to the heap at most once.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > 3 else { return }
        self = .many(array(reservingCapacity: capacity))
    }

    /// The terms with each coefficient multiplied by `factor`.
    func scaled(_ factor: Double) -> TermList {
        switch self {
        case .empty: return .empty
        case .one(let a): return .one(a.scaled(factor))
        case .two(let a, let b): return .two(a.scaled(factor), b.scaled(factor))
        case .three(let a, let b, let c): return .three(a.scaled(factor), b.scaled(factor), c.scaled(factor))
        case .many(let terms):
            var out = [Term]()
            out.reserveCapacity(terms.count)
            for t in terms { out.append(t.scaled(factor)) }
            return .many(out)
        }
    }

    func array(reservingCapacity capacity: Int = 0) -> [Term] {
        if case .many(let terms) = self, capacity <= terms.count { return terms }
        var out = [Term]()
        out.reserveCapacity(Swift.max(capacity, count))
        forEach { out.append($0) }
        return out
    }
}
