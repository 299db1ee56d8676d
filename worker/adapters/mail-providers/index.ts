import { brevo } from './brevo';
import { genericHttp } from './generic-http';
import { postmark } from './postmark';
import type { MailProvider } from './provider';
import { resend } from './resend';

/** The e-mail APIs MAIL_PROVIDER names, each with its own request shape. */
export const MAIL_PROVIDERS = { resend, postmark, brevo, http: genericHttp } satisfies Record<string, MailProvider>;

export type MailProviderName = keyof typeof MAIL_PROVIDERS;

export const isMailProviderName = (name: string): name is MailProviderName => Object.hasOwn(MAIL_PROVIDERS, name);
