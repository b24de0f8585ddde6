/** Where the islands build writes its manifest, inside the client build folder; the server reads it. */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';
