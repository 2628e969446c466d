import bcrypt from 'bcryptjs';

// bcrypt cost 10: about 70 ms per check here, slow enough to make guessing expensive.
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

let dummyHash: string | undefined;

/**
 * Spends the same time as a real check and always fails: used for unknown e-mails so
 * response timing does not reveal which accounts exist.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= await bcrypt.hash('not-a-real-password', COST);
  await bcrypt.compare(password, dummyHash);
  return false;
}
