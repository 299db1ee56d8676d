import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { siteFacts } from '~/worker/domain/site-facts';
import { taxForms } from './tax-forms';
import { taxFormPdf } from './tax-form-pdf';

/**
 * The editorial Markdown states figures that live in worker/domain/site-facts.json. When a fact changes (next
 * year's deadlines, a new address), this test names the page whose text must follow.
 */
const dir = join(import.meta.dirname, '../../content/pages');
const page = (name: string) => readFileSync(join(dir, `${name}.md`), 'utf8').replace(/\u00a0/g, ' ');
const t = siteFacts.tax2percent;
const org = siteFacts.organization;

describe('content pages agree with site-facts', () => {
  it('has exactly the nine editorial pages, each with a title and description', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort();
    expect(files).toEqual(
      [
        'about',
        'give2-lawyer',
        'give2-physical-business',
        'give2-physical',
        'give2',
        'safety-privacy',
        'trade-rules',
        'watchman-nee',
        'witness-lee',
      ]
        .map((f) => `${f}.md`)
        .sort(),
    );
  });

  it('2 % for employees: deadlines, percentages, minimum, tax office, transfer', () => {
    const md = page('give2-physical');
    const e = t.physicalEmployees;
    for (const s of [
      e.askEmployerForAnnualSettlementBy,
      e.submitToTaxOfficeBy,
      `${e.standardPercent} %`,
      `${e.volunteerPercent} %`,
      `${e.volunteerMinHours} hodín`,
      `${e.minimumAmountEUR} €`,
      'trvalého bydliska',
      'troch mesiacov',
    ])
      expect(md).toContain(s);
    for (const form of e.forms) expect(md).toContain(form.replace(/^(Príloha č\. \w+) - /, '$1 – ').split(' – ')[0]);
  });

  it('2 % for self-filers: form sections, checkbox, deadline, minimum, 90 days, signature', () => {
    const md = page('give2-physical-business');
    const s = t.selfFilingIndividuals;
    for (const [form, section] of Object.entries(s.formSections))
      expect(md).toMatch(new RegExp(`${form}\\*\\* je to \\*\\*${section.replace('.', '\\.')}`));
    for (const x of [s.volunteerCheckbox, s.deadline.replace('zvyčajne ', ''), `${s.minimumAmountEUR} €`, s.transferPeriod, s.reminder])
      expect(md).toContain(x);
  });

  it('2 % for legal persons: 1 %/2 %, 0,5 %, 8 €, part VI, electronic filing, three months', () => {
    const md = page('give2-lawyer');
    for (const x of [
      '1 %',
      '2 %',
      '0,5 %',
      '8 €',
      'VI. časť',
      'Vyhlásenie o poukázaní podielu zaplatenej dane z príjmov právnickej osoby',
      'elektronicky',
      'troch mesiacov',
    ])
      expect(md).toContain(x);
  });

  it('the overview names the uses of the money', () => {
    const md = page('give2');
    for (const x of ['kresťanskej literatúry', 'konferencie, semináre a školenia', 'webu a internetových služieb', '2024'])
      expect(md).toContain(x);
  });

  it('privacy page: controller, IČO as formatted there, data, payments, profile and cookies', () => {
    const md = page('safety-privacy');
    for (const x of [
      `${org.legalName}, ${org.legalForm}`,
      org.address,
      `IČO: ${org.icoFormattedOnPrivacyPage}`,
      'Môj profil',
      'Uložiť zmeny',
      'analytické cookies',
      'nevyhnutné',
      'na dobierku',
      'bankovým prevodom vopred',
      'osobnom prevzatí',
    ])
      expect(md).toContain(x);
    // The profile's button says 'Uložiť zmeny'; no 'Upraviť' button exists there.
    expect(md).not.toContain('**Upraviť**');
  });

  it('trade rules: seller ids, postage and free-shipping threshold, 14 days', () => {
    const md = page('trade-rules');
    const d = siteFacts.shipping.domestic;
    for (const x of [
      org.ico,
      org.dic,
      org.iban,
      org.shopEmail,
      org.shopPhone,
      '4,50 €',
      `${d.freeShippingWhenItemsPriceAboveEUR} €`,
      '14 dní',
    ])
      expect(md).toContain(x);
    expect(d.domesticPostageEUR).toBe(4.5);
  });

  it('about page: mission and the Living Stream Ministry permission', () => {
    const md = page('about');
    expect(md).toContain('prinášať bohatstvo Božieho slova celému Božiemu ľudu');
    expect(md).toContain('s povolením Living Stream Ministry');
  });
});

describe('tax form PDFs', () => {
  it('pairs each form with its file and builds a small PDF titled with the form name', async () => {
    expect(taxForms.map((f) => f.file)).toEqual(t.physicalEmployees.formFiles);
    const pdf = await taxFormPdf(taxForms[0]);
    const text = Buffer.from(pdf).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/Differences');
    expect(pdf.byteLength).toBeLessThan(10_000);
    // The title is stored as UTF-16BE hex: find "Žiadosť" in it.
    const hex = Buffer.from('Žiadosť', 'utf16le').swap16().toString('hex').toUpperCase();
    expect(text.toUpperCase()).toContain(hex);
    // It parses back, one A4 page, with the form name as its title.
    const back = await PDFDocument.load(pdf);
    expect(back.getPageCount()).toBe(1);
    expect(back.getTitle()).toBe(taxForms[0].name);
  });
});
