import KeepsakeCore

// How `PhotoMemo` is saved: in binary, like the entry store (JSON was slower to decode).

extension PhotoMemo.Record: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(signature)
        writer.write(digest)
        writer.write(Int(readAt))
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        let signature: FileSignature = try reader.read()
        let digest: UInt64 = try reader.read()
        let readAt: Int = try reader.read()
        self.init(signature: signature, digest: digest, readAt: Int64(readAt))
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
        writer.write(files.count)
        for file in files {
            writer.write(file.kind.rawValue)
            writer.write(file.width)
            writer.write(file.format.rawValue)
            writer.write(file.size)
            writer.write(file.name)
        }
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        let size: PixelSize = try reader.read()
        let count: Int = try reader.read()
        guard count >= 0, count < 1 << 16 else { throw BinaryReader.Damaged() }
        var files: [File] = []
        for _ in 0..<count {
            guard let kind = PhotoPlan.Kind(rawValue: try reader.read()) else { throw BinaryReader.Damaged() }
            let width: Int = try reader.read()
            guard let format = ImageFormat(rawValue: try reader.read()) else { throw BinaryReader.Damaged() }
            let size: PixelSize = try reader.read()
            files.append(File(kind: kind, width: width, format: format, size: size, name: try reader.read()))
        }
        self.init(size: size, files: files)
    }
}

extension FolderStamp: BinaryCodable {
    package func write(to writer: inout BinaryWriter) {
        writer.write(inode)
        writer.write(Int(modified))
        writer.write(Int(changed))
    }

    package init(from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        let inode: UInt64 = try reader.read()
        let modified: Int = try reader.read()
        let changed: Int = try reader.read()
        self.init(inode: inode, modified: Int64(modified), changed: Int64(changed))
    }
}
