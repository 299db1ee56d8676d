/** wrangler's `Data` rule (wrangler.toml `[[rules]]`) turns these imports into ArrayBuffers. */
declare module '*.ttf' {
  const data: ArrayBuffer;
  export default data;
}
