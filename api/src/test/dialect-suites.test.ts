import fs from 'node:fs';
import path from 'node:path';

// The split itself is plain data shared with api/jest.config.js.
const { sqliteOnly, touchesSql, sqliteOnlyDespiteSql } = require('./dialect-suites.cjs') as {
  sqliteOnly: string[];
  touchesSql: RegExp;
  sqliteOnlyDespiteSql: string[];
};

const apiRoot = path.resolve(__dirname, '../..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(apiRoot, full)] : [];
  });
}

const suites = testFiles(path.join(apiRoot, 'src'));

test('every suite that touches SQL (repositories, migrations, transactions, queries) runs on PostgreSQL too', () => {
  const missing = sqliteOnly.filter((file) => !sqliteOnlyDespiteSql.includes(file) && touchesSql.test(fs.readFileSync(path.join(apiRoot, file), 'utf8')));
  expect(missing).toEqual([]);
});

test('every repository, migration and seed suite is in the PostgreSQL set', () => {
  const sqlHomes = suites.filter((file) => file.startsWith('src/db/') || file.startsWith('src/modules/'));
  expect(sqlHomes.length).toBeGreaterThan(30);
  expect(sqlHomes.filter((file) => sqliteOnly.includes(file) && !sqliteOnlyDespiteSql.includes(file))).toEqual([]);
});

test('the SQLite-only list names suites that exist', () => {
  expect(sqliteOnly.filter((file) => !suites.includes(file))).toEqual([]);
});
