import { ProjectionRebuilder } from '../platform/event-store/projection-rebuilder.js';
import { createScriptContext } from './app-context.js';

const app = await createScriptContext();
const started = performance.now();
const { events } = await app.get(ProjectionRebuilder).rebuild();
console.log(`Projeções reconstruídas a partir de ${events} eventos em ${Math.round(performance.now() - started)} ms.`);
await app.close();
