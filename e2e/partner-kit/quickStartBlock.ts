import { readFileSync } from 'node:fs';

/** The quick start, as the test reads it. */
export const QUICK_START = new URL('../../docs/partner-quick-start.md', import.meta.url);

/**
 * The fenced block that follows `<!-- quick-start:<name> -->` in the quick start: the text the
 * test runs, word for word. Throws when the marker or its block is gone, so a rewrite of the doc
 * that drops a step fails the test instead of skipping it.
 */
export function quickStartBlock(name: string, markdown = readFileSync(QUICK_START, 'utf8')): string {
  const marker = `<!-- quick-start:${name} -->`;
  const at = markdown.indexOf(marker);
  if (at < 0) throw new Error(`docs/partner-quick-start.md has no ${marker}`);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(markdown.slice(at + marker.length));
  if (!block?.[1]) throw new Error(`no code block after ${marker}`);
  return block[1];
}

/** One shell command of a block: `A=1 B=2 cmd arg…` as its environment, command and arguments. */
export interface ShellCommand {
  readonly env: Readonly<Record<string, string>>;
  readonly command: string;
  readonly args: readonly string[];
}

/** The commands of a shell block, one per line (no quoting, pipes or `&&`: the doc keeps them simple). */
export function shellCommands(block: string): ShellCommand[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const words = line.split(/\s+/);
      const env: Record<string, string> = {};
      while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
        const [name, ...value] = (words.shift() ?? '').split('=');
        env[name ?? ''] = value.join('=');
      }
      const [command = '', ...args] = words;
      return { env, command, args };
    });
}
