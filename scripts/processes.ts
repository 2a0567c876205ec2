// Child-process helpers shared by the local server, the bench and the scripts.
import type { ChildProcess } from 'node:child_process';

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

/** Kills a child started with `detached: true` together with its own children (its process group). */
export async function killGroup(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), graceMs).unref());
  if ((await Promise.race([exited, timer])) === 'timeout') {
    signal('SIGKILL');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2000).unref())]);
  }
  // workerd may outlive wrangler if it was signalled first; the group kill covers it too.
  signal('SIGKILL');
}
