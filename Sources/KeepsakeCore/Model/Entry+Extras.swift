extension Entry {
    /// Attached git history, and the fingerprints of the entry's files and of its card without
    /// it (see `Fields.history`).
    final class AttachedHistory: Sendable, Hashable {
        let history: EntryHistory
        let contentFingerprint: UInt64
        let card: UInt64

        init(_ history: EntryHistory, contentFingerprint: UInt64, card: UInt64) {
            self.history = history
            self.contentFingerprint = contentFingerprint
            self.card = card
        }

        static func == (a: AttachedHistory, b: AttachedHistory) -> Bool {
            a === b || (a.history == b.history && a.contentFingerprint == b.contentFingerprint && a.card == b.card)
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(history)
            hasher.combine(contentFingerprint)
            hasher.combine(card)
        }
    }

    /// What only some entries have, in the same reference as their detail (`EntryDetail.extras`):
    /// the photo's file, the pictures the body shows (when they are not in the detail) and git's
    /// history. Three references in every box took it to the allocator's next size, and one more
    /// beside the detail's file the next again; most entries of a big diary built without git
    /// have none of the three, or only a photo.
    struct Extras: Sendable, Hashable {
        let photoSource: String?
        let media: [MediaFile]
        let history: AttachedHistory?

        /// `nil` when there is none of the three.
        static func make(photoSource: String?, media: [MediaFile], history: AttachedHistory?) -> Extras? {
            photoSource == nil && media.isEmpty && history == nil
                ? nil : Extras(photoSource: photoSource, media: media, history: history)
        }
    }
}
