const { rmSync } = require('node:fs');
const pg = require('pg');

module.exports = async () => {
  if (process.env.HM_TEST_TEMPLATE) rmSync(process.env.HM_TEST_TEMPLATE, { force: true });
  if (process.env.HM_TEST_DATABASE_URL && process.env.HM_TEST_PG_TEMPLATE) {
    const c = new pg.Client({ connectionString: process.env.HM_TEST_DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${process.env.HM_TEST_PG_TEMPLATE}`);
    await c.end();
  }
};
