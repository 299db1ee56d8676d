import { describe, expect, it } from 'vitest';
import { marksFromServer, marksSummary } from '~/site/components/ui/field-marks';
import { forgotMarks, profileMarks, registerMarks, resetMarks } from './account-checks';
import { CONFIRM_MISSING, confirmMark, REGISTER_FIELDS } from './account-marks';

const MISMATCH = 'Heslá nesúhlasia';
const GOOD = 'Zelene-Lucky-pod-Tatrami-26';

describe('the account forms mark every wrong field at once', () => {
  it('registration with every field empty marks each of the four', () => {
    expect(registerMarks({ name: '', email: '', password: '', confirm: '' }, MISMATCH)).toEqual({
      name: 'Zadajte meno.',
      email: 'Zadajte e-mail.',
      password: 'Zadajte heslo.',
      confirm: CONFIRM_MISSING,
    });
  });

  it('registration: a wrong e-mail, a short and a common password and a different repetition each say their own', () => {
    expect(registerMarks({ name: 'Ján', email: 'jan@', password: 'kratke', confirm: 'ine' }, MISMATCH)).toEqual({
      email: 'Zadajte platný e-mail.',
      password: 'Heslo musí mať aspoň 8 znakov.',
      confirm: MISMATCH,
    });
    expect(registerMarks({ name: 'Ján', email: 'jan@example.sk', password: 'password123', confirm: 'password123' }, MISMATCH)).toEqual({
      password: 'Toto heslo je príliš bežné a ľahko uhádnuteľné. Zvoľte si prosím iné.',
    });
    expect(registerMarks({ name: 'Ján', email: 'jan@example.sk', password: GOOD, confirm: GOOD }, MISMATCH)).toEqual({});
  });

  it('the profile: name and e-mail always, the password only when one is typed', () => {
    expect(profileMarks({ name: '', email: '', password: '', confirm: '' }, MISMATCH)).toEqual({
      name: 'Zadajte meno.',
      email: 'Zadajte e-mail.',
    });
    expect(profileMarks({ name: ' ', email: 'x', password: 'kratke', confirm: '' }, MISMATCH)).toEqual({
      name: 'Zadajte meno.',
      email: 'Zadajte platný e-mail.',
      password: 'Heslo musí mať aspoň 8 znakov.',
      confirm: CONFIRM_MISSING,
    });
    expect(profileMarks({ name: 'Jana', email: 'jana@example.sk', password: '', confirm: GOOD }, MISMATCH)).toEqual({ confirm: MISMATCH });
    expect(profileMarks({ name: 'Jana', email: 'jana@example.sk', password: '', confirm: '' }, MISMATCH)).toEqual({});
  });

  it('the new password of a reset link and its repetition', () => {
    expect(resetMarks({ password: '', confirm: '' }, MISMATCH)).toEqual({ password: 'Zadajte heslo.', confirm: CONFIRM_MISSING });
    expect(resetMarks({ password: GOOD, confirm: `${GOOD}x` }, MISMATCH)).toEqual({ confirm: MISMATCH });
    expect(resetMarks({ password: GOOD, confirm: GOOD }, MISMATCH)).toEqual({});
  });

  it('the reset request: a missing or wrong e-mail', () => {
    expect(forgotMarks({ email: '' })).toEqual({ email: 'Zadajte e-mail.' });
    expect(forgotMarks({ email: 'jana@' })).toEqual({ email: 'Zadajte platný e-mail.' });
    expect(forgotMarks({ email: 'Jana@Example.sk ' })).toEqual({});
  });

  it('confirmMark: empty beside a password, different, or (optional) both empty', () => {
    expect(confirmMark('a', '', MISMATCH)).toBe(CONFIRM_MISSING);
    expect(confirmMark('', '', MISMATCH)).toBe(CONFIRM_MISSING);
    expect(confirmMark('', '', MISMATCH, true)).toBeUndefined();
    expect(confirmMark('a', 'b', MISMATCH, true)).toBe(MISMATCH);
    expect(confirmMark('a', 'a', MISMATCH)).toBeUndefined();
  });
});

describe('marks from the server and the summary', () => {
  it("reads the 400's fields onto the form's own keys and leaves out the rest", () => {
    const server = { email: 'Tento e-mail už používa iný účet.', confirmPassword: 'Heslá sa nezhodujú', token: 'Linka je neplatná.' };
    expect(marksFromServer(REGISTER_FIELDS, server)).toEqual({ email: server.email, confirm: server.confirmPassword });
    expect(marksFromServer(REGISTER_FIELDS, { token: 'x' })).toEqual({});
  });

  it('says one problem itself and names several by their labels in the form order', () => {
    expect(marksSummary(REGISTER_FIELDS, {})).toBeNull();
    expect(marksSummary(REGISTER_FIELDS, { email: 'Zadajte e-mail.' })).toBe('Zadajte e-mail.');
    expect(marksSummary(REGISTER_FIELDS, { confirm: 'C.', name: 'N.', email: 'E.' })).toBe(
      'Opravte prosím označené polia: Meno a priezvisko, E-mail, Potvrdenie hesla.',
    );
  });
});
