// `npm start`: build the web app if its sources changed, then migrate, seed and serve.
import { buildWebIfStale } from './web-build.ts';

buildWebIfStale();
await import('../src/server/main.ts');
