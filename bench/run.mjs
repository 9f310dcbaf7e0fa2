// `npm run bench`: every benchmark, one after the other, printing figures. The load side runs on core 1;
// the servers under test are pinned to core 0. Lighthouse runs unpinned: its browser needs both cores, as a phone's
// would, and its simulated 4x slower CPU is computed from what it observes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benches = [
  { file: 'bundle-size.mjs', isPinned: true },
  { file: 'lighthouse.mjs', isPinned: false },
  { file: 'server-start.mjs', isPinned: true },
  { file: 'api-me.mjs', isPinned: true },
  { file: 'realtime.mjs', isPinned: true },
  { file: 'admin-members.mjs', isPinned: true },
];
let failures = 0;
for (const { file, isPinned } of benches) {
  console.log(`\n=== bench/${file}`);
  const script = fileURLToPath(new URL(file, import.meta.url));
  const [command, args] = isPinned ? ['taskset', ['-c', '1', process.execPath, script]] : [process.execPath, [script]];
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) failures += 1;
}
process.exit(failures === 0 ? 0 : 1);
