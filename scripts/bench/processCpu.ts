import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's CPU times. */
export const TICKS_PER_SECOND = 100;

/** A running process as /proc shows it: its id, its name and its CPU time so far (user and system, in ticks). */
export interface ProcessCpu {
  pid: number;
  name: string;
  ticks: number;
}

/** Every process of the machine with its CPU time so far (Linux). */
export function processesCpu(): ProcessCpu[] {
  const processes: ProcessCpu[] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const close = stat.lastIndexOf(')');
    const [utime = '0', stime = '0'] = stat
      .slice(close + 2)
      .split(' ')
      .slice(11, 13);
    processes.push({
      pid: Number(pid),
      name: stat.slice(stat.indexOf('(') + 1, close),
      ticks: Number(utime) + Number(stime),
    });
  }
  return processes;
}
