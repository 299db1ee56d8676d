import { base64, extraHeaders, type MailProvider } from './provider';

/**
 * Resend (https://resend.com/docs/api-reference/emails/send-email): POST /emails with `Authorization: Bearer`,
 * JSON {from ('Name <addr>' as is), to, subject, html, text, reply_to, headers {}, attachments [{filename,
 * content (base64), content_type}]}. The sender's domain must be verified at Resend.
 */
export const resend: MailProvider = {
  name: 'resend',
  endpoint: 'https://api.resend.com/emails',
  request(msg, from, apiKey) {
    const headers = extraHeaders(msg);
    return {
      headers: { authorization: `Bearer ${apiKey}` },
      body: {
        from,
        to: [msg.to],
        subject: msg.subject,
        text: msg.text,
        ...(msg.html ? { html: msg.html } : {}),
        ...(msg.replyTo ? { reply_to: msg.replyTo } : {}),
        ...(headers ? { headers } : {}),
        ...(msg.attachments?.length
          ? { attachments: msg.attachments.map((a) => ({ filename: a.filename, content: base64(a.content), content_type: a.contentType })) }
          : {}),
      },
    };
  },
};
