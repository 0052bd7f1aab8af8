import ArgumentParser

/// Options every command that reads a diary shares.
struct DiaryOptions: ParsableArguments {
    @OptionGroup var root: RootOptions

    @Flag(name: .long, help: "Include entries marked draft: true.")
    var drafts = false

    @Flag(name: .customLong("no-git"), help: "Do not take dates and authors from git (edited marks, lastmod).")
    var noGit = false
}
