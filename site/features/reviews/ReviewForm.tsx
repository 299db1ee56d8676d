import { useId, useState, type FormEvent } from 'react';
import { useAction } from '~/site/components/ui/use-action';
import { REVIEW_LIMIT, REVIEW_TEXTS, reviewProblem } from './review-form-ops';
import { sendReview } from './reviews-api';

/**
 * The review form of a signed-in user (loaded only for them): one labelled textarea and 'Odoslať'. Errors (the
 * server's message, e.g. a second review of the same title) show in red above the form; after sending, the green
 * note replaces the form (one review per title).
 */
export default function ReviewForm({ productId }: { productId: string }) {
  const [comment, setComment] = useState('');
  const { message: note, setMessage: setNote, running, run } = useAction();
  const busy = running !== null;
  const fieldId = useId();
  const sent = note?.kind === 'success';

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = reviewProblem(comment);
    if (problem) return setNote({ kind: 'error', text: problem });
    void run('send', async () => {
      const answer = await sendReview(productId, comment.trim());
      setComment('');
      return answer?.message || REVIEW_TEXTS.reviewSent;
    });
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
