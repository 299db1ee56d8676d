import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { contactSchema, forgotPasswordSchema, loginCodeSchema, resetPasswordSchema } from '../domain/account-rules';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { jsonBody, parseOr400 } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { forgotPassword, loginWithCode, resetPassword } from '../services/accounts';
import { sendContactMessage } from '../services/contact';
import { googleAuthRoutes } from './google-auth';

/** `/api/auth`: password reset, the Google login-code exchange, what sign-in methods exist, the contact form. */
export const authRoutes = new Hono<AppEnv>()
  .get('/config', (c) => c.json({ google: Boolean(c.get('deps').config.google) }))
  .post('/forgot-password', rateLimit('auth', 'forgot-password'), async (c) => {
    const { email, redirect } = parseOr400(forgotPasswordSchema, await jsonBody(c));
    await forgotPassword(c.get('deps'), email, redirect);
    // The same answer for every address: nobody learns who has an account.
    return c.json({ message: AUTH_MESSAGES.resetLinkSent });
  })
  .post('/reset-password', rateLimit('auth', 'reset-password'), async (c) => {
    const input = parseOr400(resetPasswordSchema, await jsonBody(c));
    await resetPassword(c.get('deps'), input);
    return c.json({ message: AUTH_MESSAGES.passwordChanged });
  })
  .post('/currentuser', rateLimit('auth', 'login-code'), async (c) => {
    const { dataInfo } = parseOr400(loginCodeSchema, await jsonBody(c));
    return c.json(await loginWithCode(c.get('deps'), dataInfo));
  })
  .post('/contact', rateLimit('contact', 'contact'), async (c) => {
    const { contactForm } = parseOr400(contactSchema, await jsonBody(c));
    await sendContactMessage(c.get('deps'), contactForm);
    // Spec section 7: "Returns ok" — the JSON string, as the original shop's clients read it (201: the message is stored).
    return c.json('ok', 201);
  })
  .route('/google', googleAuthRoutes);
