import KeepsakeCore
import KeepsakeRender

#if canImport(Glibc)
    import Glibc
#endif

/// Which build of keepsake is running, keying every cache and manifest: the linker's GNU build
/// ID, else the executable's `stat` (not first: linking or `chmod`ing the file changes that).
enum ProgramIdentity {
    /// The running program's identity, worked out now.
    static func current() -> UInt64 {
        var digest = ContentDigest()
        if let id = buildID() {
            digest.add("build id")
            digest.add(id)
        } else if let exe = FileSignature.of(path: "/proc/self/exe") {
            digest.add(String(describing: exe))
        }
        return digest.value
    }

    /// The GNU build ID of the running program, from the note segments its ELF program headers
    /// point at (a few kilobytes at the start of the file).
    static func buildID() -> [UInt8]? {
        let descriptor = open("/proc/self/exe", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        func read(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard offset >= 0, count >= 0, count <= 1 << 20 else { return nil }
            var bytes = [UInt8](repeating: 0, count: count)
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return got == count ? bytes : nil
        }
        // A 64-bit little-endian ELF file: its program headers' place, size and number.
        guard let header = read(0, 64), header[0..<4] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1 else {
            return nil
        }
        func word<T: FixedWidthInteger>(_ bytes: [UInt8], _ offset: Int, as: T.Type) -> Int {
            Int(bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) })
        }
        let (table, size, count) = (
            word(header, 32, as: UInt64.self), word(header, 54, as: UInt16.self), word(header, 56, as: UInt16.self)
        )
        guard size >= 56, let headers = read(table, size * count) else { return nil }
        for index in 0..<count where word(headers, index * size, as: UInt32.self) == 4 /* PT_NOTE */ {
            let (offset, length) = (
                word(headers, index * size + 8, as: UInt64.self), word(headers, index * size + 32, as: UInt64.self)
            )
            if let notes = read(offset, length), let id = notes.withUnsafeBytes({ buildID(inNotes: $0) }) { return id }
        }
        return nil
    }

    /// The `NT_GNU_BUILD_ID` note among `notes` (name, description and type of each, 4-aligned).
    static func buildID(inNotes notes: UnsafeRawBufferPointer) -> [UInt8]? {
        func aligned(_ size: Int) -> Int { (size + 3) & ~3 }
        var offset = 0
        while offset + 12 <= notes.count {
            let nameSize = Int(notes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            let descriptionSize = Int(notes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
            let type = notes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
            let name = offset + 12
            let description = name + aligned(nameSize)
            guard description + descriptionSize <= notes.count else { return nil }
            if type == 3 /* NT_GNU_BUILD_ID */, nameSize == 4, Array(notes[name..<name + 4]) == Array("GNU\0".utf8),
                descriptionSize > 0
            {
                return Array(notes[description..<description + descriptionSize])
            }
            offset = description + aligned(descriptionSize)
        }
        return nil
    }
}
