import { escapeHtml, layout, reasonText, SIGNATURE_TEXT, type MailContent } from '../mail/mail-templates';

/**
 * The one e-mail of "notify me when it is back" (issue 20), in Slovak, as text and HTML from the same sentences:
 * the title the reader waited for is in stock again, with the link to its page (built by the caller from the
 * shop's base URL). It says why it came and that it comes once.
 */
export function backInStockMail(p: { name: string; productName: string; productUrl: string }): MailContent {
  const back = `kniha „${p.productName}“, na ktorú ste čakali, je znova na sklade.`;
  const once = 'Tento e-mail sme Vám poslali raz. Ďalší už nepríde.';
  // Under the signature, where a newsletter has its unsubscribe line (issue 29): why this reader gets it.
  const why = `Tento e-mail dostávate, lebo ste na stránke knihy „${p.productName}“ požiadali o upozornenie, keď bude znova na sklade.`;
  return {
    subject: `Kniha „${p.productName}“ je znova na sklade`,
    text: `Dobrý deň, ${p.name},\n\n${back} Objednať si ju môžete tu:\n${p.productUrl}\n\n${once}\n\n${SIGNATURE_TEXT}\n${reasonText(why)}`,
    html: layout(
      [`Dobrý deň, ${escapeHtml(p.name)},`, escapeHtml(back), escapeHtml(once)],
      { label: 'Pozrieť knihu', url: p.productUrl },
      why,
    ),
  };
}
