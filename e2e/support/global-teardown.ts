import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await Promise.all(
    (globalThis.e2eStacks ?? []).map(async (stack) => {
      await Promise.all(stack.services.map((service) => service.stop()));
      fs.rmSync(stack.dataDir, { recursive: true, force: true });
    }),
  );
}
