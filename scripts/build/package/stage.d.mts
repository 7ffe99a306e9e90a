/** The folder `npm pack` packs, without source map comments (stage.mjs). */
export declare function withoutMapComments(code: string): string;
export declare function namedMaps(code: string): string[];
export declare function packedFiles(dir: string): string[];
export declare function stagePackage(dist: string, stage: string): string[];
