import AnchorDSL
import AnchorHeadless

/// The report as one self-contained HTML page: inline CSS and SVG, no
/// script, no font or file from elsewhere. A section per call, failing
/// calls first; in each, a grid per direction and text variant (devices
/// across, text sizes down) of green and red thumbnails, then each problem
/// once, with the variants it occurs in, the picture of the first, and the
/// constraints involved with their files and lines.
struct ReportPage {
    /// The calls, each drawn once when it was added, in the order they were.
    let calls: [RenderedCall]

    /// Full pictures drawn per call: past this, a problem is listed in words.
    static let picturesPerCall = 6
    /// Problems listed per call, each with the variants it occurs in.
    static let problemsPerCall = 60
    /// Constraints listed per problem.
    static let constraintsPerProblem = 12
    /// Thumbnails per call: past this, a cell is a coloured mark.
    static let thumbnailsPerCall = 200

    var html: String {
        let ordered = calls.filter(\.failed) + calls.filter { !$0.failed }
        let failing = calls.count - calls.filter { !$0.failed }.count
        let variants = calls.reduce(0) { $0 + $1.variants }
        let failingVariants = calls.reduce(0) { $0 + $1.failingVariants }
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<title>Layout report: \(failing) of \(calls.count) calls fail</title>\n"
            + "<style>\n\(Self.style)</style>\n</head>\n<body>\n"
            + "<h1>Layout report</h1>\n<p class=\"summary\">\(failing) of \(calls.count) calls fail; "
            + "\(failingVariants) of \(variants) variants fail.</p>\n"
        page += "<nav><ul>\n" + ordered.map(\.navigation).joined() + "</ul></nav>\n"
        page += ordered.map(\.section).joined()
        return page + "</body>\n</html>\n"
    }

    private static let style = """
        body { font: 14px/1.4 -apple-system, "Liberation Sans", Arial, Helvetica, sans-serif; margin: 24px; color: #222; }
        h1 { margin: 0 0 4px; } h2 { margin: 32px 0 4px; font-size: 18px; } h3 { font-size: 14px; margin: 16px 0 4px; }
        .check { background: #eee; border-radius: 3px; padding: 0 4px; font-size: 12px; }
        .location { color: #666; font-family: ui-monospace, "Liberation Mono", monospace; font-size: 12px; }
        nav li.fail a, h2.fail { color: #b00020; } nav li.pass a, h2.pass { color: #1b7f3b; }
        table.grid { border-collapse: collapse; } table.grid th { font-weight: normal; color: #555; padding: 2px 6px; }
        table.grid td { padding: 3px; border: 3px solid #2e9d4f; background: #e9f7ee; vertical-align: top; }
        table.grid td.fail { border-color: #d0021b; background: #fdecee; }
        table.grid td.none { border: none; background: none; }
        td a { display: block; text-decoration: none; color: inherit; }
        .mark { font-weight: bold; }
        .problem { border-left: 4px solid #d0021b; padding: 4px 12px; margin: 16px 0; }
        figure { margin: 8px 0; }
        figure svg { border: 1px solid #ccc; max-width: min(100%, 420px); height: auto; }
        ul.constraints { padding-left: 18px; } ul.constraints code { font-size: 12px; }
        pre { font-size: 11px; background: #f6f6f6; padding: 8px; overflow-x: auto; }
        pre.message { white-space: pre-wrap; }
        """
}

/// One call as the page shows it: its line in the list at the top, and its section.
struct RenderedCall {
    /// The order it was added in.
    let number: Int
    let failed: Bool
    let variants: Int
    let failingVariants: Int
    let navigation: String
    let section: String

    /// `call` drawn, with ids made from `number`, unique in the page.
    init(_ call: ReportedCall, number: Int) {
        let id = "call-\(number)"
        self.number = number
        failed = call.failed
        variants = call.variants.count
        failingVariants = call.variants.filter(\.failed).count
        navigation = "<li class=\"\(call.failed ? "fail" : "pass")\"><a href=\"#\(id)\">"
            + "\(call.test.markupEscaped)</a> <span class=\"location\">\(call.location.text.markupEscaped)</span></li>\n"
        section = CallSection(call: call, id: id).html
    }
}

/// One call's section.
private struct CallSection {
    let call: ReportedCall
    let id: String

    /// The same problem in several variants: the first one's picture, the rest listed.
    struct Group {
        let problem: LayoutProblem
        var variants: [Int]
    }

    var html: String {
        let failingCount = call.variants.filter(\.failed).count
        let state = call.failed ? "fail" : "pass"
        var text = "<section id=\"\(id)\" class=\"call \(state)\">\n"
            + "<h2 class=\"\(state)\"><span class=\"mark\">\(call.failed ? "✗" : "✓")</span> "
            + "\(call.test.markupEscaped) <span class=\"location\">\(call.function.markupEscaped) at "
            + "\(call.location.text.markupEscaped)</span></h2>\n"
        if call.axes != nil {
            text += "<p>\(failingCount) of \(call.variants.count) variants fail.</p>\n"
        }
        let groups = Self.groups(of: call.variants)
        var firstGroupOfVariant: [Int: Int] = [:]
        for (index, group) in groups.enumerated() {
            for variant in group.variants where firstGroupOfVariant[variant] == nil { firstGroupOfVariant[variant] = index }
        }
        text += grids(linking: firstGroupOfVariant)
        if groups.isEmpty, call.failed {
            // Failures of the call itself, or a snapshot's difference.
            text += call.messages.map { "<pre class=\"message\">\($0.markupEscaped)</pre>\n" }.joined()
            if let picture = call.variants.first?.picture { text += "<figure>\(picture)</figure>\n" }
        }
        for (index, group) in groups.prefix(ReportPage.problemsPerCall).enumerated() {
            text += problemHTML(group, id: "\(id)-problem-\(index)", withPicture: index < ReportPage.picturesPerCall)
        }
        if groups.count > ReportPage.problemsPerCall {
            text += "<p>And \(groups.count - ReportPage.problemsPerCall) more problems, not listed: "
                + "the test's failures name them all.</p>\n"
        }
        return text + "</section>\n"
    }

    /// Problems by check and views, in the order first met.
    static func groups(of variants: [LayoutVariant]) -> [Group] {
        var groups: [Group] = []
        var index: [String: Int] = [:]
        for (number, variant) in variants.enumerated() {
            for problem in variant.problems {
                let key = problem.groupKey
                if let found = index[key] {
                    if groups[found].variants.last != number { groups[found].variants.append(number) }
                } else {
                    index[key] = groups.count
                    groups.append(Group(problem: problem, variants: [number]))
                }
            }
        }
        return groups
    }

    /// A grid per direction and text variant: devices across, content sizes down.
    private func grids(linking firstGroupOfVariant: [Int: Int]) -> String {
        guard let axes = call.axes else {
            guard let only = call.variants.first else { return "" }
            let cell = cell(only, index: 0, failed: call.failed, link: nil, thumbnail: true)
            return "<table class=\"grid\"><tr>\(cell)</tr></table>\n"
        }
        var position: [String: Int] = [:]
        for (index, variant) in call.variants.enumerated() {
            position["\(variant.device)\u{0}\(variant.direction)\u{0}\(variant.contentSize)\u{0}\(variant.text)"] = index
        }
        var text = ""
        var drawn = 0
        for direction in axes.directions {
            for variantText in axes.text {
                text += "<h3>\(direction.words) · \(variantText.name.markupEscaped)</h3>\n<table class=\"grid\">\n<tr><th></th>"
                let devices = axes.designedDevices.map(axes.label(of:))
                text += devices.map { "<th>\($0.markupEscaped)</th>" }.joined() + "</tr>\n"
                for contentSize in axes.contentSizes {
                    text += "<tr><th title=\"\(contentSize)\">\(contentSize.shortName)</th>"
                    for device in devices {
                        let key = "\(device)\u{0}\(direction)\u{0}\(contentSize)\u{0}\(variantText.name)"
                        guard let index = position[key] else {
                            text += "<td class=\"none\"></td>"
                            continue
                        }
                        drawn += 1
                        let link = firstGroupOfVariant[index].map { "\(id)-problem-\($0)" }
                        let variant = call.variants[index]
                        text += cell(variant, index: index, failed: variant.failed, link: link,
                                     thumbnail: drawn <= ReportPage.thumbnailsPerCall)
                    }
                    text += "</tr>\n"
                }
                text += "</table>\n"
            }
        }
        return text
    }

    private func cell(_ variant: LayoutVariant, index: Int, failed: Bool, link: String?, thumbnail: Bool) -> String {
        let words = failed && variant.problems.isEmpty ? "differs from its snapshot"
            : variant.failed
            ? variant.problems.prefix(5).map(\.message).joined(separator: "\n")
                + (variant.problems.count > 5 ? "\nand \(variant.problems.count - 5) more" : "")
            : "no problem"
        let content = thumbnail ? (variant.thumbnail ?? "") : (failed ? "✗" : "✓")
        let inner = link.map { "<a href=\"#\($0)\">\(content)</a>" } ?? content
        return "<td class=\"\(failed ? "fail" : "pass")\" id=\"\(id)-variant-\(index)\" "
            + "title=\"\((variant.longName + ": " + words).markupEscaped)\">\(inner)</td>"
    }

    private func problemHTML(_ group: Group, id: String, withPicture: Bool) -> String {
        let first = call.variants[group.variants[0]]
        // Under the check's name, a team's as a built-in one's.
        let check = group.problem.check.members.map(\.name).joined(separator: ", ")
        var text = "<div class=\"problem\" id=\"\(id)\">\n<p><span class=\"check\">\(check.markupEscaped)</span> "
            + "<strong>\(group.problem.message.markupEscaped)</strong></p>\n"
            + "<p>In \(first.longName.markupEscaped)"
        if group.variants.count > 1 {
            text += " and in \(group.variants.count - 1) more:</p>\n<details><summary>the other variants</summary><ul>"
            text += group.variants.dropFirst().map { "<li>\(call.variants[$0].longName.markupEscaped)</li>" }.joined()
            text += "</ul></details>\n"
        } else {
            text += ".</p>\n"
        }
        if withPicture, let picture = first.plainPicture {
            text += "<figure>\(View.svgPicture(picture, adding: group.problem.overlays))</figure>\n"
        }
        let constraints = group.problem.constraints
        if !constraints.isEmpty {
            text += "<p>The constraints involved:</p>\n<ul class=\"constraints\">\n"
            for constraint in constraints.prefix(ReportPage.constraintsPerProblem) {
                let (code, location) = ConstraintDescription.splitLocation(constraint)
                text += "<li><code>\(code.markupEscaped)</code>"
                    + (location.map { " <span class=\"location\">\($0.markupEscaped)</span>" } ?? "") + "</li>\n"
            }
            if constraints.count > ReportPage.constraintsPerProblem {
                text += "<li>and \(constraints.count - ReportPage.constraintsPerProblem) more</li>\n"
            }
            text += "</ul>\n"
        }
        if withPicture, let textPicture = first.textPicture {
            text += "<details><summary>Text picture</summary><pre>\(textPicture.markupEscaped)</pre></details>\n"
        }
        return text + "</div>\n"
    }
}

extension LayoutProblem {
    /// The same problem in another variant has the same key: its check and views.
    /// Check, views and the constraints written (not the intrinsic sizes,
    /// which follow the text size): a problem met in several variants is
    /// listed once only where the same lines make it.
    var groupKey: String {
        let written = constraints.filter { !$0.contains(" Hug:") }
        return "\(check) \(views.joined(separator: "\u{0}"))\u{1}\(written.joined(separator: "\u{0}"))"
    }
}

/// Constraint descriptions as the page shows them.
enum ConstraintDescription {
    /// `a.width == 40 (App/Card.swift:12)` as the constraint and where it was written.
    static func splitLocation(_ description: String) -> (String, String?) {
        guard description.hasSuffix(")"), let open = description.range(of: " (", options: .backwards) else {
            return (description, nil)
        }
        let inside = description[open.upperBound..<description.index(before: description.endIndex)]
        guard let colon = inside.lastIndex(of: ":"), !inside[inside.index(after: colon)...].isEmpty,
              inside[inside.index(after: colon)...].allSatisfy(\.isNumber) else { return (description, nil) }
        return (String(description[..<open.lowerBound]), String(inside))
    }
}

extension CallerLocation {
    /// `App/CardTests.swift:12`.
    var text: String { "\(fileID):\(line)" }
}
