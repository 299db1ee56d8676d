import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { contactSchema, forgotPasswordSchema, loginCodeSchema, resetPasswordSchema } from '../domain/account-rules';
import { AUTH_MESSAGES } from '../domain/auth-messages';
import { cardPaymentAvailable } from '../domain/payments';
import type { ApiAuthConfig } from '../domain/user-shape';
import { rateLimit } from '../http/rate-limit';
import { validateOptionalJson } from '../http/validate';
import { forgotPassword, loginWithCode, resetPassword } from '../services/accounts/accounts';
import { sendContactMessage } from '../services/engagement/contact';
import { googleAuthRoutes } from './google-auth';

/** `/api/auth`: password reset, the Google login-code exchange, what sign-in and payment methods exist, the contact form. */
export const authRoutes = new Hono<AppEnv>()
  .get('/config', (c) => {
    const { config } = c.get('deps');
    return c.json({ google: Boolean(config.google), cardPayment: cardPaymentAvailable(config.stripe) } satisfies ApiAuthConfig);
  })
  .post('/forgot-password', rateLimit('auth', 'forgot-password'), validateOptionalJson(forgotPasswordSchema, { form: true }), async (c) => {
    const { email, redirect } = c.req.valid('json');
    await forgotPassword(c.get('deps'), email, redirect);
    // The same answer for every address: nobody learns who has an account.
    return c.json({ message: AUTH_MESSAGES.resetLinkSent });
  })
  .post('/reset-password', rateLimit('auth', 'reset-password'), validateOptionalJson(resetPasswordSchema, { form: true }), async (c) => {
    await resetPassword(c.get('deps'), c.req.valid('json'));
    return c.json({ message: AUTH_MESSAGES.passwordChanged });
  })
  .post('/currentuser', rateLimit('auth', 'login-code'), validateOptionalJson(loginCodeSchema), async (c) =>
    c.json(await loginWithCode(c.get('deps'), c.req.valid('json').dataInfo)),
  )
  .post('/contact', rateLimit('contact', 'contact'), validateOptionalJson(contactSchema, { form: true }), async (c) => {
    const deps = c.get('deps');
    await sendContactMessage(deps, c.req.valid('json').contactForm, deps.clientIp(c));
    // Spec section 7: "Returns ok" — the JSON string, as the original shop's clients read it (201: the message is stored).
    return c.json('ok', 201);
  })
  .route('/google', googleAuthRoutes);
