import { DRAFT_LABEL } from '~/worker/domain/drafts';

/**
 * The 'Koncept' tag the staff lists put after a draft's title (worker/domain/drafts.ts): a word, not colour alone,
 * so screen readers and colour-blind staff read it too. Nothing for a published record.
 */
export function DraftTag({ isDraft }: { isDraft: unknown }) {
  if (isDraft !== true) return null;
  return (
    <>
      {' '}
      <span className="admin-status admin-status--draft">{DRAFT_LABEL}</span>
    </>
  );
}
