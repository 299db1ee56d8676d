import { useState, type SubmitEvent } from 'react';
import { CHECKOUT_ENTRY } from '~/site/lib/paths';
import { EmailField, SubmitButton } from '~/site/components/ui/form';
import { $guestEmail, GUEST_EMAIL_MESSAGE, looksLikeEmail } from '../../stores/guest-checkout';

/**
 * Beside the login at the checkout's first step (the login page on its way to `/shipping`): 'Pokračovať bez
 * registrácie' opens a short form for the e-mail the confirmation goes to (closed at first, so the page keeps one
 * e-mail field until the buyer chooses this way); the address and the consents follow at the usual steps.
 */
export function GuestCheckoutEntry({ next }: { next: string }) {
  const [email, setEmail] = useState(() => $guestEmail.get() ?? '');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');

  function submit(e: SubmitEvent) {
    e.preventDefault();
    if (!looksLikeEmail(email)) {
      setError(GUEST_EMAIL_MESSAGE);
      document.getElementById('guest-email')?.focus();
      return;
    }
    $guestEmail.set(email.trim());
    location.assign(next);
  }

  return (
    <section className="acct-card guest-entry" aria-labelledby="guest-entry-heading">
      <h2 id="guest-entry-heading">Nákup bez registrácie</h2>
      <p className="acct-hint">
        Potvrdenie s faktúrou a odkazom na objednávku Vám pošleme e-mailom. Účet si môžete vytvoriť aj neskôr, zo stránky objednávky.
      </p>
      {open ? (
        <form id="guest-entry-form" onSubmit={submit} noValidate>
          <EmailField
            id="guest-email"
            value={email}
            onChange={(v) => {
              setEmail(v);
              setError('');
            }}
            error={error || undefined}
          />
          <SubmitButton busy={false} label="Pokračovať bez registrácie" busyLabel="Pokračovať bez registrácie" />
        </form>
      ) : (
        <button
          type="button"
          className="acct-btn acct-btn--outline"
          onClick={() => {
            setOpen(true);
            // The field the buyer came for, once it is drawn.
            requestAnimationFrame(() => document.getElementById('guest-email')?.focus());
          }}
        >
          Pokračovať bez registrácie
        </button>
      )}
    </section>
  );
}

/** The last step's line for a guest: where the confirmation goes, and the way back to change it. */
export function GuestEmailLine({ email }: { email: string }) {
  return (
    <p className="acct-hint guest-email-line">
      Nakupujete bez registrácie. Potvrdenie a odkaz na objednávku pošleme na <strong>{email}</strong>.{' '}
      <a className="checkout-edit" href={CHECKOUT_ENTRY}>
        Zmeniť e-mail
      </a>
    </p>
  );
}
