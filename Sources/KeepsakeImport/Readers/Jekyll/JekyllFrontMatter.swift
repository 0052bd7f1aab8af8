import Foundation
import KeepsakeCore

/// A Jekyll post's front matter as an imported entry's fields, and note kinds for what could not be
/// carried over. Unknown keys with a scalar or a list of scalars are kept under `extra` (when a
/// template can name them); others are noted. `layout` means nothing to Keepsake and is dropped.
struct JekyllFrontMatter {
    var title: String?
    /// `nil`: no `date` key, or one that could not be read (noted).
    var date: ImportedDate?
    var slug: String?
    /// Composed, each once (spellings Keepsake gives one page count as one).
    var tags: [String] { tagList.names }
    private var tagList = EntryTags(sameWhen: .onePage)
    /// `published: false` (or `draft: true`).
    var isDraft = false
    var extra: [CustomField] = []
    /// The key and value of the first picture key (`image`, `cover`, …, or `header.image`).
    var picture: (key: String, address: String)?
    private(set) var notes: [String] = []

    /// Keys themes use for a post's picture, in the order they are taken; a table's `path`, `url` or
    /// `src` is the picture too (jekyll-seo-tag's `image: { path: … }`).
    static let pictureKeys = ["image", "cover", "cover_image", "featured_image", "feature_image", "thumbnail"]
    /// minimal-mistakes' `header:` table and its picture keys.
    private static let headerPictureKeys = ["image", "overlay_image", "teaser"]

    init(_ table: FrontMatterValue) {
        guard case .table(let pairs) = table else { return }
        for (key, value) in pairs {
            switch key {
            case "title": title = text(value, key: key).flatMap(Self.composed)
            case "date": readDate(value)
            case "slug": slug = text(value, key: key).flatMap(Self.composed)
            case "categories", "tags": tagList.insert(contentsOf: Self.words(value))
            case "category", "tag": tagList.insert(contentsOf: value.items.compactMap(\.text))
            case "published": if value.flag == false { isDraft = true } else if value.flag == nil { unread(key) }
            case "draft": if value.flag == true { isDraft = true } else if value.flag == nil { unread(key) }
            case "permalink":
                if let text = text(value, key: key) { extra.append(CustomField(key: key, value: .text(text))) }
            case "redirect_from":
                let addresses = value.items.compactMap(\.text)
                if !addresses.isEmpty { extra.append(CustomField(key: key, value: .list(addresses.map { .text($0) }))) }
            case "layout": continue
            case "header" where picture == nil && Self.headerPicture(value) != nil:
                picture = ("header", Self.headerPicture(value)!)
            case _ where Self.pictureKeys.contains(key) && picture == nil && Self.address(value) != nil:
                picture = (key, Self.address(value)!)
            default: keep(key, value)
            }
        }
    }

    private mutating func readDate(_ value: FrontMatterValue) {
        if let imported = value.importedDate {
            date = imported
        } else {
            notes.append("front matter date not read, the file name's date used")
        }
    }

    /// The text composed (NFC), `nil` when blank.
    private static func composed(_ text: String) -> String? {
        text.isBlank ? nil : text.trimmingWhitespace().precomposedStringWithCanonicalMapping
    }

    /// Jekyll splits a plural key's text on spaces (`tags: Blog Jekyll`); a list's items are tags whole.
    private static func words(_ value: FrontMatterValue) -> [String] {
        guard case .text(let text) = value else { return value.items.compactMap(\.text) }
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Unknown keys: a scalar or a list of them kept under `extra`, when a template can name the key.
    private mutating func keep(_ key: String, _ value: FrontMatterValue) {
        if case .text(let text) = value, text.isEmpty { return }  // `comments:` with nothing: nothing to keep
        guard Self.isTemplateName(key), !value.holdsTable else {
            notes.append("front matter key \"\(key)\" not imported")
            return
        }
        extra.append(CustomField(key: key, value: value.customValue))
    }

    private mutating func text(_ value: FrontMatterValue, key: String) -> String? {
        guard let text = value.text else {
            unread(key)
            return nil
        }
        return text
    }

    private mutating func unread(_ key: String) { notes.append("front matter key \"\(key)\" not imported") }

    /// A picture key's address: its text, or the `path`, `url` or `src` of its table.
    private static func address(_ value: FrontMatterValue) -> String? {
        let text = value.text ?? value["path"]?.text ?? value["url"]?.text ?? value["src"]?.text
        return text.flatMap { $0.isBlank ? nil : $0.trimmingWhitespace() }
    }

    private static func headerPicture(_ value: FrontMatterValue) -> String? {
        guard case .table = value else { return nil }
        return headerPictureKeys.lazy.compactMap { value[$0].flatMap(address) }.first
    }

    /// Letters (any script), digits, `_` and `-`: what `{{extra.name}}` can spell.
    private static func isTemplateName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
            }
    }
}
