export { RecipientNoticesModule } from './recipient-notices.module.js';
