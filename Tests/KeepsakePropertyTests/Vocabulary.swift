/// Words the generated diaries are written in: Korean and English, a little Markdown.
enum Vocabulary {
    static let koreanTitles = [
        "벚꽃 피크닉", "비 오는 월요일", "한강 산책", "떡볶이 먹은 날", "고양이 두부", "첫 출근", "여름 바다",
        "눈 오는 밤", "카페 공부", "엄마 생일", "야경", "새 카메라",
    ]
    static let englishTitles = [
        "Cherry picnic", "Monday blues", "It's raining again", "Midnight ramen", "First camera", "Back to routine",
        "A quiet Sunday", "Rooftop moon", "Korean class", "Snow in March", "Beach day", "Dubu the cat",
    ]
    static let koreanSentences = [
        "오늘은 *벚꽃*이 활짝 폈다.", "김밥 세 줄을 쌌다.", "비가 하루 종일 왔다.", "두부가 또 창밖을 보고 있었다.",
        "한강에서 자전거를 탔다.", "내일은 꼭 일찍 자야지.", "**떡볶이**는 언제나 옳다.", "사진을 몇 장 찍었다.",
    ]
    static let englishSentences = [
        "The cherry trees were finally in bloom.", "We packed *far too much* kimbap.",
        "It rained all day, so I stayed in.", "Dubu watched the birds for an hour.", "I finally learned **banmal**.",
        "Note to self: sleep earlier.", "See [the map](https://example.com/map) for where we sat.",
        "Three words: sun, sea, sand.",
    ]
    static let tags = ["봄", "picnic", "Picnic", "여름", "cat", "고양이", "study", "busan", "food", "야경", "rain"]
    static let slugWords = ["picnic", "walk", "ramen", "class", "beach", "rain", "moon", "cat", "cafe", "snow"]
    static let koreanSlugWords = ["벚꽃", "산책", "바다", "하루", "두부"]
    static let commenters = ["준", "민지", "Emma", "민지 엄마", "Sora"]
    static let commentBodies = [
        "김밥 진짜 맛있었다 😋", "다음엔 유부초밥!", "*Next time* I bring strawberries", "ㅋㅋ 뭐라고 썼었어?",
        "So pretty!", "나도 가고 싶다", "Wait for me next time 🙏",
    ]
    static let diaryTitles = ["우리들의 교환일기", "Our exchange diary", "민지의 하루", "Morning pages"]
    static let memberNames = ["민지", "준", "Emma", "소라", "Minji", "Jun"]

    /// `count` sentences in the diary's languages, as paragraphs.
    static func body(_ random: inout SplitMix64, sentences count: Int) -> String {
        var paragraphs: [String] = []
        var sentences: [String] = []
        for _ in 0..<count {
            sentences.append(random.pick(random.chance(0.5) ? koreanSentences : englishSentences))
            if random.chance(0.35) {
                paragraphs.append(sentences.joined(separator: " "))
                sentences = []
            }
        }
        if !sentences.isEmpty { paragraphs.append(sentences.joined(separator: " ")) }
        if random.chance(0.15) { paragraphs.append("- 하나\n- two\n- 셋") }
        return paragraphs.joined(separator: "\n\n") + "\n"
    }
}
