import { readFileSync } from 'node:fs';

/** Linux clock ticks per second (USER_HZ): 100 on every mainstream kernel build. */
const TICKS = 100;

/** CPU seconds (user + system) a process has used so far; undefined once it is gone or off Linux. */
export function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

/** Busy and total CPU seconds of the whole machine (all cores), from /proc/stat. */
export function machineCpu(): { busy: number; total: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [, ...values] = line.trim().split(/\s+/);
    const n = values.map(Number);
    const idle = (n[3] ?? 0) + (n[4] ?? 0);
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: (total - idle) / TICKS, total: total / TICKS };
  } catch {
    return undefined;
  }
}

/**
 * Where the CPU went between start() and stop(): per named group of processes, and the machine
 * as a whole, so a reader can tell a slow path from a machine busy with something else.
 */
export function cpuProfile(groups: () => Record<string, number[]>) {
  const sample = () => {
    const perGroup: Record<string, Map<number, number>> = {};
    for (const [name, pids] of Object.entries(groups())) {
      perGroup[name] = new Map(pids.flatMap((pid) => {
        const s = cpuSeconds(pid);
        return s === undefined ? [] : [[pid, s] as const];
      }));
    }
    return { perGroup, machine: machineCpu(), at: performance.now() };
  };
  let first: ReturnType<typeof sample> | undefined;
  return {
    start() {
      first = sample();
    },
    stop() {
      const last = sample();
      const wallSeconds = (last.at - (first?.at ?? last.at)) / 1000;
      const groupsUsed: Record<string, number> = {};
      for (const [name, pids] of Object.entries(last.perGroup)) {
        let used = 0;
        // A process that appeared meanwhile counts from zero; one that vanished is not counted.
        for (const [pid, s] of pids) used += s - (first?.perGroup[name]?.get(pid) ?? 0);
        groupsUsed[name] = used;
      }
      const machine =
        first?.machine && last.machine
          ? { busy: last.machine.busy - first.machine.busy, total: last.machine.total - first.machine.total }
          : undefined;
      return { wallSeconds, groups: groupsUsed, machine };
    },
  };
}
