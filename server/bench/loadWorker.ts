import { type LoadTarget, runLoad } from './load';

/** One load run in its own process (see runLoadApart): the job on stdin, the result on stdout. */
async function main(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const job = JSON.parse(input) as { target: LoadTarget; connections: number; seconds: number };
  const result = await runLoad(job.target, job.connections, job.seconds);
  process.stdout.write(JSON.stringify(result));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
