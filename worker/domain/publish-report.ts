import { z } from 'zod';

/**
 * The build service's report of a deploy (`POST /api/publish/report`, sent by .github/workflows/deploy.yml):
 * building when it starts, live or failed at its end. Authenticated by an HMAC-SHA256 over
 * `<timestamp>.<raw body>` with the shared secret PUBLISH_REPORT_SECRET; a timestamp further than the tolerance
 * from the shop's clock is refused, so a captured report cannot be replayed later; within that window each
 * signature is accepted once (db/queries/publishing/publish-state.ts keeps it until its window ends), so it cannot be
 * replayed sooner either. Kept apart from ./publishing.ts, which the admin's bar imports (no zod in that script).
 *
 * Runs are queued and a slow one may report after a newer request was sent, so a report moves the stored state
 * only when its run covers the shop's newest dispatch (db/queries/publishing/publish-state.ts, `applyPublishReport`): the
 * run names that dispatch (`dispatchedAt`, echoed from the dispatch's client_payload), or it began after it
 * (`runStartedAt`: a push or a run by hand builds from the database as it is then). Any other report is an older
 * run's: answered, and the state is left as it is.
 */
export const PUBLISH_REPORT_HEADERS = {
  /** Unix seconds when the report was signed. */
  timestamp: 'x-publish-timestamp',
  /** `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`. */
  signature: 'x-publish-signature',
} as const;

export const PUBLISH_REPORT_TOLERANCE_SECONDS = 300;
/** A taken signature is kept this long past its window, so isolates whose clocks differ a little still know it. */
export const PUBLISH_REPORT_NONCE_MARGIN_SECONDS = 60;

export const publishReportSchema = z
  .object({
    status: z.enum(['building', 'live', 'failed']),
    /** The build's page (the workflow run), for the operator. */
    runUrl: z.url().max(500).optional(),
    /** Why it failed, in a few lines. */
    message: z.string().max(4000).optional(),
    /** The shop's dispatch this run answers (its `hookSentAt`, sent as client_payload.dispatchedAt). */
    dispatchedAt: z.iso.datetime().optional(),
    /** When the run began, by the runner's clock (its build reads the database minutes later). */
    runStartedAt: z.iso.datetime().optional(),
  })
  .strict();

/** The text the signature covers. */
export const signedReportText = (timestamp: string, rawBody: string) => `${timestamp}.${rawBody}`;

export const PUBLISH_REPORT_MESSAGES = {
  /** One message for a missing, malformed, wrong or stale signature: the caller learns nothing more. */
  unsigned: 'Hlásenie o zverejnení nemá platný podpis.',
  invalid: 'Hlásenie o zverejnení nemá správny tvar.',
  /** The same signed report a second time (a replay): a 409, and nothing changes. */
  replayed: 'Toto hlásenie o zverejnení už bolo prijaté; opakované hlásenie nič nemení.',
} as const;
