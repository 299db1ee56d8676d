/**
 * Google Drive addresses of a recording, from the link staff pasted (the admin form asks for the Drive preview link).
 * Only drive.google.com file links count; anything else is no recording (the page leaves it out). Pure: used by the
 * build (site/build/media.ts) and by the player in the browser.
 */

/** The Drive file id of a `https://drive.google.com/file/d/<id>[/preview|/view|/edit]` link, or null. */
export function driveFileId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'drive.google.com') return null;
  const m = /^\/file\/d\/([\w-]+)(?:\/(?:preview|view|edit))?\/?$/.exec(url.pathname);
  return m ? m[1] : null;
}

/** Drive's embeddable player of a file (the iframe the listening room and the player show). */
export const drivePreviewAddress = (fileId: string) => `https://drive.google.com/file/d/${fileId}/preview`;

/** Drive's download address of a file: 'Stiahnuť mp3'. */
export const driveDownloadAddress = (fileId: string) => `https://drive.google.com/uc?export=download&id=${encodeURIComponent(fileId)}`;
