// Child-process helpers shared by the local server, the bench and the scripts.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Node 24 from node_modules (wrangler and Miniflare need >= 22; the system one may be older). */
export function nodeBin(): string {
  const local = join(ROOT, 'node_modules', '.bin', 'node');
  return existsSync(local) ? local : process.execPath;
}

/** A package's CLI from node_modules/.bin, run with `nodeBin()` (what `npx <name>` runs, minus npm). */
export function binArgs(name: string, args: string[]): [string, string[]] {
  return [nodeBin(), [join(ROOT, 'node_modules', '.bin', name), ...args]];
}

/** Keeps the last lines a child printed, to show when it fails. */
export class OutputTail {
  private lines: string[] = [];
  constructor(private readonly max = 60) {}
  push(chunk: Buffer | string) {
    this.lines.push(...String(chunk).split('\n').filter((l) => l.trim() !== ''));
    if (this.lines.length > this.max) this.lines.splice(0, this.lines.length - this.max);
  }
  toString() {
    return this.lines.join('\n');
  }
}

const signalGroup = (child: ChildProcess, sig: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, sig);
  } catch {
    /* already gone */
  }
};

/** Kills a child started with `detached: true` together with its own children (its process group). */
export async function killGroup(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  signalGroup(child, 'SIGTERM');
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), graceMs).unref());
  if ((await Promise.race([exited, timer])) === 'timeout') {
    signalGroup(child, 'SIGKILL');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2000).unref())]);
  }
  // workerd may outlive its parent if the parent was signalled first; the group kill covers it too.
  signalGroup(child, 'SIGKILL');
}

/** Kills a detached child's whole group at once, with no chance to clean up: a crash or a power cut. */
export async function killGroupNow(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  signalGroup(child, 'SIGKILL');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000).unref())]);
}
