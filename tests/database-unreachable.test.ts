import { describe, expect, it } from 'vitest';
import { freePort } from './support/net';
import { startShop } from './support/shop-process';

/**
 * Issue 28, item 4: a database that cannot be reached at start ends `npm start` (the real start.ts) with exit code
 * 1 and one JSON log line (level error) that names DATABASE_URL and the address, never its credentials.
 */
describe('npm start with a database it cannot reach', () => {
  it.each([
    ['a closed port', async () => `http://127.0.0.1:${await freePort()}`, (url: string) => url],
    [
      'credentials to a host that does not resolve',
      async () => 'libsql://spravca:tajne-heslo@db.nowhere.invalid?authToken=tajny-token',
      () => 'libsql://db.nowhere.invalid?authToken=***',
    ],
  ])(
    '%s: exit code 1 and one line naming DATABASE_URL',
    async (_what, makeUrl, shown) => {
      const url = await makeUrl();
      const shop = await startShop({ DATABASE_URL: url, DATABASE_AUTH_TOKEN: 'tajny-token' });
      try {
        expect(await shop.exited).toBe(1);
        const lines = shop
          .output()
          .split('\n')
          .filter((l) => l.trim() !== '');
        expect(lines).toHaveLength(1);
        const line = JSON.parse(lines[0]);
        expect(line).toEqual({
          time: expect.any(String),
          level: 'error',
          message: `cannot open the database at DATABASE_URL (${shown(url)}): check the address, the server and DATABASE_AUTH_TOKEN`,
          data: { setting: 'DATABASE_URL', databaseUrl: shown(url), error: expect.any(String) },
        });
        expect(lines[0]).not.toMatch(/tajne-heslo|tajny-token|spravca/);
      } finally {
        await shop.stop();
      }
    },
    60_000,
  );
});
