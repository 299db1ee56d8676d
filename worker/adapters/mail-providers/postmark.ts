import { base64, extraHeaders, type MailProvider } from './provider';

/**
 * Postmark (https://postmarkapp.com/developer/api/email-api): POST /email with its server token in
 * `X-Postmark-Server-Token` and `Accept: application/json`, JSON {From, To, Subject, TextBody, HtmlBody, ReplyTo,
 * Headers [{Name, Value}], Attachments [{Name, Content (base64), ContentType}], MessageStream}. The sender must
 * be a confirmed Sender Signature or on a verified domain. Every mail goes through the default transactional
 * stream, 'outbound'.
 */
export const postmark: MailProvider = {
  name: 'postmark',
  endpoint: 'https://api.postmarkapp.com/email',
  request(msg, from, apiKey) {
    const headers = extraHeaders(msg);
    return {
      headers: { accept: 'application/json', 'x-postmark-server-token': apiKey },
      body: {
        From: from,
        To: msg.to,
        Subject: msg.subject,
        TextBody: msg.text,
        ...(msg.html ? { HtmlBody: msg.html } : {}),
        ...(msg.replyTo ? { ReplyTo: msg.replyTo } : {}),
        ...(headers ? { Headers: Object.entries(headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
        ...(msg.attachments?.length
          ? { Attachments: msg.attachments.map((a) => ({ Name: a.filename, Content: base64(a.content), ContentType: a.contentType })) }
          : {}),
        MessageStream: 'outbound',
      },
    };
  },
};
