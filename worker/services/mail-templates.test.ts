import { describe, expect, it } from 'vitest';
import { alreadyRegisteredMail, passwordResetMail, registrationMail } from './mail-templates';

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
});
