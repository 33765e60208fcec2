/// The median of measured times (0 for none), the statistic every benchmark
/// reports because one slow run on a shared machine must not move it.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    if !sorted.count.isMultiple(of: 2) { return sorted[middle] }
    let sum = sorted[middle - 1] + sorted[middle]
    return sum / 2
}
