import { type ChildProcess, spawn } from 'node:child_process';

/** A command this test started, in a process group of its own so it stops with its children. */
export interface Started {
  readonly child: ChildProcess;
  /** What it printed (stdout and stderr), for the failure message. */
  readonly output: string[];
  stop(): Promise<void>;
}

/** Starts `command` in `cwd` with `env` added to this process's environment. */
export function startCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Readonly<Record<string, string>> },
): Started {
  const child = spawn(command, [...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return {
    child,
    output,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.pid === undefined) return done();
        child.once('exit', () => done());
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/** Waits until `url` answers 2xx, or fails after `timeoutMs` with what `started` printed. */
export async function waitForUrl(url: string, started: Started, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (started.child.exitCode !== null) break;
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer; the command printed:\n${started.output.join('').slice(-4000)}`);
}
