import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { adminUserUpdateSchema, confirmRegistrationSchema, loginSchema, profileSchema, registerSchema } from '../domain/account-rules';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { idSchema } from '../domain/pagination';
import { requireAdmin, requireUser } from '../http/auth';
import { jsonBody, parseOr400 } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { confirmRegistration, login, ownProfile, register, updateProfile } from '../services/accounts';
import { allUsers, deleteUserAsAdmin, updateUserAsAdmin, userById } from '../services/user-admin';

/**
 * `/api/users` (spec section 7). Order matters: the fixed paths (`/login`, `/profile`) come before `/:id`.
 * `GET /:email/:token` (two segments, the registration link) and `GET /:id` (one segment) do not collide.
 */
export const usersRoutes = new Hono<AppEnv>()
  .post('/', rateLimit('auth', 'register'), async (c) => {
    const input = parseOr400(registerSchema, await jsonBody(c));
    await register(c.get('deps'), input);
    return c.json({ message: AUTH_MESSAGES.registered }, 201);
  })
  .post('/login', rateLimit('auth', 'login'), async (c) => {
    const { email, password } = parseOr400(loginSchema, await jsonBody(c));
    return c.json(await login(c.get('deps'), email, password));
  })
  .get('/profile', requireUser, async (c) => c.json(await ownProfile(c.get('deps'), c.var.user)))
  .put('/profile', requireUser, async (c) => {
    const input = parseOr400(profileSchema, await jsonBody(c));
    return c.json(await updateProfile(c.get('deps'), c.var.user, input));
  })
  .get('/', requireAdmin, async (c) => c.json(await allUsers(c.get('deps'))))
  // The spec answers this one in plain text: 'ok' or the reason.
  .get('/:email/:token', rateLimit('auth', 'confirm'), async (c) => {
    const parsed = confirmRegistrationSchema.safeParse(c.req.param());
    const confirmed = parsed.success && (await confirmRegistration(c.get('deps'), parsed.data.email, parsed.data.token));
    return confirmed ? c.text(AUTH_MESSAGES.registrationConfirmed) : c.text(AUTH_MESSAGES.registrationLinkInvalid, 400);
  })
  .get('/:id', requireAdmin, async (c) => c.json(await userById(c.get('deps'), parseOr400(idSchema, c.req.param('id')))))
  .put('/:id', requireAdmin, async (c) => {
    const id = parseOr400(idSchema, c.req.param('id'));
    const input = parseOr400(adminUserUpdateSchema, await jsonBody(c));
    return c.json(await updateUserAsAdmin(c.get('deps'), c.var.user, id, input));
  })
  .delete('/:id', requireAdmin, async (c) => {
    await deleteUserAsAdmin(c.get('deps'), c.var.user, parseOr400(idSchema, c.req.param('id')));
    return c.json({ message: AUTH_MESSAGES.userDeleted });
  });
