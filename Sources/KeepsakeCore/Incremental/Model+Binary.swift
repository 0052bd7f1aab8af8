import Foundation

// How the model's small values are stored in `EntryStore`: field by field, in declaration order.

extension DiaryDate: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(instant.timeIntervalSinceReferenceDate)
        for number in [year, month, day, hour, minute, second, weekday, utcOffset] { writer.write(number) }
        writer.write(hasTime)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        let instant = Date(timeIntervalSinceReferenceDate: try reader.read())
        let (year, month, day): (Int, Int, Int) = (try reader.read(), try reader.read(), try reader.read())
        let (hour, minute, second): (Int, Int, Int) = (try reader.read(), try reader.read(), try reader.read())
        let (weekday, utcOffset): (Int, Int) = (try reader.read(), try reader.read())
        guard
            DiaryDate.fits(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second, weekday: weekday,
                utcOffset: utcOffset)
        else { throw BinaryReader.Damaged() }
        self.init(
            instant: instant, year: year, month: month, day: day, hour: hour, minute: minute, second: second,
            weekday: weekday, utcOffset: utcOffset, hasTime: try reader.read())
    }
}

extension DiaryColor: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(hex)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(name: try reader.read(), lowercased: try reader.read())
    }
}

extension Member: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(id)
        writer.write(name)
        writer.write(color)
        writer.write(emails)
        writer.write(gitNames)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(
            id: try reader.read(), name: try reader.read(), color: try reader.read(), emails: try reader.read(),
            gitNames: try reader.read())
    }
}

extension Weather: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(kind)
        writer.write(temperature != nil)
        if let temperature { writer.write(temperature) }
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(kind: try reader.read(), temperature: try reader.read() ? try reader.read() as Double : nil)
    }
}

extension SourcePosition: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(line ?? -1)
        writer.write(column ?? -1)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        let (line, column): (Int, Int) = (try reader.read(), try reader.read())
        self.init(line: line < 0 ? nil : line, column: column < 0 ? nil : column)
    }
}

extension SourceLocation: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(position)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(path: try reader.read(), position: try reader.read())
    }
}

extension Photo: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(source)
        writer.write(alt)
        writer.write(location)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(source: try reader.read(), alt: try reader.read(), location: try reader.read())
    }
}

extension MediaFile: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(source)
        writer.write(position)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(source: try reader.read(), position: try reader.read())
    }
}

extension StickerPlacement: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(name)
        for number in [x, y, rotate, scale] { writer.write(number) }
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(
            name: try reader.read(), x: try reader.read(), y: try reader.read(), rotate: try reader.read(),
            scale: try reader.read())
    }
}

extension CommentThread: BinaryCodable {
    // Without recursion (threads nest deep): comments in pre-order, each followed by its replies' count.
    package func write(to writer: inout BinaryWriter) {
        writer.write(source)
        writer.write(roots.count)
        var pending = Array(roots.reversed())
        while let comment = pending.popLast() {
            writer.write(comment.id)
            writer.write(comment.author)
            writer.write(comment.date)
            writer.write(comment.edited)
            writer.write(comment.isDeleted)
            writer.write(comment.bodyHTML)
            writer.write(comment.replies.count)
            pending += comment.replies.reversed()
        }
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        let source: String = try reader.read()
        let rootCount: Int = try reader.read()
        guard rootCount >= 0 else { throw BinaryReader.Damaged() }
        // Read in pre-order, then built from the last comment back, each taking its replies from
        // the top of a stack of finished comments.
        var read: [(comment: Comment, replies: Int)] = []
        var expected = rootCount
        while expected > 0 {
            let comment = Comment(
                id: try reader.read(), author: try reader.read(), date: try reader.read(), edited: try reader.read(),
                isDeleted: try reader.read(), bodyHTML: try reader.read(), replies: [])
            let replies: Int = try reader.read()
            guard replies >= 0, replies <= Int.max - expected else { throw BinaryReader.Damaged() }
            read.append((comment, replies))
            expected += replies - 1
        }
        var finished: [Comment] = []
        for var (comment, replies) in read.reversed() {
            guard finished.count >= replies else { throw BinaryReader.Damaged() }
            comment.replies = finished.suffix(replies).reversed()
            finished.removeLast(replies)
            finished.append(comment)
        }
        guard finished.count == rootCount else { throw BinaryReader.Damaged() }
        self.init(source: source, roots: finished.reversed())
    }
}

extension Diagnostic: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(severity == .error)
        writer.write(location)
        writer.write(message)
        writer.write(hint)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        let isError: Bool = try reader.read()
        self.init(isError ? .error : .warning, at: try reader.read(), try reader.read(), hint: try reader.read())
    }
}

extension FileSignature: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        for number in [device, inode] { writer.write(number) }
        for number in [size, modified, changed] { writer.write(Int(number)) }
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        let (device, inode): (UInt64, UInt64) = (try reader.read(), try reader.read())
        let (size, modified, changed): (Int, Int, Int) = (try reader.read(), try reader.read(), try reader.read())
        self.init(device: device, inode: inode, size: Int64(size), modified: Int64(modified), changed: Int64(changed))
    }
}
