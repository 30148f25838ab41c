// The types of clientContract.mjs that its test reads.
export declare const SERVER_SIDE_FIELDS: readonly string[];
export declare function withoutServerSideFields(code: string): { code: string } | null;
