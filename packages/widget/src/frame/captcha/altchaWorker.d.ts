// `?worker&url` imports give the worker file's URL: vite (vitest) natively, rollup through
// build/plugins/workerUrl.mjs (the file emitted next to the widget's, same origin as the frame).
declare module '*?worker&url' {
  const url: string;
  export default url;
}
