import Testing

@testable import KeepsakeCore

@Suite("YAMLText")
struct YAMLTextTests {
    @Test(arguments: [
        ("벚꽃 피크닉", "벚꽃 피크닉"),
        ("It's fine!", "It's fine!"),
        ("Rainy Monday (again)", "Rainy Monday (again)"),
        ("Note: rain", #""Note: rain""#),
        ("#1 day", ##""#1 day""##),
        ("- dash", #""- dash""#),
        ("yes", #""yes""#),
        ("Null", #""Null""#),
        ("2024", #""2024""#),
        ("[x]", #""[x]""#),
        ("a, b", #""a, b""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("back\\slash", #""back\\slash""#),
        ("two\nlines", #""two\nlines""#),
        ("🌸 spring", #""🌸 spring""#),
        ("trailing ", #""trailing ""#),
        ("", #""""#),
    ])
    func scalars(text: String, yaml: String) throws {
        #expect(YAMLText.scalar(text) == yaml)
        // Read back by YAML as the same text.
        let node = try #require(try YAMLComposer.compose("key: \(yaml)\n"))
        #expect(node.mapping?["key"]?.scalar?.string == text)
    }

    @Test func lists() throws {
        let yaml = YAMLText.list(["봄", "picnic, day", "2024", "yes"])
        #expect(yaml == #"[봄, "picnic, day", "2024", "yes"]"#)
        let node = try #require(try YAMLComposer.compose("tags: \(yaml)\n"))
        #expect(node.mapping?["tags"]?.sequence?.map { $0.scalar?.string } == ["봄", "picnic, day", "2024", "yes"])
    }
}
