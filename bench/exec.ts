import { spawn } from 'node:child_process';
import { binArgs, killGroup, nodeBin, OutputTail, ROOT } from '../scripts/processes';

export { binArgs, nodeBin, ROOT };

/** Runs a CLI to completion within `timeoutMs`; throws with its output tail when it fails. */
export async function run(label: string, [cmd, args]: [string, string[]], opts: { timeoutMs: number; env?: NodeJS.ProcessEnv }): Promise<void> {
  const tail = new OutputTail();
  const child = spawn(cmd, args, { cwd: ROOT, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout!.on('data', (d: Buffer) => tail.push(d));
  child.stderr!.on('data', (d: Buffer) => tail.push(d));
  const done = new Promise<number | string>((r) => {
    child.once('exit', (code, sig) => r(code ?? sig ?? 'unknown'));
    child.once('error', (err) => r(err.message));
  });
  const timer = setTimeout(() => void killGroup(child), opts.timeoutMs);
  const result = await done.finally(() => clearTimeout(timer));
  if (result !== 0) throw new Error(`${label} failed (${result}${result === 'SIGTERM' ? `, over ${opts.timeoutMs / 1000} s` : ''}):\n${tail}`);
}
