import { base64, type MailProvider } from './provider';

/**
 * `MAIL_PROVIDER=http` (or MAIL_API_URL + MAIL_API_KEY without MAIL_PROVIDER, as before providers were named):
 * this shop's own shape for a relay you run or adapt yourself, POST JSON {from, to, subject, text, html, reply_to,
 * headers, attachments [{filename, contentType, content (base64)}]} with `Authorization: Bearer <key>` to
 * MAIL_API_URL. No provider named here takes exactly this; for Resend, Postmark or Brevo name them instead.
 */
export const genericHttp: MailProvider = {
  name: 'http',
  request(msg, from, apiKey) {
    return {
      headers: { authorization: `Bearer ${apiKey}` },
      body: {
        from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? '',
        ...(msg.replyTo ? { reply_to: msg.replyTo } : {}),
        ...(msg.headers && Object.keys(msg.headers).length ? { headers: msg.headers } : {}),
        attachments: (msg.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: base64(a.content) })),
      },
    };
  },
};
