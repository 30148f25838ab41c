// `?raw` imports give the file's text: vite (vitest) natively, rollup through build/plugins/rawText.mjs.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
