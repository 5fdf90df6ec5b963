export { GeoDirectory } from './adapters/directory/geo-directory.js';
export { GeoModule } from './geo.module.js';
