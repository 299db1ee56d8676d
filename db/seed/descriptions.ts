/**
 * Product descriptions composed from Slovak sentence fragments: an opening keyed to the category, a word
 * about the author, a sentence on the theme and sometimes a closing note. The seeded PRNG picks among the
 * variants, so neighbouring titles read differently while the output stays reproducible.
 */
import type { Rng } from './prng';

/** Openings; `{t}` is the title. Letáky are masculine ("leták"), so they get their own wording. */
const OPENINGS: Record<string, string[]> = {
  'božia-ekonómia': [
    'Kniha „{t}“ otvára pohľad na Božiu ekonómiu, teda na Boží plán vložiť seba samého do človeka.',
    'V knihe „{t}“ čitateľ spoznáva, čo Boh od večnosti zamýšľal a ako tento zámer uskutočňuje v dejinách.',
    '„{t}“ ukazuje, že za celým Písmom stojí jeden zámer: Boh chce byť životom a všetkým pre svoj ľud.',
  ],
  brožúry: [
    'Brožúra „{t}“ je útla, no obsahom bohatá a hodí sa aj ako dar priateľom.',
    'Krátky text brožúry „{t}“ sa dá prečítať na jedno posedenie a ešte dlho zostáva v srdci.',
    '„{t}“ je brožúra, ktorá jasne a zrozumiteľne podáva jedno podstatné posolstvo.',
  ],
  cirkev: [
    'Kniha „{t}“ sa zaoberá cirkvou ako Kristovým Telom a Božím domom.',
    'V knihe „{t}“ autor opisuje, ako má vyzerať praktický cirkevný život podľa Písma.',
    '„{t}“ približuje cirkev nie ako organizáciu, ale ako živé spoločenstvo veriacich.',
  ],
  duch: [
    'Kniha „{t}“ vysvetľuje, aký význam má ľudský duch pre spoločenstvo s Bohom.',
    'V knihe „{t}“ čitateľ nachádza jasné rozlíšenie medzi duchom, dušou a telom.',
    '„{t}“ vedie k tomu, aby sme sa naučili žiť a chodiť v duchu.',
  ],
  evanjelium: [
    'Kniha „{t}“ jednoducho a presvedčivo podáva evanjelium Ježiša Krista.',
    'V knihe „{t}“ nájde odpovede každý, kto sa pýta na zmysel života a na Boha.',
    '„{t}“ ukazuje, prečo je evanjelium dobrou správou pre každého človeka.',
  ],
  'kresťanská-prax': [
    'Kniha „{t}“ prináša praktickú pomoc pre každodenný kresťanský život.',
    'V knihe „{t}“ autor hovorí o konkrétnych krokoch, ktorými veriaci rastie v Pánovi.',
    '„{t}“ je praktická kniha o tom, ako kresťanský život skutočne žiť, a nielen o ňom vedieť.',
  ],
  'kresťanská-služba': [
    'Kniha „{t}“ je určená všetkým, ktorí chcú slúžiť Pánovi a Jeho ľudu.',
    'V knihe „{t}“ autor otvára zásady služby, ktoré vychádzajú z Božieho slova.',
    '„{t}“ ukazuje, že skutočná služba pramení z Kristovho života v nás.',
  ],
  kristus: [
    'Kniha „{t}“ stavia do stredu pozornosti osobu Ježiša Krista.',
    'V knihe „{t}“ čitateľ spoznáva Kristovo nevystihnuteľné bohatstvo.',
    '„{t}“ pomáha vidieť Krista ako stred a obsah celého Písma.',
  ],
  letáky: [
    'Leták „{t}“ prináša krátke posolstvo, ktoré sa dá ľahko podať ďalej.',
    '„{t}“ je leták vhodný na rozdávanie pri evanjelizácii aj pri osobných rozhovoroch.',
    'Leták „{t}“ na niekoľkých stranách zhŕňa to najpodstatnejšie z evanjelia.',
  ],
  mládež: [
    'Kniha „{t}“ je písaná s ohľadom na mladých ľudí a ich otázky.',
    'V knihe „{t}“ sa mladí čitatelia dozvedia, ako nasledovať Pána už v mladosti.',
    '„{t}“ povzbudzuje mladú generáciu, aby svoj život odovzdala Pánovi.',
  ],
  'štúdium-a-výklad-biblie': [
    'Kniha „{t}“ vedie čitateľa verš po verši hlbšie do textu Písma.',
    'V knihe „{t}“ autor spája dôkladný výklad s duchovným pokrmom na každý deň.',
    '„{t}“ je výkladová kniha, ktorá otvára Bibliu so zreteľom na život.',
  ],
  'trojjediný-boh': [
    'Kniha „{t}“ sa venuje tajomstvu trojjediného Boha – Otca, Syna a Ducha.',
    'V knihe „{t}“ čitateľ vidí, že Trojica nie je iba učením, ale spôsobom, akým sa Boh udeľuje človeku.',
    '„{t}“ ukazuje, ako sa trojjediný Boh stáva skúsenosťou veriacich.',
  ],
  život: [
    'Kniha „{t}“ hovorí o božskom živote, ktorý veriaci prijali pri znovuzrodení.',
    'V knihe „{t}“ autor opisuje, ako božský život v nás rastie a dozrieva.',
    '„{t}“ pomáha rozlíšiť medzi ľudským úsilím a skutočným životom z Boha.',
  ],
  životopisné: [
    'Kniha „{t}“ približuje život a službu človeka, ktorý celý patril Pánovi.',
    'V knihe „{t}“ sa čitateľ stretne so svedectvom, ktoré povzbudzuje k vernosti.',
    '„{t}“ zachytáva udalosti a skúsenosti, ktoré formovali jedného Pánovho služobníka.',
  ],
};

const THEMES: Record<string, string[]> = {
  'božia-ekonómia': [
    'Autor vysvetľuje, prečo sa Boh v Kristovi stal človekom a ako sa ako Duch dostáva do nášho ducha.',
    'Kto pochopí Božiu ekonómiu, začne inak čítať Bibliu i vlastný život.',
  ],
  brožúry: [
    'Je vhodná na osobné čítanie aj na spoločné rozhovory v malých skupinkách.',
    'Pre svoj rozsah je ideálnym prvým krokom k hlbšiemu štúdiu.',
  ],
  cirkev: [
    'Ukazuje, že cirkev je vyjadrením Krista na zemi a miestom, kde sa uskutočňuje Boží zámer.',
    'Čitateľ pochopí, prečo je jednota veriacich pre Pána taká vzácna.',
  ],
  duch: [
    'Pomáha rozoznať, kedy konáme sami zo seba a kedy z Ducha.',
    'Praktické rady autora vedú k živšiemu spoločenstvu s Pánom v modlitbe.',
  ],
  evanjelium: [
    'Hovorí o hriechu, o Božej láske aj o istote spasenia, ktorú môže mať každý veriaci.',
    'Je vhodná pre hľadajúcich aj pre tých, ktorí chcú evanjeliu lepšie porozumieť a zvestovať ho.',
  ],
  'kresťanská-prax': [
    'Témy ako modlitba, čítanie Biblie či poslušnosť sú podané živo a bez moralizovania.',
    'Mnohé kapitoly sa dajú priamo uplatniť v rodine, v práci aj v cirkevnom živote.',
  ],
  'kresťanská-služba': [
    'Autor zdôrazňuje, že Pán hľadá viac charakter služobníka než jeho schopnosti.',
    'Je cennou pomocou pre tých, ktorí zvestujú slovo alebo sa starajú o druhých.',
  ],
  kristus: [
    'Každá kapitola otvára ďalší aspekt toho, kým Kristus je a čo pre nás vykonal.',
    'Cieľom nie je iba vedieť o Kristovi, ale prežívať Ho ako život.',
  ],
  letáky: [
    'Môžete ho podať priateľom, susedom aj náhodným okoloidúcim.',
    'Krátky text končí pozvaním obrátiť sa k Pánovi v jednoduchej modlitbe.',
  ],
  mládež: [
    'Autor otvorene hovorí o výzvach, ktorým mladí ľudia čelia v škole, v rodine aj medzi priateľmi.',
    'Dobre sa hodí aj na spoločné čítanie v skupinkách mladých.',
  ],
  'štúdium-a-výklad-biblie': [
    'Jednotlivé kapitoly na seba nadväzujú, a preto sa najlepšie čítajú postupne.',
    'Je vhodná na osobné štúdium aj ako pomôcka pri príprave biblických stretnutí.',
  ],
  'trojjediný-boh': [
    'Autor sa opiera o jasné verše Písma a vyhýba sa filozofickým špekuláciám.',
    'Čitateľ pochopí, prečo je poznanie trojjediného Boha kľúčom ku kresťanskej skúsenosti.',
  ],
  život: [
    'Ukazuje, že kresťanstvo nie je náboženstvom pravidiel, ale otázkou života.',
    'Autor na príkladoch z Písma opisuje, ako sa tento život prejavuje v každodenných situáciách.',
  ],
  životopisné: [
    'Príbeh ukazuje, ako Pán človeka pretvára skúškami aj požehnaním.',
    'Je povzbudením pre každého, kto chce verne nasledovať Pána vo svojej dobe.',
  ],
};

const AUTHORS: Record<string, string[]> = {
  'Watchman Nee': [
    'Watchman Nee (1903 – 1972) patril medzi najvýznamnejších čínskych kresťanských učiteľov 20. storočia.',
    'Watchman Nee píše jednoducho, no s hĺbkou, ktorú mu dala osobná skúsenosť s Pánom.',
    'Posolstvá Watchmana Neeho oslovujú čitateľov na celom svete už takmer sto rokov.',
  ],
  'Witness Lee': [
    'Witness Lee (1905 – 1997) bol blízkym spolupracovníkom Watchmana Neeho a slúžil Božím slovom viac ako sedemdesiat rokov.',
    'Witness Lee tu spája jasné biblické učenie s praktickým pohľadom na život veriacich.',
    'Posolstvá Witnessa Leeho zazneli najprv na konferenciách a školeniach a až neskôr dostali knižnú podobu.',
  ],
  'Watchman Nee a Witness Lee': [
    'Text vychádza z posolstiev Watchmana Neeho a Witnessa Leeho, ktorých služba sa navzájom dopĺňa.',
    'Učenie Watchmana Neeho a Witnessa Leeho je tu usporiadané do prehľadných lekcií s otázkami.',
  ],
  '': ['Text je napísaný tak, aby mu porozumel aj ten, kto sa s Bibliou stretáva po prvý raz.'],
};

const CLOSINGS = [
  'Titul sa hodí na osobné čítanie aj ako dar blízkym.',
  'Je to čítanie, ku ktorému sa oplatí vracať.',
  'Odkazy na verše si čitateľ môže sám overiť vo svojej Biblii.',
  'Odporúčame všetkým, ktorí túžia hlbšie poznať Pána.',
];

const CZECH_NOTE = 'Titul vychádza v českom jazyku.';

export interface DescriptionInput {
  name: string;
  author: string;
  category: string;
  language: string;
}

/** 2–4 sentences of Slovak prose about one title. */
export function composeDescription(p: DescriptionInput, rng: Rng): string {
  const openings = OPENINGS[p.category] ?? OPENINGS['kresťanská-prax'];
  const themes = THEMES[p.category] ?? THEMES['kresťanská-prax'];
  // The theme sentence follows the opening directly: it often has no subject of its own ("Je vhodná…").
  // A title quoted inside „…“ takes the inner Slovak quotes ‚…‘.
  const title = p.name.replace(/„/g, '‚').replace(/“/g, '‘');
  const sentences = [rng.pick(openings).replace('{t}', title), rng.pick(themes)];
  const authorLines = AUTHORS[p.author] ?? AUTHORS[''];
  if (rng.next() < 0.65) sentences.push(rng.pick(authorLines));
  if (p.language === 'CZ') sentences.push(CZECH_NOTE);
  else if (sentences.length < 4 && rng.next() < 0.5) sentences.push(rng.pick(CLOSINGS));
  return sentences.slice(0, 4).join(' ');
}
