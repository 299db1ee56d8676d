import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
export default defineConfig({
  resolve: { alias: { '~/': fileURLToPath(new URL('./', import.meta.url)) } },
  test: { include: ['worker/domain/spelling.test.ts', 'worker/services/newsletter-mail.test.ts', 'site/features/order/order-view.test.ts', 'worker/domain/invoice-dates.test.ts'] },
});
