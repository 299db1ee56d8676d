import { describe, expect, it } from 'vitest';
import { databaseUnreachable, describeCauses, redactUrl, StartupFailure } from './startup-failure';

describe('redactUrl', () => {
  it('drops user, password and secret query parameters, keeps the rest', () => {
    expect(redactUrl('libsql://admin:tajne@prud-db.turso.io?authToken=eyJ123&tls=1')).toBe('libsql://prud-db.turso.io?authToken=***&tls=1');
    expect(redactUrl('http://127.0.0.1:9')).toBe('http://127.0.0.1:9');
    expect(redactUrl('https://db.example.sk/v2/prud?tls=1')).toBe('https://db.example.sk/v2/prud?tls=1');
    expect(redactUrl('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080/');
  });
  it('keeps a file path and shows only the scheme of something that is no URL', () => {
    expect(redactUrl('file:/srv/prud/prud.db')).toBe('file:/srv/prud/prud.db');
    expect(redactUrl('libsql:tajne@@')).toBe('libsql:…');
    expect(redactUrl('nonsense')).toBe('…');
    expect(redactUrl('tajne-heslo@relay')).toBe('…');
  });
});

describe('describeCauses', () => {
  it('joins an error with its causes', () => {
    const err = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    expect(describeCauses(err)).toBe('fetch failed ← connect ECONNREFUSED 127.0.0.1:9');
    expect(describeCauses('plain')).toBe('plain');
  });
});

describe('databaseUnreachable', () => {
  it('names DATABASE_URL and the address without secrets, even where the driver quoted them', () => {
    const url = 'libsql://admin:heslo123@db.example.sk';
    const f = databaseUnreachable(
      url,
      'token-xyz',
      new Error(`failed ${url} with token-xyz`, { cause: new Error('getaddrinfo ENOTFOUND') }),
    );
    expect(f).toBeInstanceOf(StartupFailure);
    expect(f.message).toContain('DATABASE_URL (libsql://db.example.sk)');
    expect(f.data).toEqual({
      setting: 'DATABASE_URL',
      databaseUrl: 'libsql://db.example.sk',
      error: 'failed libsql://db.example.sk with *** ← getaddrinfo ENOTFOUND',
    });
    expect(JSON.stringify(f.data)).not.toMatch(/heslo123|token-xyz/);
  });
});
