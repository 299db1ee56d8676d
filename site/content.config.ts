import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Editorial pages (content/pages/*.md): each file is one URL, `/{file name}` (about → /about).
 * Figures in the text come from worker/domain/site-facts.json; site/lib/content-facts.test.ts keeps them in step.
 */
const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/pages' }),
  schema: z.object({
    /** The page's <h1> and, unless `metaTitle` is set, its <title>. */
    title: z.string().min(1),
    metaTitle: z.string().optional(),
    /** Meta and Open Graph description: one or two sentences, ≤ 160 characters. */
    description: z.string().min(50).max(160),
    /** `give2`: one of the four 2 % pages (sub-navigation, recipient card, breadcrumbs under "Darujte 2 %"). */
    section: z.enum(['info', 'give2']).default('info'),
    /** Show the downloadable tax forms (site-facts tax2percent.physicalEmployees.formFiles) after the text. */
    downloads: z.boolean().default(false),
  }),
});

export const collections = { pages };
