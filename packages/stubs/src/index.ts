// The fake providers Despacho talks to outside production (demo, tests, benches): one folder per provider.
export * from './channels/mercadolivre/mercadolivre-stub.js';
export * from './channels/nuvemshop/nuvemshop-stub.js';
export * from './channels/tray/tray-stub.js';
export * from './carriers/correios/correios-stub.js';
export * from './carriers/jadlog/jadlog-stub.js';
export * from './carriers/ssw/ssw-stub.js';
export { storyOf, type StoryStep } from './carriers/stub-kit/carrier-stub-story.js';
export * from './whatsapp/whatsapp-stub.js';
