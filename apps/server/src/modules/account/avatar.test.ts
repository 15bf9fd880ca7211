import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';

type Profile = { customer_id: number; avatar_path: string | null; name: string };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const AVATAR = '/cfs/rest/v3/profile/avatar';
const MB = 1024 * 1024;

/** A real 1×1 PNG, then files that only start like a JPEG and a WebP: the server checks magic bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF jpeg body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 webp body')]);
/** PNG signature followed by filler up to `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0x20)]);

const upload = (who: SignedIn | null, payload: Buffer | string, contentType = 'image/png') =>
  app.inject({ method: 'PUT', url: AVATAR, headers: { ...(who?.headers ?? {}), 'content-type': contentType }, payload });
const profileOf = async (who: SignedIn) => body<Profile>(await app.inject({ method: 'GET', url: '/cfs/rest/v3/profile', headers: who.headers })).response_body;
const avatarRow = async (id: number) => (await app.database.db.select({ path: customers.avatarPath }).from(customers).where(eq(customers.id, id)))[0]!.path;

describe('PUT /cfs/rest/v3/profile/avatar', () => {
  it('stores a PNG, sets avatar_path and serves the same bytes from /files', async () => {
    const who = await signInAsNew(app);
    const res = await upload(who, PNG);
    expect(res.statusCode).toBe(200);
    expect(body(res).response_message).toBe('Photo updated');
    const path = body<Profile>(res).response_body.avatar_path!;
    expect(path).toMatch(new RegExp(`^avatars/\\d+/${who.customerId}-[0-9a-f]{16}\\.png$`));
    expect((await profileOf(who)).avatar_path).toBe(path);

    const file = await app.inject({ method: 'GET', url: `/files/${path}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-placeholder']).toBeUndefined();
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['image/jpeg', JPEG, 'jpg'],
    ['image/webp', WEBP, 'webp'],
    ['image/png; charset=binary', PNG, 'png'],
  ])('accepts %s and names the file by its type', async (type, data, ext) => {
    const who = await signInAsNew(app);
    const res = await upload(who, data, type);
    expect(res.statusCode).toBe(200);
    expect(body<Profile>(res).response_body.avatar_path).toMatch(new RegExp(`\\.${ext}$`));
  });

  it.each([
    ['a text file claiming to be a PNG', Buffer.from('just some text, honestly'), 'image/png'],
    ['a PNG claiming to be a JPEG', PNG, 'image/jpeg'],
    ['RIFF data that is not WebP', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '), 'image/webp'],
    ['an empty body', Buffer.alloc(0), 'image/png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif'],
    ['JSON', '{"avatar":"x.png"}', 'application/json'],
    ['plain text', 'hello', 'text/plain'],
  ])('refuses %s with 400, changing nothing', async (_name, data, type) => {
    const who = await signInAsNew(app);
    const res = await upload(who, data, type);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ response_code: 400, response_message: 'avatar must be a PNG, JPEG or WebP image', response_body: null });
    expect(await avatarRow(who.customerId)).toBeNull();
  });

  it('refuses more than 2 MB with 413 and says so', async () => {
    const who = await signInAsNew(app);
    const res = await upload(who, pngOfSize(3 * MB));
    expect(res.statusCode).toBe(413);
    expect(body(res)).toEqual({ response_code: 413, response_message: 'avatar must be at most 2 MB', response_body: null });
    expect(await avatarRow(who.customerId)).toBeNull();
  });

  it('takes an image up to 2 MB, above the 1 MB limit of JSON calls', async () => {
    const who = await signInAsNew(app);
    expect((await upload(who, pngOfSize(2 * MB))).statusCode).toBe(200);
    expect((await upload(who, pngOfSize(2 * MB + 1))).statusCode).toBe(413);
  });

  it('refuses a caller without a token with 401 before reading the body', async () => {
    for (const payload of [PNG, pngOfSize(3 * MB)]) {
      const res = await upload(null, payload);
      expect(res.statusCode).toBe(401);
      expect(body(res).response_message).toBe('Please sign in to continue');
    }
  });

  it('replaces the previous photo and deletes its file', async () => {
    const who = await signInAsNew(app);
    const first = body<Profile>(await upload(who, PNG)).response_body.avatar_path!;
    const second = body<Profile>(await upload(who, JPEG, 'image/jpeg')).response_body.avatar_path!;
    expect(second).not.toBe(first);
    expect(await app.storage.read(first)).toBeNull();
    expect((await app.storage.read(second))?.equals(JPEG)).toBe(true);
  });

  it("never changes another customer's profile", async () => {
    const a = await signInAsNew(app);
    const b = await signInAsNew(app);
    const aPath = body<Profile>(await upload(a, PNG)).response_body.avatar_path!;
    expect((await profileOf(b)).avatar_path).toBeNull();

    const res = await app.inject({
      method: 'PUT',
      url: `${AVATAR}?customer_id=${a.customerId}`,
      headers: { ...b.headers, 'content-type': 'image/webp' },
      payload: WEBP,
    });
    const bPath = body<Profile>(res).response_body.avatar_path!;
    expect(bPath).toContain(`/${b.customerId}-`);
    expect((await profileOf(a)).avatar_path).toBe(aPath);
    expect(await app.storage.read(aPath)).not.toBeNull();

    await app.inject({ method: 'DELETE', url: AVATAR, headers: b.headers });
    expect((await profileOf(a)).avatar_path).toBe(aPath);
  });
});

describe('DELETE /cfs/rest/v3/profile/avatar', () => {
  it('clears avatar_path and deletes the file', async () => {
    const who = await signInAsNew(app);
    const path = body<Profile>(await upload(who, PNG)).response_body.avatar_path!;
    const res = await app.inject({ method: 'DELETE', url: AVATAR, headers: who.headers });
    expect(res.statusCode).toBe(200);
    expect(body(res).response_message).toBe('Photo removed');
    expect(body<Profile>(res).response_body.avatar_path).toBeNull();
    expect(await app.storage.read(path)).toBeNull();
    expect((await app.inject({ method: 'GET', url: `/files/${path}` })).headers['x-placeholder']).toBe('true');
  });

  it('answers with the profile when there is no photo to remove', async () => {
    const who = await signInAsNew(app);
    const res = await app.inject({ method: 'DELETE', url: AVATAR, headers: who.headers });
    expect(res.statusCode).toBe(200);
    expect(body<Profile>(res).response_body.customer_id).toBe(who.customerId);
  });

  it('never deletes a file the customer did not upload', async () => {
    const who = await signInAsNew(app);
    await app.storage.write('products/shared/mango.png', PNG);
    await app.database.db.update(customers).set({ avatarPath: 'products/shared/mango.png' }).where(eq(customers.id, who.customerId));
    await app.inject({ method: 'DELETE', url: AVATAR, headers: who.headers });
    expect(await app.storage.read('products/shared/mango.png')).not.toBeNull();
  });
});
