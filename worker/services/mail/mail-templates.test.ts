import { describe, expect, it } from 'vitest';
import { siteFacts } from '../../domain/site-facts';
import { htmlText } from '../../test-support/accounts';
import {
  alreadyRegisteredMail,
  contactMail,
  escapeHtml,
  layout,
  passwordResetMail,
  registrationMail,
  SIGNATURE_TEXT,
} from './mail-templates';

const SITE = siteFacts.site;

describe('account e-mails', () => {
  it('carry the link in text and HTML, with the spec subjects, escaping the name', () => {
    const reg = registrationMail({ name: '<script>Ján</script>', link: 'https://prud.sk/registerLink/a%40b.sk/T?x=1&y=2', validHours: 48 });
    expect(reg.subject).toBe('Vaša registrácia na prud.sk');
    expect(reg.text).toContain('https://prud.sk/registerLink/a%40b.sk/T?x=1&y=2');
    expect(reg.text).toContain('48 hodín');
    expect(reg.html).toContain('href="https://prud.sk/registerLink/a%40b.sk/T?x=1&amp;y=2"');
    expect(reg.html).not.toContain('<script>');
    expect(reg.html).toContain('&lt;script&gt;Ján');
    expect(reg.html).toMatch(/<html lang="sk">/);

    const reset = passwordResetMail({ name: 'Jana', link: 'https://prud.sk/reset-password/T/Jana/j%40x.sk/1/v1', validMinutes: 60 });
    expect(reset.subject).toBe('Zmeňte si Vaše heslo');
    expect(reset.text).toContain('60 minút');
    expect(reset.html).toContain('Nastaviť nové heslo');

    const again = alreadyRegisteredMail({ name: 'Jana', loginUrl: 'https://prud.sk/login', forgotUrl: 'https://prud.sk/forgot-password' });
    expect(again.subject).toBe(reg.subject);
    expect(again.text).toContain('https://prud.sk/forgot-password');
  });

  it('read the same in HTML as in text: greeting, what to do, the warning, the button and the signature', () => {
    const reg = registrationMail({ name: 'Ján', link: 'https://prud.sk/registerLink/x', validHours: 48 });
    expect(htmlText(reg.html)).toBe(
      [
        SITE.name,
        'Dobrý deň, Ján,',
        `ďakujeme za registráciu na ${SITE.domain}. Registráciu potvrdíte kliknutím na tlačidlo nižšie. Linka platí 48 hodín.`,
        'Ak ste sa na našej stránke neregistrovali, tento e-mail ignorujte – bez potvrdenia sa účet nedá použiť.',
        'Potvrdiť registráciu',
        'Ak tlačidlo nefunguje, skopírujte do prehliadača túto adresu:\nhttps://prud.sk/registerLink/x',
        SIGNATURE_TEXT,
      ].join('\n\n'),
    );
    expect(reg.text).toBe(
      `Dobrý deň, Ján,\n\nďakujeme za registráciu na ${SITE.domain}. Registráciu potvrdíte otvorením tejto linky (platí 48 hodín):\n\nhttps://prud.sk/registerLink/x\n\n` +
        `Ak ste sa na našej stránke neregistrovali, tento e-mail ignorujte – bez potvrdenia sa účet nedá použiť.\n\n${SIGNATURE_TEXT}\n`,
    );

    const reset = passwordResetMail({ name: 'Jana', link: 'https://prud.sk/reset-password/T', validMinutes: 60 });
    expect(htmlText(reset.html)).toContain(
      'Dobrý deň, Jana,\n\nnové heslo si nastavíte kliknutím na tlačidlo nižšie. Linka platí 60 minút a dá sa použiť len raz.\n\n' +
        'Ak ste o zmenu hesla nežiadali, tento e-mail ignorujte – Vaše heslo zostáva bez zmeny.\n\nNastaviť nové heslo',
    );
    expect(reset.text).toContain(
      'nové heslo si nastavíte na tejto adrese (platí 60 minút a dá sa použiť len raz):\n\nhttps://prud.sk/reset-password/T\n\nAk ste o zmenu hesla',
    );

    const again = alreadyRegisteredMail({
      name: 'Jana & Peter',
      loginUrl: 'https://prud.sk/login',
      forgotUrl: 'https://prud.sk/forgot-password?a=1&b=2',
    });
    expect(htmlText(again.html)).toContain(
      `Dobrý deň, Jana & Peter,\n\nna ${SITE.domain} sa práve niekto pokúsil zaregistrovať s Vaším e-mailom, ale s touto adresou už máte účet.\n\n` +
        'Ak si heslo nepamätáte, nastavte si nové.\n\nAk ste o registráciu nežiadali Vy, tento e-mail ignorujte. Vaše heslo sa nezmenilo.\n\nPrihlásiť sa',
    );
    expect(again.html).toContain('<a href="https://prud.sk/forgot-password?a=1&amp;b=2" style="color:#b3001b">nastavte si nové</a>');
    expect(again.html).toContain('href="https://prud.sk/login"');
    expect(again.text).toContain(
      'Prihlásiť sa môžete tu: https://prud.sk/login\nAk si heslo nepamätáte, nastavte si nové: https://prud.sk/forgot-password?a=1&b=2\n\nAk ste o registráciu nežiadali Vy',
    );
  });
});

describe('the contact form e-mail', () => {
  it('gives the shop the name, the address and the message, line breaks kept, nothing a visitor typed as HTML', () => {
    const mail = contactMail({
      name: 'Ján <b>Hraško</b>',
      email: 'jan@example.sk',
      message: 'Dobrý deň,\nmáte "Život viery"?\n<a href="x">klik</a>',
    });
    expect(mail.subject).toBe(siteFacts.emails.subjects.contact);
    expect(mail.text).toBe(
      'Správa z kontaktného formulára\n\nMeno: Ján <b>Hraško</b>\nE-mail: jan@example.sk\n\nDobrý deň,\nmáte "Život viery"?\n<a href="x">klik</a>\n',
    );
    expect(htmlText(mail.html)).toBe(
      [
        SITE.name,
        'Správa z kontaktného formulára',
        'Meno: Ján <b>Hraško</b>\nE-mail: jan@example.sk',
        'Dobrý deň,\nmáte "Život viery"?\n<a href="x">klik</a>',
        SIGNATURE_TEXT,
      ].join('\n\n'),
    );
    expect(mail.html).not.toContain('<b>Hraško');
    expect(mail.html).not.toContain('<a href="x">');
    expect(mail.html).not.toContain('Ak tlačidlo nefunguje'); // no button
  });
});

describe('escapeHtml and the layout', () => {
  it('escapes the five characters that could open markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('puts the paragraphs between the site name and the signature; the button only when asked', () => {
    expect(htmlText(layout(['Prvý', 'Druhý']))).toBe(`${SITE.name}\n\nPrvý\n\nDruhý\n\n${SIGNATURE_TEXT}`);
    const withButton = layout(['Prvý'], { label: 'Otvoriť <stránku>', url: 'https://prud.sk/a?b=1&c="2"' });
    expect(htmlText(withButton)).toBe(
      `${SITE.name}\n\nPrvý\n\nOtvoriť <stránku>\n\nAk tlačidlo nefunguje, skopírujte do prehliadača túto adresu:\nhttps://prud.sk/a?b=1&c="2"\n\n${SIGNATURE_TEXT}`,
    );
    expect(withButton.match(/href="https:\/\/prud\.sk\/a\?b=1&amp;c=&quot;2&quot;"/g)).toHaveLength(2);
  });
});
