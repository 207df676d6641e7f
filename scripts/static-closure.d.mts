export declare function staticClosure(entries: readonly string[]): Set<string>;
