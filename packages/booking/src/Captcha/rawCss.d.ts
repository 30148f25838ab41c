// `?raw` imports give the file's text (ALTCHA's stylesheet, adopted as a constructable sheet): vite
// (the portal, vitest) natively, the widget's rollup through rawText in rollup.config.mjs.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
