import Foundation

/// Colours and stickers, read the same way in entries and in the diary's cover.
extension FieldReader {
    /// A palette name or `#RRGGBB`.
    mutating func color(_ key: String, catalog: DecorationCatalog) -> DiaryColor? {
        guard let text = string(key), let value = node(key) else { return nil }
        return color(text, at: value, catalog: catalog)
    }

    mutating func color(_ text: String, at value: YAMLNode, catalog: DecorationCatalog) -> DiaryColor? {
        let trimmed = text.trimmingSpaces()
        if DiaryColor.isHex(trimmed) { return DiaryColor(name: nil, hex: trimmed) }
        if let named = catalog.color(named: trimmed) { return named }
        let names = catalog.palette.compactMap(\.name)
        let hint =
            trimmed.hasPrefix("#")
            ? "write hex colours as \"#RRGGBB\" in quotes (six hex digits), or use a palette name: \(names.joined(separator: ", "))"
            : Suggestion.hint(for: trimmed, known: names, noun: "colours") + ", or \"#RRGGBB\""
        error(at: value, "unknown colour \"\(trimmed)\"", hint: hint)
        return nil
    }

    /// A list of `{name, x, y, rotate, scale}`.
    mutating func stickers(_ key: String, catalog: DecorationCatalog) -> [StickerPlacement] {
        let items = list(key)
        // Room for exactly these: a big diary keeps every entry's list for the whole build.
        var placements: [StickerPlacement] = []
        placements.reserveCapacity(items.count)
        for item in items {
            let placement = nested(item, known: ["name", "x", "y", "rotate", "scale"], what: "sticker") {
                fields -> StickerPlacement? in
                guard item.mapping != nil else { return nil }
                guard let name = fields.string("name"), let nameNode = fields.node("name") else {
                    fields.report(
                        .error(
                            at: fields.mappingLocation, "sticker has no \"name\"",
                            hint: "write it as { name: heart, x: 80, y: 10, rotate: 12, scale: 1 }"))
                    return nil
                }
                let known = catalog.sticker(named: name) != nil
                if !known {
                    fields.error(
                        at: nameNode, "unknown sticker \"\(name)\"",
                        hint: Suggestion.hint(for: name, known: catalog.stickers.map(\.name), noun: "stickers"))
                }
                let x = fields.number("x", in: StickerPlacement.xRange) ?? Self.missing("x", &fields, default: 50)
                let y = fields.number("y", in: StickerPlacement.yRange) ?? Self.missing("y", &fields, default: 50)
                let rotate = fields.number("rotate", in: StickerPlacement.rotateRange) ?? 0
                let scale = fields.number("scale", in: StickerPlacement.scaleRange) ?? 1
                return known ? StickerPlacement(name: name, x: x, y: y, rotate: rotate, scale: scale) : nil
            }
            if let placement { placements.append(placement) }
        }
        return placements
    }

    /// A required sticker coordinate: an error when absent (a present but wrong value was reported already).
    private static func missing(_ key: String, _ fields: inout FieldReader, default value: Double) -> Double {
        if fields.node(key) == nil {
            fields.report(
                .error(
                    at: fields.mappingLocation, "sticker has no \"\(key)\"",
                    hint: "x and y place the sticker's centre, in percent of the polaroid (0–100)"))
        }
        return value
    }
}
