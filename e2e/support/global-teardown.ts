import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const stack = globalThis.e2eStack;
  if (!stack) return;
  await Promise.all(stack.services.map((service) => service.stop()));
  fs.rmSync(stack.dataDir, { recursive: true, force: true });
}
