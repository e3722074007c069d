import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemo } from './seed-demo';

// The embedded database takes no lock: run this while the server is stopped.
const app = await buildApp({ ...loadConfig(), runWorkers: false, webDist: null, logLevel: 'warn' });
await seedDemo(app.ctx);
await app.close();
