/** hey-api options, shared by the generate script and the staleness check. */
export function clientOptions(input, outputPath) {
  return {
    input,
    output: { path: outputPath, postProcess: [] },
    logs: { level: 'silent' },
    plugins: ['@hey-api/typescript', '@hey-api/client-fetch', { name: '@hey-api/sdk' }, '@tanstack/react-query'],
  };
}
