import zlib from 'node:zlib';

type Rgba = [number, number, number, number];
type PngOptions = { width?: number; height?: number; pixel?: (x: number, y: number) => Rgba; colourType?: 2 | 6; interlace?: number };

/**
 * Test PNGs built byte by byte (RGBA or RGB, 8 bits), each row with a different filter type so
 * the reader's unfiltering is exercised the way real encoders use it.
 */
export function testPng(o: PngOptions = {}): Buffer {
  const width = o.width ?? 700;
  const height = o.height ?? 500;
  const colourType = o.colourType ?? 6;
  const channels = colourType === 6 ? 4 : 3;
  const pixel = o.pixel ?? (() => [0, 0, 0, 0] as Rgba);
  const stride = width * channels;
  const raw = Buffer.alloc(height * (stride + 1));
  let previous: Buffer = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const line = Buffer.alloc(stride);
    for (let x = 0; x < width; x++) Buffer.from(pixel(x, y).slice(0, channels)).copy(line, x * channels);
    const filter = y % 5;
    raw[y * (stride + 1)] = filter;
    filterLine(filter, line, previous, channels).copy(raw, y * (stride + 1) + 1);
    previous = line;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colourType;
  ihdr[12] = o.interlace ?? 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A scribble: a dark diagonal band on a transparent background. */
export const scribble = (x: number, y: number): Rgba => (Math.abs(x - y) < 4 || Math.abs(x + y - 600) < 3 ? [20, 20, 60, 255] : [0, 0, 0, 0]);

export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

function filterLine(filter: number, line: Buffer, previous: Buffer, bpp: number): Buffer {
  const out = Buffer.alloc(line.length);
  for (let i = 0; i < line.length; i++) {
    const left = i >= bpp ? line[i - bpp]! : 0;
    const up = previous[i]!;
    const upLeft = i >= bpp ? previous[i - bpp]! : 0;
    const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter]!;
    out[i] = (line[i]! - predictor) & 0xff;
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}
