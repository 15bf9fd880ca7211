import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { UploadedFile } from '@bazaar/contracts';
import { body, type TestApp } from './test-app';

/** Uploads for the file tests: multipart bodies written by hand (as a browser sends them) and real images made with sharp. */

export type FormPart = { name: string; value: string } | { name: string; fileName: string; data: Buffer; type?: string };

/** A multipart/form-data body and its content type. */
export function multipart(parts: FormPart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----bazaar${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const head =
      'data' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    return [Buffer.from(head), 'data' in part ? part.data : Buffer.from(part.value), Buffer.from('\r\n')];
  });
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /cfs/rest/v3/files with these parts, as `who`. */
export function postUpload(app: TestApp, who: { headers: Record<string, string> } | null, parts: FormPart[]) {
  const form = multipart(parts);
  return app.inject({ method: 'POST', url: '/cfs/rest/v3/files', headers: { ...who?.headers, ...form.headers }, payload: form.payload });
}

/** Uploads one photo and answers its stored path; fails the test when the upload is refused. */
export async function uploadPhoto(app: TestApp, who: { headers: Record<string, string> }, fileName = 'photo.jpg', data?: Buffer): Promise<string> {
  const res = await postUpload(app, who, [{ name: 'file', fileName, data: data ?? (await testImage('jpeg')) }]);
  if (res.statusCode !== 200) throw new Error(`upload refused: ${res.body}`);
  return body<UploadedFile>(res).response_body.path;
}

export type TestFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' | 'tiff';

/** A real image of a plain colour (a gradient would only slow the tests). */
export function testImage(format: TestFormat, size: { width: number; height: number } = { width: 64, height: 48 }): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: '#c05621' } })
    .toFormat(format)
    .toBuffer();
}

/** A phone's JPEG: taken turned (EXIF orientation 6, so 40 × 20 stored shows 20 × 40), with its maker and GPS position. */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#2b6cb0' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 17/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 40/1', GPSMapDatum: 'WGS-84' },
    })
    .toBuffer();
}
