import type { UserInfo } from '~/worker/domain/user-shape';
import { GENERIC_ERROR } from '~/site/lib/api';
import { loginUrlFor, PROFILE_PATH } from '~/site/lib/paths';
import { $userInfo, navigation, setUserInfo } from '~/site/stores/user';
import { myOrders, readProfile } from './account-api';
import { drawOrders, drawOrdersError } from './profile-orders';

/**
 * The profile without React until its forms are used (issue 33): ProfilePage is pre-rendered empty and disabled
 * and hydrates on first use (client:used), so this script does what a reader who only looks needs. A visitor goes
 * to the login page (which brings them back); for someone signed in the form is filled from the stored user and
 * its fields enabled at once, then from the server's fresh copy (stored too: it brings a fresh token) unless the
 * reader has changed a field or React has the form; the orders are drawn into the slot React leaves alone. A
 * refused token ends the session and goes to sign in again as in every signed-in call (stores/user.ts authSend).
 * ProfilePage takes over the fields' values at hydration (`data-filled`, `data-touched`).
 */

const FIELDS = ['profile-name', 'profile-email', 'profile-password', 'profile-confirm', 'profile-subscribed'];

type Shown = Pick<UserInfo, 'name' | 'email'> & { isSubscribed?: boolean };

function fill(form: HTMLFormElement, user: Shown): void {
  // React has the form, or the reader began changing it: a late answer must not undo what they did.
  if (form.dataset.hydrated === 'true' || form.dataset.touched === 'true') return;
  const field = (id: string) => form.querySelector<HTMLInputElement>(`#${id}`);
  const [name, email, box] = [field('profile-name'), field('profile-email'), field('profile-subscribed')];
  if (name) name.value = user.name;
  if (email) email.value = user.email;
  // The stored session may lack `isSubscribed` (site/lib/session.ts); the server's answer has it.
  if (box && user.isSubscribed !== undefined) box.checked = user.isSubscribed;
  for (const id of FIELDS) field(id)?.removeAttribute('disabled');
  form.dataset.filled = 'true';
}

function start(): void {
  const user = $userInfo.get();
  if (!user) {
    navigation.go(loginUrlFor(PROFILE_PATH));
    return;
  }
  const form = document.getElementById('profile-form') as HTMLFormElement | null;
  if (form) {
    const touched = () => {
      form.dataset.touched = 'true';
    };
    form.addEventListener('input', touched);
    form.addEventListener('change', touched);
    fill(form, user);
    readProfile().then(
      (fresh) => {
        // The user stored meanwhile (the form saved, answered sooner on a busy server) is newer than this answer
        // to the question asked at load: it stays, and so does the header's name.
        if ($userInfo.get() === user) setUserInfo(fresh);
        fill(form, fresh);
      },
      () => {}, // a refused token is handled by authSend; any other failure is said by the form once used
    );
  }
  const orders = () => document.getElementById('profile-orders');
  myOrders().then(
    (list) => {
      const box = orders();
      if (box) drawOrders(box, list);
    },
    (err: unknown) => {
      const box = orders();
      if (box) drawOrdersError(box, err instanceof Error ? err.message : GENERIC_ERROR);
    },
  );
}

start();
