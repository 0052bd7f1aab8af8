import ArgumentParser
import Foundation
import KeepsakeCore

/// Reads option values checked against the diary, reporting problems at the option (`--date: error: …`).
enum CommandValues {
    static func date(_ text: String, option: String, parser: DiaryDateParser) throws -> DiaryDate {
        switch parser.parse(text) {
        case .success(let date): return date
        case .failure(let problem):
            throw EditFailure(
                at: SourceLocation(path: option), problem.description,
                hint: "write dates as \(DiaryDateParser.acceptedFormats)")
        }
    }
}
