/**
 * How dates read on every page: the shop's one formatter (worker/domain/slovak-date.ts, the same the e-mails and the
 * invoice use), e.g. `5. 3. 2026`, or `5. 3. 2026 09:05` with the time; Bratislava's calendar. Money formatting
 * lives in worker/domain/money.ts.
 */
export { slovakDate as formatDate } from '~/worker/domain/slovak-date';
