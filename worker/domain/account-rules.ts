import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, sameSitePath } from './account-basics';
import { AUTH_MESSAGES } from './auth-messages';
import { isCommonPassword } from './common-passwords';
import { idSchema } from './pagination';
import { strictObject, strictObjectIgnoring } from './strict-object';

/**
 * Validation of everything the account API accepts (pure; the screens may import these too). Unknown keys are
 * refused with a 400 naming them (strict-object.ts), so a customer who posts `isAdmin: true` to their profile
 * learns that the field does not exist there instead of reading 'Profil upravený' over a change that never happened.
 */

/** How long each single-use secret works. */
export const TOKEN_LIFETIMES = {
  /** The registration link in the welcome e-mail. */
  registerMs: 48 * 60 * 60 * 1000,
  /** The password-reset link. */
  resetMs: 60 * 60 * 1000,
  /** The code that carries a Google sign-in from the redirect to the login page's API call. */
  loginCodeMs: 2 * 60 * 1000,
} as const;

export { safeRedirectPath, sameSitePath } from './account-basics';

/** E-mails are compared and stored trimmed and lower-cased (users.email is unique). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Longest accepted texts, in characters (worker/http/body-limits.ts derives the byte limits of bodies from them). */
export { EMAIL_MAX, NAME_MAX };
export const CONTACT_LIMITS = { message: 5000 } as const;

/** Messages of the account rules that are not the spec's (those live in auth-messages.ts). */
export const ACCOUNT_RULE_MESSAGES = {
  /** The assistant flag restricts an admin to audio, video and banners; no admin route could undo it for oneself. */
  cannotRestrictSelf: 'Nemôžete si sami nastaviť obmedzenie na asistenta. Požiadajte iného administrátora.',
  emailTooLong: 'E-mail je príliš dlhý.',
  /** A `redirect` that sameSitePath refuses: only a crafted request sends one (the pages send what they accept). */
  redirectOffSite: 'Návratová adresa musí byť stránka tohto obchodu (cesta začínajúca lomkou, napr. /shipping).',
} as const;

const requiredText = (message: string) => z.string({ message }).trim().min(1, { message });

export const emailSchema = requiredText('Zadajte e-mail.')
  .toLowerCase()
  .max(EMAIL_MAX, { message: ACCOUNT_RULE_MESSAGES.emailTooLong })
  .pipe(z.email({ message: 'Zadajte platný e-mail.' }));

export const nameSchema = requiredText('Zadajte meno.').max(NAME_MAX, { message: `Meno môže mať najviac ${NAME_MAX} znakov.` });

/** Rules for a password someone is choosing now (registration, reset, profile). */
export const newPasswordSchema = z
  .string({ message: 'Zadajte heslo.' })
  // An empty field is a missing password (said first), not a short one.
  .min(1, { message: 'Zadajte heslo.', abort: true })
  .min(PASSWORD_MIN, { message: `Heslo musí mať aspoň ${PASSWORD_MIN} znakov.` })
  .max(PASSWORD_MAX, { message: `Heslo môže mať najviac ${PASSWORD_MAX} znakov.` })
  .refine((p) => p.trim().length >= PASSWORD_MIN, { message: `Heslo musí mať aspoň ${PASSWORD_MIN} znakov.` })
  .refine((p) => !isCommonPassword(p), { message: 'Toto heslo je príliš bežné a ľahko uhádnuteľné. Zvoľte si prosím iné.' });

/** A password typed to log in: no strength rules (old accounts), only a sane size. */
const givenPassword = z
  .string({ message: 'Zadajte heslo.' })
  .min(1, { message: 'Zadajte heslo.' })
  .max(1024, { message: AUTH_MESSAGES.badCredentials });

const flag = (what: string) => z.boolean({ message: `Pole ${what} musí byť áno alebo nie.` });

const INVALID_BODY = 'Neplatné údaje požiadavky.';

/**
 * `redirect` (our addition to the spec's bodies): the page to come back to after the mailed link, e.g. `/shipping`
 * when the checkout sent the person to register. Only a path that sameSitePath accepts, as it is; anything else
 * is refused (400, nothing sent), so a link in the shop's own e-mail never leads off the site.
 */
const redirectSchema = z
  .string({ message: ACCOUNT_RULE_MESSAGES.redirectOffSite })
  .refine((v) => sameSitePath(v) === v, { message: ACCOUNT_RULE_MESSAGES.redirectOffSite })
  .optional();

/** `origURL`: as on forgot-password, the old client's base for the link; links come from the server's base URL (ignored). */
export const registerSchema = strictObjectIgnoring(
  { name: nameSchema, email: emailSchema, password: newPasswordSchema, redirect: redirectSchema },
  ['origURL'],
  INVALID_BODY,
);

/** Login does not check the e-mail's shape (old accounts), only its size: nobody's address is longer. */
export const loginSchema = strictObject(
  {
    email: requiredText('Zadajte e-mail.').toLowerCase().max(EMAIL_MAX, { message: AUTH_MESSAGES.badCredentials }),
    password: givenPassword,
  },
  INVALID_BODY,
);

/** `origURL` is what the old client sent to build the link; links come from the server's base URL instead (ignored). */
export const forgotPasswordSchema = strictObjectIgnoring({ email: emailSchema, redirect: redirectSchema }, ['origURL'], INVALID_BODY);

/** Single-use tokens are 43 base64url characters; anything far off is not worth a database lookup. */
const oneTimeToken = (message: string) => z.string({ message }).regex(/^[A-Za-z0-9_-]{20,100}$/, { message });

export const resetPasswordSchema = strictObject(
  {
    token: oneTimeToken(AUTH_MESSAGES.resetLinkInvalid),
    id: z.preprocess((v) => (typeof v === 'string' || typeof v === 'number' ? v : undefined), idSchema),
    password: newPasswordSchema,
    confirmPassword: z.string({ message: 'Zopakujte heslo.' }).max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordMismatch }),
  },
  INVALID_BODY,
)
  // On the repetition's field: the form marks it there.
  .refine((b) => b.password === b.confirmPassword, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export const confirmRegistrationSchema = z.object({
  email: emailSchema,
  token: oneTimeToken(AUTH_MESSAGES.registrationLinkInvalid),
});

/** An empty password field on the profile form means "keep the current password". */
const optionalNewPassword = z.preprocess((v) => (v === '' || v === null ? undefined : v), newPasswordSchema.optional());

/**
 * `PUT /api/users/profile` changes only the fields it is sent: the profile form sends name, e-mail and maybe a
 * password; the order page sends only `isSubscribed`. The caller is the bearer token's account: an `_id` or `id`
 * the old client sends along is ignored.
 */
export const profileSchema = strictObjectIgnoring(
  {
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    password: optionalNewPassword,
    confirmPassword: z
      .string({ message: AUTH_MESSAGES.passwordMismatch })
      .max(PASSWORD_MAX, { message: AUTH_MESSAGES.passwordMismatch })
      .optional(),
    isSubscribed: flag('odber noviniek').optional(),
  },
  ['_id', 'id'],
  INVALID_BODY,
).refine((b) => b.password === undefined || b.confirmPassword === undefined || b.password === b.confirmPassword, {
  message: AUTH_MESSAGES.passwordMismatch,
  path: ['confirmPassword'],
});

/**
 * `PUT /api/users/:id` takes "the user object" (spec section 7), i.e. what `GET /api/users/:id` answers: of it the
 * admin may change name, e-mail, the two roles and the newsletter flag. The rest of that shape (`_id`: the path
 * wins; `isRegistered`, `isUnsubscribed`, `hasGoogle`, `googleId`, `createdAt`, `updatedAt`) is accepted and ignored.
 */
export const adminUserUpdateSchema = strictObjectIgnoring(
  {
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    isAdmin: flag('administrátor').optional(),
    isAssistant: flag('asistent').optional(),
    isSubscribed: flag('odber noviniek').optional(),
  },
  ['_id', 'isRegistered', 'isUnsubscribed', 'hasGoogle', 'googleId', 'createdAt', 'updatedAt'],
  INVALID_BODY,
);

export const loginCodeSchema = strictObject({ dataInfo: oneTimeToken(AUTH_MESSAGES.loginCodeInvalid) }, INVALID_BODY);

export const contactSchema = strictObject(
  {
    contactForm: strictObject(
      {
        name: nameSchema,
        email: emailSchema,
        emailMessage: requiredText('Napíšte správu.').max(CONTACT_LIMITS.message, {
          message: `Správa môže mať najviac ${CONTACT_LIMITS.message} znakov.`,
        }),
      },
      'Vyplňte kontaktný formulár.',
    ),
  },
  'Vyplňte kontaktný formulár.',
);

/**
 * Newsletter flags after a change of `isSubscribed`: whoever opts out is remembered as unsubscribed (staff list
 * them), whoever opts in again is not.
 */
export function subscriptionChange(
  current: { isSubscribed: boolean; isUnsubscribed: boolean },
  isSubscribed: boolean | undefined,
): { isSubscribed: boolean; isUnsubscribed: boolean } {
  // Only the two flags, never `current` itself: callers spread this after other fields (name, e-mail).
  if (isSubscribed === undefined || isSubscribed === current.isSubscribed)
    return { isSubscribed: current.isSubscribed, isUnsubscribed: current.isUnsubscribed };
  return isSubscribed ? { isSubscribed: true, isUnsubscribed: false } : { isSubscribed: false, isUnsubscribed: true };
}
