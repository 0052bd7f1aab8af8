/// The parts of a Day One JSON export's journal file (`Journal.json`) the reader uses; every field
/// optional, as exports of different Day One versions and platforms leave different ones out.
struct DayOneJournalJSON: Decodable {
    /// Each entry decoded on its own, so that one entry Day One wrote oddly skips only itself.
    var entries: [Lenient<DayOneEntryJSON>]
}

/// One entry of `entries`.
struct DayOneEntryJSON: Decodable {
    var uuid: String?
    /// UTC, `2024-05-03T12:30:00Z`.
    var creationDate: String?
    /// The writer's zone then, `Asia/Seoul`.
    var timeZone: String?
    /// Markdown, Day One's escapes and `dayone-moment:` references in it.
    var text: String?
    var tags: [String]?
    var starred: Bool?
    /// `isPinned` in older exports, `pinned` in newer ones.
    var isPinned: Bool?
    var pinned: Bool?
    var isAllDay: Bool?
    var photos: [DayOnePhotoJSON]?
    var videos: [DayOneAttachmentJSON]?
    var audios: [DayOneAttachmentJSON]?
    var pdfAttachments: [DayOneAttachmentJSON]?
    /// Lenient: an odd location or weather loses only itself.
    var location: Lenient<DayOneLocationJSON>?
    var weather: Lenient<DayOneWeatherJSON>?
}

/// An entry's photo: its file in `photos/` is named by `md5`, its reference in the text by `identifier`.
struct DayOnePhotoJSON: Decodable {
    var identifier: String?
    var md5: String?
    /// `jpeg`, `png`, `heic`, … (the file's extension, though `jpg` files say `jpeg` in some exports).
    var type: String?
    var orderInEntry: Int?
}

/// A video, recording or PDF of an entry (not imported: only named in the notes).
struct DayOneAttachmentJSON: Decodable {
    var identifier: String?
}

/// Where an entry was written.
struct DayOneLocationJSON: Decodable {
    var placeName: String?
    var userLabel: String?
    var localityName: String?
    var administrativeArea: String?
    var country: String?
    var latitude: Double?
    var longitude: Double?
}

/// The weather when an entry was written.
struct DayOneWeatherJSON: Decodable {
    /// `clear`, `mostly-cloudy-night`, `rain`, … (see `DayOneWeather`).
    var weatherCode: String?
    /// `Mostly Cloudy`.
    var conditionsDescription: String?
    var temperatureCelsius: Double?
}
