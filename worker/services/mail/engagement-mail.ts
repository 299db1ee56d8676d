import { siteFacts } from '../../domain/site-facts';
import { escapeHtml, layout, SIGNATURE_TEXT, type MailContent } from './mail-templates';

/** The engagement e-mails (Slovak, HTML and text): newsletter confirmation, new review for the shop, the footer. */

const SITE = siteFacts.site;

/** Sent once when an account goes from not subscribed to subscribed (profile checkbox or order consent). */
export function subscribedMail(p: { name: string; unsubscribeUrl: string }): MailContent {
  const line = `ďakujeme, že ste sa prihlásili na odber noviniek z ${SITE.domain}. Budeme Vám písať o nových knihách a podujatiach vydavateľstva.`;
  const leave = 'Odber môžete kedykoľvek zrušiť jedným kliknutím, bez prihlásenia:';
  return {
    subject: `Odber noviniek – ${SITE.name}`,
    text: `Dobrý deň, ${p.name},\n\n${line}\n\n${leave}\n${p.unsubscribeUrl}\n\n${SIGNATURE_TEXT}\n`,
    html: layout([`Dobrý deň, ${escapeHtml(p.name)},`, escapeHtml(line), escapeHtml(leave)], {
      label: 'Zrušiť odber noviniek',
      url: p.unsubscribeUrl,
    }),
  };
}

/** To the shop: a review waits for approval in /admin/reviews. */
export function newReviewMail(p: { productName: string; author: string; comment: string; adminUrl: string }): MailContent {
  return {
    subject: siteFacts.emails.subjects.newReview,
    text: `Nová recenzia čaká na schválenie.\n\nProdukt: ${p.productName}\nAutor: ${p.author}\n\n${p.comment}\n\nSchváliť alebo zmazať: ${p.adminUrl}\n`,
    html: layout(
      [
        'Nová recenzia čaká na schválenie.',
        `Produkt: ${escapeHtml(p.productName)}<br>Autor: ${escapeHtml(p.author)}`,
        escapeHtml(p.comment).replace(/\n/g, '<br>'),
      ],
      { label: 'Recenzie v administrácii', url: p.adminUrl },
    ),
  };
}

export const UNSUBSCRIBE_FOOTER_TEXT = 'Dostávate tento e-mail ako odberateľ noviniek. Odber zrušíte jedným kliknutím:';

/** Appended to the text of every newsletter (newsletter-mail.ts); service mails say why they came instead. */
export function unsubscribeFooterText(url: string): string {
  return `\n\n--\n${UNSUBSCRIBE_FOOTER_TEXT}\n${url}\n`;
}

/** Put before `</body>` of every HTML newsletter. */
export function unsubscribeFooterHtml(url: string): string {
  return `<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#555;text-align:center">${escapeHtml(UNSUBSCRIBE_FOOTER_TEXT)} <a href="${escapeHtml(url)}" style="color:#b3001b">Zrušiť odber noviniek</a></p>`;
}
