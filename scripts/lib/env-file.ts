import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './services';

/**
 * Reads `.env` at the repository root into process.env when there is one (settings
 * already in the environment win), so `npm start` and `npm run dev` pick up a
 * developer's local settings; `.env.example` lists every setting with its default.
 */
export function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
