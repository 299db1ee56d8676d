/** The admin's newsletter calls (`/api/newsletters`), typed by the published contract (worker/domain/api-contract). */
import type { NewsletterInput } from '~/worker/domain/newsletters';
import { authApi } from '~/site/stores/user';

/** Past newsletters, newest first, with their progress as stored. */
export const readNewsletters = (signal?: AbortSignal) => authApi('GET /api/newsletters', { signal });

/** How many readers a newsletter sent now goes to (subscribed, with a confirmed address). */
export const readNewsletterRecipients = (signal?: AbortSignal) => authApi('GET /api/newsletters/recipients', { signal });

/** The mail as a reader gets it (rendered by the server's own mail code). */
export const previewNewsletter = (body: NewsletterInput) => authApi('POST /api/newsletters/preview', { body });

/** The same mail to the admin's own address. */
export const sendTestNewsletter = (body: NewsletterInput) => authApi('POST /api/newsletters/test', { body });

/** To every subscribed reader: answers at once; the shop mails them in the background. */
export const sendNewsletter = (body: NewsletterInput) => authApi('POST /api/newsletters', { body });
