import KeepsakeCore

extension DiaryDateParser {
    /// The date an option gives, with a problem reported at the option (`--date: error: …`).
    func parse(_ text: String, option: String) throws(EditFailure) -> DiaryDate {
        try parse(text).mapError {
            EditFailure(
                at: SourceLocation(path: option), $0.description, hint: "write dates as \(Self.acceptedFormats)")
        }
        .get()
    }
}
