// npm run db:seed: adds the sample articles that are missing (by slug). Safe to run again.
import { seedSampleArticles } from '#app/lib/sample-articles.server.ts';
import { loadEnv, runCli, withDatabase } from './cli-db.ts';

await runCli(async () => {
  const added = await withDatabase(loadEnv(), (db) => seedSampleArticles(db));
  console.log(added === 0 ? 'The sample articles are all there already.' : `Added ${added} sample article${added === 1 ? '' : 's'}.`);
});
