// `npm run bench`: every benchmark, one after the other, printing figures. The load side runs on core 1;
// the servers under test are pinned to core 0.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benches = ['bundle-size.mjs', 'api-me.mjs', 'realtime.mjs'];
let failures = 0;
for (const bench of benches) {
  console.log(`\n=== bench/${bench}`);
  const { status } = spawnSync(
    'taskset',
    ['-c', '1', process.execPath, fileURLToPath(new URL(bench, import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
  if (status !== 0) failures += 1;
}
process.exit(failures === 0 ? 0 : 1);
