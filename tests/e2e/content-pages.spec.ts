import { DEMO_ADMIN } from './accounts-support';
import { test, expect, DESKTOP, PHONE } from './fixtures';
import type { Page } from '@playwright/test';
import facts from '../../worker/domain/site-facts.json' with { type: 'json' };

/** The editorial pages (content/pages/*.md) and /contact, on a phone and on a desktop. */

const t = facts.tax2percent;
const org = facts.organization;

const PAGES: { path: string; h1: string; texts: (string | RegExp)[] }[] = [
  {
    path: '/about',
    h1: 'O nás',
    texts: ['prinášať bohatstvo Božieho slova celému Božiemu ľudu', 's povolením Living Stream Ministry', 'občianske združenie'],
  },
  { path: '/watchman-nee', h1: 'Watchman Nee', texts: ['1903', '1972', 'Normálny kresťanský život', 'Duchovný človek'] },
  { path: '/witness-lee', h1: 'Witness Lee', texts: ['1905', '1997', 'Štúdium života', 'Watchmana Neeho'] },
  {
    path: '/safety-privacy',
    h1: 'Bezpečnosť a súkromie',
    texts: [
      `${org.legalName}, ${org.legalForm}`,
      org.address,
      `IČO: ${org.icoFormattedOnPrivacyPage}`,
      'meno a priezvisko',
      'e-mailovú adresu',
      'telefónne číslo',
      'obchodné meno, IČO a DIČ',
      'na dobierku',
      'bankovým prevodom vopred',
      'osobnom prevzatí',
      'Môj profil',
      'Uložiť zmeny',
      'Zrušenie registrácie',
      'len analytické cookies a cookies nevyhnutné',
    ],
  },
  {
    path: '/trade-rules',
    h1: 'Obchodné podmienky',
    texts: [
      org.ico,
      org.dic,
      org.iban,
      'v eurách',
      '4,50 €',
      'nad 100 €',
      'zadarmo',
      'Do zahraničia',
      'do 14 dní',
      'Reklamácie',
      org.shopEmail,
    ],
  },
  {
    path: '/give2',
    h1: 'Darujte 2 % z dane',
    texts: [
      t.recipient.name,
      t.recipient.legalForm,
      t.recipient.ico,
      t.recipient.seat,
      'kresťanskej literatúry',
      'konferencie, semináre a školenia',
      'webu a internetových služieb',
    ],
  },
  {
    path: '/give2-physical',
    h1: '2 % z dane: fyzické osoby – zamestnanci',
    texts: [
      `Do ${t.physicalEmployees.askEmployerForAnnualSettlementBy} požiadajte zamestnávateľa o ročné zúčtovanie`,
      `Do ${t.physicalEmployees.submitToTaxOfficeBy} doručte`,
      'trvalého bydliska (nie podľa sídla zamestnávateľa)',
      '2 % zo zaplatenej dane',
      '3 %, ak ste v roku 2024 odpracovali ako dobrovoľník aspoň 40 hodín',
      'aspoň 3 €',
      'do troch mesiacov',
      'www.financnasprava.sk',
      t.recipient.ico,
    ],
  },
  {
    path: '/give2-physical-business',
    h1: '2 % z dane: fyzické osoby – podnikatelia',
    texts: [
      'DPFO typ A je to VIII. oddiel',
      'DPFO typ B je to XII. oddiel',
      '31.03.2025',
      '„Spĺňam podmienky na poukázanie 3% z dane“',
      'aspoň 3 €',
      'do 90 dní',
      'Nezabudnite sa podpísať!',
      t.recipient.ico,
    ],
  },
  {
    path: '/give2-lawyer',
    h1: '2 % z dane: právnické osoby',
    texts: [
      '1 % zo zaplatenej dane',
      'darovala aspoň 0,5 % zo zaplatenej dane',
      'najmenej 8 €',
      'VI. časť – Vyhlásenie o poukázaní podielu zaplatenej dane z príjmov právnickej osoby',
      'elektronicky v lehote na podanie daňového priznania',
      'do troch mesiacov',
      t.recipient.ico,
    ],
  },
];

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`content pages on a ${device}`, () => {
    test.use({ viewport });

    for (const p of PAGES) {
      test(`${p.path} shows its Slovak content`, async ({ page }) => {
        const res = await page.goto(p.path);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
        const main = page.locator('main');
        for (const text of p.texts) await expect(main).toContainText(text);
        await expect(page.getByRole('navigation', { name: 'Navigačná cesta' }).getByRole('link', { name: 'Úvod' })).toHaveAttribute(
          'href',
          '/',
        );
        await noSidewaysScroll(page);
      });
    }

    test('the 2 % pages link to each other and mark the current one', async ({ page }) => {
      await page.goto('/give2-lawyer');
      const nav = page.getByRole('navigation', { name: 'Darujte 2 %' });
      await expect(nav.getByRole('link')).toHaveText(['Prehľad', 'Fyzické osoby', 'Podnikatelia', 'Právnické osoby']);
      await expect(nav.getByRole('link', { name: 'Právnické osoby' })).toHaveAttribute('aria-current', 'page');
      await nav.getByRole('link', { name: 'Podnikatelia' }).click();
      await expect(page).toHaveURL(/\/give2-physical-business$/);
      await expect(page.getByRole('complementary', { name: 'Údaje o prijímateľovi' })).toContainText(t.recipient.ico);
    });

    test('/contact: details and the form', async ({ page }) => {
      await page.goto('/contact');
      await noSidewaysScroll(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
      const details = page.getByRole('complementary', { name: 'Kontaktné údaje' });
      for (const text of ['Špieszova 5', '841 04 Bratislava', org.shopEmail, org.shopPhone, org.ico, org.dic, org.iban])
        await expect(details).toContainText(text);
      await expect(details.getByRole('link', { name: org.shopEmail })).toHaveAttribute('href', `mailto:${org.shopEmail}`);

      const form = page.getByRole('region', { name: 'Napíšte nám správu' });
      await expect(form.getByLabel('Meno a priezvisko')).toBeVisible();
      await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(form.getByLabel('Správa')).toBeVisible();
      await expect(form.getByRole('link', { name: 'Bezpečnosť a súkromie' })).toHaveAttribute('href', '/safety-privacy');
      await expect(form.locator('input[type="hidden"]')).toHaveCount(2);
      await expect(form.locator('input[type="hidden"][name="subject"]')).toHaveValue('Kontakt Eshop');
      await expect(form.locator('input[type="hidden"][name="recipient"]')).toHaveValue(org.shopEmail);
    });
  });
}

test('the four tax forms download as PDFs titled with the form names', async ({ page, request }) => {
  await page.goto('/give2-physical');
  const section = page.getByRole('region', { name: 'Tlačivá na stiahnutie' });
  await expect(section.getByRole('link', { name: 'www.financnasprava.sk' })).toHaveAttribute('href', 'https://www.financnasprava.sk');
  const links = section.getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(4);
  for (const [i, name] of t.physicalEmployees.forms.entries()) {
    const link = links.nth(i);
    await expect(link).toContainText(name);
    const href = await link.getAttribute('href');
    expect(href).toBe(`/downloads/${t.physicalEmployees.formFiles[i]}`);
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const body = await res.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The title is in the document info as UTF-16BE hex.
    const titleHex = Buffer.from(name, 'utf16le').swap16().toString('hex').toUpperCase();
    expect(body.toString('latin1').toUpperCase()).toContain(titleHex);
  }
});

test('contact form: Slovak validation messages, then the message reaches the shop', async ({ page, request }) => {
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Napíšte nám správu' });
  await form.getByRole('button', { name: 'Odoslať' }).click();
  await expect(form.getByText('Zadajte meno a priezvisko.')).toBeVisible();
  await expect(form.getByText('Zadajte e-mail.')).toBeVisible();
  await expect(form.getByText('Napíšte správu.')).toBeVisible();
  await expect(form.getByText('Na odoslanie správy potrebujeme Váš súhlas')).toBeVisible();
  const name = form.getByLabel('Meno a priezvisko');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Zadajte meno a priezvisko.');

  await name.fill('Ján Nový');
  await expect(form.getByText('Zadajte meno a priezvisko.')).toBeHidden();
  await form.getByLabel('Email').fill('jan@');
  await form.getByRole('button', { name: 'Odoslať' }).click();
  await expect(form.getByText('Zadajte platný e-mail')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();

  await form.getByLabel('Email').fill('jan@example.sk');
  await form.getByLabel('Správa').fill('Dobrý deň, máte knihu Normálny kresťanský život?');
  await form.getByLabel('Súhlasím so spracovaním osobných údajov').check();
  await form.getByRole('button', { name: 'Odoslať' }).click();
  await expect(form.getByRole('status')).toHaveText('Správa úspešne odoslaná');
  // Success is green (not the red of a failure).
  await expect(form.getByRole('status')).toHaveCSS('background-color', 'rgb(232, 245, 235)');
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(form.getByLabel('Správa')).toHaveValue('');

  // The shop received it: the admin reads it in the outbox.
  const login = await request.post('/api/users/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  const { token } = await login.json();
  const outbox = await (await request.get('/api/outbox', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(JSON.stringify(outbox.mails)).toContain('máte knihu Normálny kresťanský život?');
});

test('contact form: a changed hidden field is refused with the "Neodoslané!" note and nothing is sent', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Napíšte nám správu' });
  await form.getByLabel('Meno a priezvisko').fill('Robot');
  await form.getByLabel('Email').fill('robot@example.sk');
  await form.getByLabel('Správa').fill('Spam');
  await form.getByLabel('Súhlasím so spracovaním osobných údajov').check();
  await page.locator('input[name="subject"]').evaluate((el: HTMLInputElement) => (el.value = 'iné'));
  const posted: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posted.push(r.url()));
  await form.getByRole('button', { name: 'Odoslať' }).click();
  await expect(form.getByRole('status')).toContainText('Neodoslané! Kontaktujte nás telefonicky alebo emailom, prosím');
  await expect(form.getByRole('status')).toHaveCSS('background-color', 'rgb(251, 234, 234)');
  expect(posted).toEqual([]);
});

for (const path of [
  '/give2',
  '/give2-physical',
  '/give2-physical-business',
  '/give2-lawyer',
  '/about',
  '/watchman-nee',
  '/witness-lee',
  '/safety-privacy',
  '/trade-rules',
  '/contact',
]) {
  test(`${path} has no serious accessibility violations (desktop and phone)`, async ({ page, axe }) => {
    await page.goto(path);
    expect(await axe(page), 'desktop').toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await axe(page), 'phone').toEqual([]);
  });
}
