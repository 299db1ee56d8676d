import { describe, expect, it } from 'vitest';
import { siteFacts } from '../../domain/site-facts';
import { htmlText } from '../../test-support/accounts';
import { newReviewMail, subscribedMail, UNSUBSCRIBE_FOOTER_TEXT, unsubscribeFooterHtml, unsubscribeFooterText } from './engagement-mail';
import { SIGNATURE_TEXT } from './mail-templates';

const SITE = siteFacts.site;
const URL = 'https://prud.sk/unsubscribe/12.abc?x=1&y=2';

describe('the newsletter confirmation', () => {
  it('thanks, says what is coming and how to leave, in text and HTML alike, escaping the name', () => {
    const mail = subscribedMail({ name: 'Ján & <i>Mária</i>', unsubscribeUrl: URL });
    expect(mail.subject).toBe(`Odber noviniek – ${SITE.name}`);
    const thanks = `ďakujeme, že ste sa prihlásili na odber noviniek z ${SITE.domain}. Budeme Vám písať o nových knihách a podujatiach vydavateľstva.`;
    const leave = 'Odber môžete kedykoľvek zrušiť jedným kliknutím, bez prihlásenia:';
    expect(mail.text).toBe(`Dobrý deň, Ján & <i>Mária</i>,\n\n${thanks}\n\n${leave}\n${URL}\n\n${SIGNATURE_TEXT}\n`);
    expect(htmlText(mail.html)).toBe(
      [
        SITE.name,
        'Dobrý deň, Ján & <i>Mária</i>,',
        thanks,
        leave,
        'Zrušiť odber noviniek',
        `Ak tlačidlo nefunguje, skopírujte do prehliadača túto adresu:\n${URL}`,
        SIGNATURE_TEXT,
      ].join('\n\n'),
    );
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('href="https://prud.sk/unsubscribe/12.abc?x=1&amp;y=2"');
  });
});

describe('the new review notice to the shop', () => {
  it('names the product and the author, quotes the comment with its line breaks, and links to the admin page', () => {
    const mail = newReviewMail({
      productName: 'Život viery',
      author: 'Peter <script>',
      comment: 'Výborná kniha.\nOdporúčam & ďakujem.',
      adminUrl: 'https://prud.sk/admin/reviews',
    });
    expect(mail.subject).toBe(siteFacts.emails.subjects.newReview);
    expect(mail.text).toBe(
      'Nová recenzia čaká na schválenie.\n\nProdukt: Život viery\nAutor: Peter <script>\n\nVýborná kniha.\nOdporúčam & ďakujem.\n\nSchváliť alebo zmazať: https://prud.sk/admin/reviews\n',
    );
    expect(htmlText(mail.html)).toBe(
      [
        SITE.name,
        'Nová recenzia čaká na schválenie.',
        'Produkt: Život viery\nAutor: Peter <script>',
        'Výborná kniha.\nOdporúčam & ďakujem.',
        'Recenzie v administrácii',
        'Ak tlačidlo nefunguje, skopírujte do prehliadača túto adresu:\nhttps://prud.sk/admin/reviews',
        SIGNATURE_TEXT,
      ].join('\n\n'),
    );
    expect(mail.html).not.toContain('<script>');
  });
});

describe('the unsubscribe footer', () => {
  it('in text: a signature separator, the sentence and the link on lines of their own', () => {
    expect(unsubscribeFooterText(URL)).toBe(`\n\n--\n${UNSUBSCRIBE_FOOTER_TEXT}\n${URL}\n`);
  });

  it('in HTML: the sentence and an escaped link', () => {
    const html = unsubscribeFooterHtml(URL);
    expect(htmlText(html)).toBe(`${UNSUBSCRIBE_FOOTER_TEXT} Zrušiť odber noviniek`);
    expect(html).toContain('<a href="https://prud.sk/unsubscribe/12.abc?x=1&amp;y=2" style="color:#b3001b">Zrušiť odber noviniek</a>');
  });
});
