import { useId, useMemo, useState, type FormEvent } from 'react';
import { useAction } from '~/site/components/ui/use-action';
import { useFieldMarks, type MarkedField } from '~/site/components/ui/field-marks';
import { starsOutOfFive } from '~/worker/domain/ratings';
import { REVIEW_LIMIT, REVIEW_TEXTS, STAR_CHOICES, reviewFormProblems } from './review-form-ops';
import { sendReview } from './reviews-api';

type Key = 'rating' | 'comment';

/**
 * The review form of a signed-in user (loaded only for them): 1–5 stars as a radio group (a fieldset with its
 * legend, one labelled radio per star, so arrows move between them and a screen reader says '4 z 5 hviezdičiek'),
 * the comment and 'Odoslať'. Every wrong field is marked at once next to itself and the first gets the focus
 * (site/components/ui/field-marks.ts); the server's refusal (e.g. a second review of the same title) shows in red
 * above the form; after sending, the green note replaces the form (one review per title).
 */
export default function ReviewForm({ productId }: { productId: string }) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const { message: note, setMessage: setNote, running, run } = useAction();
  const busy = running !== null;
  const id = useId();
  const commentId = `${id}-comment`;
  const starId = (n: number) => `${id}-star-${n}`;
  const fields = useMemo<MarkedField<Key>[]>(
    () => [
      { key: 'rating', id: `${id}-star-1`, label: 'Hodnotenie' },
      { key: 'comment', id: `${id}-comment`, label: 'Vaša recenzia' },
    ],
    [id],
  );
  const { marks, mark, clear, summary } = useFieldMarks(fields);
  const sent = note?.kind === 'success';
  const errorId = (key: Key) => `${id}-${key}-error`;
  const shown = summary ? ({ kind: 'error', text: summary } as const) : note;

  function submit(e: FormEvent) {
    e.preventDefault();
    setNote(null);
    if (mark(reviewFormProblems(rating, comment))) return;
    void run('send', async () => {
      const answer = await sendReview(productId, rating!, comment.trim());
      setComment('');
      setRating(null);
      return answer.message || REVIEW_TEXTS.reviewSent;
    });
  }

  return (
    <div className="review-write">
      <h3>Napíšte recenziu</h3>
      <div aria-live="polite">
        {shown && (
          <p className={`eng-note eng-note--${shown.kind}`} role={shown.kind === 'error' ? 'alert' : 'status'}>
            {shown.text}
          </p>
        )}
      </div>
      {sent ? (
        <p className="review-hint">Recenziu zverejníme po schválení. Ďakujeme!</p>
      ) : (
        <form className="review-form" onSubmit={submit} noValidate>
          <fieldset className="star-field">
            <legend>Hodnotenie</legend>
            <div className="star-choices">
              {STAR_CHOICES.map((n) => (
                <label key={n} className={`star-choice${rating !== null && n <= rating ? ' is-on' : ''}`}>
                  <input
                    id={starId(n)}
                    className="star-input"
                    type="radio"
                    name={`${id}-rating`}
                    value={n}
                    checked={rating === n}
                    onChange={() => {
                      setRating(n);
                      clear('rating');
                    }}
                    aria-invalid={marks.rating ? true : undefined}
                    aria-describedby={marks.rating ? errorId('rating') : undefined}
                  />
                  <span className="star-glyph" aria-hidden="true">
                    ★
                  </span>
                  <span className="sr-only">{starsOutOfFive(n)}</span>
                </label>
              ))}
              {/* For the eye: the radio's own name says it to a screen reader. */}
              <span className="star-chosen" aria-hidden="true">
                {rating === null ? 'Vyberte počet hviezdičiek' : starsOutOfFive(rating)}
              </span>
            </div>
            {marks.rating && (
              <p className="review-field-error" id={errorId('rating')}>
                {marks.rating}
              </p>
            )}
          </fieldset>
          <label htmlFor={commentId}>Vaša recenzia</label>
          <textarea
            id={commentId}
            name="comment"
            rows={5}
            maxLength={REVIEW_LIMIT}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              clear('comment');
            }}
            aria-invalid={marks.comment || note?.kind === 'error' ? true : undefined}
            aria-describedby={[marks.comment ? errorId('comment') : '', `${commentId}-hint`].filter(Boolean).join(' ')}
            required
          />
          {marks.comment && (
            <p className="review-field-error" id={errorId('comment')}>
              {marks.comment}
            </p>
          )}
          <p className="review-hint" id={`${commentId}-hint`}>
            Recenziu zverejníme po schválení.
          </p>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Odosiela sa…' : 'Odoslať'}
          </button>
        </form>
      )}
    </div>
  );
}
