import type { APIRoute, GetStaticPaths } from 'astro';
import { taxFormPdf } from '~/site/build/tax-form-pdf';
import { taxForms, type TaxForm } from '~/site/build/tax-forms';
import { pageKey } from '~/site/build/page-key';

/** The 2 % forms (PDF) linked from /give2-physical, generated at build time under their site-facts file names. */
// A form is made of the site facts (code) alone: its key is the form's facts, so a publish never renders it again.
export const getStaticPaths = (() =>
  taxForms.map((form) => ({ params: { file: form.file }, props: { form }, cacheKey: pageKey(form) }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ form: TaxForm }> = async ({ props }) =>
  new Response(new Uint8Array(await taxFormPdf(props.form)), { headers: { 'content-type': 'application/pdf' } });
