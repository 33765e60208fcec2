import Foundation

/// Runs a program to its end, for the tests that need another process: the
/// compiler, Chromium, rsvg-convert, the test binary itself. One stream is
/// read, the other discarded, so that a chatty program cannot fill a pipe
/// nobody reads.
///
///     let run = try ExternalProgram.run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "--version"])
public enum ExternalProgram {
    /// Which of the program's outputs `run` returns.
    public enum Stream: Sendable {
        case standardOutput, standardError, neither
    }

    /// The program's exit status and the stream asked for (empty for `.neither`).
    public static func run(
        _ executable: URL, _ arguments: [String], reading stream: Stream = .standardOutput,
        environment: [String: String]? = nil
    ) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = stream == .standardOutput ? pipe : FileHandle.nullDevice
        process.standardError = stream == .standardError ? pipe : FileHandle.nullDevice
        try process.run()
        let data = stream == .neither ? Data() : pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// `tool` found on the PATH by `/usr/bin/env`.
    ///
    ///     let run = try ExternalProgram.run(tool: "swiftc", ["-print-target-info"])
    public static func run(
        tool: String, _ arguments: [String], reading stream: Stream = .standardOutput
    ) throws -> (status: Int32, output: Data) {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, reading: stream)
    }
}
