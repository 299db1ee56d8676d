import { describe, expect, it } from 'vitest';
import { deleteQuestion, formFromUser, savedMessage, userEditHref, userIdFromPath, validateUserForm, yesNo } from './user-view';

describe('user screens: paths', () => {
  it('builds and reads the edit address', () => {
    expect(userEditHref(12)).toBe('/admin/user/12/edit');
    expect(userIdFromPath('/admin/user/12/edit')).toBe(12);
    expect(userIdFromPath('/admin/user/12/edit/')).toBe(12);
  });

  it('refuses anything that is not a positive id', () => {
    for (const p of [
      '/admin/user/0/edit',
      '/admin/user/abc/edit',
      '/admin/user/-3/edit',
      '/admin/user/1.5/edit',
      '/admin/user//edit',
      '/shell/admin/user-edit/',
    ]) {
      expect(userIdFromPath(p), p).toBeNull();
    }
  });
});

describe('user screens: texts', () => {
  it('marks flags ✓/✗ with words for screen readers', () => {
    expect(yesNo(true)).toEqual({ mark: '✓', text: 'áno', kind: 'yes' });
    expect(yesNo(false)).toEqual({ mark: '✗', text: 'nie', kind: 'no' });
  });

  it('asks before deleting, naming the user', () => {
    expect(deleteQuestion('Ján Novák')).toBe(
      'Zmazať používateľa Ján Novák? Túto akciu nemožno vrátiť. Objednávky a faktúry zostanú bez spojenia s účtom, recenzie pod menom „Bývalý zákazník“; používateľ dostane e-mail.',
    );
    expect(savedMessage('Ján')).toBe('Zmeny používateľa Ján sú uložené.');
  });
});

describe('user screens: the edit form uses the server schema', () => {
  const user = { name: 'Ján Novák', email: 'jan@example.sk', isAdmin: false, isAssistant: true };

  it('copies only the editable fields', () => {
    expect(formFromUser({ ...user, _id: 3, isRegistered: true } as never)).toEqual(user);
  });

  it('accepts a valid form, trimmed and with the e-mail lower-cased', () => {
    expect(validateUserForm({ ...user, name: '  Ján  ', email: ' JAN@Example.SK ' })).toEqual({
      ok: true,
      body: { ...user, name: 'Ján', email: 'jan@example.sk' },
    });
  });

  it("answers with the server's Slovak messages", () => {
    expect(validateUserForm({ ...user, email: 'nie-je-email' })).toEqual({ ok: false, message: 'Zadajte platný e-mail.' });
    expect(validateUserForm({ ...user, email: '   ' })).toEqual({ ok: false, message: 'Zadajte e-mail.' });
    expect(validateUserForm({ ...user, name: ' ' })).toEqual({ ok: false, message: 'Zadajte meno.' });
    expect(validateUserForm({ ...user, name: 'x'.repeat(101) })).toEqual({ ok: false, message: 'Meno môže mať najviac 100 znakov.' });
  });
});
