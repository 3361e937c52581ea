// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the web build, at the
// strongest settings: done once per build, so every visitor gets the smallest file without the
// server compressing on each request. index.html is left out: the server fills it per request.
//   node scripts/precompress.mjs [dir]      (default apps/web/dist; run by the web build)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

/** Compresses every text file under `dir`; returns how many files and their bytes before/after. */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (TEXT.test(entry.name) && entry.name !== 'index.html') {
        const bytes = fs.readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        const br = zlib.brotliCompressSync(bytes, {
          params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        const gz = zlib.gzipSync(bytes, { level: 9 });
        fs.writeFileSync(`${file}.br`, br);
        fs.writeFileSync(`${file}.gz`, gz);
        totals.files += 1;
        totals.bytes += bytes.length;
        totals.brotli += br.length;
        totals.gzip += gz.length;
      }
    }
  };
  walk(dir);
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
  if (!fs.existsSync(dir)) {
    console.error(`${dir} does not exist: build the web client first.`);
    process.exit(1);
  }
  const t = precompress(dir);
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  console.log(`Precompressed ${t.files} files: ${kb(t.bytes)} -> brotli ${kb(t.brotli)}, gzip ${kb(t.gzip)}`);
}
