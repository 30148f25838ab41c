// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup as xstateSetup } from 'xstate';
import { at } from '../chunkPlan.mjs';
import { setup as leanSetup } from './xstate.mjs';

// The sources the widget bundles: a machine among them may only use what the shim's setup gives.
const SOURCES = ['packages/core/src', 'packages/booking/src', 'packages/widget/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(at(dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

type Setup = typeof xstateSetup;

/** A machine with every kind of implementation setup takes: an actor, a guard, actions, a delay. */
function trafficLight(setup: Setup) {
  return setup({
    types: { context: {} as { count: number; answer: string } },
    actors: { ask: fromPromise(async ({ input }: { input: number }) => `answer ${input}`) },
    guards: { isSecond: ({ context }) => context.count === 2 },
    actions: { count: assign(({ context }) => ({ count: context.count + 1 })) },
    delays: { soon: 1 },
  }).createMachine({
    id: 'light',
    context: { count: 0, answer: '' },
    initial: 'red',
    states: {
      red: { entry: 'count', after: { soon: 'green' } },
      green: { entry: 'count', always: { guard: 'isSecond', target: 'asking' } },
      asking: {
        invoke: {
          src: 'ask',
          input: ({ context }) => context.count,
          onDone: { target: 'done', actions: assign({ answer: ({ event }) => event.output }) },
        },
      },
      done: { type: 'final' },
    },
  });
}

async function run(setup: Setup) {
  const machine = trafficLight(setup);
  const actor = createActor(machine).start();
  const seen: unknown[] = [];
  actor.subscribe((snapshot) => seen.push([snapshot.value, snapshot.context]));
  await new Promise<void>((resolve) => actor.subscribe({ complete: resolve }));
  return { definition: JSON.stringify(machine.definition), seen, end: actor.getSnapshot().context };
}

describe("the widget's xstate (shims/xstate.mjs)", () => {
  it("builds the machine xstate's setup builds, and runs it the same way", async () => {
    const lean = await run(leanSetup as unknown as Setup);
    expect(lean).toEqual(await run(xstateSetup));
    expect(lean.end).toEqual({ count: 2, answer: 'answer 2' });
  });

  it('is xstate otherwise', async () => {
    const shim = await import('./xstate.mjs');
    const real = await import('xstate');
    expect(Object.keys(shim).sort()).toEqual(Object.keys(real).sort());
    for (const name of Object.keys(real).filter((key) => key !== 'setup'))
      expect(shim[name as keyof typeof shim], name).toBe(real[name as keyof typeof real]);
  });

  it('hands back everything of setup but what no machine the widget bundles uses', () => {
    const given = Object.keys(leanSetup({} as never));
    const left = Object.keys(xstateSetup({} as never)).filter((key) => !given.includes(key));
    expect(left.sort()).toEqual(['emit', 'enqueueActions', 'log', 'sendTo']);
    const used: string[] = [];
    for (const file of SOURCES.flatMap(sourceFiles)) {
      const code = readFileSync(file, 'utf8');
      if (!/\bsetup\b/.test(code) || !code.includes("from 'xstate'")) continue;
      // `const x = setup(…)` and then `x.member`, or `setup(…).member` straight away.
      for (const [, name] of code.matchAll(/(\w+)\s*=\s*setup\(/g))
        for (const [, member] of code.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g')))
          used.push(member ?? '');
      for (const [, member] of code.matchAll(/^\}\)\.(\w+)/gm)) used.push(member ?? '');
    }
    expect(used).toContain('createMachine');
    expect(used.filter((member) => left.includes(member))).toEqual([]);
  });
});
