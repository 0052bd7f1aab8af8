import Foundation
import KeepsakeCore

/// What the import reads of a Hugo site's configuration: the address it was published at, so a
/// picture missing from the site's folder can still link to where it was online.
enum HugoConfig {
    /// Hugo's config files, in the order Hugo looks for them.
    static let fileNames = [
        "hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml", "config.json",
        "config/_default/hugo.toml", "config/_default/config.toml",
    ]

    /// `baseURL` without its trailing `/`, if the config has one with a scheme.
    static func baseURL(in site: URL) -> String? {
        for name in fileNames {
            guard let text = try? String(contentsOf: site.appending(path: name), encoding: .utf8) else { continue }
            guard case .success(let table) = parse(text, name: name) else { return nil }
            guard case .table(let pairs) = table,
                let value = pairs.first(where: { $0.key.lowercased() == "baseurl" })?.value.text,
                value.contains("://")
            else { return nil }
            return value.hasSuffix("/") ? String(value.dropLast()) : value
        }
        return nil
    }

    private static func parse(_ text: String, name: String) -> Result<FrontMatterValue, ImportFailure> {
        switch PictureFileName.fileExtension(of: name) {
        case "toml": TOMLFrontMatter.table(text, firstLine: 1)
        case "json":
            Result { () throws(JSONSyntaxError) in JSONFrontMatter.value(try JSONNode.parse(text).value) }
                .mapError { ImportFailure($0.message) }
        default: YAMLFrontMatter.table(text, origin: name)
        }
    }
}
