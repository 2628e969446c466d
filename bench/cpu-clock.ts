import fs from 'node:fs';
import type { Pool } from 'pg';

// CPU time spent answering, a figure the machine's other load does not inflate the way it
// inflates latency (a shared 2-core machine at a load average of 10 stretches every
// request several times over): this process's own (the API runs in it through app.inject;
// SQLite too) plus, on PostgreSQL, that of the server processes behind the pool's
// connections, read from /proc/<pid>/schedstat (nanoseconds on a CPU), so only when the
// server runs on this machine.

/** A clock of CPU milliseconds: this process's, and those of the pool's server processes. */
export type CpuClock = { now: () => number; covers: 'process' | 'process and PostgreSQL' };

/**
 * Starts watching `pool`'s connections (call before it opens any) and answers the clock.
 * Without a pool, or when the server's processes cannot be read, only this process counts.
 */
export function cpuClock(pool?: Pool): CpuClock {
  const ownMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  if (!pool) return { now: ownMs, covers: 'process' };
  // Each backend's last reading; the sum of their growth so far (a backend the pool
  // closes keeps what it had spent).
  const backends = new Map<number, number>();
  let spentNs = 0;
  const readNs = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  pool.on('connect', (client) => {
    const pid = (client as unknown as { processID?: number }).processID;
    if (!pid) return;
    try {
      backends.set(pid, readNs(pid));
    } catch {
      // Not on this machine: the clock counts this process only.
    }
  });
  const backendMs = () => {
    for (const [pid, last] of backends) {
      try {
        const now = readNs(pid);
        spentNs += now - last;
        backends.set(pid, now);
      } catch {
        backends.delete(pid);
      }
    }
    return spentNs / 1e6;
  };
  return {
    now: () => ownMs() + backendMs(),
    get covers() {
      return backends.size > 0 ? ('process and PostgreSQL' as const) : ('process' as const);
    },
  };
}
