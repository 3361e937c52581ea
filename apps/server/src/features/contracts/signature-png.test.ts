import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dataUrl, scribble, testPng } from './png-fixture';
import { readSignature } from './signature-png';

const problem = (png: Buffer | string) => {
  const result = readSignature(typeof png === 'string' ? png : dataUrl(png));
  return 'problem' in result ? result.problem : null;
};

describe('readSignature', () => {
  it('accepts a drawing and answers its bytes', () => {
    const png = testPng({ pixel: scribble });
    const result = readSignature(dataUrl(png));
    expect('bytes' in result && result.bytes.equals(png)).toBe(true);
  });

  it('accepts a single dot: any pixel that differs counts', () => {
    expect(problem(testPng({ pixel: (x, y) => (x === 699 && y === 499 ? [0, 0, 0, 255] : [0, 0, 0, 0]) }))).toBeNull();
  });

  it('calls a uniform or fully transparent picture empty, whatever the transparent pixels hold', () => {
    const empty = 'Please sign this contract in order to continue';
    expect(problem(testPng())).toBe(empty);
    expect(problem(testPng({ pixel: (x) => [x % 256, 7, 9, 0] }))).toBe(empty);
    expect(problem(testPng({ colourType: 2, pixel: () => [255, 255, 255, 255] }))).toBe(empty);
  });

  it('refuses what a canvas never exports', () => {
    expect(problem(testPng({ interlace: 1, pixel: scribble }))).toBe('The signature is not a valid PNG image.');
    expect(problem(testPng({ width: 700, height: 501, pixel: scribble }))).toBe('The signature must be 700x500 pixels.');
  });

  it('refuses broken image data without throwing', () => {
    const good = testPng({ pixel: scribble });
    const idat = good.indexOf('IDAT', 0, 'latin1');
    const corrupt = Buffer.from(good);
    for (let i = idat + 10; i < idat + 60; i++) corrupt[i] = 0xff;
    expect(problem(corrupt)).toBe('The signature is not a valid PNG image.');
    const noEnd = good.subarray(0, good.indexOf('IEND', 0, 'latin1') - 4);
    expect(problem(noEnd)).toBe('The signature is not a valid PNG image.');
  });

  it('stops a decompression bomb at the declared size', () => {
    const good = testPng({ pixel: scribble });
    const idat = good.indexOf('IDAT', 0, 'latin1') - 4;
    const bomb = zlib.deflateSync(Buffer.alloc(50 * 1024 * 1024));
    const chunk = Buffer.alloc(8 + bomb.length + 4);
    chunk.writeUInt32BE(bomb.length, 0);
    chunk.write('IDAT', 4, 'latin1');
    bomb.copy(chunk, 8);
    const png = Buffer.concat([good.subarray(0, idat), chunk, good.subarray(good.indexOf('IEND', 0, 'latin1') - 4)]);
    expect(problem(png)).toBe('The signature is not a valid PNG image.');
  });

  it('checks the data URL before decoding anything', () => {
    expect(problem('data:image/png;base64,')).toBe('The signature image data is not valid base64.');
    expect(problem('data:image/png;base64,AAAA====')).toBe('The signature image data is not valid base64.');
    expect(problem('DATA:IMAGE/PNG;BASE64,AAAA')).toBe('The signature must be a PNG image (data:image/png;base64,...).');
  });
});
