// Where the gateway's CPU goes on one signed-in operation: the demo stack of the gateway
// benchmark with the gateway under `node --cpu-prof`, loaded with only that operation, the
// profile kept and summarized (cpu-profile-summary.ts). Not a benchmark: nothing is
// written to RESULTS.md.
//   PROFILE_OPERATION='signed-in listing' PROFILE_OUT=bench/profiles/listing-after npm run bench:gateway-profile
// PROFILE_OPERATION names one of gateway-operations.ts's operations (default the listing);
// PROFILE_REQUESTS how many (20,000); PROFILE_TARGET=proxy profiles the plain proxy making
// the same calls instead of the gateway (where the gateway's extra time goes shows beside
// it); PROFILE_OUT the file name without its extension: the profile is written as
// <out>.cpuprofile and its summary as <out>.txt. BENCH_PORT as in gateway.bench.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarizeProfile } from './cpu-profile-summary';
import { startDemoStack } from './demo-stack';
import { prepareBench } from './gateway-bench-setup';
import { load } from './gateway-load';
import { cpuSeconds, secondsSinceStart } from './process-stats';
import { machineStamp } from './results';

const GATEWAY_PORT = Number(process.env.BENCH_PORT ?? 4800);
const OPERATION = process.env.PROFILE_OPERATION ?? 'signed-in listing';
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 20_000);
const TARGET = process.env.PROFILE_TARGET === 'proxy' ? 'proxy' : 'gateway';
const OUT = path.resolve(process.env.PROFILE_OUT ?? path.join(__dirname, 'profiles', 'gateway'));

async function main(): Promise<void> {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-profile-'));
  const profiling = `--cpu-prof --cpu-prof-dir=${profileDir}`;
  const stack = await startDemoStack({
    apiPort: GATEWAY_PORT + 10,
    gatewayPort: GATEWAY_PORT,
    gatewayEnv: { GRAPHQL_RATE_LIMIT: '0', ...(TARGET === 'gateway' ? { NODE_OPTIONS: profiling } : {}) },
    compiled: true,
  });
  let figures = '';
  let skipMs = 0;
  try {
    const { proxy, operations } = await prepareBench(
      stack,
      GATEWAY_PORT + 20,
      TARGET === 'proxy' ? { NODE_OPTIONS: profiling } : {},
    );
    try {
      const operation = operations.find((candidate) => candidate.name === OPERATION);
      if (!operation) throw new Error(`no operation named "${OPERATION}": ${operations.map((o) => o.name).join(', ')}`);
      const target = operation[TARGET];
      await load(target, 1500, 8); // warm-up: JIT, pools, the compiled query
      const pid = target.service!.process.pid!;
      // Start-up and warm-up are left out of the summary: only the measured load's samples count.
      skipMs = secondsSinceStart(pid) * 1000;
      const cpuBefore = cpuSeconds(pid);
      const { latencies } = await load(target, REQUESTS, 8);
      const cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / REQUESTS;
      const at = (p: number) => latencies[Math.floor((p / 100) * latencies.length)]!.toFixed(2);
      figures = `${REQUESTS} operations "${OPERATION}" through the ${TARGET} at concurrency 8, profiler on: ${cpuMs.toFixed(3)} ms CPU per operation, p50 ${at(50)} ms, p99 ${at(99)} ms. ${machineStamp()}`;
    } finally {
      await proxy.stop();
    }
  } finally {
    await stack.stop();
  }
  const written = fs.readdirSync(profileDir).filter((file) => file.endsWith('.cpuprofile'));
  if (written.length !== 1) throw new Error(`expected one profile in ${profileDir}, found ${written.length}`);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.copyFileSync(path.join(profileDir, written[0]!), `${OUT}.cpuprofile`);
  fs.rmSync(profileDir, { recursive: true, force: true });
  const summary = `${figures}\n\n${summarizeProfile(`${OUT}.cpuprofile`, { skipMs })}\n`;
  fs.writeFileSync(`${OUT}.txt`, summary);
  console.info(summary);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
