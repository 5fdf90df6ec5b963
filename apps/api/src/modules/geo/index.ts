export { GeoDirectory } from './directory/geo-directory.js';
export { GeoModule } from './geo.module.js';
