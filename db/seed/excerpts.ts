/**
 * Reading-room excerpts ("ukážky"): a short teaser shown in the Čitáreň list and a longer text of several
 * paragraphs. Written for the demo in Slovak (not copied from the books), grouped by theme so that an
 * excerpt fits its title's category.
 */
import type { Rng } from './prng';

type Theme = 'economy' | 'church' | 'spirit' | 'gospel' | 'practice' | 'service' | 'christ' | 'bible' | 'life';

const THEME_OF: Record<string, Theme> = {
  'božia-ekonómia': 'economy',
  'trojjediný-boh': 'economy',
  cirkev: 'church',
  duch: 'spirit',
  evanjelium: 'gospel',
  letáky: 'gospel',
  brožúry: 'gospel',
  'kresťanská-prax': 'practice',
  mládež: 'practice',
  'kresťanská-služba': 'service',
  životopisné: 'service',
  kristus: 'christ',
  'štúdium-a-výklad-biblie': 'bible',
  život: 'life',
};

const TEASERS: Record<Theme, string[]> = {
  economy: [
    'Boh nie je len Stvoriteľ, ktorý dal svetu poriadok. Má zámer, ktorý siaha od večnosti do večnosti, a tým zámerom sme my.',
    'Prečo Boh stvoril človeka práve s duchom? Odpoveď nás privádza k samému srdcu Božieho plánu.',
  ],
  church: [
    'Cirkev nie je budova ani spolok ľudí s rovnakým názorom. Je to Telo, ktorého hlavou je Kristus.',
    'Keď Pán hovoril o cirkvi, hovoril o niečom, čo sám buduje a čo ani brány podsvetia nepremôžu.',
  ],
  spirit: [
    'Najhlbšou časťou človeka nie je jeho myseľ ani city, ale duch. Práve tam sa Boh stretáva s človekom.',
    'Mnohí veriaci poznajú Boha najmä rozumom. Písmo nás však vedie k tomu, aby sme Ho uctievali v duchu.',
  ],
  gospel: [
    'Evanjelium nie je rada, ako sa stať lepším človekom. Je to správa o tom, čo Boh už vykonal.',
    'Každý človek sa raz opýta, odkiaľ prišiel a kam ide. Biblia na túto otázku odpovedá prekvapivo jednoducho.',
  ],
  practice: [
    'Kresťanský život sa nežije v nedeľu dopoludnia, ale v pondelok ráno. Začína sa však v tichu pred Pánom.',
    'Modlitba nie je povinnosť, ktorú treba splniť. Je to dýchanie duchovného života.',
  ],
  service: [
    'Pán si nevyberá tých najschopnejších. Vyberá si tých, ktorí sú ochotní, aby ich On sám pretváral.',
    'Skutočná služba sa nezačína na kazateľnici, ale v skrytosti, kde sa služobník učí počúvať.',
  ],
  christ: [
    'Kristus nie je iba jednou z tém Biblie. Je jej stredom, obsahom aj cieľom.',
    'Poznať Krista neznamená poznať o Ňom niekoľko faktov. Znamená to mať Ho ako život.',
  ],
  bible: [
    'Prvé kapitoly Písma sú ako semeno: všetko, čo sa neskôr rozvinie, je v nich už prítomné.',
    'Každý verš má svoje miesto v celku. Kto číta pozorne, objaví súvislosti, ktoré pri rýchlom čítaní uniknú.',
  ],
  life: [
    'Boh nechce, aby sme Ho iba napodobňovali. Chce, aby Jeho život žil v nás.',
    'Rast v živote je tichý a často nenápadný, no keď príde čas, prinesie ovocie.',
  ],
};

const PARAGRAPHS: Record<Theme, string[]> = {
  economy: [
    'Keď čítame Písmo od začiatku do konca, zisťujeme, že Boh má jeden plán. Nechce mať iba poslušných služobníkov, ale synov, ktorí majú Jeho život a prirodzenosť. Preto sa Slovo stalo telom a preto Kristus vo vzkriesení prišiel ako životodarný Duch.',
    'Božia ekonómia je Božie usporiadanie, podľa ktorého sa Boh rozdeľuje do svojich vyvolených. Otec je zdroj, Syn je prejavenie a Duch je dosiahnutie. Tento trojjediný Boh prechádza procesom, aby sa mohol stať naším pokrmom, nápojom a dychom.',
    'Ak tomu porozumieme, zmení sa náš pohľad na všetko. Skúšky už nie sú náhodou a požehnania nie sú iba odmenou. Všetko slúži tomu, aby Boh mohol byť v nás viac a aby sme my boli premieňaní na Jeho obraz.',
  ],
  church: [
    'Slovo cirkev znamená v gréčtine zhromaždenie vyvolaných. Nie je to teda organizácia, do ktorej sa prihlásime, ale zhromaždenie ľudí, ktorých Boh povolal zo sveta k sebe. Každý znovuzrodený veriaci je živou časťou tohto zhromaždenia.',
    'Telo má mnoho údov a každý úd má svoju funkciu. Oko nemôže povedať ruke, že ju nepotrebuje. Tak je to aj v cirkevnom živote: nikto nie je iba divákom, každý niečo prijíma a každý niečo odovzdáva.',
    'Praktický cirkevný život sa ukazuje v jednoduchých veciach. V tom, ako sa spolu modlíme, ako sa staráme o slabších a ako si navzájom odpúšťame. Tam, kde veriaci zostávajú v jednote, Pán prikazuje požehnanie.',
  ],
  spirit: [
    'Biblia hovorí, že človek má ducha, dušu a telo. Telom sa dotýkame hmotného sveta, dušou sveta psychického a duchom sveta duchovného. Bez ducha by sme Boha nemohli ani poznať, ani prijať.',
    'Keď sme uverili, Boží Duch prišiel do nášho ducha a zmiešal sa s ním. Odvtedy máme v sebe živé spojenie s Pánom. Nemusíme Ho hľadať ďaleko, stačí sa obrátiť do svojho vnútra a zavolať Jeho meno.',
    'Vonkajší človek však často prekáža vnútornému. Naše názory, pocity a túžby sú ako tvrdá škrupina okolo zrna. Pán dopúšťa okolnosti, ktoré túto škrupinu lámu, aby sa život zvnútra mohol uvoľniť a prúdiť k druhým.',
  ],
  gospel: [
    'Biblia o človeku hovorí pravdivo. Nehovorí, že sme úplne zlí, ale že sme stratili spojenie so svojím Stvoriteľom. Preto v nás zostáva prázdnota, ktorú nenaplní úspech, majetok ani vzťahy.',
    'Boh však nenechal človeka v jeho strate. Poslal svojho Syna, ktorý na kríži niesol naše hriechy a tretí deň vstal z mŕtvych. Kto v Neho uverí, dostane odpustenie, a čo je viac, prijme samého Boha ako život.',
    'Spasenie nie je odmena za dobré skutky. Je to dar, ktorý sa prijíma vierou. Stačí úprimne vyznať Pánovi, že Ho potrebujeme, a otvoriť Mu svoje srdce.',
  ],
  practice: [
    'Ráno je najlepší čas stretnúť sa s Pánom. Skôr než sa nám myseľ naplní starosťami dňa, môžeme si prečítať niekoľko veršov a modliť sa nimi. Nejde o množstvo prečítaného textu, ale o živý kontakt s Pánom.',
    'Mnohí veriaci sú presvedčení, že musia najprv zvíťaziť a až potom môžu prísť k Bohu. Je to však naopak. Prichádzame k Nemu takí, akí sme, a On nám dáva silu, ktorú sami v sebe nemáme.',
    'Poslušnosť sa rodí z lásky. Keď si uvedomíme, ako veľmi nás Pán miluje, nebudeme Mu slúžiť zo strachu, ale s radosťou. Malé kroky vernosti v bežných dňoch sú Pánovi vzácnejšie než veľké sľuby.',
  ],
  service: [
    'Pánov služobník musí byť najprv človekom, ktorého Pán zlomil. Dokiaľ spoliehame na vlastnú múdrosť a silu, naša práca môže byť úspešná, ale nebude duchovná. Až keď sa naučíme spoliehať na Neho, začne cez nás prúdiť život.',
    'V službe je dôležité nielen to, čo robíme, ale aj to, akým spôsobom to robíme. Pán si cení vernosť v malom, trpezlivosť s ľuďmi a čistú motiváciu. To všetko sa nedá naučiť za jeden deň, ale rastie to v Jeho škole.',
    'Mnohé obdobia služby sa nezdajú plodné. Sú to však práve tie chvíle, keď sa Pánov pracovník učí, že ovocie nie je v jeho rukách. Sejeme a polievame, no rast dáva Boh.',
  ],
  christ: [
    'Kristus je všetkým, čo potrebujeme. Je chlebom života, svetlom sveta, dobrým pastierom, vzkriesením i životom. Každé z týchto mien odhaľuje inú stránku Jeho bohatstva, ktoré sa nedá vyčerpať.',
    'Apoštol Pavol napísal, že pre neho je život Kristus. Nemyslel tým, že Krista napodobňuje, ale že Kristus žije v ňom. To je normálny kresťanský život: už nie ja, ale Kristus vo mne.',
    'Keď sa s Kristom stretávame deň čo deň, On sa v nás rozrastá. Naše staré zvyky a postoje ustupujú a Jeho charakter sa začína prejavovať v našich slovách aj v rozhodnutiach.',
  ],
  bible: [
    'V tomto oddiele vidíme, ako Boh koná krok za krokom. Najprv prináša svetlo, potom oddeľuje a nakoniec napĺňa. Podobne koná aj v nás: osvieti nás, oddelí od toho, čo Mu nezodpovedá, a naplní nás sebou.',
    'Pri štúdiu Písma je užitočné všímať si, kedy sa niektoré slovo objavuje prvýkrát. Prvá zmienka často ukazuje význam, ktorý sa potom tiahne celou Bibliou. Tak je to so slovami ako život, svetlo či obraz.',
    'Nečítajme preto Bibliu iba ako dejiny. Postavy a udalosti, o ktorých čítame, sú obrazmi duchovných skutočností. Abrahám, Izák a Jakob nám ukazujú, ako Boh pracuje na človeku celý život.',
  ],
  life: [
    'Život sa nedá vyrobiť, dá sa iba prijať. Preto Pán Ježiš povedal, že prišiel, aby sme mali život, a mali ho v hojnosti. Kresťanstvo nezačína snahou, ale znovuzrodením.',
    'Prirodzený človek sa snaží byť dobrý vlastnou silou. Výsledkom je buď pýcha, alebo sklamanie. Božský život v nás však pôsobí inak – tíško, no neustále, ako miazga, ktorá prúdi stromom.',
    'Aby život mohol rásť, potrebuje pokrm, vodu a svetlo. Božie slovo je naším pokrmom, Duch je živou vodou a spoločenstvo s Pánom je svetlom, v ktorom sa všetko vyjasňuje.',
  ],
};

/** Paragraphs any excerpt can end with. */
const CLOSING_PARAGRAPHS = [
  'Toto všetko nie je iba teória. Je to cesta, ktorou išli generácie veriacich pred nami, a Pán nás na nej chce viesť aj dnes.',
  'Nech nám Pán dá milosť, aby sme tieto slová neprijali iba do mysle, ale aby sa stali naším každodenným zážitkom.',
  'Skúsme preto ešte dnes povedať Pánovi jednoducho a úprimne: „Pane, chcem Ťa poznať viac.“ On na takú modlitbu vždy odpovie.',
];

export interface Excerpt {
  part: string;
  text: string;
}

/**
 * A teaser and the full excerpt fitting the category: the teaser opens it, then 2–3 theme paragraphs and a
 * closing one, separated by blank lines.
 */
export function composeExcerpt(category: string, rng: Rng): Excerpt {
  const theme = THEME_OF[category] ?? 'life';
  const part = rng.pick(TEASERS[theme]);
  const body = rng.shuffle(PARAGRAPHS[theme]).slice(0, rng.int(2, 3));
  return { part, text: [part, ...body, rng.pick(CLOSING_PARAGRAPHS)].join('\n\n') };
}
