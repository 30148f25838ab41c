// `?raw` imports give the file's text: vite (vitest) natively, rollup through rawText in rollup.config.mjs.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
