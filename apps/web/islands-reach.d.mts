export declare const ISLANDS_ENTRY: string;
export declare const ROUTER_SHIM: string;
export declare function islandModules(entry?: string): string[];
export declare function routerShimExports(shim?: string): string[];
