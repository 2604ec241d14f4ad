/**
 * A picture for the question editors' uploads: a small valid RGB PNG drawn
 * here (sky, a sun, grass and a house), something to label and to draw on.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid RGB PNG drawn here: sky, a sun, grass and a house, something to label and to draw on. */
function makePicture(width = 320, height = 240) {
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x += 1) {
      let rgb = [176, 216, 245]; // sky
      if ((x - 250) ** 2 + (y - 55) ** 2 < 28 ** 2) rgb = [250, 204, 21]; // sun
      if (y > 170) rgb = [74, 160, 74]; // grass
      if (x > 70 && x < 170 && y > 110 && y <= 170) rgb = [205, 120, 80]; // house
      if (x > 105 && x < 135 && y > 135 && y <= 170) rgb = [90, 60, 40]; // door
      if (y > 70 && y <= 110 && Math.abs(x - 120) < (y - 70) * 1.3) rgb = [150, 40, 40]; // roof
      row[1 + x * 3] = rgb[0];
      row[2 + x * 3] = rgb[1];
      row[3 + x * 3] = rgb[2];
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The house as a file for Playwright's setInputFiles. */
export const HOUSE_PICTURE = { name: 'house.png', mimeType: 'image/png', buffer: makePicture() };
