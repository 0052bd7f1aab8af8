import KeepsakeRender
import KeepsakeCore

// How `PhotoMemo` is saved: in binary, like the entry store (JSON was slower to decode).

extension PhotoMemo.Record: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(signature)
        writer.write(digest)
        writer.write(Int(readAt))
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(signature: try reader.read(), digest: try reader.read(), readAt: Int64(try reader.read() as Int))
    }
}

extension PixelSize: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(width)
        writer.write(height)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(width: try reader.read(), height: try reader.read())
    }
}

extension PhotoCache.Manifest: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(size)
        writer.write(files)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        self.init(size: try reader.read(), files: try reader.read())
    }
}

extension PhotoCache.Manifest.File: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(kind.rawValue)
        writer.write(width)
        writer.write(format.rawValue)
        writer.write(size)
        writer.write(name)
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        guard let kind = PhotoPlan.Kind(rawValue: try reader.read()) else { throw BinaryReader.Damaged() }
        let width: Int = try reader.read()
        guard let format = ImageFormat(rawValue: try reader.read()) else { throw BinaryReader.Damaged() }
        self.init(kind: kind, width: width, format: format, size: try reader.read(), name: try reader.read())
    }
}
