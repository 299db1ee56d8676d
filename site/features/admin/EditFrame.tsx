import type { FormEvent, ReactNode, RefObject } from 'react';
import { SubmitButton } from '~/site/components/ui/form';
import { AdminAlert, BackLink, Loading } from './ui';

/**
 * The frame of every staff edit screen: the way back to the list, the heading, `note` (a draft's note, the
 * banner's size), the red line, and the form with 'Uložiť' once the record is read ('Načítava sa…' before).
 * `useAdminEdit(…).frame` gives error, errorRef, ready, busy and onSubmit.
 */
export function EditFrame(p: {
  /** The screen's own classes after 'admin-screen'. */
  className: string;
  back: { href: string; label: ReactNode };
  title: ReactNode;
  note?: ReactNode;
  error: string;
  errorRef: RefObject<HTMLDivElement | null>;
  ready: boolean;
  /** The form's accessible name ('Údaje používateľa'). */
  label: string;
  formClassName?: string;
  busy: boolean;
  busyLabel?: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <div className={`admin-screen ${p.className}`}>
      <BackLink href={p.back.href}>{p.back.label}</BackLink>
      <h1>{p.title}</h1>
      {p.note}
      <div ref={p.errorRef} aria-live="assertive">
        {p.error && <AdminAlert notice={{ kind: 'error', text: p.error }} />}
      </div>
      {!p.ready && !p.error && <Loading />}
      {p.ready && (
        <form className={p.formClassName ?? 'admin-card admin-form'} onSubmit={p.onSubmit} noValidate aria-label={p.label}>
          {p.children}
          <SubmitButton busy={p.busy} label="Uložiť" busyLabel={p.busyLabel ?? 'Ukladám…'} />
        </form>
      )}
    </div>
  );
}
