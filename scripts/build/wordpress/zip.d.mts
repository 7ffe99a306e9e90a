export function zipFiles(files: { name: string; data: Buffer }[]): Buffer;
