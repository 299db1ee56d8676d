import { describe, expect, it } from 'vitest';
import { joinEmails, pageFromSearch, reviewStatus, reviewsPageHref } from './admin-view';

describe('reviews screen', () => {
  it('shows the status words', () => {
    expect(reviewStatus(true)).toEqual({ label: 'Schválená', kind: 'ok' });
    expect(reviewStatus(false)).toEqual({ label: 'Neschválená', kind: 'pending' });
  });

  it('reads the page number from the query and builds page links', () => {
    expect(pageFromSearch('?pageNumber=3')).toBe(3);
    for (const bad of ['', '?pageNumber=0', '?pageNumber=abc', '?pageNumber=2.5', '?pageNumber=-1', '?pageNumber=99999999']) {
      expect(pageFromSearch(bad)).toBe(1);
    }
    expect(reviewsPageHref(1)).toBe('/admin/reviews');
    expect(reviewsPageHref(2)).toBe('/admin/reviews?pageNumber=2');
  });
});

describe('subscribers', () => {
  it("joins the addresses with '; '", () => {
    expect(joinEmails([{ email: 'a@example.sk' }, { email: ' b@example.sk ' }, { email: '' }])).toBe('a@example.sk; b@example.sk');
    expect(joinEmails([])).toBe('');
  });
});
