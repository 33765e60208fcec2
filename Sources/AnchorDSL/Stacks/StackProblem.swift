/// Why a `Stack` made no constraints.
struct StackProblem: Error {
    let message: String
}
