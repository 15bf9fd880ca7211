import { createLocalJWKSet, decodeJwt, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenSet } from '@bazaar/contracts';
import { bearer, signUp } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let tokens: TokenSet;
beforeAll(async () => {
  app = await createTestApp();
  tokens = await signUp(app, 'Meera Nair Iyer', 'meera@example.com');
});
afterAll(async () => {
  await app.close();
});

const sessionsWith = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/ums/rest/v3/sessions', headers });

describe('token set', () => {
  it('has the spec §3 fields with lifetimes in seconds', () => {
    expect(tokens).toMatchObject({ expires_in: 900, refresh_expires_in: 2_592_000, token_type: 'Bearer' });
    expect(tokens.refresh_token).toMatch(/^[\w-]{40,}$/);
  });

  it('carries name, given_name and preferred_username in the id token', () => {
    expect(decodeJwt(tokens.id_token)).toMatchObject({ name: 'Meera Nair Iyer', given_name: 'Meera', preferred_username: 'meera@example.com', realm: 'demo' });
  });

  it('is signed by a key published at the JWKS endpoint', async () => {
    const jwks = JSON.parse((await app.inject({ method: 'GET', url: '/ums/rest/v3/jwks' })).body);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks), { issuer: 'bazaar', audience: 'demo' });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.exp! - payload.iat!).toBe(900);
  });
});

describe('refused tokens', () => {
  it('accepts the genuine access token', async () => {
    expect((await sessionsWith(bearer(tokens))).statusCode).toBe(200);
  });

  it('refuses a missing token with 401', async () => {
    expect((await sessionsWith({ 'realm-name': 'demo' })).statusCode).toBe(401);
  });

  it('refuses a token whose payload was edited', async () => {
    const [h, p, s] = tokens.access_token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.sub = String(Number(payload.sub) + 1);
    const forged = [h, Buffer.from(JSON.stringify(payload)).toString('base64url'), s].join('.');
    expect((await sessionsWith({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });

  it('refuses alg: none', async () => {
    const claims = decodeJwt(tokens.access_token);
    const none = new UnsecuredJWT({ ...claims }).encode();
    expect((await sessionsWith({ authorization: `Bearer ${none}` })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { keys } = app;
    const claims = decodeJwt(tokens.access_token);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ realm: claims.realm, sid: claims.sid })
      .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
      .setIssuer('bazaar')
      .setAudience('demo')
      .setSubject(String(claims.sub))
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(keys.privateKey);
    const res = await sessionsWith({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it("refuses another store's token", async () => {
    const souk = await signUp(app, 'Layla Haddad', 'layla@example.com', 'souk');
    const res = await sessionsWith({ ...bearer(souk), 'realm-name': 'demo' });
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body).response_message).toContain('another store');
  });

  it('refuses the id token used as an access token', async () => {
    expect((await sessionsWith({ authorization: `Bearer ${tokens.id_token}` })).statusCode).toBe(401);
  });
});
