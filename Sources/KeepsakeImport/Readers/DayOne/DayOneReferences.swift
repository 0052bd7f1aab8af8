import Foundation

/// An entry's body with Day One's own addresses made Keepsake's: photos become pictures
/// (`photos/2024-05-03-1.jpeg`), the first of them the polaroid's `photo` (its reference taken out
/// of the body, which the entry's page shows above it), links to other entries of the export
/// `ImportedEntry.link(to:)`; videos, recordings and PDFs are dropped with a note.
struct DayOneReferences {
    var catalog: DayOnePhotoCatalog
    /// The origin of each entry of the import, by its `uuid`.
    var origins: [String: String]

    /// What `rewrite` makes of a body.
    struct Rewritten: Equatable {
        var body: String
        var pictures: [ImportedPicture] = []
        var photo: String?
        /// Note kinds, each once.
        var notes: [String] = []
    }

    /// `day` (`2024-05-03`) names the pictures: `2024-05-03-1.jpeg`, `2024-05-03-2.png`, … Photos the
    /// entry lists but no text refers to follow the text (the first of them is the `photo` when the
    /// text shows none), unless one is the same file as a photo shown, or another entry shows it.
    func rewrite(_ body: String, of entry: DayOneEntryJSON, day: String) -> Rewritten {
        var state = State(catalog: catalog, day: day)
        var lines: [String] = []
        var collapsing = false
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let (rewritten, hadReferences) = rewrite(line: String(line), &state)
            let isBlank = rewritten.allSatisfy(\.isWhitespace)
            if hadReferences && isBlank {
                collapsing = true
            } else if isBlank && collapsing && (lines.last?.allSatisfy(\.isWhitespace) ?? true) {
                continue
            } else {
                lines.append(rewritten)
                if !isBlank { collapsing = false }
            }
        }
        let listed = (entry.photos ?? []).enumerated().sorted {
            ($0.element.orderInEntry ?? $0.offset, $0.offset) < ($1.element.orderInEntry ?? $1.offset, $1.offset)
        }
        for photo in listed.map(\.element) {
            guard let identifier = photo.identifier, !catalog.referenced.contains(identifier) else { continue }
            if let md5 = catalog.photos[identifier]?.md5, state.nameByMD5[md5] != nil { continue }
            guard let name = state.picture(identifier) else { continue }
            if state.photo == nil { state.photo = "photos/" + name } else { lines += ["", "![](photos/\(name))"] }
        }
        for (list, kind) in [(entry.videos, "video"), (entry.audios, "audio"), (entry.pdfAttachments, "pdfAttachment")]
        where !(list ?? []).isEmpty {
            state.note(Self.dropped(kind))
        }
        let text = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return Rewritten(body: text, pictures: state.pictures, photo: state.photo, notes: state.notes)
    }

    /// One line with its photos placed and its other attachments dropped, then its entry links made;
    /// and whether it had any of them (a line left blank by them goes, with a blank line around it).
    private func rewrite(line: String, _ state: inout State) -> (String, hadReferences: Bool) {
        guard line.contains("dayone") else { return (line, false) }
        var hadMoments = false
        let placed = MarkdownLink.rewriting(line, pictures: true) { link in
            guard let moment = DayOneMoment(link) else { return nil }
            hadMoments = true
            guard case .photo = moment.kind else {
                if case .other(let kind) = moment.kind { state.note(Self.dropped(kind)) }
                return ""
            }
            guard let name = state.picture(moment.identifier) else { return "" }
            guard state.photo != nil else {
                state.photo = "photos/" + name
                return ""
            }
            return "![\(moment.alt)](photos/\(name))"
        }
        let linked = links(in: placed, &state)
        return (linked.text, hadMoments || linked.count > 0)
    }

    /// `[text](dayone2://view?entryId=UUID)` (or `dayone://`) to an entry of the import becomes a link
    /// to its page; to one outside, its text.
    private func links(in line: String, _ state: inout State) -> (text: String, count: Int) {
        var count = 0
        let result = MarkdownLink.rewriting(line, pictures: false) { link in
            let destination = link.destination
            guard destination.hasPrefix("dayone://view?") || destination.hasPrefix("dayone2://view?"),
                let uuid = Self.entryID(in: destination[...])
            else { return nil }
            count += 1
            if let origin = origins[uuid] { return "[\(link.text)](\(ImportedEntry.link(to: origin)))" }
            state.note("link to an entry outside the export kept as its text")
            return link.text
        }
        return (result, count)
    }

    /// The `entryId` of `dayone2://view?entryId=UUID&…`.
    static func entryID(in destination: Substring) -> String? {
        guard let query = destination.split(separator: "?", maxSplits: 1).last else { return nil }
        for pair in query.split(separator: "&") where pair.hasPrefix("entryId=") {
            let uuid = pair.dropFirst("entryId=".count)
            return uuid.isDayOneIdentifier ? String(uuid) : nil
        }
        return nil
    }

    /// The note for an attachment of `kind` (`video`, `audio`, `pdfAttachment`) left out.
    static func dropped(_ kind: String) -> String {
        switch kind.lowercased() {
        case "pdfattachment": "PDF not imported"
        default: "\(kind.lowercased()) not imported"
        }
    }

    /// The pictures named so far, and the notes.
    private struct State {
        var catalog: DayOnePhotoCatalog
        var day: String
        var pictures: [ImportedPicture] = []
        var photo: String?
        var nameByMD5: [String: String] = [:]
        var notes: [String] = []

        /// The picture name of the photo `identifier`, named now if it is new; `nil` (and a note): the
        /// export lacks its file.
        mutating func picture(_ identifier: String) -> String? {
            guard let found = catalog.photos[identifier], let file = found.file else {
                note("photo missing from the export")
                return nil
            }
            if let name = nameByMD5[found.md5] { return name }
            let type = file.pathExtension.lowercased()
            let name = "\(day)-\(pictures.count + 1)" + (type.isEmpty ? "" : ".\(type)")
            pictures.append(ImportedPicture(name: name, file: file))
            nameByMD5[found.md5] = name
            return name
        }

        mutating func note(_ kind: String) {
            if !notes.contains(kind) { notes.append(kind) }
        }
    }
}
