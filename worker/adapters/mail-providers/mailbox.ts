/** One address as providers that want its parts read it: `Prúd Eshop <eshop@prud.sk>` → name and e-mail. */
export interface Mailbox {
  email: string;
  name?: string;
}

/**
 * Splits `Name <addr>`, `"Name, Jr." <addr>` or a bare `addr` (RFC 5322's display-name form, as MAIL_FROM is
 * written). A name in quotes loses them and its backslash escapes; no name gives none.
 */
export function parseMailbox(address: string): Mailbox {
  const text = address.trim();
  const angle = /^(.*?)\s*<([^<>]+)>$/.exec(text);
  if (!angle) return { email: text };
  let name = angle[1].trim();
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(name);
  if (quoted) name = quoted[1].replace(/\\(.)/g, '$1').trim();
  const email = angle[2].trim();
  return name ? { email, name } : { email };
}
