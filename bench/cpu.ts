/**
 * Where a benchmark's CPU went, from /proc (Linux): this process, the server processes, the
 * PostgreSQL server's processes and the whole machine, between two readings. A load test on one
 * machine measures its own client too; printing each share shows whether the client or the
 * database, rather than the server, set the figures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** Clock ticks a second (USER_HZ): 100 on every Linux a deployment runs. */
const TICKS = 100;

/** A process's user + system time in ms, 0 once it is gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/** Busy and total jiffies of all CPUs (the first line of /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

export type CpuReading = {
  at: number;
  client: number;
  servers: number;
  postgres: number;
  machine: { busy: number; total: number };
};

export function readCpu(serverPids: readonly number[]): CpuReading {
  const self = process.cpuUsage();
  return {
    at: performance.now(),
    client: (self.user + self.system) / 1000,
    servers: serverPids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    // Backends come and go with connections; those gone before the second reading are not
    // counted, so this is a floor (the pools keep theirs open through a run).
    postgres: postgresPids().reduce((sum, pid) => sum + processCpuMs(pid), 0),
    machine: machineTicks(),
  };
}

/** Each share as % of one core over the interval, the machine's as % of all its cores. */
export function describeCpu(from: CpuReading, to: CpuReading): string {
  const ms = to.at - from.at;
  const core = (used: number) => `${((100 * used) / ms).toFixed(0)}%`;
  const busy =
    (100 * (to.machine.busy - from.machine.busy)) / (to.machine.total - from.machine.total || 1);
  return `CPU (100% = one core): server ${core(to.servers - from.servers)}, PostgreSQL ≥ ${core(
    to.postgres - from.postgres,
  )}, this client ${core(to.client - from.client)}; machine ${busy.toFixed(0)}% busy of ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)}`;
}
