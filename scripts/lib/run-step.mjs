// One step of `npm test` as a process of its own. Each runs in a process group of its own, so that
// a step that does not end in time, and whatever it started (a site, a browser), is stopped whole:
// a step that hangs fails the run with its name and its output so far, instead of holding it until
// an outer time limit with nothing said. A step ends when its own process exits: a process it left
// behind that still holds its output (a browser's helper, say) does not hold the run.
import { spawn } from 'node:child_process';

const running = new Set();
const stopGroup = (child) => {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
};

/** Stops every step still running, with what each started (on Ctrl-C, say). */
export const stopAllSteps = () => {
  for (const child of running) stopGroup(child);
};

/**
 * Runs `cmd args` as a step named `name`; resolves with its exit status (1 when it was stopped at
 * `limitS` seconds, 30 minutes unless STEP_LIMIT_S says otherwise, or by a signal) and, with `keep`, its output (else the output goes straight to
 * this process's).
 */
export function runStep(name, cmd, args, { env = process.env, keep = false, limitS = Number(process.env.STEP_LIMIT_S ?? 1800) } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: true });
    running.add(child);
    const out = [];
    if (keep) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    let late = false;
    const limit = setTimeout(() => {
      late = true;
      const said = `\n${name} did not end within ${limitS} s: stopped\n`;
      if (keep) out.push(Buffer.from(said));
      else process.stderr.write(said);
      stopGroup(child);
    }, limitS * 1000);
    child.on('error', (error) => {
      clearTimeout(limit);
      running.delete(child);
      resolve({ status: 1, output: Buffer.from(`${name} could not start: ${error.message}\n`) });
    });
    child.on('exit', (code) => {
      clearTimeout(limit);
      running.delete(child);
      const status = late || code === null ? 1 : code;
      const done = () => resolve({ status, output: Buffer.concat(out) });
      if (!keep) return done();
      // The output still in the pipes, read to its end; or, if another process holds them open, what came within a second.
      let open = 2;
      const closed = () => --open === 0 && done();
      child.stdout.once('close', closed);
      child.stderr.once('close', closed);
      setTimeout(() => {
        if (open > 0) {
          open = -1;
          child.stdout.destroy();
          child.stderr.destroy();
          done();
        }
      }, 1000).unref();
    });
  });
}
