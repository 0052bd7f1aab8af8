import Foundation
import KeepsakeCore

extension DayOneLocationJSON {
    /// `extra.location`: place, locality, area, country, latitude, longitude, those Day One gave
    /// (numbers as text, to six decimals: 10 cm); `nil` when it gave none.
    var extra: CustomValue? {
        var fields: [CustomField] = []
        let texts = [
            ("place", placeName ?? userLabel), ("locality", localityName), ("area", administrativeArea),
            ("country", country),
        ]
        for (key, text) in texts {
            if let text, !text.isEmpty { fields.append(CustomField(key: key, value: .text(text))) }
        }
        for (key, number) in [("latitude", latitude), ("longitude", longitude)] {
            if let number, number.isFinite { fields.append(CustomField(key: key, value: .text(Self.written(number)))) }
        }
        return fields.isEmpty ? nil : .table(fields)
    }

    /// `37.544400` → `37.5444`.
    static func written(_ number: Double) -> String {
        var text = String(format: "%.6f", number)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
