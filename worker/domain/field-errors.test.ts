import { describe, expect, it } from 'vitest';
import { contactSchema, registerSchema, resetPasswordSchema } from './account-rules';
import { fieldErrorsOf, fieldsUnder, firstWrongField } from './field-errors';

describe('fieldErrorsOf', () => {
  it('names every field of an empty registration at once, each with its own message', () => {
    const parsed = registerSchema.safeParse({});
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!.issues)).toEqual({
      name: 'Zadajte meno.',
      email: 'Zadajte e-mail.',
      password: 'Zadajte heslo.',
    });
  });

  it('keys nested fields by their path and keeps the first message of each', () => {
    const parsed = contactSchema.safeParse({ contactForm: { name: ' ', email: 'nie-je-email', emailMessage: '' } });
    expect(fieldErrorsOf(parsed.error!.issues)).toEqual({
      'contactForm.name': 'Zadajte meno.',
      'contactForm.email': 'Zadajte platný e-mail.',
      'contactForm.emailMessage': 'Napíšte správu.',
    });
    const twice = [
      { path: ['email'], message: 'Prvá.' },
      { path: ['email'], message: 'Druhá.' },
    ];
    expect(fieldErrorsOf(twice)).toEqual({ email: 'Prvá.' });
  });

  it('puts the mismatch of a new password on its repetition', () => {
    const parsed = resetPasswordSchema.safeParse({
      token: 'a'.repeat(43),
      id: 7,
      password: 'Zelene-Lucky-2026',
      confirmPassword: 'Ine-Lucky-2026',
    });
    expect(fieldErrorsOf(parsed.error!.issues)).toEqual({ confirmPassword: 'Heslá sa nezhodujú' });
  });

  it('leaves out what belongs to no field: unknown keys and the body as a whole', () => {
    const parsed = registerSchema.safeParse({ name: 'Ján', email: 'jan@example.sk', password: 'Zelene-Lucky-2026', isAdmin: true });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!.issues)).toEqual({});
    expect(fieldErrorsOf([{ path: [], message: 'Celé zle.' }, { message: 'Bez cesty.' }])).toEqual({});
    // An unknown key inside a nested form is reported on the form's path: still no field of it.
    const nested = contactSchema.safeParse({
      contactForm: { name: 'Ján', email: 'jan@example.sk', emailMessage: 'Dobrý deň', phone: '0900' },
    });
    expect(nested.error!.issues.map((i) => i.path)).toEqual([['contactForm']]);
    expect(fieldErrorsOf(nested.error!.issues)).toEqual({});
  });
});

describe('fieldsUnder and firstWrongField', () => {
  it('reads the fields of a nested form without the prefix, and only those', () => {
    expect(fieldsUnder({ 'contactForm.email': 'E.', contactFormX: 'X.', name: 'N.', 'other.email': 'O.' }, 'contactForm')).toEqual({
      email: 'E.',
    });
  });

  it("picks the first wrong field in the form's order, not the answer's", () => {
    expect(firstWrongField({ password: 'P.', name: 'N.' }, ['name', 'email', 'password'])).toBe('name');
    expect(firstWrongField({ password: 'P.', email: '' }, ['name', 'email', 'password'])).toBe('password');
    expect(firstWrongField({}, ['name'])).toBeNull();
  });
});
