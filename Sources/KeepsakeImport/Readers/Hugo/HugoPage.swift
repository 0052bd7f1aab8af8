import Foundation
import KeepsakeCore

/// A Hugo page that becomes an entry, after the first pass: its front matter read, its date
/// found, its body not yet converted.
struct HugoPage {
    /// The page's path in the content folder (`posts/picnic/index.md`).
    var contentPath: String
    var origin: String
    var fields: HugoFields
    var date: ImportedDate
    var slug: String?
    var body: String
    /// A leaf bundle's `index.md`: the entry is named by its folder.
    var isBundle: Bool

    /// The page at `contentPath`, or the note saying why it is skipped (as the failure's message).
    static func read(_ contentPath: String, in site: HugoSite) -> Result<HugoPage, ImportFailure> {
        let origin = site.origin(of: contentPath)
        let name = RelativePath.fileName(of: contentPath)
        if name == "_index.md" || name == "_index.markdown" {
            return .failure(ImportFailure("section page (_index.md) skipped"))
        }
        guard let data = FileManager.default.contents(atPath: site.source.appending(path: origin).path),
            let text = SourceText.decode([UInt8](data))
        else { return .failure(ImportFailure("front matter not read: the file is not UTF-8 text")) }
        let split: HugoFrontMatterSplit
        switch HugoFrontMatterSplit.split(text, origin: origin) {
        case .failure(let failure): return .failure(ImportFailure("front matter not read: \(failure.message)"))
        case .success(let parts): split = parts
        }
        let fields = HugoFields(split.table)
        let isBundle = HugoRefResolver.isBundleIndex(contentPath)
        // A bundle is named and dated by its folder (`2024-06-01-picnic/index.md`), a page by its file.
        let namingPart = isBundle ? RelativePath.fileName(of: RelativePath.folder(of: contentPath)) : name
        guard let date = fields.date ?? HugoFields.datePrefix(of: namingPart) else {
            return .failure(ImportFailure("no date, skipped"))
        }
        let folderSlug = isBundle ? Slug.split(fileName: namingPart).rest : nil
        return .success(
            HugoPage(
                contentPath: contentPath, origin: origin, fields: fields, date: date,
                slug: fields.slug ?? folderSlug.flatMap { $0.isEmpty ? nil : $0 }, body: split.body,
                isBundle: isBundle))
    }
}
