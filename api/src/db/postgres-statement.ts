import { Client } from 'pg';

/**
 * Runs one statement on a connection of its own, closed afterwards: for what comes before
 * a pool exists or after it has ended, such as creating or dropping a throwaway schema
 * (the tests, the benchmarks).
 */
export async function runPostgresStatement(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
