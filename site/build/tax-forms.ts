import { siteFacts } from '~/worker/domain/site-facts';
import { downloadHref } from '~/site/lib/paths';

/** The 2 % season's facts (worker/domain/site-facts.json `tax2percent`). */
export const tax = siteFacts.tax2percent;
const recipient = tax.recipient;
const employees = tax.physicalEmployees;

/** Where the official, valid forms are published. */
export const FINANCE_ADMIN_URL = 'https://www.financnasprava.sk';

export interface TaxForm {
  /** The form's name, e.g. "Príloha č. 01 - Žiadosť o ročné zúčtovanie" (also the PDF's title). */
  name: string;
  /** File name from site-facts, served at /downloads/{file}. */
  file: string;
  href: string;
  /** What to do with this form, one or two sentences (printed in the PDF and under the link). */
  note: string;
}

const e = employees;
const notes = [
  `Žiadosť odovzdajte zamestnávateľovi najneskôr do ${e.askEmployerForAnnualSettlementBy}; zamestnávateľ potom vykoná ročné zúčtovanie preddavkov na daň.`,
  'Potvrdenie vám vystaví zamestnávateľ po ročnom zúčtovaní. Uvidíte v ňom zaplatenú daň; priložte ho k vyhláseniu.',
  `Vyhlásenie vyplňte s údajmi prijímateľa a spolu s potvrdením ho doručte do ${e.submitToTaxOfficeBy} daňovému úradu ${e.taxOffice}. ` +
    `Poukázať môžete ${e.standardPercent} %, dobrovoľník s aspoň ${e.volunteerMinHours} hodinami ${e.volunteerPercent} %, najmenej ${e.minimumAmountEUR} €.`,
  'Poučenie vysvetľuje, ako vyhlásenie o poukázaní podielu zaplatenej dane vyplniť.',
];

/** The four forms of the employees' page, paired by position with their file names. */
export const taxForms: TaxForm[] = e.forms.map((name, i) => {
  const file = e.formFiles[i];
  if (!file || !notes[i]) throw new Error(`site-facts: form without a file or note: ${name}`);
  return { name, file, href: downloadHref(file), note: notes[i].replace(/(\d) (%|€)/g, '$1\u00a0$2') };
});

/** The recipient as the forms ask for it (label, value). */
export const recipientRows: [label: string, value: string][] = [
  ['Názov (obchodné meno)', recipient.name],
  ['Právna forma', recipient.legalForm],
  ['IČO', recipient.ico],
  ['Sídlo', recipient.seat],
];
