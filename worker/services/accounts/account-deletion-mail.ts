import { siteFacts } from '../../domain/site-facts';
import { RETENTION_YEARS } from '../../domain/personal-data';
import { escapeHtml, layout, SIGNATURE_TEXT, type MailContent } from '../mail/mail-templates';

/**
 * The mail that confirms a deleted account (issue 31): what went, what stays and why. A service mail: no
 * newsletter footer; the reason under the signature says why it still reaches a person who has no account now.
 */
export const ACCOUNT_DELETED_SUBJECT = `Váš účet v obchode ${siteFacts.site.name} bol zrušený`;

export function accountDeletedMail(p: { name: string }): MailContent {
  const paragraphs = [
    'Váš účet sme zrušili: prihlásenie, obľúbené tituly, odber noviniek a upozornenia na naskladnenie sú preč.',
    `Vaše objednávky a faktúry musíme podľa zákona o účtovníctve uchovať ${RETENTION_YEARS} rokov po roku, ktorého sa týkajú; už nie sú spojené so žiadnym účtom. Vaše recenzie zostávajú na stránke pod menom „Bývalý zákazník“.`,
    'Ak ste o zrušenie účtu nežiadali, odpovedzte nám na tento e-mail.',
  ];
  const reason = 'Tento e-mail dostávate, lebo ste zrušili svoj účet (alebo ho na vašu žiadosť zrušil obchod).';
  return {
    subject: ACCOUNT_DELETED_SUBJECT,
    text: `Dobrý deň, ${p.name},\n\n${paragraphs.join('\n\n')}\n\n${SIGNATURE_TEXT}\n\n--\n${reason}\n`,
    html: layout([`Dobrý deň, ${escapeHtml(p.name)},`, ...paragraphs.map(escapeHtml)], undefined, reason),
  };
}
