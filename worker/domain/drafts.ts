/**
 * Drafts (issue 16, item 3): 'Vytvoriť produkt' and the media add buttons make a record that staff read and edit
 * and no visitor sees, until staff save it complete. Pure: which saves complete a record, and what staff read.
 * A record that has left draft never returns to it (a later save without, say, a price keeps it public as before).
 */

/** The tag the admin lists put on a draft. */
export const DRAFT_LABEL = 'Koncept';

/** A product is complete with a name, an author and a price above 0 (the update schema already requires the first two). */
export function productIsComplete(p: { name: string; author: string; priceCents: number }): boolean {
  return p.name.trim() !== '' && p.author.trim() !== '' && p.priceCents > 0;
}

export type MediaKind = 'audio' | 'video' | 'banner';

/** Media are complete with what makes them playable or visible: the Drive link, the YouTube code, the image. */
export function mediaIsComplete(kind: 'audio', record: { mp3file: string }): boolean;
export function mediaIsComplete(kind: 'video', record: { code: string }): boolean;
export function mediaIsComplete(kind: 'banner', record: { image: string }): boolean;
export function mediaIsComplete(kind: MediaKind, record: { mp3file?: string; code?: string; image?: string }): boolean {
  const required = kind === 'audio' ? record.mp3file : kind === 'video' ? record.code : record.image;
  return (required ?? '').trim() !== '';
}

/**
 * Whether a record stays a draft after a save: only a draft can stay one, and only while the save leaves it
 * incomplete. The save always stores the fields typed (no staff work is lost); this only decides visibility.
 */
export function staysDraft(wasDraft: boolean, complete: boolean): boolean {
  return wasDraft && !complete;
}

/** What staff read after a save that kept a draft (the list's green line), per kind. */
export const DRAFT_MESSAGES = {
  product: 'Uložené ako koncept. Zákazníci produkt neuvidia, kým nevyplníte názov, autora a cenu vyššiu ako 0 €.',
  audio: 'Uložené ako koncept. Nahrávka sa zverejní, keď vložíte linku z Google drive.',
  video: 'Uložené ako koncept. Video sa zverejní, keď zadáte kód videa z YouTube.',
  banner: 'Uložené ako koncept. Banner sa zverejní, keď nahráte obrázok.',
} as const;

/** The edit screens' note above the form while the record is a draft, per kind. */
export const DRAFT_NOTES = {
  product: 'Koncept: zákazníci tento produkt zatiaľ nevidia. Zverejní sa, keď ho uložíte s názvom, autorom a cenou vyššou ako 0 €.',
  audio: 'Koncept: návštevníci túto nahrávku zatiaľ nevidia. Zverejní sa, keď ju uložíte s linkou z Google drive.',
  video: 'Koncept: návštevníci toto video zatiaľ nevidia. Zverejní sa, keď ho uložíte s kódom videa z YouTube.',
  banner: 'Koncept: návštevníci tento banner zatiaľ nevidia. Zverejní sa, keď ho uložíte s nahraným obrázkom.',
} as const;

/** The green line after a save: the kind's 'saved' message, or the draft message when the save kept a draft. */
export function savedMessage(kind: MediaKind | 'product', saved: unknown, whenPublished: string): string {
  const isDraft = !!saved && typeof saved === 'object' && (saved as { isDraft?: unknown }).isDraft === true;
  return isDraft ? DRAFT_MESSAGES[kind] : whenPublished;
}
