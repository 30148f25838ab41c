import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrameBridge } from './createFrameBridge';

const TRUSTED = ['http://127.0.0.1:8081'];

interface FakeWindow {
  win: Window;
  parent: { postMessage: ReturnType<typeof vi.fn> };
  send(data: unknown, origin: string, source?: unknown): void;
}

// A framed window: its own event target, a parent with a spy postMessage, a referrer.
function framedWindow(referrer: string, ancestorOrigins?: string[]): FakeWindow {
  const target = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const win = {
    parent,
    location: { ancestorOrigins },
    document: { referrer },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window;
  return {
    win,
    parent,
    send: (data, origin, source = parent) =>
      target.dispatchEvent(
        new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
      ),
  };
}

const prefillMessage = { type: 'wizyta:prefill', prefill: { city: 'krakow', nfz: true } };

describe('createFrameBridge', () => {
  afterEach(() => vi.restoreAllMocks());

  it('applies a valid prefill from a trusted parent', () => {
    const frame = framedWindow('http://127.0.0.1:8081/insurer-app/');
    const onPrefill = vi.fn();
    createFrameBridge(frame.win, TRUSTED, onPrefill);
    frame.send(prefillMessage, 'http://127.0.0.1:8081');
    expect(onPrefill).toHaveBeenCalledWith({ city: 'krakow', nfz: true });
  });

  it.each(['http://127.0.0.1:8081.evil.test', 'http://127.0.0.1:80811', 'null', 'http://localhost:8081'])(
    'ignores the prefill from the lookalike %s and reports it once',
    (origin) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const frame = framedWindow('http://127.0.0.1:8081/');
      const onPrefill = vi.fn();
      createFrameBridge(frame.win, TRUSTED, onPrefill);
      frame.send(prefillMessage, origin);
      frame.send(prefillMessage, origin);
      expect(onPrefill).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain(origin);
    },
  );

  it('ignores a trusted origin that is not the parent, other types, and invalid or oversized data', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const frame = framedWindow('http://127.0.0.1:8081/');
    const onPrefill = vi.fn();
    createFrameBridge(frame.win, TRUSTED, onPrefill);
    frame.send(prefillMessage, 'http://127.0.0.1:8081', {});
    frame.send({ type: 'wizyta:other' }, 'http://127.0.0.1:8081');
    frame.send('wizyta:prefill', 'http://127.0.0.1:8081');
    frame.send({ type: 'wizyta:prefill', prefill: { appointmentType: 'X' } }, 'http://127.0.0.1:8081');
    frame.send({ type: 'wizyta:prefill', prefill: { p: 'x'.repeat(9000) } }, 'http://127.0.0.1:8081');
    expect(onPrefill).not.toHaveBeenCalled();
  });

  it('posts events to the trusted parent with its exact origin, never "*"', () => {
    const frame = framedWindow('https://ignored.test/', ['http://127.0.0.1:8081']);
    const bridge = createFrameBridge(frame.win, TRUSTED, vi.fn());
    bridge.post('wizyta:resize', { v: 1, height: 420 });
    expect(frame.parent.postMessage).toHaveBeenCalledWith(
      { type: 'wizyta:resize', detail: { v: 1, height: 420 } },
      'http://127.0.0.1:8081',
    );
  });

  it('posts nothing to an untrusted parent (learned from the referrer) and stops on dispose', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const frame = framedWindow('http://localhost:8081/hostile-site/');
    const onPrefill = vi.fn();
    const bridge = createFrameBridge(frame.win, TRUSTED, onPrefill);
    bridge.post('wizyta:ready', { v: 1, partner: null, lang: 'pl' });
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
    bridge.dispose();
    frame.send(prefillMessage, 'http://127.0.0.1:8081');
    expect(onPrefill).not.toHaveBeenCalled();
  });

  it('waits with its events until a trusted parent announces itself by its settings, then posts them there', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const frame = framedWindow(''); // no Referer, no ancestorOrigins: the origin is unknown
    const onSettings = vi.fn();
    const bridge = createFrameBridge(frame.win, TRUSTED, vi.fn(), onSettings);
    bridge.post('wizyta:step', { v: 1, step: 'search' });
    bridge.acted();
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
    const settings = {
      type: 'wizyta:settings',
      attributes: { lang: 'en' },
      theme: {},
      pageUrl: 'http://127.0.0.1:8081/p',
    };
    frame.send(settings, 'http://127.0.0.1:8081', {}); // not the parent window
    expect(onSettings).not.toHaveBeenCalled();
    frame.send(settings, 'http://127.0.0.1:8081');
    expect(onSettings).toHaveBeenCalledWith({
      attributes: { lang: 'en' },
      theme: {},
      pageUrl: 'http://127.0.0.1:8081/p',
    });
    expect(frame.parent.postMessage.mock.calls).toEqual([
      [{ type: 'wizyta:step', detail: { v: 1, step: 'search' } }, 'http://127.0.0.1:8081'],
      [{ type: 'wizyta:acted' }, 'http://127.0.0.1:8081'],
    ]);
    bridge.handoff({ appointmentId: 'w-1' });
    expect(frame.parent.postMessage).toHaveBeenLastCalledWith(
      { type: 'wizyta:handoff', appointmentId: 'w-1' },
      'http://127.0.0.1:8081',
    );
  });

  it('does nothing outside a frame', () => {
    const target = new EventTarget();
    const win = { addEventListener: target.addEventListener.bind(target) } as unknown as Window;
    (win as { parent: Window }).parent = win;
    const bridge = createFrameBridge(win, TRUSTED, vi.fn());
    expect(() => bridge.post('wizyta:ready', { v: 1, partner: null, lang: 'pl' })).not.toThrow();
  });
});
