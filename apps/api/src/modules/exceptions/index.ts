export { ExceptionsModule } from './exceptions.module.js';
