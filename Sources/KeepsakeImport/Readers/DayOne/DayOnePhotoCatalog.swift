import Foundation

/// Every photo the export's entries list, by the identifier texts refer to it by, with its file;
/// and which identifiers any text refers to. One catalog for the whole export: Day One lists a photo
/// copied into another entry under the first entry's photos, and the copy's text refers to it there.
struct DayOnePhotoCatalog {
    /// A photo's file in `photos/` (`nil`: the export lacks it) and its md5, which names that file.
    struct Photo: Equatable {
        var md5: String
        var file: URL?
    }

    private(set) var photos: [String: Photo] = [:]
    /// The photo identifiers entry texts refer to (`![](dayone-moment://ID)`).
    private(set) var referenced: Set<String> = []

    init(entries: [DayOneEntryJSON], files: [String: URL]) {
        for entry in entries {
            for photo in entry.photos ?? [] {
                guard let identifier = photo.identifier, photos[identifier] == nil else { continue }
                let md5 = photo.md5?.lowercased() ?? ""
                photos[identifier] = Photo(md5: md5, file: md5.isEmpty ? nil : files[md5])
            }
            for moment in DayOneMoment.all(in: entry.text ?? "") where moment.kind == .photo {
                referenced.insert(moment.identifier)
            }
        }
    }
}

/// A `dayone-moment:` reference in an entry's text: `![](dayone-moment://ID)` for a photo,
/// `![](dayone-moment:/video/ID)` (and `/audio/`, `/pdfAttachment/`) for the other attachments.
struct DayOneMoment {
    enum Kind: Equatable {
        case photo
        /// `video`, `audio`, `pdfAttachment`, or whatever else Day One names there.
        case other(String)
    }

    var kind: Kind
    var identifier: String
    var alt: String

    /// The moment `link` refers to; `nil` when it is no picture of a `dayone-moment:` address.
    init?(_ link: MarkdownLink) {
        guard link.isPicture, link.destination.hasPrefix("dayone-moment:") else { return nil }
        let parts = link.destination.dropFirst("dayone-moment:".count).split(separator: "/")
        guard (1...2).contains(parts.count), parts.allSatisfy(\.isDayOneIdentifier) else { return nil }
        kind = parts.count == 1 || parts[0].lowercased() == "photo" ? Kind.photo : .other(String(parts[0]))
        (identifier, alt) = (String(parts.last!), link.text)
    }

    /// The moments of `text`, line by line as `DayOneReferences` places them.
    static func all(in text: String) -> [DayOneMoment] {
        var moments: [DayOneMoment] = []
        for line in text.split(separator: "\n") where line.contains("dayone-moment:") {
            _ = MarkdownLink.rewriting(String(line), pictures: true) { link in
                if let moment = DayOneMoment(link) { moments.append(moment) }
                return nil
            }
        }
        return moments
    }
}

extension Substring {
    /// Letters, digits and `-`: what Day One's identifiers and uuids are made of.
    var isDayOneIdentifier: Bool {
        !isEmpty && allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
}
