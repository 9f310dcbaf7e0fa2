import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './platform/config.js';
import { drainThenClose } from './platform/drain.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const app = await buildApp(config);

let isClosing = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'draining: not ready any more, finishing what was started');
  process.exit(await drainThenClose(app, config.drainDelayMs));
}
process.once('SIGINT', (signal) => void shutDown(signal));
process.once('SIGTERM', (signal) => void shutDown(signal));

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
console.log(`Campus est prêt : http://${shownHost}:${port}`);
