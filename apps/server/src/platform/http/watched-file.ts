import fs from 'node:fs';

/**
 * A file of the web build as last read, read again when a new build replaces it (checked at most once
 * a second), so a running server keeps serving pages whose asset names exist. Mid-rebuild the file can
 * be missing or half written for a moment: the last good reading stays (null until there is one).
 */
export function watchedFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let value: T | null = null;
  let mtime = -1;
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (now - checkedAt < 1000 && value !== null) return value;
    checkedAt = now;
    try {
      const stat = fs.statSync(file);
      if (stat.mtimeMs !== mtime || value === null) {
        value = parse(fs.readFileSync(file, 'utf8'));
        mtime = stat.mtimeMs;
      }
    } catch {
      // Keep the last good reading.
    }
    return value;
  };
}
