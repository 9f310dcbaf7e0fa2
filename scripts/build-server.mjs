// `npm run build:server`: compiles the server to apps/server/dist/main.js (npm start does it when it is stale).
import { buildServer } from './builds.mjs';

await buildServer();
