import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, UploadBody, UploadResponse, type UploadContentType } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';
import { AppError } from '../../platform/errors.js';
import { adminSchema, audited } from '../shared.js';
import { ensurePrivateDir, PRIVATE_FILE } from '../../platform/files.js';

const EXTENSIONS: Record<UploadContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** What the file's first bytes say it is, whatever name and type it was sent with. */
export function sniffImage(bytes: Buffer): UploadContentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const rejected = (message: string) =>
  new AppError(400, 'upload_invalid', 'Invalid upload', message, { errors: { data_base64: [message] } });

/** Images for challenges, announcements, categories and ads, stored by content under DATA_DIR/uploads. */
export async function uploadRoutes(app: App) {
  const { deps } = app;
  const dir = path.join(deps.config.dataDir, 'uploads');

  app.post(
    '/uploads',
    {
      // Only this route takes a large body: 1 MiB of file is ~1.4 MB of base64, plus the JSON around it.
      bodyLimit: Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 16 * 1024,
      schema: adminSchema('Upload an image (PNG, JPEG, WebP, GIF; at most 1 MiB)', UploadResponse, {
        body: UploadBody,
      }),
    },
    async (request) => {
      const { data_base64: data, content_type: declared, filename } = request.body;
      if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw rejected('The data is not base64.');
      const bytes = Buffer.from(data, 'base64');
      if (bytes.length > UPLOAD_MAX_BYTES) throw rejected('The file is larger than 1 MB.');
      const actual = sniffImage(bytes);
      if (actual === null) throw rejected('The file is not a PNG, JPEG, WebP or GIF image.');
      if (actual !== declared) throw rejected(`The file is a ${actual} image, not ${declared}.`);

      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const name = `${sha256}.${EXTENSIONS[actual]}`;
      ensurePrivateDir(dir);
      // Named by content: the same file uploaded twice is one file, and a stored file never changes.
      await fs.writeFile(path.join(dir, name), bytes, { flag: 'w', mode: PRIVATE_FILE });
      const url = `/uploads/${name}`;
      // Nothing in the database changes: the entry alone records the upload.
      await audited(
        deps,
        request.adminId,
        async () => undefined,
        () => ({
          action: 'upload.create',
          targetType: 'upload',
          targetId: sha256,
          details: { filename, content_type: actual, bytes: bytes.length, url },
        }),
      );
      return { url, bytes: bytes.length, sha256 };
    },
  );
}
