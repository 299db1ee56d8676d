import { useId, useState, type FormEvent } from 'react';
import { authSend } from '~/site/stores/user';
import { REVIEW_LIMIT, REVIEW_TEXTS, reviewProblem } from './review-form-ops';
import { reviewsPath } from './review-ops';

type Note = { kind: 'success' | 'error'; text: string } | null;

/**
 * The review form of a signed-in user (loaded only for them): one labelled textarea and 'Odoslať'. Errors (the
 * server's message, e.g. a second review of the same title) show in red above the form; after sending, the green
 * note replaces the form (one review per title).
 */
export default function ReviewForm({ productId }: { productId: string }) {
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const fieldId = useId();
  const sent = note?.kind === 'success';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = reviewProblem(comment);
    if (problem) {
      setNote({ kind: 'error', text: problem });
      return;
    }
    setBusy(true);
    setNote(null);
    try {
      const answer = await authSend<{ message?: string }>(reviewsPath(productId), { method: 'POST', body: { comment: comment.trim() } });
      setComment('');
      setNote({ kind: 'success', text: answer?.message || REVIEW_TEXTS.reviewSent });
    } catch (err) {
      setNote({ kind: 'error', text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="review-write">
      <h3>Napíšte recenziu</h3>
      <div aria-live="polite">
        {note && (
          <p className={`eng-note eng-note--${note.kind}`} role={note.kind === 'error' ? 'alert' : 'status'}>
            {note.text}
          </p>
        )}
      </div>
      {sent ? (
        <p className="review-hint">Recenziu zverejníme po schválení. Ďakujeme!</p>
      ) : (
        <form className="review-form" onSubmit={submit} noValidate>
          <label htmlFor={fieldId}>Vaša recenzia</label>
          <textarea
            id={fieldId}
            name="comment"
            rows={5}
            maxLength={REVIEW_LIMIT}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            aria-invalid={note?.kind === 'error' || undefined}
            aria-describedby={`${fieldId}-hint`}
            required
          />
          <p className="review-hint" id={`${fieldId}-hint`}>Recenziu zverejníme po schválení.</p>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Odosiela sa…' : 'Odoslať'}
          </button>
        </form>
      )}
    </div>
  );
}
