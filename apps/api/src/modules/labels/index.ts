export { LabelsModule } from './labels.module.js';
