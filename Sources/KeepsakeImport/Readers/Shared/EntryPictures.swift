import Foundation

/// The pictures one imported entry shows, each file once, under names unique within the entry
/// (`a.jpg`, then `a-2.jpg` for another file named so): what the body's `photos/NAME` refer to.
struct EntryPictures {
    private(set) var pictures: [ImportedPicture] = []
    private var nameByFile: [String: String] = [:]

    /// How the body refers to `file`, adding it on its first use: `photos/NAME`, NAME its composed file name.
    mutating func reference(for file: URL) -> String {
        let key = file.standardizedFileURL.path
        if let name = nameByFile[key] { return "photos/" + name }
        let wanted = file.lastPathComponent.precomposedStringWithCanonicalMapping
        var name = wanted
        var number = 2
        while pictures.contains(where: { $0.name == name }) {
            name = Self.numbered(wanted, number)
            number += 1
        }
        nameByFile[key] = name
        pictures.append(ImportedPicture(name: name, file: file))
        return "photos/" + name
    }

    /// `a.jpg`, 2 → `a-2.jpg`.
    static func numbered(_ name: String, _ number: Int) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "\(name)-\(number)" }
        return "\(name[..<dot])-\(number)\(name[dot...])"
    }
}
