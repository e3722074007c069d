/**
 * Intro videos are stored and served as sent (we do not transcode), so a signature is not
 * enough: 'ftyp' or an EBML magic followed by HTML would be stored as a "video". These walkers
 * read the container's structure far enough to know the file is one: every box or element has
 * a sane size that fits its parent, and the parts a player needs are present.
 */
export type VideoType = { contentType: string; extension: string };

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
]);

/** An ISO BMFF box type: four printable ASCII characters ('©' appears only inside udta). */
function isBoxType(type: Buffer): boolean {
  return type.every((byte) => byte >= 0x20 && byte <= 0x7e);
}

type Box = { type: string; start: number; end: number; headerSize: number };

/** The boxes tiling data[start, end) exactly, or null if any box is malformed or overruns. */
function readBoxes(data: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (end - offset < 8) {
      return null;
    }
    const type = data.subarray(offset + 4, offset + 8);
    if (!isBoxType(type)) {
      return null;
    }
    let size = data.readUInt32BE(offset);
    let headerSize = 8;
    if (size === 1) {
      if (end - offset < 16) {
        return null;
      }
      const large = data.readBigUInt64BE(offset + 8);
      if (large > BigInt(end - offset)) {
        return null;
      }
      size = Number(large);
      headerSize = 16;
    } else if (size === 0) {
      // "To the end of the file": only the last box may say so.
      size = end - offset;
    }
    if (size < headerSize || size > end - offset) {
      return null;
    }
    boxes.push({ type: type.toString('latin1'), start: offset, end: offset + size, headerSize });
    offset += size;
  }
  return boxes;
}

/** MP4 and QuickTime: ftyp first, every top-level box well formed, a moov with a movie header and a track, and media data. */
function checkIsoBmff(data: Buffer): VideoType | null {
  const boxes = readBoxes(data, 0, data.length);
  const ftyp = boxes?.[0];
  if (!boxes || ftyp?.type !== 'ftyp' || ftyp.end - ftyp.start < 16) {
    return null;
  }
  const brands = [data.subarray(8, 12).toString('latin1')];
  for (let at = ftyp.start + 16; at + 4 <= ftyp.end; at += 4) {
    brands.push(data.subarray(at, at + 4).toString('latin1'));
  }
  const quicktime = brands[0] === 'qt  ';
  // Other ISO BMFF brands (HEIC images, say) share the box structure but are not videos.
  if (!quicktime && !brands.some((brand) => MP4_BRANDS.has(brand))) {
    return null;
  }
  const moov = boxes.find((box) => box.type === 'moov');
  const hasMedia = boxes.some((box) => box.type === 'mdat' && box.end - box.start > box.headerSize);
  if (!moov || !hasMedia) {
    return null;
  }
  const inner = readBoxes(data, moov.start + moov.headerSize, moov.end);
  if (!inner?.some((box) => box.type === 'mvhd') || !inner.some((box) => box.type === 'trak')) {
    return null;
  }
  return quicktime
    ? { contentType: 'video/quicktime', extension: 'mov' }
    : { contentType: 'video/mp4', extension: 'mp4' };
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const SEGMENT_INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMESTAMP = 0xe7;

type Vint = { value: number; length: number; allOnes: boolean };

/** An EBML variable-length integer; `keepMarker` for element ids, which keep their length bit. */
function readVint(
  data: Buffer,
  offset: number,
  maxLength: number,
  keepMarker: boolean,
): Vint | null {
  const first = data[offset];
  if (first === undefined || first === 0) {
    return null;
  }
  const length = Math.clz32(first) - 23;
  if (length > maxLength || offset + length > data.length) {
    return null;
  }
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = data[offset + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, allOnes };
}

type Element = { id: number; dataStart: number; dataEnd: number; unknownSize: boolean };

function readElement(data: Buffer, offset: number, end: number): Element | null {
  const id = readVint(data, offset, 4, true);
  if (!id) {
    return null;
  }
  const size = readVint(data, offset + id.length, 8, false);
  if (!size) {
    return null;
  }
  const dataStart = offset + id.length + size.length;
  if (size.allOnes) {
    return { id: id.value, dataStart, dataEnd: end, unknownSize: true };
  }
  if (dataStart + size.value > end) {
    return null;
  }
  return { id: id.value, dataStart, dataEnd: dataStart + size.value, unknownSize: false };
}

/**
 * WebM: an EBML header whose DocType is 'webm', then a Segment holding segment info and tracks
 * before its first cluster. Recorders write the Segment and Clusters with unknown sizes, so the
 * walk stops at the first cluster rather than demanding the whole file be sized.
 */
function checkWebm(data: Buffer): VideoType | null {
  const header = readElement(data, 0, data.length);
  if (!header || header.id !== EBML || header.unknownSize) {
    return null;
  }
  let docType: string | null = null;
  for (let at = header.dataStart; at < header.dataEnd; ) {
    const child = readElement(data, at, header.dataEnd);
    if (!child || child.unknownSize) {
      return null;
    }
    if (child.id === DOC_TYPE) {
      docType = data
        .subarray(child.dataStart, child.dataEnd)
        .toString('latin1')
        .replace(/\0+$/, '');
    }
    at = child.dataEnd;
  }
  if (docType !== 'webm') {
    return null;
  }
  const segment = readElement(data, header.dataEnd, data.length);
  if (!segment || segment.id !== SEGMENT) {
    return null;
  }
  const seen = new Set<number>();
  for (let at = segment.dataStart; at < segment.dataEnd; ) {
    const child = readElement(data, at, segment.dataEnd);
    if (!child) {
      return null;
    }
    if (child.id === CLUSTER) {
      // A cluster opens with its timestamp; the media follows.
      const first = readElement(data, child.dataStart, child.dataEnd);
      const hasTracks = seen.has(SEGMENT_INFO) && seen.has(TRACKS);
      return hasTracks && first?.id === CLUSTER_TIMESTAMP
        ? { contentType: 'video/webm', extension: 'webm' }
        : null;
    }
    if (child.unknownSize) {
      return null;
    }
    seen.add(child.id);
    at = child.dataEnd;
  }
  return null;
}

/** The video's type when its container is well formed, else null. */
export function checkVideo(data: Buffer): VideoType | null {
  if (data.length >= 8 && data.subarray(4, 8).toString('latin1') === 'ftyp') {
    return checkIsoBmff(data);
  }
  if (data.length >= 4 && data.readUInt32BE(0) === EBML) {
    return checkWebm(data);
  }
  return null;
}
