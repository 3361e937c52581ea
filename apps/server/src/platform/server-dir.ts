import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up from this module: the same code
 * runs from src/ (tsx, tests) and bundled into dist/server.mjs, at different depths.
 */
export function serverDir(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@portal/server') return dir;
    if (path.dirname(dir) === dir) throw new Error(`The server's package.json (@portal/server) was not found above ${from}`);
  }
}
