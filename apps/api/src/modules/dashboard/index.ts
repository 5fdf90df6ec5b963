export { DashboardModule } from './dashboard.module.js';
