/**
 * The two shops global setup starts (tests/e2e/global-setup.ts) and the environment variables that carry each
 * one's address, data folder and process group to the test workers and to teardown.
 * `main` serves the specs that read the catalogue as seeded and built; `writes` serves the *.writes specs, which
 * change the whole catalogue (a shop-wide sale, new and deleted products, delivery prices) and wait for republished
 * pages: on a server of their own they run beside the others instead of after them, and race nobody but each other.
 */
export type E2eShop = 'main' | 'writes';

export const E2E_SHOPS: Record<E2eShop, { baseUrl: string; dataDir: string; pid: string }> = {
  main: { baseUrl: 'E2E_BASE_URL', dataDir: 'E2E_DATA_DIR', pid: 'E2E_SERVER_PID' },
  writes: { baseUrl: 'E2E_WRITES_BASE_URL', dataDir: 'E2E_WRITES_DATA_DIR', pid: 'E2E_WRITES_SERVER_PID' },
};

/**
 * Points this test worker at `shop`: the specs and their helpers read E2E_BASE_URL and E2E_DATA_DIR (fixtures.ts,
 * storefront-db.ts), and a Playwright worker runs the tests of one project only, so setting them once per worker
 * is enough.
 */
export function useShop(shop: E2eShop): void {
  if (shop === 'main') return;
  for (const key of ['baseUrl', 'dataDir'] as const) {
    const value = process.env[E2E_SHOPS[shop][key]];
    if (value) process.env[E2E_SHOPS.main[key]] = value;
  }
}
