/** Decompression bombs for the extraction tests and the abuse benchmark, built small in memory. */
import { deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { packageDocx } from './test-fixtures';

const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A DOCX whose `word/document.xml` inflates to about `bytes` bytes of paragraphs (a few tens of KB zipped). */
export function buildDocxBomb(bytes: number): Buffer {
  const paragraph = '<w:p><w:r><w:t>All work and no play.</w:t></w:r></w:p>';
  const head = `<?xml version="1.0"?><w:document xmlns:w="${WORD_NS}"><w:body>`;
  const xml = `${head}${paragraph.repeat(Math.ceil(bytes / paragraph.length))}</w:body></w:document>`;
  return packageDocx(strToU8(xml));
}

/** A zip of `count` empty entries (the central directory alone is the work). */
export function buildManyEntriesZip(count: number): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < count; i++) files[i.toString(36)] = new Uint8Array(0);
  return Buffer.from(zipSync(files, { level: 0 }));
}

/** A PDF from its objects (numbered from 1, object 1 the catalog), with byte offsets in the cross-reference table. */
function pdfFromObjects(objects: Array<string | Buffer>, trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(trailer, 'latin1'));
  return Buffer.concat(parts);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

function flateStream(content: Buffer): Buffer {
  const packed = deflateSync(content, { level: 9 });
  return Buffer.concat([Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`), packed, Buffer.from('\nendstream')]);
}

/** A one-page PDF whose content stream is a Flate stream inflating to about `bytes` bytes of text operators. */
export function buildPdfFlateBomb(bytes: number): Buffer {
  const line = Buffer.from('BT /F1 12 Tf 72 720 Td (bomb) Tj ET\n');
  const content = Buffer.alloc(Math.ceil(bytes / line.length) * line.length);
  for (let at = 0; at < content.length; at += line.length) line.copy(content, at);
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    flateStream(content),
    FONT,
  ]);
}

/** A PDF of `pages` pages sharing one small content stream. */
export function buildManyPagesPdf(pages: number): Buffer {
  const first = 5;
  const kids = Array.from({ length: pages }, (_, i) => `${first + i} 0 R`).join(' ');
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>';
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    flateStream(Buffer.from('BT /F1 12 Tf 72 720 Td (page) Tj ET')),
    FONT,
    ...Array.from({ length: pages }, () => page),
  ]);
}

/** Rewrites the uncompressed size a zip declares for `name` (local header and central directory) to `size`. */
export function understateSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const target = Buffer.from(name);
  for (const [signature, sizeAt, nameAt] of [
    [0x04034b50, 22, 30],
    [0x02014b50, 24, 46],
  ] as const) {
    for (let at = out.indexOf(Buffer.from([0x50, 0x4b])); at !== -1; at = out.indexOf(Buffer.from([0x50, 0x4b]), at + 1)) {
      if (at + nameAt + target.length > out.length || out.readUInt32LE(at) !== signature) continue;
      if (out.subarray(at + nameAt, at + nameAt + target.length).equals(target)) out.writeUInt32LE(size, at + sizeAt);
    }
  }
  return out;
}

/** A one-page PDF whose trailer names an encryption dictionary (its name spelt with a #-escape, as a file may). */
export function buildEncryptedPdf(): Buffer {
  return pdfFromObjects(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      '<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>',
    ],
    ' /Encr#79pt 4 0 R /ID [<00><00>]',
  );
}
