import { parseMailbox } from './mailbox';
import { base64, extraHeaders, type MailProvider } from './provider';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Brevo (https://developers.brevo.com/reference/send-transac-email): POST /v3/smtp/email with the key in
 * `api-key`, JSON {sender {name, email}, to [{email}], subject, htmlContent, textContent, replyTo {email},
 * headers {}, attachment [{name, content (base64)}]}. The sender must be a verified sender (or domain) at Brevo.
 * Without a template it wants htmlContent, so a text-only mail goes as its text in a <pre>.
 */
export const brevo: MailProvider = {
  name: 'brevo',
  endpoint: 'https://api.brevo.com/v3/smtp/email',
  request(msg, from, apiKey) {
    const headers = extraHeaders(msg);
    return {
      headers: { accept: 'application/json', 'api-key': apiKey },
      body: {
        sender: parseMailbox(from),
        to: [parseMailbox(msg.to)],
        subject: msg.subject,
        htmlContent: msg.html || `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(msg.text)}</pre>`,
        textContent: msg.text,
        ...(msg.replyTo ? { replyTo: parseMailbox(msg.replyTo) } : {}),
        ...(headers ? { headers } : {}),
        ...(msg.attachments?.length ? { attachment: msg.attachments.map((a) => ({ name: a.filename, content: base64(a.content) })) } : {}),
      },
    };
  },
};
