/** WOFF 1.0 → raw sfnt (TrueType/CFF) bytes, for HarfBuzz, which reads only sfnt. */
import { unzlibSync } from 'fflate';

// Layout from the WOFF 1.0 specification (W3C Recommendation 2012, §3–§5): a 44-byte header, then
// 20-byte table entries (tag, offset, compLength, origLength, origChecksum); a table whose compLength
// is below origLength is zlib-compressed.
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface WoffTable {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

const align4 = (n: number): number => (n + 3) & ~3;

function readTables(bytes: Uint8Array, view: DataView, count: number): WoffTable[] {
  const tables: WoffTable[] = [];
  for (let i = 0; i < count; i++) {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const raw = bytes.subarray(offset, offset + compLength);
    const data = compLength < origLength ? unzlibSync(raw) : raw;
    if (data.length !== origLength) throw new Error('Corrupt WOFF table');
    tables.push({ tag: view.getUint32(at), checksum: view.getUint32(at + 16), data });
  }
  return tables;
}

/** True when the bytes start with the WOFF 1.0 signature "wOFF". */
export function isWoff(bytes: Uint8Array): boolean {
  return bytes[0] === 0x77 && bytes[1] === 0x4f && bytes[2] === 0x46 && bytes[3] === 0x46;
}

/** Unpacks a WOFF 1.0 file into the sfnt it wraps (table order and checksums kept). */
export function woffToSfnt(bytes: Uint8Array): Uint8Array {
  if (!isWoff(bytes)) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = readTables(bytes, view, count);
  const size = tables.reduce((sum, t) => sum + align4(t.data.length), SFNT_HEADER + count * SFNT_ENTRY);
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  // searchRange etc. per the OpenType spec's table directory (largest power of two ≤ numTables).
  const power = 2 ** Math.floor(Math.log2(Math.max(1, count)));
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, count);
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, Math.log2(power));
  sfnt.setUint16(10, count * 16 - power * 16);
  let offset = SFNT_HEADER + count * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.setUint32(at, table.tag);
    sfnt.setUint32(at + 4, table.checksum);
    sfnt.setUint32(at + 8, offset);
    sfnt.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += align4(table.data.length);
  });
  return out;
}
