import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

/** Tags by their index in a WOFF2 table directory entry (WOFF2 spec, 5.1 "Known Table Tags"). */
const KNOWN_TAGS = (
  'cmap,head,hhea,hmtx,maxp,name,OS/2,post,cvt ,fpgm,glyf,loca,prep,CFF ,VORG,EBDT,EBLC,gasp,hdmx,' +
  'kern,LTSH,PCLT,VDMX,vhea,vmtx,BASE,GDEF,GPOS,GSUB,EBSC,JSTF,MATH,CBDT,CBLC,COLR,CPAL,SVG ,sbix,' +
  'acnt,avar,bdat,bloc,bsln,cvar,fdsc,feat,fmtx,fvar,gvar,hsty,just,lcar,mort,morx,opbd,prop,trak,' +
  'Zapf,Silf,Glat,Gloc,Feat,Sill'
).split(',');
const HEADER_SIZE = 48;
const ARBITRARY_TAG = 63;

class Reader {
  offset: number;
  constructor(
    readonly bytes: Buffer,
    offset: number,
  ) {
    this.offset = offset;
  }

  byte(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new RangeError('truncated WOFF2 table directory');
    this.offset += 1;
    return value;
  }

  base128(): number {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.byte();
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new RangeError('bad UIntBase128 in WOFF2 table directory');
  }
}

/** The decompressed `cmap` table of a WOFF2 file: its tables are stored back to back in one Brotli stream. */
function cmapTable(path: string): Buffer {
  const bytes = readFileSync(path);
  const tableCount = bytes.readUInt16BE(12);
  const compressedLength = bytes.readUInt32BE(20);
  const reader = new Reader(bytes, HEADER_SIZE);
  const tables: { tag: string; length: number }[] = [];
  for (let i = 0; i < tableCount; i++) {
    const flags = reader.byte();
    const tagIndex = flags & 0x3f;
    let tag = KNOWN_TAGS[tagIndex] ?? '';
    if (tagIndex === ARBITRARY_TAG) {
      tag = bytes.toString('latin1', reader.offset, reader.offset + 4);
      reader.offset += 4;
    }
    const originalLength = reader.base128();
    const version = flags >> 6;
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    tables.push({ tag, length: transformed ? reader.base128() : originalLength });
  }
  const data = brotliDecompressSync(bytes.subarray(reader.offset, reader.offset + compressedLength));
  let offset = 0;
  for (const table of tables) {
    if (table.tag === 'cmap') return data.subarray(offset, offset + table.length);
    offset += table.length;
  }
  throw new Error(`no cmap table in ${path}`);
}

function addFormat4(table: Buffer, start: number, into: Set<number>): void {
  const segments = table.readUInt16BE(start + 6) / 2;
  const ends = start + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let s = 0; s < segments; s++) {
    const first = table.readUInt16BE(starts + 2 * s);
    const last = table.readUInt16BE(ends + 2 * s);
    const delta = table.readInt16BE(deltas + 2 * s);
    const rangeOffset = table.readUInt16BE(rangeOffsets + 2 * s);
    for (let code = first; code <= last && code !== 0xffff; code++) {
      let glyph = (code + delta) & 0xffff;
      if (rangeOffset !== 0) {
        const raw = table.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (code - first));
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) into.add(code);
    }
  }
}

function addFormat12(table: Buffer, start: number, into: Set<number>): void {
  const groups = table.readUInt32BE(start + 12);
  for (let g = 0; g < groups; g++) {
    const group = start + 16 + 12 * g;
    const first = table.readUInt32BE(group);
    const last = table.readUInt32BE(group + 4);
    const firstGlyph = table.readUInt32BE(group + 8);
    for (let code = first; code <= last; code++) if (firstGlyph + code - first !== 0) into.add(code);
  }
}

/** The code points a WOFF2 font has a glyph for. */
export function woff2CodePoints(path: string): Set<number> {
  const table = cmapTable(path);
  const codePoints = new Set<number>();
  const subtables = table.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const start = table.readUInt32BE(4 + 8 * i + 4);
    const format = table.readUInt16BE(start);
    if (format === 4) addFormat4(table, start, codePoints);
    else if (format === 12) addFormat12(table, start, codePoints);
  }
  return codePoints;
}
