import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { adminUserUpdateSchema, confirmRegistrationSchema, loginSchema, profileSchema, registerSchema } from '../domain/account-rules';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { idParams } from '../domain/path-params';
import { requireAdmin, requireUser } from '../http/auth';
import { rateLimit } from '../http/rate-limit';
import { validate, validateOptionalJson, validateOrText } from '../http/validate';
import { confirmRegistration, login, ownProfile, register, updateProfile } from '../services/accounts/accounts';
import { allUsers, updateUserAsAdmin, userById } from '../services/accounts/user-admin';
import { deleteOwnAccount, deleteUserAsAdmin, exportOwnData } from '../services/accounts/account-erasure';
import { deleteAccountSchema, PERSONAL_DATA_MESSAGES } from '../domain/personal-data';

/**
 * `/api/users` (spec section 7). Order matters: the fixed paths (`/login`, `/profile`) come before `/:id`.
 * `GET /:email/:token` (two segments, the registration link) and `GET /:id` (one segment) do not collide.
 */
export const usersRoutes = new Hono<AppEnv>()
  .post('/', rateLimit('auth', 'register'), validateOptionalJson(registerSchema, { form: true }), async (c) => {
    await register(c.get('deps'), c.req.valid('json'));
    return c.json({ message: AUTH_MESSAGES.registered }, 201);
  })
  .post('/login', rateLimit('auth', 'login'), validateOptionalJson(loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    return c.json(await login(c.get('deps'), email, password));
  })
  .get('/profile', requireUser, async (c) => c.json(await ownProfile(c.get('deps'), c.var.user)))
  // Issue 31: the person's own data as a file (GDPR art. 15 and 20); before `/:email/:token`, which it would match.
  .get('/profile/export', requireUser, async (c) => {
    const { filename, data } = await exportOwnData(c.get('deps'), c.var.user);
    c.header('cache-control', 'no-store');
    c.header('content-disposition', `attachment; filename="${filename}"`);
    return c.json(data);
  })
  // 'Zrušiť účet': the password or a fresh Google sign-in's code (services/accounts/account-erasure.ts); before `/:id`.
  .delete(
    '/profile',
    rateLimit('auth', 'delete-account'),
    requireUser,
    validateOptionalJson(deleteAccountSchema, { form: true }),
    async (c) => {
      await deleteOwnAccount(c.get('deps'), c.var.user, c.req.valid('json'));
      return c.json({ message: PERSONAL_DATA_MESSAGES.accountDeleted });
    },
  )
  .put('/profile', requireUser, validateOptionalJson(profileSchema, { form: true }), async (c) =>
    c.json(await updateProfile(c.get('deps'), c.var.user, c.req.valid('json'))),
  )
  .get('/', requireAdmin, async (c) => c.json(await allUsers(c.get('deps'))))
  // The spec answers this one in plain text: 'ok' or the reason.
  .get(
    '/:email/:token',
    rateLimit('auth', 'confirm'),
    validateOrText('param', confirmRegistrationSchema, AUTH_MESSAGES.registrationLinkInvalid),
    async (c) => {
      const { email, token } = c.req.valid('param');
      const confirmed = await confirmRegistration(c.get('deps'), email, token);
      return confirmed ? c.text(AUTH_MESSAGES.registrationConfirmed) : c.text(AUTH_MESSAGES.registrationLinkInvalid, 400);
    },
  )
  .get('/:id', requireAdmin, validate('param', idParams), async (c) => c.json(await userById(c.get('deps'), c.req.valid('param').id)))
  .put('/:id', requireAdmin, validate('param', idParams), validateOptionalJson(adminUserUpdateSchema), async (c) =>
    c.json(await updateUserAsAdmin(c.get('deps'), c.var.user, c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id', requireAdmin, validate('param', idParams), async (c) => {
    await deleteUserAsAdmin(c.get('deps'), c.var.user, c.req.valid('param').id);
    return c.json({ message: AUTH_MESSAGES.userDeleted });
  });
