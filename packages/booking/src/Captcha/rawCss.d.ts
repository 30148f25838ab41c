// `?raw` imports give the file's text (ALTCHA's stylesheet, adopted as a constructable sheet): vite
// (the portal, vitest) natively, the widget's rollup through packages/widget/build/plugins/rawText.mjs.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
