export declare const PACKAGE_NAME: string;
export declare const PACKAGE_DIR: string;
export declare function buildPackage(): Promise<{
  name: string;
  version: string;
  exports: Record<string, string | { types: string; default?: string }>;
}>;
export declare const ACTIONS_TYPES_SOURCE: string;
export declare function actionsTypings(): string;
export declare function actionNames(): string[];
