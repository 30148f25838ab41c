#!/usr/bin/env node
// Playwright's "firefox" over WebDriver BiDi (channel moz-firefox) launches this file as the browser:
// it starts Debian's firefox-esr with Playwright's arguments and stands between the two on the BiDi
// WebSocket, for three gaps between Playwright 1.65's BiDi client and Firefox ESR's BiDi server:
//
// - `emulation.setMediaFeaturesOverride` (colour scheme emulation, newer than this Firefox) is
//   answered as done; the suite emulates no media feature.
// - Playwright sends every key and pointer action to the page's top-level context, and Firefox ESR
//   dispatches them in that document's own process: a key meant for a field in a cross-origin
//   frame (a separate process) reaches the partner page instead, and a click lands on the <iframe>
//   element. So a key action goes to the context whose document holds the focus (followed from the
//   top through focused frames, shadow roots included), and a pointer action to the context of the
//   frame under the point, its coordinates made relative to that frame's viewport — what the
//   browser's own process does with a real mouse and keyboard. Inside that context it is still
//   Firefox's WebDriver input: events it synthesises and hit-tests itself, with its default actions
//   (focus, checking a box, submitting a form).
//
// - Playwright's `fill` (its BiDi `insertText`) assigns the field's `value` and fires a synthetic
//   `input` event: a React-controlled field keeps its own state then (React's value tracker sees no
//   change), so in Firefox a post code typed over the profile's was lost on the browser's Back while
//   the field showed it. The relay makes that helper insert the text with the browser's own editing
//   (`execCommand('insertText')`: beforeinput/input as typing fires them), which is what Chromium's
//   `Input.insertText` does for the same `fill`.
//
// Nothing else is changed: every other command and event passes through as it is.
import { spawn } from 'node:child_process';
import WebSocket, { WebSocketServer } from 'ws';

const firefox = process.env.WIZYTA_FIREFOX || 'firefox-esr';
const ANSWERED = new Set(['emulation.setMediaFeaturesOverride']);

/** Playwright 1.65's BiDi insertText helper, and the line of it that the relay extends. */
const INSERT_TEXT_HELPER = '__pw_bidiInsertText = ';
const INSERT_TEXT_FIELD = 'const inputElement = element;';
const INSERT_TEXT_EDITING = `${INSERT_TEXT_FIELD} if (window.document.execCommand('insertText', false, text)) return;`;

/** The contentWindow of the frame holding the focus in this document, if a frame does. */
const FOCUSED_FRAME = `(() => {
  let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  return active && active.tagName === 'IFRAME' ? active.contentWindow : null;
})()`;

/** [contentWindow, x, y in its viewport] of the frame at (x, y) of this document, if a frame is there. */
const FRAME_AT = `(x, y) => {
  let root = document;
  let hit = null;
  for (;;) {
    const next = root.elementFromPoint(x, y);
    if (!next || next === hit) break;
    hit = next;
    if (!next.shadowRoot) break;
    root = next.shadowRoot;
  }
  if (!hit || hit.tagName !== 'IFRAME' || !hit.contentWindow) return null;
  const box = hit.getBoundingClientRect();
  const style = getComputedStyle(hit);
  return [
    hit.contentWindow,
    x - box.left - hit.clientLeft - parseFloat(style.paddingLeft),
    y - box.top - hit.clientTop - parseFloat(style.paddingTop),
  ];
}`;

const browser = spawn(firefox, process.argv.slice(2), { stdio: ['ignore', 'inherit', 'pipe'] });
browser.on('error', (error) => {
  process.stderr.write(`${firefox}: ${error.message}\n`);
  process.exit(1);
});
browser.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => browser.kill(signal));

let pending = '';
browser.stderr.on('data', (chunk) => {
  pending += chunk;
  for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
    const line = pending.slice(0, end);
    pending = pending.slice(end + 1);
    const listening = /WebDriver BiDi listening on (ws:\/\/\S+)$/.exec(line);
    if (listening) relay(listening[1]);
    else process.stderr.write(`${line}\n`);
  }
});

/** Listens where Playwright will connect, and relays each connection to Firefox's `upstream`. */
function relay(upstream) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('listening', () => {
    const { port } = server.address();
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${port}\n`);
  });
  server.on('connection', (client, request) => {
    const firefoxSide = new WebSocket(upstream + request.url);
    const opened = new Promise((resolve) => firefoxSide.once('open', resolve));
    const own = new Map();
    let ownId = 2 ** 31;
    /** A command of the relay's own; its answer does not go to Playwright. */
    const ask = (method, params) =>
      new Promise((resolve) => {
        ownId += 1;
        own.set(ownId, resolve);
        firefoxSide.send(JSON.stringify({ id: ownId, method, params }));
      });
    const input = inputRouter(ask);
    // Playwright's commands leave in the order they came, each after the one before was sent.
    let queue = opened;
    firefoxSide.on('message', (data) => {
      const message = JSON.parse(data.toString());
      const answer = own.get(message.id);
      if (answer) {
        own.delete(message.id);
        answer(message);
      } else client.send(data.toString());
    });
    firefoxSide.on('close', () => client.close());
    client.on('close', () => firefoxSide.close());
    client.on('message', (data) => {
      const text = data.toString();
      const command = JSON.parse(
        text.includes(INSERT_TEXT_HELPER) ? text.replace(INSERT_TEXT_FIELD, INSERT_TEXT_EDITING) : text,
      );
      queue = queue.then(async () => {
        if (ANSWERED.has(command.method)) {
          client.send(JSON.stringify({ id: command.id, type: 'success', result: {} }));
          return;
        }
        const params =
          command.method === 'input.performActions' ? await input(command.params) : command.params;
        firefoxSide.send(JSON.stringify({ ...command, params }));
      });
    });
  });
}

/** Routes `input.performActions` to the context the input would reach (see the file's comment). */
function inputRouter(ask) {
  /** Where the pointer is: the context it is over and its coordinates there. */
  let pointer;

  const evaluate = async (context, expression) =>
    (await ask('script.evaluate', { target: { context }, expression, awaitPromise: false })).result?.result;

  async function focusedContext(top) {
    let context = top;
    for (let depth = 0; depth < 8; depth += 1) {
      const frame = await evaluate(context, FOCUSED_FRAME);
      if (frame?.type !== 'window') break;
      context = frame.value.context;
    }
    return context;
  }

  async function contextAt(top, x, y) {
    let at = { context: top, x, y };
    for (let depth = 0; depth < 8; depth += 1) {
      const found = await ask('script.callFunction', {
        target: { context: at.context },
        functionDeclaration: FRAME_AT,
        arguments: [
          { type: 'number', value: at.x },
          { type: 'number', value: at.y },
        ],
        awaitPromise: false,
      });
      const value = found.result?.result;
      if (value?.type !== 'array' || value.value[0]?.type !== 'window') break;
      at = { context: value.value[0].value.context, x: value.value[1].value, y: value.value[2].value };
    }
    return { context: at.context, x: Math.round(at.x), y: Math.round(at.y) };
  }

  return async (params) => {
    const sources = params.actions;
    if (sources.length !== 1) return params;
    const [source] = sources;
    if (source.type === 'key') return { ...params, context: await focusedContext(params.context) };
    if (source.type !== 'pointer') return params;
    const actions = [];
    for (const action of source.actions) {
      if (action.type === 'pointerMove' && (action.origin ?? 'viewport') === 'viewport') {
        pointer = await contextAt(params.context, action.x, action.y);
        actions.push({ ...action, x: pointer.x, y: pointer.y });
      } else actions.push(action);
    }
    if (!pointer || pointer.context === params.context)
      return { ...params, actions: [{ ...source, actions }] };
    // Down and up carry no coordinates: in the frame's context they start where the pointer is.
    const start =
      actions[0]?.type === 'pointerMove' ? [] : [{ type: 'pointerMove', x: pointer.x, y: pointer.y }];
    return { ...params, context: pointer.context, actions: [{ ...source, actions: [...start, ...actions] }] };
  };
}
