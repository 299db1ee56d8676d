/**
 * Demo media: audio messages (Slová života and Štúdium života), YouTube videos and the home-page banners.
 * The Drive and YouTube ids are made up (right shape, no real files behind them).
 */
import type { Db } from '../client';
import { audio, banners, videos } from '../schema';
import { AUDIO_CATEGORIES, WORDS_OF_LIFE_TOPICS } from '../../worker/domain/site-facts';
import type { StoredFile } from './batch';
import { URL_SAFE, type Rng } from './prng';
import { mix, svgOpen } from './svg';

const [WORDS_OF_LIFE, LIFE_STUDY] = AUDIO_CATEGORIES;

/** Books of the Štúdium života audio series and how many parts each has. */
const LIFE_STUDY_PARTS: [string, number][] = [
  ['Genezis', 4],
  ['Exodus', 3],
  ['Matúš', 2],
  ['Ján', 2],
  ['Rimanom', 1],
];

const VIDEO_TITLES = [
  'Čo je Božia ekonómia?',
  'Kristus ako život – konferencia, 1. posolstvo',
  'Kristus ako život – konferencia, 2. posolstvo',
  'Ľudský duch – kľúč k prežívaniu Krista',
  'Čítanie Slova modlitbou v praxi',
  'Vzývanie Pánovho mena',
  'Cirkev ako Kristovo Telo',
  'Watchman Nee – život a služba',
  'Evanjelium kráľovstva – úvod',
  'Rada pre nových veriacich: ranný čas s Pánom',
];

/** A Google Drive preview link with a made-up 33-character file id (Drive ids start with "1"). */
function driveLink(rng: Rng): string {
  return `https://drive.google.com/file/d/1${rng.chars(32, URL_SAFE)}/preview`;
}

function buildAudio(rng: Rng): (typeof audio.$inferInsert)[] {
  const rows: (typeof audio.$inferInsert)[] = [];
  // 1–3 parts per topic in a fixed rhythm (66 in all), so every topic is present.
  const parts = [2, 3, 1, 2];
  WORDS_OF_LIFE_TOPICS.forEach((topic, i) => {
    for (let n = 1; n <= parts[i % parts.length]; n++) {
      rows.push({ audioTitle: `${topic} ${n}`, mp3file: driveLink(rng), category: WORDS_OF_LIFE, subcategory: topic });
    }
  });
  for (const [book, count] of LIFE_STUDY_PARTS) {
    for (let n = 1; n <= count; n++) {
      rows.push({ audioTitle: `${LIFE_STUDY} – ${book} ${n}`, mp3file: driveLink(rng), category: LIFE_STUDY, subcategory: LIFE_STUDY });
    }
  }
  return rows;
}

function buildVideos(rng: Rng): (typeof videos.$inferInsert)[] {
  return VIDEO_TITLES.map((videoTitle) => ({ videoTitle, code: rng.chars(11, URL_SAFE) }));
}

/**
 * The title is the banner's text, written by the home page as HTML over the artwork (heading – subtitle), and names
 * the page it links to (site/build/banners.ts); the artwork itself carries no text.
 */
const BANNERS = [
  { title: 'Nové knihy 2024 – Najnovšie tituly Watchmana Neeho a Witnessa Leeho', bg: '#8a1b1f', accent: '#f4d35e' },
  { title: 'Slová života – Zvukové posolstvá na počúvanie kedykoľvek', bg: '#23395b', accent: '#c9a227' },
  { title: 'Čitáreň – Ukážky z našich kníh na prečítanie', bg: '#2d6a4f', accent: '#b7e4c7' },
];
const BANNER_WIDTH = 1296;
const BANNER_HEIGHT = 382;

/** Right-hand motif of each banner: a stack of books, a sound wave, an open book. */
function motif(n: number, accent: string, rng: Rng): string {
  if (n === 0) {
    let out = '';
    for (let i = 0, y = 300; i < 5; i++) {
      const w = rng.int(220, 300);
      out += `<rect x="${1010 - w / 2}" y="${y - 34}" width="${w}" height="30" rx="3" fill="${accent}" fill-opacity="${0.35 + i * 0.12}"/>`;
      y -= 36;
    }
    return out;
  }
  if (n === 1) {
    let out = '';
    for (let i = 0; i < 24; i++) {
      const h = 20 + Math.round(Math.abs(Math.sin(i * 0.7)) * 140) + rng.int(0, 30);
      out += `<rect x="${850 + i * 14}" y="${191 - h / 2}" width="8" height="${h}" rx="4" fill="${accent}" fill-opacity="0.8"/>`;
    }
    return out;
  }
  return (
    `<path d="M1010 110 C 950 85, 880 85, 840 100 L840 290 C 880 275, 950 275, 1010 300 Z" fill="#fffdf7" fill-opacity="0.92"/>` +
    `<path d="M1010 110 C 1070 85, 1140 85, 1180 100 L1180 290 C 1140 275, 1070 275, 1010 300 Z" fill="#fffdf7"/>` +
    `<line x1="1010" y1="110" x2="1010" y2="300" stroke="${accent}" stroke-width="3"/>`
  );
}

function bannerSvg(n: number, rng: Rng): string {
  const b = BANNERS[n];
  return [
    svgOpen(BANNER_WIDTH, BANNER_HEIGHT, b.title),
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.bg}"/>`,
    `<stop offset="1" stop-color="${mix(b.bg, '#000000', 0.45)}"/></linearGradient></defs>`,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#b)"/>`,
    // A wide, slow stream ("prúd") across the banner.
    `<path d="M0 330 C 250 280, 450 380, 700 330 S 1100 280, 1296 320 L1296 382 L0 382 Z" fill="${b.accent}" fill-opacity="0.12"/>`,
    `<path d="M0 300 C 260 250, 460 350, 720 300 S 1120 250, 1296 290" fill="none" stroke="${b.accent}" stroke-opacity="0.4" stroke-width="2"/>`,
    motif(n, b.accent, rng),
    '</svg>',
  ].join('');
}

export interface BuiltMedia {
  audio: (typeof audio.$inferInsert)[];
  videos: (typeof videos.$inferInsert)[];
  banners: (typeof banners.$inferInsert)[];
  files: StoredFile[];
}

export function buildMedia(rng: Rng): BuiltMedia {
  const files: StoredFile[] = [];
  const bannerRows = BANNERS.map((b, n) => {
    files.push({ key: `banners/banner-${n + 1}.svg`, body: bannerSvg(n, rng), contentType: 'image/svg+xml' });
    return { bannerTitle: b.title, image: `/uploads/banners/banner-${n + 1}.svg`, category: 'home' };
  });
  return { audio: buildAudio(rng), videos: buildVideos(rng), banners: bannerRows, files };
}

export async function insertMedia(db: Db, m: BuiltMedia): Promise<void> {
  await db.batch([db.insert(audio).values(m.audio), db.insert(videos).values(m.videos), db.insert(banners).values(m.banners)]);
}
