import type { APIRoute, GetStaticPaths } from 'astro';
import { taxFormPdf } from '~/site/build/tax-form-pdf';
import { taxForms, type TaxForm } from '~/site/build/tax-forms';

/** The 2 % forms (PDF) linked from /give2-physical, generated at build time under their site-facts file names. */
export const getStaticPaths = (() => taxForms.map((form) => ({ params: { file: form.file }, props: { form } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ form: TaxForm }> = async ({ props }) =>
  new Response(new Uint8Array(await taxFormPdf(props.form)), { headers: { 'content-type': 'application/pdf' } });
