// The fake providers Despacho talks to outside production (demo, tests, benches): one folder per provider.
export * from './channels/mercadolivre/mercadolivre-stub.js';
export * from './channels/nuvemshop/nuvemshop-stub.js';
export * from './channels/tray/tray-stub.js';
