import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';

/** Where file bytes live: a local folder by default, an S3-compatible bucket when configured. */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a finished temporary file under `key` and removes the temporary file. Uploads stream
   * into `incomingDir` first (checked and counted on the way), so memory holds no whole file.
   */
  putFile(key: string, tempPath: string, contentType: string, size: number): Promise<void>;
  /** Where uploads are received: on the same disk as the files for a local folder (a rename). */
  readonly incomingDir: string;
  get(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
};

export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET) return s3Storage(config);
  return localStorage(config.filesDir);
}

// Keys are random base64url strings made by us, but never trust them as paths all the same.
const safeKey = (key: string) => {
  if (!/^[A-Za-z0-9_-]{10,100}$/.test(key)) throw new Error('Invalid storage key');
  return key;
};

export function localStorage(dir: string): Storage {
  fs.mkdirSync(dir, { recursive: true });
  const file = (key: string) => path.join(dir, safeKey(key).slice(0, 2), safeKey(key));
  // A dot folder cannot clash with the two-character key folders.
  const incomingDir = path.join(dir, '.incoming');
  fs.mkdirSync(incomingDir, { recursive: true });
  return {
    incomingDir,
    async put(key, body) {
      await fs.promises.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.promises.writeFile(file(key), body);
    },
    async putFile(key, tempPath) {
      await fs.promises.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.promises.rename(tempPath, file(key));
    },
    async get(key) {
      try {
        await fs.promises.access(file(key));
      } catch {
        return null;
      }
      return fs.createReadStream(file(key));
    },
    async remove(key) {
      await fs.promises.rm(file(key), { force: true });
    },
  };
}

function s3Storage(config: Config): Storage {
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: Boolean(config.S3_ENDPOINT),
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const Bucket = config.S3_BUCKET!;
  const incomingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-incoming-'));
  return {
    incomingDir,
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: safeKey(key), Body: body, ContentType: contentType }));
    },
    async putFile(key, tempPath, contentType, size) {
      try {
        // The length is known, so one streaming PUT without holding the file in memory.
        const Body = fs.createReadStream(tempPath);
        await client.send(new PutObjectCommand({ Bucket, Key: safeKey(key), Body, ContentType: contentType, ContentLength: size }));
      } finally {
        await fs.promises.rm(tempPath, { force: true });
      }
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: safeKey(key) }));
        return out.Body ? (out.Body as Readable) : null;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: safeKey(key) }));
    },
  };
}

export const streamToBuffer = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

export { Readable };
