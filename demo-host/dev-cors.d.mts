import type { NextFunction, Request, Response } from 'express';

export const ALLOWED_REQUEST_HEADERS: string[];
export const EXPOSED_RESPONSE_HEADERS: string[];
export const ALLOWED_METHODS: string[];
/** The allowed origin of a request to `path`, or undefined (dev-cors.mjs). */
export function corsOrigin(origin: string | undefined, path: string): string | undefined;
export function devCors(req: Request, res: Response, next: NextFunction): void;
