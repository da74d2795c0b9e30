import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates a throwaway PostgreSQL database beside the one `adminUrl` names (tests, benchmarks) and
 * returns its URL and a function that drops it.
 */
export async function createScratchDatabase(adminUrl: string, prefix = 'ricebowl_scratch') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function runAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
