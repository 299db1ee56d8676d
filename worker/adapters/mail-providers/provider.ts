import type { MailMessage } from '../../deps';

/** What one provider's API wants for one mail: its own headers (the key's) and JSON body. */
interface ProviderRequest {
  headers: Record<string, string>;
  body: unknown;
}

/** One e-mail API (worker/adapters/mail-providers/*.ts): where it takes mail and in which shape. */
export interface MailProvider {
  /** Its name in MAIL_PROVIDER and the logs. */
  name: string;
  /** Its send endpoint; MAIL_API_URL overrides it (tests: a local stand-in). None for the generic `http`. */
  endpoint?: string;
  request(msg: MailMessage, from: string, apiKey: string): ProviderRequest;
}

/** Standard base64 (not URL-safe): what every one of these APIs wants as an attachment's content. */
export function base64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/** The message's extra headers (List-Unsubscribe…), or undefined when there are none. */
export function extraHeaders(msg: MailMessage): Record<string, string> | undefined {
  return msg.headers && Object.keys(msg.headers).length ? msg.headers : undefined;
}
