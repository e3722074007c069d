import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir } from '../test/harness';
import { checkVideo } from './video';

const mp4 = readFileSync(path.join(fixturesDir, 'intro.mp4'));
const webm = readFileSync(path.join(fixturesDir, 'intro.webm'));
const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}
const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));

describe('checkVideo', () => {
  it('accepts real MP4 and WebM files, by their container', () => {
    expect(checkVideo(mp4)).toEqual({ contentType: 'video/mp4', extension: 'mp4' });
    expect(checkVideo(webm)).toEqual({ contentType: 'video/webm', extension: 'webm' });
    // QuickTime: the same box structure under the 'qt  ' brand.
    const mov = Buffer.from(mp4);
    mov.write('qt  ', 8, 'latin1');
    expect(checkVideo(mov)).toEqual({ contentType: 'video/quicktime', extension: 'mov' });
  });

  it.each([
    ['ftyp followed by HTML', Buffer.concat([ftyp, html])],
    ['ftyp followed by SVG', Buffer.concat([ftyp, svg])],
    ['a bare ftyp box', ftyp],
    ['ftyp and media data but no movie box', Buffer.concat([ftyp, box('mdat', html)])],
    [
      'a movie box with no track',
      Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', html)]),
    ],
    ['a box claiming more bytes than the file has', Buffer.concat([mp4.subarray(0, 40), html])],
    ['a real MP4 with HTML appended', Buffer.concat([mp4, html])],
    [
      'a HEIC image (ISO BMFF, not a video brand)',
      Buffer.concat([box('ftyp', Buffer.from('heic\0\0\0\0mif1heic')), mp4.subarray(36)]),
    ],
    ['the EBML magic followed by HTML', Buffer.concat([webm.subarray(0, 4), html])],
    [
      'a Matroska (not WebM) DocType',
      Buffer.from(webm.toString('latin1').replace('webm', 'matr'), 'latin1'),
    ],
    [
      'a WebM header whose segment holds HTML',
      Buffer.concat([webm.subarray(0, webm.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]))), html]),
    ],
    ['HTML alone', html],
  ])('refuses %s', (_label, data) => {
    expect(checkVideo(data)).toBeNull();
  });
});
