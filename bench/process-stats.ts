import fs from 'node:fs';

/** utime + stime of a process in seconds, from /proc (clock ticks of 10 ms). */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The resident memory of a process in bytes, from /proc (VmRSS). */
export function residentBytes(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/** How long ago a process started, in seconds (its start in clock ticks since boot, from /proc). */
export function secondsSinceStart(pid: number): number {
  const startTicks = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]);
  const uptime = Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  return uptime - startTicks / 100;
}
