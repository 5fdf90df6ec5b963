// The generated index leaves out the TanStack Query file: export everything from one place.
export * from './gen/index';
export * from './gen/@tanstack/react-query.gen';
export { client } from './gen/client.gen';
