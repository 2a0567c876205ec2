// `npm run cron`: runs the worker's scheduled() handler now on the local server
// that `npm start` serves (PORT, default 8787), once per cron of wrangler.toml,
// or only for CRON="<expression>". npm start also fires them on schedule.
import { configuredCrons } from './local-server';

const port = Number(process.env.PORT ?? 8787);
const crons = process.env.CRON ? [process.env.CRON] : configuredCrons();
for (const cron of crons) {
  const res = await fetch(`http://127.0.0.1:${port}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`).catch((error: unknown) => {
    console.error(`Nothing answers on port ${port}: start the app with \`npm start\` first (${String(error)})`);
    process.exit(1);
  });
  console.log(`${cron}: ${res.status} ${await res.text()}`);
  if (!res.ok) process.exitCode = 1;
}
