// The types of chunkPlan.mjs that its test reads.
export declare const ROOT_URL: URL;
export declare function at(path: string): string;
export declare const MANUAL_CHUNKS: readonly {
  chunk: string;
  packages?: readonly string[];
  files?: readonly string[];
  folders?: readonly string[];
}[];
export declare function manualChunk(id: string): string | undefined;
export declare function plannedPaths(): string[];
export declare const CONTRACT_FOLDER: string;
