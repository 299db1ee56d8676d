import { describe, expect, it } from 'vitest';
import { newsletterParagraphs } from '../../domain/newsletter-text';
import { newsletterMail } from './newsletter-mail';

describe('newsletterParagraphs', () => {
  it('escapes everything the admin wrote and keeps line breaks; a blank line starts a paragraph', () => {
    expect(newsletterParagraphs('Ahoj <b>"Ján"</b> & \'spol\'\ndruhý riadok\n\n  \n\nNový odsek')).toEqual([
      'Ahoj &lt;b&gt;&quot;Ján&quot;&lt;/b&gt; &amp; &#39;spol&#39;<br>druhý riadok',
      'Nový odsek',
    ]);
  });

  it("turns http(s) addresses into links, leaving a sentence's punctuation outside", () => {
    const [p] = newsletterParagraphs('Pozri https://prud.sk/eshop?a=1&b=2. A (http://prud.sk/x), aj https:// samotné.');
    expect(p).toBe(
      'Pozri <a href="https://prud.sk/eshop?a=1&amp;b=2">https://prud.sk/eshop?a=1&amp;b=2</a>. ' +
        'A (<a href="http://prud.sk/x">http://prud.sk/x</a>), aj https:// samotné.',
    );
    // The mail colours its links inline (clients ignore style sheets); the page's preview styles them itself.
    expect(newsletterParagraphs('https://prud.sk/a', ' class="x"')).toEqual([
      '<a href="https://prud.sk/a" class="x">https://prud.sk/a</a>',
    ]);
    const mail = newsletterMail({
      to: 'a@example.sk',
      subject: 'S',
      text: 'Pozri https://prud.sk/a',
      unsubscribeUrl: 'http://shop.test/u/x',
    });
    expect(mail.html).toContain('<a href="https://prud.sk/a" style="color:#b3001b">https://prud.sk/a</a>');
  });

  it('keeps single line breaks inside a paragraph, and makes no link of a bare scheme', () => {
    expect(newsletterParagraphs('a\nb\nc')).toEqual(['a<br>b<br>c']);
    expect(newsletterParagraphs('Adresa https://. nie je odkaz')).toEqual(['Adresa https://. nie je odkaz']);
  });

  it('never makes a link of another scheme', () => {
    expect(newsletterParagraphs('javascript:alert(1) a data:text/html,x')).toEqual(['javascript:alert(1) a data:text/html,x']);
  });
});

describe('newsletterMail', () => {
  it("carries the reader's link in both parts, before the end of the HTML body, and the RFC 8058 headers", () => {
    const url = 'http://shop.test/unsubscribe/abc.def';
    const mail = newsletterMail({ to: 'a@example.sk', subject: 'Novinky', text: 'Text\n', unsubscribeUrl: url });
    expect(mail.text).toMatch(/^Text\n\nS pozdravom\n[\s\S]*\n--\n.*\nhttp:\/\/shop\.test\/unsubscribe\/abc\.def\n$/);
    expect(mail.html).toContain(`<a href="${url}" style="color:#b3001b">Zrušiť odber noviniek</a></p></body></html>`);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
});
