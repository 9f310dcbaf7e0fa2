// `npm start`: build the web app and the server when missing or older than their sources, then run the compiled server.
import { spawn } from 'node:child_process';
import { ensureServerBuild, ensureWebBuild, root, serverEntry } from './builds.mjs';

try {
  ensureWebBuild();
  await ensureServerBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], { cwd: root, stdio: 'inherit' });
// Ctrl+C, or a supervisor's (or Playwright's) SIGTERM, reaches the server, which closes cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
