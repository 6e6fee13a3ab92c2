const fs = require('node:fs');
const path = require('node:path');
const pg = require('pg');

/**
 * After the API suites: the run's seeded templates (src/test/seededTemplate.ts) go, the SQLite
 * files with their folder and, on PostgreSQL, every database named tpl_<the folder's id>_….
 */
module.exports = async function removeTemplates() {
  const run = process.env.SENCARE_TEST_TEMPLATES;
  if (!run || !path.basename(run).startsWith('sencare-tpl-')) return;
  fs.rmSync(run, { recursive: true, force: true });
  if (!process.env.TEST_DATABASE_URL) return;
  const prefix = `tpl_${path.basename(run).replace('sencare-tpl-', '')}_`;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
};
