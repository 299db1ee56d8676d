/** The admin's newsletter calls (`/api/newsletters`), typed by worker/domain/newsletters.ts. */
import type {
  ApiNewsletter,
  ApiNewsletterCreated,
  ApiNewsletterPreview,
  ApiNewsletterRecipients,
  NewsletterInput,
} from '~/worker/domain/newsletters';
import type { MessageAnswer } from '~/worker/domain/answers';
import { authGet, authSend } from '~/site/stores/user';

/** Past newsletters, newest first, with their progress as stored. */
export const readNewsletters = (signal?: AbortSignal) => authGet<ApiNewsletter[]>('/api/newsletters', { signal });

/** How many readers a newsletter sent now goes to (subscribed, with a confirmed address). */
export const readNewsletterRecipients = (signal?: AbortSignal) =>
  authGet<ApiNewsletterRecipients>('/api/newsletters/recipients', { signal });

/** The mail as a reader gets it (rendered by the server's own mail code). */
export const previewNewsletter = (body: NewsletterInput) => authSend<ApiNewsletterPreview>('/api/newsletters/preview', { body });

/** The same mail to the admin's own address. */
export const sendTestNewsletter = (body: NewsletterInput) => authSend<MessageAnswer>('/api/newsletters/test', { body });

/** To every subscribed reader: answers at once; the shop mails them in the background. */
export const sendNewsletter = (body: NewsletterInput) => authSend<ApiNewsletterCreated>('/api/newsletters', { body });
