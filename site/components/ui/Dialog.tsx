import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import './dialog.css';

/**
 * The one modal dialog of the site (the staff's confirmations, 'Odoslané' with its parcel number) and the promise
 * behind it, so that an island can `await` a person's choice in the middle of an action. Styles: `.admin-dialog`
 * (./dialog.css, imported here: the order page is not under AdminLayout).
 */

/**
 * `const [question, ask, answer] = useAsk<Q, A>()`: `await ask(q)` settles with whatever `answer(a)` is called
 * with next; `question` is `q` until then (null while nothing is asked), which is what opens the dialog.
 */
export function useAsk<Q, A>(): [Q | null, (question: Q) => Promise<A>, (answer: A) => void] {
  const [pending, setPending] = useState<{ question: Q; resolve: (answer: A) => void } | null>(null);
  const ask = useCallback((question: Q) => new Promise<A>((resolve) => setPending({ question, resolve })), []);
  const answer = useCallback(
    (a: A) => {
      pending?.resolve(a);
      setPending(null);
    },
    [pending],
  );
  return [pending ? pending.question : null, ask, answer];
}

/**
 * A modal <dialog>, shown while `open`: focus stays inside, Escape calls `onCancel`, and on closing the browser
 * gives the focus back to the button that opened it. `initialFocus` takes the focus on opening (never the
 * destructive button: Enter must not destroy anything by accident); `onOpen` resets what the last opening left.
 * With `onSubmit` the heading, the text and `children` sit in a <form> (Enter in a field submits it).
 */
export function ModalDialog(p: {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  onCancel: () => void;
  initialFocus: RefObject<HTMLElement | null>;
  onOpen?: () => void;
  onSubmit?: (e: FormEvent) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  // Only opening and closing matter; the callbacks are the dialog's own, new at every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on open/close only (above)
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (p.open && !d.open) {
      p.onOpen?.();
      d.showModal();
      p.initialFocus.current?.focus();
    } else if (!p.open && d.open) d.close();
  }, [p.open]);
  const content = (
    <>
      <h2 id={`${id}-title`} className="admin-dialog-title">
        {p.title}
      </h2>
      <p id={`${id}-text`}>{p.text}</p>
      {p.children}
    </>
  );
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        p.onCancel();
      }}
    >
      {p.onSubmit ? (
        <form onSubmit={p.onSubmit} noValidate>
          {content}
        </form>
      ) : (
        content
      )}
    </dialog>
  );
}

/**
 * The dialog's buttons: 'Späť' first, then the action (`children`). 'Späť', not 'Zrušiť': next to 'Zrušiť
 * objednávku' that word would read as the destructive action.
 */
export function DialogActions({
  onBack,
  backRef,
  children,
}: {
  onBack: () => void;
  backRef?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <div className="admin-dialog-actions">
      <button ref={backRef} type="button" className="acct-btn acct-btn--outline" onClick={onBack}>
        Späť
      </button>
      {children}
    </div>
  );
}

interface ConfirmQuestion {
  message: string;
  confirmLabel: string;
}

/**
 * `const [dialog, confirm] = useConfirm()`: render `dialog`, then `if (await confirm('Odstrániť…?', 'Zmazať')) …`.
 * 'Späť' has the focus first.
 */
export function useConfirm(): [ReactNode, (message: string, confirmLabel?: string) => Promise<boolean>] {
  const [question, ask, answer] = useAsk<ConfirmQuestion, boolean>();
  const confirm = useCallback((message: string, confirmLabel = 'Áno') => ask({ message, confirmLabel }), [ask]);
  return [<ConfirmDialog key="confirm" question={question} onDone={answer} />, confirm];
}

function ConfirmDialog({ question, onDone }: { question: ConfirmQuestion | null; onDone: (ok: boolean) => void }) {
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog open={question !== null} title="Potvrdenie" text={question?.message} onCancel={() => onDone(false)} initialFocus={backRef}>
      <DialogActions backRef={backRef} onBack={() => onDone(false)}>
        <button type="button" className="acct-btn admin-btn--danger" onClick={() => onDone(true)}>
          {question?.confirmLabel ?? 'Áno'}
        </button>
      </DialogActions>
    </ModalDialog>
  );
}
