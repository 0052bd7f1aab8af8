/// The journals `keepsake import` reads, by the name given on the command line.
public enum ImportFormat: String, CaseIterable, Sendable {
    case jekyll, hugo, obsidian, dayone, jrnl

    /// The reader of this format.
    public var reader: any JournalReader {
        switch self {
        case .jekyll: JekyllReader()
        case .hugo: HugoReader()
        case .obsidian: ObsidianReader()
        case .dayone: DayOneReader()
        case .jrnl: JrnlReader()
        }
    }

    /// What SOURCE is for this format, for `--help` and messages.
    public var sourceDescription: String {
        switch self {
        case .jekyll: "a Jekyll site's folder (with _posts/ and _drafts/)"
        case .hugo: "a Hugo site's folder (with content/)"
        case .obsidian: "an Obsidian vault's daily-notes folder (or the vault)"
        case .dayone: "a Day One JSON export: the .zip, or its unzipped folder"
        case .jrnl: "the file `jrnl --export json` wrote"
        }
    }
}
