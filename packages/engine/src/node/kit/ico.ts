/** Builds a .ico file that holds PNG images (supported by every browser and by Windows since Vista). */

export interface IcoImage {
  /** Pixel size (square), 1–256. */
  size: number;
  png: Uint8Array;
}

/** ICONDIR (6 bytes) + one ICONDIRENTRY (16 bytes) per image + the PNG payloads, little-endian. */
export function buildIco(images: readonly IcoImage[]): Uint8Array {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    const entry = 6 + index * 16;
    header.writeUInt8(image.size >= 256 ? 0 : image.size, entry); // width (0 means 256)
    header.writeUInt8(image.size >= 256 ? 0 : image.size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // palette colours
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(image.png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.png.length;
  });
  return new Uint8Array(Buffer.concat([header, ...images.map((image) => Buffer.from(image.png))]));
}

/** Reads the sizes stored in an .ico (for tests and checks). */
export function readIcoSizes(ico: Uint8Array): number[] {
  const buffer = Buffer.from(ico);
  const count = buffer.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => buffer.readUInt8(6 + i * 16) || 256);
}
