import { lighthouseScores } from './bench/page-weight.ts';
for (const url of process.argv.slice(2)) {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await lighthouseScores(url));
  runs.sort((a, b) => a.performance - b.performance);
  console.log(url, JSON.stringify(runs.map((r) => [r.performance, r.accessibility, r.bestPractices, r.seo, Math.round(r.lcpMs)])));
}
