// How `npm test` runs each step (scripts/lib/run-step.mjs): a step's status and output are its
// own; a step that hangs is stopped at its limit with all it started, and says so; a step that has
// exited ends even while a process it left behind still holds its output.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runStep } from '../../scripts/lib/run-step.mjs';

/** Whether `pid` still runs: a killed process whose parent has gone may linger as a zombie until it is reaped, and is not running. */
const alive = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};
const dirs = [];
const left = [];
afterEach(() => {
  for (const pid of left.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** A file a step writes the process id of the `sleep` it starts to. */
const pidFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'run-step-'));
  dirs.push(dir);
  return join(dir, 'pid');
};
const readPid = (file) => Number(readFileSync(file, 'utf8'));

describe('a step of npm test', () => {
  it('ends with its own exit status and, kept, its output on both streams', async () => {
    const r = await runStep('a step', 'node', ['-e', 'console.log("to stdout"); console.error("to stderr"); process.exit(3)'], { keep: true });
    expect(r.status).toBe(3);
    expect(r.output.toString()).toContain('to stdout');
    expect(r.output.toString()).toContain('to stderr');
  });

  it('is stopped at its time limit, with every process it started, and fails saying so', async () => {
    const file = pidFile();
    const r = await runStep('the hanging step', 'sh', ['-c', `sleep 60 & echo $! > ${file}; wait`], { keep: true, limitS: 1 });
    const sleeper = readPid(file);
    left.push(sleeper);
    expect(r.status).toBe(1);
    expect(r.output.toString()).toContain('the hanging step did not end within 1 s: stopped');
    await expect.poll(() => alive(sleeper), { timeout: 10_000 }).toBe(false);
  });

  it('ends when its process exits, though a process it left behind still holds its output', async () => {
    const file = pidFile();
    // The sleep inherits the step's output pipes and outlives it by a minute; the step's limit is longer still.
    const r = await runStep('a step', 'sh', ['-c', `sleep 60 & echo $! > ${file}; echo done`], { keep: true, limitS: 120 });
    left.push(readPid(file));
    expect(r.status).toBe(0);
    expect(r.output.toString()).toContain('done');
    expect(alive(readPid(file))).toBe(true);
  }, 20_000);
});
