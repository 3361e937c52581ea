/**
 * CPU time a process has used so far (user + system, in ms), read from /proc on Linux. The benchmarks
 * share the machine with other work, so requests per second move with the load; the CPU a process
 * spent per request does not, and compares one build with another. Null where /proc is missing or the
 * process is gone.
 */
import fs from 'node:fs';

// Linux reports CPU in clock ticks; 100 per second on every common kernel configuration.
const TICKS_PER_SECOND = 100;

export function processCpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces: the fields after it are counted from its closing ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return ((user + system) * 1000) / TICKS_PER_SECOND;
}

/** The summed CPU of several processes (null when none of them could be read). */
export function processesCpuMs(pids: number[]): number | null {
  const each = pids.map(processCpuMs).filter((ms): ms is number => ms !== null);
  return each.length === 0 ? null : each.reduce((a, b) => a + b, 0);
}
